// Referral code from /register?ref=CODE: kept on the device until the first sign-in, then applied once.
import type { SupabaseClient } from '@supabase/supabase-js';

const KEY = 'aidy-referral-code';

export function rememberReferralCode(code: string | null) {
  const clean = code?.trim().toUpperCase();
  if (!clean || !/^[A-Z0-9]{4,12}$/.test(clean)) return;
  try {
    localStorage.setItem(KEY, clean);
  } catch {
    /* ignore */
  }
}

export function pendingReferralCode(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Applies the pending code; never blocks the user. Returns the French message when the server refuses it. */
export async function applyPendingReferral(client: SupabaseClient): Promise<string | null> {
  const code = pendingReferralCode();
  if (!code) return null;
  const { error } = await client.rpc('use_referral_code', { code });
  // Whatever the answer (applied, invalid, already sponsored…), trying again would give the same result.
  localStorage.removeItem(KEY);
  if (error) {
    console.warn(`Parrainage : ${error.message}`);
    return error.message;
  }
  return null;
}
