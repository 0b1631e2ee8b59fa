// /historique: the real history of payments and credit movements (Type, Montant, Date, Statut), newest
// first, ten per page.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { dateCourte } from '../../lib/dates.ts';
import { formatCents } from '../../lib/format.ts';
import { useWideScreen } from '../../lib/use-media-query.ts';
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

/** « voir la demande » / « voir le reçu » after a movement, each preceded by the separator */
function MouvementLinks({ m, separator }: { m: Mouvement; separator: string }) {
  return (
    <>
      {m.request_id && (
        <>
          {separator}
          <Link to={paths.demande(m.request_id)} className="text-brand-700 underline">
            voir la demande
          </Link>
        </>
      )}
      {hasReceipt(m) && (
        <>
          {separator}
          <Link to={paths.recu(m.id)} className="text-brand-700 underline">
            voir le reçu
          </Link>
        </>
      )}
    </>
  );
}

interface MouvementsProps {
  rows: Mouvement[];
  /** 1-based, for the list's label */
  pageNumber: number;
  pages: number;
  busy: boolean;
}

/** narrow screens: one card per movement */
function MouvementList({ rows, pageNumber, pages, busy }: MouvementsProps) {
  return (
    <ul
      className="card divide-y divide-slate-100 p-0"
      aria-label={`Historique, page ${pageNumber} sur ${pages}`}
      aria-busy={busy || undefined}
    >
      {rows.map((m) => {
        const d = describe(m);
        return (
          <li key={`${m.kind}-${m.id}`} className="px-4 py-3">
            <div className="flex items-start justify-between gap-3">
              <p className="text-slate-900">{d.type}</p>
              <p className="font-semibold whitespace-nowrap text-slate-900">{d.montant}</p>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {dateCourte(m.created_at)} · {d.statut}
              <MouvementLinks m={m} separator=" · " />
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** wide screens: a table Type / Montant / Date / Statut */
function MouvementTable({ rows, pageNumber, pages, busy }: MouvementsProps) {
  return (
    <div className="card relative overflow-x-auto p-0" aria-busy={busy || undefined}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">
          Historique, page {pageNumber} sur {pages}
        </caption>
        <ColumnHeads labels={['Type', 'Montant', 'Date', 'Statut']} />
        <tbody className="divide-y divide-slate-100">
          {rows.map((m) => {
            const d = describe(m);
            return (
              <tr key={`${m.kind}-${m.id}`}>
                <td className="px-5 py-3 text-slate-900">
                  {d.type}
                  <MouvementLinks m={m} separator=" " />
                </td>
                <td className="px-5 py-3 font-semibold whitespace-nowrap text-slate-900">{d.montant}</td>
                <td className="px-5 py-3 whitespace-nowrap text-slate-700">{dateCourte(m.created_at)}</td>
                <td className="px-5 py-3 text-slate-800">{d.statut}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

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
  const wide = useWideScreen();
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
          {!wide ? (
            <MouvementList
              rows={query.data.rows}
              pageNumber={page + 1}
              pages={pages}
              busy={query.isPlaceholderData}
            />
          ) : (
            <MouvementTable
              rows={query.data.rows}
              pageNumber={page + 1}
              pages={pages}
              busy={query.isPlaceholderData}
            />
          )}
          <Pagination page={page} pages={pages} setPage={setPage} />
        </>
      )}
    </AccountPage>
  );
}
