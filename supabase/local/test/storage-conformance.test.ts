// Storage behaviours that must match hosted Supabase Storage (issue 20), through supabase-js unchanged:
// scoped signed links, MIME comparison, list-v2 and unknown routes, info, bucket fields and hosted texts.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../src/jwt.ts';
import { startTestSupabase, type TestSupabase } from './harness.ts';

let sb: TestSupabase;
let admin: SupabaseClient;
let anon: SupabaseClient;
const uidA = randomUUID();
const uidB = randomUUID();
let userA: SupabaseClient;
let userB: SupabaseClient;

async function userClient(sub: string): Promise<SupabaseClient> {
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(sb.config.jwtSecret, {
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
  });
  return createClient(sb.url, sb.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
  });
}

const bytes = (text: string) => Buffer.from(text, 'utf8');
const storageUrl = (path: string) => `${sb.url}/storage/v1${path}`;

async function rowExists(bucket: string, name: string): Promise<boolean> {
  const { rows } = await sb.db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    name,
  ]);
  return rows.length > 0;
}

beforeAll(async () => {
  sb = await startTestSupabase({ migrationsDir: resolve(import.meta.dirname, 'fixtures/storage') });
  admin = sb.admin();
  anon = sb.client();
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

describe('signed links are scoped', () => {
  it('refuses a download token on the signed-upload route, even once the original is gone (attack)', async () => {
    const docs = userA.storage.from('documents');
    const path = `${uidA}/avis.pdf`;
    expect(
      (await docs.upload(path, bytes('%PDF avis'), { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const signed = await docs.createSignedUrl(path, 600);
    expect(signed.error).toBeNull();
    const token = new URL(signed.data!.signedUrl).searchParams.get('token')!;

    // while the file exists, even as an upsert
    const overwrite = await anon.storage
      .from('documents')
      .uploadToSignedUrl(path, token, bytes('<script>'), { contentType: 'text/html', upsert: true });
    expect(overwrite.error).toMatchObject({
      status: 400,
      statusCode: '400',
      message: 'Token is not scoped for upload',
    });

    // the owner deletes the file; the holder of the old download link tries to create one in its place
    expect((await docs.remove([path])).error).toBeNull();
    const planted = await anon.storage
      .from('documents')
      .uploadToSignedUrl(path, token, bytes('<html>piège</html>'), { contentType: 'text/html' });
    expect(planted.error).toMatchObject({
      status: 400,
      statusCode: '400',
      message: 'Token is not scoped for upload',
    });
    expect(await rowExists('documents', path)).toBe(false);

    const raw = await fetch(storageUrl(`/object/upload/sign/documents/${path}?token=${token}`), {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '400',
      error: 'InvalidSignature',
      message: 'Token is not scoped for upload',
    });
    expect(await rowExists('documents', path)).toBe(false);
  });

  it('refuses an upload token on the signed download route, and still lets it upload', async () => {
    const docs = userA.storage.from('documents');
    const path = `${uidA}/depot.txt`;
    const signed = await docs.createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const up = await anon.storage
      .from('documents')
      .uploadToSignedUrl(path, signed.data!.token, bytes('déposé'), { contentType: 'text/plain' });
    expect(up.error).toBeNull();

    const read = await fetch(storageUrl(`/object/sign/documents/${path}?token=${signed.data!.token}`));
    expect(read.status).toBe(400);
    expect(await read.json()).toEqual({
      statusCode: '400',
      error: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });
    // the download link of the same object still works
    const link = await docs.createSignedUrl(path, 60);
    const ok = await fetch(link.data!.signedUrl);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('déposé');
  });

  it('refuses a token issued for another path with InvalidSignature', async () => {
    await userA.storage.from('documents').upload(`${uidA}/a.txt`, bytes('a'));
    const link = await userA.storage.from('documents').createSignedUrl(`${uidA}/a.txt`, 60);
    const token = new URL(link.data!.signedUrl).searchParams.get('token')!;
    const res = await fetch(storageUrl(`/object/sign/documents/${uidB}/a.txt?token=${token}`));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
    // and nobody gets a link to a file they cannot read
    const other = await userB.storage.from('documents').createSignedUrl(`${uidA}/a.txt`, 60);
    expect(other.error).toMatchObject({ status: 400, statusCode: '404' });
  });
});

describe('allowed MIME types are compared as hosted does', () => {
  beforeAll(async () => {
    const png = await admin.storage.createBucket('png-only', {
      public: false,
      allowedMimeTypes: ['image/png'],
    });
    expect(png.error).toBeNull();
    const images = await admin.storage.createBucket('images', {
      public: false,
      allowedMimeTypes: ['image/*'],
    });
    expect(images.error).toBeNull();
  });

  it.each(['IMAGE/PNG', 'image/png; charset=utf-8', 'Image/Png', 'image/jpeg', 'png'])(
    'refuses %s in an image/png bucket with 415 invalid_mime_type',
    async (type) => {
      const { error } = await admin.storage
        .from('png-only')
        .upload(`refuse-${randomUUID()}.png`, bytes('png'), { contentType: type });
      expect(error).toMatchObject({
        status: 400,
        statusCode: '415',
        message: `mime type ${type} is not supported`,
      });
    },
  );

  it('answers the hosted body for a refused type and stores nothing', async () => {
    const res = await fetch(storageUrl('/object/png-only/upper.png'), {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.serviceKey}`, 'content-type': 'IMAGE/PNG' },
      body: 'png',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '415',
      error: 'invalid_mime_type',
      message: 'mime type IMAGE/PNG is not supported',
    });
    expect(await rowExists('png-only', 'upper.png')).toBe(false);
  });

  it('accepts the exact type, and any subtype under a wildcard', async () => {
    const png = await admin.storage
      .from('png-only')
      .upload('ok.png', bytes('png'), { contentType: 'image/png' });
    expect(png.error).toBeNull();
    const blob = await admin.storage
      .from('png-only')
      .upload('blob.png', new Blob([bytes('png')], { type: 'image/png' }));
    expect(blob.error).toBeNull();
    const jpeg = await admin.storage
      .from('images')
      .upload('a.jpg', bytes('jpg'), { contentType: 'image/jpeg' });
    expect(jpeg.error).toBeNull();
    const pdf = await admin.storage
      .from('images')
      .upload('a.pdf', bytes('%PDF'), { contentType: 'application/pdf' });
    expect(pdf.error).toMatchObject({ statusCode: '415' });
    // under a wildcard hosted compares the type only, so parameters do not matter there, but case does
    const withCharset = await admin.storage
      .from('images')
      .upload('b.svg', bytes('<svg/>'), { contentType: 'image/svg+xml; charset=utf-8' });
    expect(withCharset.error).toBeNull();
    const upper = await admin.storage
      .from('images')
      .upload('c.gif', bytes('gif'), { contentType: 'IMAGE/GIF' });
    expect(upper.error).toMatchObject({ statusCode: '415' });
  });

  it('applies the same comparison to signed uploads', async () => {
    const signed = await admin.storage.from('png-only').createSignedUploadUrl('signed.png');
    expect(signed.error).toBeNull();
    const refused = await anon.storage
      .from('png-only')
      .uploadToSignedUrl('signed.png', signed.data!.token, bytes('png'), { contentType: 'IMAGE/PNG' });
    expect(refused.error).toMatchObject({ statusCode: '415' });
    const ok = await anon.storage
      .from('png-only')
      .uploadToSignedUrl('signed.png', signed.data!.token, bytes('png'), { contentType: 'image/png' });
    expect(ok.error).toBeNull();
  });
});

describe('listV2 (POST /object/list-v2/{bucket})', () => {
  const folder = () => `${uidA}/liste`;
  beforeAll(async () => {
    const docs = userA.storage.from('documents');
    // created one after the other so that created_at orders them b, a, c
    for (const name of ['b.txt', 'a.txt', 'c.txt', 'sous/x.txt', 'sous/y.txt', 'autre/z.txt']) {
      const { error } = await docs.upload(`${folder()}/${name}`, bytes(name), { contentType: 'text/plain' });
      expect(error).toBeNull();
    }
    await userB.storage.from('documents').upload(`${uidB}/secret.txt`, bytes('b'));
  });

  it('lists every key under a prefix, flat, with relative names and full keys', async () => {
    const { data, error } = await userA.storage.from('documents').listV2({ prefix: `${folder()}/` });
    expect(error).toBeNull();
    expect(data!.hasNext).toBe(false);
    expect(data!.nextCursor).toBeUndefined();
    expect(data!.folders).toEqual([]);
    expect(data!.objects.map((o) => o.key)).toEqual(
      ['a.txt', 'autre/z.txt', 'b.txt', 'c.txt', 'sous/x.txt', 'sous/y.txt'].map((n) => `${folder()}/${n}`),
    );
    const a = data!.objects[0];
    expect(a).toMatchObject({ name: 'a.txt', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(a.metadata).toMatchObject({ mimetype: 'text/plain', size: 5 });
    expect(typeof a.created_at).toBe('string');
    expect(typeof a.updated_at).toBe('string');
  });

  it('groups sub-folders with with_delimiter', async () => {
    const { data, error } = await userA.storage
      .from('documents')
      .listV2({ prefix: `${folder()}/`, with_delimiter: true });
    expect(error).toBeNull();
    expect(data!.folders).toEqual([
      { key: `${folder()}/autre/`, name: 'autre' },
      { key: `${folder()}/sous/`, name: 'sous' },
    ]);
    expect(data!.objects.map((o) => o.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });

  it('pages with limit and cursor until hasNext is false', async () => {
    const docs = userA.storage.from('documents');
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const { data, error } = await docs.listV2({
        prefix: `${folder()}/`,
        with_delimiter: true,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(error).toBeNull();
      // one page holds folders and objects side by side; together they follow the key order
      const keys = [...data!.folders.map((f) => f.key!), ...data!.objects.map((o) => o.key!)];
      expect(keys.length).toBeLessThanOrEqual(2);
      seen.push(...keys.sort().map((k) => k.slice(folder().length + 1)));
      if (!data!.hasNext) break;
      expect(typeof data!.nextCursor).toBe('string');
      cursor = data!.nextCursor;
    }
    expect(seen).toEqual(['a.txt', 'autre/', 'b.txt', 'c.txt', 'sous/']);
  });

  it('sorts by created_at descending, across pages', async () => {
    const docs = userA.storage.from('documents');
    const first = await docs.listV2({
      prefix: `${folder()}/`,
      limit: 2,
      sortBy: { column: 'created_at', order: 'desc' },
    });
    expect(first.error).toBeNull();
    expect(first.data!.objects.map((o) => o.name)).toEqual(['autre/z.txt', 'sous/y.txt']);
    const second = await docs.listV2({
      prefix: `${folder()}/`,
      limit: 10,
      cursor: first.data!.nextCursor,
      sortBy: { column: 'created_at', order: 'desc' },
    });
    expect(second.data!.objects.map((o) => o.name)).toEqual(['sous/x.txt', 'c.txt', 'a.txt', 'b.txt']);
    expect(second.data!.hasNext).toBe(false);
  });

  it('shows only what the SELECT policies let the caller read', async () => {
    const other = await userB.storage.from('documents').listV2({ prefix: `${uidA}/` });
    expect(other.data).toEqual({ hasNext: false, folders: [], objects: [] });
    const root = await userB.storage.from('documents').listV2({ with_delimiter: true });
    expect(root.data!.folders).toEqual([{ key: `${uidB}/`, name: uidB }]);
    expect(root.data!.objects).toEqual([]);
  });

  it('answers 400 for a bad limit, sort column or cursor, and 404 for an unknown bucket', async () => {
    const docs = userA.storage.from('documents');
    expect((await docs.listV2({ limit: 0 })).error).toMatchObject({ status: 400, statusCode: '400' });
    expect((await docs.listV2({ sortBy: { column: 'size' as 'name' } })).error).toMatchObject({
      status: 400,
      statusCode: '400',
    });
    expect((await docs.listV2({ cursor: 'pas-un-curseur' })).error).toMatchObject({ statusCode: '400' });
    const missing = await userA.storage.from('nulle-part').listV2();
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('unknown routes never fall through to an upload', () => {
  it.each([
    ['POST', '/object/list-v2/documents/extra'],
    ['POST', '/object/documents'],
    ['POST', '/object/list/documents/extra'],
    ['POST', '/object/info/documents/x.txt'],
    ['POST', '/object/authenticated/documents/x.txt'],
    ['PUT', '/object/sign/documents/x.txt'],
    ['GET', '/object/move'],
    ['PATCH', '/object/documents/x.txt'],
    ['POST', '/bucket/documents/vider'],
    ['GET', '/nulle-part'],
  ])('%s %s → 404 Not Found', async (method, path) => {
    const res = await fetch(storageUrl(path), {
      method,
      headers: { authorization: `Bearer ${sb.serviceKey}`, 'content-type': 'text/plain' },
      body: method === 'GET' ? undefined : 'contenu',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${method}:${path} not found`,
    });
    const { rows } = await sb.db.query(`select 1 from storage.objects where metadata->>'size' = '7'`);
    expect(rows).toEqual([]);
  });

  it('answers 404 to an unknown route even without a token', async () => {
    const res = await fetch(storageUrl('/object/list-v2/documents/x.txt'), { method: 'POST', body: 'x' });
    expect(res.status).toBe(404);
  });

  it('takes list-v2 as a listing even when a bucket is named "list-v2"', async () => {
    expect((await admin.storage.createBucket('list-v2', { public: false })).error).toBeNull();
    const res = await fetch(storageUrl('/object/list-v2/documents'), {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: `${uidB}/` }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ hasNext: false, objects: [{ key: `${uidB}/secret.txt` }] });
    expect(await rowExists('list-v2', 'documents')).toBe(false);
  });
});

describe('info, buckets and hosted texts', () => {
  it('info() gives metadata {} when none was sent, and the sent metadata otherwise', async () => {
    const docs = userA.storage.from('documents');
    await docs.upload(`${uidA}/nu.txt`, bytes('nu'), { contentType: 'text/plain' });
    const bare = await docs.info(`${uidA}/nu.txt`);
    expect(bare.error).toBeNull();
    expect(bare.data).toMatchObject({
      name: `${uidA}/nu.txt`,
      bucketId: 'documents',
      size: 2,
      contentType: 'text/plain',
      metadata: {},
    });
    await docs.upload(`${uidA}/tag.txt`, bytes('tag'), { metadata: { source: 'test' } });
    expect((await docs.info(`${uidA}/tag.txt`)).data!.metadata).toEqual({ source: 'test' });
  });

  it('answers buckets with the hosted fields', async () => {
    const created = await admin.storage.createBucket('champs', {
      public: true,
      fileSizeLimit: '2MB',
      allowedMimeTypes: ['application/pdf'],
    });
    expect(created.data).toEqual({ name: 'champs' });
    const got = await admin.storage.getBucket('champs');
    expect(got.error).toBeNull();
    expect(Object.keys(got.data!).sort()).toEqual(
      [
        'allowed_mime_types',
        'created_at',
        'file_size_limit',
        'id',
        'name',
        'owner',
        'owner_id',
        'public',
        'type',
        'updated_at',
      ].sort(),
    );
    expect(got.data).toMatchObject({
      id: 'champs',
      name: 'champs',
      owner: null,
      owner_id: null,
      public: true,
      file_size_limit: 2_000_000,
      allowed_mime_types: ['application/pdf'],
      type: 'STANDARD',
    });
    expect(new Date(got.data!.created_at).getTime()).not.toBeNaN();
    const listed = await admin.storage.listBuckets({ search: 'champs' });
    expect(listed.data).toEqual([got.data]);
  });

  it('sorts and pages the bucket list as asked', async () => {
    const byName = await admin.storage.listBuckets({ sortColumn: 'name', sortOrder: 'desc' });
    const names = byName.data!.map((b) => b.name);
    expect(names).toEqual([...names].sort().reverse());
    const page = await admin.storage.listBuckets({ sortColumn: 'id', sortOrder: 'asc', limit: 2, offset: 1 });
    expect(page.data!.map((b) => b.id)).toEqual([...names].sort().slice(1, 3));
    const bad = await admin.storage.listBuckets({ sortColumn: 'size' as 'name' });
    expect(bad.error).toMatchObject({ status: 400, statusCode: '400' });
  });

  it('says "Successfully emptied" and "Successfully deleted"', async () => {
    await admin.storage.from('champs').upload('a.pdf', bytes('%PDF'), { contentType: 'application/pdf' });
    expect(await admin.storage.emptyBucket('champs')).toEqual({
      data: { message: 'Successfully emptied' },
      error: null,
    });
    expect(await rowExists('champs', 'a.pdf')).toBe(false);
    expect(await admin.storage.deleteBucket('champs')).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
  });

  it('answers a missing Authorization header as hosted does', async () => {
    const res = await fetch(storageUrl('/bucket'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '400',
      error: 'Error',
      message: "headers must have required property 'authorization'",
    });
    const upload = await fetch(storageUrl(`/object/documents/${uidA}/sans-jeton.txt`), {
      method: 'POST',
      body: 'x',
    });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toMatchObject({
      statusCode: '400',
      message: "headers must have required property 'authorization'",
    });
    expect(await rowExists('documents', `${uidA}/sans-jeton.txt`)).toBe(false);
  });
});
