// HS256 JWTs shared by auth (issuing), REST and storage (verifying), like GoTrue/PostgREST with one JWT_SECRET.
// Signed and checked with node:crypto's HMAC, synchronously: a browser sends the same token with every request,
// so a verified token is also remembered (its claims, never its validity in time, which is checked each use).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Claims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

export async function signJwt(secret: string, claims: Claims): Promise<string> {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${hmac(secret, body).toString('base64url')}`;
}

export type JwtFailure = 'malformed' | 'signature' | 'expired';

export class JwtError extends Error {
  constructor(
    public readonly reason: JwtFailure,
    message: string,
  ) {
    super(message);
  }
}

const CRYPTO_FAILED = 'JWT cryptographic operation failed';
const CACHE_SIZE = 5000;
/** token → the secret that verified it and its claims */
const verified = new Map<string, { secret: string; claims: Claims }>();

function decodeJson(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('malformed', CRYPTO_FAILED);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new JwtError('malformed', CRYPTO_FAILED);
  return value as Record<string, unknown>;
}

function checkSignature(secret: string, parts: string[]): Claims {
  const header = decodeJson(parts[0]);
  if (header.alg !== 'HS256') throw new JwtError('malformed', CRYPTO_FAILED);
  const expected = hmac(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new JwtError('signature', CRYPTO_FAILED);
  const claims = decodeJson(parts[1]) as Claims;
  for (const k of ['exp', 'nbf', 'iat'])
    if (claims[k] !== undefined && typeof claims[k] !== 'number')
      throw new JwtError('malformed', CRYPTO_FAILED);
  return claims;
}

/** Verifies signature and expiry (with `skewSeconds` of tolerance, PostgREST allows 30 s). */
export async function verifyJwt(secret: string, token: string, skewSeconds = 0): Promise<Claims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', `Expected 3 parts in JWT; got ${parts.length}`);
  const known = verified.get(token);
  let claims: Claims;
  if (known && known.secret === secret) claims = known.claims;
  else {
    claims = checkSignature(secret, parts);
    if (verified.size >= CACHE_SIZE) verified.clear();
    verified.set(token, { secret, claims });
  }
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp === 'number' && claims.exp <= now - skewSeconds)
    throw new JwtError('expired', 'JWT expired');
  if (typeof claims.nbf === 'number' && claims.nbf > now + skewSeconds)
    throw new JwtError('malformed', CRYPTO_FAILED);
  return claims;
}
