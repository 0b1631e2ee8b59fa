// The payments table of /paiement (seed 000 §2: Date, Montant, Statut, Demande), with what was bought and a
// « Reçu » link for every completed payment. On a phone each row stacks as a card (ResponsiveTable).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { dateCourte } from '../../lib/dates.ts';
import { formatCents } from '../../lib/format.ts';
import { EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable.tsx';
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

const COLUMNS: readonly Column<PaymentRow>[] = [
  {
    label: 'Date',
    className: 'px-5 py-3 whitespace-nowrap text-slate-700',
    cell: (p) => dateCourte(p.created_at),
  },
  { label: 'Achat', className: 'px-5 py-3 text-slate-900', cell: purchaseLabel },
  {
    label: 'Montant',
    className: 'px-5 py-3 font-semibold whitespace-nowrap text-slate-900',
    cell: (p) => formatCents(p.amount),
  },
  { label: 'Statut', className: 'px-5 py-3 text-slate-800', cell: (p) => STATUS_LABEL[p.status] },
  { label: 'Demande', cell: (p) => <RequestLink p={p} /> },
  { label: 'Reçu', cell: (p) => <ReceiptLink p={p} /> },
];

export function PaymentsHistory() {
  const query = useQuery({ queryKey: paiementKeys.payments, queryFn: fetchPayments });
  if (query.isPending) return <SkeletonList label="Chargement de vos paiements..." />;
  if (query.isError) return <ErrorState message={PAYMENTS_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState>Vous n’avez encore effectué aucun paiement.</EmptyState>;
  return (
    <ResponsiveTable
      caption="Historique des paiements"
      columns={COLUMNS}
      rows={query.data}
      rowKey={(p) => p.id}
      className="card overflow-x-auto p-0"
      minWidth="sm:min-w-[40rem]"
    />
  );
}
