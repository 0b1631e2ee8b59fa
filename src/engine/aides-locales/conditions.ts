// One function per condition type of the local-aid catalogue: whether it holds for the person, and a French
// sentence saying why (for or against).
import { euros } from '../core/aid.ts';
import type { ContexteLocal } from './contexte.ts';
import type { AideLocale, CatalogueLocal, ConditionLocale, Operateur } from './types.ts';

export interface Verdict {
  ok: boolean;
  texte: string;
}

/** what a condition function needs besides the person */
export interface Environnement {
  aide: Pick<AideLocale, 'institution'>;
  noms: CatalogueLocal['noms'];
}

type Fonction<T extends ConditionLocale['type']> = (
  c: Extract<ConditionLocale, { type: T }>,
  ctx: ContexteLocal,
  env: Environnement,
) => Verdict;

export function compare(op: Operateur, a: number, b: number): boolean {
  switch (op) {
    case '>=':
      return a >= b;
    case '<=':
      return a <= b;
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '=':
      return a === b;
  }
}

const verdict = (ok: boolean, texte: string): Verdict => ({ ok, texte });
const ans = (n: number) => `${n} an${n > 1 ? 's' : ''}`;

export function bornesAge(op: Operateur, value: number): string {
  switch (op) {
    case '>=':
      return `aux ${ans(value)} et plus`;
    case '>':
      return `aux plus de ${ans(value)}`;
    case '<=':
      return `aux ${ans(value)} ou moins`;
    case '<':
      return `aux moins de ${ans(value)}`;
    case '=':
      return `aux personnes de ${ans(value)}`;
  }
}

const age: Fonction<'age'> = (c, ctx) => {
  if (ctx.age === undefined)
    return verdict(false, `Réservé ${bornesAge(c.operator, c.value)} : votre date de naissance manque.`);
  return verdict(
    compare(c.operator, ctx.age, c.value),
    `Réservé ${bornesAge(c.operator, c.value)} : vous avez ${ans(ctx.age)}.`,
  );
};

const NIVEAU_INSTITUTION: Record<string, 'region' | 'departement' | 'epci' | 'commune'> = {
  region: 'region',
  departement: 'departement',
  epci: 'epci',
  commune: 'commune',
};

function codeDuLieu(
  ctx: ContexteLocal,
  niveau: 'region' | 'departement' | 'epci' | 'commune' | 'codePostal',
) {
  const lieu = ctx.lieu;
  if (!lieu) return undefined;
  return niveau === 'commune' ? lieu.commune : niveau === 'codePostal' ? lieu.codePostal : lieu[niveau];
}

const ouVousHabitez = (ctx: ContexteLocal) =>
  ctx.lieu ? `vous habitez ${ctx.lieu.nomCommune}` : 'votre commune n’est pas renseignée';

function listeNoms(codes: string[], noms: Record<string, string>, max = 4): string {
  const names = codes.map((c) => noms[c] ?? c);
  return names.length > max
    ? `${names.slice(0, max).join(', ')}… (${names.length} en tout)`
    : names.join(', ');
}

/** "Habiter …" for a list of codes of one level */
export function habiter(
  niveau: 'region' | 'departement' | 'epci' | 'commune' | 'codePostal',
  codes: string[],
  noms: CatalogueLocal['noms'],
): string {
  switch (niveau) {
    case 'region':
      return codes.length === 1
        ? `Habiter la région ${noms.region[codes[0]] ?? codes[0]}`
        : `Habiter l’une de ces régions : ${listeNoms(codes, noms.region)}`;
    case 'departement':
      return codes.length === 1
        ? `Habiter le département ${noms.departement[codes[0]] ?? codes[0]} (${codes[0]})`
        : `Habiter l’un de ces départements : ${listeNoms(codes, noms.departement)}`;
    case 'epci':
      return codes.length === 1
        ? `Habiter le territoire de ${noms.epci[codes[0]] ?? codes[0]}`
        : `Habiter l’une de ces intercommunalités : ${listeNoms(codes, noms.epci)}`;
    case 'commune':
      return codes.length === 1
        ? `Habiter ${noms.commune[codes[0]] ?? codes[0]}`
        : `Habiter l’une de ces communes : ${listeNoms(codes, noms.commune)}`;
    case 'codePostal':
      return `Habiter à l’un de ces codes postaux : ${codes.join(', ')}`;
  }
}

function dansLaListe(
  niveau: 'region' | 'departement' | 'epci' | 'commune' | 'codePostal',
  values: string[],
  ctx: ContexteLocal,
  env: Environnement,
): Verdict {
  const texte = habiter(niveau, values, env.noms);
  if (!values.length) return verdict(true, `${texte} : aucune restriction.`);
  const code = codeDuLieu(ctx, niveau);
  const ok = code !== undefined && values.includes(code);
  return verdict(ok, `${texte} : ${ok ? 'c’est le cas' : ouVousHabitez(ctx)}.`);
}

const regions: Fonction<'regions'> = (c, ctx, env) => dansLaListe('region', c.values, ctx, env);
const departements: Fonction<'departements'> = (c, ctx, env) =>
  dansLaListe('departement', c.values, ctx, env);
const communes: Fonction<'communes'> = (c, ctx, env) => dansLaListe('commune', c.values, ctx, env);
const epcis: Fonction<'epcis'> = (c, ctx, env) => dansLaListe('epci', c.values, ctx, env);
const codesPostaux: Fonction<'codes_postaux'> = (c, ctx, env) =>
  dansLaListe('codePostal', c.values, ctx, env);

const attachedToInstitution: Fonction<'attached_to_institution'> = (_c, ctx, env) => {
  const inst = env.aide.institution;
  const niveau = NIVEAU_INSTITUTION[inst.type];
  if (!niveau || !inst.code)
    return verdict(false, `Habiter le territoire de ${inst.nom} : territoire inconnu.`);
  const code = codeDuLieu(ctx, niveau);
  const ok = code === inst.code;
  return verdict(ok, `Habiter le territoire de ${inst.nom} : ${ok ? 'c’est le cas' : ouVousHabitez(ctx)}.`);
};

const excludedEpcis: Fonction<'excluded_epcis'> = (c, ctx, env) => {
  const epci = ctx.lieu?.epci;
  const exclu = epci !== undefined && c.values.includes(epci);
  return verdict(
    !exclu,
    exclu
      ? `Ne concerne pas ${env.noms.epci[epci] ?? epci} : une aide propre à ce territoire existe.`
      : `Ne pas habiter ${listeNoms(c.values, env.noms.epci)} : c’est le cas.`,
  );
};

const not: Fonction<'not'> = (c, ctx, env) => {
  const inner = evaluerCondition(c.value, ctx, env);
  const sujet = c.value.type === 'epcis' ? listeNoms(c.value.values, env.noms.epci) : 'ce territoire';
  return verdict(
    !inner.ok,
    inner.ok
      ? `Ne concerne pas les habitants du territoire « ${sujet} » : ils relèvent d’une aide propre.`
      : `Ne pas habiter le territoire « ${sujet} » : c’est le cas.`,
  );
};

/** revenu fiscal de référence N-2 divided by the shares (1 when unknown), and by 12 for a monthly threshold */
export function quotientFamilial(ctx: ContexteLocal, period: 'month' | 'year'): number {
  const { rfr, parts } = ctx.moteur.rfrEtParts();
  return rfr / (parts > 0 ? parts : 1) / (period === 'month' ? 12 : 1);
}

const quotient: Fonction<'quotient_familial'> = (c, ctx) => {
  const qf = Math.round(quotientFamilial(ctx, c.period) * 100) / 100;
  const unite = c.period === 'month' ? 'par mois' : 'par an';
  const seuil = `${euros(c.value)} ${unite}`;
  const sens =
    c.operator === '<=' ? `au plus ${seuil}` : c.operator === '<' ? `moins de ${seuil}` : `plus de ${seuil}`;
  return verdict(
    compare(c.operator, qf, c.value),
    `Quotient familial fiscal de ${sens} : le vôtre est estimé à ${euros(qf)} ${unite}.`,
  );
};

const STATUTS: Record<string, string> = {
  primo_accedant: 'primo-accédant',
  proprietaire: 'propriétaire',
  locataire_vide: 'locataire d’un logement vide',
  locataire_meuble: 'locataire d’un meublé',
  locataire_hlm: 'locataire d’un logement social',
  loge_gratuitement: 'hébergé gratuitement',
  locataire_foyer: 'logé en foyer ou résidence',
  sans_domicile: 'sans domicile',
  non_renseigne: 'non renseigné',
};
const statut = (s: string) => STATUTS[s] ?? s;

const statutLogement: Fonction<'statut_occupation_logement'> = (c, ctx) => {
  const s = ctx.statutLogement;
  const ok = (!c.includes || c.includes.includes(s)) && (!c.excludes || !c.excludes.includes(s));
  const regle = c.includes
    ? `Réservé aux personnes ${c.includes.map(statut).join(' ou ')}`
    : `Pas pour les personnes ${(c.excludes ?? []).map(statut).join(' ou ')}`;
  return verdict(ok, `${regle} : vous êtes ${statut(s)}.`);
};

const REGIMES: Record<string, string> = {
  regime_general: 'régime général',
  regime_agricole: 'régime agricole (MSA)',
  autres_regimes: 'autre régime',
  aucun: 'non renseigné',
};
const regime: Fonction<'regime_securite_sociale'> = (c, ctx) => {
  const r = ctx.moteur.regimeSecuriteSociale() ?? 'aucun';
  const ok = (!c.includes || c.includes.includes(r)) && (!c.excludes || !c.excludes.includes(r));
  const regle = c.includes
    ? `Réservé aux assurés du ${c.includes.map((x) => REGIMES[x] ?? x).join(' ou ')}`
    : `Pas pour les assurés du ${(c.excludes ?? []).map((x) => REGIMES[x] ?? x).join(' ou ')}`;
  return verdict(ok, `${regle} : votre régime de sécurité sociale est ${REGIMES[r] ?? 'autre'}.`);
};

const difficultes: Fonction<'difficultes_acces_ou_frais_logement'> = (_c, ctx) =>
  verdict(
    ctx.difficultesLogement,
    ctx.difficultesLogement
      ? 'Avoir du mal à trouver un logement ou à en payer les frais : c’est votre cas.'
      : 'Réservé aux personnes qui ont du mal à trouver un logement ou à en payer les frais : vous ne l’avez pas indiqué.',
  );

const sanitaireSocial: Fonction<'formation_sanitaire_social'> = (_c, ctx) =>
  verdict(
    ctx.formationSanitaireSociale,
    ctx.formationSanitaireSociale
      ? 'Suivre une formation sanitaire ou sociale : c’est votre cas.'
      : 'Réservé aux formations sanitaires ou sociales : ce n’est pas la vôtre.',
  );

const interim: Fonction<'agence_travail_temporaire'> = (_c, ctx) =>
  verdict(
    ctx.interim,
    ctx.interim
      ? 'Travailler pour une agence d’intérim : c’est votre cas.'
      : 'Réservé aux intérimaires : vous n’avez pas indiqué travailler pour une agence d’intérim.',
  );

const rsa: Fonction<'beneficiaire_rsa'> = (_c, ctx) => {
  const montant = ctx.moteur.rsa();
  return verdict(
    montant > 1,
    montant > 1
      ? `Toucher le RSA : vous y avez droit (${euros(montant)} ce mois-ci).`
      : 'Réservé aux bénéficiaires du RSA : vous n’y avez pas droit ce mois-ci.',
  );
};

const boursier: Fonction<'boursier'> = (_c, ctx) => {
  const ok = ctx.moteur.boursier();
  return verdict(ok, ok ? 'Être boursier : c’est votre cas.' : 'Réservé aux boursiers : vous ne l’êtes pas.');
};

const ANNEES: Record<string, string> = {
  cap_1: '1re année de CAP',
  cap_2: '2e année de CAP',
  seconde: 'seconde',
  premiere: 'première',
  terminale: 'terminale',
  bts_1: '1re année de BTS',
  bts_2: '2e année de BTS',
  but_1: '1re année de BUT',
  but_2: '2e année de BUT',
  but_3: '3e année de BUT',
  cpge_1: '1re année de classe préparatoire',
  cpge_2: '2e année de classe préparatoire',
  licence_1: 'licence 1',
  licence_2: 'licence 2',
  licence_3: 'licence 3',
  master_1: 'master 1',
  master_2: 'master 2',
  doctorat_1: '1re année de doctorat',
  doctorat_2: '2e année de doctorat',
  doctorat_3: '3e année de doctorat',
};
export const anneeEtudeLibelle = (a: string) => ANNEES[a] ?? a;

const anneeEtude: Fonction<'annee_etude'> = (c, ctx) => {
  const a = ctx.anneeEtude;
  const ok = a !== undefined && c.values.includes(a);
  return verdict(
    ok,
    `Réservé aux élèves ou étudiants en ${c.values.map(anneeEtudeLibelle).join(', ')} : ${
      a ? `vous êtes en ${anneeEtudeLibelle(a)}` : 'votre année d’études n’est pas renseignée'
    }.`,
  );
};

const MENTIONS: Record<string, string> = {
  mention_assez_bien: 'assez bien',
  mention_bien: 'bien',
  mention_tres_bien: 'très bien',
  mention_tres_bien_felicitations_jury: 'très bien avec félicitations du jury',
};
const mentionBac: Fonction<'mention_baccalaureat'> = (c, ctx) => {
  const m = ctx.mentionBac;
  const ok = m !== undefined && c.values.includes(m);
  return verdict(
    ok,
    `Réservé aux bacheliers avec la mention ${c.values.map((v) => MENTIONS[v] ?? v).join(' ou ')} : ${
      m && MENTIONS[m] ? `vous avez eu la mention ${MENTIONS[m]}` : 'vous n’avez pas indiqué cette mention'
    }.`,
  );
};

const tauxIncapacite: Fonction<'taux_incapacite'> = (c, ctx) => {
  const pct = (x: number) => `${Math.round(x * 100)} %`;
  return verdict(
    compare(c.operator, ctx.tauxIncapacite, c.value),
    `Taux d’incapacité ${c.operator === '>=' ? 'd’au moins' : c.operator} ${pct(c.value)} : ${
      ctx.tauxIncapacite ? `le vôtre est de ${pct(ctx.tauxIncapacite)}` : 'vous n’en avez pas indiqué'
    }.`,
  );
};

const enfantsEligibles: Fonction<'enfants_eligibles'> = (c, ctx) => {
  const min = c.age_min ?? 0;
  const max = c.age_max ?? 99;
  const n = ctx.enfants.filter((a) => a !== undefined && a >= min && a <= max).length;
  const ok = ctx.enfants.length > 0 && compare(c.operator, n, c.value);
  return verdict(
    ok,
    `Avoir ${c.operator === '>=' ? 'au moins ' : ''}${c.value} enfant${c.value > 1 ? 's' : ''} de ${min} à ${max} ans : vous en avez ${n}.`,
  );
};

const FONCTIONS: { [T in ConditionLocale['type']]: Fonction<T> } = {
  age,
  attached_to_institution: attachedToInstitution,
  regions,
  departements,
  communes,
  epcis,
  codes_postaux: codesPostaux,
  excluded_epcis: excludedEpcis,
  not,
  quotient_familial: quotient,
  statut_occupation_logement: statutLogement,
  regime_securite_sociale: regime,
  difficultes_acces_ou_frais_logement: difficultes,
  formation_sanitaire_social: sanitaireSocial,
  agence_travail_temporaire: interim,
  beneficiaire_rsa: rsa,
  boursier,
  annee_etude: anneeEtude,
  mention_baccalaureat: mentionBac,
  taux_incapacite: tauxIncapacite,
  enfants_eligibles: enfantsEligibles,
};

export function evaluerCondition(c: ConditionLocale, ctx: ContexteLocal, env: Environnement): Verdict {
  const f = FONCTIONS[c.type] as Fonction<typeof c.type>;
  return f(c as never, ctx, env);
}

/** true for the conditions about where the person lives */
export const GEOGRAPHIQUES: ReadonlySet<ConditionLocale['type']> = new Set([
  'attached_to_institution',
  'regions',
  'departements',
  'communes',
  'epcis',
  'codes_postaux',
  'excluded_epcis',
  'not',
]);
