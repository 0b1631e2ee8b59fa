// What several rules read from the tax household: its number of shares and its revenu fiscal de référence.
import type { Simulation } from '../core/simulation.ts';

/** number of shares when not given: 1 per declarant, ½ for each of the first two dependants, 1 from the third */
export function nombreDeParts(s: Simulation, foyer: string, year: string): number {
  if (s.hasInput('nbptr', foyer, year)) return s.calc<number>('nbptr', foyer, year);
  const declarants = Math.max(1, s.members('foyer_fiscal', foyer, 'declarants').length);
  const pac = s.members('foyer_fiscal', foyer, 'personnes_a_charge').length;
  return declarants + 0.5 * Math.min(pac, 2) + Math.max(0, pac - 2);
}
