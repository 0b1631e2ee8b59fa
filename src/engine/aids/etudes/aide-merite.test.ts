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

describe("aide au mérite — l'année universitaire précédente (septembre à juin)", () => {
  const boursier = (mois: string, individu: Personne['individu']): Personne => ({
    mois,
    naissance: naissancePourAge(19, mois),
    individu: {
      activite: au(mois, 'etudiant'),
      bourse_criteres_sociaux: au(mois, 307.1),
      ...individu,
    },
  });

  it('en septembre 2025, une aide de janvier 2025 (année 2024-2025) est gardée', () => {
    // septembre à décembre N : fenêtre septembre N-1 → juin N, soit 2024-09 … 2025-06
    const p = boursier('2025-09', { aide_merite_eligibilite: { '2025-01': true } });
    expect(calcul(p, 'aide_merite_montant')).toBe(900);
  });

  it('en mars 2025, la fenêtre est 2023-09 … 2024-06 : une aide d’octobre 2023 est gardée, pas celle de juillet 2024', () => {
    // janvier à août N : fenêtre septembre N-2 → juin N-1
    expect(
      calcul(boursier('2025-03', { aide_merite_eligibilite: { '2023-10': true } }), 'aide_merite_montant'),
    ).toBe(900);
    expect(
      calcul(boursier('2025-03', { aide_merite_eligibilite: { '2024-07': true } }), 'aide_merite_montant'),
    ).toBe(0);
  });

  it('une aide de 2023-2024 suivie d’un service civique en 2024-2025 est gardée en septembre 2025', () => {
    // service civique sur 2024-09 … 2025-06 (novembre 2024) × éligibilité sur 2023-09 … 2024-06 (octobre 2023)
    const p = boursier('2025-09', {
      aide_merite_eligibilite: { '2023-10': true },
      service_civique: { '2024-11': true },
    });
    expect(calcul(p, 'aide_merite_montant')).toBe(900);
  });
});
