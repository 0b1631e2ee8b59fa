// Rate limits of the auth service, with GoTrue's variable names and error codes (429 over_request_rate_limit /
// over_email_send_rate_limit), plus two guards per address that GoTrue leaves to its per-IP limits: a password
// sign-in locked after repeated failures, and an e-mail code that stops working after a few wrong tries.
// Counters live in memory (rate-limiter-flexible): this server is one process.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { ServerConfig } from '../config.ts';
import { AuthError } from './errors.ts';

export type RequestKind = 'token' | 'verify' | 'otp' | 'anonymous' | 'mfa';

export interface AuthLimits {
  /** Counts one request of `kind` from `ip`; throws 429 over_request_rate_limit past the limit. */
  request(kind: RequestKind, ip: string): Promise<void>;
  /** Counts `n` e-mails about to be sent; throws 429 over_email_send_rate_limit past the hourly limit. */
  emails(n: number): Promise<void>;
  /** Throws 429 while `email` is locked by failed password sign-ins. */
  assertSignInAllowed(email: string): Promise<void>;
  signInFailed(email: string): Promise<void>;
  signInSucceeded(email: string): Promise<void>;
  /** Counts a wrong code for `email`; true when it was the last allowed try (the code must then be revoked). */
  codeFailed(email: string): Promise<boolean>;
  /** A new code was sent to `email`: it gets its own tries. */
  codeIssued(email: string): Promise<void>;
  /** Throws 429 while the factor is locked by wrong TOTP codes. */
  assertFactorAllowed(factorId: string): Promise<void>;
  factorFailed(factorId: string): Promise<void>;
  factorSucceeded(factorId: string): Promise<void>;
}

const FIVE_MINUTES = 300;
const HOUR = 3600;
const LOCK_WINDOW = 15 * 60;

/** A limiter of `points` per `seconds`; none when `points` ≤ 0 (the limit is off). */
const limiter = (points: number, seconds: number) =>
  points > 0 && Number.isFinite(points)
    ? new RateLimiterMemory({ points: Math.floor(points), duration: seconds })
    : null;

function tooMany(code: string, message: string, res: RateLimiterRes): AuthError {
  return new AuthError(429, code, message, {}, { 'retry-after': String(Math.ceil(res.msBeforeNext / 1000)) });
}

async function consume(l: RateLimiterMemory | null, key: string, points = 1): Promise<RateLimiterRes | null> {
  if (!l) return null;
  try {
    await l.consume(key, points);
    return null;
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}

export function createAuthLimits(config: ServerConfig): AuthLimits {
  const r = config.rateLimits;
  const perIp: Record<RequestKind, RateLimiterMemory | null> = {
    token: limiter(r.tokenRefresh, FIVE_MINUTES),
    verify: limiter(r.verify, FIVE_MINUTES),
    otp: limiter(r.otp, FIVE_MINUTES),
    anonymous: limiter(r.anonymousUsers, HOUR),
    mfa: limiter(r.mfaChallengeAndVerify, 60),
  };
  const factorFailures = limiter(config.mfa.maxVerifyFailures, LOCK_WINDOW);
  const emailsSent = limiter(r.emailSent, HOUR);
  const signInFailures = limiter(r.signInFailuresPerAddress, LOCK_WINDOW);
  const codeFailures = limiter(config.otpMaxAttempts, Math.max(config.mailerOtpExp, 60));
  return {
    async request(kind, ip) {
      const over = await consume(perIp[kind], ip);
      if (over) throw tooMany('over_request_rate_limit', 'Request rate limit reached', over);
    },
    async emails(n) {
      const over = await consume(emailsSent, 'server', n);
      if (over) throw tooMany('over_email_send_rate_limit', 'Email rate limit exceeded', over);
    },
    async assertSignInAllowed(email) {
      const state = signInFailures && (await signInFailures.get(email));
      if (state && state.consumedPoints >= signInFailures!.points)
        throw tooMany('over_request_rate_limit', 'Request rate limit reached', state);
    },
    async signInFailed(email) {
      await consume(signInFailures, email);
    },
    async signInSucceeded(email) {
      await signInFailures?.delete(email);
    },
    async codeFailed(email) {
      if (!codeFailures) return false;
      const over = await consume(codeFailures, email);
      if (over) return true;
      const state = await codeFailures.get(email);
      return !!state && state.remainingPoints <= 0;
    },
    async codeIssued(email) {
      await codeFailures?.delete(email);
    },
    async assertFactorAllowed(factorId) {
      const state = factorFailures && (await factorFailures.get(factorId));
      if (state && state.consumedPoints >= factorFailures!.points)
        throw tooMany('over_request_rate_limit', 'Too many MFA verification attempts', state);
    },
    async factorFailed(factorId) {
      await consume(factorFailures, factorId);
    },
    async factorSucceeded(factorId) {
      await factorFailures?.delete(factorId);
    },
  };
}
