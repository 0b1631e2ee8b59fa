// Resource base of the aides au logement before the 2021 reform (contemporanéisation): the incomes of the
// calendar year N-2, a student's flat figure as a floor, and, until March 2020, the « évaluation
// forfaitaire » of a person who works now but earned little in N-2 (art. R351-7 then R822-20 of the CCH).
import { defineVariable } from '../../core/variables.ts';
import { at } from '../../core/params.ts';
import { addMonths, addYears, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { smicHoraireBrut } from '../../params/commun.ts';
import { deductionFraisProfessionnels, foyersDesParentsDeclarants } from '../../variables/fiscal.ts';
import { extra, ressources } from './params/index.ts';

/** true before the 2021 reform: the resources of year N-2 */
export const avantContemporaneisation = (month: string) => !at(extra.ressourcesDesDouzeDerniersMois, month);

/** last month's taxable pay × 12, after the 10 % deduction of the month's income-tax rules */
function evaluationDesSalaires(s: Simulation, id: string, month: string): number {
  const annuel = 12 * s.calc<number>('salaire_imposable', id, addMonths(month, -1));
  return Math.max(0, annuel - deductionFraisProfessionnels(annuel, month));
}

/** a self-employed person: 1,500 × the hourly SMIC of the last 1 July */
function evaluationNonSalarie(s: Simulation, id: string, month: string): number {
  if (!s.calc<boolean>('travailleur_non_salarie', id, month)) return 0;
  const year = Number(yearOf(month));
  const juillet = `${Number(month.slice(5, 7)) >= 7 ? year : year - 1}-07-01`;
  return at(extra.evaluationForfaitaireNonSalarieEnSmicHoraire, month) * at(smicHoraireBrut, juillet);
}

/** the parents' resources of N-2 as the évaluation forfaitaire compares them (OpenFisca adds the person's own profits) */
function ressourcesN2DesParents(s: Simulation, id: string, famille: string, month: string): number {
  const n2 = addYears(yearOf(month), -2);
  const foyers = foyersDesParentsDeclarants(s, famille);
  const parFoyer = (name: string) => foyers.reduce((t, foyer) => t + s.calc<number>(name, foyer, n2), 0);
  return (
    s.sumMembers('famille', famille, 'revenu_assimile_salaire_apres_abattements', n2, 'parents') +
    s.calc<number>('rpns_imposables', id, n2) +
    s.sumMembers('famille', famille, 'revenu_assimile_pension_apres_abattements', n2, 'parents') +
    parFoyer('aide_logement_base_revenus_fiscaux') +
    parFoyer('pensions_alimentaires_versees')
  );
}

/** a young household (under 25) whose pay last month stays under the CCH's ceiling keeps its real resources */
function jeuneSousLePlafond(s: Simulation, famille: string, month: string): boolean {
  const couple = s.calc<boolean>('en_couple', famille, month);
  const conjoint = s.conjoint(famille);
  const jeune =
    s.calc<number>('age', s.demandeur(famille), month) < 25 ||
    (couple && conjoint !== undefined && s.calc<number>('age', conjoint, month) < 25);
  const autres = ressources.autres;
  const plafond = at(couple ? autres.dar_9 : autres.dar_8, month);
  return (
    jeune && s.sumMembers('famille', famille, 'salaire_imposable', addMonths(month, -1), 'parents') < plafond
  );
}

export const baseRessourcesEvalForfaitaire = defineVariable<number>({
  name: 'aide_logement_base_ressources_eval_forfaitaire',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Évaluation forfaitaire des ressources pour les aides au logement (jusqu’en mars 2020)',
  formula: (s, id, month) => {
    if (!at(extra.evaluationForfaitaire, month)) return 0;
    const evaluation = Math.max(evaluationDesSalaires(s, id, month), evaluationNonSalarie(s, id, month));
    if (evaluation <= 0) return 0;
    const famille = s.famille(id);
    const finN2 = `${addYears(yearOf(month), -2)}-12-31`;
    const plafond = at(extra.evaluationForfaitairePlafondEnSmicHoraire, month) * at(smicHoraireBrut, finN2);
    if (
      ressourcesN2DesParents(s, id, famille, month) > plafond ||
      s.sumMembers('famille', famille, 'aah', addMonths(month, -1), 'parents') !== 0 ||
      jeuneSousLePlafond(s, famille, month)
    )
      return 0;
    const taux = at(ressources.abattements.chomage_indemnise, month);
    const abattue =
      evaluation *
      (1 - taux * s.calc<number>('aide_logement_abattement_revenus_activite_professionnelle', id, month)) *
      (s.calc<boolean>('aide_logement_abattement_indemnites_chomage', id, month) ? 1 - taux : 1);
    return s.calc<boolean>('aide_logement_condition_neutralisation', id, month) ? 0 : abattue;
  },
});
