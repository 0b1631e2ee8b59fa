// RFC 6238 codes for tests, written apart from the server's module so a shared bug cannot hide.
import { createHmac } from 'node:crypto';

function fromBase32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((c) => {
      const v = alphabet.indexOf(c);
      if (v < 0) throw new Error(`not base32: ${c}`);
      return v.toString(2).padStart(5, '0');
    })
    .join('');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit code of `secret` at `atMs` (30 s steps, HMAC-SHA1, RFC 6238 / RFC 4226 truncation). */
export function totpAt(secret: string, atMs = Date.now()): string {
  const counter = Math.floor(atMs / 30_000);
  const msg = Buffer.alloc(8);
  msg.writeUInt32BE(Math.floor(counter / 2 ** 32), 0);
  msg.writeUInt32BE(counter % 2 ** 32, 4);
  const h = createHmac('sha1', fromBase32(secret)).update(msg).digest();
  const o = h[19] & 0xf;
  const bin = ((h[o] & 0x7f) << 24) | (h[o + 1] << 16) | (h[o + 2] << 8) | h[o + 3];
  return String(bin % 1_000_000).padStart(6, '0');
}
