import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { euros } from '../../core/aid.ts';
import { demandeurOf } from '../../evaluate.ts';
import { ne, situation } from '../minima/testing.ts';
import { primeNaissance } from './prime-naissance.ts';

type Vars = Record<string, Record<string, number | boolean | string>>;
const M = '2025-06';
// 2,2975 BMAF (474,37 € depuis avril 2025) = 1 089,865… → 1 089,87 €
const PRIME_2025 = 1089.87;

/** une femme de 24 ans, seule ; `enfant` : l'enfant attendu, quand la situation le connaît */
const mere = (moi: Vars = {}, enfant?: Vars) =>
  new Simulation(
    situation({ moi: { date_naissance: ne('2001-03-01'), ...moi }, enfants: enfant ? [enfant] : [] }),
  );
const aide = (s: Simulation) => primeNaissance.evaluate(s, demandeurOf(s, 'moi'), M);

describe('prime à la naissance (paje_naissance)', () => {
  it('versée le mois qui précède de deux mois la naissance : 1 089,87 €', () => {
    const s = mere({}, { date_naissance: ne('2025-08-10') });
    expect(s.calc<number>('paje_naissance', 'famille_1', M)).toBeCloseTo(PRIME_2025, 2);
    expect(s.calc<number>('paje_naissance', 'famille_1', '2025-05')).toBe(0);
    expect(s.calc<number>('paje_naissance', 'famille_1', '2025-07')).toBe(0);
  });

  it("sous le plafond du taux partiel de l'allocation de base, l'enfant attendu compté", () => {
    // parent isolé, un enfant : 29 169 × (1 + 25 %) + 11 725 = 48 186,25 € de ressources de 2023
    const avecSalaire2023 = (salaire: number) =>
      mere({ salaire_imposable: { 2023: salaire } }, { date_naissance: ne('2025-08-10') });
    const sous = avecSalaire2023(53_000); // 53 000 − 10 % = 47 700 €
    expect(sous.calc<number>('prestations_familiales_base_ressources', 'famille_1', M)).toBeCloseTo(
      47_700,
      0,
    );
    expect(sous.calc<number>('paje_naissance', 'famille_1', M)).toBeCloseTo(PRIME_2025, 2);
    const dessus = avecSalaire2023(54_000); // 48 600 €
    expect(dessus.calc<number>('paje_naissance', 'famille_1', M)).toBe(0);
    expect(aide(dessus).explication[0]).toContain(euros(48_186.25));
  });

  it('dans le simulateur, une grossesse sans date de naissance compte un enfant attendu', () => {
    const enceinte = aide(mere({ enceinte: { [M]: true } }));
    expect(enceinte.eligible).toBe(true);
    expect(enceinte.montant).toBeCloseTo(PRIME_2025, 2);
    expect(enceinte.explication.join(' ')).toContain('7e mois');
    const pas = aide(mere());
    expect(pas.eligible).toBe(false);
    expect(pas.explication[0]).toContain('pendant la grossesse');
  });
});
