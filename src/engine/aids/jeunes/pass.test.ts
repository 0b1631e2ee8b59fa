import { describe, expect, it } from 'vitest';
import { au, calcul, evaluer, naissancePourAge, type Personne } from '../etudes/situations.test-helpers.ts';
import { passCulture, passSport } from './pass.ts';

describe('pass Culture', () => {
  const M = '2025-09';
  /** the pass Culture reads the age on the first day of the next month */
  const jeune = (ageLeMoisProchain: number, mois = M): Personne => {
    const [y, m] = mois.split('-').map(Number);
    const suivant = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    return { mois, naissance: naissancePourAge(ageLeMoisProchain, suivant) };
  };

  it('à 18 ans le pass Culture ouvre 150 €, à 17 ans 50 €, à 15 ans 20 €', () => {
    // barème du décret n° 2025-195, en vigueur depuis le 1er mars 2025
    expect(calcul(jeune(18), 'pass_culture')).toBe(150);
    expect(calcul(jeune(17), 'pass_culture')).toBe(50);
    expect(calcul(jeune(15), 'pass_culture')).toBe(20);
  });

  it('à 16 ans il n’y a plus de crédit individuel, ni à 14 ou 19 ans', () => {
    expect(calcul(jeune(16), 'pass_culture')).toBe(0);
    expect(calcul(jeune(14), 'pass_culture')).toBe(0);
    expect(calcul(jeune(19), 'pass_culture')).toBe(0);
    expect(evaluer(passCulture, jeune(19)).explication[0]).toMatch(/18 ans/);
  });

  it('avant la réforme de mars 2025, un jeune de 18 ans recevait 300 €', () => {
    expect(calcul(jeune(18, '2024-09'), 'pass_culture')).toBe(300);
  });

  it('un jeune qui a 18 ans le mois prochain est déjà compté à 18 ans', () => {
    // born on 2007-09-15: 17 on 1 September 2025, 18 on 1 October 2025
    const p: Personne = { mois: M, naissance: '2007-09-15' };
    expect(calcul(p, 'age')).toBe(17);
    expect(evaluer(passCulture, p)).toMatchObject({ eligible: true, montant: 150 });
  });
});

describe("Pass'Sport", () => {
  const M = '2025-09';
  const jeune = (age: number, extra: Partial<Personne> = {}): Personne => ({
    mois: M,
    naissance: naissancePourAge(age, M),
    ...extra,
  });

  it('un étudiant boursier de 20 ans a droit à 50 €, à 29 ans non', () => {
    expect(evaluer(passSport, jeune(20, { individu: { boursier: au(M, true) } })).explication[0]).toMatch(
      /^Vous êtes étudiant boursier : vous avez droit à 50,00/,
    );
    expect(calcul(jeune(20, { individu: { boursier: au(M, true) } }), 'pass_sport')).toBe(50);
    expect(calcul(jeune(28, { individu: { boursier: au(M, true) } }), 'pass_sport')).toBe(50);
    expect(calcul(jeune(29, { individu: { boursier: au(M, true) } }), 'pass_sport')).toBe(0);
  });

  it('un bénéficiaire de l’AAH de 25 ans y a droit, pas à 31 ans', () => {
    expect(calcul(jeune(25, { individu: { aah: au(M, 1000) } }), 'pass_sport')).toBe(50);
    expect(calcul(jeune(31, { individu: { aah: au(M, 1000) } }), 'pass_sport')).toBe(0);
  });

  it('un enfant de 12 ans dont la famille touche l’allocation de rentrée scolaire y a droit, pas à 18 ans', () => {
    expect(calcul(jeune(12, { famille: { ars: { '2025': 450 } } }), 'pass_sport')).toBe(50);
    expect(calcul(jeune(18, { famille: { ars: { '2025': 450 } } }), 'pass_sport')).toBe(0);
  });

  it('un jeune sans aucun de ces profils n’y a pas droit', () => {
    const ev = evaluer(passSport, jeune(20));
    expect(ev).toMatchObject({ eligible: false, montant: 0 });
    expect(ev.explication[0]).toMatch(/boursiers/);
  });
});
