// /aides: the aids the client asked for, with the seed's filters (Toutes, Validées, Obtenues, Rejetées,
// En attente) that really filter, and the statut badges of seed 000 §4.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { dateCourte } from '../../lib/dates.ts';
import { formatEuros } from '../../lib/format.ts';
import { aidStatut, type AidStatut } from '../../lib/statuts.ts';
import { demandeKeys, fetchDemandes, LOAD_ERROR, type Demande } from './api.ts';

/** « Validées » are the requests an adviser took up (en cours); the others match their statut. */
export const AID_FILTERS: { label: string; statut: AidStatut | null }[] = [
  { label: 'Toutes', statut: null },
  { label: 'Validées', statut: 'en_cours' },
  { label: 'Obtenues', statut: 'obtenue' },
  { label: 'Rejetées', statut: 'refusee' },
  { label: 'En attente', statut: 'en_attente' },
];

export default function AidesPage() {
  const [filter, setFilter] = useState<AidStatut | null>(null);
  const query = useQuery({ queryKey: demandeKeys.list, queryFn: fetchDemandes });
  const aides = (query.data ?? []).filter((d) => aidStatut(d.status) !== null);
  const shown = aides.filter((d) => filter === null || aidStatut(d.status) === filter);
  return (
    <AccountPage
      title="Mes aides"
      lead="Les aides que vous avez demandées avec Aidy et où elles en sont."
      actions={
        <Link to={paths.nouvelleDemande} className="btn-primary">
          <Plus className="h-4 w-4" aria-hidden="true" /> Faire la demande d’une aide
        </Link>
      }
    >
      <AidFilterButtons filter={filter} onChange={setFilter} />
      {query.isPending ? (
        <SkeletonList label="Chargement de vos aides..." />
      ) : query.isError ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => void query.refetch()} />
      ) : aides.length === 0 ? (
        <EmptyState
          action={
            <>
              <Link to={paths.simulateur} className="btn-ghost">
                Faire une simulation
              </Link>
              <Link to={paths.nouvelleDemande} className="btn-primary">
                Faire la demande d’une aide
              </Link>
            </>
          }
        >
          Vous n’avez encore demandé aucune aide.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>Aucune aide trouvée avec ce filtre.</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {shown.map((d) => (
            <AideItem key={d.id} demande={d} />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}

function AidFilterButtons({
  filter,
  onChange,
}: {
  filter: AidStatut | null;
  onChange: (statut: AidStatut | null) => void;
}) {
  return (
    <div role="group" aria-label="Filtrer par statut" className="mb-4 flex flex-wrap gap-2">
      {AID_FILTERS.map((f) => (
        <button
          key={f.label}
          type="button"
          aria-pressed={filter === f.statut}
          onClick={() => onChange(f.statut)}
          className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
            filter === f.statut
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500'
          }`}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}

function AideItem({ demande: d }: { demande: Demande }) {
  return (
    <li className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-bold text-slate-900">{d.aid_name ?? d.form_type}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <StatusBadge status={d.status} />
          <span>Demandée le {dateCourte(d.created_at)}</span>
          {d.estimated_amount !== null && d.estimated_amount > 0 && (
            <span>{formatEuros(d.estimated_amount)}</span>
          )}
        </p>
      </div>
      <Link
        to={paths.aides.detail(d.id)}
        aria-label={`Détails : ${d.aid_name ?? d.form_type}`}
        className="btn-ghost shrink-0"
      >
        Détails
      </Link>
    </li>
  );
}
