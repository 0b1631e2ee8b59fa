// Imports the local-aid catalogue (../shared/reference/local-aids, or CATALOGUE_DIR) into the engine's data:
// the public rule-based aids (source javascript and dynamic), normalised, with an index by territory.
// Re-run on a newer reference file: `npm run catalogue:import [-- path/to/local-aids]`.
// Output: src/engine/aides-locales/data/catalogue.json (committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  AideLocale,
  CatalogueLocal,
  ConditionLocale,
  IndexTerritoires,
  NiveauTerritoire,
  Operateur,
  ProfilLocal,
} from '../src/engine/aides-locales/types.ts';

/** one record of the reference aids.json (only what we read) */
export interface AideSource {
  id: string;
  label: string;
  institution: {
    id: string;
    type: string;
    name: string;
    code_insee: string | null;
    code_siren: string | null;
  };
  source: string;
  type: string;
  unit: string | null;
  periodicite: string;
  montant: number | null;
  legend: string | null;
  conditions_generales?: Record<string, unknown>[] | null;
  profils?: { type: string; conditions?: Record<string, unknown>[] }[] | null;
  interestFlag: string | null;
  link: string;
  instructions: string | null;
  form: string | null;
  teleservice: string | null;
  private: boolean;
  test_fixture?: boolean;
  floorAt?: number;
  source_file_last_commit?: string;
}

export interface Geographie {
  regions: Record<string, string>;
  departements: Record<string, string>;
  epcis: Record<string, string>;
  communes: Record<string, string>;
}

/** `http://` → `https://` when the URL is a well-formed web address; anything else is dropped */
export function lienSur(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  try {
    const u = new URL(trimmed);
    if (u.protocol === 'http:') u.protocol = 'https:';
    if (u.protocol !== 'https:' || !u.hostname.includes('.')) return undefined;
    return u.toString();
  } catch {
    return undefined;
  }
}

/** A yearly tax-quotient threshold below 1 000 € cannot be yearly (the README's 617 €/year): it is monthly. */
const SEUIL_ANNUEL_MINIMUM = 1000;

export function normaliserCondition(c: Record<string, unknown>): ConditionLocale {
  const type = String(c.type);
  switch (type) {
    case 'age':
    case 'taux_incapacite':
      return { type, operator: c.operator as Operateur, value: Number(c.value) };
    case 'quotient_familial': {
      const value = Number(c.value);
      const period = c.period === 'year' && value >= SEUIL_ANNUEL_MINIMUM ? 'year' : 'month';
      return { type, operator: c.operator as never, value, period };
    }
    case 'not':
      return { type, value: normaliserCondition(c.value as Record<string, unknown>) };
    case 'regions':
    case 'departements':
    case 'communes':
    case 'epcis':
    case 'codes_postaux':
    case 'excluded_epcis':
    case 'annee_etude':
    case 'mention_baccalaureat':
      return { type, values: ((c.values as unknown[]) ?? []).map(String) } as ConditionLocale;
    case 'statut_occupation_logement':
    case 'regime_securite_sociale': {
      const out: { type: typeof type; includes?: string[]; excludes?: string[] } = { type };
      if (Array.isArray(c.includes) && c.includes.length) out.includes = c.includes.map(String);
      if (Array.isArray(c.excludes) && c.excludes.length) out.excludes = c.excludes.map(String);
      return out;
    }
    case 'enfants_eligibles': {
      const out: ConditionLocale = { type, operator: c.operator as never, value: Number(c.value) };
      if (c.age_min !== undefined) out.age_min = Number(c.age_min);
      if (c.age_max !== undefined) out.age_max = Number(c.age_max);
      return out;
    }
    case 'attached_to_institution':
    case 'difficultes_acces_ou_frais_logement':
    case 'formation_sanitaire_social':
    case 'agence_travail_temporaire':
    case 'beneficiaire_rsa':
    case 'boursier':
      return { type };
    default:
      throw new Error(`Type de condition inconnu : ${type}`);
  }
}

const THEMES: [string, RegExp][] = [
  ['logement', /logement|fsl|loyer|habitat|hébergement|caution|domiciliation|énergie|energie/i],
  [
    'transport',
    /transport|covoiturage|mobilit[ée](?! internationale)|\bbus\b|\btrain|\bter\b|déplacement|abonnement/i,
  ],
  ['permis', /permis|conduire/i],
  ['bafa', /bafa|bafd|animat/i],
  ['formation', /formation|étud|etud|bourse|apprenti|scolaire|lycée|lycee|diplôme|école|ecole/i],
  ['santé', /santé|sante|sanitaire|soin|médical|medical|mutuelle|handicap|apa|autonomie/i],
  ['international', /international|étranger|etranger|mobilité internationale|erasmus|europe/i],
  ['vélo', /vélo|velo/i],
  ['culture', /culture|sport|loisir|vacances/i],
  ['emploi', /emploi|insertion|entreprise|création|projet/i],
];
const THEME_INTERET: Record<string, string> = {
  _interetBafa: 'bafa',
  _interetPermisDeConduire: 'permis',
  _interetEtudesEtranger: 'international',
  _interetAidesSanitaireSocial: 'santé',
};

export function themesDe(a: AideSource): string[] {
  const themes = new Set<string>();
  if (a.interestFlag && THEME_INTERET[a.interestFlag]) themes.add(THEME_INTERET[a.interestFlag]);
  const texte = `${a.id} ${a.label}`;
  for (const [theme, re] of THEMES) if (re.test(texte)) themes.add(theme);
  if (!themes.size) themes.add('autre');
  return [...themes];
}

const NIVEAUX_INSTITUTION: Record<string, Exclude<NiveauTerritoire, 'national'>> = {
  region: 'region',
  departement: 'departement',
  epci: 'epci',
  commune: 'commune',
};

/** the catalogue's record → ours; throws on a condition type the evaluator does not know */
export function normaliserAide(a: AideSource): Omit<AideLocale, 'niveau'> {
  const inst = a.institution;
  const code = inst.type === 'epci' ? inst.code_siren : inst.code_insee;
  const aide: Omit<AideLocale, 'niveau'> = {
    id: a.id,
    nom: a.label.charAt(0).toLocaleUpperCase('fr') + a.label.slice(1),
    institution: { id: inst.id, nom: inst.name, type: inst.type, ...(code ? { code } : {}) },
    type: a.type === 'float' ? 'float' : 'bool',
    periodicite: (['ponctuelle', 'annuelle', 'mensuelle'].includes(a.periodicite)
      ? a.periodicite
      : 'autre') as AideLocale['periodicite'],
    conditions: (a.conditions_generales ?? []).map(normaliserCondition),
    profils: (a.profils ?? []).map((p): ProfilLocal => ({
      type: p.type as ProfilLocal['type'],
      ...(p.conditions?.length ? { conditions: p.conditions.map(normaliserCondition) } : {}),
    })),
    themes: themesDe(a),
    lien: lienSur(a.link) ?? '',
    dateSource: a.source_file_last_commit ?? '',
  };
  if (aide.type === 'float' && typeof a.montant === 'number') aide.montant = a.montant;
  // a yes/no aid has no amount, so no unit (the back office's default "€" means nothing there)
  if (aide.type === 'float' && a.unit) aide.unite = a.unit;
  if (a.legend) aide.legende = a.legend;
  if (a.floorAt && a.floorAt !== 1) aide.arrondi = a.floorAt;
  if (a.interestFlag) aide.interet = a.interestFlag as AideLocale['interet'];
  const instructions = lienSur(a.instructions);
  const formulaire = lienSur(a.form);
  const teleservice = lienSur(a.teleservice);
  if (instructions) aide.instructions = instructions;
  if (formulaire) aide.formulaire = formulaire;
  if (teleservice) aide.teleservice = teleservice;
  return aide;
}

export const retenue = (a: AideSource) =>
  !a.private && !a.test_fixture && (a.source === 'javascript' || a.source === 'dynamic');

type Cle = { niveau: Exclude<NiveauTerritoire, 'national'> | 'codePostal'; codes: string[] };
const RANG: Record<Cle['niveau'], number> = { commune: 0, codePostal: 1, epci: 2, departement: 3, region: 4 };

/** the narrowest positive geographic restriction of an aid (its conditions, else its own institution) */
export function territoireDe(aide: Omit<AideLocale, 'niveau'>): Cle | undefined {
  const cles: Cle[] = [];
  for (const c of aide.conditions) {
    if (c.type === 'regions' && c.values.length) cles.push({ niveau: 'region', codes: c.values });
    if (c.type === 'departements' && c.values.length) cles.push({ niveau: 'departement', codes: c.values });
    if (c.type === 'epcis' && c.values.length) cles.push({ niveau: 'epci', codes: c.values });
    if (c.type === 'communes' && c.values.length) cles.push({ niveau: 'commune', codes: c.values });
    if (c.type === 'codes_postaux' && c.values.length) cles.push({ niveau: 'codePostal', codes: c.values });
    if (c.type === 'attached_to_institution') {
      const niveau = NIVEAUX_INSTITUTION[aide.institution.type];
      // any other institution type: the condition never holds (no aid of the data is in this case)
      cles.push(
        niveau && aide.institution.code
          ? { niveau, codes: [aide.institution.code] }
          : { niveau: 'commune', codes: [] },
      );
    }
  }
  return cles.sort((a, b) => RANG[a.niveau] - RANG[b.niveau])[0];
}

export function importerCatalogue(
  source: AideSource[],
  geo: Geographie,
  dateCatalogue: string,
  /** the day the import ran (shown to advisers in the admin catalogue) */
  dateImport?: string,
): CatalogueLocal {
  const aides: AideLocale[] = [];
  const index: IndexTerritoires = {
    partout: [],
    region: {},
    departement: {},
    epci: {},
    commune: {},
    codePostal: {},
  };
  const noms: CatalogueLocal['noms'] = { region: {}, departement: {}, epci: {}, commune: {} };
  const nommer = (c: ConditionLocale) => {
    const table = {
      regions: ['region', geo.regions],
      departements: ['departement', geo.departements],
      epcis: ['epci', geo.epcis],
      excluded_epcis: ['epci', geo.epcis],
      communes: ['commune', geo.communes],
    } as const;
    if (c.type === 'not') return nommer(c.value);
    if (!(c.type in table)) return;
    const [niveau, source] = table[c.type as keyof typeof table];
    for (const code of (c as { values: string[] }).values)
      if (source[code]) noms[niveau][code] = source[code];
  };
  for (const a of [...source].filter(retenue).sort((x, y) => x.id.localeCompare(y.id))) {
    const base = normaliserAide(a);
    const cle = territoireDe(base);
    const niveau: NiveauTerritoire = !cle
      ? 'national'
      : cle.niveau === 'codePostal'
        ? 'commune'
        : (cle.niveau as NiveauTerritoire);
    const position = aides.push({ ...base, niveau }) - 1;
    if (!cle) index.partout.push(position);
    else for (const code of cle.codes) (index[cle.niveau][code] ??= []).push(position);
    base.conditions.forEach(nommer);
    base.profils.forEach((p) => p.conditions?.forEach(nommer));
    const inst = base.institution;
    if (inst.code && NIVEAUX_INSTITUTION[inst.type]) {
      const niv = NIVEAUX_INSTITUTION[inst.type] as keyof typeof noms;
      const table = {
        region: geo.regions,
        departement: geo.departements,
        epci: geo.epcis,
        commune: geo.communes,
      };
      if (table[niv][inst.code]) noms[niv][inst.code] = table[niv][inst.code];
    }
  }
  return { dateCatalogue, ...(dateImport ? { dateImport } : {}), aides, index, noms };
}

export function geographieEtalab(
  dir = resolve('node_modules/@etalab/decoupage-administratif/data'),
): Geographie {
  const read = (f: string) =>
    JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as { code: string; nom: string }[];
  const table = (rows: { code: string; nom: string }[]) =>
    Object.fromEntries(rows.map((r) => [r.code, r.nom]));
  return {
    regions: table(read('regions.json')),
    departements: table(read('departements.json')),
    epcis: table(read('epci.json')),
    communes: table(read('communes.json')),
  };
}

function main() {
  const dir = resolve(
    process.argv[2] ?? resolve(process.env.SHARED_DIR ?? '../shared', 'reference/local-aids'),
  );
  const source = JSON.parse(readFileSync(`${dir}/aids.json`, 'utf8')) as AideSource[];
  const dates = source.map((a) => a.source_file_last_commit ?? '').filter(Boolean);
  const dateCatalogue = dates.sort().at(-1) ?? '';
  const dateImport = new Date().toISOString().slice(0, 10);
  const catalogue = importerCatalogue(source, geographieEtalab(), dateCatalogue, dateImport);
  const out = resolve('src/engine/aides-locales/data/catalogue.json');
  writeFileSync(out, JSON.stringify(catalogue) + '\n');
  console.log(`${catalogue.aides.length} aides locales importées (source du ${dateCatalogue}) → ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
