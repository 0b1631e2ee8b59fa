// Validates the VITE_* variables the SPA needs, once, with a message the operator understands.
import { z } from 'zod';

const schema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL doit être une URL (ex. http://127.0.0.1:54321).' }),
  VITE_SUPABASE_ANON_KEY: z
    .string()
    .min(20, { message: 'VITE_SUPABASE_ANON_KEY est absente ou trop courte.' }),
});

export type PublicEnv = z.infer<typeof schema>;

let cached: PublicEnv | undefined;

export function readEnv(source: Record<string, unknown> = import.meta.env): PublicEnv {
  if (cached && source === import.meta.env) return cached;
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `- ${i.message}`).join('\n');
    throw new Error(
      `Configuration incomplète : les variables d’environnement de Supabase sont invalides.\n${details}\n` +
        'Lancez l’application avec « npm start » (qui écrit .env.local) ou renseignez-les dans .env.local.',
    );
  }
  if (source === import.meta.env) cached = parsed.data;
  return parsed.data;
}
