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
