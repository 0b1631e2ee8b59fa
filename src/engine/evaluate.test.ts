import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCAL } from './aides-locales/index.ts';
import { AIDS } from './aids/index.ts';
import type { Aid, SimulationResult } from './core/aid.ts';
import { ordreFrancais, sortResult } from './evaluate.ts';
import { rng } from './simulateur/testing.ts';

const sign = (n: number) => Math.sign(n);
const collator = new Intl.Collator('fr');

describe('ordreFrancais', () => {
  const connus = [...AIDS.map((a) => a.nom), ...CATALOGUE_LOCAL.aides.map((a) => a.nom)];
  const inconnus = [
    'Aide à l’achat d’un vélo — Lyon',
    'aide au permis',
    'Élan',
    'elan',
    'Zèbre',
    'Œuvre',
    '',
  ];
  const ordre = ordreFrancais(connus);

  it('compares known and unknown names as the French collator does, both ways', () => {
    const noms = [...connus, ...inconnus];
    const r = rng(3);
    for (let i = 0; i < 20_000; i++) {
      const a = noms[Math.floor(r() * noms.length)];
      const b = noms[Math.floor(r() * noms.length)];
      expect(sign(ordre(a, b)), `${a} / ${b}`).toBe(sign(collator.compare(a, b)));
    }
    for (const a of inconnus)
      for (const b of connus.slice(0, 50)) expect(sign(ordre(a, b))).toBe(sign(collator.compare(a, b)));
  });

  it('gives names the collator finds equal the same rank', () => {
    // the same text in two Unicode forms (é composed, e + combining acute) compares equal
    const compose = 'Aide à la réussite';
    const decompose = compose.normalize('NFD');
    const o = ordreFrancais([compose, decompose, 'Bourse']);
    expect(o(compose, decompose)).toBe(0);
    expect(sign(o(compose, 'Bourse'))).toBe(-1);
    expect(sign(o('Bourse', decompose))).toBe(1);
  });
});

describe('sortResult', () => {
  const aide = (nom: string, montant: number, periodicite: Aid['periodicite'] = 'ponctuelle'): Aid => ({
    id: nom,
    code: nom,
    nom,
    institution: 'x',
    description: '',
    montant,
    periodicite,
    lien: '',
    explication: [],
  });

  it('sorts eligible aids by yearly amount then French name, the others by name', () => {
    const result: SimulationResult = {
      droitsEligibles: [
        aide('Zeta', 100),
        aide('Élan', 100),
        aide('Mensuelle', 10, 'mensuelle'),
        aide('Alpha', 50),
      ],
      droitsNonEligibles: [aide('Zeta', 0), aide('écu', 0), aide('Ecu', 0), aide('abri', 0)],
      droitsInjectes: [],
    };
    sortResult(result, ordreFrancais(['Zeta', 'Alpha']));
    expect(result.droitsEligibles.map((a) => a.nom)).toEqual(['Mensuelle', 'Élan', 'Zeta', 'Alpha']);
    expect(result.droitsNonEligibles.map((a) => a.nom)).toEqual(['abri', 'Ecu', 'écu', 'Zeta']);
  });
});
