// Multi-factor authentication with TOTP, as GoTrue's `/factors` API and its admin counterpart (spec §1, issue 20).
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type { Sql } from '../db.ts';
import type { ApiRequest, ApiResponse, ServerContext } from '../http.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { FACTOR_SELECT, factorJson, type FactorRow } from './model.ts';
import { authTx, ok, readBody, str } from './request.ts';
import { isUuid, requireCaller, upgradeSession, type Caller } from './sessions.ts';
import { newTotpSecret, otpauthUri, totpMatches } from './totp.ts';

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

async function findFactor(tx: Sql, userId: string, rawId: string): Promise<FactorRow> {
  if (!isUuid(rawId)) throw factorNotFound();
  const { rows } = await tx.query<FactorRow>(`${FACTOR_SELECT} where id = $1 and user_id = $2`, [
    rawId.toLowerCase(),
    userId,
  ]);
  if (!rows[0]) throw factorNotFound();
  return rows[0];
}

/** GoTrue answers the factor routes only for a caller with a live session. */
async function sessionCaller(
  tx: Sql,
  req: ApiRequest,
  ctx: ServerContext,
): Promise<Caller & { sessionId: string }> {
  const caller = await requireCaller(tx, req, ctx.config);
  if (!caller.sessionId)
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return caller as Caller & { sessionId: string };
}

const hasVerifiedFactor = async (tx: Sql, userId: string) =>
  (
    await tx.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [
      userId,
    ])
  ).rows.length > 0;

function issuerOf(ctx: ServerContext, requested: string): string {
  if (requested) return requested;
  if (ctx.config.mfa.totpIssuer) return ctx.config.mfa.totpIssuer;
  try {
    return new URL(ctx.config.siteUrl).hostname;
  } catch {
    return 'localhost';
  }
}

/** The SVG the client puts after `data:image/svg+xml;utf-8,`: no `#`, which would end a data URI. */
async function qrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return svg.replace(/"#ffffff"/g, '"white"').replace(/"#000000"/g, '"black"');
}

/** POST /factors: a new unverified TOTP factor, its secret and QR code (shown once). */
export async function enroll(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  const type = str(body.factor_type);
  if (type === 'phone' || type === 'webauthn')
    throw unprocessable(
      `mfa_${type}_enroll_not_enabled`,
      `MFA enroll is disabled for ${type === 'phone' ? 'Phone' : 'WebAuthn'}`,
    );
  if (type !== 'totp') throw badRequest('factor_type needs to be totp, phone, or webauthn');
  const friendlyName = str(body.friendly_name).trim();
  const issuer = issuerOf(ctx, str(body.issuer));
  const out = await authTx(ctx, async (tx) => {
    const caller = await sessionCaller(tx, req, ctx);
    const userId = caller.user.id;
    await checkCanEnroll(tx, ctx, caller, friendlyName);
    const id = randomUUID();
    const secret = newTotpSecret();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, userId, friendlyName || null, secret],
    );
    const uri = otpauthUri(issuer, caller.user.email ?? '', secret);
    return {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: await qrSvg(uri), secret, uri },
    };
  });
  return ok(req, out);
}

/** Expires abandoned enrolments, then refuses a factor over the limits, without AAL2, or with a taken name. */
async function checkCanEnroll(tx: Sql, ctx: ServerContext, caller: Caller, friendlyName: string) {
  const userId = caller.user.id;
  const mfa = ctx.config.mfa;
  // Abandoned enrolments (QR shown, never confirmed) expire, as GoTrue cleans them up.
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
          and created_at + make_interval(secs => $2) < now()`,
    [userId, mfa.factorExpiry],
  );
  const { rows } = await tx.query<{ total: number; verified: number }>(
    `select count(*)::int as total, count(*) filter (where status = 'verified')::int as verified
         from auth.mfa_factors where user_id = $1`,
    [userId],
  );
  const { total, verified } = rows[0];
  if (total >= mfa.maxEnrolledFactors || verified >= mfa.maxVerifiedFactors)
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  if (verified > 0 && caller.aal !== 'aal2')
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  if (friendlyName) {
    const clash = await tx.query(`select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2`, [
      userId,
      friendlyName,
    ]);
    if (clash.rows.length)
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
  }
}

/** POST /factors/{id}/challenge → `{id, type, expires_at}`. */
export async function challenge(req: ApiRequest, ctx: ServerContext, factorId: string): Promise<ApiResponse> {
  await ctx.limits.request('mfa', req.ip);
  const out = await authTx(ctx, async (tx) => {
    const caller = await sessionCaller(tx, req, ctx);
    const factor = await findFactor(tx, caller.user.id, factorId);
    const id = randomUUID();
    const { rows } = await tx.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
       returning floor(extract(epoch from created_at + make_interval(secs => $4)))::float8 as expires_at`,
      [id, factor.id, ipOrLoopback(req.ip), ctx.config.mfa.challengeExpiry],
    );
    await tx.query(
      `update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`,
      [factor.id],
    );
    return { id, type: factor.factor_type, expires_at: Number(rows[0].expires_at) };
  });
  return ok(req, out);
}

/** The socket address as Postgres `inet` accepts it (IPv4-mapped IPv6 stays valid). */
const ipOrLoopback = (ip: string) => (ip && /^[0-9a-f:.]+$/i.test(ip) ? ip : '127.0.0.1');

interface ChallengeRow {
  id: string;
  same_ip: boolean;
  expired: boolean;
}

/** POST /factors/{id}/verify: a right code makes the session aal2 (and the factor verified). */
export async function verify(req: ApiRequest, ctx: ServerContext, factorId: string): Promise<ApiResponse> {
  await ctx.limits.request('mfa', req.ip);
  const body = readBody(req);
  const challengeId = str(body.challenge_id);
  const code = str(body.code).trim();
  if (!isUuid(challengeId)) throw badRequest('challenge_id must be an UUID');
  const result = await authTx(ctx, async (tx) => {
    const caller = await sessionCaller(tx, req, ctx);
    const factor = await findFactor(tx, caller.user.id, factorId);
    await ctx.limits.assertFactorAllowed(factor.id);
    const { rows } = await tx.query<ChallengeRow>(
      `select id::text, host(ip_address) = host($4::inet) as same_ip,
              created_at + make_interval(secs => $3) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
      [challengeId.toLowerCase(), factor.id, ctx.config.mfa.challengeExpiry, ipOrLoopback(req.ip)],
    );
    const ch = rows[0];
    if (!ch)
      throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (!ch.same_ip)
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch');
    if (ch.expired) {
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [ch.id]);
      // returned, not thrown: the expired challenge's deletion must be committed
      return unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${ch.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (!totpMatches(factor.secret, code)) {
      await ctx.limits.factorFailed(factor.id);
      return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    }
    await ctx.limits.factorSucceeded(factor.id);
    // one challenge, one verification: a code seen on the wire cannot be replayed against it
    await tx.query(`delete from auth.mfa_challenges where id = $1`, [ch.id]);
    if (factor.status !== 'verified')
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
        factor.id,
      ]);
    const session = await upgradeSession(tx, ctx.config, caller.user.id, caller.sessionId, factor.id);
    // GoTrue ends the user's other sessions that are still below aal2.
    await tx.query(
      `delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') <> 'aal2'`,
      [caller.user.id, caller.sessionId],
    );
    return session;
  });
  if (result instanceof AuthError) throw result;
  return ok(req, result);
}

/** DELETE /factors/{id}: needs aal2 once the user has a verified factor; sessions it raised fall back to aal1. */
export async function unenroll(req: ApiRequest, ctx: ServerContext, factorId: string): Promise<ApiResponse> {
  const out = await authTx(ctx, async (tx) => {
    const caller = await sessionCaller(tx, req, ctx);
    const factor = await findFactor(tx, caller.user.id, factorId);
    if (
      caller.aal !== 'aal2' &&
      (factor.status === 'verified' || (await hasVerifiedFactor(tx, caller.user.id)))
    )
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    await deleteFactor(tx, factor);
    return { id: factor.id };
  });
  return ok(req, out);
}

async function deleteFactor(tx: Sql, factor: FactorRow): Promise<void> {
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factor.id],
  );
}

/** GET /admin/users/{id}/factors */
export async function adminListFactors(
  req: ApiRequest,
  ctx: ServerContext,
  userId: string,
): Promise<ApiResponse> {
  const out = await authTx(ctx, async (tx) => {
    await requireUser(tx, userId);
    const { rows } = await tx.query<FactorRow>(`${FACTOR_SELECT} where user_id = $1 order by created_at`, [
      userId,
    ]);
    return rows.map(factorJson);
  });
  return ok(req, out);
}

/** DELETE /admin/users/{id}/factors/{factorId} → the deleted factor. */
export async function adminDeleteFactor(
  req: ApiRequest,
  ctx: ServerContext,
  userId: string,
  factorId: string,
): Promise<ApiResponse> {
  const out = await authTx(ctx, async (tx) => {
    await requireUser(tx, userId);
    const factor = await findFactor(tx, userId, factorId);
    await deleteFactor(tx, factor);
    return factorJson(factor);
  });
  return ok(req, out);
}

async function requireUser(tx: Sql, userId: string): Promise<void> {
  const { rows } = await tx.query(`select 1 from auth.users where id = $1`, [userId]);
  if (!rows.length) throw new AuthError(404, 'user_not_found', 'User not found');
}
