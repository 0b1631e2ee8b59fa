// /simulations/{id}: a simulation saved to the account (simulations feature) shown with the simulator's
// results screen (simulateur feature); « Faire la demande » leads to the new request with that simulation.
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { dateHeure } from '../../lib/dates.ts';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { useSimulation } from '../../features/simulations/useSimulation.ts';
import { useApplyAid } from '../../features/simulateur/AccountBridge.tsx';
import { Results } from '../../features/simulateur/Results.tsx';
import type { SimulationResult } from '../../features/simulateur/api.ts';

export default function SimulationDetailRoute() {
  const { id = '' } = useParams();
  const query = useSimulation<SimulationResult>(id);
  const { apply, gate } = useApplyAid(id);
  usePageTitle('Simulation enregistrée');
  if (query.isPending) return <SkeletonBlock lines={6} label="Chargement de la simulation..." />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <div className="card mx-auto max-w-xl text-center">
        <h1 className="text-2xl font-extrabold text-brand-900">Simulation non trouvée</h1>
        <Link to={paths.simulationsCompte} className="btn-primary mt-6">
          Mes simulations
        </Link>
      </div>
    );
  const result: SimulationResult = {
    droitsEligibles: query.data.result.droitsEligibles ?? [],
    droitsNonEligibles: query.data.result.droitsNonEligibles ?? [],
  };
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="sr-only">Simulation enregistrée</h1>
      <Link
        to={paths.simulationsCompte}
        className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Mes simulations
      </Link>
      <Results title={`Simulation du ${dateHeure(query.data.created_at)}`} result={result} onApply={apply} />
      {gate}
    </div>
  );
}
