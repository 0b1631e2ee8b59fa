import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';

const seances = (mois: string, scolarite = 'enseignement_superieur') =>
  new Simulation({
    individus: {
      a: {
        date_naissance: { ETERNITY: '2004-01-10' },
        activite: { [mois]: 'etudiant' },
        scolarite: { [mois]: scolarite },
      },
    },
  } as never).calc('seances_sante_psy_etudiant', 'a', mois);

describe('Santé Psy Étudiant', () => {
  it('un étudiant du supérieur : 6 séances en 2021, 8 en 2023, 12 depuis juillet 2024', () => {
    expect(seances('2021-06')).toBe(6);
    expect(seances('2023-06')).toBe(8);
    expect(seances('2024-06')).toBe(8);
    expect(seances('2025-06')).toBe(12);
  });
  it('rien avant mars 2021, ni pour un lycéen', () => {
    expect(seances('2021-01')).toBe(0);
    expect(seances('2025-06', 'lycee')).toBe(0);
  });
});
