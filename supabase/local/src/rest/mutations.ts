// INSERT / UPSERT / UPDATE / DELETE statements (spec §2.5, §2.11). The payload is bound once as json text and
// typed by Postgres itself with json_populate_record against the table's row type.
import { jsonTooDeep, MAX_JSON_DEPTH } from '../http.ts';
import { sqlLiteral } from '../db.ts';
import { RestError } from './errors.ts';
import type { Params } from './filters.ts';
import { buildLevel, buildReadStatement, ident, qualified, type BuildContext } from './query-builder.ts';
import type { Relation } from './schema-cache.ts';
import type { SelectItem } from './select-parser.ts';

/** Quoted like every inlined value (E'' when needed): the request is sent as a multi-statement script. */
const literal = (s: string) => sqlLiteral(s);

export interface MutationPlan {
  sql: string;
  /** true when the statement returns the read-shaped row (body/page_count[/inserted]) */
  shaped: boolean;
}

export function invalidBody(): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', null);
}

export function tooDeep(): RestError {
  return new RestError(
    400,
    'PGRST102',
    'Empty or invalid json',
    `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
  );
}

/** A request body's JSON: PGRST102 when it is not JSON or nests too deeply. */
export function parseBodyJson(text: string): unknown {
  if (jsonTooDeep(text)) throw tooDeep();
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody();
  }
}

/** Validates the body and returns its JSON text and the column list (`columns=` or the payload's keys). */
export function payloadColumns(
  rel: Relation,
  raw: Buffer,
  columnsParam: string | null,
  allowArray: boolean,
): { json: string; columns: string[]; empty: boolean } {
  const text = raw.toString('utf8');
  const parsed = parseBodyJson(text);
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (
    (Array.isArray(parsed) && !allowArray) ||
    rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))
  )
    throw invalidBody();
  let columns: string[];
  if (columnsParam !== null)
    columns = columnsParam
      .split(',')
      .map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
      .filter(Boolean);
  else columns = [...new Set(rows.flatMap((r) => Object.keys(r as object)))];
  for (const c of columns)
    if (!rel.columnByName.has(c))
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${c}' column of '${rel.name}' in the schema cache`,
        null,
      );
  return { json: text, columns, empty: rows.length === 0 };
}

export interface InsertOptions {
  rel: Relation;
  json: string;
  columns: string[];
  missingDefault: boolean;
  resolution: 'merge' | 'ignore' | null;
  onConflict: string[] | null;
  representation: { items: SelectItem[]; check?: string } | null;
}

export function insertStatement(ctx: BuildContext, o: InsertOptions): MutationPlan {
  const p = ctx.params.add(o.json);
  let dml = insertDml(o, p);
  if (o.resolution) dml += onConflictClause(o);
  const tracksInserted = o.resolution === 'merge';
  if (o.representation) {
    return {
      shaped: true,
      sql: buildReadStatement(ctx, {
        from: 'pgrst_mut',
        relation: o.rel,
        items: o.representation.items,
        check: o.representation.check,
        withCtes: [
          `pgrst_mut as (${dml} returning t0.*${tracksInserted ? ', (t0.xmax = 0) as pgrst_inserted' : ''})`,
        ],
        countTotal: false,
        maxRows: null,
        applyTopFilters: false,
        extraSelect: tracksInserted
          ? '(select count(*)::int from pgrst_mut where pgrst_inserted) as inserted'
          : undefined,
      }),
    };
  }
  if (tracksInserted)
    return {
      shaped: true,
      sql: `with pgrst_mut as (${dml} returning (t0.xmax = 0) as pgrst_inserted) select null::text as body, count(*)::int as page_count, null::int as total, (count(*) filter (where pgrst_inserted))::int as inserted from pgrst_mut`,
    };
  return { shaped: false, sql: dml };
}

/** INSERT of the payload `p` (one object or an array of them), typed by the table's row type. */
function insertDml(o: InsertOptions, p: string): string {
  const target = `${qualified(o.rel.schema, o.rel.name)} as t0`;
  if (!o.columns.length) return `insert into ${target} default values`;
  const exprs = o.columns.map((c) => {
    if (!o.missingDefault) return `_p.${ident(c)}`;
    const def = o.rel.columnByName.get(c)!.defaultExpr ?? 'null';
    return `case when _e.j::jsonb ? ${literal(c)} then _p.${ident(c)} else ${def} end`;
  });
  // GENERATED ALWAYS identity columns take the sequence's next value in place of DEFAULT
  const overriding =
    o.missingDefault && o.columns.some((c) => o.rel.columnByName.get(c)!.identity === 'a')
      ? ' overriding system value'
      : '';
  return (
    `insert into ${target} (${o.columns.map(ident).join(', ')})${overriding} select ${exprs.join(', ')} ` +
    `from json_array_elements(case when json_typeof(${p}::json) = 'array' then ${p}::json else json_build_array(${p}::json) end) with ordinality as _e(j, n) ` +
    `cross join lateral json_populate_record(null::${qualified(o.rel.schema, o.rel.name)}, _e.j) as _p order by _e.n`
  );
}

/** ` on conflict (…) do update set …|do nothing` for an upsert, on `on_conflict` columns or the primary key. */
function onConflictClause(o: InsertOptions): string {
  const conflict = o.onConflict ?? o.rel.primaryKey;
  if (!conflict.length)
    throw new RestError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      null,
    );
  for (const c of conflict)
    if (!o.rel.columnByName.has(c))
      throw new RestError(400, '42703', `column ${o.rel.name}.${c} does not exist`);
  const sets = o.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
  return ` on conflict (${conflict.map(ident).join(', ')}) ${o.resolution === 'merge' && sets.length ? `do update set ${sets.join(', ')}` : 'do nothing'}`;
}

export interface FilteredOptions {
  rel: Relation;
  kind: 'update' | 'delete';
  json?: string;
  columns?: string[];
  representation: { items: SelectItem[]; check?: string } | null;
}

export function filteredStatement(ctx: BuildContext, o: FilteredOptions): MutationPlan | null {
  const top = ctx.opts.get('');
  if (!top || !top.filters.length)
    throw new RestError(
      400,
      '21000',
      `${o.kind === 'update' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      null,
    );
  const level = buildLevel(ctx, o.rel, 't0', [], '');
  ctx.visited.delete('');
  const where = `where ${level.where.join(' and ')}`;
  let dml: string;
  if (o.kind === 'update') {
    if (!o.columns!.length) return null;
    const p = ctx.params.add(o.json!);
    dml = `update ${qualified(o.rel.schema, o.rel.name)} as t0 set ${o.columns!.map((c) => `${ident(c)} = _p.${ident(c)}`).join(', ')} from json_populate_record(null::${qualified(o.rel.schema, o.rel.name)}, ${p}::json) as _p ${where}`;
  } else dml = `delete from ${qualified(o.rel.schema, o.rel.name)} as t0 ${where}`;
  if (!o.representation) return { shaped: false, sql: dml };
  return {
    shaped: true,
    sql: buildReadStatement(ctx, {
      from: 'pgrst_mut',
      relation: o.rel,
      items: o.representation.items,
      check: o.representation.check,
      withCtes: [`pgrst_mut as (${dml} returning t0.*)`],
      countTotal: false,
      maxRows: null,
      applyTopFilters: false,
    }),
  };
}

export type { Params };
