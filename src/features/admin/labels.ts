// What the back-office shows for each stored value.
import type { RequestStatus } from '../../lib/statuts.ts';

/** The « Statut » select of a request (the issue's wording) and the lists' filter. */
export const ADMIN_REQUEST_STATUS: { value: RequestStatus; label: string }[] = [
  { value: 'pending', label: 'En attente' },
  { value: 'in_progress', label: 'En cours' },
  { value: 'approved', label: 'Approuvée' },
  { value: 'rejected', label: 'Refusée' },
  { value: 'completed', label: 'Terminée' },
];

export const requestStatusLabel = (status: string) =>
  ADMIN_REQUEST_STATUS.find((s) => s.value === status)?.label ??
  (status === 'cancelled' ? 'Annulée' : status);

export const PAYMENT_STATUS: Record<string, string> = {
  pending: 'En attente',
  completed: 'Payé',
  failed: 'Échoué',
  refunded: 'Remboursé',
};
export const paymentStatusLabel = (s: string | null | undefined) => (s ? (PAYMENT_STATUS[s] ?? s) : '—');

export const TICKET_STATUS: Record<string, string> = { open: 'Ouvert', answered: 'Répondu', closed: 'Fermé' };

export const ROLE_LABEL: Record<string, string> = { client: 'Client', admin: 'Conseiller' };

export const CREDIT_REASON: Record<string, string> = {
  aide_gratuite: 'Aide offerte à l’inscription',
  achat_pack: 'Achat',
  parrainage: 'Parrainage',
  demande: 'Demande',
  remboursement: 'Crédit restitué',
  ajustement_admin: 'Ajustement par un conseiller',
};

/** The audit log's actions (docs/admin-api.md) as French labels; unknown ones are shown as stored. */
export const AUDIT_ACTION: Record<string, string> = {
  'request.status': 'Statut de demande changé',
  'request.document_requested': 'Document demandé',
  'request.assigned': 'Demande attribuée',
  'credits.adjusted': 'Crédits ajustés',
  'user.role': 'Rôle changé',
  'user.deactivated': 'Compte désactivé',
  'user.reactivated': 'Compte réactivé',
  'user.deleted': 'Compte supprimé',
  'ticket.replied': 'Réponse à un ticket',
  'ticket.status': 'Statut de ticket changé',
  'contact.handled': 'Message de contact traité',
  'referral.rewarded': 'Parrainage récompensé',
  'pack.created': 'Pack créé',
  'pack.updated': 'Pack modifié',
  'offer.created': 'Offre créée',
  'offer.updated': 'Offre modifiée',
  'payment.refunded': 'Paiement remboursé',
  'request.data': 'Réponses de la demande modifiées',
  'request.document_updated': 'Document modifié',
  'request.document_deleted': 'Document supprimé',
  'notification.sent': 'Notification envoyée',
};

/** The audited fields' names (before → after). */
export const AUDIT_FIELD: Record<string, string> = {
  status: 'Statut',
  assigned_to: 'Conseiller',
  label: 'Document',
  storage_path: 'Fichier',
  delta: 'Aides',
  reason: 'Motif',
  role: 'Rôle',
  handled: 'Traité',
  rewarded: 'Récompensé',
  name: 'Nom',
  description: 'Description',
  price_cents: 'Prix',
  aide_count: 'Aides',
  features: 'Avantages',
  popular: 'Populaire',
  active: 'En vente',
  sort_order: 'Ordre',
  body: 'Message',
  message: 'Message',
  amount: 'Montant',
};
export const auditActionLabel = (a: string) => AUDIT_ACTION[a] ?? a;
