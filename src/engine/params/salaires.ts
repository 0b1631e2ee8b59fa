// Employee social contributions and CSG/CRDS on wages, to derive net and taxable pay from gross pay
// (`salaire_de_base` and bonuses) for a private-sector employee, non-cadre or cadre. Rates from the Code de la
// sécurité sociale and the ARRCO, AGFF and AGIRC-ARRCO agreements (figures published by the URSSAF).
import { param, type Bracket, type LegalReference } from '../core/params.ts';

const URSSAF: LegalReference = {
  title: 'URSSAF — Taux de cotisations salariales du secteur privé',
  href: 'https://www.urssaf.fr/accueil/outils-documentation/taux-baremes/taux-cotisations-secteur-prive.html',
};
const CSG: LegalReference = {
  title: 'Code de la sécurité sociale, article L136-8 (taux de la CSG)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036393200',
};
const ASSIETTE: LegalReference = {
  title: 'Code de la sécurité sociale, article L136-1-1 (abattement de 1,75 % pour frais professionnels)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036393222',
};
const PSS: LegalReference = {
  title: 'Arrêtés annuels portant fixation du plafond de la sécurité sociale',
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000050786016',
};
const APPRENTIS_AVANT_2019: LegalReference = {
  title:
    'Code du travail, article L6243-2 dans sa rédaction antérieure au 01/01/2019 (exonération totale des apprentis)',
  href: 'https://www.legifrance.gouv.fr/codes/id/LEGITEXT000006072050',
};
const APPRENTIS: LegalReference = {
  title: 'Code du travail, article L6243-2 ; loi 2025-199 du 28/02/2025 (LFSS 2025), article 22',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000051297578',
};

export const plafondSecuriteSocialeMensuel = param<number>({
  path: 'prelevements_sociaux/pss/plafond_securite_sociale_mensuel',
  description: 'Plafond mensuel de la sécurité sociale',
  unit: 'currency',
  references: [PSS],
  values: {
    '2016-01-01': 3218,
    '2017-01-01': 3269,
    '2018-01-01': 3311,
    '2019-01-01': 3377,
    '2020-01-01': 3428,
    '2023-01-01': 3666,
    '2024-01-01': 3864,
    '2025-01-01': 3925,
    '2026-01-01': 4005,
  },
});

/** the hourly ceiling: 12 × the monthly ceiling / 1 607 hours, rounded to the euro (L241-3, D242-19 CSS) */
export const plafondSecuriteSocialeHoraire = param<number>({
  path: 'prelevements_sociaux/pss/plafond_securite_sociale_horaire',
  description: 'Plafond horaire de la sécurité sociale',
  unit: 'currency',
  references: [PSS],
  values: {
    '2015-01-01': 24,
    '2018-01-01': 25,
    '2020-01-01': 26,
    '2023-01-01': 27,
    '2024-01-01': 29,
    '2026-01-01': 30,
  },
});

/** the minimum internship allowance, as a share of the hourly ceiling per hour of internship */
export const stageGratificationTauxMin = param<number>({
  path: 'marche_travail/salaire_minimum/minstage/taux_gratification_min',
  description: 'Gratification minimale d’un stagiaire, en part du plafond horaire de la sécurité sociale',
  unit: 'rate',
  references: [
    {
      title: 'Code de l’éducation, article D124-6 (décret 2014-1420 du 27/11/2014)',
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000029820085',
    },
  ],
  values: { '2008-02-01': 0.125, '2015-01-01': 0.1375, '2015-09-01': 0.15 },
});

export const vieillessePlafonneeSalarie = param<number>({
  path: 'prelevements_sociaux/cotisations_sociales/regime_general/cnav/salarie/plafonnee',
  description: 'Assurance vieillesse plafonnée, part salariale',
  unit: 'rate',
  references: [URSSAF],
  values: { '2016-01-01': 0.069 },
});

export const vieillesseDeplafonneeSalarie = param<number>({
  path: 'prelevements_sociaux/cotisations_sociales/regime_general/cnav/salarie/deplafonnee',
  description: 'Assurance vieillesse déplafonnée, part salariale',
  unit: 'rate',
  references: [URSSAF],
  values: { '2016-01-01': 0.0035, '2017-01-01': 0.004 },
});

// The employee's contribution scales of the private sector, as OpenFisca-France writes them: brackets whose
// thresholds are multiples of the monthly social security ceiling (PSS), each with its rate on the part of the
// pay in that bracket. A scale closed by `null` is a contribution that ended (read as none).
const CHOMAGE: LegalReference = {
  title:
    'Loi 2017-1836 du 30/12/2017 (LFSS 2018), article 8 : suppression de la contribution salariale d’assurance chômage',
  href: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000036339090',
};
const MALADIE: LegalReference = {
  title:
    'Loi 2017-1836 du 30/12/2017 (LFSS 2018), article 8 : suppression de la cotisation salariale d’assurance maladie',
  href: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000036339090',
};
const ALSACE_MOSELLE: LegalReference = {
  title:
    'Code de la sécurité sociale, article D325-1 ; taux du régime local d’Alsace-Moselle fixé par son conseil d’administration (1,30 % au 01/04/2022)',
  href: 'https://www.urssaf.fr/accueil/outils-documentation/taux-baremes/taux-cotisations-secteur-prive.html',
};
const AGIRC_ARRCO: LegalReference = {
  title: 'Accord national interprofessionnel du 17/11/2017 (régime AGIRC-ARRCO unifié au 01/01/2019)',
  href: 'https://www.agirc-arrco.fr/',
};
const ARRCO_AGFF: LegalReference = {
  title: 'Accords ARRCO et AGFF (taux d’appel en vigueur jusqu’au 31/12/2018)',
  href: 'https://www.agirc-arrco.fr/',
};

/** a contribution scale: rates by bracket, thresholds in multiples of the PSS */
const bareme = (
  path: string,
  description: string,
  references: LegalReference[],
  values: Record<string, Bracket[] | null>,
) => param<Bracket[]>({ path, description, unit: 'rate', references, values });

export const chomageSalarie = bareme(
  'prelevements_sociaux/cotisations_regime_assurance_chomage/chomage/salarie/chomage',
  'Contribution salariale d’assurance chômage (jusqu’à 4 PSS), supprimée en deux temps en 2018',
  [CHOMAGE, URSSAF],
  {
    '2007-01-01': [
      { threshold: 0, rate: 0.024 },
      { threshold: 4, rate: 0 },
    ],
    '2018-01-01': [
      { threshold: 0, rate: 0.0095 },
      { threshold: 4, rate: 0 },
    ],
    '2018-10-01': null,
  },
);

export const maladieSalarie = bareme(
  'prelevements_sociaux/cotisations_securite_sociale_regime_general/mmid/salarie/maladie',
  'Cotisation salariale d’assurance maladie du régime général, supprimée au 01/01/2018',
  [MALADIE],
  { '1998-01-01': [{ threshold: 0, rate: 0.0075 }], '2018-01-01': null },
);

export const maladieAlsaceMoselleSalarie = bareme(
  'prelevements_sociaux/cotisations_securite_sociale_regime_general/mmid_am/maladie_alsace_moselle',
  'Cotisation salariale maladie du régime local d’Alsace-Moselle',
  [ALSACE_MOSELLE],
  {
    '2012-01-01': [{ threshold: 0, rate: 0.015 }],
    '2022-04-01': [{ threshold: 0, rate: 0.013 }],
  },
);

/** ARRCO until 2018: tranche 1 up to the PSS, tranche 2 up to 3 PSS for a non-cadre (AGIRC above it for a cadre) */
export const arrcoSalarie = {
  non_cadre: bareme(
    'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/arrco/taux_effectifs_salaries_employeurs/salarie/noncadre/arrco',
    'Retraite complémentaire ARRCO d’un non-cadre, part salariale (jusqu’au 31/12/2018)',
    [ARRCO_AGFF],
    {
      '2015-01-01': [
        { threshold: 0, rate: 0.031 },
        { threshold: 1, rate: 0.081 },
        { threshold: 3, rate: 0 },
      ],
      '2019-01-01': null,
    },
  ),
  cadre: bareme(
    'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/arrco/taux_effectifs_salaries_employeurs/salarie/cadre/arrco',
    'Retraite complémentaire ARRCO d’un cadre, part salariale (jusqu’au 31/12/2018)',
    [ARRCO_AGFF],
    {
      '2015-01-01': [
        { threshold: 0, rate: 0.031 },
        { threshold: 1, rate: 0 },
      ],
      '2019-01-01': null,
    },
  ),
};

export const agffSalarie = {
  non_cadre: bareme(
    'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/agff/salarie/noncadre/agff',
    'Cotisation AGFF d’un non-cadre, part salariale (jusqu’au 31/12/2018)',
    [ARRCO_AGFF],
    {
      '2001-04-01': [
        { threshold: 0, rate: 0.008 },
        { threshold: 1, rate: 0.009 },
        { threshold: 3, rate: 0 },
      ],
      '2019-01-01': null,
    },
  ),
  cadre: bareme(
    'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/agff/salarie/cadre/agff',
    'Cotisation AGFF d’un cadre, part salariale (jusqu’au 31/12/2018)',
    [ARRCO_AGFF],
    {
      '2016-01-01': [
        { threshold: 0, rate: 0.008 },
        { threshold: 4, rate: 0.009 },
        { threshold: 8, rate: 0 },
      ],
      '2019-01-01': null,
    },
  ),
};

/** the cadres' temporary exceptional contribution (CET) until 2018, on the pay up to 8 PSS */
export const cotisationExceptionnelleTemporaireSalarie = bareme(
  'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/cet/salarie/cet',
  'Contribution exceptionnelle temporaire des cadres, part salariale (jusqu’au 31/12/2018)',
  [ARRCO_AGFF],
  {
    '2001-01-01': [
      { threshold: 0, rate: 0.0013 },
      { threshold: 8, rate: 0 },
    ],
    '2019-01-01': null,
  },
);

export const agircArrcoSalarie = bareme(
  'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/agirc_arrco/salarie/agirc_arrco',
  'Retraite complémentaire AGIRC-ARRCO, part salariale (tranche 1 jusqu’au PSS, tranche 2 jusqu’à 8 PSS)',
  [AGIRC_ARRCO, URSSAF],
  {
    '2019-01-01': [
      { threshold: 0, rate: 0.0315 },
      { threshold: 1, rate: 0.0864 },
      { threshold: 8, rate: 0 },
    ],
  },
);

export const cegSalarie = bareme(
  'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/ceg/salarie/ceg',
  'Contribution d’équilibre général (CEG), part salariale',
  [AGIRC_ARRCO, URSSAF],
  {
    '2019-01-01': [
      { threshold: 0, rate: 0.0086 },
      { threshold: 1, rate: 0.0108 },
      { threshold: 8, rate: 0 },
    ],
  },
);

/** the contribution d'équilibre technique: due on the pay up to 8 PSS, by employees paid above the PSS */
export const cetSalarie = bareme(
  'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/cet2019/salarie/cet2019',
  'Contribution d’équilibre technique (CET), part salariale, des salariés payés au-delà du PSS',
  [AGIRC_ARRCO, URSSAF],
  {
    '2019-01-01': [
      { threshold: 0, rate: 0.0014 },
      { threshold: 8, rate: 0 },
    ],
  },
);

export const apecSalarie = bareme(
  'prelevements_sociaux/regimes_complementaires_retraite_secteur_prive/apec/salarie/apec',
  'Cotisation APEC des cadres, part salariale (jusqu’à 4 PSS)',
  [URSSAF],
  {
    '2011-01-01': [
      { threshold: 0, rate: 0.00024 },
      { threshold: 4, rate: 0 },
    ],
  },
);

const IRCANTEC: LegalReference = {
  title: 'Arrêté du 30/12/1970 relatif aux modalités de fonctionnement de l’IRCANTEC (taux d’appel)',
  href: 'https://www.ircantec.retraites.fr/',
};

/** the public-sector contract agents' complementary pension: tranche A up to the PSS, tranche B up to 8 PSS */
export const ircantecSalarie = bareme(
  'prelevements_sociaux/cotisations_secteur_public/ircantec/taux_cotisations_appeles/salarie/ircantec',
  'Retraite complémentaire IRCANTEC des agents contractuels publics, part salariale',
  [IRCANTEC, URSSAF],
  {
    '2016-01-01': [
      { threshold: 0, rate: 0.0272 },
      { threshold: 1, rate: 0.0675 },
      { threshold: 8, rate: 0 },
    ],
    '2017-01-01': [
      { threshold: 0, rate: 0.028 },
      { threshold: 1, rate: 0.0695 },
      { threshold: 8, rate: 0 },
    ],
  },
);

const FIN_DE_CONTRAT: LegalReference = {
  title: 'Code du travail, article L1243-8 (indemnité de fin de contrat à durée déterminée)',
  href: 'https://www.legifrance.gouv.fr/codes/id/LEGITEXT000006072050',
};

export const indemniteFinContratTaux = param<number>({
  path: 'marche_travail/indemnite_fin_contrat/taux',
  description: 'Indemnité de fin de contrat à durée déterminée, en part de la rémunération brute',
  unit: 'rate',
  references: [FIN_DE_CONTRAT],
  values: { '1990-01-01': 0.1 },
});

export const csgActiviteDeductible = param<number>({
  path: 'prelevements_sociaux/contributions_sociales/csg/activite/deductible/taux',
  description: 'CSG sur les revenus d’activité, part déductible',
  unit: 'rate',
  references: [CSG],
  values: { '1998-01-01': 0.051, '2018-01-01': 0.068 },
});

export const csgActiviteImposable = param<number>({
  path: 'prelevements_sociaux/contributions_sociales/csg/activite/imposable/taux',
  description: 'CSG sur les revenus d’activité, part non déductible',
  unit: 'rate',
  references: [CSG],
  values: { '1993-07-01': 0.024 },
});

export const abattementAssietteCsg = param<number>({
  path: 'prelevements_sociaux/contributions_sociales/csg/activite/abattement',
  description: 'Abattement pour frais professionnels sur l’assiette de la CSG et de la CRDS (jusqu’à 4 PSS)',
  unit: 'rate',
  references: [ASSIETTE],
  values: { '2012-01-01': 0.0175 },
});

export const apprentiSeuilExonerationCotisations = param<number>({
  path: 'aidy/salaires/apprenti/seuil_exoneration_smic',
  description:
    'Part du SMIC en dessous de laquelle la rémunération d’un apprenti est exonérée de cotisations salariales',
  unit: 'rate',
  references: [APPRENTIS],
  values: { '2019-01-01': 0.79, '2025-03-01': 0.5 },
});

/** 1 = the apprentice's pay is entirely exempt of CSG/CRDS (until the LFSS 2025), 0 = taxed above the threshold */
export const apprentiExonerationTotaleCsg = param<number>({
  path: 'aidy/salaires/apprenti/exoneration_totale_csg_crds',
  description: 'Exonération totale de CSG-CRDS de la rémunération des apprentis',
  unit: 'count',
  references: [APPRENTIS, APPRENTIS_AVANT_2019],
  values: { '2014-01-01': 1, '2025-03-01': 0 },
});

/**
 * 1 = the apprentice's pay is entirely exempt of employee contributions (until 2018), 0 = only the part under
 * `apprentiSeuilExonerationCotisations` is
 */
export const apprentiExonerationTotaleCotisations = param<number>({
  path: 'aidy/salaires/apprenti/exoneration_totale_cotisations',
  description: 'Exonération de la totalité des cotisations salariales des apprentis',
  unit: 'count',
  references: [APPRENTIS_AVANT_2019, APPRENTIS],
  values: { '2014-01-01': 1, '2019-01-01': 0 },
});

const D6222_26: LegalReference = {
  title: 'Code du travail, article D6222-26 (salaire minimum des apprentis en part du SMIC)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037383948',
};
/**
 * minimum pay of an apprentice in shares of the SMIC, by age band (lower bound) and year of the contract
 * (1st, 2nd, 3rd and later)
 */
export const apprentiRemunerationMinimale = param<{ ageMin: number; parAnnee: [number, number, number] }[]>({
  path: 'aidy/salaires/apprenti/remuneration_minimale_part_smic',
  description: 'Rémunération minimale d’un apprenti en part du SMIC, par âge et année de contrat',
  unit: 'rate',
  references: [D6222_26],
  values: {
    '2014-01-01': [
      { ageMin: 0, parAnnee: [0.25, 0.37, 0.53] },
      { ageMin: 18, parAnnee: [0.41, 0.49, 0.65] },
      { ageMin: 21, parAnnee: [0.53, 0.61, 0.78] },
    ],
    '2019-01-01': [
      { ageMin: 0, parAnnee: [0.27, 0.39, 0.55] },
      { ageMin: 18, parAnnee: [0.43, 0.51, 0.67] },
      { ageMin: 21, parAnnee: [0.53, 0.61, 0.78] },
      { ageMin: 26, parAnnee: [1, 1, 1] },
    ],
  },
});

const CGI_50_0: LegalReference = {
  title: 'Code général des impôts, articles 50-0 et 102 ter (abattements forfaitaires des micro-entreprises)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000048839720',
};
/** flat allowance for expenses of a micro-entrepreneur: sales, BIC services, BNC */
export const microEntrepriseAbattements = param<{ vente: number; services: number; bnc: number }>({
  path: 'impot_revenu/calcul_revenus_imposables/rpns/micro/microentreprise/abattements',
  description: 'Abattements forfaitaires du régime micro (ventes, prestations BIC, BNC)',
  unit: 'rate',
  references: [CGI_50_0],
  values: { '2009-01-01': { vente: 0.71, services: 0.5, bnc: 0.34 } },
});

/** the turnover ceilings of the micro regime: sales (and lodging), other BIC services and BNC */
export const microEntreprisePlafonds = param<{ vente: number; services: number }>({
  path: 'impot_revenu/calcul_revenus_imposables/rpns/micro/microentreprise/plafonds',
  description: "Plafonds de chiffre d'affaires du régime micro (ventes, prestations de services)",
  unit: 'currency',
  references: [CGI_50_0],
  values: {
    '2013-01-01': { vente: 82200, services: 32900 },
    '2017-01-01': { vente: 170000, services: 70000 },
    '2020-01-01': { vente: 176200, services: 72600 },
    '2023-01-01': { vente: 188700, services: 77700 },
  },
});

export const partImposableIjAccidentTravail = param<number>({
  path: 'aidy/indemnites_journalieres/part_imposable_accident_travail',
  description:
    'Part imposable des indemnités journalières d’accident du travail et de maladie professionnelle',
  unit: 'rate',
  references: [
    {
      title: 'Code général des impôts, article 80 quinquies',
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000021645405',
    },
  ],
  values: { '2010-01-01': 0.5 },
});

// ---- exceptional bonuses: the PEPA (« prime Macron », 2019 – March 2022) and the prime de partage de la valeur ----
const LOI_PEPA: LegalReference = {
  title: "Loi n° 2018-1213 du 24 décembre 2018 portant mesures d'urgence économiques et sociales, article 1",
  href: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000037851899/',
};
const LOI_PPV: LegalReference = {
  title:
    "Loi n° 2022-1158 du 16 août 2022 portant mesures d'urgence pour la protection du pouvoir d'achat, article 1",
  href: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046188457/2022-08-18',
};
const PEPA = 'marche_travail/primes_exceptionnelles/prime_pepa';
const PPV = 'marche_travail/primes_exceptionnelles/prime_partage_valeur';

/** the PEPA's exemption: up to 1 000 €, 2 000 € with a profit-sharing agreement or under 50 employees */
export const pepaExoneration = param<{ plafond: number; avecAccord: number; effectif: number }>({
  path: `${PEPA}/plafond_exoneration`,
  description:
    "Exonération de la prime exceptionnelle de pouvoir d'achat : plafond, plafond avec accord d'intéressement ou sous l'effectif",
  unit: 'currency',
  references: [LOI_PEPA],
  values: { '2018-12-24': { plafond: 1000, avecAccord: 2000, effectif: 50 }, '2022-04-01': null },
});
/** the PEPA and the exceptional PPV are exempt for a pay under 3 SMIC over the last twelve months */
export const pepaPlafondSalaire = param<number>({
  path: `${PEPA}/plafond_salaire`,
  description: 'Rémunération des douze derniers mois (en SMIC) sous laquelle la PEPA est exonérée',
  unit: 'coefficient',
  references: [LOI_PEPA],
  values: { '2018-12-24': 3, '2022-04-01': null },
});
export const ppvExoneration = param<{ plafond: number; avecAccord: number }>({
  path: `${PPV}/plafond_exoneration`,
  description:
    "Exonération de la prime de partage de la valeur : plafond, et plafond avec un accord d'intéressement",
  unit: 'currency',
  references: [LOI_PPV],
  values: { '2022-07-01': { plafond: 3000, avecAccord: 6000 } },
});
/** the exceptional PPV (also exempt from income tax) could be paid until 31 December 2023 */
export const ppvExceptionnellePlafondSalaire = param<number>({
  path: `${PPV}/plafond_salaire`,
  description:
    'Rémunération des douze derniers mois (en SMIC) sous laquelle la prime de partage de la valeur est aussi exonérée d’impôt',
  unit: 'coefficient',
  references: [LOI_PPV],
  values: { '2022-07-01': 3, '2024-01-01': null },
});
