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

// One table per window length, keyed by the first month's string: no key to build on the hot path.
const rangesByCount: Map<Month, readonly Month[]>[] = [];

/**
 * months from `from` (inclusive), `count` of them. The array is shared: the type is readonly, but the array is
 * not frozen, because V8 iterates a frozen array on a slow path (each `for…of` step allocates) and slows down
 * every loop that sees both kinds.
 */
export function monthRange(from: Month, count: number): readonly Month[] {
  let ranges = rangesByCount[count];
  if (ranges === undefined) rangesByCount[count] = ranges = new Map();
  let range = ranges.get(from);
  if (range === undefined) {
    const start = indexOfMonth(from);
    range = Array.from({ length: count }, (_, i) => monthAt(start + i));
    ranges.set(from, range);
  }
  return range;
}

/** the `n` months before m (m excluded), oldest first: last3(M) = [M-3, M-2, M-1] */
export const lastMonths = (m: Month, n: number): readonly Month[] => monthRange(addMonths(m, -n), n);

export const yearOf = (m: Month): Year => m.slice(0, 4);
export const addYears = (y: Year, n: number): Year => String(Number(y) + n);
export const monthsOfYear = (y: Year): readonly Month[] => monthRange(`${y}-01`, 12);

/**
 * age in whole years on `date` (YYYY-MM-DD) for a birth date (YYYY-MM-DD), as OpenFisca computes it: the days
 * since birth plus one, converted by numpy to average Gregorian years (365.2425 days) and floored. It differs
 * from the calendar age for a few birth dates on the day after `date`'s day of the month.
 */
const ages = new Map<string, Map<string, number>>();

export function ageOn(birth: string, date: string): number {
  let byDate = ages.get(birth);
  if (byDate === undefined) {
    if (ages.size > 10_000) ages.clear();
    ages.set(birth, (byDate = new Map()));
  }
  let age = byDate.get(date);
  if (age === undefined) {
    age = Math.floor(((daysBetween(birth, date) + 1) * 400) / 146_097);
    byDate.set(date, age);
  }
  return age;
}

/** age in whole months on `date`, as OpenFisca's age_en_mois: days + 1 in average months (30.436875 days), floored */
export const monthsOld = (birth: string, date: string): number =>
  Math.floor(((daysBetween(birth, date) + 1) * 4_800) / 146_097);

const utcDay = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) || 1);

/** days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier */
export const daysBetween = (from: string, to: string) => Math.round((utcDay(to) - utcDay(from)) / 86_400_000);

/** first day of a month, "YYYY-MM-01", as one shared string per month (a cache key on hot paths) */
const firstDays = new Map<Month, string>();
export function firstDay(m: Month): string {
  let day = firstDays.get(m);
  if (day === undefined) firstDays.set(m, (day = `${m}-01`));
  return day;
}

/** a date "YYYY-MM-DD" moved by a number of days */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** whole months between two dates (from ≤ to), as OpenFisca's age_en_mois */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = to.slice(0, 10).split('-').map(Number);
  let months = (ty - fy) * 12 + (tm - fm);
  if (td < fd) months -= 1;
  return months;
}

/**
 * An OpenFisca period as written in a situation: `YYYY-MM`, `YYYY`, `ETERNITY`, or the long forms
 * `month:YYYY-MM[:N]` (N months), `year:YYYY[:N]` (N calendar years) and `year:YYYY-MM[:N]` (N rolling
 * years of 12 months from that month); and days, `YYYY-MM-DD` or `day:YYYY-MM-DD[:N]`, which only a variable
 * defined for all time accepts, as in OpenFisca. Undefined when the key is none of these.
 */
export interface PeriodKey {
  unit: 'month' | 'year' | 'eternity' | 'day';
  /** first month (YYYY-MM), first year (YYYY) or first day (YYYY-MM-DD); '' for eternity */
  start: string;
  /** number of units */
  count: number;
  /** a year period that starts on a month other than January (OpenFisca's rolling year) */
  rolling?: boolean;
}

const LONG_PERIOD = /^(month|year):(\d{4})(?:-(\d{2}))?(?::(\d+))?$/;
const DAY_PERIOD = /^(?:day:)?(\d{4}-\d{2}-\d{2})(?::(\d+))?$/;

export function parsePeriodKey(key: string): PeriodKey | undefined {
  if (key === 'ETERNITY' || key === 'eternity') return { unit: 'eternity', start: '', count: 1 };
  const day = DAY_PERIOD.exec(key);
  if (day !== null) {
    const count = day[2] === undefined ? 1 : Number(day[2]);
    const long = key.startsWith('day:');
    if ((day[2] !== undefined && !long) || !(count >= 1 && count <= 36_600) || !validDay(day[1]))
      return undefined;
    return { unit: 'day', start: day[1], count };
  }
  if (isMonth(key)) return validMonth(key) ? { unit: 'month', start: key, count: 1 } : undefined;
  if (isYear(key)) return { unit: 'year', start: key, count: 1 };
  const m = LONG_PERIOD.exec(key);
  if (!m) return undefined;
  const count = m[4] === undefined ? 1 : Number(m[4]);
  if (!(count >= 1 && count <= 1200)) return undefined;
  if (m[1] === 'month') {
    if (m[3] === undefined) return undefined;
    const start = `${m[2]}-${m[3]}`;
    return validMonth(start) ? { unit: 'month', start, count } : undefined;
  }
  if (m[3] === undefined || m[3] === '01') return { unit: 'year', start: m[2], count };
  const start = `${m[2]}-${m[3]}`;
  return validMonth(start) ? { unit: 'year', start, count, rolling: true } : undefined;
}

const validMonth = (m: string) => {
  const month = Number(m.slice(5, 7));
  return month >= 1 && month <= 12;
};

/** a calendar date that exists (no 30 February) */
const validDay = (d: string) => {
  const [y, m, j] = [Number(d.slice(0, 4)), Number(d.slice(5, 7)), Number(d.slice(8, 10))];
  const date = new Date(Date.UTC(y, m - 1, j));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === j;
};

/** the months a month or year period covers, in order */
export function monthsOfPeriod(p: PeriodKey): readonly Month[] {
  if (p.unit === 'month') return monthRange(p.start, p.count);
  if (p.unit === 'year') return monthRange(p.rolling ? p.start : `${p.start}-01`, 12 * p.count);
  return [];
}

/** the calendar years a (non-rolling) year period covers */
export function yearsOfPeriod(p: PeriodKey): Year[] {
  return Array.from({ length: p.count }, (_, i) => addYears(p.start, i));
}
