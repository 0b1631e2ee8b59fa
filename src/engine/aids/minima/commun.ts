// Pieces shared by RSA, prime d'activité and CSS: the reference quarter, the family benefits counted as
// resources, the nationality condition, the housing flat and the family-size coefficient.
import { at } from '../../core/params.ts';
import { addMonths, addYears, lastMonths, monthsBetween, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { bmaf } from '../../params/commun.ts';
import { declarantPrincipal } from '../../variables/fiscal.ts';
import { PROFITS_ANNUELS } from '../../variables/independants.ts';
import {
  rsaDecalageTrimestreExperimentation,
  rsaDureeTitreSejourEee,
  rsaDureeTitreSejourHorsEee,
  rsaForfaitAsfTaux,
  rsaMoisIjActivite,
  rsaPartValeurLocativeImmo,
  rsaPartValeurLocativeTerrains,
  rsaTauxEpargneNonImposable,
  tauxLivretA,
} from './params.ts';

export const parentsOf = (s: Simulation, famille: string) => s.members('famille', famille, 'parents');

/** M-3..M-1, or M-4..M-2 in the départements of the France Travail pre-filled resources experiment */
export function trimestreReference(s: Simulation, famille: string, month: string): readonly string[] {
  const decalage = s.calc<boolean>('departement_experimentation_rsa', famille, month)
    ? at(rsaDecalageTrimestreExperimentation, month)
    : 0;
  return lastMonths(addMonths(month, -decalage), 3);
}

/** the 3 months before M, oldest first */
export const troisDerniersMois = (month: string) => lastMonths(month, 3);

/** Σ over the members of a group of a monthly variable summed over months */
export function sumMembersOver(
  s: Simulation,
  ids: readonly string[],
  name: string,
  months: readonly string[],
): number {
  let total = 0;
  for (const id of ids) total += s.sum(name, id, months);
  return total;
}

/**
 * 1 + 0.5 (2nd person) + 0.3 (3rd) + [4th: 0.4 for a single parent, 0.3 for a couple] + 0.4 per further
 * person — the family-size coefficient of the RSA and of the prime d'activité.
 */
export function coefficientFoyer(
  personnes: number,
  nbParents: number,
  majorations: { deuxieme: number; troisieme: number; supplementaire: number },
): number {
  let coef = 1;
  if (personnes >= 2) coef += majorations.deuxieme;
  if (personnes >= 3) coef += majorations.troisieme;
  // OpenFisca tests the number of parents here, not en_couple (which a situation may give as an input).
  if (personnes >= 4) coef += nbParents === 1 ? majorations.supplementaire : majorations.troisieme;
  coef += majorations.supplementaire * Math.max(0, personnes - 4);
  return coef;
}

/**
 * Amount of the housing flat for a household of `n` people: the base amount (raised for a 2nd and 3rd person)
 * times the flat rate of that household size — the same rule for the RSA and the prime d'activité, with
 * their own parameters.
 */
export function montantForfaitLogement(
  n: number,
  base: number,
  maj: { deuxieme: number; troisieme: number },
  taux: readonly [number, number, number],
): number {
  if (n <= 1) return base * taux[0];
  if (n === 2) return base * (1 + maj.deuxieme) * taux[1];
  return base * (1 + maj.deuxieme + maj.troisieme) * taux[2];
}

/**
 * Housing flat of RSA / prime d'activité: min(aide au logement, forfait) when the famille receives a housing
 * aid; the full forfait for an owner without loan repayments or someone housed free of charge.
 */
export function forfaitLogement(s: Simulation, famille: string, month: string, forfait: number): number {
  const menage = s.menage(s.demandeur(famille));
  const statut = s.calc<string>('statut_occupation_logement', menage, month);
  const proprietaireSansLoyer =
    (statut === 'proprietaire' || statut === 'primo_accedant') &&
    s.calc<number>('loyer', menage, month) === 0;
  const logeGratuitement =
    statut === 'loge_gratuitement' && !s.calc<boolean>('participation_frais', menage, month);
  // the full forfait is the most min(aide au logement, forfait) can be: no need for the housing aid then
  if (proprietaireSansLoyer || logeGratuitement) return forfait;
  const al = s.calc<number>('aide_logement', famille, month);
  return al > 0 ? Math.min(al, forfait) : 0;
}

/** territory of the residence variables (OpenFisca names), read on every month of several aids */
const OUTRE_MER = {
  guadeloupe: 'residence_guadeloupe',
  martinique: 'residence_martinique',
  guyane: 'residence_guyane',
  reunion: 'residence_reunion',
  mayotte: 'residence_mayotte',
} as const;

/** true when the dwelling of the ménage is in this overseas département (from its commune or the input) */
export function residenceOutreMer(
  s: Simulation,
  menage: string,
  month: string,
  territoire: keyof typeof OUTRE_MER,
): boolean {
  return s.calc<boolean>(OUTRE_MER[territoire], menage, month);
}

/**
 * A child counted as a dependant of a foyer fiscal: a personne à charge who is a minor in January, or disabled
 * in December, as OpenFisca's formula in ir.py (an adult attached to the parents' return is not one). Read by
 * the RSA majoré and the CSS pre-eligibility; defined here because no other family computes it.
 */
export const enfantACharge = defineVariable<boolean>({
  name: 'enfant_a_charge',
  entity: 'individu',
  period: 'year',
  valueType: 'bool',
  default: false,
  label: 'Enfant à charge d’un foyer fiscal (mineur en janvier ou handicapé)',
  formula: (s, id, year) =>
    s.roleIn('foyer_fiscal', id) === 'personnes_a_charge' &&
    (!s.calc<boolean>('majeur', id, `${year}-01`) || s.calc<boolean>('handicap', id, `${year}-12`)),
});

/**
 * A pregnancy in the famille, as OpenFisca's formula in rsa.py: a parent says she is pregnant, or the youngest
 * child listed is due within the next six months (a birth date 1 to 5 months ahead).
 */
export const enceinteFam = defineVariable<boolean>({
  name: 'enceinte_fam',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Grossesse dans la famille',
  formula: (s, famille, month) => {
    if (s.anyMember('famille', famille, 'enceinte', month, 'parents')) return true;
    const enfants = s.members('famille', famille, 'enfants');
    if (enfants.length === 0) return false;
    const plusJeune = Math.min(...enfants.map((e) => s.calc<number>('age_en_mois', e, month)));
    return plusJeune < 0 && plusJeune > -6;
  },
});

export const rsaConditionNationalite = defineVariable<boolean>({
  name: 'rsa_condition_nationalite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: true,
  label: 'Conditions de nationalité et de titre de séjour du RSA',
  formula: (s, id, month) => {
    const nationalite = s.calc<string>('nationalite', id, month) || 'FR';
    if (nationalite === 'FR') return true;
    const duree = s.calc<number>('duree_possession_titre_sejour', id, month);
    // a ressortissant_eee given by the situation wins over the nationality, as in OpenFisca
    return s.calc<boolean>('ressortissant_eee', id, month) || nationalite === 'CH'
      ? duree >= at(rsaDureeTitreSejourEee, month)
      : duree >= at(rsaDureeTitreSejourHorsEee, month);
  },
});

export const rsaForfaitAsf = defineVariable<number>({
  name: 'rsa_forfait_asf',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'ASF comptée dans les ressources du RSA et de la prime d’activité (forfaitisée)',
  formula: (s, famille, month) => {
    const asf = s.calc<number>('asf', famille, month);
    if (asf <= 0) return 0;
    const enfants = s
      .members('famille', famille, 'enfants')
      .filter((e) => s.calc<boolean>('asf_elig_enfant', e, month)).length;
    return Math.min(asf, enfants * at(bmaf, month) * at(rsaForfaitAsfTaux, month));
  },
});

/** family benefits of month m counted by RSA and prime d'activité (AF majorations, ARS, AL excluded) */
function prestationsFamilialesComptees(s: Simulation, famille: string, month: string): number {
  return (
    s.calc<number>('paje_base', famille, month) +
    s.calc<number>('paje_clca', famille, month) +
    s.calc<number>('paje_colca', famille, month) +
    s.calc<number>('paje_prepare', famille, month) +
    s.calc<number>('rsa_forfait_asf', famille, month) +
    // only the non-majoré part of a complément familial actually paid
    (s.calc<number>('cf', famille, month) > 0
      ? s.calc<number>('cf_non_majore_avant_cumul', famille, month)
      : 0) +
    Math.min(s.calc<number>('af_base', famille, month), s.calc<number>('af', famille, month))
  );
}

export const rsaBaseRessourcesPrestationsFamiliales = defineVariable<number>({
  name: 'rsa_base_ressources_prestations_familiales',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Prestations familiales comptées dans les ressources du RSA',
  formula: prestationsFamilialesComptees,
});

export const ppaBaseRessourcesPrestationsFamiliales = defineVariable<number>({
  name: 'ppa_base_ressources_prestations_familiales',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Prestations familiales comptées dans les ressources de la prime d'activité",
  formula: prestationsFamilialesComptees,
});

// ---- resources of the RSA and the prime d'activité that the person does not give as such -------------------
const IJ_ACTIVITE_TOUJOURS = [
  'indemnites_journalieres_maternite',
  'indemnites_journalieres_paternite',
  'indemnites_journalieres_adoption',
] as const;
const IJ_ARRET = [
  'indemnites_journalieres_maladie',
  'indemnites_journalieres_accident_travail',
  'indemnites_journalieres_maladie_professionnelle',
] as const;

/**
 * sickness and work-accident allowances are earned income while a salary remains or the stoppage is recent;
 * without a stoppage date, as OpenFisca, when none were paid three months before (the stoppage is then recent)
 */
function arretAssimileActivite(s: Simulation, id: string, month: string): boolean {
  if (s.calc<number>('salaire_net', id, month) > 0) return true;
  const debut = s.calc<string>('date_arret_de_travail', id, month);
  const mois = at(rsaMoisIjActivite, month);
  if (!/^\d{4}-\d{2}/.test(debut ?? '') || debut.startsWith('0001-'))
    return IJ_ARRET.every((name) => s.calc<number>(name, id, addMonths(month, -mois)) === 0);
  return monthsBetween(debut, `${month}-01`) < mois;
}

export const rsaIndemnitesJournalieresActivite = defineVariable<number>({
  name: 'rsa_indemnites_journalieres_activite',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: [...IJ_ACTIVITE_TOUJOURS, ...IJ_ARRET],
  label: "Indemnités journalières comptées comme revenu d'activité (RSA, prime d'activité)",
  formula: (s, id, month) => {
    let total = s.sumVariables(IJ_ACTIVITE_TOUJOURS, id, month);
    const arret = s.sumVariables(IJ_ARRET, id, month);
    if (arret > 0 && arretAssimileActivite(s, id, month)) total += arret;
    return total;
  },
});

export const rsaIndemnitesJournalieresHorsActivite = defineVariable<number>({
  name: 'rsa_indemnites_journalieres_hors_activite',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: [...IJ_ACTIVITE_TOUJOURS, ...IJ_ARRET],
  label:
    "Indemnités journalières comptées hors revenus d'activité (arrêt de plus de trois mois sans salaire)",
  // the total less the part counted as earned income, so that a total given alone counts here (rsa.py)
  formula: (s, id, month) =>
    s.calc<number>('indemnites_journalieres', id, month) -
    s.calc<number>('rsa_indemnites_journalieres_activite', id, month),
});

/** monthly income of savings and property (R132-1 CASF): interest, flat rates, rental income */
export const rsaBaseRessourcesPatrimoineIndividu = defineVariable<number>({
  name: 'rsa_base_ressources_patrimoine_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenus du patrimoine comptés par le RSA',
  formula: (s, id, month) =>
    (s.calc<number>('livret_a', id, month) * at(tauxLivretA, month)) / 12 +
    (s.calc<number>('epargne_revenus_non_imposables', id, month) * at(rsaTauxEpargneNonImposable, month)) /
      12 +
    s.calc<number>('revenus_capital', id, month) +
    s.calc<number>('revenus_locatifs', id, month) +
    s.calc<number>('valeur_locative_immo_non_loue', id, month) * at(rsaPartValeurLocativeImmo, month) +
    s.calc<number>('valeur_locative_terrains_non_loues', id, month) *
      at(rsaPartValeurLocativeTerrains, month) +
    plusValuesDuDeclarantPrincipal(s, id, month) / 12,
});

/** the tax household's capital gains of the year, projected on its principal declarant */
const plusValuesDuDeclarantPrincipal = (s: Simulation, id: string, month: string) =>
  declarantPrincipal(s, id)
    ? s.calc<number>('assiette_csg_plus_values', s.foyerFiscal(id), yearOf(month))
    : 0;

/**
 * The monthly self-employed income of the RSA and the prime d'activité: for each family of profit, its amount
 * in year N, else N-1, else N-2, the first that is positive, divided by 12
 */
export const ppaRsaDerniersRevenusTnsAnnuelsConnus = defineVariable<number>({
  name: 'ppa_rsa_derniers_revenus_tns_annuels_connus',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Derniers revenus non salariés annuels connus, par mois (année N, sinon N-1, sinon N-2)',
  formula: (s, id, year) => {
    let total = 0;
    for (const profit of PROFITS_ANNUELS)
      for (let back = 0; back <= 2; back++) {
        const montant = s.calc<number>(profit, id, addYears(year, -back));
        if (montant > 0) {
          total += montant / 12;
          break;
        }
      }
    return total;
  },
});
