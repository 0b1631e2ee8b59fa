// HS256 JWTs shared by auth (issuing), REST and storage (verifying), like GoTrue/PostgREST with one JWT_SECRET.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type Claims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export async function signJwt(secret: string, claims: Claims): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
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

/** Verifies signature and expiry (with `skewSeconds` of tolerance, PostgREST allows 30 s). */
export async function verifyJwt(secret: string, token: string, skewSeconds = 0): Promise<Claims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', `Expected 3 parts in JWT; got ${parts.length}`);
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: skewSeconds,
    });
    return payload as Claims;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed)
      throw new JwtError('signature', 'JWT cryptographic operation failed');
    throw new JwtError('malformed', 'JWT cryptographic operation failed');
  }
}
