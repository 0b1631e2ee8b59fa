// Who is calling and how their database work runs: storage checks the Bearer JWT itself (no apikey gateway)
// and writes object rows as the caller, so the RLS policies of storage.objects decide, as in hosted Supabase.
import { applyRequestContext, type Sql } from '../db.ts';
import { bearerToken, type ApiRequest, type ServerContext } from '../http.ts';
import { JwtError, verifyJwt, type Claims } from '../jwt.ts';
import { errors } from './errors.ts';

export interface Caller {
  role: string;
  claims: Claims;
  /** JWT `sub` as `storage.objects.owner` when it is a UUID */
  ownerUuid: string | null;
  ownerId: string | null;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function authenticate(req: ApiRequest, ctx: ServerContext): Promise<Caller> {
  // Browsers' <img src> of an authenticated route cannot set headers; accept the apikey header as a fallback.
  const token = bearerToken(req) ?? req.headers['apikey'] ?? null;
  if (!token) throw errors.missingAuthorization();
  let claims: Claims;
  try {
    claims = await verifyJwt(ctx.config.jwtSecret, token);
  } catch (err) {
    const reason = err instanceof JwtError ? err.reason : 'malformed';
    throw errors.unauthorized(
      reason === 'expired' ? 'jwt expired' : reason === 'signature' ? 'invalid signature' : 'jwt malformed',
    );
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!API_ROLES.has(role)) throw errors.unauthorized(`role "${role}" does not exist`);
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  return { role, claims, ownerId: sub, ownerUuid: sub && UUID.test(sub) ? sub.toLowerCase() : null };
}

const READ_OPERATIONS = new Set([
  'storage.object.get_authenticated',
  'storage.object.info',
  'storage.object.list',
  'storage.object.sign',
  'storage.object.sign_many',
  'storage.bucket.list',
  'storage.bucket.get',
]);

/** One transaction with PostgREST's per-request settings plus `storage.operation`, as the calling role. */
export function asCaller<T>(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  operation: string,
  fn: (tx: Sql) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    // a deleted account's unexpired token (or a signed upload URL it issued) must not write
    if (caller.ownerUuid && caller.role !== 'anon' && !READ_OPERATIONS.has(operation))
      await tx.query('select auth.require_live_user($1::uuid)', [caller.ownerUuid]);
    await applyRequestContext(tx, {
      role: caller.role,
      claims: caller.claims,
      method: req.method,
      path: req.path,
      headers: req.headers,
    });
    await tx.query(`select set_config('storage.operation', $1, true)`, [operation]);
    return fn(tx);
  });
}

/** `{bucket}/{key…}` after a route prefix, percent-decoded; the key is checked so it stays a plain name. */
export function splitBucketKey(rest: string): { bucketId: string; key: string } {
  const slash = rest.indexOf('/');
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      throw errors.invalid('Invalid URL encoding');
    }
  };
  if (slash < 0) return { bucketId: decode(rest), key: '' };
  return { bucketId: decode(rest.slice(0, slash)), key: decode(rest.slice(slash + 1)) };
}

export function checkKey(key: string): string {
  // eslint-disable-next-line no-control-regex
  const bad =
    key === '' ||
    /[\u0000-\u001f\u007f]/.test(key) ||
    key.split('/').some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw errors.invalidKey(key);
  return key;
}
