// The complément ARE: a jobseeker who works again keeps part of the allowance (cumul allocation-salaire). The
// month's allowance less 70 % of the gross pay, turned into days of allowance, within the days of rights
// left. As in OpenFisca (complement_are.py), the days left come from the situation: given for this month, or
// for the end of last month, or last month's days left less the days paid then; without them nothing is paid
// (OpenFisca's evaluation of the previous months stops there). The complement is part of chomage_brut.
import { at } from '../core/params.ts';
import { addMonths } from '../core/periods.ts';
import { roundHalfEven, roundHalfEvenTo } from '../core/rounding.ts';
import type { Simulation } from '../core/simulation.ts';
import { defineVariable } from '../core/variables.ts';
import { allocationJournaliereRetenue } from './remplacement.ts';
import { crdsTaux, smicHoraireBrut } from '../params/commun.ts';
import {
  complementAreCoefficientPlafondGlobal,
  complementAreTauxRemunerationRetenue,
  csgChomageTauxGlobal,
} from '../params/remplacement.ts';
import { abattementAssietteCsg, plafondSecuriteSocialeMensuel } from '../params/salaires.ts';

/** without a daily allowance given, there is no complement (and no day to count) */
const MOIS = {
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: ['allocation_retour_emploi_journaliere'],
} as const;

defineVariable<boolean>({
  ...MOIS,
  valueType: 'bool',
  default: false,
  name: 'complement_are_eligibilite',
  label: 'Reprise d’une activité salariée pendant l’indemnisation (un salaire brut ce mois)',
  formula: (s, id, month) =>
    s.calc<string>('activite', id, month) === 'actif' && s.calc<number>('salaire_de_base', id, month) > 0,
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_salaire_retenu',
  label: "Part du salaire brut de reprise déduite de l'allocation (70 %)",
  formula: (s, id, month) =>
    roundHalfEvenTo(
      s.calc<number>('salaire_de_base', id, month) * at(complementAreTauxRemunerationRetenue, month),
      1,
    ),
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_plafond',
  label: 'Plafond du cumul : salaire journalier de référence × 30,42, moins le salaire brut du mois',
  formula: (s, id, month) =>
    Math.max(
      0,
      s.calc<number>('are_salaire_journalier_reference', id, month) *
        at(complementAreCoefficientPlafondGlobal, month) -
        s.calc<number>('salaire_de_base', id, month),
    ),
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_base',
  label: 'Allocation du mois restante après déduction du salaire retenu',
  formula: (s, id, month) =>
    Math.max(
      0,
      s.calc<number>('allocation_retour_emploi_montant', id, month) -
        s.calc<number>('complement_are_salaire_retenu', id, month),
    ),
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_nombre_jours_indemnisables',
  label: "Jours d'allocation que couvre la base restante",
  formula: (s, id, month) => {
    if (s.calc<number>('allocation_retour_emploi_journaliere_taux_plein', id, month) <= 0) return 0;
    const journaliere = allocationJournaliereRetenue(s, id, month);
    if (journaliere === 0) return 0;
    return Math.max(0, roundHalfEven(s.calc<number>('complement_are_base', id, month) / journaliere));
  },
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_nombre_jours_restants',
  label: "Jours d'allocation restant à la fin du mois précédent",
  formula: (s, id, month) => {
    const precedent = addMonths(month, -1);
    if (s.hasInput('complement_are_nombre_jours_restants_fin_droits', id, precedent))
      return Math.max(0, s.calc<number>('complement_are_nombre_jours_restants_fin_droits', id, precedent));
    if (!s.hasInput('complement_are_nombre_jours_restants', id, precedent)) return 0;
    return Math.max(
      0,
      s.calc<number>('complement_are_nombre_jours_restants', id, precedent) -
        s.calc<number>('complement_are_nombre_jours_indemnisables', id, precedent),
    );
  },
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_nombre_jours_restants_fin_droits',
  label: "Jours d'allocation restant à la fin du mois",
  formula: (s, id, month) =>
    Math.max(
      0,
      s.calc<number>('complement_are_nombre_jours_restants', id, month) -
        s.calc<number>('complement_are_nombre_jours_indemnisables', id, month),
    ),
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_nombre_jours_indemnises',
  label: "Jours d'allocation versés au titre du complément",
  formula: (s, id, month) =>
    Math.min(
      s.calc<number>('complement_are_nombre_jours_indemnisables', id, month),
      s.calc<number>('complement_are_nombre_jours_restants', id, month),
    ),
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_brut',
  label: "Complément ARE brut d'une reprise d'activité",
  formula: (s, id, month) =>
    s.calc<boolean>('complement_are_eligibilite', id, month)
      ? roundHalfEvenTo(
          s.calc<number>('allocation_retour_emploi_journaliere', id, month) *
            s.calc<number>('complement_are_nombre_jours_indemnises', id, month),
          2,
        )
      : 0,
});

// ---- what is taken off the complement: pension contribution, CSG and CRDS by day, as in OpenFisca -----------
/** under this daily allowance, after the contributions, nothing is taken (the SMIC of a 35-hour day, rounded up) */
const seuilJournalierExoneration = (month: string) => Math.ceil((at(smicHoraireBrut, month) * 35) / 7);

/**
 * the daily base of the CSG and CRDS over the days the complement covers, with the 1,75 % deduction up to
 * 4 PSS; none when it covers no day (nothing is taken then)
 */
function assietteJournaliere(
  s: Simulation,
  id: string,
  month: string,
): { brute: number; abattue: number } | undefined {
  const jours = s.calc<number>('complement_are_nombre_jours_indemnisables', id, month);
  if (jours <= 0) return undefined;
  const brute = s.calc<number>('assiette_csg_crds_chomage_journaliere', id, month);
  const mensuelle = brute * jours;
  const plafond = 4 * at(plafondSecuriteSocialeMensuel, month);
  const abattue =
    Math.min(mensuelle, plafond) * (1 - at(abattementAssietteCsg, month)) + Math.max(0, mensuelle - plafond);
  return { brute, abattue: abattue / jours };
}

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_csg_journaliere',
  label: 'CSG journalière sur le complément ARE (négative)',
  formula: (s, id, month) => {
    const assiette = assietteJournaliere(s, id, month);
    if (assiette === undefined) return 0;
    const csg = assiette.abattue * at(csgChomageTauxGlobal, month);
    return assiette.brute - csg > seuilJournalierExoneration(month) ? roundHalfEvenTo(-csg, 2) : 0;
  },
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_crds_journaliere',
  label: 'CRDS journalière sur le complément ARE (négative)',
  formula: (s, id, month) => {
    const assiette = assietteJournaliere(s, id, month);
    if (assiette === undefined) return 0;
    const crds = assiette.abattue * at(crdsTaux, month);
    const csg = s.calc<number>('complement_are_csg_journaliere', id, month);
    return assiette.brute - csg - crds > seuilJournalierExoneration(month) ? roundHalfEvenTo(-crds, 2) : 0;
  },
});

/** a daily deduction over the days the complement covers */
const parJourIndemnisable = (s: Simulation, id: string, month: string, journaliere: number) =>
  journaliere * s.calc<number>('complement_are_nombre_jours_indemnisables', id, month);

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_cotisation_retraite_complementaire',
  label: 'Participation aux retraites complémentaires sur le complément ARE (négative)',
  formula: (s, id, month) =>
    parJourIndemnisable(
      s,
      id,
      month,
      s.calc<number>('chomage_cotisation_retraite_complementaire_journaliere', id, month),
    ),
});
defineVariable<number>({
  ...MOIS,
  name: 'complement_are_csg',
  label: 'CSG du mois sur le complément ARE (négative)',
  formula: (s, id, month) =>
    parJourIndemnisable(s, id, month, s.calc<number>('complement_are_csg_journaliere', id, month)),
});
defineVariable<number>({
  ...MOIS,
  name: 'complement_are_crds',
  label: 'CRDS du mois sur le complément ARE (négative)',
  formula: (s, id, month) =>
    parJourIndemnisable(s, id, month, s.calc<number>('complement_are_crds_journaliere', id, month)),
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_deductions',
  label: 'Retenues du mois sur le complément ARE (négatives)',
  formula: (s, id, month) =>
    roundHalfEvenTo(
      s.sumVariables(
        ['complement_are_cotisation_retraite_complementaire', 'complement_are_csg', 'complement_are_crds'],
        id,
        month,
      ),
      2,
    ),
});

defineVariable<number>({
  ...MOIS,
  name: 'complement_are_net',
  label: 'Complément ARE du mois, net des retenues',
  formula: (s, id, month) =>
    Math.max(
      0,
      roundHalfEvenTo(
        s.calc<number>('complement_are_brut', id, month) +
          s.calc<number>('complement_are_deductions', id, month),
        2,
      ),
    ),
});
