// The complément ARE of a jobseeker who works again, worked by hand from the Unédic rules as OpenFisca writes
// them: the month's allowance less 70 % of the gross pay, in days of allowance (rounded half to even), within
// the days of rights left. June 2025: 30 days; SMIC horaire brut 11,88 €, so the daily threshold of the CSG
// and CRDS is ⌈11,88 × 35 / 7⌉ = 60 €; minimum daily ARE 31,97 €.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';

const M = '2025-06';
const reprise = (vars: Record<string, unknown>) =>
  new Simulation({
    individus: {
      moi: {
        date_naissance: { ETERNITY: '2000-01-01' },
        activite: { [M]: 'actif', '2025-07': 'actif' },
        salaire_de_base: { [M]: 1000, '2025-07': 1000 },
        ...vars,
      } as never,
    },
  });
const calc = (s: Simulation, name: string, month = M) => s.calc<number>(name, 'moi', month);

describe('complément ARE', () => {
  it('40 € par jour, 1 000 € de salaire brut, 200 jours restants : 12 jours payés, 480 €', () => {
    // 40 × 30 = 1 200 € ; salaire retenu 70 % × 1 000 = 700 € ; base 500 € ; 500 / 40 = 12,5 → 12 (au pair)
    const s = reprise({
      allocation_retour_emploi_journaliere: { [M]: 40, '2025-07': 40 },
      are_salaire_journalier_reference: { [M]: 60 },
      complement_are_nombre_jours_restants: { [M]: 200 },
    });
    expect(calc(s, 'complement_are_base')).toBe(500);
    expect(calc(s, 'complement_are_nombre_jours_indemnisables')).toBe(12);
    expect(calc(s, 'complement_are_brut')).toBe(480);
    // l'ARE elle-même n'est versée qu'au chômeur : le complément fait seul l'allocation brute du mois
    expect(calc(s, 'allocation_retour_emploi')).toBe(0);
    expect(calc(s, 'chomage_brut')).toBe(480);
    // les jours restants passent au mois suivant : 200 − 12
    expect(calc(s, 'complement_are_nombre_jours_restants_fin_droits')).toBe(188);
    expect(calc(s, 'complement_are_nombre_jours_restants', '2025-07')).toBe(188);
    // sous 60 € par jour, ni CSG ni CRDS ; participation retraite 3 % × 60 = 1,80 € par jour
    expect(calc(s, 'complement_are_csg')).toBe(0);
    expect(calc(s, 'complement_are_net')).toBeCloseTo(480 - 12 * 1.8, 6);
  });

  it('sans jours restants donnés, rien n’est versé (comme dans OpenFisca)', () => {
    const s = reprise({
      allocation_retour_emploi_journaliere: { [M]: 40 },
      are_salaire_journalier_reference: { [M]: 60 },
    });
    expect(calc(s, 'complement_are_nombre_jours_indemnisables')).toBe(12);
    expect(calc(s, 'complement_are_brut')).toBe(0);
    expect(calc(s, 'chomage_brut')).toBe(0);
  });

  it('les jours restants de la fin du mois précédent donnés sont ceux du mois', () => {
    const s = reprise({
      allocation_retour_emploi_journaliere: { [M]: 40 },
      complement_are_nombre_jours_restants_fin_droits: { '2025-05': 5 },
    });
    expect(calc(s, 'complement_are_nombre_jours_indemnises')).toBe(5);
    expect(calc(s, 'complement_are_brut')).toBe(200);
  });

  it('80 € par jour : CSG et CRDS au-dessus du seuil, complément net 1 492,89 €', () => {
    // 80 × 30 = 2 400 ; base 1 700 ; 1 700 / 80 = 21,25 → 21 jours ; brut 1 680 €
    // participation 3 % × 130 = 3,90 € ; assiette 76,10 € × 21 = 1 598,10, abattue de 1,75 % : 74,768 € par jour
    // CSG 6,2 % = 4,64 € ; CRDS 0,5 % = 0,37 € ; retenues 21 × (3,90 + 4,64 + 0,37) = 187,11 €
    const s = reprise({
      allocation_retour_emploi_journaliere: { [M]: 80 },
      are_salaire_journalier_reference: { [M]: 130 },
      complement_are_nombre_jours_restants: { [M]: 100 },
    });
    expect(calc(s, 'complement_are_brut')).toBe(1680);
    expect(calc(s, 'complement_are_csg_journaliere')).toBe(-4.64);
    expect(calc(s, 'complement_are_crds_journaliere')).toBe(-0.37);
    expect(calc(s, 'complement_are_deductions')).toBeCloseTo(-187.11, 9);
    expect(calc(s, 'complement_are_net')).toBeCloseTo(1492.89, 9);
  });

  it('dégressivité : les jours se comptent au taux plein, et l’ARE du mois aussi', () => {
    // 90 × 30 = 2 700 ; base 2 000 ; 2 000 / 90 = 22,2 → 22 jours, payés au taux dégressif 80 € : 1 760 €
    const s = reprise({
      allocation_retour_emploi_journaliere: { [M]: 80 },
      allocation_retour_emploi_journaliere_taux_plein: { [M]: 90 },
      degressivite_are: { [M]: true },
      complement_are_nombre_jours_restants: { [M]: 100 },
    });
    expect(calc(s, 'allocation_retour_emploi_montant')).toBe(2700);
    expect(calc(s, 'complement_are_nombre_jours_indemnisables')).toBe(22);
    expect(calc(s, 'complement_are_brut')).toBe(1760);
  });

  it('un chômeur sans salaire n’a pas de complément : son ARE est versée entière', () => {
    const s = new Simulation({
      individus: {
        moi: {
          date_naissance: { ETERNITY: '2000-01-01' },
          activite: { [M]: 'chomeur' },
          allocation_retour_emploi_journaliere: { [M]: 40 },
          complement_are_nombre_jours_restants: { [M]: 200 },
        } as never,
      },
    });
    expect(calc(s, 'complement_are_brut')).toBe(0);
    expect(calc(s, 'chomage_brut')).toBe(1200);
  });
});
