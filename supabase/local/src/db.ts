// Database access for the local Supabase server: an embedded PGlite (default) or a PostgreSQL server
// (DATABASE_URL). Both expose the same tiny interface; every API request runs inside `transaction`.
import type { PGlite as PGliteType } from '@electric-sql/pglite';

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  /** rows touched by INSERT/UPDATE/DELETE when the driver reports it */
  affectedRows?: number;
}

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** several statements, no parameters, no result */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  kind: 'pglite' | 'postgres';
  /** BEGIN … COMMIT (ROLLBACK on throw). On PGlite transactions are serialised. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → real PostgreSQL; absent → PGlite */
  url?: string;
  /** PGlite data directory; absent → in memory */
  dataDir?: string;
}

class Mutex {
  private tail: Promise<void> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  const { uuid_ossp } = await import('@electric-sql/pglite/contrib/uuid_ossp');
  const pg: PGliteType = new PGlite({ dataDir, extensions: { pgcrypto, uuid_ossp } });
  await pg.waitReady;
  // PGlite has one connection: one request at a time, so a transaction never sees another's statements.
  const mutex = new Mutex();
  const direct: Sql = {
    async query(text, params) {
      const r = await pg.query(text, params as unknown[] | undefined);
      return { rows: r.rows as never[], affectedRows: r.affectedRows };
    },
    async exec(text) {
      await pg.exec(text);
    },
  };
  return {
    kind: 'pglite',
    query: (text, params) => mutex.run(() => direct.query(text, params)),
    exec: (text) => mutex.run(() => direct.exec(text)),
    transaction: (fn) =>
      mutex.run(async () => {
        await pg.exec('begin');
        try {
          const out = await fn(direct);
          await pg.exec('commit');
          return out;
        } catch (err) {
          await pg.exec('rollback').catch(() => undefined);
          throw err;
        }
      }),
    close: () => pg.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pgModule } = await import('pg');
  // Keep timestamps and JSON as Postgres formats them: the REST layer builds JSON inside Postgres anyway.
  const pool = new pgModule.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined);
  const wrap = (client: {
    query: (t: string, p?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number | null }>;
  }): Sql => ({
    async query(text, params) {
      const r = await client.query(text, params);
      return { rows: r.rows as never[], affectedRows: r.rowCount ?? undefined };
    },
    async exec(text) {
      await client.query(text);
    },
  });
  const poolSql = wrap(pool as never);
  return {
    kind: 'postgres',
    query: poolSql.query,
    exec: poolSql.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn(wrap(client as never));
        await client.query('commit');
        return out;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The Postgres error fields every layer maps to HTTP (PGlite and pg expose the same names). */
export interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function asPgError(err: unknown): PgError | null {
  if (
    err &&
    typeof err === 'object' &&
    'code' in err &&
    typeof (err as PgError).code === 'string' &&
    (err as PgError).code!.length === 5
  ) {
    return err as PgError;
  }
  return null;
}

export interface RequestContext {
  role: string;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** PostgREST's per-request settings: SET LOCAL ROLE plus request.jwt.claims and friends. */
export async function applyRequestContext(tx: Sql, ctx: RequestContext): Promise<void> {
  const claims: Record<string, unknown> = { ...ctx.claims, role: ctx.role };
  await tx.query(
    `select set_config('search_path', '"public", "extensions"', true),
            set_config('request.jwt.claims', $1, true),
            set_config('request.jwt.claim.sub', $2, true),
            set_config('request.jwt.claim.role', $3, true),
            set_config('request.jwt.claim.email', $4, true),
            set_config('request.method', $5, true),
            set_config('request.path', $6, true),
            set_config('request.headers', $7, true),
            set_config('role', $3, true)`,
    [
      JSON.stringify(claims),
      typeof claims.sub === 'string' ? claims.sub : '',
      ctx.role,
      typeof claims.email === 'string' ? claims.email : '',
      ctx.method,
      ctx.path,
      JSON.stringify(ctx.headers),
    ],
  );
}
