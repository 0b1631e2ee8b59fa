// Shared pieces of the `npm run bench:*` scripts: percentiles, CPU time read from /proc, a supabase-js client
// for Node, the local Supabase in a child process (so the clients' work does not share its event loop) and a
// throw-away database on an existing PostgreSQL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { RELAXED_RATE_LIMITS } from '../supabase/local/src/config.ts';
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/src/server.ts';

/** The p-th percentile of an ascending list (NaN when empty). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** CPU time so far (ms) of processes, from /proc (Linux); null elsewhere. */
export function cpuMs(pids: number[]): number | null {
  try {
    let ticks = 0;
    for (const pid of pids) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    }
    return ticks * 10; // USER_HZ = 100
  } catch {
    return null;
  }
}

/** A PostgreSQL server's processes: the postmaster (from postmaster.pid) and its children. */
export function postgresPids(dataDir: string | null): number[] {
  if (!dataDir) return [];
  try {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  } catch {
    return [];
  }
}

/** supabase-js in Node: no stored session, `ws` for realtime. */
export function benchClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Runs `script --serve` in a child process, which prints one JSON line (its server's details) when ready. */
export async function spawnServer<Info>(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<{ info: Info; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...process.execArgv, script, '--serve'], {
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const info = await new Promise<Info>((resolveInfo, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const newline = buffered.indexOf('\n');
      if (newline >= 0) resolveInfo(JSON.parse(buffered.slice(0, newline)) as Info);
    });
    child.once('exit', (code) => reject(new Error(`le serveur s'est arrêté (code ${code})`)));
  });
  return {
    info,
    pid: child.pid!,
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

/** A new empty database on the PostgreSQL of `baseUrl`, dropped by `drop()`. */
export async function freshDatabase(
  baseUrl: string,
  prefix = 'bench',
): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Child-process side of a bench: the local Supabase on a free port (migrations, no seed, no rate limits), which
 * stops when the parent ends it (SIGTERM) or goes away (its stdin closes). */
export async function serveBenchSupabase(): Promise<LocalSupabase> {
  const sb = await startLocalSupabase({
    env: { ...process.env, ...RELAXED_RATE_LIMITS, SUPABASE_LOCAL_LOG: 'false' },
    config: { port: 0, dataDir: null, log: false },
    migrationsDir: resolve(import.meta.dirname, '../supabase/migrations'),
    seedFile: null,
    quiet: true,
  });
  const stop = async () => {
    await sb.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop).resume();
  return sb;
}
