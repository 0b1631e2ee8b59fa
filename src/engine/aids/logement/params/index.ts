// Parameters of the aides au logement: the generated OpenFisca trees, plus the few figures OpenFisca writes in
// its formulas rather than in its parameters (kept here as dated data with their legal source).
import { param } from '../../../core/params.ts';

export { locatif } from './locatif.ts';
export { ressources } from './ressources.ts';
export { foyer } from './foyer.ts';
export { accession } from './accession.ts';
export { reductionLoyerSolidarite } from './rls.ts';

const R512_2 = {
  title: 'Article R512-2 du Code de la sécurité sociale',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006750598',
};
const R822_22 = {
  title: "Article R822-22 du Code de la construction et de l'habitation",
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878953',
};
/** resources taken into account (CCH, livre VIII) */
const R822_7 = {
  title: "Article R822-7 du Code de la construction et de l'habitation",
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419409',
};

/**
 * The CCH article that set the évaluation forfaitaire (1 015 and 1 500 hourly SMIC); it became R822-20 in
 * September 2019, and OpenFisca-France's formula keeps both figures until the évaluation ends (1 April 2020).
 */
const R351_7 = {
  title:
    "Article R351-7 du Code de la construction et de l'habitation (devenu R822-20 le 1er septembre 2019)",
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000019077902/2007-07-01',
};
/** OpenFisca-France ends the évaluation forfaitaire on 1 April 2020 (no formula from that date) */
const OPENFISCA_EVALUATION_FORFAITAIRE = {
  title:
    'OpenFisca-France, variable aide_logement_base_ressources_eval_forfaitaire (sans formule depuis le 01/04/2020)',
  href: 'https://github.com/openfisca/openfisca-france',
};

const ARRETE_2019 = {
  title: 'Arrêté du 27/09/2019 relatif au calcul des aides personnelles au logement',
  href: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000039160329/',
};

export const extra = {
  /** a furnished dwelling's rent counts for two thirds (AL, or APL for a furnished room) */
  coefLoyerMeuble: param<number>({
    path: 'aidy/logement/locatif/coef_loyer_meuble',
    description: 'Part du loyer d’un logement meublé prise en compte',
    unit: 'coefficient',
    references: [ARRETE_2019],
    values: { '2001-01-01': 2 / 3 },
  }),
  /** overseas, the rent ceiling stops growing after this many dependants */
  domNbPacMaxPlafond: param<number>({
    path: 'aidy/logement/locatif/dom_nb_pac_max_plafond',
    description: 'Nombre maximal de personnes à charge pris en compte outre-mer pour le loyer plafond',
    unit: 'count',
    references: [ARRETE_2019],
    values: { '2001-01-01': 6 },
  }),
  /** from this age a foyer resident gets the "personnes âgées" ceiling */
  ageFoyerPersonneAgee: param<number>({
    path: 'aidy/logement/foyer/age_personne_agee',
    description: 'Âge à partir duquel le plafond « personnes âgées » s’applique en foyer',
    unit: 'year',
    references: [ARRETE_2019],
    values: { '2001-01-01': 62 },
  }),
  /** the SMIC is multiplied by 169 hours for the income ceiling of a dependent child */
  heuresPlafondPac: param<number>({
    path: 'aidy/logement/autonomie_financiere/heures_smic',
    description:
      'Nombre d’heures de Smic horaire brut servant de base au revenu plafond d’un enfant à charge',
    unit: 'hours',
    references: [R512_2],
    values: { '1985-12-22': 169 },
  }),
  /** months of salaries averaged to judge a child's financial autonomy */
  moisAutonomieFinanciere: param<number>({
    path: 'aidy/logement/autonomie_financiere/nb_mois',
    description: 'Nombre de mois de salaires dont la moyenne décide de l’autonomie financière d’un enfant',
    unit: 'month',
    references: [R512_2],
    values: { '1985-12-22': 6 },
  }),
  /** "biactivité": each partner earns at least this many BMAF over the year */
  biactiviteEnBmaf: param<number>({
    path: 'aidy/logement/biactivite/revenu_plancher_en_bmaf',
    description:
      'Revenu professionnel plancher de chaque conjoint, en nombre de BMAF, pour l’abattement biactivité',
    unit: 'coefficient',
    references: [R822_7],
    values: { '2007-07-01': 12 },
  }),
  patrimoineTauxEpargne: param<number>({
    path: 'aidy/logement/patrimoine/taux_epargne',
    description: 'Part des capitaux non productifs de revenus ajoutée aux ressources',
    unit: 'rate',
    references: [R822_22],
    values: { '2016-10-01': 0.03 },
  }),
  patrimoineTauxImmobilier: param<number>({
    path: 'aidy/logement/patrimoine/taux_immobilier_bati',
    description: 'Part de la valeur locative des immeubles bâtis non loués ajoutée aux ressources',
    unit: 'rate',
    references: [R822_22],
    values: { '2016-10-01': 0.5 },
  }),
  patrimoineTauxTerrains: param<number>({
    path: 'aidy/logement/patrimoine/taux_terrains',
    description: 'Part de la valeur locative des terrains non bâtis non loués ajoutée aux ressources',
    unit: 'rate',
    references: [R822_22],
    values: { '2016-10-01': 0.8 },
  }),
  /** a child's (or disabled adult dependant's) own resources count above 1.25 × the single ASPA ceiling */
  coefPlafondAspaPac: param<number>({
    path: 'aidy/logement/ressources/coef_plafond_aspa_pac',
    description:
      'Multiple du plafond de l’ASPA (personne seule, au 31 décembre de N-2) au-delà duquel les ressources d’une personne à charge comptent',
    unit: 'coefficient',
    references: [R822_7],
    values: { '2001-01-01': 1.25 },
  }),
  /** resources are rounded up to this multiple */
  arrondiRessources: param<number>({
    path: 'aidy/logement/ressources/arrondi',
    description: 'Les ressources annuelles retenues sont arrondies à la centaine d’euros supérieure',
    unit: 'currency',
    references: [R822_7],
    values: { '2001-01-01': 100 },
  }),
  /** since the 2021 reform (contemporanéisation) the resources are those of the last 12 months, not of year N-2 */
  ressourcesDesDouzeDerniersMois: param<boolean>({
    path: 'aidy/logement/ressources/douze_derniers_mois',
    description: 'Ressources des douze mois M-13 à M-2 (réforme de 2021) plutôt que de l’année civile N-2',
    references: [R822_7],
    values: { '2001-01-01': false, '2021-01-01': true },
  }),
  /** a person working now who earned little in N-2 was assessed on last month's pay, until April 2020 */
  evaluationForfaitaire: param<boolean>({
    path: 'aidy/logement/ressources/evaluation_forfaitaire/en_vigueur',
    description: 'Évaluation forfaitaire des ressources d’une personne qui travaille mais a peu gagné en N-2',
    references: [R351_7, OPENFISCA_EVALUATION_FORFAITAIRE],
    values: { '2001-01-01': true, '2020-04-01': false },
  }),
  /** the évaluation applies when the N-2 resources are at most this many hourly SMIC (of 31 December N-2) */
  evaluationForfaitairePlafondEnSmicHoraire: param<number>({
    path: 'aidy/logement/ressources/evaluation_forfaitaire/plafond_en_smic_horaire',
    description:
      'Plafond des ressources N-2 sous lequel s’applique l’évaluation forfaitaire, en Smic horaire brut',
    unit: 'hours',
    references: [R351_7],
    values: { '2001-01-01': 1015, '2020-04-01': null },
  }),
  /** a self-employed person is assessed at this many hourly SMIC (of the last 1 July) */
  evaluationForfaitaireNonSalarieEnSmicHoraire: param<number>({
    path: 'aidy/logement/ressources/evaluation_forfaitaire/non_salarie_en_smic_horaire',
    description: 'Évaluation forfaitaire des revenus d’un travailleur non salarié, en Smic horaire brut',
    unit: 'hours',
    references: [R351_7],
    values: { '2001-01-01': 1500, '2020-04-01': null },
  }),
  /** an unemployed person's earnings get the 30 % abatement after this many months */
  moisChomageAbattement: param<number>({
    path: 'aidy/logement/ressources/mois_chomage_abattement',
    description:
      'Durée de chômage (en mois) au-delà de laquelle les revenus d’activité sont abattus ou neutralisés',
    unit: 'month',
    references: [R822_7],
    values: { '2001-01-01': 2 },
  }),
};
