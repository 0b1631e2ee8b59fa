// Two more ways to pay for a driving licence, as OpenFisca computes them (for calculate(); neither is a card of
// the simulator's catalogue): PRO BTP's aid to apprentices in construction trades, and the eligibility, by age,
// to the state-backed loan at 1 € a day.
import { at, atOrNull } from '../../core/params.ts';
import { yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { smicMensuelBrut } from '../../params/commun.ts';
import {
  permisProBtpAgeMaximum,
  permisProBtpAgeMinimum,
  permisProBtpEchelons,
  permisProBtpMontantUnique,
  pretPermisAgeMaximum,
  pretPermisAgeMinimum,
} from './params.ts';

/** 2021-2022: the amount of the first échelon whose RFR ceiling the household is under, 0 above all three */
function montantParEchelon(rfr: number, month: string): number {
  for (const { plafond, montant } of permisProBtpEchelons)
    if (rfr <= at(plafond, month)) return at(montant, month);
  return 0;
}

/** an apprentice or work-study student (`alternant`) training for a building trade (domaine 23) */
const alternantDuBtp = (s: Simulation, id: string, month: string) =>
  s.calc<boolean>('alternant', id, month) &&
  s.calc<string>('domaine_specialites_formation', id, month) === 'domaine_23';

defineVariable<number>({
  name: 'aide_permis_pro_btp',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant de l’aide au permis B de PRO BTP',
  // the household's RFR of the same year; since 2023 a single amount, under a year of gross SMIC, and the
  // maximum age is excluded
  formula: (s, id, month) => {
    const ageMinimum = atOrNull(permisProBtpAgeMinimum, month);
    if (ageMinimum === null || !alternantDuBtp(s, id, month)) return 0;
    const age = s.calc<number>('age', id, month);
    const rfr = s.calc<number>('rfr', s.foyerFiscal(id), yearOf(month));
    const unique = atOrNull(permisProBtpMontantUnique, month);
    if (unique === null)
      return age >= ageMinimum && age <= at(permisProBtpAgeMaximum, month)
        ? montantParEchelon(rfr, month)
        : 0;
    const sousLePlafond = rfr <= at(smicMensuelBrut, month) * 12;
    return age >= ageMinimum && age < at(permisProBtpAgeMaximum, month) && sousLePlafond ? unique : 0;
  },
});

defineVariable<boolean>({
  name: 'pret_formation_permis_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Éligibilité au prêt à la formation au permis de conduire (« permis à un euro par jour »)',
  formula: (s, id, month) => {
    const minimum = atOrNull(pretPermisAgeMinimum, month);
    const age = s.calc<number>('age', id, month);
    return minimum !== null && age >= minimum && age <= at(pretPermisAgeMaximum, month);
  },
});
