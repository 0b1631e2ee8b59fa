// The back-office's forms: one zod schema each, French messages shared with the screens.
import { z } from 'zod';

const REQUEST_STATUSES = ['pending', 'in_progress', 'approved', 'rejected', 'completed'] as const;

export const statusSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { message: 'Choisissez un statut.' }),
  note: z.string().trim().max(2000, 'La note ne doit pas dépasser 2 000 caractères.'),
});
export type StatusForm = z.infer<typeof statusSchema>;

export const documentRequestSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'Indiquez le document demandé.')
    .max(200, 'Le nom du document ne doit pas dépasser 200 caractères.'),
  message: z.string().trim().max(2000, 'Le message ne doit pas dépasser 2 000 caractères.'),
});
export type DocumentRequestForm = z.infer<typeof documentRequestSchema>;

export const creditsSchema = z.object({
  delta: z
    .string()
    .trim()
    .regex(/^[+-]?\d{1,4}$/, 'Indiquez un nombre entier d’aides, par exemple 2 ou -1.')
    .refine((v) => Number(v) !== 0, 'Le nombre d’aides ne peut pas être 0.'),
  note: z
    .string()
    .trim()
    .min(3, 'La note est obligatoire : expliquez la raison de l’ajustement.')
    .max(500, 'La note ne doit pas dépasser 500 caractères.'),
});
export type CreditsForm = z.infer<typeof creditsSchema>;

export const refundSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Indiquez la raison du remboursement.')
    .max(500, 'La raison ne doit pas dépasser 500 caractères.'),
});
export type RefundForm = z.infer<typeof refundSchema>;

/** the reason an adviser hides a local aid (required) or shows it again (optional) */
export const localAidReasonSchema = (required: boolean) =>
  z.object({
    note: required
      ? z
          .string()
          .trim()
          .min(3, 'Indiquez pourquoi l’aide est masquée (par exemple : aide terminée).')
          .max(500, 'Le motif ne doit pas dépasser 500 caractères.')
      : z.string().trim().max(500, 'Le motif ne doit pas dépasser 500 caractères.'),
  });
export type LocalAidReasonForm = { note: string };

export const replySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Écrivez votre réponse.')
    .max(5000, 'La réponse ne doit pas dépasser 5 000 caractères.'),
});
export type ReplyForm = z.infer<typeof replySchema>;

const euros = z
  .string()
  .trim()
  .regex(/^\d{1,4}([,.]\d{1,2})?$/, 'Indiquez un prix en euros, par exemple 12,99.')
  .refine((v) => Number(v.replace(',', '.')) > 0, 'Le prix doit être supérieur à 0 €.')
  .refine((v) => Number(v.replace(',', '.')) <= 1000, 'Le prix ne peut pas dépasser 1 000 €.');
const count = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, 'Indiquez un nombre entier.')
  .refine((v) => Number(v) >= 1 && Number(v) <= 100, 'Le nombre d’aides doit être compris entre 1 et 100.');
const order = z
  .string()
  .trim()
  .regex(/^-?\d{1,4}$/, 'Indiquez un nombre entier.');

const newId = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,40}$/, 'L’identifiant : lettres minuscules sans accent, chiffres ou _, 40 au plus.');

export const packSchema = z.object({
  id: newId,
  name: z
    .string()
    .trim()
    .min(1, 'Indiquez le nom du pack.')
    .max(100, 'Le nom ne doit pas dépasser 100 caractères.'),
  price: euros,
  aideCount: count,
  description: z
    .string()
    .trim()
    .min(1, 'Indiquez une description.')
    .max(500, 'La description ne doit pas dépasser 500 caractères.'),
  features: z.string().max(2000, 'La liste des avantages est trop longue.'),
  popular: z.boolean(),
  active: z.boolean(),
  sortOrder: order,
});
export type PackForm = z.infer<typeof packSchema>;

export const offerSchema = z.object({
  id: newId,
  label: z
    .string()
    .trim()
    .min(1, 'Indiquez le nom de l’offre.')
    .max(100, 'Le nom ne doit pas dépasser 100 caractères.'),
  price: euros,
  aideCount: count,
  active: z.boolean(),
  sortOrder: order,
});
export type OfferForm = z.infer<typeof offerSchema>;

/** "12,99" → 1299 */
export const toCents = (price: string) => Math.round(Number(price.trim().replace(',', '.')) * 100);
/** 1299 → "12,99" */
export const fromCents = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
