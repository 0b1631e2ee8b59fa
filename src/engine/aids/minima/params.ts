// Parameters of the minima family (RSA, prime d'activité, complémentaire santé solidaire, AAH), as dated data.
// Paths are OpenFisca's (under prestations_sociales/…); values and references come from its YAML files (mirror
// a7038ee4): our results are compared with OpenFisca's, so a legal value the model lacks is not added here.
import { param, type Bracket, type LegalReference } from '../../core/params.ts';

const lf = (title: string, id: string): LegalReference => ({
  title,
  href: `https://www.legifrance.gouv.fr/${id}`,
});

const RSA = 'prestations_sociales/solidarite_insertion/minima_sociaux/rsa';
const PPA = 'prestations_sociales/solidarite_insertion/minima_sociaux/ppa';
const CS = 'prestations_sociales/solidarite_insertion/minima_sociaux/cs';
const AAH = 'prestations_sociales/prestations_etat_de_sante/invalidite/aah';

// ---- RSA -------------------------------------------------------------------------------------------------
const R262_1 = lf(
  'Décret 2009-404 du 15/04/2009, art. 2 (art. R262-1 du CASF)',
  'affichTexteArticle.do?idArticle=LEGIARTI000020522717&cidTexte=JORFTEXT000020521930',
);
const D843_1_RSA = lf(
  'Article D843-1 du Code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000031673885/2016-01-01',
);
const L262_4 = lf(
  "Article L262-4 du Code de l'action sociale et des familles",
  'codes/article_lc/LEGIARTI000031087751/2016-01-01/',
);
const R262_9 = lf(
  "Article R262-9 du Code de l'action sociale et des familles",
  'codes/article_lc/LEGIARTI000020526192/2022-01-21/',
);

export const rsaMontantBase = param<number>({
  path: `${RSA}/rsa_m/montant_de_base_du_rsa`,
  description: 'Montant forfaitaire du RSA pour une personne seule (métropole)',
  unit: 'currency',
  references: [lf('Décret n° 2025-293 du 29 mars 2025, art. 1', 'jorf/id/JORFTEXT000051393086')],
  values: [
    { from: '2015-01-01', value: 513.88 },
    { from: '2015-09-01', value: 524.16 },
    {
      from: '2016-04-01',
      value: 524.68,
      ref: lf('Décret 2016-538 du 27/04/2016', 'eli/decret/2016/4/27/2016-538/jo/texte'),
    },
    {
      from: '2016-09-01',
      value: 535.17,
      ref: lf('Décret 2016-1276 du 29/09/2016', 'eli/decret/2016/9/29/2016-1276/jo/texte'),
    },
    {
      from: '2017-04-01',
      value: 536.78,
      ref: lf('Décret 2017-739 du 04/05/2017', 'eli/decret/2017/5/4/2017-739/jo/texte'),
    },
    { from: '2017-09-01', value: 545.48 },
    { from: '2018-04-01', value: 550.93 },
    { from: '2019-04-01', value: 559.74 },
    {
      from: '2020-04-01',
      value: 564.78,
      ref: lf('Décret 2020-490 du 29/04/2020, art. 1', 'loda/id/JORFTEXT000041835196/'),
    },
    {
      from: '2021-04-01',
      value: 565.34,
      ref: lf('Décret 2021-530 du 29/04/2021, art. 1', 'jorf/id/JORFTEXT000043459557'),
    },
    {
      from: '2022-04-01',
      value: 575.52,
      ref: lf('Décret n° 2022-699 du 26/04/2022, art. 1', 'jorf/id/JORFTEXT000045668694'),
    },
    {
      from: '2022-07-01',
      value: 598.54,
      ref: lf('Loi n° 2022-1158 du 16/08/2022, art. 9', 'jorf/id/JORFTEXT000046186723'),
    },
    {
      from: '2023-04-01',
      value: 607.75,
      ref: lf('Décret n° 2023-340 du 4 mai 2023, art. 1', 'jorf/article_jo/JORFARTI000047521567'),
    },
    {
      from: '2024-04-01',
      value: 635.71,
      ref: lf('Décret n° 2024-396 du 29/04/2024, art. 1', 'jorf/article_jo/JORFARTI000049486518'),
    },
    {
      from: '2025-04-01',
      value: 646.52,
      ref: lf('Décret n° 2025-293 du 29 mars 2025, art. 1', 'jorf/id/JORFTEXT000051393086'),
    },
    {
      from: '2026-04-01',
      value: 651.69,
      ref: lf('Décret n° 2026-220 du 30 mars 2026, art. 1', 'jorf/id/JORFTEXT000053733826'),
    },
  ],
});

export const rsaMajDeuxiemePersonne = param<number>({
  path: `${RSA}/rsa_maj/maj_montant_max/couples_celibataire_avec_enfant`,
  description: 'Majoration du montant forfaitaire pour la 2e personne du foyer (part du montant de base)',
  unit: 'rate',
  references: [R262_1, D843_1_RSA],
  values: { '2009-06-01': 0.5 },
});
export const rsaMajTroisiemePersonne = param<number>({
  path: `${RSA}/rsa_maj/maj_montant_max/couple_1_enfant_ou_2e_enfant`,
  description: 'Majoration pour la 3e personne (et la 4e pour un couple), part du montant de base',
  unit: 'rate',
  references: [R262_1, D843_1_RSA],
  values: { '2009-06-01': 0.3 },
});
export const rsaMajPersonneSupplementaire = param<number>({
  path: `${RSA}/rsa_maj/maj_montant_max/par_enfant_supplementaire`,
  description:
    'Majoration par personne au-delà (4e personne d’un parent seul, 5e et suivantes), part du montant de base',
  unit: 'rate',
  references: [R262_1, D843_1_RSA],
  values: { '2009-06-01': 0.4 },
});
const R262_1_2016 = lf(
  'Décret 2015-1710 du 21/12/2015, art. 2',
  'affichTexteArticle.do?idArticle=LEGIARTI000031673709&cidTexte=JORFTEXT000031665094',
);
export const rsaMajoreBase = param<number>({
  path: `${RSA}/rsa_maj/majoration_isolement_en_base_rsa/femmes_enceintes`,
  description: 'RSA majoré (parent isolé ou femme enceinte) : montant en part du montant de base',
  unit: 'coefficient',
  references: [R262_1_2016, D843_1_RSA],
  values: { '2016-01-01': 1.28412 },
});
export const rsaMajoreParEnfant = param<number>({
  path: `${RSA}/rsa_maj/majoration_isolement_en_base_rsa/par_enfant_a_charge`,
  description: 'RSA majoré : supplément par enfant à charge, part du montant de base',
  unit: 'coefficient',
  references: [R262_1_2016, D843_1_RSA],
  values: { '2016-01-01': 0.42804 },
});
export const rsaMajoreAgeLimiteEnfant = param<number>({
  path: `${RSA}/rsa_cond/majoration_isolement/age_limite_enfant`,
  description: 'Âge du plus jeune enfant en dessous duquel le RSA majoré est dû sans limite de durée',
  unit: 'year',
  references: [
    lf(
      "Article R262-2 du Code de l'action sociale et des familles",
      'codes/article_lc/LEGIARTI000033979137/2017-02-03/',
    ),
  ],
  values: { '2009-06-01': 3 },
});
export const rsaMontantMinimumVerse = param<number>({
  path: `${RSA}/rsa_maj/montant_minimum_verse`,
  description: 'Montant en dessous duquel le RSA n’est pas versé',
  unit: 'currency',
  references: [
    lf(
      "Article R262-39 du Code de l'action sociale et des familles",
      'codes/article_lc/LEGIARTI000020526072/2009-06-01',
    ),
  ],
  values: { '2009-06-01': 6 },
});
/**
 * A farmer's RSA until 2016: a profit of the last year under 800 × the hourly SMIC, raised by household size
 * (R262-23 CASF in its former wording); the ceiling and its raises were repealed on 1 January 2017.
 */
export const rsaExploitantAgricole = param<{
  plafondEnSmicHoraire: number;
  deuxPersonnes: number;
  premierEnfantDeuxAdultes: number;
  enfantSupplementaire: number;
}>({
  path: `${RSA}/exploitant_agricole`,
  description:
    "Plafond de bénéfice agricole de l'année précédente pour le RSA, en Smic horaire brut, et ses majorations",
  unit: 'coefficient',
  references: [
    lf(
      "Article R262-23 du Code de l'action sociale et des familles (rédaction antérieure à 2017)",
      'codes/article_lc/LEGIARTI000020526158/2009-06-01',
    ),
  ],
  values: {
    '2008-01-01': {
      plafondEnSmicHoraire: 800,
      deuxPersonnes: 0.5,
      premierEnfantDeuxAdultes: 0.3,
      enfantSupplementaire: 0.4,
    },
    '2017-01-01': null,
  },
});
/**
 * The RSA's own rules for the self-employed until 2016: no parent employing anyone, a turnover of the last year
 * within the micro regime's ceiling, the farm profit under its ceiling (above), and a household with self-employed
 * income whose RSA the département fixed itself. Since 1 January 2017 the self-employed's last known yearly profit
 * is a resource like any other (`ppa_rsa_derniers_revenus_tns_annuels_connus`), and OpenFisca-France ends
 * `rsa_eligibilite_tns` and `rsa_non_calculable` on that date: `rsa` is then `rsa_montant`.
 */
export const rsaReglesTravailleursIndependants = param<boolean>({
  path: 'aidy/rsa/regles_travailleurs_independants_avant_2017',
  description:
    "Conditions propres aux travailleurs indépendants pour le RSA (salariés, chiffre d'affaires, RSA fixé par le département)",
  references: [
    lf(
      "Article R262-23 du Code de l'action sociale et des familles (rédaction antérieure à 2017)",
      'codes/article_lc/LEGIARTI000020526158/2009-06-01',
    ),
  ],
  values: { '2009-06-01': true, '2017-01-01': null },
});
export const rsaForfaitAsfTaux = param<number>({
  path: `${RSA}/rsa_maj/forfait_asf/taux2`,
  description: 'ASF comptée dans les ressources RSA/PPA au plus à ce taux de la BMAF par enfant',
  unit: 'rate',
  references: [
    lf(
      "Article R262-10-1 du Code de l'action sociale et des familles",
      'codes/article_lc/LEGIARTI000029006452/2014-04-01/',
    ),
  ],
  values: { '2014-04-01': 0.225 },
});
export const rsaAgeMinimum = param<number>({
  path: `${RSA}/rsa_cond/age_minimum_allocataire`,
  description: 'Âge minimum du demandeur du RSA sans enfant à charge',
  unit: 'year',
  references: [L262_4],
  values: { '2009-06-01': 25 },
});
export const rsaAgeEnfantACharge = param<number>({
  path: `${RSA}/rsa_cond/age_pac`,
  description: 'Âge limite (strict) des enfants comptés à charge au RSA',
  unit: 'year',
  references: [
    lf(
      "Art. R262-3 du Code de l'action sociale et des familles",
      'codes/article_lc/LEGIARTI000020526222/2009-06-01/',
    ),
  ],
  values: { '1977-10-01': 25 },
});
const L262_7_1 = lf(
  "Article L262-7-1 du Code de l'action sociale et des familles",
  'codes/article_lc/LEGIARTI000021642861/',
);
export const rsaJeuneAgeMin = param<number>({
  path: `${RSA}/rsa_cond/age_min_rsa_jeune`,
  description: 'RSA jeune actif : âge au-dessus duquel (strict) la condition d’activité ouvre le droit',
  unit: 'year',
  references: [L262_7_1],
  values: { '2010-01-01': 18 },
});
export const rsaJeuneAgeMax = param<number>({
  path: `${RSA}/rsa_cond/age_max_rsa_jeune`,
  description: 'RSA jeune actif : âge en dessous duquel (strict) il s’applique',
  unit: 'year',
  references: [L262_7_1],
  values: { '2010-01-01': 25 },
});
export const rsaJeuneHeures = param<number>({
  path: `${RSA}/rsa_cond/rsa_jeune_en_heure`,
  description: 'RSA jeune actif : heures de travail requises sur les 3 dernières années',
  unit: 'hours',
  references: [
    lf(
      "Article D262-25-1 du Code de l'action sociale et des familles",
      'codes/article_lc/LEGIARTI000033516276/2017-01-01/',
    ),
  ],
  values: { '2010-09-01': 3214 },
});
export const rsaDureeTitreSejourEee = param<number>({
  path: `${RSA}/rsa_cond/duree_min_titre_sejour/eee`,
  description: 'Durée minimale de résidence (années) pour un ressortissant de l’EEE ou de Suisse',
  unit: 'year',
  references: [
    lf(
      "Article R262-5 du Code de l'action sociale et des familles",
      'codes/article_lc/LEGIARTI000020526206/2009-06-01',
    ),
  ],
  values: { '2009-06-01': 0.25 },
});
export const rsaDureeTitreSejourHorsEee = param<number>({
  path: `${RSA}/rsa_cond/duree_min_titre_sejour/non_eee`,
  description: 'Durée minimale de titre de séjour (années) pour un ressortissant hors EEE',
  unit: 'year',
  references: [L262_4],
  values: { '2009-06-01': 5 },
});
export const rsaForfaitLogementTaux1 = param<number>({
  path: `${RSA}/rsa_fl/forfait_logement/taux_1_personne`,
  description: 'Forfait logement du RSA, foyer d’une personne (part du montant forfaitaire)',
  unit: 'rate',
  references: [R262_9],
  values: { '2009-06-01': 0.12 },
});
export const rsaForfaitLogementTaux2 = param<number>({
  path: `${RSA}/rsa_fl/forfait_logement/taux_2_personnes`,
  description:
    'Forfait logement du RSA, foyer de deux personnes (part du montant forfaitaire de 2 personnes)',
  unit: 'rate',
  references: [R262_9],
  values: { '2009-06-01': 0.16 },
});
export const rsaForfaitLogementTaux3 = param<number>({
  path: `${RSA}/rsa_fl/forfait_logement/taux_3_personnes_ou_plus`,
  description:
    'Forfait logement du RSA, foyer de trois personnes ou plus (part du montant forfaitaire de 3 personnes)',
  unit: 'rate',
  references: [R262_9],
  values: { '2009-06-01': 0.165 },
});
/**
 * France Travail experiment (pre-filled resources): in the départements concerned the reference quarter of
 * RSA and prime d'activité moves one month earlier (M-4..M-2) from October 2024.
 */
export const rsaDecalageTrimestreExperimentation = param<number>({
  path: 'rsa_ppa_decalage_trimestre_experimentation',
  description:
    'Décalage (mois) du trimestre de référence dans les départements de l’expérimentation des ressources préremplies',
  unit: 'month',
  // No legal text is cited by OpenFisca for this experiment (variable departement_experimentation_rsa).
  references: [
    {
      title: 'OpenFisca-France, variable departement_experimentation_rsa (expérimentation France Travail)',
      href: 'https://github.com/openfisca/openfisca-france',
    },
  ],
  values: { '2016-01-01': 0, '2024-10-01': 1 },
});

// ---- Prime d'activité ------------------------------------------------------------------------------------
const D843_1 = lf('Article D843-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000031673885/');
const D843_2 = lf('Article D843-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000037873473');
const D2026_222 = lf('Décret 2026-222 du 30 mars 2026', 'jorf/id/JORFTEXT000053733855');
const R844_3 = lf('Article R844-3 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000048841687');

export const ppaMontantBase = param<number>({
  path: `${PPA}/pa_m/montant_de_base`,
  description: "Montant forfaitaire de la prime d'activité pour une personne seule",
  unit: 'currency',
  references: [lf('Article L842-3 du code de la sécurité sociale', 'codes/article_lc/LEGIARTI000037994814')],
  values: [
    { from: '2016-01-01', value: 524.16 },
    { from: '2016-04-01', value: 524.68 },
    { from: '2017-04-01', value: 526.25 },
    { from: '2018-04-01', value: 531.51 },
    { from: '2018-08-01', value: 551.51 },
    {
      from: '2020-04-01',
      value: 553.16,
      ref: lf('Décret 2020-491 du 29/04/2020, art. 1', 'affichTexte.do?cidTexte=JORFTEXT000041835204'),
    },
    {
      from: '2021-04-01',
      value: 553.71,
      ref: lf('Décret 2021-528 du 29/04/2021, art. 1', 'jorf/id/JORFTEXT000043459542'),
    },
    {
      from: '2022-04-01',
      value: 563.68,
      ref: lf('Décret 2022-701 du 26/04/2022, art. 1', 'jorf/id/JORFTEXT000045668709'),
    },
    {
      from: '2022-07-01',
      value: 586.23,
      ref: lf('Loi n° 2022-1158 du 16/08/2022, art. 9', 'jorf/id/JORFTEXT000046186723'),
    },
    {
      from: '2023-04-01',
      value: 595.25,
      ref: lf('Décret n° 2023-343 du 4 mai 2023, art. 1', 'jorf/article_jo/JORFARTI000047521600'),
    },
    {
      from: '2024-04-01',
      value: 622.63,
      ref: lf('Décret n° 2024-403 du 1er mai 2024, art. 1', 'jorf/article_jo/JORFARTI000049490767'),
    },
    {
      from: '2025-04-01',
      value: 633.21,
      ref: lf('Décret n° 2025-294 du 29 mars 2025, art. 1', 'jorf/id/JORFTEXT000051393100'),
    },
    {
      from: '2026-04-01',
      value: 638.28,
      ref: lf('Décret n° 2026-222 du 30 mars 2026, art. 2', 'jorf/id/JORFTEXT000053733855'),
    },
  ],
});
export const ppaMajDeuxiemePersonne = param<number>({
  path: `${PPA}/pa_m/majoration_montant_maximal/couples_seul_avec_enfant`,
  description: 'Prime d’activité : majoration pour la 2e personne du foyer',
  unit: 'rate',
  references: [D843_1],
  values: { '2016-01-01': 0.5 },
});
export const ppaMajTroisiemePersonne = param<number>({
  path: `${PPA}/pa_m/majoration_montant_maximal/couple_1_enfant_2e_enfant`,
  description: 'Prime d’activité : majoration pour la 3e personne (et la 4e pour un couple)',
  unit: 'rate',
  references: [D843_1],
  values: { '2016-01-01': 0.3 },
});
export const ppaMajPersonneSupplementaire = param<number>({
  path: `${PPA}/pa_m/majoration_montant_maximal/par_enfant_supplementaire`,
  description: 'Prime d’activité : majoration par personne supplémentaire',
  unit: 'rate',
  references: [D843_1],
  values: { '2016-01-01': 0.4 },
});
export const ppaMajoreBase = param<number>({
  path: `${PPA}/pa_m/majoration_isolement/femmes_enceintes`,
  description: 'Prime d’activité majorée (parent isolé, femme enceinte), part du montant de base',
  unit: 'coefficient',
  references: [D843_1],
  values: { '2016-01-01': 1.28412 },
});
export const ppaMajoreParEnfant = param<number>({
  path: `${PPA}/pa_m/majoration_isolement/par_enfant_charge`,
  description: 'Prime d’activité majorée : supplément par enfant',
  unit: 'coefficient',
  references: [D843_1],
  values: { '2016-01-01': 0.42804 },
});
export const ppaPente = param<number>({
  path: `${PPA}/pa_m/majoration_ressources_revenus_activite`,
  description: "Part des revenus d'activité ajoutée au montant forfaitaire (pente)",
  unit: 'rate',
  references: [lf('Article D843-3 du code de la sécurité sociale', 'codes/article_lc/LEGIARTI000037462909')],
  values: [
    { from: '2016-01-01', value: 0.62 },
    {
      from: '2018-08-01',
      value: 0.61,
      ref: lf('Décret 2018-836 du 03/10/2018, art. 2', 'jorf/article_jo/JORFARTI000037460547'),
    },
    {
      from: '2025-04-01',
      value: 0.5985,
      ref: lf('Décret n° 2025-294 du 29 mars 2025', 'jorf/id/JORFTEXT000051393074/'),
    },
  ],
});
export const ppaSeuilBonification = param<number>({
  path: `${PPA}/pa_m/bonification/seuil_bonification`,
  description:
    'Revenus d’activité (en SMIC horaire brut) à partir desquels la bonification individuelle commence',
  unit: 'coefficient',
  references: [D843_2],
  values: { '2016-01-01': 59 },
});
export const ppaSeuilMaxBonification = param<number>({
  path: `${PPA}/pa_m/bonification/seuil_max_bonification`,
  description: 'Revenus d’activité (en SMIC horaire brut) à partir desquels la bonification est maximale',
  unit: 'coefficient',
  references: [D843_2],
  values: [
    { from: '2016-01-01', value: 95 },
    {
      from: '2018-10-01',
      value: 120,
      ref: lf('Décret nº2018-1197 du 21/12/2018', 'jorf/id/JORFTEXT000037846000'),
    },
    { from: '2026-04-01', value: 138, ref: D2026_222 },
  ],
});
export const ppaTauxBonificationMax = param<number>({
  path: `${PPA}/pa_m/bonification/taux_bonification_max`,
  description: 'Bonification maximale, en part du montant forfaitaire de la prime d’activité',
  unit: 'rate',
  references: [D843_2],
  values: [
    { from: '2016-01-01', value: 0.12782 },
    {
      from: '2018-10-01',
      value: 0.29101,
      ref: lf('Décret nº2018-1197 du 21/12/2018', 'jorf/id/JORFTEXT000037846000'),
    },
    { from: '2026-04-01', value: 0.377, ref: D2026_222 },
  ],
});
export const ppaForfaitLogementTaux1 = param<number>({
  path: `${PPA}/pa_fl/taux_forfait_logement/foyer_1_personne`,
  description: 'Forfait logement de la prime d’activité, foyer d’une personne',
  unit: 'rate',
  references: [R844_3],
  values: { '2016-01-01': 0.12 },
});
export const ppaForfaitLogementTaux2 = param<number>({
  path: `${PPA}/pa_fl/taux_forfait_logement/foyer_2_personnes`,
  description: 'Forfait logement de la prime d’activité, foyer de deux personnes',
  unit: 'rate',
  references: [R844_3],
  values: { '2016-01-01': 0.16 },
});
export const ppaForfaitLogementTaux3 = param<number>({
  path: `${PPA}/pa_fl/taux_forfait_logement/foyer_3_personnes`,
  description: 'Forfait logement de la prime d’activité, foyer de trois personnes ou plus',
  unit: 'rate',
  references: [R844_3],
  values: { '2016-01-01': 0.165 },
});
export const ppaMontantMinimumVerse = param<number>({
  path: `${PPA}/pa_m/montant_minimum_verse`,
  description: 'Montant en dessous duquel la prime d’activité n’est pas versée',
  unit: 'currency',
  references: [
    lf('Article D846-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000031674204/2020-08-28'),
  ],
  values: { '2015-10-01': 15 },
});
export const ppaAgeMin = param<number>({
  path: `${PPA}/pa_cond/age_min`,
  description: 'Âge minimal pour la prime d’activité',
  unit: 'year',
  references: [lf('Article L842-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000031087615')],
  values: { '2015-10-01': 18 },
});
export const ppaSeuilAahActivite = param<number>({
  path: `${PPA}/pa_cond/seuil_aah_activite`,
  description:
    "Revenus d'activité (en SMIC horaire brut) au-delà desquels l'AAH compte comme revenu d'activité",
  unit: 'coefficient',
  references: [lf('Article D843-4 du code de la sécurité sociale', 'codes/article_lc/LEGIARTI000036579172')],
  values: { '2015-10-01': 29 },
});
/** Students and apprentices: earnings must exceed 55 % of the SMIC computed on 169 hours (R512-2 CSS). */
export const heuresSmicPlancherApprenant = param<number>({
  path: 'prestations_sociales/prestations_familiales/def_pac/heures_smic_revenu_plafond',
  description:
    'Nombre d’heures de SMIC servant de base au plafond de 55 % (enfant à charge, plancher des apprenants)',
  unit: 'hours',
  references: [lf('Article R512-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006750602/')],
  values: { '1985-12-22': 169 },
});

// ---- Complémentaire santé solidaire ----------------------------------------------------------------------
const R861_3 = lf(
  'Article R861-3 du Code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000006753235/2000-01-01/',
);
const L861_1 = lf('Article L861-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000037950247');
const INSTR_2021 = {
  title: 'Instruction interministérielle N° DSS/SD2A/2021/71 du 30 mars 2021',
  href: 'https://sante.gouv.fr/fichiers/bo/2021/2021.6.sante.pdf#page=75',
};
export const cssPlafondBase = param<number>({
  path: `${CS}/cmu/plafond_base`,
  description: 'Plafond annuel de ressources de la CSS sans participation, personne seule (métropole)',
  unit: 'currency',
  references: [L861_1],
  values: [
    { from: '2014-07-01', value: 8644.52 },
    { from: '2016-04-01', value: 8653.16 },
    { from: '2017-04-01', value: 8723 },
    { from: '2018-04-01', value: 8810.23 },
    { from: '2019-04-01', value: 8951 },
    {
      from: '2021-04-01',
      value: 9041,
      ref: lf('Arrêté du 29/03/2021, art. 1', 'jorf/id/JORFTEXT000043306326'),
    },
    { from: '2022-04-01', value: 9203, ref: L861_1 },
    {
      from: '2022-07-01',
      value: 9571,
      ref: lf('Loi n° 2022-1158 du 16/08/2022', 'jorf/id/JORFTEXT000046186723'),
    },
    { from: '2023-04-01', value: 9719, ref: lf('Arrêté du 30/03/2023', 'loda/id/JORFTEXT000047387932') },
    {
      from: '2024-04-01',
      value: 10166,
      ref: lf('Arrêté du 26/03/2024, art. 1', 'jorf/id/JORFTEXT000049339291'),
    },
    // OpenFisca's YAML (cmu/plafond_base) stops at 10 166 from 2024-04-01 and INDEX.md notes it is not updated
    // for 2025/2026. Our results are compared with OpenFisca's, so no later value is added here until the
    // reference gives one with its source (the 1 April 2025 revaluation is not in the model).
  ],
});
export const cssCoeffDeuxiemePersonne = param<number>({
  path: `${CS}/cmu/coeff_p2`,
  description: 'Majoration du plafond CSS pour la 2e personne',
  unit: 'rate',
  references: [R861_3],
  values: { '2000-01-01': 0.5 },
});
export const cssCoeffTroisiemeQuatrieme = param<number>({
  path: `${CS}/cmu/coeff_p3_p4`,
  description: 'Majoration du plafond CSS pour la 3e et la 4e personne',
  unit: 'rate',
  references: [R861_3],
  values: { '2000-01-01': 0.3 },
});
export const cssCoeffCinquiemeEtPlus = param<number>({
  path: `${CS}/cmu/coeff_p5_plus`,
  description: 'Majoration du plafond CSS par personne à partir de la 5e',
  unit: 'rate',
  references: [R861_3],
  values: { '2000-01-01': 0.4 },
});
export const cssMajorationDom = param<number>({
  path: `${CS}/cmu/majoration_dom`,
  description: 'Majoration du plafond CSS en Guadeloupe, Martinique, Guyane et à La Réunion',
  unit: 'rate',
  references: [
    { title: 'Circulaire CNAM 33-2019', href: 'https://circulaires.ameli.fr/circulaire/cir-332019' },
  ],
  values: { '2000-01-01': 0.113 },
});
export const cssAgeLimitePac = param<number>({
  path: `${CS}/cmu/age_limite_pac`,
  description: 'Âge jusqu’auquel un enfant est compté dans le foyer CSS',
  unit: 'year',
  references: [lf('Article R861-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000018052382')],
  values: { '2000-01-01': 25 },
});
export const cssAbattementChomage = param<number>({
  path: `${CS}/cmu/abattement_chomage`,
  description:
    'Abattement sur les salaires des 12 derniers mois en cas de chômage indemnisé, arrêt maladie ou formation',
  unit: 'rate',
  references: [
    lf(
      'Code de la sécurité sociale, articles R861-4 et suivants (ressources prises en compte)',
      'codes/id/LEGITEXT000006073189',
    ),
  ],
  values: { '2000-01-01': 0.3 },
});
export const cssMajorationPlafondParticipation = param<number>({
  path: `${CS}/acs/majoration_plafond_acs`,
  description: 'CSS avec participation : plafond = plafond CSS gratuite majoré de ce taux',
  unit: 'rate',
  references: [
    lf(
      'Article L861-1 2° du Code de la sécurité sociale',
      'codes/article_lc/LEGIARTI000037950247/2019-11-01',
    ),
  ],
  values: { '2012-01-01': 0.35, '2019-10-01': 0.35 },
});
/** the ACS, by age on the first day of the month, until the CSS with a participation replaced it (1/11/2019) */
export const acsMontantSelonAge = param<Bracket[]>({
  path: `${CS}/acs/bareme`,
  description: "Aide au paiement d'une complémentaire santé (ACS), montant annuel par personne selon l'âge",
  unit: 'currency',
  references: [
    lf('Article L863-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000028456764/2013-12-25'),
    lf('Loi 2018-1203 du 22/12/2018, article 52 (fin de l’ACS)', 'loda/id/LEGIARTI000037849648/2018-12-24'),
  ],
  values: {
    '2009-08-01': acsBareme(25, 500),
    '2010-01-01': acsBareme(16, 500),
    '2013-12-25': acsBareme(16, 550),
    '2019-11-01': null,
  },
});
function acsBareme(deuxiemeTranche: number, dernierMontant: number): Bracket[] {
  return [
    { threshold: 0, amount: 100 },
    { threshold: deuxiemeTranche, amount: 200 },
    { threshold: 49, amount: 350 },
    { threshold: 59, amount: dernierMontant },
  ];
}
export const cssAbattementAah = param<number>({
  path: `${CS}/css/abattements/aah`,
  description: "Abattement mensuel sur l'AAH dans les ressources CSS",
  unit: 'currency',
  references: [INSTR_2021],
  values: { '2021-04-01': 68 },
});
export const cssAbattementAsi = param<number>({
  path: `${CS}/css/abattements/asi/personne_seule`,
  description: "Abattement mensuel sur l'ASI dans les ressources CSS (personne seule)",
  unit: 'currency',
  references: [INSTR_2021],
  values: { '2021-04-01': 49 },
});
export const cssAbattementAsiCouple = param<number>({
  path: `${CS}/css/abattements/asi/couple`,
  description:
    "Abattement mensuel sur l'ASI dans les ressources CSS quand les deux membres du couple la perçoivent (pour les deux)",
  unit: 'currency',
  references: [INSTR_2021],
  values: { '2021-04-01': 86 },
});
export const cssAbattementAspa = param<[number, number]>({
  path: `${CS}/css/abattements/aspa_asv`,
  description: "Abattement mensuel sur l'ASPA dans les ressources CSS (personne seule, couple)",
  unit: 'currency',
  references: [INSTR_2021],
  values: { '2021-04-01': [71, 110] },
});
const LFSS_2019 = lf(
  'Loi n° 2018-1203 du 22 décembre 2018 de financement de la sécurité sociale pour 2019',
  'jorf/article_jo/JORFARTI000037847680',
);
const R861_5 = lf(
  'Article R861-5 du Code de la sécurité sociale',
  'codes/article_lc/LEGIARTI000006753243/2019-10-01/',
);
const R861_7 = lf('Article R861-7 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000038929244');
/** housing flat of the CSS (share of 12 × the RSA family amount) by number of persons 1, 2, ≥3 */
export const cssForfaitLogementSansAl = param<[number, number, number]>({
  path: `${CS}/css/forfait_logement_sans_al`,
  description:
    'Forfait logement CSS pour un propriétaire ou une personne logée gratuitement (1, 2, 3 personnes ou plus)',
  unit: 'rate',
  references: [LFSS_2019, R861_5],
  values: { '2019-11-01': [0.12, 0.14, 0.14] },
});
export const cssForfaitLogementAvecAl = param<[number, number, number]>({
  path: `${CS}/css/forfait_logement_avec_al`,
  description: 'Forfait logement CSS plafonnant l’aide au logement (1, 2, 3 personnes ou plus)',
  unit: 'rate',
  references: [LFSS_2019, R861_7],
  values: { '2019-11-01': [0.12, 0.16, 0.165] },
});
/** the same flats under the CMU-C, which the CSS replaced on 1 November 2019 */
const R861_7_CMU = lf(
  'Article R861-7 du Code de la sécurité sociale (version CMU-C)',
  'codes/article_lc/LEGIARTI000006753251/2000-01-01/',
);
export const cmuForfaitLogementSansAl = param<[number, number, number]>({
  path: `${CS}/cmu/forfait_logement_sans_al`,
  description:
    'Forfait logement CMU-C pour un propriétaire ou une personne logée gratuitement (1, 2, 3 personnes ou plus)',
  unit: 'rate',
  references: [R861_7_CMU],
  values: { '2000-01-01': [0.12, 0.14, 0.14], '2019-11-01': null },
});
export const cmuForfaitLogementAvecAl = param<[number, number, number]>({
  path: `${CS}/cmu/forfait_logement_avec_al`,
  description: 'Forfait logement CMU-C plafonnant l’aide au logement (1, 2, 3 personnes ou plus)',
  unit: 'rate',
  references: [R861_7_CMU],
  values: { '2000-01-01': [0.12, 0.14, 0.14], '2008-01-01': [0.12, 0.16, 0.165], '2019-11-01': null },
});
/**
 * Monthly participation per person by age bracket [< 30, 30-49, 50-59, 60-69, ≥ 70]. OpenFisca carries no
 * reference for these: they are set by the arrêté of 21 October 2019 under article L861-1.
 */
const ARRETE_PARTICIPATION = {
  title:
    'Arrêté du 21 octobre 2019 relatif au montant de la participation financière à la complémentaire santé solidaire (art. L861-1 et D861-3 CSS)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037950247',
};
export const cssParticipationFrance = param<number[]>({
  path: `${CS}/css/montant/france`,
  description:
    'Participation mensuelle à la CSS par personne selon l’âge (moins de 30, 30-49, 50-59, 60-69, 70 ans et plus)',
  unit: 'currency',
  references: [ARRETE_PARTICIPATION],
  values: { '2019-11-01': [8, 14, 21, 25, 30] },
});
export const cssParticipationAlsaceMoselle = param<number[]>({
  path: `${CS}/css/montant/alsace_moselle`,
  description: 'Participation mensuelle à la CSS par personne selon l’âge, régime local d’Alsace-Moselle',
  unit: 'currency',
  references: [ARRETE_PARTICIPATION],
  values: { '2019-11-01': [2.8, 4.9, 7.3, 8.7, 10.5] },
});
export const cssTranchesAgeParticipation = param<number[]>({
  path: 'css_tranches_age_participation',
  description: 'Âges de début des tranches de participation CSS',
  unit: 'year',
  references: [ARRETE_PARTICIPATION],
  values: { '2019-11-01': [0, 30, 50, 60, 70] },
});

// ---- AAH -------------------------------------------------------------------------------------------------
const D821_1 = lf('Article D821-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000023097719');
const R821_1 = lf('Article R821-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006754135');
const D821_9 = lf('Article D821-9 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000023097737');
const D821_2 = lf('Article D821-2 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000039211076');
/** the AAH is computed on the person's own resources (the couple calculation kept only when it gives more) */
export const aahCalculIndividualise = param<boolean>({
  path: 'aidy/aah/calcul_individualise',
  description: 'AAH calculée sur les seules ressources de la personne (déconjugalisation)',
  references: [
    lf(
      'Loi n° 2022-1158 du 16/08/2022, art. 10 (en vigueur le 1er octobre 2023)',
      'jorf/id/JORFTEXT000046186723',
    ),
  ],
  values: { '2005-01-01': false, '2023-10-01': true },
});
export const aahMontant = param<number>({
  path: `${AAH}/montant`,
  description: "Montant maximal mensuel de l'allocation aux adultes handicapés",
  unit: 'currency',
  references: [
    lf('Article L821-3-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000031781089'),
  ],
  values: [
    { from: '2015-09-01', value: 807.65 },
    { from: '2016-04-01', value: 808.46 },
    { from: '2017-04-01', value: 810.89 },
    { from: '2018-04-01', value: 819 },
    { from: '2018-11-01', value: 860 },
    { from: '2019-11-01', value: 900 },
    {
      from: '2020-04-01',
      value: 902.7,
      ref: lf('Décret 2020-492 du 29/04/2020, art. 1 et 2', 'affichTexte.do?cidTexte=JORFTEXT000041835211'),
    },
    {
      from: '2021-04-01',
      value: 903.6,
      ref: lf('Décret 2021-527 du 29/04/2021, art. 1', 'jorf/id/JORFTEXT000043459535'),
    },
    {
      from: '2022-04-01',
      value: 919.86,
      ref: lf('Décret 2022-700 du 26/04/2022, art. 1', 'jorf/id/JORFTEXT000045668702'),
    },
    {
      from: '2022-07-01',
      value: 956.65,
      ref: lf('Loi n° 2022-1158 du 16/08/2022, art. 9', 'jorf/id/JORFTEXT000046186723'),
    },
    {
      from: '2023-04-01',
      value: 971.37,
      ref: lf('Décret n° 2023-328 du 29 avril 2023', 'loda/article_lc/LEGIARTI000047511476'),
    },
    {
      from: '2024-04-01',
      value: 1016.05,
      ref: lf('Décret n° 2024-397 du 29 avril 2024', 'jorf/article_jo/JORFARTI000049486529'),
    },
    {
      from: '2025-04-01',
      value: 1033.32,
      ref: lf('Décret n° 2025-297 du 29 mars 2025, art. 1', 'jorf/id/JORFTEXT000051393142'),
    },
    {
      from: '2026-04-01',
      value: 1041.59,
      ref: lf('Décret n° 2026-229 du 30 mars 2026, art. 1', 'jorf/id/JORFTEXT000053734356'),
    },
  ],
});
export const aahTauxIncapacite = param<number>({
  path: `${AAH}/taux_capacite/taux_incapacite`,
  description: "Taux d'incapacité ouvrant droit à l'AAH",
  unit: 'rate',
  references: [D821_1],
  values: { '2010-11-17': 0.8 },
});
export const aahTauxIncapaciteRsdae = param<number>({
  path: `${AAH}/taux_capacite/taux_incapacite_rsdae`,
  description:
    "Taux d'incapacité ouvrant droit à l'AAH avec une restriction substantielle et durable d'accès à l'emploi",
  unit: 'rate',
  references: [D821_1],
  values: { '2010-11-17': 0.5 },
});
export const aahAgeMinimal = param<number>({
  path: `${AAH}/age_minimal`,
  description: "Âge minimal pour l'AAH",
  unit: 'year',
  references: [R821_1],
  values: { '1986-01-01': 20 },
});
export const aahAgeFinEduc = param<number>({
  path: `${AAH}/age_fin_educ`,
  description: "Âge minimal pour l'AAH quand on n'ouvre plus droit aux prestations familiales",
  unit: 'year',
  references: [R821_1],
  values: { '1986-01-01': 16 },
});
export const aahAgeLegalRetraite = param<number>({
  path: `${AAH}/age_legal_retraite`,
  description: "Âge au-delà duquel l'AAH pour taux de 50 à 79 % cesse",
  unit: 'year',
  references: [
    lf(
      'Article L161-17-2 du Code de la sécurité sociale',
      'codes/article_lc/LEGIARTI000047452768/2023-09-01/',
    ),
  ],
  values: { '2015-08-01': 61.583, '2017-01-01': 62, '2023-09-01': 64 },
});
export const aahMajorationPlafondEnfant = param<number>({
  path: `${AAH}/majoration_plafond/majoration_par_enfant_supplementaire`,
  description: "Majoration du plafond de ressources de l'AAH par enfant à charge",
  unit: 'rate',
  references: [D821_2],
  values: { '2000-01-01': 0.5 },
});
export const aahMajorationPlafondCouple = param<number>({
  path: `${AAH}/majoration_plafond/majoration_plafond_couple`,
  description: "Majoration du plafond de l'AAH pour un couple (calcul conjugalisé)",
  unit: 'rate',
  references: [D821_2],
  values: { '2000-07-01': 1, '2018-11-01': 0.89, '2019-11-01': 0.81 },
});
export const aahTrancheSmic = param<number>({
  path: `${AAH}/travail_ordinaire/tranche_smic`,
  description:
    "Part du SMIC brut annuel délimitant les deux tranches d'abattement sur les revenus d'activité",
  unit: 'rate',
  references: [D821_9],
  values: { '2011-01-01': 0.3 },
});
export const aahAbattementTranche1 = param<number>({
  path: `${AAH}/travail_ordinaire/abattement_30`,
  description: "Abattement sur les revenus d'activité jusqu'à 30 % du SMIC",
  unit: 'rate',
  references: [D821_9],
  values: { '2011-01-01': 0.8 },
});
export const aahAbattementTranche2 = param<number>({
  path: `${AAH}/travail_ordinaire/abattement_sup`,
  description: "Abattement sur les revenus d'activité au-delà de 30 % du SMIC",
  unit: 'rate',
  references: [D821_9],
  values: { '2011-01-01': 0.4 },
});
export const aahAbattementCessationActivite = param<number>({
  path: `${AAH}/abattement_cessation_activite`,
  description:
    "Abattement sur les revenus d'activité en cas de cessation d'activité ou de revenu de remplacement",
  unit: 'rate',
  references: [
    lf('Article R532-5 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006750910/2004-01-01'),
  ],
  values: { '2004-01-01': 0.3 },
});
const D2022_42 = lf('Décret n° 2022-42 du 19/01/2022', 'jorf/id/JORFTEXT000045038484');
export const aahAbattementConjointBase = param<number>({
  path: `${AAH}/abattement_conjoint/abattement_forfaitaire/base`,
  description: 'Abattement forfaitaire annuel sur les revenus du conjoint (calcul conjugalisé)',
  unit: 'currency',
  references: [D2022_42],
  values: { '2022-01-01': 5000 },
});
export const aahAbattementConjointParEnfant = param<number>({
  path: `${AAH}/abattement_conjoint/abattement_forfaitaire/majoration_pac`,
  description: 'Majoration par enfant de l’abattement sur les revenus du conjoint',
  unit: 'currency',
  references: [D2022_42],
  values: { '2022-01-01': 1400 },
});
export const aahAbattementConjointProportionnel = param<number>({
  path: `${AAH}/abattement_conjoint/abattement_proportionnel`,
  description: 'Abattement proportionnel sur les revenus du conjoint (calcul conjugalisé, jusqu’en 2021)',
  unit: 'rate',
  references: [D2022_42],
  // since 2022 the partner's income is only reduced by the professional-expense deduction (abatpro)
  values: [
    { from: '2000-01-01', value: 0.2 },
    { from: '2022-01-01', value: null },
  ],
});
export const aahPourcentageHospitalisation = param<number>({
  path: `${AAH}/pourcentage_aah/prison_hospitalisation`,
  description:
    "Part de l'AAH versée après 60 jours d'hospitalisation ou d'incarcération, sans personne à charge",
  unit: 'rate',
  references: [lf('Article R821-8 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000031828843/')],
  values: { '2000-01-01': 0.3 },
});

// ---- RSA: capital and rental income, daily allowances ------------------------------------------------------
const R132_1 = lf(
  "Article R132-1 du Code de l'action sociale et des familles (revenus du patrimoine)",
  'codes/article_lc/LEGIARTI000006905969',
);
export const tauxLivretA = param<number>({
  path: 'taxation_capital/epargne/livret_a/taux',
  description: "Taux d'intérêt annuel du livret A",
  unit: 'rate',
  references: [lf('Code monétaire et financier, article R221-4', 'codes/article_lc/LEGIARTI000047026930')],
  values: {
    '2015-08-01': 0.0075,
    '2020-02-01': 0.005,
    '2022-02-01': 0.01,
    '2022-08-01': 0.02,
    '2023-02-01': 0.03,
    '2025-02-01': 0.024,
    '2025-08-01': 0.017,
    '2026-02-01': 0.015,
  },
});
export const rsaTauxEpargneNonImposable = param<number>({
  path: `${RSA}/rsa_cond/patrimoine/taux_interet_forfaitaire_epargne_non_imposable`,
  description: "Taux d'intérêt forfaitaire appliqué à l'épargne dont les revenus ne sont pas imposables",
  unit: 'rate',
  references: [R132_1],
  values: { '2009-01-01': 0.03 },
});
export const rsaPartValeurLocativeImmo = param<number>({
  path: `${RSA}/rsa_cond/patrimoine/abattement_valeur_locative_immo_non_loue`,
  description: 'Part de la valeur locative des immeubles non loués comptée comme revenu',
  unit: 'rate',
  references: [R132_1],
  values: { '2009-01-01': 0.5 },
});
export const rsaPartValeurLocativeTerrains = param<number>({
  path: `${RSA}/rsa_cond/patrimoine/abattement_valeur_locative_terrains_non_loues`,
  description: 'Part de la valeur locative des terrains non loués comptée comme revenu',
  unit: 'rate',
  references: [R132_1],
  values: { '2009-01-01': 0.8 },
});
/** sickness or work-accident allowances count as earned income during the first months of the stoppage */
export const rsaMoisIjActivite = param<number>({
  path: 'aidy/rsa/indemnites_journalieres/mois_assimiles_activite',
  description:
    "Nombre de mois d'arrêt de travail pendant lesquels les indemnités journalières maladie comptent comme revenu d'activité",
  unit: 'month',
  references: [
    lf("Article R262-8 du Code de l'action sociale et des familles", 'codes/article_lc/LEGIARTI000020525979'),
  ],
  values: { '2009-06-01': 3 },
});

// ---- Compléments de l'AAH (majoration pour la vie autonome, complément de ressources) ---------------------
const CAAH = 'prestations_sociales/prestations_etat_de_sante/invalidite/caah';
const D821_3 = lf('Article D821-3 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000019505277/');

export const mvaMontant = param<number>({
  path: `${CAAH}/majoration_vie_autonome`,
  description: 'Montant mensuel de la majoration pour la vie autonome (MVA)',
  unit: 'currency',
  references: [D821_3],
  values: { '2005-07-01': 100, '2006-01-01': 101.8, '2007-01-01': 103.63, '2008-01-01': 104.77 },
});
/** the complément de ressources ended for new claims on 1 December 2019 (LF 2019, art. 266) */
export const caahGarantieRessources = param<number>({
  path: `${CAAH}/garantie_ressources`,
  description: 'Garantie de ressources des personnes handicapées (AAH et complément de ressources)',
  unit: 'currency',
  references: [
    lf(
      'Loi n° 2018-1317 du 28 décembre 2018 (LF pour 2019), art. 266',
      'affichTexteArticle.do?idArticle=JORFARTI000037882639&cidTexte=JORFTEXT000037882341',
    ),
  ],
  values: {
    '2014-09-01': 979.76,
    '2015-09-01': 986.96,
    '2016-04-01': 987.77,
    '2017-04-01': 990.2,
    '2018-04-01': 998.31,
    '2018-11-01': 1039.31,
    '2019-11-01': 1079.31,
    '2019-12-01': null,
  },
});
export const aahTauxCapaciteTravail = param<number>({
  path: `${AAH}/taux_capacite/taux_capacite_travail`,
  description: 'Taux maximal de capacité de travail pour le complément de ressources',
  unit: 'rate',
  references: [
    lf('Article D821-4 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006739703/2005-07-01'),
  ],
  values: { '2005-07-01': 0.05 },
});

// ---- ASPA et ASI : les conditions d'éligibilité (les montants sont donnés par la situation) ---------------
const ASPA = 'prestations_sociales/solidarite_insertion/minimum_vieillesse/aspa';

export const aspaAgeMinimal = param<number>({
  path: `${ASPA}/age_min`,
  description: "Âge minimal pour l'allocation de solidarité aux personnes âgées (ASPA)",
  unit: 'year',
  references: [
    lf('Article R815-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000047633276/2023-09-01'),
  ],
  values: { '2002-01-01': 65 },
});
export const aspaTauxIncapaciteAnticipe = param<number>({
  path: `${ASPA}/taux_incapacite_aspa_anticipe`,
  description: "Taux d'incapacité ouvrant l'ASPA dès l'âge légal de la retraite",
  unit: 'rate',
  references: [lf('Article R351-21 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000006749360')],
  values: { '2002-01-01': 0.5 },
});
export const aspaDureeMinTitreSejour = param<number>({
  path: `${ASPA}/duree_min_titre_sejour`,
  description:
    "Années de titre de séjour demandées pour l'ASPA ou l'ASI (hors ressortissants de l'EEE et suisses)",
  unit: 'year',
  references: [
    lf('Article L816-1 du Code de la sécurité sociale', 'codes/article_lc/LEGIARTI000042920144/2021-05-01'),
  ],
  values: { '2002-01-01': 10 },
});
