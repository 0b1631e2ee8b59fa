import { describe, expect, it } from 'vitest';
import { au, calcul, naissancePourAge, type Personne } from '../etudes/situations.test-helpers.ts';

// June 2021: RSA for one person 565,34 € (from 2021-04-01) less its 12 % forfait logement: the full garantie
// jeunes is 565,34 × 0,88 = 497,4992 €. Gross monthly SMIC 10,25 € × 151,67 h = 1 554,6175 €; the taper
// ceiling is 80 % of it, 1 243,694 €, and the allowance is full up to 300 € of income (R5131-21).
const M = '2021-06';
const PLEIN = 565.34 * 0.88;
const PLAFOND = 0.8 * 10.25 * 151.67;

function jeune(age: number, individu: Personne['individu'] = {}, mois = M): Personne {
  return {
    mois,
    naissance: naissancePourAge(age, mois),
    individu: { activite: au(mois, 'inactif'), ...individu },
  };
}

describe('garantie jeunes (2017 – février 2022)', () => {
  it('un jeune de 20 ans sans emploi, études ni formation et sans ressources : 497,50 €', () => {
    expect(calcul(jeune(20), 'garantie_jeunes')).toBeCloseTo(PLEIN, 4);
  });

  it('dégressive au-delà de 300 € de revenus du mois, nulle à 80 % du SMIC brut', () => {
    // 800 € of maintenance this month (none before: the resource condition holds)
    const pension = jeune(20, { pensions_alimentaires_percues: au(M, 800) });
    const attendu = (PLEIN * (800 - PLAFOND)) / (300 - PLAFOND);
    expect(attendu).toBeCloseTo(233.906, 2);
    expect(calcul(pension, 'garantie_jeunes_montant')).toBeCloseTo(attendu, 4);
    expect(calcul(pension, 'garantie_jeunes')).toBeCloseTo(attendu, 4);
    expect(calcul(jeune(20, { pensions_alimentaires_percues: au(M, 250) }), 'garantie_jeunes')).toBeCloseTo(
      PLEIN,
      4,
    );
  });

  it('des ressources des trois derniers mois au-dessus du plafond la ferment', () => {
    const trois = { '2021-03': 600, '2021-04': 600, '2021-05': 600 };
    expect(
      calcul<boolean>(jeune(20, { pensions_invalidite: trois }), 'garantie_jeunes_eligibilite_ressources'),
    ).toBe(false);
    expect(calcul(jeune(20, { pensions_invalidite: trois }), 'garantie_jeunes')).toBe(0);
  });

  it('réservée aux 16-25 ans ni en emploi, ni en études, ni en formation', () => {
    expect(calcul(jeune(26), 'garantie_jeunes')).toBe(0);
    expect(calcul(jeune(15), 'garantie_jeunes')).toBe(0);
    expect(calcul(jeune(20, { activite: au(M, 'etudiant') }), 'garantie_jeunes')).toBe(0);
    expect(calcul(jeune(20, { revenus_stage_formation_pro: au(M, 400) }), 'garantie_jeunes')).toBe(0);
  });

  it('remplacée par le contrat d’engagement jeune en mars 2022 ; un montant donné l’emporte', () => {
    expect(calcul(jeune(20, {}, '2022-02'), 'garantie_jeunes')).toBeGreaterThan(0);
    expect(calcul(jeune(20, {}, '2022-03'), 'garantie_jeunes')).toBe(0);
    expect(calcul(jeune(20, { garantie_jeunes: au('2025-09', 300) }, '2025-09'), 'garantie_jeunes')).toBe(
      300,
    );
  });

  it('Visale compte la garantie jeunes du mois précédent', () => {
    expect(calcul(jeune(20, {}, '2021-07'), 'visale_base_ressources_individuelle')).toBeCloseTo(PLEIN, 4);
  });
});
