import { describe, expect, it } from 'vitest';
import { calculate } from '../index.ts';

const region = (depcom?: string) => {
  const out = calculate({
    individus: { a: {} },
    menages: {
      m: {
        personne_de_reference: ['a'],
        ...(depcom ? { depcom: { '2025-06': depcom } } : {}),
        region: { '2025-06': null },
      },
    },
  } as never) as unknown as { menages: { m: { region: Record<string, string> } } };
  return out.menages.m.region['2025-06'];
};

describe('région du logement (OpenFisca region)', () => {
  it('se lit sur le département du code commune', () => {
    expect(region('35238')).toBe('bretagne'); // Rennes
    expect(region('69123')).toBe('auvergne_rhone_alpes'); // Lyon
    expect(region('75056')).toBe('ile_de_france'); // Paris
    expect(region('2A004')).toBe('corse'); // Ajaccio
    expect(region('97411')).toBe('reunion'); // Saint-Denis
    expect(region('97611')).toBe('mayotte'); // Mamoudzou
  });
  it('sans commune, ou hors des régions (Saint-Pierre-et-Miquelon), elle n’est pas renseignée', () => {
    expect(region()).toBe('non_renseigne');
    expect(region('97502')).toBe('non_renseigne');
  });
});
