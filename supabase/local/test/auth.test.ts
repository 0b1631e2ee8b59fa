// Auth conformance (spec §6 items 1–36): the real supabase-js against the local GoTrue-compatible service.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { decodeJwt } from 'jose';
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import { startTestSupabase, type TestSupabase } from './harness.ts';
import { signJwt } from '../src/jwt.ts';

const FIXTURES = resolve(import.meta.dirname, 'fixtures/auth');
const REDIRECT = 'http://localhost:5173/auth/callback';
const PASSWORD = 'motdepasse-solide-1';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

function recordingFetch() {
  const calls: Call[] = [];
  const f: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers as HeadersInit | undefined),
      body: typeof init?.body === 'string' ? init.body : null,
    });
    return fetch(input, init);
  };
  return { calls, fetch: f };
}

function makeClient(
  sb: TestSupabase,
  o: { key?: string; flowType?: 'implicit' | 'pkce'; fetch?: typeof fetch } = {},
): SupabaseClient {
  return createClient(sb.url, o.key ?? sb.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, flowType: o.flowType ?? 'implicit' },
    realtime: { transport: WebSocket as never },
    global: o.fetch ? { fetch: o.fetch } : undefined,
  });
}

function listen(client: SupabaseClient) {
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return events;
}

const tick = () => new Promise((r) => setTimeout(r, 20));

async function rawAuth(
  sb: TestSupabase,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${sb.url}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: sb.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...(init.headers ?? {}),
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { res, status: res.status, body: text ? JSON.parse(text) : null };
}

const mails = (sb: TestSupabase, to: string, type?: string) =>
  sb.mailer.list(to).filter((m) => !type || m.type === type);
const lastMail = (sb: TestSupabase, to: string, type?: string) => {
  const list = mails(sb, to, type);
  expect(list.length).toBeGreaterThan(0);
  return list[list.length - 1];
};

async function signUpConfirmed(sb: TestSupabase, email: string, data: Record<string, unknown> = {}) {
  const { data: created, error } = await sb
    .admin()
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: data });
  expect(error).toBeNull();
  return created.user!;
}

// PGlite start dominates the suite's time, so both servers boot concurrently there. On a shared PostgreSQL
// cluster the platform bootstrap alters cluster-wide roles, which two concurrent boots would race on.
const startConfirmingServer = () => startTestSupabase({ migrationsDir: resolve(FIXTURES, 'definer') });
const startAutoconfirmServer = () =>
  startTestSupabase({
    migrationsDir: resolve(FIXTURES, 'invoker'),
    env: {
      MAILER_AUTOCONFIRM: 'true',
      JWT_EXP: '100',
      SMTP_MAX_FREQUENCY: '60',
      PASSWORD_REQUIRED_CHARACTERS: 'abcdefghijklmnopqrstuvwxyz:0123456789',
    },
  });
let servers: Promise<[TestSupabase, TestSupabase]> | null = null;
const bootServers = () =>
  (servers ??= process.env.DATABASE_URL
    ? startConfirmingServer().then(
        async (a) => [a, await startAutoconfirmServer()] as [TestSupabase, TestSupabase],
      )
    : Promise.all([startConfirmingServer(), startAutoconfirmServer()]));

afterAll(async () => {
  vi.useRealTimers();
  if (servers) await Promise.all((await servers).map((server) => server.stop()));
});

// ------------------------------------------------------------------ server A: confirmations on, SECURITY DEFINER trigger

describe('auth (confirmations on)', () => {
  let sb: TestSupabase;
  const emailA = 'Camille.Durand@Example.com';
  const emailALower = emailA.toLowerCase();
  let userAId = '';
  let signupHash = '';

  beforeAll(async () => {
    [sb] = await bootServers();
  }, 180_000);

  it('1. createClient makes no request', () => {
    const rec = recordingFetch();
    const client = makeClient(sb, { fetch: rec.fetch });
    expect(client.auth).toBeDefined();
    expect(rec.calls).toHaveLength(0);
  });

  it('2–3. gateway: missing or unknown apikey → 401; CORS preflight echoes headers and exposes the API version', async () => {
    const none = await fetch(`${sb.url}/rest/v1/profiles`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const wrong = await fetch(`${sb.url}/auth/v1/user`, { headers: { apikey: 'not-a-key' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid API key');
    const pre = await fetch(`${sb.url}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey,authorization,prefer',
      },
    });
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:5173)$/);
    expect(pre.headers.get('access-control-allow-headers')).toBe('apikey,authorization,prefer');
    const failed = await rawAuth(sb, '/token?grant_type=password', {
      body: { email: 'x@example.com', password: 'y' },
      headers: { origin: 'http://localhost:5173' },
    });
    expect(failed.res.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
    expect(failed.res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('4–6. signUp with metadata: user without session, profile row from the trigger, French confirmation mail', async () => {
    const rec = recordingFetch();
    const client = makeClient(sb, { fetch: rec.fetch });
    const { data, error } = await client.auth.signUp({
      email: emailA,
      password: PASSWORD,
      options: {
        data: { nom: 'Durand', prenom: 'Camille', telephone: '0611223344' },
        emailRedirectTo: REDIRECT,
      },
    });
    expect(error).toBeNull();
    expect(rec.calls[0].url).toBe(`${sb.url}/auth/v1/signup?redirect_to=${encodeURIComponent(REDIRECT)}`);
    expect(data.session).toBeNull();
    const user = data.user!;
    userAId = user.id;
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.email).toBe(emailALower);
    expect(user.user_metadata).toMatchObject({ nom: 'Durand', prenom: 'Camille', telephone: '0611223344' });
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', id: user.id, user_id: user.id });

    // 5
    const { rows } = await sb.db.query<{ nom: string; prenom: string; telephone: string; email: string }>(
      'select nom, prenom, telephone, email from public.profiles where id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ nom: 'Durand', prenom: 'Camille', telephone: '0611223344', email: emailALower }]);

    // 6
    const box = mails(sb, emailALower);
    expect(box).toHaveLength(1);
    expect(box[0].type).toBe('signup');
    expect(box[0].subject).toBe('Confirmez votre adresse e-mail');
    expect(box[0].html).toContain('Confirmer mon adresse e-mail');
    const link = new URL(box[0].link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${sb.url}/auth/v1/verify`);
    expect([...link.searchParams.keys()]).toEqual(['token', 'type', 'redirect_to']);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(REDIRECT);
    signupHash = link.searchParams.get('token')!;
    expect(box[0].token_hash).toBe(signupHash);
    expect(box[0].otp).toMatch(/^\d{6}$/);

    // the dev mailbox endpoint serves the same mail
    const served = (await (
      await fetch(`${sb.url}/__dev/emails?to=${encodeURIComponent(emailA)}`)
    ).json()) as { link: string }[];
    expect(served.map((m) => m.link)).toEqual([box[0].link]);
  });

  it('auth.users row carries the GoTrue columns (generated confirmed_at, identities row)', async () => {
    const { rows } = await sb.db.query<Record<string, unknown>>(
      `select aud, role, email, encrypted_password like '$2%' as bcrypt, confirmed_at, confirmation_token,
              raw_app_meta_data, (select count(*)::int from auth.identities i where i.user_id = u.id) as identities
         from auth.users u where id = $1`,
      [userAId],
    );
    expect(rows[0]).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: emailALower,
      bcrypt: true,
      confirmed_at: null,
      confirmation_token: signupHash,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      identities: 1,
    });
    const tables = await sb.db.query<{ tablename: string; tableowner: string; rowsecurity: boolean }>(
      `select tablename, tableowner, rowsecurity from pg_tables where schemaname = 'auth' and tablename in ('users', 'identities', 'sessions', 'refresh_tokens', 'flow_state')`,
    );
    expect(tables.rows).toHaveLength(5);
    for (const t of tables.rows) expect(t.tableowner).toBe('supabase_auth_admin');
    expect(tables.rows.find((t) => t.tablename === 'users')?.rowsecurity).toBe(true);
    // API roles see nothing of auth.* (no grants), exactly like hosted
    for (const role of ['anon', 'authenticated']) {
      const denied = await sb.db
        .transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          await tx.query('select id from auth.users');
        })
        .then(
          () => 'allowed',
          (err: Error) => err.message,
        );
      expect(denied).toBe('permission denied for table users');
    }
  });

  it('8. signInWithPassword before confirmation → email_not_confirmed', async () => {
    const { data, error } = await makeClient(sb).auth.signInWithPassword({
      email: emailA,
      password: PASSWORD,
    });
    expect(data.session).toBeNull();
    expect(error?.name).toBe('AuthApiError');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
  });

  it('9–10. verifyOtp(signup, token_hash) → session + SIGNED_IN; replay → 403 otp_expired, session kept', async () => {
    const client = makeClient(sb);
    const events = listen(client);
    const { data, error } = await client.auth.verifyOtp({ type: 'signup', token_hash: signupHash });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    await tick();
    expect(events).toContain('SIGNED_IN');
    const { rows } = await sb.db.query<{ confirmed: boolean; token: string }>(
      `select confirmed_at is not null as confirmed, confirmation_token as token from auth.users where id = $1`,
      [userAId],
    );
    expect(rows[0]).toEqual({ confirmed: true, token: '' });

    const again = await client.auth.verifyOtp({ type: 'signup', token_hash: signupHash });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.status).toBe(403);
    expect(again.error?.message).toBe('Email link is invalid or has expired');
    const { data: kept } = await client.auth.getSession();
    expect(kept.session?.access_token).toBe(data.session!.access_token);
  });

  it('11. GET /verify link → 303 with the session in the fragment; tampered → error fragment', async () => {
    const email = 'lien.direct@example.com';
    await makeClient(sb).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: REDIRECT } });
    const link = lastMail(sb, email, 'signup').link!;
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${REDIRECT}#access_token=`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(fragment.get('refresh_token')).toBeTruthy();
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(decodeJwt(fragment.get('access_token')!).email).toBe(email);

    const tampered = await fetch(link.replace(/token=[0-9a-f]{4}/, 'token=ffff'), { redirect: 'manual' });
    expect(tampered.status).toBe(303);
    expect(tampered.headers.get('location')).toBe(
      `${REDIRECT}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
    // a redirect outside the allow-list falls back to SITE_URL
    const evil = await fetch(
      link.replace(
        `redirect_to=${REDIRECT}`,
        `redirect_to=${encodeURIComponent('https://evil.example.org/x')}`,
      ),
      { redirect: 'manual' },
    );
    expect(evil.headers.get('location')!.startsWith(`${sb.config.siteUrl}#error=`)).toBe(true);
  });

  it('signUp again while unconfirmed → new confirmation mail, same user, password unchanged', async () => {
    const email = 'pas.encore@example.com';
    const first = await makeClient(sb).auth.signUp({ email, password: PASSWORD });
    const again = await makeClient(sb).auth.signUp({ email, password: 'un-autre-mot-de-passe' });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user!.id);
    expect(again.data.user?.identities).toHaveLength(1);
    expect(mails(sb, email, 'signup')).toHaveLength(2);
    await makeClient(sb).auth.verifyOtp({
      type: 'signup',
      token_hash: lastMail(sb, email, 'signup').token_hash!,
    });
    expect((await makeClient(sb).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('redirect_to outside the allow-list falls back to Referer, then SITE_URL', async () => {
    const email = 'referer@example.com';
    await rawAuth(sb, `/signup?redirect_to=${encodeURIComponent('https://evil.example.org/')}`, {
      body: { email, password: PASSWORD },
      headers: { referer: 'http://127.0.0.1:3000/inscription' },
    });
    expect(lastMail(sb, email, 'signup').redirect_to).toBe('http://127.0.0.1:3000/inscription');
    await rawAuth(sb, `/resend?redirect_to=${encodeURIComponent('https://evil.example.org/')}`, {
      body: { type: 'signup', email },
    });
    expect(lastMail(sb, email, 'signup').redirect_to).toBe(sb.config.siteUrl);
  });

  it('12. weak password → AuthWeakPasswordError with reasons [length]', async () => {
    const { error } = await makeClient(sb).auth.signUp({ email: 'faible@example.com', password: '123' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('13. signUp with an already confirmed e-mail → fake user with no identities, no mail', async () => {
    const before = mails(sb, emailALower).length;
    const { data, error } = await makeClient(sb).auth.signUp({
      email: emailA,
      password: 'autre-mot-de-passe',
      options: { data: { nom: 'X' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(userAId);
    expect(mails(sb, emailALower)).toHaveLength(before);
  });

  it('14. wrong password and unknown e-mail → invalid_credentials', async () => {
    for (const creds of [
      { email: emailA, password: 'pas-le-bon-mot' },
      { email: 'inconnu@example.com', password: PASSWORD },
    ]) {
      const { error } = await makeClient(sb).auth.signInWithPassword(creds);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('15–17. signInWithPassword → session with GoTrue claims, getSession without request, getUser', async () => {
    const rec = recordingFetch();
    const client = makeClient(sb, { fetch: rec.fetch });
    const events = listen(client);
    await tick();
    const { data, error } = await client.auth.signInWithPassword({ email: emailA, password: PASSWORD });
    expect(error).toBeNull();
    const s = data.session!;
    expect(s.token_type).toBe('bearer');
    expect(s.expires_in).toBe(3600);
    expect(Math.abs(s.expires_at! - (Date.now() / 1000 + 3600))).toBeLessThan(5);
    const claims = decodeJwt(s.access_token);
    expect(Object.keys(claims).sort()).toEqual(
      [
        'aal',
        'amr',
        'app_metadata',
        'aud',
        'email',
        'exp',
        'iat',
        'is_anonymous',
        'iss',
        'phone',
        'role',
        'session_id',
        'sub',
        'user_metadata',
      ].sort(),
    );
    expect(claims).toMatchObject({
      iss: `${sb.url}/auth/v1`,
      sub: userAId,
      aud: 'authenticated',
      email: emailALower,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((claims.amr as { method: string }[])[0].method).toBe('password');
    expect((claims.user_metadata as Record<string, unknown>).nom).toBe('Durand');
    await tick();
    expect(events.slice(0, 2)).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
    const { rows } = await sb.db.query(
      `select 1 from auth.users where id = $1 and last_sign_in_at is not null`,
      [userAId],
    );
    expect(rows).toHaveLength(1);

    // 16
    const callsBefore = rec.calls.length;
    const { data: got } = await client.auth.getSession();
    expect(rec.calls.length).toBe(callsBefore);
    expect(got.session?.access_token).toBe(s.access_token);

    // 17
    const { data: u, error: uErr } = await client.auth.getUser();
    expect(uErr).toBeNull();
    const last = rec.calls[rec.calls.length - 1];
    expect(last.url).toBe(`${sb.url}/auth/v1/user`);
    expect(last.headers.get('authorization')).toBe(`Bearer ${s.access_token}`);
    expect(u.user?.id).toBe(userAId);
    expect(u.user?.email).toBe(emailALower);
    const bad = await client.auth.getUser('garbage');
    expect(bad.error?.status).toBe(403);
    expect(bad.error?.code).toBe('bad_jwt');
    const expired = await signJwt(sb.config.jwtSecret, {
      ...decodeJwt(s.access_token),
      iat: Math.floor(Date.now() / 1000) - 7200,
      exp: Math.floor(Date.now() / 1000) - 3600,
    });
    const old = await rawAuth(sb, '/user', {
      method: 'GET',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(old.status).toBe(403);
    expect(old.body.code).toBe('bad_jwt');
    expect(old.body.message).toMatch(/^invalid JWT: unable to parse or verify signature, .*expired/);
    // the anon key has no sub
    const anon = await rawAuth(sb, '/user', { method: 'GET' });
    expect(anon.status).toBe(403);
    expect(anon.body).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    expect(anon.res.headers.get('x-sb-error-code')).toBe('bad_jwt');
    expect(anon.res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('18–19. refresh rotation: parent retry returns the same child, old reuse revokes the family, unknown token', async () => {
    const rec = recordingFetch();
    const client = makeClient(sb, { fetch: rec.fetch });
    const events = listen(client);
    const { data: signed } = await client.auth.signInWithPassword({ email: emailA, password: PASSWORD });
    const r0 = signed.session!.refresh_token;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const call = rec.calls[rec.calls.length - 1];
    expect(call.url).toBe(`${sb.url}/auth/v1/token?grant_type=refresh_token`);
    expect(call.headers.get('authorization')).toBe(`Bearer ${sb.anonKey}`);
    const r1 = data.session!.refresh_token;
    expect(r1).not.toBe(r0);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(
      decodeJwt(signed.session!.access_token).session_id,
    );
    await tick();
    expect(events).toContain('TOKEN_REFRESHED');

    const replay = await rawAuth(sb, '/token?grant_type=refresh_token', { body: { refresh_token: r0 } });
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(r1);

    // two tabs refreshing the same token at once get the same child
    const [tabA, tabB] = await Promise.all([
      rawAuth(sb, '/token?grant_type=refresh_token', { body: { refresh_token: r1 } }),
      rawAuth(sb, '/token?grant_type=refresh_token', { body: { refresh_token: r1 } }),
    ]);
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    expect(tabA.body.refresh_token).toBe(tabB.body.refresh_token);
    const { data: next } = await client.auth.refreshSession();
    const r2 = next.session!.refresh_token;
    expect(r2).not.toBe(r1);
    // pretend r0 was revoked long ago: past REFRESH_TOKEN_REUSE_INTERVAL its reuse is an attack
    await sb.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`,
      [r0],
    );
    const reuse = await rawAuth(sb, '/token?grant_type=refresh_token', { body: { refresh_token: r0 } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('refresh_token_already_used');
    expect(reuse.body.message).toBe('Invalid Refresh Token: Already Used');
    const { rows } = await sb.db.query<{ active: number }>(
      `select count(*) filter (where not revoked)::int as active from auth.refresh_tokens where session_id = $1`,
      [decodeJwt(signed.session!.access_token).session_id],
    );
    expect(rows[0].active).toBe(0);
    const dead = await makeClient(sb).auth.refreshSession({ refresh_token: r2 });
    expect(dead.error?.code).toBe('refresh_token_already_used');

    // 19
    const nope = await makeClient(sb).auth.refreshSession({ refresh_token: 'nope' });
    expect(nope.error?.status).toBe(400);
    expect(nope.error?.code).toBe('refresh_token_not_found');
  });

  it('21. updateUser(data) merges metadata, null deletes a key, USER_UPDATED fired', async () => {
    const client = makeClient(sb);
    const events = listen(client);
    await client.auth.signInWithPassword({ email: emailA, password: PASSWORD });
    const { data, error } = await client.auth.updateUser({ data: { telephone: '0600000000' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({
      nom: 'Durand',
      prenom: 'Camille',
      telephone: '0600000000',
    });
    await tick();
    expect(events).toContain('USER_UPDATED');
    const { data: removed } = await client.auth.updateUser({ data: { prenom: null } });
    expect(removed.user?.user_metadata).not.toHaveProperty('prenom');
    expect(removed.user?.user_metadata).toMatchObject({ nom: 'Durand', telephone: '0600000000' });
    const { rows } = await sb.db.query<{ meta: Record<string, unknown> }>(
      `select raw_user_meta_data as meta from auth.users where id = $1`,
      [userAId],
    );
    expect(rows[0].meta).toEqual({ nom: 'Durand', telephone: '0600000000' });
    await client.auth.updateUser({ data: { prenom: 'Camille' } });
    // app_metadata is admin-only
    const { data: s } = await client.auth.getSession();
    const forbidden = await rawAuth(sb, '/user', {
      method: 'PUT',
      body: { app_metadata: { role: 'admin' } },
      headers: { authorization: `Bearer ${s.session!.access_token}` },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('not_admin');
  });

  it('22–23. password change: old password refused, other sessions revoked, same password → same_password', async () => {
    const email = 'changement.mdp@example.com';
    await signUpConfirmed(sb, email);
    const older = makeClient(sb);
    await older.auth.signInWithPassword({ email, password: PASSWORD });
    const current = makeClient(sb);
    await current.auth.signInWithPassword({ email, password: PASSWORD });
    const newPassword = 'nouveau-mot-de-passe-2';
    const { error } = await current.auth.updateUser({ password: newPassword });
    expect(error).toBeNull();
    const old = await makeClient(sb).auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await makeClient(sb).auth.signInWithPassword({ email, password: newPassword });
    expect(fresh.error).toBeNull();
    const olderRefresh = await older.auth.refreshSession();
    expect(olderRefresh.error?.code).toBe('refresh_token_not_found');
    const currentRefresh = await current.auth.refreshSession();
    expect(currentRefresh.error).toBeNull();

    // 23
    const same = await current.auth.updateUser({ password: newPassword });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.message).toBe('New password should be different from the old password.');
  });

  it('24. updateUser(email) with secure change: two mails, both links needed to switch the address', async () => {
    const email = 'ancienne@example.com';
    const newEmail = 'nouvelle@example.com';
    const { id } = await signUpConfirmed(sb, email);
    const client = makeClient(sb);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: REDIRECT });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.user?.email).toBe(email);
    const firstToNew = lastMail(sb, newEmail, 'email_change');
    // resend(email_change) replaces both tokens
    expect((await client.auth.resend({ type: 'email_change', email })).error).toBeNull();
    expect(mails(sb, email, 'email_change')).toHaveLength(2);
    expect(mails(sb, newEmail, 'email_change')).toHaveLength(2);
    const stale = await makeClient(sb).auth.verifyOtp({
      type: 'email_change',
      token_hash: firstToNew.token_hash!,
    });
    expect(stale.error?.code).toBe('otp_expired');
    const toCurrent = lastMail(sb, email, 'email_change');
    const toNew = lastMail(sb, newEmail, 'email_change');
    expect(toCurrent.html).toContain(newEmail);
    expect(toNew.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    expect(new URL(toNew.link!).searchParams.get('type')).toBe('email_change');

    const first = await client.auth.verifyOtp({ type: 'email_change', token_hash: toCurrent.token_hash! });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const midway = await sb.db.query<{ email: string }>(`select email from auth.users where id = $1`, [id]);
    expect(midway.rows[0].email).toBe(email);

    const second = await fetch(toNew.link!, { redirect: 'manual' });
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toContain('#access_token=');
    const done = await sb.db.query<{ email: string; email_change: string }>(
      `select email, email_change from auth.users where id = $1`,
      [id],
    );
    expect(done.rows[0]).toEqual({ email: newEmail, email_change: '' });
    const signIn = await makeClient(sb).auth.signInWithPassword({ email: newEmail, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.identities?.[0].identity_data?.email).toBe(newEmail);

    // another user's address is refused
    const taken = makeClient(sb);
    await taken.auth.signInWithPassword({ email: newEmail, password: PASSWORD });
    const clash = await taken.auth.updateUser({ email: emailA });
    expect(clash.error?.code).toBe('email_exists');
  });

  it('25–26. recovery: mail for a known address only, verifyOtp → PASSWORD_RECOVERY, then updateUser(password)', async () => {
    const email = 'oubli@example.com';
    await signUpConfirmed(sb, email);
    const rec = recordingFetch();
    const client = makeClient(sb, { fetch: rec.fetch });
    const res = await client.auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    expect(res).toEqual({ data: {}, error: null });
    expect(rec.calls[0].url).toBe(`${sb.url}/auth/v1/recover?redirect_to=${encodeURIComponent(REDIRECT)}`);
    const mail = lastMail(sb, email, 'recovery');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(new URL(mail.link!).searchParams.get('type')).toBe('recovery');

    const unknown = await client.auth.resetPasswordForEmail('personne@example.com', { redirectTo: REDIRECT });
    expect(unknown).toEqual({ data: {}, error: null });
    expect(mails(sb, 'personne@example.com')).toHaveLength(0);

    // 26
    const events = listen(client);
    const { data, error } = await client.auth.verifyOtp({ type: 'recovery', token_hash: mail.token_hash! });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    await tick();
    expect(events).toContain('PASSWORD_RECOVERY');
    const upd = await client.auth.updateUser({ password: 'recupere-mot-de-passe-3' });
    expect(upd.error).toBeNull();
    expect(
      (await makeClient(sb).auth.signInWithPassword({ email, password: 'recupere-mot-de-passe-3' })).error,
    ).toBeNull();
  });

  it('27. verifyOtp(type email) with a signup hash confirms like signup; e-mail + 6-digit code works too', async () => {
    const email = 'type.email@example.com';
    await makeClient(sb).auth.signUp({ email, password: PASSWORD });
    const mail = lastMail(sb, email, 'signup');
    const { data, error } = await makeClient(sb).auth.verifyOtp({
      type: 'email',
      token_hash: mail.token_hash!,
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const other = 'code.otp@example.com';
    await makeClient(sb).auth.signUp({ email: other, password: PASSWORD });
    const otpMail = lastMail(sb, other, 'signup');
    const wrong = await makeClient(sb).auth.verifyOtp({
      type: 'email',
      email: other,
      token: '000000' === otpMail.otp ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.message).toBe('Token has expired or is invalid');
    const right = await makeClient(sb).auth.verifyOtp({ type: 'email', email: other, token: otpMail.otp! });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe(other);
  });

  it('28. resend(signup) sends a new mail and invalidates the previous hash', async () => {
    const email = 'renvoi@example.com';
    await makeClient(sb).auth.signUp({ email, password: PASSWORD });
    const first = lastMail(sb, email, 'signup');
    const res = await makeClient(sb).auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: REDIRECT },
    });
    expect(res.error).toBeNull();
    expect(mails(sb, email, 'signup')).toHaveLength(2);
    const second = lastMail(sb, email, 'signup');
    expect(second.token_hash).not.toBe(first.token_hash);
    const stale = await makeClient(sb).auth.verifyOtp({ type: 'signup', token_hash: first.token_hash! });
    expect(stale.error?.code).toBe('otp_expired');
    expect(
      (await makeClient(sb).auth.verifyOtp({ type: 'signup', token_hash: second.token_hash! })).error,
    ).toBeNull();
    const bad = await rawAuth(sb, '/resend', { body: { type: 'nope', email } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Missing one of these types: signup, email_change, sms, phone_change');
  });

  it('29. signOut() global → 204, SIGNED_OUT, old tokens dead (session_not_found / refresh_token_not_found)', async () => {
    const rec = recordingFetch();
    const client = makeClient(sb, { fetch: rec.fetch });
    const events = listen(client);
    const { data } = await client.auth.signInWithPassword({ email: emailA, password: PASSWORD });
    const { access_token, refresh_token } = data.session!;
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const call = rec.calls[rec.calls.length - 1];
    expect(call.url).toBe(`${sb.url}/auth/v1/logout?scope=global`);
    await tick();
    expect(events).toContain('SIGNED_OUT');
    expect((await client.auth.getSession()).data.session).toBeNull();
    await client.from('profiles').select('*');
    expect(rec.calls[rec.calls.length - 1].headers.get('authorization')).toBe(`Bearer ${sb.anonKey}`);
    const stale = await makeClient(sb).auth.getUser(access_token);
    expect(stale.error?.name).toBe('AuthSessionMissingError');
    const raw = await rawAuth(sb, '/user', {
      method: 'GET',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(raw.status).toBe(403);
    expect(raw.body.code).toBe('session_not_found');
    const refresh = await makeClient(sb).auth.refreshSession({ refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('30. signOut scopes local and others', async () => {
    const email = 'deux.sessions@example.com';
    await signUpConfirmed(sb, email);
    const x = makeClient(sb);
    const y = makeClient(sb);
    const z = makeClient(sb);
    await x.auth.signInWithPassword({ email, password: PASSWORD });
    await y.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await x.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await y.auth.refreshSession()).error).toBeNull();
    await z.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await y.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await y.auth.refreshSession()).error).toBeNull();
    expect((await z.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    const bad = await rawAuth(sb, '/logout?scope=everything', {
      headers: { authorization: `Bearer ${(await y.auth.getSession()).data.session!.access_token}` },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope' });
  });

  it('31. PKCE: challenge sent, link redirects with ?code=, exchange once', async () => {
    const email = 'pkce@example.com';
    const rec = recordingFetch();
    const client = makeClient(sb, { flowType: 'pkce', fetch: rec.fetch });
    const events = listen(client);
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: REDIRECT } });
    const sent = JSON.parse(rec.calls[rec.calls.length - 1].body!);
    expect(sent.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.code_challenge_method).toBe('s256');
    const mail = lastMail(sb, email, 'signup');
    expect(mail.token_hash!.startsWith('pkce_')).toBe(true);
    const res = await fetch(mail.link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    await tick();
    expect(events).toContain('SIGNED_IN');
    const exchange = JSON.parse(rec.calls[rec.calls.length - 1].body!);
    expect(rec.calls[rec.calls.length - 1].url).toBe(`${sb.url}/auth/v1/token?grant_type=pkce`);
    const again = await rawAuth(sb, '/token?grant_type=pkce', { body: exchange });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('flow_state_not_found');
  });

  it('PKCE recovery: link → ?code=, exchange emits PASSWORD_RECOVERY; anonymous sign-in is disabled', async () => {
    const email = 'pkce.oubli@example.com';
    await signUpConfirmed(sb, email);
    const client = makeClient(sb, { flowType: 'pkce' });
    const events = listen(client);
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: REDIRECT })).error).toBeNull();
    const mail = lastMail(sb, email, 'recovery');
    expect(mail.token_hash!.startsWith('pkce_')).toBe(true);
    const res = await fetch(mail.link!, { redirect: 'manual' });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    await tick();
    expect(events).toContain('PASSWORD_RECOVERY');
    const { rows } = await sb.db.query(`select 1 from auth.flow_state where auth_code = $1`, [code]);
    expect(rows).toHaveLength(0);

    const anon = await makeClient(sb).auth.signInAnonymously();
    expect(anon.error?.status).toBe(422);
    expect(anon.error?.code).toBe('anonymous_provider_disabled');
  });

  it('32–35. admin API: create, duplicate, list with pagination, get, delete with cascades, not_admin', async () => {
    const admin = sb.admin();
    const { data, error } = await admin.auth.admin.createUser({
      email: 'Admin.Cree@example.com',
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { nom: 'Créé', prenom: 'Par admin' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('admin.cree@example.com');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ nom: 'Créé', prenom: 'Par admin' });
    const dup = await admin.auth.admin.createUser({ email: 'admin.cree@example.com', password: PASSWORD });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('email_exists');

    // 33
    const rec = recordingFetch();
    const listing = makeClient(sb, { key: sb.serviceKey, fetch: rec.fetch });
    const { rows } = await sb.db.query<{ n: number }>(`select count(*)::int as n from auth.users`);
    const total = rows[0].n;
    expect(total).toBeGreaterThan(2);
    const page = await listing.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(rec.calls[0].url).toBe(`${sb.url}/auth/v1/admin/users?page=1&per_page=2`);
    expect(page.data.users).toHaveLength(2);
    expect(page.data.users[0].email).toBe('admin.cree@example.com'); // newest first
    expect((page.data as { total: number }).total).toBe(total);
    expect((page.data as { nextPage: number }).nextPage).toBe(2);
    expect((page.data as { lastPage: number }).lastPage).toBe(Math.ceil(total / 2));
    const defaults = await listing.auth.admin.listUsers();
    expect(defaults.data.users).toHaveLength(total);

    // 34
    const got = await admin.auth.admin.getUserById(data.user!.id);
    expect(got.data.user?.id).toBe(data.user!.id);
    const missing = await admin.auth.admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe('user_not_found');
    const victim = makeClient(sb);
    await victim.auth.signInWithPassword({ email: 'admin.cree@example.com', password: PASSWORD });
    const victimRefresh = (await victim.auth.getSession()).data.session!.refresh_token;
    expect(
      (await sb.db.query(`select 1 from public.profiles where id = $1`, [data.user!.id])).rows,
    ).toHaveLength(1);
    const del = await admin.auth.admin.deleteUser(data.user!.id);
    expect(del).toEqual({ data: { user: {} }, error: null });
    expect(
      (await sb.db.query(`select 1 from public.profiles where id = $1`, [data.user!.id])).rows,
    ).toHaveLength(0);
    expect(
      (await sb.db.query(`select 1 from auth.identities where user_id = $1`, [data.user!.id])).rows,
    ).toHaveLength(0);
    expect((await makeClient(sb).auth.refreshSession({ refresh_token: victimRefresh })).error?.status).toBe(
      400,
    );
    expect((await admin.auth.admin.deleteUser(data.user!.id)).error?.code).toBe('user_not_found');

    // 35
    const anon = makeClient(sb);
    for (const r of [
      await anon.auth.admin.listUsers(),
      await anon.auth.admin.createUser({ email: 'x@example.com', password: PASSWORD }),
      await anon.auth.admin.getUserById(userAId),
      await anon.auth.admin.deleteUser(userAId),
    ]) {
      expect(r.error?.status).toBe(403);
      expect(r.error?.code).toBe('not_admin');
    }
  });

  it('admin update, generate_link and invite', async () => {
    const admin = sb.admin();
    const user = await signUpConfirmed(sb, 'a.modifier@example.com', { nom: 'Avant' });
    const upd = await admin.auth.admin.updateUserById(user.id, {
      user_metadata: { nom: 'Après' },
      app_metadata: { role: 'conseiller' },
      ban_duration: '24h',
    });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata.nom).toBe('Après');
    expect(upd.data.user?.app_metadata).toMatchObject({ provider: 'email', role: 'conseiller' });
    const banned = await makeClient(sb).auth.signInWithPassword({
      email: 'a.modifier@example.com',
      password: PASSWORD,
    });
    expect(banned.error?.code).toBe('user_banned');
    await admin.auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    const signed = await makeClient(sb).auth.signInWithPassword({
      email: 'a.modifier@example.com',
      password: PASSWORD,
    });
    expect(decodeJwt(signed.data.session!.access_token).app_metadata).toMatchObject({ role: 'conseiller' });

    const before = sb.mailer.list().length;
    const link = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email: 'a.modifier@example.com',
      options: { redirectTo: REDIRECT },
    });
    expect(link.error).toBeNull();
    expect(link.data.user?.id).toBe(user.id);
    expect(link.data.properties).toMatchObject({ verification_type: 'magiclink', redirect_to: REDIRECT });
    expect(link.data.properties!.hashed_token).toMatch(/^[0-9a-f]{56}$/);
    expect(link.data.properties!.action_link).toContain(
      `token=${link.data.properties!.hashed_token}&type=magiclink`,
    );
    expect(sb.mailer.list().length).toBe(before);
    const viaOtp = await makeClient(sb).auth.verifyOtp({
      type: 'magiclink',
      token_hash: link.data.properties!.hashed_token,
    });
    expect(viaOtp.error).toBeNull();

    const invited = await admin.auth.admin.inviteUserByEmail('invitee@example.com', {
      data: { nom: 'Invité' },
      redirectTo: REDIRECT,
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    const invite = lastMail(sb, 'invitee@example.com', 'invite');
    expect(invite.subject).toBe('Vous avez été invité(e) sur Aidy');
    const accepted = await makeClient(sb).auth.verifyOtp({ type: 'invite', token_hash: invite.token_hash! });
    expect(accepted.error).toBeNull();
    expect(accepted.data.user?.email_confirmed_at).toBeTruthy();

    const magic = await makeClient(sb).auth.signInWithOtp({
      email: 'a.modifier@example.com',
      options: { emailRedirectTo: REDIRECT },
    });
    expect(magic.error).toBeNull();
    expect(lastMail(sb, 'a.modifier@example.com', 'magiclink').subject).toBe('Votre lien de connexion');
  });

  it('36 and wire details: legacy error shape, bad JSON, settings, health, jwks', async () => {
    const res = await fetch(`${sb.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: sb.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: emailA, password: 'mauvais' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');

    const badJson = await rawAuth(sb, '/signup', { body: '{"email":' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.code).toBe('bad_json');
    expect(badJson.body.message).toMatch(/^Could not parse request body as JSON: /);
    const badEmail = await rawAuth(sb, '/signup', { body: { email: 'pas-un-email', password: PASSWORD } });
    expect(badEmail.body).toEqual({
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const noPassword = await rawAuth(sb, '/signup', { body: { email: 'ok@example.com' } });
    expect(noPassword.body).toEqual({
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
    const grant = await rawAuth(sb, '/token?grant_type=magic', { body: {} });
    expect(grant.body).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
    const missing = await rawAuth(sb, '/token?grant_type=password', { body: {} });
    expect(missing.body).toEqual({ code: 'validation_failed', message: 'missing email or phone' });

    const huge = await rawAuth(sb, '/signup', {
      body: { email: 'gros@example.com', password: PASSWORD, data: { blob: 'x'.repeat(1_100_000) } },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('request_entity_too_large');
    const settings = await rawAuth(sb, '/settings', { method: 'GET' });
    expect(settings.body).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
    expect((await rawAuth(sb, '/health', { method: 'GET' })).body.name).toBe('GoTrue');
    expect((await rawAuth(sb, '/.well-known/jwks.json', { method: 'GET' })).body).toEqual({ keys: [] });
  });
});

// ------------------------------------------------------------------ server B: autoconfirm, JWT_EXP=100, trigger without SECURITY DEFINER

describe('auth (autoconfirm, short JWT, invoker trigger)', () => {
  let sb: TestSupabase;
  const seeded = 'seed.sql@example.com';
  const unconfirmed = 'pas.confirme@example.com';

  beforeAll(async () => {
    [, sb] = await bootServers();
    // Users seeded the way hosted seed.sql files do it: crypt()/gen_salt('bf') hashes, NULL token columns.
    await sb.db.exec(`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      values
        ('00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111', 'authenticated', 'authenticated', '${seeded}',
         extensions.crypt('graine-de-test-1', extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}', '{"nom":"Graine"}', now(), now()),
        ('00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222', 'authenticated', 'authenticated', '${unconfirmed}',
         extensions.crypt('graine-de-test-1', extensions.gen_salt('bf')), null, null, null, now(), now());
    `);
  }, 180_000);

  it('7. trigger without SECURITY DEFINER → 500 AuthRetryableFetchError, nothing left behind', async () => {
    const { data, error } = await makeClient(sb).auth.signUp({
      email: 'echec.trigger@example.com',
      password: 'mot-de-passe-1',
      options: { data: { nom: 'Echec' } },
    });
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthRetryableFetchError');
    expect(error?.status).toBe(500);
    expect(error?.message).toBe('{}');
    const raw = await rawAuth(sb, '/signup', {
      body: { email: 'echec.trigger@example.com', password: 'mot-de-passe-1' },
    });
    expect(raw.body).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' });
    const { rows } = await sb.db.query(`select 1 from auth.users where email = 'echec.trigger@example.com'`);
    expect(rows).toHaveLength(0);
    expect(
      (await sb.db.query(`select 1 from auth.identities where email = 'echec.trigger@example.com'`)).rows,
    ).toHaveLength(0);
  });

  it('seed.sql users hashed with crypt(gen_salt(bf)) can sign in', async () => {
    const { data, error } = await makeClient(sb).auth.signInWithPassword({
      email: seeded,
      password: 'graine-de-test-1',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe('11111111-1111-4111-8111-111111111111');
    expect(data.user?.user_metadata).toEqual({ nom: 'Graine' });
    expect(
      (await makeClient(sb).auth.signInWithPassword({ email: seeded, password: 'autre' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await makeClient(sb).auth.signInWithPassword({ email: unconfirmed, password: 'graine-de-test-1' }))
        .error?.code,
    ).toBe('email_not_confirmed');
  });

  it('13b. autoconfirm: signUp of an existing address → 422 user_already_exists', async () => {
    const { error } = await makeClient(sb).auth.signUp({ email: seeded, password: 'mot-de-passe-1' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('PASSWORD_REQUIRED_CHARACTERS → weak_password reasons characters', async () => {
    const { error } = await makeClient(sb).auth.signUp({
      email: 'sans.chiffre@example.com',
      password: 'seulementdeslettres',
    });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
    const both = await makeClient(sb).auth.signUp({ email: 'sans.chiffre@example.com', password: 'ABC' });
    expect((both.error as unknown as { reasons: string[] }).reasons).toEqual(['length', 'characters']);
  });

  it('28b. SMTP_MAX_FREQUENCY=60: an immediate second resend → 429 over_email_send_rate_limit', async () => {
    const client = makeClient(sb);
    expect((await client.auth.resend({ type: 'signup', email: unconfirmed })).error).toBeNull();
    expect(mails(sb, unconfirmed, 'signup')).toHaveLength(1);
    const second = await client.auth.resend({ type: 'signup', email: unconfirmed });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    expect(mails(sb, unconfirmed, 'signup')).toHaveLength(1);
  });

  it('20. JWT_EXP=100: past exp−90 s the next REST call is preceded by exactly one refresh and uses the new token', async () => {
    const rec = recordingFetch();
    const client = makeClient(sb, { fetch: rec.fetch });
    const { data } = await client.auth.signInWithPassword({ email: seeded, password: 'graine-de-test-1' });
    expect(data.session?.expires_in).toBe(100);
    const firstToken = data.session!.access_token;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15_000);
    const start = rec.calls.length;
    await client.from('profiles').select('*');
    vi.useRealTimers();
    const calls = rec.calls.slice(start);
    const refreshes = calls.filter((c) => c.url.includes('/auth/v1/token?grant_type=refresh_token'));
    expect(refreshes).toHaveLength(1);
    expect(calls.indexOf(refreshes[0])).toBe(0);
    const restCall = calls.find((c) => c.url.includes('/rest/v1/profiles'))!;
    const { data: now } = await client.auth.getSession();
    expect(now.session!.access_token).not.toBe(firstToken);
    expect(restCall.headers.get('authorization')).toBe(`Bearer ${now.session!.access_token}`);
  });
});
