import { describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';

const sim = (vars: Record<string, unknown>) =>
  new Simulation({ individus: { moi: { date_naissance: { ETERNITY: '2000-01-01' }, ...vars } as never } });

describe('salaire net et imposable à partir du brut', () => {
  it('un salarié à 2 000 € brut en juin 2025 touche 1 583,20 € net, 1 640,18 € imposable', () => {
    // cotisations : 2 000 × (6,90 % + 3,15 % + 0,86 %) + 2 000 × 0,40 % = 218,20 + 8 = 226,20
    // assiette CSG-CRDS : 2 000 × 98,25 % = 1 965 ; CSG déductible 6,8 % = 133,62 ; CSG imposable + CRDS 2,9 % = 56,985
    // imposable = 2 000 − 226,20 − 133,62 = 1 640,18 ; net = 1 640,18 − 56,985 = 1 583,195
    const s = sim({ salaire_de_base: { '2025-06': 2000 } });
    expect(s.calc('salaire_imposable', 'moi', '2025-06')).toBeCloseTo(1640.18, 2);
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(1583.195, 3);
  });

  it('un salaire net donné en entrée est gardé tel quel', () => {
    const s = sim({ salaire_de_base: { '2025-06': 2000 }, salaire_net: { '2025-06': 1500 } });
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBe(1500);
  });

  it("un apprenti payé sous 79 % du SMIC en 2024 n'a ni cotisation ni CSG", () => {
    // SMIC brut mensuel 2024 ≈ 1 766,92 € ; 79 % ≈ 1 395,87 € > 1 000 €
    const s = sim({ salaire_de_base: { '2024-06': 1000 }, apprenti: { '2024-06': true } });
    expect(s.calc('salaire_net', 'moi', '2024-06')).toBeCloseTo(1000, 6);
  });

  it('sans salaire brut, le net vaut 0', () => {
    expect(sim({}).calc('salaire_net', 'moi', '2025-06')).toBe(0);
  });
});

describe('apprenti et stagiaire calculés comme OpenFisca', () => {
  const avec = (naissance: string, vars: Record<string, unknown>) =>
    new Simulation({ individus: { moi: { date_naissance: { ETERNITY: naissance }, ...vars } as never } });

  it('un jeune de 19 ans dont le contrat a commencé le 1er septembre 2024 est apprenti en juin 2025', () => {
    // âge 19 (16 ≤ 19 < 25) ; du 2024-09-01 au 2025-06-02 : 274 jours, 274 / 365,2425 = 0,75 → 0 an < 3
    const s = avec('2006-01-10', { apprentissage_contrat_debut: { ETERNITY: '2024-09-01' } });
    expect(s.calc('apprenti', 'moi', '2025-06')).toBe(true);
    expect(s.calc('aide_financement_permis_apprenti', 'moi', '2025-06')).toBe(500);
  });

  it('les années de contrat se comptent en années moyennes de numpy, du début au lendemain du 1er du mois', () => {
    // du 2022-06-02 au 2025-06-02 : 1 096 jours × 400 / 146 097 = 3,0007 → 3 ans : plus apprenti
    // (au calendrier, le 1er juin 2025, les 3 ans ne sont pas encore révolus)
    const trois = avec('2005-01-10', { apprentissage_contrat_debut: { ETERNITY: '2022-06-02' } });
    expect(trois.calc('apprenti', 'moi', '2025-06')).toBe(false);
    // du 2022-06-03 : 1 095 jours → 2,998 → 2 ans : apprenti
    const deux = avec('2005-01-10', { apprentissage_contrat_debut: { ETERNITY: '2022-06-03' } });
    expect(deux.calc('apprenti', 'moi', '2025-06')).toBe(true);
  });

  it("passé 25 ans il n'est plus apprenti ; un apprenti donné en entrée l'emporte", () => {
    const s = avec('1999-01-10', { apprentissage_contrat_debut: { ETERNITY: '2024-09-01' } });
    expect(s.calc('apprenti', 'moi', '2025-06')).toBe(false);
    const donne = avec('1999-01-10', { apprenti: { '2025-06': true } });
    expect(donne.calc('apprenti', 'moi', '2025-06')).toBe(true);
    expect(avec('2006-01-10', {}).calc('apprenti', 'moi', '2025-06')).toBe(false);
  });

  it("la rémunération minimale n'est due qu'à un apprenti", () => {
    // 30 ans : pas apprenti, donc 0 (l'ancien calcul rendait 100 % du SMIC, tranche des 26 ans et plus)
    const vieux = avec('1995-01-10', { apprentissage_contrat_debut: { ETERNITY: '2024-09-01' } });
    expect(vieux.calc('remuneration_apprenti', 'moi', '2025-06')).toBe(0);
    // 19 ans, 1re année de contrat : 43 % × 151,67 h × 11,88 € = 774,78
    const jeune = avec('2006-01-10', { apprentissage_contrat_debut: { ETERNITY: '2024-09-01' } });
    expect(jeune.calc('remuneration_apprenti', 'moi', '2025-06')).toBeCloseTo(0.43 * 151.67 * 11.88, 2);
  });

  it('un mois avec des heures de stage fait un stagiaire', () => {
    const s = avec('2004-01-10', { stage_duree_heures: { '2025-06': 140 } });
    expect(s.calc('stagiaire', 'moi', '2025-06')).toBe(true);
    expect(s.calc('stagiaire', 'moi', '2025-07')).toBe(false);
  });
});
