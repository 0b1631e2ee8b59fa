import { describe, expect, it } from 'vitest';
import { au, calcul, evaluer, naissancePourAge, type Personne } from './situations.test-helpers.ts';
import { aideMobiliteInternationale, aideMobiliteMaster, aideMobiliteParcoursup } from './mobilite.ts';

const M = '2025-07';

describe('aide à la mobilité Parcoursup', () => {
  const lyceen = (vars: Personne['individu'] = {}, bourseLycee = 1000): Personne => ({
    mois: M,
    naissance: naissancePourAge(18, M),
    individu: { annee_etude: au(M, 'terminale'), sortie_academie: { ETERNITY: true }, ...vars },
    famille: { bourse_lycee: au(M, bourseLycee) },
  });

  it('un lycéen boursier de terminale qui part hors de son académie reçoit 500 €', () => {
    expect(calcul(lyceen(), 'aide_mobilite_parcoursup')).toBe(500);
    expect(evaluer(aideMobiliteParcoursup, lyceen())).toMatchObject({ eligible: true, montant: 500 });
  });

  it('un lycéen qui reste dans son académie, non boursier ou en première n’y a pas droit', () => {
    expect(calcul(lyceen({ sortie_academie: { ETERNITY: false } }), 'aide_mobilite_parcoursup')).toBe(0);
    expect(calcul(lyceen({}, 0), 'aide_mobilite_parcoursup')).toBe(0);
    expect(calcul(lyceen({ annee_etude: au(M, 'premiere') }), 'aide_mobilite_parcoursup')).toBe(0);
  });
});

describe('aide à la mobilité en master', () => {
  const licence = (vars: Personne['individu'] = {}): Personne => ({
    mois: M,
    naissance: naissancePourAge(21, M),
    individu: {
      annee_etude: au(M, 'licence_3'),
      boursier: au(M, true),
      sortie_region_academique: { ETERNITY: true },
      ...vars,
    },
  });

  it('un boursier de licence 3 qui change de région académique reçoit 1 000 €', () => {
    expect(calcul(licence(), 'aide_mobilite_master')).toBe(1000);
    expect(evaluer(aideMobiliteMaster, licence()).montant).toBe(1000);
  });

  it('un étudiant non boursier ou en master 2 n’y a pas droit', () => {
    expect(calcul(licence({ boursier: au(M, false) }), 'aide_mobilite_master')).toBe(0);
    expect(calcul(licence({ annee_etude: au(M, 'master_2') }), 'aide_mobilite_master')).toBe(0);
  });
});

describe('aide à la mobilité internationale', () => {
  const M2 = '2025-09';
  const erasmus = (debut: string, fin: string, vars: Personne['individu'] = {}): Personne => ({
    mois: M2,
    naissance: naissancePourAge(21, M2),
    individu: {
      scolarite: au(M2, 'enseignement_superieur'),
      statuts_etablissement_scolaire: au(M2, 'public'),
      debut_etudes_etranger: { ETERNITY: debut },
      fin_etudes_etranger: { ETERNITY: fin },
      ...vars,
    },
  });

  it('un étudiant éligible à la bourse qui part 4 mois reçoit 400 € par mois', () => {
    // du 1er septembre 2025 au 31 janvier 2026 : 4 mois entiers ; 400 € × 4 = 1 600 € au total
    const ev = evaluer(aideMobiliteInternationale, erasmus('2025-09-01', '2026-01-31'));
    expect(ev).toMatchObject({ eligible: true, montant: 400 });
    expect(ev.explication[0]).toMatch(/4 mois/);
  });

  it('un séjour sans date n’y ouvre pas droit ; un séjour d’un mois oui depuis juillet 2024', () => {
    expect(calcul(erasmus('', ''), 'aide_mobilite_internationale')).toBe(0);
    // 31 jours → 1,02 → 1 mois ; du 1er septembre au 1er octobre (30 jours → 0,99) il n'y aurait que 0 mois
    expect(calcul(erasmus('2025-09-01', '2025-10-02'), 'aide_mobilite_internationale')).toBe(400);
    expect(calcul(erasmus('2025-09-01', '2025-10-01'), 'aide_mobilite_internationale')).toBe(0);
  });

  it('la durée se compte en mois moyens de numpy (jours × 4 800 / 146 097, tronqué), pas au calendrier', () => {
    // 2025-09-01 → 2026-08-01 : 334 jours → 10,97 → 10 mois ≤ 10 : éligible (11 mois au calendrier)
    expect(calcul(erasmus('2025-09-01', '2026-08-01'), 'aide_mobilite_internationale')).toBe(400);
    // 2025-09-01 → 2026-08-04 : 337 jours → 11,07 → 11 mois > 10 : plus éligible
    expect(calcul(erasmus('2025-09-01', '2026-08-04'), 'aide_mobilite_internationale')).toBe(0);
    // 2025-02-01 → 2025-03-01 : 28 jours → 0,92 → 0 mois < 1 (1 mois au calendrier)
    expect(calcul(erasmus('2025-02-01', '2025-03-01'), 'aide_mobilite_internationale')).toBe(0);
    // 2025-09-01 → 2026-07-03 : 305 jours → 10,02 → 10 mois, dit dans l'explication
    expect(evaluer(aideMobiliteInternationale, erasmus('2025-09-01', '2026-07-03')).explication[0]).toMatch(
      /10 mois/,
    );
  });

  it('un étudiant de 30 ans (au-delà de l’âge de la bourse) n’y a pas droit', () => {
    const p = erasmus('2025-09-01', '2026-01-31');
    p.naissance = naissancePourAge(30, M2);
    expect(calcul(p, 'aide_mobilite_internationale')).toBe(0);
  });
});
