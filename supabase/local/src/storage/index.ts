// Supabase Storage-compatible API (spec §3) under /storage/v1. Not behind the apikey gateway: authenticated
// routes verify the Bearer JWT here; public and signed-URL downloads need no header at all.
import type { ApiRequest, ApiResponse, Handler, ServerContext } from '../http.ts';
import * as buckets from './buckets.ts';
import { authenticate, checkKey, splitBucketKey } from './context.ts';
import { errors, toResponse } from './errors.ts';
import * as objects from './objects.ts';

export const storageHandler: Handler = async (req, ctx) => {
  try {
    return await route(req, ctx);
  } catch (err) {
    return toResponse(err);
  }
};

const after = (path: string, prefix: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : null);

async function route(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const { method, path } = req;
  const read = method === 'GET' || method === 'HEAD';
  let rest: string | null;

  if (read && (rest = after(path, '/object/public/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    return objects.downloadPublic(req, ctx, bucketId, checkKey(key));
  }
  if (read && (rest = after(path, '/object/sign/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    return objects.downloadSigned(req, ctx, bucketId, checkKey(key));
  }

  if (method === 'PUT' && (rest = after(path, '/object/upload/sign/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    return objects.uploadToSignedUrl(req, ctx, bucketId, checkKey(key));
  }

  const caller = await authenticate(req, ctx);

  if (path === '/bucket' || path === '/bucket/') {
    if (method === 'GET') return buckets.listBuckets(req, ctx, caller);
    if (method === 'POST') return buckets.createBucket(req, ctx, caller);
  }
  if ((rest = after(path, '/bucket/')) !== null) {
    const [encodedId, action, extra] = rest.split('/');
    const id = splitBucketKey(encodedId).bucketId;
    if (action === 'empty' && extra === undefined && method === 'POST')
      return buckets.emptyBucket(req, ctx, caller, id);
    if (action === undefined) {
      if (method === 'GET') return buckets.getBucket(req, ctx, caller, id);
      if (method === 'PUT') return buckets.updateBucket(req, ctx, caller, id);
      if (method === 'DELETE') return buckets.deleteBucket(req, ctx, caller, id);
    }
  }

  if (method === 'POST' && path === '/object/move') return objects.move(req, ctx, caller);
  if (method === 'POST' && path === '/object/copy') return objects.copy(req, ctx, caller);
  if (method === 'POST' && (rest = after(path, '/object/upload/sign/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    return objects.createSignedUploadUrl(req, ctx, caller, bucketId, key);
  }
  if (method === 'POST' && (rest = after(path, '/object/list/')) !== null)
    return objects.list(req, ctx, caller, splitBucketKey(rest).bucketId);
  if (method === 'POST' && (rest = after(path, '/object/sign/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    return key === ''
      ? objects.createSignedUrls(req, ctx, caller, bucketId)
      : objects.createSignedUrl(req, ctx, caller, bucketId, key);
  }
  if (method === 'GET' && (rest = after(path, '/object/info/')) !== null) {
    const { bucketId, key } = splitBucketKey(after(rest, 'authenticated/') ?? after(rest, 'public/') ?? rest);
    return objects.info(req, ctx, caller, bucketId, key);
  }
  if (read && (rest = after(path, '/object/authenticated/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    return objects.download(req, ctx, caller, bucketId, key);
  }
  if ((rest = after(path, '/object/')) !== null) {
    const { bucketId, key } = splitBucketKey(rest);
    if (key === '' && method === 'DELETE') return objects.remove(req, ctx, caller, bucketId);
    if (key !== '') {
      if (method === 'POST')
        return objects.upload(req, ctx, caller, bucketId, key, req.headers['x-upsert'] === 'true');
      // PUT is storage-js `update()`: it replaces or creates, like an upsert.
      if (method === 'PUT') return objects.upload(req, ctx, caller, bucketId, key, true);
      if (read) return objects.download(req, ctx, caller, bucketId, key);
      if (method === 'DELETE') return objects.removeOne(req, ctx, caller, bucketId, key);
    }
  }
  throw errors.notFoundRoute();
}
