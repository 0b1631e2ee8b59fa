// MFA (TOTP) conformance: the unmodified supabase-js `auth.mfa` and `auth.admin.mfa` against the local GoTrue,
// with real codes computed from the enrolled secret (issue 20).
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeJwt } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestSupabase, type TestSupabase } from './harness.ts';
import { totpAt } from './totp.ts';

const FIXTURES = resolve(import.meta.dirname, 'fixtures/auth/definer');
const PASSWORD = 'motdepasse-solide-1';

let sb: TestSupabase;
let seq = 0;

beforeAll(async () => {
  sb = await startTestSupabase({ migrationsDir: FIXTURES });
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

/** A confirmed user signed in with password in a fresh client. */
async function signedIn(prefix = 'mfa') {
  const email = `${prefix}-${Date.now()}-${seq++}@example.com`;
  const { data, error } = await sb
    .admin()
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  const c = client();
  const signIn = await c.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signIn.error).toBeNull();
  return { c, email, userId: data.user!.id };
}

async function enrollTotp(c: SupabaseClient, friendlyName?: string) {
  const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return data!;
}

/** Enrols and verifies a factor: the client's session is then aal2. */
async function enrolledAndVerified(c: SupabaseClient) {
  const factor = await enrollTotp(c);
  const { error } = await c.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpAt(factor.totp.secret),
  });
  expect(error).toBeNull();
  return factor;
}

async function accessToken(c: SupabaseClient) {
  const { data } = await c.auth.getSession();
  return decodeJwt(data.session!.access_token);
}

describe('enrolment', () => {
  it('returns a QR code, a base32 secret and an otpauth URI, and lists the factor as unverified', async () => {
    const { c, email } = await signedIn();
    const factor = await enrollTotp(c, 'Téléphone');
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Téléphone');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    // a data URI ends at `#`: the SVG must not contain one
    expect(factor.totp.qr_code).not.toContain('#');
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/localhost:${email}`);
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');

    const list = await c.auth.mfa.listFactors();
    expect(list.error).toBeNull();
    expect(list.data!.all.map((f) => [f.id, f.status, f.factor_type])).toEqual([
      [factor.id, 'unverified', 'totp'],
    ]);
    expect(list.data!.totp).toEqual([]);
    expect(JSON.stringify(list.data)).not.toContain(factor.totp.secret);
  });

  it('refuses other factor types and a friendly name used twice', async () => {
    const { c } = await signedIn();
    const phone = await c.auth.mfa.enroll({ factorType: 'phone', phone: '+33612345678' });
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
    await enrollTotp(c, 'Clé');
    const again = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Clé' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('mfa_factor_name_conflict');
  });

  it('caps the enrolled factors and drops abandoned unverified ones after the expiry', async () => {
    const { c, userId } = await signedIn();
    for (let i = 0; i < 10; i++) await enrollTotp(c);
    const eleventh = await c.auth.mfa.enroll({ factorType: 'totp' });
    expect(eleventh.error?.status).toBe(422);
    expect(eleventh.error?.code).toBe('too_many_enrolled_mfa_factors');
    await sb.db.query(
      `update auth.mfa_factors set created_at = now() - interval '301 seconds' where user_id = $1`,
      [userId],
    );
    const fresh = await enrollTotp(c);
    const list = await c.auth.mfa.listFactors();
    expect(list.data!.all.map((f) => f.id)).toEqual([fresh.id]);
  });

  it('needs a signed-in user', async () => {
    const res = await fetch(`${sb.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: sb.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('challenge and verify', () => {
  it('a right code verifies the factor and raises the same session to aal2 with totp in amr', async () => {
    const { c } = await signedIn();
    const before = await accessToken(c);
    expect(before.aal).toBe('aal1');
    const factor = await enrollTotp(c);

    const ch = await c.auth.mfa.challenge({ factorId: factor.id });
    expect(ch.error).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    expect(ch.data!.type).toBe('totp');
    expect(ch.data!.expires_at).toBeGreaterThanOrEqual(now + 290);
    expect(ch.data!.expires_at).toBeLessThanOrEqual(now + 310);

    const wrong = await c.auth.mfa.verify({
      factorId: factor.id,
      challengeId: ch.data!.id,
      code: totpAt(factor.totp.secret, Date.now() - 10 * 60_000),
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    const ok = await c.auth.mfa.verify({
      factorId: factor.id,
      challengeId: ch.data!.id,
      code: totpAt(factor.totp.secret),
    });
    expect(ok.error).toBeNull();
    const claims = decodeJwt(ok.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(before.session_id);
    const methods = (claims.amr as { method: string }[]).map((a) => a.method);
    expect(methods[0]).toBe('totp');
    expect(methods).toContain('password');
    expect((ok.data!.user.factors ?? []).map((f) => f.status)).toEqual(['verified']);

    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const list = await c.auth.mfa.listFactors();
    expect(list.data!.totp.map((f) => f.id)).toEqual([factor.id]);

    // one challenge, one verification
    const replay = await c.auth.mfa.verify({
      factorId: factor.id,
      challengeId: ch.data!.id,
      code: totpAt(factor.totp.secret),
    });
    expect(replay.error?.code).toBe('mfa_factor_not_found');
  });

  it('accepts the codes of the neighbouring 30 s steps only', async () => {
    const { c } = await signedIn();
    const factor = await enrollTotp(c);
    const tryCode = async (offsetMs: number) => {
      // far from a step boundary, so the server's clock is in the same step as the code's reference
      const intoStep = Date.now() % 30_000;
      if (intoStep > 25_000) await new Promise((r) => setTimeout(r, 30_500 - intoStep));
      const ch = await c.auth.mfa.challenge({ factorId: factor.id });
      const res = await c.auth.mfa.verify({
        factorId: factor.id,
        challengeId: ch.data!.id,
        code: totpAt(factor.totp.secret, Date.now() + offsetMs),
      });
      return res.error?.code ?? 'ok';
    };
    expect(await tryCode(-90_000)).toBe('mfa_verification_failed');
    expect(await tryCode(90_000)).toBe('mfa_verification_failed');
    expect(await tryCode(30_000)).toBe('ok');
    expect(await tryCode(-30_000)).toBe('ok');
  });

  it('refuses an expired challenge and a factor of another user', async () => {
    const { c } = await signedIn();
    const factor = await enrollTotp(c);
    const ch = await c.auth.mfa.challenge({ factorId: factor.id });
    await sb.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [ch.data!.id],
    );
    const late = await c.auth.mfa.verify({
      factorId: factor.id,
      challengeId: ch.data!.id,
      code: totpAt(factor.totp.secret),
    });
    expect(late.error?.code).toBe('mfa_challenge_expired');

    const other = await signedIn();
    const stolen = await other.c.auth.mfa.challenge({ factorId: factor.id });
    expect(stolen.error?.status).toBe(404);
    expect(stolen.error?.code).toBe('mfa_factor_not_found');
  });

  it('locks the factor after five wrong codes, even against the right one', async () => {
    const { c } = await signedIn();
    const factor = await enrollTotp(c);
    for (let i = 0; i < 5; i++) {
      const ch = await c.auth.mfa.challenge({ factorId: factor.id });
      const res = await c.auth.mfa.verify({ factorId: factor.id, challengeId: ch.data!.id, code: '000000' });
      expect(res.error?.code).toBe(
        totpAt(factor.totp.secret) === '000000' ? 'over_request_rate_limit' : 'mfa_verification_failed',
      );
    }
    const ch = await c.auth.mfa.challenge({ factorId: factor.id });
    const locked = await c.auth.mfa.verify({
      factorId: factor.id,
      challengeId: ch.data!.id,
      code: totpAt(factor.totp.secret),
    });
    expect(locked.error?.status).toBe(429);
    expect(locked.error?.code).toBe('over_request_rate_limit');
  });
});

describe('sessions at aal1 and aal2', () => {
  it('a refresh keeps aal2; a password sign-in is aal1 with aal2 as next level', async () => {
    const { c, email } = await signedIn();
    await enrolledAndVerified(c);
    const refreshed = await c.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    const second = client();
    await second.auth.signInWithPassword({ email, password: PASSWORD });
    const aal = await second.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(aal.data!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(
      ['password'],
    );
  });

  it('at aal1 a user with a verified factor can neither enrol another nor remove one', async () => {
    const { c, email } = await signedIn();
    const factor = await enrolledAndVerified(c);
    const second = client();
    await second.auth.signInWithPassword({ email, password: PASSWORD });
    const enrol = await second.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrol.error?.status).toBe(403);
    expect(enrol.error?.code).toBe('insufficient_aal');
    const removal = await second.auth.mfa.unenroll({ factorId: factor.id });
    expect(removal.error?.status).toBe(422);
    expect(removal.error?.code).toBe('insufficient_aal');

    // after a fresh code the same session may remove it, and falls back to aal1
    await second.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpAt(factor.totp.secret) });
    const removed = await second.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    const after = await second.auth.refreshSession();
    expect(decodeJwt(after.data.session!.access_token).aal).toBe('aal1');
    const list = await second.auth.mfa.listFactors();
    expect(list.data!.all).toEqual([]);
  });

  it('verifying a factor ends the other aal1 sessions of the user', async () => {
    const { c, email } = await signedIn();
    const other = client();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    await enrolledAndVerified(c);
    const { error } = await other.auth.getUser();
    // auth-js turns GoTrue's session_not_found into AuthSessionMissingError
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('an unverified factor can be removed at aal1 while no factor is verified', async () => {
    const { c } = await signedIn();
    const factor = await enrollTotp(c);
    const removed = await c.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
  });
});

describe('admin factors API', () => {
  it('lists and deletes the factors of a user; the deleted factor no longer counts', async () => {
    const { c, userId } = await signedIn();
    const factor = await enrolledAndVerified(c);
    const admin = sb.admin();
    const list = await admin.auth.admin.mfa.listFactors({ userId });
    expect(list.error).toBeNull();
    expect(list.data!.factors.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']]);
    const del = await admin.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    expect(del.error).toBeNull();
    expect((await admin.auth.admin.mfa.listFactors({ userId })).data!.factors).toEqual([]);
    const again = await admin.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    expect(again.error?.status).toBe(404);
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel(
      (await c.auth.refreshSession()).data.session!.access_token,
    );
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('a soft-deleted user keeps no factor', async () => {
    const { c, userId } = await signedIn();
    await enrolledAndVerified(c);
    const del = await sb.admin().auth.admin.deleteUser(userId, true);
    expect(del.error).toBeNull();
    const { rows } = await sb.db.query(`select 1 from auth.mfa_factors where user_id = $1`, [userId]);
    expect(rows).toEqual([]);
  });

  it('is refused to a user token', async () => {
    const { c, userId } = await signedIn();
    const res = await c.auth.admin.mfa.listFactors({ userId });
    expect(res.error?.status).toBe(403);
  });
});
