import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { demandeurOf } from '../../evaluate.ts';
import { chaqueMois, ne, situation } from './testing.ts';
import { allocationAdultesHandicapes } from './aah.ts';

const M = '2025-06'; // AAH 1 033,32 € since 2025-04-01
const aah = (moi: Record<string, Record<string, number | boolean | string>>) =>
  new Simulation(situation({ moi })).calc<number>('aah', 'moi', M);

describe('AAH', () => {
  it("une personne de 25 ans avec un taux d'incapacité de 80 % et sans revenus touche 1 033,32 €", () => {
    expect(aah({ date_naissance: ne('2000-01-01'), taux_incapacite: { [M]: 0.8 } })).toBeCloseTo(1033.32, 2);
  });

  it('si elle travaille pour 1 000 € nets par mois, elle touche encore 649,54 €', () => {
    // trimestre × 4 = 12 000 € ; tranche = 30 % × 11,88 × 151,67 × 12 = 6 486,62 €
    // retenu = 20 % × 6 486,62 + 60 % × 5 513,38 = 4 605,35 € par an, soit 383,78 € par mois
    // 1 033,32 − 383,78 = 649,54
    const montant = aah({
      date_naissance: ne('2000-01-01'),
      taux_incapacite: { [M]: 0.8 },
      salaire_net: chaqueMois(1000, M),
      salaire_imposable: chaqueMois(1000, M),
    });
    expect(montant).toBeCloseTo(649.54, 1);
  });

  it("avec un taux de 60 % sans restriction d'accès à l'emploi, pas d'AAH, et on dit pourquoi", () => {
    const s = new Simulation(
      situation({ moi: { date_naissance: ne('2000-01-01'), taux_incapacite: { [M]: 0.6 } } }),
    );
    expect(s.calc('aah', 'moi', M)).toBe(0);
    expect(allocationAdultesHandicapes.evaluate(s, demandeurOf(s, 'moi'), M).explication[0]).toMatch(
      /restriction substantielle/,
    );
  });

  it("avec un taux de 60 % et une restriction d'accès à l'emploi reconnue, l'AAH est due", () => {
    expect(
      aah({
        date_naissance: ne('2000-01-01'),
        taux_incapacite: { [M]: 0.6 },
        aah_restriction_substantielle_durable_acces_emploi: { [M]: true },
      }),
    ).toBeCloseTo(1033.32, 2);
  });

  it("un jeune de 18 ans qui n'est plus à la charge de ses parents peut la toucher", () => {
    expect(aah({ date_naissance: ne('2007-01-01'), taux_incapacite: { [M]: 0.8 } })).toBeCloseTo(1033.32, 2);
  });
});
