// Income-tax figures the benefits read from the tax household of year N-2 (Code général des impôts), indexed,
// as in OpenFisca, by the year of the incomes.
import { param, type LegalReference } from '../core/params.ts';

const CGI_157_BIS: LegalReference = {
  title: 'Code général des impôts, article 157 bis (abattement des personnes âgées ou invalides)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000048840474',
};
const CGI_32: LegalReference = {
  title: 'Code général des impôts, article 32 (régime micro-foncier)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036429063',
};
const CGI_158_6: LegalReference = {
  title: 'Code général des impôts, article 158, 6 (rentes viagères à titre onéreux)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000048840531',
};

/**
 * [first ceiling of revenu net global, its abatement, second ceiling, its abatement], per elderly (over 65
 * at 31 December) or disabled declarant. Incomes 2021 to 2024 as published in the finance laws; earlier
 * years back from them by the revaluation of the income-tax schedule (1,4 % for 2021, 1 % for 2020, 1,6 %
 * for 2019, 1 % for 2018, 0,1 % for 2017).
 */
export const abattementPersonnesAgeesInvalides = param<[number, number, number, number]>({
  path: 'impot_revenu/calcul_revenus_imposables/abat_spe/personnes_agees_invalides',
  description:
    'Abattement spécial des personnes âgées ou invalides : plafonds de revenu net global et montants',
  unit: 'currency',
  references: [CGI_157_BIS],
  values: {
    '2016-01-01': [14810, 2362, 23820, 1181],
    '2017-01-01': [14820, 2364, 23840, 1182],
    '2018-01-01': [14970, 2388, 24080, 1194],
    '2019-01-01': [15210, 2426, 24460, 1213],
    '2020-01-01': [15360, 2450, 24700, 1225],
    '2021-01-01': [15570, 2484, 25040, 1242],
    '2022-01-01': [16410, 2620, 26400, 1310],
    '2023-01-01': [17200, 2746, 27670, 1373],
    '2024-01-01': [17510, 2796, 28170, 1398],
  },
});
export const agePersonneAgeeAbattement = param<number>({
  path: 'impot_revenu/calcul_revenus_imposables/abat_spe/age',
  description: 'Âge au 31 décembre à partir duquel un déclarant a droit à l’abattement spécial',
  unit: 'year',
  references: [CGI_157_BIS],
  values: { '1990-01-01': 65 },
});

export const microfoncierTaux = param<number>({
  path: 'impot_revenu/calcul_revenus_imposables/rpns/micro/microfoncier/taux',
  description: 'Abattement forfaitaire du régime micro-foncier',
  unit: 'rate',
  references: [CGI_32],
  values: { '2003-01-01': 0.3 },
});
export const microfoncierMax = param<number>({
  path: 'impot_revenu/calcul_revenus_imposables/rpns/micro/microfoncier/max',
  description: 'Recettes foncières brutes au-delà desquelles le micro-foncier ne s’applique pas',
  unit: 'currency',
  references: [CGI_32],
  values: { '2003-01-01': 15000 },
});

/** taxable share of a life annuity by the age at first payment: under 50, 50–59, 60–69, 70 and over */
export const renteViagereFractionImposable = param<[number, number, number, number]>({
  path: 'impot_revenu/calcul_revenus_imposables/rvcm/rente_viagere',
  description: 'Fraction imposable des rentes viagères à titre onéreux selon l’âge d’entrée en jouissance',
  unit: 'rate',
  references: [CGI_158_6],
  values: { '1963-01-01': [0.7, 0.5, 0.4, 0.3] },
});
