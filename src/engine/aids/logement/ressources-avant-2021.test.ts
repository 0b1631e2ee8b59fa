// Resources of the aides au logement before the 2021 reform, as OpenFisca's formulas of 2018 (person) and of
// 0001 (famille) and its évaluation forfaitaire (until March 2020) compute them. Figures worked out by hand:
// wage deduction (abatpro) 10 %, at least 430 € for 2017 incomes and 441 € in 2019, at most 12 305 € / 12 627 €;
// hourly SMIC on 31/12/2017: 9,76 € → évaluation ceiling 1 015 × 9,76 = 9 906,40 €; young workers' ceiling
// (dar_8) 1 326,53 € in 2019; student flat figure (dar_4) 7 700 € since 2018; resources rounded up to 100 €.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { situation, type Cas } from './test-helpers.ts';

const calc = (c: Cas, name: string, mois: string, id = 'famille_1') =>
  new Simulation(situation({ ...c, mois })).calc<number | boolean>(name, id, mois);

/** a 30-year-old employee renting in Lyon, with yearly taxable pay (spread over the months of each year) */
const salarie = (salaires: Record<string, number>, naissance = '1989-01-01'): Cas => ({
  naissance,
  activite: 'actif',
  moi: { salaire_imposable: salaires },
});

describe('aides au logement avant 2021 : ressources de l’année N-2', () => {
  it('juin 2019 lit les salaires de 2017 : 12 000 − 1 200 = 10 800 €', () => {
    // 2017: 12 000 €, deduction max(10 % × 12 000, 430) = 1 200 → 10 800 (already a multiple of 100).
    // The 2021 formula would read May 2018 – April 2019 (14 400 €) and give 13 000 €.
    const cas = salarie({ 2017: 12_000, 2018: 14_400, 2019: 14_400 });
    expect(calc(cas, 'aide_logement_base_ressources', '2019-06')).toBe(10_800);
  });

  it('depuis 2021 la même situation, décalée de deux ans, lit les 12 derniers mois : 13 000 €', () => {
    // window May 2020 – April 2021: 14 400 €, deduction 1 440 → 12 960 → 13 000
    const cas = salarie({ 2019: 12_000, 2020: 14_400, 2021: 14_400 });
    expect(calc(cas, 'aide_logement_base_ressources', '2021-06')).toBe(13_000);
  });
});

describe('aides au logement : évaluation forfaitaire (jusqu’en mars 2020)', () => {
  it('un salarié sans revenus en N-2 qui gagne 1 500 € par mois : 12 × 1 500 − 10 % = 16 200 €', () => {
    // N-2 (2017) resources 0 ≤ 9 906,40; May 2019 pay 1 500 → 18 000 − max(1 800, 441) = 16 200
    const cas = salarie({ 2019: 18_000 });
    expect(calc(cas, 'aide_logement_base_ressources_eval_forfaitaire', '2019-06', 'moi')).toBe(16_200);
    expect(calc(cas, 'aide_logement_base_ressources', '2019-06')).toBe(16_200);
  });

  it('un jeune de moins de 25 ans payé moins que le plafond (1 200 < 1 326,53 €) garde ses ressources réelles', () => {
    const cas = salarie({ 2019: 14_400 }, '1995-01-01');
    expect(calc(cas, 'aide_logement_base_ressources_eval_forfaitaire', '2019-06', 'moi')).toBe(0);
    expect(calc(cas, 'aide_logement_base_ressources', '2019-06')).toBe(0);
  });

  it('le même jeune payé 1 500 € (au-dessus du plafond) est évalué forfaitairement : 16 200 €', () => {
    const cas = salarie({ 2019: 18_000 }, '1995-01-01');
    expect(calc(cas, 'aide_logement_base_ressources', '2019-06')).toBe(16_200);
  });

  it('des ressources N-2 au-dessus de 1 015 SMIC horaires écartent l’évaluation', () => {
    // 2017: 12 000 → 10 800 > 9 906,40: the real N-2 resources (10 800) are kept
    const cas = salarie({ 2017: 12_000, 2019: 18_000 });
    expect(calc(cas, 'aide_logement_base_ressources_eval_forfaitaire', '2019-06', 'moi')).toBe(0);
    expect(calc(cas, 'aide_logement_base_ressources', '2019-06')).toBe(10_800);
  });

  it('supprimée depuis avril 2020 : juin 2020 garde les ressources de 2018 (0 €)', () => {
    const cas = salarie({ 2020: 18_000 });
    expect(calc(cas, 'aide_logement_base_ressources_eval_forfaitaire', '2020-06', 'moi')).toBe(0);
    expect(calc(cas, 'aide_logement_base_ressources', '2020-06')).toBe(0);
  });
});

describe('aides au logement avant 2021 : le forfait étudiant est un plancher, sans limite d’âge', () => {
  const etudiant: Cas = { naissance: '1989-01-01', activite: 'etudiant' };

  it('un étudiant de 30 ans sans revenus en juin 2019 : plancher de 7 700 €', () => {
    expect(calc(etudiant, 'aide_logement_base_ressources', '2019-06')).toBe(7_700);
  });

  it('depuis 2021, à 28 ans et plus, le forfait ne s’applique plus : ressources réelles (0 €)', () => {
    expect(calc(etudiant, 'aide_logement_base_ressources', '2021-06')).toBe(0);
  });
});

describe('réduction de loyer de solidarité : depuis janvier 2018', () => {
  // HLM tenant in Lyon (zone 2), no income: below the RLS resource ceiling
  const hlm: Cas = { naissance: '1989-01-01', activite: 'actif', statut: 'locataire_hlm', loyer: 400 };
  const aide = (mois: string) => {
    const s = new Simulation(situation({ ...hlm, mois }));
    const lire = (name: string) => s.calc<number>(name, 'famille_1', mois);
    return {
      brut: lire('aide_logement_montant_brut'),
      rls: lire('reduction_loyer_solidarite'),
      apresRls: lire('aide_logement_montant_brut_crds'),
    };
  };

  it('décembre 2017 : pas de RLS, l’aide brute n’est pas réduite', () => {
    const { brut, rls, apresRls } = aide('2017-12');
    expect(brut).toBeGreaterThan(0);
    expect(rls).toBe(0);
    expect(apresRls).toBe(brut);
  });

  it('mars 2018 : RLS de 27,74 € (zone 2, personne seule), l’aide baisse de 98 % de la RLS', () => {
    const { brut, rls, apresRls } = aide('2018-03');
    expect(rls).toBe(27.74);
    expect(apresRls).toBeCloseTo(brut - 0.98 * 27.74, 6);
  });
});
