// Configuration of the local Supabase server: environment variables with the spec's defaults (§0), and the
// secrets generated on first run and kept in the data folder.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signJwt } from './jwt.ts';
import { projectEnvironment } from './project-config.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** public base URL, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceKey: string;
  jwtExp: number;
  siteUrl: string;
  additionalRedirectUrls: string[];
  mailerAutoconfirm: boolean;
  secureEmailChange: boolean;
  mailerOtpExp: number;
  smtpMaxFrequency: number;
  passwordMinLength: number;
  refreshTokenReuseInterval: number;
  dbMaxRows: number;
  /** PostgREST's exposed schemas (`PGRST_DB_SCHEMAS`, `[api] schemas`); the first is the default */
  dbSchemas: string[];
  storageFileSizeLimit: number;
  /** folder for PGlite data, storage bytes and mailbox; null = everything in memory / temp */
  dataDir: string | null;
  databaseUrl?: string;
  /** print one line per request */
  log: boolean;
  /** GoTrue's PASSWORD_REQUIRED_CHARACTERS: character groups separated by `:` (`\\:` for a literal colon); '' = none */
  passwordRequiredCharacters: string;
  rateLimits: RateLimitConfig;
  /** wrong e-mail codes after which the code stops working (a new one must be asked for) */
  otpMaxAttempts: number;
  /** `GET /__dev/emails`: development only, never with SMTP (see `devMailboxEnabled`) */
  devMailbox: boolean;
  /** SMTP_HOST is set: mail leaves the machine and is not kept in the dev mailbox */
  smtpConfigured: boolean;
  /** GOTRUE_DISABLE_SIGNUP: `/signup` (and sign-up through `/otp`) refused with 422 signup_disabled */
  disableSignup: boolean;
  /** GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION (`[auth.email] secure_password_change`) */
  securePasswordChange: boolean;
  mfa: MfaConfig;
}

/** GoTrue's MFA settings (GOTRUE_MFA_*), durations in seconds. */
export interface MfaConfig {
  /** factors (verified or not) a user may have */
  maxEnrolledFactors: number;
  maxVerifiedFactors: number;
  /** an unverified factor older than this is deleted at the next enrolment */
  factorExpiry: number;
  /** a challenge must be verified within this time */
  challengeExpiry: number;
  /** issuer shown by authenticator apps when the client sends none ('' = the site URL's host) */
  totpIssuer: string;
  /** wrong codes per factor within 15 minutes before its challenges are refused (this server's guard) */
  maxVerifyFailures: number;
}

/** GoTrue's rate limits (same variable names and units); per client IP unless said otherwise. */
export interface RateLimitConfig {
  /** GOTRUE_RATE_LIMIT_TOKEN_REFRESH: `/token` calls (password sign-in, refresh, PKCE) per 5 minutes */
  tokenRefresh: number;
  /** GOTRUE_RATE_LIMIT_VERIFY: `/verify` calls per 5 minutes */
  verify: number;
  /** GOTRUE_RATE_LIMIT_OTP: sign-ups, e-mail sign-in links and codes, recover, resend per 5 minutes */
  otp: number;
  /** GOTRUE_RATE_LIMIT_ANONYMOUS_USERS: anonymous sign-ins per hour */
  anonymousUsers: number;
  /** GOTRUE_RATE_LIMIT_EMAIL_SENT: e-mails per hour, whole server */
  emailSent: number;
  /** SIGN_IN_FAILURES_PER_ADDRESS: wrong passwords per address per 15 minutes before it is locked (all IPs) */
  signInFailuresPerAddress: number;
  /** GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: MFA challenges and verifications per minute */
  mfaChallengeAndVerify: number;
  /** GOTRUE_RATE_LIMIT_HEADER: trusted header holding the client IP (behind a proxy); '' = the socket's address */
  header: string;
}

/** Limits high enough for test harnesses that sign many users up from 127.0.0.1 (the defaults protect `npm start`). */
export const RELAXED_RATE_LIMITS: Record<string, string> = {
  GOTRUE_RATE_LIMIT_TOKEN_REFRESH: '100000',
  GOTRUE_RATE_LIMIT_VERIFY: '100000',
  GOTRUE_RATE_LIMIT_OTP: '100000',
  GOTRUE_RATE_LIMIT_ANONYMOUS_USERS: '100000',
  GOTRUE_RATE_LIMIT_EMAIL_SENT: '100000',
  SIGN_IN_FAILURES_PER_ADDRESS: '100000',
  GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: '100000',
  SMTP_MAX_FREQUENCY: '0',
};

const num = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number(v));
const bool = (v: string | undefined, d: boolean) =>
  v === undefined || v === '' ? d : v === 'true' || v === '1';

export async function keysFor(secret: string): Promise<{ anonKey: string; serviceKey: string }> {
  return {
    anonKey: await signJwt(secret, { iss: 'supabase-demo', role: 'anon', exp: 1983812996 }),
    serviceKey: await signJwt(secret, { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }),
  };
}

/** Reads JWT_SECRET from env, else from `{dataDir}/secrets.json`, else creates one there. */
export function loadOrCreateSecret(dataDir: string | null, env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).jwtSecret as string;
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(32).toString('hex');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

/** Development unless NODE_ENV says production; SUPABASE_LOCAL_DEV_MAILBOX=false turns the mailbox off. */
function devMailboxEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.SMTP_HOST) return false;
  if (env.NODE_ENV === 'production') return false;
  return bool(env.SUPABASE_LOCAL_DEV_MAILBOX, true);
}

/**
 * `projectDir` (the folder of `migrations/`) may hold a Supabase CLI `config.toml`: its settings are defaults that
 * environment variables override.
 */
export async function loadConfig(
  processEnv: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
  projectDir: string | null = null,
): Promise<ServerConfig> {
  const env = mergedEnvironment(processEnv, projectDir);
  const dataDir =
    overrides.dataDir !== undefined ? overrides.dataDir : (env.SUPABASE_LOCAL_DATA ?? '.supabase-local');
  const port = overrides.port ?? num(env.SUPABASE_LOCAL_PORT, 54321);
  const host = overrides.host ?? env.SUPABASE_LOCAL_HOST ?? '127.0.0.1';
  const jwtSecret = overrides.jwtSecret ?? loadOrCreateSecret(dataDir, env);
  const keys = await keysFor(jwtSecret);
  return {
    port,
    host,
    apiUrl: `http://${host}:${port}`,
    jwtSecret,
    ...keys,
    jwtExp: num(env.JWT_EXP, 3600),
    siteUrl: env.SITE_URL ?? 'http://localhost:5173',
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? 'http://127.0.0.1:*/**,http://localhost:*/**')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    mailerAutoconfirm: bool(env.MAILER_AUTOCONFIRM, false),
    secureEmailChange: bool(env.SECURE_EMAIL_CHANGE, true),
    // hosted Supabase's default lifetime of e-mail codes and links: one hour
    mailerOtpExp: num(env.MAILER_OTP_EXP, 3600),
    smtpMaxFrequency: num(env.SMTP_MAX_FREQUENCY, 1),
    passwordMinLength: num(env.PASSWORD_MIN_LENGTH, 8),
    refreshTokenReuseInterval: num(env.REFRESH_TOKEN_REUSE_INTERVAL, 10),
    dbMaxRows: num(env.DB_MAX_ROWS, 1000),
    dbSchemas: (env.PGRST_DB_SCHEMAS ?? 'public')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    storageFileSizeLimit: num(env.STORAGE_FILE_SIZE_LIMIT, 50 * 1024 * 1024),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    log: bool(env.SUPABASE_LOCAL_LOG, true),
    passwordRequiredCharacters: env.PASSWORD_REQUIRED_CHARACTERS ?? '',
    rateLimits: rateLimitsFrom(env),
    otpMaxAttempts: num(env.MAILER_OTP_MAX_ATTEMPTS, 5),
    devMailbox: devMailboxEnabled(env),
    smtpConfigured: !!env.SMTP_HOST,
    disableSignup: bool(env.GOTRUE_DISABLE_SIGNUP ?? env.DISABLE_SIGNUP, false),
    securePasswordChange: bool(env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, false),
    mfa: mfaFrom(env),
    ...overrides,
  };
}

/** The project's `config.toml` settings, overridden by the variables that are set. */
function mergedEnvironment(processEnv: NodeJS.ProcessEnv, projectDir: string | null): NodeJS.ProcessEnv {
  // an empty variable counts as unset (as in .env.example), so it never blanks a project setting
  const env: NodeJS.ProcessEnv = { ...projectEnvironment(projectDir) };
  for (const [k, v] of Object.entries(processEnv)) if (v !== undefined && v !== '') env[k] = v;
  return env;
}

function rateLimitsFrom(env: NodeJS.ProcessEnv): RateLimitConfig {
  return {
    tokenRefresh: num(env.GOTRUE_RATE_LIMIT_TOKEN_REFRESH, 150),
    verify: num(env.GOTRUE_RATE_LIMIT_VERIFY, 30),
    otp: num(env.GOTRUE_RATE_LIMIT_OTP, 30),
    anonymousUsers: num(env.GOTRUE_RATE_LIMIT_ANONYMOUS_USERS, 30),
    emailSent: num(env.GOTRUE_RATE_LIMIT_EMAIL_SENT, 30),
    signInFailuresPerAddress: num(env.SIGN_IN_FAILURES_PER_ADDRESS, 10),
    mfaChallengeAndVerify: num(env.GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, 15),
    header: (env.GOTRUE_RATE_LIMIT_HEADER ?? '').trim().toLowerCase(),
  };
}

function mfaFrom(env: NodeJS.ProcessEnv): MfaConfig {
  return {
    maxEnrolledFactors: num(env.GOTRUE_MFA_MAX_ENROLLED_FACTORS, 10),
    maxVerifiedFactors: num(env.GOTRUE_MFA_MAX_VERIFIED_FACTORS, 10),
    factorExpiry: num(env.GOTRUE_MFA_FACTOR_EXPIRY_DURATION, 300),
    challengeExpiry: num(env.GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION, 300),
    totpIssuer: env.GOTRUE_MFA_TOTP_ISSUER ?? '',
    maxVerifyFailures: num(env.MFA_MAX_VERIFY_FAILURES, 5),
  };
}
