import { describe, expect, it } from 'vitest';
import { communeByCode, communesByPostalCode, regionSlug, zoneAplForCommune } from './index.ts';

describe('géographie', () => {
  it('le code postal 75011 donne Paris, en zone 1, dans la Métropole du Grand Paris', () => {
    const [paris, ...rest] = communesByPostalCode('75011');
    expect(rest).toHaveLength(0);
    expect(paris).toMatchObject({
      code: '75056',
      nom: 'Paris',
      codePostal: '75011',
      departement: '75',
      region: '11',
      zoneApl: 'zone_1',
      epciType: 'METRO',
    });
  });

  it('un code postal partagé liste toutes ses communes, triées par nom', () => {
    const communes = communesByPostalCode('01400');
    expect(communes.length).toBeGreaterThan(1);
    expect(communes.map((c) => c.nom)).toEqual(
      [...communes.map((c) => c.nom)].sort((a, b) => a.localeCompare(b, 'fr')),
    );
    expect(communes.every((c) => c.codePostal === '01400' && c.departement === '01')).toBe(true);
  });

  it('un code postal inconnu ou mal formé ne donne aucune commune', () => {
    expect(communesByPostalCode('00000')).toEqual([]);
    expect(communesByPostalCode('7501')).toEqual([]);
  });

  it('les zones APL suivent la table OpenFisca ; arrondissements comme leur commune ; inconnu → zone 2', () => {
    expect(zoneAplForCommune('75056')).toBe('zone_1');
    expect(zoneAplForCommune('75111')).toBe('zone_1');
    expect(zoneAplForCommune('69123')).toBe('zone_2');
    expect(zoneAplForCommune('01001')).toBe('zone_3');
    expect(zoneAplForCommune('99999')).toBe('zone_2');
    expect(zoneAplForCommune('')).toBe('zone_2');
  });

  it('une commune d’outre-mer se retrouve par son code INSEE', () => {
    expect(communeByCode('97411')).toMatchObject({ nom: 'Saint-Denis', departement: '974', region: '04' });
    expect(regionSlug('04')).toBe('reunion');
    expect(regionSlug('11')).toBe('ile_de_france');
  });
});
