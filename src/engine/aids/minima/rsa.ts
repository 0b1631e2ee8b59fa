// Revenu de solidarité active (RSA): a differential income, montant forfaitaire − forfait logement − the
// average resources of the reference quarter.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at, atOrNull } from '../../core/params.ts';
import { addMonths, addYears, monthsOfYear, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { declarantPrincipal } from '../../variables/fiscal.ts';
import {
  activiteNonSalarieeSurDeuxAns,
  AUTRES_REVENUS_NON_SALARIES,
  CHIFFRE_AFFAIRES_MICRO_ENTREPRISE,
  EXPLOITANT_AGRICOLE,
} from '../../variables/independants.ts';
import { smicHoraireBrut } from '../../params/commun.ts';
import { microEntreprisePlafonds } from '../../params/salaires.ts';
import { plural, sourcesOf } from '../famille/prestations.ts';
import { aahToujoursNulle } from './aah.ts';
import {
  coefficientFoyer,
  forfaitLogement,
  montantForfaitLogement,
  parentsOf,
  sumMembersOver,
  trimestreReference,
} from './commun.ts';
import {
  rsaAgeEnfantACharge,
  rsaAgeMinimum,
  rsaDureeTitreSejourHorsEee,
  rsaExploitantAgricole,
  rsaReglesTravailleursIndependants,
  rsaForfaitLogementTaux1,
  rsaForfaitLogementTaux2,
  rsaForfaitLogementTaux3,
  rsaJeuneAgeMax,
  rsaJeuneAgeMin,
  rsaJeuneHeures,
  rsaMajDeuxiemePersonne,
  rsaMajPersonneSupplementaire,
  rsaMajTroisiemePersonne,
  rsaMajoreAgeLimiteEnfant,
  rsaMajoreBase,
  rsaMajoreParEnfant,
  rsaMontantBase,
  rsaMontantMinimumVerse,
} from './params.ts';

const REVENUS_ACTIVITE = [
  'salaire_net',
  'indemnites_chomage_partiel',
  'remuneration_apprenti',
  'indemnites_volontariat',
  'revenus_stage_formation_pro',
  'bourse_recherche',
  'hsup',
  'etr',
  'rpns_auto_entrepreneur_benefice',
  'rsa_indemnites_journalieres_activite',
];
const REVENUS_REMPLACEMENT = ['chomage_net', 'retraite_nette'];
const AUTRES_REVENUS = [
  'allocation_securisation_professionnelle',
  'dedommagement_victime_amiante',
  'gains_exceptionnels',
  'pensions_alimentaires_percues',
  'pensions_invalidite',
  'prestation_compensatoire',
  'prime_forfaitaire_mensuelle_reprise_activite',
  'rsa_base_ressources_patrimoine_individu',
  'rsa_indemnites_journalieres_hors_activite',
];

const majorationsRsa = (month: string) => ({
  deuxieme: at(rsaMajDeuxiemePersonne, month),
  troisieme: at(rsaMajTroisiemePersonne, month),
  supplementaire: at(rsaMajPersonneSupplementaire, month),
});

export const rsaHasRessourcesSubstitution = defineVariable<boolean>({
  name: 'rsa_has_ressources_substitution',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Revenu de substitution au mois M (chômage, IJ, retraite), qui empêche la neutralisation',
  formula: (s, id, month) =>
    s.calc<number>('chomage_net', id, month) > 0 ||
    s.calc<number>('indemnites_journalieres', id, month) > 0 ||
    s.calc<number>('retraite_nette', id, month) > 0,
});

/** an income that stopped: 0 in M, > 0 in M-1 */
const arrete = (s: Simulation, id: string, name: string, month: string) =>
  s.calc<number>(name, id, month) === 0 && s.calc<number>(name, id, addMonths(month, -1)) > 0;

/** an earned or replacement income that stopped with no substitution income in M is not counted */
const interrompu = (s: Simulation, id: string, name: string, month: string) =>
  arrete(s, id, name, month) && !s.calc<boolean>('rsa_has_ressources_substitution', id, month);

/** the tax household's life annuities over the quarter, projected on its principal declarant */
const rentesDuDeclarantPrincipal = (s: Simulation, id: string, trimestre: readonly string[]) =>
  declarantPrincipal(s, id) ? s.sum('rente_viagere_titre_onereux', s.foyerFiscal(id), trimestre) : 0;

export const rsaRevenuActiviteIndividu = defineVariable<number>({
  name: 'rsa_revenu_activite_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Revenus d'activité du RSA (moyenne mensuelle du trimestre de référence)",
  formula: (s, id, month) => {
    const trimestre = trimestreReference(s, s.famille(id), month);
    let total = 0;
    // An income that is 0 over the quarter adds nothing whether or not it stopped: test that only when it is not.
    for (const name of REVENUS_ACTIVITE) {
      const somme = s.sum(name, id, trimestre);
      if (somme !== 0 && !interrompu(s, id, name, month)) total += somme / 3;
    }
    return total + s.calc<number>('ppa_rsa_derniers_revenus_tns_annuels_connus', id, yearOf(month));
  },
});

export const rsaBaseRessourcesIndividu = defineVariable<number>({
  name: 'rsa_base_ressources_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Ressources du RSA hors revenus d'activité (moyenne mensuelle du trimestre de référence)",
  formula: (s, id, month) => {
    const trimestre = trimestreReference(s, s.famille(id), month);
    let total = 0;
    // as for the earned incomes, whether an income stopped matters only when it is not 0 over the quarter
    for (const name of REVENUS_REMPLACEMENT) {
      const somme = s.sum(name, id, trimestre);
      if (somme !== 0 && !interrompu(s, id, name, month)) total += somme / 3;
    }
    // another income that stopped is neutralised up to a flat amount, substitution income or not; each kind
    // counts for at least 0 (rsa.py)
    const plafondNeutralisation = 3 * at(rsaMontantBase, month);
    for (const name of AUTRES_REVENUS) {
      const somme = s.sum(name, id, trimestre);
      if (somme === 0) continue;
      const neutralise = arrete(s, id, name, month) ? plafondNeutralisation : 0;
      total += Math.max(0, somme - neutralise) / 3;
    }
    return total + rentesDuDeclarantPrincipal(s, id, trimestre) / 3;
  },
});

export const rsaEnfantACharge = defineVariable<boolean>({
  name: 'rsa_enfant_a_charge',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Enfant compté dans le foyer RSA',
  formula: (s, id, month) => {
    if (s.roleIn('famille', id) !== 'enfants' || !enfantAgeEtDependant(s, id, month)) return false;
    const famille = s.famille(id);
    const base = at(rsaMontantBase, month);
    const plafond = seulEnfantApresIsolementRecent(s, famille, month)
      ? (at(rsaMajoreBase, month) - 1 + at(rsaMajoreParEnfant, month)) * base
      : at(rsaMajPersonneSupplementaire, month) * base;
    return s.calc<number>('rsa_revenus_determination_enfant_a_charge', id, month) < plafond;
  },
});

/** the resources that decide whether a child counts in the RSA household (OpenFisca's formula since 2016) */
defineVariable<number>({
  name: 'rsa_revenus_determination_enfant_a_charge',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Ressources d'un enfant pour savoir s'il compte dans le foyer RSA",
  formula: (s, id, month) =>
    s.calc<number>('rsa_base_ressources_individu', id, month) +
    s.calc<number>('rsa_revenu_activite_individu', id, month),
});

/** under the age limit (a child due soon, with a birth date ahead, included) and not financially independent */
const enfantAgeEtDependant = (s: Simulation, id: string, month: string) =>
  s.calc<number>('age', id, month) < at(rsaAgeEnfantACharge, month) &&
  !s.calc<boolean>('autonomie_financiere', id, month);

/**
 * OpenFisca's ceiling of the only child of a parent recently alone, when no pregnancy is declared (the recent
 * isolation, nearly always absent, is read first)
 */
const seulEnfantApresIsolementRecent = (s: Simulation, famille: string, month: string) =>
  s.calc<boolean>('rsa_isolement_recent', famille, month) &&
  !s.calc<boolean>('en_couple', famille, month) &&
  !s.calc<boolean>('enceinte_fam', famille, month) &&
  s.members('famille', famille, 'enfants').filter((e) => enfantAgeEtDependant(s, e, month)).length <= 1;

export const rsaNbEnfants = defineVariable<number>({
  name: 'rsa_nb_enfants',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Nombre d’enfants comptés au RSA',
  formula: (s, famille, month) =>
    s.members('famille', famille, 'enfants').filter((e) => s.calc<boolean>('rsa_enfant_a_charge', e, month))
      .length,
});

const membresRsa = (s: Simulation, famille: string, month: string) => [
  ...parentsOf(s, famille),
  ...s.members('famille', famille, 'enfants').filter((e) => s.calc<boolean>('rsa_enfant_a_charge', e, month)),
];

// rsa_revenu_activite is not defined: OpenFisca's formula ends in 2016 and the variable is 0 since.

export const rsaBaseRessourcesMinimaSociaux = defineVariable<number>({
  name: 'rsa_base_ressources_minima_sociaux',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Minima sociaux comptés dans les ressources du RSA',
  formula: (s, famille, month) => {
    const trimestre = trimestreReference(s, famille, month);
    const parents = parentsOf(s, famille);
    let aah = 0;
    for (const p of parents) if (!aahToujoursNulle(s, p)) aah += s.sum('aah', p, trimestre);
    const autres =
      sumMembersOver(s, parents, 'ass', trimestre) +
      aah +
      sumMembersOver(s, parents, 'asi', trimestre) +
      sumMembersOver(s, parents, 'caah', trimestre);
    return s.calc<number>('aspa', famille, month) + autres / 3;
  },
});

export const rsaBaseRessources = defineVariable<number>({
  name: 'rsa_base_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources du foyer prises en compte pour le RSA (moyenne mensuelle)',
  formula: (s, famille, month) =>
    s.calc<number>('rsa_base_ressources_prestations_familiales', famille, month) +
    s.calc<number>('rsa_base_ressources_minima_sociaux', famille, month) +
    membresRsa(s, famille, month).reduce(
      (t, id) =>
        t +
        s.calc<number>('rsa_revenu_activite_individu', id, month) +
        s.calc<number>('rsa_base_ressources_individu', id, month),
      0,
    ),
});

export const rsaMajoreEligibilite = defineVariable<boolean>({
  name: 'rsa_majore_eligibilite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Éligibilité au RSA majoré pour parent isolé',
  formula: (s, famille, month) => {
    if (s.calc<boolean>('en_couple', famille, month)) return false;
    const demandeur = s.demandeur(famille);
    const enceinte = s.calc<boolean>('enceinte_fam', famille, month);
    if (!enceinte && s.calc<number>('rsa_nb_enfants', famille, month) === 0) return false;
    // any child of the famille aged 0 to 2 who is not financially independent (OpenFisca's nb_enf), counted
    // in the RSA household or not
    const jeuneEnfant = s.members('famille', famille, 'enfants').some((e) => {
      const age = s.calc<number>('age', e, month);
      return (
        age >= 0 &&
        age < at(rsaMajoreAgeLimiteEnfant, month) &&
        !s.calc<boolean>('autonomie_financiere', e, month)
      );
    });
    if (!(jeuneEnfant || enceinte || s.calc<boolean>('rsa_isolement_recent', famille, month))) return false;
    return (
      !s.calc<boolean>('enfant_a_charge', demandeur, yearOf(month)) &&
      s.calc<boolean>('rsa_eligibilite_tns', famille, month)
    );
  },
});

/** whether a parent opens the (non-majoré) RSA: not a student, and 25 or over, or with a child, or a young worker */
function ouvreDroit(s: Simulation, famille: string, parent: string, month: string): boolean {
  if (s.calc<boolean>('etudiant', parent, month)) return false;
  const age = s.calc<number>('age', parent, month);
  if (age >= at(rsaAgeMinimum, month) || s.calc<number>('rsa_nb_enfants', famille, month) >= 1) return true;
  return (
    age > at(rsaJeuneAgeMin, month) &&
    age < at(rsaJeuneAgeMax, month) &&
    s.calc<boolean>('rsa_jeune_condition_heures_travail_remplie', parent, month)
  );
}

/** why a parent does not open the (non-majoré) RSA, or undefined when they do (the message only for the aid) */
function raisonNonEligible(
  s: Simulation,
  famille: string,
  parent: string,
  month: string,
): string | undefined {
  if (ouvreDroit(s, famille, parent, month)) return undefined;
  if (s.calc<boolean>('etudiant', parent, month))
    return "Les étudiants n'ont pas droit au RSA (sauf s'ils élèvent seuls un enfant ou attendent un enfant).";
  return `Vous avez moins de ${at(rsaAgeMinimum, month)} ans, sans enfant à charge, et n'avez pas travaillé au moins 2 ans (${at(rsaJeuneHeures, month).toLocaleString('fr-FR')} heures) au cours des 3 dernières années : le RSA jeune actif ne s'applique pas.`;
}

/** the self-employed inputs: without any, no parent's self-employment changes the RSA */
const ACTIVITE_NON_SALARIEE = [
  ...CHIFFRE_AFFAIRES_MICRO_ENTREPRISE,
  ...AUTRES_REVENUS_NON_SALARIES,
  ...EXPLOITANT_AGRICOLE,
];

/** a farmer's profit of the last year under the ceiling of his household's size (until 2016) */
function sousPlafondAgricole(s: Simulation, famille: string, month: string): boolean {
  const p = atOrNull(rsaExploitantAgricole, month);
  if (p === null) return true;
  const anneePassee = addYears(yearOf(month), -1);
  const benefice = s.sumMembers('famille', famille, 'rpns_benefice_exploitant_agricole', anneePassee);
  const enfants = s.calc<number>('rsa_nb_enfants', famille, month);
  const couple = s.calc<number>('nb_parents', famille, month) > 1;
  const enfantsEnPlus = p.enfantSupplementaire * Math.max(enfants - 1, 0);
  const taux = couple
    ? 1 + p.deuxPersonnes + (enfants > 0 ? p.premierEnfantDeuxAdultes : 0) + enfantsEnPlus
    : 1 + (enfants > 0 ? p.deuxPersonnes : 0) + enfantsEnPlus;
  return benefice < taux * p.plafondEnSmicHoraire * at(smicHoraireBrut, month);
}

/** a self-employed parent's turnover of the last year within the micro regime's ceiling of the activity */
function chiffreAffairesSousPlafond(s: Simulation, parent: string, month: string): boolean {
  const anneePassee = addYears(yearOf(month), -1);
  const ca = s.sum('rpns_autres_revenus_chiffre_affaires', parent, monthsOfYear(anneePassee));
  const plafonds = at(microEntreprisePlafonds, month);
  const type = s.calc<string>('tns_autres_revenus_type_activite', parent, month);
  if (type === 'achat_revente') return ca <= plafonds.vente;
  return ca <= plafonds.services;
}

/** true while the RSA had its own rules for the self-employed (until 2016) */
const reglesTravailleursIndependants = (month: string) =>
  atOrNull(rsaReglesTravailleursIndependants, month) !== null;

/**
 * OpenFisca rsa_eligibilite_tns: until 2016, a self-employed household kept the RSA when no parent employed
 * anyone, each parent's turnover stayed within the micro regime's ceiling, and the farm profit under its own.
 * Since 2017 it is always true, as in OpenFisca, whose formula ends then.
 */
export const rsaEligibiliteTns = defineVariable<boolean>({
  name: 'rsa_eligibilite_tns',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: true,
  gatedBy: ['tns_avec_employe', 'rpns_autres_revenus_chiffre_affaires', ...EXPLOITANT_AGRICOLE],
  label: 'Éligibilité au RSA au regard des activités non salariées',
  formula: (s, famille, month) => {
    if (!reglesTravailleursIndependants(month)) return true;
    const parents = parentsOf(s, famille);
    return (
      sousPlafondAgricole(s, famille, month) &&
      !parents.some((p) => s.calc<boolean>('tns_avec_employe', p, month)) &&
      parents.every((p) => chiffreAffairesSousPlafond(s, p, month))
    );
  },
});

/**
 * OpenFisca rsa_non_calculable_tns_individu: a turnover or a profit of a self-employed activity this year or
 * the last. The département then sets the RSA from the activity's figures itself: it cannot be computed here.
 */
export const rsaNonCalculableTnsIndividu = defineVariable<boolean>({
  name: 'rsa_non_calculable_tns_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  gatedBy: ACTIVITE_NON_SALARIEE,
  label: 'Travailleur indépendant dont le RSA est fixé par le département',
  formula: (s, id, month) => activiteNonSalarieeSurDeuxAns(s, id, month).some((total) => total > 0),
});

/**
 * OpenFisca rsa_non_calculable: until 2016, `tns` or `conjoint_tns` when a due RSA depended on a self-employed
 * parent (the département fixed it). Since 2017 always `calculable`, as in OpenFisca, whose formula ends then.
 */
export const rsaNonCalculable = defineVariable<string>({
  name: 'rsa_non_calculable',
  entity: 'famille',
  period: 'month',
  valueType: 'enum',
  default: 'calculable',
  gatedBy: ACTIVITE_NON_SALARIEE,
  label: 'RSA non calculable (travailleur indépendant)',
  formula: (s, famille, month) => {
    if (!reglesTravailleursIndependants(month)) return 'calculable';
    const parents = parentsOf(s, famille);
    const tns = parents.findIndex((p) => s.calc<boolean>('rsa_non_calculable_tns_individu', p, month));
    if (tns < 0 || s.calc<number>('rsa_montant', famille, month) <= 0) return 'calculable';
    return tns === 0 ? 'tns' : 'conjoint_tns';
  },
});

export const rsaEligibilite = defineVariable<boolean>({
  name: 'rsa_eligibilite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Éligibilité au RSA',
  formula: (s, famille, month) => {
    const parents = parentsOf(s, famille);
    return (
      parents.some((p) => ouvreDroit(s, famille, p, month)) &&
      parents.some((p) => s.calc<boolean>('rsa_condition_nationalite', p, month)) &&
      s.calc<boolean>('rsa_eligibilite_tns', famille, month)
    );
  },
});

/** the persons of the RSA household, as OpenFisca counts them: nb_parents and the children who count */
const personnesRsa = (s: Simulation, famille: string, month: string) =>
  s.calc<number>('nb_parents', famille, month) + s.calc<number>('rsa_nb_enfants', famille, month);

export const rsaSocle = defineVariable<number>({
  name: 'rsa_socle',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant forfaitaire du RSA',
  formula: (s, famille, month) => {
    if (!s.calc<boolean>('rsa_eligibilite', famille, month)) return 0;
    return (
      at(rsaMontantBase, month) *
      coefficientFoyer(
        personnesRsa(s, famille, month),
        s.calc<number>('nb_parents', famille, month),
        majorationsRsa(month),
      )
    );
  },
});

export const rsaSocleMajore = defineVariable<number>({
  name: 'rsa_socle_majore',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant forfaitaire majoré du RSA (parent isolé)',
  formula: (s, famille, month) => {
    if (!s.calc<boolean>('rsa_majore_eligibilite', famille, month)) return 0;
    return (
      at(rsaMontantBase, month) *
      (at(rsaMajoreBase, month) +
        at(rsaMajoreParEnfant, month) * s.calc<number>('rsa_nb_enfants', famille, month))
    );
  },
});

export const rsaForfaitLogement = defineVariable<number>({
  name: 'rsa_forfait_logement',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Forfait logement du RSA',
  formula: (s, famille, month) => {
    const n = personnesRsa(s, famille, month);
    const base = at(rsaMontantBase, month);
    const maj = majorationsRsa(month);
    const forfait = montantForfaitLogement(n, base, maj, [
      at(rsaForfaitLogementTaux1, month),
      at(rsaForfaitLogementTaux2, month),
      at(rsaForfaitLogementTaux3, month),
    ]);
    return forfaitLogement(s, famille, month, forfait);
  },
});

export const rsaMontant = defineVariable<number>({
  name: 'rsa_montant',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant du RSA',
  formula: (s, famille, month) => {
    const socle = Math.max(
      s.calc<number>('rsa_socle', famille, month),
      s.calc<number>('rsa_socle_majore', famille, month),
    );
    const ressources = s.calc<number>('rsa_base_ressources', famille, month);
    const minimum = at(rsaMontantMinimumVerse, month);
    // The housing flat (which needs the housing aid, a costly chain) only lowers the amount: when the resources
    // alone leave less than the minimum paid (always so without a montant forfaitaire), the RSA is 0 without
    // it. Its formula is never negative; a flat given as an input might be, so it is then read.
    if (socle - ressources < minimum && !s.hasInput('rsa_forfait_logement', famille, month)) return 0;
    const montant = Math.max(0, socle - s.calc<number>('rsa_forfait_logement', famille, month) - ressources);
    return montant < minimum ? 0 : montant;
  },
});

export const rsa = defineVariable<number>({
  name: 'rsa',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Revenu de solidarité active',
  formula: (s, famille, month) =>
    s.calc<string>('rsa_non_calculable', famille, month) === 'calculable'
      ? s.calc<number>('rsa_montant', famille, month)
      : 0,
});

export const revenuSolidariteActive: AidDefinition = {
  id: 'rsa',
  nom: 'Revenu de solidarité active (RSA)',
  institution: 'CAF ou MSA (département)',
  description:
    "Un revenu minimum pour les personnes sans ressources ou avec de faibles ressources, à partir de 25 ans, ou plus jeune si l'on a un enfant ou si l'on a déjà beaucoup travaillé. Il s'accompagne d'un suivi vers l'emploi.",
  periodicite: 'mensuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/N19775',
  teleservice: 'https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-demande-de-prestation',
  sources: sourcesOf(
    rsaMontantBase,
    rsaMajDeuxiemePersonne,
    rsaMajoreBase,
    rsaAgeMinimum,
    rsaJeuneHeures,
    rsaForfaitLogementTaux1,
    rsaDureeTitreSejourHorsEee,
    rsaMontantMinimumVerse,
  ),
  conditionsAVerifier: [
    'Résider en France de manière stable et effective.',
    "S'inscrire à France Travail et suivre le parcours d'accompagnement prévu.",
  ],
  dejaPercue: ['rsa'],
  evaluate(s, who, month) {
    const famille = who.famille;
    const majore = s.calc<boolean>('rsa_majore_eligibilite', famille, month);
    if (!majore) {
      const parents = parentsOf(s, famille);
      if (!s.calc<boolean>('rsa_eligibilite', famille, month)) {
        if (!parents.some((p) => s.calc<boolean>('rsa_condition_nationalite', p, month)))
          return notEligible(
            `Pour un ressortissant hors Union européenne, il faut un titre de séjour autorisant à travailler depuis au moins ${at(rsaDureeTitreSejourHorsEee, month)} ans.`,
          );
        if (!s.calc<boolean>('rsa_eligibilite_tns', famille, month))
          return notEligible(
            "Une activité indépendante avec des salariés, ou dont le chiffre d'affaires de l'an dernier dépasse le plafond du régime micro-entreprise, ne permet pas le RSA.",
          );
        return notEligible(
          raisonNonEligible(s, famille, who.individu, month) ??
            raisonNonEligible(s, famille, parents[0], month) ??
            'Vous ne remplissez pas les conditions du RSA.',
        );
      }
    }
    const socle = Math.max(
      s.calc<number>('rsa_socle', famille, month),
      s.calc<number>('rsa_socle_majore', famille, month),
    );
    const forfait = s.calc<number>('rsa_forfait_logement', famille, month);
    const ressources = s.calc<number>('rsa_base_ressources', famille, month);
    // a self-employed parent's RSA is set by the département (OpenFisca's `rsa` is then 0): an estimate
    const estimation = s.calc<string>('rsa_non_calculable', famille, month) !== 'calculable';
    const montant = s.calc<number>(estimation ? 'rsa_montant' : 'rsa', famille, month);
    const personnes = personnesRsa(s, famille, month);
    const explication = [
      ...(estimation
        ? [
            "Estimation : pour un travailleur indépendant, le département fixe le RSA à partir du chiffre d'affaires ou des bénéfices de l'activité.",
          ]
        : []),
      majore
        ? `Montant forfaitaire majoré (parent isolé ou future mère) pour ${plural(personnes, 'personne')} : ${euros(socle)}.`
        : `Montant forfaitaire pour ${plural(personnes, 'personne')} : ${euros(socle)}.`,
    ];
    if (forfait > 0)
      explication.push(`Forfait logement déduit (vous êtes aidé(e) pour vous loger) : ${euros(forfait)}.`);
    explication.push(`Ressources prises en compte (moyenne des 3 derniers mois) : ${euros(ressources)}.`);
    if (montant <= 0)
      return {
        eligible: false,
        montant: 0,
        explication: [
          ...explication,
          `Vos ressources dépassent le montant garanti : le RSA n'est pas dû (il n'est pas versé sous ${euros(at(rsaMontantMinimumVerse, month))}).`,
        ],
      };
    explication.push(
      `RSA = ${euros(socle)}${forfait > 0 ? ` − ${euros(forfait)}` : ''} − ${euros(ressources)} = ${euros(montant)} par mois.`,
    );
    return { eligible: true, montant, explication };
  },
};
