import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from '../../supabase/local/test/harness.ts';
import { createUser, makeAdmin, startProductSupabase } from '../../supabase/tests/support/db.ts';
import { loginErrorMessage, ACCOUNT_DEACTIVATED } from '../../src/features/auth/schemas.ts';
import adminUsersFn, { config } from './admin-users.mts';
import { enrolTotp } from '../../tests/support/totp.ts';

const PASSWORD = 'Conseiller-2026';
let sb: TestSupabase;
let n = 0;

beforeAll(async () => {
  sb = await startProductSupabase();
  process.env.SUPABASE_URL = sb.url;
  process.env.SUPABASE_ANON_KEY = sb.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = sb.serviceKey;
});
afterAll(async () => {
  await sb?.stop();
});

async function signedIn(admin = false) {
  const id = `40000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  const user = await createUser(sb, { id, email: `gestion${n}@exemple.fr`, password: PASSWORD });
  if (admin) await makeAdmin(sb, id);
  const client = sb.client();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: PASSWORD });
  if (error) throw error;
  // an adviser's rights need an aal2 session (issue 20): a verified TOTP code
  if (admin) await enrolTotp(client);
  const session = (await client.auth.getSession()).data.session!;
  return { ...user, client, token: session.access_token, refresh: session.refresh_token };
}

const call = (token: string | null, body: unknown, method = 'POST') =>
  adminUsersFn(
    new Request('http://localhost/api/admin/users', {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    }),
  );

const audit = async (action: string, userId: string) =>
  (
    await sb.db.query(
      `select actor_id from public.admin_audit_log where action = $1 and target_user_id = $2`,
      [action, userId],
    )
  ).rows;

describe('fonction admin-users (/api/admin/users)', () => {
  it('est servie sur /api/admin/users', () => {
    expect(config.path).toBe('/api/admin/users');
  });

  it('un conseiller au seul mot de passe (session aal1) est refusé : 403, rien ne change', async () => {
    const adviser = await signedIn();
    await makeAdmin(sb, adviser.id);
    const u = await signedIn();
    const res = await call(adviser.token, { userId: u.id, action: 'deactivate' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Accès réservé aux conseillers.' });
    expect(await audit('user.deactivated', u.id)).toEqual([]);
    expect((await sb.admin().auth.admin.getUserById(u.id)).data.user?.banned_until ?? null).toBeNull();
  });

  it('désactiver : connexion refusée (message en français), sessions terminées, écritures refusées ; réactiver rétablit', async () => {
    const admin = await signedIn(true);
    const u = await signedIn();
    const res = await call(admin.token, { userId: u.id, action: 'deactivate' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await audit('user.deactivated', u.id)).toEqual([{ actor_id: admin.id }]);

    const signIn = await sb.client().auth.signInWithPassword({ email: u.email, password: PASSWORD });
    expect(signIn.error?.code).toBe('user_banned');
    expect(loginErrorMessage(signIn.error)).toBe(ACCOUNT_DEACTIVATED);
    const refreshed = await sb.client().auth.refreshSession({ refresh_token: u.refresh });
    expect(refreshed.error).not.toBeNull();
    expect((await sb.admin().auth.getUser(u.token)).error).not.toBeNull();
    expect((await sb.db.query('select 1 from auth.sessions where user_id = $1', [u.id])).rows).toEqual([]);
    // the access token already issued cannot write any more (local server's guard)
    const write = await u.client.from('user_settings').update({ dark_mode: true }).eq('user_id', u.id);
    expect(write.error?.code).toBe('42501');
    const listed = await admin.client.rpc('admin_list_users', { search: u.email });
    expect(listed.data[0]).toMatchObject({ id: u.id, deactivated: true });

    const back = await call(admin.token, { userId: u.id, action: 'reactivate' });
    expect(back.status).toBe(200);
    expect(await audit('user.reactivated', u.id)).toHaveLength(1);
    const again = await sb.client().auth.signInWithPassword({ email: u.email, password: PASSWORD });
    expect(again.error).toBeNull();
    expect((await admin.client.rpc('admin_user_detail', { user_id: u.id })).data.deactivated).toBe(false);
  });

  it('supprimer : même effacement que la suppression par le client ; paiement gardé anonymisé', async () => {
    const admin = await signedIn(true);
    const u = await signedIn();
    expect(
      (
        await u.client.storage
          .from('documents')
          .upload(`${u.id}/piece.pdf`, new Blob(['%PDF-1.4'], { type: 'application/pdf' }))
      ).error,
    ).toBeNull();
    await sb.db.query(
      `insert into public.payments (user_id, amount, payment_intent_id, offer_id) values ($1, 599, 'pi_admin_del', 'quick_1')`,
      [u.id],
    );
    const res = await call(admin.token, { userId: u.id, action: 'delete' });
    expect(res.status).toBe(200);
    expect((await sb.admin().auth.admin.getUserById(u.id)).error).not.toBeNull();
    expect((await sb.admin().storage.from('documents').list(u.id)).data).toEqual([]);
    expect((await sb.db.query('select 1 from public.profiles where id = $1', [u.id])).rows).toEqual([]);
    const { rows } = await sb.db.query(
      `select user_id, account_deleted_at is not null as anonymised from public.payments where payment_intent_id = 'pi_admin_del'`,
    );
    expect(rows).toEqual([{ user_id: null, anonymised: true }]);
    expect(await audit('user.deleted', u.id)).toEqual([{ actor_id: admin.id }]);
    expect((await call(admin.token, { userId: u.id, action: 'delete' })).status).toBe(404);
  });

  it('401 sans jeton, 403 pour un client, 400 pour soi-même, un conseiller ou une requête invalide, 405 en GET', async () => {
    const admin = await signedIn(true);
    const other = await signedIn(true);
    const u = await signedIn();
    const target = await signedIn();
    const body = { userId: target.id, action: 'deactivate' };
    const noToken = await call(null, body);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual({ error: 'Non authentifié' });
    expect((await call('pas-un-jeton', body)).status).toBe(401);
    const client = await call(u.token, body);
    expect(client.status).toBe(403);
    expect(await client.json()).toEqual({ error: 'Accès réservé aux conseillers.' });
    const self = await call(admin.token, { userId: admin.id, action: 'delete' });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({
      error: 'Vous ne pouvez pas appliquer cette action à votre propre compte.',
    });
    const adviser = await call(admin.token, { userId: other.id, action: 'deactivate' });
    expect(adviser.status).toBe(400);
    expect(await adviser.json()).toEqual({ error: 'Retirez d’abord le rôle de conseiller de ce compte.' });
    expect((await call(admin.token, { userId: target.id, action: 'bannir' })).status).toBe(400);
    expect((await call(admin.token, { userId: 'abc', action: 'delete' })).status).toBe(400);
    expect((await call(admin.token, 'texte')).status).toBe(400);
    expect((await call(admin.token, null, 'GET')).status).toBe(405);
    // none of these refused calls changed the target
    const signIn = await sb.client().auth.signInWithPassword({ email: target.email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});
