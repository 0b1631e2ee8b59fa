// The `filter` of a postgres_changes subscription, as hosted Realtime accepts it: `column=op.value` with op
// eq, neq, lt, lte, gt, gte or in (`in.(a,b,"c,d")`). Compared on the change's record in JavaScript.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface RowFilter {
  column: string;
  op: FilterOp;
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

function splitList(inner: string): string[] {
  const out: string[] = [];
  const re = /\s*("((?:[^"\\]|\\.)*)"|[^,]*)\s*(,|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(inner)) && m[0] !== '') {
    out.push(m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[1].trim());
    if (m[3] === '') break;
  }
  return out;
}

/** Parses a filter string; throws with a message for the join reply when it is malformed. */
export function parseFilter(text: string): RowFilter {
  const m = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(text);
  if (!m || !OPS.has(m[2] as FilterOp)) throw new Error(`invalid filter: ${text}`);
  const op = m[2] as FilterOp;
  if (op !== 'in') return { column: m[1].trim(), op, values: [m[3]] };
  const list = /^\((.*)\)$/s.exec(m[3]);
  if (!list) throw new Error(`invalid filter: ${text}`);
  return { column: m[1].trim(), op, values: splitList(list[1]) };
}

const asText = (v: unknown) =>
  v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);

function compare(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a record passes the filter; a NULL value passes no operator, as in SQL. */
export function matchesFilter(filter: RowFilter, record: Record<string, unknown> | null): boolean {
  if (!record) return false;
  const value = asText(record[filter.column]);
  if (value === null) return false;
  const [first] = filter.values;
  switch (filter.op) {
    case 'eq':
      return value === first;
    case 'neq':
      return value !== first;
    case 'in':
      return filter.values.includes(value);
    case 'lt':
      return compare(value, first) < 0;
    case 'lte':
      return compare(value, first) <= 0;
    case 'gt':
      return compare(value, first) > 0;
    case 'gte':
      return compare(value, first) >= 0;
  }
}
