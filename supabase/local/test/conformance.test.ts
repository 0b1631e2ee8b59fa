// PostgREST 14 conformance: supabase-js, unchanged, against the local server (PGlite, or PostgreSQL with
// DATABASE_URL / `npm run test:pg`). Expected values follow PostgREST's documented behaviour; the schema is
// test/fixtures/conformance. Raw fetch is used only where supabase-js has no call for a header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestSupabase, type TestSupabase } from './harness.ts';
import { projectEnvironment } from '../src/project-config.ts';

let sb: TestSupabase;
let admin: SupabaseClient;
let anon: SupabaseClient;

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const CAROL = '00000000-0000-4000-8000-00000000000c';

async function rest(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', sb.serviceKey);
  headers.set('authorization', `Bearer ${sb.serviceKey}`);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${sb.url}/rest/v1${path}`, { ...init, headers });
}

const counter = async (id = 1) =>
  (await sb.db.query<{ n: number }>('select n from public.counters where id = $1', [id])).rows[0].n;

beforeAll(async () => {
  sb = await startTestSupabase({
    migrationsDir: resolve(import.meta.dirname, 'fixtures/conformance'),
    env: { PGRST_DB_SCHEMAS: 'public,personal' },
  });
  admin = sb.admin();
  anon = sb.client();
  await sb.db.exec(`
    insert into public.profiles (id, username, born) values
      ('${ALICE}', 'alice', '2001-02-03'), ('${BOB}', 'bob', null), ('${CAROL}', 'carol', '1999-12-31');
    insert into public.messages (sender_id, receiver_id, body) values
      ('${ALICE}', '${BOB}', 'salut'), ('${BOB}', '${ALICE}', 're'), ('${ALICE}', '${CAROL}', 'coucou');
    insert into public.notifications (profile_id, message) values
      ('${ALICE}', 'un'), ('${ALICE}', 'deux'), ('${ALICE}', 'trois'), ('${CAROL}', 'quatre');
    insert into public.categories (id, name, parent_id) values
      (1, 'Aides', null), (2, 'Logement, transport', 1), (3, 'Santé', 1), (4, 'Vélo "électrique"', 2);
    insert into public.requests (id, profile_id, title, created_on) values
      (1, '${ALICE}', 'APL', '2025-12-22'), (2, '${BOB}', 'Prime', '2025-12-31');
    insert into public.counters (id, n) values (1, 0), (2, 0), (3, 0);
    insert into personal.notes (id, body) values (1, 'privée');
    analyze public.categories;
  `);
}, 120_000);

afterAll(async () => {
  await sb?.stop();
});

describe('silent differences (data-changing)', () => {
  it('Prefer: tx=rollback on an RPC rolls its writes back and says so', async () => {
    const res = await rest('/rpc/bump', {
      method: 'POST',
      body: JSON.stringify({ amount: 5 }),
      headers: { prefer: 'tx=rollback' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(5);
    expect(res.headers.get('preference-applied')).toContain('tx=rollback');
    expect(await counter()).toBe(0);
    const committed = await admin.rpc('bump', { amount: 2 });
    expect(committed.data).toBe(2);
    expect(await counter()).toBe(2);
    await sb.db.query('update public.counters set n = 0');
  });

  it('a self-referencing embed gives the children; the FK column gives the parent', async () => {
    const { data, error } = await admin
      .from('categories')
      .select('id,categories(id),parent:parent_id(id)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, categories: [{ id: 2 }, { id: 3 }], parent: null },
      { id: 2, categories: [{ id: 4 }], parent: { id: 1 } },
      { id: 3, categories: [], parent: { id: 1 } },
      { id: 4, categories: [], parent: { id: 2 } },
    ]);
  });

  it('the same table embedded twice without aliases is 400 42712; with aliases it works', async () => {
    const dup = await admin.from('messages').select('profiles!sender_id(*),profiles!receiver_id(*)');
    expect(dup.status).toBe(400);
    expect(dup.error?.code).toBe('42712');
    const ok = await admin
      .from('messages')
      .select('body,from:profiles!sender_id(username),to:profiles!receiver_id(username)')
      .eq('body', 'salut')
      .single();
    expect(ok.data).toEqual({ body: 'salut', from: { username: 'alice' }, to: { username: 'bob' } });
  });
});

describe('embeds', () => {
  it('legacy embedded count', async () => {
    const { data } = await admin.from('profiles').select('username,notifications(count)').order('username');
    expect(data).toEqual([
      { username: 'alice', notifications: [{ count: 3 }] },
      { username: 'bob', notifications: [{ count: 0 }] },
      { username: 'carol', notifications: [{ count: 1 }] },
    ]);
  });

  it('embedding by foreign-key constraint name, both directions', async () => {
    const toOne = await admin
      .from('messages')
      .select('body,sender:messages_sender_id_fkey(username)')
      .eq('body', 're')
      .single();
    expect(toOne.data).toEqual({ body: 're', sender: { username: 'bob' } });
    const toMany = await admin
      .from('profiles')
      .select('username,sent:messages_sender_id_fkey(body)')
      .eq('username', 'alice')
      .order('body', { referencedTable: 'sent' })
      .single();
    expect(toMany.data).toEqual({ username: 'alice', sent: [{ body: 'coucou' }, { body: 'salut' }] });
  });

  it('an ambiguous embed is 300 PGRST201; an unknown one 400 PGRST200', async () => {
    const ambiguous = await admin.from('messages').select('profiles(*)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const none = await admin.from('categories').select('profiles(*)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
  });

  it('computed fields at the top level, in filters, order and inside embeds', async () => {
    const top = await admin.from('requests').select('id,age_in_days').order('age_in_days');
    expect(top.data).toEqual([
      { id: 2, age_in_days: 1 },
      { id: 1, age_in_days: 10 },
    ]);
    const filtered = await admin.from('requests').select('title').gt('age_in_days', 5);
    expect(filtered.data).toEqual([{ title: 'APL' }]);
    const nested = await admin
      .from('profiles')
      .select('display_name,requests(title,age_in_days)')
      .eq('username', 'alice')
      .single();
    expect(nested.data).toEqual({ display_name: 'ALICE', requests: [{ title: 'APL', age_in_days: 10 }] });
    const unknown = await admin.from('requests').select('nope');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('42703');
  });

  it('relationships through simple views', async () => {
    const viewToView = await admin
      .from('profile_cards')
      .select('username,notification_feed(message)')
      .eq('username', 'carol')
      .single();
    expect(viewToView.data).toEqual({ username: 'carol', notification_feed: [{ message: 'quatre' }] });
    const tableToView = await admin
      .from('notifications')
      .select('message,profile_cards(username)')
      .eq('message', 'un')
      .single();
    expect(tableToView.data).toEqual({ message: 'un', profile_cards: { username: 'alice' } });
  });

  it('an empty embed filters without adding a key', async () => {
    const { data } = await admin
      .from('profiles')
      .select('username,messages!sender_id!inner()')
      .eq('messages.body', 're');
    expect(data).toEqual([{ username: 'bob' }]);
    const left = await admin.from('profiles').select('username,notifications()').eq('username', 'bob');
    expect(left.data).toEqual([{ username: 'bob' }]);
  });

  it('spreads: to-one lifts columns, to-many gives arrays', async () => {
    const toMany = await admin
      .from('profiles')
      .select('username,...notifications(id,message)')
      .in('username', ['alice', 'bob'])
      .order('username')
      .order('id', { referencedTable: 'notifications' });
    expect(toMany.data).toEqual([
      { username: 'alice', id: [1, 2, 3], message: ['un', 'deux', 'trois'] },
      { username: 'bob', id: [], message: [] },
    ]);
    const toOne = await admin
      .from('messages')
      .select('body,...profiles!sender_id(sender:username)')
      .eq('body', 'coucou')
      .single();
    expect(toOne.data).toEqual({ body: 'coucou', sender: 'alice' });
  });

  it('one-to-many gives arrays, many-to-one objects, !inner filters parents', async () => {
    const { data } = await admin
      .from('profiles')
      .select('username,requests!inner(title)')
      .eq('requests.title', 'Prime');
    expect(data).toEqual([{ username: 'bob', requests: [{ title: 'Prime' }] }]);
  });
});

describe('mutations', () => {
  it('missing=default applies identity defaults in bulk inserts', async () => {
    const { data, error } = await admin
      .from('messages')
      .insert(
        [
          { id: 1000, sender_id: CAROL, receiver_id: BOB, body: 'explicite' },
          { sender_id: CAROL, receiver_id: BOB, body: 'auto' },
        ],
        { defaultToNull: false },
      )
      .select('id,body,sent_at');
    expect(error).toBeNull();
    expect(data![0]).toEqual({ id: 1000, body: 'explicite', sent_at: '2025-06-01T12:00:00+00:00' });
    expect(typeof data![1].id).toBe('number');
    expect(data![1].id).not.toBe(1000);
    const always = await admin
      .from('notifications')
      .insert(
        [
          { profile_id: BOB, message: 'a' },
          { profile_id: BOB, message: 'b', read: true },
        ],
        {
          defaultToNull: false,
        },
      )
      .select('message,read');
    expect(always.error).toBeNull();
    expect(always.data).toEqual([
      { message: 'a', read: false },
      { message: 'b', read: true },
    ]);
    await sb.db.query(`delete from public.notifications where profile_id = $1`, [BOB]);
    await sb.db.query(`delete from public.messages where sender_id = $1`, [CAROL]);
  });

  it('without missing=default a missing key is NULL (23502 on a NOT NULL column)', async () => {
    const { error, status } = await admin.from('notifications').insert([
      { profile_id: BOB, message: 'x', read: true },
      { profile_id: BOB, message: 'y' },
    ]);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('insert, upsert, update and delete with representation and counts', async () => {
    const ins = await admin.from('counters').insert({ id: 10, n: 1 }).select().single();
    expect(ins.status).toBe(201);
    expect(ins.data).toEqual({ id: 10, n: 1 });
    const dupe = await admin.from('counters').insert({ id: 10, n: 1 });
    expect(dupe.status).toBe(409);
    expect(dupe.error?.code).toBe('23505');
    const up = await admin.from('counters').upsert({ id: 10, n: 7 }).select();
    expect(up.status).toBe(200);
    expect(up.data).toEqual([{ id: 10, n: 7 }]);
    const upd = await admin.from('counters').update({ n: 8 }, { count: 'exact' }).eq('id', 10).select();
    expect(upd.data).toEqual([{ id: 10, n: 8 }]);
    expect(upd.count).toBe(1);
    const del = await admin.from('counters').delete({ count: 'exact' }).eq('id', 10);
    expect(del.status).toBe(204);
    expect(del.count).toBe(1);
  });

  it('UPDATE and DELETE without a filter are refused (pg-safeupdate)', async () => {
    const upd = await admin.from('counters').update({ n: 1 });
    expect(upd.status).toBe(400);
    expect(upd.error?.code).toBe('21000');
    const del = await admin.from('counters').delete();
    expect(del.error?.code).toBe('21000');
    expect(await counter()).toBe(0);
  });

  it('max-affected with handling=strict on an RPC: 400 PGRST124 and rolled back', async () => {
    const refused = await rest('/rpc/bump_all', {
      method: 'POST',
      body: '{}',
      headers: { prefer: 'handling=strict, max-affected=1' },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('PGRST124');
    expect(await counter(2)).toBe(0);
    const setof = await rest('/rpc/bumped', {
      method: 'POST',
      body: '{}',
      headers: { prefer: 'handling=strict, max-affected=2' },
    });
    expect(setof.status).toBe(400);
    expect(await counter(3)).toBe(0);
    const allowed = await rest('/rpc/bump_all', {
      method: 'POST',
      body: '{}',
      headers: { prefer: 'handling=strict, max-affected=3' },
    });
    expect(allowed.status).toBe(204);
    expect(await counter(2)).toBe(1);
    await sb.db.query('update public.counters set n = 0');
  });

  it('max-affected on PATCH', async () => {
    // supabase-js' maxAffected() sends these headers (typed for PostgREST 13+ schemas only)
    const res = await rest('/counters?id=gt.0', {
      method: 'PATCH',
      body: JSON.stringify({ n: 5 }),
      headers: { prefer: 'handling=strict,max-affected=1' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST124');
    expect(await counter()).toBe(0);
  });

  it('tx=rollback on a table write', async () => {
    const res = await rest('/counters', {
      method: 'POST',
      body: JSON.stringify({ id: 20, n: 1 }),
      headers: { prefer: 'tx=rollback, return=representation' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toContain('tx=rollback');
    expect((await sb.db.query('select 1 from public.counters where id = 20')).rows).toHaveLength(0);
  });
});

describe('counts and media types', () => {
  it('count=exact: 206 with Content-Range when partial, 416 beyond the end', async () => {
    const page = await admin.from('categories').select('id', { count: 'exact' }).order('id').range(0, 1);
    expect(page.status).toBe(206);
    expect(page.count).toBe(4);
    const head = await admin.from('categories').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(4);
    expect(head.data).toBeNull();
    const beyond = await admin.from('categories').select('id', { count: 'exact' }).range(10, 12);
    expect(beyond.status).toBe(416);
    expect(beyond.error?.code).toBe('PGRST103');
  });

  it('count=planned answers the planner estimate, count=estimated the exact count under max rows', async () => {
    const planned = await admin.from('categories').select('id', { count: 'planned' }).limit(2);
    expect(planned.count).toBe(4); // the table was analysed: reltuples = 4
    expect(planned.status).toBe(206);
    const estimated = await admin.from('categories').select('id', { count: 'estimated' }).limit(1);
    expect(estimated.count).toBe(4);
    expect(estimated.status).toBe(206);
    const res = await rest('/categories?select=id', { headers: { prefer: 'count=planned' } });
    expect(res.headers.get('preference-applied')).toBe('count=planned');
    expect(res.headers.get('content-range')).toBe('0-3/4');
  });

  it('count=exact on a scalar RPC gives a real Content-Range', async () => {
    const { data, count, error } = await admin.rpc('answer', {}, { count: 'exact' });
    expect(error).toBeNull();
    expect(data).toBe(42);
    expect(count).toBe(1);
  });

  it('text/csv output', async () => {
    const { data, error } = await admin.from('categories').select('id,name,parent_id').order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe(
      'id,name,parent_id\n1,Aides,\n2,"Logement, transport",1\n3,Santé,1\n4,"Vélo ""électrique""",2',
    );
    const res = await rest('/categories?select=id&id=eq.1', { headers: { accept: 'text/csv' } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it('single(), maybeSingle() and the singular media type', async () => {
    const one = await admin.from('profiles').select('username').eq('id', ALICE).single();
    expect(one.data).toEqual({ username: 'alice' });
    const many = await admin.from('profiles').select('username').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    const none = await admin.from('profiles').select('username').eq('username', 'zoé').maybeSingle();
    expect(none.data).toBeNull();
    expect(none.error).toBeNull();
  });

  it('aggregates and explain() stay disabled as on a default hosted project', async () => {
    const agg = await admin.from('notifications').select('count()');
    expect(agg.status).toBe(400);
    expect(agg.error?.code).toBe('PGRST123');
    const sum = await admin.from('counters').select('n.sum()');
    expect(sum.error?.code).toBe('PGRST123');
    const plan = await admin.from('counters').select('*').explain();
    expect(plan.status).toBe(406);
  });
});

describe('schemas', () => {
  it('Accept-Profile / Content-Profile reach an exposed schema; others are 406 PGRST106', async () => {
    const raw = await rest('/notes?select=id', { headers: { 'accept-profile': 'personal' } });
    expect(raw.headers.get('content-profile')).toBe('personal');
    const notes = await admin.schema('personal').from('notes').select('id,body');
    expect(notes.data).toEqual([{ id: 1, body: 'privée' }]);
    const ins = await admin.schema('personal').from('notes').insert({ id: 2, body: 'bis' }).select().single();
    expect(ins.data).toEqual({ id: 2, body: 'bis' });
    const fn = await admin.schema('personal').rpc('note_count');
    expect(fn.data).toBe(2);
    const hidden = await admin.schema('hidden').from('secrets').select();
    expect(hidden.status).toBe(406);
    expect(hidden.error?.code).toBe('PGRST106');
    expect(hidden.error?.hint).toBe('Only the following schemas are exposed: public, personal');
    const notInPublic = await admin.from('notes').select();
    expect(notInPublic.status).toBe(404);
    expect(notInPublic.error?.code).toBe('PGRST205');
  });
});

describe('exposed schemas configuration', () => {
  it('[api] schemas and max_rows of config.toml become PGRST_DB_SCHEMAS and DB_MAX_ROWS', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-config-'));
    writeFileSync(join(dir, 'config.toml'), '[api]\nschemas = ["public", "personal"]\nmax_rows = 50\n');
    expect(projectEnvironment(dir)).toMatchObject({ PGRST_DB_SCHEMAS: 'public,personal', DB_MAX_ROWS: '50' });
    expect(sb.config.dbSchemas).toEqual(['public', 'personal']);
  });
});

describe('filters', () => {
  it('eq, neq, gt, in, is, like, ilike, or, not and JSON-less text matches', async () => {
    const names = async (q: PromiseLike<{ data: { username: string }[] | null }>) =>
      ((await q).data ?? []).map((r) => r.username);
    const p = () => admin.from('profiles').select('username').order('username');
    expect(await names(p().eq('username', 'bob'))).toEqual(['bob']);
    expect(await names(p().neq('username', 'bob'))).toEqual(['alice', 'carol']);
    expect(await names(p().gt('born', '2000-01-01'))).toEqual(['alice']);
    expect(await names(p().in('username', ['alice', 'carol']))).toEqual(['alice', 'carol']);
    expect(await names(p().is('born', null))).toEqual(['bob']);
    expect(await names(p().not('born', 'is', null))).toEqual(['alice', 'carol']);
    expect(await names(p().like('username', '*ar*'))).toEqual(['carol']);
    expect(await names(p().ilike('username', 'A%'))).toEqual(['alice']);
    expect(await names(p().or('username.eq.bob,born.lt.2000-01-01'))).toEqual(['bob', 'carol']);
    const bad = await admin.from('profiles').select('id').eq('id', 'pas-un-uuid');
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22P02');
  });

  it('RPC errors: unknown function 404 PGRST202, raise 400 P0001, scalar and void results', async () => {
    const unknown = await admin.rpc('nope');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const raised = await admin.rpc('fail', { msg: 'Code invalide' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'Code invalide' });
    expect((await anon.rpc('answer')).data).toBe(42);
  });
});

describe('one round trip per request', () => {
  it('a read, a write and an RPC each send one script to the database', async () => {
    const calls: string[] = [];
    const db = sb.db as unknown as Record<string, (...args: unknown[]) => unknown>;
    const originals = new Map<string, (...args: unknown[]) => unknown>();
    for (const name of ['script', 'query', 'exec', 'transaction']) {
      const original = db[name];
      originals.set(name, original);
      db[name] = (...args: unknown[]) => {
        calls.push(name === 'script' && args[1] ? 'script+finish' : name);
        return original(...args);
      };
    }
    try {
      await admin.from('profiles').select('username,requests(title,age_in_days)', { count: 'exact' });
      await admin.from('counters').update({ n: 0 }).eq('id', 3);
      await admin.from('counters').insert({ id: 30, n: 0 }).select();
      await admin.rpc('answer', {}, { count: 'exact' });
      await admin.from('categories').select('id', { count: 'planned' });
      // a singular mutation checks its own row count: still one round trip, and refused when wrong
      const one = await admin.from('counters').update({ n: 0 }).eq('id', 30).select().single();
      expect(one.data).toEqual({ id: 30, n: 0 });
      const several = await admin.from('counters').update({ n: 9 }).gte('id', 1).select().single();
      expect(several.error?.code).toBe('PGRST116');
      expect(calls.slice(0, 6)).toEqual(['script', 'script', 'script', 'script', 'script', 'script']);
      expect(calls[6]).toBe('script');
      expect(await counter()).toBe(0);
    } finally {
      for (const [name, original] of originals) db[name] = original;
    }
  });
});
