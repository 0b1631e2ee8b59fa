// Payload of the simulator → aids. The one evaluation path shared by the Netlify function, the CLI and the
// browser preview.
import { Simulation } from '../core/simulation.ts';
import type { SimulationResult } from '../core/aid.ts';
import { evaluateAids, demandeurOf } from '../evaluate.ts';
import { readPayload } from './payload.ts';
import { aidesActuelles, buildSituation, DEMANDEUR } from './situation/index.ts';

export interface SimulateOptions {
  /** YYYY-MM-DD, replaces dateDeValeur (CLI --date) */
  date?: string;
}

export function simulate(payload: unknown, options: SimulateOptions = {}): SimulationResult {
  const book = readPayload(payload, options.date);
  const { situation, month } = buildSituation(book);
  const sim = new Simulation(situation);
  return evaluateAids(sim, demandeurOf(sim, DEMANDEUR), month, { aidesActuelles: aidesActuelles(book) });
}

/** The OpenFisca situation the payload maps to (for debugging and the docs). */
export function situationOf(payload: unknown, options: SimulateOptions = {}) {
  return buildSituation(readPayload(payload, options.date));
}
