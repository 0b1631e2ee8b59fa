import { describe, expect, it } from 'vitest';
import { au, calcul, evaluer, naissancePourAge, type Personne } from './situations.test-helpers.ts';
import { aideMerite } from './aide-merite.ts';

const M = '2025-10';

function bachelier(mention: string, opts: { bourse?: number; activite?: string } = {}): Personne {
  return {
    mois: M,
    naissance: naissancePourAge(18, M),
    individu: {
      activite: au(M, opts.activite ?? 'etudiant'),
      bourse_criteres_sociaux: au(M, opts.bourse ?? 307.1),
      mention_baccalaureat: { ETERNITY: mention },
    },
  };
}

describe('aide au mérite', () => {
  it('un boursier avec la mention très bien reçoit 900 € pour l’année', () => {
    // montant annuel fixe depuis l'arrêté du 20 juillet 2020
    expect(calcul(bachelier('mention_tres_bien'), 'aide_merite_montant')).toBe(900);
    const ev = evaluer(aideMerite, bachelier('mention_tres_bien_felicitations_jury'));
    expect(ev).toMatchObject({ eligible: true, montant: 900 });
  });

  it('un boursier avec la mention bien n’y a pas droit', () => {
    expect(calcul(bachelier('mention_bien'), 'aide_merite_montant')).toBe(0);
    expect(evaluer(aideMerite, bachelier('mention_bien')).explication[0]).toMatch(/très bien/);
  });

  it('un étudiant non boursier avec la mention très bien n’y a pas droit', () => {
    expect(calcul(bachelier('mention_tres_bien', { bourse: 0 }), 'aide_merite_montant')).toBe(0);
  });

  it('un boursier qui avait l’aide l’an dernier la garde, même sans mention renseignée', () => {
    const p = bachelier('non_renseignee');
    p.individu!.aide_merite_eligibilite = { '2024-10': true };
    expect(calcul(p, 'aide_merite_montant')).toBe(900);
  });

  it('un jeune qui n’est pas étudiant n’y a pas droit', () => {
    expect(calcul(bachelier('mention_tres_bien', { activite: 'actif' }), 'aide_merite_montant')).toBe(0);
  });
});
