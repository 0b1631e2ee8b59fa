// Builds the simulation payload of seed 001 §3 from the visible answers.
import { isVisible } from './logic.ts';
import { STEPS, type AnswerValue, type Answers, type EntityName, type Question } from './questions.ts';

export const PAYLOAD_VERSION = 17;

export interface PayloadAnswer {
  entityName: EntityName;
  id: string;
  fieldName: string;
  value: string | number | boolean | string[];
  path: string;
}

export interface SimulationPayload {
  dateDeValeur: string;
  finishedAt: string;
  status: 'new';
  version: number;
  abtesting: Record<string, unknown>;
  answers: { all: PayloadAnswer[]; current: PayloadAnswer[] };
}

/** Amount fields → resource type, listed only when the amount is filled (seed 001 §3). */
const RESOURCE_OF: Record<string, string> = {
  salaire_mensuel_net: 'salaire_net',
  montant_allocation: 'chomage_net',
  montant_chomage: 'chomage_net',
  montant_retraite: 'retraite_nette',
  pension_alimentaire: 'pensions_alimentaires_percues',
  revenus_locatifs: 'revenus_locatifs',
  montant_indemnites_journalieres: 'indemnites_journalieres',
  montant_pension_invalidite: 'pensions_invalidite',
  montantRemuneration: 'revenus_stage_formation_pro',
};

/** the projects ticked → the interest answers local aids read (issue 18), each sent true or false */
export const INTEREST_FLAGS: Record<string, string> = {
  permis: '_interetPermisDeConduire',
  bafa: '_interetBafa',
  etudes_etranger: '_interetEtudesEtranger',
  sante: '_interetAidesSanitaireSocial',
  velo: '_interetsAidesVelo',
};

/** Filled by the postal-code question when a commune is chosen (not questions themselves). */
export const GEO_FIELDS = ['departement', 'region', 'epci', 'epci_type'] as const;

const isYesNo = (q: Question) =>
  q.options?.length === 2 && q.options[0].value === 'oui' && q.options[1].value === 'non';

function convert(q: Question, value: AnswerValue): PayloadAnswer['value'] | null {
  if (value === '' || value === undefined || (Array.isArray(value) && value.length === 0)) return null;
  if (q.type === 'date' && typeof value === 'string') return `${value}T00:00:00.000Z`;
  if (q.type === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  if (isYesNo(q)) return value === 'oui';
  if (q.name === 'echelon_bourse') return Number(value);
  return value;
}

export function buildPayload(answers: Answers, now = new Date()): SimulationPayload {
  const all: PayloadAnswer[] = [];
  const seen = new Set<string>();
  const add = (
    entityName: EntityName,
    fieldName: string,
    value: PayloadAnswer['value'] | null | undefined,
    id = 'demandeur',
  ) => {
    const key = `${entityName}|${id}|${fieldName}`;
    if (value === null || value === undefined || seen.has(key)) return;
    seen.add(key);
    all.push({ entityName, id, fieldName, value, path: `/simulation/${entityName}/${id}/${fieldName}` });
  };

  const visible = STEPS.flatMap((s) => s.questions).filter((q) => isVisible(q, answers));
  const resources: string[] = [];
  for (const q of visible) {
    const raw = answers[q.name];
    if (raw === undefined) continue;
    if (q.name === 'typeRessources') continue; // rebuilt from the amounts below
    if (q.name === 'projets') continue; // sent below as interest answers
    const value = convert(q, raw);
    if (q.enfant) {
      add('enfants', q.enfant.field, value, q.enfant.id);
      continue;
    }
    add(q.entity ?? 'individu', q.name, value);
    if (RESOURCE_OF[q.name] && typeof value === 'number' && value > 0) resources.push(RESOURCE_OF[q.name]);
    if (q.name === 'commune' && value !== null)
      for (const f of GEO_FIELDS)
        if (typeof answers[f] === 'string' && answers[f]) add('menage', f, answers[f] as string);
  }
  add('individu', 'typeRessources', resources);
  const projets = Array.isArray(answers.projets) ? answers.projets : [];
  for (const [projet, field] of Object.entries(INTEREST_FLAGS))
    add('individu', field, projets.includes(projet));
  const statut = answers.statut_marital;
  if (typeof statut === 'string')
    add('famille', 'en_couple', ['marie', 'pacse', 'concubinage'].includes(statut));
  // Seed 001 §9 defaults.
  add('individu', 'enceinte', 'pas_concerne');
  add('parents', 'parents_situation', 'celibataire');
  add('parents', 'parents_rfr', 0);
  add('parents', 'parents_nbptr', 1);

  const iso = now.toISOString();
  return {
    dateDeValeur: iso,
    finishedAt: iso,
    status: 'new',
    version: PAYLOAD_VERSION,
    abtesting: { simulateur: { index: 0, value: 'aidy-v1' } },
    answers: { all, current: [] },
  };
}
