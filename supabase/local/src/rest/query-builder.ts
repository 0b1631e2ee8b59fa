// Read queries (spec §2.11): one SQL statement per request, JSON built inside Postgres with json_agg/row_to_json
// so numbers, timestamps and json columns are formatted exactly like hosted PostgREST.
import { sqlLiteral } from '../db.ts';
import { RestError, unknownColumn } from './errors.ts';
import {
  leafSql,
  parseLogicTree,
  parseOperation,
  type Condition,
  type Leaf,
  type Params,
} from './filters.ts';
import { resolveEmbed, type Relation, type Relationship, type SchemaCache } from './schema-cache.ts';
import { parseField, splitTopLevel, type Field, type SelectItem } from './select-parser.ts';

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;
/** Quoted like every inlined value (E'' when needed): the request is sent as a multi-statement script. */
const literal = (s: string) => sqlLiteral(s);

export interface OrderTerm {
  /** `embed(col)` orders by a column of a to-one embed */
  embed: string | null;
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'nullsfirst' | 'nullslast' | null;
}

export interface LevelOptions {
  filters: Condition[];
  order: OrderTerm[] | null;
  limit: number | null;
  offset: number | null;
}

/** Query-string options grouped by embed path ('' = top level, 'a.b' = embed b inside embed a). */
export type QueryOptions = Map<string, LevelOptions>;

const RESERVED_TOP = new Set(['select', 'columns', 'on_conflict', 'apikey']);

function levelFor(opts: QueryOptions, path: string): LevelOptions {
  let l = opts.get(path);
  if (!l) opts.set(path, (l = { filters: [], order: null, limit: null, offset: null }));
  return l;
}

function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((term) => {
    const m = /^(.+?)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/.exec(term);
    if (!m) throw new RestError(400, 'PGRST100', `"failed to parse order (${text})"`, `unexpected "${term}"`);
    const [, target, direction = null, nulls = null] = m;
    const embedded = /^([^()]+)\(([^()]+)\)$/.exec(target);
    try {
      if (embedded)
        return {
          embed: embedded[1],
          field: parseField(embedded[2], 'order'),
          direction: direction as OrderTerm['direction'],
          nulls: nulls as OrderTerm['nulls'],
        };
      return {
        embed: null,
        field: parseField(target, 'order'),
        direction: direction as OrderTerm['direction'],
        nulls: nulls as OrderTerm['nulls'],
      };
    } catch {
      throw new RestError(
        400,
        'PGRST100',
        `"failed to parse order (${text})"`,
        `unexpected "${term}" expecting column name`,
      );
    }
  });
}

function parseNonNegative(key: string, value: string): number {
  if (!/^\d+$/.test(value))
    throw new RestError(
      400,
      'PGRST100',
      `"failed to parse ${key} parameter (${value})"`,
      'unexpected input expecting digit',
    );
  return Number(value);
}

/** Splits the query string into per-embed filters/order/limit/offset. `skip` = keys consumed elsewhere (RPC args). */
export function parseQueryOptions(search: URLSearchParams, skip: Set<string> = new Set()): QueryOptions {
  const opts: QueryOptions = new Map();
  levelFor(opts, '');
  for (const [key, value] of search) {
    if (RESERVED_TOP.has(key) || skip.has(key)) continue;
    const m = /^(?:(.+)\.)?(or|and|order|limit|offset)$/.exec(key);
    if (m) {
      let path = m[1] ?? '';
      const what = m[2];
      let negate = false;
      if ((what === 'or' || what === 'and') && (path === 'not' || path.endsWith('.not'))) {
        negate = true;
        path = path === 'not' ? '' : path.slice(0, -4);
      }
      const level = levelFor(opts, path);
      if (what === 'order') level.order = parseOrder(value);
      else if (what === 'limit') level.limit = parseNonNegative('limit', value);
      else if (what === 'offset') level.offset = parseNonNegative('offset', value);
      else level.filters.push(parseLogicTree(what as 'and' | 'or', negate, value));
      continue;
    }
    const segments = key.split('.');
    const fieldText = segments.pop()!;
    let field: Field;
    try {
      field = parseField(fieldText);
    } catch {
      throw new RestError(
        400,
        'PGRST100',
        `"failed to parse filter (${key}=${value})"`,
        `unexpected "${fieldText}" expecting field name`,
      );
    }
    levelFor(opts, segments.join('.')).filters.push(parseOperation(field, value));
  }
  return opts;
}

export interface BuildContext {
  cache: SchemaCache;
  params: Params;
  opts: QueryOptions;
  visited: Set<string>;
  counter: { n: number };
}

interface Join {
  sql: string;
  /** needed by the WHERE clause (inner embeds, embed existence filters) */
  forFilter: boolean;
}

export interface Level {
  projection: string[];
  outputNames: string[];
  joins: Join[];
  where: string[];
  orderBy: string[];
  limit: number | null;
  offset: number | null;
}

interface EmbedInfo {
  joinAlias: string;
  toOne: boolean;
  relation: Relation;
  joinCond: (childAlias: string) => { from: string; where: string[] };
  join: Join;
}

/** The row of `alias` as a value of the relation's row type (computed fields take it as their argument). */
function rowValue(alias: string, rel: Relation): string {
  return `row(${rel.columns.map((c) => `${alias}.${ident(c.name)}`).join(', ')})::${qualified(rel.schema, rel.name)}`;
}

function columnExpr(
  alias: string,
  rel: Relation,
  field: Field,
  cache?: SchemaCache,
): { sql: string; type: string } {
  let col = rel.columnByName.get(field.column);
  let sql = `${alias}.${ident(field.column)}`;
  if (!col) {
    // a computed field: a function of the exposed schema taking this relation's row type
    const fn = cache?.computed.get(rel.name)?.get(field.column);
    if (!fn) throw unknownColumn(rel.name, field.column);
    col = { name: field.column, type: fn.returnType, notNull: false, defaultExpr: null };
    sql = `${qualified(fn.schema, fn.name)}(${rowValue(alias, rel)})`;
  }
  for (const step of field.jsonPath)
    sql += `${step.arrow}${/^-?\d+$/.test(step.key) ? step.key : literal(step.key)}`;
  const last = field.jsonPath[field.jsonPath.length - 1];
  return {
    sql: field.jsonPath.length ? `(${sql})` : sql,
    type: last ? (last.arrow === '->>' ? 'text' : col.type) : col.type,
  };
}

function conditionSql(
  cond: Condition,
  alias: string,
  rel: Relation,
  embeds: Map<string, EmbedInfo>,
  params: Params,
  cache?: SchemaCache,
): string {
  if (cond.kind !== 'leaf') {
    const parts = cond.children.map((c) => conditionSql(c, alias, rel, embeds, params, cache));
    const sql = `(${parts.join(cond.kind === 'and' ? ' and ' : ' or ') || (cond.kind === 'and' ? 'true' : 'false')})`;
    return cond.negate ? `not ${sql}` : sql;
  }
  const embed =
    !cond.field.jsonPath.length && !rel.columnByName.has(cond.field.column)
      ? embeds.get(cond.field.column)
      : undefined;
  if (embed) return embedExistence(cond, embed);
  const { sql, type } = columnExpr(alias, rel, cond.field, cache);
  return leafSql(cond, sql, type, params);
}

function embedExistence(leaf: Leaf, embed: EmbedInfo): string {
  const v = leaf.value.toLowerCase();
  if (leaf.op !== 'is' || (v !== 'null' && v !== 'not_null'))
    throw new RestError(
      400,
      'PGRST120',
      `Only is null or not is null filters are allowed on embedded resources`,
    );
  embed.join.forFilter = true;
  const isNull = embed.toOne ? `${embed.joinAlias}.v is null` : `json_array_length(${embed.joinAlias}.v) = 0`;
  const wantNull = (v === 'null') !== leaf.negate;
  return wantNull ? isNull : `not (${isNull})`;
}

/** Builds the projection, joins and clauses of one level (the top relation or an embedded one). */
export function buildLevel(
  ctx: BuildContext,
  rel: Relation,
  alias: string,
  items: SelectItem[],
  path: string,
  applyFilters = true,
): Level {
  ctx.visited.add(path);
  const options = ctx.opts.get(path) ?? { filters: [], order: null, limit: null, offset: null };
  const level: Level = {
    projection: [],
    outputNames: [],
    joins: [],
    where: [],
    orderBy: [],
    limit: options.limit,
    offset: options.offset,
  };
  const embeds = new Map<string, EmbedInfo>();

  for (const item of items) {
    if (item.kind === 'star') {
      for (const c of rel.columns) {
        level.projection.push(`${alias}.${ident(c.name)} as ${ident(c.name)}`);
        level.outputNames.push(c.name);
      }
    } else if (item.kind === 'field') {
      const { sql } = columnExpr(alias, rel, item.field, ctx.cache);
      const name = item.alias ?? item.field.column;
      level.projection.push(`${item.cast ? `(${sql})::${item.cast}` : sql} as ${ident(name)}`);
      level.outputNames.push(name);
    } else addEmbed(ctx, level, embeds, rel, alias, item, path);
  }
  if (applyFilters)
    for (const cond of options.filters)
      level.where.push(conditionSql(cond, alias, rel, embeds, ctx.params, ctx.cache));
  for (const term of options.order ?? []) level.orderBy.push(orderTermSql(ctx, term, alias, rel, embeds));
  return level;
}

/** Joins an embed into the level, with its key in the result (or its columns, spread) and its inner filter. */
function addEmbed(
  ctx: BuildContext,
  level: Level,
  embeds: Map<string, EmbedInfo>,
  rel: Relation,
  alias: string,
  item: Extract<SelectItem, { kind: 'embed' }>,
  path: string,
): void {
  const info = buildEmbed(ctx, rel, alias, item, path);
  const name = item.alias ?? item.target;
  // PostgREST aliases each embed by its name: the same name twice is Postgres' own 42712
  if (embeds.has(name))
    throw new RestError(400, '42712', `table name "${embedAlias(rel, name)}" specified more than once`);
  embeds.set(name, info);
  level.joins.push(info.join);
  if (item.spread) {
    for (const n of info.outputNames) {
      level.projection.push(`${info.joinAlias}.${ident(n)} as ${ident(n)}`);
      level.outputNames.push(n);
    }
  } else if (!item.select.length) {
    // `profiles()`: only there to filter the parents, no key in the result
  } else {
    level.projection.push(`${info.joinAlias}.v as ${ident(name)}`);
    level.outputNames.push(name);
  }
  if (item.inner && !item.spread) {
    info.join.forFilter = true;
    level.where.push(
      info.toOne ? `${info.joinAlias}.v is not null` : `json_array_length(${info.joinAlias}.v) > 0`,
    );
  }
}

/** One ORDER BY term: a column of the level, or (`embed(col)`) a column of a to-one embed. */
function orderTermSql(
  ctx: BuildContext,
  term: OrderTerm,
  alias: string,
  rel: Relation,
  embeds: Map<string, EmbedInfo>,
): string {
  let expr: string;
  if (term.embed) {
    const embed = embeds.get(term.embed);
    if (!embed)
      throw new RestError(
        400,
        'PGRST108',
        `'${term.embed}' is not an embedded resource in this request`,
        null,
        `Verify that '${term.embed}' is included in the 'select' query parameter.`,
      );
    if (!embed.toOne)
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${term.embed}' is not possible`,
        `'${rel.name}' and '${term.embed}' do not form a many-to-one or one-to-one relationship`,
      );
    const sub = `o${++ctx.counter.n}`;
    const { from, where } = embed.joinCond(sub);
    expr = `(select ${columnExpr(sub, embed.relation, term.field, ctx.cache).sql} ${from} where ${where.join(' and ')} limit 1)`;
  } else expr = columnExpr(alias, rel, term.field, ctx.cache).sql;
  return `${expr}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` ${term.nulls === 'nullsfirst' ? 'nulls first' : 'nulls last'}` : ''}`;
}

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

function buildEmbed(
  ctx: BuildContext,
  parent: Relation,
  parentAlias: string,
  item: EmbedItem,
  parentPath: string,
): EmbedInfo & { outputNames: string[] } {
  const rel = resolveEmbed(ctx.cache, parent.name, item.target, item.hint);
  const child = ctx.cache.relations.get(rel.target)!;
  const n = ++ctx.counter.n;
  const childAlias = `t${n}`;
  const joinAlias = `e${n}`;
  const name = item.alias ?? item.target;
  const path = parentPath ? `${parentPath}.${name}` : name;
  const joinCond = embedJoinCondition(rel, child, parentAlias);
  const legacyCount = isLegacyCount(item, child);
  const level = buildLevel(ctx, child, childAlias, legacyCount ? [] : item.select, path);
  if (legacyCount) {
    // `notifications(count)`: PostgREST's legacy count, `[{"count": n}]`, allowed with aggregates disabled
    const alias = (item.select[0] as { alias: string | null }).alias ?? 'count';
    level.projection = [`count(*) as ${ident(alias)}`];
    level.outputNames = [alias];
    level.orderBy = [];
    level.limit = level.offset = null;
  }
  const { from, where } = joinCond(childAlias);
  const inner = [
    `select ${level.projection.join(', ')}`,
    from,
    ...level.joins.map((j) => `left join lateral ${j.sql} on true`),
    `where ${[...where, ...level.where].join(' and ') || 'true'}`,
    level.orderBy.length ? `order by ${level.orderBy.join(', ')}` : '',
    level.limit !== null ? `limit ${level.limit}` : '',
    level.offset !== null ? `offset ${level.offset}` : '',
  ].join(' ');
  return {
    joinAlias,
    toOne: rel.toOne,
    relation: child,
    joinCond,
    join: { sql: embedJoinSql(item, rel.toOne, joinAlias, inner, level.outputNames), forFilter: false },
    outputNames: level.outputNames,
  };
}

/** FROM and WHERE that tie rows of the embedded relation (as alias `a`) to the parent row, junction included. */
function embedJoinCondition(rel: Relationship, child: Relation, parentAlias: string): EmbedInfo['joinCond'] {
  return (a: string): { from: string; where: string[] } => {
    if (rel.junction) {
      const j = rel.junction;
      const ja = `j${a}`;
      return {
        from: `from ${qualified(child.schema, child.name)} ${a} join ${qualified(child.schema, j.table)} ${ja} on ${j.targetFk.columns.map((c, i) => `${ja}.${ident(c)} = ${a}.${ident(j.targetFk.refColumns[i])}`).join(' and ')}`,
        where: j.sourceFk.columns.map(
          (c, i) => `${ja}.${ident(c)} = ${parentAlias}.${ident(j.sourceFk.refColumns[i])}`,
        ),
      };
    }
    return {
      from: `from ${qualified(child.schema, child.name)} ${a}`,
      where: rel.join.map(([s, t]) => `${a}.${ident(t)} = ${parentAlias}.${ident(s)}`),
    };
  };
}

/** `embed(count)` on a relation without a `count` column. */
function isLegacyCount(item: EmbedItem, child: Relation): boolean {
  return (
    item.select.length === 1 &&
    item.select[0].kind === 'field' &&
    item.select[0].field.column === 'count' &&
    !item.select[0].field.jsonPath.length &&
    !item.select[0].cast &&
    !child.columnByName.has('count')
  );
}

/** The lateral subquery of an embed: one json value `v` (object or array), or the spread columns. */
function embedJoinSql(
  item: EmbedItem,
  toOne: boolean,
  joinAlias: string,
  inner: string,
  outputNames: string[],
): string {
  if (item.spread && toOne) return `(${inner}) ${joinAlias}`;
  if (item.spread)
    // spread over a to-many relationship (PostgREST 13): one array of values per selected column
    return `(select ${
      outputNames
        .map((c) => `coalesce(json_agg(_${joinAlias}.${ident(c)}), '[]'::json) as ${ident(c)}`)
        .join(', ') || '1'
    } from (${inner}) _${joinAlias}) ${joinAlias}`;
  if (toOne) return `(select row_to_json(_${joinAlias}) as v from (${inner}) _${joinAlias}) ${joinAlias}`;
  return `(select coalesce(json_agg(_${joinAlias}), '[]'::json) as v from (${inner}) _${joinAlias}) ${joinAlias}`;
}

export interface ReadStatementOptions {
  /** FROM item without alias, e.g. `"public"."profiles"` or `pgrst_mut` */
  from: string;
  relation: Relation;
  items: SelectItem[];
  withCtes?: string[];
  countTotal: boolean;
  /** applied to the top level when smaller than the requested limit */
  maxRows: number | null;
  applyTopFilters: boolean;
  /** extra output column, e.g. the number of rows an upsert inserted */
  extraSelect?: string;
  /** aggregate this single column instead of whole rows (setof scalar functions) */
  scalarColumn?: string;
  /** body as `text/csv` (PostgREST's: header from the first row's keys, rows in Postgres' record format) */
  csv?: boolean;
  /** SQL over `count(*)` of the result that raises to refuse it (singular answers, max-affected) */
  check?: string;
  /** receives the statement PostgREST's planned count explains (`select 1 from … where …`) */
  plannedCount?: (sql: string) => void;
}

/** PostgREST's embed alias, as Postgres names it in error 42712. */
function embedAlias(parent: Relation, name: string): string {
  return `${parent.name}_${name}_1`;
}

/** One statement returning body (json array text), page_count and total. */
export function buildReadStatement(ctx: BuildContext, o: ReadStatementOptions): string {
  const level = buildLevel(ctx, o.relation, 't0', o.items, '', o.applyTopFilters);
  for (const path of ctx.opts.keys()) {
    const l = ctx.opts.get(path)!;
    const used = l.filters.length || l.order || l.limit !== null || l.offset !== null;
    if (path && used && !ctx.visited.has(path))
      throw new RestError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
  }
  const limit = o.maxRows !== null ? Math.min(level.limit ?? Infinity, o.maxRows) : level.limit;
  const where = level.where.length ? `where ${level.where.join(' and ')}` : '';
  const page = [
    `select ${level.projection.join(', ')} from ${o.from} t0`,
    ...level.joins.map((j) => `left join lateral ${j.sql} on true`),
    where,
    level.orderBy.length ? `order by ${level.orderBy.join(', ')}` : '',
    limit !== null && limit !== Infinity ? `limit ${limit}` : '',
    level.offset ? `offset ${level.offset}` : '',
  ].join(' ');
  const filtered = `from ${o.from} t0 ${level.joins
    .filter((j) => j.forFilter)
    .map((j) => `left join lateral ${j.sql} on true`)
    .join(' ')} ${where}`;
  const total = o.countTotal ? `(select count(*)::int ${filtered})` : 'null::int';
  o.plannedCount?.(`${o.withCtes?.length ? `with ${o.withCtes.join(', ')} ` : ''}select 1 ${filtered}`);
  const ctes = [...(o.withCtes ?? []), `pgrst_source as (${page})`];
  const value = o.scalarColumn ? `_r.${ident(o.scalarColumn)}` : '_r';
  const body = o.csv
    ? `(select coalesce(string_agg(_k.k, ','), '') from (select json_object_keys(row_to_json(_h)) as k from (select * from pgrst_source limit 1) _h) _k)` +
      ` || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`
    : `coalesce(json_agg(${value}), '[]'::json)::text`;
  return `with ${ctes.join(', ')} select ${body} as body, count(*)::int as page_count, ${total} as total${o.extraSelect ? `, ${o.extraSelect}` : ''}${o.check ? `, ${o.check} as pgrst_check` : ''} from pgrst_source _r`;
}
