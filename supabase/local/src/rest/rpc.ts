// Function calls (spec §2.8): overload resolution by argument names, JSON → typed arguments via json_to_record,
// and result shaping (scalar, row, setof scalar, setof rows, void).
import { RestError } from './errors.ts';
import {
  buildReadStatement,
  ident,
  qualified,
  type BuildContext,
  type ReadStatementOptions,
} from './query-builder.ts';
import { type Column, type FunctionDef, type Relation, type SchemaCache } from './schema-cache.ts';
import type { SelectItem } from './select-parser.ts';

const isJsonType = (t: string) => t === 'json' || t === 'jsonb';
const singleUnnamedJson = (f: FunctionDef) =>
  f.args.length === 1 && f.args[0].name === '' && isJsonType(f.args[0].type);

export function resolveFunction(
  cache: SchemaCache,
  name: string,
  keys: string[],
  viaPost: boolean,
): FunctionDef {
  const candidates = (cache.functions.get(name) ?? []).filter((f) => {
    if (viaPost && singleUnnamedJson(f)) return true;
    const names = new Set(f.args.map((a) => a.name));
    if (viaPost && !keys.every((k) => names.has(k))) return false;
    const given = new Set(keys.filter((k) => names.has(k)));
    return f.args.every((a) => a.hasDefault || given.has(a.name));
  });
  // prefer an exact named match over the catch-all json variant
  const named = candidates.filter((f) => !singleUnnamedJson(f));
  const chosen = named.length ? named : candidates;
  if (chosen.length === 1) return chosen[0];
  const sig = keys.join(', ');
  if (!chosen.length) {
    const all = [...cache.functions.keys()];
    const near = all.find((n) => n.toLowerCase() === name.toLowerCase() && n !== name);
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${cache.schema}.${name}${keys.length ? `(${sig})` : ''} in the schema cache`,
      `Searched for the function ${cache.schema}.${name} ${keys.length ? `with parameter${keys.length > 1 ? 's' : ''} ${sig}` : 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      near ? `Perhaps you meant to call the function ${cache.schema}.${near}` : null,
    );
  }
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${chosen.map((f) => `${cache.schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

export interface RpcPlan {
  sql: string;
  kind: 'void' | 'scalar' | 'rows' | 'row';
}

function pseudoRelation(schema: string, name: string, columns: Column[]): Relation {
  return {
    schema,
    name,
    kind: 'f',
    columns,
    columnByName: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

/**
 * The call expression, and the FROM item typing the given arguments (`json_to_record`, empty when none): a
 * single unnamed json parameter takes the whole object instead.
 */
function functionCall(
  ctx: BuildContext,
  fn: FunctionDef,
  argsJson: string,
  givenKeys: string[],
): { call: string; argsFrom: string } {
  if (singleUnnamedJson(fn))
    return {
      call: `${qualified(fn.schema, fn.name)}(${ctx.params.add(argsJson)}::${fn.args[0].type})`,
      argsFrom: '',
    };
  const used = fn.args.filter((a) => givenKeys.includes(a.name));
  const call = `${qualified(fn.schema, fn.name)}(${used.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')})`;
  if (!used.length) return { call, argsFrom: '' };
  return {
    call,
    argsFrom: `json_to_record(${ctx.params.add(argsJson)}::json) as _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`,
  };
}

/** `argsJson` is a JSON object text (POST body or GET query values as strings). */
export function rpcStatement(
  ctx: BuildContext,
  cache: SchemaCache,
  fn: FunctionDef,
  argsJson: string,
  givenKeys: string[],
  items: SelectItem[],
  countTotal: boolean,
  maxRows: number,
  extra: Pick<ReadStatementOptions, 'csv' | 'plannedCount'> = {},
): RpcPlan {
  const { call, argsFrom } = functionCall(ctx, fn, argsJson, givenKeys);
  if (fn.returnsVoid) return { kind: 'void', sql: `select ${call} ${argsFrom ? `from ${argsFrom}` : ''}` };
  if (!fn.returnsComposite && !fn.returnsSet)
    return {
      kind: 'scalar',
      sql: `select to_json(${call})::text as body, 1 as page_count, ${countTotal ? '1' : 'null::int'} as total ${argsFrom ? `from ${argsFrom}` : ''}`,
    };
  const lateralFrom = (alias: string) =>
    argsFrom ? `${argsFrom} cross join lateral ${call} as ${alias}` : `${call} as ${alias}`;
  if (!fn.returnsComposite) {
    const rel = pseudoRelation(fn.schema, fn.name, [
      { name: fn.name, type: fn.returnType, notNull: false, defaultExpr: null },
    ]);
    const from = `(select _f.v as ${ident(fn.name)} from ${lateralFrom('_f(v)')})`;
    return {
      kind: 'rows',
      sql: buildReadStatement(ctx, {
        from,
        relation: rel,
        items: [{ kind: 'star' }],
        countTotal,
        maxRows,
        applyTopFilters: true,
        scalarColumn: fn.name,
        ...extra,
      }),
    };
  }
  const rel = fn.returnRelation
    ? cache.relations.get(fn.returnRelation)!
    : pseudoRelation(fn.schema, fn.name, fn.outColumns);
  const from = `(select _f.* from ${lateralFrom('_f')})`;
  return {
    kind: fn.returnsSet ? 'rows' : 'row',
    sql: buildReadStatement(ctx, {
      from,
      relation: rel,
      items,
      countTotal,
      maxRows,
      applyTopFilters: true,
      ...extra,
    }),
  };
}
