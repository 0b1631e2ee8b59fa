import { describe, expect, it } from 'vitest';
import '../aids/index.ts';
import { Simulation } from './simulation.ts';
import { allVariables, computedFrom, defineVariable, input, shortcutInputs } from './variables.ts';
import { addMonths, lastMonths, monthRange } from './periods.ts';
import { situationOf } from '../simulateur/simulate.ts';
import { payloadFrom, randomAnswers, rng } from '../simulateur/testing.ts';
import type { Situation } from './situation.ts';

let evaluations = 0;
defineVariable<number>({
  name: 'test_double_de_base',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: ['salaire_de_base'],
  formula: (s, id, month) => {
    evaluations++;
    return 2 * s.calc<number>('salaire_de_base', id, month);
  },
});

// x(N) = entree(N) + y(N − 1) and y(N) = x(N): a chain that goes back one year at each turn
let evaluationsSpirale = 0;
input<number>({
  name: 'test_spirale_entree',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
});
defineVariable<number>({
  name: 'test_spirale_x',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  formula: (s, id, year) => {
    evaluationsSpirale++;
    return (
      s.calc<number>('test_spirale_entree', id, year) +
      s.calc<number>('test_spirale_y', id, String(+year - 1))
    );
  },
});
defineVariable<number>({
  name: 'test_spirale_y',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  formula: (s, id, year) => s.calc<number>('test_spirale_x', id, year),
});

const seul = (vars: Record<string, unknown> = {}) =>
  ({
    individus: { moi: { date_naissance: { ETERNITY: '2000-03-15' }, ...vars } },
  }) as unknown as Situation;

describe('Simulation', () => {
  it('évalue une formule une fois par (variable, individu, mois)', () => {
    evaluations = 0;
    const s = new Simulation(seul({ salaire_de_base: { '2025-05': 1500 } }));
    expect(s.calc('test_double_de_base', 'moi', '2025-05')).toBe(3000);
    expect(s.calc('test_double_de_base', 'moi', '2025-05')).toBe(3000);
    expect(s.sum('test_double_de_base', 'moi', lastMonths('2025-06', 3))).toBe(3000);
    expect(evaluations).toBe(3); // 2025-03, 2025-04, 2025-05: the second read of 2025-05 is the cached value
  });

  it('donne la valeur par défaut sans évaluer quand rien de ce dont la formule dépend n’est donné', () => {
    evaluations = 0;
    const s = new Simulation(seul());
    expect(s.calc('test_double_de_base', 'moi', '2025-05')).toBe(0);
    expect(s.sum('test_double_de_base', 'moi', lastMonths('2025-06', 12))).toBe(0);
    expect(evaluations).toBe(0);
    const sansRaccourci = new Simulation(seul(), { trustComputedFrom: false });
    expect(sansRaccourci.calc('test_double_de_base', 'moi', '2025-05')).toBe(0);
    expect(evaluations).toBe(1);
  });

  it('une valeur donnée pour la variable elle-même l’emporte sur la formule', () => {
    const s = new Simulation(
      seul({ test_double_de_base: { '2025-05': 7 }, salaire_de_base: { '2025-05': 1 } }),
    );
    expect(s.calc('test_double_de_base', 'moi', '2025-05')).toBe(7);
    expect(s.calc('test_double_de_base', 'moi', '2025-04')).toBe(0);
  });

  it('répartit un montant annuel sur ses mois et lit une variable permanente à toute période', () => {
    const s = new Simulation(seul({ salaire_de_base: { '2024': 1200 } }));
    expect(s.calc('salaire_de_base', 'moi', '2024-07')).toBe(100);
    expect(s.calc('date_naissance', 'moi', '2031-01')).toBe('2000-03-15');
    expect(s.calc('age', 'moi', '2025-03')).toBe(24);
    expect(s.calc('age', 'moi', '2025-04')).toBe(25);
  });

  it('place une personne sans groupe seule dans un groupe, avec une liste de membres partagée en lecture seule', () => {
    const s = new Simulation(seul());
    const famille = s.famille('moi');
    const membres = s.members('famille', famille);
    expect(membres).toEqual(['moi']);
    expect(s.members('famille', famille)).toBe(membres);
    expect(s.demandeur(famille)).toBe('moi');
    // read-only by type: the compiler refuses a change (npm run typecheck fails if it accepts one)
    // @ts-expect-error a member list is readonly
    if (membres.length > 1) membres.push('autre');
    // and not frozen: V8 iterates a frozen array on a slow path, in every formula that loops over members
    expect(Object.isFrozen(membres)).toBe(false);
    expect(Object.isFrozen(monthRange('2025-01', 3))).toBe(false);
  });

  it('une variable redemandée pour une autre période pendant son propre calcul vaut son défaut (spirale, comme OpenFisca)', () => {
    const entree = { test_spirale_entree: { '2023': 1, '2024': 10, '2025': 100 } };
    const s = new Simulation(seul(entree));
    // x(2025) → y(2024) → x(2024): x is being computed, the inner x(2024) is its default, 0
    expect(s.calc('test_spirale_x', 'moi', '2025')).toBe(100);
    // y(2024) was computed inside the spiral (0): it is forgotten, and computed afresh when asked at the top
    expect(s.calc('test_spirale_y', 'moi', '2024')).toBe(10);
    // the values cut short are not kept: x(2025) is evaluated again, with the same result
    evaluationsSpirale = 0;
    expect(s.calc('test_spirale_x', 'moi', '2025')).toBe(100);
    expect(evaluationsSpirale).toBe(1);
    // a value the situation gives for the inner period is read, as OpenFisca reads its cache before the spiral
    const donnee = new Simulation(seul({ ...entree, test_spirale_x: { '2024': 7 } }));
    expect(donnee.calc('test_spirale_x', 'moi', '2025')).toBe(107);
  });

  it('nomme une variable inconnue', () => {
    const s = new Simulation(seul());
    expect(() => s.calc('revenu_imaginaire', 'moi', '2025-01')).toThrow(/revenu_imaginaire/);
  });

  // The shortcut is only as good as what it is computed from: on varied situations, every variable whose
  // shortcut inputs are all absent must evaluate to its default when the formula really runs.
  it('une formule dont rien de ce qu’elle lit n’est donné vaut bien son défaut', () => {
    const raccourcis = allVariables().filter((v) => shortcutInputs(v) && !v.name.startsWith('test_'));
    expect(raccourcis.length).toBeGreaterThan(20);
    const r = rng(2026);
    let checked = 0;
    for (let i = 0; i < 150; i++) {
      const { situation, month } = situationOf(payloadFrom(randomAnswers(r), '2025-09-10'));
      const s = new Simulation(situation, { trustComputedFrom: false });
      const given = JSON.stringify(situation);
      for (const v of raccourcis) {
        if ([v.name, ...shortcutInputs(v)!].some((n) => given.includes(`"${n}"`))) continue;
        const entity = v.entity === 'individu' ? 'demandeur' : undefined;
        const id = entity ?? s.groupOf(v.entity as 'famille' | 'menage' | 'foyer_fiscal', 'demandeur');
        const periods = v.period === 'month' ? lastMonths(addMonths(month, 1), 14) : [month.slice(0, 4)];
        for (const m of periods) {
          expect(s.calc(v.name, id, m), `${v.name} ${m}`).toBe(v.default);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('ce dont une formule est calculée vient de sa source : un nom ajouté à une formule y entre tout seul', () => {
    // chomage_net reads chomage_imposable, which reads chomage_brut, which reads allocation_retour_emploi
    expect(computedFrom('chomage_net')).toEqual(
      expect.arrayContaining([
        'chomage_imposable',
        'chomage_brut',
        'allocation_retour_emploi',
        'are_salaire_journalier_reference',
      ]),
    );
    const s = new Simulation(seul({ allocation_retour_emploi: { '2025-05': 900 } }));
    expect(s.calc('chomage_net', 'moi', '2025-05')).toBe(900);
  });

  it('avec ou sans raccourcis (dérivés ou propres à une formule), chaque aide donne le même résultat', async () => {
    const { evaluateAids, demandeurOf } = await import('../evaluate.ts');
    const r = rng(77);
    for (let i = 0; i < 120; i++) {
      const date = `202${2 + Math.floor(r() * 4)}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-10`;
      const { situation, month } = situationOf(payloadFrom(randomAnswers(r), date));
      const avec = new Simulation(situation);
      const sans = new Simulation(situation, { trustComputedFrom: false });
      expect(JSON.stringify(evaluateAids(sans, demandeurOf(sans, 'demandeur'), month)), date).toBe(
        JSON.stringify(evaluateAids(avec, demandeurOf(avec, 'demandeur'), month)),
      );
    }
  });
  it('avec ou sans raccourcis, une variable intermédiaire donnée en entrée l’emporte sur les formules', async () => {
    const { AIDS } = await import('../aids/index.ts');
    const { getVariable } = await import('./variables.ts');
    const { default: dependances } = await import('../data/dependencies.json');
    // la CRDS de l'aide au logement donnée sans logement : l'aide vaut ce que la formule en fait, raccourci ou non
    const sansLogement = {
      individus: { moi: { date_naissance: { ETERNITY: '2000-01-01' } } },
      familles: { f: { parents: ['moi'], crds_logement: { '2025-02': -5 } } },
    } as never;
    expect(new Simulation(sansLogement).calc('aide_logement', 'f', '2025-02')).toBe(
      new Simulation(sansLogement, { trustComputedFrom: false }).calc('aide_logement', 'f', '2025-02'),
    );
    const r = rng(4242);
    const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)];
    const calculees = Object.keys(dependances.formulas).filter((n) => getVariable(n) !== undefined);
    const aides = AIDS.map((a) => a.id).filter((n) => getVariable(n) !== undefined);
    for (let i = 0; i < 80; i++) {
      const annee = 2022 + Math.floor(r() * 4);
      const mois = `${annee}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}`;
      const individus: Record<string, Record<string, Record<string, unknown>>> = {
        a: { date_naissance: { ETERNITY: `${annee - 18 - Math.floor(r() * 10)}-05-10` } },
        b: { date_naissance: { ETERNITY: `${annee - Math.floor(r() * 20)}-07-10` } },
      };
      const entites = {
        individus,
        familles: { f: { parents: ['a'], enfants: ['b'] } as Record<string, unknown> },
        foyers_fiscaux: { ff: { declarants: ['a'], personnes_a_charge: ['b'] } as Record<string, unknown> },
        menages: { m: { personne_de_reference: ['a'], enfants: ['b'] } as Record<string, unknown> },
      };
      for (let j = 1 + Math.floor(r() * 4); j > 0; j--) {
        const def = getVariable(pick(calculees))!;
        if (def.valueType !== 'float' && def.valueType !== 'bool') continue;
        const valeur = def.valueType === 'bool' ? r() < 0.5 : Math.round(r() * 2000);
        const cible = {
          individu: individus[pick(['a', 'b'])],
          famille: entites.familles.f,
          foyer_fiscal: entites.foyers_fiscaux.ff,
          menage: entites.menages.m,
        }[def.entity];
        const periode =
          def.period === 'year' ? String(annee - Math.floor(r() * 3)) : pick([mois, String(annee)]);
        cible[def.name] = { [periode]: valeur };
      }
      const avec = new Simulation(structuredClone(entites) as never);
      const sans = new Simulation(structuredClone(entites) as never, { trustComputedFrom: false });
      for (const nom of aides) {
        const def = getVariable(nom)!;
        const id = { individu: 'a', famille: 'f', foyer_fiscal: 'ff', menage: 'm' }[def.entity];
        const periode = def.period === 'year' ? String(annee) : mois;
        expect(avec.calc(nom, id, periode), `${nom} ${JSON.stringify(entites)}`).toEqual(
          sans.calc(nom, id, periode),
        );
      }
    }
  });
});
