// The contract of one aid: what it is, where to apply, and how it is evaluated for the demandeur.
import type { LegalReference } from './params.ts';
import type { Simulation } from './simulation.ts';
import type { Month } from './periods.ts';

/** why an aid is not due at a date before its rules existed */
export const PAS_ENCORE = "Cette aide n'existait pas encore à cette date.";

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
const GROUP = '\u202f'; // fr-FR groups thousands with a narrow no-break space…
const BEFORE_SIGN = '\u00a0'; // …and puts a no-break space before €

/**
 * The explanations format about a hundred amounts per simulation and ICU's formatter was a visible share of the
 * engine's time: usual amounts are written by hand, to the same characters. Like ICU, the rounding to cents
 * works on the shortest decimal writing of the number (0.015 → 0,02), half away from zero; the rest (tiny or huge
 * amounts, not finite, −0) goes to Intl.
 */
export function euros(x: number): string {
  const size = Math.abs(x);
  if (!(size < 1e13) || size < 1e-6 || Object.is(x, -0)) return EUROS.format(x);
  const written = String(size); // no exponent between 1e-6 and 1e21
  const dot = written.indexOf('.');
  let cents =
    dot < 0
      ? size * 100
      : Number(written.slice(0, dot) + (written.slice(dot + 1, dot + 3) + '00').slice(0, 2));
  if (dot >= 0 && written.charCodeAt(dot + 3) >= 53) cents++; // the third decimal is 5 or more
  const units = String(Math.floor(cents / 100));
  let grouped = units.slice(0, ((units.length - 1) % 3) + 1);
  for (let i = grouped.length; i < units.length; i += 3) grouped += GROUP + units.slice(i, i + 3);
  const decimals = String(cents % 100).padStart(2, '0');
  return `${x < 0 ? '-' : ''}${grouped},${decimals}${BEFORE_SIGN}€`;
}
