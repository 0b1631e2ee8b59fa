// E-mail tokens, mails and PKCE flow states shared by signup, recover, resend, otp, invite and generate_link (§1.5).
import { createHash, randomUUID } from 'node:crypto';
import type { Sql } from '../db.ts';
import type { ServerContext } from '../http.ts';
import type { OutgoingMail } from '../mail.ts';
import { AuthError, badRequest } from './errors.ts';
import { renderAuthMail, type MailKind } from './mail-templates.ts';
import { epochMs, type UserRow } from './model.ts';
import { newOtp, tokenHash } from './policy.ts';

export type LinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

export interface Pkce {
  challenge: string;
  method: 's256' | 'plain';
}

/** `code_challenge` + `code_challenge_method` from a body; both null/absent → implicit flow. */
export function parsePkce(body: Record<string, unknown>): Pkce | null {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if (
    (challenge === undefined || challenge === null || challenge === '') &&
    (method === undefined || method === null || method === '')
  )
    return null;
  if (typeof challenge !== 'string' || !challenge || typeof method !== 'string' || !method)
    throw badRequest('PKCE flow requires code_challenge_method and code_challenge');
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw badRequest(`code challenge method not supported: ${method}`);
  if (challenge.length < 43 || challenge.length > 128)
    throw badRequest('code challenge has to be between 43 and 128 characters');
  return { challenge, method: m };
}

export function pkceMatches(
  state: { code_challenge: string; code_challenge_method: string },
  verifier: string,
): boolean {
  if (state.code_challenge_method.toLowerCase() === 'plain') return verifier === state.code_challenge;
  return createHash('sha256').update(verifier).digest('base64url') === state.code_challenge;
}

export const AUTH_METHOD_OF: Record<LinkType, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

export async function saveFlowState(tx: Sql, userId: string, pkce: Pkce, type: LinkType): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, AUTH_METHOD_OF[type]],
  );
}

/** 429 when the previous mail of this kind went out less than SMTP_MAX_FREQUENCY seconds ago. */
export function assertMailFrequency(ctx: ServerContext, sentAt: string | null): void {
  const last = epochMs(sentAt);
  if (last === null || ctx.config.smtpMaxFrequency <= 0) return;
  const waitMs = last + ctx.config.smtpMaxFrequency * 1000 - Date.now();
  if (waitMs > 0)
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
}

export interface IssuedToken {
  otp: string;
  /** value stored in auth.users and used in links: token hash, `pkce_`-prefixed for PKCE */
  stored: string;
  email: string;
  type: LinkType;
  link: string;
  redirectTo: string;
}

/** Go's url.QueryEscape: unreserved characters kept, space as `+`, everything else percent-encoded. */
const goQueryEscape = (s: string) =>
  encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** As GoTrue: `redirect_to` goes in as given, escaped only when it holds `&`, `=` or `#` (not encoded yet). */
export const linkRedirect = (redirectTo: string) =>
  /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo;

export function verifyLink(ctx: ServerContext, stored: string, type: LinkType, redirectTo: string): string {
  return `${ctx.config.apiUrl}/auth/v1/verify?token=${stored}&type=${type}&redirect_to=${linkRedirect(redirectTo)}`;
}

function tokenFor(
  ctx: ServerContext,
  email: string,
  type: LinkType,
  redirectTo: string,
  pkce: Pkce | null,
): IssuedToken {
  const otp = newOtp();
  const hash = tokenHash(email, otp);
  const stored = pkce ? `pkce_${hash}` : hash;
  return { otp, stored, email, type, redirectTo, link: verifyLink(ctx, stored, type, redirectTo) };
}

/** Issues (and stores) a signup/invite/recovery/magiclink token; replaces any previous one. */
export async function issueUserToken(
  tx: Sql,
  ctx: ServerContext,
  user: UserRow,
  type: Exclude<LinkType, 'email_change'>,
  redirectTo: string,
  pkce: Pkce | null,
  checkFrequency: boolean,
): Promise<IssuedToken> {
  const confirmation = type === 'signup' || type === 'invite';
  if (checkFrequency)
    assertMailFrequency(ctx, confirmation ? user.confirmation_sent_at : user.recovery_sent_at);
  const token = tokenFor(ctx, user.email ?? '', type, redirectTo, pkce);
  if (confirmation)
    await tx.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
         ${type === 'invite' ? ', invited_at = coalesce(invited_at, now())' : ''} where id = $1`,
      [user.id, token.stored],
    );
  else
    await tx.query(
      `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`,
      [user.id, token.stored],
    );
  if (pkce) await saveFlowState(tx, user.id, pkce, type);
  return token;
}

/** Email change tokens: over the new address, plus over the current one when secure change is on. */
export async function issueEmailChangeTokens(
  tx: Sql,
  ctx: ServerContext,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  pkce: Pkce | null,
  checkFrequency: boolean,
): Promise<{ current: IssuedToken | null; next: IssuedToken }> {
  if (checkFrequency) assertMailFrequency(ctx, user.email_change_sent_at);
  const next = tokenFor(ctx, newEmail, 'email_change', redirectTo, pkce);
  const current =
    ctx.config.secureEmailChange && user.email
      ? tokenFor(ctx, user.email, 'email_change', redirectTo, pkce)
      : null;
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, newEmail, next.stored, current?.stored ?? ''],
  );
  if (pkce) await saveFlowState(tx, user.id, pkce, 'email_change');
  return { current, next };
}

export function mailFor(token: IssuedToken, kind: MailKind, to: string, newEmail?: string): OutgoingMail {
  const content = renderAuthMail(kind, { email: token.email, link: token.link, otp: token.otp, newEmail });
  return {
    to,
    type: token.type,
    subject: content.subject,
    html: content.html,
    text: content.text,
    otp: token.otp,
    token_hash: token.stored,
    link: token.link,
    redirect_to: token.redirectTo,
  };
}

/** Adds a mail to send once the transaction commits, within GOTRUE_RATE_LIMIT_EMAIL_SENT (429 rolls it back). */
export async function queueMail(
  ctx: ServerContext,
  mails: OutgoingMail[],
  mail: OutgoingMail,
): Promise<void> {
  await ctx.limits.emails(1);
  mails.push(mail);
}

export async function sendAll(ctx: ServerContext, mails: OutgoingMail[]): Promise<void> {
  for (const mail of mails) {
    // the code in this mail replaces the previous one, with its own tries
    if (mail.otp) await ctx.limits.codeIssued(mail.to.toLowerCase());
    try {
      await ctx.mailer.send(mail);
    } catch (err) {
      // The token is stored; a resend can recover from a mail transport failure.
      console.error('[auth] mail delivery failed', err);
    }
  }
}
