// The project's `supabase/config.toml`, in the Supabase CLI's format: the settings a hosted project keeps in its
// dashboard (password rule, e-mail confirmations, rate limits…) written once beside the migrations, so every way
// of starting this server applies them (npm start, `npm run supabase:local`, tests, benches) and
// `supabase config push` can send them to a hosted project. Read as environment defaults: a variable that is
// set wins over the file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

/** The CLI's named password rules → GoTrue's PASSWORD_REQUIRED_CHARACTERS. */
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\\\:"|<>?,./`~';
const PASSWORD_REQUIREMENTS: Record<string, string> = {
  '': '',
  letters_digits: `${LOWER}${UPPER}:${DIGITS}`,
  lower_upper_letters_digits: `${LOWER}:${UPPER}:${DIGITS}`,
  lower_upper_letters_digits_symbols: `${LOWER}:${UPPER}:${DIGITS}:${SYMBOLS}`,
};

type Table = Record<string, unknown>;
const table = (v: unknown): Table => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Table) : {});

/** `"1s"`, `"60s"`, `"1m"`, `"1h"` → seconds. */
function seconds(v: unknown): string | undefined {
  if (typeof v === 'number') return String(v);
  const m = typeof v === 'string' ? /^(\d+)\s*(s|m|h)?$/.exec(v.trim()) : null;
  return m ? String(Number(m[1]) * { s: 1, m: 60, h: 3600 }[(m[2] ?? 's') as 's' | 'm' | 'h']) : undefined;
}

/** `"50MiB"`, `"10MB"`, `1024` → bytes. */
function bytes(v: unknown): string | undefined {
  if (typeof v === 'number') return String(v);
  const m = typeof v === 'string' ? /^(\d+)\s*(B|KB|KiB|MB|MiB|GB|GiB)?$/i.exec(v.trim()) : null;
  if (!m) return undefined;
  const unit: Record<string, number> = {
    b: 1,
    kb: 1e3,
    kib: 1024,
    mb: 1e6,
    mib: 1024 ** 2,
    gb: 1e9,
    gib: 1024 ** 3,
  };
  return String(Number(m[1]) * unit[(m[2] ?? 'b').toLowerCase()]);
}

/** The file's settings as the environment variables this server reads; `{}` when there is no file. */
export function projectEnvironment(projectDir: string | null | undefined): Record<string, string> {
  const file = projectDir ? join(projectDir, 'config.toml') : null;
  if (!file || !existsSync(file)) return {};
  let doc: Table;
  try {
    doc = parse(readFileSync(file, 'utf8')) as Table;
  } catch (err) {
    throw new Error(`${file} : TOML invalide (${(err as Error).message})`);
  }
  const auth = table(doc.auth);
  const email = table(auth.email);
  const limits = table(auth.rate_limit);
  const storage = table(doc.storage);
  const api = table(doc.api);
  const out: Record<string, string | undefined> = {
    SITE_URL: typeof auth.site_url === 'string' ? auth.site_url : undefined,
    JWT_EXP: auth.jwt_expiry === undefined ? undefined : String(auth.jwt_expiry),
    PASSWORD_MIN_LENGTH:
      auth.minimum_password_length === undefined ? undefined : String(auth.minimum_password_length),
    PASSWORD_REQUIRED_CHARACTERS:
      typeof auth.password_requirements === 'string'
        ? PASSWORD_REQUIREMENTS[auth.password_requirements]
        : undefined,
    MAILER_AUTOCONFIRM:
      typeof email.enable_confirmations === 'boolean' ? String(!email.enable_confirmations) : undefined,
    SECURE_EMAIL_CHANGE:
      typeof email.double_confirm_changes === 'boolean' ? String(email.double_confirm_changes) : undefined,
    GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION:
      typeof email.secure_password_change === 'boolean' ? String(email.secure_password_change) : undefined,
    GOTRUE_DISABLE_SIGNUP: typeof auth.enable_signup === 'boolean' ? String(!auth.enable_signup) : undefined,
    SMTP_MAX_FREQUENCY: seconds(email.max_frequency),
    MAILER_OTP_EXP: email.otp_expiry === undefined ? undefined : String(email.otp_expiry),
    GOTRUE_RATE_LIMIT_EMAIL_SENT: limits.email_sent === undefined ? undefined : String(limits.email_sent),
    GOTRUE_RATE_LIMIT_ANONYMOUS_USERS:
      limits.anonymous_users === undefined ? undefined : String(limits.anonymous_users),
    GOTRUE_RATE_LIMIT_TOKEN_REFRESH:
      limits.token_refresh === undefined ? undefined : String(limits.token_refresh),
    // The CLI passes `sign_in_sign_ups` to GoTrue as GOTRUE_RATE_LIMIT_OTP, `token_verifications` as _VERIFY.
    GOTRUE_RATE_LIMIT_OTP:
      limits.sign_in_sign_ups === undefined ? undefined : String(limits.sign_in_sign_ups),
    GOTRUE_RATE_LIMIT_VERIFY:
      limits.token_verifications === undefined ? undefined : String(limits.token_verifications),
    STORAGE_FILE_SIZE_LIMIT: bytes(storage.file_size_limit),
    PGRST_DB_SCHEMAS: Array.isArray(api.schemas) ? api.schemas.map(String).join(',') : undefined,
    DB_MAX_ROWS: api.max_rows === undefined ? undefined : String(api.max_rows),
  };
  return Object.fromEntries(Object.entries(out).filter((e): e is [string, string] => e[1] !== undefined));
}
