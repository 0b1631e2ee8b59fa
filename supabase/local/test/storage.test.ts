// Storage conformance (spec §3, §6 items 61–69) with the real supabase-js against the local server.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../src/jwt.ts';
import { startTestSupabase, type TestSupabase } from './harness.ts';

let sb: TestSupabase;
let admin: SupabaseClient;
const uidA = randomUUID();
const uidB = randomUUID();
let userA: SupabaseClient;
let userB: SupabaseClient;

async function tokenFor(sub: string, expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(sb.config.jwtSecret, {
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + expiresIn,
  });
}

async function userClient(sub: string, expiresIn = 3600): Promise<SupabaseClient> {
  const token = await tokenFor(sub, expiresIn);
  return createClient(sb.url, sb.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
  });
}

const bytes = (text: string) => Buffer.from(text, 'utf8');

beforeAll(async () => {
  sb = await startTestSupabase({ migrationsDir: resolve(import.meta.dirname, 'fixtures/storage') });
  admin = sb.admin();
  // the server refuses writes with the token of a user who does not exist (or no longer does)
  for (const [id, email] of [
    [uidA, 'a@example.com'],
    [uidB, 'b@example.com'],
  ])
    expect((await admin.auth.admin.createUser({ id, email, email_confirm: true })).error).toBeNull();
  userA = await userClient(uidA);
  userB = await userClient(uidB);
});

afterAll(async () => {
  await sb?.stop();
});

describe('upload', () => {
  it('stores a raw upload in the owner folder and records owner and metadata (61)', async () => {
    const pdf = bytes('%PDF-1.4 cv de A');
    const { data, error } = await userA.storage
      .from('documents')
      .upload(`${uidA}/cv.pdf`, pdf, { contentType: 'application/pdf' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: `${uidA}/cv.pdf`, fullPath: `documents/${uidA}/cv.pdf` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await sb.db.query<{
      id: string;
      owner: string;
      owner_id: string;
      metadata: Record<string, unknown>;
      path_tokens: string[];
    }>(
      `select id, owner, owner_id, metadata, path_tokens from storage.objects where bucket_id = 'documents' and name = $1`,
      [`${uidA}/cv.pdf`],
    );
    expect(rows[0].id).toBe(data!.id);
    expect(rows[0].owner).toBe(uidA);
    expect(rows[0].owner_id).toBe(uidA);
    expect(rows[0].metadata).toMatchObject({
      mimetype: 'application/pdf',
      size: pdf.length,
      cacheControl: 'max-age=3600',
    });
    expect(rows[0].path_tokens).toEqual([uidA, 'cv.pdf']);
  });

  it("refuses an upload into another user's folder with statusCode 403 (62)", async () => {
    const { data, error } = await userA.storage.from('documents').upload(`${uidB}/x.pdf`, bytes('x'));
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
    expect(error!.message).toContain('new row violates row-level security policy');
  });

  it('answers 409 for an existing key and replaces it with upsert (63)', async () => {
    const path = `${uidA}/lettre.txt`;
    expect((await userA.storage.from('documents').upload(path, bytes('v1'))).error).toBeNull();
    const again = await userA.storage.from('documents').upload(path, bytes('v2'));
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    const upserted = await userA.storage.from('documents').upload(path, bytes('version 3'), { upsert: true });
    expect(upserted.error).toBeNull();
    const { data } = await userA.storage.from('documents').download(path);
    expect(await data!.text()).toBe('version 3');
  });

  it('update() replaces the bytes of an existing object', async () => {
    const path = `${uidA}/maj.txt`;
    await userA.storage.from('documents').upload(path, bytes('avant'));
    const { error } = await userA.storage.from('documents').update(path, bytes('après'));
    expect(error).toBeNull();
    const { data } = await userA.storage.from('documents').download(path);
    expect(await data!.text()).toBe('après');
  });

  it('accepts a Blob sent as multipart with its type, exact bytes and user metadata (64)', async () => {
    const content = new Uint8Array([0, 1, 2, 13, 10, 45, 45, 255, 254, 13, 10, 13, 10]);
    const blob = new Blob([content], { type: 'image/png' });
    const path = `${uidA}/photo.png`;
    const up = await userA.storage.from('documents').upload(path, blob, { metadata: { origine: 'test' } });
    expect(up.error).toBeNull();
    const { data } = await userA.storage.from('documents').download(path);
    expect(data!.type).toBe('image/png');
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(content);
    const info = await userA.storage.from('documents').info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      size: content.length,
      contentType: 'image/png',
      metadata: { origine: 'test' },
    });
  });

  it('refuses anonymous uploads and unknown buckets', async () => {
    const anon = sb.client();
    const denied = await anon.storage.from('documents').upload(`${uidA}/anon.txt`, bytes('x'));
    expect(denied.error).toMatchObject({ status: 400, statusCode: '403' });
    const missing = await userA.storage.from('nulle-part').upload(`${uidA}/a.txt`, bytes('x'));
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('enforces the bucket size limit and allowed MIME types', async () => {
    const created = await admin.storage.createBucket('photos', {
      public: false,
      fileSizeLimit: 10,
      allowedMimeTypes: ['image/*'],
    });
    expect(created.error).toBeNull();
    const big = await admin.storage
      .from('photos')
      .upload('a.png', bytes('0123456789abc'), { contentType: 'image/png' });
    expect(big.error).toMatchObject({ status: 400, statusCode: '413' });
    const pdf = await admin.storage
      .from('photos')
      .upload('a.pdf', bytes('%PDF'), { contentType: 'application/pdf' });
    expect(pdf.error).toMatchObject({ status: 400, statusCode: '415' });
    const ok = await admin.storage.from('photos').upload('a.png', bytes('png'), { contentType: 'image/png' });
    expect(ok.error).toBeNull();
  });
});

describe('download', () => {
  it("hides another user's file as 404 Object not found (65)", async () => {
    const { data, error } = await userB.storage.from('documents').download(`${uidA}/cv.pdf`);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  it('serves ranges, attachment names and the authenticated route', async () => {
    const token = await tokenFor(uidA);
    const headers = { authorization: `Bearer ${token}` };
    const url = `${sb.url}/storage/v1/object/authenticated/documents/${uidA}/lettre.txt`;
    const partial = await fetch(url, { headers: { ...headers, range: 'bytes=0-6' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 0-6/9');
    expect(await partial.text()).toBe('version');
    const suffix = await fetch(url, { headers: { ...headers, range: 'bytes=-1' } });
    expect(await suffix.text()).toBe('3');
    const outside = await fetch(url, { headers: { ...headers, range: 'bytes=50-' } });
    expect(outside.status).toBe(416);
    const attachment = await fetch(`${url}?download=Ma lettre.txt`, { headers });
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get('content-disposition')).toContain(`filename*=UTF-8''Ma%20lettre.txt`);
    expect(attachment.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('exists() is true for a visible file and false otherwise', async () => {
    expect((await userA.storage.from('documents').exists(`${uidA}/cv.pdf`)).data).toBe(true);
    expect((await userB.storage.from('documents').exists(`${uidA}/cv.pdf`)).data).toBe(false);
    expect((await userA.storage.from('documents').exists(`${uidA}/absent.pdf`)).data).toBe(false);
  });

  it('serves public buckets without any header, and never private ones', async () => {
    await admin.storage
      .from('affiches')
      .upload('salon/affiche.txt', bytes('Salon des aides'), { contentType: 'text/plain' });
    const { data } = admin.storage.from('affiches').getPublicUrl('salon/affiche.txt');
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Salon des aides');
    const hidden = await fetch(`${sb.url}/storage/v1/object/public/documents/${uidA}/cv.pdf`);
    expect(hidden.status).toBe(400);
    expect(await hidden.json()).toMatchObject({ statusCode: '404' });
  });
});

describe('list', () => {
  it('lists direct children with folders as null-id entries; others see nothing (66)', async () => {
    await userA.storage.from('documents').upload(`${uidA}/justificatifs/loyer.pdf`, bytes('loyer'));
    await userA.storage.from('documents').upload(`${uidA}/justificatifs/2025/avis.pdf`, bytes('avis'));
    const { data, error } = await userA.storage
      .from('documents')
      .list(uidA, { limit: 10, offset: 0, sortBy: { column: 'created_at', order: 'desc' } });
    expect(error).toBeNull();
    const names = data!.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['cv.pdf', 'lettre.txt', 'photo.png', 'justificatifs']));
    expect(names).not.toContain('loyer.pdf');
    const folder = data!.find((e) => e.name === 'justificatifs')!;
    expect(folder.id).toBeNull();
    expect(folder.metadata).toBeNull();
    const file = data!.find((e) => e.name === 'cv.pdf')!;
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.metadata).toMatchObject({ mimetype: 'application/pdf' });
    const files = data!.filter((e) => e.id !== null);
    const created = files.map((e) => Date.parse(e.created_at ?? ''));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const nested = await userA.storage.from('documents').list(`${uidA}/justificatifs`);
    expect(nested.data!.map((e) => e.name)).toEqual(['2025', 'loyer.pdf']);
    const searched = await userA.storage.from('documents').list(uidA, { search: 'CV' });
    expect(searched.data!.map((e) => e.name)).toEqual(['cv.pdf']);
    const paged = await userA.storage.from('documents').list(uidA, { limit: 2, offset: 1 });
    expect(paged.data!.length).toBe(2);

    const other = await userB.storage.from('documents').list(uidA);
    expect(other).toMatchObject({ data: [], error: null });
  });
});

describe('signed URLs', () => {
  it('signs a visible object and serves it to a plain fetch until it expires (67)', async () => {
    const { data, error } = await userA.storage.from('documents').createSignedUrl(`${uidA}/cv.pdf`, 60);
    expect(error).toBeNull();
    expect(
      data!.signedUrl.startsWith(`${sb.url}/storage/v1/object/sign/documents/${uidA}/cv.pdf?token=`),
    ).toBe(true);
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.4 cv de A');

    const tampered = await fetch(data!.signedUrl.replace('cv.pdf', 'lettre.txt'));
    expect(tampered.status).toBe(400);
    const broken = await fetch(data!.signedUrl.slice(0, -3) + 'abc');
    expect(broken.status).toBe(400);

    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(sb.config.jwtSecret, {
      url: `documents/${uidA}/cv.pdf`,
      iat: now - 120,
      exp: now - 60,
    });
    const late = await fetch(`${sb.url}/storage/v1/object/sign/documents/${uidA}/cv.pdf?token=${expired}`);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ statusCode: '400', message: 'jwt expired' });
  });

  it('adds the attachment header when asked to download', async () => {
    const { data } = await userA.storage
      .from('documents')
      .createSignedUrl(`${uidA}/cv.pdf`, 60, { download: 'CV A.pdf' });
    const res = await fetch(data!.signedUrl);
    expect(res.headers.get('content-disposition')).toContain('attachment');
  });

  it("refuses to sign another user's file (67)", async () => {
    const { error } = await userB.storage.from('documents').createSignedUrl(`${uidA}/cv.pdf`, 60);
    expect(error).toMatchObject({ status: 400, statusCode: '404' });
  });

  it('signs several paths and reports the invisible ones', async () => {
    const { data, error } = await userA.storage
      .from('documents')
      .createSignedUrls([`${uidA}/cv.pdf`, `${uidB}/rien.pdf`], 60);
    expect(error).toBeNull();
    expect(data![0].error).toBeNull();
    expect(data![0].signedUrl).toContain('token=');
    expect(data![1].error).toBe('Either the object does not exist or you do not have access to it');
  });
});

describe('signed upload URLs', () => {
  it('lets the holder of a signed upload URL upload once into the signer folder', async () => {
    const path = `${uidA}/depose.txt`;
    const signed = await userA.storage.from('documents').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const anon = sb.client();
    const up = await anon.storage
      .from('documents')
      .uploadToSignedUrl(path, signed.data!.token, bytes('déposé'), { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    expect(await (await userA.storage.from('documents').download(path)).data!.text()).toBe('déposé');
    const { rows } = await sb.db.query<{ owner: string }>(
      `select owner from storage.objects where bucket_id = 'documents' and name = $1`,
      [path],
    );
    expect(rows[0].owner).toBe(uidA);
    const twice = await anon.storage
      .from('documents')
      .uploadToSignedUrl(path, signed.data!.token, bytes('x'));
    expect(twice.error).toMatchObject({ statusCode: '409' });
  });

  it("refuses to sign an upload into another user's folder, and a token for another path", async () => {
    const denied = await userA.storage.from('documents').createSignedUploadUrl(`${uidB}/x.txt`);
    expect(denied.error).toMatchObject({ statusCode: '403' });
    const signed = await userA.storage.from('documents').createSignedUploadUrl(`${uidA}/a.txt`);
    const wrong = await sb
      .client()
      .storage.from('documents')
      .uploadToSignedUrl(`${uidA}/b.txt`, signed.data!.token, bytes('x'));
    expect(wrong.error).toMatchObject({ status: 400, statusCode: '400' });
  });
});

describe('move and copy', () => {
  it('moves within the own folder and refuses a move into another folder', async () => {
    await userA.storage.from('documents').upload(`${uidA}/brouillon.txt`, bytes('brouillon'));
    const moved = await userA.storage.from('documents').move(`${uidA}/brouillon.txt`, `${uidA}/final.txt`);
    expect(moved.error).toBeNull();
    expect((await userA.storage.from('documents').exists(`${uidA}/brouillon.txt`)).data).toBe(false);
    expect(await (await userA.storage.from('documents').download(`${uidA}/final.txt`)).data!.text()).toBe(
      'brouillon',
    );
    const stolen = await userA.storage.from('documents').move(`${uidA}/final.txt`, `${uidB}/final.txt`);
    expect(stolen.error).toMatchObject({ statusCode: '403' });
    const missing = await userA.storage.from('documents').move(`${uidA}/absent.txt`, `${uidA}/b.txt`);
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('copies bytes to a new key that the caller owns', async () => {
    const copied = await userA.storage.from('documents').copy(`${uidA}/final.txt`, `${uidA}/copie.txt`);
    expect(copied.error).toBeNull();
    expect(copied.data!.path).toBe(`documents/${uidA}/copie.txt`);
    expect(await (await userA.storage.from('documents').download(`${uidA}/copie.txt`)).data!.text()).toBe(
      'brouillon',
    );
    const denied = await userB.storage.from('documents').copy(`${uidA}/final.txt`, `${uidB}/vol.txt`);
    expect(denied.error).toMatchObject({ statusCode: '404' });
  });
});

describe('remove', () => {
  it("removes own files, silently skips others' (68)", async () => {
    await userB.storage.from('documents').upload(`${uidB}/b.txt`, bytes('b'));
    const p1 = `${uidA}/copie.txt`;
    const p2 = `${uidA}/final.txt`;
    const { data, error } = await userA.storage.from('documents').remove([p1, p2, `${uidB}/b.txt`]);
    expect(error).toBeNull();
    expect(data!.map((r) => r.name).sort()).toEqual([p1, p2].sort());
    const gone = await userA.storage.from('documents').download(p1);
    expect(gone.error).toMatchObject({ statusCode: '404' });
    expect((await userB.storage.from('documents').exists(`${uidB}/b.txt`)).data).toBe(true);
  });
});

describe('authentication', () => {
  it('rejects an expired JWT with statusCode 403 "jwt expired" (69)', async () => {
    const expired = await userClient(uidA, -60);
    const { error } = await expired.storage.from('documents').download(`${uidA}/cv.pdf`);
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'jwt expired' });
  });

  it('rejects a forged signature and a missing Authorization header', async () => {
    const forged = await signJwt('another-secret-that-is-at-least-32-chars!', {
      sub: uidA,
      role: 'authenticated',
    });
    const res = await fetch(`${sb.url}/storage/v1/object/documents/${uidA}/cv.pdf`, {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', message: 'invalid signature' });
    const none = await fetch(`${sb.url}/storage/v1/object/documents/${uidA}/cv.pdf`);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ statusCode: '400' });
  });
});

describe('buckets', () => {
  it('lets the service role create, read, update, empty and delete buckets', async () => {
    expect((await admin.storage.createBucket('temp', { public: false })).error).toBeNull();
    const dup = await admin.storage.createBucket('temp');
    expect(dup.error).toMatchObject({ statusCode: '409' });
    const got = await admin.storage.getBucket('temp');
    expect(got.data).toMatchObject({ id: 'temp', name: 'temp', public: false });
    expect(
      (await admin.storage.updateBucket('temp', { public: true, fileSizeLimit: '1MB' })).error,
    ).toBeNull();
    expect((await admin.storage.getBucket('temp')).data).toMatchObject({
      public: true,
      file_size_limit: 1_000_000,
    });
    const all = await admin.storage.listBuckets();
    expect(all.data!.map((b) => b.id)).toEqual(expect.arrayContaining(['documents', 'affiches', 'temp']));

    await admin.storage.from('temp').upload('a.txt', bytes('a'));
    const notEmpty = await admin.storage.deleteBucket('temp');
    expect(notEmpty.error).toMatchObject({ statusCode: '409' });
    expect((await admin.storage.emptyBucket('temp')).error).toBeNull();
    expect((await admin.storage.deleteBucket('temp')).error).toBeNull();
    expect((await admin.storage.getBucket('temp')).error).toMatchObject({ statusCode: '404' });
  });

  it('gives users no bucket rights without policies', async () => {
    expect((await userA.storage.listBuckets()).data).toEqual([]);
    const created = await userA.storage.createBucket('mien');
    expect(created.error).toMatchObject({ statusCode: '403' });
  });
});

describe('SQL helpers', () => {
  it('splits names into folders, file name and extension', async () => {
    const { rows } = await sb.db.query<{ f: string[]; n: string; e: string; top: string[] }>(
      `select storage.foldername('u1/a/b.tar.gz') as f, storage.filename('u1/a/b.tar.gz') as n,
              storage.extension('u1/a/b.tar.gz') as e, storage.foldername('seul.txt') as top`,
    );
    expect(rows[0]).toEqual({ f: ['u1', 'a'], n: 'b.tar.gz', e: 'gz', top: [] });
  });
});
