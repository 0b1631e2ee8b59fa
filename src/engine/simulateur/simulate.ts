// Payload of the simulator → aids. The one evaluation path shared by the Netlify function, the CLI and the
// browser preview.
import { Simulation } from '../core/simulation.ts';
import type { SimulationResult } from '../core/aid.ts';
import { AIDS } from '../aids/index.ts';
import { evaluateAids, demandeurOf, ordreFrancais, sortResult, type OrdreDesNoms } from '../evaluate.ts';
import {
  AUCUNE_MASQUEE,
  CATALOGUE_LOCAL,
  evaluerAidesLocales,
  presenterAideLocale,
} from '../aides-locales/index.ts';
import { calculerAidesVelo, presenterAideVelo } from '../aides-velo/index.ts';
import { contexteLocal, personneVelo } from './aides-locales.ts';
import { readPayload } from './payload.ts';
import { aidesActuelles, buildSituation, DEMANDEUR } from './situation/index.ts';

export interface SimulateOptions {
  /** YYYY-MM-DD, replaces dateDeValeur (CLI --date) */
  date?: string;
  /** codes of the local and bike aids advisers have hidden (read from the database by the server) */
  aidesMasquees?: ReadonlySet<string>;
}

export function simulate(payload: unknown, options: SimulateOptions = {}): SimulationResult {
  const book = readPayload(payload, options.date);
  const { situation, month, commune } = buildSituation(book);
  const sim = new Simulation(situation);
  const who = demandeurOf(sim, DEMANDEUR);
  const result = evaluateAids(sim, who, month, { aidesActuelles: aidesActuelles(book), trier: false });
  // the aids of the household's territories (issue 18), in the same lists as the national ones
  const ctx = contexteLocal(book, commune, sim, who, month);
  const masquees = options.aidesMasquees ?? AUCUNE_MASQUEE;
  const locales = evaluerAidesLocales(ctx, CATALOGUE_LOCAL, masquees);
  for (const r of locales)
    (r.evaluation.eligible ? result.droitsEligibles : result.droitsNonEligibles).push(presenterAideLocale(r));
  // bike aids, for a person interested in buying a bike: those the aides-velo model grants
  const velo = ctx.interets.has('_interetsAidesVelo') ? personneVelo(book, ctx) : undefined;
  if (velo)
    for (const a of calculerAidesVelo(velo))
      if (!masquees.has(String(a.id))) result.droitsEligibles.push(presenterAideVelo(a, velo));
  return sortResult(result, ordreDuCatalogue());
}

// the names of the national and local aids, ranked once (on first use: a cold start does not pay for it)
let ordre: OrdreDesNoms | undefined;
const ordreDuCatalogue = () =>
  (ordre ??= ordreFrancais([...AIDS.map((a) => a.nom), ...CATALOGUE_LOCAL.aides.map((a) => a.nom)]));

/** The OpenFisca situation the payload maps to (for debugging and the docs). */
export function situationOf(payload: unknown, options: SimulateOptions = {}) {
  return buildSituation(readPayload(payload, options.date));
}
