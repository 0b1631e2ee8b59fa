// Generates TypeScript parameter modules from the OpenFisca-France YAML copied under
// shared/reference/openfisca-parameters: each value in force since CUTOFF with its legal reference.
// Run once per law change: npx tsx scripts/engine-data/params.ts && npx prettier --write src/engine/params
// src/engine/aids/logement/params ; the output is committed and reviewed.
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import YAML from 'yaml';

const ROOT = resolve(process.env.SHARED_DIR ?? '../shared', 'reference/openfisca-parameters');
/** values older than the one in force on this date are dropped (AL reads N-2 incomes, so keep margin) */
const CUTOFF = '2016-01-01';

interface Ref {
  title: string;
  href: string;
}
type YamlRef = { title?: string; href?: string } | { title?: string; href?: string }[];

const UNITS: Record<string, string> = {
  currency: 'currency',
  currency_next_year: 'currency',
  '/1': 'rate',
  year: 'year',
  month: 'month',
  hour: 'hours',
};

const LEGIFRANCE = 'https://www.legifrance.gouv.fr/';

function refsOf(raw: YamlRef | undefined): Ref[] {
  if (!raw) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((r) => r && (r.title || r.href))
    .map((r) => ({ title: r.title ?? 'Journal officiel', href: r.href ?? '' }));
}

/** references by date; a date without any href borrows the latest earlier one that has one */
function datedRefs(meta: Record<string, unknown>, documentation: string | undefined): [string, Ref[]][] {
  const raw = (meta?.reference ?? {}) as Record<string, YamlRef> | YamlRef;
  let entries: [string, Ref[]][];
  if (Array.isArray(raw) || (raw && typeof raw === 'object' && ('title' in raw || 'href' in raw)))
    entries = [['0000-01-01', refsOf(raw as YamlRef)]];
  else entries = Object.entries(raw as Record<string, YamlRef>).map(([d, r]) => [String(d), refsOf(r)]);
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  const docHref = documentation ? /https?:\/\/\S+/.exec(documentation)?.[0] : undefined;
  let last: Ref | undefined = docHref
    ? { title: 'Documentation OpenFisca-France du paramètre', href: docHref }
    : undefined;
  for (const [, refs] of entries) {
    for (const r of refs) {
      if (r.href) last = r;
      else r.href = last?.href ?? LEGIFRANCE;
    }
  }
  return entries;
}

function refAt(refs: [string, Ref[]][], date: string): Ref | undefined {
  let found: Ref[] | undefined;
  for (const [d, r] of refs) if (d <= date && r.length) found = r;
  const list = found ?? refs.find(([, r]) => r.length)?.[1];
  return list?.find((r) => r.href !== LEGIFRANCE) ?? list?.[0];
}

function keepFrom<T>(values: [string, T][]): [string, T][] {
  const sorted = values.sort(([a], [b]) => (a < b ? -1 : 1));
  let start = 0;
  sorted.forEach(([d], i) => {
    if (d <= CUTOFF) start = i;
  });
  return sorted.slice(start);
}

const q = (s: string) => JSON.stringify(s);

/** references shared by the parameters of one module, written once as `R[i]` */
let refTable: Ref[] = [];
function refId(r: Ref): string {
  let i = refTable.findIndex((x) => x.title === r.title && x.href === r.href);
  if (i < 0) i = refTable.push(r) - 1;
  return `R[${i}]`;
}
function refTableSource(): string {
  return `const R: LegalReference[] = [\n${refTable.map((r) => `  { title: ${q(r.title)}, href: ${q(r.href)} },`).join('\n')}\n];\n`;
}

type Series = [string, number | null][];

/** a scale's dated arrays of brackets: one per date where any threshold or rate changes */
function scaleValues(y: {
  brackets: Record<string, Record<string, { value: number }>>[];
}): [string, string][] {
  const read = (node: Record<string, { value: number | null } | number | null> | undefined): Series =>
    Object.entries(node ?? {}).map(([d, v]) => [
      String(d),
      v !== null && typeof v === 'object' ? v.value : v,
    ]);
  const brackets = y.brackets.map((b) => ({
    threshold: read(b.threshold),
    rate: read(b.rate ?? b.amount),
    kind: b.rate ? 'rate' : 'amount',
  }));
  const dates = [...new Set(brackets.flatMap((b) => [...b.threshold, ...b.rate].map(([d]) => d)))];
  const valueAt = (series: Series, d: string) => {
    let v: number | null = null;
    for (const [dd, vv] of series.sort(([a], [b]) => (a < b ? -1 : 1))) if (dd <= d) v = vv;
    return v;
  };
  return keepFrom(dates.map((d) => [d, ''] as [string, string])).map(([d]) => {
    const bs = brackets
      .map((b) => ({ t: valueAt(b.threshold, d), r: valueAt(b.rate, d), kind: b.kind }))
      .filter((b) => b.t !== null && b.r !== null)
      .map((b) => `{ threshold: ${b.t}, ${b.kind}: ${b.r} }`);
    return [d, `[${bs.join(', ')}]`];
  });
}

/** a leaf's dated values as TS literals; undefined when it was closed before the cutoff */
function leafValues(y: { values?: Record<string, unknown> }): [string, string][] | undefined {
  const raw = Object.entries(y.values ?? {}).map(([d, v]) => [
    String(d),
    v !== null && typeof v === 'object' ? (v as { value: unknown }).value : v,
  ]);
  const kept = keepFrom(raw as [string, unknown][]);
  if (kept.length === 1 && kept[0][1] === null) return undefined;
  return kept.map(([d, v]) => [d, v === null || v === undefined ? 'null' : JSON.stringify(v)]);
}

/** TS source of one leaf (`param<number>`) or scale (`param<Bracket[]>`) */
function leafSource(file: string, indent: string): string | undefined {
  const y = YAML.parse(readFileSync(file, 'utf8'));
  const path = relative(ROOT, file).replace(/\.yaml$/, '');
  const meta = (y.metadata ?? {}) as Record<string, unknown>;
  const refs = datedRefs(meta, y.documentation);
  const unit = UNITS[String(meta.unit ?? meta.rate_unit ?? '')];
  const isScale = Boolean(y.brackets);
  const values = isScale ? scaleValues(y) : leafValues(y);
  if (!values?.length) return undefined;
  const allRefs = new Map<string, Ref>();
  for (const [d] of values) {
    const r = refAt(refs, d);
    if (r) allRefs.set(r.href + r.title, r);
  }
  const lines = [
    `param<${isScale ? 'Bracket[]' : 'number'}>({`,
    `  path: ${q(path)},`,
    `  description: ${q(String(y.description ?? meta.short_label ?? path).trim())},`,
    ...(unit ? [`  unit: ${q(unit)},`] : []),
    `  references: [`,
    `    ${[...allRefs.values()].map(refId).join(', ')}`,
    `  ],`,
    `  values: [`,
    ...values.map(([d, v]) => {
      const r = refAt(refs, d);
      return `    { from: ${q(d)}, value: ${v}${r ? `, ref: ${refId(r)}` : ''} },`;
    }),
    `  ],`,
    `})`,
  ];
  return lines.map((l, i) => (i === 0 ? l : indent + l)).join('\n');
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : q(name));

/** nested object literal mirroring the OpenFisca folder tree */
function treeSource(dir: string, indent: string): string | undefined {
  const parts: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      const sub = treeSource(p, indent + '  ');
      if (sub) parts.push(`${indent}  ${key(name)}: ${sub},`);
    } else if (name.endsWith('.yaml') && name !== 'index.yaml') {
      const leaf = leafSource(p, indent + '  ');
      if (leaf) parts.push(`${indent}  ${key(name.replace(/\.yaml$/, ''))}: ${leaf},`);
    }
  }
  return parts.length ? `{\n${parts.join('\n')}\n${indent}}` : undefined;
}

const HEADER = (what: string) =>
  `// GENERATED by scripts/engine-data/params.ts from OpenFisca-France parameters (${what}); do not edit by hand.\n` +
  `// Values in force since ${CUTOFF}, each with its legal reference.\n` +
  `import { param, type Bracket, type LegalReference } from '../../../core/params.ts';\n\n` +
  `export type { Bracket };\n\n`;

function writeModule(out: string, content: string) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, content);
  console.log(`${out}: ${content.length} chars`);
}

// ---- aides au logement: one module per sub-tree ------------------------------------------------------
const AL = 'prestations_sociales/aides_logement';
const trees: [string, string, string][] = [
  ['locatif', `${AL}/allocations_logement/locatif`, 'locatif'],
  ['ressources', `${AL}/allocations_logement/ressources`, 'ressources'],
  ['foyer', `${AL}/allocations_logement/foyer`, 'foyer'],
  ['accession', `${AL}/allocations_logement/accession`, 'accession'],
  ['rls', `${AL}/reduction_loyer_solidarite`, 'reductionLoyerSolidarite'],
];
for (const [file, dir, exportName] of trees) {
  refTable = [];
  const body = treeSource(join(ROOT, dir), '');
  writeModule(
    resolve(`src/engine/aids/logement/params/${file}.ts`),
    `${HEADER(dir)}${refTableSource()}\nexport const ${exportName} = ${body};\n`,
  );
}

// ---- cross-cutting parameters shared by several families --------------------------------------------
const commun: [string, string, string?][] = [
  ['smicHoraireBrut', 'marche_travail/salaire_minimum/smic/smic_b_horaire'],
  ['smicMensuelBrut', 'marche_travail/salaire_minimum/smic/smic_b_mensuel'],
  ['nbHeuresTravailMensuel', 'marche_travail/salaire_minimum/smic/nb_heures_travail_mensuel'],
  ['bmaf', 'prestations_sociales/prestations_familiales/bmaf/bmaf'],
  [
    'crdsTaux',
    'prelevements_sociaux/contributions_sociales/crds',
    'taux de CRDS prélevé sur les prestations',
  ],
  ['abatproTaux', 'impot_revenu/calcul_revenus_imposables/deductions/abatpro/taux'],
  ['abatproMin', 'impot_revenu/calcul_revenus_imposables/deductions/abatpro/min'],
  ['abatproMax', 'impot_revenu/calcul_revenus_imposables/deductions/abatpro/max'],
  ['abatproMinChomeurLongueDuree', 'impot_revenu/calcul_revenus_imposables/deductions/abatpro/min2'],
  ['abatpenTaux', 'impot_revenu/calcul_revenus_imposables/deductions/abatpen/taux'],
  ['abatpenMin', 'impot_revenu/calcul_revenus_imposables/deductions/abatpen/min'],
  ['abatpenMax', 'impot_revenu/calcul_revenus_imposables/deductions/abatpen/max'],
  [
    'aspaPlafondPersonneSeule',
    'prestations_sociales/solidarite_insertion/minimum_vieillesse/aspa/plafond_ressources/personnes_seules',
  ],
  [
    'aspaPlafondCouple',
    'prestations_sociales/solidarite_insertion/minimum_vieillesse/aspa/plafond_ressources/couples',
  ],
  [
    'pfAgeMaxComplementFamilial',
    'prestations_sociales/prestations_familiales/prestations_generales/cf/cf_cm/age_max',
  ],
  [
    'pfRevenuPlafondPacNonScolaire',
    'prestations_sociales/prestations_familiales/def_pac/revenu_plafond_pac_non_scolaire',
  ],
];
refTable = [];
const communBody = commun
  .map(([name, path]) => {
    const src = leafSource(join(ROOT, `${path}.yaml`), '');
    if (!src) throw new Error(`no value for ${path}`);
    return `export const ${name} = ${src};\n`;
  })
  .join('\n');
writeModule(
  resolve('src/engine/params/commun.ts'),
  `// GENERATED by scripts/engine-data/params.ts from OpenFisca-France parameters; do not edit by hand.\n` +
    `// Cross-cutting parameters read by several aid families (SMIC, BMAF, CRDS, income-tax deductions, ASPA…).\n` +
    `// Values in force since ${CUTOFF}, each with its legal reference.\n` +
    `import { param, type LegalReference } from '../core/params.ts';\n\n` +
    refTableSource() +
    '\n' +
    communBody,
);
