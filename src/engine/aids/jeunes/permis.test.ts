import { describe, expect, it } from 'vitest';
import { au, calcul, evaluer, naissancePourAge, type Personne } from '../etudes/situations.test-helpers.ts';
import { aideFinancementPermisApprenti, aidePermisDemandeurEmploi } from './permis.ts';

describe('aide au permis des apprentis', () => {
  const apprenti = (age: number, mois = '2025-09', estApprenti = true): Personne => ({
    mois,
    naissance: naissancePourAge(age, mois),
    individu: { apprenti: au(mois, estApprenti) },
  });

  it('un apprenti de 18 ans reçoit 500 € une fois', () => {
    expect(calcul(apprenti(18), 'aide_financement_permis_apprenti')).toBe(500);
    expect(evaluer(aideFinancementPermisApprenti, apprenti(18))).toMatchObject({
      eligible: true,
      montant: 500,
    });
  });

  it('un apprenti de 17 ans ou un jeune qui n’est pas apprenti n’y a pas droit', () => {
    expect(calcul(apprenti(17), 'aide_financement_permis_apprenti')).toBe(0);
    expect(calcul(apprenti(20, '2025-09', false), 'aide_financement_permis_apprenti')).toBe(0);
  });

  it('avant le décret du 3 janvier 2019, l’aide n’existait pas encore', () => {
    expect(calcul(apprenti(19, '2018-09'), 'aide_financement_permis_apprenti')).toBe(0);
    expect(calcul(apprenti(19, '2018-09'), 'aide_financement_permis_apprenti_eligibilite')).toBe(false);
    expect(evaluer(aideFinancementPermisApprenti, apprenti(19, '2018-09'))).toMatchObject({
      eligible: false,
      explication: ["Cette aide n'existait pas encore à cette date."],
    });
    expect(calcul(apprenti(19, '2019-02'), 'aide_financement_permis_apprenti')).toBe(500);
  });

  it('depuis le 1er janvier 2026 l’aide n’existe plus', () => {
    expect(calcul(apprenti(19, '2026-02'), 'aide_financement_permis_apprenti')).toBe(0);
    // formulas.md §7.1: the eligibility variable ends on 2025-12-31 (true in December, false in January)
    expect(calcul(apprenti(19, '2025-12'), 'aide_financement_permis_apprenti_eligibilite')).toBe(true);
    expect(calcul(apprenti(19, '2026-01'), 'aide_financement_permis_apprenti_eligibilite')).toBe(false);
    expect(evaluer(aideFinancementPermisApprenti, apprenti(19, '2026-02')).explication[0]).toMatch(
      /supprimée/,
    );
  });
});

describe("aide au permis des demandeurs d'emploi", () => {
  const M = '2025-09';
  const chomeur = (chomage: number, extra: Partial<Personne> = {}, activite = 'chomeur'): Personne => ({
    mois: M,
    naissance: naissancePourAge(22, M),
    individu: { activite: au(M, activite), chomage_net: au(M, chomage) },
    ...extra,
  });

  it('un demandeur d’emploi avec 500 € d’allocation peut obtenir jusqu’à 1 200 €', () => {
    expect(calcul(chomeur(500), 'aide_permis_demandeur_emploi')).toBe(1200);
    expect(evaluer(aidePermisDemandeurEmploi, chomeur(500))).toMatchObject({
      eligible: true,
      montant: 1200,
      legende: "jusqu'à",
    });
  });

  it('une allocation au-delà de 31 jours d’ARE minimale (996,03 €) exclut l’aide', () => {
    // 31 × 32,13 € = 996,03 € depuis le 1er juillet 2025
    expect(calcul(chomeur(996.03), 'aide_permis_demandeur_emploi')).toBe(1200);
    expect(calcul(chomeur(996.04), 'aide_permis_demandeur_emploi')).toBe(0);
  });

  it('un foyer au RSA ou un jeune salarié n’y a pas droit', () => {
    expect(calcul(chomeur(0, { famille: { rsa: au(M, 500) } }), 'aide_permis_demandeur_emploi')).toBe(0);
    expect(calcul(chomeur(0, {}, 'actif'), 'aide_permis_demandeur_emploi')).toBe(0);
  });
});
