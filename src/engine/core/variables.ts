// A small OpenFisca: variables with an entity, a period kind, a default and an optional formula. Inputs in
// the situation always win over formulas, which is how OpenFisca lets callers override intermediates.
import type { Simulation } from './simulation.ts';
import vocabulary from '../data/vocabulary.json' with { type: 'json' };

export type EntityKey = 'individu' | 'famille' | 'foyer_fiscal' | 'menage';
export type PeriodKind = 'month' | 'year' | 'eternity';
export type Value = number | boolean | string;

export interface VariableDef<V extends Value = Value> {
  name: string;
  entity: EntityKey;
  period: PeriodKind;
  valueType: 'float' | 'int' | 'bool' | 'str' | 'date' | 'enum';
  default: V;
  possibleValues?: readonly string[];
  /**
   * How an input given for a larger period is read for a month: 'divide' spreads a yearly amount over its
   * 12 months (OpenFisca set_input_divide_by_period), 'dispatch' copies it to each month.
   */
  setInput?: 'divide' | 'dispatch';
  label?: string;
  /**
   * The given variables this formula can depend on, directly or through other formulas. When the situation
   * gives none of them (nor this variable), the value is the default in every period and is not evaluated.
   */
  computedFrom?: readonly string[];
  /** `period` is a month "YYYY-MM" for monthly variables, a year "YYYY" for yearly ones, "ETERNITY" otherwise */
  formula?: (s: Simulation, id: string, period: string) => V;
}

const registry = new Map<string, VariableDef>();
const fromVocabulary = new Map<string, VariableDef>();

/** every definition looked up so far (ours or OpenFisca's): the one lookup on the evaluation hot path */
const resolved = new Map<string, VariableDef>();

export function defineVariable<V extends Value>(def: VariableDef<V>): VariableDef<V> {
  if (registry.has(def.name)) throw new Error(`Variable ${def.name} définie deux fois`);
  registry.set(def.name, def as unknown as VariableDef);
  resolved.delete(def.name);
  return def;
}

/** Shorthand for input-only variables. */
export const input = <V extends Value>(def: Omit<VariableDef<V>, 'formula'>) => defineVariable<V>(def);

/** OpenFisca's float variables that are rates, shares or distances: copied to each month, never divided */
const NOT_AN_AMOUNT = /(^|_)(taux|quotite|coef|coefficient|ratio|pourcentage|distance|proportion|part)(_|$)/;

type VocabularyRow = [string, string, string, Value, string[]?];
const ENTITY: Record<string, EntityKey> = { i: 'individu', f: 'famille', ff: 'foyer_fiscal', m: 'menage' };
const PERIOD: Record<string, PeriodKind> = { m: 'month', y: 'year', e: 'eternity' };

/**
 * Our definition when we have one, else OpenFisca's declaration (entity, period, type, default) as an
 * input without formula: a situation may carry any OpenFisca variable; only unknown names are errors.
 */
export function getVariable(name: string): VariableDef | undefined {
  const known = resolved.get(name);
  if (known !== undefined) return known;
  const own = registry.get(name) ?? fromVocabulary.get(name);
  if (own) {
    resolved.set(name, own);
    return own;
  }
  const row = (vocabulary as unknown as Record<string, VocabularyRow>)[name];
  if (!row) return undefined;
  const [e, p, type, dflt, possibleValues] = row;
  const def: VariableDef = {
    name,
    entity: ENTITY[e],
    period: PERIOD[p],
    valueType: (type === 'enum' ? 'enum' : type) as VariableDef['valueType'],
    default: dflt,
    possibleValues,
    setInput: type === 'float' && !NOT_AN_AMOUNT.test(name) ? 'divide' : 'dispatch',
  };
  fromVocabulary.set(name, def);
  resolved.set(name, def);
  return def;
}

/** true when OpenFisca declares this variable (whether or not we compute it) */
export function isOpenFiscaVariable(name: string): boolean {
  return name in (vocabulary as object);
}

export function allVariables(): VariableDef[] {
  return [...registry.values()];
}
