// Simulations saved to the account from the simulator ("Enregistrer dans mon compte"): list, re-open, delete.
import { currentUserId, supabase, unwrap } from '../../lib/db.ts';
import { roots } from '../../lib/query-keys.ts';

export interface SavedSimulation {
  id: string;
  created_at: string;
  eligible_count: number;
  monthly_total: number;
  yearly_total: number;
}

export const simulationKeys = {
  list: [...roots.simulations, 'liste'] as const,
  detail: (id: string) => [...roots.simulations, 'detail', id] as const,
};

export const LOAD_ERROR = 'Impossible de charger vos simulations. Veuillez réessayer plus tard.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchSimulations(): Promise<SavedSimulation[]> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('simulations')
    .select('id, created_at, eligible_count, monthly_total, yearly_total')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(LOAD_ERROR);
  return (data as SavedSimulation[]).map((s) => ({
    ...s,
    monthly_total: Number(s.monthly_total),
    yearly_total: Number(s.yearly_total),
  }));
}

/** The full result of one saved simulation (the shape the simulator's results screen reads), or null. */
export async function fetchSimulation<R>(
  id: string,
): Promise<{ id: string; created_at: string; result: R } | null> {
  if (!UUID.test(id)) return null;
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('simulations')
    .select('id, created_at, result')
    .eq('id', id)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(LOAD_ERROR);
  return data as { id: string; created_at: string; result: R } | null;
}

export async function deleteSimulation(id: string): Promise<void> {
  const db = await supabase();
  const rows = unwrap(await db.from('simulations').delete().eq('id', id).select('id'));
  if (!rows?.length) throw new Error('Cette simulation n’a pas pu être supprimée.');
}
