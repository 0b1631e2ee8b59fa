// Allocation de solidarité spécifique (ASS): paid by France Travail to a jobseeker whose unemployment insurance
// has run out, after five years of work in the last ten (the precondition France Travail checks, given by the
// situation). A daily amount for 30 days, less what the household's resources of the last 12 months exceed
// under a ceiling of 70 (alone) or 110 (couple) daily amounts. As OpenFisca-France (ass.py), it is computed
// only when the precondition is given; the simulator gives the amount the person receives instead.
import { at } from '../core/params.ts';
import { addMonths, lastMonths, yearOf, addYears } from '../core/periods.ts';
import type { Simulation } from '../core/simulation.ts';
import { defineVariable } from '../core/variables.ts';
import {
  assAbattementRevenusNonSubstitues,
  assAbattementRevenusSubstitues,
  assAgeMaximumEnMois,
  assMontantPlein,
  assMontantPleinMayotte,
  assPlafondCouple,
  assPlafondPersonneSeule,
} from '../params/ass.ts';

/** the ASS cumulates with work only since the reform of September 2017 */
const CUMUL_DEPUIS = '2017-09';
/** before 2017 neither the AAH nor the cumulation with work was looked at */
const AAH_ET_CUMUL_DEPUIS = '2017-01';

/** Without the precondition (nor an intermediate given), no ASS: its default without evaluation. */
const GATE = ['ass_precondition_remplie'];

/**
 * A resource of the last 12 months that stopped last month is not counted when nothing replaced it, and counts
 * 70 % when an unemployment benefit, a daily sickness allowance or a pension took over (R5423-3).
 */
function avecAbattement(s: Simulation, id: string, month: string, name: string): number {
  const moisPrecedent = addMonths(month, -1);
  const annee = s.sum(name, id, lastMonths(month, 12));
  if (annee <= 0 || s.calc<number>(name, id, moisPrecedent) !== 0) return annee;
  const substitue =
    s.calc<number>('chomage_net', id, moisPrecedent) +
      s.calc<number>('indemnites_journalieres', id, moisPrecedent) +
      s.calc<number>('retraite_nette', id, moisPrecedent) >
    0;
  const abattement = at(
    substitue ? assAbattementRevenusSubstitues : assAbattementRevenusNonSubstitues,
    month,
  );
  return (1 - abattement) * annee;
}

const ABATTUS = [
  'salaire_imposable',
  'retraite_nette',
  'pensions_alimentaires_percues',
  'aah',
  'indemnites_stage',
  'revenus_stage_formation_pro',
] as const;
const SUR_DOUZE_MOIS = [
  'pensions_invalidite',
  'revenus_locatifs',
  'rpns_auto_entrepreneur_benefice',
] as const;
const BENEFICES_ANNUELS = [
  'rpns_micro_entreprise_benefice',
  'rpns_benefice_exploitant_agricole',
  'rpns_autres_revenus',
] as const;

defineVariable<number>({
  name: 'ass_base_ressources_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources des 12 derniers mois d’une personne pour l’ASS',
  formula: (s, id, month) => {
    const mois = lastMonths(month, 12);
    let total = 0;
    for (const name of ABATTUS) total += avecAbattement(s, id, month, name);
    for (const name of SUR_DOUZE_MOIS) total += s.sum(name, id, mois);
    total += s.sumVariables(BENEFICES_ANNUELS, id, addYears(yearOf(month), -1));
    // capital income of the month itself, as OpenFisca reads it
    total += s.calc<number>('revenus_capital', id, month);
    return total - Math.abs(s.sum('pensions_alimentaires_versees_individu', id, mois));
  },
});

defineVariable<number>({
  name: 'ass_base_ressources_conjoint',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources des 12 derniers mois du conjoint pour l’ASS (avec ses allocations chômage en cours)',
  formula: (s, id, month) => {
    // the partner's unemployment benefits count unless they stopped last month
    const chomage =
      s.calc<number>('chomage_net', id, addMonths(month, -1)) === 0
        ? 0
        : s.sum('chomage_net', id, lastMonths(month, 12));
    return (
      s.calc<number>('ass_base_ressources_individu', id, month) +
      chomage +
      avecAbattement(s, id, month, 'indemnites_journalieres')
    );
  },
});

defineVariable<number>({
  name: 'ass_base_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources des 12 derniers mois du foyer pour l’ASS',
  formula: (s, famille, month) => {
    const [demandeur, conjoint] = s.members('famille', famille, 'parents');
    return (
      (demandeur === undefined ? 0 : s.calc<number>('ass_base_ressources_individu', demandeur, month)) +
      (conjoint === undefined ? 0 : s.calc<number>('ass_base_ressources_conjoint', conjoint, month))
    );
  },
});

defineVariable<boolean>({
  name: 'ass_eligibilite_cumul_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formuleDepuis: `${CUMUL_DEPUIS}-01`,
  label: 'Au plus 3 mois de cumul de l’ASS avec une activité sur les 12 derniers mois',
  // the months worked while entitled count towards the limit; three months in a row out of work reset it
  formula: (s, id, month) => {
    let cumul = 0;
    let moisSansActivite = 0;
    for (let decalage = -12; decalage <= 0; decalage++) {
      const mois = addMonths(month, decalage);
      const activite = s.calc<number>('salaire_imposable', id, mois) > 0;
      const chomeur = s.calc<string>('activite', id, mois) === 'chomeur';
      if (moisSansActivite >= 3) cumul = 0;
      moisSansActivite = !activite && chomeur ? moisSansActivite + 1 : 0;
      if (
        activite &&
        !chomeur &&
        s.calc<boolean>('ass_precondition_remplie', id, mois) &&
        !(s.calc<number>('aah', id, mois) > 0)
      )
        cumul += 1;
    }
    return cumul <= 3;
  },
});

defineVariable<boolean>({
  name: 'ass_eligibilite_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  gatedBy: GATE,
  label: 'Demandeur d’emploi non indemnisé qui remplit les conditions de l’ASS',
  formula: (s, id, month) => {
    if (!s.calc<boolean>('ass_precondition_remplie', id, month)) return false;
    if (s.calc<number>('age_en_mois', id, month) > at(assAgeMaximumEnMois, month)) return false;
    if (s.calc<number>('chomage_net', id, month) !== 0) return false;
    const chomeur = s.calc<string>('activite', id, month) === 'chomeur';
    if (month < AAH_ET_CUMUL_DEPUIS) return chomeur;
    if (s.calc<number>('aah', id, month) > 0) return false;
    return chomeur || s.calc<boolean>('ass_eligibilite_cumul_individu', id, month);
  },
});

defineVariable<number>({
  name: 'ass',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  setInput: 'divide',
  gatedBy: GATE,
  label: 'Allocation de solidarité spécifique (ASS) du mois',
  formula: (s, id, month) => {
    if (!s.calc<boolean>('ass_eligibilite_individu', id, month)) return 0;
    const famille = s.famille(id);
    const mayotte = s.calc<boolean>('residence_mayotte', s.menage(id), month);
    const journalier = at(mayotte ? assMontantPleinMayotte : assMontantPlein, month);
    const plafond =
      journalier *
      at(s.calc<boolean>('en_couple', famille, month) ? assPlafondCouple : assPlafondPersonneSeule, month);
    const ressources = s.calc<number>('ass_base_ressources', famille, month) / 12;
    const montant = Math.max(0, Math.min(30 * journalier, plafond - ressources));
    // less than one day's full amount is not paid (the full amount of metropolitan France, as OpenFisca)
    return montant < at(assMontantPlein, month) ? 0 : montant;
  },
});
