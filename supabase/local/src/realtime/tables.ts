// What the server needs to know about a subscribed table: its columns (with the type names realtime-js
// converts from), primary key, replica identity and whether RLS is on. Read once per table.
import type { Database } from '../db.ts';
import { qualifiedName } from './capture.ts';

export interface TableInfo {
  schema: string;
  table: string;
  columns: { name: string; type: string }[];
  /** columns a row can be re-inserted with (not generated) */
  insertable: string[];
  primaryKey: string[];
  /** 'd' default, 'f' full, 'n' nothing, 'i' index */
  replicaIdentity: string;
  rls: boolean;
}

export class TableCatalog {
  private cache = new Map<string, Promise<TableInfo | null>>();
  constructor(private db: Database) {}

  get(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`;
    let found = this.cache.get(key);
    if (!found) {
      found = this.load(schema, table);
      this.cache.set(key, found);
      found.then((v) => v ?? this.cache.delete(key)).catch(() => this.cache.delete(key));
    }
    return found;
  }

  /** The tables of a schema (for `table: '*'` subscriptions). */
  async tablesOf(schema: string): Promise<string[]> {
    const { rows } = await this.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p')`,
      [schema],
    );
    return rows.map((r) => r.relname);
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const rel = await this.db.query<{ oid: number; relreplident: string; relrowsecurity: boolean }>(
      `select c.oid::int as oid, c.relreplident::text as relreplident, c.relrowsecurity
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, table],
    );
    if (!rel.rows[0]) return null;
    const cols = await this.db.query<{ name: string; type: string; generated: boolean; key: boolean }>(
      `select a.attname as name, t.typname as type, a.attgenerated <> '' as generated,
              exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary
                      and a.attnum = any (i.indkey)) as key
       from pg_attribute a join pg_type t on t.oid = a.atttypid
       where a.attrelid = $1::regclass
         and a.attnum > 0 and not a.attisdropped
       order by a.attnum`,
      [qualifiedName(schema, table)],
    );
    return {
      schema,
      table,
      columns: cols.rows.map((c) => ({ name: c.name, type: c.type })),
      insertable: cols.rows.filter((c) => !c.generated).map((c) => c.name),
      primaryKey: cols.rows.filter((c) => c.key).map((c) => c.name),
      replicaIdentity: rel.rows[0].relreplident,
      rls: rel.rows[0].relrowsecurity,
    };
  }
}
