// Hosted GoTrue behaviours of issue 20 beyond MFA, through supabase-js unchanged: reauthentication nonce for a
// secure password change (dev mailbox), closed sign-ups, admin pagination, redirect matching and action links,
// and the codes of the features this server does not provide.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestSupabase, type TestSupabase } from './harness.ts';
import { projectEnvironment } from '../src/project-config.ts';

const FIXTURES = resolve(import.meta.dirname, 'fixtures/auth/definer');
const PASSWORD = 'motdepasse-solide-1';

let sb: TestSupabase;
let seq = 0;

beforeAll(async () => {
  sb = await startTestSupabase({
    migrationsDir: FIXTURES,
    env: {
      GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'true',
      GOTRUE_DISABLE_SIGNUP: 'true',
      SITE_URL: 'http://localhost:5173',
      ADDITIONAL_REDIRECT_URLS: 'https://app.example.org/**',
    },
  });
});
afterAll(async () => {
  await sb?.stop();
});

function client(): SupabaseClient {
  return createClient(sb.url, sb.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

async function signedIn() {
  const email = `parity-${Date.now()}-${seq++}@example.com`;
  const { error } = await sb
    .admin()
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  const c = client();
  expect((await c.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { c, email };
}

async function devMailbox(email: string) {
  const res = await fetch(`${sb.url}/__dev/emails?to=${encodeURIComponent(email)}`);
  return (await res.json()) as { type: string; otp?: string; subject: string; text?: string }[];
}

async function rawAuth(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${sb.url}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: sb.anonKey,
      authorization: `Bearer ${init.token ?? sb.anonKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('secure password change (reauthentication nonce)', () => {
  it('needs the nonce mailed by reauthenticate(); a wrong or used nonce is refused', async () => {
    const { c, email } = await signedIn();
    const missing = await c.auth.updateUser({ password: 'nouveau-mot-de-passe-2' });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.code).toBe('reauthentication_needed');

    const sent = await c.auth.reauthenticate();
    expect(sent.error).toBeNull();
    const box = (await devMailbox(email)).filter((m) => m.type === 'reauthentication');
    expect(box).toHaveLength(1);
    const nonce = box[0].otp!;
    expect(nonce).toMatch(/^\d{6}$/);
    expect(box[0].text).toContain(nonce);

    const wrongNonce = nonce === '000000' ? '111111' : '000000';
    const wrong = await c.auth.updateUser({ password: 'nouveau-mot-de-passe-2', nonce: wrongNonce });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('reauthentication_not_valid');

    const changed = await c.auth.updateUser({ password: 'nouveau-mot-de-passe-2', nonce });
    expect(changed.error).toBeNull();
    const again = await c.auth.updateUser({ password: 'nouveau-mot-de-passe-3', nonce });
    expect(again.error?.code).toBe('reauthentication_not_valid');

    const old = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await client().auth.signInWithPassword({ email, password: 'nouveau-mot-de-passe-2' });
    expect(fresh.error).toBeNull();
  });

  it('a fresh session from a recovery e-mail sets the new password without a nonce (forgotten password)', async () => {
    const { email } = await signedIn();
    const c = client();
    expect((await c.auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = (await devMailbox(email)).find((m) => m.type === 'recovery');
    expect(mail?.otp).toMatch(/^\d{6}$/);
    expect((await c.auth.verifyOtp({ email, token: mail!.otp!, type: 'recovery' })).error).toBeNull();
    expect((await c.auth.updateUser({ password: 'oublie-puis-change-4' })).error).toBeNull();
    // an ordinary session of the same person still needs the code
    const other = client();
    expect(
      (await other.auth.signInWithPassword({ email, password: 'oublie-puis-change-4' })).error,
    ).toBeNull();
    expect((await other.auth.updateUser({ password: 'encore-autre-5' })).error?.code).toBe(
      'reauthentication_needed',
    );
  });

  it('other profile changes need no nonce, and reauthenticate needs a session', async () => {
    const { c } = await signedIn();
    const data = await c.auth.updateUser({ data: { prenom: 'Léa' } });
    expect(data.error).toBeNull();
    const anonymous = await rawAuth('/reauthenticate', { method: 'GET' });
    expect(anonymous.status).toBe(403);
  });

  it('is read from [auth.email] secure_password_change, and sign-ups from [auth] enable_signup', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aidy-auth-config-'));
    writeFileSync(
      join(dir, 'config.toml'),
      '[auth]\nenable_signup = false\n[auth.email]\nsecure_password_change = true\n',
    );
    expect(projectEnvironment(dir)).toMatchObject({
      GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'true',
      GOTRUE_DISABLE_SIGNUP: 'true',
    });
  });
});

describe('closed sign-ups (GOTRUE_DISABLE_SIGNUP)', () => {
  it('/settings shows it, /signup and a new address through /otp answer 422 signup_disabled', async () => {
    const settings = await rawAuth('/settings', { method: 'GET' });
    expect(settings.body.disable_signup).toBe(true);
    const signup = await client().auth.signUp({ email: 'nouveau@example.com', password: PASSWORD });
    expect(signup.error?.status).toBe(422);
    expect(signup.error?.code).toBe('signup_disabled');
    const otp = await client().auth.signInWithOtp({ email: 'autre.nouveau@example.com' });
    expect(otp.error?.code).toBe('signup_disabled');
    const listed = await sb.admin().auth.admin.listUsers();
    expect(listed.data.users.map((u) => u.email)).not.toContain('nouveau@example.com');
  });

  it('existing users still sign in and the admin API still creates users', async () => {
    const { c } = await signedIn();
    expect((await c.auth.getUser()).error).toBeNull();
  });
});

describe('admin pagination', () => {
  it('page=-1, a non-number or a negative per_page is 400 validation_failed', async () => {
    for (const q of ['page=-1', 'page=abc', 'per_page=-5']) {
      const res = await rawAuth(`/admin/users?${q}`, { method: 'GET', token: sb.serviceKey });
      expect(res.status, q).toBe(400);
      expect(res.body.code, q).toBe('validation_failed');
    }
    const ok = await sb.admin().auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(ok.error).toBeNull();
    expect(ok.data.users).toHaveLength(1);
  });
});

describe('redirect URLs', () => {
  const targetOf = async (redirectTo: string) => {
    const email = `redirect-${seq++}@example.com`;
    await sb.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const { data, error } = await sb
      .admin()
      .auth.admin.generateLink({ type: 'magiclink', email, options: { redirectTo } });
    expect(error).toBeNull();
    return data.properties!;
  };

  it("accept the site URL's host on any port, loopback addresses and the allow-list only", async () => {
    for (const ok of [
      'http://localhost:8888/auth/callback',
      'http://127.0.0.1:3000/x',
      'https://app.example.org/deep/path',
    ])
      expect((await targetOf(ok)).redirect_to, ok).toBe(ok);
    for (const refused of ['https://evil.example.org/x', 'http://localhost.evil.example.org/x'])
      expect((await targetOf(refused)).redirect_to, refused).toBe('http://localhost:5173');
  });

  it('put redirect_to in action links as given, escaped only when it holds & = or #', async () => {
    const plain = await targetOf('http://localhost:8888/auth/callback');
    expect(plain.action_link).toContain('&redirect_to=http://localhost:8888/auth/callback');
    const withQuery = 'https://app.example.org/retour?a=1&b=deux';
    const escaped = await targetOf(withQuery);
    expect(escaped.action_link.endsWith(`&redirect_to=${encodeURIComponent(withQuery)}`)).toBe(true);
    const followed = await fetch(escaped.action_link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')!.startsWith(`${withQuery}#access_token=`)).toBe(true);
  });
});

describe('features this server does not provide answer GoTrue codes', () => {
  it('ID token, Web3 and SSO sign-ins', async () => {
    const idToken = await client().auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expect(idToken.error?.code).toBe('provider_disabled');
    const web3 = await rawAuth('/token?grant_type=web3', { body: { chain: 'solana', message: 'm' } });
    expect(web3.body.code).toBe('web3_provider_disabled');
    const sso = await client().auth.signInWithSSO({ domain: 'example.org' });
    expect(sso.error?.code).toBe('saml_provider_disabled');
  });

  it('manual identity linking and unlinking', async () => {
    const { c } = await signedIn();
    const token = (await c.auth.getSession()).data.session!.access_token;
    const link = await rawAuth('/user/identities/authorize?provider=google&skip_http_redirect=true', {
      method: 'GET',
      token,
    });
    expect(link.status).toBe(404);
    expect(link.body.code).toBe('manual_linking_disabled');
    const identity = (await c.auth.getUserIdentities()).data!.identities[0];
    const unlink = await c.auth.unlinkIdentity(identity);
    expect(unlink.error?.code).toBe('manual_linking_disabled');
  });

  it('phone verification without an SMS provider', async () => {
    const expired = await client().auth.verifyOtp({ phone: '+33612345678', token: '123456', type: 'sms' });
    expect(expired.error?.status).toBe(403);
    expect(expired.error?.code).toBe('otp_expired');
    const badPhone = await client().auth.verifyOtp({ phone: '06 12', token: '123456', type: 'sms' });
    expect(badPhone.error?.status).toBe(400);
    expect(badPhone.error?.message).toBe('Invalid phone number format (E.164 required)');
  });
});
