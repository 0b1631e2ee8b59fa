// The account area's light aid list is generated from the engine, and every aid has its documents list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILE, lightCatalogue } from '../../scripts/engine-data/aides-compte.ts';
import { AIDS } from '../../src/engine/index.ts';
import {
  DOCUMENTS_REQUIS,
  GENERIC_DOCUMENTS,
  documentsRequis,
} from '../../src/engine/aids/documents-requis.ts';

describe('catalogue léger des aides (src/lib/aides-catalogue.json)', () => {
  it('est à jour avec le moteur (sinon : npx tsx scripts/engine-data/aides-compte.ts)', () => {
    expect(JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8'))).toEqual(lightCatalogue());
    expect(
      lightCatalogue()
        .map((a) => a.code)
        .sort(),
    ).toEqual(AIDS.map((a) => a.id).sort());
  });
});

describe('documents requis', () => {
  it('chaque aide nationale du catalogue a sa liste, sans doublon', () => {
    for (const aid of AIDS.filter((a) => a.id in DOCUMENTS_REQUIS)) {
      const list = DOCUMENTS_REQUIS[aid.id];
      expect(new Set(list).size, aid.id).toBe(list.length);
      expect(list.length, aid.id).toBeGreaterThan(0);
    }
    // the 26 national aids of today all have their own list
    expect(AIDS.filter((a) => !(a.id in DOCUMENTS_REQUIS)).length).toBeLessThanOrEqual(AIDS.length - 26);
  });

  it('aucune liste pour une aide inconnue du catalogue', () => {
    const codes = new Set(AIDS.map((a) => a.id));
    expect(Object.keys(DOCUMENTS_REQUIS).filter((code) => !codes.has(code))).toEqual([]);
  });

  it('une aide absente (aide locale ajoutée plus tard) reçoit la liste générique', () => {
    expect(documentsRequis('aide_locale_ville_de_lyon')).toEqual(GENERIC_DOCUMENTS);
    expect(documentsRequis(null)).toEqual(GENERIC_DOCUMENTS);
    expect(documentsRequis('aide_logement')).toContain('Bail ou contrat de location');
  });
});
