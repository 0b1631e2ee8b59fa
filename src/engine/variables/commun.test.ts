// Ages as OpenFisca computes them (ir.py): numpy converts the days since birth, plus one, into average
// Gregorian years of 365.2425 days (months of 30.436875 days) and floors the result.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';

const moi = (vars: Record<string, unknown>) => new Simulation({ individus: { moi: vars as never } });
const naissance = (date: string) => moi({ date_naissance: { ETERNITY: date } });

describe('âge', () => {
  it('au premier jour du mois, à partir de la date de naissance', () => {
    const s = naissance('2000-04-01');
    expect(s.calc('age', 'moi', '2025-03')).toBe(24);
    expect(s.calc('age', 'moi', '2025-04')).toBe(25);
  });

  it('né le 2 juillet 2002, 18 ans dès le 1er juillet 2020 : 6 574 jours + 1 ≥ 18 × 365,2425', () => {
    // 18 × 365 + 5 jours bissextiles (2004 … 2020) − 1 = 6 574 jours jusqu'au 1er juillet 2020
    const s = naissance('2002-07-02');
    expect(s.calc('age', 'moi', '2020-06')).toBe(17);
    expect(s.calc('age', 'moi', '2020-07')).toBe(18);
    expect(s.calc('majeur', 'moi', '2020-07')).toBe(true);
  });

  it('né le 2 juillet 2000 (4 jours bissextiles) : encore 17 ans le 1er juillet 2018', () => {
    expect(naissance('2000-07-02').calc('age', 'moi', '2018-07')).toBe(17);
  });

  it('l’âge en mois compte des mois moyens : né le 31 janvier 2025, 0 mois le 1er mars (30 jours)', () => {
    const s = naissance('2025-01-31');
    expect(s.calc('age_en_mois', 'moi', '2025-03')).toBe(0);
    expect(s.calc('age_en_mois', 'moi', '2025-04')).toBe(2);
  });

  it('un enfant à naître a un âge en mois négatif, arrondi vers le bas', () => {
    // 89 jours avant la naissance : (−89 + 1) / 30,436875 = −2,9 → −3
    expect(naissance('2025-08-29').calc('age_en_mois', 'moi', '2025-06')).toBe(-3);
  });

  it('sans date de naissance, l’âge découle de l’âge en mois, et l’âge en mois de l’âge', () => {
    expect(moi({ age_en_mois: { '2025-01': 215 } }).calc('age', 'moi', '2025-06')).toBe(18);
    const age = moi({ age: { '2025-06': 20 } });
    expect(age.calc('age_en_mois', 'moi', '2025-06')).toBe(240);
    expect(age.calc('age', 'moi', '2025-03')).toBe(20); // 20 + int(−3 / 12)
  });

  it('une date de naissance donnée l’emporte sur un âge donné pour un autre mois', () => {
    const s = moi({ date_naissance: { ETERNITY: '2007-01-15' }, age: { '2025-06': 30 } });
    expect(s.calc('age', 'moi', '2025-06')).toBe(30);
    expect(s.calc('age', 'moi', '2025-03')).toBe(18);
  });

  it('un âge donné pour une année entière vaut pour chacun de ses mois, et les autres mois partent de décembre', () => {
    // 20 ans en 2025 : 2026-03 → 20 + int(3 / 12) = 20 ; 2024-06 → 20 + int(−18 / 12) = 19
    const s = moi({ age: { '2025': 20 } });
    expect(s.calc('age', 'moi', '2025-01')).toBe(20);
    expect(s.calc('age', 'moi', '2026-03')).toBe(20);
    expect(s.calc('age', 'moi', '2024-06')).toBe(19);
    // 240 mois en 2025 : 2026-03 → 240 + 3
    expect(moi({ age_en_mois: { '2025': 240 } }).calc('age_en_mois', 'moi', '2026-03')).toBe(243);
  });
});

describe('composition de la famille et territoire, comme OpenFisca les nomme', () => {
  const situation = () =>
    new Simulation({
      individus: {
        a: { statut_marital: { '2025-01': 'marie' } },
        b: {},
        c: {},
      },
      familles: { f: { parents: ['a', 'b'], enfants: ['c'] } },
      menages: {
        m: { personne_de_reference: ['a'], conjoint: ['b'], enfants: ['c'], depcom: { '2025-01': '97411' } },
      },
    } as never);

  it('nb_parents, maries et est_enfant_dans_famille se lisent des rôles', () => {
    const s = situation();
    expect(s.calc('nb_parents', 'f', '2025-01')).toBe(2);
    expect(s.calc('maries', 'f', '2025-01')).toBe(true);
    expect(s.calc('est_enfant_dans_famille', 'c', 'ETERNITY')).toBe(true);
    expect(s.calc('est_enfant_dans_famille', 'a', 'ETERNITY')).toBe(false);
  });

  it('residence vient de la commune : La Réunion pour 97411, métropole ailleurs et sans commune (le défaut du select d’OpenFisca)', () => {
    const s = situation();
    expect(s.calc('residence', 'm', '2025-01')).toBe('la_reunion');
    const paris = new Simulation({
      individus: { a: {} },
      menages: { m: { personne_de_reference: ['a'], depcom: { '2025-01': '75111' } } },
    } as never);
    expect(paris.calc('residence', 'm', '2025-01')).toBe('metropole');
    const inconnue = new Simulation({
      individus: { a: {} },
      menages: { m: { personne_de_reference: ['a'] } },
    } as never);
    expect(inconnue.calc('residence', 'm', '2025-01')).toBe('metropole');
    // une résidence donnée sans commune garde son effet sur les territoires
    const donnee = new Simulation({
      individus: { a: {} },
      menages: { m: { personne_de_reference: ['a'], residence: { '2025-01': 'mayotte' } } },
    } as never);
    expect(donnee.calc('residence_mayotte', 'm', '2025-01')).toBe(true);
    // un territoire donné sans commune fait la résidence, comme dans OpenFisca
    const drapeau = new Simulation({
      individus: { a: {} },
      menages: { m: { personne_de_reference: ['a'], residence_guadeloupe: { '2025-01': true } } },
    } as never);
    expect(drapeau.calc('residence', 'm', '2025-01')).toBe('guadeloupe');
    expect(drapeau.calc('residence_dom', 'm', '2025-01')).toBe(true);
  });
});
