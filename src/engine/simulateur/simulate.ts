// Payload of the simulator → aids. The one evaluation path shared by the Netlify function, the CLI and the
// browser preview.
import { Simulation } from '../core/simulation.ts';
import type { SimulationResult } from '../core/aid.ts';
import { evaluateAids, demandeurOf } from '../evaluate.ts';
import { evaluerAidesLocales, presenterAideLocale } from '../aides-locales/index.ts';
import { contexteLocal } from './aides-locales.ts';
import { readPayload } from './payload.ts';
import { aidesActuelles, buildSituation, DEMANDEUR } from './situation/index.ts';

export interface SimulateOptions {
  /** YYYY-MM-DD, replaces dateDeValeur (CLI --date) */
  date?: string;
}

export function simulate(payload: unknown, options: SimulateOptions = {}): SimulationResult {
  const book = readPayload(payload, options.date);
  const { situation, month, commune } = buildSituation(book);
  const sim = new Simulation(situation);
  const who = demandeurOf(sim, DEMANDEUR);
  const result = evaluateAids(sim, who, month, { aidesActuelles: aidesActuelles(book) });
  // the aids of the household's territories (issue 18), after the national ones, in the same lists
  const locales = evaluerAidesLocales(contexteLocal(book, commune, sim, who, month));
  const eligibles = locales.filter((r) => r.evaluation.eligible).map(presenterAideLocale);
  const autres = locales.filter((r) => !r.evaluation.eligible).map(presenterAideLocale);
  eligibles.sort((a, b) => b.montant - a.montant || a.nom.localeCompare(b.nom, 'fr'));
  autres.sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
  result.droitsEligibles.push(...eligibles);
  result.droitsNonEligibles.push(...autres);
  return result;
}

/** The OpenFisca situation the payload maps to (for debugging and the docs). */
export function situationOf(payload: unknown, options: SimulateOptions = {}) {
  return buildSituation(readPayload(payload, options.date));
}
