// OpenFisca's /calculate contract: a situation in, the same JSON out with every `null` value computed.
import { Simulation } from './core/simulation.ts';
import { getVariable } from './core/variables.ts';
import { GROUP_PLURAL, GROUP_ROLES, SituationError, type Situation } from './core/situation.ts';
import { isMonth, isYear, monthsOfYear } from './core/periods.ts';
import './aids/index.ts';

const ROLE_KEYS = new Set<string>(Object.values(GROUP_ROLES).flat());
const ENTITY_KEYS = ['individus', ...Object.values(GROUP_PLURAL)] as const;
const ENTITY_OF_PLURAL: Record<string, string> = {
  individus: 'individu',
  familles: 'famille',
  foyers_fiscaux: 'foyer_fiscal',
  menages: 'menage',
};

function checkVocabulary(situation: Situation): void {
  const unknown = new Set<string>();
  const badPeriods: string[] = [];
  const wrongEntity: string[] = [];
  for (const plural of ENTITY_KEYS) {
    const entities = (situation as unknown as Record<string, Record<string, Record<string, unknown>>>)[
      plural
    ];
    if (entities === undefined) continue;
    if (typeof entities !== 'object' || entities === null || Array.isArray(entities))
      throw new SituationError(`"${plural}" doit être un objet.`);
    for (const [id, vars] of Object.entries(entities)) {
      if (typeof vars !== 'object' || vars === null)
        throw new SituationError(`${plural}.${id} doit être un objet.`);
      for (const [name, values] of Object.entries(vars)) {
        if (plural !== 'individus' && ROLE_KEYS.has(name)) continue;
        const def = getVariable(name);
        if (!def) {
          unknown.add(name);
          continue;
        }
        if (ENTITY_OF_PLURAL[plural] !== def.entity) {
          wrongEntity.push(`${name} appartient à l'entité ${def.entity}, pas à ${plural}.${id}`);
          continue;
        }
        if (typeof values !== 'object' || values === null || Array.isArray(values)) {
          badPeriods.push(`${plural}.${id}.${name} doit être un objet { période: valeur }`);
          continue;
        }
        for (const p of Object.keys(values))
          if (!isMonth(p) && !isYear(p) && p !== 'ETERNITY')
            badPeriods.push(`${plural}.${id}.${name} : période « ${p} » invalide`);
      }
    }
  }
  if (unknown.size)
    throw new SituationError(
      `Variable(s) inconnue(s) : ${[...unknown].sort().join(', ')}`,
      [...unknown].sort(),
    );
  if (wrongEntity.length) throw new SituationError('Variable(s) sur la mauvaise entité.', wrongEntity);
  if (badPeriods.length) throw new SituationError('Périodes invalides dans la situation.', badPeriods);
}

/** Computes the requested (null) values; returns a new situation, the input is not modified. */
export function calculate(input: Situation): Situation {
  if (!input || typeof input !== 'object' || typeof input.individus !== 'object' || input.individus === null)
    throw new SituationError('La situation doit contenir un objet "individus".');
  checkVocabulary(input);
  // the simulation reads its own copy: values written into the answer must not look like inputs
  const situation = structuredClone(input) as Situation;
  const sim = new Simulation(structuredClone(input) as Situation);
  for (const plural of ENTITY_KEYS) {
    const entities = (
      situation as unknown as Record<string, Record<string, Record<string, Record<string, unknown>>>>
    )[plural];
    if (!entities) continue;
    for (const [id, vars] of Object.entries(entities)) {
      for (const [name, values] of Object.entries(vars)) {
        if (plural !== 'individus' && ROLE_KEYS.has(name)) continue;
        const def = getVariable(name)!;
        for (const [period, value] of Object.entries(values)) {
          if (value !== null) continue;
          values[period] =
            def.period === 'month' && isYear(period)
              ? roundFloat(monthsOfYear(period).reduce((t, m) => t + Number(sim.calc(name, id, m)), 0))
              : normalise(sim.calc(name, id, period));
        }
      }
    }
  }
  return situation;
}

const roundFloat = (x: number) => Math.round(x * 1e6) / 1e6;
const normalise = (v: unknown) => (typeof v === 'number' ? roundFloat(v) : v);
