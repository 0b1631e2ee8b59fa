// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s step) and RFC 4648 base32, as authenticator apps and GoTrue use them.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;

/** Base32 without padding (the form authenticator apps expect in `otpauth://` URIs). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const c of clean) {
    const v = ALPHABET.indexOf(c);
    if (v < 0) throw new Error('invalid base32');
    buffer = ((buffer << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** 160 random bits, GoTrue's secret size. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** True when `code` is the code of the current step or of the one just before or after (clock drift). */
export function totpMatches(secret: string, code: string, nowMs = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const step = Math.floor(nowMs / 1000 / TOTP_PERIOD);
  let found = false;
  for (const s of [step - 1, step, step + 1]) {
    const expected = Buffer.from(totpCode(secret, s));
    // every candidate is compared, so the time does not tell which step matched
    if (timingSafeEqual(expected, Buffer.from(code))) found = true;
  }
  return found;
}

export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const q = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD),
    secret,
  });
  return `otpauth://totp/${label}?${q.toString()}`;
}
