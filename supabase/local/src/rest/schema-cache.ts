// Introspection of the exposed schema (spec §2.10): relations, columns, keys, foreign keys, functions, and the
// relationship resolution used by embedding.
import type { Sql } from '../db.ts';
import { RestError } from './errors.ts';

/** The default exposed schema (PostgREST's `db-schemas`; configurable, see `exposedSchemas`). */
export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  type: string;
  notNull: boolean;
  /** SQL text of the column default, from pg_get_expr (for identity columns: the sequence's nextval) */
  defaultExpr: string | null;
  /** 'a' GENERATED ALWAYS / 'd' BY DEFAULT AS IDENTITY, '' otherwise */
  identity?: string;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** a copy of a table's foreign key in which a view takes the place of one side */
  viaView?: boolean;
}

export interface Relation {
  schema: string;
  name: string;
  kind: string;
  columns: Column[];
  columnByName: Map<string, Column>;
  primaryKey: string[];
  uniqueKeys: string[][];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionDef {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnType: string;
  /** relation name when the function returns rows of a table/view of the exposed schema */
  returnRelation: string | null;
  /** output columns of `returns table(…)` / composite types */
  outColumns: Column[];
  returnsSet: boolean;
  returnsVoid: boolean;
  returnsComposite: boolean;
  volatility: 'i' | 's' | 'v';
  /** relation whose row type is the only argument: a computed field of that relation */
  computedOn: string | null;
}

export interface Relationship {
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  /** true when the embedded side is a single object */
  toOne: boolean;
  source: string;
  target: string;
  constraint: ForeignKey;
  /** pairs [source column, target column] for direct relationships */
  join: [string, string][];
  junction?: { table: string; sourceFk: ForeignKey; targetFk: ForeignKey };
}

export interface SchemaCache {
  schema: string;
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionDef[]>;
  /** computed fields: relation → field name → function */
  computed: Map<string, Map<string, FunctionDef>>;
}

export async function loadSchemaCache(db: Sql, schema: string = EXPOSED_SCHEMA): Promise<SchemaCache> {
  // the four catalog queries run one after the other, before any row is interpreted
  const rels = await queryRelations(db, schema);
  const cols = await queryColumns(db, schema);
  const cons = await queryConstraints(db, schema);
  const fns = await queryFunctions(db, schema);

  const relations = buildRelations(schema, rels, cols);
  const foreignKeys = applyConstraints(relations, cons);
  const { functions, computed } = indexFunctions(schema, fns);
  foreignKeys.push(...(await viewForeignKeys(db, schema, relations, foreignKeys)));
  return { schema, relations, foreignKeys, functions, computed };
}

interface RelationRow {
  name: string;
  kind: string;
  oid: number;
}

interface ColumnRow {
  rel: string;
  name: string;
  type: string;
  notnull: boolean;
  def: string | null;
  identity: string;
}

interface ConstraintRow {
  name: string;
  type: string;
  rel: string;
  cols: string[];
  ref: string | null;
  refcols: string[] | null;
}

interface FunctionRow {
  name: string;
  argnames: string[] | null;
  argtypes: string[];
  argmodes: string[] | null;
  allargtypes: string[] | null;
  ndefaults: number;
  rettype: string;
  retrel: string | null;
  retset: boolean;
  volatility: string;
  typtype: string;
  retcols: { name: string; type: string }[] | null;
  rowarg: string | null;
}

async function queryRelations(db: Sql, schema: string): Promise<RelationRow[]> {
  const rels = await db.query<RelationRow>(
    `select c.relname as name, c.relkind::text as kind, c.oid::int as oid
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r','v','m','f','p')`,
    [schema],
  );
  return rels.rows;
}

async function queryColumns(db: Sql, schema: string): Promise<ColumnRow[]> {
  const cols = await db.query<ColumnRow>(
    `select c.relname as rel, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull,
            case when a.attidentity in ('a', 'd')
                 then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
                 else pg_get_expr(d.adbin, d.adrelid) end as def,
            a.attidentity::text as identity
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = $1 and c.relkind in ('r','v','m','f','p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [schema],
  );
  return cols.rows;
}

async function queryConstraints(db: Sql, schema: string): Promise<ConstraintRow[]> {
  const cons = await db.query<ConstraintRow>(
    `select con.conname as name, con.contype::text as type, c.relname as rel,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as cols,
            rc.relname as ref,
            case when con.contype = 'f' then array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) end as refcols
       from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       left join pg_class rc on rc.oid = con.confrelid left join pg_namespace rn on rn.oid = rc.relnamespace
      where n.nspname = $1 and con.contype in ('p','u','f') and (con.contype <> 'f' or rn.nspname = $1)
      order by con.conname`,
    [schema],
  );
  return cons.rows;
}

async function queryFunctions(db: Sql, schema: string): Promise<FunctionRow[]> {
  const fns = await db.query<FunctionRow>(
    `select p.proname as name, p.proargnames as argnames,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) t) as argtypes,
            p.proargmodes::text[] as argmodes,
            array(select format_type(t, null) from unnest(p.proallargtypes) t) as allargtypes,
            p.pronargdefaults::int as ndefaults, format_type(p.prorettype, null) as rettype,
            (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
              where rc.oid = rt.typrelid and rn.nspname = $1 and rc.relkind in ('r','v','m','f','p')) as retrel,
            p.proretset as retset, p.provolatile::text as volatility, rt.typtype::text as typtype,
            (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
               from pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped) as retcols,
            case when p.pronargs = 1 then
              (select ac.relname from pg_type at join pg_class ac on ac.oid = at.typrelid
                 join pg_namespace an on an.oid = ac.relnamespace
                where at.oid = p.proargtypes[0] and an.nspname = $1) end as rowarg
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'`,
    [schema],
  );
  return fns.rows;
}

/** Relations of the schema with their columns, keys still empty. */
function buildRelations(schema: string, rels: RelationRow[], cols: ColumnRow[]): Map<string, Relation> {
  const relations = new Map<string, Relation>();
  for (const r of rels)
    relations.set(r.name, {
      schema,
      name: r.name,
      kind: r.kind,
      columns: [],
      columnByName: new Map(),
      primaryKey: [],
      uniqueKeys: [],
    });
  for (const c of cols) {
    const rel = relations.get(c.rel);
    if (!rel) continue;
    const col: Column = {
      name: c.name,
      type: c.type,
      notNull: c.notnull,
      defaultExpr: c.def,
      identity: c.identity,
    };
    rel.columns.push(col);
    rel.columnByName.set(col.name, col);
  }
  return relations;
}

/** Records primary and unique keys on their relations; returns the foreign keys between tables. */
function applyConstraints(relations: Map<string, Relation>, cons: ConstraintRow[]): ForeignKey[] {
  const foreignKeys: ForeignKey[] = [];
  for (const c of cons) {
    const rel = relations.get(c.rel);
    if (!rel) continue;
    if (c.type === 'p') rel.primaryKey = c.cols;
    if (c.type === 'u') rel.uniqueKeys.push(c.cols);
    if (c.type === 'f' && c.ref && c.refcols)
      foreignKeys.push({
        name: c.name,
        table: c.rel,
        columns: c.cols,
        refTable: c.ref,
        refColumns: c.refcols,
      });
  }
  return foreignKeys;
}

/** Functions by name (overloads together), and the computed fields they define. */
function indexFunctions(schema: string, fns: FunctionRow[]): Pick<SchemaCache, 'functions' | 'computed'> {
  const functions = new Map<string, FunctionDef[]>();
  const computed = new Map<string, Map<string, FunctionDef>>();
  for (const f of fns) {
    const def = functionDef(schema, f);
    if (def.computedOn) {
      const fields = computed.get(def.computedOn) ?? new Map<string, FunctionDef>();
      fields.set(f.name, def);
      computed.set(def.computedOn, fields);
    }
    const list = functions.get(f.name) ?? [];
    list.push(def);
    functions.set(f.name, list);
  }
  return { functions, computed };
}

function functionDef(schema: string, f: FunctionRow): FunctionDef {
  const { inArgs, outColumns } = functionSignature(f);
  return {
    schema,
    name: f.name,
    args: inArgs,
    returnType: f.rettype,
    returnRelation: f.retrel,
    outColumns,
    returnsSet: f.retset,
    returnsVoid: f.rettype === 'void',
    returnsComposite: f.typtype === 'c' || outColumns.length > 0 || f.rettype === 'record',
    volatility: f.volatility as FunctionDef['volatility'],
    computedOn: f.rowarg && !f.retset ? f.rowarg : null,
  };
}

/** Input arguments (the last `ndefaults` have defaults) and output columns, from the argument modes. */
function functionSignature(f: FunctionRow): { inArgs: FunctionArg[]; outColumns: Column[] } {
  const inArgs: FunctionArg[] = [];
  const outColumns: Column[] = [];
  const modes = f.argmodes ?? f.argtypes.map(() => 'i');
  const allTypes = f.allargtypes && f.allargtypes.length ? f.allargtypes : f.argtypes;
  modes.forEach((mode, i) => {
    const name = f.argnames?.[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v')
      inArgs.push({ name, type: allTypes[i], hasDefault: false });
    if (mode === 'o' || mode === 'b' || mode === 't')
      outColumns.push({ name, type: allTypes[i], notNull: false, defaultExpr: null });
  });
  inArgs.forEach((a, i) => (a.hasDefault = i >= inArgs.length - f.ndefaults));
  if (!outColumns.length && f.retcols)
    for (const c of f.retcols)
      outColumns.push({ name: c.name, type: c.type, notNull: false, defaultExpr: null });
  return { inArgs, outColumns };
}

/**
 * Relationships inherited by simple views (spec §2.10): a view that shows a table's foreign-key columns (or the
 * referenced columns) under the same names takes the table's place in a copy of the foreign key. Views over
 * views are followed one level further.
 */
async function viewForeignKeys(
  db: Sql,
  schema: string,
  relations: Map<string, Relation>,
  tableFks: ForeignKey[],
): Promise<ForeignKey[]> {
  const views = [...relations.values()].filter((r) => r.kind === 'v' || r.kind === 'm');
  if (!views.length) return [];
  const usage = await db.query<{ view: string; tbl: string; cols: string[] }>(
    `select v.relname as view, t.relname as tbl,
            array(select distinct a.attname::text from pg_depend d2
                    join pg_rewrite r2 on r2.oid = d2.objid
                    join pg_attribute a on a.attrelid = d2.refobjid and a.attnum = d2.refobjsubid
                   where r2.ev_class = v.oid and d2.refobjid = t.oid and d2.refobjsubid > 0) as cols
       from pg_class v join pg_namespace vn on vn.oid = v.relnamespace
       join pg_rewrite r on r.ev_class = v.oid
       join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
       join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
      where vn.nspname = $1 and tn.nspname = $1 and v.relkind in ('v','m') and t.oid <> v.oid
      group by v.oid, v.relname, t.oid, t.relname`,
    [schema],
  );
  const out: ForeignKey[] = [];
  const shows = (view: string, table: string, cols: string[]) => {
    const u = usage.rows.find((x) => x.view === view && x.tbl === table);
    const rel = relations.get(view);
    return !!u && !!rel && cols.every((c) => u.cols.includes(c) && rel.columnByName.has(c));
  };
  const viewsOf = (table: string) => usage.rows.filter((u) => u.tbl === table).map((u) => u.view);
  let layer = tableFks;
  for (let depth = 0; depth < 2 && layer.length; depth++) {
    const next: ForeignKey[] = [];
    for (const fk of layer) {
      for (const v of viewsOf(fk.table))
        if (shows(v, fk.table, fk.columns)) next.push({ ...fk, table: v, viaView: true });
      for (const v of viewsOf(fk.refTable))
        if (shows(v, fk.refTable, fk.refColumns)) next.push({ ...fk, refTable: v, viaView: true });
    }
    out.push(...next);
    layer = next;
  }
  const seen = new Set<string>();
  return out.filter((fk) => {
    const key = `${fk.name}|${fk.table}|${fk.refTable}`;
    if (seen.has(key) || fk.table === fk.refTable) return false;
    seen.add(key);
    return true;
  });
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function isUniqueOn(rel: Relation | undefined, cols: string[]): boolean {
  if (!rel) return false;
  return sameSet(rel.primaryKey, cols) || rel.uniqueKeys.some((k) => sameSet(k, cols));
}

function coveredByKey(rel: Relation | undefined, cols: string[]): boolean {
  if (!rel) return false;
  const keys = [rel.primaryKey, ...rel.uniqueKeys].filter((k) => k.length);
  return keys.some((k) => cols.every((c) => k.includes(c)));
}

/** All relationships from `source` to `target` (by relation name). */
export function relationshipsBetween(cache: SchemaCache, source: string, target: string): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.table === source && fk.refTable === target) {
      const oneToOne = isUniqueOn(cache.relations.get(source), fk.columns);
      out.push({
        cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
        toOne: true,
        source,
        target,
        constraint: fk,
        join: fk.columns.map((c, i) => [c, fk.refColumns[i]]),
      });
    }
    if (fk.refTable === source && fk.table === target) {
      const oneToOne = isUniqueOn(cache.relations.get(target), fk.columns);
      out.push({
        cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
        toOne: oneToOne,
        source,
        target,
        constraint: fk,
        join: fk.refColumns.map((c, i) => [c, fk.columns[i]]),
      });
    }
  }
  // many-to-many through a junction whose two FKs are covered by one of its keys
  for (const a of cache.foreignKeys) {
    if (a.refTable !== source) continue;
    for (const b of cache.foreignKeys) {
      if (b === a || b.table !== a.table || b.refTable !== target) continue;
      const junction = cache.relations.get(a.table);
      if (!coveredByKey(junction, [...a.columns, ...b.columns])) continue;
      out.push({
        cardinality: 'many-to-many',
        toOne: false,
        source,
        target,
        constraint: a,
        join: [],
        junction: { table: a.table, sourceFk: a, targetFk: b },
      });
    }
  }
  return out;
}

function relDescription(r: Relationship): string {
  if (r.junction) {
    const j = r.junction;
    return `${j.table} using ${j.sourceFk.name}(${j.sourceFk.columns.join(', ')}) and ${j.targetFk.name}(${j.targetFk.columns.join(', ')})`;
  }
  const fk = r.constraint;
  return `${fk.name} using ${fk.table}(${fk.columns.join(', ')}) and ${fk.refTable}(${fk.refColumns.join(', ')})`;
}

/** Resolves `target!hint` from `source` (spec §2.10), raising PGRST200/PGRST201. */
export function resolveEmbed(
  cache: SchemaCache,
  source: string,
  target: string,
  hint: string | null,
): Relationship {
  let candidates = embedCandidates(cache, source, target);
  if (hint) candidates = candidates.filter((r) => matchesHint(r, hint));
  // A table embedded in itself: without a hint (or with the constraint's name) the children, as PostgREST
  // does; with the foreign-key column as hint, the parent row.
  if (source === target && candidates.length > 1) {
    const hintIsColumn = !!hint && candidates.some((r) => r.constraint.columns.includes(hint));
    const toParent = (r: Relationship) =>
      !r.junction && r.join.every(([s], i) => s === r.constraint.columns[i]);
    const preferred = candidates.filter((r) => !r.junction && toParent(r) === hintIsColumn);
    if (preferred.length === 1) return preferred[0];
  }
  if (candidates.length === 1) return candidates[0];
  if (!candidates.length) throw noRelationshipError(cache, source, target, hint);
  throw ambiguousEmbedError(source, target, candidates);
}

/** Relationships `target` may name: a relation, else a foreign-key column, else a foreign-key constraint. */
function embedCandidates(cache: SchemaCache, source: string, target: string): Relationship[] {
  let candidates: Relationship[] = [];
  if (cache.relations.has(target)) candidates = relationshipsBetween(cache, source, target);
  // column-name embedding: `filleul_id(*)` → the table referenced by that FK column
  if (!candidates.length) {
    for (const fk of cache.foreignKeys) {
      if (fk.table === source && fk.columns.length === 1 && fk.columns[0] === target) {
        candidates.push(
          ...relationshipsBetween(cache, source, fk.refTable).filter(
            (r) => r.constraint === fk && !r.junction && r.join[0][0] === target,
          ),
        );
      }
    }
  }
  // foreign-key constraint name as the target: `sent:messages_sender_id_fkey(*)`
  if (!candidates.length && !cache.relations.has(target)) {
    for (const fk of cache.foreignKeys) {
      if (fk.name !== target || (fk.viaView && cache.relations.get(source)?.kind === 'r')) continue;
      if (fk.table === source)
        candidates.push(
          ...relationshipsBetween(cache, source, fk.refTable).filter(
            (r) => r.constraint === fk && !r.junction && r.join.every(([s], i) => s === fk.columns[i]),
          ),
        );
      else if (fk.refTable === source)
        candidates.push(
          ...relationshipsBetween(cache, source, fk.table).filter(
            (r) => r.constraint === fk && !r.junction && r.cardinality !== 'many-to-one',
          ),
        );
    }
  }
  return candidates;
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.junction)
    return (
      r.junction.table === hint || r.junction.sourceFk.name === hint || r.junction.targetFk.name === hint
    );
  return (
    r.constraint.name === hint || r.constraint.columns.includes(hint) || r.join.some(([s]) => s === hint)
  );
}

function noRelationshipError(
  cache: SchemaCache,
  source: string,
  target: string,
  hint: string | null,
): RestError {
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${source}' and '${target}' in the schema cache`,
    hint
      ? `Searched for a foreign key relationship between '${source}' and '${target}' using the hint '${hint}' in the schema '${cache.schema}', but no matches were found.`
      : `Searched for a foreign key relationship between '${source}' and '${target}' in the schema '${cache.schema}', but no matches were found.`,
    null,
  );
}

function ambiguousEmbedError(source: string, target: string, candidates: Relationship[]): RestError {
  const options = candidates
    .map((r) => `'${target}!${r.junction ? r.junction.table : r.constraint.name}'`)
    .sort();
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source}' and '${target}'`,
    candidates.map((r) => ({
      cardinality: r.cardinality,
      embedding: `${source} with ${target}`,
      relationship: relDescription(r),
    })),
    `Try changing '${target}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function distance(a: string, b: string): number {
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)] as number[]);
  for (let j = 1; j <= b.length; j++) dp[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      dp[i][j] = Math.min(
        dp[i - 1][j] + 1,
        dp[i][j - 1] + 1,
        dp[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return dp[a.length][b.length];
}

/** Closest name for "Perhaps you meant …" hints. */
export function closest(name: string, names: Iterable<string>): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const n of names) {
    const d = distance(name.toLowerCase(), n.toLowerCase());
    if (d < bestD) [best, bestD] = [n, d];
  }
  return best !== null && bestD <= Math.max(3, Math.floor(name.length / 2)) ? best : null;
}
