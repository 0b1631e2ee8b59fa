// The /contact form: its schema (French messages) beside the insert that stores it for the team.
import { z } from 'zod';
import { getSupabase } from '../../lib/auth.tsx';

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Veuillez indiquer votre nom.')
    .max(200, 'Le nom ne doit pas dépasser 200 caractères.'),
  email: z
    .string()
    .trim()
    .min(1, 'Veuillez indiquer votre adresse e-mail.')
    .pipe(z.email('L’adresse e-mail n’est pas valide.')),
  subject: z
    .string()
    .trim()
    .min(1, 'Veuillez indiquer le sujet de votre message.')
    .max(200, 'Le sujet ne doit pas dépasser 200 caractères.'),
  message: z
    .string()
    .trim()
    .min(10, 'Votre message doit contenir au moins 10 caractères.')
    .max(5000, 'Votre message ne doit pas dépasser 5 000 caractères.'),
});

export type ContactInput = z.infer<typeof contactSchema>;

export async function sendContactMessage(input: ContactInput): Promise<void> {
  const client = await getSupabase();
  // No .select(): visitors may insert but not read contact messages back.
  const { error } = await client.from('contact_messages').insert(input);
  if (error)
    throw new Error('Votre message n’a pas pu être envoyé. Veuillez réessayer ou nous écrire par e-mail.');
}
