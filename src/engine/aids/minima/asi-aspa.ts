// Eligibility to the old-age and invalidity minimums (ASPA, ASI) under OpenFisca's names. Their amounts stay
// inputs (see entrees.ts); the AAH's complements read whether an ASI paid to the person is an ASI it may count.
import { at } from '../../core/params.ts';
import { addMonths } from '../../core/periods.ts';
import { defineVariable } from '../../core/variables.ts';
import { tauxIncapacite } from './aah.ts';
import {
  aahAgeLegalRetraite,
  aspaAgeMinimal,
  aspaDureeMinTitreSejour,
  aspaTauxIncapaciteAnticipe,
} from './params.ts';

defineVariable<boolean>({
  name: 'asi_aspa_condition_nationalite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: true,
  label: "Condition de nationalité ou de titre de séjour de l'ASPA et de l'ASI",
  // L816-1 CSS: citizens of the EEA and of Switzerland, or ten years of residence permits
  formula: (s, id, month) =>
    s.calc<boolean>('ressortissant_eee', id, month) ||
    s.calc<string>('nationalite', id, month) === 'CH' ||
    s.calc<number>('duree_possession_titre_sejour', id, month) >= at(aspaDureeMinTitreSejour, month),
});

defineVariable<boolean>({
  name: 'aspa_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: "Éligibilité à l'allocation de solidarité aux personnes âgées (ASPA)",
  // 65, or the legal retirement age for a person unfit for work or with an incapacity above 50 %
  formula: (s, id, month) => {
    const age = s.calc<number>('age', id, month);
    const anticipe =
      age >= at(aahAgeLegalRetraite, month) &&
      (tauxIncapacite(s, id, month) > at(aspaTauxIncapaciteAnticipe, month) ||
        s.calc<boolean>('inapte_travail', id, month));
    return (
      (age >= at(aspaAgeMinimal, month) || anticipe) &&
      s.calc<boolean>('asi_aspa_condition_nationalite', id, month)
    );
  },
});

defineVariable<boolean>({
  name: 'asi_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: "Éligibilité à l'allocation supplémentaire d'invalidité (ASI)",
  // an invalidity pension, or a disabled person's retirement pension of last month, before the ASPA's age
  gatedBy: ['handicap', 'pensions_invalidite'],
  formula: (s, id, month) => {
    const pensionne =
      s.calc<number>('pensions_invalidite', id, month) > 0 ||
      (s.calc<boolean>('handicap', id, month) &&
        s.calc<number>('retraite_nette', id, addMonths(month, -1)) > 0);
    return (
      pensionne &&
      !s.calc<boolean>('aspa_eligibilite', id, month) &&
      s.calc<boolean>('asi_aspa_condition_nationalite', id, month)
    );
  },
});
