// Reauthentication (GoTrue's GET /reauthenticate and the `nonce` of PUT /user): a 6-digit code sent by e-mail
// that a password change must carry when secure password change is on.
import type { Sql } from '../db.ts';
import type { ApiRequest, ApiResponse, ServerContext } from '../http.ts';
import type { OutgoingMail } from '../mail.ts';
import { AuthError, unprocessable } from './errors.ts';
import { assertMailFrequency, queueMail, sendAll } from './flows.ts';
import { renderReauthenticationMail } from './mail-templates.ts';
import { epochMs } from './model.ts';
import { newOtp, tokenHash } from './policy.ts';
import { authTx, ok } from './request.ts';
import { requireCaller, type Caller } from './sessions.ts';

interface NonceRow {
  reauthentication_token: string | null;
  sent_at: string | null;
}

const nonceRow = async (tx: Sql, userId: string) =>
  (
    await tx.query<NonceRow>(
      `select reauthentication_token,
              to_char(reauthentication_sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sent_at
         from auth.users where id = $1`,
      [userId],
    )
  ).rows[0];

/** GET /reauthenticate → `{}`; the code goes to the user's address (the dev mailbox locally). */
export async function reauthenticate(req: ApiRequest, ctx: ServerContext): Promise<ApiResponse> {
  const mails: OutgoingMail[] = [];
  await authTx(ctx, async (tx) => {
    const { user } = await requireCaller(tx, req, ctx.config);
    const email = user.email ?? '';
    if (!email)
      throw unprocessable(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    if (!user.email_confirmed_at)
      throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    assertMailFrequency(ctx, (await nonceRow(tx, user.id))?.sent_at ?? null);
    const otp = newOtp();
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
        where id = $1`,
      [user.id, tokenHash(email, otp)],
    );
    const content = renderReauthenticationMail(otp);
    await queueMail(ctx, mails, { to: email, type: 'reauthentication', otp, ...content });
  });
  await sendAll(ctx, mails);
  return ok(req, {});
}

const invalidNonce = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');

/** A session opened by a password-recovery link in the last 24 hours: the link already proved the mailbox, as
 * the nonce would (GoTrue spares every session under 24 hours; here only those, so the forgotten-password page
 * works while an ordinary password change still needs the code). */
async function isFreshRecoverySession(tx: Sql, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await tx.query<{ fresh: boolean }>(
    `select exists (
       select 1 from auth.mfa_amr_claims c join auth.sessions s on s.id = c.session_id
        where c.session_id = $1 and c.authentication_method = 'recovery'
          and s.created_at > now() - interval '24 hours') as fresh`,
    [sessionId],
  );
  return rows[0]?.fresh === true;
}

/**
 * PUT /user with a password, secure password change on: the nonce must be the last code sent (once, within
 * MAILER_OTP_EXP), except in a fresh recovery session. A wrong guess counts against the address like an e-mail
 * code, and too many end the nonce.
 */
export async function checkPasswordNonce(
  tx: Sql,
  ctx: ServerContext,
  caller: Caller,
  nonce: string,
): Promise<AuthError | null> {
  if (!nonce && (await isFreshRecoverySession(tx, caller.sessionId))) return null;
  if (!nonce)
    return new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  const email = caller.user.email ?? '';
  const row = await nonceRow(tx, caller.user.id);
  const sent = epochMs(row?.sent_at ?? null);
  const fresh = sent !== null && sent + ctx.config.mailerOtpExp * 1000 >= Date.now();
  if (
    !row?.reauthentication_token ||
    !fresh ||
    row.reauthentication_token !== tokenHash(email, nonce.trim())
  ) {
    if (await ctx.limits.codeFailed(email.toLowerCase()))
      await tx.query(`update auth.users set reauthentication_token = '' where id = $1`, [caller.user.id]);
    return invalidNonce();
  }
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`,
    [caller.user.id],
  );
  return null;
}
