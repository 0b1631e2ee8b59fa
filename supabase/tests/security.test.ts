// Attacks on the backend `npm start` runs (issue 11), each performed for real through supabase-js or HTTP against
// the local server with the product migrations, on PGlite and (npm run test:pg) PostgreSQL. Every case fails on
// the code before the fix: the attack worked there.
import { randomUUID } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestSupabase } from '../local/test/harness.ts';
import type { StoredMail } from '../local/src/mail.ts';
import { isLoopback } from '../local/src/server.ts';
import { createUser, makeAdmin, startProductSupabase } from './support/db.ts';
import { enrolTotp } from '../../tests/support/totp.ts';

const PASSWORD = 'Securite-aidy-2026';

/** Per-IP limits lifted (each attack below meets only the guard it is about); per-address guards kept. */
let sb: TestSupabase;
/** The project's own limits (supabase/config.toml), as `npm start` runs them. */
let guarded: TestSupabase;

beforeAll(async () => {
  sb = await startProductSupabase({ env: { SIGN_IN_FAILURES_PER_ADDRESS: '10' } });
  guarded = await startProductSupabase({ projectLimits: true });
}, 120_000);
afterAll(async () => {
  await Promise.all([sb?.stop(), guarded?.stop()]);
});

let seq = 0;
const uniqueEmail = (label: string) => `${label}.${++seq}.${randomUUID().slice(0, 6)}@exemple.fr`;

async function mailbox(server: TestSupabase, to: string): Promise<StoredMail[]> {
  const res = await fetch(`${server.url}/__dev/emails?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as StoredMail[];
}
const lastMail = async (server: TestSupabase, to: string) => (await mailbox(server, to)).at(-1)!;

/** A confirmed user, created as GoTrue does, signed in through supabase-js. */
async function signedIn(server: TestSupabase, prenom = 'Camille') {
  const id = randomUUID();
  const email = uniqueEmail('client');
  await createUser(server, { id, email, password: PASSWORD, prenom });
  const db = server.client();
  const { error } = await db.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { id, email, db };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// ------------------------------------------------------------------------------------------------ 1. codes

describe('1. e-mail codes cannot be brute-forced', () => {
  it('after 5 wrong codes the code is revoked: the right one no longer opens the account', async () => {
    const { email } = await signedIn(sb);
    expect((await sb.client().auth.signInWithOtp({ email })).error).toBeNull();
    const { otp } = await lastMail(sb, email);
    for (let i = 0; i < 5; i++) {
      const { error } = await sb.client().auth.verifyOtp({ email, token: wrongCode(otp!), type: 'email' });
      expect(error?.code).toBe('otp_expired');
    }
    const stolen = await sb.client().auth.verifyOtp({ email, token: otp!, type: 'email' });
    expect(stolen.data.session).toBeNull();
    expect(stolen.error?.code).toBe('otp_expired');
    // a new code works again, with its own tries
    await sb.db.query(
      `update auth.users set recovery_sent_at = now() - interval '2 minutes' where email = $1`,
      [email],
    );
    expect((await sb.client().auth.signInWithOtp({ email })).error).toBeNull();
    const fresh = await lastMail(sb, email);
    const ok = await sb.client().auth.verifyOtp({ email, token: fresh.otp!, type: 'email' });
    expect(ok.error).toBeNull();
    expect(ok.data.session).not.toBeNull();
  });

  it('a code lives one hour, as on hosted Supabase', async () => {
    const { email } = await signedIn(sb);
    await sb.client().auth.signInWithOtp({ email });
    const { otp } = await lastMail(sb, email);
    await sb.db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    );
    const late = await sb.client().auth.verifyOtp({ email, token: otp!, type: 'email' });
    expect(late.error?.code).toBe('otp_expired');
  });

  it('GOTRUE_RATE_LIMIT_VERIFY: the 31st verification from one address in 5 minutes gets 429', async () => {
    const email = uniqueEmail('cible');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await fetch(`${guarded.url}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: guarded.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, token: String(100000 + i), type: 'email' }),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
        expect(res.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('GOTRUE_RATE_LIMIT_OTP and _TOKEN_REFRESH answer 429 too (sign-ups, links, refreshes)', async () => {
    const otp = await Promise.all(
      Array.from({ length: 31 }, () => guarded.client().auth.resetPasswordForEmail(uniqueEmail('inconnu'))),
    );
    expect(otp.filter((r) => r.error?.status === 429)).toHaveLength(1);
    expect(otp.find((r) => r.error)?.error?.code).toBe('over_request_rate_limit');
    const refresh: number[] = [];
    for (let i = 0; i < 151; i++) {
      const res = await fetch(`${guarded.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: guarded.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: `faux-${i}` }),
      });
      refresh.push(res.status);
    }
    expect(refresh.slice(0, 150).every((s) => s === 400)).toBe(true);
    expect(refresh[150]).toBe(429);
  });
});

// --------------------------------------------------------------------------------------------- 2. referrals

describe('2. referrals count once the filleul confirmed the address', () => {
  it('ten sign-ups never confirmed earn nothing; confirmed ones earn the tiers and one free aid', async () => {
    const parrain = await signedIn(sb, 'Paul');
    const { data: me } = await parrain.db.from('profiles').select('referral_code').single();
    const code = (me as { referral_code: string }).referral_code;
    const filleuls: string[] = [];
    for (let i = 0; i < 10; i++) {
      const email = uniqueEmail('jetable');
      const { error } = await sb.client().auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { prenom: `Filleul ${i}`, nom: 'X', telephone: '0600000000', ref: code } },
      });
      expect(error).toBeNull();
      filleuls.push(email);
    }
    const discount = async () => (await parrain.db.rpc('referral_discount_percent')).data as number;
    const rewards = async () =>
      (
        await sb.db.query(
          `select count(*)::int as n from public.credit_movements where user_id = $1 and reason = 'parrainage'`,
          [parrain.id],
        )
      ).rows[0].n;
    expect(await discount()).toBe(0);
    expect(await rewards()).toBe(0);
    expect((await parrain.db.from('parrainages').select('id')).data).toEqual([]);
    expect((await parrain.db.rpc('mes_filleuls')).data).toEqual([]);
    const { data: price } = await parrain.db.rpc('checkout_price_cents', { pack_id: 'standard' });
    expect(price).toBe(1299);

    // each filleul confirms with the code of their confirmation mail
    const confirm = async (email: string) => {
      const { otp } = await lastMail(sb, email);
      expect((await sb.client().auth.verifyOtp({ email, token: otp!, type: 'signup' })).error).toBeNull();
    };
    for (const email of filleuls.slice(0, 5)) await confirm(email);
    expect(await discount()).toBe(20);
    expect(await rewards()).toBe(1);
    for (const email of filleuls.slice(5)) await confirm(email);
    expect(await discount()).toBe(30);
    expect(await rewards()).toBe(1);
    expect((await parrain.db.rpc('mes_filleuls')).data).toHaveLength(10);
    const { data: notes } = await parrain.db
      .from('notifications')
      .select('message')
      .like('message', 'Félicitations%');
    expect(notes).toHaveLength(1);
  });
});

// ------------------------------------------------------------------------------------------------ 3. sign-in

describe('3. password sign-in', () => {
  it('SIGN_IN_FAILURES_PER_ADDRESS: after 10 wrong passwords even the right one waits (429)', async () => {
    const { email } = await signedIn(sb);
    for (let i = 0; i < 10; i++) {
      const { error } = await sb.client().auth.signInWithPassword({ email, password: `Faux-mot-${i}A` });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { data, error } = await sb.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });

  it('an unknown address costs the same bcrypt work as a known one (the time tells nothing)', async () => {
    // signed up through the API, so the hash has the server's own cost (10)
    const email = uniqueEmail('connu');
    expect((await sb.client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const time = async (address: string) => {
      const t = performance.now();
      await sb.client().auth.signInWithPassword({ email: address, password: 'Pas-le-bon-1' });
      return performance.now() - t;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(email));
      unknown.push(await time(uniqueEmail('personne')));
    }
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[2];
    // before: ≈ 5–40 ms for an unknown address against ≈ 200–480 ms for a known one
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('passwords are stored as GoTrue bcrypt hashes ($2a$, cost 10), so hosted Supabase accepts them', async () => {
    const email = uniqueEmail('hash');
    await sb.client().auth.signUp({ email, password: PASSWORD });
    const { rows } = await sb.db.query<{ h: string }>(
      'select encrypted_password as h from auth.users where email = $1',
      [email],
    );
    expect(rows[0].h).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
  });
});

// ------------------------------------------------------------------------------------------- 4. dev mailbox

describe('4. the dev mailbox', () => {
  it('answers only on loopback', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10'].every(isLoopback)).toBe(true);
    expect(['10.0.0.2', '192.168.1.5', '::ffff:10.0.0.2', 'fe80::1', undefined].some(isLoopback)).toBe(false);
  });

  it('does not exist when SMTP is configured: mail leaves by SMTP and is kept nowhere', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (c: Buffer) => (text += c.toString()));
        stream.on('end', () => {
          received.push(text);
          done();
        });
      },
    });
    const port = await new Promise<number>((resolve) => {
      const probe = createNetServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    const withSmtp = await startProductSupabase({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SENDER: 'Aidy <no-reply@exemple.fr>' },
    });
    try {
      const email = uniqueEmail('smtp');
      expect((await withSmtp.client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      expect(received.some((m) => m.includes(email))).toBe(true);
      expect((await fetch(`${withSmtp.url}/__dev/emails`)).status).toBe(404);
      expect(withSmtp.mailer.list()).toEqual([]);
    } finally {
      await withSmtp.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('does not exist in production (NODE_ENV=production)', async () => {
    const prod = await startProductSupabase({ env: { NODE_ENV: 'production' } });
    try {
      expect((await fetch(`${prod.url}/__dev/emails`)).status).toBe(404);
    } finally {
      await prod.stop();
    }
  });
});

// --------------------------------------------------------------------------------------- 5. documents bucket

describe('5. the documents bucket', () => {
  let owner: { id: string; db: SupabaseClient };
  beforeAll(async () => {
    owner = await signedIn(sb);
  });
  const bucket = () => owner.db.storage.from('documents');

  it('refuses HTML and files over 10 Mo; keeps PDF, pictures and HEIC', async () => {
    const html = await bucket().upload(
      `${owner.id}/page.html`,
      new Blob(['<script>alert(1)</script>'], { type: 'text/html' }),
    );
    expect(html.error).toMatchObject({ statusCode: '415' });
    const big = await bucket().upload(
      `${owner.id}/gros.pdf`,
      new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' }),
    );
    expect(big.error).toMatchObject({ statusCode: '413' });
    for (const [name, type] of [
      ['avis.pdf', 'application/pdf'],
      ['photo.jpg', 'image/jpeg'],
      ['scan.heic', 'image/heic'],
    ]) {
      const { error } = await bucket().upload(`${owner.id}/${name}`, new Blob(['x'], { type }));
      expect(error).toBeNull();
    }
    const { rows } = await sb.db.query(
      `select file_size_limit::int as size, allowed_mime_types as types from storage.buckets where id = 'documents'`,
    );
    expect(rows[0]).toEqual({
      size: 10485760,
      types: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'],
    });
  });

  it('serves files with nosniff, and anything but a picture or a PDF as an attachment', async () => {
    // an HTML file in a bucket without type limits (created by the service role) is never shown as a page
    const admin = sb.admin();
    await admin.storage.createBucket('libre', { public: false });
    await admin.storage.from('libre').upload('page.html', new Blob(['<h1>x</h1>'], { type: 'text/html' }));
    const { data } = await admin.storage.from('libre').createSignedUrl('page.html', 60);
    const page = await fetch(data!.signedUrl);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-disposition')).toMatch(/^attachment;/);
    await bucket().upload(`${owner.id}/lettre.pdf`, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const { data: pdfUrl } = await bucket().createSignedUrl(`${owner.id}/lettre.pdf`, 60);
    const pdf = await fetch(pdfUrl!.signedUrl);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('content-disposition')).toBeNull();
  });

  it('signed URLs last one week at most', async () => {
    await bucket().upload(`${owner.id}/rib.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
    const { data } = await bucket().createSignedUrl(`${owner.id}/rib.pdf`, 10 * 365 * 24 * 3600);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });

  it('refuses `..` and empty segments in storage_path and attachment_path', async () => {
    const { data: request } = await owner.db.rpc('create_form_request', { form_type: 'logement' });
    for (const path of [`${owner.id}/../autre/bail.pdf`, `${owner.id}//bail.pdf`, `${owner.id}/./bail.pdf`]) {
      const doc = await owner.db.from('request_documents').insert({
        request_id: (request as { id: string }).id,
        user_id: owner.id,
        label: 'Bail',
        storage_path: path,
      });
      expect(doc.error?.code).toBe('23514');
    }
    const { data: ticket } = await owner.db
      .from('support_tickets')
      .insert({ user_id: owner.id, subject: 'Question' })
      .select('id')
      .single();
    const msg = await owner.db.from('support_messages').insert({
      ticket_id: (ticket as { id: string }).id,
      author_id: owner.id,
      body: 'Pièce jointe',
      attachment_path: `${owner.id}/../${randomUUID()}/x.pdf`,
    });
    expect(msg.error?.code).toBe('23514');
  });
});

// ---------------------------------------------------------------------------------- 6. deleted accounts

describe('6. the token of a deleted user', () => {
  it('can no longer upload, write through REST or refresh its session', async () => {
    const victim = await signedIn(sb);
    const { data: session } = await victim.db.auth.getSession();
    expect((await sb.admin().auth.admin.deleteUser(victim.id)).error).toBeNull();
    const upload = await victim.db.storage
      .from('documents')
      .upload(`${victim.id}/apres.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(upload.error).not.toBeNull();
    const contact = await victim.db.from('contact_messages').insert({
      name: 'Fantôme',
      email: 'fantome@exemple.fr',
      subject: 'Toujours là',
      message: 'Compte supprimé, jeton encore valide.',
    });
    expect(contact.status).toBe(403);
    expect(contact.error?.code).toBe('42501');
    const refreshed = await sb
      .client()
      .auth.refreshSession({ refresh_token: session.session!.refresh_token });
    expect(refreshed.error).not.toBeNull();
    expect((await sb.db.query('select 1 from auth.sessions where user_id = $1', [victim.id])).rows).toEqual(
      [],
    );
  });
});

// ------------------------------------------------------------------------------------------ 7. bad input

describe('7. bad input gets 4xx, never 500', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

  it('very deep JSON in an RPC argument, a table insert or an auth body: 400', async () => {
    const user = await signedIn(sb);
    const { data: session } = await user.db.auth.getSession();
    const headers = {
      apikey: sb.anonKey,
      authorization: `Bearer ${session.session!.access_token}`,
      'content-type': 'application/json',
    };
    const rpc = await fetch(`${sb.url}/rest/v1/rpc/create_form_request`, {
      method: 'POST',
      headers,
      body: `{"form_type":"logement","data":{"x":${deep(100_000)}}}`,
    });
    expect(rpc.status).toBe(400);
    expect(await rpc.json()).toMatchObject({ code: 'PGRST102' });
    const insert = await fetch(`${sb.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers,
      body: `{"name":${deep(5000)},"email":"a@b.fr","subject":"s","message":"m"}`,
    });
    expect(insert.status).toBe(400);
    const signup = await fetch(`${sb.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: sb.anonKey, 'content-type': 'application/json' },
      body: `{"email":"${uniqueEmail('profond')}","password":"${PASSWORD}","data":{"x":${deep(100_000)}}}`,
    });
    expect(signup.status).toBe(400);
    // the server still answers
    expect((await user.db.from('profiles').select('id')).error).toBeNull();
  });

  it('cancel_form_request on a request the caller cannot see: 404 « Demande introuvable. »', async () => {
    const [a, b] = [await signedIn(sb), await signedIn(sb)];
    const { data: theirs } = await a.db.rpc('create_form_request', { form_type: 'logement' });
    const res = await b.db.rpc('cancel_form_request', { request_id: (theirs as { id: string }).id });
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({ code: 'PT404', message: 'Demande introuvable.' });
  });

  it('quotes and semicolons in filters, JSON keys and aliases stay values (the request is one SQL script)', async () => {
    const user = await signedIn(sb);
    const evil = "x'; update public.profiles set role = 'admin'; --";
    const filtered = await user.db.from('profiles').select('id').eq('name', evil);
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([]);
    const keyed = await user.db.from('form_requests').select(`id, data->>${evil.replace(/[,()]/g, '')}`);
    expect(keyed.status).toBeLessThan(500);
    const backslash = await user.db.from('profiles').select('id').eq('name', "a\\'; select 1; --");
    expect(backslash.error).toBeNull();
    const { rows } = await sb.db.query(`select count(*)::int as n from public.profiles where role = 'admin'`);
    expect(rows[0].n).toBe(0);
  });

  it('a NUL character in a filter: 400', async () => {
    const user = await signedIn(sb);
    const res = await user.db.from('profiles').select('id').eq('name', 'a\u0000b');
    expect(res.status).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------- 8. smaller

describe('8. smaller holes', () => {
  it('notification links are paths of this site, never //host', async () => {
    const admin = await signedIn(sb);
    await makeAdmin(sb, admin.id);
    await enrolTotp(admin.db); // admin rights need aal2 (issue 20)
    const client = await signedIn(sb);
    const send = (link: string) =>
      admin.db.from('notifications').insert({ user_id: client.id, type: 'system', message: 'Bonjour', link });
    expect((await send('//evil.example/phish')).error?.code).toBe('23514');
    expect((await send('/\\evil.example')).error?.code).toBe('23514');
    expect((await send('/demandes/123?onglet=documents')).error).toBeNull();
  });

  it('the project password rule applies however the server is started (not only npm start)', async () => {
    const { error } = await sb
      .client()
      .auth.signUp({ email: uniqueEmail('faible'), password: 'motdepasse1' });
    expect(error?.code).toBe('weak_password');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
  });
});
