// The revenu net global (CGI art. 156 II): the revenu brut global less the deductible CSG on capital income and the
// deductible charges, worked by hand on 2023 incomes: 24 000 € of taxable pay less the 10 % deduction gives a
// revenu brut global of 21 600 €; maintenance paid to an adult child is deductible up to 6 674 € (2023 incomes),
// the expenses of taking in a person over 75 up to 3 968 € per person, and 6,8 % of the CSG on capital income.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';

const ANNEE = '2023';

function foyer(cases: Record<string, number | boolean> = {}, moi: Record<string, unknown> = {}) {
  return new Simulation({
    individus: {
      moi: { date_naissance: { ETERNITY: '1980-05-01' }, salaire_imposable: { [ANNEE]: 24_000 }, ...moi },
    } as never,
    foyers_fiscaux: {
      ff: {
        declarants: ['moi'],
        ...Object.fromEntries(Object.entries(cases).map(([nom, valeur]) => [nom, { [ANNEE]: valeur }])),
      },
    } as never,
  });
}
const rng = (s: Simulation) => s.calc<number>('rng', 'ff', ANNEE);

describe('revenu net global : charges déductibles', () => {
  it('sans charge, le revenu net global est le revenu brut global (21 600 €)', () => {
    const s = foyer();
    expect(s.calc('rbg', 'ff', ANNEE)).toBe(21_600);
    expect(rng(s)).toBe(21_600);
  });

  it('une pension versée à un ex-conjoint (6GU) se déduit en entier : 21 600 − 3 000 = 18 600 €, et le RFR suit', () => {
    const s = foyer({ f6gu: 3000 });
    expect(rng(s)).toBe(18_600);
    expect(s.calc('rfr', 'ff', ANNEE)).toBe(18_600);
  });

  it('une pension à un enfant majeur (6EL) est plafonnée à 6 674 € : 21 600 − 6 674 = 14 926 €', () => {
    expect(rng(foyer({ f6el: 8000 }))).toBe(14_926);
    expect(rng(foyer({ f6el: 5000 }))).toBe(16_600);
  });

  it('fixée par un jugement d’avant 2006, elle compte 25 % de plus : 6GJ 5 000 → 6 250 €, 6GP 1 000 → 1 250 €', () => {
    expect(foyer({ f6gj: 5000 }).calc('pensions_alimentaires_deduites', 'ff', ANNEE)).toBe(6250);
    // 6GI : 6 000 × 1,25 = 7 500, plafonnés à 6 674 ; 6GP n'est pas plafonnée
    expect(foyer({ f6gi: 6000, f6gp: 1000 }).calc('pensions_alimentaires_deduites', 'ff', ANNEE)).toBe(7924);
  });

  it('l’accueil d’une personne de plus de 75 ans : au plus 3 968 € par personne accueillie', () => {
    expect(foyer({ f6eu: 5000 }).calc('cd_acc75a', 'ff', ANNEE)).toBe(3968);
    expect(foyer({ f6eu: 5000, f6ev: 2 }).calc('cd_acc75a', 'ff', ANNEE)).toBe(5000);
  });

  it('l’épargne retraite (6RS) dans la limite du plafond de l’avis (6PS), sans limite quand il n’est pas donné', () => {
    const epargne = (vars: Record<string, unknown>) => foyer({}, vars).calc('cd_eparet', 'ff', ANNEE);
    expect(epargne({ f6rs: { [ANNEE]: 3000 }, f6ps: { [ANNEE]: 2000 } })).toBe(2000);
    expect(epargne({ f6rs: { [ANNEE]: 3000 } })).toBe(3000);
  });

  it('la CSG déductible des revenus du patrimoine : 6DE, et 6,8 % de 2DF ; 2BH seulement avec l’option pour le barème', () => {
    expect(foyer({ f6de: 500 }).calc('csg_patrimoine_deductible_ir', 'ff', ANNEE)).toBe(500);
    expect(foyer({ f2df: 1000 }).calc<number>('csg_patrimoine_deductible_ir', 'ff', ANNEE)).toBeCloseTo(
      68,
      9,
    );
    expect(foyer({ f2bh: 1000 }).calc('csg_patrimoine_deductible_ir', 'ff', ANNEE)).toBe(0);
    expect(
      foyer({ f2bh: 1000, f2op: true }).calc<number>('csg_patrimoine_deductible_ir', 'ff', ANNEE),
    ).toBeCloseTo(68, 9);
    expect(rng(foyer({ f6de: 500, f6dd: 100 }))).toBe(21_000);
  });

  it('le revenu net global n’est jamais négatif', () => {
    expect(rng(foyer({ f6gu: 50_000 }))).toBe(0);
  });

  it('les sommes à ajouter au revenu imposable (6GH) entrent dans le revenu brut global : 21 600 + 1 500 €', () => {
    expect(foyer({ f6gh: 1500 }).calc('rbg', 'ff', ANNEE)).toBe(23_100);
  });
});

describe('déduction de 10 % : le plancher des demandeurs d’emploi de longue durée', () => {
  // 4 000 € d'allocations imposables : 10 % font 400 €, sous les planchers (430 € en 2017, 437 € en 2018) ; un
  // demandeur d'emploi inscrit depuis plus d'un an avait un plancher de 947 € sur les revenus de 2017, supprimé
  // pour ceux de 2018 (LF pour 2019)
  const apresDeduction = (annee: string, chomeurLongueDuree: boolean) =>
    new Simulation({
      individus: {
        moi: {
          date_naissance: { ETERNITY: '1980-05-01' },
          chomage_imposable: { [annee]: 4000 },
          chomeur_longue_duree: { [annee]: chomeurLongueDuree },
        },
      } as never,
    }).calc<number>('revenu_assimile_salaire_apres_abattements', 'moi', annee);

  it('revenus de 2017 : 4 000 − 947 = 3 053 € ; sans l’inscription de plus d’un an, 4 000 − 430 = 3 570 €', () => {
    expect(apresDeduction('2017', true)).toBeCloseTo(3053, 6);
    expect(apresDeduction('2017', false)).toBeCloseTo(3570, 6);
  });

  it('revenus de 2018 : le plancher commun, 4 000 − 437 = 3 563 €, inscrit depuis plus d’un an ou non', () => {
    expect(apresDeduction('2018', true)).toBeCloseTo(3563, 6);
    expect(apresDeduction('2018', false)).toBeCloseTo(3563, 6);
  });
});
