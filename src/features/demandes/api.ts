// Requests (form_requests) of the signed-in client: lists, one request with its timeline and documents,
// creation through create_form_request (it spends the credit) and cancellation through cancel_form_request.
import { currentUserId, supabase, unwrap } from '../../lib/db.ts';
import { roots } from '../../lib/query-keys.ts';
import type { RequestPaymentStatus, RequestStatus } from '../../lib/statuts.ts';

export interface Demande {
  id: string;
  user_id: string;
  aid_id: string | null;
  aid_name: string | null;
  form_type: string;
  status: RequestStatus;
  payment_required: boolean;
  payment_status: RequestPaymentStatus;
  estimated_amount: number | null;
  data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface RequestEvent {
  id: string;
  type: 'created' | 'status_changed' | 'document_added' | 'payment' | 'comment';
  old_status: RequestStatus | null;
  new_status: RequestStatus | null;
  details: string | null;
  created_at: string;
}

export interface RequestDocumentRow {
  id: string;
  label: string;
  storage_path: string | null;
  created_at: string;
}

export interface DemandeDetail extends Demande {
  request_events: RequestEvent[];
  request_documents: RequestDocumentRow[];
}

export const demandeKeys = {
  list: [...roots.demandes, 'liste'] as const,
  detail: (id: string) => [...roots.demandes, 'detail', id] as const,
  latestSimulation: [...roots.simulations, 'derniere'] as const,
  quickPrice: [...roots.compte, 'prix-une-aide'] as const,
};

const COLUMNS =
  'id, user_id, aid_id, aid_name, form_type, status, payment_required, payment_status, estimated_amount, data, created_at, updated_at';

export const LOAD_ERROR = 'Impossible de charger vos demandes. Veuillez réessayer plus tard.';
export const CANCEL_ERROR = "Impossible d'annuler la demande. Veuillez réessayer plus tard.";
export const CANCEL_CONFIRM = 'Êtes-vous sûr de vouloir annuler cette demande ?';
export const EMPTY_TEXT = "Vous n'avez pas encore de demandes.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const normalise = <T extends Demande>(row: T): T => ({
  ...row,
  estimated_amount: row.estimated_amount === null ? null : Number(row.estimated_amount),
});

/** Every request of the client, newest first (cancelled ones included). */
export async function fetchDemandes(): Promise<Demande[]> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('form_requests')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(LOAD_ERROR);
  return (data as Demande[]).map(normalise);
}

/** One request of the client with its timeline and documents; null when it does not exist or is not theirs. */
export async function fetchDemande(id: string): Promise<DemandeDetail | null> {
  if (!UUID.test(id)) return null;
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('form_requests')
    .select(
      `${COLUMNS}, request_events(id, type, old_status, new_status, details, created_at), request_documents(id, label, storage_path, created_at)`,
    )
    .eq('id', id)
    .eq('user_id', userId)
    .order('created_at', { referencedTable: 'request_events', ascending: true })
    .order('created_at', { referencedTable: 'request_documents', ascending: true })
    .maybeSingle();
  if (error) throw new Error(LOAD_ERROR);
  return data ? normalise(data as DemandeDetail) : null;
}

export async function cancelDemande(id: string): Promise<void> {
  const db = await supabase();
  const { error } = await db.rpc('cancel_form_request', { request_id: id });
  if (error) throw new Error(CANCEL_ERROR);
}

export interface NewDemande {
  code: string;
  nom: string;
  categorie: string;
  montant: number | null;
  message: string;
  simulationId: string | null;
  payByCard: boolean;
}

export async function createDemande(d: NewDemande): Promise<Demande> {
  const db = await supabase();
  const data: Record<string, unknown> = {};
  if (d.message.trim()) data.message = d.message.trim();
  if (d.simulationId) data.simulation_id = d.simulationId;
  const row = unwrap(
    await db.rpc('create_form_request', {
      form_type: d.categorie,
      aid_id: d.code,
      aid_name: d.nom,
      estimated_amount: d.montant,
      data,
      pay_by_card: d.payByCard,
    }),
  ) as Demande;
  return normalise(row);
}

export interface SimulationAid {
  code: string;
  nom: string;
  description?: string;
  montant: number;
  periodicite: 'mensuelle' | 'annuelle' | 'ponctuelle';
}

/** The eligible aids of the latest simulation saved to the account (or of `id`), to pre-fill the choice. */
export async function fetchSimulationAids(
  id: string | null,
): Promise<{ id: string; created_at: string; aids: SimulationAid[] } | null> {
  const db = await supabase();
  const userId = await currentUserId(db);
  let query = db
    .from('simulations')
    .select('id, created_at, result')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1);
  if (id && UUID.test(id)) query = query.eq('id', id);
  const { data, error } = await query;
  if (error) throw new Error('Impossible de charger votre dernière simulation.');
  const row = (
    data as { id: string; created_at: string; result: { droitsEligibles?: SimulationAid[] } }[]
  )[0];
  if (!row) return null;
  return { id: row.id, created_at: row.created_at, aids: row.result.droitsEligibles ?? [] };
}

/** The server's price of one aid paid by card, after the client's referral discount (cents). */
export async function fetchQuickPrice(): Promise<number> {
  const db = await supabase();
  return unwrap(await db.rpc('checkout_price_cents', { offer_id: 'quick_1' })) as number;
}
