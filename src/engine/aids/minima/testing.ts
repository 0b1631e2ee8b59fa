// Builders of OpenFisca-shaped situations for the tests of the minima, famille and energie families.
import '../../index.ts';
import type { Situation } from '../../core/situation.ts';
import { lastMonths } from '../../core/periods.ts';

/** the same amount for `count` months up to and including `month` */
export function chaqueMois(amount: number, month: string, count = 4): Record<string, number> {
  return Object.fromEntries([...lastMonths(month, count - 1), month].map((m) => [m, amount]));
}

type Vars = Record<string, Record<string, number | boolean | string> | undefined>;

/**
 * One famille/ménage/foyer: `moi` (demandeur), optionally `conjoint` and children `enfant_1`…; `famille`
 * and `menage` hold group variables.
 */
export function situation(p: {
  moi: Vars;
  conjoint?: Vars;
  enfants?: Vars[];
  famille?: Vars;
  menage?: Vars;
  foyer?: Vars;
}): Situation {
  const parents = ['moi', ...(p.conjoint ? ['conjoint'] : [])];
  const enfants = (p.enfants ?? []).map((_, i) => `enfant_${i + 1}`);
  const individus: Situation['individus'] = { moi: p.moi as never };
  if (p.conjoint) individus.conjoint = p.conjoint as never;
  (p.enfants ?? []).forEach((e, i) => (individus[`enfant_${i + 1}`] = e as never));
  return {
    individus,
    familles: { famille_1: { parents, enfants, ...(p.famille as object) } },
    foyers_fiscaux: { foyer_1: { declarants: parents, personnes_a_charge: enfants, ...(p.foyer as object) } },
    menages: {
      menage_1: {
        personne_de_reference: ['moi'],
        ...(p.conjoint ? { conjoint: ['conjoint'] } : {}),
        enfants,
        ...(p.menage as object),
      },
    },
  };
}

export const ne = (date: string) => ({ ETERNITY: date });
