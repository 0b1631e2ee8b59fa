// A small OpenFisca: variables with an entity, a period kind, a default and an optional formula. Inputs in
// the situation always win over formulas, which is how OpenFisca lets callers override intermediates.
import type { Simulation } from './simulation.ts';
import vocabulary from '../data/vocabulary.json' with { type: 'json' };
import dependencies from '../data/dependencies.json' with { type: 'json' };
import setInputs from '../data/set-input.json' with { type: 'json' };

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
   * A claim that the formula is its default whenever nothing it reads is given, directly or through other
   * formulas (an income computed from other incomes). What it reads is derived from the source, never written
   * by hand; the claim is checked against forced evaluations by the tests. The variable is then its default,
   * without evaluation, in a situation that gives none of it.
   */
  defaultWithoutInputs?: boolean;
  /**
   * A stronger claim: the formula is its default whenever none of these inputs is given (nor any intermediate
   * computed through them), whatever else is given — the AAH without an incapacity rate.
   */
  gatedBy?: readonly string[];
  /**
   * The date (YYYY-MM-DD) OpenFisca's formula starts from: a period that starts before it is the default, as
   * OpenFisca applies a formula to the periods starting on or after its date
   */
  formuleDepuis?: string;
  /** `period` is a month "YYYY-MM" for monthly variables, a year "YYYY" for yearly ones, "ETERNITY" otherwise */
  formula?: (s: Simulation, id: string, period: string) => V;
}

const registry = new Map<string, VariableDef>();
const fromVocabulary = new Map<string, VariableDef>();

/** every definition looked up so far (ours or OpenFisca's): the one lookup on the evaluation hot path */
const resolved = new Map<string, VariableDef>();

export function defineVariable<V extends Value>(def: VariableDef<V>): VariableDef<V> {
  if (registry.has(def.name)) throw new Error(`Variable ${def.name} définie deux fois`);
  def.setInput ??= setInputOf(def.name, def.valueType);
  registry.set(def.name, def as unknown as VariableDef);
  resolved.delete(def.name);
  return def;
}

/** Shorthand for input-only variables. */
export const input = <V extends Value>(def: Omit<VariableDef<V>, 'formula'>) => defineVariable<V>(def);

// OpenFisca's `set_input` where it departs from the rule "an amount is divided over the months or years of a
// longer period, any other value is copied" (data/set-input.json, from OpenFisca-France's declarations): rates,
// durations and stocks declared as decimals are copied; a few counts and flags are divided.
const DIVIDED = new Set<string>(setInputs.divide);
const DISPATCHED = new Set<string>(setInputs.dispatch);

/** how OpenFisca spreads a value given for a longer period over the months (or years) of this variable */
export function setInputOf(name: string, valueType: VariableDef['valueType']): 'divide' | 'dispatch' {
  if (DIVIDED.has(name)) return 'divide';
  if (DISPATCHED.has(name)) return 'dispatch';
  return valueType === 'float' ? 'divide' : 'dispatch';
}

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
    setInput: setInputOf(name, (type === 'enum' ? 'enum' : type) as VariableDef['valueType']),
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

/** every variable name a situation may use: OpenFisca's vocabulary and the engine's own */
export function knownVariableNames(): Set<string> {
  return new Set([...Object.keys(vocabulary as object), ...registry.keys()]);
}

// ---- what each formula reads, derived from the source (scripts/engine-data/dependencies.ts) -------------------
const READS = (dependencies as { formulas: Record<string, string[]> }).formulas;
const closures = new Map<string, readonly string[] | undefined>();

/**
 * Every variable the formula of `name` reads, directly or through other formulas (the variable itself
 * included), or undefined when the formula is not in the dependency file (it is then always evaluated).
 */
export function computedFrom(name: string): readonly string[] | undefined {
  if (closures.has(name)) return closures.get(name);
  if (!(name in READS)) {
    closures.set(name, undefined);
    return undefined;
  }
  const seen = new Set<string>([name]);
  const stack = [name];
  while (stack.length) {
    for (const read of READS[stack.pop()!] ?? []) {
      if (seen.has(read)) continue;
      seen.add(read);
      if (read in READS) stack.push(read);
    }
  }
  const all: readonly string[] = [...seen].sort();
  closures.set(name, all);
  return all;
}

/**
 * The variables on a chain of formulas from `from` down to `to`, both included: those `from` is computed
 * through and that themselves read `to` (directly or not) without going back through `from`. A shortcut that
 * knows `to` is its default may skip `from` only when the situation gives none of them. Formulas read other
 * months of a variable, so the list may hold a few variables that only lie below `to`: a larger list only
 * makes the shortcut rarer, never wrong.
 */
export function variablesEntre(from: string, to: string): readonly string[] {
  return (computedFrom(from) ?? [from]).filter(
    (name) => name === to || atteintSansPasserPar(name, [to], from),
  );
}

/** the variables with a formula among those `name` is computed from (itself included) */
const intermediates = new Map<string, readonly string[]>();
export function intermediatesOf(name: string): readonly string[] {
  let found = intermediates.get(name);
  if (found === undefined) {
    found = (computedFrom(name) ?? [name]).filter((n) => n === name || getVariable(n)?.formula !== undefined);
    intermediates.set(name, found);
  }
  return found;
}

/**
 * The inputs whose absence makes the formula of `def` its default without evaluation: its gate and the
 * intermediates computed through it, or everything it is computed from when it claims to be its default
 * without inputs. Undefined: always evaluate.
 */
export function shortcutInputs(def: VariableDef): readonly string[] | undefined {
  if (def.formula === undefined) return undefined;
  let inputs = shortcuts.get(def);
  if (inputs === undefined) {
    const gate = def.gatedBy;
    // with a gate, only the intermediates computed through it can bypass it (AAH: aah_eligible, aah_base),
    // not those that reach it only back through the variable itself (the RFR of the CSG on pensions)
    inputs = gate
      ? [
          ...gate,
          ...intermediatesOf(def.name).filter(
            (n) => n === def.name || atteintSansPasserPar(n, gate, def.name),
          ),
        ]
      : def.defaultWithoutInputs
        ? computedFrom(def.name)
        : undefined;
    shortcuts.set(def, inputs);
  }
  return inputs;
}
const shortcuts = new WeakMap<VariableDef, readonly string[] | undefined>();

/** true when the formula of `from` reads one of `targets`, directly or not, without going through `avoid` */
function atteintSansPasserPar(from: string, targets: readonly string[], avoid: string): boolean {
  const seen = new Set<string>([avoid, from]);
  const stack = [from];
  while (stack.length) {
    for (const read of READS[stack.pop()!] ?? []) {
      if (targets.includes(read)) return true;
      if (seen.has(read)) continue;
      seen.add(read);
      stack.push(read);
    }
  }
  return false;
}
