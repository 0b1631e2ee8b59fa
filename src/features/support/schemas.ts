import { z } from 'zod';

export const ticketSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Indiquez l’objet de votre demande.')
    .max(200, 'L’objet ne doit pas dépasser 200 caractères.'),
  message: z
    .string()
    .trim()
    .min(1, 'Écrivez votre message.')
    .max(5000, 'Votre message ne doit pas dépasser 5 000 caractères.'),
});
export type TicketForm = z.infer<typeof ticketSchema>;

export const replySchema = ticketSchema.pick({ message: true });
export type ReplyForm = z.infer<typeof replySchema>;
