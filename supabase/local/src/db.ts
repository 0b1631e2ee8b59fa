// Database access for the local Supabase server: an embedded PGlite (default) or a PostgreSQL server
// (DATABASE_URL). Both expose the same tiny interface; every API request runs inside `transaction`.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite as PGliteType } from '@electric-sql/pglite';
import type { Pool as PgPool } from 'pg';

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

/** How a script ends when it leaves its transaction open: chosen from the results of its statements. */
export type Finish = (results: QueryResult[]) => 'commit' | 'rollback';

export interface Database extends Sql {
  kind: 'pglite' | 'postgres';
  /** BEGIN … COMMIT (ROLLBACK on throw). On PGlite transactions are serialised. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * One round trip: `text` holds several statements without parameters (simple query protocol, values
   * inlined with `sqlLiteral`), usually `begin; …; commit`. Returns every statement's result, in order. On an
   * error the transaction is rolled back. With `finish`, the script leaves its transaction open and `finish`
   * decides, from the results, whether a second round trip commits or rolls it back.
   */
  script(text: string, finish?: Finish): Promise<QueryResult[]>;
  /** LISTEN on `channel` (its own connection on PostgreSQL); resolves to the function that stops listening */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
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
  // pg_trgm and unaccent: the admin back-office's search (hosted Supabase has both)
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const extensions = { pgcrypto, uuid_ossp, pg_trgm, unaccent };
  const pg: PGliteType = dataDir
    ? new PGlite({ dataDir, extensions })
    : await freshInMemoryPglite((loadDataDir) => new PGlite({ extensions, loadDataDir }));
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
    script: (text, finish) =>
      mutex.run(async () => {
        try {
          const results = (await pg.exec(text)).map((r) => ({
            rows: r.rows as never[],
            affectedRows: r.affectedRows,
          }));
          if (finish) await pg.exec(finish(results));
          return results;
        } catch (err) {
          await pg.exec('rollback').catch(() => undefined);
          throw err;
        }
      }),
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
    listen: async (channel, onNotify) => {
      const stop = await pg.listen(channel, onNotify);
      return () => stop().catch(() => undefined);
    },
    close: () => pg.close(),
  };
}

// An in-memory PGlite starts by running initdb, about 4 s of CPU here, and every test file and browser-test stack
// opens one. initdb's cluster is the same for a given PGlite build, so the first start saves it as an image
// (node_modules/.cache, beside the package it depends on) and the next ones load it, in about 1 s.
const IMAGE_DIR = resolve(import.meta.dirname, '../../../node_modules/.cache/aidy-local-supabase');
let imageInMemory: Blob | null = null;

function pgliteVersion(): string {
  const manifest = resolve(import.meta.dirname, '../../../node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function freshInMemoryPglite(create: (image?: Blob) => PGliteType): Promise<PGliteType> {
  let file: string | null = null;
  try {
    file = join(IMAGE_DIR, `initdb-pglite-${pgliteVersion()}.tar`);
    imageInMemory ??= new Blob([readFileSync(file)]);
  } catch {
    // no image yet (or no node_modules beside this file): this start makes one
  }
  if (imageInMemory) {
    const pg = create(imageInMemory);
    try {
      await pg.waitReady;
      return pg;
    } catch {
      imageInMemory = null; // an unreadable image: start from initdb and write it again
    }
  }
  const pg = create();
  await pg.waitReady;
  if (file) {
    try {
      const image = await pg.dumpDataDir('none');
      mkdirSync(IMAGE_DIR, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
      renameSync(partial, file); // atomic: a concurrent start reads a whole image or none
      imageInMemory = image;
    } catch {
      // a read-only install: every start runs initdb, as before
    }
  }
  return pg;
}

interface PgResult {
  rows: unknown[];
  rowCount: number | null;
}

/** A pg pool or client as the tiny `Sql` interface. */
function wrapPg(client: { query: (t: string, p?: unknown[]) => Promise<PgResult> }): Sql {
  return {
    async query(text, params) {
      const r = await client.query(text, params);
      return { rows: r.rows as never[], affectedRows: r.rowCount ?? undefined };
    },
    async exec(text) {
      await client.query(text);
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pgModule } = await import('pg');
  // Keep timestamps and JSON as Postgres formats them: the REST layer builds JSON inside Postgres anyway.
  const pool = new pgModule.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined);
  const listeners = new Set<InstanceType<typeof pgModule.Client>>();
  const poolSql = wrapPg(pool as never);
  return {
    kind: 'postgres',
    query: poolSql.query,
    exec: poolSql.exec,
    script: (text, finish) => pgScript(pool, text, finish),
    transaction: (fn) => pgTransaction(pool, fn),
    async listen(channel, onNotify) {
      // LISTEN holds its connection for good: a dedicated client, outside the pool.
      const client = new pgModule.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (n) => onNotify(n.payload ?? ''));
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      listeners.clear();
      await pool.end();
    },
  };
}

/** `Database.script` on one pooled connection: the whole script in one round trip. */
async function pgScript(pool: PgPool, text: string, finish?: Finish): Promise<QueryResult[]> {
  const client = await pool.connect();
  try {
    const raw = (await client.query(text)) as unknown as PgResult | PgResult[];
    const results = (Array.isArray(raw) ? raw : [raw]).map((r) => ({
      rows: r.rows as never[],
      affectedRows: r.rowCount ?? undefined,
    }));
    if (finish) await client.query(finish(results));
    return results;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function pgTransaction<T>(pool: PgPool, fn: (tx: Sql) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const out = await fn(wrapPg(client as never));
    await client.query('commit');
    return out;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
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
  /** the exposed schema the request addresses (first in search_path); default public */
  schema?: string;
}

/**
 * A value as an SQL literal of type `unknown`, resolved by context exactly like an untyped bound parameter.
 * E'' strings read the same whatever `standard_conforming_strings` says. NUL cannot be stored in text: the
 * caller answers 400 (PostgreSQL refuses it with 22021 when it arrives as a parameter).
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return `'${String(value)}'`;
  if (typeof value !== 'string') throw new TypeError(`no SQL literal for ${typeof value}`);
  if (value.includes('\0')) throw new NulInLiteral();
  const quoted = value.replace(/'/g, "''");
  return value.includes('\\') ? `E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

export class NulInLiteral extends Error {
  readonly code = '22021';
  constructor() {
    super('invalid byte sequence for encoding "UTF8": 0x00');
  }
}

/** PostgREST's per-request settings as one statement: SET LOCAL ROLE, request.jwt.claims and friends. */
export function requestContextSql(ctx: RequestContext): string {
  const searchPath = [...new Set([ctx.schema ?? 'public', 'public', 'extensions'])]
    .map((s) => `"${s.replace(/"/g, `""`)}"`)
    .join(', ');
  const claims: Record<string, unknown> = { ...ctx.claims, role: ctx.role };
  const settings: [string, string][] = [
    ['search_path', searchPath],
    ['timezone', 'UTC'],
    ['request.jwt.claims', JSON.stringify(claims)],
    ['request.jwt.claim.sub', typeof claims.sub === 'string' ? claims.sub : ''],
    ['request.jwt.claim.role', ctx.role],
    ['request.jwt.claim.email', typeof claims.email === 'string' ? claims.email : ''],
    ['request.method', ctx.method],
    ['request.path', ctx.path],
    ['request.headers', JSON.stringify(ctx.headers)],
    ['role', ctx.role],
  ];
  return `select ${settings.map(([k, v]) => `set_config('${k}', ${sqlLiteral(v)}, true)`).join(', ')}`;
}

/** The same settings on an open transaction (tests, storage). */
export async function applyRequestContext(tx: Sql, ctx: RequestContext): Promise<void> {
  await tx.query(requestContextSql(ctx));
}
