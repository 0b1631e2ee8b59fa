// Realtime conformance: supabase-js (unchanged, `ws` as its transport on Node 20) subscribes to
// postgres_changes on the local server. A subscriber receives its own rows' INSERT/UPDATE/DELETE, never a row
// its RLS hides, nothing after unsubscribing, and nothing once its token has expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../src/jwt.ts';
import { startTestSupabase, type TestSupabase } from './harness.ts';

let sb: TestSupabase;
let service: SupabaseClient;
const PASSWORD = 'Temps-reel-2026';

interface Account {
  id: string;
  client: SupabaseClient;
}

async function account(label: string): Promise<Account> {
  const email = `rt-${label}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { prenom: 'Test', nom: label },
  });
  if (error || !data.user) throw new Error(error?.message);
  const client = sb.client();
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw new Error(signedIn.error.message);
  return { id: data.user.id, client };
}

type Received = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> } & Record<
  string,
  unknown
>;

/** Subscribes and resolves once the server confirmed the join; the statuses seen are kept. */
async function subscribe(
  client: SupabaseClient,
  name: string,
  filter?: string,
): Promise<{ channel: RealtimeChannel; received: Received[]; statuses: string[] }> {
  const received: Received[] = [];
  const statuses: string[] = [];
  const channel = client
    .channel(name)
    .on(
      'postgres_changes' as never,
      { event: '*', schema: 'public', table: 'notifications', ...(filter ? { filter } : {}) },
      (payload: Received) => received.push(payload),
    );
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      statuses.push(status);
      if (status === 'SUBSCRIBED') resolve();
      else if (statuses.length === 1) reject(err ?? new Error(status));
    });
  });
  return { channel, received, statuses };
}

async function until(check: () => boolean, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timeout: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Lets every notified change go through delivery, so "nothing arrived" means nothing was sent. */
async function settled() {
  await new Promise((r) => setTimeout(r, 150));
  await sb.realtime.settled();
  await new Promise((r) => setTimeout(r, 150));
}

async function notify(userId: string, message: string): Promise<string> {
  const { data, error } = await service
    .from('notifications')
    .insert({ user_id: userId, type: 'system', message })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

beforeAll(async () => {
  sb = await startTestSupabase();
  service = sb.admin();
});

afterAll(async () => {
  await sb?.stop();
});

describe('realtime postgres_changes', () => {
  it('a subscriber receives the INSERT, UPDATE and DELETE of its own rows, in the client’s shape', async () => {
    const alice = await account('alice');
    const { received, channel } = await subscribe(alice.client, 'own', `user_id=eq.${alice.id}`);
    const id = await notify(alice.id, 'Votre demande avance');
    await until(() => received.length === 1, 'insert');
    await alice.client.from('notifications').update({ is_read: true }).eq('id', id);
    await until(() => received.length === 2, 'update');
    await alice.client.from('notifications').delete().eq('id', id);
    await until(() => received.length === 3, 'delete');

    const [ins, upd, del] = received;
    expect(ins).toMatchObject({
      schema: 'public',
      table: 'notifications',
      eventType: 'INSERT',
      errors: null,
    });
    expect(ins.new).toMatchObject({ id, user_id: alice.id, message: 'Votre demande avance', is_read: false });
    expect(ins.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(upd.eventType).toBe('UPDATE');
    expect(upd.new).toMatchObject({ id, is_read: true });
    expect(upd.old).toEqual({ id }); // default replica identity: the key only, as hosted
    expect(del.eventType).toBe('DELETE');
    expect(del.old).toEqual({ id });
    expect(del.new).toEqual({});
    await alice.client.removeChannel(channel);
  });

  it('a foreign row never reaches a subscriber, even one filtering on the other user’s id', async () => {
    const alice = await account('alice2');
    const bob = await account('bob');
    const own = await subscribe(alice.client, 'witness', `user_id=eq.${alice.id}`);
    const spyFiltered = await subscribe(bob.client, 'spy-filter', `user_id=eq.${alice.id}`);
    const spyAll = await subscribe(bob.client, 'spy-all');
    const anon = await subscribe(sb.client(), 'anon-all');

    const id = await notify(alice.id, 'Message privé');
    await until(() => own.received.length === 1, 'alice’s insert');
    await alice.client.from('notifications').update({ is_read: true }).eq('id', id);
    await alice.client.from('notifications').delete().eq('id', id);
    await until(() => own.received.length === 3, 'alice’s update and delete');
    await settled();
    expect(spyFiltered.received).toEqual([]);
    expect(spyAll.received).toEqual([]);
    expect(anon.received).toEqual([]);

    // bob's own row reaches his unfiltered channel only
    await notify(bob.id, 'Pour Bob');
    await until(() => spyAll.received.length === 1, 'bob’s insert');
    await settled();
    expect(spyAll.received[0].new).toMatchObject({ user_id: bob.id, message: 'Pour Bob' });
    expect(own.received).toHaveLength(3);
    expect(spyFiltered.received).toEqual([]);
  });

  it('a row is judged as the change left it: an update deleted at once still reaches its owner, never another', async () => {
    const alice = await account('alice7');
    const bob = await account('bob7');
    const own = await subscribe(alice.client, 'judged', `user_id=eq.${alice.id}`);
    const spy = await subscribe(bob.client, 'judged-spy');
    const id = await notify(alice.id, 'Lue puis effacée');
    await until(() => own.received.length === 1, 'insert');
    // one transaction: when the UPDATE is checked, its row is already gone from the table
    await sb.db.exec(
      `begin; update public.notifications set is_read = true where id = '${id}';
       delete from public.notifications where id = '${id}'; commit;`,
    );
    await until(() => own.received.length === 3, 'update and delete');
    expect(own.received.map((r) => r.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(own.received[1].new).toMatchObject({ id, is_read: true });
    await settled();
    expect(spy.received).toEqual([]);
    await alice.client.removeAllChannels();
    await bob.client.removeAllChannels();
  });

  it('after unsubscribing, nothing more arrives', async () => {
    const alice = await account('alice3');
    const gone = await subscribe(alice.client, 'gone', `user_id=eq.${alice.id}`);
    const witness = await subscribe(alice.client, 'stays', `user_id=eq.${alice.id}`);
    await notify(alice.id, 'Avant');
    await until(() => gone.received.length === 1 && witness.received.length === 1, 'first insert');
    expect(await alice.client.removeChannel(gone.channel)).toBe('ok');
    await notify(alice.id, 'Après');
    await until(() => witness.received.length === 2, 'second insert');
    await settled();
    expect(gone.received.map((r) => r.new.message)).toEqual(['Avant']);
  });

  it('an expired token closes the channel and stops delivery; an expired token cannot join', async () => {
    const alice = await account('alice4');
    const witness = await subscribe(service, `witness-${alice.id}`, `user_id=eq.${alice.id}`);
    const { data } = await alice.client.auth.getSession();
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString(),
    ) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const short = await signJwt(sb.config.jwtSecret, { ...claims, exp: now + 3 });

    const client = sb.client();
    await client.realtime.setAuth(short);
    const sub = await subscribe(client, 'short', `user_id=eq.${alice.id}`);
    await notify(alice.id, 'Encore valable');
    await until(() => sub.received.length === 1, 'insert before expiry');
    await until(() => sub.statuses.includes('CLOSED'), 'channel closed at expiry', 10_000);
    await notify(alice.id, 'Trop tard');
    await until(() => witness.received.length === 2, 'witness sees the second insert');
    await settled();
    expect(sub.received.map((r) => r.new.message)).toEqual(['Encore valable']);

    const late = sb.client();
    await late.realtime.setAuth(await signJwt(sb.config.jwtSecret, { ...claims, exp: now - 10 }));
    await expect(subscribe(late, 'late', `user_id=eq.${alice.id}`)).rejects.toThrow(/expired/i);
    await late.removeAllChannels();
    await client.removeAllChannels();
  });

  it('a refreshed token keeps the channel alive past the old expiry', async () => {
    const alice = await account('alice5');
    const { data } = await alice.client.auth.getSession();
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString(),
    ) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const client = sb.client();
    await client.realtime.setAuth(await signJwt(sb.config.jwtSecret, { ...claims, exp: now + 3 }));
    const sub = await subscribe(client, 'refreshed', `user_id=eq.${alice.id}`);
    // supabase-js pushes `access_token` to joined channels when the token changes
    await client.realtime.setAuth(await signJwt(sb.config.jwtSecret, { ...claims, exp: now + 600 }));
    await new Promise((r) => setTimeout(r, 4000));
    expect(sub.statuses).not.toContain('CLOSED');
    await notify(alice.id, 'Toujours là');
    await until(() => sub.received.length === 1, 'insert after the old expiry');
    await client.removeAllChannels();
  });

  it('answers heartbeats and refuses an unknown table at join', async () => {
    const alice = await account('alice6');
    const statuses: string[] = [];
    const errors: string[] = [];
    alice.client
      .channel('bad')
      .on('postgres_changes' as never, { event: '*', schema: 'public', table: 'nope' }, () => undefined)
      .subscribe((status, err) => {
        statuses.push(status);
        if (err) errors.push(err.message);
      });
    await until(() => statuses.includes('CHANNEL_ERROR'), 'join refused');
    expect(errors[0]).toMatch(/Unable to subscribe to changes/);
    const beat = await new Promise<string>((resolve) => {
      alice.client.realtime.onHeartbeat((status) => {
        if (status !== 'sent') resolve(status);
      });
      void alice.client.realtime.sendHeartbeat();
    });
    expect(beat).toBe('ok');
    await alice.client.removeAllChannels();
  });
});
