// /demandes: every request newest first (dd/mm/yyyy, status and payment labels), Voir, cancel a pending one.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable.tsx';
import { dateCourte } from '../../lib/dates.ts';
import { isCancellable, paymentLabel, REQUEST_STATUS_LABEL } from '../../lib/statuts.ts';
import { demandeKeys, EMPTY_TEXT, fetchDemandes, LOAD_ERROR, type Demande } from './api.ts';
import { CancelButton } from './CancelButton.tsx';

export default function DemandesPage() {
  const query = useQuery({ queryKey: demandeKeys.list, queryFn: fetchDemandes });
  return (
    <AccountPage
      title="Mes demandes"
      lead="Le suivi de chacune de vos demandes d’aide."
      actions={
        <Link to={paths.nouvelleDemande} className="btn-primary">
          <Plus className="h-4 w-4" aria-hidden="true" /> Nouvelle demande
        </Link>
      }
    >
      {query.isPending ? (
        <SkeletonList label="Chargement de vos demandes..." />
      ) : query.isError ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          action={
            <Link to={paths.nouvelleDemande} className="btn-primary">
              Nouvelle demande
            </Link>
          }
        >
          {EMPTY_TEXT}
        </EmptyState>
      ) : (
        <ResponsiveTable
          caption="Vos demandes, de la plus récente à la plus ancienne"
          columns={COLUMNS}
          rows={query.data}
          rowKey={(d) => d.id}
          className="card relative overflow-x-auto p-0"
          minWidth="sm:min-w-[40rem]"
        />
      )}
    </AccountPage>
  );
}

const nameOf = (d: Demande) => d.aid_name ?? d.form_type;

/** « Voir » and, while it is possible, « Annuler » */
function DemandeActions({ demande, name }: { demande: Demande; name: string }) {
  return (
    <>
      <Link
        to={paths.demande(demande.id)}
        aria-label={`Voir la demande « ${name} »`}
        className="btn-ghost px-4 py-1.5"
      >
        Voir
      </Link>
      {isCancellable(demande.status) && <CancelButton id={demande.id} name={name} compact />}
    </>
  );
}

const COLUMNS: readonly Column<Demande>[] = [
  {
    label: 'Demande',
    rowHeader: true,
    className: 'px-5 py-3 font-semibold text-slate-900',
    cell: nameOf,
  },
  {
    label: 'Date',
    headClassName: 'px-3 py-3 font-semibold',
    className: 'px-3 py-3 whitespace-nowrap text-slate-700',
    cell: (d) => dateCourte(d.created_at),
  },
  {
    label: 'Statut',
    headClassName: 'px-3 py-3 font-semibold',
    className: 'px-3 py-3 text-slate-800',
    cell: (d) => REQUEST_STATUS_LABEL[d.status],
  },
  {
    label: 'Paiement',
    headClassName: 'px-3 py-3 font-semibold',
    className: 'px-3 py-3 text-slate-800',
    cell: (d) => paymentLabel(d.payment_required, d.payment_status),
  },
  {
    label: 'Actions',
    labelHidden: true,
    headClassName: 'px-5 py-3 text-right font-semibold',
    className: 'px-5 py-3',
    cell: (d) => (
      <div className="flex justify-end gap-2 max-sm:mt-2 max-sm:justify-start">
        <DemandeActions demande={d} name={nameOf(d)} />
      </div>
    ),
  },
];
