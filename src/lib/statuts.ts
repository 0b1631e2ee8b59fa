// Statuses as the account area shows them (seed 000 §4): the request status, the aid statut derived from
// it (same mapping as the database's aid_statut()), badge colours and the payment status labels.
export type RequestStatus = 'pending' | 'in_progress' | 'approved' | 'rejected' | 'completed' | 'cancelled';
export type AidStatut = 'en_attente' | 'en_cours' | 'obtenue' | 'refusee';
export type RequestPaymentStatus = 'pending' | 'completed' | 'failed' | null;

export function aidStatut(status: RequestStatus): AidStatut | null {
  switch (status) {
    case 'pending':
      return 'en_attente';
    case 'in_progress':
      return 'en_cours';
    case 'approved':
    case 'completed':
      return 'obtenue';
    case 'rejected':
      return 'refusee';
    default:
      return null;
  }
}

export const AID_STATUT_LABEL: Record<AidStatut, string> = {
  en_attente: 'En attente',
  en_cours: 'En cours',
  obtenue: 'Obtenue',
  refusee: 'Refusée',
};

/** obtenue green, en_cours dark green, en_attente amber, refusee red (seed 000 §4). */
export const AID_STATUT_BADGE: Record<AidStatut, string> = {
  obtenue: 'bg-green-100 text-green-800 ring-green-600/30',
  en_cours: 'bg-emerald-800 text-white ring-emerald-900/30',
  en_attente: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  refusee: 'bg-red-100 text-red-800 ring-red-600/30',
};

export const REQUEST_STATUS_LABEL: Record<RequestStatus, string> = {
  pending: 'En attente',
  in_progress: 'En cours de traitement',
  approved: 'Acceptée',
  completed: 'Terminée',
  rejected: 'Refusée',
  cancelled: 'Annulée',
};

/** seed 000 §4: completed → Payé, failed → Échoué, not required → Non requis, else En attente. */
export function paymentLabel(required: boolean, status: RequestPaymentStatus): string {
  if (!required) return 'Non requis';
  if (status === 'completed') return 'Payé';
  if (status === 'failed') return 'Échoué';
  return 'En attente';
}

/** A request its owner may still cancel (the database says the same). */
export const isCancellable = (status: RequestStatus) => status === 'pending';
/** A request still being handled: a new request for the same aid would be a duplicate. */
export const isOpen = (status: RequestStatus) => status === 'pending' || status === 'in_progress';
/** A request whose documents can still be added. */
export const acceptsDocuments = isOpen;
