import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import committed from '../src/engine/aides-locales/data/catalogue.json' with { type: 'json' };
import {
  geographieEtalab,
  importerCatalogue,
  lienSur,
  normaliserAide,
  type AideSource,
  type Geographie,
} from './catalogue-import.ts';

const GEO: Geographie = {
  regions: { '53': 'Bretagne' },
  departements: { '29': 'Finistère', '62': 'Pas-de-Calais' },
  epcis: { '242900314': 'Brest Métropole' },
  communes: { '29019': 'Brest' },
};

const source = (over: Partial<AideSource>): AideSource => ({
  id: 'x',
  label: 'aide x',
  institution: {
    id: 'departement_finistere',
    type: 'departement',
    name: 'Finistère',
    code_insee: '29',
    code_siren: '222900018',
  },
  source: 'javascript',
  type: 'bool',
  unit: '€',
  periodicite: 'ponctuelle',
  montant: null,
  legend: null,
  conditions_generales: [{ type: 'attached_to_institution' }],
  profils: [],
  interestFlag: null,
  link: 'https://exemple.fr/aide',
  instructions: null,
  form: null,
  teleservice: null,
  private: false,
  source_file_last_commit: '2025-02-03',
  ...over,
});

describe('npm run catalogue:import', () => {
  it('garde les aides publiques javascript et dynamic, sans les privées, la fixture de test ni les openfisca', () => {
    const c = importerCatalogue(
      [
        source({ id: 'a' }),
        source({ id: 'b', source: 'dynamic' }),
        source({ id: 'privee', private: true }),
        source({ id: 'benefit_front_test', private: true, test_fixture: true }),
        source({ id: 'calculee', source: 'openfisca' }),
      ],
      GEO,
      '2026-08-19',
    );
    expect(c.aides.map((a) => a.id)).toEqual(['a', 'b']);
    expect(c.dateCatalogue).toBe('2026-08-19');
  });

  it('corrige les anomalies : seuil annuel de QF qui est mensuel, liens http, unité sur une aide oui/non', () => {
    const a = normaliserAide(
      source({
        conditions_generales: [
          { type: 'quotient_familial', operator: '<=', value: 617, period: 'year' },
          { type: 'quotient_familial', operator: '<=', value: 25_830, period: 'year' },
          { type: 'age', operator: '>=', value: '60' },
        ],
        link: 'http://www.cantal.fr/fsl',
        form: 'pas une adresse',
      }),
    );
    expect(a.conditions).toEqual([
      { type: 'quotient_familial', operator: '<=', value: 617, period: 'month' },
      { type: 'quotient_familial', operator: '<=', value: 25_830, period: 'year' },
      { type: 'age', operator: '>=', value: 60 },
    ]);
    expect(a.lien).toBe('https://www.cantal.fr/fsl');
    expect(a.formulaire).toBeUndefined();
    expect(a.unite).toBeUndefined();
    const f = normaliserAide(source({ type: 'float', montant: 305, unit: '€', floorAt: 10 }));
    expect(f).toMatchObject({ montant: 305, unite: '€', arrondi: 10 });
    expect(lienSur('https://a.fr/x?y=1')).toBe('https://a.fr/x?y=1');
    expect(lienSur('ftp://a.fr')).toBeUndefined();
  });

  it('indexe chaque aide par son territoire le plus étroit, et nomme les territoires', () => {
    const c = importerCatalogue(
      [
        source({ id: 'dep' }),
        source({
          id: 'fsl-brest',
          institution: {
            id: 'brest',
            type: 'epci',
            name: 'Brest Métropole',
            code_insee: null,
            code_siren: '242900314',
          },
        }),
        source({
          id: 'commune',
          conditions_generales: [
            { type: 'regions', values: ['53'] },
            { type: 'communes', values: ['29019'] },
          ],
        }),
        source({ id: 'cp', conditions_generales: [{ type: 'codes_postaux', values: ['67100'] }] }),
        source({ id: 'partout', conditions_generales: [{ type: 'age', operator: '<=', value: 25 }] }),
        source({
          id: 'not',
          conditions_generales: [{ type: 'not', value: { type: 'epcis', values: ['242900314'] } }],
        }),
      ],
      GEO,
      '2026-08-19',
    );
    const pos = (id: string) => c.aides.findIndex((a) => a.id === id);
    expect(c.index.departement['29']).toEqual([pos('dep')]);
    expect(c.index.epci['242900314']).toEqual([pos('fsl-brest')]);
    expect(c.index.commune['29019']).toEqual([pos('commune')]);
    expect(c.index.region['53']).toBeUndefined();
    expect(c.index.codePostal['67100']).toEqual([pos('cp')]);
    expect(c.index.partout.sort()).toEqual([pos('partout'), pos('not')].sort());
    expect(c.aides[pos('commune')].niveau).toBe('commune');
    expect(c.aides[pos('fsl-brest')].niveau).toBe('epci');
    expect(c.noms.epci['242900314']).toBe('Brest Métropole');
    expect(c.noms.commune['29019']).toBe('Brest');
  });

  it('refuse un type de condition inconnu', () => {
    expect(() => normaliserAide(source({ conditions_generales: [{ type: 'inconnu' }] }))).toThrow(/inconnu/);
  });

  const REFERENCE = resolve(process.env.SHARED_DIR ?? '../shared', 'reference/local-aids/aids.json');
  it.runIf(existsSync(REFERENCE))(
    'le catalogue commité est celui que produit le fichier de référence (589 aides)',
    () => {
      const ref = JSON.parse(readFileSync(REFERENCE, 'utf8')) as AideSource[];
      const c = importerCatalogue(ref, geographieEtalab(), committed.dateCatalogue, committed.dateImport);
      expect(c.aides).toHaveLength(589);
      expect(JSON.parse(JSON.stringify(c))).toEqual(committed);
    },
  );
});
