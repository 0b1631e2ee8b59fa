// Aides au logement for June 2025. Parameters used (in force on 2025-06-01): loyer plafond zone 1/2/3 single
// 329.71 / 287.35 / 269.32, couple zone 2 351.72, 1 child zone 2 395.77 (+57.61 per extra); charges 59.97
// (+13.60 per dependant), colocation 29.98; P0 = max(8.5 % × (L + C), 39.15); R0 single 5 235, couple 7 501;
// TF single 2.83 %; TL: 0.45 % between 45 % and 75 % of the zone-2 reference rent, 0.68 % above; student flat
// resources 8 600 (−1 700 boursier), foyer 6 600; minoration 5 €; AL threshold 10 €; CRDS 0.5 %.
import { describe, expect, it } from 'vitest';
import { Simulation, evaluateAids, demandeurOf } from '../../index.ts';
import { MOIS, situation, type Cas } from './test-helpers.ts';

const calc = (c: Cas, name = 'aide_logement') =>
  new Simulation(situation(c)).calc<number>(name, 'famille_1', MOIS);
const salaires = (montant: number, months: string[]) => Object.fromEntries(months.map((m) => [m, montant]));
const FENETRE = [
  '2024-05',
  '2024-06',
  '2024-07',
  '2024-08',
  '2024-09',
  '2024-10',
  '2024-11',
  '2024-12',
  '2025-01',
  '2025-02',
  '2025-03',
  '2025-04',
];

describe('aide au logement — locataires', () => {
  it("un étudiant seul à Lyon (zone 2) avec un loyer de 400 € reçoit 196,69 € d'ALS", () => {
    // L = 287.35, C = 59.97, R = 8 600, R − R0 = 3 365; RL = 1 → TL = 0.45 %×0.30 + 0.68 %×0.25 = 0.305 %
    // Pp = 39.15 + (2.83 % + 0.305 %) × 3 365 = 144.64; A = 347.32 − 144.64 = 202.68 → −5 = 197.68 → ×0.995 = 196.69
    expect(calc({})).toBeCloseTo(196.69, 2);
    expect(calc({}, 'als')).toBeCloseTo(196.69, 2);
    expect(calc({}, 'apl')).toBe(0);
  });

  it('une étudiante boursière en zone 2 a des ressources forfaitaires de 6 900 € et reçoit 249,72 €', () => {
    // R = 8 600 − 1 700 = 6 900; Pp = 39.15 + 3.135 % × 1 665 = 91.35; A = 347.32 − 91.35 = 255.97 → 250.97 → 249.72
    expect(calc({ boursier: true }, 'aide_logement_base_ressources')).toBe(6900);
    expect(calc({ boursier: true })).toBeCloseTo(249.72, 2);
  });

  it('un étudiant à Paris (zone 1) avec 500 € de loyer reçoit 235,48 €', () => {
    // L = 329.71; RL = 329.71 / 287.35 = 1.1474 → TL = 0.135 % + 0.68 % × 0.3974 = 0.4052 %
    // Pp = 39.15 + 3.2352 % × 3 365 = 148.02; A = 389.68 − 148.02 = 241.66 → 236.66 → ×0.995 = 235.48
    expect(calc({ depcom: '75056', loyer: 500 }, 'aide_logement_loyer_plafond')).toBe(329.71);
    expect(calc({ depcom: '75056', loyer: 500 })).toBeCloseTo(235.48, 2);
  });

  it('un étudiant en zone 3 avec 300 € de loyer reçoit 180,17 €', () => {
    // L = 269.32; RL = 0.9373 → TL = 0.135 % + 0.68 % × 0.1873 = 0.2623 %; Pp = 39.15 + 3.0923 % × 3 365 = 143.21
    // A = 329.29 − 143.21 = 186.08 → 181.08 → ×0.995 = 180.17
    expect(calc({ depcom: '01001', loyer: 300 })).toBeCloseTo(180.17, 2);
  });

  it('un jeune salarié : seuls les salaires de mai 2024 à avril 2025 comptent, et il reçoit 193,57 €', () => {
    // S = 12 × 800 = 9 600 (mai et juin 2025 hors fenêtre); frais 10 % = 960 → 8 640 → arrondi 8 700
    // Pp = 39.15 + 3.135 % × (8 700 − 5 235) = 147.78; A = 347.32 − 147.78 = 199.54 → 194.54 → ×0.995 = 193.57
    const c: Cas = {
      activite: 'actif',
      naissance: '2001-05-10',
      moi: { salaire_imposable: { ...salaires(800, FENETRE), '2025-05': 5000, '2025-06': 5000 } },
    };
    expect(calc(c, 'aide_logement_base_ressources')).toBe(8700);
    expect(calc(c)).toBeCloseTo(193.57, 2);
  });

  it('un couple sans enfant ni ressources en zone 2 reçoit 365,70 €', () => {
    // L = 351.72 (couple), C = 59.97, R = 0; P0 = max(8.5 % × 411.69, 39.15) = 39.15
    // A = 411.69 − 39.15 = 372.54 → 367.54 → ×0.995 = 365.70
    const c: Cas = {
      activite: 'actif',
      naissance: '2000-01-01',
      loyer: 500,
      conjoint: { activite: { [MOIS]: 'actif' } },
    };
    expect(calc(c)).toBeCloseTo(365.7, 2);
  });

  it("un parent isolé avec un enfant reçoit 422,33 € d'ALF", () => {
    // L = 395.77, C = 59.97 + 13.60 = 73.57; P0 = 8.5 % × 469.34 = 39.89; A = 429.45 → 424.45 → ×0.995 = 422.33
    const c: Cas = { activite: 'actif', naissance: '1999-01-01', loyer: 600, enfants: ['2020-01-01'] };
    expect(calc(c, 'al_nb_personnes_a_charge')).toBe(1);
    expect(calc(c, 'alf')).toBeCloseTo(422.33, 2);
  });

  it('un parent isolé avec deux enfants reçoit 487,15 €', () => {
    // L = 395.77 + 57.61 = 453.38, C = 59.97 + 2 × 13.60 = 87.17; P0 = 8.5 % × 540.55 = 45.95
    // A = 540.55 − 45.95 = 494.60 → 489.60 → ×0.995 = 487.15
    const c: Cas = {
      activite: 'actif',
      naissance: '1999-01-01',
      loyer: 600,
      enfants: ['2020-01-01', '2022-01-01'],
    };
    expect(calc(c)).toBeCloseTo(487.15, 2);
  });

  it('en colocation, le plafond est réduit de 25 % et le forfait charges est celui des colocataires : 101,06 €', () => {
    // L = 287.35 × 0.75 = 215.51, C = 29.98; RL = 0.74999 → TL = 0.45 % × 0.29999 = 0.135 %
    // Pp = 39.15 + 2.965 % × 3 365 = 138.92; A = 245.49 − 138.92 = 106.57 → 101.57 → ×0.995 = 101.06
    expect(calc({ menage: { coloc: { [MOIS]: true } } })).toBeCloseTo(101.06, 2);
  });

  it('dans une chambre, le plafond est 90 % de celui d’une personne seule : 170,38 €', () => {
    // L = 287.35 × 0.9 = 258.62; RL = 0.9000 → TL = 0.135 % + 0.68 % × 0.15 = 0.237 %; Pp = 39.15 + 3.067 % × 3 365 = 142.35
    // A = 318.59 − 142.35 = 176.24 → 171.24 → ×0.995 = 170.38
    expect(calc({ menage: { logement_chambre: { [MOIS]: true } } })).toBeCloseTo(170.38, 2);
  });

  it('en meublé, seuls les deux tiers du loyer comptent', () => {
    // 450 × 2/3 = 300 > plafond 287.35 → même montant que l'étudiant à 400 € : 196.69
    const c: Cas = { statut: 'locataire_meuble', loyer: 450 };
    expect(calc(c, 'aide_logement_loyer_reel')).toBe(300);
    expect(calc(c)).toBeCloseTo(196.69, 2);
  });

  it('un locataire HLM touche l’APL diminuée de 98 % de la réduction de loyer de solidarité', () => {
    // ressources 8 700 (voir le jeune salarié) → 725 €/mois < plafond RLS zone 2 personne seule 895 → RLS = 34.83
    // A = 194.54 − 0.98 × 34.83 = 160.41 → ×0.995 = 159.60
    const c: Cas = {
      statut: 'locataire_hlm',
      activite: 'actif',
      naissance: '2001-05-10',
      moi: { salaire_imposable: salaires(800, FENETRE) },
    };
    expect(calc(c, 'reduction_loyer_solidarite')).toBeCloseTo(34.83, 2);
    expect(calc(c, 'apl')).toBeCloseTo(159.6, 2);
    expect(calc(c, 'als')).toBe(0);
  });

  it('un loyer très élevé réduit l’aide (dégressivité) : 156,49 € pour 800 € en zone 2', () => {
    // R = 0: A = 347.32 − 39.15 = 308.17; Ld = 2.5 × 287.35 = 718.38, Ls = 3.1 × 287.35 = 890.79
    // coef = 1 − (800 − 718.38) / 172.41 = 0.5266 → 162.28 → 157.28 → ×0.995 = 156.49
    expect(calc({ activite: 'actif', loyer: 800, naissance: '2000-01-01' })).toBeCloseTo(156.49, 2);
    // an handicapped member is exempt from the taper: 308.17 − 5 = 303.17 → ×0.995 = 301.65
    expect(
      calc({ activite: 'actif', loyer: 800, naissance: '2000-01-01', moi: { handicap: { [MOIS]: true } } }),
    ).toBeCloseTo(301.65, 2);
  });

  it('la dégressivité part du plafond tel qu’OpenFisca le garde (float32) : 278,30 € et non 278,32 €', () => {
    // L = 268,87 gardé en float32 (268,869995…) : Ld = 672,17 (en double, 672,175 s’arrondirait à 672,18) et
    // Ls = 833,50 ; coef = 1 − (675 − 672,17) / 161,33 = 0,982458 ; 288,36 × coef = 283,30 → − 5 = 278,30
    const janvier = (valeur: number | string) => ({ '2023-01': valeur });
    const s = new Simulation({
      individus: { moi: {} },
      familles: {
        f: {
          parents: ['moi'],
          aide_logement_loyer_plafond: janvier(268.87),
          aide_logement_loyer_reel: janvier(675),
          aide_logement_montant_brut_avant_degressivite: janvier(288.36),
        },
      },
      menages: {
        m: {
          personne_de_reference: ['moi'],
          statut_occupation_logement: janvier('locataire_vide'),
          zone_apl: janvier('zone_2'),
        },
      },
    });
    expect(s.calc<number>('aide_logement_montant_brut', 'f', '2023-01')).toBeCloseTo(278.3, 2);
  });

  it('sous 10 € l’allocation n’est pas versée ; au-dessus, la minoration de 5 € s’applique', () => {
    // ressources imposées 14 900: A = 308.17 − 3.135 % × 9 665 = 5.17 < 10 → 0
    // ressources imposées 14 600: A = 308.17 − 3.135 % × 9 365 = 14.58 → 9.58 → ×0.995 = 9.53
    const base = (r: number): Cas => ({
      activite: 'actif',
      naissance: '2000-01-01',
      famille: { aide_logement_base_ressources: { [MOIS]: r } },
    });
    expect(calc(base(14900))).toBe(0);
    expect(calc(base(14600))).toBeCloseTo(9.53, 2);
  });
});

describe('aide au logement — outre-mer', () => {
  it('à Saint-Pierre-et-Miquelon en 2025, l’aide est versée à 7/8 avant la CRDS : 162,90 €', () => {
    // formulas.md §1.6 step 6, values of 2025-06-01: L = 287.35 (zone 2, commune absent from the zonage), loyer
    // 400; C = dom/cas_general 40.26; R = 8 600 (étudiant), R0 SPM seul 5 507 → R − R0 = 3 093
    // TF dom isolé 2.81 %, RL = 1 → TL = 0.45 % × 0.30 + 0.68 % × 0.25 = 0.305 % → Tp = 3.115 %
    // P0 = max(8.5 % × 327.61 = 27.85, 39.15) = 39.15; Pp = 39.15 + 3.115 % × 3 093 = 135.49695
    // A = 327.61 − 135.49695 = 192.11305 → 192.11 → −5 = 187.11
    // × (1 − (2026 − 2025) / 8) = 0.875 → 163.72125 → ×0.995 = 162.90264 → 162.90
    const c: Cas = { depcom: '97502' };
    expect(calc(c, 'aide_logement_montant_brut')).toBeCloseTo(187.11, 2);
    expect(calc(c)).toBeCloseTo(162.9, 2);
  });
});

describe('aide au logement — outre-mer avant 2023', () => {
  it('à Saint-Pierre-et-Miquelon, le R0 propre à l’archipel ne s’applique qu’à partir de juillet 2022', () => {
    // formulas.md §1.5: SPM has its own R0 table from 2022-07; before, cas_general (outre_mer/taux1pac for one
    // dependant). YAML: cas_general/taux_seul 2022-01-01 = 4 683, outre_mer/taux1pac 2022-01-01 = 7 742,
    // saint_pierre_et_miquelon/taux_seul 2022-07-01 = 4 870, 2023-01-01 = 5 272
    const r0 = (mois: string, enfants: string[] = []) =>
      new Simulation(
        situation({ mois, naissance: '1995-01-01', activite: 'actif', depcom: '97502', enfants }),
      ).calc<number>('aide_logement_R0', 'famille_1', mois);
    expect(r0('2022-03')).toBe(4683);
    expect(r0('2022-03', ['2015-01-01'])).toBe(7742);
    expect(r0('2022-09')).toBe(4870);
    expect(r0('2023-03')).toBe(5272);
  });

  it('à La Réunion en juin 2022, 7 enfants comptent pour 6 personnes à charge (forfait charges 92,56 €)', () => {
    // formulas.md §1.2: in DOM before 2023 the count is capped at 6. Charges of 2021-10-01 (in force 2022-06):
    // dom/cas_general 36.40 + 6 × dom/majoration_par_enfant 9.36 = 36.40 + 56.16 = 92.56
    const enfants = ['2008', '2009', '2010', '2011', '2012', '2013', '2014'].map((y) => `${y}-01-01`);
    const at = (mois: string, depcom: string) =>
      new Simulation(
        situation({ mois, naissance: '1985-01-01', activite: 'actif', loyer: 700, depcom, enfants }),
      );
    const reunion2022 = at('2022-06', '97411');
    expect(reunion2022.calc<number>('al_nb_personnes_a_charge', 'famille_1', '2022-06')).toBe(6);
    expect(reunion2022.calc<number>('aide_logement_charges', 'famille_1', '2022-06')).toBeCloseTo(92.56, 2);
    expect(at('2023-06', '97411').calc<number>('al_nb_personnes_a_charge', 'famille_1', '2023-06')).toBe(7);
    expect(at('2022-06', '69123').calc<number>('al_nb_personnes_a_charge', 'famille_1', '2022-06')).toBe(7);
  });
});

describe('aide au logement — foyers et résidences CROUS', () => {
  const crous: Cas = { statut: 'locataire_foyer', menage: { logement_crous: { [MOIS]: true } } };

  it('un étudiant en résidence CROUS réhabilitée reçoit 89,81 €', () => {
    // R = 6 600, N = 1.2; K = 0.9 − 6 600 / (21 420.91 × 1.2) = 0.6432
    // L0 = (E0(5 500) × 1.2 + 76.32) / 12 = 100.04 with E0 the APL2 scale; L = 188.17, C = 59.97
    // A = 0.6432 × (188.17 + 59.97 − 100.04) = 95.26 → 90.26 → ×0.995 = 89.81
    expect(calc(crous, 'aide_logement_base_ressources')).toBe(6600);
    expect(calc(crous)).toBeCloseTo(89.81, 2);
  });

  it('dans une chambre non réhabilitée, l’équivalence de loyer est de 93,07 € et l’aide de 28,94 €', () => {
    // A = 0.6432 × (93.07 + 59.97 − 100.04) = 34.09 → 29.09 → ×0.995 = 28.94
    const c: Cas = {
      ...crous,
      menage: {
        ...crous.menage,
        logement_chambre: { [MOIS]: true },
        etat_logement_foyer: { [MOIS]: 'logement_non_rehabilite' },
      },
    };
    expect(calc(c, 'aides_logement_foyer_plafond_mensualite')).toBe(93.07);
    expect(calc(c)).toBeCloseTo(28.94, 2);
  });
});

describe('aide au logement — pas de droit', () => {
  it('une personne hébergée gratuitement ne reçoit rien, avec la raison', () => {
    const s = new Simulation(situation({ statut: 'loge_gratuitement' }));
    expect(s.calc('aide_logement', 'famille_1', MOIS)).toBe(0);
    const result = evaluateAids(s, demandeurOf(s, 'moi'), MOIS);
    const al = result.droitsNonEligibles.find((a) => a.id === 'aide_logement');
    expect(al?.explication[0]).toBe("Vous êtes hébergé(e) gratuitement : pas d'aide au logement.");
  });

  it('un propriétaire sans prêt aidé ne reçoit rien', () => {
    expect(calc({ statut: 'proprietaire' })).toBe(0);
  });

  it('sans droit par le logement, un montant donné en entrée compte quand même (les entrées priment)', () => {
    expect(calc({ statut: 'proprietaire', famille: { apl: { [MOIS]: 120 } } })).toBe(120);
    // an intermediate amount too: not conventionné, no dependant → it is paid as ALS
    expect(calc({ statut: 'loge_gratuitement', famille: { aide_logement_montant: { [MOIS]: 80 } } })).toBe(
      80,
    );
  });

  it('louer à un proche parent supprime l’ALS', () => {
    expect(calc({ famille: { proprietaire_proche_famille: { [MOIS]: true } } })).toBe(0);
  });

  it('un étudiant éligible voit le montant et les étapes du calcul dans le résultat', () => {
    const s = new Simulation(situation({}));
    const al = evaluateAids(s, demandeurOf(s, 'moi'), MOIS).droitsEligibles.find(
      (a) => a.id === 'aide_logement',
    );
    expect(al?.montant).toBeCloseTo(196.69, 2);
    expect(al?.explication.join(' ')).toContain('Forfait charges : 59,97');
    expect(al?.explication[0]).toContain('Allocation de logement sociale (ALS)');
  });
});

describe('aide au logement — propriétés', () => {
  const loyers = [0, 50, 150, 250, 287, 350, 500, 700, 760, 850, 1200];
  const revenus = [0, 300, 700, 1200, 2000, 3500];

  it('le montant n’est jamais négatif ni NaN', () => {
    for (const loyer of loyers)
      for (const r of revenus)
        for (const depcom of ['75056', '69123', '01001']) {
          const v = calc({
            activite: 'actif',
            naissance: '2000-01-01',
            loyer,
            depcom,
            moi: { salaire_imposable: salaires(r, FENETRE) },
          });
          expect(Number.isFinite(v) && v >= 0).toBe(true);
        }
  });

  it('plus de revenus ne fait jamais monter l’aide', () => {
    for (const loyer of [300, 500, 800]) {
      let previous = Infinity;
      for (const r of revenus) {
        const v = calc({
          activite: 'actif',
          naissance: '2000-01-01',
          loyer,
          moi: { salaire_imposable: salaires(r, FENETRE) },
        });
        expect(v).toBeLessThanOrEqual(previous);
        previous = v;
      }
    }
  });

  it('un loyer plus élevé ne baisse pas l’aide tant qu’il reste sous le seuil de dégressivité', () => {
    let previous = 0;
    for (const loyer of [100, 200, 280, 300, 500, 700]) {
      const v = calc({
        activite: 'actif',
        naissance: '2000-01-01',
        loyer,
        moi: { salaire_imposable: salaires(600, FENETRE) },
      });
      expect(v).toBeGreaterThanOrEqual(previous);
      previous = v;
    }
  });
});

describe('taux famille TF (arrêté du 27 septembre 2019, barème par nombre de personnes à charge)', () => {
  /** the TF of a single parent with `n` dependent children, in the month and the commune given */
  const tf = (mois: string, depcom: string, n: number) =>
    new Simulation(situation({ mois, depcom, enfants: Array(n).fill('2015-01-01') })).calc<number>(
      'aide_logement_taux_famille',
      'famille_1',
      mois,
    );

  it('en métropole, un taux par taille de famille : 1,85 % pour quatre, 1,79 % pour cinq, 1,73 % pour six', () => {
    expect([4, 5, 6].map((n) => tf(MOIS, '69123', n))).toEqual([0.0185, 0.0179, 0.0173]);
  });

  it('au-delà de six personnes à charge en métropole, −0,06 point par personne : 1,67 % pour sept', () => {
    expect(tf(MOIS, '69123', 7)).toBeCloseTo(0.0167, 10);
  });

  it('outre-mer avant 2023, six personnes à charge au plus sont comptées : 1,62 % pour six, sept ou huit', () => {
    expect([6, 7, 8].map((n) => tf('2022-06', '97411', n))).toEqual([0.0162, 0.0162, 0.0162]);
  });

  it('outre-mer depuis 2023, 1,67 % pour sept, puis −0,06 point par personne : 1,61 % pour huit', () => {
    expect(tf('2024-06', '97411', 7)).toBe(0.0167);
    expect(tf('2024-06', '97411', 8)).toBeCloseTo(0.0161, 10);
  });
});
