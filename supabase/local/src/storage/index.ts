// Supabase Storage-compatible API (spec §3) under /storage/v1. Not behind the apikey gateway: authenticated
// routes verify the Bearer JWT here; public and signed-URL downloads need no header at all.
import type { ApiRequest, ApiResponse, Handler, ServerContext } from '../http.ts';
import * as buckets from './buckets.ts';
import { authenticate, checkKey, splitBucketKey, type Caller } from './context.ts';
import { routeNotFound, toResponse } from './errors.ts';
import { listV2 } from './listV2.ts';
import * as objects from './objects.ts';

export const storageHandler: Handler = async (req, ctx) => {
  try {
    return await route(req, ctx);
  } catch (err) {
    return toResponse(err);
  }
};

const after = (path: string, prefix: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : null);

/** First segments under /object/ that name an operation, never a bucket: a request to one of them that matches
 *  no route is a 404, so `POST /object/list-v3/b` can never become an upload into a bucket named "list-v3"… or
 *  into one named "list". */
const OBJECT_OPERATIONS = new Set([
  'authenticated',
  'copy',
  'info',
  'list',
  'list-v2',
  'move',
  'public',
  'sign',
  'upload',
]);

type Authed = (caller: Caller) => Promise<ApiResponse>;

async function route(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const open = openRoute(req, ctx);
  if (open) return open();
  const handler = bucketRoute(req, ctx) ?? objectRoute(req, ctx);
  // like hosted (routing happens before the token is read), an unknown route is a 404 even without a token
  if (!handler) return routeNotFound(req);
  return handler(await authenticate(req, ctx));
}

/** Public and signed-URL routes: no Authorization header at all. */
function openRoute(req: ApiRequest, ctx: ServerContext): (() => Promise<ApiResponse>) | null {
  const { method, path } = req;
  const read = method === 'GET' || method === 'HEAD';
  let rest: string | null;
  if (read && (rest = after(path, '/object/public/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    return () => objects.downloadPublic(req, ctx, bucketId, checkKey(key));
  }
  if (read && (rest = after(path, '/object/sign/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    return () => objects.downloadSigned(req, ctx, bucketId, checkKey(key));
  }
  if (method === 'PUT' && (rest = after(path, '/object/upload/sign/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    return () => objects.uploadToSignedUrl(req, ctx, bucketId, checkKey(key));
  }
  return null;
}

function bucketRoute(req: ApiRequest, ctx: ServerContext): Authed | null {
  const { method, path } = req;
  if (path === '/bucket' || path === '/bucket/') {
    if (method === 'GET') return (caller) => buckets.listBuckets(req, ctx, caller);
    if (method === 'POST') return (caller) => buckets.createBucket(req, ctx, caller);
    return null;
  }
  const rest = after(path, '/bucket/');
  if (rest === null) return null;
  const [encodedId, action, extra] = rest.split('/');
  const id = splitBucketKey(encodedId).bucketId;
  if (action === 'empty' && extra === undefined && method === 'POST')
    return (caller) => buckets.emptyBucket(req, ctx, caller, id);
  if (action !== undefined) return null;
  if (method === 'GET') return (caller) => buckets.getBucket(req, ctx, caller, id);
  if (method === 'PUT') return (caller) => buckets.updateBucket(req, ctx, caller, id);
  if (method === 'DELETE') return (caller) => buckets.deleteBucket(req, ctx, caller, id);
  return null;
}

function objectRoute(req: ApiRequest, ctx: ServerContext): Authed | null {
  const { method, path } = req;
  const rest = after(path, '/object/');
  if (rest === null) return null;
  const slash = rest.indexOf('/');
  const first = slash < 0 ? rest : rest.slice(0, slash);
  const tail = slash < 0 ? null : rest.slice(slash + 1);
  if (OBJECT_OPERATIONS.has(first)) return operationRoute(req, ctx, first, tail);
  const { bucketId, key } = splitBucketKey(rest);
  const read = method === 'GET' || method === 'HEAD';
  if (key === '') return method === 'DELETE' ? (c) => objects.remove(req, ctx, c, bucketId) : null;
  if (method === 'POST')
    return (c) => objects.upload(req, ctx, c, bucketId, key, req.headers['x-upsert'] === 'true');
  // PUT is storage-js `update()`: it replaces or creates, like an upsert.
  if (method === 'PUT') return (c) => objects.upload(req, ctx, c, bucketId, key, true);
  if (read) return (c) => objects.download(req, ctx, c, bucketId, key);
  if (method === 'DELETE') return (c) => objects.removeOne(req, ctx, c, bucketId, key);
  return null;
}

/** `/object/{operation}/…` routes that need a token. */
function operationRoute(req: ApiRequest, ctx: ServerContext, op: string, tail: string | null): Authed | null {
  const { method } = req;
  const read = method === 'GET' || method === 'HEAD';
  if (tail === null) {
    if (method === 'POST' && op === 'move') return (c) => objects.move(req, ctx, c);
    if (method === 'POST' && op === 'copy') return (c) => objects.copy(req, ctx, c);
    return null;
  }
  const target = () => splitBucketKey(tail);
  if (method === 'POST' && op === 'upload') {
    const rest = after(tail, 'sign/');
    if (rest === null) return null;
    const { bucketId, key } = splitBucketKey(rest);
    return (c) => objects.createSignedUploadUrl(req, ctx, c, bucketId, key);
  }
  if (method === 'POST' && (op === 'list' || op === 'list-v2')) {
    const { bucketId, key } = target();
    if (key !== '') return null;
    return op === 'list' ? (c) => objects.list(req, ctx, c, bucketId) : (c) => listV2(req, ctx, c, bucketId);
  }
  if (method === 'POST' && op === 'sign') {
    const { bucketId, key } = target();
    return key === ''
      ? (c) => objects.createSignedUrls(req, ctx, c, bucketId)
      : (c) => objects.createSignedUrl(req, ctx, c, bucketId, key);
  }
  if (method === 'GET' && op === 'info') {
    const { bucketId, key } = splitBucketKey(after(tail, 'authenticated/') ?? after(tail, 'public/') ?? tail);
    return (c) => objects.info(req, ctx, c, bucketId, key);
  }
  if (read && op === 'authenticated') {
    const { bucketId, key } = target();
    return (c) => objects.download(req, ctx, c, bucketId, key);
  }
  return null;
}
