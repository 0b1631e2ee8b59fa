// CSG, CRDS and CASA on replacement incomes (unemployment benefits, pensions), from the Code de la sécurité
// sociale, to turn a gross allowance or pension into its taxable and net amounts. The rate depends on the
// household's revenu fiscal de référence of year N-2 per tax share (exemption, reduced, median, full rate);
// unemployment benefits are also exempt when the daily allowance is below the daily SMIC, and the
// contributions may never bring it below that SMIC.
import { param, type LegalReference } from '../core/params.ts';

const L136_8: LegalReference = {
  title: 'Code de la sécurité sociale, article L136-8 (taux de CSG sur les revenus de remplacement)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000044626624',
};
const L136_1_2: LegalReference = {
  title:
    'Code de la sécurité sociale, article L136-1-2 (assiette et exonérations des revenus de remplacement)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000044626651',
};
const L14_10_4: LegalReference = {
  title: "Code de l'action sociale et des familles, article L14-10-4 (CASA)",
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037063048',
};
const CSS_SEUILS: LegalReference = {
  title:
    'Circulaires annuelles DSS relatives aux seuils de revenu fiscal de référence (CSG des revenus de remplacement)',
  href: 'https://boss.gouv.fr/portail/accueil/autres-elements-de-remuneration/revenus-de-remplacement.html',
};
const UNEDIC: LegalReference = {
  title:
    "Règlement d'assurance chômage, article 3 de l'annexe (participation de 3 % au financement des retraites complémentaires)",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000039280817',
};

const rate = (path: string, description: string, values: Record<string, number>, ref = L136_8) =>
  param<number>({ path, description, unit: 'rate', references: [ref], values });

const CSG = 'prelevements_sociaux/contributions_sociales/csg/remplacement';

// ---- unemployment benefits ------------------------------------------------------------------------------
export const csgChomageDeductibleTauxPlein = rate(
  `${CSG}/allocations_chomage/deductible/taux_plein`,
  'CSG déductible sur les allocations chômage, taux plein',
  { '2005-01-01': 0.038 },
);
export const csgChomageDeductibleTauxReduit = rate(
  `${CSG}/allocations_chomage/deductible/taux_reduit`,
  'CSG déductible sur les allocations chômage, taux réduit',
  { '2005-01-01': 0.038 },
);
export const csgChomageImposableTauxPlein = rate(
  `${CSG}/allocations_chomage/imposable/taux_plein`,
  'CSG non déductible sur les allocations chômage, taux plein',
  { '2005-01-01': 0.024 },
);
/** the 1,75 % deduction for professional expenses also applies to unemployment benefits */
export const abattementAssietteChomage = rate(
  `${CSG}/allocations_chomage/abattement`,
  'Abattement pour frais professionnels sur l’assiette de la CSG et de la CRDS des allocations chômage',
  { '2012-01-01': 0.0175 },
  L136_1_2,
);
/**
 * the CSG and the CRDS may not bring the allowance, with the person's net earnings of the month, below this many
 * monthly gross SMIC (L136-1-2 II 4° CSS; OpenFisca's cho_seuil_exo)
 */
export const chomageSeuilExonerationSmic = param<number>({
  path: `${CSG}/allocations_chomage/min_exo`,
  description:
    'Montant d’allocations chômage et de revenus d’activité, en SMIC mensuels bruts, que la CSG et la CRDS ne peuvent entamer',
  unit: 'coefficient',
  references: [L136_1_2],
  values: { '2002-01-01': 1 },
});
export const tauxCotisationRetraiteComplementaireChomage = rate(
  'chomage/allocations_assurance_chomage/cotisation_retraite_complementaire/taux',
  'Participation au financement des retraites complémentaires, en part du salaire journalier de référence',
  { '2001-01-01': 0.03 },
  UNEDIC,
);

/** the daily minimum of the ARE: the pension contribution may not bring the allowance below it */
const UNEDIC_REVALORISATION: LegalReference = {
  title: 'Circulaire Unédic (revalorisation annuelle au 1er juillet)',
  href: 'https://www.unedic.org/indemnisation/revalorisation-des-allocations',
};
export const areMontantMinimumJournalier = param<number>({
  path: 'chomage/allocations_assurance_chomage/alloc_base/montant_minimum/apres_1979/montant_minimum_hors_mayotte',
  description: "Montant minimum journalier brut de l'allocation chômage (hors Mayotte)",
  unit: 'currency',
  references: [UNEDIC_REVALORISATION],
  values: {
    '2015-07-01': 28.67,
    '2017-07-01': 28.86,
    '2018-07-01': 29.06,
    '2019-07-01': 29.26,
    '2020-07-01': 29.38,
    '2021-07-01': 29.56,
    '2022-07-01': 30.42,
    '2023-04-01': 31,
    '2023-07-01': 31.59,
    '2024-07-01': 31.97,
    '2025-07-01': 32.13,
  },
});

// ---- complément ARE: the allowance kept by a jobseeker who works again (cumul allocation-salaire) ---------------
const REGLEMENT_CUMUL: LegalReference = {
  title:
    "Règlement d'assurance chômage annexé au décret n° 2019-797, articles 30 à 34 (cumul de l'allocation avec une rémunération)",
  href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000038829574',
};
export const complementAreTauxRemunerationRetenue = rate(
  'chomage/allocations_assurance_chomage/complement_are/taux_remuneration_retenue',
  "Part du salaire brut de reprise d'activité déduite de l'allocation du mois",
  { '2001-07-01': 0.7 },
  REGLEMENT_CUMUL,
);
export const complementAreCoefficientPlafondGlobal = param<number>({
  path: 'chomage/allocations_assurance_chomage/complement_are/coefficient_plafond_global',
  description:
    "Nombre de salaires journaliers de référence au-delà duquel l'allocation et le salaire ne se cumulent plus",
  unit: 'count',
  references: [REGLEMENT_CUMUL],
  values: { '2014-09-30': 30.42 },
});
export const csgChomageTauxGlobal = rate(
  `${CSG}/allocations_chomage/taux_global`,
  'Taux global de la CSG sur les allocations chômage (déductible et non déductible)',
  { '1998-01-01': 0.062 },
);

// ---- pensions ---------------------------------------------------------------------------------------------
export const csgRetraiteDeductibleTauxPlein = rate(
  `${CSG}/pensions_retraite_invalidite/deductible/taux_plein`,
  'CSG déductible sur les pensions de retraite, taux plein',
  { '2015-01-01': 0.042, '2018-01-01': 0.059 },
);
export const csgRetraiteDeductibleTauxMedian = rate(
  `${CSG}/pensions_retraite_invalidite/deductible/taux_median`,
  'CSG déductible sur les pensions de retraite, taux médian (depuis 2019)',
  { '2015-01-01': 0.059, '2019-01-01': 0.042 },
);
export const csgRetraiteDeductibleTauxReduit = rate(
  `${CSG}/pensions_retraite_invalidite/deductible/taux_reduit`,
  'CSG déductible sur les pensions de retraite, taux réduit',
  { '2005-01-01': 0.038 },
);
export const csgRetraiteImposable = rate(
  `${CSG}/pensions_retraite_invalidite/imposable/taux`,
  'CSG non déductible sur les pensions de retraite (taux médian et plein)',
  { '2005-01-01': 0.024 },
);
export const casaTaux = rate(
  'prelevements_sociaux/contributions_sociales/casa/taux',
  "Contribution additionnelle de solidarité pour l'autonomie (taux médian et plein)",
  { '2013-04-01': 0.003 },
  L14_10_4,
);

// ---- thresholds of revenu fiscal de référence (metropolitan France, incomes of year N-2) -------------------
/** the yearly ministerial letters that revalue the thresholds (with the inflation of year N-2) */
const LETTRES: Record<string, LegalReference> = {
  '2024-01-01': {
    title: 'Lettre ministérielle D23-022880 du 23 novembre 2023 (seuils 2024)',
    href: 'https://legislation.lassuranceretraite.fr/Pdf/lettre_ministerielle_23112023.pdf',
  },
  '2025-01-01': {
    title: 'Lettre ministérielle D-24-019252 du 4 décembre 2024 (seuils 2025)',
    href: 'https://legislation.lassuranceretraite.fr/Pdf/instruction_ministerielle_04122024.pdf',
  },
};
/** [first share, each extra half share] */
type Seuil = [number, number];
const seuil = (path: string, description: string, values: Record<string, Seuil | null>) =>
  param<Seuil>({
    path,
    description,
    unit: 'currency',
    references: [CSS_SEUILS, L136_8],
    values: Object.entries(values).map(([from, value]) => ({ from, value, ref: LETTRES[from] })),
  });

export const seuilRfrExoneration = seuil(
  `${CSG}/seuils/seuil_rfr1`,
  'Revenu fiscal de référence N-2 en dessous duquel les revenus de remplacement sont exonérés de CSG',
  {
    '2016-01-01': [10676, 2850],
    '2017-01-01': [10996, 2936],
    '2018-01-01': [11018, 2942],
    '2019-01-01': [11128, 2971],
    '2020-01-01': [11306, 3019],
    '2021-01-01': [11408, 3046],
    '2022-01-01': [11431, 3052],
    '2023-01-01': [11614, 3101],
    '2024-01-01': [12230, 3265],
    '2025-01-01': [12817, 3422],
  },
);
export const seuilRfrTauxReduit = seuil(
  `${CSG}/seuils/seuil_rfr2`,
  'Revenu fiscal de référence N-2 en dessous duquel le taux réduit de CSG s’applique',
  {
    '2016-01-01': [13956, 3726],
    '2017-01-01': [14375, 3838],
    '2018-01-01': [14404, 3846],
    '2019-01-01': [14548, 3884],
    '2020-01-01': [14781, 3946],
    '2021-01-01': [14914, 3982],
    '2022-01-01': [14944, 3990],
    '2023-01-01': [15183, 4054],
    '2024-01-01': [15988, 4269],
    '2025-01-01': [16755, 4474],
  },
);
/** the median rate on pensions exists since 2019: before, above the reduced rate came the full rate */
export const seuilRfrTauxMedian = seuil(
  `${CSG}/seuils/seuil_rfr3`,
  'Revenu fiscal de référence N-2 en dessous duquel le taux médian de CSG s’applique aux pensions',
  {
    '2018-01-01': null,
    '2019-01-01': [22580, 6028],
    '2020-01-01': [22941, 6124],
    '2021-01-01': [23147, 6179],
    '2022-01-01': [23193, 6191],
    '2023-01-01': [23564, 6290],
    '2024-01-01': [24813, 6623],
    '2025-01-01': [26004, 6941],
  },
);
