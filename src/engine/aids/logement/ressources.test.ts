// Resources of the aides au logement as OpenFisca computes them (aides_logement.py, formula of 2021), June 2025,
// Lyon (zone 2). Window M-13…M-2 = May 2024 … April 2025. Wage deduction (abatpro, read at 2024-01-01): 10 %,
// at least 504 €; pension deduction (abatpen, read at month M, 2025-06-01): 10 %, at least 454 €. Rates:
// 30 % abatement, patrimoine valued at 3 % above 30 000 €. Rental figures as in aide-logement.test.ts: L single
// 287.35, couple 351.72; C 59.97; P0 39.15; R0 single 5 235, couple 7 501; TF single 2.83 %, couple 3.15 %;
// RL = 1 → TL 0.305 %; minoration 5 €; CRDS 0.5 %. Incomes run to June 2025: an income that stops before
// M would be neutralised by last month's RSA.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { MOIS, situation, type Cas } from './test-helpers.ts';

const MOIS_2024_2025 = Array.from({ length: 18 }, (_, i) => {
  const m = (i % 12) + 1;
  return `${2024 + Math.floor(i / 12)}-${String(m).padStart(2, '0')}`;
});
const chaqueMois = (montant: number, jusqua = '2025-06') =>
  Object.fromEntries(MOIS_2024_2025.filter((m) => m <= jusqua).map((m) => [m, montant]));
const calc = (c: Cas, name: string, id = 'famille_1') =>
  new Simulation(situation(c)).calc<number | boolean | string>(name, id, MOIS);

describe('ressources des aides au logement : part chômage négative', () => {
  it('une déduction plus grande que le salaire réduit les ressources du couple : R = 15 800 €, 80,41 €', () => {
    // moi: S = 100 (septembre 2024), D = max(10 % × 100, 504) = 504 → E = 0, U' = 0 + min(0, 100 − 504) = −404
    // conjoint: S = 18 000, D = 1 800 → 16 200; R = 16 200 − 404 = 15 796 → 15 800 (plancher à 0 : 16 200)
    // R − R0 = 8 299; Tp = 3.15 % + 0.305 % = 3.455 %; Pp = 39.15 + 286.73 = 325.88
    // A = 351.72 + 59.97 − 325.88 = 85.81 → 80.81 → ×0.995 = 80.41
    const c: Cas = {
      activite: 'actif',
      naissance: '1990-01-01',
      loyer: 500,
      moi: { salaire_imposable: { '2024-09': 100 }, salaire_net: { '2024-09': 100 } },
      conjoint: {
        activite: { [MOIS]: 'actif' },
        salaire_imposable: chaqueMois(1500),
        salaire_net: chaqueMois(1500),
      },
    };
    expect(calc(c, 'aide_logement_base_ressources_individu', 'moi')).toBe(-404);
    expect(calc(c, 'aide_logement_base_ressources')).toBe(15800);
    expect(calc(c, 'aide_logement')).toBeCloseTo(80.41, 2);
  });
});

describe('ressources des aides au logement : patrimoine', () => {
  it('un Livret A de 40 000 € compte pour 3 % : 1 200 €, R = 12 000 €, 90,63 €', () => {
    // salaires 12 × 1 000 − 1 200 = 10 800; patrimoine 40 000 > 30 000 → 3 % × 40 000 = 1 200; R = 12 000
    // Pp = 39.15 + 3.135 % × (12 000 − 5 235) = 251.23; A = 347.32 − 251.23 = 96.09 → 91.09 → ×0.995 = 90.63
    const c: Cas = {
      activite: 'actif',
      naissance: '1995-01-01',
      loyer: 600,
      moi: {
        salaire_imposable: chaqueMois(1000),
        salaire_net: chaqueMois(1000),
        livret_a: { [MOIS]: 40000 },
      },
    };
    expect(calc(c, 'aide_logement_base_ressources_patrimoine')).toBe(1200);
    expect(calc(c, 'aide_logement_base_ressources')).toBe(12000);
    expect(calc(c, 'aide_logement')).toBeCloseTo(90.63, 2);
  });
});

describe('ressources des aides au logement : retraité sans revenus d’activité', () => {
  it('un retraité qui a travaillé jusqu’en mars mais ne gagne rien en juin a l’abattement de 30 % : R = 10 000 €, 153,02 €', () => {
    // salaire du mois de juin nul → abattements (1 et vrai); S = 11 × 500 = 5 500, D = 550 → 4 950 × 0.7 = 3 465
    // pensions 12 × 600 = 7 200 − 720 = 6 480; R = 9 945 → 10 000
    // Pp = 39.15 + 3.135 % × 4 765 = 188.53; A = 347.32 − 188.53 = 158.79 → 153.79 → ×0.995 = 153.02
    const c: Cas = {
      activite: 'retraite',
      naissance: '1958-01-01',
      loyer: 600,
      moi: {
        activite: Object.fromEntries(MOIS_2024_2025.map((m) => [m, 'retraite'])),
        retraite_imposable: chaqueMois(600),
        salaire_imposable: chaqueMois(500, '2025-03'),
      },
    };
    expect(calc(c, 'aide_logement_abattement_revenus_activite_professionnelle', 'moi')).toBe(1);
    expect(calc(c, 'aide_logement_abattement_indemnites_chomage', 'moi')).toBe(true);
    expect(calc(c, 'aide_logement_base_ressources')).toBe(10000);
    expect(calc(c, 'aide_logement')).toBeCloseTo(153.02, 2);
  });

  it('l’abattement donné en entrée vaut 1 comme dans OpenFisca : 30 % des revenus d’activité, R = 7 600 €', () => {
    // 10 800 × (1 − 0.3 × 1) = 7 560 → 7 600 (un taux de 0,3 donné comme 1 − 0,3 annulait tout le salaire)
    const c: Cas = {
      activite: 'actif',
      naissance: '1995-01-01',
      moi: {
        salaire_imposable: chaqueMois(1000),
        salaire_net: chaqueMois(1000),
        aide_logement_abattement_revenus_activite_professionnelle: { [MOIS]: 1 },
      },
    };
    expect(calc(c, 'aide_logement_base_ressources')).toBe(7600);
  });
});

describe('ressources des aides au logement : pensions', () => {
  it('l’abattement minimal des pensions est celui du mois (454 € en 2025, non 450 €) : 3 098 €, R = 3 100 €', () => {
    // 12 × 296 = 3 552; 10 % = 355.20 < 454 → 3 552 − 454 = 3 098 → 3 100 (avec 450 : 3 102 → 3 200)
    const c: Cas = {
      activite: 'retraite',
      naissance: '1955-01-01',
      moi: { retraite_imposable: chaqueMois(296) },
    };
    expect(calc(c, 'aide_logement_base_ressources_individu', 'moi')).toBe(3098);
    expect(calc(c, 'aide_logement_base_ressources')).toBe(3100);
  });
});

describe('personnes à charge : adulte handicapé', () => {
  it('ses ressources sont celles des prestations familiales (N-2) : 21 600 € en 2023, au-dessus de 14 416,28 €', () => {
    // 1.25 × ASPA personne seule au 31/12/2023 (11 533.02) = 14 416.28; salaires 2023 : 24 000 − 2 400 = 21 600
    // (ses ressources des aides au logement, sur mai 2024 … avril 2025, sont nulles)
    const c: Cas = { activite: 'actif', naissance: '1965-01-01', loyer: 600, enfants: ['1995-01-01'] };
    const sit = situation(c);
    Object.assign(sit.individus.enfant_1, {
      taux_incapacite: { [MOIS]: 0.9 },
      salaire_imposable: { '2023': 24000 },
    });
    const s = new Simulation(sit);
    expect(s.calc('prestations_familiales_base_ressources_individu', 'enfant_1', MOIS)).toBe(21600);
    expect(s.calc('al_nb_personnes_a_charge', 'famille_1', MOIS)).toBe(0);
  });
});
