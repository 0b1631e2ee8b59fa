// The simulator's state on this device: answers and current view survive reloads and back/forward;
// saved simulations are listed on /mes-simulations.
import type { Answers } from './questions.ts';
import type { SimulationResult } from './api.ts';

const CURRENT_KEY = 'aidy-simulateur';
const SAVED_KEY = 'aidy-simulations';

export interface CurrentSimulation {
  answers: Answers;
  step: number;
  result: SimulationResult | null;
}

export interface SavedSimulation {
  id: string;
  savedAt: string;
  answers: Answers;
  result: SimulationResult;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the simulator still works for this visit */
  }
}

export const loadCurrent = () => read<CurrentSimulation>(CURRENT_KEY);
export const saveCurrent = (s: CurrentSimulation) => write(CURRENT_KEY, s);
export const clearCurrent = () => localStorage.removeItem(CURRENT_KEY);

export const listSaved = (): SavedSimulation[] => read<SavedSimulation[]>(SAVED_KEY) ?? [];

export function saveSimulation(
  answers: Answers,
  result: SimulationResult,
  now = new Date(),
): SavedSimulation {
  const saved: SavedSimulation = {
    id: `${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    savedAt: now.toISOString(),
    answers,
    result,
  };
  write(SAVED_KEY, [saved, ...listSaved()].slice(0, 20));
  return saved;
}

export function deleteSaved(id: string) {
  write(
    SAVED_KEY,
    listSaved().filter((s) => s.id !== id),
  );
}
