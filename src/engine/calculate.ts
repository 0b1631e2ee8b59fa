// OpenFisca's /calculate contract: a situation in, the same JSON out with every `null` value computed.
import { dayOfAPeriodicVariable, Simulation } from './core/simulation.ts';
import { getVariable } from './core/variables.ts';
import {
  GROUP_PLURAL,
  GROUP_ROLES,
  SituationError,
  type PeriodValues,
  type Situation,
} from './core/situation.ts';
import { cellules, lireAxes, type Axe } from './axes.ts';
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
        for (const p of Object.keys(values)) {
          const period = parsePeriodKey(p);
          if (period === undefined) badPeriods.push(`${plural}.${id}.${name} : période « ${p} » invalide`);
          else if (period.unit === 'day' && def.period !== 'eternity')
            badPeriods.push(dayOfAPeriodicVariable(def, p).message);
        }
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

/**
 * Computes the requested (null) values; returns a new situation, the input is not modified. With `axes`, each
 * requested value is the list of its values along the axes, in OpenFisca's order (see axes.ts).
 */
export function calculate(input: Situation): Situation {
  if (!input || typeof input !== 'object' || typeof input.individus !== 'object' || input.individus === null)
    throw new SituationError('La situation doit contenir un objet "individus".');
  checkVocabulary(input);
  if (input.axes !== undefined && input.axes !== null) return calculateAlongAxes(input, lireAxes(input.axes));
  return answer(structuredClone(input) as Situation);
}

/** writes every requested value into `situation` (a copy the caller owns) and returns it */
function answer(situation: Situation): Situation {
  // the simulation reads its own copy: values written into the answer must not look like inputs
  const sim = new Simulation(structuredClone(situation));
  for (const { values, period, def, id } of requests(situation))
    values[period] = valueFor(sim, def, id, period);
  return situation;
}

/** every value asked for (`null`) in a situation, where it is written */
function* requests(situation: Situation) {
  for (const plural of ENTITY_KEYS) {
    const entities = (
      situation as unknown as Record<string, Record<string, Record<string, Record<string, unknown>>>>
    )[plural];
    if (!entities) continue;
    for (const [id, vars] of Object.entries(entities))
      for (const [name, values] of Object.entries(vars)) {
        if (plural !== 'individus' && ROLE_KEYS.has(name)) continue;
        for (const [period, value] of Object.entries(values))
          if (value === null) yield { plural, id, name, values, period, def: getVariable(name)! };
      }
  }
}

/** one situation per point of the axes, each computed alone, then each request's values side by side */
function calculateAlongAxes(input: Situation, axes: Axe[][]): Situation {
  const points = cellules(axes).map((valeurs) => {
    const point = structuredClone(input) as Situation;
    delete point.axes;
    for (const { axe, valeur } of valeurs) placeOnAxis(point, axe, valeur);
    return answer(point) as unknown as Record<string, Record<string, Record<string, PeriodValues>>>;
  });
  const situation = structuredClone(input) as Situation;
  for (const { plural, id, name, values, period } of requests(situation))
    (values as Record<string, unknown>)[period] = points.map((p) => p[plural][id][name][period]);
  return situation;
}

/** gives the axis's variable its value at this point, for the entity the axis moves */
function placeOnAxis(situation: Situation, axe: Axe, valeur: number): void {
  const entities = (situation as unknown as Record<string, Record<string, Record<string, unknown>>>)[
    axe.plural
  ];
  const ids = Object.keys(entities ?? {});
  const id = ids[axe.index];
  if (id === undefined)
    throw new SituationError(
      `L'axe ${axe.name} vise l'entité d'index ${axe.index} des ${axe.plural}, mais la situation n'en compte que ${ids.length}.`,
    );
  const vars = entities[id];
  vars[axe.name] = { ...(vars[axe.name] as PeriodValues | undefined), [axe.period]: valeur };
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
