// The payments table of /paiement (seed 000 §2: Date, Montant, Statut, Demande), with what was bought and a
// « Reçu » link for every completed payment. A list of cards on a phone.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { dateCourte } from '../../lib/dates.ts';
import { formatCents } from '../../lib/format.ts';
import { useWideScreen } from '../../lib/use-media-query.ts';
import { EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { fetchPayments, paiementKeys, PAYMENTS_LOAD_ERROR, type PaymentRow } from './api.ts';
import { purchaseLabel, STATUS_LABEL } from './labels.ts';

function RequestLink({ p }: { p: PaymentRow }) {
  if (!p.request_id) return <span className="text-slate-600">—</span>;
  return (
    <Link to={paths.demande(p.request_id)} className="text-brand-700 underline">
      {p.form_requests?.aid_name ? `Voir la demande « ${p.form_requests.aid_name} »` : 'Voir la demande'}
    </Link>
  );
}

function ReceiptLink({ p }: { p: PaymentRow }) {
  if (p.status !== 'completed' && p.status !== 'refunded') return <span className="text-slate-600">—</span>;
  return (
    <Link
      to={paths.recu(p.id)}
      className="font-semibold text-brand-700 underline"
      aria-label={`Reçu du paiement du ${dateCourte(p.created_at)}`}
    >
      Reçu
    </Link>
  );
}

/** on a phone: one card per payment */
function PaymentsList({ payments }: { payments: PaymentRow[] }) {
  return (
    <ul className="card divide-y divide-slate-100 p-0" aria-label="Historique des paiements">
      {payments.map((p) => (
        <li key={p.id} className="space-y-1 px-4 py-3">
          <div className="flex items-start justify-between gap-3">
            <p className="text-slate-900">{purchaseLabel(p)}</p>
            <p className="font-semibold whitespace-nowrap text-slate-900">{formatCents(p.amount)}</p>
          </div>
          <p className="text-sm text-slate-700">
            {dateCourte(p.created_at)} · {STATUS_LABEL[p.status]}
          </p>
          <p className="flex flex-wrap gap-x-4 text-sm">
            <RequestLink p={p} />
            {(p.status === 'completed' || p.status === 'refunded') && <ReceiptLink p={p} />}
          </p>
        </li>
      ))}
    </ul>
  );
}

function PaymentsTable({ payments }: { payments: PaymentRow[] }) {
  return (
    <div className="card overflow-x-auto p-0">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Historique des paiements</caption>
        <ColumnHeads labels={['Date', 'Achat', 'Montant', 'Statut', 'Demande', 'Reçu']} />
        <tbody className="divide-y divide-slate-100">
          {payments.map((p) => (
            <tr key={p.id}>
              <td className="px-5 py-3 whitespace-nowrap text-slate-700">{dateCourte(p.created_at)}</td>
              <td className="px-5 py-3 text-slate-900">{purchaseLabel(p)}</td>
              <td className="px-5 py-3 font-semibold whitespace-nowrap text-slate-900">
                {formatCents(p.amount)}
              </td>
              <td className="px-5 py-3 text-slate-800">{STATUS_LABEL[p.status]}</td>
              <td className="px-5 py-3">
                <RequestLink p={p} />
              </td>
              <td className="px-5 py-3">
                <ReceiptLink p={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PaymentsHistory() {
  const query = useQuery({ queryKey: paiementKeys.payments, queryFn: fetchPayments });
  const wide = useWideScreen();
  if (query.isPending) return <SkeletonList label="Chargement de vos paiements..." />;
  if (query.isError) return <ErrorState message={PAYMENTS_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState>Vous n’avez encore effectué aucun paiement.</EmptyState>;
  if (!wide) return <PaymentsList payments={query.data} />;
  return <PaymentsTable payments={query.data} />;
}
