// The RLS matrix: for every table and the view, {anon, another client, the owner, an admin} ×
// {select, insert, update, delete}, each expected allowed (Y) or denied (-). Run twice: through the real
// supabase-js against the local server's REST API (JWTs minted with the server's secret), and as SQL the
// way PostgREST executes a request (SET LOCAL ROLE + claims), each case rolled back. Storage objects are
// only in the SQL run (they are not served by /rest/v1).
// Issue 20: admin rights need an aal2 session. The admin column is an adviser who verified a TOTP code; a
// fifth actor, the same adviser with a password-only (aal1) session, must get exactly what another client
// gets, on every table and operation.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestSupabase } from '../local/test/harness.ts';
import type { Sql } from '../local/src/db.ts';
import {
  anon,
  as,
  atLevel,
  createUser,
  makeAdmin,
  startProductSupabase,
  tryAs,
  type Actor,
} from './support/db.ts';
import { enrolTotp } from '../../tests/support/totp.ts';

type Who = 'anon' | 'other' | 'owner' | 'admin' | 'adminAal1';
type Op = 'select' | 'insert' | 'update' | 'delete';
/** the columns of the expectations; `adminAal1` is checked against the `other` column */
const WHO: Who[] = ['anon', 'other', 'owner', 'admin'];
const ALL: Who[] = [...WHO, 'adminAal1'];
const expectedOf = (spec: TableSpec, op: Op, who: Who) =>
  spec.expect[op][WHO.indexOf(who === 'adminAal1' ? 'other' : who)] === 'Y';
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

interface Fixture {
  owner: string;
  /** the owner's referral of someone who has not confirmed their address yet */
  pendingReferral: string;
  other: string;
  admin: string;
  filleul: string;
  spare: string;
  request: string;
  event: string;
  document: string;
  payment: string;
  movement: string;
  notification: string;
  ticket: string;
  message: string;
  contact: string;
  object: string;
  simulation: string;
  webhookEvent: string;
  /** a row of the advisers' audit log (issue 14) about the owner */
  audit: string;
  appointment: string;
  hours: string;
  exception: string;
  /** the owner's price for quick_1 (their referral discount applies) */
  quickPrice: number;
}

interface TableSpec {
  /** schema-qualified for SQL; REST uses the bare name (public only) */
  table: string;
  /** a second row of the same table in another state */
  variant?: string;
  key: string;
  target: (f: Fixture) => string;
  /** a new row per case, for writes that would otherwise consume the shared fixture row */
  fresh?: (sql: Sql, f: Fixture) => Promise<string>;
  insert: (f: Fixture, actor: string | null) => Record<string, unknown>;
  patch: Record<string, unknown>;
  /** expectations per op, one character per actor in the order anon, other, owner, admin */
  expect: Record<Op, string>;
  restSkip?: boolean;
}

let intentSeq = 0;
const MATRIX: TableSpec[] = [
  {
    table: 'public.profiles',
    key: 'id',
    target: (f) => f.owner,
    insert: (f) => ({ id: f.owner, email: 'x@exemple.fr', referral_code: 'ABCDEF' }),
    patch: { phone: '0711111111' },
    expect: { select: '--YY', insert: '----', update: '--Y-', delete: '----' },
  },
  {
    table: 'public.user_settings',
    key: 'user_id',
    target: (f) => f.owner,
    insert: (f) => ({ user_id: f.owner }),
    patch: { dark_mode: true },
    expect: { select: '--YY', insert: '----', update: '--Y-', delete: '----' },
  },
  {
    table: 'public.parrainages',
    key: 'id',
    target: (f) => f.filleul, // replaced by the row id in setup
    insert: (f) => ({ parrain_id: f.owner, filleul_id: f.spare }),
    patch: { rewarded: true },
    expect: { select: '--YY', insert: '----', update: '---Y', delete: '----' },
  },
  {
    // A referral counts (and shows to the sponsor) once the filleul confirmed their address.
    table: 'public.parrainages',
    variant: 'filleul non confirmé',
    key: 'id',
    target: (f) => f.pendingReferral,
    insert: (f) => ({ parrain_id: f.owner, filleul_id: f.spare, confirmed_at: new Date().toISOString() }),
    patch: { confirmed_at: new Date().toISOString() },
    expect: { select: '---Y', insert: '----', update: '----', delete: '----' },
  },
  {
    table: 'public.form_requests',
    key: 'id',
    target: (f) => f.request,
    insert: (f) => ({ user_id: f.owner, auth_user_id: f.owner, form_type: 'logement' }),
    patch: { data: { note: 'mise à jour' } },
    expect: { select: '--YY', insert: '----', update: '--YY', delete: '----' },
  },
  {
    table: 'public.aides_demandees',
    key: 'id',
    target: (f) => f.request,
    insert: (f) => ({ user_id: f.owner, montant: 10 }),
    patch: { montant: 1 },
    expect: { select: '--YY', insert: '----', update: '----', delete: '----' },
  },
  {
    table: 'public.request_events',
    key: 'id',
    target: (f) => f.event,
    insert: (f) => ({ request_id: f.request, type: 'comment', details: 'x' }),
    patch: { details: 'modifié' },
    expect: { select: '--YY', insert: '----', update: '----', delete: '----' },
  },
  {
    table: 'public.request_documents',
    key: 'id',
    target: (f) => f.document,
    fresh: async (sql, f) =>
      (
        await sql.query<{ id: string }>(
          `insert into public.request_documents (request_id, user_id, label) values ($1, $2, 'RIB') returning id`,
          [f.request, f.owner],
        )
      ).rows[0].id,
    insert: (f) => ({ request_id: f.request, user_id: f.owner, label: 'Avis d’imposition' }),
    patch: { label: 'Nouveau libellé' },
    expect: { select: '--YY', insert: '--YY', update: '--YY', delete: '--YY' },
  },
  {
    table: 'public.payments',
    key: 'id',
    target: (f) => f.payment,
    insert: (f) => ({
      user_id: f.owner,
      amount: f.quickPrice,
      payment_intent_id: `pi_matrix_${++intentSeq}`,
      offer_id: 'quick_1',
    }),
    patch: { status: 'completed' },
    expect: { select: '--YY', insert: '--Y-', update: '----', delete: '----' },
  },
  {
    // the payments function's journal of processor events: service role only, nobody through the API
    table: 'public.payment_webhook_events',
    key: 'id',
    target: (f) => f.webhookEvent,
    insert: () => ({ id: `evt_matrix_${++intentSeq}`, type: 'payment_intent.succeeded' }),
    patch: { outcome: 'modifié' },
    expect: { select: '----', insert: '----', update: '----', delete: '----' },
  },
  {
    table: 'public.credit_balances',
    key: 'user_id',
    target: (f) => f.owner,
    insert: (f) => ({ user_id: f.owner, balance: 100 }),
    patch: { balance: 99 },
    expect: { select: '--YY', insert: '----', update: '----', delete: '----' },
  },
  {
    table: 'public.credit_movements',
    key: 'id',
    target: (f) => f.movement,
    insert: (f) => ({ user_id: f.owner, delta: 5, reason: 'ajustement_admin' }),
    patch: { delta: 99 },
    expect: { select: '--YY', insert: '----', update: '----', delete: '----' },
  },
  {
    table: 'public.notifications',
    key: 'id',
    target: (f) => f.notification,
    fresh: async (sql, f) =>
      (
        await sql.query<{ id: string }>(
          `insert into public.notifications (user_id, type, message) values ($1, 'system', 'Bienvenue') returning id`,
          [f.owner],
        )
      ).rows[0].id,
    insert: (f) => ({ user_id: f.owner, type: 'system', message: 'Bonjour' }),
    patch: { is_read: true },
    expect: { select: '--YY', insert: '---Y', update: '--Y-', delete: '--Y-' },
  },
  {
    table: 'public.support_tickets',
    key: 'id',
    target: (f) => f.ticket,
    insert: (f) => ({ user_id: f.owner, subject: 'Question' }),
    patch: { status: 'closed' },
    expect: { select: '--YY', insert: '--Y-', update: '--YY', delete: '----' },
  },
  {
    table: 'public.support_messages',
    key: 'id',
    target: (f) => f.message,
    insert: (f, actor) => ({ ticket_id: f.ticket, author_id: actor ?? f.owner, body: 'Un message' }),
    patch: { body: 'modifié' },
    expect: { select: '--YY', insert: '--YY', update: '----', delete: '----' },
  },
  {
    table: 'public.contact_messages',
    key: 'id',
    target: (f) => f.contact,
    insert: () => ({
      name: 'Jean Dupont',
      email: 'jean@exemple.fr',
      subject: 'Question',
      message: 'Bonjour, une question.',
    }),
    patch: { handled: true },
    expect: { select: '---Y', insert: 'YYYY', update: '---Y', delete: '----' },
  },
  {
    table: 'public.simulations',
    key: 'id',
    target: (f) => f.simulation,
    fresh: async (sql, f) =>
      (
        await sql.query<{ id: string }>(
          `insert into public.simulations (user_id, result, eligible_count) values ($1, '{"droitsEligibles": []}', 0) returning id`,
          [f.owner],
        )
      ).rows[0].id,
    insert: (f) => ({ user_id: f.owner, result: { droitsEligibles: [] }, eligible_count: 0 }),
    patch: { eligible_count: 3 },
    expect: { select: '--YY', insert: '--Y-', update: '----', delete: '--Y-' },
  },
  {
    table: 'public.historique_compte',
    key: 'id',
    target: (f) => f.payment,
    insert: (f) => ({ user_id: f.owner, kind: 'paiement', amount_cents: 1 }),
    patch: { amount_cents: 1 },
    expect: { select: '--YY', insert: '----', update: '----', delete: '----' },
  },
  {
    table: 'public.packs',
    key: 'id',
    target: () => 'basic',
    insert: () => ({ id: 'promo', name: 'Promo', description: 'x', price_cents: 1, aide_count: 100 }),
    patch: { price_cents: 1 },
    expect: { select: 'YYYY', insert: '----', update: '----', delete: '----' },
  },
  {
    table: 'public.quick_buy_offers',
    key: 'id',
    target: () => 'quick_1',
    insert: () => ({ id: 'quick_9', label: '9 aides', price_cents: 1, aide_count: 9 }),
    patch: { price_cents: 1 },
    expect: { select: 'YYYY', insert: '----', update: '----', delete: '----' },
  },
  {
    // written only by the admin functions and triggers; UPDATE/DELETE refused even to the owner (admin.test.ts)
    table: 'public.admin_audit_log',
    key: 'id',
    target: (f) => f.audit,
    insert: (f) => ({
      action: 'user.role',
      target_table: 'profiles',
      target_id: f.owner,
      target_user_id: f.owner,
    }),
    patch: { note: 'modifié' },
    expect: { select: '---Y', insert: '----', update: '----', delete: '----' },
  },
  {
    // local aids hidden by an adviser (issue 18): advisers read the reasons; the codes reach everyone through
    // aides_locales_masquees_codes(); writes only through admin_hide_local_aid (netlify/functions tests)
    table: 'public.aides_locales_masquees',
    key: 'code',
    target: () => 'aide-matrice-terminee',
    insert: () => ({ code: 'aide-matrice-nouvelle', reason: 'Aide terminée' }),
    patch: { reason: 'Autre motif' },
    expect: { select: '---Y', insert: '----', update: '----', delete: '----' },
  },
  {
    table: 'public.appointments',
    key: 'id',
    target: (f) => f.appointment,
    insert: (f) => ({
      client_id: f.owner,
      adviser_id: f.admin,
      starts_at: '2030-01-07T09:00:00Z',
      ends_at: '2030-01-07T09:30:00Z',
      topic: 'Réservé en direct',
      phone: '0601020304',
    }),
    patch: { topic: 'Nouveau sujet' },
    expect: { select: '--YY', insert: '----', update: '--YY', delete: '----' },
  },
  {
    table: 'public.adviser_hours',
    key: 'id',
    target: (f) => f.hours,
    fresh: async (sql, f) =>
      (
        await sql.query<{ id: string }>(
          `insert into public.adviser_hours (adviser_id, weekday, start_time, end_time) values ($1, 2, '14:00', '16:00') returning id`,
          [f.admin],
        )
      ).rows[0].id,
    insert: (f, actor) => ({
      adviser_id: actor ?? f.admin,
      weekday: 3,
      start_time: '10:00',
      end_time: '12:00',
    }),
    patch: { end_time: '17:00' },
    expect: { select: '---Y', insert: '---Y', update: '---Y', delete: '---Y' },
  },
  {
    table: 'public.adviser_exceptions',
    key: 'id',
    target: (f) => f.exception,
    fresh: async (sql, f) =>
      (
        await sql.query<{ id: string }>(
          `insert into public.adviser_exceptions (adviser_id, day, reason) values ($1, '2030-05-01', 'Férié') returning id`,
          [f.admin],
        )
      ).rows[0].id,
    insert: (f, actor) => ({ adviser_id: actor ?? f.admin, day: '2030-12-25', reason: 'Noël' }),
    patch: { reason: 'Congés' },
    expect: { select: '---Y', insert: '---Y', update: '---Y', delete: '---Y' },
  },
  {
    table: 'storage.objects',
    key: 'id',
    target: (f) => f.object,
    restSkip: true,
    fresh: async (sql, f) =>
      (
        await sql.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner) values ('documents', $1, $2) returning id`,
          [`${f.owner}/${crypto.randomUUID()}.pdf`, f.owner],
        )
      ).rows[0].id,
    insert: (f) => ({ bucket_id: 'documents', name: `${f.owner}/nouveau-${crypto.randomUUID()}.pdf` }),
    patch: { metadata: { size: 1 } },
    expect: { select: '--YY', insert: '--Y-', update: '--Y-', delete: '--Y-' },
  },
];

let sb: TestSupabase;
let f: Fixture;
let actors: Record<Who, Actor>;
const targets = new Map<string, string>();

async function setup() {
  const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const owner = await createUser(sb, { id: id(1), email: 'owner@exemple.fr', password: PASSWORD });
  const other = await createUser(sb, { id: id(2), email: 'other@exemple.fr', password: PASSWORD });
  const admin = await createUser(sb, { id: id(3), email: 'admin@exemple.fr', password: PASSWORD });
  await makeAdmin(sb, admin);
  const filleul = await createUser(sb, { id: id(4), email: 'filleul@exemple.fr' });
  const spare = await createUser(sb, { id: id(5), email: 'spare@exemple.fr' });
  actors = { anon, other, owner, admin, adminAal1: atLevel(admin, 'aal1') };
  const q = async (text: string, params: unknown[] = []) =>
    (await sb.db.query<{ id: string }>(text, params)).rows[0]?.id;
  const [{ referral_code }] = (
    await sb.db.query<{ referral_code: string }>('select referral_code from public.profiles where id = $1', [
      owner.id,
    ])
  ).rows;
  await as(sb, filleul, (tx) => tx.query('select public.use_referral_code($1)', [referral_code]));
  // signed up through the owner's link, address not confirmed yet
  const pending = await createUser(sb, {
    id: id(6),
    email: 'pending@exemple.fr',
    ref: referral_code,
    confirmed: false,
  });
  const request = await as(
    sb,
    owner,
    async (tx) =>
      (await tx.query<{ id: string }>(`select id from public.create_form_request('logement', 'apl', 'APL')`))
        .rows[0].id,
  );
  f = {
    owner: owner.id,
    pendingReferral: await q('select id from public.parrainages where filleul_id = $1', [pending.id]),
    other: other.id,
    admin: admin.id,
    filleul: filleul.id,
    spare: spare.id,
    request,
    event: await q('select id from public.request_events where request_id = $1', [request]),
    document: await q(
      `insert into public.request_documents (request_id, user_id, label, storage_path) values ($1, $2, 'Bail', $3) returning id`,
      [request, owner.id, `${owner.id}/bail.pdf`],
    ),
    payment: await q(
      `insert into public.payments (user_id, amount, payment_intent_id, offer_id) values ($1, 599, 'pi_fixture', 'quick_1') returning id`,
      [owner.id],
    ),
    movement: await q('select id from public.credit_movements where user_id = $1 limit 1', [owner.id]),
    notification: await q('select id from public.notifications where user_id = $1 limit 1', [owner.id]),
    ticket: await q(
      `insert into public.support_tickets (user_id, subject) values ($1, 'Mon dossier') returning id`,
      [owner.id],
    ),
    message: '',
    contact: await q(
      `insert into public.contact_messages (name, email, subject, message) values ('Ana', 'ana@exemple.fr', 'Info', 'Bonjour') returning id`,
    ),
    object: await q(
      `insert into storage.objects (bucket_id, name, owner) values ('documents', $1, $2) returning id`,
      [`${owner.id}/bail.pdf`, owner.id],
    ),
    simulation: await q(
      `insert into public.simulations (user_id, result, eligible_count) values ($1, '{"droitsEligibles": [{"id": "rsa"}]}', 1) returning id`,
      [owner.id],
    ),
    webhookEvent: await q(
      `insert into public.payment_webhook_events (id, type, payment_intent_id) values ('evt_fixture', 'payment_intent.succeeded', 'pi_fixture') returning id`,
    ),
    audit: await q(
      `insert into public.admin_audit_log (actor_id, action, target_table, target_id, target_user_id, after)
       values ($1, 'credits.adjusted', 'credit_movements', 'x', $2, '{"delta": 1}') returning id::text as id`,
      [admin.id, owner.id],
    ),
    appointment: await q(
      `insert into public.appointments (client_id, adviser_id, starts_at, ends_at, topic, phone)
       values ($1, $2, date_trunc('hour', now()) + interval '10 days', date_trunc('hour', now()) + interval '10 days 30 minutes', 'Mon dossier', '0601020304') returning id`,
      [owner.id, admin.id],
    ),
    hours: await q(
      `insert into public.adviser_hours (adviser_id, weekday, start_time, end_time) values ($1, 1, '10:00', '18:00') returning id`,
      [admin.id],
    ),
    exception: await q(
      `insert into public.adviser_exceptions (adviser_id, day, reason) values ($1, '2030-01-01', 'Jour de l’an') returning id`,
      [admin.id],
    ),
    quickPrice: await as(
      sb,
      owner,
      async (tx) =>
        (await tx.query<{ p: number }>(`select public.checkout_price_cents(null, 'quick_1') as p`)).rows[0].p,
    ),
  };
  await sb.db.query(
    `insert into public.aides_locales_masquees (code, reason, hidden_by) values ('aide-matrice-terminee', 'Aide terminée', $1)`,
    [admin.id],
  );
  expect(f.quickPrice).toBe(539); // one confirmed referral (the pending one does not count): 10 % off 5,99 €
  f.message = await q(
    `insert into public.support_messages (ticket_id, author_id, body) values ($1, $2, 'Bonjour') returning id`,
    [f.ticket, owner.id],
  );
  targets.set(
    'public.parrainages',
    await q('select id from public.parrainages where filleul_id = $1', [filleul.id]),
  );
  for (const [k, v] of Object.entries(f)) if (!v) throw new Error(`fixture ${k} missing`);
}

const targetOf = (spec: TableSpec) => (spec.variant ? undefined : targets.get(spec.table)) ?? spec.target(f);
const actorId = (who: Who) => (who === 'anon' ? null : (actors[who] as { id: string }).id);
const toParam = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
// A view that is not updatable (e.g. a union) refuses writes before privileges are checked: a denial too.
const isDenial = (code: string | undefined, message: string) =>
  code === '42501' ||
  /permission denied|row-level security/.test(message) ||
  (code === '55000' && /cannot (insert into|update|delete from) view/.test(message));

type Outcome = { allowed: boolean; error?: string };

async function runSql(spec: TableSpec, op: Op, who: Who): Promise<Outcome> {
  const fresh = (op === 'update' || op === 'delete') && spec.fresh ? await spec.fresh(sb.db, f) : undefined;
  const key = fresh ?? targetOf(spec);
  const out = await tryAs(sb, actors[who], async (tx) => {
    if (op === 'select')
      return (await tx.query(`select 1 from ${spec.table} where ${spec.key} = $1`, [key])).rows.length;
    if (op === 'insert') {
      const row = spec.insert(f, actorId(who));
      const cols = Object.keys(row);
      await tx.query(
        `insert into ${spec.table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row).map(toParam),
      );
      return 1;
    }
    if (op === 'update') {
      const cols = Object.keys(spec.patch);
      const r = await tx.query(
        `update ${spec.table} set ${cols.map((c, i) => `${c} = $${i + 1}`).join(', ')} where ${spec.key} = $${cols.length + 1}`,
        [...Object.values(spec.patch).map(toParam), key],
      );
      return r.affectedRows ?? 0;
    }
    const r = await tx.query(`delete from ${spec.table} where ${spec.key} = $1`, [key]);
    return r.affectedRows ?? 0;
  });
  if (out.ok) return { allowed: out.value > 0 };
  const e = out.error as Error & { code?: string };
  return isDenial(e.code, e.message) ? { allowed: false } : { allowed: false, error: e.message };
}

// Real sessions: each client signs in with its password through the local auth API.
const PASSWORD = 'Matrice-rls-2026';
const clients = new Map<Who, SupabaseClient>();
async function clientFor(who: Who): Promise<SupabaseClient> {
  let c = clients.get(who);
  // a verified code ends the person's other aal1 sessions (GoTrue): the adviser's aal2 session comes first
  if (!c && who === 'adminAal1') await clientFor('admin');
  if (!c) {
    c = sb.client();
    if (who !== 'anon') {
      const { error } = await c.auth.signInWithPassword({
        email: (actors[who] as { email: string }).email,
        password: PASSWORD,
      });
      if (error) throw new Error(`sign-in of ${who} failed: ${error.message}`);
    }
    // the adviser's aal2 session: a TOTP factor enrolled and verified (the aal1 one stops at the password)
    if (who === 'admin') await enrolTotp(c);
    clients.set(who, c);
  }
  return c;
}

async function runRest(spec: TableSpec, op: Op, who: Who): Promise<Outcome> {
  const db = await clientFor(who);
  const table = spec.table.replace(/^public\./, '');
  const fresh = (op === 'update' || op === 'delete') && spec.fresh ? await spec.fresh(sb.db, f) : undefined;
  const key = fresh ?? targetOf(spec);
  const res =
    op === 'select'
      ? await db.from(table).select(spec.key).eq(spec.key, key)
      : op === 'insert'
        ? await db.from(table).insert(spec.insert(f, actorId(who)))
        : op === 'update'
          ? await db.from(table).update(spec.patch).eq(spec.key, key).select(spec.key)
          : await db.from(table).delete().eq(spec.key, key).select(spec.key);
  if (res.error)
    return isDenial(res.error.code, res.error.message)
      ? { allowed: false }
      : { allowed: false, error: `${res.error.code} ${res.error.message}` };
  return { allowed: op === 'insert' ? true : (res.data?.length ?? 0) > 0 };
}

function cases(restOnly: boolean) {
  const out: { spec: TableSpec; op: Op; who: Who; expected: boolean }[] = [];
  for (const spec of MATRIX) {
    if (restOnly && spec.restSkip) continue;
    for (const op of OPS)
      for (const who of ALL) out.push({ spec, op, who, expected: expectedOf(spec, op, who) });
  }
  // with the REST runner writes persist: reads first, destructive writes last
  return out.sort((a, b) => OPS.indexOf(a.op) - OPS.indexOf(b.op));
}

function report(results: { label: string; expected: boolean; got: Outcome }[]) {
  return results
    .filter((r) => r.expected !== r.got.allowed || r.got.error)
    .map(
      (r) =>
        `${r.label}: expected ${r.expected ? 'allowed' : 'denied'}, got ${r.got.allowed ? 'allowed' : 'denied'}${r.got.error ? ` (unexpected error: ${r.got.error})` : ''}`,
    );
}

beforeAll(async () => {
  sb = await startProductSupabase();
  await setup();
});
afterAll(async () => {
  await sb?.stop();
});

test('the matrix covers every public table and view', async () => {
  const { rows } = await sb.db.query<{ name: string }>(
    `select 'public.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'v') order by 1`,
  );
  expect(rows.map((r) => r.name).sort()).toEqual(
    [...new Set(MATRIX.filter((s) => s.table.startsWith('public.')).map((s) => s.table))].sort(),
  );
});

describe('RLS matrix', () => {
  test('as SQL, the way PostgREST runs each request (every case rolled back)', async () => {
    const results = [];
    for (const c of cases(false))
      results.push({
        label: `${c.spec.table}${c.spec.variant ? ` (${c.spec.variant})` : ''} ${c.op} by ${c.who}`,
        expected: c.expected,
        got: await runSql(c.spec, c.op, c.who),
      });
    expect(results).toHaveLength(MATRIX.length * 4 * ALL.length);
    expect(report(results)).toEqual([]);
  });

  test('through supabase-js against the local REST API', async () => {
    const results = [];
    for (const c of cases(true))
      results.push({
        label: `${c.spec.table}${c.spec.variant ? ` (${c.spec.variant})` : ''} ${c.op} by ${c.who}`,
        expected: c.expected,
        got: await runRest(c.spec, c.op, c.who),
      });
    expect(results.length).toBe(MATRIX.filter((s) => !s.restSkip).length * 4 * ALL.length);
    expect(report(results)).toEqual([]);
  });
});

test('storage: the private documents bucket, one folder per user', async () => {
  const [owner, other, admin, visitor, adminAal1] = await Promise.all(
    (['owner', 'other', 'admin', 'anon', 'adminAal1'] as Who[]).map(clientFor),
  );
  const bucket = (c: SupabaseClient) => c.storage.from('documents');
  const path = `${f.owner}/justificatif.pdf`;
  const pdf = () => new Blob(['%PDF-1.4 justificatif'], { type: 'application/pdf' });
  expect((await bucket(owner).upload(path, pdf())).error).toBeNull();
  expect((await bucket(owner).upload(`${f.other}/intrus.pdf`, pdf())).error).not.toBeNull();
  expect((await bucket(visitor).upload(`${f.owner}/anonyme.pdf`, pdf())).error).not.toBeNull();
  expect(await (await bucket(owner).download(path)).data?.text()).toBe('%PDF-1.4 justificatif');
  expect(await (await bucket(admin).download(path)).data?.text()).toBe('%PDF-1.4 justificatif');
  expect((await bucket(other).download(path)).error).not.toBeNull();
  expect((await bucket(adminAal1).download(path)).error).not.toBeNull();
  expect((await bucket(visitor).download(path)).error).not.toBeNull();
  expect((await bucket(other).remove([path])).data).toEqual([]);
  expect((await bucket(owner).remove([path])).data).toHaveLength(1);
});

describe('the aal2 rule on the admin functions (issue 20)', () => {
  const DENIED = 'Accès réservé aux conseillers.';
  const sqlCall = async (who: Who, text: string, params: unknown[] = []) => {
    const out = await tryAs(sb, actors[who], async (tx) => (await tx.query(text, params)).rows);
    return out.ok ? { rows: out.value } : { error: out.error.message };
  };

  test('is_admin(): only the adviser at aal2', async () => {
    for (const [who, expected] of [
      ['other', false],
      ['owner', false],
      ['adminAal1', false],
      ['admin', true],
    ] as const) {
      expect(await sqlCall(who, 'select public.is_admin() as a')).toEqual({ rows: [{ a: expected }] });
      const { data } = await (await clientFor(who)).rpc('is_admin');
      expect(data, who).toBe(expected);
    }
  });

  test('a client token and an adviser at aal1 get the refusal; the adviser at aal2 the answer', async () => {
    for (const who of ['owner', 'adminAal1'] as const) {
      expect(await sqlCall(who, 'select * from public.admin_dashboard()')).toEqual({ error: DENIED });
      expect(await sqlCall(who, 'select * from public.admin_user_mfa($1)', [f.owner])).toEqual({
        error: DENIED,
      });
      expect(await sqlCall(who, 'select public.admin_reset_mfa($1)', [f.owner])).toEqual({ error: DENIED });
      const { error } = await (await clientFor(who)).rpc('admin_list_users', {});
      expect(error?.message, who).toBe(DENIED);
    }
    expect((await sqlCall('admin', 'select * from public.admin_dashboard()')).rows).toHaveLength(1);
    const { data, error } = await (await clientFor('admin')).rpc('admin_list_users', {});
    expect(error).toBeNull();
    expect((data as { id: string }[]).map((r) => r.id)).toContain(f.owner);
  });

  test('a refused write at aal1 changes nothing', async () => {
    const statusOf = async () =>
      (
        await sb.db.query<{ status: string }>('select status from public.form_requests where id = $1', [
          f.request,
        ])
      ).rows[0].status;
    const before = await statusOf();
    const db = await clientFor('adminAal1');
    const { error } = await db.rpc('set_request_status', {
      request_id: f.request,
      status: before === 'rejected' ? 'approved' : 'rejected',
    });
    expect(error?.message).toBe(DENIED);
    expect(await statusOf()).toBe(before);
  });
});
