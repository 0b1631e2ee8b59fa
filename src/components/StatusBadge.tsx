import { AID_STATUT_BADGE, AID_STATUT_LABEL, aidStatut, type RequestStatus } from '../lib/statuts.ts';

/** The aid's statut badge (seed 000 §4 colours); a cancelled request shows a grey « Annulée ». */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const statut = aidStatut(status);
  const className = statut ? AID_STATUT_BADGE[statut] : 'bg-slate-100 text-slate-700 ring-slate-500/30';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      {statut ? AID_STATUT_LABEL[statut] : 'Annulée'}
    </span>
  );
}
