import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';

const M = '2025-06';
/** a worker born in 2003 (22 years old), tenant of an unfurnished home */
function salarie(options: {
  salaire: number;
  embauche: string;
  entree: string;
  statut?: string;
  naissance?: string;
}) {
  return new Simulation({
    individus: {
      a: {
        date_naissance: { ETERNITY: options.naissance ?? '2003-01-10' },
        activite: { [M]: 'actif' },
        salaire_de_base: { [M]: options.salaire },
        contrat_de_travail_debut: { [M]: options.embauche },
      },
    },
    menages: {
      m: {
        personne_de_reference: ['a'],
        statut_occupation_logement: { [M]: options.statut ?? 'locataire_vide' },
        date_entree_logement: { [M]: options.entree },
      },
    },
  } as never).calc('mon_job_mon_logement', 'a', M);
}

describe('Mon job, mon logement (Action Logement)', () => {
  it('1 000 € pour un salarié jusqu’à 1,5 SMIC embauché et entré dans son logement depuis moins de 3 mois', () => {
    // 1,5 × 1 801,84 € (SMIC du contrat) = 2 702,76 € ; depuis le 1er mars 2025
    expect(salarie({ salaire: 2_000, embauche: '2025-05-10', entree: '2025-04-15' })).toBe(1000);
    expect(salarie({ salaire: 2_750, embauche: '2025-05-10', entree: '2025-04-15' })).toBe(0);
    expect(salarie({ salaire: 2_000, embauche: '2025-05-10', entree: '2025-01-10' })).toBe(0);
    expect(
      salarie({ salaire: 2_000, embauche: '2025-05-10', entree: '2025-04-15', statut: 'proprietaire' }),
    ).toBe(0);
  });

  it('un jeune de moins de 25 ans payé de 30 % à 100 % du SMIC a 6 mois depuis son embauche', () => {
    // embauché le 15 février : hors des 3 mois, dans les 6 mois (après le 1er décembre 2024)
    expect(salarie({ salaire: 1_500, embauche: '2025-02-15', entree: '2025-04-15' })).toBe(1000);
    expect(salarie({ salaire: 2_000, embauche: '2025-02-15', entree: '2025-04-15' })).toBe(0); // plus d'un SMIC
    expect(salarie({ salaire: 500, embauche: '2025-02-15', entree: '2025-04-15' })).toBe(0); // moins de 30 %
    const a25ans = { salaire: 1_500, embauche: '2025-02-15', entree: '2025-04-15', naissance: '2000-01-10' };
    expect(salarie(a25ans)).toBe(0);
  });
});
