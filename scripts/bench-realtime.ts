// `npm run bench:realtime`: 500 supabase-js clients, each on its own WebSocket and signed in as its own
// user, subscribe to postgres_changes on `notifications` filtered on their id (what the bell does). The
// server runs in a child process (`--serve`) on PGlite, or on PostgreSQL with DATABASE_URL (a fresh database
// on that server). Measured in this process, from just before the INSERT request to the callback: (1) one
// notification at a time for a random user (one subscriber concerned, the others filtered out), (2) one
// statement inserting a notification for each of the 500 users at once (500 deliveries, each RLS-checked).
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../supabase/local/src/jwt.ts';
import { benchClient, freshDatabase, percentile, serveBenchSupabase, spawnServer } from './bench-support.ts';

const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 500);
const SINGLE_INSERTS = 200;

interface ServerInfo {
  url: string;
  anonKey: string;
  serviceKey: string;
  users: { id: string; token: string }[];
  database: string;
}

/** Child side: the server and CLIENTS users (rows written in SQL, tokens signed with the server's secret). */
async function serve(): Promise<void> {
  const sb = await serveBenchSupabase();
  const ids = Array.from({ length: CLIENTS }, () => randomUUID());
  await sb.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data,
                             raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated',
            'rt-' || id || '@aidy.test', now(), '{"provider":"email"}', '{"prenom":"Banc"}', now(), now()
     from unnest($1::uuid[]) id`,
    [ids],
  );
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const users = await Promise.all(
    ids.map(async (id) => ({
      id,
      token: await signJwt(sb.config.jwtSecret, {
        sub: id,
        role: 'authenticated',
        aud: 'authenticated',
        exp,
      }),
    })),
  );
  const info: ServerInfo = {
    url: sb.url,
    anonKey: sb.anonKey,
    serviceKey: sb.serviceKey,
    users,
    database: sb.db.kind,
  };
  process.stdout.write(JSON.stringify(info) + '\n');
}

const now = () => performance.timeOrigin + performance.now();

interface Subscriber {
  client: SupabaseClient;
  onMessage: (message: string) => void;
}

async function subscribeAll(info: ServerInfo): Promise<{ subs: Subscriber[]; joinMs: number }> {
  const started = now();
  const subs = await Promise.all(
    info.users.map(async (u) => {
      const client = benchClient(info.url, info.anonKey);
      await client.realtime.setAuth(u.token);
      const sub: Subscriber = { client, onMessage: () => undefined };
      await new Promise<void>((resolveJoin, reject) => {
        client
          .channel(`notifications:${u.id}`)
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${u.id}` },
            (p) => sub.onMessage(String((p.new as { message: string }).message)),
          )
          .subscribe((status, err) => {
            if (status === 'SUBSCRIBED') resolveJoin();
            else if (status !== 'CLOSED') reject(err ?? new Error(status));
          }, 60_000);
      });
      return sub;
    }),
  );
  return { subs, joinMs: now() - started };
}

async function singleInserts(info: ServerInfo, subs: Subscriber[], admin: SupabaseClient): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < SINGLE_INSERTS; i++) {
    const target = Math.floor(Math.random() * subs.length);
    const message = `banc ${i}`;
    const delivered = new Promise<number>((done) => {
      subs[target].onMessage = (m) => m === message && done(now());
    });
    const sent = now();
    const { error } = await admin
      .from('notifications')
      .insert({ user_id: info.users[target].id, type: 'system', message });
    if (error) throw new Error(error.message);
    latencies.push((await delivered) - sent);
    subs[target].onMessage = () => undefined;
  }
  return latencies.sort((a, b) => a - b);
}

async function fanOut(info: ServerInfo, subs: Subscriber[], admin: SupabaseClient): Promise<number[]> {
  const message = 'banc à tous';
  const arrivals = subs.map(
    (s) => new Promise<number>((done) => (s.onMessage = (m) => m === message && done(now()))),
  );
  const sent = now();
  const { error } = await admin
    .from('notifications')
    .insert(info.users.map((u) => ({ user_id: u.id, type: 'system', message })));
  if (error) throw new Error(error.message);
  return (await Promise.all(arrivals)).map((t) => t - sent).sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const fresh = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL, 'benchrt') : null;
  if (fresh) env.DATABASE_URL = fresh.url;
  const server = await spawnServer<ServerInfo>(fileURLToPath(import.meta.url), env);
  try {
    const info = server.info;
    const admin = benchClient(info.url, info.serviceKey);
    const { subs, joinMs } = await subscribeAll(info);
    const single = await singleInserts(info, subs, admin);
    const fan = await fanOut(info, subs, admin);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `Realtime local (postgres_changes) — ${CLIENTS} clients supabase-js abonnés, base ${info.database}`,
    );
    console.log(
      'Chaque client : son WebSocket, son jeton, un abonnement INSERT sur notifications filtré user_id=eq.<lui>.',
    );
    console.log(
      'Latence = de l’envoi de l’INSERT (REST, clé service) à la réception par le client, même processus.',
    );
    console.log();
    console.log(`abonnement des ${CLIENTS} clients : ${ms(joinMs)} au total`);
    console.log(
      `1 INSERT à la fois (${SINGLE_INSERTS} fois, un destinataire tiré au hasard) : p50 ${ms(percentile(single, 50))}, p99 ${ms(percentile(single, 99))}`,
    );
    console.log(
      `1 INSERT de ${CLIENTS} lignes (une par client) : p50 ${ms(percentile(fan, 50))}, p99 ${ms(percentile(fan, 99))}, dernière ${ms(fan[fan.length - 1])}`,
    );
    await Promise.all(subs.map((s) => s.client.removeAllChannels()));
  } finally {
    await server.stop();
    await fresh?.drop();
  }
}

const entry = process.argv.includes('--serve') ? serve() : main().then(() => process.exit(0));
entry.catch((err) => {
  console.error(err);
  process.exit(1);
});
