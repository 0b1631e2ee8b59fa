// /simulations: the simulations saved to the account, re-opened or deleted.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Calculator, Trash2 } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { dateHeure } from '../../lib/dates.ts';
import { messageOf } from '../../lib/errors.ts';
import { formatEuros } from '../../lib/format.ts';
import { roots } from '../../lib/query-keys.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ConfirmDialog } from '../../components/Dialog.tsx';
import { EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import {
  deleteSimulation,
  fetchSimulations,
  LOAD_ERROR,
  simulationKeys,
  type SavedSimulation,
} from './api.ts';

function NoSimulations() {
  return (
    <EmptyState
      action={
        <Link to={paths.simulateur} className="btn-primary">
          Faire une simulation
        </Link>
      }
    >
      Vous n’avez pas encore enregistré de simulation dans votre compte.
    </EmptyState>
  );
}

function SimulationItem({ s, onDelete }: { s: SavedSimulation; onDelete: () => void }) {
  return (
    <li className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-bold text-slate-900">Simulation du {dateHeure(s.created_at)}</p>
        <p className="mt-1 text-sm text-slate-700">
          {s.eligible_count} aide{s.eligible_count > 1 ? 's' : ''} — {formatEuros(s.monthly_total)} par mois,{' '}
          {formatEuros(s.yearly_total)} sur un an
        </p>
      </div>
      <div className="flex gap-2">
        <Link
          to={paths.simulationCompte(s.id)}
          aria-label={`Revoir la simulation du ${dateHeure(s.created_at)}`}
          className="btn-primary px-4 py-1.5"
        >
          Revoir
        </Link>
        <button type="button" className="btn-ghost px-3 py-1.5 text-red-700" onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Supprimer la simulation du {dateHeure(s.created_at)}</span>
        </button>
      </div>
    </li>
  );
}

export default function SimulationsPage() {
  const query = useQuery({ queryKey: simulationKeys.list, queryFn: fetchSimulations });
  const client = useQueryClient();
  const [toDelete, setToDelete] = useState<SavedSimulation | null>(null);
  const remove = useMutation({
    mutationFn: (s: SavedSimulation) => deleteSimulation(s.id),
    onSuccess: () => setToDelete(null),
    onSettled: () => client.invalidateQueries({ queryKey: roots.simulations }),
  });
  return (
    <AccountPage
      title="Mes simulations"
      lead="Les simulations enregistrées dans votre compte, à revoir ou à transformer en demande."
      actions={
        <Link to={paths.simulateur} className="btn-primary">
          <Calculator className="h-4 w-4" aria-hidden="true" /> Nouvelle simulation
        </Link>
      }
    >
      {query.isPending ? (
        <SkeletonList label="Chargement de vos simulations..." />
      ) : query.isError ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <NoSimulations />
      ) : (
        <ul className="grid gap-3">
          {query.data.map((s) => (
            <SimulationItem
              key={s.id}
              s={s}
              onDelete={() => {
                remove.reset();
                setToDelete(s);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Supprimer la simulation"
        message={<p>Supprimer la simulation du {toDelete ? dateHeure(toDelete.created_at) : ''} ?</p>}
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error) : null}
      />
    </AccountPage>
  );
}
