import { describe, expect, it } from 'vitest';
import { calculate, SituationError } from './index.ts';
import { cellules, lireAxes } from './axes.ts';

type Sortie = Record<string, Record<string, Record<string, Record<string, unknown>>>>;
const calculer = (s: unknown) => calculate(s as never) as unknown as Sortie;

const salarie = (axes: unknown, salaire?: Record<string, number>) => ({
  individus: {
    moi: {
      date_naissance: { ETERNITY: '1995-01-01' },
      ...(salaire ? { salaire_de_base: salaire } : {}),
    },
  },
  familles: { f: { parents: ['moi'], ppa: { '2025-04': null } } },
  menages: { m: { personne_de_reference: ['moi'] } },
  axes,
});

describe('axes (SimulationBuilder d’OpenFisca)', () => {
  it('répartit les points comme numpy.linspace, le dernier exactement au maximum', () => {
    const [axe] = lireAxes([[{ name: 'salaire_de_base', count: 4, min: 0, max: 0.9, period: '2025-01' }]])[0];
    const points = cellules([[axe]]).map((c) => c[0].valeur);
    // numpy : i × pas + min, avec pas = 0,9 / 3 ; le dernier point est posé sur le maximum, là où
    // 3 × pas vaudrait 0,8999999999999999
    const pas = 0.9 / 3;
    expect(points).toEqual([0, pas, 2 * pas, 0.9]);
    expect(3 * pas).not.toBe(0.9);
  });

  it('un montant annuel le long d’un axe est réparti sur les mois, et chaque demande devient une liste', () => {
    const s = salarie([[{ name: 'salaire_de_base', count: 5, min: 0, max: 24000, period: '2025' }]]);
    (s.individus.moi as Record<string, unknown>).salaire_de_base = { '2025-03': null };
    const out = calculer(s);
    expect(out.individus.moi.salaire_de_base['2025-03']).toEqual([0, 500, 1000, 1500, 2000]);
    const ppa = out.familles.f.ppa['2025-04'] as number[];
    expect(ppa).toHaveLength(5);
    // chaque point vaut le calcul de la même situation avec ce salaire
    for (const [i, brut] of [0, 6000, 12000, 18000, 24000].entries()) {
      const seul = calculer(salarie(undefined, { '2025': brut }));
      expect(ppa[i]).toBe(seul.familles.f.ppa['2025-04']);
    }
    expect(new Set(ppa).size).toBeGreaterThan(2);
  });

  it('garde les mois déjà donnés et répartit le reste de la valeur de l’axe (set_input)', () => {
    const s = salarie([[{ name: 'salaire_de_base', count: 2, min: 12000, max: 36000, period: '2025' }]], {
      '2025-01': 3000,
    });
    (s.individus.moi as Record<string, unknown>).salaire_de_base = { '2025-01': 3000, '2025-02': null };
    const out = calculer(s);
    // (12 000 − 3 000) / 11 et (36 000 − 3 000) / 11
    expect(out.individus.moi.salaire_de_base['2025-02']).toEqual([818.181818, 3000]);
  });

  it('deux dimensions forment une grille dans l’ordre de numpy.meshgrid : la première varie le plus vite', () => {
    const out = calculer({
      individus: { a: { salaire_de_base: { '2025-01': null }, chomage_brut: { '2025-01': null } } },
      axes: [
        [{ name: 'salaire_de_base', count: 2, min: 0, max: 1000, period: '2025-01' }],
        [{ name: 'chomage_brut', count: 3, min: 0, max: 200, period: '2025-01' }],
      ],
    });
    expect(out.individus.a.salaire_de_base['2025-01']).toEqual([0, 1000, 0, 1000, 0, 1000]);
    expect(out.individus.a.chomage_brut['2025-01']).toEqual([0, 0, 100, 100, 200, 200]);
  });

  it('trois dimensions : la deuxième varie le plus lentement, puis la première, puis la troisième', () => {
    // l'ordre de numpy.meshgrid(x0, x1, x2) aplati, relevé avec numpy
    const axe = (count: number) => ({
      name: 'salaire_de_base',
      count,
      min: 0,
      max: count - 1,
      period: '2025-01',
    });
    const grille = cellules(lireAxes([[axe(2)], [axe(3)], [axe(4)]]));
    const dimension = (d: number) => grille.map((c) => c[d].valeur).join('');
    expect(dimension(0)).toBe('000011110000111100001111');
    expect(dimension(1)).toBe('000000001111111122222222');
    expect(dimension(2)).toBe('012301230123012301230123');
  });

  it('des axes parallèles avancent ensemble, chacun sur l’entité de son index', () => {
    const out = calculer({
      individus: { a: { salaire_de_base: { '2025-01': null } }, b: { salaire_de_base: { '2025-01': null } } },
      axes: [
        {
          name: 'salaire_de_base',
          count: 3,
          min: 0,
          max: 2000,
          period: '2025-01',
        },
        { name: 'salaire_de_base', count: 3, min: 3000, max: 1000, period: '2025-01', index: 1 },
      ],
    });
    expect(out.individus.a.salaire_de_base['2025-01']).toEqual([0, 1000, 2000]);
    expect(out.individus.b.salaire_de_base['2025-01']).toEqual([3000, 2000, 1000]);
  });

  it('refuse des axes mal formés avec un message qui nomme chaque faute', () => {
    const fautes = (axes: unknown) => {
      try {
        calculate({ individus: { a: {}, b: {} }, axes } as never);
      } catch (e) {
        expect(e).toBeInstanceOf(SituationError);
        return [(e as SituationError).message, ...(e as SituationError).details].join(' | ');
      }
      throw new Error('aucune erreur');
    };
    expect(fautes([])).toMatch(/liste non vide/);
    expect(fautes([[{ name: 'salaire_lunaire', count: 0, min: 'a', max: 1, period: '2025-13' }]])).toMatch(
      /variable inconnue \(salaire_lunaire\).*count doit être un entier positif.*min doit être un nombre.*period doit être une période/,
    );
    expect(fautes([[{ name: 'activite', count: 2, min: 0, max: 1, period: '2025-01' }]])).toMatch(
      /activite n’est pas un nombre/,
    );
    const salaire = { name: 'salaire_de_base', min: 0, max: 1, period: '2025-01' };
    expect(
      fautes([
        [
          { ...salaire, count: 2 },
          { ...salaire, count: 3 },
        ],
      ]),
    ).toMatch(/même nombre de points/);
    expect(fautes([[{ ...salaire, count: 2, index: 2 }]])).toMatch(
      /index 2 des individus, mais la situation n'en compte que 2/,
    );
    expect(fautes([[{ ...salaire, count: 40 }], [{ ...salaire, count: 30 }]])).toMatch(
      /1200 points.*1000 au plus/,
    );
  });
});

describe('périodes d’un jour', () => {
  it('une variable définie pour toujours se donne et se demande pour un jour, comme dans OpenFisca', () => {
    const out = calculer({
      individus: {
        a: {
          date_naissance: { '2000-03-15': '2000-03-15' },
          age: { '2025-06': null },
          sortie_academie: { 'day:2025-01-01:3': null },
        },
      },
    });
    expect(out.individus.a.age['2025-06']).toBe(25);
    expect(out.individus.a.sortie_academie['day:2025-01-01:3']).toBe(false);
  });

  it('une variable mensuelle n’a pas de valeur pour un jour, et un jour qui n’existe pas est refusé', () => {
    expect(() => calculate({ individus: { a: { salaire_net: { '2025-01-15': 3 } } } } as never)).toThrow(
      SituationError,
    );
    let erreur: SituationError | undefined;
    try {
      calculate({
        individus: { a: { salaire_net: { '2025-01-15': null }, retraite_brute: { '2025-02-30': 1 } } },
      } as never);
    } catch (e) {
      erreur = e as SituationError;
    }
    expect(erreur?.details).toEqual([
      "salaire_net est mensuelle : elle n'a pas de valeur pour le jour « 2025-01-15 ».",
      'individus.a.retraite_brute : période « 2025-02-30 » invalide',
    ]);
  });
});
