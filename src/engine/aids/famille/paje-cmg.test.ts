import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { ne, situation } from '../minima/testing.ts';

type Vars = Record<string, Record<string, number | boolean | string>>;
const M = '2025-06';
const BMAF = 474.37; // depuis avril 2025

/** un couple de 30 ans ; `naissances` : les enfants ; `famille` : le mode de garde et l'activité */
const cmg = (famille: Vars, naissances = ['2024-03-01'], moi: Vars = {}) =>
  new Simulation(
    situation({
      moi: { date_naissance: ne('1995-01-01'), ...moi },
      conjoint: { date_naissance: ne('1995-01-01') },
      enfants: naissances.map((d) => ({ date_naissance: ne(d) })),
      famille,
    }),
  ).calc<number>('paje_cmg', 'famille_1', M);

describe('complément de libre choix du mode de garde (paje_cmg)', () => {
  it('une assistante maternelle employée directement, sous le premier plafond : 1,1404 BMAF', () => {
    expect(cmg({ empl_dir: { [M]: true } })).toBeCloseTo(1.1404 * BMAF, 2);
    expect(cmg({})).toBe(0);
  });

  it('association ou micro-crèche, garde à domicile : leurs propres parts de la BMAF', () => {
    expect(cmg({ ass_mat: { [M]: true } })).toBeCloseTo(1.7257 * BMAF, 2);
    expect(cmg({ gar_dom: { [M]: true } })).toBeCloseTo(2.0853 * BMAF, 2);
  });

  it('au-delà des plafonds (un enfant : 23 903 € puis 53 119 €), la part baisse', () => {
    // 30 000 € de salaires imposables en 2023 : 27 000 € après 10 %, entre les deux plafonds
    const entre = cmg({ empl_dir: { [M]: true } }, ['2024-03-01'], { salaire_imposable: { 2023: 30_000 } });
    expect(entre).toBeCloseTo(0.7191 * BMAF, 2);
    const dessus = cmg({ empl_dir: { [M]: true } }, ['2024-03-01'], { salaire_imposable: { 2023: 60_000 } });
    expect(dessus).toBeCloseTo(0.4314 * BMAF, 2);
  });

  it('un enfant de 3 à 6 ans ouvre la moitié, en plus d’un plus jeune', () => {
    expect(cmg({ empl_dir: { [M]: true } }, ['2021-03-01'])).toBeCloseTo(0.5 * 1.1404 * BMAF, 2);
    // deux enfants : premier plafond 27 295 €, ressources 0 ; 1 + 0,5
    expect(cmg({ empl_dir: { [M]: true } }, ['2024-03-01', '2021-03-01'])).toBeCloseTo(
      1.5 * 1.1404 * BMAF,
      2,
    );
    expect(cmg({ empl_dir: { [M]: true } }, ['2018-03-01'])).toBe(0); // 7 ans
  });

  it('une famille inactive y a droit seulement avec une AAH ou un parent étudiant, et sans PreParE', () => {
    const inactive = { empl_dir: { [M]: true }, inactif: { [M]: true } };
    expect(cmg(inactive)).toBe(0);
    expect(cmg(inactive, ['2024-03-01'], { etudiant: { [M]: true } })).toBeCloseTo(1.1404 * BMAF, 2);
    expect(
      cmg({ ...inactive, paje_prepare: { [M]: 400 } }, ['2024-03-01'], { etudiant: { [M]: true } }),
    ).toBe(0);
  });
});
