import { describe, expect, it } from 'vitest';
import { calculate, SituationError } from './index.ts';

const base = () => ({
  individus: { moi: { date_naissance: { ETERNITY: '2000-01-01' } } as Record<string, unknown> },
  familles: { f: { parents: ['moi'] } as Record<string, unknown> },
  menages: { m: { personne_de_reference: ['moi'] } as Record<string, unknown> },
});

describe('calculate (contrat /calculate d’OpenFisca)', () => {
  it('remplit les valeurs null demandées et garde les entrées', () => {
    const s = base();
    s.individus.moi.age = { '2025-06': null };
    const out = calculate(s as never);
    expect((out.individus.moi.age as Record<string, number>)['2025-06']).toBe(25);
    expect(s.individus.moi.age).toEqual({ '2025-06': null }); // l'entrée n'est pas modifiée
  });

  it('nomme les variables inconnues', () => {
    const s = base();
    s.individus.moi.salaire_lunaire = { '2025-06': 3 };
    expect(() => calculate(s as never)).toThrowError(/salaire_lunaire/);
  });

  it('refuse une variable posée sur la mauvaise entité', () => {
    const s = base();
    s.individus.moi.ppa = { '2025-06': null };
    try {
      calculate(s as never);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SituationError);
      expect((e as SituationError).details[0]).toMatch(/ppa appartient à l'entité famille/);
    }
  });

  it('somme une variable mensuelle demandée pour une année', () => {
    const s = base();
    s.individus.moi.salaire_net = { '2025': 12000 };
    s.individus.moi.salaire_imposable = { '2025': null };
    const out = calculate(s as never);
    // no gross pay: taxable stays an input-less 0 (as OpenFisca), net was given
    expect((out.individus.moi.salaire_imposable as Record<string, number>)['2025']).toBe(0);
  });
});
