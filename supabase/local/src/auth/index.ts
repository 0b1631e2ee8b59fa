// GoTrue-compatible auth service (spec §1): what the unmodified supabase-js auth client talks to.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db.ts';
import { asPgError } from '../db.ts';
import { json, type ApiRequest, type ApiResponse, type Handler, type ServerContext } from '../http.ts';
import type { OutgoingMail } from '../mail.ts';
import { AuthError, badRequest, errorResponse, unexpected, unprocessable, versionHeaders } from './errors.ts';
import { authTx, ok, readBody, str, type Body } from './request.ts';
import {
  adminDeleteFactor,
  adminListFactors,
  challenge,
  enroll,
  unenroll,
  verify as verifyFactor,
} from './mfa.ts';
import { checkPasswordNonce, reauthenticate } from './reauth.ts';
import type { RequestKind } from './limits.ts';
import {
  AUTH_METHOD_OF,
  issueEmailChangeTokens,
  issueUserToken,
  mailFor,
  parsePkce,
  pkceMatches,
  queueMail,
  sendAll,
  type IssuedToken,
  type LinkType,
  type Pkce,
} from './flows.ts';
import {
  USER_SELECT,
  appMetadataOf,
  epochMs,
  findUser,
  findUserByEmail,
  findUserById,
  factorsOf,
  identitiesOf,
  loadUserJson,
  mergeMetadata,
  userJson,
  userMetadataOf,
  type UserRow,
} from './model.ts';
import {
  assertStrongPassword,
  checkPassword,
  hashPassword,
  isValidEmail,
  normalizeEmail,
  passwordMatches,
  redirectTarget,
  tokenHash,
} from './policy.ts';
import {
  isUuid,
  issueSession,
  refreshSession,
  requireAdmin,
  requireCaller,
  verifiedClaims,
  type Caller,
  type TokenResponse,
} from './sessions.ts';

function objectOrUndefined(v: unknown, field: string): Record<string, unknown> | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw badRequest(`${field} must be a JSON object`);
  return v as Record<string, unknown>;
}

const isBanned = (u: UserRow) => {
  const until = epochMs(u.banned_until);
  return until !== null && until > Date.now();
};

function requireEmail(raw: unknown, missingMessage: string): string {
  const email = normalizeEmail(raw);
  if (!email) throw badRequest(missingMessage);
  if (!isValidEmail(email)) throw badRequest('Unable to validate email address: invalid format');
  return email;
}

/** Wraps a database write so a failing app trigger surfaces like GoTrue: 500 "Database error …". */
async function dbWrite<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AuthError) throw err;
    console.error(`[auth] ${message}:`, (err as Error).message);
    throw unexpected(message);
  }
}

async function insertEmailUser(
  tx: Sql,
  fields: {
    id?: string;
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    confirmed: boolean;
    role?: string;
    invited?: boolean;
  },
  errorMessage = 'Database error saving new user',
): Promise<UserRow> {
  const id = fields.id ?? randomUUID();
  const appMeta = { provider: 'email', providers: ['email'], ...(fields.appMetadata ?? {}) };
  await dbWrite(errorMessage, async () => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
         confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_sso_user, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
         case when $5 then now() end, case when $6 then now() end, '', '', '', '', '', $7::jsonb, $8::jsonb, false, now(), now(), false, false)`,
      [
        id,
        fields.role ?? 'authenticated',
        fields.email,
        fields.passwordHash ?? '',
        fields.confirmed,
        fields.invited ?? false,
        JSON.stringify(appMeta),
        JSON.stringify(fields.userMetadata),
      ],
    );
    await tx.query(
      `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3::uuid, $4::jsonb, 'email', null, now(), now())`,
      [
        randomUUID(),
        id,
        id,
        JSON.stringify({
          ...fields.userMetadata,
          sub: id,
          email: fields.email,
          email_verified: fields.confirmed,
          phone_verified: false,
        }),
      ],
    );
  });
  const row = await findUserById(tx, id);
  if (!row) throw unexpected(errorMessage);
  return row;
}

async function userResponse(tx: Sql, id: string): Promise<Record<string, unknown>> {
  const user = await loadUserJson(tx, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

// ---------------------------------------------------------------- signup

async function signup(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  const anonymous = !body.email && !body.password && !body.phone;
  await ctx.limits.request(anonymous ? 'anonymous' : 'otp', req.ip);
  if (ctx.config.disableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  if (body.phone && !body.email)
    throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  // signInAnonymously() posts neither email nor password; anonymous users are off, as in a default project.
  if (anonymous) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  const email = requireEmail(body.email, 'To signup, please provide your email');
  const password = str(body.password);
  if (!password) throw badRequest('Signup requires a valid password');
  assertStrongPassword(ctx.config, password);
  const data = objectOrUndefined(body.data, 'data') ?? {};
  const pkce = parsePkce(body);
  const redirectTo = redirectTarget(req, ctx.config);
  const passwordHash = await hashPassword(password);
  const mails: OutgoingMail[] = [];
  const result = await authTx(ctx, async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (ctx.config.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered');
      if (existing.email_confirmed_at) return fakeUser(email, data);
      const token = await issueUserToken(tx, ctx, existing, 'signup', redirectTo, pkce, true);
      await queueMail(ctx, mails, mailFor(token, 'signup', email));
      return userResponse(tx, existing.id);
    }
    const user = await insertEmailUser(tx, {
      email,
      passwordHash,
      userMetadata: data,
      confirmed: ctx.config.mailerAutoconfirm,
    });
    if (ctx.config.mailerAutoconfirm) return issueSession(tx, ctx.config, req, user.id, 'password');
    const token = await issueUserToken(tx, ctx, user, 'signup', redirectTo, pkce, false);
    await queueMail(ctx, mails, mailFor(token, 'signup', email));
    return userResponse(tx, user.id);
  });
  await sendAll(ctx, mails);
  return ok(req, result);
}

/** Confirmations on + already confirmed address: answer like a fresh signup so the address cannot be probed. */
function fakeUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString().replace('Z', '000Z');
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

// ---------------------------------------------------------------- token

async function token(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const grant = req.url.searchParams.get('grant_type') ?? '';
  const body = readBody(req);
  if (grant === 'password') return ok(req, await passwordGrant(req, ctx, body));
  if (grant === 'refresh_token') {
    const out = await authTx(ctx, (tx) => refreshSession(tx, ctx.config, str(body.refresh_token)));
    if (out instanceof AuthError) throw out;
    return ok(req, out);
  }
  if (grant === 'pkce') return ok(req, await pkceGrant(req, ctx, body));
  // No OIDC, Web3 or SSO provider is configured locally, as in a project that enables none.
  if (grant === 'id_token') {
    const provider = str(body.provider) || str(body.issuer);
    throw badRequest(`Provider (issuer "${provider}") is not enabled`, 'provider_disabled');
  }
  if (grant === 'web3') throw badRequest('Web3 provider is disabled', 'web3_provider_disabled');
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
}

async function passwordGrant(req: ApiRequest, ctx: ServerContext, body: Body): Promise<TokenResponse> {
  const email = normalizeEmail(body.email);
  const password = str(body.password);
  if (!email) {
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw badRequest('missing email or phone');
  }
  await ctx.limits.assertSignInAllowed(email);
  const user = await authTx(ctx, (tx) => findUserByEmail(tx, email));
  // One bcrypt comparison whether or not the address is known: the answer time tells nothing.
  const matches = await passwordMatches(password, user?.encrypted_password ?? null);
  if (!user || !password || !matches) {
    await ctx.limits.signInFailed(email);
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  await ctx.limits.signInSucceeded(email);
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await authTx(ctx, (tx) => issueSession(tx, ctx.config, req, user.id, 'password'));
  const weak = checkPassword(ctx.config, password);
  return weak ? { ...session, weak_password: { reasons: weak.reasons, message: weak.message } } : session;
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  expired: boolean;
}

async function pkceGrant(req: ApiRequest, ctx: ServerContext, body: Body): Promise<TokenResponse> {
  const authCode = str(body.auth_code);
  const verifier = str(body.code_verifier);
  if (!authCode || !verifier)
    throw badRequest('invalid request: both auth code and code verifier should be non-empty');
  return authTx(ctx, async (tx) => {
    const { rows } = await tx.query<FlowStateRow>(
      `select id::text, user_id::text, code_challenge, code_challenge_method,
              coalesce(auth_code_issued_at, created_at) + interval '300 seconds' < now() as expired
         from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    const state = rows[0];
    if (!state || !state.user_id)
      throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (state.expired)
      throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
    if (!pkceMatches(state, verifier))
      throw new AuthError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    await tx.query(`delete from auth.flow_state where id = $1`, [state.id]);
    const user = await findUserById(tx, state.user_id);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
    return issueSession(tx, ctx.config, req, user.id, 'otp');
  });
}

// ---------------------------------------------------------------- verify

const VERIFY_TYPES = new Set(['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email']);

type VerifyOutcome =
  | { kind: 'session'; user: UserRow; type: LinkType; pkce: boolean }
  | { kind: 'email_change_pending'; user: UserRow; pkce: boolean };

/** The token columns a verification `type` may match, in the order they are tried. */
const TOKEN_COLUMNS: Record<string, string[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_current', 'email_change_token_new'],
  email: ['confirmation_token', 'recovery_token'],
};

/**
 * Finds the user owning `candidates` (stored token values) for `type`, checks expiry and applies the effect.
 * Throws 403 otp_expired with `expiredMessage` when nothing valid matches.
 */
async function consumeToken(
  tx: Sql,
  ctx: ServerContext,
  type: string,
  candidates: string[],
  expiredMessage: string,
): Promise<VerifyOutcome> {
  const expired = () => new AuthError(403, 'otp_expired', expiredMessage);
  const owner = await findTokenOwner(tx, type, candidates);
  if (!owner) throw expired();
  const { user, column } = owner;
  const stored = (user as unknown as Record<string, string>)[column];
  const pkce = stored.startsWith('pkce_');
  const sent = epochMs(tokenSentAt(user, column));
  if (sent === null || sent + ctx.config.mailerOtpExp * 1000 < Date.now()) throw expired();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');

  let effective: LinkType;
  if (type === 'email') effective = column === 'confirmation_token' ? 'signup' : 'magiclink';
  else effective = type as LinkType;

  await dbWrite('Database error updating user', () => clearEmailToken(tx, user.id, column));
  if (column.startsWith('email_change')) {
    const pending = await applyEmailChange(tx, ctx, user, column, expired);
    if (pending) return { kind: 'email_change_pending', user, pkce };
  }
  const fresh = await findUserById(tx, user.id);
  return { kind: 'session', user: fresh ?? user, type: effective, pkce };
}

async function findTokenOwner(
  tx: Sql,
  type: string,
  candidates: string[],
): Promise<{ user: UserRow; column: string } | null> {
  for (const column of TOKEN_COLUMNS[type] ?? []) {
    const user = await findUser(tx, `${column} = any($1::text[]) and ${column} <> ''`, [candidates]);
    if (user) return { user, column };
  }
  return null;
}

function tokenSentAt(user: UserRow, column: string): string | null {
  return column === 'confirmation_token'
    ? user.confirmation_sent_at
    : column === 'recovery_token'
      ? user.recovery_sent_at
      : user.email_change_sent_at;
}

/** A confirmation or recovery token is single-use, and proves the address. */
async function clearEmailToken(tx: Sql, userId: string, column: string) {
  if (column === 'confirmation_token') {
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now() where id = $1`,
      [userId],
    );
    await markEmailVerified(tx, userId);
  } else if (column === 'recovery_token') {
    await tx.query(
      `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [userId],
    );
    await markEmailVerified(tx, userId);
  }
}

/**
 * An email-change token: with secure email change, the first of the two tokens only marks the change half
 * confirmed (returns true: pending); otherwise the new address replaces the old one.
 */
async function applyEmailChange(
  tx: Sql,
  ctx: ServerContext,
  user: UserRow,
  column: string,
  expired: () => AuthError,
): Promise<boolean> {
  const other =
    column === 'email_change_token_current' ? user.email_change_token_new : user.email_change_token_current;
  if (ctx.config.secureEmailChange && other && (user.email_change_confirm_status ?? 0) === 0) {
    await tx.query(
      `update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`,
      [user.id],
    );
    return true;
  }
  const newEmail = user.email_change ?? '';
  if (!newEmail) throw expired();
  await dbWrite('Database error updating user', async () => {
    await tx.query(
      `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
              email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [user.id, newEmail],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [user.id, newEmail],
    );
  });
  return false;
}

async function markEmailVerified(tx: Sql, userId: string) {
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

const EMAIL_CHANGE_PENDING_MESSAGE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** No SMS provider: no phone code was ever sent, so every one is expired (GoTrue's answer for an unknown code). */
function rejectPhoneCode(raw: unknown): never {
  const phone = str(raw).trim().replace(/^\+/, '');
  if (!/^[1-9][0-9]{1,14}$/.test(phone)) throw badRequest('Invalid phone number format (E.164 required)');
  throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
}

async function verifyPost(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  const type = str(body.type);
  const hash = str(body.token_hash);
  const otp = str(body.token);
  const rawEmail = body.email;
  if (!hash && !otp) throw badRequest('Verify requires either a token or a token hash');
  if (hash && (rawEmail || body.phone || otp))
    throw badRequest('Only the token_hash and type should be provided');
  if (type === 'sms' || type === 'phone_change') rejectPhoneCode(body.phone);
  if (!VERIFY_TYPES.has(type)) throw badRequest('Unsupported verification type');
  let candidates: string[];
  let message: string;
  if (hash) {
    candidates = [hash];
    message = 'Email link is invalid or has expired';
  } else {
    const email = normalizeEmail(rawEmail);
    if (!email) throw badRequest('Verify requires an email or a phone number');
    if (!isValidEmail(email)) throw unprocessable('validation_failed', 'Invalid email format');
    const h = tokenHash(email, otp.trim());
    candidates = [h, `pkce_${h}`];
    message = 'Token has expired or is invalid';
  }
  const codeOwner = hash ? null : normalizeEmail(rawEmail);
  try {
    const out = await authTx(ctx, async (tx) => {
      const outcome = await consumeToken(tx, ctx, type, candidates, message);
      if (outcome.kind === 'email_change_pending')
        return { msg: EMAIL_CHANGE_PENDING_MESSAGE, code: '200' } as Record<string, unknown>;
      // a recovery code opens a 'recovery' session, like the recovery link: the password can then be set
      // without a reauthentication nonce (reauth.ts)
      return issueSession(tx, ctx.config, req, outcome.user.id, type === 'recovery' ? 'recovery' : 'otp');
    });
    return ok(req, out);
  } catch (err) {
    // A six-digit code is guessable: after a few wrong tries it stops working, even the right one.
    if (
      codeOwner &&
      err instanceof AuthError &&
      err.code === 'otp_expired' &&
      (await ctx.limits.codeFailed(codeOwner))
    )
      await authTx(ctx, (tx) => revokeCodes(tx, codeOwner));
    throw err;
  }
}

/** Clears every e-mail code and link of the account using `email` (current or pending address). */
async function revokeCodes(tx: Sql, email: string): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '',
            email_change_token_current = '', updated_at = now()
      where lower(email) = $1 or lower(email_change) = $1`,
    [email],
  );
}

function withFragment(target: string, params: Record<string, string>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((k) => [k, params[k]] as [string, string]);
  const fragment = new URLSearchParams(sorted).toString();
  const base = target.split('#')[0];
  return `${base}#${fragment}`;
}

function withQuery(target: string, params: Record<string, string>): string {
  try {
    const url = new URL(target);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  } catch {
    return `${target}${target.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
  }
}

const redirect = (location: string): ApiResponse => ({ status: 303, headers: { location } });

async function verifyGet(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const q = req.url.searchParams;
  const tokenValue = q.get('token') ?? '';
  const type = q.get('type') ?? '';
  const target = redirectTarget(req, ctx.config);
  const pkceLink = tokenValue.startsWith('pkce_');
  const fail = (err: AuthError) => {
    const errorName =
      err.status >= 500 ? 'server_error' : err.status === 403 ? 'access_denied' : 'invalid_request';
    const params = { error: errorName, error_code: err.code, error_description: err.message, sb: '' };
    const base = pkceLink
      ? withQuery(target, { error: errorName, error_code: err.code, error_description: err.message })
      : target;
    return redirect(withFragment(base, params));
  };
  try {
    if (!tokenValue) throw badRequest('Verify requires either a token or a token hash');
    if (!VERIFY_TYPES.has(type)) throw badRequest('Unsupported verification type');
    const result = await authTx(ctx, async (tx) => {
      const outcome = await consumeToken(tx, ctx, type, [tokenValue], 'Email link is invalid or has expired');
      if (outcome.kind === 'email_change_pending') return { kind: 'pending' as const };
      if (outcome.pkce) {
        const { rows } = await tx.query<{ auth_code: string }>(
          `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
            where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1)
            returning auth_code`,
          [outcome.user.id, AUTH_METHOD_OF[outcome.type]],
        );
        if (!rows[0])
          throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        return { kind: 'code' as const, code: rows[0].auth_code };
      }
      return {
        kind: 'session' as const,
        session: await issueSession(tx, ctx.config, req, outcome.user.id, 'otp'),
      };
    });
    if (result.kind === 'pending')
      return redirect(withFragment(target, { message: EMAIL_CHANGE_PENDING_MESSAGE, sb: '' }));
    if (result.kind === 'code') return redirect(withQuery(target, { code: result.code }));
    const s = result.session;
    return redirect(
      withFragment(target, {
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        sb: '',
        token_type: 'bearer',
        type,
      }),
    );
  } catch (err) {
    if (err instanceof AuthError) return fail(err);
    console.error('[auth] verify failed', err);
    return fail(unexpected());
  }
}

// ---------------------------------------------------------------- mails on demand

async function recover(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  const email = requireEmail(body.email, 'Password recovery requires an email');
  const pkce = parsePkce(body);
  const redirectTo = redirectTarget(req, ctx.config);
  const mails: OutgoingMail[] = [];
  await authTx(ctx, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const t = await issueUserToken(tx, ctx, user, 'recovery', redirectTo, pkce, true);
    await queueMail(ctx, mails, mailFor(t, 'recovery', email));
  });
  await sendAll(ctx, mails);
  return ok(req, {});
}

async function resend(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  const type = str(body.type);
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type))
    throw badRequest('Missing one of these types: signup, email_change, sms, phone_change');
  if (type === 'sms' || type === 'phone_change')
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = requireEmail(body.email, 'A valid email or phone number must be provided.');
  const pkce = parsePkce(body);
  const redirectTo = redirectTarget(req, ctx.config);
  const mails: OutgoingMail[] = [];
  await authTx(ctx, async (tx) => {
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at) return;
      const t = await issueUserToken(tx, ctx, user, 'signup', redirectTo, pkce, true);
      await queueMail(ctx, mails, mailFor(t, 'signup', email));
      return;
    }
    const user = await findUserByEmail(tx, email);
    if (!user || !user.email_change) return;
    for (const m of await emailChangeMails(tx, ctx, user, user.email_change, redirectTo, pkce, true))
      await queueMail(ctx, mails, m);
  });
  await sendAll(ctx, mails);
  return ok(req, {});
}

async function emailChangeMails(
  tx: Sql,
  ctx: ServerContext,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  pkce: Pkce | null,
  checkFrequency: boolean,
): Promise<OutgoingMail[]> {
  const { current, next } = await issueEmailChangeTokens(
    tx,
    ctx,
    user,
    newEmail,
    redirectTo,
    pkce,
    checkFrequency,
  );
  const mails = [mailFor(next, 'email_change', newEmail, newEmail)];
  if (current && user.email) mails.unshift(mailFor(current, 'email_change_current', user.email, newEmail));
  return mails;
}

/** signInWithOtp for e-mail: magic link for known confirmed users, confirmation mail otherwise. */
async function otp(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  if (body.phone && !body.email)
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = requireEmail(body.email, 'An email address is required');
  const data = objectOrUndefined(body.data, 'data') ?? {};
  const createUser = body.create_user !== false;
  const pkce = parsePkce(body);
  const redirectTo = redirectTarget(req, ctx.config);
  const mails: OutgoingMail[] = [];
  await authTx(ctx, async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      if (ctx.config.disableSignup)
        throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
      user = await insertEmailUser(tx, { email, passwordHash: null, userMetadata: data, confirmed: false });
    }
    if (!user.email_confirmed_at) {
      const t = await issueUserToken(tx, ctx, user, 'signup', redirectTo, pkce, true);
      await queueMail(ctx, mails, mailFor(t, 'signup', email));
    } else {
      const t = await issueUserToken(tx, ctx, user, 'magiclink', redirectTo, pkce, true);
      await queueMail(ctx, mails, mailFor(t, 'magiclink', email));
    }
  });
  await sendAll(ctx, mails);
  return ok(req, {});
}

// ---------------------------------------------------------------- /user, /logout

async function getUser(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const user = await authTx(ctx, async (tx) => {
    const caller = await requireCaller(tx, req, ctx.config);
    return userResponse(tx, caller.user.id);
  });
  return ok(req, user);
}

async function updateUser(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  if (body.app_metadata !== undefined && body.app_metadata !== null)
    throw new AuthError(403, 'not_admin', 'User not allowed');
  const data = objectOrUndefined(body.data, 'data');
  const password = body.password === undefined || body.password === null ? null : str(body.password);
  if (password !== null) {
    if (!password) throw badRequest('Password update requires a valid password');
    assertStrongPassword(ctx.config, password);
  }
  const newEmail =
    body.email === undefined || body.email === null || body.email === '' ? null : normalizeEmail(body.email);
  if (newEmail !== null && !isValidEmail(newEmail))
    throw badRequest('Unable to validate email address: invalid format');
  const pkce = parsePkce(body);
  const redirectTo = redirectTarget(req, ctx.config);
  const passwordHash = password ? await hashPassword(password) : null;
  const mails: OutgoingMail[] = [];
  const result = await authTx(ctx, async (tx) => {
    const caller = await requireCaller(tx, req, ctx.config);
    const user = caller.user;
    if (password && ctx.config.securePasswordChange) {
      // returned, not thrown: a nonce ended by too many wrong guesses must stay ended
      const refused = await checkPasswordNonce(tx, ctx, caller, str(body.nonce));
      if (refused) return refused;
    }
    await dbWrite('Database error updating user', async () => {
      if (password && passwordHash) await changeOwnPassword(tx, caller, password, passwordHash);
      if (data) {
        const merged = mergeMetadata(userMetadataOf(user), data);
        await tx.query(
          `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
          [user.id, JSON.stringify(merged)],
        );
      }
    });
    if (newEmail !== null && newEmail !== (user.email ?? '').toLowerCase()) {
      const clash = await findUserByEmail(tx, newEmail);
      if (clash && clash.id !== user.id)
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      const fresh = (await findUserById(tx, user.id)) ?? user;
      for (const m of await emailChangeMails(tx, ctx, fresh, newEmail, redirectTo, pkce, true))
        await queueMail(ctx, mails, m);
    }
    return userResponse(tx, user.id);
  });
  if (result instanceof AuthError) throw result;
  await sendAll(ctx, mails);
  return ok(req, result);
}

/** A new password voids pending tokens and every other session of the user. */
async function changeOwnPassword(tx: Sql, caller: Caller, password: string, passwordHash: string) {
  const user = caller.user;
  if (await passwordMatches(password, user.encrypted_password))
    throw unprocessable('same_password', 'New password should be different from the old password.');
  await tx.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', recovery_token = '', email_change_token_new = '',
            email_change_token_current = '', email_change = '', email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [user.id, passwordHash],
  );
  if (caller.sessionId)
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, caller.sessionId]);
  else await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
}

async function logout(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const scope = req.url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw badRequest('Unsupported logout scope');
  await authTx(ctx, async (tx) => {
    const caller = await requireCaller(tx, req, ctx.config);
    if (scope === 'global') await tx.query(`delete from auth.sessions where user_id = $1`, [caller.user.id]);
    else if (caller.sessionId && scope === 'local')
      await tx.query(`delete from auth.sessions where id = $1`, [caller.sessionId]);
    else if (caller.sessionId)
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
        caller.user.id,
        caller.sessionId,
      ]);
  });
  return { status: 204, headers: versionHeaders(req) };
}

// ---------------------------------------------------------------- admin

function adminUserId(raw: string): string {
  if (!isUuid(raw)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  return raw.toLowerCase();
}

/** GoTrue parses `page` / `per_page` as unsigned integers: anything else is a 400, never a silent page 1. */
function pageParam(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest('Bad Pagination Parameters');
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw badRequest('Bad Pagination Parameters');
  return n === 0 ? fallback : n;
}

async function listUsers(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const q = req.url.searchParams;
  const page = pageParam(q.get('page'), 1);
  const perPage = Math.min(1000, pageParam(q.get('per_page'), 50));
  const { users, total } = await authTx(ctx, async (tx) => {
    const count = await tx.query<{ n: number }>(
      `select count(*)::int as n from auth.users where deleted_at is null`,
    );
    const { rows } = await tx.query<UserRow>(
      `${USER_SELECT} where deleted_at is null order by auth.users.created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const ids = rows.map((r) => r.id);
    const identities = await identitiesOf(tx, ids);
    const factors = await factorsOf(tx, ids);
    return {
      users: rows.map((r) => userJson(r, identities.get(r.id) ?? [], factors.get(r.id) ?? [])),
      total: Number(count.rows[0]?.n ?? 0),
    };
  });
  const lastPage = Math.ceil(total / perPage);
  const links: string[] = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  if (lastPage > 0) links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  const headers: Record<string, string> = { ...versionHeaders(req), 'x-total-count': String(total) };
  if (links.length) headers.link = links.join(', ');
  return json(200, { users, aud: 'authenticated' }, headers);
}

/** Go duration (`24h`, `1h30m`, `90s`) → seconds; `none` → null (unban). */
function parseBanDuration(raw: string): number | null {
  if (raw === 'none') return null;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;
  const unit: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };
  let total = 0;
  let consumed = '';
  for (const m of raw.matchAll(re)) {
    total += Number(m[1]) * unit[m[2]];
    consumed += m[0];
  }
  if (!raw || consumed !== raw) throw badRequest('invalid format for ban duration');
  return total;
}

async function createUser(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  if (body.phone && !body.email)
    throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = requireEmail(body.email, 'Unable to validate email address: invalid format');
  const password = body.password === undefined || body.password === null ? '' : str(body.password);
  if (password) assertStrongPassword(ctx.config, password);
  const userMetadata =
    objectOrUndefined(body.user_metadata, 'user_metadata') ?? objectOrUndefined(body.data, 'data') ?? {};
  const appMetadata = objectOrUndefined(body.app_metadata, 'app_metadata') ?? {};
  const id = body.id === undefined || body.id === null ? undefined : str(body.id).toLowerCase();
  if (id !== undefined && !isUuid(id)) throw badRequest('user_id must be an UUID');
  const role = typeof body.role === 'string' && body.role ? body.role : 'authenticated';
  const banSeconds = typeof body.ban_duration === 'string' ? parseBanDuration(body.ban_duration) : null;
  const passwordHash =
    typeof body.password_hash === 'string' && body.password_hash
      ? body.password_hash
      : password
        ? await hashPassword(password)
        : null;
  const user = await authTx(ctx, async (tx) => {
    if (await findUserByEmail(tx, email))
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    if (id && (await findUserById(tx, id)))
      throw unprocessable('user_already_exists', 'User already registered');
    const row = await insertEmailUser(
      tx,
      { id, email, passwordHash, userMetadata, appMetadata, confirmed: body.email_confirm === true, role },
      'Database error creating new user',
    );
    if (banSeconds !== null)
      await tx.query(`update auth.users set banned_until = now() + make_interval(secs => $2) where id = $1`, [
        row.id,
        banSeconds,
      ]);
    return userResponse(tx, row.id);
  });
  return ok(req, user);
}

async function getUserById(req: ApiRequest, ctx: ServerContext, rawId: string): Promise<ApiResponse> {
  const id = adminUserId(rawId);
  return ok(req, await authTx(ctx, (tx) => userResponse(tx, id)));
}

/** What an admin update may change; an absent field (`undefined`, or `null` for email and password) stays. */
interface AdminUserChanges {
  email: string | null;
  passwordHash: string | null;
  emailConfirm: boolean;
  userMetadata: Record<string, unknown> | undefined;
  appMetadata: Record<string, unknown> | undefined;
  role: unknown;
  /** seconds; null unbans */
  banSeconds: number | null | undefined;
}

async function updateUserById(req: ApiRequest, ctx: ServerContext, rawId: string): Promise<ApiResponse> {
  const id = adminUserId(rawId);
  const body = readBody(req);
  const email =
    body.email === undefined || body.email === null || body.email === '' ? null : normalizeEmail(body.email);
  if (email !== null && !isValidEmail(email))
    throw badRequest('Unable to validate email address: invalid format');
  const password = body.password === undefined || body.password === null ? null : str(body.password);
  if (password !== null) assertStrongPassword(ctx.config, password);
  const userMetadata = objectOrUndefined(body.user_metadata, 'user_metadata');
  const appMetadata = objectOrUndefined(body.app_metadata, 'app_metadata');
  const banSeconds = typeof body.ban_duration === 'string' ? parseBanDuration(body.ban_duration) : undefined;
  const passwordHash = password ? await hashPassword(password) : null;
  const changes: AdminUserChanges = {
    email,
    passwordHash,
    emailConfirm: body.email_confirm === true,
    userMetadata,
    appMetadata,
    role: body.role,
    banSeconds,
  };
  const user = await authTx(ctx, async (tx) => {
    const row = await findUserById(tx, id);
    if (!row) throw new AuthError(404, 'user_not_found', 'User not found');
    await dbWrite('Database error updating user', () => applyAdminChanges(tx, id, row, changes));
    return userResponse(tx, id);
  });
  return ok(req, user);
}

async function applyAdminChanges(tx: Sql, id: string, row: UserRow, changes: AdminUserChanges) {
  const { email, passwordHash, userMetadata, appMetadata, role, banSeconds } = changes;
  if (email !== null && email !== row.email) {
    const clash = await findUserByEmail(tx, email);
    if (clash && clash.id !== id)
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [id, email]);
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [id, email],
    );
  }
  if (passwordHash)
    await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
      id,
      passwordHash,
    ]);
  if (changes.emailConfirm)
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [id],
    );
  if (userMetadata)
    await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
      id,
      JSON.stringify(mergeMetadata(userMetadataOf(row), userMetadata)),
    ]);
  if (appMetadata)
    await tx.query(`update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
      id,
      JSON.stringify(mergeMetadata(appMetadataOf(row), appMetadata)),
    ]);
  if (typeof role === 'string' && role)
    await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [id, role]);
  if (banSeconds !== undefined)
    await tx.query(
      `update auth.users set banned_until = case when $2::float8 is null then null else now() + make_interval(secs => $2::float8) end,
              updated_at = now() where id = $1`,
      [id, banSeconds],
    );
}

async function deleteUser(req: ApiRequest, ctx: ServerContext, rawId: string): Promise<ApiResponse> {
  const id = adminUserId(rawId);
  const body = readBody(req);
  await authTx(ctx, async (tx) => {
    const row = await findUserById(tx, id);
    if (!row) throw new AuthError(404, 'user_not_found', 'User not found');
    await dbWrite('Database error deleting user', async () => {
      if (body.should_soft_delete === true) {
        // GoTrue's soft delete: keep the row, make the address reusable, end every session.
        await tx.query(
          `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
                  raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
          [id],
        );
        await tx.query(`delete from auth.identities where user_id = $1`, [id]);
        await tx.query(`delete from auth.mfa_factors where user_id = $1`, [id]);
        await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
      } else await tx.query(`delete from auth.users where id = $1`, [id]);
    });
  });
  return ok(req, {});
}

async function invite(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  const email = requireEmail(body.email, 'Unable to validate email address: invalid format');
  const data = objectOrUndefined(body.data, 'data') ?? {};
  const redirectTo = redirectTarget(req, ctx.config, body.redirect_to);
  const mails: OutgoingMail[] = [];
  const user = await authTx(ctx, async (tx) => {
    let row = await findUserByEmail(tx, email);
    if (row?.email_confirmed_at)
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    if (!row)
      row = await insertEmailUser(
        tx,
        { email, passwordHash: null, userMetadata: data, confirmed: false, invited: true },
        'Database error saving new user',
      );
    const t = await issueUserToken(tx, ctx, row, 'invite', redirectTo, null, false);
    await queueMail(ctx, mails, mailFor(t, 'invite', email));
    return userResponse(tx, row.id);
  });
  await sendAll(ctx, mails);
  return ok(req, user);
}

const LINK_TYPES = new Set([
  'signup',
  'magiclink',
  'recovery',
  'invite',
  'email_change_current',
  'email_change_new',
]);

async function generateLink(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const body = readBody(req);
  const type = str(body.type);
  if (!LINK_TYPES.has(type)) throw badRequest('Invalid link type');
  const email = requireEmail(body.email, 'Unable to validate email address: invalid format');
  const data = objectOrUndefined(body.data, 'data');
  const password = str(body.password);
  if (type === 'signup') {
    if (!password) throw badRequest('Signup requires a valid password');
    assertStrongPassword(ctx.config, password);
  }
  let newEmail = '';
  if (type.startsWith('email_change')) {
    newEmail = normalizeEmail(body.new_email);
    if (!newEmail || !isValidEmail(newEmail)) throw badRequest('The new email address provided is invalid');
  }
  const redirectTo = redirectTarget(req, ctx.config, body.redirect_to);
  const passwordHash = password && type === 'signup' ? await hashPassword(password) : null;
  const result = await authTx(ctx, async (tx) => {
    const { user, issued } = await issueAdminLink(tx, ctx, {
      type,
      email,
      newEmail,
      passwordHash,
      data,
      redirectTo,
    });
    const userBody = await userResponse(tx, user.id);
    return {
      ...userBody,
      action_link: issued.link,
      email_otp: issued.otp,
      hashed_token: issued.stored,
      redirect_to: redirectTo,
      verification_type: issued.type,
    };
  });
  return ok(req, result);
}

/** The token of a generated link; signup and invite links create the user when needed. */
async function issueAdminLink(
  tx: Sql,
  ctx: ServerContext,
  link: {
    type: string;
    email: string;
    newEmail: string;
    passwordHash: string | null;
    data: Record<string, unknown> | undefined;
    redirectTo: string;
  },
): Promise<{ user: UserRow; issued: IssuedToken }> {
  const { type, email, newEmail, redirectTo } = link;
  let user = await findUserByEmail(tx, email);
  if (type === 'signup' || type === 'invite') {
    if (user?.email_confirmed_at)
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    if (!user)
      user = await insertEmailUser(tx, {
        email,
        passwordHash: link.passwordHash,
        userMetadata: link.data ?? {},
        confirmed: false,
        invited: type === 'invite',
      });
    return { user, issued: await issueUserToken(tx, ctx, user, type, redirectTo, null, false) };
  }
  if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
  if (type === 'magiclink' || type === 'recovery')
    return { user, issued: await issueUserToken(tx, ctx, user, type, redirectTo, null, false) };
  const clash = await findUserByEmail(tx, newEmail);
  if (clash && clash.id !== user.id)
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  const { current, next } = await issueEmailChangeTokens(tx, ctx, user, newEmail, redirectTo, null, false);
  return { user, issued: type === 'email_change_current' && current ? current : next };
}

// ---------------------------------------------------------------- router

const settings = (ctx: ServerContext) => ({
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    facebook: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: false,
    keycloak: false,
    kakao: false,
    linkedin_oidc: false,
    notion: false,
    spotify: false,
    slack_oidc: false,
    workos: false,
    twitch: false,
    twitter: false,
    zoom: false,
    email: true,
    phone: false,
  },
  disable_signup: ctx.config.disableSignup,
  mailer_autoconfirm: ctx.config.mailerAutoconfirm,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
});

/** GoTrue's per-IP limiters by route (`/signup` counts itself: anonymous sign-ins have their own limit). */
const LIMITED: Record<string, RequestKind> = {
  '/token': 'token',
  '/verify': 'verify',
  '/recover': 'otp',
  '/resend': 'otp',
  '/otp': 'otp',
  '/magiclink': 'otp',
};

async function route(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const { method } = req;
  const path = req.path.replace(/\/+$/, '') || '/';
  const limited = LIMITED[path];
  if (limited && (method === 'POST' || path === '/verify')) await ctx.limits.request(limited, req.ip);
  const response =
    (await userRoute(req, ctx, path)) ??
    (await adminRoute(req, ctx, path)) ??
    (await mfaRoute(req, ctx, path));
  if (response) return response;
  if (path === '/reauthenticate' || path.startsWith('/factors')) await verifiedClaims(req, ctx.config);
  throw new AuthError(404, 'not_found', 'Not Found');
}

/** Sign-up, sign-in, verification, the signed-in user and the public endpoints; null when none matches. */
async function userRoute(req: ApiRequest, ctx: ServerContext, path: string): Promise<ApiResponse | null> {
  const { method } = req;
  if (path === '/verify') {
    if (method === 'GET') return verifyGet(req, ctx);
    if (method === 'POST') return verifyPost(req, ctx);
  }
  if (method === 'POST') {
    if (path === '/signup') return signup(req, ctx);
    if (path === '/token') return token(req, ctx);
    if (path === '/recover') return recover(req, ctx);
    if (path === '/resend') return resend(req, ctx);
    if (path === '/otp' || path === '/magiclink') return otp(req, ctx);
    if (path === '/logout') return logout(req, ctx);
    if (path === '/sso') throw badRequest('SAML 2.0 is disabled', 'saml_provider_disabled');
  }
  if (path === '/user/identities/authorize' || path.startsWith('/user/identities/')) {
    await authTx(ctx, (tx) => requireCaller(tx, req, ctx.config));
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  }
  if (path === '/user') {
    if (method === 'GET') return getUser(req, ctx);
    if (method === 'PUT') return updateUser(req, ctx);
  }
  if (method === 'GET') {
    if (path === '/settings') return ok(req, settings(ctx));
    if (path === '/health')
      return ok(req, {
        version: 'v2.170.0-local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      });
    if (path === '/.well-known/jwks.json') return ok(req, { keys: [] });
    if (path === '/authorize' || path === '/callback')
      throw badRequest('Unsupported provider: provider is not enabled');
  }
  return null;
}

/** `/invite` and `/admin/…`, service role only; null when no route matches. */
async function adminRoute(req: ApiRequest, ctx: ServerContext, path: string): Promise<ApiResponse | null> {
  const { method } = req;
  if (!(path === '/invite' || path === '/admin' || path.startsWith('/admin/'))) return null;
  await requireAdmin(req, ctx.config);
  if (path === '/invite' && method === 'POST') return invite(req, ctx);
  if (path === '/admin/users') {
    if (method === 'GET') return listUsers(req, ctx);
    if (method === 'POST') return createUser(req, ctx);
  }
  if (path === '/admin/generate_link' && method === 'POST') return generateLink(req, ctx);
  const f = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(path);
  if (f) {
    const id = adminUserId(decodeURIComponent(f[1]));
    if (!f[2] && method === 'GET') return adminListFactors(req, ctx, id);
    if (f[2] && method === 'DELETE') return adminDeleteFactor(req, ctx, id, decodeURIComponent(f[2]));
  }
  const m = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (m) {
    const id = decodeURIComponent(m[1]);
    if (method === 'GET') return getUserById(req, ctx, id);
    if (method === 'PUT') return updateUserById(req, ctx, id);
    if (method === 'DELETE') return deleteUser(req, ctx, id);
  }
  return null;
}

/** Second factors (`/factors…`) and `/reauthenticate`; null when no route matches. */
async function mfaRoute(req: ApiRequest, ctx: ServerContext, path: string): Promise<ApiResponse | null> {
  const { method } = req;
  if (path === '/factors' && method === 'POST') return enroll(req, ctx);
  const factor = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
  if (factor) {
    const id = decodeURIComponent(factor[1]);
    if (factor[2] === '/challenge' && method === 'POST') return challenge(req, ctx, id);
    if (factor[2] === '/verify' && method === 'POST') return verifyFactor(req, ctx, id);
    if (!factor[2] && method === 'DELETE') return unenroll(req, ctx, id);
  }
  if (path === '/reauthenticate' && method === 'GET') return reauthenticate(req, ctx);
  return null;
}

/** GoTrue caps request bodies at 1 MB (the server itself allows large storage uploads). */
const MAX_AUTH_BODY = 1024 * 1024;

export const authHandler: Handler = async (req, ctx) => {
  try {
    if (req.body.length > MAX_AUTH_BODY)
      throw new AuthError(413, 'request_entity_too_large', 'Request body too large');
    return await route(req, ctx);
  } catch (err) {
    if (err instanceof AuthError) return errorResponse(req, err);
    const pg = asPgError(err);
    console.error('[auth] unexpected error', pg ? `${pg.code} ${pg.message}` : err);
    return errorResponse(req, unexpected());
  }
};
