import { describe, expect, it } from 'vitest';
import { au, calcul, evaluer, naissancePourAge, type Personne } from './situations.test-helpers.ts';
import { crousRepasUnEuro } from './repas-crous.ts';

const etudiant = (mois: string, boursier: boolean): Personne => ({
  mois,
  naissance: naissancePourAge(20, mois),
  individu: { scolarite: au(mois, 'enseignement_superieur'), boursier: au(mois, boursier) },
});

describe('repas CROUS à 1 €', () => {
  it('un étudiant boursier paie son repas 1 €', () => {
    expect(calcul<boolean>(etudiant('2025-09', true), 'crous_repas_un_euro_eligibilite')).toBe(true);
    expect(calcul(etudiant('2025-09', true), 'crous_repas_montant')).toBe(1);
    expect(evaluer(crousRepasUnEuro, etudiant('2025-09', true))).toMatchObject({
      eligible: true,
      montant: 1,
    });
  });

  it('un étudiant non boursier paie 3,30 € et n’a pas le repas à 1 €', () => {
    expect(calcul(etudiant('2025-09', false), 'crous_repas_montant')).toBeCloseTo(3.3, 2);
    const ev = evaluer(crousRepasUnEuro, etudiant('2025-09', false));
    expect(ev.eligible).toBe(false);
    expect(ev.explication[0]).toMatch(/3,30/);
  });

  it('au printemps 2021, tous les étudiants avaient le repas à 1 €', () => {
    expect(calcul<boolean>(etudiant('2021-03', false), 'crous_repas_un_euro_eligibilite')).toBe(true);
    // OpenFisca's non-boursier price starts in July 2021: in March, the 1 € meal only
    expect(calcul<boolean>(etudiant('2021-03', false), 'crous_repas_tarif_non_boursiers_eligibilite')).toBe(
      false,
    );
    expect(calcul(etudiant('2021-03', false), 'crous_repas_montant')).toBe(1);
    expect(evaluer(crousRepasUnEuro, etudiant('2021-03', false))).toMatchObject({
      eligible: true,
      montant: 1,
    });
    // from July 2021 the 1 € meal is the boursiers' again, and a non-boursier pays the non-boursier price
    // (still 1 € in July and August)
    expect(calcul<boolean>(etudiant('2021-07', false), 'crous_repas_un_euro_eligibilite')).toBe(false);
    expect(calcul(etudiant('2021-07', false), 'crous_repas_montant')).toBe(1);
  });

  it('un apprenti boursier titulaire de la carte des métiers y a droit, un jeune actif non', () => {
    const apprenti: Personne = {
      mois: '2025-09',
      naissance: naissancePourAge(19, '2025-09'),
      individu: { boursier: au('2025-09', true), detention_carte_des_metiers: au('2025-09', true) },
    };
    expect(calcul<boolean>(apprenti, 'crous_repas_un_euro_eligibilite')).toBe(true);
    const actif: Personne = {
      mois: '2025-09',
      naissance: naissancePourAge(19, '2025-09'),
      individu: { activite: au('2025-09', 'actif') },
    };
    expect(calcul(actif, 'crous_repas_montant')).toBe(0);
  });
});
