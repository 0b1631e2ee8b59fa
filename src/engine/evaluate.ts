// Evaluates the catalogue for one demandeur at one month and sorts the results.
import { AIDS } from './aids/index.ts';
import type { Aid, AidDefinition, AidEvaluation, Demandeur, SimulationResult } from './core/aid.ts';
import type { Simulation } from './core/simulation.ts';
import type { Month } from './core/periods.ts';

export function demandeurOf(s: Simulation, individu: string): Demandeur {
  return {
    individu,
    famille: s.famille(individu),
    menage: s.menage(individu),
    foyer_fiscal: s.foyerFiscal(individu),
  };
}

function present(def: AidDefinition, ev: AidEvaluation): Aid {
  const aid: Aid = {
    id: def.id,
    code: def.id,
    nom: def.nom,
    institution: def.institution,
    description: def.description,
    montant: Math.max(0, Math.round(ev.montant * 100) / 100),
    periodicite: def.periodicite,
    lien: def.lien,
    explication: ev.explication,
  };
  if (ev.legende) aid.legende = ev.legende;
  if (def.teleservice) aid.teleservice = def.teleservice;
  if (def.formulaire) aid.formulaire = def.formulaire;
  if (def.instructions) aid.instructions = def.instructions;
  if (def.conditionsAVerifier?.length) aid.conditionsAVerifier = def.conditionsAVerifier;
  return aid;
}

/** yearly-equivalent amount, to sort aids of different periodicities together */
const annualised = (a: Aid) => (a.periodicite === 'mensuelle' ? a.montant * 12 : a.montant);

export function evaluateAids(
  s: Simulation,
  who: Demandeur,
  month: Month,
  options: {
    aidesActuelles?: string[];
    aids?: AidDefinition[];
    /** false when the caller adds aids and sorts the whole result once (`sortResult`) */
    trier?: boolean;
  } = {},
): SimulationResult {
  const current = new Set(options.aidesActuelles ?? []);
  const result: SimulationResult = { droitsEligibles: [], droitsNonEligibles: [], droitsInjectes: [] };
  for (const def of options.aids ?? AIDS) {
    const ev = def.evaluate(s, who, month);
    const aid = present(def, ev);
    if (def.dejaPercue?.some((k) => current.has(k)) || current.has(def.id)) result.droitsInjectes.push(aid);
    else if (ev.eligible) result.droitsEligibles.push(aid);
    else result.droitsNonEligibles.push(aid);
  }
  return options.trier === false ? result : sortResult(result);
}

const FRENCH = new Intl.Collator('fr');

/** compares two names in French alphabetical order */
export type OrdreDesNoms = (a: string, b: string) => number;

/**
 * The French order of names, with the names known in advance (the catalogue's) ranked once: comparing two of
 * them is then comparing two numbers, where the collator costs a good part of a simulation. Any other name is
 * compared by the collator, which gives the same order, so the two kinds mix consistently.
 */
export function ordreFrancais(connus: Iterable<string>): OrdreDesNoms {
  const tries = [...new Set(connus)].sort(FRENCH.compare);
  const rang = new Map<string, number>();
  tries.forEach((nom, i) => {
    // names the collator finds equal share a rank, as they would compare equal
    const precedent = tries[i - 1];
    rang.set(nom, i > 0 && FRENCH.compare(precedent, nom) === 0 ? (rang.get(precedent) as number) : i);
  });
  return (a, b) => {
    const ra = rang.get(a);
    const rb = rang.get(b);
    return ra !== undefined && rb !== undefined ? ra - rb : FRENCH.compare(a, b);
  };
}

let ordreNational: OrdreDesNoms | undefined;
const ordreDesAidesNationales = () => (ordreNational ??= ordreFrancais(AIDS.map((a) => a.nom)));

/** eligible and injected aids by yearly amount then name, the others by name */
export function sortResult(
  result: SimulationResult,
  ordre: OrdreDesNoms = ordreDesAidesNationales(),
): SimulationResult {
  const byName = (a: Aid, b: Aid) => ordre(a.nom, b.nom);
  const byAmount = (a: Aid, b: Aid) => annualised(b) - annualised(a) || byName(a, b);
  result.droitsEligibles.sort(byAmount);
  result.droitsInjectes.sort(byAmount);
  result.droitsNonEligibles.sort(byName);
  return result;
}
