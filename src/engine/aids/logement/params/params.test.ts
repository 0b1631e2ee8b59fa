// Schema check: every logement and cross-cutting parameter has sorted dates, a value since 2021 and sources.
import { describe, expect, it } from 'vitest';
import type { Parameter } from '../../../core/params.ts';
import * as commun from '../../../params/commun.ts';
import { accession, extra, foyer, locatif, reductionLoyerSolidarite, ressources } from './index.ts';

function leaves(node: unknown, out: Parameter<unknown>[] = []): Parameter<unknown>[] {
  if (node && typeof node === 'object') {
    if ('path' in node && 'values' in node) out.push(node as Parameter<unknown>);
    else for (const child of Object.values(node)) leaves(child, out);
  }
  return out;
}

describe('paramètres des aides au logement', () => {
  const all = leaves({ accession, extra, foyer, locatif, reductionLoyerSolidarite, ressources, commun });

  it('chaque paramètre a des dates croissantes et des références avec un lien', () => {
    expect(all.length).toBeGreaterThan(250);
    for (const p of all) {
      const dates = p.values.map((v) => v.from);
      expect([...dates].sort(), p.path).toEqual(dates);
      expect(p.references.length, p.path).toBeGreaterThan(0);
      for (const r of p.references) expect(r.href, p.path).toMatch(/^https?:\/\/[^ ]+\.[a-z]{2,}/);
    }
  });

  it('les plafonds de loyer de 2025 sont ceux de l’arrêté du 27/09/2024', () => {
    const z1 = locatif.formule.l_plafonds_loyers.par_zone.zone_1;
    expect(z1.personnes_seules.values.find((v) => v.from === '2024-10-01')?.value).toBe(329.71);
    expect(z1.personnes_seules.values.find((v) => v.from === '2024-10-01')?.ref?.href).toContain(
      'legifrance',
    );
  });
});
