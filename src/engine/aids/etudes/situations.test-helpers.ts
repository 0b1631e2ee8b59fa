// Builders of OpenFisca-shaped situations for the tests of the etudes and jeunes families: one person,
// "demandeur", alone in their famille, ménage and foyer fiscal unless the test adds more.
import { Simulation, type Situation } from '../../index.ts';
import { demandeurOf } from '../../evaluate.ts';
import type { AidDefinition, AidEvaluation } from '../../core/aid.ts';

type Vars = Record<string, Record<string, number | boolean | string>>;

export interface Personne {
  /** month of the simulation (YYYY-MM) */
  mois: string;
  /** birth date YYYY-MM-DD */
  naissance: string;
  /** the person's own variables, by period */
  individu?: Vars;
  famille?: Vars;
  menage?: Vars;
  foyer?: Vars;
  /** other people of the situation (parents in a foyer fiscal, children…) */
  autres?: Record<string, Vars>;
  /** overrides the roles of the groups */
  roles?: {
    famille?: Record<string, string[]>;
    menage?: Record<string, string[]>;
    foyer?: Record<string, string[]>;
  };
}

/** a value for the month only */
export const au = (mois: string, value: number | boolean | string) => ({ [mois]: value });

export function situation(p: Personne): Situation {
  return {
    individus: {
      demandeur: { date_naissance: { ETERNITY: p.naissance }, ...(p.individu ?? {}) },
      ...(p.autres ?? {}),
    },
    familles: { famille: { ...(p.roles?.famille ?? { parents: ['demandeur'] }), ...(p.famille ?? {}) } },
    menages: {
      menage: { ...(p.roles?.menage ?? { personne_de_reference: ['demandeur'] }), ...(p.menage ?? {}) },
    },
    foyers_fiscaux: { foyer: { ...(p.roles?.foyer ?? { declarants: ['demandeur'] }), ...(p.foyer ?? {}) } },
  };
}

export function calcul<V extends number | boolean | string = number>(
  p: Personne,
  variable: string,
  entite = 'demandeur',
): V {
  return new Simulation(situation(p)).calc<V>(variable, entite, p.mois);
}

export function evaluer(aid: AidDefinition, p: Personne): AidEvaluation {
  const s = new Simulation(situation(p));
  return aid.evaluate(s, demandeurOf(s, 'demandeur'), p.mois);
}

/** birth date giving `age` full years on the first day of `mois` (born on the 15th of the month before) */
export function naissancePourAge(age: number, mois: string): string {
  const [y, m] = mois.split('-').map(Number);
  const prev = m === 1 ? [y - 1, 12] : [y, m - 1];
  return `${prev[0] - age}-${String(prev[1]).padStart(2, '0')}-15`;
}
