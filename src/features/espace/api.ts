// The dashboard's data in ONE request: the client's requests (with their documents and status events) and
// the support tickets an adviser answered, embedded under their profile. With the account (shell) and the
// bell's count, the dashboard needs three requests in all (tests/…/DashboardPage.test.tsx counts them).
import { currentUserId, supabase } from '../../lib/db.ts';
import { roots } from '../../lib/query-keys.ts';
import type { RequestPaymentStatus, RequestStatus } from '../../lib/statuts.ts';

export interface TableauDemande {
  id: string;
  aid_id: string | null;
  aid_name: string | null;
  form_type: string;
  status: RequestStatus;
  payment_required: boolean;
  payment_status: RequestPaymentStatus;
  estimated_amount: number | null;
  created_at: string;
  request_documents: { label: string; storage_path: string | null }[];
  request_events: { type: string; new_status: RequestStatus | null; created_at: string }[];
}

export interface TableauRendezVous {
  id: string;
  starts_at: string;
  topic: string;
}

export interface Tableau {
  demandes: TableauDemande[];
  /** the next 3 booked appointments */
  rendezVous: TableauRendezVous[];
  ticketsRepondus: { id: string; subject: string; updated_at: string }[];
}

export const tableauKey = [...roots.demandes, 'tableau-de-bord'] as const;

export const TABLEAU_ERROR = 'Impossible de charger votre tableau de bord. Veuillez réessayer plus tard.';

export async function fetchTableau(): Promise<Tableau> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('profiles')
    .select(
      'id, form_requests(id, aid_id, aid_name, form_type, status, payment_required, payment_status, estimated_amount, created_at, ' +
        'request_documents(label, storage_path), request_events(type, new_status, created_at)), ' +
        'support_tickets(id, subject, updated_at), appointments!client_id(id, starts_at, topic)',
    )
    .eq('id', userId)
    .eq('support_tickets.status', 'answered')
    .eq('appointments.status', 'booked')
    .gte('appointments.starts_at', new Date().toISOString())
    .order('starts_at', { referencedTable: 'appointments', ascending: true })
    .limit(3, { referencedTable: 'appointments' })
    .order('created_at', { referencedTable: 'form_requests', ascending: false })
    .single();
  if (error) throw new Error(TABLEAU_ERROR);
  const row = data as unknown as {
    form_requests: TableauDemande[];
    support_tickets: Tableau['ticketsRepondus'];
    appointments: TableauRendezVous[];
  };
  return {
    demandes: row.form_requests.map((d) => ({
      ...d,
      estimated_amount: d.estimated_amount === null ? null : Number(d.estimated_amount),
    })),
    ticketsRepondus: row.support_tickets,
    rendezVous: row.appointments ?? [],
  };
}
