// The contract of one aid: what it is, where to apply, and how it is evaluated for the demandeur.
import type { LegalReference } from './params.ts';
import type { Simulation } from './simulation.ts';
import type { Month } from './periods.ts';

export type Periodicite = 'mensuelle' | 'annuelle' | 'ponctuelle';

/** Who the simulation is about: the demandeur and their groups. */
export interface Demandeur {
  individu: string;
  famille: string;
  menage: string;
  foyer_fiscal: string;
}

export interface AidEvaluation {
  eligible: boolean;
  /** euros, for the aid's periodicity; 0 when not eligible */
  montant: number;
  /** e.g. "maximum", "jusqu'à" when the amount is a ceiling */
  legende?: string;
  /** short French sentences: how the amount was reached, or the condition that failed */
  explication: string[];
}

export interface AidDefinition {
  /** OpenFisca variable name when one exists, else a stable slug */
  id: string;
  nom: string;
  institution: string;
  /** one or two French sentences of our own */
  description: string;
  periodicite: Periodicite;
  /** official information page */
  lien: string;
  teleservice?: string;
  formulaire?: string;
  instructions?: string;
  /** legal sources of the rules */
  sources: LegalReference[];
  /** conditions the engine cannot check, for the person to verify (French) */
  conditionsAVerifier?: string[];
  /** ids of `aides_actuelles` answers meaning the person already receives this aid */
  dejaPercue?: string[];
  evaluate(s: Simulation, who: Demandeur, month: Month): AidEvaluation;
}

/** Output shape of one aid in a simulation result. */
export interface Aid {
  id: string;
  /** same as id (the seed's result aid calls it `code`) */
  code: string;
  nom: string;
  institution: string;
  description: string;
  montant: number;
  periodicite: Periodicite;
  legende?: string;
  lien: string;
  teleservice?: string;
  formulaire?: string;
  instructions?: string;
  explication: string[];
  conditionsAVerifier?: string[];
  /** local aids (issue 18): the territory level of the aid, its themes and the date its source was checked */
  niveau?: 'national' | 'region' | 'departement' | 'epci' | 'commune';
  themes?: string[];
  dateSource?: string;
}

export interface SimulationResult {
  droitsEligibles: Aid[];
  droitsNonEligibles: Aid[];
  droitsInjectes: Aid[];
}

/** Helper for aids: a named condition that holds, or the French reason it fails. */
export interface Condition {
  ok: boolean;
  /** French sentence shown when the condition fails ("Vous avez plus de 25 ans.") */
  raison: string;
}

export const condition = (ok: boolean, raison: string): Condition => ({ ok, raison });

export function firstFailure(conditions: Condition[]): Condition | undefined {
  return conditions.find((c) => !c.ok);
}

export const notEligible = (...explication: string[]): AidEvaluation => ({
  eligible: false,
  montant: 0,
  explication,
});

/** fr-FR euros for explanations: 1234.5 → "1 234,50 €" */
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
export function euros(x: number): string {
  return EUROS.format(x);
}
