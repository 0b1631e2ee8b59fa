// Resources of the AAH (art. R821-4 and D821-9 CSS), as OpenFisca's aah.py since October 2023: a person with
// earnings this month is assessed on the last quarter × 4, anyone else on the incomes of year N-2.
import { at, atOrNull } from '../../core/params.ts';
import { addMonths, addYears, lastMonths, monthsOfYear, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { profitsAnnuels } from '../../variables/independants.ts';
import { abatproTaux, nbHeuresTravailMensuel, smicHoraireBrut } from '../../params/commun.ts';
import {
  aahAbattementCessationActivite,
  aahAbattementConjointBase,
  aahAbattementConjointParEnfant,
  aahAbattementConjointProportionnel,
  aahAbattementTranche1,
  aahAbattementTranche2,
  aahCalculIndividualise,
  aahTrancheSmic,
} from './params.ts';

/** earned income of the quarter (M-3…M-1), monthly amounts */
const ACTIVITE_TRIMESTRE = [
  'chomage_net',
  'indemnites_chomage_partiel',
  'indemnites_journalieres_imposables',
  'indemnites_stage',
  'revenus_stage_formation_pro',
  'salaire_net',
];
/** other income of the quarter, monthly amounts */
const HORS_ACTIVITE_TRIMESTRE = [
  'asi',
  'allocation_securisation_professionnelle',
  'bourse_recherche',
  'gains_exceptionnels',
  'pensions_alimentaires_percues',
  'pensions_invalidite',
  'prestation_compensatoire',
  'retraite_nette',
  'rsa_base_ressources_patrimoine_individu',
];
/** replacement incomes of M-1 that mean work has stopped */
const REVENUS_SUBSTITUTION = [
  'chomage_net',
  'retraite_nette',
  'rente_accident_travail',
  'pensions_invalidite',
];

interface Ressources {
  activite: number;
  horsActivite: number;
}
const total = (r: Ressources) => r.activite + r.horsActivite;

/** earnings this month, or self-employed profit last year: the quarterly evaluation applies */
export function aahEnActivite(s: Simulation, id: string, month: string): boolean {
  return (
    s.calc<number>('salaire_imposable', id, month) +
      s.calc<number>('rpns_imposables', id, addYears(yearOf(month), -1)) >
    0
  );
}

// The four evaluations under OpenFisca's names (monthly variables holding annual amounts), so that one given
// by the situation is the one used.
const EVALUATION = {
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  setInput: 'divide',
} as const;

defineVariable<number>({
  ...EVALUATION,
  name: 'aah_base_ressources_activite_eval_trimestrielle',
  label: "Revenus d'activité des trois mois précédents, multipliés par 4, pour l'AAH",
  formula: (s, id, month) => {
    const trimestre = lastMonths(month, 3);
    const tns =
      s.sum('rpns_auto_entrepreneur_benefice', id, trimestre) +
      // other self-employed profits are known for the previous year only
      (profitsAnnuels(s, id, addYears(yearOf(month), -1)) * 3) / 12;
    return (sommeDuTrimestre(s, id, ACTIVITE_TRIMESTRE, trimestre) + tns) * 4;
  },
});
defineVariable<number>({
  ...EVALUATION,
  name: 'aah_base_ressources_hors_activite_eval_trimestrielle',
  label: "Autres ressources des trois mois précédents, multipliées par 4, pour l'AAH",
  formula: (s, id, month) => {
    const trimestre = lastMonths(month, 3);
    const versees = Math.abs(s.sum('pensions_alimentaires_versees_individu', id, trimestre));
    return (sommeDuTrimestre(s, id, HORS_ACTIVITE_TRIMESTRE, trimestre) - versees) * 4;
  },
});
defineVariable<number>({
  ...EVALUATION,
  name: 'aah_base_ressources_activite_eval_annuelle',
  label: "Revenus d'activité imposables de l'année N-2 pour l'AAH",
  formula: (s, id, month) => {
    const n2 = addYears(yearOf(month), -2);
    const mois = monthsOfYear(n2);
    return (
      s.sum('salaire_imposable', id, mois) +
      s.calc<number>('rpns_imposables', id, n2) +
      s.sum('chomage_imposable', id, mois)
    );
  },
});
defineVariable<number>({
  ...EVALUATION,
  name: 'aah_base_ressources_hors_activite_eval_annuelle',
  label: "Pensions imposables de l'année N-2 pour l'AAH (alimentaires déclarées, retraite, invalidité)",
  formula: (s, id, month) => s.calc<number>('revenu_assimile_pension', id, addYears(yearOf(month), -2)),
});

const sommeDuTrimestre = (s: Simulation, id: string, noms: readonly string[], trimestre: readonly string[]) =>
  noms.reduce((t, nom) => t + s.sum(nom, id, trimestre), 0);

/** the quarter M-3…M-1, as annual amounts (× 4) */
const ressourcesTrimestrielles = (s: Simulation, id: string, month: string): Ressources => ({
  activite: s.calc<number>('aah_base_ressources_activite_eval_trimestrielle', id, month),
  horsActivite: s.calc<number>('aah_base_ressources_hors_activite_eval_trimestrielle', id, month),
});

/** the incomes of year N-2: taxable earnings and the pensions counted like them (revenu_assimile_pension) */
const ressourcesAnnuelles = (s: Simulation, id: string, month: string): Ressources => ({
  activite: s.calc<number>('aah_base_ressources_activite_eval_annuelle', id, month),
  horsActivite: s.calc<number>('aah_base_ressources_hors_activite_eval_annuelle', id, month),
});

/**
 * earned income after the AAH abatements: 80 % up to 30 % of the annual gross SMIC, 40 % above, then 30 % more
 * when work has stopped (no earnings and not a student) or a replacement income was paid in M-1
 */
function activiteAbattue(s: Simulation, id: string, month: string, activite: number, enActivite: boolean) {
  const tranche =
    at(aahTrancheSmic, month) * at(smicHoraireBrut, month) * at(nbHeuresTravailMensuel, month) * 12;
  const premiere = Math.min(tranche, activite);
  const retenu =
    (1 - at(aahAbattementTranche1, month)) * premiere +
    (1 - at(aahAbattementTranche2, month)) * Math.max(0, activite - premiere);
  const moisPrecedent = addMonths(month, -1);
  const cessation =
    !(enActivite || s.calc<string>('activite', id, month) === 'etudiant') ||
    REVENUS_SUBSTITUTION.some((nom) => s.calc<number>(nom, id, moisPrecedent) > 0);
  return cessation ? (1 - at(aahAbattementCessationActivite, month)) * retenu : retenu;
}

/** the person's own annual resources, after the abatements on earnings */
function ressourcesPersonnelles(s: Simulation, id: string, month: string, enActivite: boolean): number {
  if (!enActivite) {
    const annuelles = ressourcesAnnuelles(s, id, month);
    return activiteAbattue(s, id, month, annuelles.activite, false) + annuelles.horsActivite;
  }
  const trimestre = ressourcesTrimestrielles(s, id, month);
  // pay from a sheltered workshop (ESAT) is counted apart from earnings, with no abatement
  const milieuProtege = s.sum('aah_base_ressources_activite_milieu_protege', id, lastMonths(month, 3));
  return Math.max(
    0,
    activiteAbattue(s, id, month, trimestre.activite - milieuProtege, true) +
      trimestre.horsActivite +
      milieuProtege,
  );
}

export const aahBaseRessourcesDeconjugalisee = defineVariable<number>({
  name: 'aah_base_ressources_deconjugalisee',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Ressources mensuelles de la personne pour l'AAH (calcul individualisé)",
  // the individual calculation exists from October 2023 only; OpenFisca gives 0 before
  formula: (s, id, month) =>
    at(aahCalculIndividualise, month)
      ? ressourcesPersonnelles(s, id, month, aahEnActivite(s, id, month)) / 12
      : 0,
});

/** the month of OpenFisca's AAH formula that stopped flooring the first parent's quarter */
const PREMIER_PARENT_SANS_PLANCHER = '2022-01';

/**
 * the other parent's resources, unabated, on the same evaluation as the person's own (quarterly when the
 * person has earnings); the partner's quarter is floored at 0, and the first parent's too until 2021 (as
 * aah.py, whose formula of January 2022 drops that floor)
 */
function ressourcesDeLAutreParent(s: Simulation, id: string, month: string, enActivite: boolean): number {
  const [premier, second] = s.members('famille', s.famille(id), 'parents');
  const autre = id === premier ? second : id === second ? premier : undefined;
  if (autre === undefined) return 0;
  if (!enActivite) return total(ressourcesAnnuelles(s, autre, month));
  const trimestre = total(ressourcesTrimestrielles(s, autre, month));
  return autre === second || month < PREMIER_PARENT_SANS_PLANCHER ? Math.max(0, trimestre) : trimestre;
}

/** the partner's resources retained in the couple calculation */
function assietteConjoint(s: Simulation, id: string, month: string, revenus: number): number {
  const apresFraisPro = (1 - at(abatproTaux, month)) * revenus;
  // the flat abatement on the partner's income replaced the proportional one in January 2022
  const base = atOrNull(aahAbattementConjointBase, month);
  if (base === null) return (1 - at(aahAbattementConjointProportionnel, month)) * apresFraisPro;
  const abattement =
    base + at(aahAbattementConjointParEnfant, month) * s.calc<number>('af_nbenf', s.famille(id), month);
  return Math.max(0, apresFraisPro - abattement);
}

export const aahBaseRessourcesConjugalisee = defineVariable<number>({
  name: 'aah_base_ressources_conjugalisee',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Ressources mensuelles du couple pour l'AAH (calcul conjugalisé)",
  formula: (s, id, month) => {
    const enActivite = aahEnActivite(s, id, month);
    const autre = ressourcesDeLAutreParent(s, id, month, enActivite);
    return (ressourcesPersonnelles(s, id, month, enActivite) + assietteConjoint(s, id, month, autre)) / 12;
  },
});
