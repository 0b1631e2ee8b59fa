// The shares of the quotient familial from the examples of CGI 194 and 195 (the shares of 2024's incomes), and
// the rules that read them: the CSG band of a replacement income and the AAH's reduction in hospital.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';

type Vars = Record<string, unknown>;
const ETERNITE = (v: unknown) => ({ ETERNITY: v });

/** a tax household of 2024: declarants (with their status) and dependants born on the given dates */
function foyer(options: {
  statut?: string;
  conjoint?: boolean;
  enfants?: { naissance: string; alterne?: boolean; invalide?: boolean }[];
  cases?: Vars;
}) {
  const individus: Record<string, Vars> = {
    moi: {
      date_naissance: ETERNITE('1980-01-01'),
      statut_marital: { '2024-01': options.statut ?? 'celibataire' },
    },
  };
  if (options.conjoint) individus.conjoint = { date_naissance: ETERNITE('1980-01-01') };
  const enfants = (options.enfants ?? []).map((e, i) => {
    individus[`e${i}`] = {
      date_naissance: ETERNITE(e.naissance),
      garde_alternee: { '2024-01': e.alterne ?? false },
      invalidite: { '2024-01': e.invalide ?? false },
      handicap: { '2024-01': e.invalide ?? false, '2024-12': e.invalide ?? false },
    };
    return `e${i}`;
  });
  return new Simulation({
    individus: individus as never,
    foyers_fiscaux: {
      ff: {
        declarants: options.conjoint ? ['moi', 'conjoint'] : ['moi'],
        personnes_a_charge: enfants,
        ...options.cases,
      } as never,
    },
  });
}
const parts = (s: Simulation) => s.calc<number>('nbptr', 'ff', '2024');
const MINEUR = '2012-05-01';

describe('nombre de parts (nbptr)', () => {
  it('célibataire seul : 1 ; couple marié ou pacsé sans enfant : 2', () => {
    expect(parts(foyer({}))).toBe(1);
    expect(parts(foyer({ statut: 'marie', conjoint: true }))).toBe(2);
    expect(parts(foyer({ statut: 'pacse', conjoint: true }))).toBe(2);
  });

  it('couple avec un, deux puis trois enfants : 2,5 ; 3 ; 4 (une part entière à partir du troisième)', () => {
    const couple = (n: number) =>
      foyer({ statut: 'marie', conjoint: true, enfants: Array(n).fill({ naissance: MINEUR }) });
    expect([1, 2, 3].map((n) => parts(couple(n)))).toEqual([2.5, 3, 4]);
  });

  it('parent isolé (case T) avec un enfant : 2 ; sans la case : 1,5', () => {
    const enfants = [{ naissance: MINEUR }];
    expect(parts(foyer({ enfants, cases: { caseT: { '2024': true } } }))).toBe(2);
    expect(parts(foyer({ enfants }))).toBe(1.5);
  });

  it('seul, sans enfant à charge, ayant élevé un enfant (case L, ou les anciennes cases E et K) : 1,5 ; 1 en vivant en couple (case N)', () => {
    const seul = (cases: Vars) => parts(foyer({ cases }));
    const oui = { '2024': true };
    expect([seul({ caseL: oui }), seul({ caseE: oui }), seul({ caseK: oui })]).toEqual([1.5, 1.5, 1.5]);
    expect(seul({ caseE: oui, caseN: oui })).toBe(1);
    expect(parts(foyer({ enfants: [{ naissance: MINEUR }], cases: { caseK: oui } }))).toBe(1.5);
  });

  it('veuf avec un enfant : 2,5 (la part du conjoint décédé est gardée)', () => {
    expect(parts(foyer({ statut: 'veuf', enfants: [{ naissance: MINEUR }] }))).toBe(2.5);
  });

  it('résidence alternée : les parts des enfants sont divisées par deux', () => {
    // deux enfants en alternance, seuls : (0,5 + 0,5) / 2 ; un enfant à plein temps et un en alternance : 0,5 + 0,25
    expect(
      parts(foyer({ enfants: [MINEUR, MINEUR].map((naissance) => ({ naissance, alterne: true })) })),
    ).toBe(1.5);
    expect(parts(foyer({ enfants: [{ naissance: MINEUR }, { naissance: MINEUR, alterne: true }] }))).toBe(
      1.75,
    );
  });

  it('un enfant invalide ajoute une demi-part', () => {
    expect(
      parts(foyer({ statut: 'marie', conjoint: true, enfants: [{ naissance: MINEUR, invalide: true }] })),
    ).toBe(3);
  });

  it('un majeur rattaché compte comme une personne à charge (nbJ)', () => {
    const s = foyer({ enfants: [{ naissance: '2004-03-01' }] });
    expect(s.calc('nbF', 'ff', '2024')).toBe(0);
    expect(s.calc('nbJ', 'ff', '2024')).toBe(1);
    expect(s.calc('nb_pac', 'ff', '2024')).toBe(1);
    expect(parts(s)).toBe(1.5);
  });

  it('des personnes à charge ou un nombre de parts donnés par la situation sont ceux retenus', () => {
    expect(parts(foyer({ cases: { nbF: { '2024': 2 } } }))).toBe(2);
    expect(parts(foyer({ enfants: [{ naissance: MINEUR }], cases: { nbptr: { '2024': 3 } } }))).toBe(3);
  });
});

describe('tranche d’impôt', () => {
  it('plafonnée (ir_plaf_qf > ir_brut, donnés), la tranche se lit sur une part ; sinon sur les parts du foyer', () => {
    // parent seul avec un enfant : 1,5 part ; RNI 30 000 € : 20 000 € par part (tranche à 11 %), 30 000 € pour une
    // part (tranche à 30 %)
    const tranche = (impots: Vars) =>
      foyer({ enfants: [{ naissance: MINEUR }], cases: { rni: { '2024': 30000 }, ...impots } }).calc<number>(
        'ir_tranche',
        'ff',
        '2024',
      );
    expect(tranche({})).toBe(1);
    expect(tranche({ ir_brut: { '2024': 1000 }, ir_plaf_qf: { '2024': 5000 } })).toBe(2);
  });
});

describe('les règles qui lisent les parts', () => {
  it('la CSG d’une pension suit les parts du quotient familial, case T comprise', () => {
    // RFR 2023 de 17 000 € : un parent isolé avec un enfant (case T, 2 parts) reste sous le seuil d'exonération
    // (12 817 + 2 × 3 422 = 19 661 €) ; sans la case (1,5 part), il le dépasse (12 817 + 3 422 = 16 239 €) et
    // paie le taux réduit : 3,8 % de CSG et 0,5 % de CRDS sur 1 000 €
    const pension = (caseT: boolean) =>
      new Simulation({
        individus: {
          moi: {
            date_naissance: ETERNITE('1960-01-01'),
            statut_marital: { '2023-01': 'celibataire' },
            retraite_brute: { '2025-05': 1000 },
          },
          e: { date_naissance: ETERNITE(MINEUR) },
        } as never,
        foyers_fiscaux: {
          ff: {
            declarants: ['moi'],
            personnes_a_charge: ['e'],
            rfr: { '2023': 17000 },
            caseT: { '2023': caseT },
          },
        } as never,
      }).calc<number>('retraite_nette', 'moi', '2025-05');
    expect(pension(true)).toBe(1000);
    expect(pension(false)).toBeCloseTo(957, 6);
  });

  it('l’AAH à l’hôpital depuis 60 jours n’est pas réduite avec une personne à charge l’année passée', () => {
    // 30 % de l'AAH sans personne à charge (R821-8 CSS) ; un majeur rattaché ou des personnes à charge données
    const aah = (personnesACharge: string[], foyerDonne: Vars = {}) =>
      new Simulation({
        individus: {
          moi: {
            date_naissance: ETERNITE('1990-01-01'),
            aah_base: { '2025-06': 1000 },
            aah_date_debut_hospitalisation: { '2025-06': '2025-01-01' },
          },
          e: { date_naissance: ETERNITE('2005-01-01') },
        } as never,
        foyers_fiscaux: {
          ff: { declarants: ['moi'], personnes_a_charge: personnesACharge, ...foyerDonne },
        } as never,
      }).calc<number>('aah', 'moi', '2025-06');
    expect(aah([])).toBeCloseTo(300, 6);
    expect(aah(['e'])).toBe(1000);
    expect(aah([], { nb_pac: { '2024': 1 } })).toBe(1000);
    expect(aah([], { nb_pac: { '2023': 1 } })).toBeCloseTo(300, 6);
  });
});
