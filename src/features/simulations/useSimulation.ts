import { useQuery } from '@tanstack/react-query';
import { fetchSimulation, simulationKeys } from './api.ts';

/** One saved simulation, for the route that shows it with the simulator's results screen. */
export function useSimulation<R>(id: string) {
  return useQuery({ queryKey: simulationKeys.detail(id), queryFn: () => fetchSimulation<R>(id) });
}
