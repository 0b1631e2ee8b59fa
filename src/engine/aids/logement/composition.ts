// Household composition for the aides au logement: dependants, couple scale, child's financial autonomy.
import { defineVariable } from '../../core/variables.ts';
import { at } from '../../core/params.ts';
import { lastMonths } from '../../core/periods.ts';
import {
  pfAgeMaxComplementFamilial,
  pfRevenuPlafondPacNonScolaire,
  smicHoraireBrut,
} from '../../params/commun.ts';
import { extra, ressources } from './params/index.ts';
import { plafondRessourcesPersonneACharge } from './ressources.ts';
import { outreMerOf } from './helpers.ts';

export const autonomieFinanciere = defineVariable<boolean>({
  name: 'autonomie_financiere',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Enfant financièrement autonome (salaire moyen au-dessus du plafond des prestations familiales)',
  formula: (s, id, month) => {
    const n = at(extra.moisAutonomieFinanciere, month);
    const moyenne = s.sum('salaire_net', id, lastMonths(month, n)) / n;
    const plafond =
      at(pfRevenuPlafondPacNonScolaire, month) *
      at(extra.heuresPlafondPac, month) *
      at(smicHoraireBrut, month);
    return moyenne >= plafond;
  },
});

export const alNbPersonnesACharge = defineVariable<number>({
  name: 'al_nb_personnes_a_charge',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Nombre de personnes à charge au sens des aides au logement',
  formula: (s, famille, month) => {
    const ageMax = at(pfAgeMaxComplementFamilial, month);
    const tauxHandicap = at(ressources.personnes_a_charge.pourcentage_min_handicap, month);
    const plafondAdulte = plafondRessourcesPersonneACharge(month);
    let n = 0;
    for (const enfant of s.members('famille', famille, 'enfants')) {
      const age = s.calc<number>('age', enfant, month);
      if (age >= 0 && age < ageMax) {
        if (!s.calc<boolean>('autonomie_financiere', enfant, month)) n += 1;
      } else if (age >= ageMax) {
        const handicape =
          s.calc<number>('taux_incapacite', enfant, month) > tauxHandicap ||
          s.calc<boolean>('inapte_travail', enfant, month);
        // OpenFisca tests the family-benefit resources (N-2) here, not the housing-aid ones
        if (
          handicape &&
          s.calc<number>('prestations_familiales_base_ressources_individu', enfant, month) <= plafondAdulte
        )
          n += 1;
      }
    }
    // overseas, before 2023, no more than 6 dependants are counted
    if (month < '2023-01' && outreMerOf(s, famille, month) !== 'metropole')
      return Math.min(n, at(extra.domNbPacMaxPlafond, month));
    return n;
  },
});

export const alCouple = defineVariable<boolean>({
  name: 'al_couple',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Barème couple des aides au logement (couple, ou femme enceinte isolée)',
  formula: (s, famille, month) =>
    s.calc<boolean>('en_couple', famille, month) || s.calc<boolean>('enceinte_fam', famille, month),
});
