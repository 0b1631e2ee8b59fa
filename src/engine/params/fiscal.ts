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

const CGI_194: LegalReference = {
  title: 'Code général des impôts, articles 194 et 195 (nombre de parts du quotient familial)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041464428',
};
/** shares of the quotient familial, by case (CGI 194, 195) */
export interface PartsQuotientFamilial {
  conj: number;
  enf1: number;
  enf2: number;
  enf3EtSup: number;
  veuf: number;
  inv1: number;
  inv2: number;
  isol: number;
  not31a: number;
  not31b: number;
  not32: number;
  not41: number;
  not42: number;
  not6: number;
}
export const quotientFamilial = param<PartsQuotientFamilial>({
  path: 'impot_revenu/calcul_impot_revenu/plaf_qf/quotient_familial',
  description:
    'Parts du quotient familial : conjoint, enfants, invalidité, parent isolé, demi-parts des personnes seules',
  unit: 'count',
  references: [CGI_194],
  values: {
    '2008-01-01': {
      conj: 1,
      enf1: 0.5,
      enf2: 0.5,
      enf3EtSup: 1,
      veuf: 1,
      inv1: 0.5,
      inv2: 0.5,
      isol: 0.5,
      not31a: 0.5,
      not31b: 0.5,
      not32: 0.5,
      not41: 0.5,
      not42: 0.5,
      not6: 0.5,
    },
  },
});

/**
 * The exceptional PPV of 2023 exempt from income tax counts in the revenu fiscal de référence (loi 2022-1158,
 * art. 1, V), after the 10 % deduction for professional expenses, as OpenFisca-France's formula of the RFR
 */
export const ppvExceptionnellePartRfr = param<number>({
  path: 'aidy/impot_revenu/rfr/part_prime_partage_valeur_exceptionnelle',
  description: "Part de la prime exceptionnelle de partage de la valeur exonérée d'impôt comptée dans le RFR",
  unit: 'rate',
  references: [
    {
      title:
        "Loi n° 2022-1158 du 16 août 2022 portant mesures d'urgence pour la protection du pouvoir d'achat, article 1",
      href: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046188457/2022-08-18',
    },
  ],
  values: { '2022-07-01': 0.9 },
});

// ---- charges deducted from the revenu brut global (CGI art. 156 II), indexed by the year of the incomes --------
const CHARGES = 'impot_revenu/calcul_revenus_imposables/charges_deductibles';

/** maintenance set by a judgment before 2006 (boxes 6GI, 6GJ, 6GP) is deducted with a 25 % increase */
export const pensionAlimentaireJugementAvant2006Coefficient = param<number>({
  path: `${CHARGES}/pensions_alimentaires/taux_jgt_2006`,
  description: 'Coefficient appliqué aux pensions alimentaires fixées par un jugement antérieur à 2006',
  unit: 'coefficient',
  references: [
    {
      title: 'Code général des impôts, article 158, 7 (majoration de 25 % des pensions fixées avant 2006)',
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006307989/2007-01-01/',
    },
  ],
  values: { '2006-01-01': 1.25 },
});

/** a person over 75 taken in under the household's roof (box 6EU, people in 6EV): expenses up to this per person */
export const accueilPersonneAgeePlafond = param<number>({
  path: `${CHARGES}/accueil_personne_agee/plafond`,
  description:
    'Plafond des frais d’accueil d’une personne de plus de 75 ans déductibles, par personne accueillie',
  unit: 'currency',
  references: [
    {
      title: 'Code général des impôts, article 156, II-2° ter',
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047622626',
    },
  ],
  values: {
    '2014-01-01': 3403,
    '2015-01-01': 3407,
    '2016-01-01': 3411,
    '2017-01-01': 3445,
    '2018-01-01': 3500,
    '2019-01-01': 3535,
    '2020-01-01': 3542,
    '2021-01-01': 3592,
    '2022-01-01': 3786,
    '2023-01-01': 3968,
    '2024-01-01': 4039,
  },
});

/** major repairs by bare owners (no new expense since 2018: OpenFisca keeps the 2017 ceiling for those carried over) */
export const grossesReparationsPlafond = param<number>({
  path: `${CHARGES}/grosses_reparations/plafond`,
  description:
    'Plafond des dépenses de grosses réparations des nus-propriétaires (reports des années passées)',
  unit: 'currency',
  references: [
    {
      title: 'Code général des impôts, article 156, II-2° quater',
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000045765665/',
    },
  ],
  values: { '2009-01-01': 25000 },
});

/** the share of the CSG on capital income that is deductible from the revenu global (6,8 % of the 9,2 %) */
export const csgDeductiblePatrimoineTaux = param<number>({
  path: 'taxation_capital/prelevements_sociaux/csg/taux_deductible/revenus_du_patrimoine',
  description: 'Taux de CSG déductible sur les revenus du patrimoine',
  unit: 'rate',
  references: [
    {
      title:
        'Code général des impôts, article 154 quinquies, II (CSG déductible sur les revenus du patrimoine)',
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036428160',
    },
  ],
  values: { '2012-01-01': 0.051, '2017-01-01': 0.068 },
});
