// Test harness: a throw-away local Supabase (PGlite in memory, or a fresh database on the PostgreSQL server
// named by DATABASE_URL) and supabase-js clients wired for Node 20.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase, type StartOptions } from '../src/server.ts';
import { RELAXED_RATE_LIMITS } from '../src/config.ts';

export const PROJECT_MIGRATIONS = resolve(import.meta.dirname, '../../migrations');
export const PROJECT_SEED = resolve(import.meta.dirname, '../../seed.sql');

export interface TestSupabase extends LocalSupabase {
  /** a supabase-js client; `key` defaults to the anon key */
  client(
    key?: string,
    options?: { persistSession?: boolean; flowType?: 'implicit' | 'pkce' },
  ): SupabaseClient;
  admin(): SupabaseClient;
}

async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `sbtest_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startTestSupabase(
  options: StartOptions & {
    env?: NodeJS.ProcessEnv;
    /** keep the project's rate limits (supabase/config.toml) instead of lifting them */
    projectLimits?: boolean;
  } = {},
): Promise<TestSupabase> {
  // Test files sign many users up from 127.0.0.1: the limits are lifted unless a test asks for the real ones.
  const env: NodeJS.ProcessEnv = {
    ...(options.projectLimits ? {} : RELAXED_RATE_LIMITS),
    ...(options.env ?? {}),
  };
  let drop: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL);
    env.DATABASE_URL = fresh.url;
    drop = fresh.drop;
  }
  const { projectLimits: _projectLimits, ...startOptions } = options;
  const sb = await startLocalSupabase({
    migrationsDir: PROJECT_MIGRATIONS,
    seedFile: null,
    quiet: true,
    ...startOptions,
    env,
    config: { port: 0, dataDir: null, ...(options.config ?? {}) },
  });
  const clients: SupabaseClient[] = [];
  const make = (key: string, o: { persistSession?: boolean; flowType?: 'implicit' | 'pkce' } = {}) => {
    const c = createClient(sb.url, key, {
      auth: {
        persistSession: o.persistSession ?? false,
        autoRefreshToken: false,
        flowType: o.flowType ?? 'implicit',
      },
      realtime: { transport: WebSocket as never },
    });
    clients.push(c);
    return c;
  };
  return {
    ...sb,
    client: (key = sb.anonKey, o) => make(key, o),
    admin: () => make(sb.serviceKey),
    async stop() {
      for (const c of clients) c.auth.stopAutoRefresh().catch(() => undefined);
      await sb.stop();
      if (drop) await drop();
    },
  };
}
