// `npm run bench:api` — latency (p50/p99) and throughput of three API calls through the real supabase-js, over
// loopback, against the local Supabase with the product migrations: first on in-memory PGlite, then on a fresh
// PostgreSQL database (DATABASE_URL's server, else a throw-away PostgreSQL 15). The server runs in a child
// process (`--serve`), seeded with a client, an adviser and 20 requests. Each call runs with 8
// concurrent workers for at most 2 s (5 s for sign-in) or 2,000 requests; the whole bench stops by itself.
// Each figure is printed with its ratio to the previous run (kept in .bench/api-last.json).
import { enrolTotp } from '../tests/support/totp.ts';
import { Agent, request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SupabaseClient } from '@supabase/supabase-js';
import { startThrowawayPostgres } from './with-postgres.ts';
import {
  benchClient,
  cpuMs,
  freshDatabase,
  percentile,
  postgresPids,
  serveBenchSupabase,
  spawnServer,
} from './bench-support.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CONCURRENCY = 8;
const MAX_SECONDS = 2;
const MAX_REQUESTS = 2000;
const WARMUP = 16;
const PASSWORD = 'Bench-aidy-2026';

interface Row {
  backend: string;
  call: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rps: number;
  /** CPU milliseconds per request spent by the server process, PostgreSQL's processes and the bench client:
   *  unlike latencies, these barely move when other work shares the machine */
  cpuServer?: number;
  cpuDb?: number | null;
  cpuClient?: number;
}

/** Who to charge CPU to while a call is measured. */
interface CpuProbe {
  serverPid: number;
  dbDataDir: string | null;
}

/** One call = one function that throws on an API error; each worker gets its own client. */
async function measure(
  backend: string,
  call: string,
  makeWorker: (index: number) => Promise<() => Promise<void>>,
  seconds = MAX_SECONDS,
): Promise<Row> {
  const probe = currentProbe;
  const workers = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => makeWorker(i)));
  for (let i = 0; i < WARMUP; i++) await workers[i % CONCURRENCY]().catch(() => undefined);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  let started = 0;
  const dbPids = postgresPids(probe?.dbDataDir ?? null);
  const cpu0 = {
    server: cpuMs(probe ? [probe.serverPid] : []),
    db: cpuMs(dbPids),
    client: process.cpuUsage(),
  };
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  await Promise.all(
    workers.map(async (run) => {
      while (started < MAX_REQUESTS && performance.now() < deadline) {
        started++;
        const t = performance.now();
        try {
          await run();
          latencies.push(performance.now() - t);
        } catch (err) {
          errors++;
          firstError ??= err;
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const done = latencies.length + errors;
  const server1 = cpuMs(probe ? [probe.serverPid] : []);
  const db1 = dbPids.length ? cpuMs(postgresPids(probe?.dbDataDir ?? null)) : null;
  const client1 = process.cpuUsage(cpu0.client);
  if (firstError)
    console.error(`  ${backend} / ${call}: ${errors} erreur(s), la première : ${String(firstError)}`);
  latencies.sort((a, b) => a - b);
  return {
    backend,
    call,
    requests: latencies.length + errors,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    cpuServer: server1 !== null && cpu0.server !== null ? (server1 - cpu0.server) / done : undefined,
    cpuDb: db1 !== null && cpu0.db !== null ? (db1 - cpu0.db) / done : null,
    cpuClient: (client1.user + client1.system) / 1000 / done,
  };
}

let currentProbe: CpuProbe | null = null;

async function signedIn(url: string, anonKey: string, email: string): Promise<SupabaseClient> {
  const c = benchClient(url, anonKey);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`connexion de ${email} impossible : ${error.message}`);
  return c;
}

const check = <T extends { error: unknown }>(result: T): T => {
  if (result.error) throw new Error(JSON.stringify(result.error));
  return result;
};

/** A keep-alive GET that must answer 200 with a JSON array (one connection per worker, like a browser tab). */
function rawGet(url: string, headers: Record<string, string>): () => Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return () =>
    new Promise<void>((done, fail) => {
      const req = httpRequest(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200 || body[0] !== 0x5b) fail(new Error(`HTTP ${res.statusCode}`));
          else done();
        });
      });
      req.on('error', fail);
      req.end();
    });
}

interface ServerInfo {
  url: string;
  anonKey: string;
  clientEmail: string;
  adviserEmail: string;
  clientId: string;
}

/** Child-process side: the local Supabase with a client, an adviser and 20 requests × 3 events. */
async function serve(): Promise<void> {
  const sb = await serveBenchSupabase();
  // Created (and confirmed) through the auth admin API, as an adviser would.
  const admin = benchClient(sb.url, sb.serviceKey);
  const clientEmail = `bench-client-${randomBytes(3).toString('hex')}@aidy.test`;
  const adviserEmail = `bench-admin-${randomBytes(3).toString('hex')}@aidy.test`;
  const created = await Promise.all(
    [clientEmail, adviserEmail].map((email) =>
      admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true }),
    ),
  );
  const [clientId, adviserId] = created.map((r) => {
    if (r.error) throw new Error(`création d'utilisateur impossible : ${r.error.message}`);
    return r.data.user!.id;
  });
  // Roles and requests are written by server code only (no API path for clients): SQL as the owner.
  await sb.db.query(`update public.profiles set role = 'admin' where id = $1`, [adviserId]);
  await sb.db.query(
    `with r as (
       insert into public.form_requests (user_id, auth_user_id, form_type, aid_name, estimated_amount)
       select $1, $1, 'aide', 'Aide n° ' || g, 100 + g from generate_series(1, 20) g
       returning id)
     insert into public.request_events (request_id, type, details)
     select r.id, 'comment', 'Étape ' || g from r, generate_series(1, 3) g`,
    [clientId],
  );
  const info: ServerInfo = { url: sb.url, anonKey: sb.anonKey, clientEmail, adviserEmail, clientId };
  process.stdout.write(JSON.stringify(info) + '\n');
}

/** a client reading their requests with their events, through supabase-js then a bare HTTP client */
async function measureClientReads(backend: string, info: ServerInfo): Promise<Row[]> {
  const { url, anonKey, clientEmail } = info;
  const clientSession = await signedIn(url, anonKey, clientEmail);
  const viaSupabaseJs = await measure(
    backend,
    'select form_requests + request_events (20 × 3)',
    async () => async () => {
      const { data } = check(
        await clientSession
          .from('form_requests')
          .select('*, request_events(*)')
          .order('created_at', { ascending: false }),
      );
      if (data?.length !== 20) throw new Error(`20 demandes attendues, ${data?.length} reçues`);
    },
  );
  // The same request from a bare node:http client: what the server answers when the load generator costs
  // little CPU (supabase-js over fetch spends about as much per request as the server on this machine).
  const token = (await clientSession.auth.getSession()).data.session!.access_token;
  const viaBareHttp = await measure(backend, 'même select, client HTTP nu', async () =>
    rawGet(`${url}/rest/v1/form_requests?select=*,request_events(*)&order=created_at.desc`, {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    }),
  );
  return [viaSupabaseJs, viaBareHttp];
}

/** an adviser notifying a client (RLS), then password sign-ins */
async function measureWritesAndSignIn(backend: string, info: ServerInfo): Promise<Row[]> {
  const { url, anonKey, clientEmail, adviserEmail, clientId } = info;
  // Clients cannot insert notifications (RLS): the adviser's path, checked by the is_admin() policy.
  const adviserSession = await signedIn(url, anonKey, adviserEmail);
  // admin rights need an aal2 session (issue 20): a TOTP factor enrolled and its code verified
  await enrolTotp(adviserSession, 'Bench');
  const insert = await measure(backend, 'insert notifications (conseiller, RLS)', async () => async () => {
    check(
      await adviserSession
        .from('notifications')
        .insert({ user_id: clientId, type: 'request', message: 'Votre demande avance.' }),
    );
  });
  const signIn = await measure(
    backend,
    'signInWithPassword (bcrypt 10)',
    async () => {
      const c = benchClient(url, anonKey);
      return async () => {
        check(await c.auth.signInWithPassword({ email: clientEmail, password: PASSWORD }));
      };
    },
    // bcrypt keeps sign-in slow on purpose: a longer window gives enough samples for a p99.
    5,
  );
  return [insert, signIn];
}

async function benchBackend(
  backend: string,
  env: NodeJS.ProcessEnv,
  dbDataDir: string | null = null,
): Promise<Row[]> {
  const server = await spawnServer<ServerInfo>(fileURLToPath(import.meta.url), env);
  currentProbe = { serverPid: server.pid, dbDataDir };
  try {
    return [
      ...(await measureClientReads(backend, server.info)),
      ...(await measureWritesAndSignIn(backend, server.info)),
    ];
  } finally {
    await server.stop();
  }
}

/** The previous run's figures (`.bench/api-last.json`), to print each new figure beside them. */
const LAST_RUN = resolve(ROOT, '.bench/api-last.json');

function previousRun(): Row[] {
  try {
    return JSON.parse(readFileSync(LAST_RUN, 'utf8')) as Row[];
  } catch {
    return [];
  }
}

const ratio = (now: number, before: number | undefined) =>
  before && Number.isFinite(before) && Number.isFinite(now) ? `×${(now / before).toFixed(2)}` : '–';

function printTable(rows: Row[], previous: Row[]): void {
  const head = [
    'base',
    'appel',
    'requêtes',
    'erreurs',
    'p50 (ms)',
    'p99 (ms)',
    'req/s',
    'p50/préc.',
    'req/s/préc.',
    'CPU serveur',
    'CPU base',
    'CPU client',
  ];
  const ms = (v: number | null | undefined) => (v === undefined || v === null ? '–' : v.toFixed(2));
  const body = rows.map((r) => {
    const before = previous.find((p) => p.backend === r.backend && p.call === r.call);
    return [
      r.backend,
      r.call,
      String(r.requests),
      String(r.errors),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.rps.toFixed(0),
      ratio(r.p50, before?.p50),
      ratio(r.rps, before?.rps),
      ms(r.cpuServer),
      ms(r.cpuDb),
      ms(r.cpuClient),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  const { DATABASE_URL, ...baseEnv } = process.env;
  console.log(
    `bench:api — ${CONCURRENCY} clients concurrents, ${MAX_SECONDS} s ou ${MAX_REQUESTS} requêtes par appel\n`,
  );
  const rows = await benchBackend('PGlite', baseEnv);

  let fresh: { url: string; dataDir: string | null; drop(): Promise<void> };
  if (DATABASE_URL) fresh = { ...(await freshDatabase(DATABASE_URL)), dataDir: null };
  else {
    const pg = await startThrowawayPostgres();
    fresh = { url: pg.url, dataDir: join(pg.dir, 'data'), drop: () => pg.stop() };
  }
  try {
    rows.push(...(await benchBackend('PostgreSQL', { ...baseEnv, DATABASE_URL: fresh.url }, fresh.dataDir)));
  } finally {
    await fresh.drop();
  }
  console.log();
  const previous = previousRun();
  printTable(rows, previous);
  console.log(
    previous.length
      ? `\n(rapports à la mesure précédente de ${LAST_RUN.replace(ROOT + '/', '')} ; < 1 = plus rapide pour p50, > 1 = plus de débit)`
      : '\n(première mesure : les suivantes seront comparées à celle-ci)',
  );
  console.log(
    '(CPU : millisecondes de processeur par requête — serveur local, processus PostgreSQL (PGlite est dans le serveur), client du banc ; peu sensibles à la charge de la machine)',
  );
  mkdirSync(dirname(LAST_RUN), { recursive: true });
  writeFileSync(LAST_RUN, JSON.stringify(rows, null, 2));
}

const entry = process.argv.includes('--serve') ? serve() : main().then(() => process.exit(0));
entry.catch((err: unknown) => {
  console.error(`bench:api a échoué : ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
