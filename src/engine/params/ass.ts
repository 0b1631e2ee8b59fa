// Allocation de solidarité spécifique (ASS): a daily amount, a monthly resource ceiling written as a multiple of
// that amount, an age limit, and the abatements on incomes that stopped during the last 12 months. Values from
// the decrees of revaluation, as OpenFisca-France records them (chomage/allocations_assurance_chomage/ass).
import { param, type LegalReference } from '../core/params.ts';

const PATH = 'chomage/allocations_assurance_chomage/ass';

const R5423_1: LegalReference = {
  title:
    'Code du travail, article R5423-1 (plafond de ressources de l’ASS : 70 ou 110 fois le montant journalier)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000018525084',
};
const R5423_3: LegalReference = {
  title:
    'Code du travail, article R5423-3 (revenus d’activité interrompus : non comptés, ou abattus de 30 % quand un revenu de substitution les remplace)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000020398006',
};
const AGE: LegalReference = {
  title: 'Service-public.fr, F12484 (ASS : jusqu’à l’âge du taux plein de la retraite)',
  href: 'https://www.service-public.fr/particuliers/vosdroits/F12484',
};
const decret = (title: string, href: string): LegalReference => ({ title, href });

export const assMontantPlein = param<number>({
  path: `${PATH}/montant_plein`,
  description: 'Montant journalier à taux plein de l’allocation de solidarité spécifique',
  unit: 'currency',
  references: [R5423_1],
  values: [
    {
      from: '2017-04-01',
      value: 16.32,
      ref: decret(
        'Décret n° 2017-1022 du 10 mai 2017',
        'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000034678225',
      ),
    },
    {
      from: '2018-04-01',
      value: 16.48,
      ref: decret(
        'Décret n° 2018-446 du 5 juin 2018',
        'https://www.legifrance.gouv.fr/eli/decret/2018/6/5/2018-446/jo/texte',
      ),
    },
    {
      from: '2019-04-01',
      value: 16.74,
      ref: decret(
        'Décret n° 2019-466 du 16 mai 2019',
        'https://www.legifrance.gouv.fr/eli/decret/2019/5/16/2019-466/jo/texte',
      ),
    },
    {
      from: '2020-04-01',
      value: 16.89,
      ref: decret(
        'Décret n° 2020-669 du 2 juin 2020',
        'https://www.legifrance.gouv.fr/eli/decret/2020/6/2/2020-669/jo/texte',
      ),
    },
    {
      from: '2021-04-01',
      value: 16.91,
      ref: decret(
        'Décret n° 2021-523 du 29 avril 2021',
        'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000043459270',
      ),
    },
    {
      from: '2022-04-01',
      value: 17.21,
      ref: decret(
        'Décret n° 2022-493 du 6 avril 2022',
        'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000045522919',
      ),
    },
    {
      from: '2022-07-01',
      value: 17.9,
      ref: decret(
        'Loi n° 2022-1158 du 16 août 2022, article 9',
        'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000046186749',
      ),
    },
    {
      from: '2023-04-01',
      value: 18.17,
      ref: decret(
        'Décret n° 2023-301 du 22 avril 2023, article 1',
        'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000047478019',
      ),
    },
    {
      from: '2024-04-01',
      value: 19.01,
      ref: decret(
        'Décret n° 2024-341 du 12 avril 2024, article 1',
        'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000049410776',
      ),
    },
    // the decree applies from 1 April 2025 (OpenFisca-France 174 dates this value 1 January)
    {
      from: '2025-04-01',
      value: 19.33,
      ref: decret(
        'Décret n° 2025-302 du 31 mars 2025, article 1',
        'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000051403128',
      ),
    },
  ],
});

export const assMontantPleinMayotte = param<number>({
  path: `${PATH}/montant_plein_mayotte`,
  description: 'Montant journalier à taux plein de l’allocation de solidarité spécifique à Mayotte',
  unit: 'currency',
  references: [R5423_1],
  values: {
    '2017-04-01': 8.15,
    '2018-04-01': 8.23,
    '2021-04-01': 8.46,
    '2022-04-01': 8.61,
    '2022-07-01': 8.95,
    '2023-04-01': 9.09,
    '2024-04-01': 9.51,
  },
});

export const assPlafondPersonneSeule = param<number>({
  path: `${PATH}/plaf_seul`,
  description: 'Plafond mensuel de ressources de l’ASS d’une personne seule, en montants journaliers',
  unit: 'coefficient',
  references: [R5423_1],
  values: { '2005-01-01': 70 },
});

export const assPlafondCouple = param<number>({
  path: `${PATH}/plaf_coup`,
  description: 'Plafond mensuel de ressources de l’ASS d’un couple, en montants journaliers',
  unit: 'coefficient',
  references: [R5423_1],
  values: { '2005-01-01': 110 },
});

export const assAgeMaximumEnMois = param<number>({
  path: `${PATH}/age_max`,
  description: 'Âge au-delà duquel l’ASS n’est plus versée, en mois',
  unit: 'month',
  references: [AGE],
  values: { '1984-01-01': 789 },
});

export const assAbattementRevenusSubstitues = param<number>({
  path: `${PATH}/abat_rev_subst_conj`,
  description: 'Abattement sur un revenu interrompu remplacé par un revenu de substitution (ASS)',
  unit: 'rate',
  references: [R5423_3],
  values: { '2008-05-01': 0.3 },
});

export const assAbattementRevenusNonSubstitues = param<number>({
  path: `${PATH}/abat_rev_non_subst_conj`,
  description: 'Abattement sur un revenu interrompu sans revenu de substitution (ASS)',
  unit: 'rate',
  references: [R5423_3],
  values: { '2008-05-01': 1 },
});
