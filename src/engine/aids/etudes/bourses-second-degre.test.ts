import { describe, expect, it } from 'vitest';
import { Simulation, type Situation } from '../../index.ts';

/** two parents and their children (each with a scolarite), the parents' RFR of 2023 given when `rfr` is */
function famille(mois: string, enfants: Record<string, string>, rfr?: number): Simulation {
  const individus: Situation['individus'] = {
    p1: { date_naissance: { ETERNITY: '1975-01-01' } },
    p2: { date_naissance: { ETERNITY: '1977-01-01' } },
  };
  for (const [id, scolarite] of Object.entries(enfants))
    individus[id] = {
      date_naissance: { ETERNITY: '2008-02-15' },
      scolarite: { [mois]: scolarite },
      annee_etude: { [mois]: scolarite === 'lycee' ? 'terminale' : 'autre' },
      sortie_academie: { ETERNITY: true },
    } as never;
  const ids = Object.keys(enfants);
  return new Simulation({
    individus,
    familles: { f: { parents: ['p1', 'p2'], enfants: ids } },
    foyers_fiscaux: {
      ff: {
        declarants: ['p1', 'p2'],
        personnes_a_charge: ids,
        ...(rfr === undefined ? {} : { rfr: { '2023': rfr } }),
      },
    },
    menages: { m: { personne_de_reference: ['p1'], conjoint: ['p2'], enfants: ids } },
  });
}

describe('bourse de lycée calculée comme OpenFisca', () => {
  it('des parents sans revenu : échelon 6, 1 053 € ; le lycéen est boursier et a l’aide Parcoursup', () => {
    // RFR 2023 = 0 ≤ round(244,3 × Smic horaire de juillet 2023 11,52) = 2 814 → échelon 6
    // round(2,2584 × BMAF de janvier 2025 466,44 / 3) × 3 = round(351,136) × 3 = 1 053
    const s = famille('2025-06', { e: 'lycee' });
    expect(s.calc('bourse_lycee_echelon', 'f', '2025-06')).toBe(6);
    expect(s.calc('bourse_lycee', 'f', '2025-06')).toBe(1053);
    expect(s.calc('boursier', 'e', '2025-06')).toBe(true);
    expect(s.calc('aide_mobilite_parcoursup', 'e', '2025-06')).toBe(500);
  });

  it('les plafonds suivent le nombre d’enfants : 2 enfants, 3 363 € → échelon 6, 3 364 € → échelon 5 (939 €)', () => {
    // échelon 6, 2 enfants : round(291,9 × 11,52 = 3 362,69) = 3 363 ; échelon 5 : round(694,6 × 11,52) = 8 002
    // échelon 5 : round(2,0147 × 466,44 / 3 = 313,245) × 3 = 939 ; un seul des deux enfants est au lycée
    expect(famille('2025-09', { e: 'lycee', c: 'primaire' }, 3363).calc('bourse_lycee', 'f', '2025-09')).toBe(
      1053,
    );
    const s = famille('2025-09', { e: 'lycee', c: 'primaire' }, 3364);
    expect(s.calc('bourse_lycee_echelon', 'f', '2025-09')).toBe(5);
    expect(s.calc('bourse_lycee', 'f', '2025-09')).toBe(939);
  });

  it('deux lycéens : deux bourses ; au-dessus du plafond de l’échelon 1, rien', () => {
    expect(famille('2025-09', { e: 'lycee', c: 'lycee' }, 0).calc('bourse_lycee', 'f', '2025-09')).toBe(2106);
    // échelon 1, 2 enfants : round(1 997,6 × 11,52 = 23 012,35) = 23 012
    const riche = famille('2025-09', { e: 'lycee', c: 'lycee' }, 23013);
    expect(riche.calc('bourse_lycee_echelon', 'f', '2025-09')).toBe(0);
    expect(riche.calc('bourse_lycee', 'f', '2025-09')).toBe(0);
    expect(riche.calc('boursier', 'e', '2025-09')).toBe(false);
  });
});

describe('bourse de collège calculée comme OpenFisca', () => {
  it('un collégien dont les parents déclarent 3 000 € : échelon 3, 516 €', () => {
    // échelon 3, 1 enfant : round(296,8 × 11,52 = 3 419,14) = 3 419 ≥ 3 000
    // round(1,1075 × 466,44 / 3 = 172,194) × 3 = 516
    const s = famille('2025-09', { e: 'college' }, 3000);
    expect(s.calc('bourse_college_echelon', 'f', '2025-09')).toBe(3);
    expect(s.calc('bourse_college', 'f', '2025-09')).toBe(516);
    expect(s.calc('bourse_lycee', 'f', '2025-09')).toBe(0);
  });

  it('à 10 000 € : au-dessus du plafond de l’échelon 2 (9 691), sous celui de l’échelon 1 (17 927) : 120 €', () => {
    // échelon 2, 1 enfant : round(841,2 × 11,52 = 9 690,62) = 9 691 < 10 000 ; échelon 1 : 17 927 → échelon 1
    // round(0,256 × 466,44 / 3 = 39,80) × 3 = 120
    const s = famille('2025-09', { e: 'college' }, 10000);
    expect(s.calc('bourse_college_echelon', 'f', '2025-09')).toBe(1);
    expect(s.calc('bourse_college', 'f', '2025-09')).toBe(120);
  });
});

describe('boursier : déduit des bourses depuis 2021', () => {
  const eleve = (mois: string) =>
    new Simulation({
      individus: {
        p: { date_naissance: { ETERNITY: '1980-01-01' } },
        e: { date_naissance: { ETERNITY: '2006-01-01' } },
      },
      familles: { f: { parents: ['p'], enfants: ['e'], bourse_lycee: { [mois]: 100 } } },
    } as unknown as Situation).calc<boolean>('boursier', 'e', mois);

  it('un lycéen dont la famille reçoit une bourse de lycée est boursier en septembre 2021', () => {
    expect(eleve('2021-09')).toBe(true);
  });

  it('en septembre 2019, OpenFisca ne le déduit pas : non boursier sauf si la situation le dit', () => {
    expect(eleve('2019-09')).toBe(false);
  });
});
