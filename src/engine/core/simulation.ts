// Evaluates variables on a situation, memoised per (variable, entity id, period). Pure: no I/O.
import {
  computedFrom,
  getVariable,
  intermediatesOf,
  setInputOf,
  shortcutInputs,
  type EntityKey,
  type Value,
  type VariableDef,
} from './variables.ts';
import {
  GROUP_PLURAL,
  GROUP_ROLES,
  SituationError,
  type GroupKey,
  type PeriodValues,
  type Situation,
} from './situation.ts';
import {
  isMonth,
  isYear,
  monthsOfPeriod,
  monthsOfYear,
  parsePeriodKey,
  yearOf,
  yearsOfPeriod,
} from './periods.ts';

const MAX_DEPTH = 2000;

interface Group {
  id: string;
  roles: Record<string, readonly string[]>;
  vars: Record<string, PeriodValues>;
  /** every member, in role order (computed once) */
  all?: readonly string[];
}

/**
 * One entity's memoised values of one variable, by period. Most hold a single period and a few up to
 * thirteen: the first is kept inline, the others in a map made only when needed (a simulation memoises
 * about a hundred of these, and allocating less keeps the engine's working set in the caches).
 */
class Memo {
  period: string | undefined = undefined;
  value: Value = 0;
  more: Map<string, Value> | undefined = undefined;

  get(period: string): Value | undefined {
    if (this.period === period) return this.value;
    return this.more === undefined ? undefined : this.more.get(period);
  }

  set(period: string, value: Value): void {
    if (this.period === undefined || this.period === period) {
      this.period = period;
      this.value = value;
    } else (this.more ??= new Map()).set(period, value);
  }

  /** forgets the value of a period of `def` and every other key read as that period (a month of a year) */
  forget(def: VariableDef, period: string): void {
    if (this.period !== undefined && normalisePeriod(def, this.period) === period) this.period = undefined;
    if (this.more !== undefined)
      for (const key of [...this.more.keys()])
        if (normalisePeriod(def, key) === period) this.more.delete(key);
  }
}

/** a variable in one simulation: its definition and its memos, by entity (nearly always a single one) */
class Slot {
  id: string | undefined = undefined;
  memo: Memo | undefined = undefined;
  others: Map<string, Memo> | undefined = undefined;
  /** how many evaluations of this variable are under way (for any entity), and for which period */
  underway = 0;
  periodUnderway = '';

  constructor(
    readonly def: VariableDef,
    /** a variable the situation never gives, with no formula or nothing given to compute it from: its default */
    readonly constant: boolean,
  ) {}

  /** the memo of entity `id` (never called on a constant slot) */
  memoOf(id: string): Memo {
    if (this.id === id) return this.memo as Memo;
    if (this.id === undefined) {
      this.id = id;
      return (this.memo = new Memo());
    }
    let memo = this.others?.get(id);
    if (memo === undefined) (this.others ??= new Map()).set(id, (memo = new Memo()));
    return memo;
  }
}

// Shared arrays are readonly by type, not frozen: see monthRange (periods.ts).
const NOBODY: readonly string[] = [];
const NO_PERIODS: readonly string[] = [];
/** A constant slot holds no values: one per variable serves every simulation. */
const constantSlots = new WeakMap<VariableDef, Slot>();
/** variable name → its position in a simulation's slot list (the same for every simulation) */
const slotIndex = new Map<string, number>();

export class Simulation {
  readonly individus: Record<string, Record<string, PeriodValues>> = {};
  readonly groups: Record<GroupKey, Record<string, Group>> = { famille: {}, foyer_fiscal: {}, menage: {} };
  /** individu id → group id, per group kind */
  private readonly membership: Record<GroupKey, Record<string, { group: string; role: string }>> = {
    famille: {},
    foyer_fiscal: {},
    menage: {},
  };
  /** variable (by its slotIndex) → its definition and its values by entity id, then period */
  private readonly slots: (Slot | undefined)[] = new Array(slotIndex.size);
  /** names of the variables the situation gives a value for, on any entity */
  private readonly inputNames = new Set<string>();
  /** givesIntermediateOf, by variable (the situation's inputs never change) */
  private readonly intermediatesGiven = new Map<string, boolean>();
  /** givesAnyInputOf, by variable */
  private readonly inputsGiven = new Map<string, boolean>();
  /**
   * The evaluations under way, innermost last: their slots, memos and periods up to `depth` (a formula cycle
   * shows up as runaway recursion)
   */
  private depth = 0;
  private readonly stackSlots: Slot[] = [];
  private readonly stackMemos: Memo[] = [];
  private readonly stackPeriods: string[] = [];
  /** values computed inside a spiral, forgotten once the outermost evaluation ends (see spiral) */
  private readonly toForget: { def: VariableDef; memo: Memo; period: string }[] = [];

  /**
   * `trustComputedFrom: false` evaluates every formula even when nothing it is computed from is given (the
   * test that checks the `computedFrom` declarations compares both ways).
   */
  constructor(
    situation: Situation,
    private readonly options: { trustComputedFrom?: boolean } = {},
  ) {
    if (
      !situation ||
      typeof situation !== 'object' ||
      !situation.individus ||
      typeof situation.individus !== 'object'
    )
      throw new SituationError('La situation doit contenir un objet "individus".');
    for (const [id, vars] of Object.entries(situation.individus)) {
      const own: Record<string, PeriodValues> = {};
      for (const [name, values] of Object.entries((vars ?? {}) as Record<string, PeriodValues>)) {
        const given = normaliseInput(name, values);
        if (given === undefined) continue;
        own[name] = given;
        this.inputNames.add(name);
      }
      this.individus[id] = own;
    }
    for (const kind of Object.keys(GROUP_ROLES) as GroupKey[]) {
      const plural = GROUP_PLURAL[kind];
      const entries =
        (situation as unknown as Record<string, Record<string, Record<string, unknown>>>)[plural] ?? {};
      for (const [gid, raw] of Object.entries(entries)) {
        const group: Group = { id: gid, roles: {}, vars: {} };
        for (const [key, value] of Object.entries(raw ?? {})) {
          if ((GROUP_ROLES[kind] as readonly string[]).includes(key)) {
            const ids = Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
            group.roles[key] = [...ids];
            for (const ind of ids) {
              if (!(ind in this.individus))
                throw new SituationError(`L'individu "${ind}" cité dans ${plural}.${gid} n'existe pas.`);
              this.membership[kind][ind] = { group: gid, role: key };
            }
          } else {
            const given = normaliseInput(key, value as PeriodValues);
            if (given === undefined) continue;
            group.vars[key] = given;
            this.inputNames.add(key);
          }
        }
        this.groups[kind][gid] = group;
      }
      // OpenFisca puts a person listed in no group alone in a group with the first role.
      for (const ind of Object.keys(this.individus)) {
        if (this.membership[kind][ind]) continue;
        const gid = `_${kind}_${ind}`;
        const role = GROUP_ROLES[kind][0];
        this.groups[kind][gid] = { id: gid, roles: { [role]: [ind] }, vars: {} };
        this.membership[kind][ind] = { group: gid, role };
      }
    }
  }

  // ---- structure -------------------------------------------------------------------------------------
  groupOf(kind: GroupKey, individu: string): string {
    return this.membership[kind][individu].group;
  }
  famille = (individu: string) => this.groupOf('famille', individu);
  menage = (individu: string) => this.groupOf('menage', individu);
  foyerFiscal = (individu: string) => this.groupOf('foyer_fiscal', individu);

  roleIn(kind: GroupKey, individu: string): string {
    return this.membership[kind][individu].role;
  }

  /** members of a group, optionally with one role, in declaration order; the array is shared: never mutate it */
  members(kind: GroupKey, groupId: string, role?: string): readonly string[] {
    const g = this.groups[kind][groupId];
    if (!g) return NOBODY;
    if (role) return g.roles[role] ?? NOBODY;
    return (g.all ??= (GROUP_ROLES[kind] as readonly string[]).flatMap((r) => g.roles[r] ?? []));
  }

  /** first parent of a famille ("demandeur") */
  demandeur(famille: string): string {
    return this.members('famille', famille, 'parents')[0] ?? this.members('famille', famille)[0];
  }
  conjoint(famille: string): string | undefined {
    return this.members('famille', famille, 'parents')[1];
  }
  /** personne de référence of a ménage */
  referencePerson(menage: string): string {
    return this.members('menage', menage, 'personne_de_reference')[0] ?? this.members('menage', menage)[0];
  }

  // ---- evaluation ------------------------------------------------------------------------------------
  private inputs(entity: EntityKey, id: string): Record<string, PeriodValues> | undefined {
    if (entity === 'individu') return this.individus[id];
    return this.groups[entity][id]?.vars;
  }

  /** Value of `name` for entity `id` at `period` (a month, a year, or anything for eternal variables). */
  calc<V extends Value = number>(name: string, id: string, period: string): V {
    const slot = this.slotNamed(name);
    // Most reads are of inputs the situation does not give (other incomes, other benefits): their default.
    if (slot.constant) return slot.def.default as V;
    const memo = slot.memoOf(id);
    const hit = memo.get(period);
    if (hit !== undefined) return hit as V;
    return this.compute(slot, memo, id, period) as V;
  }

  private slotNamed(name: string): Slot {
    const index = slotIndex.get(name);
    return (index === undefined ? undefined : this.slots[index]) ?? this.slotOf(name, index);
  }

  /** the slot of a variable this simulation has not read yet (`index`: its slotIndex, when it has one) */
  private slotOf(name: string, index: number | undefined): Slot {
    const def = getVariable(name);
    if (def === undefined) throw new SituationError(`Variable inconnue : ${name}`);
    const constant = !this.inputNames.has(name) && (def.formula === undefined || this.shortcut(def));
    let slot = constant ? constantSlots.get(def) : undefined;
    if (slot === undefined) {
      slot = new Slot(def, constant);
      if (constant) constantSlots.set(def, slot);
    }
    if (index === undefined) slotIndex.set(name, (index = slotIndex.size));
    this.slots[index] = slot;
    return slot;
  }

  /**
   * false when the simulation is asked to evaluate every formula (the tests that check the shortcuts): a
   * formula's own shortcut ("no child, no AF") is then skipped too
   */
  get trustsShortcuts(): boolean {
    return this.options.trustComputedFrom !== false;
  }

  /**
   * true when the variable is its default at every period without being evaluated: the situation never gives
   * it, and it has no formula or its shortcut applies (nothing it is computed from is given)
   */
  alwaysDefault(name: string): boolean {
    return this.slotNamed(name).constant;
  }

  /** true when nothing the formula is computed from is given: it is then its default, without evaluation */
  private shortcut(def: VariableDef): boolean {
    if (!this.trustsShortcuts) return false;
    const inputs = shortcutInputs(def);
    if (inputs === undefined) return false;
    for (const n of inputs) if (this.inputNames.has(n)) return false;
    return true;
  }

  /**
   * true when the situation gives a value for `name` or any variable with a formula that `name` is computed
   * through: a formula's own shortcut ("no child, no AF") must then give way, since inputs win over formulas
   */
  givesIntermediateOf(name: string): boolean {
    let gives = this.intermediatesGiven.get(name);
    if (gives === undefined)
      this.intermediatesGiven.set(name, (gives = this.givesAny(intermediatesOf(name))));
    return gives;
  }

  /**
   * true when the situation gives `name` or anything its formula is computed from (or when that is not known):
   * only then can the formula move off what it is without inputs
   */
  givesAnyInputOf(name: string): boolean {
    let gives = this.inputsGiven.get(name);
    if (gives === undefined) {
      const from = computedFrom(name);
      this.inputsGiven.set(name, (gives = from === undefined || this.givesAny(from)));
    }
    return gives;
  }

  private compute(slot: Slot, memo: Memo, id: string, period: string): Value {
    const def = slot.def;
    const p = normalisePeriod(def, period);
    if (p !== period) {
      const normalisedHit = memo.get(p);
      if (normalisedHit !== undefined) {
        memo.set(period, normalisedHit);
        return normalisedHit;
      }
    }
    if (slot.underway > 0 && slot.periodUnderway !== p) return this.given(def, id, p) ?? this.spiral(slot);
    if (this.depth >= MAX_DEPTH)
      throw new Error(`Dépendance circulaire ou trop profonde en calculant ${def.name} (${id}, ${p})`);
    const level = this.depth++;
    this.stackSlots[level] = slot;
    this.stackMemos[level] = memo;
    this.stackPeriods[level] = p;
    if (slot.underway++ === 0) slot.periodUnderway = p;
    try {
      const value = this.evaluate(def, id, p);
      memo.set(p, value);
      if (p !== period) memo.set(period, value);
      return value;
    } finally {
      slot.underway--;
      this.depth = level;
      if (level === 0 && this.toForget.length > 0) this.forgetSpirals();
    }
  }

  /**
   * A variable asked for another period while it is being evaluated: a chain going back in time (the CSG rate
   * of year N reads the RFR of N-2, which reads that CSG of N-2…). As OpenFisca (its `max_spiral_loops` of 1),
   * the inner evaluation gives the default, unmemoised, and every value computed since the outer one is
   * forgotten when the outermost evaluation ends, so that no later read sees a value cut short this way.
   */
  private spiral(slot: Slot): Value {
    for (let level = this.depth - 1; level >= 0; level--) {
      const outer = this.stackSlots[level];
      this.toForget.push({ def: outer.def, memo: this.stackMemos[level], period: this.stackPeriods[level] });
      if (outer === slot) break;
    }
    return slot.def.default;
  }

  private forgetSpirals(): void {
    for (const { def, memo, period } of this.toForget) memo.forget(def, period);
    this.toForget.length = 0;
  }

  /** true when the situation gives a value for one of these variables, on any entity and any period */
  givesAny(names: readonly string[]): boolean {
    for (const name of names) if (this.inputNames.has(name)) return true;
    return false;
  }

  /** true when the situation gives a value for this variable at this period (or a period covering it) */
  hasInput(name: string, id: string, period: string): boolean {
    // nearly always: the situation never gives this variable (a set lookup)
    if (!this.inputNames.has(name)) return false;
    const def = getVariable(name);
    if (!def) return false;
    return readInput(def, this.inputs(def.entity, id)?.[name], normalisePeriod(def, period)) !== undefined;
  }

  /** the periods for which the situation gives this variable of entity `id` (as written: months, years…) */
  inputPeriods(name: string, id: string): readonly string[] {
    if (!this.inputNames.has(name)) return NO_PERIODS;
    const def = getVariable(name);
    const values = def === undefined ? undefined : this.inputs(def.entity, id)?.[name];
    return values === undefined ? NO_PERIODS : Object.keys(values);
  }

  /** Σ of several variables of one entity at one period, in the order given */
  sumVariables(names: readonly string[], id: string, period: string): number {
    let total = 0;
    for (const name of names) total += this.calc<number>(name, id, period);
    return total;
  }

  /** Σ of a monthly variable over months (OpenFisca calculate_add) */
  sum(name: string, id: string, months: readonly string[]): number {
    const slot = this.slotNamed(name);
    if (slot.constant) return (slot.def.default as number) * months.length;
    const memo = slot.memoOf(id);
    let total = 0;
    for (const m of months) {
      const hit = memo.get(m);
      total += (hit !== undefined ? hit : this.compute(slot, memo, id, m)) as number;
    }
    return total;
  }

  /** Σ of an individual variable over the members of a group (optionally one role) */
  sumMembers(kind: GroupKey, groupId: string, name: string, period: string, role?: string): number {
    let total = 0;
    for (const ind of this.members(kind, groupId, role)) total += this.calc<number>(name, ind, period);
    return total;
  }

  anyMember(kind: GroupKey, groupId: string, name: string, period: string, role?: string): boolean {
    return this.members(kind, groupId, role).some((ind) => Boolean(this.calc(name, ind, period)));
  }

  /** the value the situation gives for this variable of entity `id` at this (normalised) period, if any */
  private given(def: VariableDef, id: string, period: string): Value | undefined {
    if (!this.inputNames.has(def.name)) return undefined;
    const given = readInput(def, this.inputs(def.entity, id)?.[def.name], period);
    return given === undefined || given === null ? undefined : coerce(def, given);
  }

  private evaluate(def: VariableDef, id: string, period: string): Value {
    const given = this.given(def, id, period);
    if (given !== undefined) return given;
    if (def.formula === undefined || avantLaFormule(def, period)) return def.default;
    return def.formula(this, id, period);
  }
}

/** true when the period starts before the date of the variable's formula (a month or a year: its first day) */
function avantLaFormule(def: VariableDef, period: string): boolean {
  const depuis = def.formuleDepuis;
  if (depuis === undefined || period === 'ETERNITY') return false;
  return (period.length === 4 ? `${period}-01-01` : `${period}-01`) < depuis;
}

/** a canonical period key: `YYYY-MM`, `YYYY` or `ETERNITY` (checked on characters: this runs for every input) */
function canonical(key: string): boolean {
  if (key.length === 7) return key.charCodeAt(4) === 45; // YYYY-MM
  return key.length === 4 || key === 'ETERNITY';
}

/**
 * The values a situation gives for a variable, with the requests (`null`) left out, so that asking for a
 * variable never changes how the others are computed. Periods longer than the variable's (a year of a monthly
 * amount, OpenFisca's long forms `month:2025-01:3`, `year:2024:2`, `year:2024-07`) are spread as OpenFisca does
 * (see spreadLikeSetInput); a plain year of a monthly variable with none of its months given is spread when read.
 * Undefined when nothing is given.
 */
function normaliseInput(name: string, values: PeriodValues): PeriodValues | undefined {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return undefined;
  let plain = true;
  let any = false;
  for (const key in values) {
    if (values[key] === null || values[key] === undefined || !canonical(key)) plain = false;
    else any = true;
  }
  if (plain && !yearWithSomeOfItsMonths(values)) return any ? values : undefined;
  return spreadLikeSetInput(name, values);
}

/** true when a year and one of its months are both given (the year's amount then goes to its other months) */
function yearWithSomeOfItsMonths(values: PeriodValues): boolean {
  let years: string[] | undefined;
  for (const key in values) if (key.length === 4) (years ??= []).push(key);
  if (years === undefined) return false;
  for (const key in values) if (key.length === 7 && years.includes(key.slice(0, 4))) return true;
  return false;
}

/**
 * OpenFisca's SimulationBuilder sets the shortest periods first, and its `set_input` spreads a longer one over
 * the months (or years) not set yet: an amount, less what the periods already set hold, divided among the
 * others; any other value copied to them.
 */
function spreadLikeSetInput(name: string, values: PeriodValues): PeriodValues | undefined {
  const def = getVariable(name);
  const out: PeriodValues = {};
  const spans: { periods: readonly string[]; value: number | boolean | string }[] = [];
  for (const key in values) {
    const value = values[key];
    if (value === null || value === undefined) continue;
    const p = parsePeriodKey(key);
    if (p === undefined) throw new SituationError(`${name} : période « ${key} » invalide`);
    if (p.unit === 'day' && def !== undefined && def.period !== 'eternity')
      throw dayOfAPeriodicVariable(def, key);
    if (def === undefined || def.period === 'eternity' || p.unit === 'eternity') {
      out.ETERNITY ??= value;
      continue;
    }
    if (def.period === 'month') spans.push({ periods: monthsOfPeriod(p), value });
    else if (p.unit === 'year' && !p.rolling) spans.push({ periods: yearsOfPeriod(p), value });
    else if (canonical(key))
      out[key] = value; // a month of a yearly variable: kept, never read
    else throw new SituationError(`${name} est annuelle : elle ne peut pas être donnée pour « ${key} ».`);
  }
  spans.sort((a, b) => a.periods.length - b.periods.length);
  const divide = def !== undefined && dividesOnInput(def);
  for (const { periods, value } of spans) {
    const libres = periods.filter((k) => !(k in out));
    if (libres.length === 0) continue;
    let part = value;
    if (divide && typeof value === 'number') {
      let reste = value;
      for (const k of periods) if (k in out) reste -= Number(out[k]);
      part = reste / libres.length;
    }
    for (const k of libres) out[k] = part;
  }
  return Object.keys(out).length ? out : undefined;
}

/** OpenFisca gives a monthly or yearly variable no value for a day */
export const dayOfAPeriodicVariable = (def: VariableDef, key: string) =>
  new SituationError(
    `${def.name} est ${def.period === 'month' ? 'mensuelle' : 'annuelle'} : elle n'a pas de valeur pour le jour « ${key} ».`,
  );

const dividesOnInput = (def: VariableDef) =>
  (def.setInput ?? setInputOf(def.name, def.valueType)) === 'divide';

function normalisePeriod(def: VariableDef, period: string): string {
  if (def.period === 'eternity') return 'ETERNITY';
  if (def.period === 'year') return isMonth(period) ? yearOf(period) : period;
  return period;
}

function readInput(
  def: VariableDef,
  values: PeriodValues | undefined,
  period: string,
): Value | null | undefined {
  if (!values || typeof values !== 'object') return undefined;
  if (def.period === 'eternity') {
    const first = Object.values(values).find((v) => v !== null && v !== undefined);
    return first;
  }
  if (period in values && values[period] !== null) return values[period];
  if (def.period === 'month' && isMonth(period)) {
    const year = yearOf(period);
    const y = values[year];
    if (y !== undefined && y !== null) {
      // amounts given for a year are spread over its months unless the variable says otherwise
      if (dividesOnInput(def) && typeof y === 'number') return y / 12;
      return y;
    }
    const eternal = values['ETERNITY'];
    if (eternal !== undefined && eternal !== null) return eternal;
  }
  if (def.period === 'year' && isYear(period)) {
    const eternal = values['ETERNITY'];
    if (eternal !== undefined && eternal !== null) return eternal;
  }
  return undefined;
}

function coerce(def: VariableDef, v: Value): Value {
  switch (def.valueType) {
    case 'float':
    case 'int': {
      const n = typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : Number(v);
      if (!Number.isFinite(n))
        throw new SituationError(`Valeur invalide pour ${def.name} : ${JSON.stringify(v)}`);
      return def.valueType === 'int' ? Math.trunc(n) : n;
    }
    case 'bool':
      return typeof v === 'boolean' ? v : v === 'true' || v === 1 || v === '1';
    case 'date': {
      // a month-precision date is the first day of that month
      const d = String(v);
      return d.length === 7 && d.charCodeAt(4) === 45 ? `${d}-01` : d;
    }
    case 'enum':
      if (def.possibleValues && !def.possibleValues.includes(String(v)))
        throw new SituationError(
          `Valeur "${v}" inconnue pour ${def.name} (valeurs possibles : ${def.possibleValues.join(', ')})`,
        );
      return String(v);
    default:
      return String(v);
  }
}

export { monthsOfYear };
