import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { demandeurOf } from '../../evaluate.ts';
import { chaqueMois, ne, situation } from './testing.ts';
import { primeActivite } from './ppa.ts';

// M = 2025-08: the quarter 2025-05..07 uses montant de base 633,21 €, pente 59,85 %, SMIC horaire brut 11,88 €.
// Bonification: from 59 × 11,88 = 700,92 € to 120 × 11,88 = 1 425,60 €, at most round(29,101 % × 633,21) = 184,27 €.
const M = '2025-08';
const sansAl = { aide_logement: chaqueMois(0, M) };
const locataire = { statut_occupation_logement: chaqueMois('locataire_vide' as never, M) };
const jeune = (extra: Record<string, Record<string, number | boolean | string>> = {}) => ({
  date_naissance: ne('2003-02-01'),
  ...extra,
});
const ppa = (sit: ReturnType<typeof situation>) => new Simulation(sit).calc<number>('ppa', 'famille_1', M);

describe("Prime d'activité", () => {
  it('un jeune qui gagne 700 € nets par mois (environ un demi-SMIC) touche 352,16 €', () => {
    // 633,21 + 0 (sous le seuil de bonification) + 59,85 % × 700 (418,95) − max(700 ; 633,21) = 352,16
    expect(
      ppa(situation({ moi: jeune({ salaire_net: chaqueMois(700, M) }), famille: sansAl, menage: locataire })),
    ).toBeCloseTo(352.16, 1);
  });

  it('au SMIC (1 400 € nets), la bonification s’ajoute : 248,87 €', () => {
    // bonification 184,27 × (1 400 − 700,92) / (1 425,60 − 700,92) = 177,76
    // 633,21 + 177,76 + 59,85 % × 1 400 (837,90) − 1 400 = 248,87
    expect(
      ppa(
        situation({ moi: jeune({ salaire_net: chaqueMois(1400, M) }), famille: sansAl, menage: locataire }),
      ),
    ).toBeCloseTo(248.87, 1);
  });

  it("à 1,5 SMIC (2 100 € nets), il n'y a plus de prime", () => {
    // 633,21 + 184,27 + 1 256,85 − 2 100 < 0
    expect(
      ppa(
        situation({ moi: jeune({ salaire_net: chaqueMois(2100, M) }), famille: sansAl, menage: locataire }),
      ),
    ).toBe(0);
  });

  it("avec 200 € d'aide au logement, le forfait logement de 75,99 € est déduit : 276,17 €", () => {
    const sit = situation({
      moi: jeune({ salaire_net: chaqueMois(700, M) }),
      famille: { aide_logement: chaqueMois(200, M) },
      menage: locataire,
    });
    // forfait min(200 ; 633,21 × 12 % = 75,99) ; 352,16 − 75,99 = 276,17
    expect(ppa(sit)).toBeCloseTo(276.17, 1);
  });

  it('un couple dont un seul travaille au SMIC touche 565,48 €', () => {
    const sit = situation({
      moi: jeune({ salaire_net: chaqueMois(1400, M) }),
      conjoint: jeune(),
      famille: sansAl,
      menage: locataire,
    });
    // 633,21 × 1,5 = 949,82 ; + 177,76 + 837,90 − 1 400 = 565,48
    expect(ppa(sit)).toBeCloseTo(565.48, 1);
  });

  it("un étudiant qui gagne 1 000 € par mois (moins de 78 % du SMIC) n'y a pas droit", () => {
    // plancher : 0,55 × 169 × 11,88 = 1 104,25 €
    const s = new Simulation(
      situation({
        moi: jeune({ salaire_net: chaqueMois(1000, M), activite: chaqueMois('etudiant' as never, M) }),
        famille: sansAl,
        menage: locataire,
      }),
    );
    expect(s.calc('ppa', 'famille_1', M)).toBe(0);
    expect(primeActivite.evaluate(s, demandeurOf(s, 'moi'), M).explication[0]).toMatch(/1\s104,25/);
  });

  it('un étudiant qui gagne 1 200 € chaque mois y a droit : 278,32 €', () => {
    const sit = situation({
      moi: jeune({ salaire_net: chaqueMois(1200, M), activite: chaqueMois('etudiant' as never, M) }),
      famille: sansAl,
      menage: locataire,
    });
    // bonification 184,27 × (1 200 − 700,92) / 724,68 = 126,91 ; 633,21 + 126,91 + 718,20 − 1 200 = 278,32
    expect(ppa(sit)).toBeCloseTo(278.32, 1);
  });

  it("un apprenti payé 1 000 € n'y a pas droit, payé 1 150 € il y a droit (285,68 €)", () => {
    const apprenti = (paie: number) =>
      situation({
        moi: jeune({ remuneration_apprenti: chaqueMois(paie, M), apprenti: chaqueMois(true as never, M) }),
        famille: sansAl,
        menage: locataire,
      });
    expect(ppa(apprenti(1000))).toBe(0);
    // bonification 184,27 × (1 150 − 700,92) / 724,68 = 114,19 ; 633,21 + 114,19 + 688,28 − 1 150 = 285,68
    expect(ppa(apprenti(1150))).toBeCloseTo(285.68, 1);
  });

  it("sans revenu d'activité sur les 3 derniers mois, pas de prime, avec l'explication", () => {
    const s = new Simulation(situation({ moi: jeune(), famille: sansAl, menage: locataire }));
    expect(s.calc('ppa', 'famille_1', M)).toBe(0);
    expect(primeActivite.evaluate(s, demandeurOf(s, 'moi'), M).explication[0]).toMatch(/travaillé/);
  });

  it("le trimestre est moyenné avec les paramètres de chaque mois (revalorisation d'avril)", () => {
    // M = 2025-06 : mars (622,63 €, pente 61 %) puis avril et mai (633,21 €, 59,85 %), salaire 700 €
    // mars : 622,63 + 427 − 700 = 349,63 ; avril, mai : 352,16 → moyenne 351,32
    const sit = situation({
      moi: jeune({ salaire_net: chaqueMois(700, '2025-06') }),
      famille: { aide_logement: chaqueMois(0, '2025-06') },
      menage: { statut_occupation_logement: chaqueMois('locataire_vide' as never, '2025-06') },
    });
    expect(new Simulation(sit).calc<number>('ppa', 'famille_1', '2025-06')).toBeCloseTo(351.32, 1);
  });

  it("le montant n'est jamais négatif ni invalide, quel que soit le salaire", () => {
    for (let salaire = 0; salaire <= 3000; salaire += 250) {
      const montant = ppa(
        situation({
          moi: jeune({ salaire_net: chaqueMois(salaire, M) }),
          famille: sansAl,
          menage: locataire,
        }),
      );
      expect(Number.isFinite(montant) && montant >= 0).toBe(true);
    }
  });

  // ppa_fictive skips the housing flat when the resources alone reach the guaranteed amount.
  it('à 2 500 € nets, pas de prime ; un forfait logement donné négatif compte encore', () => {
    // 633,21 + 184,27 + 59,85 % × 2 500 (1 496,25) = 2 313,73 ≤ 2 500
    const sit = (famille: Record<string, Record<string, number>>) =>
      situation({
        moi: jeune({ salaire_net: chaqueMois(2500, M) }),
        famille: { ...sansAl, ...famille },
        menage: locataire,
      });
    expect(ppa(sit({}))).toBe(0);
    // 2 313,73 − (2 500 − 400) = 213,73
    expect(ppa(sit({ ppa_forfait_logement: chaqueMois(-400, M) }))).toBeCloseTo(213.73, 1);
  });

  it('à 400 € nets, même le forfait logement entier laisse les ressources sous le montant forfaitaire', () => {
    // 400 + forfait logement (au plus 12 % × 633,21 = 75,99) ≤ 633,21 : 59,85 % × 400 = 239,40 avec ou sans aide au logement
    const sit = (famille: Record<string, Record<string, number>>) =>
      situation({ moi: jeune({ salaire_net: chaqueMois(400, M) }), famille, menage: locataire });
    expect(ppa(sit(sansAl))).toBeCloseTo(239.4, 1);
    expect(ppa(sit({ aide_logement: chaqueMois(300, M) }))).toBeCloseTo(239.4, 1);
    // a flat given as an input is read: 633,21 + 239,40 − (400 + 300) = 172,61
    expect(ppa(sit({ ...sansAl, ppa_forfait_logement: chaqueMois(300, M) }))).toBeCloseTo(172.61, 1);
  });

  it('un micro-entrepreneur compte son bénéfice de l’année, par mois : 12 000 € en 2025 → 307,76 €', () => {
    // ppa.py : dernier bénéfice positif de N, N-1 ou N-2 par famille de bénéfice, divisé par 12 → 1 000 €
    // bonification 184,27 × 299,08 / 724,68 = 76,05 ; 633,21 + 76,05 + 598,50 − 1 000 = 307,76
    // (hébergé avec participation aux frais : pas de forfait logement)
    const heberge = {
      statut_occupation_logement: chaqueMois('loge_gratuitement' as never, M),
      participation_frais: chaqueMois(true as never, M),
    };
    const independant = (revenus: Record<string, Record<string, number>>) =>
      ppa(situation({ moi: { date_naissance: ne('1990-01-01'), ...revenus }, menage: heberge }));
    expect(independant({ rpns_micro_entreprise_benefice: { '2025': 12000 } })).toBeCloseTo(307.76, 1);
    // le même bénéfice déclaré en chiffre d'affaires de services (abattement 50 %) en 2024
    expect(independant({ rpns_micro_entreprise_CA_bic_service_imp: { '2024': 24000 } })).toBeCloseTo(
      307.76,
      1,
    );
    // une perte de 2025 n'efface pas le bénéfice de 2024 ; le revenu imposable seul n'est pas lu
    expect(independant({ rpns_autres_revenus: { '2025': -5000, '2024': 12000 } })).toBeCloseTo(307.76, 1);
    expect(independant({ rpns_imposables: { '2025': 12000 } })).toBe(0);
  });

  it('le complément familial n’est compté que s’il est versé : pas avec l’allocation de base de la PAJE', () => {
    // couple, enfants nés en 2015, 2017, 2020 et 2024-06 ; un parent gagne 1 500 € nets.
    // cf.py : pas de complément familial avec la PAJE de base (197,58 €) ; prestations comptées :
    // PAJE 197,58 + AF 540,78 = 738,36 (sans les 197,58 € du complément familial) → 679,98 €
    const heberge = {
      statut_occupation_logement: chaqueMois('loge_gratuitement' as never, M),
      participation_frais: chaqueMois(true as never, M),
    };
    const s = new Simulation(
      situation({
        moi: {
          date_naissance: ne('1985-01-01'),
          salaire_net: chaqueMois(1500, M),
          salaire_imposable: { '2023': 18000, '2024': 18000 },
        },
        conjoint: { date_naissance: ne('1987-01-01') },
        enfants: ['2015-01-01', '2017-01-01', '2020-01-01', '2024-06-01'].map((d) => ({
          date_naissance: ne(d),
        })),
        menage: heberge,
      }),
    );
    expect(s.calc('cf', 'famille_1', '2025-07')).toBe(0);
    expect(s.calc('ppa', 'famille_1', M)).toBeCloseTo(679.98, 1);
  });

  it('les plus-values et rentes viagères du foyer fiscal de N-2 sont des ressources du déclarant principal', () => {
    // 1 000 € nets par mois → 307,76 € ; + 2 400 € de rentes (1AW) en 2023 → 200 € par mois → 107,76 €
    const heberge = {
      statut_occupation_logement: chaqueMois('loge_gratuitement' as never, M),
      participation_frais: chaqueMois(true as never, M),
    };
    const avec = (foyer: Record<string, Record<string, number>>) =>
      ppa(
        situation({
          moi: { date_naissance: ne('1990-01-01'), salaire_net: chaqueMois(1000, M) },
          menage: heberge,
          foyer,
        }),
      );
    expect(avec({})).toBeCloseTo(307.76, 1);
    expect(avec({ f1aw: { '2023': 2400 } })).toBeCloseTo(107.76, 1);
    expect(avec({ assiette_csg_plus_values: { '2023': 2400 } })).toBeCloseTo(107.76, 1);
  });

  it('la prime versée est celle du premier mois du trimestre de droit, après 0,5 % de CRDS', () => {
    // demande en janvier 2025 : août est le 2e mois du trimestre d'août → versée = prime d'août (indice 7 mod 3 = 1 :
    // celle de juillet) ; sans date de demande (1970-01) : (55 × 12 + 7) mod 3 = 1 aussi
    const sit = situation({
      moi: jeune({ salaire_net: chaqueMois(700, M, 8) }),
      famille: sansAl,
      menage: locataire,
    });
    const s = new Simulation({
      ...sit,
      familles: { famille_1: { ...sit.familles!.famille_1, ppa_mois_demande: { ETERNITY: '2025-01-01' } } },
    } as never);
    expect(s.calc('ppa_indice_du_mois_trimestre_reference', 'famille_1', M)).toBe(1);
    expect(s.calc('ppa_versee', 'famille_1', M)).toBeCloseTo(
      s.calc<number>('ppa', 'famille_1', '2025-07'),
      6,
    );
    expect(new Simulation(sit).calc('ppa_indice_du_mois_trimestre_reference', 'famille_1', M)).toBe(1);
    // 352,16 × 0,5 % = 1,76
    expect(s.calc('crds_ppa', 'famille_1', M)).toBeCloseTo(-1.76, 2);
    expect(s.calc('ppa_nette_crds', 'famille_1', M)).toBeCloseTo(350.4, 1);
  });
});
