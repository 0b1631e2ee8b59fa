// Builders of simulator payloads for tests, fuzzing and benchmarks.
import type { SimulationPayload } from './payload.ts';

type Value = string | number | boolean | string[];

const ENTITY_OF: Record<string, string> = {
  type_logement: 'menage',
  loyer: 'menage',
  charges_logement: 'menage',
  colocation: 'menage',
  logementChambre: 'menage',
  logementCROUS: 'menage',
  code_postal: 'menage',
  commune: 'menage',
  zoneLogement: 'menage',
  logement_social: 'menage',
  type_location: 'menage',
  en_couple: 'famille',
  nombre_enfants: 'famille',
  parents_rfr: 'parents',
  parents_nbptr: 'parents',
  parents_situation: 'parents',
  difficultes_acces_logement: 'menage',
};

/** A payload from a flat map of answers (demandeur fields), dated `date` (YYYY-MM-DD). */
export function payloadFrom(answers: Record<string, Value>, date = '2025-06-15'): SimulationPayload {
  const all = Object.entries(answers).map(([fieldName, value]) => {
    const entityName = (ENTITY_OF[fieldName] ?? 'individu') as 'individu';
    return {
      entityName,
      id: 'demandeur',
      fieldName,
      value,
      path: `/simulation/${entityName}/demandeur/${fieldName}`,
    };
  });
  return {
    dateDeValeur: `${date}T10:00:00.000Z`,
    finishedAt: `${date}T10:00:00.000Z`,
    status: 'new',
    version: 17,
    abtesting: {},
    answers: { all, current: [] },
  };
}

/** a deterministic pseudo-random generator (mulberry32) so fuzz failures can be replayed */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

const POSTAL_CODES = [
  '75011',
  '69003',
  '13001',
  '33000',
  '59000',
  '35000',
  '31000',
  '97400',
  '01000',
  '23000',
  '67000',
  '44000',
  '06000',
  '34000',
  '38000',
];

/** a tenant's rent and kind of letting (the draws keep their order: the generator's sequences stay the same) */
function drawRent(r: () => number, a: Record<string, Value>, logement: string): void {
  a.loyer = Math.round(200 + r() * 900);
  a.charges_logement = Math.round(r() * 120);
  if (r() < 0.3) a.colocation = true;
  if (r() < 0.2) a.logementChambre = true;
  if (r() < 0.15) a.logementCROUS = true;
  if (r() < 0.15) a.logement_social = true;
  if (logement === 'locataire') a.type_location = pick(r, ['vide', 'meuble', 'foyer'] as const);
}

/** a student's year of study, grant and parents' tax figures */
function drawStudies(r: () => number, a: Record<string, Value>): void {
  a.scolarite = 'enseignement_superieur';
  a.niveau_etude = pick(r, ['licence_1', 'licence_2', 'licence_3', 'master_1', 'master_2', 'bts_1'] as const);
  a.boursier = r() < 0.4;
  a.parents_rfr = Math.round(r() * 60_000);
  a.parents_nbptr = pick(r, [1, 2, 2.5, 3]);
}

/** A plausible young person's answers, varied by the generator. */
export function randomAnswers(r: () => number): Record<string, Value> {
  const year = 1995 + Math.floor(r() * 14);
  const pro = pick(r, [
    'etudiant',
    'salarie',
    'chomage',
    'alternant',
    'apprenti',
    'sans_activite',
    'independant',
    'service_civique',
  ] as const);
  const logement = pick(r, [
    'locataire_vide',
    'locataire_meuble',
    'heberge_parents',
    'proprietaire',
    'sans_logement',
    'locataire',
  ] as const);
  const a: Record<string, Value> = {
    date_naissance: `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`,
    nationalite: pick(r, ['francaise', 'ue', 'autre'] as const),
    situation_professionnelle: pro,
    statut_marital: pick(r, ['celibataire', 'celibataire', 'marie', 'pacse', 'concubinage'] as const),
    type_logement: logement,
    code_postal: pick(r, POSTAL_CODES),
  };
  if (logement.startsWith('locataire')) drawRent(r, a, logement);
  if (pro === 'etudiant') drawStudies(r, a);
  if (['salarie', 'alternant', 'apprenti', 'independant'].includes(pro) || r() < 0.2)
    a.salaire_mensuel_net = Math.round(r() * 2600);
  if (pro === 'chomage') {
    a.inscrit_pole_emploi = true;
    a.montant_chomage = Math.round(r() * 1300);
  }
  if (r() < 0.15) a.nombre_enfants = 1 + Math.floor(r() * 3);
  if (r() < 0.1) {
    a.reconnaissance_handicap = 'oui';
    a.taux_incapacite = pick(r, ['moins_50', '50_79', '80_plus'] as const);
  }
  if (r() < 0.1) a.aides_actuelles = [pick(r, ['apl', 'rsa', 'prime_activite', 'bourse', 'css'] as const)];
  // issue 18: what the local aids read (drawn last, so the draws above stay those of earlier versions)
  if (logement.startsWith('locataire') && r() < 0.3) a.difficultes_acces_logement = true;
  for (const interet of ['_interetBafa', '_interetPermisDeConduire', '_interetEtudesEtranger'] as const)
    if (r() < 0.3) a[interet] = true;
  return a;
}
