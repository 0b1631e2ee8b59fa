// Seed 000 §7 call patterns, made with the real supabase-js against the local server and the product schema.
// Where the schema replaces a seed call with a safer one (RPCs, server-made notifications, service-only payment
// completion), the product's call is tested and the seed's direct call is shown to be refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import type { TestSupabase } from '../local/test/harness.ts';
import type { StoredMail } from '../local/src/mail.ts';
import { createUser, makeAdmin, startProductSupabase } from './support/db.ts';
import { enrolTotp } from '../../tests/support/totp.ts';

const PASSWORD = 'Appels-graine-2026';
const REDIRECT = 'http://localhost:5173/verification-email';

let sb: TestSupabase;

beforeAll(async () => {
  sb = await startProductSupabase();
}, 180_000);
afterAll(async () => {
  await sb?.stop();
});

let seq = 0;
const uniqueEmail = (label: string) => `${label}.${++seq}.${randomUUID().slice(0, 6)}@exemple.fr`;

async function mailbox(to: string): Promise<StoredMail[]> {
  const res = await fetch(`${sb.url}/__dev/emails?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as StoredMail[];
}
async function lastMail(to: string, type: string): Promise<StoredMail> {
  const box = (await mailbox(to)).filter((m) => m.type === type);
  expect(box.length).toBeGreaterThan(0);
  return box[box.length - 1];
}

function listen(client: SupabaseClient): AuthChangeEvent[] {
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return events;
}
// supabase-js notifies listeners asynchronously
const settle = () => new Promise((r) => setTimeout(r, 30));

interface SignedIn {
  id: string;
  email: string;
  db: SupabaseClient;
}

/** A confirmed user (created as the auth server does, so the sign-up trigger runs) signed in through supabase-js. */
async function signedInUser(
  meta: { prenom?: string; nom?: string; telephone?: string } = {},
): Promise<SignedIn> {
  const id = randomUUID();
  const email = uniqueEmail('client');
  await createUser(sb, { id, email, password: PASSWORD, ...meta });
  const db = sb.client();
  const { error } = await db.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { id, email, db };
}

async function profileOf(u: SignedIn) {
  const { data, error } = await u.db.from('profiles').select('*').eq('id', u.id).single();
  expect(error).toBeNull();
  return data as Record<string, unknown> & { referral_code: string; name: string };
}

// ------------------------------------------------------------------------------------------------------ auth

describe('auth', () => {
  const email = uniqueEmail('inscription');
  let userId = '';

  it('POST /signup with data → confirmation mail in the dev mailbox → verifyOtp(signup) → session, SIGNED_IN', async () => {
    const anonClient = sb.client();
    const signUp = await anonClient.auth.signUp({
      email,
      password: PASSWORD,
      options: {
        data: { nom: 'Durand', prenom: 'Camille', telephone: '0611223344' },
        emailRedirectTo: REDIRECT,
      },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull(); // e-mail confirmation is on
    expect(signUp.data.user?.user_metadata).toMatchObject({
      nom: 'Durand',
      prenom: 'Camille',
      telephone: '0611223344',
    });
    userId = signUp.data.user!.id;

    const before = await anonClient.auth.signInWithPassword({ email, password: PASSWORD });
    expect(before.error?.code).toBe('email_not_confirmed');

    const mail = await lastMail(email, 'signup');
    expect(mail.token_hash).toMatch(/^[0-9a-f]{56}$/);
    expect(new URL(mail.link!).searchParams.get('redirect_to')).toBe(REDIRECT);

    const client = sb.client();
    const events = listen(client);
    const { data, error } = await client.auth.verifyOtp({ type: 'signup', token_hash: mail.token_hash! });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.user.id).toBe(userId);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    await settle();
    expect(events).toContain('SIGNED_IN');

    // the seed's verification screen: a used link is an error
    const replay = await sb.client().auth.verifyOtp({ type: 'signup', token_hash: mail.token_hash! });
    expect(replay.error?.status).toBe(403);
    expect(replay.error?.code).toBe('otp_expired');

    // the profile the seed inserted at sign-up is made by the trigger
    const { data: profile, error: pErr } = await client
      .from('profiles')
      .select('*')
      .eq('id', userId)
      .single();
    expect(pErr).toBeNull();
    expect(profile).toMatchObject({
      id: userId,
      email,
      name: 'Camille Durand',
      full_name: 'Camille Durand',
      phone: '0611223344',
      role: 'client',
      aide_gratuite: true,
      parrain_code: null,
    });
    expect(profile.referral_code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('a sign-up through /register?ref=CODE (data.ref) links the sponsor', async () => {
    const sponsor = await signedInUser({ prenom: 'Sam', nom: 'Sponsor' });
    const code = (await profileOf(sponsor)).referral_code;
    const refEmail = uniqueEmail('filleul');
    const { data, error } = await sb.client().auth.signUp({
      email: refEmail,
      password: PASSWORD,
      options: { data: { nom: 'Ref', prenom: 'Léo', telephone: '0600000002', ref: code } },
    });
    expect(error).toBeNull();
    const client = sb.client();
    await client.auth.verifyOtp({
      type: 'signup',
      token_hash: (await lastMail(refEmail, 'signup')).token_hash!,
    });
    const own = await client
      .from('parrainages')
      .select('parrain_id, rewarded')
      .eq('filleul_id', data.user!.id)
      .maybeSingle();
    expect(own).toMatchObject({ data: { parrain_id: sponsor.id, rewarded: false }, error: null });
    expect(
      (await client.from('profiles').select('parrain_code').eq('id', data.user!.id).single()).data,
    ).toEqual({ parrain_code: code });
    const notes = await sponsor.db
      .from('notifications')
      .select('type, message, link')
      .eq('user_id', sponsor.id);
    expect(notes.data).toEqual([
      { type: 'parrainage', message: 'Léo Ref a utilisé votre code de parrainage.', link: '/parrainage' },
    ]);
  });

  it('weak password → weak_password with its reasons (seed §5, §8); no mail sent', async () => {
    const weakEmail = uniqueEmail('faible');
    const { data, error } = await sb.client().auth.signUp({
      email: weakEmail,
      password: '1234',
      options: { data: { nom: 'X', prenom: 'Y', telephone: '0600000000' } },
    });
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    // the project's rule (supabase/config.toml) applies however the server is started
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length', 'characters']);
    expect(await mailbox(weakEmail)).toEqual([]);
  });

  it('signInWithPassword: right password → session; wrong one → invalid_credentials (shown as « Email ou mot de passe incorrect »)', async () => {
    const wrong = await sb.client().auth.signInWithPassword({ email, password: 'pas-le-bon-1' });
    expect(wrong.data.session).toBeNull();
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    const client = sb.client();
    const events = listen(client);
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBeGreaterThan(0);
    expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000);
    await settle();
    expect(events).toContain('SIGNED_IN');
  });

  it('refreshSession → new tokens and TOKEN_REFRESHED; getUser reads the user with the sign-up metadata', async () => {
    const client = sb.client();
    const { data: signIn } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const events = listen(client);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(signIn.session!.refresh_token);
    await settle();
    expect(events).toContain('TOKEN_REFRESHED');
    const { data: user, error: userErr } = await client.auth.getUser();
    expect(userErr).toBeNull();
    expect(user.user?.id).toBe(userId);
    expect(user.user?.email).toBe(email);
    expect(user.user?.user_metadata).toMatchObject({
      nom: 'Durand',
      prenom: 'Camille',
      telephone: '0611223344',
    });
    const anonymous = await sb.client().auth.getUser();
    expect(anonymous.data.user).toBeNull();
    expect(anonymous.error?.name).toBe('AuthSessionMissingError');
  });

  it('updateUser(data) and updateUser(password + e-mailed code) → USER_UPDATED; the new password signs in, the old one no longer', async () => {
    const client = sb.client();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const events = listen(client);
    const meta = await client.auth.updateUser({ data: { telephone: '0799887766' } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ nom: 'Durand', telephone: '0799887766' });
    const weak = await client.auth.updateUser({ password: 'court' });
    expect(weak.error?.code).toBe('weak_password');
    // the project's secure password change (config.toml): the code e-mailed by reauthenticate() is needed
    const noCode = await client.auth.updateUser({ password: 'Nouveau-mot-de-passe-9' });
    expect(noCode.error?.code).toBe('reauthentication_needed');
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const { otp } = await lastMail(email, 'reauthentication');
    const pwd = await client.auth.updateUser({ password: 'Nouveau-mot-de-passe-9', nonce: otp });
    expect(pwd.error).toBeNull();
    await settle();
    expect(events.filter((e) => e === 'USER_UPDATED')).toHaveLength(2);
    expect((await sb.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await sb.client().auth.signInWithPassword({ email, password: 'Nouveau-mot-de-passe-9' })).error,
    ).toBeNull();
  });

  it('resetPasswordForEmail → recovery mail → verifyOtp(recovery) → PASSWORD_RECOVERY → updateUser(password)', async () => {
    const client = sb.client();
    const res = await client.auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    expect(res).toEqual({ data: {}, error: null });
    const mail = await lastMail(email, 'recovery');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    // an unknown address answers the same and sends nothing (no account enumeration)
    const unknown = uniqueEmail('inconnu');
    expect(await client.auth.resetPasswordForEmail(unknown)).toEqual({ data: {}, error: null });
    expect(await mailbox(unknown)).toEqual([]);

    const events = listen(client);
    const { data, error } = await client.auth.verifyOtp({ type: 'recovery', token_hash: mail.token_hash! });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(userId);
    await settle();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    expect((await sb.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('resend(signup) sends a fresh confirmation mail and the previous link stops working', async () => {
    const pending = uniqueEmail('renvoi');
    await sb.client().auth.signUp({
      email: pending,
      password: PASSWORD,
      options: { data: { nom: 'R', prenom: 'S', telephone: '0600000001' } },
    });
    const first = await lastMail(pending, 'signup');
    const res = await sb
      .client()
      .auth.resend({ type: 'signup', email: pending, options: { emailRedirectTo: REDIRECT } });
    expect(res.error).toBeNull();
    const box = (await mailbox(pending)).filter((m) => m.type === 'signup');
    expect(box).toHaveLength(2);
    const second = box[1];
    expect(second.token_hash).not.toBe(first.token_hash);
    expect(
      (await sb.client().auth.verifyOtp({ type: 'signup', token_hash: first.token_hash! })).error?.code,
    ).toBe('otp_expired');
    expect(
      (await sb.client().auth.verifyOtp({ type: 'signup', token_hash: second.token_hash! })).error,
    ).toBeNull();
  });

  it('signOut({scope}): local ends one session, others the rest, global all; SIGNED_OUT is emitted', async () => {
    const [a, b, c] = [sb.client(), sb.client(), sb.client()];
    for (const x of [a, b, c])
      expect((await x.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const refreshOf = async (x: SupabaseClient) => (await x.auth.getSession()).data.session!.refresh_token;
    const aRefresh = await refreshOf(a);
    const eventsA = listen(a);
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    await settle();
    expect(eventsA).toContain('SIGNED_OUT');
    expect((await a.auth.getSession()).data.session).toBeNull();
    expect((await sb.client().auth.refreshSession({ refresh_token: aRefresh })).error?.code).toBe(
      'refresh_token_not_found',
    );
    expect((await b.auth.refreshSession()).error).toBeNull();

    const cRefresh = await refreshOf(c);
    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await sb.client().auth.refreshSession({ refresh_token: cRefresh })).error?.code).toBe(
      'refresh_token_not_found',
    );
    const { data: still } = await b.auth.getUser();
    expect(still.user?.id).toBe(userId);

    const bAccess = (await b.auth.getSession()).data.session!.access_token;
    const eventsB = listen(b);
    expect((await b.auth.signOut({ scope: 'global' })).error).toBeNull();
    await settle();
    expect(eventsB).toContain('SIGNED_OUT');
    const dead = await fetch(`${sb.url}/auth/v1/user`, {
      headers: {
        apikey: sb.anonKey,
        authorization: `Bearer ${bAccess}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(dead.status).toBe(403);
    expect(((await dead.json()) as { code: string }).code).toBe('session_not_found');
  });
});

// ---------------------------------------------------------------------------------------------- signed out

describe('signed-out visitor (anon key only)', () => {
  it('every seed data call is refused: 401 with 42501, as PostgREST answers an anonymous role', async () => {
    const visitor = sb.client();
    const calls = [
      visitor.from('profiles').select('*'),
      visitor.from('form_requests').select('*').order('created_at', { ascending: false }),
      visitor.from('parrainages').select('*'),
      visitor.from('payments').select('*, form_requests(*)'),
      visitor.from('notifications').insert({ user_id: randomUUID(), type: 'system', message: 'x' }),
      visitor.rpc('create_form_request', { form_type: 'logement' }),
      visitor.rpc('use_referral_code', { code: 'AAAAAA' }),
      visitor.rpc('mes_filleuls'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.data).toBeNull();
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('42501');
      expect(res.error?.message).toMatch(/^permission denied for (table|function) /);
    }
    // a HEAD count has no body, only the status
    const unread = await visitor
      .from('notifications')
      .select('*', { count: 'exact', head: true })
      .eq('is_read', false);
    expect(unread.status).toBe(401);
    expect(unread.count).toBeNull();
    // the catalogue stays public
    const packs = await visitor.from('packs').select('id, price_cents').order('sort_order');
    expect(packs.data).toEqual([
      { id: 'basic', price_cents: 699 },
      { id: 'standard', price_cents: 1299 },
      { id: 'premium', price_cents: 1999 },
      { id: 'ultimate', price_cents: 2999 },
    ]);
  });
});

// -------------------------------------------------------------------------------------------------- profiles

describe('profiles', () => {
  let me: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    me = await signedInUser({ prenom: 'Léa', nom: 'Dupont', telephone: '0612345678' });
    other = await signedInUser({ prenom: 'Noé', nom: 'Petit' });
  });

  it('select by id returns the own profile; another user’s id returns nothing', async () => {
    const p = await profileOf(me);
    expect(p).toMatchObject({
      id: me.id,
      email: me.email,
      name: 'Léa Dupont',
      phone: '0612345678',
      role: 'client',
      aide_gratuite: true,
    });
    const { data, error } = await me.db.from('profiles').select('*').eq('id', other.id).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
    const all = await me.db.from('profiles').select('id');
    expect(all.data).toEqual([{ id: me.id }]);
  });

  it('update by id (phone) is allowed and returns the row', async () => {
    const { data, error } = await me.db
      .from('profiles')
      .update({ phone: '0700000000' })
      .eq('id', me.id)
      .select('id, phone')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: me.id, phone: '0700000000' });
  });

  it('update of role, aide_gratuite, referral_code or parrain_code is refused with 42501', async () => {
    const { referral_code } = await profileOf(other);
    for (const patch of [
      { role: 'admin' },
      { aide_gratuite: false },
      { referral_code: 'AAAAAA' },
      { parrain_code: referral_code },
    ]) {
      const { data, error, status } = await me.db.from('profiles').update(patch).eq('id', me.id).select();
      expect(data).toBeNull();
      expect(status).toBe(403);
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe('permission denied for table profiles');
    }
    expect(await profileOf(me)).toMatchObject({ role: 'client', aide_gratuite: true, parrain_code: null });
  });

  it('the seed’s "select id by code" finds no other profile (codes are resolved by use_referral_code)', async () => {
    const { referral_code } = await profileOf(other);
    const byCode = await me.db.from('profiles').select('id').eq('referral_code', referral_code).maybeSingle();
    expect(byCode).toMatchObject({ data: null, error: null, status: 200 });
    const own = await me.db
      .from('profiles')
      .select('id')
      .eq('referral_code', (await profileOf(me)).referral_code)
      .single();
    expect(own.data).toEqual({ id: me.id });
  });

  it('an update of another user’s profile changes nothing', async () => {
    const { data, error } = await me.db
      .from('profiles')
      .update({ phone: '0000000000' })
      .eq('id', other.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await profileOf(other)).phone).toBe('0601020304');
  });
});

// ----------------------------------------------------------------------------------------------- parrainages

describe('parrainages', () => {
  let parrain: SignedIn;
  let filleul: SignedIn;
  let tiers: SignedIn;
  let parrainCode = '';

  beforeAll(async () => {
    parrain = await signedInUser({ prenom: 'Paul', nom: 'Parrain' });
    filleul = await signedInUser({ prenom: 'Inès', nom: 'Filleule', telephone: '0655443322' });
    tiers = await signedInUser();
    parrainCode = (await profileOf(parrain)).referral_code;
  });

  it('select by filleul_id with maybeSingle: no row → data null, no error', async () => {
    const res = await filleul.db.from('parrainages').select('*').eq('filleul_id', filleul.id).maybeSingle();
    expect(res.error).toBeNull();
    expect(res.data).toBeNull();
    expect(res.status).toBe(200);
  });

  it('use_referral_code: the three French refusals, then success', async () => {
    const invalid = await filleul.db.rpc('use_referral_code', {
      code: 'ZZZZZ9' === parrainCode ? 'ZZZZZ8' : 'ZZZZZ9',
    });
    expect(invalid.data).toBeNull();
    expect(invalid.error).toMatchObject({ code: 'P0001', message: 'Code de parrainage invalide' });
    const self = await filleul.db.rpc('use_referral_code', {
      code: (await profileOf(filleul)).referral_code,
    });
    expect(self.error).toMatchObject({
      code: 'P0001',
      message: 'Vous ne pouvez pas vous parrainer vous-même',
    });

    const ok = await filleul.db.rpc('use_referral_code', { code: parrainCode.toLowerCase() });
    expect(ok).toMatchObject({ data: true, error: null, status: 200 });
    const again = await filleul.db.rpc('use_referral_code', { code: (await profileOf(tiers)).referral_code });
    expect(again.error).toMatchObject({ code: 'P0001', message: 'Vous avez déjà un parrain' });

    // the seed's "update parrain_code" is done by the RPC
    expect((await profileOf(filleul)).parrain_code).toBe(parrainCode);
    const row = await filleul.db
      .from('parrainages')
      .select('parrain_id, filleul_id, rewarded')
      .eq('filleul_id', filleul.id)
      .maybeSingle();
    expect(row).toMatchObject({
      data: { parrain_id: parrain.id, filleul_id: filleul.id, rewarded: false },
      error: null,
    });
  });

  it('the seed’s direct insert into parrainages is refused', async () => {
    const { error, status } = await tiers.db
      .from('parrainages')
      .insert({ parrain_id: parrain.id, filleul_id: tiers.id });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('the sponsor lists the history through mes_filleuls(): name, date, rewarded, actif, no e-mail or phone', async () => {
    const { data, error } = await parrain.db.rpc('mes_filleuls');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data[0]).toEqual({
      filleul_id: filleul.id,
      name: 'Inès Filleule',
      created_at: expect.any(String),
      rewarded: false,
      actif: false,
    });
    // the list becomes « Actif » once the referred person has a request
    expect((await filleul.db.rpc('create_form_request', { form_type: 'logement' })).error).toBeNull();
    expect((await parrain.db.rpc('mes_filleuls')).data[0].actif).toBe(true);
  });

  it('the seed’s embed of the filleul’s profile shows no foreign profile data', async () => {
    const { data, error } = await parrain.db
      .from('parrainages')
      .select('*, filleul:profiles!parrainages_filleul_id_fkey(id,name,email,created_at)')
      .eq('parrain_id', parrain.id)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({ parrain_id: parrain.id, filleul_id: filleul.id, rewarded: false });
    expect(data![0].filleul).toBeNull();
    expect(JSON.stringify(data)).not.toContain(filleul.email);
  });

  it('count total and rewarded with {count: exact, head: true}', async () => {
    const total = await parrain.db
      .from('parrainages')
      .select('*', { count: 'exact', head: true })
      .eq('parrain_id', parrain.id);
    expect(total).toMatchObject({ count: 1, data: null, error: null, status: 200 });
    const rewarded = await parrain.db
      .from('parrainages')
      .select('*', { count: 'exact', head: true })
      .eq('parrain_id', parrain.id)
      .eq('rewarded', true);
    expect(rewarded).toMatchObject({ count: 0, data: null, error: null });
    const foreign = await tiers.db
      .from('parrainages')
      .select('*', { count: 'exact', head: true })
      .eq('parrain_id', parrain.id);
    expect(foreign.count).toBe(0);
  });

  it('update rewarded is refused for a client (no row changes) and allowed for an admin', async () => {
    for (const who of [parrain, filleul]) {
      const { data, error } = await who.db
        .from('parrainages')
        .update({ rewarded: true })
        .eq('filleul_id', filleul.id)
        .select();
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const admin = await signedInUser();
    await makeAdmin(sb, admin.id);
    await enrolTotp(admin.db); // admin rights need aal2 (issue 20)
    const { data, error } = await admin.db
      .from('parrainages')
      .update({ rewarded: true })
      .eq('filleul_id', filleul.id)
      .select('rewarded');
    expect(error).toBeNull();
    expect(data).toEqual([{ rewarded: true }]);
    const rewarded = await parrain.db
      .from('parrainages')
      .select('*', { count: 'exact', head: true })
      .eq('parrain_id', parrain.id)
      .eq('rewarded', true);
    expect(rewarded.count).toBe(1);
  });
});

// --------------------------------------------------------------------------------------------- form_requests

describe('form_requests', () => {
  let me: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  const created: string[] = [];

  beforeAll(async () => {
    me = await signedInUser({ prenom: 'Alix', nom: 'Demandeur', telephone: '0611111111' });
    other = await signedInUser({ prenom: 'Bob', nom: 'Autre' });
    admin = await signedInUser({ prenom: 'Ada', nom: 'Conseillère' });
    await makeAdmin(sb, admin.id);
    await enrolTotp(admin.db); // admin rights need aal2 (issue 20)
  });

  it('create via create_form_request: pending, spends the free aid; with no credit the French refusal', async () => {
    const { data, error } = await me.db.rpc('create_form_request', {
      form_type: 'logement',
      aid_id: 'apl',
      aid_name: 'Aide personnalisée au logement',
      estimated_amount: 250,
      data: { loyer: 600 },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      user_id: me.id,
      auth_user_id: me.id,
      form_type: 'logement',
      status: 'pending',
      payment_required: false,
      payment_status: null,
      data: { loyer: 600 },
    });
    created.push(data.id);
    expect((await me.db.rpc('credit_balance')).data).toBe(0);

    const refused = await me.db.rpc('create_form_request', { form_type: 'transport' });
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({
      code: 'P0001',
      message: 'Crédit insuffisant : achetez un pack pour faire une nouvelle demande.',
    });

    // the card path: the request waits for its payment
    const card = await me.db.rpc('create_form_request', {
      form_type: 'transport',
      aid_name: 'Pass mobilité',
      pay_by_card: true,
    });
    expect(card.error).toBeNull();
    expect(card.data).toMatchObject({ status: 'pending', payment_required: true, payment_status: 'pending' });
    created.push(card.data.id);
    await admin.db.rpc('admin_adjust_credits', { user_id: me.id, delta: 2, note: 'test' });
    const third = await me.db.rpc('create_form_request', {
      form_type: 'sante',
      aid_name: 'Complémentaire santé',
    });
    expect(third.error).toBeNull();
    created.push(third.data.id);
    expect((await other.db.rpc('create_form_request', { form_type: 'formation' })).error).toBeNull();
  });

  it('the seed’s direct insert is refused with 42501', async () => {
    const { data, error, status } = await me.db
      .from('form_requests')
      .insert({
        user_id: me.id,
        auth_user_id: me.id,
        form_type: 'logement',
        status: 'pending',
        payment_required: false,
        payment_status: null,
        data: {},
      })
      .select();
    expect(data).toBeNull();
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('select by user_id newest first', async () => {
    const { data, error } = await me.db
      .from('form_requests')
      .select('*')
      .eq('user_id', me.id)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.map((r) => r.id)).toEqual([...created].reverse());
  });

  it('select by id and user_id with single(); another user’s id → PGRST116', async () => {
    const { data, error } = await me.db
      .from('form_requests')
      .select('*')
      .eq('id', created[0])
      .eq('user_id', me.id)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: created[0],
      aid_name: 'Aide personnalisée au logement',
      estimated_amount: 250,
    });
    const { data: theirs } = await other.db
      .from('form_requests')
      .select('id')
      .eq('user_id', other.id)
      .single();
    const foreign = await me.db.from('form_requests').select('*').eq('id', theirs!.id).single();
    expect(foreign.data).toBeNull();
    expect(foreign.status).toBe(406);
    expect(foreign.error?.code).toBe('PGRST116');
  });

  it('a client listing all requests sees only theirs', async () => {
    const { data, error } = await me.db
      .from('form_requests')
      .select('user_id')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(new Set(data!.map((r) => r.user_id))).toEqual(new Set([me.id]));
  });

  it('cancel: update status to cancelled by id and user_id only while pending; credit refunded once', async () => {
    const before = (await me.db.rpc('credit_balance')).data as number;
    const { data, error } = await me.db
      .from('form_requests')
      .update({ status: 'cancelled' })
      .eq('id', created[2])
      .eq('user_id', me.id)
      .select('id, status')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: created[2], status: 'cancelled' });
    expect((await me.db.rpc('credit_balance')).data).toBe(before + 1);

    // not pending any more: the policy hides it from the update, nothing changes
    const again = await me.db
      .from('form_requests')
      .update({ status: 'cancelled' })
      .eq('id', created[2])
      .eq('user_id', me.id)
      .select();
    expect(again).toMatchObject({ data: [], error: null });
    const rpcAgain = await me.db.rpc('cancel_form_request', { request_id: created[2] });
    expect(rpcAgain.error?.message).toBe('Seule une demande en attente peut être annulée.');

    // an in-progress request cannot be cancelled by its owner
    expect(
      (
        await admin.db
          .from('form_requests')
          .update({ status: 'in_progress' })
          .eq('id', created[0])
          .select('status')
      ).data,
    ).toEqual([{ status: 'in_progress' }]);
    const late = await me.db
      .from('form_requests')
      .update({ status: 'cancelled' })
      .eq('id', created[0])
      .eq('user_id', me.id)
      .select();
    expect(late).toMatchObject({ data: [], error: null });

    // a client may only move pending → cancelled
    const promote = await me.db
      .from('form_requests')
      .update({ status: 'completed' })
      .eq('id', created[1])
      .eq('user_id', me.id)
      .select();
    expect(promote.data).toBeNull();
    expect(promote.error).toMatchObject({
      code: '42501',
      message: 'Seule une demande en attente peut être annulée.',
    });
    // and may not touch the payment columns (the seed's "update payment_status after payment")
    const pay = await me.db
      .from('form_requests')
      .update({ payment_status: 'completed' })
      .eq('id', created[1])
      .select();
    expect(pay.error?.code).toBe('42501');
    expect((await me.db.rpc('credit_balance')).data).toBe(before + 1);
  });

  it('update by id and user_id: data of a pending request; nothing once it is no longer pending', async () => {
    const ok = await me.db
      .from('form_requests')
      .update({ data: { abonnement: 'annuel' } })
      .eq('id', created[1])
      .eq('user_id', me.id)
      .select('data')
      .single();
    expect(ok).toMatchObject({ data: { data: { abonnement: 'annuel' } }, error: null });
    const closed = await me.db
      .from('form_requests')
      .update({ data: { x: 1 } })
      .eq('id', created[0])
      .eq('user_id', me.id)
      .select();
    expect(closed).toMatchObject({ data: [], error: null });
    const owner = await me.db
      .from('form_requests')
      .update({ user_id: other.id })
      .eq('id', created[1])
      .select();
    expect(owner.error?.code).toBe('42501');
  });

  it('select status for counting', async () => {
    const { data, error } = await me.db.from('form_requests').select('status').eq('user_id', me.id);
    expect(error).toBeNull();
    const counts = data!.reduce<Record<string, number>>(
      (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ in_progress: 1, pending: 1, cancelled: 1 });
  });

  it('admin selects all with the joined profile, newest first', async () => {
    const { data, error } = await admin.db
      .from('form_requests')
      .select('*, profiles(id, email, name, phone)')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const mine = data!.filter((r) => r.user_id === me.id);
    expect(mine.map((r) => r.id)).toEqual([...created].reverse());
    expect(mine[0].profiles).toEqual({
      id: me.id,
      email: me.email,
      name: 'Alix Demandeur',
      phone: '0611111111',
    });
    expect(data!.some((r) => r.user_id === other.id && r.profiles.name === 'Bob Autre')).toBe(true);
    const times = data!.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // the same embed for a client: their requests only, their own profile
    const client = await me.db.from('form_requests').select('id, profiles(id, name)');
    expect(client.data).toHaveLength(3);
    expect(client.data!.every((r) => (r.profiles as unknown as { id: string }).id === me.id)).toBe(true);
  });
});

// --------------------------------------------------------------------------------------------- notifications

describe('notifications', () => {
  let me: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    me = await signedInUser();
    other = await signedInUser();
    admin = await signedInUser();
    await makeAdmin(sb, admin.id);
    await enrolTotp(admin.db); // admin rights need aal2 (issue 20)
    await admin.db.rpc('admin_adjust_credits', { user_id: me.id, delta: 2, note: 'test' });
    for (const aid_name of ['Aide A', 'Aide B', 'Aide C']) {
      expect((await me.db.rpc('create_form_request', { form_type: 'logement', aid_name })).error).toBeNull();
    }
    await other.db.rpc('create_form_request', { form_type: 'logement', aid_name: 'Aide de l’autre' });
  });

  const unread = async (u: SignedIn) =>
    (
      await u.db
        .from('notifications')
        .select('*', { count: 'exact', head: true })
        .eq('user_id', u.id)
        .eq('is_read', false)
    ).count;

  it('select by user_id newest first: the server made one per request', async () => {
    const { data, error } = await me.db
      .from('notifications')
      .select('*')
      .eq('user_id', me.id)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.map((n) => n.message)).toEqual([
      'Votre demande « Aide C » a bien été enregistrée.',
      'Votre demande « Aide B » a bien été enregistrée.',
      'Votre demande « Aide A » a bien été enregistrée.',
    ]);
    expect(data![0]).toMatchObject({
      user_id: me.id,
      type: 'request',
      is_read: false,
      link: expect.stringMatching(/^\/demandes\/[0-9a-f-]{36}$/),
    });
  });

  it('count unread with head + count exact + eq is_read false', async () => {
    const res = await me.db
      .from('notifications')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', me.id)
      .eq('is_read', false);
    expect(res).toMatchObject({ count: 3, data: null, error: null, status: 200 });
  });

  it('update is_read by id; another user’s notification is not changed; other columns refused', async () => {
    const { data: list } = await me.db
      .from('notifications')
      .select('id')
      .eq('user_id', me.id)
      .order('created_at', { ascending: false });
    const { data, error } = await me.db
      .from('notifications')
      .update({ is_read: true })
      .eq('id', list![0].id)
      .select('id, is_read');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: list![0].id, is_read: true }]);
    expect(await unread(me)).toBe(2);

    const { data: theirs } = await other.db.from('notifications').select('id').eq('user_id', other.id);
    const foreign = await me.db
      .from('notifications')
      .update({ is_read: true })
      .eq('id', theirs![0].id)
      .select();
    expect(foreign).toMatchObject({ data: [], error: null });
    expect(await unread(other)).toBe(1);

    const edit = await me.db
      .from('notifications')
      .update({ message: 'modifié' })
      .eq('id', list![1].id)
      .select();
    expect(edit.error?.code).toBe('42501');
  });

  it('mark all read: the seed’s update where is_read = false, and the RPC', async () => {
    const { data, error } = await me.db
      .from('notifications')
      .update({ is_read: true })
      .eq('user_id', me.id)
      .eq('is_read', false)
      .select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(await unread(me)).toBe(0);

    expect(await unread(other)).toBe(1);
    const rpc = await other.db.rpc('mark_all_notifications_read');
    expect(rpc).toMatchObject({ data: 1, error: null });
    expect(await unread(other)).toBe(0);
    expect((await other.db.rpc('mark_all_notifications_read')).data).toBe(0);
  });

  it('delete by id and user_id; another user’s notification cannot be deleted', async () => {
    const { data: list } = await me.db.from('notifications').select('id').eq('user_id', me.id);
    const target = list![0].id;
    const { data, error } = await me.db
      .from('notifications')
      .delete()
      .eq('id', target)
      .eq('user_id', me.id)
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: target }]);
    const gone = await me.db
      .from('notifications')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', me.id);
    expect(gone.count).toBe(2);

    const { data: theirs } = await other.db.from('notifications').select('id').eq('user_id', other.id);
    const foreign = await me.db.from('notifications').delete().eq('id', theirs![0].id).select();
    expect(foreign).toMatchObject({ data: [], error: null });
    expect((await other.db.from('notifications').select('id').eq('user_id', other.id)).data).toHaveLength(1);
  });

  it('the seed’s client insert is refused (42501); an admin may send a system message', async () => {
    for (const target of [me.id, other.id]) {
      const { data, error, status } = await me.db
        .from('notifications')
        .insert({
          user_id: target,
          type: 'system',
          message: 'Bonjour',
          is_read: false,
          link: '/dashboard',
          data: null,
        })
        .select();
      expect(data).toBeNull();
      expect(status).toBe(403);
      expect(error?.code).toBe('42501');
    }
    // without is_read (no column grant for it) the policy still refuses a client
    const policy = await me.db
      .from('notifications')
      .insert({ user_id: me.id, type: 'system', message: 'Bonjour' });
    expect(policy.error?.code).toBe('42501');
    const sent = await admin.db
      .from('notifications')
      .insert({ user_id: me.id, type: 'system', message: 'Message du conseiller', link: '/support' })
      .select('type, is_read')
      .single();
    expect(sent).toMatchObject({ data: { type: 'system', is_read: false }, error: null });
    expect(await unread(me)).toBe(1);
  });

  it('a status change by an adviser notifies the owner (server-made, link to the request)', async () => {
    const { data: req } = await me.db.from('form_requests').select('id').eq('aid_name', 'Aide A').single();
    expect(
      (
        await admin.db.rpc('set_request_status', {
          request_id: req!.id,
          status: 'in_progress',
          details: 'Dossier complet',
        })
      ).error,
    ).toBeNull();
    const { data } = await me.db
      .from('notifications')
      .select('message, link')
      .eq('user_id', me.id)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(data).toEqual({
      message: 'Votre demande « Aide A » est en cours de traitement.',
      link: `/demandes/${req!.id}`,
    });
    // the client cannot do the same
    const denied = await me.db.rpc('set_request_status', {
      request_id: req!.id,
      status: 'completed',
      details: null,
    });
    expect(denied.error).toMatchObject({ message: 'Accès réservé aux conseillers.' });
    expect(await unread(me)).toBe(2);
  });
});

// -------------------------------------------------------------------------------------------------- payments

describe('payments', () => {
  let me: SignedIn;
  let other: SignedIn;
  let service: SupabaseClient;
  let requestId = '';
  let paymentId = '';
  const intent = `pi_${randomUUID().replaceAll('-', '')}`;

  beforeAll(async () => {
    me = await signedInUser({ prenom: 'Zoé', nom: 'Payeuse' });
    other = await signedInUser();
    service = sb.admin();
    // spend the free aid, then a request that waits for a card payment
    await me.db.rpc('create_form_request', { form_type: 'logement', aid_name: 'APL' });
    const card = await me.db.rpc('create_form_request', {
      form_type: 'transport',
      aid_name: 'Pass mobilité',
      pay_by_card: true,
    });
    expect(card.error).toBeNull();
    requestId = card.data.id;
  });

  it('insert a pending payment at the server price (checkout_price_cents)', async () => {
    const price = await me.db.rpc('checkout_price_cents', { pack_id: 'standard' });
    expect(price).toMatchObject({ data: 1299, error: null });
    const { data, error, status } = await me.db
      .from('payments')
      .insert({
        user_id: me.id,
        amount: 1299,
        payment_intent_id: intent,
        request_id: requestId,
        pack_id: 'standard',
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      user_id: me.id,
      amount: 1299,
      status: 'pending',
      payment_intent_id: intent,
      request_id: requestId,
      credits_granted: 0,
      completed_at: null,
    });
    paymentId = data.id;
    // a second, older-looking one without a request, to check the ordering
    const quick = await me.db
      .from('payments')
      .insert({ user_id: me.id, amount: 599, payment_intent_id: `${intent}_q`, offer_id: 'quick_1' });
    expect(quick.error).toBeNull();
  });

  it('insert refusals: wrong amount, status completed, someone else’s request, someone else’s user_id', async () => {
    const wrongAmount = await me.db
      .from('payments')
      .insert({ user_id: me.id, amount: 1, payment_intent_id: `${intent}_a`, pack_id: 'standard' });
    expect(wrongAmount.error).toMatchObject({
      code: '22023',
      message: 'Montant incorrect pour cette offre.',
    });
    const completed = await me.db.from('payments').insert({
      user_id: me.id,
      amount: 1299,
      payment_intent_id: `${intent}_b`,
      pack_id: 'standard',
      status: 'completed',
    });
    expect(completed.error?.code).toBe('42501');
    const { data: theirs } = await other.db.rpc('create_form_request', { form_type: 'formation' });
    const foreignRequest = await me.db.from('payments').insert({
      user_id: me.id,
      amount: 1299,
      payment_intent_id: `${intent}_c`,
      pack_id: 'standard',
      request_id: theirs.id,
    });
    expect(foreignRequest.status).toBe(404);
    expect(foreignRequest.error).toMatchObject({ code: 'PT404', message: 'Demande introuvable.' });
    const forOther = await me.db
      .from('payments')
      .insert({ user_id: other.id, amount: 1299, payment_intent_id: `${intent}_d`, pack_id: 'standard' });
    expect(forOther.error?.code).toBe('42501');
  });

  it('select by user newest first, by id, and by request_id joined with form_requests', async () => {
    const byUser = await me.db
      .from('payments')
      .select('*, form_requests(*)')
      .eq('user_id', me.id)
      .order('created_at', { ascending: false });
    expect(byUser.error).toBeNull();
    expect(byUser.data!.map((p) => p.payment_intent_id)).toEqual([`${intent}_q`, intent]);
    expect(byUser.data![0].form_requests).toBeNull();
    expect(byUser.data![1].form_requests).toMatchObject({
      id: requestId,
      aid_name: 'Pass mobilité',
      payment_status: 'pending',
    });

    const byId = await me.db.from('payments').select('*, form_requests(*)').eq('id', paymentId).single();
    expect(byId.data).toMatchObject({ id: paymentId, form_requests: { id: requestId } });

    const byRequest = await me.db
      .from('payments')
      .select('*, form_requests(*)')
      .eq('request_id', requestId)
      .order('created_at', { ascending: false });
    expect(byRequest.data).toHaveLength(1);
    expect(byRequest.data![0]).toMatchObject({
      id: paymentId,
      form_requests: { id: requestId, status: 'pending' },
    });

    expect((await other.db.from('payments').select('id').eq('id', paymentId)).data).toEqual([]);
  });

  it('the seed’s client updates (payment status, request payment_status) are refused; so is complete_payment', async () => {
    const upd = await me.db.from('payments').update({ status: 'completed' }).eq('id', paymentId).select();
    expect(upd.data).toBeNull();
    expect(upd.error?.code).toBe('42501');
    const rpc = await me.db.rpc('complete_payment', { payment_intent_id: intent, amount_received: 1299 });
    expect(rpc.data).toBeNull();
    expect(rpc.error?.code).toBe('42501');
    const req = await me.db
      .from('form_requests')
      .update({ payment_status: 'completed', status: 'in_progress' })
      .eq('id', requestId)
      .select();
    expect(req.error?.code).toBe('42501');
    const { data } = await me.db.from('payments').select('status').eq('id', paymentId).single();
    expect(data).toEqual({ status: 'pending' });
  });

  it('complete_payment by the service role → completed, request in_progress/paid, credits, notification', async () => {
    const mismatch = await service.rpc('complete_payment', {
      payment_intent_id: intent,
      amount_received: 999,
    });
    expect(mismatch.error).toMatchObject({
      code: '22023',
      message: 'Montant reçu différent du montant attendu.',
    });

    const { data, error } = await service.rpc('complete_payment', {
      payment_intent_id: intent,
      amount_received: 1299,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: paymentId,
      status: 'completed',
      credits_granted: 3,
      completed_at: expect.any(String),
    });

    const { data: req } = await me.db
      .from('form_requests')
      .select('status, payment_status')
      .eq('id', requestId)
      .single();
    expect(req).toEqual({ status: 'in_progress', payment_status: 'completed' });
    // 0 before, +3 from the pack, −1 for the request it paid for
    expect((await me.db.rpc('credit_balance')).data).toBe(2);

    const { data: notes } = await me.db
      .from('notifications')
      .select('type, message, link, is_read')
      .eq('user_id', me.id)
      .eq('type', 'payment');
    expect(notes).toEqual([
      {
        type: 'payment',
        message: 'Paiement de 12,99 € confirmé : 3 aides ajoutées à votre compte.',
        link: '/paiement',
        is_read: false,
      },
    ]);

    // a replay is a no-op
    const replay = await service.rpc('complete_payment', {
      payment_intent_id: intent,
      amount_received: 1299,
    });
    expect(replay.data).toMatchObject({ status: 'completed', credits_granted: 3 });
    expect((await me.db.rpc('credit_balance')).data).toBe(2);

    const joined = await me.db
      .from('payments')
      .select('status, form_requests(status, payment_status)')
      .eq('request_id', requestId)
      .single();
    expect(joined.data).toEqual({
      status: 'completed',
      form_requests: { status: 'in_progress', payment_status: 'completed' },
    });
  });

  it('fail_payment by the service role → failed, notification; a client cannot call it', async () => {
    const quick = `${intent}_q`;
    expect((await me.db.rpc('fail_payment', { payment_intent_id: quick })).error?.code).toBe('42501');
    const { data, error } = await service.rpc('fail_payment', { payment_intent_id: quick });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'failed', credits_granted: 0 });
    const { data: notes } = await me.db
      .from('notifications')
      .select('message')
      .eq('type', 'payment')
      .order('created_at', { ascending: false });
    expect(notes![0]).toEqual({ message: 'Votre paiement de 5,99 € a échoué.' });
    // an unknown intent is a 404 with the French message (PT404 since issue 13; P0002 was a 500 in PostgREST)
    const unknown = await service.rpc('complete_payment', { payment_intent_id: 'pi_inconnu' });
    expect(unknown.error).toMatchObject({ code: 'PT404', message: 'Paiement introuvable.' });
    expect(unknown.status).toBe(404);
  });

  it('the server price includes the sponsor’s referral discount (1 filleul: −10 %)', async () => {
    const sponsor = await signedInUser();
    const code = (await profileOf(sponsor)).referral_code;
    expect((await other.db.rpc('use_referral_code', { code })).data).toBe(true);
    expect((await sponsor.db.rpc('referral_discount_percent')).data).toBe(10);
    expect((await sponsor.db.rpc('checkout_price_cents', { pack_id: 'standard' })).data).toBe(1169);
    const full = await sponsor.db
      .from('payments')
      .insert({ user_id: sponsor.id, amount: 1299, payment_intent_id: `${intent}_s1`, pack_id: 'standard' });
    expect(full.error?.message).toBe('Montant incorrect pour cette offre.');
    const discounted = await sponsor.db
      .from('payments')
      .insert({ user_id: sponsor.id, amount: 1169, payment_intent_id: `${intent}_s2`, pack_id: 'standard' })
      .select('amount, status')
      .single();
    expect(discounted).toMatchObject({ data: { amount: 1169, status: 'pending' }, error: null });
    const done = await service.rpc('complete_payment', {
      payment_intent_id: `${intent}_s2`,
      amount_received: 1169,
    });
    expect(done.data).toMatchObject({ status: 'completed', credits_granted: 3 });
    const { data: note } = await sponsor.db
      .from('notifications')
      .select('message')
      .eq('type', 'payment')
      .single();
    expect(note).toEqual({ message: 'Paiement de 11,69 € confirmé : 3 aides ajoutées à votre compte.' });
  });
});
