// Storage answers every client-side failure with HTTP 400 and the semantic status in `statusCode` (spec §3.1);
// storage-js reads `statusCode` to build StorageApiError.
import { asPgError } from '../db.ts';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';

export class StorageError extends Error {
  constructor(
    public readonly statusCode: string,
    public readonly error: string,
    message: string,
    /** HTTP status; 400 for every 4xx-class error like hosted storage */
    public readonly httpStatus = 400,
  ) {
    super(message);
  }
}

export const errors = {
  bucketNotFound: () => new StorageError('404', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError('404', 'not_found', 'Object not found'),
  duplicate: () => new StorageError('409', 'Duplicate', 'The resource already exists'),
  rls: () => new StorageError('403', 'Unauthorized', 'new row violates row-level security policy'),
  unauthorized: (message: string) => new StorageError('403', 'Unauthorized', message),
  /** hosted validates the headers schema before reading any token */
  missingAuthorization: () =>
    new StorageError('400', 'Error', "headers must have required property 'authorization'"),
  tooLarge: () =>
    new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size'),
  mime: (mimetype: string) =>
    new StorageError('415', 'invalid_mime_type', `mime type ${mimetype} is not supported`),
  invalid: (message: string) => new StorageError('400', 'InvalidRequest', message),
  invalidKey: (key: string) => new StorageError('400', 'InvalidKey', `Invalid key: ${key}`),
  bucketNotEmpty: () =>
    new StorageError('409', 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  signature: (message: string) => new StorageError('400', 'InvalidJWT', message),
  wrongSignature: (message = 'Invalid signature') => new StorageError('400', 'InvalidSignature', message),
};

/** Hosted storage is a Fastify server: a request that matches none of its routes gets Fastify's own 404 body,
 *  with a real 404 status and a numeric statusCode, before any token is looked at. */
export function routeNotFound(req: ApiRequest): ApiResponse {
  return json(404, {
    message: `Route ${req.method}:${req.path}${req.url.search} not found`,
    error: 'Not Found',
    statusCode: 404,
  });
}

/** Maps a thrown value to the storage error body; unknown failures become a logged 500 without details. */
export function toResponse(err: unknown): ApiResponse {
  const known = err instanceof StorageError ? err : fromPg(err);
  if (known) {
    return json(known.httpStatus, {
      statusCode: known.statusCode,
      error: known.error,
      message: known.message,
    });
  }
  console.error('[storage] unexpected error', err);
  return json(500, { statusCode: '500', error: 'internal', message: 'Internal Server Error' });
}

function fromPg(err: unknown): StorageError | null {
  const pg = asPgError(err);
  if (!pg) return null;
  switch (pg.code) {
    case '42501':
      return /sub claim/.test(pg.message) ? errors.unauthorized(pg.message) : errors.rls();
    case '23505':
      return errors.duplicate();
    case '23503':
      return errors.bucketNotFound();
    default:
      // any other data or integrity error is the request's fault (bad metadata, a NUL in a value…)
      return /^2[23]/.test(pg.code ?? '') ? errors.invalid(pg.message) : null;
  }
}
