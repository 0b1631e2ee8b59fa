import { AID_STATUT_BADGE, aidStatut, type RequestStatus } from '../../../lib/statuts.ts';
import { requestStatusLabel } from '../labels.ts';

/** A request's status with the back-office's wording and the seed's badge colours. */
export function AdminStatus({ status }: { status: string }) {
  const statut = aidStatut(status as RequestStatus);
  const colour = statut ? AID_STATUT_BADGE[statut] : 'bg-slate-100 text-slate-700 ring-slate-500/30';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${colour}`}
    >
      {requestStatusLabel(status)}
    </span>
  );
}

/** A neutral badge (payment, ticket, role…). */
export function Badge({
  children,
  tone = 'slate',
}: {
  children: string;
  tone?: 'slate' | 'green' | 'amber' | 'red';
}) {
  const colours = {
    slate: 'bg-slate-100 text-slate-800 ring-slate-500/30',
    green: 'bg-green-100 text-green-800 ring-green-600/30',
    amber: 'bg-amber-100 text-amber-900 ring-amber-600/30',
    red: 'bg-red-100 text-red-800 ring-red-600/30',
  };
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${colours[tone]}`}
    >
      {children}
    </span>
  );
}
