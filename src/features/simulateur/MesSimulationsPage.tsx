import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { PageHeader } from '../../components/PageTitle.tsx';
import { formatDateTime, formatEuros } from '../../lib/format.ts';
import { deleteSaved, listSaved, type SavedSimulation } from './storage.ts';
import { Results, totals } from './Results.tsx';
import { SaveToAccount, useApplyAid } from './AccountBridge.tsx';
import type { Aid } from './api.ts';

export default function MesSimulationsPage() {
  const [saved, setSaved] = useState(() => listSaved());
  const [params, setParams] = useSearchParams();
  const { apply, gate } = useApplyAid();
  const selected = saved.find((s) => s.id === params.get('id'));

  if (selected)
    return (
      <SavedSimulationResults
        simulation={selected}
        onBack={() => setParams({})}
        onApply={apply}
        gate={gate}
      />
    );

  return (
    <>
      <PageHeader
        title="Mes simulations"
        lead="Les simulations enregistrées sur cet appareil. Elles ne sont envoyées nulle part."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {saved.length === 0 ? (
          <div className="card text-center">
            <p className="text-slate-700">
              Vous n’avez pas encore enregistré de simulation sur cet appareil.
            </p>
            <Link to={paths.simulateur} className="btn-primary mt-4">
              Faire une simulation
            </Link>
          </div>
        ) : (
          <ul className="grid gap-4">
            {saved.map((s) => (
              <SavedSimulationItem
                key={s.id}
                simulation={s}
                onOpen={() => setParams({ id: s.id })}
                onDelete={() => {
                  deleteSaved(s.id);
                  setSaved(listSaved());
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** one saved simulation's results, with the way back to the list */
function SavedSimulationResults({
  simulation,
  onBack,
  onApply,
  gate,
}: {
  simulation: SavedSimulation;
  onBack: () => void;
  onApply: (aid: Aid) => void;
  /** the sign-in dialog of « Faire la demande » */
  gate: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <button
        type="button"
        className="mb-6 text-sm font-semibold text-brand-700 underline print:hidden"
        onClick={onBack}
      >
        ← Toutes mes simulations
      </button>
      <Results
        title={`Simulation du ${formatDateTime(simulation.savedAt)}`}
        result={simulation.result}
        onApply={onApply}
        actions={<SaveToAccount answers={simulation.answers} result={simulation.result} />}
      />
      {gate}
    </div>
  );
}

/** a line of the list: date, number of aids and totals, « Revoir les résultats » and delete */
function SavedSimulationItem({
  simulation: s,
  onOpen,
  onDelete,
}: {
  simulation: SavedSimulation;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { monthly, yearly } = totals(s.result.droitsEligibles);
  return (
    <li className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-bold text-slate-900">Simulation du {formatDateTime(s.savedAt)}</h2>
        <p className="mt-1 text-sm text-slate-700">
          {s.result.droitsEligibles.length} aide{s.result.droitsEligibles.length > 1 ? 's' : ''} —{' '}
          {formatEuros(monthly)} par mois, {formatEuros(yearly)} sur un an
        </p>
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn-primary" onClick={onOpen}>
          Revoir les résultats
        </button>
        <button type="button" className="btn-ghost" onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Supprimer la simulation du {formatDateTime(s.savedAt)}</span>
        </button>
      </div>
    </li>
  );
}
