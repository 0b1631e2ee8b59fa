// Configuration of the local Supabase server: environment variables with the spec's defaults (§0), and the
// secrets generated on first run and kept in the data folder.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signJwt } from './jwt.ts';

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
  storageFileSizeLimit: number;
  /** folder for PGlite data, storage bytes and mailbox; null = everything in memory / temp */
  dataDir: string | null;
  databaseUrl?: string;
  /** print one line per request */
  log: boolean;
  /** GoTrue's PASSWORD_REQUIRED_CHARACTERS: character groups separated by `:` (`\\:` for a literal colon); '' = none */
  passwordRequiredCharacters: string;
}

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

export async function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): Promise<ServerConfig> {
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
    mailerOtpExp: num(env.MAILER_OTP_EXP, 86400),
    smtpMaxFrequency: num(env.SMTP_MAX_FREQUENCY, 1),
    passwordMinLength: num(env.PASSWORD_MIN_LENGTH, 8),
    refreshTokenReuseInterval: num(env.REFRESH_TOKEN_REUSE_INTERVAL, 10),
    dbMaxRows: num(env.DB_MAX_ROWS, 1000),
    storageFileSizeLimit: num(env.STORAGE_FILE_SIZE_LIMIT, 50 * 1024 * 1024),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    log: bool(env.SUPABASE_LOCAL_LOG, true),
    passwordRequiredCharacters: env.PASSWORD_REQUIRED_CHARACTERS ?? '',
    ...overrides,
  };
}
