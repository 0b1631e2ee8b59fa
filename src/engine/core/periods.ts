// OpenFisca periods: months "YYYY-MM", years "YYYY", and "ETERNITY".

export type Month = string; // YYYY-MM
export type Year = string; // YYYY

export const isMonth = (p: string) => /^\d{4}-\d{2}$/.test(p);
export const isYear = (p: string) => /^\d{4}$/.test(p);

// Month arithmetic is on every hot path of an evaluation (reference windows): months are turned into an
// index once and back into the same string instance, so caches keyed by month stay cheap.
const monthIndex = new Map<string, number>();
const monthNames: string[] = [];

function indexOfMonth(m: Month): number {
  let idx = monthIndex.get(m);
  if (idx === undefined) {
    idx = Number(m.slice(0, 4)) * 12 + (Number(m.slice(5, 7)) - 1);
    monthIndex.set(m, idx);
  }
  return idx;
}

function monthAt(idx: number): Month {
  let name = monthNames[idx];
  if (name === undefined) {
    const yy = Math.floor(idx / 12);
    name = `${String(yy).padStart(4, '0')}-${String(idx - yy * 12 + 1).padStart(2, '0')}`;
    monthNames[idx] = name;
    monthIndex.set(name, idx);
  }
  return name;
}

export function addMonths(m: Month, n: number): Month {
  return monthAt(indexOfMonth(m) + n);
}

/** months from `from` (inclusive), `count` of them */
const ranges = new Map<string, readonly Month[]>();

/** months from `from` (inclusive), `count` of them; the array is shared and frozen (never mutate it) */
export function monthRange(from: Month, count: number): Month[] {
  const key = `${from}|${count}`;
  let range = ranges.get(key);
  if (range === undefined) {
    const start = indexOfMonth(from);
    range = Object.freeze(Array.from({ length: count }, (_, i) => monthAt(start + i)));
    ranges.set(key, range);
  }
  return range as Month[];
}

/** the `n` months before m (m excluded), oldest first: last3(M) = [M-3, M-2, M-1] */
export const lastMonths = (m: Month, n: number): Month[] => monthRange(addMonths(m, -n), n);

export const yearOf = (m: Month): Year => m.slice(0, 4);
export const addYears = (y: Year, n: number): Year => String(Number(y) + n);
export const monthsOfYear = (y: Year): Month[] => monthRange(`${y}-01`, 12);
export const firstDay = (m: Month) => `${m}-01`;

/** age in whole years on `date` (YYYY-MM-DD) for a birth date (YYYY-MM-DD) */
const ages = new Map<string, number>();

export function ageOn(birth: string, date: string): number {
  const key = `${birth}|${date}`;
  let age = ages.get(key);
  if (age === undefined) {
    age = computeAge(birth, date);
    if (ages.size > 100_000) ages.clear();
    ages.set(key, age);
  }
  return age;
}

function computeAge(birth: string, date: string): number {
  const [by, bm, bd] = birth.slice(0, 10).split('-').map(Number);
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** whole months between two dates (from ≤ to), as OpenFisca's age_en_mois */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = to.slice(0, 10).split('-').map(Number);
  let months = (ty - fy) * 12 + (tm - fm);
  if (td < fd) months -= 1;
  return months;
}
