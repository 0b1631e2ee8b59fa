import { describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';

const sim = (vars: Record<string, unknown>) =>
  new Simulation({ individus: { moi: { date_naissance: { ETERNITY: '2000-01-01' }, ...vars } as never } });

describe('salaire net et imposable à partir du brut', () => {
  it('un salarié à 2 000 € brut en juin 2025 touche 1 583,20 € net, 1 640,18 € imposable', () => {
    // cotisations : 2 000 × (6,90 % + 3,15 % + 0,86 %) + 2 000 × 0,40 % = 218,20 + 8 = 226,20
    // assiette CSG-CRDS : 2 000 × 98,25 % = 1 965 ; CSG déductible 6,8 % = 133,62 ; CSG imposable + CRDS 2,9 % = 56,985
    // imposable = 2 000 − 226,20 − 133,62 = 1 640,18 ; net = 1 640,18 − 56,985 = 1 583,195
    const s = sim({ salaire_de_base: { '2025-06': 2000 } });
    expect(s.calc('salaire_imposable', 'moi', '2025-06')).toBeCloseTo(1640.18, 2);
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(1583.195, 3);
  });

  it('un salaire net donné en entrée est gardé tel quel', () => {
    const s = sim({ salaire_de_base: { '2025-06': 2000 }, salaire_net: { '2025-06': 1500 } });
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBe(1500);
  });

  it("un apprenti payé sous 79 % du SMIC en 2024 n'a ni cotisation ni CSG", () => {
    // SMIC brut mensuel 2024 ≈ 1 766,92 € ; 79 % ≈ 1 395,87 € > 1 000 €
    const s = sim({ salaire_de_base: { '2024-06': 1000 }, apprenti: { '2024-06': true } });
    expect(s.calc('salaire_net', 'moi', '2024-06')).toBeCloseTo(1000, 6);
  });

  it('sans salaire brut, le net vaut 0', () => {
    expect(sim({}).calc('salaire_net', 'moi', '2025-06')).toBe(0);
  });
});
