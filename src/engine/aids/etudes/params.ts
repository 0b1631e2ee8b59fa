// Parameters of the "etudes" family (higher-education aids), as dated data with their legal references.
// Values copied from OpenFisca-France (prestations_sociales/education/…), see shared/reference.
import { param, type Bracket, type LegalReference, type Parameter } from '../../core/params.ts';

const BASE = 'prestations_sociales/education';
const BCS = `${BASE}/bourses/enseignement_superieur/criteres_sociaux`;

// ---- references ----------------------------------------------------------------------------------------
const CIRCULAIRE_2021: LegalReference = {
  title:
    "Circulaire du 23-6-2021 : modalités d'attribution des bourses sur critères sociaux, des aides au mérite et des aides à la mobilité internationale (2021-2022)",
  href: 'https://www.education.gouv.fr/bo/21/Hebdo26/ESRS2117943C.htm',
};
const CIRCULAIRE_2020: LegalReference = {
  title:
    "Circulaire du 8-6-2020 : modalités d'attribution des bourses d'enseignement supérieur sur critères sociaux (2020-2021)",
  href: 'https://www.education.gouv.fr/bo/20/Hebdo25/ESRS2013435C.htm',
};
const CIRCULAIRE_2023: LegalReference = {
  title:
    "Circulaire : modalités d'attribution des bourses sur critères sociaux, des aides au mérite et des aides à la mobilité internationale (2023-2024)",
  href: 'https://www.education.gouv.fr/bo/2023/Hebdo29/ESRS2315208C',
};
const TAUX_2020: LegalReference = {
  title: "Arrêté du 22 juillet 2020 relatif aux taux des bourses d'enseignement supérieur (2020-2021)",
  href: 'https://www.legifrance.gouv.fr/eli/arrete/2020/7/22/ESRS2015874A/jo/texte',
};
const TAUX_2021: LegalReference = {
  title: "Arrêté du 27 juillet 2021 relatif aux taux des bourses d'enseignement supérieur (2021-2022)",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000043868543',
};
const TAUX_2022: LegalReference = {
  title: "Arrêté du 18 juillet 2022 relatif aux taux des bourses d'enseignement supérieur (2022-2023)",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000046096018',
};
const TAUX_2023: LegalReference = {
  title: "Arrêté du 13 avril 2023 fixant les taux des bourses d'enseignement supérieur (2023-2024)",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000047483284',
};
const PLAFONDS_2020: LegalReference = {
  title:
    "Arrêté du 22 juillet 2020 fixant les plafonds de ressources des bourses d'enseignement supérieur (2020-2021)",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000042170756',
};
const PLAFONDS_2021: LegalReference = {
  title:
    "Arrêté du 16 juillet 2021 fixant les plafonds de ressources des bourses d'enseignement supérieur (2021-2022)",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000043868508',
};
const PLAFONDS_2022: LegalReference = {
  title:
    "Arrêté du 18 juillet 2022 fixant les plafonds de ressources des bourses d'enseignement supérieur (2022-2023)",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000046096036',
};
const PLAFONDS_2023: LegalReference = {
  title:
    "Arrêté du 13 avril 2023 fixant les plafonds de ressources des bourses d'enseignement supérieur (2023-2024)",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000047483272',
};
const PLAFONDS_2025: LegalReference = {
  title:
    "Arrêté du 15 avril 2025 fixant les plafonds de ressources des bourses d'enseignement supérieur (2025-2026), plafonds inchangés",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000051491048',
};

/** a single-amount scale from the amounts of consecutive integer thresholds 0, 1, 2… */
const byIndex = (amounts: number[]): Bracket[] => amounts.map((amount, threshold) => ({ threshold, amount }));

// ---- bourse sur critères sociaux ---------------------------------------------------------------------
export const bcsMontants = param<Bracket[]>({
  path: `${BCS}/montants`,
  description:
    'Montant mensuel de la bourse sur critères sociaux par échelon (0 = échelon 0 bis), versé 10 mois',
  unit: 'currency',
  references: [TAUX_2023],
  values: [
    {
      from: '2020-07-22',
      value: byIndex([103.2, 170.7, 257.1, 329.2, 401.5, 461, 488.9, 567.9]),
      ref: TAUX_2020,
    },
    {
      from: '2021-07-27',
      value: byIndex([104.2, 172.4, 259.7, 332.5, 405.5, 465.6, 493.8, 573.6]),
      ref: TAUX_2021,
    },
    {
      from: '2022-07-18',
      value: byIndex([108.4, 179.3, 270.1, 345.8, 421.7, 484.2, 513.6, 596.5]),
      ref: TAUX_2022,
    },
    {
      from: '2023-03-15',
      value: byIndex([145.4, 216.3, 307.1, 382.8, 458.7, 521.2, 550.6, 633.5]),
      ref: TAUX_2023,
    },
  ],
});

export const bcsNombreMensualites = param<number>({
  path: `${BCS}/nombre_mensualites`,
  description: 'Nombre de mensualités de la bourse sur critères sociaux',
  unit: 'month',
  references: [
    {
      title: 'Arrêté du 22 juillet 2020, taux annuel versé en 10 mensualités',
      href: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000042170743/',
    },
  ],
  values: { '2020-07-31': 10 },
});

/** OpenFisca names the échelons 0bis, 1…7; we index 0bis as 0 */
export const ECHELONS = [7, 6, 5, 4, 3, 2, 1, 0] as const;

const plafonds2020: Record<number, number[]> = {
  0: [
    33100, 36760, 40450, 44120, 47800, 51480, 55150, 58830, 62510, 66180, 69860, 73540, 77210, 80890, 84560,
    88250, 91920, 95610,
  ],
  1: [
    22500, 25000, 27500, 30000, 32500, 35010, 37510, 40010, 42510, 45000, 47510, 50010, 52500, 55000, 57520,
    60010, 62510, 65010,
  ],
  2: [
    18190, 20210, 22230, 24250, 26270, 28300, 30320, 32340, 34360, 36380, 38400, 40410, 42430, 44450, 46480,
    48500, 50520, 52540,
  ],
  3: [
    16070, 17850, 19640, 21430, 23210, 25000, 26770, 28560, 30350, 32130, 33920, 35710, 37490, 39280, 41050,
    42840, 44630, 46410,
  ],
  4: [
    13990, 15540, 17100, 18640, 20200, 21760, 23310, 24860, 26420, 27970, 29520, 31090, 32630, 34180, 35750,
    37300, 38840, 40400,
  ],
  5: [
    11950, 13280, 14600, 15920, 17250, 18580, 19910, 21240, 22560, 23890, 25220, 26540, 27870, 29200, 30530,
    31860, 33190, 34510,
  ],
  6: [
    7540, 8370, 9220, 10050, 10880, 11730, 12570, 13410, 14240, 15080, 15910, 16750, 17590, 18420, 19270,
    20110, 20940, 21780,
  ],
  7: [
    250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3250, 3500, 3750, 4000, 4250, 4500,
  ],
};
const plafonds2023: Record<number, number[]> = {
  0: [
    35086, 38966, 42877, 46767, 50668, 54569, 58459, 62360, 66261, 70151, 74052, 77952, 81843, 85743, 89634,
    93545, 97435, 101347,
  ],
  1: [
    23850, 26500, 29150, 31800, 34450, 37111, 39761, 42411, 45061, 47700, 50361, 53011, 55650, 58300, 60971,
    63611, 66261, 68911,
  ],
  2: [
    19281, 21423, 23564, 25705, 27846, 29998, 32139, 34280, 36422, 38563, 40704, 42835, 44976, 47117, 49269,
    51410, 53551, 55692,
  ],
  3: [
    17034, 18921, 20818, 22716, 24603, 26500, 28376, 30274, 32171, 34058, 35955, 37853, 39739, 41637, 43513,
    45410, 47308, 49195,
  ],
  4: [
    14829, 16472, 18126, 19758, 21412, 23066, 24709, 26352, 28005, 29648, 31291, 32955, 34588, 36231, 37895,
    39538, 41170, 42824,
  ],
  5: [
    12667, 14077, 15476, 16875, 18285, 19695, 21105, 22514, 23914, 25323, 26733, 28132, 29542, 30952, 32362,
    33772, 35181, 36581,
  ],
  6: [
    7992, 8872, 9773, 10653, 11533, 12434, 13324, 14215, 15094, 15985, 16865, 17755, 18645, 19525, 20426,
    21317, 22196, 23087,
  ],
  7: [
    265, 530, 795, 1060, 1325, 1590, 1855, 2120, 2385, 2650, 2915, 3180, 3445, 3710, 3975, 4240, 4505, 4770,
  ],
};

/** annual resource ceiling of each échelon, as a single-amount scale on the points de charge (0…17) */
export const bcsPlafonds = Object.fromEntries(
  ECHELONS.map((e) => [
    e,
    param<Bracket[]>({
      path: `${BCS}/plafond_ressources/echelon_${e === 0 ? '0bis' : e}`,
      description: `Plafond annuel de ressources de l'échelon ${e === 0 ? '0 bis' : e} selon les points de charge`,
      unit: 'currency',
      references: [PLAFONDS_2023, PLAFONDS_2025],
      values: [
        { from: '2020-07-22', value: byIndex(plafonds2020[e]), ref: PLAFONDS_2020 },
        { from: '2021-07-16', value: byIndex(plafonds2020[e]), ref: PLAFONDS_2021 },
        { from: '2022-07-18', value: byIndex(plafonds2020[e]), ref: PLAFONDS_2022 },
        { from: '2023-03-15', value: byIndex(plafonds2023[e]), ref: PLAFONDS_2023 },
        // 2024-2025 and 2025-2026: ceilings unchanged (arrêtés of 4 July 2024 and 15 April 2025)
        { from: '2025-04-15', value: byIndex(plafonds2023[e]), ref: PLAFONDS_2025 },
      ],
    }),
  ]),
) as Record<number, Parameter<Bracket[]>>;

export const bcsPointsDistance = param<Bracket[]>({
  path: `${BCS}/points_de_charge/distance_domicile_familial`,
  description: "Points de charge selon la distance (km) entre le domicile familial et le lieu d'études",
  unit: 'points',
  references: [CIRCULAIRE_2023],
  values: [
    {
      from: '2006-03-31',
      value: [
        { threshold: 0, amount: 0 },
        { threshold: 30, amount: 1 },
        { threshold: 250, amount: 2 },
      ],
      ref: CIRCULAIRE_2020,
    },
    {
      from: '2023-03-31',
      value: [
        { threshold: 0, amount: 0 },
        { threshold: 30, amount: 1 },
        { threshold: 250, amount: 2 },
        { threshold: 3500, amount: 3 },
        { threshold: 13000, amount: 4 },
      ],
      ref: CIRCULAIRE_2023,
    },
  ],
});

export const bcsPointsParEnfantACharge = param<number>({
  path: `${BCS}/points_de_charge/charges_familiales/par_enfant_a_charge`,
  description:
    'Points de charge par autre enfant à charge de la famille (hors candidat), non étudiant du supérieur',
  unit: 'points',
  references: [CIRCULAIRE_2020],
  values: { '2006-03-31': 1, '2020-08-06': 2 },
});

export const bcsPointsParEnfantEtudiant = param<number>({
  path: `${BCS}/points_de_charge/charges_familiales/par_enfant_etudiant`,
  description:
    "Points de charge par autre enfant à charge étudiant dans l'enseignement supérieur (hors candidat)",
  unit: 'points',
  references: [CIRCULAIRE_2020],
  values: { '2006-03-31': 3, '2020-08-06': 4 },
});

export const bcsAgeMaximum = param<number>({
  path: `${BCS}/age_maximum`,
  description:
    "Âge maximum pour la bourse sur critères sociaux (reculé d'un an par enfant élevé ; sans limite en cas de handicap)",
  unit: 'year',
  references: [CIRCULAIRE_2020],
  values: { '2007-03-20': 26, '2020-06-08': 28 },
});

export const bcsNationalitesHorsEee = param<string[]>({
  path: `${BCS}/nationalites_hors_eee`,
  description: 'Nationalités hors Espace économique européen ouvrant droit à la bourse sur critères sociaux',
  references: [CIRCULAIRE_2021],
  values: [
    {
      from: '2007-03-20',
      value: ['CH'],
      ref: {
        title: 'Circulaire du 20 mars 2007 sur les bourses d’enseignement supérieur',
        href: 'https://www.education.gouv.fr/bo/2007/13/MENS0700649C.htm',
      },
    },
    { from: '2020-06-08', value: ['CH', 'UK'], ref: CIRCULAIRE_2020 },
    { from: '2021-06-23', value: ['CH'], ref: CIRCULAIRE_2021 },
  ],
});

export const bcsSeuilEtudiantAutonome = param<number>({
  path: `${BCS}/seuil_ressources_etudiant_autonome`,
  description:
    'Ressources propres (part du Smic net) à partir desquelles un étudiant marié ou pacsé est considéré autonome',
  unit: 'rate',
  references: [
    {
      title: 'Circulaire du 31 mars 2006 sur les bourses d’enseignement supérieur',
      href: 'https://www.education.gouv.fr/bo/2006/15/MENS0600981C.htm',
    },
  ],
  values: { '2006-03-31': 0.9 },
});

// ---- aide au mérite ---------------------------------------------------------------------------------------
export const aideMeriteMontantAnnuel = param<number>({
  path: `${BASE}/bourses/enseignement_superieur/aide_merite/montant_annuel`,
  description: "Montant annuel de l'aide au mérite (versé en 9 mensualités)",
  unit: 'currency',
  references: [
    {
      title: 'Arrêté du 20 juillet 2020, art. 4',
      href: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000042541955',
    },
  ],
  values: { '2020-07-31': 900 },
});

// ---- mobilité ---------------------------------------------------------------------------------------------
export const mobiliteParcoursupMontant = param<number>({
  path: `${BASE}/mobilite/parcoursup/montant`,
  description: "Montant de l'aide à la mobilité Parcoursup",
  unit: 'currency',
  references: [
    {
      title: "Circulaire du 14 mai 2019 relative à l'aide à la mobilité Parcoursup",
      href: 'https://www.education.gouv.fr/bo/19/Hebdo20/ESRS1910244C.htm',
    },
  ],
  values: { '2019-05-14': 500 },
});

export const mobiliteMasterMontant = param<number>({
  path: `${BASE}/mobilite/master/montant`,
  description: "Montant de l'aide à la mobilité en master",
  unit: 'currency',
  references: [
    {
      title: 'Arrêté du 21 août 2017, art. 1',
      href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000035448648',
    },
  ],
  values: { '2017-08-21': 1000 },
});

const AMI_2024: LegalReference = {
  title: "Circulaire 2024 : modalités d'attribution des aides à la mobilité internationale",
  href: 'https://www.enseignementsup-recherche.gouv.fr/fr/bo/2024/Hebdo26/ESRS2413977C',
};

export const mobiliteInternationaleMontant = param<number>({
  path: `${BASE}/mobilite/internationale/montant`,
  description: "Montant mensuel de l'aide à la mobilité internationale",
  unit: 'currency',
  references: [
    {
      title: 'Arrêté du 19 juillet 2018, art. 4',
      href: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000037260758/2018-07-30',
    },
  ],
  values: { '2018-07-19': 400 },
});

export const mobiliteInternationaleMoisMin = param<number>({
  path: `${BASE}/mobilite/internationale/duree_sejour/mois_min`,
  description:
    "Durée minimale (mois, incluse) du séjour à l'étranger pour l'aide à la mobilité internationale",
  unit: 'month',
  references: [AMI_2024],
  values: [
    { from: '2020-06-18', value: 2, ref: CIRCULAIRE_2021 },
    { from: '2024-07-01', value: 1, ref: AMI_2024 },
  ],
});

export const mobiliteInternationaleMoisMax = param<number>({
  path: `${BASE}/mobilite/internationale/duree_sejour/mois_max`,
  description:
    "Durée maximale (mois, incluse) du séjour à l'étranger pour l'aide à la mobilité internationale",
  unit: 'month',
  references: [AMI_2024],
  values: [
    { from: '2020-06-18', value: 9, ref: CIRCULAIRE_2021 },
    { from: '2024-06-18', value: 10, ref: AMI_2024 },
  ],
});

// ---- restauration CROUS -------------------------------------------------------------------------------------
const CNOUS_2020: LegalReference = {
  title: 'Délibération du conseil d’administration du CNOUS du 23 juillet 2020 (prix du ticket RU)',
  href: 'https://www.etudiant.gouv.fr/sites/default/files/imported_files/document/202007231-delib-Prix-du-Ticket-RU-VF_1344376.pdf',
};
export const repasBoursier = param<number>({
  path: `${BASE}/alimentation/montant_repas_boursier`,
  description: 'Prix du repas au restaurant universitaire pour un étudiant boursier',
  unit: 'currency',
  references: [CNOUS_2020],
  values: { '2016-09-01': 3.25, '2019-09-01': 3.3, '2020-09-01': 1 },
});

export const repasNonBoursier = param<number>({
  path: `${BASE}/alimentation/montant_repas_non_boursier`,
  description: 'Prix du repas au restaurant universitaire pour un étudiant non boursier',
  unit: 'currency',
  references: [
    {
      title: 'Délibération du conseil d’administration du CNOUS du 12 juillet 2021',
      href: 'https://www.etudiant.gouv.fr/fr/se-restaurer-au-crous-1999',
    },
  ],
  values: { '2016-09-01': 3.25, '2019-09-01': 3.3, '2021-01-25': 1, '2021-09-01': 3.3 },
});

/** from this date the 1 € meal is reserved to boursiers (before: every higher-education student) */
export const repasUnEuroReserveBoursiers = param<boolean>({
  path: 'aidy/education/alimentation/repas_un_euro_reserve_boursiers',
  description:
    'Le repas à 1 € est réservé aux boursiers (et aux étudiants précaires identifiés par le CROUS)',
  references: [CNOUS_2020],
  values: { '2021-01-01': false, '2021-07-01': true },
});

// ---- prêt étudiant garanti par l'État ---------------------------------------------------------------------
const SP_PRET: LegalReference = {
  title: "Service-public.fr : prêt étudiant garanti par l'État",
  href: 'https://www.service-public.fr/particuliers/vosdroits/F986',
};
export const pretEtudiantAgeMax = param<number>({
  path: `${BASE}/garantie_pret_etudiant/age_max`,
  description: "Âge maximum (inclus) pour le prêt étudiant garanti par l'État",
  unit: 'year',
  references: [SP_PRET],
  values: { '2020-06-08': 27 },
});
export const pretEtudiantResidenceMin = param<number>({
  path: `${BASE}/garantie_pret_etudiant/duree_min_residence_continue_annees`,
  description: "Années de résidence continue en France exigées des ressortissants de l'EEE non français",
  unit: 'year',
  references: [SP_PRET],
  values: { '2020-06-08': 5 },
});
export const pretEtudiantMontantMax = param<number>({
  path: `${BASE}/garantie_pret_etudiant/montant_max`,
  description: "Montant maximal du prêt étudiant garanti par l'État",
  unit: 'currency',
  references: [
    SP_PRET,
    {
      title: 'Bpifrance : garantie des prêts étudiants',
      href: 'https://www.bpifrance.fr/catalogue-offres/garantie-des-prets-etudiants',
    },
  ],
  values: { '2020-06-08': 15000, '2021-02-16': 20000 },
});

// ---- bourses nationales du second degré (collège, lycée) --------------------------------------------------------
const BOURSES_2D = `${BASE}/bourses/bourses_education`;
const PLAFONDS_LYCEE_2016: LegalReference = {
  title:
    "Arrêté du 22 mars 2016 fixant les modalités de détermination des plafonds de ressources ouvrant droit à l'attribution d'une bourse nationale d'études du second degré de lycée",
  href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000032325028',
};
const MONTANTS_LYCEE: LegalReference = {
  title: "Code de l'éducation, article D531-29 (montants des bourses de lycée en % de la BMAF)",
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000033056575',
};
const PLAFONDS_COLLEGE_2016: LegalReference = {
  title:
    "Arrêté du 22 mars 2016 fixant les plafonds de ressources ouvrant droit à l'attribution d'une bourse nationale de collège",
  href: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000032325020',
};
const MONTANTS_COLLEGE: LegalReference = {
  title: "Décret n° 2017-792 du 5 mai 2017 ; code de l'éducation, article D531-7",
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000034629530',
};

/** an échelon of a bourse du second degré: its monthly amount in BMAF and its ceilings by number of children */
export interface EchelonBourse2d {
  /** share of the BMAF (January of the school year) */
  montant: number;
  /** RFR ceilings in multiples of the gross hourly SMIC, for 1, 2, … 7 and 8 or more children */
  plafonds: number[];
}

/** bourse de lycée, échelons 1 to 6 (apres_2016) */
const LYCEE_2016: Record<number, EchelonBourse2d> = {
  1: { montant: 1.0642, plafonds: [1855, 1997.6, 2282.9, 2639.7, 2996.4, 3424.6, 3852.6, 4280.7] },
  2: { montant: 1.3079, plafonds: [1468.4, 1602.1, 1869, 2136.2, 2536.7, 2937.1, 3337.7, 3738.4] },
  3: { montant: 1.5435, plafonds: [1247.1, 1360.4, 1587.2, 1814, 2154.1, 2494.3, 2834.5, 3174.7] },
  4: { montant: 1.7791, plafonds: [1005.8, 1097.1, 1280.1, 1463, 1737.3, 2011.8, 2285.9, 2560.2] },
  5: { montant: 2.0147, plafonds: [625.1, 694.6, 833.5, 972.3, 1180.7, 1389.2, 1597.5, 1805.9] },
  6: { montant: 2.2584, plafonds: [244.3, 291.9, 386.9, 481.7, 624.1, 766.4, 909, 1051.3] },
};
export const bourseLyceeEchelons = Object.fromEntries(
  [1, 2, 3, 4, 5, 6].map((e) => [
    e,
    param<EchelonBourse2d>({
      path: `${BOURSES_2D}/bourse_lycee/apres_2016/echelon_${e}`,
      description: `Bourse de lycée, échelon ${e} : montant (part de la BMAF) et plafonds de RFR (multiples du Smic horaire brut) selon le nombre d'enfants`,
      unit: 'coefficient',
      references: [PLAFONDS_LYCEE_2016, MONTANTS_LYCEE],
      values: [{ from: '2016-07-01', value: LYCEE_2016[e], ref: PLAFONDS_LYCEE_2016 }],
    }),
  ]),
) as Record<number, Parameter<EchelonBourse2d>>;

/** bourse de collège, échelons 1 to 3: ceilings (apres_2016) and amounts (montant_taux_N, decree of 2017) */
const PLAFONDS_COLLEGE: Record<number, number[]> = {
  1: [1556.2, 1915.3, 2274.4, 2633.5, 2992.7, 3351.8, 3710.9, 4070],
  2: [841.2, 1035.4, 1229.5, 1423.7, 1617.8, 1811.9, 2006.1, 2200.2],
  3: [296.8, 365.3, 433.8, 502.3, 570.8, 639.3, 707.8, 776.3],
};
const MONTANTS_COLLEGE_2017: Record<number, number> = { 1: 0.256, 2: 0.7091, 3: 1.1075 };
export const bourseCollegeEchelons = Object.fromEntries(
  [1, 2, 3].map((e) => [
    e,
    param<EchelonBourse2d>({
      path: `${BOURSES_2D}/bourse_college/echelon_${e}`,
      description: `Bourse de collège, échelon ${e} : montant (part de la BMAF) et plafonds de RFR (multiples du Smic horaire brut) selon le nombre d'enfants`,
      unit: 'coefficient',
      references: [PLAFONDS_COLLEGE_2016, MONTANTS_COLLEGE],
      values: [
        // the 2016 ceilings with the amounts then in force (2009), then the amounts of the decree of 2017
        {
          from: '2016-07-01',
          value: { montant: { 1: 0.2048, 2: 0.5673, 3: 0.886 }[e]!, plafonds: PLAFONDS_COLLEGE[e] },
          ref: PLAFONDS_COLLEGE_2016,
        },
        {
          from: '2017-05-07',
          value: { montant: MONTANTS_COLLEGE_2017[e], plafonds: PLAFONDS_COLLEGE[e] },
          ref: MONTANTS_COLLEGE,
        },
      ],
    }),
  ]),
) as Record<number, Parameter<EchelonBourse2d>>;

/** OpenFisca-France derives `boursier` from the grants received since 2021; before, only a given value says so */
export const boursierDeduitDesBourses = param<boolean>({
  path: 'aidy/education/boursier_deduit_des_bourses',
  description: 'Le statut de boursier se déduit des bourses perçues (collège, lycée, enseignement supérieur)',
  references: [
    {
      title: 'OpenFisca-France, variable boursier (formule depuis le 01/01/2021)',
      href: 'https://github.com/openfisca/openfisca-france',
    },
  ],
  values: { '2001-01-01': false, '2021-01-01': true },
});

/** an apprentice under this age holds a carte des métiers, which opens the 1 € meal in CROUS restaurants */
export const carteDesMetiersAgeMaximal = param<number>({
  path: 'prestations_sociales/education/carte_des_metiers/age_maximal',
  description:
    'Âge maximal des alternants pour lequel le repas à un euro peut être pris en charge par le CROUS',
  unit: 'year',
  references: [
    {
      title: 'Article L. 6222-36-1 du Code du travail (carte d’étudiant des métiers)',
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000024410525/2011-07-30/',
    },
  ],
  values: { '2011-07-28': 26 },
});

/** sessions with a psychologist paid for a student (Santé Psy Étudiant) */
export const santePsySeancesMax = param<number>({
  path: 'prestations_sociales/education/sante_psy/etudiant/seances_max',
  description: 'Nombre maximum de séances chez un psychologue prises en charge pour un étudiant',
  unit: 'count',
  references: [
    {
      title: 'Service-public.fr, Santé Psy Étudiant : consultations gratuites chez un psychologue',
      href: 'https://www.service-public.fr/particuliers/actualites/A14726',
    },
    {
      title: 'Circulaire du 12 juin 2024 (Bulletin officiel de l’enseignement supérieur n° 26)',
      href: 'https://www.enseignementsup-recherche.gouv.fr/fr/bo/2024/Hebdo26/ESRS2415963C',
    },
  ],
  values: { '2021-03-10': 6, '2023-01-06': 8, '2024-07-01': 12 },
});
