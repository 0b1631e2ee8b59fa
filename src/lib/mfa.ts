// Two-factor sign-in (issue 20): where a session stands, read from the session itself (no request). The `aal`
// claim is signed by Supabase Auth; `user.factors` lists the person's factors. The database does the real
// check (is_admin() needs aal2); this only decides which screen to show.
import type { Session } from '@supabase/supabase-js';

export type Aal = 'aal1' | 'aal2';

export interface Assurance {
  /** the level of the access token */
  current: Aal | null;
  /** the person has a verified factor, so the session can (and should) reach aal2 */
  hasVerifiedFactor: boolean;
}

function claimsOf(token: string): { aal?: string } {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '='))) as { aal?: string };
  } catch {
    return {};
  }
}

export function assuranceOf(session: Session | null): Assurance {
  if (!session) return { current: null, hasVerifiedFactor: false };
  const aal = claimsOf(session.access_token).aal;
  return {
    current: aal === 'aal2' ? 'aal2' : 'aal1',
    hasVerifiedFactor: (session.user.factors ?? []).some((f) => f.status === 'verified'),
  };
}

/** A verified factor and a password-only session: the code must be asked before anything else. */
export const needsCode = (session: Session | null) => {
  const a = assuranceOf(session);
  return a.current === 'aal1' && a.hasVerifiedFactor;
};

export const CODE_FORMAT_ERROR = 'Saisissez le code à 6 chiffres affiché par votre application.';
export const CODE_WRONG_ERROR =
  'Code incorrect ou expiré. Vérifiez que l’heure de votre téléphone est juste et saisissez le code affiché.';
export const CODE_TOO_MANY_ERROR =
  'Trop de tentatives. Patientez quelques minutes avant de saisir un nouveau code.';

/** Six digits, spaces ignored (apps show « 123 456 »); null when the format is wrong. */
export function normaliseCode(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Supabase Auth's refusals of a code, in French. */
export function codeErrorMessage(err: { code?: string; status?: number; message?: string }): string {
  if (err.status === 429 || err.code === 'over_request_rate_limit') return CODE_TOO_MANY_ERROR;
  if (
    err.code === 'mfa_verification_failed' ||
    err.code === 'mfa_challenge_expired' ||
    err.code === 'mfa_verification_rejected' ||
    err.status === 422 ||
    err.status === 400
  )
    return CODE_WRONG_ERROR;
  if (/fetch|network/i.test(err.message ?? '') || err.status === 0)
    return 'Connexion impossible. Vérifiez votre connexion Internet et réessayez.';
  return 'La vérification du code a échoué. Veuillez réessayer.';
}
