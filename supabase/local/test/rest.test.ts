// REST conformance (spec §6 items 37–60) with the real supabase-js against the local server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestSupabase, type TestSupabase } from './harness.ts';
import { rawStatus } from '../../../tests/support/raw-http.ts';
import { signJwt } from '../src/jwt.ts';

let sb: TestSupabase;
let anon: SupabaseClient;
let admin: SupabaseClient;
let userA: SupabaseClient;
let userB: SupabaseClient;
const uidA = randomUUID();
const uidB = randomUUID();
const uidC = randomUUID();
let tokenA = '';

async function tokenFor(sub: string, email: string, exp = Math.floor(Date.now() / 1000) + 3600) {
  return signJwt(sb.config.jwtSecret, { sub, role: 'authenticated', aud: 'authenticated', email, exp });
}

function userClient(token: string): SupabaseClient {
  return createClient(sb.url, sb.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
  });
}

async function rawRest(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', sb.anonKey);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${sb.url}/rest/v1${path}`, { ...init, headers });
}

beforeAll(async () => {
  sb = await startTestSupabase({ migrationsDir: resolve(import.meta.dirname, 'fixtures/rest') });
  anon = sb.client();
  admin = sb.admin();
  for (const [id, email] of [
    [uidA, 'a@example.fr'],
    [uidB, 'b@example.fr'],
    [uidC, 'c@example.fr'],
  ])
    await sb.db.query('insert into auth.users (id, email) values ($1, $2)', [id, email]);
  await sb.db.query(
    `insert into public.profiles (id, email, nom, created_at) values
       ($1, 'a@example.fr', 'Alpha', '2025-01-01T00:00:00Z'), ($2, 'b@example.fr', 'Beta', '2025-01-02T00:00:00Z'),
       ($3, 'c@example.fr', null, '2025-01-03T00:00:00Z')`,
    [uidA, uidB, uidC],
  );
  await sb.db.query(
    `insert into public.form_requests (profile_id, status, created_at) values
       ($1, 'pending', '2025-02-01T00:00:00Z'), ($1, 'done', '2025-02-02T00:00:00Z'), ($2, 'done', '2025-02-03T00:00:00Z')`,
    [uidA, uidB],
  );
  await sb.db.query(`insert into public.parrainages (parrain_id, filleul_id) values ($1, $2), ($1, null)`, [
    uidA,
    uidB,
  ]);
  tokenA = await tokenFor(uidA, 'a@example.fr');
  userA = userClient(tokenA);
  userB = userClient(await tokenFor(uidB, 'b@example.fr'));
}, 180_000);

afterAll(async () => {
  await sb?.stop();
});

describe('reads (37–41)', () => {
  it('37 anon sees no profiles under owner-only RLS', async () => {
    const r = await anon.from('profiles').select('*');
    expect(r.error).toBeNull();
    expect(r.status).toBe(200);
    expect(r.data).toEqual([]);
  });

  it('38 a user sees only their row, with Content-Range; service role sees all', async () => {
    const r = await userA.from('profiles').select('*');
    expect(r.data).toHaveLength(1);
    expect(r.data![0]).toMatchObject({
      id: uidA,
      email: 'a@example.fr',
      nom: 'Alpha',
      created_at: '2025-01-01T00:00:00+00:00',
    });
    expect(Object.keys(r.data![0])).toEqual(['id', 'email', 'nom', 'prenom', 'telephone', 'created_at']);
    const raw = await rawRest('/profiles?select=*', { token: tokenA });
    expect(raw.headers.get('content-range')).toBe('0-0/*');
    expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const all = await admin.from('profiles').select('id');
    expect(all.data).toHaveLength(3);
  });

  it('39 one-to-many embed gives arrays ([] when none)', async () => {
    const r = await admin.from('profiles').select('*, form_requests(*)').order('created_at');
    expect(r.error).toBeNull();
    expect(r.data!.map((p) => p.form_requests.length)).toEqual([2, 1, 0]);
    expect(Object.keys(r.data![0].form_requests[0]).sort()).toEqual([
      'created_at',
      'id',
      'profile_id',
      'status',
    ]);
  });

  it('40 hinted many-to-one embed is an object or null; ambiguous embed is 300 PGRST201', async () => {
    const r = await userA
      .from('parrainages')
      .select('id, filleul:profiles!parrainages_filleul_id_fkey(id,email,created_at)')
      .order('filleul_id');
    expect(r.error).toBeNull();
    // userB's profile is hidden from userA by RLS → null as well
    expect(r.data).toHaveLength(2);
    const s = await admin
      .from('parrainages')
      .select('id, filleul:profiles!parrainages_filleul_id_fkey(id,email,created_at)')
      .order('filleul_id');
    expect(s.data![0].filleul).toEqual({
      id: uidB,
      email: 'b@example.fr',
      created_at: '2025-01-02T00:00:00+00:00',
    });
    expect(s.data![1].filleul).toBeNull();
    const amb = await admin.from('parrainages').select('*, profiles(*)');
    expect(amb.status).toBe(300);
    expect(amb.error!.code).toBe('PGRST201');
    expect(amb.error!.hint).toContain("'profiles!parrainages_filleul_id_fkey'");
    expect(amb.error!.hint).toContain("'profiles!parrainages_parrain_id_fkey'");
    expect(amb.error!.details).toHaveLength(2);
    const byColumn = await admin.from('parrainages').select('parrain_id(email)').limit(1);
    expect(byColumn.data).toEqual([{ parrain_id: { email: 'a@example.fr' } }]);
  });

  it('41 !inner with an embedded filter keeps only matching parents and children', async () => {
    const r = await admin
      .from('profiles')
      .select('id, form_requests!inner(status)')
      .eq('form_requests.status', 'pending');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ id: uidA, form_requests: [{ status: 'pending' }] }]);
    const left = await admin
      .from('profiles')
      .select('id, form_requests(status)')
      .eq('form_requests.status', 'pending')
      .order('created_at');
    expect(left.data!.map((p) => p.form_requests.length)).toEqual([1, 0, 0]);
    const existence = await admin
      .from('profiles')
      .select('id, form_requests(id)')
      .not('form_requests', 'is', null);
    expect(existence.data).toHaveLength(2);
  });

  it('spreads, aliases, casts, JSON paths and nested embeds', async () => {
    const r = await admin
      .from('form_requests')
      .select(
        'state:status, ...profiles(nom), profile:profiles(email, parrainages!parrainages_parrain_id_fkey(id))',
      )
      .eq('status', 'pending');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([
      {
        state: 'pending',
        nom: 'Alpha',
        profile: { email: 'a@example.fr', parrainages: [expect.any(Object), expect.any(Object)] },
      },
    ]);
    const j = await admin.from('items').select('id, city:data->>city, n:data->n, qty::text').eq('id', 1);
    expect(j.data).toEqual([{ id: 1, city: 'Paris', n: 1, qty: '10' }]);
  });
});

describe('filters (42)', () => {
  const sqlIds = async (where: string) =>
    (await sb.db.query<{ id: number }>(`select id from public.items where ${where} order by id`)).rows.map(
      (r) => r.id,
    );
  type Q = ReturnType<ReturnType<SupabaseClient['from']>['select']>;
  const cases: [string, (q: Q) => Q, string][] = [
    ['eq', (q) => q.eq('label', 'Bêta café'), `label = 'Bêta café'`],
    ['neq', (q) => q.neq('qty', 10), 'qty <> 10'],
    ['gt', (q) => q.gt('qty', 5), 'qty > 5'],
    ['gte', (q) => q.gte('qty', 5), 'qty >= 5'],
    ['lt', (q) => q.lt('qty', 10), 'qty < 10'],
    ['lte', (q) => q.lte('qty', 10), 'qty <= 10'],
    ['like', (q) => q.like('label', '%a%'), `label like '%a%'`],
    ['like *', (q) => q.like('label', '*ta*'), `label like '%ta%'`],
    ['ilike', (q) => q.ilike('label', 'é%'), `label ilike 'é%'`],
    [
      'in with comma item',
      (q) => q.in('label', ['alpha', 'a,b', 'gamma delta']),
      `label in ('alpha', 'a,b', 'gamma delta')`,
    ],
    ['in empty', (q) => q.in('id', []), 'false'],
    ['is null', (q) => q.is('qty', null), 'qty is null'],
    ['not is null', (q) => q.not('label', 'is', null), 'label is not null'],
    ['or', (q) => q.or('qty.eq.10,label.is.null'), '(qty = 10 or label is null)'],
    ['or quoted', (q) => q.or('label.eq."a,b",label.eq.Élodie'), `label in ('a,b', 'Élodie')`],
    [
      'nested and/or',
      (q) => q.or('and(qty.gte.5,qty.lte.10),id.eq.2'),
      '((qty >= 5 and qty <= 10) or id = 2)',
    ],
    ['not.in', (q) => q.not('id', 'in', '(1,2)'), 'not (id in (1, 2))'],
    ['repeated key ANDs', (q) => q.gt('id', 1).lt('id', 5), 'id > 1 and id < 5'],
    ['contains array', (q) => q.contains('tags', ['a']), `tags @> '{a}'`],
    ['overlaps', (q) => q.overlaps('tags', ['b', 'c']), `tags && '{b,c}'`],
    ['json path', (q) => q.eq('data->>city', 'Paris'), `data->>'city' = 'Paris'`],
    ['match', (q) => q.match({ qty: 20, label: 'Bêta café' }), `qty = 20 and label = 'Bêta café'`],
    ['regex', (q) => q.filter('label', 'imatch', '^É'), `label ~* '^É'`],
    ['isdistinct', (q) => q.filter('qty', 'isdistinct', '10'), 'qty is distinct from 10'],
    ['like any', (q) => q.likeAnyOf('label', ['al%', 'g%']), `label like any ('{al%,g%}')`],
    ['eq any', (q) => q.filter('id', 'eq(any)', '{1,3}'), "id = any ('{1,3}')"],
  ];
  it.each(cases)('%s matches the SQL equivalent', async (_name, build, where) => {
    const r = await build(admin.from('items').select('id').order('id') as Q);
    expect(r.error).toBeNull();
    expect((r.data as unknown as { id: number }[]).map((x) => x.id)).toEqual(await sqlIds(where));
  });
});

describe('logic trees and embedded options', () => {
  it('not.or, embedded or, order by a to-one embed, to-many order rejected', async () => {
    const raw = await fetch(`${sb.url}/rest/v1/items?select=id&not.or=(qty.eq.10,qty.is.null)&order=id`, {
      headers: { apikey: sb.serviceKey },
    });
    expect((await raw.json()).map((x: { id: number }) => x.id)).toEqual(
      (
        await sb.db.query<{ id: number }>(
          'select id from public.items where not (qty = 10 or qty is null) order by id',
        )
      ).rows.map((r) => r.id),
    );
    const emb = await admin
      .from('profiles')
      .select('id, form_requests(status)')
      .eq('id', uidA)
      .or('status.eq.pending,status.eq.nothing', { referencedTable: 'form_requests' });
    expect(emb.data![0].form_requests.every((f: { status: string }) => f.status === 'pending')).toBe(true);
    const ordered = await admin
      .from('form_requests')
      .select('status, profiles(email)')
      .order('profiles(email)', { ascending: false })
      .limit(1);
    expect((ordered.data![0].profiles as unknown as { email: string }).email).toBe('b@example.fr');
    const bad = await rawRest('/profiles?select=id,form_requests(id)&order=form_requests(id)');
    expect((await bad.json()).code).toBe('PGRST118');
    const innerToOne = await admin
      .from('parrainages')
      .select('id, filleul:profiles!parrainages_filleul_id_fkey!inner(email)');
    expect(innerToOne.data).toHaveLength(1);
  });
});

describe('more shapes and negotiation', () => {
  it('many-to-many through a junction table', async () => {
    const r = await admin
      .from('items')
      .select('id, tags(name)')
      .in('id', [1, 2, 3])
      .order('id')
      .order('name', { referencedTable: 'tags' });
    expect(r.error).toBeNull();
    expect(r.data).toEqual([
      { id: 1, tags: [{ name: 'rouge' }, { name: 'vert' }] },
      { id: 2, tags: [{ name: 'vert' }] },
      { id: 3, tags: [] },
    ]);
  });

  it('bad bodies, strict preferences and media types', async () => {
    const bad = await rawRest('/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST102');
    const unknownCol = await admin.from('items').insert({ id: 800, nope: 1 });
    expect(unknownCol.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'items' in the schema cache",
    });
    const strict = await rawRest('/items?select=id', { headers: { prefer: 'handling=strict, foo=bar' } });
    expect(strict.status).toBe(400);
    expect((await strict.json()).code).toBe('PGRST122');
    const lenient = await rawRest('/items?select=id&limit=1', { headers: { prefer: 'foo=bar' } });
    expect(lenient.status).toBe(200);
    // explain() stays disabled, as on a default hosted project (CSV is served: see conformance.test.ts)
    const plan = await rawRest('/items?select=id', {
      headers: { accept: 'application/vnd.pgrst.plan+json' },
    });
    expect(plan.status).toBe(406);
    expect((await plan.json()).code).toBe('PGRST107');
    const singular = await rawRest('/items?select=id&id=eq.1', {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(singular.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await singular.json()).toEqual({ id: 1 });
  });
});

describe('order and paging (43–48)', () => {
  it('43 order desc nullslast and embedded order', async () => {
    const r = await admin
      .from('items')
      .select('id')
      .order('created_at', { ascending: false, nullsFirst: false });
    expect(r.data!.map((x) => x.id)).toEqual([6, 4, 5, 2, 1, 3]);
    const e = await admin
      .from('profiles')
      .select('id, form_requests(status)')
      .eq('id', uidA)
      .order('created_at', { referencedTable: 'form_requests', ascending: false });
    expect(e.data![0].form_requests.map((f: { status: string }) => f.status)).toEqual(['done', 'pending']);
  });

  it('44 limit and range', async () => {
    expect((await admin.from('items').select('id').order('id').limit(2)).data).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    expect((await admin.from('items').select('id').order('id').range(2, 3)).data).toEqual([
      { id: 3 },
      { id: 4 },
    ]);
    const emb = await admin
      .from('profiles')
      .select('id, form_requests(id)')
      .eq('id', uidA)
      .limit(1, { referencedTable: 'form_requests' });
    expect(emb.data![0].form_requests).toHaveLength(1);
  });

  it('45 count exact with head', async () => {
    const r = await admin.from('items').select('*', { count: 'exact', head: true });
    expect(r).toMatchObject({ data: null, count: 6, status: 200, error: null });
  });

  it('46 partial range with count → 206 and Content-Range', async () => {
    const r = await admin.from('items').select('*', { count: 'exact' }).order('id').range(0, 1);
    expect(r.status).toBe(206);
    expect(r.count).toBe(6);
    expect(r.data).toHaveLength(2);
    const raw = await fetch(`${sb.url}/rest/v1/items?select=id&offset=0&limit=2`, {
      headers: { apikey: sb.serviceKey, prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('0-1/6');
    const beyond = await admin.from('items').select('*', { count: 'exact' }).range(10, 12);
    expect(beyond.status).toBe(416);
    expect(beyond.error!.code).toBe('PGRST103');
  });

  it('47 single()', async () => {
    const one = await admin.from('items').select('id, label').eq('id', 1).single();
    expect(one.data).toEqual({ id: 1, label: 'alpha' });
    const none = await admin.from('items').select('id').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const two = await admin.from('items').select('id').lt('id', 3).single();
    expect(two.status).toBe(406);
    expect(two.error!.code).toBe('PGRST116');
  });

  it('48 maybeSingle()', async () => {
    const none = await admin.from('items').select('id').eq('id', 99).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null, status: 200 });
    const two = await admin.from('items').select('id').lt('id', 3).maybeSingle();
    expect(two.error!.code).toBe('PGRST116');
  });
});

describe('writes (49–56)', () => {
  it('49 insert minimal and bulk insert with representation', async () => {
    const r = await userA.from('form_requests').insert({ profile_id: uidA, status: 'new' });
    expect(r).toMatchObject({ status: 201, data: null, error: null });
    const bulk = await userA
      .from('form_requests')
      .insert([
        { profile_id: uidA, status: 'bulk1' },
        { profile_id: uidA, status: 'bulk2' },
      ])
      .select();
    expect(bulk.status).toBe(201);
    expect(bulk.data).toHaveLength(2);
    // a listed column missing from one object becomes NULL, not its default
    const nulls = await admin
      .from('items')
      .insert([{ id: 700, qty: 3 }, { id: 701 }])
      .select('id, qty');
    expect(nulls.data).toEqual([
      { id: 700, qty: 3 },
      { id: 701, qty: null },
    ]);
    const missingNotNull = await userA
      .from('form_requests')
      .insert([{ profile_id: uidA, status: 'a' }, { profile_id: uidA }]);
    expect(missingNotNull.error!.code).toBe('23502');
    expect(bulk.data![0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bulk.data![0].created_at).toMatch(/^\d{4}-\d\d-\d\dT.*\+00:00$/);
  });

  it('49b missing=default uses column defaults', async () => {
    const r = await userA
      .from('form_requests')
      .insert([{ profile_id: uidA, status: 'x' }, { profile_id: uidA }], { defaultToNull: false })
      .select('status');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ status: 'x' }, { status: 'pending' }]);
  });

  it('50 insert().select().single() and rollback on singular mismatch', async () => {
    const one = await admin.from('items').insert({ id: 100, label: 'cent' }).select().single();
    expect(one.status).toBe(201);
    expect(one.data).toMatchObject({ id: 100, label: 'cent', qty: null });
    const two = await admin
      .from('items')
      .insert([{ id: 101 }, { id: 102 }])
      .select()
      .single();
    expect(two.status).toBe(406);
    expect(two.error!.code).toBe('PGRST116');
    expect((await sb.db.query('select id from public.items where id in (101, 102)')).rows).toHaveLength(0);
    const upd = await admin.from('items').update({ qty: 1 }).eq('id', 999).select().single();
    expect(upd.status).toBe(406);
  });

  it('51 constraint errors', async () => {
    const dup = await admin.from('profiles').insert({ id: randomUUID(), email: 'a@example.fr' });
    expect(dup.status).toBe(409);
    expect(dup.error!.code).toMatch(/23505|23503/);
    await sb.db
      .query('insert into auth.users (id, email) values ($1, $2)', [
        uidC.replace(/.$/, 'f') === uidC ? randomUUID() : uidC.replace(/.$/, 'f'),
        'dup@example.fr',
      ])
      .catch(() => undefined);
    const uniq = await admin.from('profiles').update({ email: 'a@example.fr' }).eq('id', uidB);
    expect(uniq.status).toBe(409);
    expect(uniq.error).toMatchObject({
      code: '23505',
      details: 'Key (email)=(a@example.fr) already exists.',
    });
    const fk = await admin.from('form_requests').insert({ profile_id: randomUUID() });
    expect(fk.status).toBe(409);
    expect(fk.error!.code).toBe('23503');
    const nn = await admin.from('items').insert({ label: 'no id' });
    expect(nn.status).toBe(400);
    expect(nn.error!.code).toBe('23502');
    const bad = await admin.from('profiles').select('id').eq('id', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "abc"' });
  });

  it('52 RLS violations: 403 for users, 401 for anon, representation needs SELECT', async () => {
    const other = await userA.from('form_requests').insert({ profile_id: uidB });
    expect(other.status).toBe(403);
    expect(other.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "form_requests"',
    });
    const an = await anon.from('form_requests').insert({ profile_id: uidA });
    expect(an.status).toBe(401);
    expect(an.error!.code).toBe('42501');
    const ok = await userA.from('drop_box').insert({ body: 'hello' });
    expect(ok.status).toBe(201);
    const hidden = await userA.from('drop_box').insert({ body: 'hello' }).select();
    expect(hidden.status).toBe(403);
    expect(hidden.error!.code).toBe('42501');
  });

  it('53 update with filters; other users rows are not matched', async () => {
    const { data: mine } = await userA
      .from('form_requests')
      .select('id')
      .eq('status', 'pending')
      .limit(1)
      .single();
    const r = await userA.from('form_requests').update({ status: 'done' }).eq('id', mine!.id);
    expect(r.status).toBe(204);
    const rep = await userA
      .from('form_requests')
      .update({ status: 'reviewed' })
      .eq('id', mine!.id)
      .select('status');
    expect(rep).toMatchObject({ status: 200, data: [{ status: 'reviewed' }] });
    const raw = await rawRest(`/form_requests?id=eq.${mine!.id}&select=status`, {
      method: 'PATCH',
      token: tokenA,
      headers: { 'content-type': 'application/json', prefer: 'return=representation, count=exact' },
      body: JSON.stringify({ status: 'reviewed' }),
    });
    expect(raw.headers.get('content-range')).toBe('0-0/1');
    expect(raw.headers.get('preference-applied')).toContain('return=representation');
    const { rows } = await sb.db.query<{ id: string }>(
      `select id from public.form_requests where profile_id = $1`,
      [uidB],
    );
    expect((await userB.from('form_requests').select('id')).data).toEqual([{ id: rows[0].id }]);
    const theirs = await userA
      .from('form_requests')
      .update({ status: 'hacked' })
      .eq('id', rows[0].id)
      .select();
    expect(theirs).toMatchObject({ status: 200, data: [] });
    const theirsMinimal = await userA.from('form_requests').update({ status: 'hacked' }).eq('id', rows[0].id);
    expect(theirsMinimal.status).toBe(204);
    expect(
      (await sb.db.query(`select status from public.form_requests where id = $1`, [rows[0].id])).rows[0],
    ).toEqual({ status: 'done' });
  });

  it('54 unfiltered update/delete are rejected', async () => {
    const u = await admin.from('items').update({ qty: 0 });
    expect(u.status).toBe(400);
    expect(u.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const d = await admin.from('items').delete();
    expect(d.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('55 upsert merge/ignore', async () => {
    const id = randomUUID();
    await sb.db.query('insert into auth.users (id, email) values ($1, $2)', [id, 'new@example.fr']);
    const created = await admin
      .from('profiles')
      .upsert({ id, email: 'new@example.fr', nom: 'Neuf' }, { onConflict: 'email' });
    expect(created.status).toBe(201);
    const updated = await admin
      .from('profiles')
      .upsert({ id, email: 'new@example.fr', nom: 'Modifié' }, { onConflict: 'email' });
    expect(updated.status).toBe(200);
    expect((await sb.db.query('select nom from public.profiles where id = $1', [id])).rows[0]).toEqual({
      nom: 'Modifié',
    });
    const ignored = await admin
      .from('profiles')
      .upsert({ id, email: 'new@example.fr', nom: 'Ignoré' }, { onConflict: 'email', ignoreDuplicates: true })
      .select();
    expect(ignored).toMatchObject({ status: 201, data: [] });
    expect((await sb.db.query('select nom from public.profiles where id = $1', [id])).rows[0]).toEqual({
      nom: 'Modifié',
    });
    const rep = await admin
      .from('items')
      .upsert([
        { id: 1, label: 'alpha' },
        { id: 200, label: 'new' },
      ])
      .select('id');
    expect(rep).toMatchObject({ status: 201, data: [{ id: 1 }, { id: 200 }] });
  });

  it('56 delete', async () => {
    await admin.from('items').insert([{ id: 300 }, { id: 301 }, { id: 302 }]);
    expect((await admin.from('items').delete().eq('id', 300)).status).toBe(204);
    const rep = await admin.from('items').delete().eq('id', 301).select('id');
    expect(rep).toMatchObject({ status: 200, data: [{ id: 301 }] });
    const counted = await admin.from('items').delete({ count: 'exact' }).eq('id', 302);
    expect(counted.count).toBe(1);
  });

  it('maxAffected rolls back when exceeded', async () => {
    // the generic client types only allow maxAffected when the schema declares PostgREST 13
    type Limited = {
      maxAffected(n: number): PromiseLike<{ status: number; error: { code: string } | null }>;
    };
    const ok = await (admin.from('items').update({ qty: 11 }).eq('id', 1) as unknown as Limited).maxAffected(
      1,
    );
    expect(ok.status).toBe(204);
    const r2 = await (admin.from('items').update({ qty: 99 }).lt('id', 3) as unknown as Limited).maxAffected(
      1,
    );
    expect(r2.error!.code).toBe('PGRST124');
    expect((await sb.db.query('select qty from public.items where id = 2')).rows[0]).toEqual({ qty: 20 });
  });

  it('tx=rollback leaves no trace', async () => {
    const r = await admin.from('items').insert({ id: 400 }).select().rollback();
    expect(r.status).toBe(201);
    expect((await sb.db.query('select 1 from public.items where id = 400')).rows).toHaveLength(0);
  });
});

describe('rpc (57–58)', () => {
  it('57 scalar, setof, void, get, unknown, raise', async () => {
    const s = await anon.rpc('scalar_fn', { a: 1 });
    expect(s).toMatchObject({ data: 42, status: 200, error: null });
    const set = await anon
      .rpc('items_upto', { max_id: 5 })
      .gt('qty', 4)
      .order('qty', { ascending: false })
      .limit(2);
    expect(set.error).toBeNull();
    expect(set.data!.map((x: { id: number }) => x.id)).toEqual([2, 1]);
    const counted = await anon.rpc('items_upto', { max_id: 5 }, { count: 'exact' }).range(0, 0);
    expect(counted).toMatchObject({ status: 206, count: 5 });
    const single = await anon.rpc('items_upto', { max_id: 5 }).eq('id', 2).single();
    expect(single.data).toMatchObject({ id: 2, label: 'Bêta café' });
    expect((await anon.rpc('squares', { n: 3 })).data).toEqual([1, 4, 9]);
    const v = await anon.rpc('touch_nothing');
    expect(v).toMatchObject({ status: 204, data: null, error: null });
    const g = await anon.rpc('scalar_fn', { a: 2 }, { get: true });
    expect(g).toMatchObject({ status: 200, data: 43 });
    const unknown = await anon.rpc('nope', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error!.code).toBe('PGRST202');
    const raised = await anon.rpc('check_code', { code: 'BAD' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({
      code: 'P0001',
      message: 'Code invalide',
      details: null,
      hint: null,
    });
    expect((await anon.rpc('echo', { any: ['thing', 1] })).data).toEqual({ any: ['thing', 1] });
    const row = await admin.rpc('add_item', { id: 500, label: 'via rpc' });
    expect(row.data).toMatchObject({ id: 500, label: 'via rpc' });
    const ro = await admin.rpc('add_item', { id: 501, label: 'x' }, { get: true });
    expect(ro.status).toBe(405);
    expect(ro.error!.code).toBe('25006');
  });

  it('58 whoami and SECURITY DEFINER', async () => {
    expect((await userA.rpc('whoami')).data).toEqual({
      uid: uidA,
      role: 'authenticated',
      email: 'a@example.fr',
    });
    expect((await anon.rpc('whoami')).data).toEqual({ uid: null, role: 'anon', email: null });
    expect((await anon.rpc('count_profiles')).data).toBeGreaterThanOrEqual(3);
  });
});

describe('errors (59–60)', () => {
  it('59 expired and forged JWTs', async () => {
    const expired = await tokenFor(uidA, 'a@example.fr', Math.floor(Date.now() / 1000) - 120);
    const r = await rawRest('/profiles?select=*', { token: expired });
    expect(r.status).toBe(401);
    expect(await r.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    expect(r.headers.get('www-authenticate')).toContain('invalid_token');
    const forged = tokenA.slice(0, -4) + (tokenA.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const f = await rawRest('/profiles?select=*', { token: forged });
    expect(f.status).toBe(401);
    expect((await f.json()).code).toBe('PGRST301');
    const viaClient = await userClient(expired).from('profiles').select('*');
    expect(viaClient.error!.code).toBe('PGRST303');
  });

  it('60 unknown table / column / malformed filter', async () => {
    const t = await admin.from('profile').select('*');
    expect(t.status).toBe(404);
    expect(t.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.profile' in the schema cache",
      hint: "Perhaps you meant the table 'public.profiles'",
    });
    const c = await admin.from('profiles').select('foo');
    expect(c.status).toBe(400);
    expect(c.error).toMatchObject({ code: '42703', message: 'column profiles.foo does not exist' });
    const m = await rawRest('/items?age=eqq.1');
    expect(m.status).toBe(400);
    expect((await m.json()).code).toBe('PGRST100');
    const sel = await rawRest('/items?select=id,(');
    expect((await sel.json()).code).toBe('PGRST100');
    const emb = await admin.from('profiles').select('id, nothing(*)');
    expect(emb.status).toBe(400);
    expect(emb.error!.code).toBe('PGRST200');
    const notEmbedded = await rawRest('/profiles?select=id&form_requests.status=eq.x');
    expect((await notEmbedded.json()).code).toBe('PGRST108');
    const schema = await rawRest('/items', { headers: { 'accept-profile': 'auth' } });
    expect(schema.status).toBe(406);
    expect((await schema.json()).code).toBe('PGRST106');
  });

  it('picks up tables created after startup', async () => {
    await sb.db.exec(
      'create table public.late_table (id int primary key); insert into public.late_table values (7);',
    );
    const r = await admin.from('late_table').select('*');
    expect(r.data).toEqual([{ id: 7 }]);
  });
});

describe('request targets', () => {
  it('`//` and `//x` are paths of this server: an answer (never a crash), and the server goes on', async () => {
    expect(await rawStatus(sb.url, '//')).toBe(404);
    expect(await rawStatus(sb.url, '//evil.example/rest/v1/')).toBe(404);
    expect(await rawStatus(sb.url, '//', true)).toBe(404);
    const after = await rawRest('/profiles?select=id');
    expect(after.status).toBe(200);
  });
});
