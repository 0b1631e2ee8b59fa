// RFC 6238 TOTP (SHA-1, 30 s, 6 digits: what Supabase Auth's authenticator factors use), so tests can act as
// an authenticator app: enrol a factor from its secret and sign in at aal2. Test support only.
import { createHmac } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(secret: string): Buffer {
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error(`secret TOTP invalide : ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code an authenticator app shows for `secret` at `time` (ms). */
export function totp(secret: string, time = Date.now(), step = 30, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / step)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** Enrols a TOTP factor for the signed-in `client` and verifies it: the session becomes aal2. Returns the secret. */
export async function enrolTotp(
  client: SupabaseClient,
  friendlyName = 'Application de test',
): Promise<string> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error || !data) throw new Error(`enrôlement TOTP impossible : ${error?.message}`);
  await verifyTotp(client, data.id, data.totp.secret);
  return data.totp.secret;
}

/** Challenge + verify with the current code of `secret` (the session becomes aal2). */
export async function verifyTotp(client: SupabaseClient, factorId: string, secret: string): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: totp(secret) });
  if (error) throw new Error(`vérification TOTP impossible : ${error.message}`);
}

/** After a password sign-in: the verified TOTP factor's code, so the session reaches aal2. */
export async function stepUp(client: SupabaseClient, secret: string): Promise<void> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw new Error(`facteurs illisibles : ${error.message}`);
  const factor = data.totp.find((f) => f.status === 'verified');
  if (!factor) throw new Error('aucun facteur TOTP vérifié');
  await verifyTotp(client, factor.id, secret);
}
