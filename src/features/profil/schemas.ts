// The /profil forms: their schemas and French messages beside the calls that submit them.
import { z } from 'zod';

export const PROFILE_SUCCESS = 'Profil mis à jour avec succès';
export const PROFILE_ERROR = 'Erreur lors de la mise à jour du profil';
export const PROFILE_LOAD_ERROR = 'Erreur lors du chargement du profil';
export const PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas';

const FRENCH_PHONE =
  /^(?:(?:\+|00)(33|262|269|508|590|594|596|681|687|689)[\s.-]?|0)([1-9])((?:[\s.-]?\d{2}){4})$/;

/** "+33 6 12 34 56 78", "06.12.34.56.78"… → "06 12 34 56 78"; "+262692123456" → "+262 692 12 34 56"; null if not French. */
export function normalisePhone(raw: string): string | null {
  const m = FRENCH_PHONE.exec(raw.trim());
  if (!m) return null;
  const digits = m[2] + m[3].replace(/\D/g, '');
  const pairs = digits.slice(1).match(/\d{2}/g)!.join(' ');
  return m[1] && m[1] !== '33'
    ? `+${m[1]} ${digits.slice(0, 3)} ${digits.slice(3).match(/\d{2}/g)!.join(' ')}`
    : `0${digits[0]} ${pairs}`;
}

export const informationsSchema = z.object({
  prenom: z.string().trim().min(1, 'Veuillez saisir votre prénom.').max(100, 'Le prénom est trop long.'),
  nom: z.string().trim().min(1, 'Veuillez saisir votre nom.').max(100, 'Le nom est trop long.'),
  telephone: z
    .string()
    .trim()
    .min(1, 'Veuillez saisir votre numéro de téléphone.')
    .refine((v) => normalisePhone(v) !== null, 'Saisissez un numéro français, par exemple 06 12 34 56 78.'),
  email: z
    .string()
    .trim()
    .min(1, 'Veuillez saisir votre adresse e-mail.')
    .pipe(z.email('L’adresse e-mail n’est pas valide.')),
});
export type InformationsForm = z.infer<typeof informationsSchema>;

export const passwordSchema = z
  .object({
    code: z
      .string()
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'Saisissez le code à 6 chiffres reçu par e-mail.')),
    nouveau: z.string().min(1, 'Choisissez un nouveau mot de passe.'),
    confirmation: z.string().min(1, 'Confirmez le nouveau mot de passe.'),
  })
  .refine((v) => v.nouveau === v.confirmation, { message: PASSWORD_MISMATCH, path: ['confirmation'] });
export type PasswordForm = z.infer<typeof passwordSchema>;
