// /historique: payments and credit movements as one list (view historique_compte), paged by the server.
import { currentUserId, supabase } from '../../lib/db.ts';
import { roots } from '../../lib/query-keys.ts';

export interface Mouvement {
  id: string;
  kind: 'paiement' | 'credit';
  created_at: string;
  amount_cents: number | null;
  delta: number | null;
  status: 'pending' | 'completed' | 'failed' | 'refunded' | null;
  label: string | null;
  request_id: string | null;
  reason: string | null;
}

export const PAGE_SIZE = 10;
export const historiqueKey = (page: number) => [...roots.historique, page] as const;
export const HISTORIQUE_ERROR = 'Erreur lors du chargement des paiements';

export async function fetchHistorique(page: number): Promise<{ rows: Mouvement[]; total: number }> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const from = page * PAGE_SIZE;
  const { data, count, error } = await db
    .from('historique_compte')
    .select('id, kind, created_at, amount_cents, delta, status, label, request_id, reason', {
      count: 'exact',
    })
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('kind', { ascending: true })
    .range(from, from + PAGE_SIZE - 1);
  if (error) throw new Error(HISTORIQUE_ERROR);
  return { rows: data as Mouvement[], total: count ?? 0 };
}
