// Complémentaire santé solidaire (CSS): free under a resource ceiling, with a small monthly participation per
// person up to 35 % above it. Resources are those of the 12 months before the request.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at, atOrNull, enVigueur, singleAmount, type Parameter } from '../../core/params.ts';
import { addMonths, addYears, lastMonths, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { profitsAnnuels } from '../../variables/independants.ts';
import { roundHalfEven } from '../../core/rounding.ts';
import { plural, sourcesOf } from '../famille/prestations.ts';
import { aahToujoursNulle } from './aah.ts';
import { parentsOf, residenceOutreMer } from './commun.ts';
import {
  acsMontantSelonAge,
  cssAbattementAah,
  cssAbattementAsi,
  cssAbattementAsiCouple,
  cssAbattementAspa,
  cssAbattementChomage,
  cssAgeLimitePac,
  cssCoeffCinquiemeEtPlus,
  cssCoeffDeuxiemePersonne,
  cssCoeffTroisiemeQuatrieme,
  cmuForfaitLogementAvecAl,
  cmuForfaitLogementSansAl,
  cssForfaitLogementAvecAl,
  cssForfaitLogementSansAl,
  cssMajorationDom,
  cssMajorationPlafondParticipation,
  cssParticipationAlsaceMoselle,
  cssParticipationFrance,
  cssPlafondBase,
  cssTranchesAgeParticipation,
  rsaMajDeuxiemePersonne,
  rsaMajTroisiemePersonne,
  rsaMontantBase,
} from './params.ts';

const douzeMois = (month: string) => lastMonths(month, 12);

const REVENUS_INDIVIDUELS = [
  'allocation_securisation_professionnelle',
  'ass',
  'bourse_recherche',
  'caah',
  'chomage_net',
  'dedommagement_victime_amiante',
  'gains_exceptionnels',
  'indemnites_chomage_partiel',
  'indemnites_journalieres',
  'indemnites_stage',
  'indemnites_compensatrices_conges_payes',
  'pensions_alimentaires_percues',
  'pensions_invalidite',
  'prestation_compensatoire',
  'prime_forfaitaire_mensuelle_reprise_activite',
  'retraite_combattant',
  'retraite_nette',
  'revenus_stage_formation_pro',
  'rsa_base_ressources_patrimoine_individu',
  'salaire_net',
  'rente_accident_travail',
  'rpns_auto_entrepreneur_benefice',
];
const PRESTATIONS_FAMILIALES = ['af', 'asf', 'cf', 'paje_clca', 'paje_prepare'];
/** a person in one of these situations this month has their salaries abated */
const SITUATION_NOUVELLE = ['indemnites_journalieres', 'chomage_net', 'ass', 'revenus_stage_formation_pro'];

/** children counted in the CSS household: in the famille, aged 25 or less, eldest first */
function enfantsCss(s: Simulation, famille: string, month: string): string[] {
  const limite = at(cssAgeLimitePac, month);
  return s
    .members('famille', famille, 'enfants')
    .filter((e) => {
      const age = s.calc<number>('age', e, month);
      return age >= 0 && age <= limite;
    })
    .sort((a, b) => s.calc<number>('age', b, month) - s.calc<number>('age', a, month));
}

/** the CSS abatements on AAH, ASI and ASPA exist since April 2021: before, the benefit counts in full */
const abattementAvant2021 = (p: Parameter<number>, month: string) => atOrNull(p, month) ?? 0;

export const cmuNbPac = defineVariable<number>({
  name: 'cmu_nb_pac',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Nombre de personnes à charge au titre de la CSS',
  formula: (s, famille, month) => enfantsCss(s, famille, month).length,
});

export const cmuNbpFoyer = defineVariable<number>({
  name: 'cmu_nbp_foyer',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Nombre de personnes du foyer CSS',
  formula: (s, famille, month) => parentsOf(s, famille).length + s.calc<number>('cmu_nb_pac', famille, month),
});

export const cssCmuAcsEligibilite = defineVariable<boolean>({
  name: 'css_cmu_acs_eligibilite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Le foyer peut demander la CSS seul (sans être rattaché au foyer de ses parents)',
  formula: (s, famille, month) => {
    if (s.calc<number>('cmu_nb_pac', famille, month) > 0) return true;
    const membres = s.members('famille', famille);
    if (membres.some((m) => s.calc<number>('age', m, month) >= at(cssAgeLimitePac, month))) return true;
    return membres.every(
      (m) =>
        !s.calc<boolean>('enfant_a_charge', m, yearOf(month)) &&
        !s.calc<boolean>('habite_chez_parents', m, month) &&
        s.sum('pensions_alimentaires_percues', m, douzeMois(month)) === 0,
    );
  },
});

export const cssBaseRessourcesAahIndividu = defineVariable<number>({
  name: 'css_base_ressources_aah_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'AAH du mois comptée pour la CSS, après abattement',
  gatedBy: ['taux_incapacite'],
  formula: (s, id, month) =>
    aahToujoursNulle(s, id)
      ? 0
      : Math.max(0, s.calc<number>('aah', id, month) - abattementAvant2021(cssAbattementAah, month)),
});

export const cssBaseRessourcesAsiIndividu = defineVariable<number>({
  name: 'css_base_ressources_asi_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'ASI du mois comptée pour la CSS, après abattement',
  // without ASI the month adds max(0, 0 − abattement) = 0, with or without AAH
  gatedBy: ['asi'],
  formula: (s, id, month) => {
    const asi = s.calc<number>('asi', id, month);
    // the ASI is abated only in a month without AAH
    if (!aahToujoursNulle(s, id) && s.calc<number>('aah', id, month) > 0) return asi;
    // formulas.md §4.2: 86 € shared by the two members of a couple who both receive the ASI (49 € otherwise)
    const parents = parentsOf(s, s.famille(id));
    const conjoint = parents.includes(id) ? parents.find((p) => p !== id) : undefined;
    const abattement =
      conjoint !== undefined && s.calc<number>('asi', conjoint, month) > 0
        ? abattementAvant2021(cssAbattementAsiCouple, month) / 2
        : abattementAvant2021(cssAbattementAsi, month);
    return Math.max(0, asi - abattement);
  },
});

export const cssCmuBaseRessourcesIndividu = defineVariable<number>({
  name: 'css_cmu_base_ressources_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources des 12 derniers mois d’une personne pour la CSS',
  formula: (s, id, month) => {
    const mois = douzeMois(month);
    let total = 0;
    for (const name of REVENUS_INDIVIDUELS) total += s.sum(name, id, mois);
    total +=
      s.sum('css_base_ressources_aah_individu', id, mois) +
      s.sum('css_base_ressources_asi_individu', id, mois);
    // maintenance paid, whatever its sign in the situation
    total -= Math.abs(s.sum('pensions_alimentaires_versees_individu', id, mois));
    // Salaries are abated when, this month, the person is on sick leave, an indemnified job-seeker or in paid training.
    let situationNouvelle = false;
    for (const name of SITUATION_NOUVELLE)
      if (s.calc<number>(name, id, month) > 0) {
        situationNouvelle = true;
        break;
      }
    if (situationNouvelle) total -= at(cssAbattementChomage, month) * s.sum('salaire_net', id, mois);
    // training pay that stopped (nothing last month) is not counted
    if (s.calc<number>('revenus_stage_formation_pro', id, addMonths(month, -1)) === 0)
      total -= s.sum('revenus_stage_formation_pro', id, mois);
    total += profitsAnnuels(s, id, addYears(yearOf(month), -1));
    // the bourse is nearly always 0: then whether the person is boursier (a costly chain) changes nothing
    const bourse = s.calc<number>('bourse_enseignement_sup', id, month);
    if (bourse !== 0 && !s.calc<boolean>('boursier', id, month)) total += bourse;
    return total;
  },
});

/** RSA amount for the household size, the base of the CSS housing flats */
function rsaFamilial(s: Simulation, famille: string, month: string): number {
  const p = s.calc<number>('cmu_nbp_foyer', famille, month);
  return (
    at(rsaMontantBase, month) *
    (1 + (p >= 2 ? at(rsaMajDeuxiemePersonne, month) : 0) + (p >= 3 ? at(rsaMajTroisiemePersonne, month) : 0))
  );
}
const tauxSelonTaille = (taux: [number, number, number], p: number) => taux[Math.min(Math.max(p, 1), 3) - 1];
/** the CSS's housing flats, or the CMU-C's before the CSS replaced it (November 2019) */
const tauxForfaitLogement = (
  css: Parameter<[number, number, number]>,
  cmu: Parameter<[number, number, number]>,
  month: string,
) => atOrNull(css, month) ?? at(cmu, month);

export const cssCmuForfaitLogementBase = defineVariable<number>({
  name: 'css_cmu_forfait_logement_base',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Forfait logement annuel de la CSS pour un propriétaire ou une personne logée gratuitement',
  // the flat itself, whoever the household is: css_cmu_base_ressources counts it only for owners and people
  // housed free, as OpenFisca does
  formula: (s, famille, month) => {
    return (
      12 *
      rsaFamilial(s, famille, month) *
      tauxSelonTaille(
        tauxForfaitLogement(cssForfaitLogementSansAl, cmuForfaitLogementSansAl, month),
        s.calc<number>('cmu_nbp_foyer', famille, month),
      )
    );
  },
});

export const cssCmuForfaitLogementAl = defineVariable<number>({
  name: 'css_cmu_forfait_logement_al',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Forfait logement annuel de la CSS pour un foyer qui perçoit une aide au logement',
  formula: (s, famille, month) => {
    const al = s.calc<number>('aide_logement', famille, month);
    if (al <= 0) return 0;
    const forfait =
      12 *
      rsaFamilial(s, famille, month) *
      tauxSelonTaille(
        tauxForfaitLogement(cssForfaitLogementAvecAl, cmuForfaitLogementAvecAl, month),
        s.calc<number>('cmu_nbp_foyer', famille, month),
      );
    return Math.min(12 * al, forfait);
  },
});

/**
 * The housing flat counted in the CSS resources (formulas.md §4.2): owners and people housed free; unlike
 * RSA/PPA, home-buyers (primo-accédants) are not included. A household paid a housing aid counts that flat.
 */
function forfaitLogement(s: Simulation, famille: string, month: string): number {
  const statut = s.calc<string>('statut_occupation_logement', s.menage(s.demandeur(famille)), month);
  const sansLoyer = statut === 'proprietaire' || statut === 'loge_gratuitement';
  return (
    (sansLoyer ? s.calc<number>('css_cmu_forfait_logement_base', famille, month) : 0) +
    s.calc<number>('css_cmu_forfait_logement_al', famille, month)
  );
}

export const cssCmuBaseRessources = defineVariable<number>({
  name: 'css_cmu_base_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources annuelles du foyer (12 derniers mois) pour la CSS',
  formula: (s, famille, month) => {
    const mois = douzeMois(month);
    const personnes = [...parentsOf(s, famille), ...enfantsCss(s, famille, month)];
    let total = personnes.reduce(
      (t, id) => t + s.calc<number>('css_cmu_base_ressources_individu', id, month),
      0,
    );
    for (const name of PRESTATIONS_FAMILIALES) total += s.sum(name, famille, mois);
    total += s.sum('css_base_ressources_aspa_asv', famille, mois);
    return total + forfaitLogement(s, famille, month);
  },
});

/** a couple in the sense of the ASPA: the famille's parents live as a couple (since 2007) */
defineVariable<boolean>({
  name: 'aspa_couple',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: "Couple au sens de l'ASPA",
  formula: (s, famille, month) => s.calc<boolean>('en_couple', famille, month),
});

/** the ASPA of the month after its abatement (since April 2021), for a person alone or a couple */
defineVariable<number>({
  name: 'css_base_ressources_aspa_asv',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  setInput: 'divide',
  label: "ASPA du mois retenue dans les ressources de la CSS, après l'abattement",
  formula: (s, famille, month) => {
    const aspa = s.calc<number>('aspa', famille, month);
    if (aspa <= 0) return aspa;
    const abattement =
      atOrNull(cssAbattementAspa, month)?.[s.calc<boolean>('aspa_couple', famille, month) ? 1 : 0] ?? 0;
    return Math.max(0, aspa - abattement);
  },
});

export const cmuEligibleMajorationDom = defineVariable<boolean>({
  name: 'cmu_eligible_majoration_dom',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Plafond CSS majoré (Guadeloupe, Martinique, Guyane, La Réunion)',
  formula: (s, famille, month) => {
    const menage = s.menage(s.demandeur(famille));
    return (['guadeloupe', 'martinique', 'guyane', 'reunion'] as const).some((t) =>
      residenceOutreMer(s, menage, month, t),
    );
  },
});

export const cmuCPlafond = defineVariable<number>({
  name: 'cmu_c_plafond',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Plafond annuel de ressources de la CSS gratuite',
  formula: (s, famille, month) => {
    // Persons are ranked parents first, then children from the eldest; a child in shared custody counts half.
    // Every child of the famille counts here, whatever their age (cmu.py), ranked by age in months.
    const enfants = [...s.members('famille', famille, 'enfants')].sort(
      (a, b) => s.calc<number>('age_en_mois', b, month) - s.calc<number>('age_en_mois', a, month),
    );
    const rangs = [
      ...parentsOf(s, famille).map(() => 1),
      ...enfants.map((e) => (s.calc<boolean>('garde_alternee', e, month) ? 0.5 : 1)),
    ];
    let k = 0;
    rangs.forEach((poids, i) => {
      const rang = i + 1;
      const coef =
        rang === 1
          ? 1
          : rang === 2
            ? at(cssCoeffDeuxiemePersonne, month)
            : rang <= 4
              ? at(cssCoeffTroisiemeQuatrieme, month)
              : at(cssCoeffCinquiemeEtPlus, month);
      k += rang === 1 ? 1 : coef * poids;
    });
    const dom = s.calc<boolean>('cmu_eligible_majoration_dom', famille, month)
      ? at(cssMajorationDom, month)
      : 0;
    // numpy's round, as OpenFisca: an exact half goes to the even euro (9 719 × 1.5 → 14 578)
    return roundHalfEven(at(cssPlafondBase, month) * (1 + dom) * Math.max(k, 1));
  },
});

export const acsPlafond = defineVariable<number>({
  name: 'acs_plafond',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Plafond annuel de ressources de la CSS avec participation',
  formula: (s, famille, month) =>
    s.calc<number>('cmu_c_plafond', famille, month) * (1 + at(cssMajorationPlafondParticipation, month)),
});

const horsMayotte = (s: Simulation, famille: string, month: string) =>
  !residenceOutreMer(s, s.menage(s.demandeur(famille)), month, 'mayotte');

export const cmuC = defineVariable<boolean>({
  name: 'cmu_c',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Droit à la CSS sans participation',
  formula: (s, famille, month) =>
    s.calc<boolean>('css_cmu_acs_eligibilite', famille, month) &&
    horsMayotte(s, famille, month) &&
    (s.calc<number>('css_cmu_base_ressources', famille, month) <=
      s.calc<number>('cmu_c_plafond', famille, month) ||
      s.calc<number>('rsa', famille, month) > 0),
});

/** the CSS with a participation replaced the ACS on 1 November 2019: before, there is none */
const cssAvecParticipation = (month: string) => enVigueur(month, cssParticipationFrance);

export const cssParticipationForfaitaireMontantI = defineVariable<number>({
  name: 'css_participation_forfaitaire_montant_i',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Participation mensuelle à la CSS d’une personne, selon son âge',
  formula: (s, id, month) => {
    if (!cssAvecParticipation(month)) return 0;
    const age = s.calc<number>('age', id, month);
    const tranches = at(cssTranchesAgeParticipation, month);
    let rang = 0;
    tranches.forEach((debut, i) => {
      if (age >= debut) rang = i;
    });
    const bareme = s.calc<boolean>('salarie_regime_alsace_moselle', id, month)
      ? cssParticipationAlsaceMoselle
      : cssParticipationFrance;
    return at(bareme, month)[rang];
  },
});

export const cssParticipationForfaitaireMontant = defineVariable<number>({
  name: 'css_participation_forfaitaire_montant',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Participation mensuelle du foyer à la CSS',
  formula: (s, famille, month) =>
    s.sumMembers('famille', famille, 'css_participation_forfaitaire_montant_i', month),
});

export const cssParticipationForfaitaire = defineVariable<number>({
  name: 'css_participation_forfaitaire',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Participation mensuelle à la CSS quand le foyer y a droit avec participation',
  formula: (s, famille, month) => {
    if (
      !cssAvecParticipation(month) ||
      !s.calc<boolean>('css_cmu_acs_eligibilite', famille, month) ||
      !horsMayotte(s, famille, month) ||
      s.calc<boolean>('cmu_c', famille, month) ||
      // an ACS still paid (given by the situation after October 2019) replaces it, as in OpenFisca
      s.calc<number>('acs', famille, month) !== 0
    )
      return 0;
    if (
      s.calc<number>('css_cmu_base_ressources', famille, month) >
      s.calc<number>('acs_plafond', famille, month)
    )
      return 0;
    return s.calc<number>('css_participation_forfaitaire_montant', famille, month);
  },
});

/** a person's ACS (OpenFisca's yearly amount of the scale, for each month); none once it ended */
export const acsMontantI = defineVariable<number>({
  name: 'acs_montant_i',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant de l'ACS d'une personne, selon son âge",
  formula: (s, id, month) => {
    const bareme = atOrNull(acsMontantSelonAge, month);
    const age = s.calc<number>('age', id, month);
    return bareme === null || age < 0 ? 0 : singleAmount(bareme, age);
  },
});

export const acsMontant = defineVariable<number>({
  name: 'acs_montant',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant de l'ACS du foyer",
  formula: (s, famille, month) => s.sumMembers('famille', famille, 'acs_montant_i', month),
});

/**
 * The aide au paiement d'une complémentaire santé, for households between the free CMU-C's ceiling and 35 %
 * above it, until 31 October 2019; the CSS with a participation (above) took its place.
 */
export const acs = defineVariable<number>({
  name: 'acs',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Aide au paiement d'une complémentaire santé (ACS)",
  formula: (s, famille, month) => {
    if (
      !enVigueur(month, acsMontantSelonAge) ||
      !s.calc<boolean>('css_cmu_acs_eligibilite', famille, month) ||
      !horsMayotte(s, famille, month) ||
      s.calc<boolean>('cmu_c', famille, month) ||
      s.calc<number>('css_cmu_base_ressources', famille, month) >
        s.calc<number>('acs_plafond', famille, month)
    )
      return 0;
    return s.calc<number>('acs_montant', famille, month);
  },
});

/**
 * One catalogue entry for both outcomes: its amount is the monthly participation the household pays (0 € when
 * the CSS is free); `legende` says which. The id is OpenFisca's name of the paying outcome.
 */
export const complementaireSanteSolidaire: AidDefinition = {
  id: 'css_participation_forfaitaire',
  nom: 'Complémentaire santé solidaire',
  institution: 'Assurance Maladie',
  description:
    'Une complémentaire santé (mutuelle) gratuite, ou à moins de 1 € par jour et par personne, qui prend en charge ce que la Sécurité sociale ne rembourse pas : consultations, médicaments, lunettes, soins dentaires…',
  periodicite: 'mensuelle',
  lien: 'https://www.ameli.fr/assure/droits-demarches/difficultes-acces-droits-soins/complementaire-sante/complementaire-sante-solidaire',
  teleservice: 'https://assure.ameli.fr',
  sources: sourcesOf(
    cssPlafondBase,
    cssCoeffDeuxiemePersonne,
    cssMajorationPlafondParticipation,
    cssParticipationFrance,
    cssForfaitLogementAvecAl,
    cssAbattementChomage,
  ),
  conditionsAVerifier: [
    'Résider en France de manière stable et régulière et être affilié(e) à l’Assurance Maladie.',
  ],
  dejaPercue: ['css', 'complementaire_sante_solidaire', 'cmu_c', 'css_participation_forfaitaire'],
  evaluate(s, who, month) {
    const famille = who.famille;
    if (!horsMayotte(s, famille, month))
      return notEligible("La complémentaire santé solidaire n'existe pas à Mayotte.");
    if (!s.calc<boolean>('css_cmu_acs_eligibilite', famille, month))
      return notEligible(
        'Vous avez moins de 25 ans et vivez chez vos parents, êtes à leur charge fiscale ou recevez une pension alimentaire : la demande se fait avec le foyer de vos parents.',
      );
    const ressources = s.calc<number>('css_cmu_base_ressources', famille, month);
    const plafond = s.calc<number>('cmu_c_plafond', famille, month);
    const plafondParticipation = s.calc<number>('acs_plafond', famille, month);
    const personnes = s.calc<number>('cmu_nbp_foyer', famille, month);
    const base = `Ressources des 12 derniers mois retenues (avec le forfait logement) : ${euros(ressources)} pour ${plural(personnes, 'personne')}.`;
    if (s.calc<boolean>('cmu_c', famille, month)) {
      const parRsa = ressources > plafond;
      return {
        eligible: true,
        montant: 0,
        legende: 'gratuite',
        explication: [
          base,
          parRsa
            ? 'Vous percevez le RSA : la complémentaire santé solidaire est gratuite.'
            : `C'est sous le plafond de ${euros(plafond)} : la complémentaire santé solidaire est gratuite.`,
        ],
      };
    }
    const participation = s.calc<number>('css_participation_forfaitaire', famille, month);
    if (participation > 0)
      return {
        eligible: true,
        montant: participation,
        legende: 'participation par mois',
        explication: [
          base,
          `C'est au-dessus du plafond de la CSS gratuite (${euros(plafond)}) mais sous ${euros(plafondParticipation)} : vous y avez droit avec une participation.`,
          `Participation selon l'âge de chaque personne du foyer : ${euros(participation)} par mois au total.`,
        ],
      };
    return notEligible(
      base,
      `Vos ressources dépassent le plafond de ${euros(plafondParticipation)} pour ${plural(personnes, 'personne')}.`,
    );
  },
};
