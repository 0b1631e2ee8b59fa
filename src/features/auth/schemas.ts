// Entry-screen forms: their schemas and French messages beside the calls that submit them (seed 000 §5, §8).
import { z } from 'zod';

export const LOGIN_FAILED = 'Email ou mot de passe incorrect';
export const PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas';
export const SIGNUP_FAILED = "Une erreur est survenue lors de l'inscription";
export const TOKEN_MISSING = 'Token de vérification manquant.';
export const VERIFY_FAILED = 'Une erreur est survenue lors de la vérification.';
export const VERIFY_SUCCESS = 'Votre email a été vérifié avec succès !';
export const VERIFY_PROGRESS = 'Vérification de votre email en cours...';
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives. Patientez quelques instants avant de réessayer.';
export const ACCOUNT_DEACTIVATED =
  'Votre compte a été désactivé par un conseiller. Écrivez-nous depuis la page Contact pour en savoir plus.';

/** The auth server's 429 (GoTrue's codes over_request_rate_limit / over_email_send_rate_limit). */
export function isRateLimited(error: { code?: string; status?: number } | null | undefined): boolean {
  return (
    !!error &&
    (error.status === 429 ||
      error.code === 'over_request_rate_limit' ||
      error.code === 'over_email_send_rate_limit')
  );
}

/**
 * Sign-in: a wrong address or password reads the same (no hint of who is registered); a lock says to wait.
 * A deactivated account (banned by an adviser) is only reported after the right password.
 */
export function loginErrorMessage(error: { code?: string; status?: number } | null | undefined): string {
  if (error?.code === 'user_banned') return ACCOUNT_DEACTIVATED;
  return isRateLimited(error) ? TOO_MANY_ATTEMPTS : LOGIN_FAILED;
}

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Veuillez saisir votre adresse e-mail.'),
  password: z.string().min(1, 'Veuillez saisir votre mot de passe.'),
});

export const registerSchema = z
  .object({
    prenom: z.string().trim().min(1, 'Veuillez saisir votre prénom.').max(100, 'Le prénom est trop long.'),
    nom: z.string().trim().min(1, 'Veuillez saisir votre nom.').max(100, 'Le nom est trop long.'),
    email: z
      .string()
      .trim()
      .min(1, 'Veuillez saisir votre adresse e-mail.')
      .pipe(z.email('L’adresse e-mail n’est pas valide.')),
    telephone: z
      .string()
      .trim()
      .min(1, 'Veuillez saisir votre numéro de téléphone.')
      .regex(/^\+?[0-9 .-]{8,20}$/, 'Le numéro de téléphone n’est pas valide.'),
    password: z.string().min(1, 'Veuillez choisir un mot de passe.'),
    confirmation: z.string().min(1, 'Veuillez confirmer votre mot de passe.'),
  })
  .refine((v) => v.password === v.confirmation, { message: PASSWORD_MISMATCH, path: ['confirmation'] });

export type RegisterInput = z.infer<typeof registerSchema>;

const WEAK_REASONS: Record<string, string> = {
  length: 'Le mot de passe doit contenir au moins 8 caractères.',
  characters: 'Le mot de passe doit contenir au moins une minuscule, une majuscule et un chiffre.',
  pwned: 'Ce mot de passe figure dans une liste de mots de passe compromis : choisissez-en un autre.',
};

/** The auth server answers in English; the person reads French. */
export function signUpErrorMessage(
  error: { code?: string; status?: number; message?: string; reasons?: string[] } | null | undefined,
): string {
  if (!error) return SIGNUP_FAILED;
  if (error.code === 'weak_password') {
    const reasons = (error.reasons ?? []).map((r) => WEAK_REASONS[r]).filter(Boolean);
    return reasons.length
      ? reasons.join(' ')
      : 'Le mot de passe est trop faible : au moins 8 caractères, avec minuscules, majuscules et chiffres.';
  }
  if (error.code === 'user_already_exists' || error.code === 'email_exists')
    return 'Un compte existe déjà avec cette adresse e-mail.';
  if (isRateLimited(error)) return TOO_MANY_ATTEMPTS;
  if (error.code === 'email_address_invalid' || /invalid format/i.test(error.message ?? ''))
    return 'L’adresse e-mail n’est pas valide.';
  if (error.code === 'signup_disabled') return 'Les inscriptions sont momentanément fermées.';
  return SIGNUP_FAILED;
}

export function passwordErrorMessage(error: { code?: string; status?: number; reasons?: string[] }): string {
  if (error.code === 'weak_password') return signUpErrorMessage(error);
  if (isRateLimited(error)) return TOO_MANY_ATTEMPTS;
  if (error.code === 'same_password') return 'Le nouveau mot de passe doit être différent de l’ancien.';
  return 'Le mot de passe n’a pas pu être modifié. Le lien a peut-être expiré : refaites une demande.';
}

const NEXT_KEY = 'aidy-after-login';
/** Where to go after signing in: an internal path only (never an open redirect). */
export function safeNext(next: string | null | undefined): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}
export function rememberNext(next: string | null) {
  const safe = safeNext(next);
  if (safe) localStorage.setItem(NEXT_KEY, safe);
}
export function takeNext(): string | null {
  const v = localStorage.getItem(NEXT_KEY);
  localStorage.removeItem(NEXT_KEY);
  return safeNext(v);
}
