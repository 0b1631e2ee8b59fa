// /demandes: every request newest first (dd/mm/yyyy, status and payment labels), Voir, cancel a pending one.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { dateCourte } from '../../lib/dates.ts';
import { isCancellable, paymentLabel, REQUEST_STATUS_LABEL } from '../../lib/statuts.ts';
import { useWideScreen } from '../../lib/use-media-query.ts';
import { demandeKeys, EMPTY_TEXT, fetchDemandes, LOAD_ERROR, type Demande } from './api.ts';
import { CancelButton } from './CancelButton.tsx';

export default function DemandesPage() {
  const query = useQuery({ queryKey: demandeKeys.list, queryFn: fetchDemandes });
  const wide = useWideScreen();
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
      ) : !wide ? (
        <DemandesCards demandes={query.data} />
      ) : (
        <DemandesTable demandes={query.data} />
      )}
    </AccountPage>
  );
}

const nameOf = (d: Demande) => d.aid_name ?? d.form_type;

/** « Voir » and, while it is possible, « Annuler »: the same in a card and in a table row. */
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

/** Narrow screens: one card per request. */
function DemandesCards({ demandes }: { demandes: Demande[] }) {
  return (
    <ul className="grid gap-3" aria-label="Vos demandes, de la plus récente à la plus ancienne">
      {demandes.map((d) => {
        const name = nameOf(d);
        return (
          <li key={d.id} className="card p-4">
            <p className="font-bold text-slate-900">{name}</p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">Date</dt>
                <dd className="text-slate-900">{dateCourte(d.created_at)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Statut</dt>
                <dd className="text-slate-900">{REQUEST_STATUS_LABEL[d.status]}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Paiement</dt>
                <dd className="text-slate-900">{paymentLabel(d.payment_required, d.payment_status)}</dd>
              </div>
            </dl>
            <div className="mt-3 flex gap-2">
              <DemandeActions demande={d} name={name} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function DemandesTable({ demandes }: { demandes: Demande[] }) {
  return (
    <div className="card relative overflow-x-auto p-0">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Vos demandes, de la plus récente à la plus ancienne</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              Demande
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Statut
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Paiement
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {demandes.map((d) => (
            <DemandeRow key={d.id} demande={d} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DemandeRow({ demande: d }: { demande: Demande }) {
  const name = nameOf(d);
  return (
    <tr>
      <th scope="row" className="px-5 py-3 font-semibold text-slate-900">
        {name}
      </th>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">{dateCourte(d.created_at)}</td>
      <td className="px-3 py-3 text-slate-800">{REQUEST_STATUS_LABEL[d.status]}</td>
      <td className="px-3 py-3 text-slate-800">{paymentLabel(d.payment_required, d.payment_status)}</td>
      <td className="px-5 py-3">
        <div className="flex justify-end gap-2">
          <DemandeActions demande={d} name={name} />
        </div>
      </td>
    </tr>
  );
}
