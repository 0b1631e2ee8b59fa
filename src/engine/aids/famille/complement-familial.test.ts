// Complément familial (L522-1, D522-1 and D522-2 CSS), worked by hand. June 2025: BMAF 474,37 € (since
// 2025-04-01); base amount 41,65 % = 197,58 €, majoré 62,48 % = 296,39 €. Ceiling of 2025 for 3 children:
// 24 414 × (1 + 0,25 × 2 + 0,30) = 43 945,20 € for a one-income couple (+ 9 812 € for two earners or a single
// parent); the majoré amount under half of it, 21 972,60 €.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { ne, situation } from '../minima/testing.ts';

const M = '2025-06';
const parent = { date_naissance: ne('1990-01-01') };
const enfant = (naissance: string) => ({ date_naissance: ne(naissance) });
const trois = [enfant('2021-02-01'), enfant('2018-01-01'), enfant('2015-01-01')]; // 4, 7 et 10 ans
const ressources = (r: number) => ({ cf_base_ressources: { [M]: r } });
const calc = (sit: ReturnType<typeof situation>, name: string) =>
  new Simulation(sit).calc<number>(name, 'famille_1', M);
const couple = (r: number, enfants = trois) =>
  situation({ moi: parent, conjoint: parent, enfants, famille: ressources(r) });

describe('Complément familial', () => {
  it('trois enfants de 3 ans ou plus, ressources N-2 de 30 000 € : montant de base, 197,58 €', () => {
    expect(calc(couple(30000), 'cf_plafond')).toBeCloseTo(43945.2, 2);
    expect(calc(couple(30000), 'cf')).toBeCloseTo(197.58, 2);
  });

  it('sous la moitié du plafond (20 000 €) : complément majoré, 296,39 € ; sa part non majorée reste 197,58 €', () => {
    const sit = couple(20000);
    expect(calc(sit, 'cf')).toBeCloseTo(296.39, 2);
    expect(calc(sit, 'cf_non_majore_avant_cumul')).toBeCloseTo(197.575, 3);
  });

  it('juste au-dessus du plafond (45 000 €) : complément différentiel 197,58 − 1 054,80 / 12 = 109,68 €', () => {
    expect(calc(couple(45000), 'cf')).toBeCloseTo(109.68, 2);
  });

  it('bien au-dessus (47 000 €) : rien', () => {
    expect(calc(couple(47000), 'cf')).toBe(0);
  });

  it('parent isolé : le plafond est majoré de 9 812 € (50 000 € ouvre encore le complément de base)', () => {
    const sit = situation({ moi: parent, enfants: trois, famille: ressources(50000) });
    expect(calc(sit, 'cf_plafond')).toBeCloseTo(53757.2, 2);
    expect(calc(sit, 'cf')).toBeCloseTo(197.58, 2);
  });

  it('deux enfants seulement, ou un des trois de moins de 3 ans : pas de complément familial', () => {
    expect(calc(couple(20000, trois.slice(1)), 'cf')).toBe(0);
    const avecBebe = [enfant('2024-01-01'), enfant('2018-01-01'), enfant('2015-01-01')];
    expect(calc(couple(20000, avecBebe), 'cf_eligibilite_base')).toBe(false);
  });

  it('un enfant de 21 ans ne compte plus', () => {
    const avecAine = [enfant('2004-01-01'), enfant('2018-01-01'), enfant('2015-01-01')];
    expect(calc(couple(20000, avecAine), 'cf')).toBe(0);
  });

  it('outre-mer, un enfant de 3 à 5 ans et aucun plus jeune suffit (La Réunion, 4 ans)', () => {
    const sit = situation({
      moi: parent,
      conjoint: parent,
      enfants: [enfant('2021-02-01')],
      famille: ressources(10000),
      menage: { depcom: { [M]: '97411' } },
    });
    // majoré outre-mer : 474,37 × 62,48 % = 296,39
    expect(calc(sit, 'cf')).toBeCloseTo(296.39, 2);
  });

  describe('outre-mer (cf.py) : plafond de l’ARS, enfant de moins de 5 ans', () => {
    const reunion = (naissance: string, r: number) =>
      situation({
        moi: parent,
        conjoint: parent,
        enfants: [enfant(naissance)],
        famille: ressources(r),
        menage: { depcom: { [M]: '97411' } },
      });
    it('un enfant de 5 ans n’ouvre plus le complément (âge < 5)', () => {
      expect(calc(reunion('2020-01-01', 10000), 'cf')).toBe(0);
    });
    it('plafond 21 880 × (1 + 0,3 × 1) = 28 444 € ; 40 000 € de ressources : rien', () => {
      expect(calc(reunion('2021-02-01', 40000), 'cf_plafond')).toBeCloseTo(28444, 2);
      // 40 000 > 28 444 + 12 × 197,58 : pas de complément différentiel
      expect(calc(reunion('2021-02-01', 40000), 'cf')).toBe(0);
    });
    it('sans droit, le plafond est nul (métropole, deux enfants)', () => {
      expect(calc(couple(20000, trois.slice(1)), 'cf_plafond')).toBe(0);
    });
  });

  it('les revenus N-2 d’un enfant de 20 ans (à charge au sens du CF) comptent : 12 000 − 10 % = 10 800 €', () => {
    const vingtAns = { ...enfant('2005-01-01'), salaire_imposable: { '2023': 12000 } };
    const sit = situation({ moi: parent, conjoint: parent, enfants: [vingtAns, ...trois] });
    expect(calc(sit, 'cf_base_ressources')).toBeCloseTo(10800, 2);
    // au sens des prestations familiales il n'est plus à charge (20 ans)
    expect(calc(sit, 'prestations_familiales_base_ressources')).toBe(0);
  });

  it('les ressources d’une personne données pour le CF (cf_base_ressources_individu) sont celles retenues', () => {
    const vingtAns = { ...enfant('2005-01-01'), cf_base_ressources_individu: { [M]: 5000 } };
    const sit = situation({ moi: parent, conjoint: parent, enfants: [vingtAns, ...trois] });
    expect(calc(sit, 'cf_base_ressources')).toBe(5000);
  });

  it('un enfant de moins de 16 ans non scolarisé reste à charge mais ne compte pas parmi les trois', () => {
    const nonScolarise = { ...enfant('2015-01-01'), rempli_obligation_scolaire: { [M]: false } };
    const sit = couple(20000, [enfant('2021-02-01'), enfant('2018-01-01'), nonScolarise]);
    const s = new Simulation(sit);
    expect(s.calc('cf_enfant_a_charge', 'enfant_3', M)).toBe(true);
    expect(s.calc('cf_enfant_eligible', 'enfant_3', M)).toBe(false);
    expect(s.calc('cf', 'famille_1', M)).toBe(0);
  });

  it('sa part non majorée entre dans les ressources du RSA et de la prime d’activité', () => {
    const sit = couple(20000);
    const s = new Simulation(sit);
    const af = s.calc<number>('af', 'famille_1', M);
    expect(s.calc<number>('rsa_base_ressources_prestations_familiales', 'famille_1', M)).toBeCloseTo(
      af + 197.575,
      3,
    );
  });
});
