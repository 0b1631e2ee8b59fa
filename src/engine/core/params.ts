// Legislative parameters as dated data. A value holds from its date until the next one; `null` closes it.
// Every value carries its legal reference so explanations and the catalogue test can cite it.

export interface LegalReference {
  title: string;
  href: string;
}

export interface DatedValue<T> {
  /** ISO date (YYYY-MM-DD) from which the value is in force */
  from: string;
  value: T | null;
  /** the reference for this dated value (falls back to the parameter's references) */
  ref?: LegalReference;
}

export interface Parameter<T = number> {
  /** OpenFisca path when one exists (relative to openfisca_france/parameters), else a stable slug */
  path: string;
  description: string;
  unit?: 'currency' | 'rate' | 'year' | 'month' | 'count' | 'points' | 'km' | 'hours' | 'coefficient';
  references: LegalReference[];
  values: DatedValue<T>[];
}

export class ParameterError extends Error {}

/** every parameter created, in creation order (the tests check each one's history) */
export const ALL_PARAMETERS: Parameter<unknown>[] = [];

export function param<T>(
  p: Omit<Parameter<T>, 'values'> & { values: Record<string, T | null> | DatedValue<T>[] },
): Parameter<T> {
  const values = Array.isArray(p.values)
    ? [...p.values]
    : Object.entries(p.values).map(([from, value]) => ({ from, value }));
  values.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  // every parameter has the same fields in the same order (one shape for the engine's hottest reads)
  const created: Cached<T> = {
    path: p.path,
    description: p.description,
    unit: p.unit,
    references: p.references,
    values,
    lastDate: '',
    lastValue: null,
    byDate: undefined,
  };
  ALL_PARAMETERS.push(created as Parameter<unknown>);
  return created;
}

/** a parameter with its values by date remembered: the last date read, then all of them */
interface Cached<T> extends Parameter<T> {
  lastDate: string;
  lastValue: T | null;
  byDate: Map<string, T | null> | undefined;
}

/**
 * The value in force at `date` (YYYY-MM-DD or YYYY-MM, read as its first day). Throws when there is none:
 * before the parameter's first value (never a silent fallback to its earliest one) or after it was closed.
 */
export function at<T>(p: Parameter<T>, date: string): T {
  const v = atOrNull(p, date);
  if (v === null)
    throw new ParameterError(
      date < (p.values[0]?.from ?? '')
        ? `Paramètre ${p.path} demandé au ${date}, avant sa première valeur (${p.values[0].from})`
        : `Paramètre ${p.path} sans valeur au ${date}`,
    );
  return v;
}

/**
 * The value in force at `date`, or null when there is none: before the first dated value (a rule that did not
 * exist yet) or after a `null` closed it (a rule that ended). Formulas that read a parameter which may not
 * exist at a date say so by calling this rather than `at`.
 */
export function atOrNull<T>(p: Parameter<T>, date: string): T | null {
  // Formulas read the same few parameters at the same few dates thousands of times per simulation.
  const c = p as Cached<T>;
  if (c.lastDate === date) return c.lastValue;
  let byDate = c.byDate;
  if (byDate === undefined) c.byDate = byDate = new Map();
  let value = byDate.get(date);
  if (value === undefined) {
    value = lookup(p, date);
    byDate.set(date, value);
  }
  c.lastDate = date;
  c.lastValue = value;
  return value;
}

/** true when every parameter has a value at this month: before that (or once closed) the rule is not in force */
export const enVigueur = (month: string, ...params: Parameter<unknown>[]) =>
  params.every((p) => atOrNull(p, month) !== null);

function lookup<T>(p: Parameter<T>, date: string): T | null {
  const day = date.length === 7 ? `${date}-01` : date.length === 4 ? `${date}-01-01` : date;
  let found: DatedValue<T> | undefined;
  for (const v of p.values) {
    if (v.from <= day) found = v;
    else break;
  }
  return found === undefined ? null : found.value;
}

/** A scale (OpenFisca `brackets`): thresholds with an amount (single-amount) or a rate (marginal). */
export interface Bracket {
  threshold: number;
  amount?: number;
  rate?: number;
}

/** OpenFisca single-amount scale: amount of the last bracket whose threshold ≤ x, 0 below the first. */
export function singleAmount(brackets: Bracket[], x: number): number {
  let out = 0;
  for (const b of brackets) if (b.threshold <= x) out = b.amount ?? 0;
  return out;
}

/** OpenFisca marginal-rate scale (tax-schedule style). */
export function marginalRate(brackets: Bracket[], x: number): number {
  let total = 0;
  for (let i = 0; i < brackets.length; i++) {
    const lo = brackets[i].threshold;
    const hi = i + 1 < brackets.length ? brackets[i + 1].threshold : Infinity;
    if (x <= lo) break;
    total += (Math.min(x, hi) - lo) * (brackets[i].rate ?? 0);
  }
  return total;
}

export const round2 = (x: number) => Math.round(x * 100 + Number.EPSILON * Math.sign(x)) / 100;
