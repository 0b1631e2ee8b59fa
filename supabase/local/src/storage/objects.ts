// Object routes (spec §3.2): upload/update, download (authenticated, public, signed), exists, info, list,
// remove, signed URLs, move and copy.
import { randomUUID } from 'node:crypto';
import {
  json,
  jsonTooDeep,
  parseJsonBody,
  type ApiRequest,
  type ApiResponse,
  type ServerContext,
} from '../http.ts';
import type { Sql } from '../db.ts';
import { JwtError, signJwt, verifyJwt } from '../jwt.ts';
import { blobSize, copyBlob, md5, readBlob, removeBlobs, writeBlob } from './blobs.ts';
import { asCaller, checkKey, type Caller } from './context.ts';
import { errors } from './errors.ts';
import { boundaryOf, parseMultipart } from './multipart.ts';

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  created_at: Date | string;
  updated_at: Date | string;
  last_accessed_at: Date | string;
  metadata: Record<string, unknown> | null;
  version: string | null;
  user_metadata: unknown;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, created_at, updated_at, last_accessed_at, metadata, version, user_metadata';

/** Buckets are looked up with the server's own rights: bucket RLS never blocks object access (as hosted). */
export async function findBucket(ctx: ServerContext, bucketId: string): Promise<BucketRow> {
  const { rows } = await ctx.db.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [bucketId],
  );
  if (!rows[0]) throw errors.bucketNotFound();
  return rows[0];
}

interface IncomingFile {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: unknown;
}

const maxAge = (v: string) => (/^\d+$/.test(v.trim()) ? `max-age=${v.trim()}` : v);

function parseMetadata(text: string | undefined): unknown {
  if (text === undefined || text === '') return null;
  if (jsonTooDeep(text)) throw errors.invalid('metadata must be valid JSON');
  try {
    return JSON.parse(text);
  } catch {
    throw errors.invalid('metadata must be valid JSON');
  }
}

function readUpload(req: ApiRequest): IncomingFile {
  const contentType = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    const boundary = boundaryOf(contentType);
    if (!boundary) throw errors.invalid('multipart body without boundary');
    let parts;
    try {
      parts = parseMultipart(req.body, boundary);
    } catch (err) {
      throw errors.invalid((err as Error).message);
    }
    // storage-js names the file part "" (verified); browsers' FormData may name it anything but give a filename.
    const file = parts.find((p) => p.filename !== null) ?? parts.find((p) => p.name === '');
    if (!file) throw errors.invalid('No file found in the multipart body');
    const field = (name: string) => parts.find((p) => p !== file && p.name === name)?.data.toString('utf8');
    const cacheControl = field('cacheControl');
    return {
      bytes: file.data,
      mimetype: file.contentType ?? 'application/octet-stream',
      cacheControl: cacheControl ? maxAge(cacheControl) : 'max-age=3600',
      userMetadata: parseMetadata(field('metadata')),
    };
  }
  const xMetadata = req.headers['x-metadata'];
  return {
    bytes: req.body,
    mimetype: contentType || 'text/plain;charset=UTF-8',
    cacheControl: req.headers['cache-control'] ? maxAge(req.headers['cache-control']) : 'max-age=3600',
    userMetadata: xMetadata ? parseMetadata(Buffer.from(xMetadata, 'base64').toString('utf8')) : null,
  };
}

/** Hosted storage's comparison, kept exact on purpose: the declared type is split at its first `/` and both
 *  halves must equal an allowed entry (or its subtype is `*`). No case folding and no parameter stripping, so
 *  `IMAGE/PNG` or `image/png; charset=utf-8` are refused by an `image/png` bucket, as on hosted projects. */
export function mimeAllowed(allowed: string[] | null, mimetype: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = splitMime(mimetype);
  if (subtype === undefined) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = splitMime(entry);
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

function splitMime(mimetype: string): [string, string | undefined] {
  const slash = mimetype.indexOf('/');
  return slash < 0 ? [mimetype, undefined] : [mimetype.slice(0, slash), mimetype.slice(slash + 1)];
}

export async function upload(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  key: string,
  upsert: boolean,
): Promise<ApiResponse> {
  checkKey(key);
  const bucket = await findBucket(ctx, bucketId);
  const file = readUpload(req);
  checkBucketAccepts(ctx, bucket, file);

  const previous = upsert
    ? (
        await ctx.db.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, key],
        )
      ).rows[0]?.version
    : null;
  const version = randomUUID();
  const metadata = uploadMetadata(file, new Date().toISOString());
  await writeBlob(ctx.storageDir, version, file.bytes);
  const params = [
    randomUUID(),
    bucketId,
    key,
    caller.ownerUuid,
    caller.ownerId,
    JSON.stringify(metadata),
    file.userMetadata == null ? null : JSON.stringify(file.userMetadata),
    version,
  ];
  let id: string;
  try {
    id = await asCaller(
      ctx,
      req,
      caller,
      upsert ? 'storage.object.upload_upsert' : 'storage.object.upload',
      (tx) => insertObject(tx, params, upsert),
    );
  } catch (err) {
    await removeBlobs(ctx.storageDir, [version]);
    throw err;
  }
  if (previous && previous !== version) await removeBlobs(ctx.storageDir, [previous]);
  return json(200, { Id: id, Key: `${bucketId}/${key}` });
}

/** The bucket's size limit (and the server's) and its allowed MIME types. */
function checkBucketAccepts(ctx: ServerContext, bucket: BucketRow, file: IncomingFile) {
  const limit = Math.min(
    bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit),
    ctx.config.storageFileSizeLimit,
  );
  if (file.bytes.length > limit) throw errors.tooLarge();
  if (!mimeAllowed(bucket.allowed_mime_types, file.mimetype)) throw errors.mime(file.mimetype);
}

function uploadMetadata(file: IncomingFile, now: string) {
  return {
    eTag: `"${md5(file.bytes)}"`,
    size: file.bytes.length,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: now,
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
}

/**
 * Inserts the object row (params: id, bucket, name, owner, owner_id, metadata, user_metadata, version) and
 * returns its id: the new one, or with upsert the id of the row it replaced.
 */
async function insertObject(tx: Sql, params: (string | null)[], upsert: boolean): Promise<string> {
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
        values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;
  if (!upsert) {
    // No RETURNING: a plain upload needs only an INSERT policy, as on hosted storage.
    await tx.query(insert, params);
    return params[0]!;
  }
  const { rows } = await tx.query<{ id: string }>(
    `${insert}
         on conflict (bucket_id, name) do update set
           owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, version = excluded.version,
           updated_at = now(), last_accessed_at = now()
         returning id`,
    params,
  );
  return rows[0].id;
}

async function visibleObject(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  key: string,
  operation: string,
): Promise<ObjectRow> {
  const { rows } = await asCaller(ctx, req, caller, operation, (tx) =>
    tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [
      bucketId,
      key,
    ]),
  );
  if (!rows[0]) throw errors.objectNotFound();
  return rows[0];
}

export async function download(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<ApiResponse> {
  const row = await visibleObject(req, ctx, caller, bucketId, key, 'storage.object.get_authenticated');
  return serveObject(req, ctx, row);
}

export async function downloadPublic(
  req: ApiRequest,
  ctx: ServerContext,
  bucketId: string,
  key: string,
): Promise<ApiResponse> {
  const { rows } = await ctx.db.query<ObjectRow & { public: boolean }>(
    `select o.id, o.bucket_id, o.name, o.created_at, o.updated_at, o.last_accessed_at, o.metadata, o.version,
            o.user_metadata, b.public
       from storage.objects o join storage.buckets b on b.id = o.bucket_id
      where o.bucket_id = $1 and o.name = $2`,
    [bucketId, key],
  );
  // A private bucket answers like a missing object: the public route must not reveal what exists.
  if (!rows[0] || !rows[0].public) throw errors.objectNotFound();
  return serveObject(req, ctx, rows[0]);
}

/** What a signed token allows: reading the object (createSignedUrl) or creating it (createSignedUploadUrl). */
export type TokenScope = 'download' | 'upload';

/** Tokens issued here carry `scope`; a token without it (hosted's shape) is an upload token when it names an
 *  owner or an upsert, else a download token. */
function scopeOf(claims: Record<string, unknown>): TokenScope {
  if (claims.scope === 'upload' || claims.scope === 'download') return claims.scope;
  return 'upsert' in claims || 'owner' in claims ? 'upload' : 'download';
}

/** The `token` of a signed URL: valid, unexpired, issued for exactly this object and for this use — a download
 *  link must never let its holder create a file at that path, nor an upload link read it. */
async function verifySignedUrlToken(
  req: ApiRequest,
  ctx: ServerContext,
  bucketId: string,
  key: string,
  scope: TokenScope,
) {
  const token = req.url.searchParams.get('token');
  if (!token) throw errors.invalid('Missing token');
  let claims;
  try {
    claims = await verifyJwt(ctx.config.jwtSecret, token);
  } catch (err) {
    const reason = err instanceof JwtError ? err.reason : 'malformed';
    throw errors.signature(
      reason === 'expired' ? 'jwt expired' : reason === 'signature' ? 'invalid signature' : 'jwt malformed',
    );
  }
  if (scopeOf(claims) !== scope) throw errors.wrongSignature(`Token is not scoped for ${scope}`);
  if (claims.url !== `${bucketId}/${key}`) throw errors.wrongSignature();
  return claims;
}

export async function downloadSigned(
  req: ApiRequest,
  ctx: ServerContext,
  bucketId: string,
  key: string,
): Promise<ApiResponse> {
  await verifySignedUrlToken(req, ctx, bucketId, key, 'download');
  const { rows } = await ctx.db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  if (!rows[0]) throw errors.objectNotFound();
  return serveObject(req, ctx, rows[0]);
}

const DISPLAYABLE = /^(application\/pdf|image\/(jpeg|png|gif|webp|avif|heic|heif|bmp))$/;

/** Types a browser shows without running anything: raster images and PDF. */
function displayable(contentType: string): boolean {
  return DISPLAYABLE.test(contentType.split(';')[0].trim().toLowerCase());
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function serveObject(req: ApiRequest, ctx: ServerContext, row: ObjectRow): Promise<ApiResponse> {
  const meta = row.metadata ?? {};
  const headers: Record<string, string> = {
    'content-type': typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
    'cache-control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'no-cache',
    'last-modified': new Date(row.updated_at).toUTCString(),
    'accept-ranges': 'bytes',
  };
  if (typeof meta.eTag === 'string') headers.etag = meta.eTag;
  // A stored file never runs as a page of this origin: the browser keeps the declared type, and anything
  // other than a picture or a PDF (HTML, SVG, scripts…) is downloaded, not displayed.
  headers['x-content-type-options'] = 'nosniff';
  if (req.url.searchParams.has('download') || !displayable(headers['content-type'])) {
    headers['content-disposition'] = contentDisposition(
      req.url.searchParams.get('download') || row.name.split('/').pop() || row.name,
    );
  }
  if (headers.etag && req.headers['if-none-match'] === headers.etag) return { status: 304, headers };

  if (req.method === 'HEAD') {
    const size = await blobSize(ctx.storageDir, row.version);
    if (size === null) throw errors.objectNotFound();
    return { status: 200, headers: { ...headers, 'content-length': String(size) } };
  }
  const bytes = await readBlob(ctx.storageDir, row.version);
  if (!bytes) throw errors.objectNotFound();
  const range = parseRange(req.headers['range'], bytes.length);
  if (range === 'unsatisfiable') {
    return {
      status: 416,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-range': `bytes */${bytes.length}`,
      },
      body: JSON.stringify({
        statusCode: '416',
        error: 'InvalidRange',
        message: 'The requested range is not satisfiable',
      }),
    };
  }
  if (range) {
    return {
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${bytes.length}` },
      body: bytes.subarray(range.start, range.end + 1),
    };
  }
  return { status: 200, headers, body: bytes };
}

/** A single `bytes=` range; several ranges are answered with the whole object, which HTTP allows. */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export async function info(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<ApiResponse> {
  const row = await visibleObject(req, ctx, caller, bucketId, key, 'storage.object.info');
  const meta = row.metadata ?? {};
  return json(200, {
    id: row.id,
    name: row.name,
    bucket_id: row.bucket_id,
    version: row.version,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    // hosted answers {} for a file uploaded without metadata
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

export async function list(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
): Promise<ApiResponse> {
  const body = (parseJsonBodySafe(req) ?? {}) as {
    prefix?: unknown;
    limit?: unknown;
    offset?: unknown;
    sortBy?: { column?: unknown; order?: unknown };
    search?: unknown;
  };
  if (body.prefix !== undefined && body.prefix !== null && typeof body.prefix !== 'string')
    throw errors.invalid('prefix must be a string');
  let prefix = ((body.prefix as string | undefined) ?? '').replace(/^\/+/, '');
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const limit = clampInt(body.limit, 100, 0, 10_000);
  const offset = clampInt(body.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const column =
    typeof body.sortBy?.column === 'string' && SORT_COLUMNS.has(body.sortBy.column)
      ? body.sortBy.column
      : 'name';
  const order = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
  const search = typeof body.search === 'string' ? body.search : '';
  await findBucket(ctx, bucketId);
  const { rows } = await asCaller(ctx, req, caller, 'storage.object.list', (tx) =>
    tx.query<ObjectRow>(
      `with visible as (
         select id, updated_at, created_at, last_accessed_at, metadata, substr(name, length($2) + 1) as rest
           from storage.objects
          where bucket_id = $1 and left(name, length($2)) = $2
       ), entries as (
         select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from visible where position('/' in rest) > 0
          group by split_part(rest, '/', 1)
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata
           from visible where position('/' in rest) = 0
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
        where $3 = '' or left(lower(name), length($3)) = lower($3)
        order by ${column === 'name' ? 'name collate "C"' : column} ${order}, name collate "C"
        limit $4 offset $5`,
      [bucketId, prefix, search, limit, offset],
    ),
  );
  return json(200, rows);
}

function clampInt(v: unknown, fallback: number, min: number, max: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

export function parseJsonBodySafe(req: ApiRequest): unknown {
  try {
    return parseJsonBody(req);
  } catch {
    throw errors.invalid('Body is not valid JSON');
  }
}

export async function remove(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
): Promise<ApiResponse> {
  const body = parseJsonBodySafe(req) as { prefixes?: unknown } | undefined;
  const prefixes = body?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string'))
    throw errors.invalid('body must have required property prefixes (array of strings)');
  await findBucket(ctx, bucketId);
  const { rows } = await asCaller(ctx, req, caller, 'storage.object.delete_many', (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, prefixes],
    ),
  );
  await removeBlobs(
    ctx.storageDir,
    rows.map((r) => r.version),
  );
  return json(200, rows);
}

export async function removeOne(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<ApiResponse> {
  const { rows } = await asCaller(ctx, req, caller, 'storage.object.delete', (tx) =>
    tx.query<{ version: string | null }>(
      'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
      [bucketId, key],
    ),
  );
  if (!rows[0]) throw errors.objectNotFound();
  await removeBlobs(ctx.storageDir, [rows[0].version]);
  return json(200, { message: 'Successfully deleted' });
}

/** Hosted Storage's longest signed URL: one week. */
const MAX_SIGNED_URL_SECONDS = 7 * 24 * 3600;

function expiresInOf(body: { expiresIn?: unknown } | undefined): number {
  const n = Number(body?.expiresIn);
  if (!Number.isInteger(n) || n < 1) throw errors.invalid('expiresIn must be a positive integer');
  return Math.min(n, MAX_SIGNED_URL_SECONDS);
}

async function signUrl(
  ctx: ServerContext,
  bucketId: string,
  key: string,
  expiresIn: number,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(ctx.config.jwtSecret, {
    url: `${bucketId}/${key}`,
    scope: 'download',
    iat,
    exp: iat + expiresIn,
  });
  // Unencoded on purpose: storage-js runs encodeURI over the whole URL it builds from this.
  return `/object/sign/${bucketId}/${key}?token=${token}`;
}

export async function createSignedUrl(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<ApiResponse> {
  const expiresIn = expiresInOf(parseJsonBodySafe(req) as { expiresIn?: unknown });
  await visibleObject(req, ctx, caller, bucketId, key, 'storage.object.sign');
  return json(200, { signedURL: await signUrl(ctx, bucketId, key, expiresIn) });
}

export async function createSignedUrls(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
): Promise<ApiResponse> {
  const body = parseJsonBodySafe(req) as { expiresIn?: unknown; paths?: unknown } | undefined;
  const expiresIn = expiresInOf(body);
  const paths = body?.paths;
  if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string'))
    throw errors.invalid('body must have required property paths (array of strings)');
  const { rows } = await asCaller(ctx, req, caller, 'storage.object.sign_many', (tx) =>
    tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    ),
  );
  const visible = new Set(rows.map((r) => r.name));
  const out = [];
  for (const path of paths as string[]) {
    out.push(
      visible.has(path)
        ? { error: null, path, signedURL: await signUrl(ctx, bucketId, path, expiresIn) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    );
  }
  return json(200, out);
}

interface MoveBody {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
}

function moveBody(req: ApiRequest): MoveBody {
  const body = parseJsonBodySafe(req) as Partial<Record<keyof MoveBody, unknown>> | undefined;
  for (const field of ['bucketId', 'sourceKey', 'destinationKey'] as const) {
    if (typeof body?.[field] !== 'string' || body[field] === '')
      throw errors.invalid(`body must have required property '${field}'`);
  }
  const b = body as Record<string, string>;
  return {
    bucketId: b.bucketId,
    sourceKey: b.sourceKey,
    destinationKey: checkKey(b.destinationKey),
    destinationBucket:
      typeof b.destinationBucket === 'string' && b.destinationBucket ? b.destinationBucket : b.bucketId,
  };
}

export async function move(req: ApiRequest, ctx: ServerContext, caller: Caller): Promise<ApiResponse> {
  const m = moveBody(req);
  await findBucket(ctx, m.bucketId);
  if (m.destinationBucket !== m.bucketId) await findBucket(ctx, m.destinationBucket);
  const result = await asCaller(ctx, req, caller, 'storage.object.move', (tx) =>
    tx.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now(), last_accessed_at = now()
        where bucket_id = $1 and name = $2`,
      [m.bucketId, m.sourceKey, m.destinationBucket, m.destinationKey],
    ),
  );
  if (!result.affectedRows) throw errors.objectNotFound();
  return json(200, { message: 'Successfully moved' });
}

export async function copy(req: ApiRequest, ctx: ServerContext, caller: Caller): Promise<ApiResponse> {
  const m = moveBody(req);
  await findBucket(ctx, m.bucketId);
  if (m.destinationBucket !== m.bucketId) await findBucket(ctx, m.destinationBucket);
  const id = randomUUID();
  const version = randomUUID();
  let copied = false;
  try {
    await asCaller(ctx, req, caller, 'storage.object.copy', async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [m.bucketId, m.sourceKey],
      );
      const source = rows[0];
      if (!source || !source.version) throw errors.objectNotFound();
      await copyBlob(ctx.storageDir, source.version, version).catch(() => {
        throw errors.objectNotFound();
      });
      copied = true;
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
        [
          id,
          m.destinationBucket,
          m.destinationKey,
          caller.ownerUuid,
          caller.ownerId,
          JSON.stringify({ ...(source.metadata ?? {}), lastModified: new Date().toISOString() }),
          source.user_metadata == null ? null : JSON.stringify(source.user_metadata),
          version,
        ],
      );
    });
  } catch (err) {
    if (copied) await removeBlobs(ctx.storageDir, [version]);
    throw err;
  }
  return json(200, { Id: id, Key: `${m.destinationBucket}/${m.destinationKey}` });
}

class ProbeDone extends Error {}

/** Signed upload URLs: the caller's right to create the object is checked now (a rolled-back insert), so
 *  whoever holds the URL may upload once without credentials, as the caller, within two hours. */
export async function createSignedUploadUrl(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<ApiResponse> {
  checkKey(key);
  await findBucket(ctx, bucketId);
  const upsert = req.headers['x-upsert'] === 'true';
  try {
    await asCaller(ctx, req, caller, 'storage.object.upload_sign', async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)
         ${upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : ''}`,
        [bucketId, key, caller.ownerUuid, caller.ownerId],
      );
      throw new ProbeDone();
    });
  } catch (err) {
    if (!(err instanceof ProbeDone)) throw err;
  }
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(ctx.config.jwtSecret, {
    url: `${bucketId}/${key}`,
    scope: 'upload',
    owner: caller.ownerId,
    upsert,
    iat,
    exp: iat + 2 * 3600,
  });
  return json(200, { url: `/object/upload/sign/${bucketId}/${key}?token=${token}` });
}

export async function uploadToSignedUrl(
  req: ApiRequest,
  ctx: ServerContext,
  bucketId: string,
  key: string,
): Promise<ApiResponse> {
  const claims = await verifySignedUrlToken(req, ctx, bucketId, key, 'upload');
  const owner = typeof claims.owner === 'string' ? claims.owner : null;
  // Policies were checked when the URL was signed; the row is written with the signer as owner.
  const signer: Caller = {
    role: 'service_role',
    claims: { role: 'service_role', ...(owner ? { sub: owner } : {}) },
    ownerId: owner,
    ownerUuid: owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner.toLowerCase() : null,
  };
  return upload(req, ctx, signer, bucketId, key, claims.upsert === true);
}
