// /historique: the real history of payments and credit movements (Type, Montant, Date, Statut), newest
// first, ten per page.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable.tsx';
import { dateCourte } from '../../lib/dates.ts';
import { formatCents } from '../../lib/format.ts';
import { fetchHistorique, HISTORIQUE_ERROR, historiqueKey, PAGE_SIZE, type Mouvement } from './api.ts';

const REASON: Record<string, string> = {
  aide_gratuite: 'Aide offerte à l’inscription',
  achat_pack: 'Aides ajoutées (achat)',
  parrainage: 'Aide offerte (parrainage)',
  demande: 'Aide utilisée pour une demande',
  remboursement: 'Aide restituée',
  ajustement_admin: 'Ajustement par un conseiller',
  remboursement_paiement: 'Aides retirées (achat remboursé)',
};
const PAYMENT_STATUS: Record<string, string> = {
  completed: 'Payé',
  pending: 'En attente',
  failed: 'Échoué',
  refunded: 'Remboursé',
};

/** a completed payment has a printable receipt (issue 13) */
const hasReceipt = (m: Mouvement) =>
  m.kind === 'paiement' && (m.status === 'completed' || m.status === 'refunded');

export function describe(m: Mouvement): { type: string; montant: string; statut: string } {
  if (m.kind === 'paiement')
    return {
      type: `Paiement — ${m.label ?? 'achat d’aides'}`,
      montant: formatCents(m.amount_cents ?? 0),
      statut: PAYMENT_STATUS[m.status ?? 'pending'],
    };
  const delta = m.delta ?? 0;
  return {
    type: REASON[m.reason ?? ''] ?? m.label ?? 'Mouvement de crédit',
    montant: `${delta > 0 ? '+' : '−'}${Math.abs(delta)} aide${Math.abs(delta) > 1 ? 's' : ''}`,
    statut: delta > 0 ? 'Crédité' : 'Débité',
  };
}

/** « voir la demande » / « voir le reçu » after a movement's type, each preceded by a space */
function MouvementLinks({ m }: { m: Mouvement }) {
  return (
    <>
      {m.request_id && (
        <>
          {' '}
          <Link to={paths.demande(m.request_id)} className="text-brand-700 underline">
            voir la demande
          </Link>
        </>
      )}
      {hasReceipt(m) && (
        <>
          {' '}
          <Link to={paths.recu(m.id)} className="text-brand-700 underline">
            voir le reçu
          </Link>
        </>
      )}
    </>
  );
}

/** Type (with its links) / Montant / Date / Statut */
const COLUMNS: readonly Column<Mouvement>[] = [
  {
    label: 'Type',
    className: 'px-5 py-3 text-slate-900',
    cell: (m) => (
      <>
        {describe(m).type}
        <MouvementLinks m={m} />
      </>
    ),
  },
  {
    label: 'Montant',
    className: 'px-5 py-3 font-semibold whitespace-nowrap text-slate-900',
    cell: (m) => describe(m).montant,
  },
  {
    label: 'Date',
    className: 'px-5 py-3 whitespace-nowrap text-slate-700',
    cell: (m) => dateCourte(m.created_at),
  },
  { label: 'Statut', className: 'px-5 py-3 text-slate-800', cell: (m) => describe(m).statut },
];

function Pagination({
  page,
  pages,
  setPage,
}: {
  page: number;
  pages: number;
  setPage: (update: (p: number) => number) => void;
}) {
  return (
    <nav aria-label="Pages de l’historique" className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className="btn-ghost" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
        Précédent
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page + 1} sur {pages}
      </p>
      <button
        type="button"
        className="btn-ghost"
        disabled={page + 1 >= pages}
        onClick={() => setPage((p) => p + 1)}
      >
        Suivant
      </button>
    </nav>
  );
}

export default function HistoriquePage() {
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: historiqueKey(page),
    queryFn: () => fetchHistorique(page),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  return (
    <AccountPage
      title="Historique"
      lead="Vos paiements et les mouvements de vos aides, du plus récent au plus ancien."
    >
      {query.isPending ? (
        <SkeletonList label="Chargement de votre historique..." />
      ) : query.isError ? (
        <ErrorState message={HISTORIQUE_ERROR} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState>Aucun paiement ni mouvement pour le moment.</EmptyState>
      ) : (
        <>
          <ResponsiveTable
            caption={`Historique, page ${page + 1} sur ${pages}`}
            columns={COLUMNS}
            rows={query.data.rows}
            rowKey={(m) => `${m.kind}-${m.id}`}
            className="card relative overflow-x-auto p-0"
            minWidth="sm:min-w-[36rem]"
            busy={query.isPlaceholderData}
          />
          <Pagination page={page} pages={pages} setPage={setPage} />
        </>
      )}
    </AccountPage>
  );
}
