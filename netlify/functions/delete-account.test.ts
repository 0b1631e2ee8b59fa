import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from '../../supabase/local/test/harness.ts';
import { createUser, makeAdmin, startProductSupabase } from '../../supabase/tests/support/db.ts';
import deleteAccountFn from './delete-account.mts';

const PASSWORD = 'Suppression-2026';
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

async function signedIn() {
  const id = `30000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  const user = await createUser(sb, { id, email: `supprime${n}@exemple.fr`, password: PASSWORD });
  const client = sb.client();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: PASSWORD });
  if (error) throw error;
  return { ...user, client, token: data.session!.access_token };
}

const call = (token: string | null, body: unknown = { confirmation: 'SUPPRIMER' }, method = 'POST') =>
  deleteAccountFn(
    new Request('http://localhost/.netlify/functions/delete-account', {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    }),
  );

describe('fonction delete-account', () => {
  it('efface fichiers, données et utilisateur ; garde le paiement anonymisé ; la connexion échoue ensuite', async () => {
    const u = await signedIn();
    const { data: request } = await u.client.rpc('create_form_request', {
      form_type: 'logement',
      aid_id: 'aide_logement',
      aid_name: 'APL',
    });
    const requestId = (request as { id: string }).id;
    const bucket = u.client.storage.from('documents');
    const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    for (const path of [
      `${u.id}/${requestId}/bail.pdf`,
      `${u.id}/${requestId}/rib.pdf`,
      `${u.id}/support/note.pdf`,
    ])
      expect((await bucket.upload(path, pdf())).error).toBeNull();
    await sb.db.query(
      `insert into public.payments (user_id, amount, payment_intent_id, offer_id) values ($1, 599, 'pi_rgpd', 'quick_1')`,
      [u.id],
    );
    await sb.admin().rpc('complete_payment', { payment_intent_id: 'pi_rgpd', amount_received: 599 });

    const res = await call(u.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, filesRemoved: 3 });

    const { data: left } = await sb.admin().storage.from('documents').list(u.id);
    expect(left).toEqual([]);
    expect((await sb.admin().auth.admin.getUserById(u.id)).error).not.toBeNull();
    const { rows } = await sb.db.query(
      `select user_id, amount, status::text, account_deleted_at is not null as anonymised from public.payments where payment_intent_id = 'pi_rgpd'`,
    );
    expect(rows).toEqual([{ user_id: null, amount: 599, status: 'completed', anonymised: true }]);
    const { rows: profiles } = await sb.db.query('select 1 from public.profiles where id = $1', [u.id]);
    expect(profiles).toEqual([]);
    const again = await sb.client().auth.signInWithPassword({ email: u.email, password: PASSWORD });
    expect(again.error?.message).toMatch(/Invalid login credentials/);
  });

  it('exige le mot SUPPRIMER, un jeton valide et POST ; refuse un compte conseiller', async () => {
    const u = await signedIn();
    const missing = await call(u.token, { confirmation: 'supprimer' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe(
      'Tapez SUPPRIMER pour confirmer la suppression de votre compte.',
    );
    expect((await call(null)).status).toBe(401);
    expect((await call('pas-un-jeton')).status).toBe(401);
    expect((await call(u.token, undefined, 'GET')).status).toBe(405);
    const admin = await signedIn();
    await makeAdmin(sb, admin.id);
    const refused = await call(admin.token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(/conseiller/);
    expect((await sb.admin().auth.admin.getUserById(u.id)).error).toBeNull();
  });
});
