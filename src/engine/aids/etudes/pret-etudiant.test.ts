import { describe, expect, it } from 'vitest';
import { au, calcul, evaluer, naissancePourAge, type Personne } from './situations.test-helpers.ts';
import { pretEtudiantGaranti } from './pret-etudiant.ts';

const M = '2025-09';
const etudiant = (age: number, vars: Personne['individu'] = {}): Personne => ({
  mois: M,
  naissance: naissancePourAge(age, M),
  individu: { scolarite: au(M, 'enseignement_superieur'), ...vars },
});

describe("prêt étudiant garanti par l'État", () => {
  it('un étudiant français de 20 ans peut emprunter jusqu’à 20 000 €', () => {
    const ev = evaluer(pretEtudiantGaranti, etudiant(20));
    expect(ev).toMatchObject({ eligible: true, montant: 20000, legende: "prêt jusqu'à" });
  });

  it('éligible pour OpenFisca aux mois qui commencent après le 19 février 2021 ; le simulateur le propose avant', () => {
    const en = (mois: string): Personne => ({
      mois,
      naissance: naissancePourAge(20, mois),
      individu: { scolarite: au(mois, 'enseignement_superieur') },
    });
    expect(calcul<boolean>(en('2021-02'), 'garantie_pret_etudiant_condition_nationalite')).toBe(false);
    expect(calcul<boolean>(en('2021-02'), 'garantie_pret_etudiant_eligibilite')).toBe(false);
    expect(evaluer(pretEtudiantGaranti, en('2021-02')).eligible).toBe(true);
    expect(calcul<boolean>(en('2021-03'), 'garantie_pret_etudiant_eligibilite')).toBe(true);
  });

  it('à 27 ans on y a droit, à 28 ans non ; à 17 ans non plus (mineur)', () => {
    expect(calcul<boolean>(etudiant(27), 'garantie_pret_etudiant_eligibilite')).toBe(true);
    expect(calcul<boolean>(etudiant(28), 'garantie_pret_etudiant_eligibilite')).toBe(false);
    expect(calcul<boolean>(etudiant(17), 'garantie_pret_etudiant_eligibilite')).toBe(false);
  });

  it('un étudiant allemand doit résider en France depuis 5 ans', () => {
    expect(
      calcul<boolean>(
        etudiant(22, { nationalite: au(M, 'DE'), residence_continue_annees: au(M, 3) }),
        'garantie_pret_etudiant_eligibilite',
      ),
    ).toBe(false);
    expect(
      calcul<boolean>(
        etudiant(22, { nationalite: au(M, 'DE'), residence_continue_annees: au(M, 5) }),
        'garantie_pret_etudiant_eligibilite',
      ),
    ).toBe(true);
  });

  it('un étudiant hors EEE n’y a pas droit, ni un jeune qui n’est pas étudiant', () => {
    expect(
      calcul<boolean>(
        etudiant(22, { nationalite: au(M, 'MA'), residence_continue_annees: au(M, 10) }),
        'garantie_pret_etudiant_eligibilite',
      ),
    ).toBe(false);
    expect(
      calcul<boolean>(etudiant(22, { scolarite: au(M, 'inconnue') }), 'garantie_pret_etudiant_eligibilite'),
    ).toBe(false);
  });
});
