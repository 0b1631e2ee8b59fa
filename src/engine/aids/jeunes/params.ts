// Parameters of the "jeunes" family, as dated data with their legal references. Values from OpenFisca-France
// (see shared/reference/openfisca-parameters) except the CAF BAFA aid, which OpenFisca does not model.
import { param, type Bracket, type LegalReference } from '../../core/params.ts';

const EDU = 'prestations_sociales/education';

// ---- contrat d'engagement jeune --------------------------------------------------------------------------------
const DECRET_CEJ: LegalReference = {
  title: "Décret n° 2022-199 du 18 février 2022 relatif au contrat d'engagement jeune",
  href: 'https://www.legifrance.gouv.fr/eli/decret/2022/2/18/MTRD2201230D/jo/texte',
};
const D5131_19: LegalReference = {
  title: 'Code du travail, article D5131-19',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000045207447',
};
const D5131_23: LegalReference = {
  title: 'Code du travail, article D5131-23',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000045202337',
};
const REVALO_2022: LegalReference = {
  title: 'Loi n° 2022-1158 du 16 août 2022, art. 9',
  href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000046186749',
};
const REVALO_2023: LegalReference = {
  title: 'Instruction interministérielle DSS/2B/2023/41 du 24 mars 2023',
  href: 'https://sante.gouv.fr/fichiers/bo/2023/2023.6.sante.pdf#page=119',
};
const REVALO_2024: LegalReference = {
  title: 'Instruction interministérielle DSS/2A/2C/2024/42 du 20 mars 2024',
  href: 'https://sante.gouv.fr/fichiers/bo/2024/2024.6.sante.pdf#page=82',
};
const REVALO_2025: LegalReference = {
  title: 'Instruction interministérielle DSS/2A/2C/2025/32 du 7 mars 2025',
  href: 'https://sante.gouv.fr/fichiers/bo/2025/2025.6.sante.pdf#page=9',
};

const cejMontant = (slug: string, description: string, amounts: [number, number, number, number, number]) =>
  param<number>({
    path: `${EDU}/contrat_engagement_jeune/montants/${slug}`,
    description,
    unit: 'currency',
    references: [D5131_19, REVALO_2025],
    values: [
      { from: '2022-03-01', value: amounts[0], ref: D5131_19 },
      { from: '2022-07-01', value: amounts[1], ref: REVALO_2022 },
      { from: '2023-04-01', value: amounts[2], ref: REVALO_2023 },
      { from: '2024-04-01', value: amounts[3], ref: REVALO_2024 },
      { from: '2025-04-01', value: amounts[4], ref: REVALO_2025 },
    ],
  });

export const cejMontantMajeursNonImposables = cejMontant(
  'montant_majeurs_non_imposables',
  "Allocation CEJ mensuelle d'un majeur dont le foyer fiscal n'est pas imposable",
  [500, 520, 528, 552.29, 561.68],
);
export const cejMontantMajeurs1ereTranche = cejMontant(
  'montant_majeurs_1ere_tranche_ir',
  "Allocation CEJ mensuelle d'un majeur dont le foyer fiscal est imposé dans la première tranche",
  [300, 312, 316.8, 331.37, 337.0],
);
export const cejMontantMineurs = cejMontant(
  'montant_mineurs',
  "Allocation CEJ mensuelle d'un mineur (foyer non imposable ou première tranche)",
  [200, 208, 211.2, 220.92, 224.68],
);

export const cejAgeMinimum = param<number>({
  path: `${EDU}/contrat_engagement_jeune/critere_age/minimum`,
  description: "Âge minimum pour le contrat d'engagement jeune",
  unit: 'year',
  references: [DECRET_CEJ],
  values: { '2022-03-01': 16 },
});
export const cejAgeMaximum = param<number>({
  path: `${EDU}/contrat_engagement_jeune/critere_age/maximum`,
  description: "Âge maximum (inclus) pour le contrat d'engagement jeune",
  unit: 'year',
  references: [DECRET_CEJ],
  values: { '2022-03-01': 25 },
});
export const cejAgeMaximumHandicap = param<number>({
  path: `${EDU}/contrat_engagement_jeune/critere_age/maximum_handicap`,
  description: "Âge maximum (inclus) pour le contrat d'engagement jeune d'une personne handicapée",
  unit: 'year',
  references: [DECRET_CEJ],
  values: { '2022-03-01': 29 },
});
export const cejAbattement = param<number>({
  path: `${EDU}/contrat_engagement_jeune/degressivite/abattement_deductibilite_partielle`,
  description: "Revenus d'activité mensuels en dessous desquels l'allocation CEJ n'est pas réduite",
  unit: 'currency',
  references: [D5131_23],
  values: { '2022-03-01': 300 },
});
export const cejPartSmic = param<number>({
  path: `${EDU}/contrat_engagement_jeune/degressivite/part_smic_deductibilite_partielle`,
  description: "Part du Smic brut mensuel à laquelle les revenus d'activité annulent l'allocation CEJ",
  unit: 'rate',
  references: [D5131_23],
  values: { '2022-03-01': 0.8 },
});

const CGI_197: LegalReference = {
  title: 'Code général des impôts, article 197 (barème de l’impôt sur le revenu)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000046860759',
};
const ir = (rates: [number, number][]): Bracket[] => rates.map(([threshold, rate]) => ({ threshold, rate }));
/** income-tax schedule for the incomes of the given year (the CEJ only needs the bracket index) */
export const baremeIr = param<Bracket[]>({
  path: 'impot_revenu/bareme_ir_depuis_1945/bareme',
  description: "Barème progressif de l'impôt sur le revenu, par part, applicable aux revenus de l'année",
  unit: 'currency',
  references: [CGI_197],
  values: [
    {
      from: '2017-01-01',
      value: ir([
        [0, 0],
        [9807, 0.14],
        [27086, 0.3],
        [72617, 0.41],
        [153783, 0.45],
      ]),
    },
    {
      from: '2018-01-01',
      value: ir([
        [0, 0],
        [9964, 0.14],
        [27519, 0.3],
        [73779, 0.41],
        [156244, 0.45],
      ]),
    },
    {
      from: '2019-01-01',
      value: ir([
        [0, 0],
        [10064, 0.14],
        [27794, 0.3],
        [74517, 0.41],
        [157806, 0.45],
      ]),
      ref: {
        title: 'Loi 2019-1479 de finances pour 2020, art. 2',
        href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000039683923',
      },
    },
    {
      from: '2020-01-01',
      value: ir([
        [0, 0],
        [10084, 0.11],
        [25710, 0.3],
        [73516, 0.41],
        [158122, 0.45],
      ]),
      ref: {
        title: 'Loi 2020-1721 de finances pour 2021, art. 2',
        href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000042753580',
      },
    },
    {
      from: '2021-01-01',
      value: ir([
        [0, 0],
        [10225, 0.11],
        [26070, 0.3],
        [74545, 0.41],
        [160336, 0.45],
      ]),
      ref: {
        title: 'Loi 2021-1900 de finances pour 2022, art. 2',
        href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000044637640',
      },
    },
    {
      from: '2022-01-01',
      value: ir([
        [0, 0],
        [10777, 0.11],
        [27478, 0.3],
        [78570, 0.41],
        [168994, 0.45],
      ]),
      ref: {
        title: 'Loi 2022-1726 de finances pour 2023, art. 2',
        href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000046845640',
      },
    },
    {
      from: '2023-01-01',
      value: ir([
        [0, 0],
        [11294, 0.11],
        [28797, 0.3],
        [82341, 0.41],
        [177106, 0.45],
      ]),
      ref: {
        title: 'Loi 2023-1322 de finances pour 2024, art. 2',
        href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000048727355',
      },
    },
    {
      from: '2024-01-01',
      value: ir([
        [0, 0],
        [11497, 0.11],
        [29315, 0.3],
        [83823, 0.41],
        [180294, 0.45],
      ]),
      ref: {
        title: 'Loi 2025-127 de finances pour 2025, art. 2',
        href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000051168019',
      },
    },
    {
      from: '2025-01-01',
      value: ir([
        [0, 0],
        [11600, 0.11],
        [29579, 0.3],
        [84577, 0.41],
        [181917, 0.45],
      ]),
      ref: {
        title: 'Loi 2026-103 de finances pour 2026, art. 4',
        href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000053508182',
      },
    },
  ],
});

// ---- parts and family-quotient cap of the income tax (OpenFisca impot_revenu/calcul_impot_revenu/plaf_qf) --------
const PLAF_QF = 'impot_revenu/calcul_impot_revenu/plaf_qf';

/** ceilings of the tax advantage of a half-share and the complementary reductions, for the incomes of the year */
export const plafondQuotientFamilial = param<{
  general: number;
  celibEnf: number;
  celib: number;
  reducPostplafond: number;
  reducPostplafondVeuf: number;
}>({
  path: `${PLAF_QF}/plafond_avantages_procures_par_demi_part`,
  description:
    "Plafond de l'avantage procuré par demi-part (général, parent isolé, personne seule) et réductions complémentaires",
  unit: 'currency',
  references: [CGI_197],
  values: {
    '2015-01-01': {
      general: 1510,
      celibEnf: 3562,
      celib: 902,
      reducPostplafond: 1506,
      reducPostplafondVeuf: 1682,
    },
    '2016-01-01': {
      general: 1512,
      celibEnf: 3566,
      celib: 903,
      reducPostplafond: 1508,
      reducPostplafondVeuf: 1684,
    },
    '2017-01-01': {
      general: 1527,
      celibEnf: 3602,
      celib: 912,
      reducPostplafond: 1523,
      reducPostplafondVeuf: 1701,
    },
    '2018-01-01': {
      general: 1551,
      celibEnf: 3660,
      celib: 927,
      reducPostplafond: 1547,
      reducPostplafondVeuf: 1728,
    },
    '2019-01-01': {
      general: 1567,
      celibEnf: 3697,
      celib: 936,
      reducPostplafond: 1562,
      reducPostplafondVeuf: 1745,
    },
    '2020-01-01': {
      general: 1570,
      celibEnf: 3704,
      celib: 938,
      reducPostplafond: 1565,
      reducPostplafondVeuf: 1748,
    },
    '2021-01-01': {
      general: 1592,
      celibEnf: 3756,
      celib: 951,
      reducPostplafond: 1587,
      reducPostplafondVeuf: 1772,
    },
    '2022-01-01': {
      general: 1678,
      celibEnf: 3959,
      celib: 1002,
      reducPostplafond: 1673,
      reducPostplafondVeuf: 1868,
    },
    '2023-01-01': {
      general: 1759,
      celibEnf: 4149,
      celib: 1050,
      reducPostplafond: 1753,
      reducPostplafondVeuf: 1958,
    },
    '2024-01-01': {
      general: 1791,
      celibEnf: 4224,
      celib: 1069,
      reducPostplafond: 1785,
      reducPostplafondVeuf: 1993,
    },
    // Loi 2026-103 de finances pour 2026, art. 4: the amounts of CGI 197 raised by 0,9 %, to the nearest euro,
    // like the scale's thresholds (11 497 → 11 600); 1 807 and 4 262 are also the Urssaf model's (modele-social)
    '2025-01-01': {
      general: 1807,
      celibEnf: 4262,
      celib: 1079,
      reducPostplafond: 1801,
      reducPostplafondVeuf: 2011,
    },
  },
});

/** abatement of the tax of the overseas departments: rate and ceiling (CGI 197 I 3) */
export const abattementDom = param<{ antillesReunion: Abattement; guyaneMayotte: Abattement }>({
  path: `${PLAF_QF}/abat_dom`,
  description: "Abattement sur l'impôt des contribuables domiciliés dans les DOM (taux, plafond)",
  unit: 'currency',
  references: [CGI_197],
  values: {
    '2001-01-01': {
      antillesReunion: { taux: 0.3, plafond: 5100 },
      guyaneMayotte: { taux: 0.4, plafond: 6700 },
    },
    '2018-01-01': {
      antillesReunion: { taux: 0.3, plafond: 2450 },
      guyaneMayotte: { taux: 0.4, plafond: 4050 },
    },
  },
});
interface Abattement {
  taux: number;
  plafond: number;
}

// ---- permis de conduire -------------------------------------------------------------------------------------
const DECRET_PERMIS_APPRENTI: LegalReference = {
  title:
    "Décret n° 2019-1 du 3 janvier 2019 relatif à l'aide au financement du permis de conduire pour les apprentis",
  href: 'https://www.legifrance.gouv.fr/eli/decret/2019/1/3/MTRD1835610D/jo/texte',
};
export const permisApprentiAgeMin = param<number>({
  path: 'prestations_sociales/transport/permis_de_conduire/aide_financement_permis_apprenti/age_min',
  description: "Âge minimum pour l'aide au permis des apprentis",
  unit: 'year',
  references: [DECRET_PERMIS_APPRENTI],
  values: { '2019-01-03': 18 },
});
export const permisApprentiMontant = param<number>({
  path: 'prestations_sociales/transport/permis_de_conduire/aide_financement_permis_apprenti/montant',
  description: "Montant de l'aide au permis des apprentis (supprimée au 1er janvier 2026)",
  unit: 'currency',
  references: [DECRET_PERMIS_APPRENTI],
  values: [
    { from: '2019-01-03', value: 500, ref: DECRET_PERMIS_APPRENTI },
    {
      from: '2026-01-01',
      value: 0,
      ref: {
        title: 'Projet de loi de finances pour 2026 (fin du dispositif)',
        href: 'https://www.legifrance.gouv.fr/contenu/Media/files/autour-de-la-loi/legislatif-et-reglementaire/actualite-legislative/2025/plf_cppx2524517l_cm_14.10.2025.pdf',
      },
    },
  ],
});
export const permisDemandeurEmploiMontantMax = param<number>({
  path: 'prestations_sociales/transport/permis_de_conduire/aide_permis_demandeur_emploi/montant_maximum',
  description: "Montant maximal de l'aide au permis pour les demandeurs d'emploi",
  unit: 'currency',
  references: [
    {
      title: 'Instruction Pôle emploi n° 2011-205 du 9 décembre 2011',
      href: 'http://www.bo-pole-emploi.org/bulletinsofficiels/instruction-pe-n2011-205-du-9-de.html?type=dossiers/2011/bope-n2011-112-du-9-decembre-201',
    },
  ],
  values: { '2011-04-11': 1200 },
});
export { areMontantMinimumJournalier } from '../../params/remplacement.ts';
/** the financial condition compares the monthly unemployment benefit with this many days of minimum ARE */
export const permisDemandeurEmploiJoursAre = param<number>({
  path: 'aidy/transport/permis_de_conduire/aide_permis_demandeur_emploi/jours_are_minimum',
  description: "Nombre de jours d'ARE minimale au-delà desquels l'allocation chômage exclut l'aide au permis",
  unit: 'count',
  references: [
    {
      title:
        'France Travail : aide au permis de conduire B (allocation inférieure ou égale à l’ARE minimale)',
      href: 'https://www.francetravail.fr/candidat/mes-droits-aux-aides-et-allocati/a-chaque-situation-son-allocatio/quelle-aide-pour-passer-votre-pe.html',
    },
  ],
  values: { '2011-04-11': 31 },
});

// ---- pass Culture, pass Sport --------------------------------------------------------------------------------
const DECRET_PASS_CULTURE_2021: LegalReference = {
  title: 'Décret n° 2021-628 du 20 mai 2021, art. 3',
  href: 'https://www.legifrance.gouv.fr/eli/decret/2021/5/20/2021-628/jo/article_3',
};
const ARRETE_PASS_CULTURE_2021: LegalReference = {
  title: 'Arrêté du 6 novembre 2021, art. 6',
  href: 'https://www.legifrance.gouv.fr/eli/arrete/2021/11/6/MICB2132922A/jo/article_6',
};
const DECRET_PASS_CULTURE_2025: LegalReference = {
  title: 'Décret n° 2025-195 du 27 février 2025, art. 2 (réforme du pass Culture)',
  href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000051261338',
};
export const passCultureMontants = param<Bracket[]>({
  path: `${EDU}/pass_culture/montants`,
  description: 'Crédit individuel du pass Culture selon l’âge',
  unit: 'currency',
  references: [DECRET_PASS_CULTURE_2025],
  values: [
    {
      from: '2019-02-01',
      value: [{ threshold: 18, amount: 500 }],
      ref: {
        title: 'Décret n° 2019-66 du 1er février 2019, art. 1',
        href: 'https://www.legifrance.gouv.fr/eli/decret/2019/2/1/2019-66/jo/article_1',
      },
    },
    { from: '2021-05-20', value: [{ threshold: 18, amount: 300 }], ref: DECRET_PASS_CULTURE_2021 },
    {
      from: '2022-01-01',
      value: [
        { threshold: 15, amount: 20 },
        { threshold: 16, amount: 30 },
        { threshold: 17, amount: 30 },
        { threshold: 18, amount: 300 },
      ],
      ref: ARRETE_PASS_CULTURE_2021,
    },
    {
      from: '2025-03-01',
      value: [
        { threshold: 15, amount: 20 },
        { threshold: 16, amount: 0 },
        { threshold: 17, amount: 50 },
        { threshold: 18, amount: 150 },
      ],
      ref: DECRET_PASS_CULTURE_2025,
    },
  ],
});
export const passCultureAgeMaximum = param<number>({
  path: `${EDU}/pass_culture/age_maximum`,
  description: 'Âge maximum pour recevoir le crédit du pass Culture',
  unit: 'year',
  references: [DECRET_PASS_CULTURE_2021],
  values: { '2019-02-01': 18, '2021-05-20': 18 },
});

// OpenFisca gives no legal text for these values (campaign rules since 2022-06-30)
const PASS_SPORT: LegalReference = {
  title: "Ministère des Sports : le Pass'Sport, conditions de la campagne",
  href: 'https://www.pass.sports.gouv.fr/',
};
export const passSportMontant = param<number>({
  path: `${EDU}/pass_sport/montant`,
  description: "Montant du Pass'Sport",
  unit: 'currency',
  references: [PASS_SPORT],
  values: { '2022-06-30': 50 },
});
const passSportAge = (slug: string, description: string, value: number) =>
  param<number>({
    path: `${EDU}/pass_sport/critere_age/${slug}`,
    description,
    unit: 'year',
    references: [PASS_SPORT],
    values: { '2022-06-30': value },
  });
export const passSportAgeMaxBoursier = passSportAge(
  'age_maximum_profil_boursier',
  "Âge maximum des étudiants boursiers pour le Pass'Sport",
  28,
);
export const passSportAgeMinArs = passSportAge(
  'age_minimum_profil_ars',
  "Âge minimum des enfants d'une famille bénéficiaire de l'ARS",
  6,
);
export const passSportAgeMaxArs = passSportAge(
  'age_maximum_profil_ars',
  "Âge maximum des enfants d'une famille bénéficiaire de l'ARS",
  17,
);
export const passSportAgeMinAeeh = passSportAge(
  'age_minimum_profil_aeeh',
  "Âge minimum des enfants bénéficiaires de l'AEEH",
  6,
);
export const passSportAgeMaxAeeh = passSportAge(
  'age_maximum_profil_aeeh',
  "Âge maximum des enfants bénéficiaires de l'AEEH",
  19,
);
export const passSportAgeMinAah = passSportAge(
  'age_minimum_profil_aah',
  "Âge minimum des bénéficiaires de l'AAH",
  16,
);
export const passSportAgeMaxAah = passSportAge(
  'age_maximum_profil_aah',
  "Âge maximum des bénéficiaires de l'AAH",
  30,
);

// ---- Action Logement: Visale, Loca-Pass, Mobili-Jeune --------------------------------------------------------
const CONVENTION_AL: LegalReference = {
  title: "Convention quinquennale 2018-2022 entre l'État et Action Logement du 16 janvier 2018",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFSCTA000036580381',
};
const DECRET_AL: LegalReference = {
  title: 'Décret n° 2016-1769 du 19 décembre 2016',
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFARTI000033652118',
};
const VISALE = 'prestations_sociales/aides_logement/action_logement/visale';
export const visaleAgeMax = param<number>({
  path: `${VISALE}/eligibilite/age_max`,
  description: 'Âge maximum (inclus) pour la garantie Visale des jeunes',
  unit: 'year',
  references: [CONVENTION_AL, DECRET_AL],
  values: { '2016-01-01': 30 },
});
export const visaleResidenceHorsEee = param<string[]>({
  path: `${VISALE}/eligibilite/residence_hors_eee`,
  description: 'Pays hors Espace économique européen dont les ressortissants sont éligibles à Visale',
  references: [CONVENTION_AL],
  values: { '2016-01-01': ['AD', 'CH', 'MC', 'SM'] },
});
const plafondVisale = (slug: string, description: string, values: Record<string, number>) =>
  param<number>({
    path: `${VISALE}/plafond_loyer/${slug}`,
    description,
    unit: 'currency',
    references: [CONVENTION_AL],
    values,
  });
export const visalePlafondGeneralIdf = plafondVisale(
  'cas_general/ile_de_france',
  'Loyer charges comprises maximal garanti par Visale en Île-de-France',
  { '2018-06-19': 1500 },
);
export const visalePlafondGeneralHorsIdf = plafondVisale(
  'cas_general/hors_ile_de_france',
  'Loyer charges comprises maximal garanti par Visale hors Île-de-France',
  { '2018-06-19': 1300 },
);
export const visalePlafondEtudiantIdf = plafondVisale(
  'etudiant/ile_de_france',
  'Loyer maximal garanti sans condition de ressources pour un étudiant en Île-de-France',
  { '2016-01-01': 425, '2018-06-19': 800 },
);
export const visalePlafondEtudiantHorsIdf = plafondVisale(
  'etudiant/hors_ile_de_france',
  'Loyer maximal garanti sans condition de ressources pour un étudiant hors Île-de-France',
  { '2016-01-01': 425, '2018-06-19': 600 },
);
export const visaleQuotePartAidesLogement = param<number>({
  path: `${VISALE}/quote_part_aides_logement`,
  description: 'Part des aides au logement comptée dans les ressources pour Visale',
  unit: 'rate',
  references: [
    {
      title: 'Visale : ressources du locataire (2020)',
      href: 'https://www.visale.fr/wp-content/uploads/2020/04/Visale-Ressources-Locataire_2020.pdf#page7',
    },
  ],
  values: { '2020-03-25': 0.67 },
});
/** Visale guarantees rents up to half of the tenant's resources (taux d'effort 50 %) */
export const visaleTauxEffortMax = param<number>({
  path: 'aidy/action_logement/visale/taux_effort_max',
  description: 'Part maximale des ressources que le loyer garanti par Visale peut représenter',
  unit: 'rate',
  references: [CONVENTION_AL],
  values: { '2018-06-19': 0.5 },
});

export const locapassAgeMax = param<number>({
  path: 'prestations_sociales/aides_logement/action_logement/locapass/age_max',
  description: "Âge maximum (sauf salariés du privé) pour l'avance Loca-Pass",
  unit: 'year',
  references: [DECRET_AL],
  values: { '2021-01-01': 30 },
});
export const locapassDelaiMax = param<number>({
  path: 'prestations_sociales/aides_logement/action_logement/locapass/delai_max',
  description: "Délai maximal (mois) entre l'entrée dans le logement et la demande Loca-Pass",
  unit: 'month',
  references: [DECRET_AL],
  values: { '2021-01-01': 2 },
});
export const locapassMontantMax = param<number>({
  path: 'aidy/action_logement/locapass/montant_max',
  description: "Montant maximal de l'avance Loca-Pass (dépôt de garantie)",
  unit: 'currency',
  references: [
    { title: 'Action Logement : avance Loca-Pass', href: 'https://www.actionlogement.fr/l-avance-loca-pass' },
  ],
  values: { '2018-01-01': 1200 },
});

const MOBILI_JEUNE: LegalReference = {
  title: "Action Logement : l'aide Mobili-Jeune",
  href: 'https://www.actionlogement.fr/l-aide-mobili-jeune',
};
export const mobiliJeuneAgeMaximum = param<number>({
  path: `${EDU}/mobilite/mobili_jeune/age_maximum`,
  description: 'Âge (exclu) jusqu’auquel Mobili-Jeune est ouvert',
  unit: 'year',
  references: [MOBILI_JEUNE],
  values: { '2012-07-01': 30 },
});
export const mobiliJeuneMinimum = param<number>({
  path: `${EDU}/mobilite/mobili_jeune/montant/minimum`,
  description: 'Montant mensuel minimum de Mobili-Jeune',
  unit: 'currency',
  references: [MOBILI_JEUNE],
  values: { '2012-07-01': 10 },
});
export const mobiliJeuneMaximum = param<number>({
  path: `${EDU}/mobilite/mobili_jeune/montant/maximum/autres_secteurs`,
  description: 'Montant mensuel maximum de Mobili-Jeune (hors secteur agricole)',
  unit: 'currency',
  references: [MOBILI_JEUNE],
  values: { '2012-07-01': 100 },
});
/**
 * Until May 2022 OpenFisca reserves Mobili-Jeune to private non-cadre employees outside agriculture
 * (`mobili_jeune_eligibilite_employeur`); from June 2022, with the agricultural ceiling, the employer's
 * contribution to Action Logement (PEEC) alone counts.
 */
export const mobiliJeuneSecteurPriveNonAgricole = param<boolean>({
  path: 'aidy/action_logement/mobili_jeune/secteur_prive_non_agricole',
  description: 'Mobili-Jeune réservé aux salariés non cadres du secteur privé non agricole',
  references: [MOBILI_JEUNE],
  values: { '2012-07-01': true, '2022-06-01': false },
});
export const mobiliJeuneMaximumAgricole = param<number>({
  path: `${EDU}/mobilite/mobili_jeune/montant/maximum/secteur_agricole`,
  description: 'Montant mensuel maximum de Mobili-Jeune dans le secteur agricole',
  unit: 'currency',
  references: [MOBILI_JEUNE],
  values: { '2022-06-01': 300 },
});

// ---- aide nationale BAFA / BAFD de la CAF (not in OpenFisca) ----------------------------------------------------
// Not modelled by OpenFisca. The CAF national aid was set at 600 F (700 F for the « petite enfance »
// approfondissement) and has kept its euro conversion since 2002.
const CAF_BAFA: LegalReference = {
  title:
    "Service-public.fr : Bafa, aides financières (aide nationale de la CAF pour la session d'approfondissement)",
  href: 'https://www.service-public.fr/particuliers/vosdroits/F2219',
};
const CASF_BAFA: LegalReference = {
  title:
    "Code de l'action sociale et des familles, articles D432-10 et suivants (brevets d'aptitude aux fonctions d'animateur et de directeur)",
  href: 'https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006074069/LEGISCTA000018745869/',
};
export const bafaCafMontant = param<number>({
  path: 'aidy/caf/bafa/montant',
  description: "Aide nationale de la CAF pour la session d'approfondissement (ou de qualification) du BAFA",
  unit: 'currency',
  references: [CAF_BAFA],
  values: { '2002-01-01': 91.47 },
});
export const bafaCafMontantPetiteEnfance = param<number>({
  path: 'aidy/caf/bafa/montant_petite_enfance',
  description: "Aide de la CAF lorsque l'approfondissement BAFA porte sur l'accueil du jeune enfant",
  unit: 'currency',
  references: [CAF_BAFA],
  values: { '2002-01-01': 106.71 },
});
export const bafaAgeMinimum = param<number>({
  path: 'aidy/caf/bafa/age_minimum',
  description:
    'Âge minimum pour entrer en formation BAFA (au premier jour de la session de formation générale)',
  unit: 'year',
  references: [CASF_BAFA],
  values: { '2002-01-01': 17, '2022-05-01': 16 },
});

// ---- garantie jeunes (2017 – février 2022, remplacée par le contrat d'engagement jeune) -----------------------
const L5131_3: LegalReference = {
  title: 'Code du travail, article L5131-3',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000033023861',
};
const R5131_21: LegalReference = {
  title: 'Code du travail, article R5131-21 (décret n° 2016-1855 du 23 décembre 2016)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000033700946',
};
/** OpenFisca computes the garantie jeunes from January 2017 to February 2022; the CEJ replaced it in March 2022 */
export const garantieJeunesVersee = param<boolean>({
  path: 'aidy/jeunes/garantie_jeunes/versee',
  description: 'La garantie jeunes est versée (remplacée par le contrat d’engagement jeune le 1er mars 2022)',
  references: [R5131_21, DECRET_CEJ],
  values: { '2017-01-01': true, '2022-03-01': false },
});
export const garantieJeunesAgeMinimum = param<number>({
  path: `${EDU}/garantie_jeunes/critere_age/minimum`,
  description: 'Âge minimum pour la garantie jeunes',
  unit: 'year',
  references: [L5131_3],
  values: { '2009-01-01': 16 },
});
export const garantieJeunesAgeMaximum = param<number>({
  path: `${EDU}/garantie_jeunes/critere_age/maximum`,
  description: 'Âge maximum (inclus) pour la garantie jeunes',
  unit: 'year',
  references: [L5131_3],
  values: { '2009-01-01': 25 },
});
export const garantieJeunesDegressivitePlafond = param<number>({
  path: `${EDU}/garantie_jeunes/degressivite/plafond`,
  description: 'Revenus (en SMIC mensuels bruts) à partir desquels la garantie jeunes n’est plus versée',
  unit: 'coefficient',
  references: [R5131_21],
  values: { '2016-12-23': 0.8 },
});
export const garantieJeunesDegressiviteSeuil = param<number>({
  path: `${EDU}/garantie_jeunes/degressivite/seuil`,
  description: 'Revenus jusqu’auxquels la garantie jeunes est versée en entier',
  unit: 'currency',
  references: [R5131_21],
  values: { '2016-12-23': 300 },
});

// ---- Départ 18:25 (ANCV holidays for 18-25 year olds) ----------------------------------------------------------
const DEPART_1825: LegalReference = {
  title: 'ANCV, Départ 18:25, un nouveau programme pour les jeunes de 18-25 ans',
  href: 'https://www.ancv.com/actualites/le-magazine/depart-1825-un-nouveau-programme-pour-les-jeunes-de-18-25-ans',
};
const DEPART_1825_CAF: LegalReference = {
  title: 'Caf, un dispositif pour aider les 18-25 ans à partir en vacances',
  href: 'https://www.caf.fr/allocataires/vies-de-famille/articles/un-dispositif-pour-aider-les-18-25-ans-partir-en-vacances',
};
export const depart1825AgeMinimum = param<number>({
  path: `${EDU}/depart1825/age/minimum`,
  description: 'Âge minimum pour l’aide Départ 18:25',
  unit: 'year',
  references: [DEPART_1825_CAF],
  values: { '2014-09-05': 18 },
});
export const depart1825AgeMaximum = param<number>({
  path: `${EDU}/depart1825/age/maximum`,
  description: 'Âge maximum pour l’aide Départ 18:25',
  unit: 'year',
  references: [DEPART_1825_CAF],
  values: { '2014-09-05': 25 },
});
export const depart1825PlafondBase = param<number>({
  path: `${EDU}/depart1825/plafond_ressources/base`,
  description: 'Plafond de revenu fiscal de référence du foyer pour une part (Départ 18:25)',
  unit: 'currency',
  references: [DEPART_1825],
  values: { '2014-09-05': 17000, '2021-01-01': 17280 },
});
export const depart1825PlafondDemiPart = param<number>({
  path: `${EDU}/depart1825/plafond_ressources/par_demi_part_supplementaire`,
  description: 'Majoration du plafond par demi-part supplémentaire (Départ 18:25)',
  unit: 'currency',
  references: [DEPART_1825],
  values: { '2014-09-05': 4320 },
});
export const depart1825MontantMaximum = param<number>({
  path: `${EDU}/depart1825/montant_maximum`,
  description: 'Montant maximum de l’aide Départ 18:25 à un séjour',
  unit: 'currency',
  references: [
    DEPART_1825_CAF,
    {
      title: 'ANCV, bilan administratif du dispositif Départ 18:25 pour 2022',
      href: 'https://www.ancv.com/sites/default/files/2023-06/d1825_bilan_2022.pdf',
    },
  ],
  values: { '2014-09-05': 150, '2021-01-01': 200, '2021-06-02': 300, '2021-09-30': 200, '2022-01-01': 250 },
});

// ---- Pass colo (a holiday camp for the year a child turns 11) ---------------------------------------------------
const DECRET_PASS_COLO: LegalReference = {
  title: 'Décret n° 2024-277 du 28 mars 2024 relatif au « Pass’colo »',
  href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000049339146',
};
export const passColoAgeEnfant = param<number>({
  path: `${EDU}/pass_colo/age_enfant`,
  description: 'Âge que l’enfant atteint dans l’année du Pass colo',
  unit: 'year',
  references: [DECRET_PASS_COLO],
  values: { '2024-01-01': 11 },
});
export const passColoMontants = param<Bracket[]>({
  path: `${EDU}/pass_colo/montants`,
  description: 'Montant du Pass colo selon le quotient familial (revenu fiscal de référence / parts)',
  unit: 'currency',
  references: [DECRET_PASS_COLO],
  values: {
    '2024-01-01': [
      { threshold: 0, amount: 350 },
      { threshold: 201, amount: 300 },
      { threshold: 701, amount: 250 },
      { threshold: 1200, amount: 200 },
      { threshold: 1500, amount: 200 },
      { threshold: 1501, amount: 0 },
    ],
  },
});

// ---- free national museums and monuments for young EU residents ------------------------------------------------
const MUSEES: LegalReference = {
  title: 'Service-public.fr, musées et monuments nationaux : gratuité',
  href: 'https://www.service-public.fr/particuliers/vosdroits/F20348',
};
export const museesAgeMinimum = param<number>({
  path: `${EDU}/gratuite_musees_monuments/age_min`,
  description: 'Âge à partir duquel les musées et monuments nationaux sont gratuits (résidents de l’UE)',
  unit: 'year',
  references: [MUSEES],
  values: { '2009-04-04': 18 },
});
export const museesAgeMaximum = param<number>({
  path: `${EDU}/gratuite_musees_monuments/age_max`,
  description: 'Âge jusqu’auquel les musées et monuments nationaux sont gratuits (résidents de l’UE)',
  unit: 'year',
  references: [MUSEES],
  values: { '2009-04-04': 25 },
});

// ---- driving licence: PRO BTP aid for apprentices in construction, loan at 1 € a day ---------------------------
const PRO_BTP: LegalReference = {
  title: 'PRO BTP, aide au financement du permis B des apprentis du BTP',
  href: 'https://www.probtp.com/part/apprenti/aide-permis.html',
};
const permisProBtp = (
  slug: string,
  description: string,
  unit: 'year' | 'currency',
  values: Record<string, number>,
) =>
  param<number>({
    path: `${EDU}/aide_permis_pro_btp/${slug}`,
    description,
    unit,
    references: [PRO_BTP],
    values,
  });
export const permisProBtpAgeMinimum = permisProBtp(
  'age/minimum',
  'Âge minimum (aide permis PRO BTP)',
  'year',
  {
    '2021-01-01': 15,
  },
);
export const permisProBtpAgeMaximum = permisProBtp(
  'age/maximum',
  'Âge maximum (aide permis PRO BTP)',
  'year',
  {
    '2021-01-01': 30,
  },
);
export const permisProBtpMontantUnique = permisProBtp(
  'montant/montant_unique',
  'Montant de l’aide permis PRO BTP (depuis 2023, sous un revenu fiscal de référence d’un SMIC annuel)',
  'currency',
  { '2023-01-01': 600 },
);
/** 2021-2022: three amounts by the household's RFR, under three ceilings (the first it is under) */
export const permisProBtpEchelons = (['premier', 'deuxieme', 'troisieme'] as const).map((rang, i) => ({
  plafond: permisProBtp(
    `plafonds/${rang}_echelon`,
    `Plafond de revenu fiscal de référence, échelon ${i + 1}`,
    'currency',
    {
      '2021-01-01': [15_000, 21_000, 25_000][i],
    },
  ),
  montant: permisProBtp(
    `montant/${rang}_echelon`,
    `Montant de l’aide permis PRO BTP, échelon ${i + 1}`,
    'currency',
    {
      '2021-01-01': [700, 500, 300][i],
    },
  ),
}));
const PRET_PERMIS: LegalReference = {
  title:
    'Décret n° 2005-1225 du 29 septembre 2005 (prêt à taux zéro pour le permis, dit « permis à un euro par jour »)',
  href: 'https://www.legifrance.gouv.fr/loda/id/LEGIARTI000030316244/2015-03-06',
};
export const pretPermisAgeMinimum = param<number>({
  path: 'prestations_sociales/transport/permis_de_conduire/pret_formation_permis/age/minimum',
  description: 'Âge minimum du prêt à la formation au permis de conduire',
  unit: 'year',
  references: [PRET_PERMIS],
  values: { '2005-09-30': 16, '2015-03-06': 15 },
});
export const pretPermisAgeMaximum = param<number>({
  path: 'prestations_sociales/transport/permis_de_conduire/pret_formation_permis/age/maximum',
  description: 'Âge maximum (révolu) du prêt à la formation au permis de conduire',
  unit: 'year',
  references: [PRET_PERMIS],
  values: { '2005-09-30': 25 },
});

// ---- Mon job mon logement (Action Logement: 1 000 € for a worker who moves to take a job) ----------------------
const MJML = 'prestations_sociales/aides_logement/action_logement/mon_job_mon_logement';
const MON_JOB: LegalReference = {
  title: 'Décret n° 2016-1769 du 19 décembre 2016 (Action Logement) ; aide Mon job, mon logement',
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFARTI000033652118',
};
const monJob = (
  slug: string,
  description: string,
  unit: 'currency' | 'month' | 'coefficient' | 'year',
  value: number,
) =>
  param<number>({
    path: `${MJML}/${slug}`,
    description,
    unit,
    references: [MON_JOB],
    values: { '2021-02-18': value },
  });
export const monJobMontant = monJob('montant', 'Montant de l’aide Mon job, mon logement', 'currency', 1000);
export const monJobDelaiEntreeLogement = monJob(
  'delai_max_en_mois_apres_entree_logement',
  'Délai (mois) depuis l’entrée dans le logement',
  'month',
  3,
);
export const monJobDelaiContrat = monJob(
  'delai_max_en_mois_apres_debut_contrat_de_travail',
  'Délai (mois) depuis le début du contrat de travail',
  'month',
  3,
);
export const monJobPartMaximumSmic = monJob(
  'pourcentage_maximum_smic',
  'Salaire brut maximum, en SMIC du contrat',
  'coefficient',
  1.5,
);
export const monJobJeuneAgeMaximum = monJob(
  'jeune_actif/age_maximum',
  'Âge sous lequel un jeune actif a droit à l’aide',
  'year',
  25,
);
export const monJobJeuneDelaiContrat = monJob(
  'jeune_actif/delai_max_en_mois_apres_debut_contrat_de_travail',
  'Délai (mois) depuis le début du contrat de travail, jeune actif',
  'month',
  6,
);
export const monJobJeunePartMinimumSmic = monJob(
  'jeune_actif/pourcentage_minimum_smic',
  'Salaire brut minimum d’un jeune actif, en SMIC du contrat',
  'coefficient',
  0.3,
);
