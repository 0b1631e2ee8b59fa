// OpenFisca's /calculate contract: a situation in, the same JSON out with every `null` value computed.
import { Simulation } from './core/simulation.ts';
import { getVariable } from './core/variables.ts';
import { GROUP_PLURAL, GROUP_ROLES, SituationError, type Situation } from './core/situation.ts';
import { monthsOfPeriod, parsePeriodKey, yearsOfPeriod } from './core/periods.ts';
import type { VariableDef } from './core/variables.ts';
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
          if (parsePeriodKey(p) === undefined)
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
          values[period] = valueFor(sim, def, id, period);
        }
      }
    }
  }
  return situation;
}

/**
 * The value of a requested variable for a period written as OpenFisca writes them: a monthly amount asked for a
 * longer period is the sum of its months (OpenFisca's `calculate_add`), a yearly one asked for several years the
 * sum of its years; other values are those of the period's first month or year.
 */
function valueFor(sim: Simulation, def: VariableDef, id: string, key: string): unknown {
  const p = parsePeriodKey(key)!;
  if (def.period === 'eternity') return normalise(sim.calc(def.name, id, key));
  // as OpenFisca, a monthly or yearly variable has no value for all time
  if (p.unit === 'eternity')
    throw new SituationError(
      `${def.name} est ${def.period === 'month' ? 'mensuelle' : 'annuelle'} : elle ne peut pas être demandée pour « ${key} ».`,
    );
  const periods =
    def.period === 'month'
      ? monthsOfPeriod(p)
      : p.unit === 'year' && !p.rolling
        ? yearsOfPeriod(p)
        : [p.start.slice(0, 4)];
  if (periods.length === 1) return normalise(sim.calc(def.name, id, periods[0]));
  if (def.valueType !== 'float' && def.valueType !== 'int')
    return normalise(sim.calc(def.name, id, periods[0]));
  return roundFloat(periods.reduce((t, q) => t + Number(sim.calc(def.name, id, q)), 0));
}

const roundFloat = (x: number) => Math.round(x * 1e6) / 1e6;
const normalise = (v: unknown) => (typeof v === 'number' ? roundFloat(v) : v);
