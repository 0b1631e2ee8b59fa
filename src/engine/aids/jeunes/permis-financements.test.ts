import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';

/** a work-study student born on `naissance`, training in `domaine`, whose tax household declares `rfr` for `annee` */
function alternant(naissance: string, mois: string, rfr: number, domaine = 'domaine_23') {
  const annee = mois.slice(0, 4);
  return new Simulation({
    individus: {
      a: {
        date_naissance: { ETERNITY: naissance },
        alternant: { [mois]: true },
        domaine_specialites_formation: { [mois]: domaine },
      },
    },
    foyers_fiscaux: { ff: { declarants: ['a'], rfr: { [annee]: rfr } } },
  } as never);
}

describe('aide au permis B de PRO BTP', () => {
  it('depuis 2023 : 600 € sous un an de SMIC brut de revenu fiscal de référence, de 15 ans à moins de 30 ans', () => {
    // 2025 : 12 × 1 801,80 = 21 621,60 €
    expect(alternant('2005-01-10', '2025-06', 21_621).calc('aide_permis_pro_btp', 'a', '2025-06')).toBe(600);
    expect(alternant('2005-01-10', '2025-06', 21_622).calc('aide_permis_pro_btp', 'a', '2025-06')).toBe(0);
    expect(alternant('1995-01-10', '2025-06', 10_000).calc('aide_permis_pro_btp', 'a', '2025-06')).toBe(0); // 30 ans
    expect(
      alternant('2005-01-10', '2025-06', 10_000, 'domaine_22').calc('aide_permis_pro_btp', 'a', '2025-06'),
    ).toBe(0);
  });

  it('en 2021 et 2022 : 700, 500 ou 300 € sous 15 000, 21 000 ou 25 000 € de revenu fiscal de référence', () => {
    const en2022 = (rfr: number) =>
      alternant('2002-01-10', '2022-06', rfr).calc('aide_permis_pro_btp', 'a', '2022-06');
    expect(en2022(15_000)).toBe(700);
    expect(en2022(16_000)).toBe(500);
    expect(en2022(25_000)).toBe(300);
    expect(en2022(25_001)).toBe(0);
    // 30 ans révolus comptaient encore
    expect(alternant('1992-01-10', '2022-06', 1_000).calc('aide_permis_pro_btp', 'a', '2022-06')).toBe(700);
  });
});

describe('prêt à la formation au permis de conduire', () => {
  const eligible = (naissance: string, mois = '2025-06') =>
    new Simulation({ individus: { a: { date_naissance: { ETERNITY: naissance } } } } as never).calc(
      'pret_formation_permis_eligibilite',
      'a',
      mois,
    );
  it('de 15 ans (16 ans avant mars 2015) à 25 ans révolus', () => {
    expect(eligible('2010-01-10')).toBe(true); // 15 ans
    expect(eligible('2000-01-10')).toBe(true); // 25 ans
    expect(eligible('1999-01-10')).toBe(false); // 26 ans
    expect(eligible('1999-01-10', '2015-01')).toBe(false); // 15 ans avant mars 2015
  });
});
