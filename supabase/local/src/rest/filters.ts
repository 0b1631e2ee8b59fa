// Horizontal filtering (spec §2.3): parsing `[not.]op.value` and logic trees, then SQL with bound parameters.
import { sqlLiteral } from '../db.ts';
import { RestError } from './errors.ts';
import { parseField, splitTopLevel, type Field } from './select-parser.ts';

export interface Params {
  /** the value as SQL text: an inline literal (the request is one script, sent without bound parameters) */
  add(value: unknown): string;
}

export function newParams(): Params {
  return { add: sqlLiteral };
}

export interface Leaf {
  kind: 'leaf';
  field: Field;
  negate: boolean;
  op: string;
  /** `any`/`all` quantifier or the fts config */
  modifier: string | null;
  value: string;
}

export interface Tree {
  kind: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Leaf | Tree;

const SIMPLE_OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};
const FTS_OPS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

function filterError(text: string, details: string): never {
  throw new RestError(400, 'PGRST100', `"failed to parse filter (${text})"`, details);
}

/** `not.eq.5`, `in.(a,b)`, `fts(english).cat`, `like(any).{a*,b*}` */
export function parseOperation(field: Field, text: string, errorText = text): Leaf {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!m)
    filterError(
      errorText,
      `unexpected "${rest.slice(0, 1) || 'end of input'}" expecting operator (eq, gt, ...)`,
    );
  const [, op, modifier = null, value] = m;
  if (!(op in SIMPLE_OPS) && !(op in FTS_OPS) && op !== 'in' && op !== 'is')
    filterError(errorText, `unknown operator "${op}" expecting operator (eq, gt, ...)`);
  if (
    modifier !== null &&
    !(op in FTS_OPS) &&
    !(QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all'))
  )
    filterError(errorText, `unexpected modifier "${modifier}"`);
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase()))
    filterError(errorText, `unexpected "${value}" expecting null, not_null, true, false or unknown`);
  if (op === 'in' && !/^\(.*\)$/s.test(value))
    filterError(errorText, 'unexpected value expecting "(" list ")"');
  return { kind: 'leaf', field, negate, op, modifier, value };
}

function unquote(item: string): string {
  if (item.length >= 2 && item.startsWith('"') && item.endsWith('"'))
    return item.slice(1, -1).replace(/\\(.)/g, '$1');
  return item;
}

export function parseInList(value: string): string[] {
  const inner = value.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map(unquote);
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` — `text` is the parenthesised list. */
export function parseLogicTree(kind: 'and' | 'or', negate: boolean, text: string): Tree {
  const fail = (details: string): never => {
    throw new RestError(400, 'PGRST100', `"failed to parse logic tree (${text})"`, details);
  };
  if (!text.startsWith('(') || !text.endsWith(')')) fail('unexpected input expecting "("');
  const parts = splitTopLevel(text.slice(1, -1));
  const children: Condition[] = parts.map((part) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (nested) return parseLogicTree(nested[2] as 'and' | 'or', !!nested[1], nested[3]);
    const dot = part.indexOf('.');
    if (dot <= 0) fail(`unexpected "${part}" expecting field.operator.value`);
    let field: Field;
    try {
      field = parseField(part.slice(0, dot), 'logic tree');
    } catch {
      return fail(`unexpected "${part}" expecting field name`);
    }
    const leaf = parseOperation(field, part.slice(dot + 1), text);
    // inside trees, items may be quoted: a.eq."x,y"
    if (leaf.op !== 'in') leaf.value = unquote(leaf.value);
    return leaf;
  });
  return { kind, negate, children };
}

/** SQL for one leaf; `column` is the already-resolved column expression, `columnType` its declared type. */
export function leafSql(leaf: Leaf, column: string, columnType: string, params: Params): string {
  const { op, modifier, value } = leaf;
  let sql: string;
  if (op === 'is') {
    const v = value.toLowerCase();
    sql = v === 'not_null' ? `${column} is not null` : `${column} is ${v}`;
  } else if (op === 'in') {
    const items = parseInList(value);
    sql = items.length ? `${column} in (${items.map((i) => params.add(i)).join(', ')})` : 'false';
  } else if (op in FTS_OPS) {
    const config = modifier ? `${params.add(modifier)}::regconfig, ` : '';
    const doc = columnType === 'tsvector' ? column : `to_tsvector(${config}${column})`;
    sql = `${doc} @@ ${FTS_OPS[op]}(${config}${params.add(value)})`;
  } else {
    const sqlOp = SIMPLE_OPS[op];
    const pattern = op === 'like' || op === 'ilike' ? (v: string) => v.replace(/\*/g, '%') : (v: string) => v;
    if (modifier === 'any' || modifier === 'all') {
      const list =
        value.startsWith('{') && value.endsWith('}')
          ? splitTopLevel(value.slice(1, -1)).map(unquote)
          : [value];
      const literal = `{${list.map((v) => `"${pattern(v).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
      sql = `${column} ${sqlOp} ${modifier}(${params.add(literal)})`;
    } else sql = `${column} ${sqlOp} ${params.add(pattern(value))}`;
  }
  return leaf.negate ? `not (${sql})` : sql;
}
