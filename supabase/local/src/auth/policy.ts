// Input rules of the auth service: e-mail format, password policy, redirect allow-list, bcrypt, e-mail tokens.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/bcrypt';
import type { ServerConfig } from '../config.ts';
import type { ApiRequest } from '../http.ts';
import { AuthError } from './errors.ts';

const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function normalizeEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
}

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_RE.test(email);
}

/** Splits GoTrue's PASSWORD_REQUIRED_CHARACTERS (`:` separates groups, `\:` is a literal colon). */
export function parseRequiredCharacters(spec: string): string[] {
  const groups: string[] = [];
  let current = '';
  for (let i = 0; i < spec.length; i++) {
    const c = spec[i];
    if (c === '\\' && spec[i + 1] === ':') {
      current += ':';
      i++;
    } else if (c === ':') {
      if (current) groups.push(current);
      current = '';
    } else current += c;
  }
  if (current) groups.push(current);
  return groups;
}

export interface PasswordCheck {
  reasons: string[];
  message: string;
}

export function checkPassword(config: ServerConfig, password: string): PasswordCheck | null {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < config.passwordMinLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${config.passwordMinLength} characters.`);
  }
  const groups = parseRequiredCharacters(config.passwordRequiredCharacters ?? '');
  if (groups.some((g) => ![...password].some((c) => g.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${groups.join(', ')}.`);
  }
  return reasons.length ? { reasons, message: messages.join(' ') } : null;
}

export function assertStrongPassword(config: ServerConfig, password: string): void {
  const weak = checkPassword(config, password);
  if (weak)
    throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
}

/** GoTrue's cost. Hashing runs on libuv's thread pool, never on the event loop. */
const BCRYPT_COST = 10;

/** Written `$2a$` like GoTrue (Go's bcrypt) and pgcrypto: the same algorithm as `$2b$` for any password
 *  bcrypt accepts, under the prefix every verifier knows, so hashes move between here and hosted Supabase. */
export const hashPassword = async (password: string) =>
  (await hash(password, BCRYPT_COST)).replace(/^\$2b\$/, '$2a$');

/** Compared when the address is unknown or has no password, so every failure costs one bcrypt. */
let dummyHash: Promise<string> | null = null;

/** Accepts `$2a$`/`$2b$`/`$2y$` hashes (GoTrue, pgcrypto's crypt(…, gen_salt('bf')) in seed SQL, this server). */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const usable = !!stored && /^\$2[abxy]\$\d\d\$/.test(stored);
  dummyHash ??= hashPassword('aidy-dummy-password');
  const target = usable ? stored.replace(/^\$2x\$/, '$2a$') : await dummyHash;
  try {
    return (await verify(password, target)) && usable;
  } catch {
    return false;
  }
}

// ---- e-mail tokens (§1.5) ----

export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex');
export const newRefreshToken = () => randomBytes(16).toString('base64url').slice(0, 22);

// ---- redirects (§1.5) ----

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';

export function isAllowedRedirect(config: ServerConfig, candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  try {
    // GoTrue compares host names only: any port (and scheme) of the site's host is the site
    const site = new URL(config.siteUrl).hostname;
    if (url.hostname === site) return true;
    // localhost, 127.0.0.0/8 and ::1 are one machine: a loopback site accepts every loopback address
    if (isLoopback(site) && isLoopback(url.hostname)) return true;
  } catch {
    /* a bad SITE_URL only disables the host rule */
  }
  return config.additionalRedirectUrls.some((glob) => globToRegExp(glob).test(candidate));
}

/** `redirect_to` query param if allowed, else the Referer header if allowed, else SITE_URL. */
export function redirectTarget(req: ApiRequest, config: ServerConfig, explicit?: unknown): string {
  const candidates = [
    typeof explicit === 'string' ? explicit : null,
    req.url.searchParams.get('redirect_to'),
    req.headers['referer'],
  ];
  for (const c of candidates) if (c && isAllowedRedirect(config, c)) return c;
  return config.siteUrl;
}
