// Bucket routes. They run as the caller like object routes: storage.buckets has RLS without policies, so in
// practice only the service role manages buckets (apps usually create them in migrations).
import { json, parseJsonBody, type ApiRequest, type ApiResponse, type ServerContext } from '../http.ts';
import { removeBlobs } from './blobs.ts';
import { asCaller, type Caller } from './context.ts';
import { errors } from './errors.ts';

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  type: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type, created_at, updated_at';
const BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$@=;:+,?-]+$/;

const present = (row: BucketRow) => ({
  ...row,
  file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
});

function body(req: ApiRequest): Record<string, unknown> {
  try {
    const b = parseJsonBody(req);
    return b && typeof b === 'object' ? (b as Record<string, unknown>) : {};
  } catch {
    throw errors.invalid('Body is not valid JSON');
  }
}

const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/** storage-js accepts `1024` or strings such as `'5MB'`. */
function sizeLimit(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  const m = typeof v === 'string' ? /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(v.trim()) : null;
  if (!m) throw errors.invalid('file_size_limit must be a number of bytes or a size such as "5MB"');
  return Number(m[1]) * UNITS[(m[2] ?? 'b').toLowerCase()];
}

function mimeTypes(v: unknown): string[] | null {
  if (v === null || v === undefined) return null;
  if (!Array.isArray(v) || v.some((t) => typeof t !== 'string'))
    throw errors.invalid('allowed_mime_types must be an array of strings');
  return v as string[];
}

const BUCKET_SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

/** storage-js `listBuckets({ limit, offset, search, sortColumn, sortOrder })` sends these as query keys. */
function bucketListOrder(q: URLSearchParams): string {
  const column = q.get('sortColumn') ?? 'name';
  const order = (q.get('sortOrder') ?? 'asc').toLowerCase();
  if (!BUCKET_SORT_COLUMNS.has(column))
    throw errors.invalid('querystring/sortColumn must be equal to one of the allowed values');
  if (order !== 'asc' && order !== 'desc')
    throw errors.invalid('querystring/sortOrder must be equal to one of the allowed values');
  const expr = column === 'id' || column === 'name' ? `${column} collate "C"` : column;
  return `${expr} ${order}, id collate "C" ${order}`;
}

export async function listBuckets(req: ApiRequest, ctx: ServerContext, caller: Caller): Promise<ApiResponse> {
  const q = req.url.searchParams;
  const search = q.get('search') ?? '';
  const orderBy = bucketListOrder(q);
  const { rows } = await asCaller(ctx, req, caller, 'storage.bucket.list', (tx) =>
    tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
        where $1 = '' or name ilike '%' || $1 || '%'
        order by ${orderBy}`,
      [search],
    ),
  );
  const offset = Number(q.get('offset') ?? 0) || 0;
  const limit = q.get('limit') ? Number(q.get('limit')) : undefined;
  return json(200, rows.slice(offset, limit === undefined ? undefined : offset + limit).map(present));
}

export async function getBucket(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  id: string,
): Promise<ApiResponse> {
  const { rows } = await asCaller(ctx, req, caller, 'storage.bucket.get', (tx) =>
    tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
  );
  if (!rows[0]) throw errors.bucketNotFound();
  return json(200, present(rows[0]));
}

export async function createBucket(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
): Promise<ApiResponse> {
  const b = body(req);
  const name = typeof b.name === 'string' ? b.name : typeof b.id === 'string' ? b.id : '';
  const id = typeof b.id === 'string' && b.id ? b.id : name;
  if (!name || !BUCKET_NAME.test(name) || !BUCKET_NAME.test(id)) throw errors.invalid(`Bucket name invalid`);
  await asCaller(ctx, req, caller, 'storage.bucket.create', (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7::text[])`,
      [
        id,
        name,
        caller.ownerUuid,
        caller.ownerId,
        b.public === true,
        sizeLimit(b.file_size_limit),
        mimeTypes(b.allowed_mime_types),
      ],
    ),
  );
  return json(200, { name });
}

export async function updateBucket(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  id: string,
): Promise<ApiResponse> {
  const b = body(req);
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  if (b.public !== undefined) {
    params.push(b.public === true);
    sets.push(`public = $${params.length}`);
  }
  if (b.file_size_limit !== undefined) {
    params.push(sizeLimit(b.file_size_limit));
    sets.push(`file_size_limit = $${params.length}`);
  }
  if (b.allowed_mime_types !== undefined) {
    params.push(mimeTypes(b.allowed_mime_types));
    sets.push(`allowed_mime_types = $${params.length}::text[]`);
  }
  const result = await asCaller(ctx, req, caller, 'storage.bucket.update', (tx) =>
    tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params),
  );
  if (!result.affectedRows) throw errors.bucketNotFound();
  return json(200, { message: 'Successfully updated' });
}

export async function emptyBucket(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  id: string,
): Promise<ApiResponse> {
  const { rows } = await asCaller(ctx, req, caller, 'storage.bucket.empty', async (tx) => {
    const bucket = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (!bucket.rows[0]) throw errors.bucketNotFound();
    return tx.query<{ version: string | null }>(
      'delete from storage.objects where bucket_id = $1 returning version',
      [id],
    );
  });
  await removeBlobs(
    ctx.storageDir,
    rows.map((r) => r.version),
  );
  return json(200, { message: 'Successfully emptied' });
}

export async function deleteBucket(
  req: ApiRequest,
  ctx: ServerContext,
  caller: Caller,
  id: string,
): Promise<ApiResponse> {
  // Checked with the server's rights: objects hidden from the caller still keep the bucket from being deleted.
  const left = await ctx.db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  if (left.rows[0]) throw errors.bucketNotEmpty();
  const result = await asCaller(ctx, req, caller, 'storage.bucket.delete', (tx) =>
    tx.query('delete from storage.buckets where id = $1', [id]),
  );
  if (!result.affectedRows) throw errors.bucketNotFound();
  return json(200, { message: 'Successfully deleted' });
}
