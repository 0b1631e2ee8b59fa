// Generates docs/engine-catalogue.md: the questionnaire fields the engine reads and the aids with their
// sources, from the code itself so the documentation cannot drift. Run: npx tsx scripts/engine-data/docs.ts
import { writeFileSync } from 'node:fs';
import { AIDS, FIELDS } from '../../src/engine/index.ts';
import { CORRESPONDANCES } from '../../src/engine/simulateur/situation/index.ts';

const lines: string[] = [
  '# Catalogue du moteur (généré)',
  '',
  'Généré par `npx tsx scripts/engine-data/docs.ts` ; ne pas modifier à la main.',
  '',
];
lines.push(
  '## Champs du questionnaire lus par le moteur',
  '',
  '| champ | libellé | type | valeurs / bornes |',
  '|---|---|---|---|',
);
for (const [name, f] of Object.entries(FIELDS)) {
  const bounds = f.values
    ? f.values.join(', ')
    : [
        f.min !== undefined ? `min ${f.min}` : '',
        f.max !== undefined ? `max ${f.max}` : '',
        f.maxLength ? `${f.maxLength} car. max` : '',
      ]
        .filter(Boolean)
        .join(', ');
  lines.push(`| \`${name}\` | ${f.label} | ${f.kind} | ${bounds} |`);
}
lines.push('', 'Les champs absents de cette liste sont acceptés et ignorés.', '', '## Aides', '');
for (const a of AIDS) {
  lines.push(
    `### ${a.nom} — \`${a.id}\``,
    '',
    `${a.description}`,
    '',
    `- Institution : ${a.institution}`,
    `- Périodicité : ${a.periodicite}`,
    `- Page officielle : ${a.lien}`,
  );
  if (a.teleservice) lines.push(`- Téléservice : ${a.teleservice}`);
  lines.push(`- Sources : ${a.sources.map((s) => `[${s.title}](${s.href})`).join(' ; ')}`);
  if (a.conditionsAVerifier?.length)
    lines.push(`- Conditions à vérifier par la personne : ${a.conditionsAVerifier.join(' ; ')}`);
  lines.push('');
}
writeFileSync('docs/engine-catalogue.md', lines.join('\n'));

// docs/simulateur.md: each questionnaire step, its questions and the variables they feed
const steps: string[] = [
  '# Du questionnaire aux variables du moteur (généré)',
  '',
  'Généré par `npx tsx scripts/engine-data/docs.ts` depuis les correspondances de',
  '`src/engine/simulateur/situation/` (un petit module par étape) ; ne pas modifier à la main.',
  '',
  'Chaque réponse du simulateur (seed 001 §3, entité `individu` sauf mention) devient une ou plusieurs',
  'variables OpenFisca. Un montant mensuel est reporté sur chaque mois depuis janvier N-2 (ou depuis',
  '`date_debut_ressources`) : c’est l’hypothèse de situation stable rappelée sur la page de résultats.',
  '',
];
for (const [etape, correspondances] of Object.entries(CORRESPONDANCES)) {
  steps.push(`## ${etape}`, '', '| réponses | variables | comment |', '|---|---|---|');
  for (const c of correspondances)
    steps.push(
      `| ${c.champs.map((f) => `\`${f}\``).join(', ')} | ${c.variables.map((v) => `\`${v}\``).join(', ')} | ${c.note ?? ''} |`,
    );
  steps.push('');
}
writeFileSync('docs/simulateur.md', steps.join('\n'));
console.log(`${Object.keys(FIELDS).length} champs, ${AIDS.length} aides`);
