// What the account features share to talk to Supabase: the client, the signed-in user's id, and results
// turned into exceptions carrying a French message (TanStack Query shows them through each screen's error state).
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from './auth.tsx';
import { frenchError } from './errors.ts';

export const supabase = (): Promise<SupabaseClient> => getSupabase();

export class NotSignedInError extends Error {
  constructor() {
    super('Utilisateur non connecté');
  }
}

/** The signed-in user's id (from the stored session: no request). */
export async function currentUserId(client?: SupabaseClient): Promise<string> {
  const db = client ?? (await supabase());
  const { data } = await db.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new NotSignedInError();
  return id;
}

/** `{ data, error }` → data, or an Error whose message is French. */
export function unwrap<T>(result: { data: T; error: { message: string; code?: string } | null }): T {
  if (result.error) throw new Error(frenchError(result.error));
  return result.data;
}
