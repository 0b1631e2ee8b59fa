// The calls of two-factor authentication (issue 20), through supabase-js's `auth.mfa` (seed 000 §7: /factors,
// /factors/{id}/challenge, /factors/{id}/verify). Every error becomes a French sentence.
import type { Factor } from '@supabase/supabase-js';
import { supabase } from '../../lib/db.ts';
import { codeErrorMessage } from '../../lib/mfa.ts';

export interface TotpEnrolment {
  factorId: string;
  /** an SVG image (data URL) the authenticator app scans */
  qrCode: string;
  /** the same key, to type by hand */
  secret: string;
}

const ENROL_ERROR = 'La double authentification n’a pas pu être préparée. Veuillez réessayer.';

export async function listFactors(): Promise<Factor[]> {
  const db = await supabase();
  const { data, error } = await db.auth.mfa.listFactors();
  if (error) throw new Error('Impossible de charger vos méthodes de vérification.');
  return data.all;
}

/** A new TOTP factor (unverified until its first code). Abandoned earlier attempts are removed first. */
export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const db = await supabase();
  const listed = await db.auth.mfa.listFactors();
  for (const f of listed.data?.all ?? [])
    if (f.status === 'unverified') await db.auth.mfa.unenroll({ factorId: f.id });
  const { data, error } = await db.auth.mfa.enroll({ factorType: 'totp' });
  if (error || !data) throw new Error(ENROL_ERROR);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Checks a code of `factorId` (first code of an enrolment, or sign-in): the session becomes aal2. */
export async function verifyCode(factorId: string, code: string): Promise<void> {
  const db = await supabase();
  const { error } = await db.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw new Error(codeErrorMessage(error as { code?: string; status?: number }));
}

/** The verified TOTP factor a sign-in asks the code of. */
export async function signInFactorId(): Promise<string> {
  const factor = (await listFactors()).find((f) => f.factor_type === 'totp' && f.status === 'verified');
  if (!factor) throw new Error('Aucune application d’authentification n’est associée à votre compte.');
  return factor.id;
}

/** Removes a factor after a fresh code of that same factor (Supabase Auth wants an aal2 session for it). */
export async function removeFactor(factorId: string, code: string): Promise<void> {
  await verifyCode(factorId, code);
  const db = await supabase();
  const { error } = await db.auth.mfa.unenroll({ factorId });
  if (error) throw new Error('La méthode de vérification n’a pas pu être supprimée. Veuillez réessayer.');
  // the stored session's user still lists the removed factor until it is refreshed
  await db.auth.refreshSession().catch(() => undefined);
}
