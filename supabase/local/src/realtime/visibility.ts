// Who may see a change: for each subscriber, a SELECT of the changed row by primary key under the
// subscriber's role and claims — the settings the REST layer uses — so the table's RLS policies and grants
// decide, exactly as for a REST read. All subscribers of one change share one round trip, rolled back.
// The check judges the row as the change left it, not as it is when the check runs: a row updated then deleted
// at once must still reach its owner's UPDATE. For the duration of the check (triggers and foreign keys off,
// `session_replication_role = replica`) the table's current row with that key is replaced by the change's
// version — a deleted row is put back — and the transaction is rolled back.
import { requestContextSql, sqlLiteral, type Database } from '../db.ts';
import type { Claims } from '../jwt.ts';
import { qualifiedName, type Change } from './capture.ts';
import type { TableInfo } from './tables.ts';

export interface Viewer {
  role: string;
  claims: Claims;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

const asText = (v: unknown) =>
  v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);

function rowCondition(info: TableInfo, row: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const column of info.primaryKey) {
    const value = asText(row[column]);
    if (value === null) return null;
    parts.push(`${ident(column)} = ${sqlLiteral(value)}`);
  }
  return parts.length ? parts.join(' and ') : null;
}

function putChangedRowInPlace(info: TableInfo, row: Record<string, unknown>, where: string): string {
  const table = qualifiedName(info.schema, info.table);
  const cols = info.insertable.map(ident).join(', ');
  return `set local session_replication_role = replica;
    delete from ${table} where ${where};
    insert into ${table} (${cols}) overriding system value
    select ${cols} from jsonb_populate_record(null::${table}, ${sqlLiteral(JSON.stringify(row))}::jsonb);`;
}

const PRIVILEGE_TTL_MS = 5_000;
const privileges = new Map<string, { at: number; roles: Promise<Set<string>> }>();

/** Roles allowed to SELECT the key columns at all: a check without that privilege would fail, not answer.
 *  Grants change with migrations, not per row: remembered a few seconds per table and set of roles. */
function readingRoles(db: Database, info: TableInfo, roles: string[]): Promise<Set<string>> {
  const distinct = [...new Set(roles)].sort();
  const key = `${info.schema}.${info.table}:${distinct.join(',')}`;
  const known = privileges.get(key);
  if (known && Date.now() - known.at < PRIVILEGE_TTL_MS) return known.roles;
  const loaded = queryReadingRoles(db, info, distinct).catch(() => new Set<string>());
  if (privileges.size > 1000) privileges.clear();
  privileges.set(key, { at: Date.now(), roles: loaded });
  return loaded;
}

async function queryReadingRoles(db: Database, info: TableInfo, roles: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ role: string; ok: boolean }>(
    `select r as role, has_table_privilege(r, $1::regclass, 'SELECT')
       or coalesce((select bool_and(has_column_privilege(r, $1::regclass, c, 'SELECT')) from unnest($3::text[]) c), false) as ok
     from unnest($2::text[]) r`,
    [qualifiedName(info.schema, info.table), roles, info.primaryKey],
  );
  return new Set(rows.filter((r) => r.ok).map((r) => r.role));
}

function checkScript(info: TableInfo, row: Record<string, unknown>, where: string, viewers: Viewer[]) {
  const check = `select exists (select 1 from ${qualifiedName(info.schema, info.table)} where ${where}) as visible;`;
  const lines = ['begin;', putChangedRowInPlace(info, row, where)];
  for (const v of viewers) {
    const ctx = { role: v.role, claims: v.claims, method: 'GET', path: `/${info.table}`, headers: {} };
    lines.push(`${requestContextSql({ ...ctx, schema: info.schema })};`, check);
  }
  lines.push('rollback;');
  return lines.join('\n');
}

async function runChecks(db: Database, script: string): Promise<boolean[]> {
  const results = await db.script(script);
  return results
    .filter((r) => r.rows.length === 1 && 'visible' in (r.rows[0] as object))
    .map((r) => (r.rows[0] as { visible: unknown }).visible === true);
}

/** One boolean per viewer, in order. Any failure answers "not visible": a doubt never leaks a row. */
export async function visibleTo(
  db: Database,
  info: TableInfo,
  change: Change,
  viewers: Viewer[],
): Promise<boolean[]> {
  const row = change.type === 'DELETE' ? change.oldRecord : change.record;
  const where = row && rowCondition(info, row);
  if (!row || !where || viewers.length === 0) return viewers.map(() => false);
  const allowed = await readingRoles(
    db,
    info,
    viewers.map((v) => v.role),
  ).catch(() => new Set());
  const asked = viewers.filter((v) => allowed.has(v.role));
  const answers = new Map<Viewer, boolean>();
  try {
    const batch = await runChecks(db, checkScript(info, row, where, asked));
    asked.forEach((v, i) => answers.set(v, batch[i] === true));
  } catch {
    // one subscriber's check failed (a policy raising, a timeout): ask again one by one
    for (const v of asked) {
      const [one] = await runChecks(db, checkScript(info, row, where, [v])).catch(() => [false]);
      answers.set(v, one === true);
    }
  }
  return viewers.map((v) => answers.get(v) === true);
}
