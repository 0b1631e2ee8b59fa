// The special income-tax abatements that the housing aids (and the family benefits) take off the parents'
// resources, as OpenFisca's `abattements_speciaux_prestations_familiales` reads them (impot_revenu/
// calcul_revenus_imposables/abat_rni), indexed by the year of the incomes.
import { param, type Bracket, type LegalReference } from '../core/params.ts';

const CGI_157_BIS: LegalReference = {
  title: 'Code général des impôts, article 157 bis (abattement des personnes âgées ou invalides)',
  href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047622555',
};
const CGI_196_B: LegalReference = {
  title: 'Code général des impôts, article 196 B (rattachement d’un enfant marié ou chargé de famille)',
  href: 'https://www.legifrance.gouv.fr/codes/id/LEGITEXT000006069577',
};

/** [0, first ceiling, second ceiling] of revenu net global with the abatement per eligible declarant */
const bareme = (a1: number, t1: number, a2: number, t2: number): Bracket[] => [
  { threshold: 0, amount: a1 },
  { threshold: t1, amount: a2 },
  { threshold: t2, amount: 0 },
];

export const abattementContribuableAgeInvalide = param<Bracket[]>({
  path: 'impot_revenu/calcul_revenus_imposables/abat_rni/contribuable_age_invalide',
  description:
    'Abattement par déclarant âgé ou invalide, selon le revenu net global (barème à montants fixes)',
  unit: 'currency',
  references: [CGI_157_BIS],
  values: {
    '2014-01-01': bareme(2344, 14710, 1172, 23700),
    '2015-01-01': bareme(2348, 14730, 1174, 23730),
    '2016-01-01': bareme(2352, 14750, 1176, 23760),
    '2017-01-01': bareme(2376, 14900, 1188, 24000),
    '2018-01-01': bareme(2416, 15140, 1208, 24390),
    '2019-01-01': bareme(2442, 15300, 1221, 24640),
    '2020-01-01': bareme(2448, 15340, 1224, 24690),
    '2021-01-01': bareme(2484, 15560, 1242, 25040),
    '2022-01-01': bareme(2620, 16410, 1310, 26400),
    '2023-01-01': bareme(2746, 17200, 1373, 27670),
    '2024-01-01': bareme(2796, 17510, 1398, 28170),
    '2025-01-01': bareme(2822, 17670, 1411, 28430),
  },
});

export const abattementEnfantMarie = param<number>({
  path: 'impot_revenu/calcul_revenus_imposables/abat_rni/enfant_marie',
  description: 'Abattement par enfant marié, pacsé ou chargé de famille rattaché au foyer (case N)',
  unit: 'currency',
  references: [CGI_196_B],
  values: {
    '2014-01-01': 5726,
    '2015-01-01': 5732,
    '2016-01-01': 5738,
    '2017-01-01': 5795,
    '2018-01-01': 5888,
    '2019-01-01': 5947,
    '2020-01-01': 5959,
    '2021-01-01': 6042,
    '2022-01-01': 6368,
    '2023-01-01': 6674,
    '2024-01-01': 6794,
    '2025-01-01': 6855,
  },
});

/**
 * OpenFisca (base_ressource.py) grants the age abatement to a declarant born before this fixed date, not to
 * one aged 65 as the income tax does
 */
export const dateNaissanceLimiteAbattement = param<string>({
  path: 'aidy/prestations_familiales/abattements_speciaux/date_naissance_limite',
  description: 'Date de naissance avant laquelle un déclarant a droit à l’abattement des personnes âgées',
  references: [CGI_157_BIS],
  values: { '1990-01-01': '1931-01-01' },
});
