import { describe, expect, it } from 'vitest';
import { au, calcul, evaluer, naissancePourAge, type Personne } from '../etudes/situations.test-helpers.ts';
import { bafaCaf } from './bafa-caf.ts';

const M = '2025-09';
const stagiaire = (age: number, etape: string, vars: Personne['individu'] = {}, mois = M): Personne => ({
  mois,
  naissance: naissancePourAge(age, mois),
  individu: { bafa_etape: au(mois, etape), ...vars },
});

describe('aide de la CAF pour le BAFA', () => {
  it("un stagiaire de 17 ans qui s'inscrit à l'approfondissement reçoit 91,47 €", () => {
    // aide nationale forfaitaire (600 F convertis)
    expect(calcul(stagiaire(17, 'approfondissement'), 'bafa_caf')).toBeCloseTo(91.47, 2);
    expect(evaluer(bafaCaf, stagiaire(17, 'stage_pratique'))).toMatchObject({
      eligible: true,
      montant: 91.47,
    });
  });

  it('un approfondissement consacré à la petite enfance donne 106,71 €', () => {
    const p = stagiaire(19, 'approfondissement', { bafa_approfondissement_petite_enfance: au(M, true) });
    expect(calcul(p, 'bafa_caf')).toBeCloseTo(106.71, 2);
  });

  it("un jeune en formation générale ou déjà diplômé n'y a pas droit", () => {
    expect(calcul(stagiaire(17, 'formation_generale'), 'bafa_caf')).toBe(0);
    expect(calcul(stagiaire(20, 'diplome'), 'bafa_caf')).toBe(0);
    expect(evaluer(bafaCaf, { mois: M, naissance: naissancePourAge(20, M) }).eligible).toBe(false);
  });

  it('à 16 ans on y a droit depuis 2022, à 15 ans non', () => {
    expect(calcul(stagiaire(16, 'approfondissement'), 'bafa_caf')).toBeCloseTo(91.47, 2);
    expect(calcul(stagiaire(15, 'approfondissement'), 'bafa_caf')).toBe(0);
    expect(calcul(stagiaire(16, 'approfondissement', {}, '2021-09'), 'bafa_caf')).toBe(0);
  });
});
