// Holidays and culture for the young, as OpenFisca computes them (for calculate(); none is a card of the
// simulator's catalogue): the ANCV's Départ 18:25, the Pass colo of the year a child turns 11, and free entry
// to the national museums and monuments for young residents of the European Union.
import { at, atOrNull, singleAmount } from '../../core/params.ts';
import { addMonths, addYears, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import {
  depart1825AgeMaximum,
  depart1825AgeMinimum,
  depart1825MontantMaximum,
  depart1825PlafondBase,
  depart1825PlafondDemiPart,
  museesAgeMaximum,
  museesAgeMinimum,
  passColoAgeEnfant,
  passColoMontants,
} from './params.ts';

/** the tax household's RFR and number of shares of the year before last (N-2), as both aids read them */
function foyerN2(s: Simulation, id: string, month: string) {
  const foyer = s.foyerFiscal(id);
  const annee = addYears(yearOf(month), -2);
  return { rfr: s.calc<number>('rfr', foyer, annee), parts: s.calc<number>('nbptr', foyer, annee) };
}

// ---- Départ 18:25 ---------------------------------------------------------------------------------------------
/** a scholarship student, a work-study student, in the garantie jeunes or in civic service (this month or the last) */
function statutDepart1825(s: Simulation, id: string, month: string): boolean {
  return (
    (s.calc<string>('activite', id, month) === 'etudiant' && s.calc<boolean>('boursier', id, month)) ||
    s.calc<boolean>('alternant', id, month) ||
    s.calc<number>('garantie_jeunes', id, month) > 0 ||
    s.calc<boolean>('service_civique', id, month) ||
    s.calc<boolean>('service_civique', id, addMonths(month, -1))
  );
}

defineVariable<boolean>({
  name: 'depart1825_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Éligibilité à l’aide Départ 18:25',
  // 18 to 25, and either a status above or a tax household under the ceiling (its RFR of N-2, per share)
  formula: (s, id, month) => {
    const ageMinimum = atOrNull(depart1825AgeMinimum, month); // the programme started in September 2014
    const age = s.calc<number>('age', id, month);
    if (ageMinimum === null || age < ageMinimum || age > at(depart1825AgeMaximum, month)) return false;
    if (statutDepart1825(s, id, month)) return true;
    const { rfr, parts } = foyerN2(s, id, month);
    const plafond =
      at(depart1825PlafondBase, month) + 2 * Math.max(0, parts - 1) * at(depart1825PlafondDemiPart, month);
    return rfr <= plafond;
  },
});

defineVariable<number>({
  name: 'depart1825_montant_maximum',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant maximum de l’aide Départ 18:25',
  formula: (s, id, month) =>
    s.calc<boolean>('depart1825_eligibilite', id, month) ? at(depart1825MontantMaximum, month) : 0,
});

// ---- Pass colo --------------------------------------------------------------------------------------------------
defineVariable<number>({
  name: 'pass_colo',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant du Pass colo',
  // as OpenFisca: a member of the family turns 11 this year (10 in January), or was born on this month's first
  // day 11 years ago; the same amount for each member. The scale's thresholds (200, 700, 1 200, 1 500 €) are a
  // monthly CAF family quotient: the tax household's RFR of N-2 is read as one, a twelfth per share, where
  // OpenFisca divides the whole year's RFR by the shares (and so grants nothing above 1 500 € a year a share)
  formula: (s, id, month) => {
    const age = atOrNull(passColoAgeEnfant, month);
    if (age === null) return 0;
    const janvier = `${yearOf(month)}-01`;
    const neIlYA = `${addYears(yearOf(month), -age)}${month.slice(4)}-01`;
    const concerne = s
      .members('famille', s.famille(id))
      .some(
        (m) =>
          s.calc<number>('age', m, janvier) + 1 === age ||
          s.calc<string>('date_naissance', m, month) === neIlYA,
      );
    if (!concerne) return 0;
    const { rfr, parts } = foyerN2(s, id, month);
    return singleAmount(at(passColoMontants, month), rfr / 12 / parts);
  },
});

// ---- museums and monuments -------------------------------------------------------------------------------------
defineVariable<boolean>({
  name: 'gratuite_musees_monuments',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Accès gratuit aux musées et monuments nationaux',
  formula: (s, id, month) => {
    const age = s.calc<number>('age', id, month);
    return (
      age >= at(museesAgeMinimum, month) &&
      age <= at(museesAgeMaximum, month) &&
      s.calc<boolean>('resident_ue', id, month)
    );
  },
});
