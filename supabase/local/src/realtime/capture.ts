// Change capture, the same on PGlite and PostgreSQL (no logical decoding in PGlite): an AFTER ROW trigger on
// each table of the `supabase_realtime` publication queues the change in `realtime.local_changes` and sends
// NOTIFY; the server drains the queue after each notification. NOTIFY and the queued row only exist once the
// writing transaction commits, so a rolled-back change is never delivered. Local server only: nothing here
// comes from the project's migrations.
import type { Database } from '../db.ts';

export const NOTIFY_CHANNEL = 'supabase_local_realtime';

const INSTALL_SQL = `
create schema if not exists realtime;
create table if not exists realtime.local_changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  op text not null,
  record jsonb,
  old_record jsonb,
  at timestamptz not null default clock_timestamp()
);
revoke all on table realtime.local_changes from public, anon, authenticated, service_role;
create or replace function realtime.local_capture() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into realtime.local_changes (schema_name, table_name, op, record, old_record)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  perform pg_notify('${NOTIFY_CHANNEL}', '');
  return null;
end $$;
revoke execute on function realtime.local_capture() from public, anon, authenticated, service_role;
`;

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface Change {
  schema: string;
  table: string;
  type: ChangeType;
  /** the whole new row (INSERT, UPDATE) */
  record: Record<string, unknown> | null;
  /** the whole old row (UPDATE, DELETE); trimmed to what hosted Realtime sends before delivery */
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualifiedName = (schema: string, table: string) => `${quoteIdent(schema)}.${quoteIdent(table)}`;

export async function installCapture(db: Database): Promise<void> {
  await db.exec(INSTALL_SQL);
}

/** The tables whose changes are published (hosted Realtime only streams those). */
export async function publishedTables(db: Database): Promise<Set<string>> {
  const { rows } = await db.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
  );
  return new Set(rows.map((r) => `${r.schemaname}.${r.tablename}`));
}

/** Puts the capture trigger on a table (idempotent). */
export async function captureTable(db: Database, schema: string, table: string): Promise<void> {
  await db.exec(
    `create or replace trigger supabase_local_realtime after insert or update or delete on ${qualifiedName(schema, table)}
     for each row execute function realtime.local_capture()`,
  );
}

/** Takes every committed change out of the queue, oldest first. */
export async function drainChanges(db: Database): Promise<Change[]> {
  const { rows } = await db.query<{
    schema_name: string;
    table_name: string;
    op: ChangeType;
    record: unknown;
    old_record: unknown;
    commit_timestamp: string;
  }>(
    `with d as (delete from realtime.local_changes returning *)
     select schema_name, table_name, op, record, old_record,
            to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
     from d order by id`,
  );
  const asObject = (v: unknown) =>
    (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown> | null;
  return rows.map((r) => ({
    schema: r.schema_name,
    table: r.table_name,
    type: r.op,
    record: asObject(r.record),
    oldRecord: asObject(r.old_record),
    commitTimestamp: r.commit_timestamp,
  }));
}
