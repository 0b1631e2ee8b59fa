// Sessions, refresh-token rotation and access tokens (spec §1.6, §1.7).
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import type { ApiRequest } from '../http.ts';
import { bearerToken } from '../http.ts';
import { signJwt, verifyJwt, JwtError, type Claims } from '../jwt.ts';
import { AuthError, badRequest } from './errors.ts';
import {
  appMetadataOf,
  findUserById,
  factorsOf,
  identitiesOf,
  userJson,
  userMetadataOf,
  type UserRow,
} from './model.ts';
import { newRefreshToken } from './policy.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID_RE.test(s);

export type AmrMethod =
  | 'totp'
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'email/signup'
  | 'invite'
  | 'recovery'
  | 'email_change'
  | 'pkce';

export interface TokenResponse extends Record<string, unknown> {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

async function amrOf(tx: Sql, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await tx.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::float8 as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Number(r.timestamp) }));
}

export async function accessTokenFor(
  config: ServerConfig,
  user: UserRow,
  sessionId: string,
  amr: { method: string; timestamp: number }[],
  aal: string,
) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExp;
  const claims: Claims = {
    iss: `${config.apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: appMetadataOf(user),
    user_metadata: userMetadataOf(user),
    role: user.role || 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  };
  return { token: await signJwt(config.jwtSecret, claims), exp };
}

async function tokenResponse(
  tx: Sql,
  config: ServerConfig,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await findUserById(tx, userId);
  if (!user)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const { rows } = await tx.query<{ aal: string | null }>(`select aal from auth.sessions where id = $1`, [
    sessionId,
  ]);
  const aal = rows[0]?.aal || 'aal1';
  const { token, exp } = await accessTokenFor(config, user, sessionId, await amrOf(tx, sessionId), aal);
  const identities = await identitiesOf(tx, [user.id]);
  const factors = await factorsOf(tx, [user.id]);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExp,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, identities.get(user.id) ?? [], factors.get(user.id) ?? []),
  };
}

/**
 * After a verified second factor: the session becomes aal2 (its factor recorded, `totp` added to its methods)
 * and its refresh token is rotated, as GoTrue's verify does. The session id stays the same.
 */
export async function upgradeSession(
  tx: Sql,
  config: ServerConfig,
  userId: string,
  sessionId: string,
  factorId: string,
): Promise<TokenResponse> {
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factorId,
  ]);
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId],
  );
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and not coalesce(revoked, false) returning token`,
    [sessionId],
  );
  const refresh = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [refresh, userId, rows[0]?.token ?? null, sessionId],
  );
  return tokenResponse(tx, config, userId, sessionId, refresh);
}

/** New session + first refresh token; also stamps last_sign_in_at. */
export async function issueSession(
  tx: Sql,
  config: ServerConfig,
  req: ApiRequest,
  userId: string,
  method: AmrMethod,
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
  await tx.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent) values ($1, $2, now(), now(), 'aal1', $3)`,
    [sessionId, userId, req.headers['user-agent'] ?? null],
  );
  await tx.query(`insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`, [
    sessionId,
    method,
  ]);
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, now(), now())`,
    [refresh, userId, sessionId],
  );
  return tokenResponse(tx, config, userId, sessionId, refresh);
}

interface RefreshRow {
  id: string;
  token: string;
  revoked: boolean;
  parent: string | null;
  session_id: string;
  user_id: string;
  revoked_for_seconds: number;
  session_expired: boolean;
}

const notFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/** Rotation with parent retry and reuse detection, §1.7. A detected reuse is returned as an AuthError. */
export async function refreshSession(
  tx: Sql,
  config: ServerConfig,
  token: string,
): Promise<TokenResponse | AuthError> {
  if (!token) throw badRequest('Refresh Token is not valid');
  const row = await lockRefreshToken(tx, token);
  if (row.session_expired)
    throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
  const user = await findUserById(tx, row.user_id);
  if (!user) throw notFound();
  if (user.banned_until && Date.parse(user.banned_until.replace(/(\.\d{3})\d+/, '$1')) > Date.now())
    throw new AuthError(400, 'user_banned', 'User is banned');

  if (row.revoked) {
    const outcome = await reusedToken(tx, config, row);
    if (outcome) return outcome;
  }
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint and not coalesce(revoked, false)`,
    [row.id],
  );
  const child = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [child, row.user_id, row.token, row.session_id],
  );
  await touchSession(tx, row.session_id);
  return tokenResponse(tx, config, row.user_id, row.session_id, child);
}

/** The refresh token's row, read after locking its session. */
async function lockRefreshToken(tx: Sql, token: string): Promise<RefreshRow> {
  // Lock the session first, then read the token in a fresh statement: concurrent refreshes of one token
  // (two tabs) then see each other's rotation and get the same child (READ COMMITTED on PostgreSQL).
  const owner = await tx.query<{ session_id: string }>(
    `select session_id::text from auth.refresh_tokens where token = $1`,
    [token],
  );
  if (!owner.rows[0]?.session_id) throw notFound();
  await tx.query(`select 1 from auth.sessions where id = $1 for update`, [owner.rows[0].session_id]);
  const { rows } = await tx.query<RefreshRow>(
    `select rt.id::text, rt.token, coalesce(rt.revoked, false) as revoked, rt.parent, rt.session_id::text, s.user_id::text,
            extract(epoch from (now() - rt.updated_at))::float8 as revoked_for_seconds,
            (s.not_after is not null and s.not_after < now()) as session_expired
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
      where rt.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

/**
 * A revoked token presented again: the same child when the client lost its last answer, the family revoked
 * when it is a reuse; null (within the reuse interval) rotates it once more.
 */
async function reusedToken(
  tx: Sql,
  config: ServerConfig,
  row: RefreshRow,
): Promise<TokenResponse | AuthError | null> {
  const active = await tx.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens where session_id = $1 and not coalesce(revoked, false) order by id desc limit 1`,
    [row.session_id],
  );
  const current = active.rows[0];
  if (current && current.parent === row.token) {
    // The client lost the answer to its last refresh: hand the same child out again.
    await touchSession(tx, row.session_id);
    return tokenResponse(tx, config, row.user_id, row.session_id, current.token);
  }
  // No active token left means the family was revoked (reuse detected): nothing may revive it.
  if (!current || Number(row.revoked_for_seconds) > config.refreshTokenReuseInterval) {
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not coalesce(revoked, false)`,
      [row.session_id],
    );
    // Returned, not thrown: the family revocation must be committed.
    return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return null;
}

async function touchSession(tx: Sql, sessionId: string) {
  await tx.query(
    `update auth.sessions set refreshed_at = (now() at time zone 'utc'), updated_at = now() where id = $1`,
    [sessionId],
  );
}

export interface Caller {
  claims: Claims;
  user: UserRow;
  sessionId: string | null;
  /** the session's level in the database (a token minted before an upgrade still says aal1) */
  aal: 'aal1' | 'aal2';
}

/** Verifies the bearer JWT without touching the database. */
export async function verifiedClaims(req: ApiRequest, config: ServerConfig): Promise<Claims> {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await verifyJwt(config.jwtSecret, token);
  } catch (err) {
    const why =
      err instanceof JwtError && err.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : 'signature is invalid';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
}

/** GoTrue's user-scoped endpoints: a valid JWT whose `sub` and `session_id` still exist. */
export async function requireCaller(tx: Sql, req: ApiRequest, config: ServerConfig): Promise<Caller> {
  const claims = await verifiedClaims(req, config);
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(tx, claims.sub.toLowerCase());
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  let aal: Caller['aal'] = 'aal1';
  if (claims.session_id !== undefined && claims.session_id !== null && claims.session_id !== '') {
    if (!isUuid(claims.session_id))
      throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rows } = await tx.query<{ aal: string | null }>(
      `select aal from auth.sessions where id = $1 and user_id = $2`,
      [claims.session_id, user.id],
    );
    if (rows.length === 0)
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = claims.session_id as string;
    aal = claims.aal === 'aal2' && rows[0].aal === 'aal2' ? 'aal2' : 'aal1';
  }
  return { claims, user, sessionId, aal };
}

export async function requireAdmin(req: ApiRequest, config: ServerConfig): Promise<Claims> {
  const claims = await verifiedClaims(req, config);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
    throw new AuthError(403, 'not_admin', 'User not allowed');
  return claims;
}
