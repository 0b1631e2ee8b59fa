import { describe, expect, it } from 'vitest';
import { Simulation, type Situation } from '../../index.ts';
import { demandeurOf } from '../../evaluate.ts';
import { chaqueMois, ne, situation } from './testing.ts';
import { complementaireSanteSolidaire } from './css.ts';

// M = 2025-06: resources of 2024-06..2025-05; free CSS ceiling 10 166 € for one person (OpenFisca's
// cmu/plafond_base, from 2024-04-01, not updated in the model), with participation up to 10 166 × 1,35 = 13 724,10 €. Salaries continue in M, so no RSA is due (it would make the CSS free).
const M = '2025-06';
const sansAl = { aide_logement: { [M]: 0 } };
const locataire = { statut_occupation_logement: { [M]: 'locataire_vide' } };
const personne = (naissance: string, salaire: number) =>
  situation({
    moi: { date_naissance: ne(naissance), salaire_net: chaqueMois(salaire, M, 13) },
    famille: sansAl,
    menage: locataire,
  });
const evaluer = (sit: ReturnType<typeof situation>) => {
  const s = new Simulation(sit);
  return complementaireSanteSolidaire.evaluate(s, demandeurOf(s, 'moi'), M);
};

describe('Complémentaire santé solidaire', () => {
  it('une personne de 28 ans qui a gagné 800 € par mois y a droit gratuitement', () => {
    // 12 × 800 = 9 600 € ≤ 10 166 €
    const ev = evaluer(personne('1997-01-01', 800));
    expect(ev).toMatchObject({ eligible: true, montant: 0, legende: 'gratuite' });
  });

  it('l’ASPA compte après son abattement (71 € par mois pour une personne seule) ; une ASPA retenue donnée prime', () => {
    const base = (moi: Record<string, unknown>, famille: Record<string, unknown>) =>
      new Simulation(
        situation({
          moi: { date_naissance: ne('1955-01-01'), ...moi },
          famille: { ...sansAl, ...famille },
        } as never),
      ).calc<number>('css_cmu_base_ressources', 'famille_1', M);
    // 12 × (800 − 71) = 8 748 €
    expect(base({}, { aspa: chaqueMois(800, M, 13) })).toBeCloseTo(8748, 6);
    expect(base({}, { css_base_ressources_aspa_asv: chaqueMois(500, M, 13) })).toBeCloseTo(6000, 6);
  });

  it('une personne de 28 ans qui a gagné 900 € par mois paie 8 € par mois', () => {
    // 12 × 900 = 10 800 € : au-dessus de 10 166 €, sous 13 724,10 € → participation des moins de 30 ans : 8 €
    const ev = evaluer(personne('1997-01-01', 900));
    expect(ev).toMatchObject({ eligible: true, montant: 8, legende: 'participation par mois' });
  });

  it('une ACS donnée par la situation (encore versée) remplace la participation', () => {
    const sit = personne('1997-01-01', 900);
    const avecAcs = { ...sit, familles: { famille_1: { ...sit.familles!.famille_1, acs: { [M]: 100 } } } };
    expect(new Simulation(sit).calc('css_participation_forfaitaire', 'famille_1', M)).toBe(8);
    expect(new Simulation(avecAcs).calc('css_participation_forfaitaire', 'famille_1', M)).toBe(0);
  });

  it('une personne de 35 ans dans la même situation paie 14 € par mois', () => {
    expect(evaluer(personne('1990-01-01', 950)).montant).toBe(14);
  });

  it("au-dessus de 13 724,10 € de ressources, pas de CSS, avec le plafond dans l'explication", () => {
    // 12 × 1 300 = 15 600 €
    const ev = evaluer(personne('1997-01-01', 1300));
    expect(ev.eligible).toBe(false);
    expect(ev.explication.join(' ')).toMatch(/13\s724,10/);
  });

  it("l'aide au logement ajoute un forfait logement aux ressources", () => {
    const sit = situation({
      moi: { date_naissance: ne('1997-01-01'), salaire_net: chaqueMois(800, M, 13) },
      famille: { aide_logement: { [M]: 250 } },
      menage: locataire,
    });
    // 9 600 + min(12 × 250 ; 12 × 646,52 × 12 % = 930,99) = 10 530,99 > 10 166 → participation 8 €
    expect(new Simulation(sit).calc<number>('css_cmu_base_ressources', 'famille_1', M)).toBeCloseTo(
      10530.99,
      1,
    );
    expect(evaluer(sit).montant).toBe(8);
  });

  it('le plafond de la CSS gratuite pour un couple avec deux enfants est de 21 349 €', () => {
    const sit = situation({
      moi: { date_naissance: ne('1990-01-01') },
      conjoint: { date_naissance: ne('1991-01-01') },
      enfants: [{ date_naissance: ne('2015-01-01') }, { date_naissance: ne('2018-01-01') }],
      famille: sansAl,
      menage: locataire,
    });
    // 10 166 × (1 + 0,5 + 0,3 + 0,3) = 21 348,6 → 21 349
    expect(new Simulation(sit).calc<number>('cmu_c_plafond', 'famille_1', M)).toBe(21349);
  });

  it('le plafond arrondit une moitié d’euro au pair, comme OpenFisca (numpy) : couple en juin 2023, 14 578 €', () => {
    // 9 719 × 1,5 = 14 578,5 → 14 578 (et non 14 579)
    const couple = new Simulation({
      individus: { a: { date_naissance: ne('1998-01-01') }, b: { date_naissance: ne('1999-01-01') } },
      familles: { f: { parents: ['a', 'b'] } },
    } as unknown as Situation);
    expect(couple.calc<number>('cmu_c_plafond', 'f', '2023-06')).toBe(14578);
  });

  it('un jeune de 20 ans qui vit chez ses parents fait la demande avec eux', () => {
    const sit = situation({
      moi: { date_naissance: ne('2005-01-01'), habite_chez_parents: { [M]: true } },
      famille: sansAl,
      menage: locataire,
    });
    const ev = evaluer(sit);
    expect(ev.eligible).toBe(false);
    expect(ev.explication[0]).toMatch(/foyer de vos parents/);
  });

  it("un couple dont les deux membres perçoivent l'ASI : abattement de 86 € partagé (43 € chacun)", () => {
    // formulas.md §4.2, css/abattements/asi/couple = 86 € (2021-04-01) : 86 / 2 = 43 € par personne et par mois
    // 400 − 43 = 357 € chacun par mois (et non 400 − 49 = 351 €) ; foyer : 2 × 12 × 357 = 8 568 €
    const asi = chaqueMois(400, '2025-05', 12);
    const s = new Simulation(
      situation({
        moi: { date_naissance: ne('1970-01-01'), asi },
        conjoint: { date_naissance: ne('1971-01-01'), asi },
        famille: sansAl,
        menage: locataire,
      }),
    );
    expect(s.calc<number>('css_base_ressources_asi_individu', 'moi', '2025-05')).toBeCloseTo(357, 6);
    expect(s.calc<number>('css_base_ressources_asi_individu', 'conjoint', '2025-05')).toBeCloseTo(357, 6);
    expect(s.calc<number>('css_cmu_base_ressources', 'famille_1', M)).toBeCloseTo(8568, 6);
  });

  it('un bénéficiaire du RSA y a droit gratuitement', () => {
    const sit = situation({
      moi: { date_naissance: ne('1990-01-01'), salaire_net: chaqueMois(1300, '2025-05', 12) },
      famille: { ...sansAl, rsa: { [M]: 100 } },
      menage: locataire,
    });
    expect(evaluer(sit)).toMatchObject({ eligible: true, montant: 0, legende: 'gratuite' });
  });

  // Shortcuts: the bourse, the ASI and the AAH are nearly always absent; values given for them or for the
  // intermediates they skip still count.
  describe('valeurs données pour ce que les raccourcis sautent', () => {
    const ressourcesDe = (moi: Record<string, unknown>) =>
      new Simulation(
        situation({
          moi: { date_naissance: ne('1997-01-01'), ...moi } as never,
          famille: sansAl,
          menage: locataire,
        }),
      ).calc<number>('css_cmu_base_ressources_individu', 'moi', M);

    it('une bourse donnée compte quand la personne est dite non boursière (sinon elle la rend boursière)', () => {
      expect(ressourcesDe({ bourse_enseignement_sup: { [M]: 1000 }, boursier: { [M]: false } })).toBeCloseTo(
        1000,
        6,
      );
      expect(ressourcesDe({ bourse_enseignement_sup: { [M]: 1000 } })).toBe(0);
    });

    it("l'ASI donnée compte après abattement, et une valeur donnée pour sa part l'emporte", () => {
      // 12 × (449 − 49)
      expect(ressourcesDe({ asi: chaqueMois(449, '2025-05', 12) })).toBeCloseTo(4800, 6);
      expect(ressourcesDe({ css_base_ressources_asi_individu: chaqueMois(123, '2025-05', 12) })).toBeCloseTo(
        12 * 123,
        6,
      );
    });

    it("l'AAH donnée compte, et une valeur donnée pour sa part l'emporte", () => {
      expect(ressourcesDe({ aah: chaqueMois(1000, '2025-05', 12) })).toBeGreaterThan(0);
      expect(ressourcesDe({ css_base_ressources_aah_individu: chaqueMois(77, '2025-05', 12) })).toBeCloseTo(
        12 * 77,
        6,
      );
    });

    it('une résidence à Mayotte donnée l’emporte sur la commune', () => {
      const sit = situation({
        moi: { date_naissance: ne('1997-01-01'), salaire_net: chaqueMois(800, M, 13) },
        famille: sansAl,
        menage: { ...locataire, depcom: { [M]: '75056' }, residence_mayotte: { [M]: true } },
      });
      expect(evaluer(sit).eligible).toBe(false);
    });
  });

  describe('ressources et plafond comme OpenFisca (cs/ressources.py, cmu.py)', () => {
    const base = (vars: Record<string, unknown>) =>
      new Simulation(
        situation({
          moi: { date_naissance: ne('1997-01-01'), ...vars } as never,
          famille: sansAl,
          menage: locataire,
        }),
      ).calc<number>('css_cmu_base_ressources_individu', 'moi', M);

    it('une rémunération de stage arrêtée (rien le mois dernier) n’est pas comptée', () => {
      // 12 × 500 de salaire + 8 × 700 de stage (juillet 2024 – février 2025) → 6 000, pas 11 600
      const stage = Object.fromEntries(
        ['2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02'].map((m) => [
          m,
          700,
        ]),
      );
      expect(base({ salaire_net: chaqueMois(500, M, 13), revenus_stage_formation_pro: stage })).toBe(6000);
    });

    it('les bénéfices non salariés de N-1 comptent : 11 000 € de micro-entreprise en 2024', () => {
      expect(base({ rpns_micro_entreprise_benefice: { '2024': 11000 } })).toBe(11000);
    });

    it('une pension alimentaire versée se déduit, quel que soit son signe', () => {
      // 12 × 1 000 − 12 × 100
      const salaire = { salaire_net: chaqueMois(1000, M, 13) };
      expect(base({ ...salaire, pensions_alimentaires_versees_individu: chaqueMois(-100, M, 13) })).toBe(
        10800,
      );
      expect(base({ ...salaire, pensions_alimentaires_versees_individu: chaqueMois(100, M, 13) })).toBe(
        10800,
      );
    });

    it('le plafond compte tous les enfants, même de plus de 25 ans : 10 166 × 1,8 = 18 299 €', () => {
      // parent isolé, enfants de 27 et 20 ans : 1 + 0,5 (aîné) + 0,3
      const s = new Simulation(
        situation({
          moi: { date_naissance: ne('1970-01-01') },
          enfants: [{ date_naissance: ne('1998-01-01') }, { date_naissance: ne('2005-01-01') }],
          famille: sansAl,
          menage: locataire,
        }),
      );
      expect(s.calc('cmu_c_plafond', 'famille_1', M)).toBe(18299);
    });
  });
});

describe('avant la CSS (novembre 2019) : CMU-C et ses forfaits logement', () => {
  // June 2019, a 30-year-old owner living alone with no income. RSA base amount 559,74 € (from 2019-04-01);
  // the CMU-C's owner flat for one person is 12 % of 12 RSA: 12 × 559,74 × 0,12 = 806,0256 €.
  const JUIN_2019 = '2019-06';
  const proprietaire = () =>
    new Simulation(
      situation({
        moi: { date_naissance: ne('1989-01-01') },
        menage: { statut_occupation_logement: { [JUIN_2019]: 'proprietaire' } },
      }),
    );

  it('le forfait logement d’un propriétaire suit les taux de la CMU-C : 806,03 €', () => {
    expect(proprietaire().calc('css_cmu_forfait_logement_base', 'famille_1', JUIN_2019)).toBeCloseTo(
      806.0256,
      4,
    );
  });

  it('un locataire a le même forfait, mais ses ressources ne le comptent pas (comme OpenFisca)', () => {
    const locataireSeul = new Simulation(
      situation({
        moi: { date_naissance: ne('1989-01-01') },
        menage: { statut_occupation_logement: { [JUIN_2019]: 'locataire_vide' } },
      }),
    );
    expect(locataireSeul.calc('css_cmu_forfait_logement_base', 'famille_1', JUIN_2019)).toBeCloseTo(
      806.0256,
      4,
    );
    // only the flat of the housing aid the tenant is paid counts
    expect(locataireSeul.calc('css_cmu_base_ressources', 'famille_1', JUIN_2019)).toBe(
      locataireSeul.calc('css_cmu_forfait_logement_al', 'famille_1', JUIN_2019),
    );
    expect(proprietaire().calc('css_cmu_base_ressources', 'famille_1', JUIN_2019)).toBeCloseTo(806.0256, 4);
  });

  it('pas de participation forfaitaire avant la CSS : la CMU-C est gratuite ou n’est pas', () => {
    const s = proprietaire();
    expect(s.calc('cmu_c', 'famille_1', JUIN_2019)).toBe(true);
    expect(s.calc('css_participation_forfaitaire', 'famille_1', JUIN_2019)).toBe(0);
    expect(s.calc('css_participation_forfaitaire_montant_i', 'moi', JUIN_2019)).toBe(0);
  });

  it('entre le plafond de la CMU-C et 35 % au-dessus, l’ACS selon l’âge, jusqu’en octobre 2019', () => {
    // a tenant paid 850 € a month: 12 × 850 = 10 200 € of resources (and the housing aid's flat), above the
    // CMU-C's 8 951 € (one person, from April 2019) and under 8 951 × 1,35 = 12 083,85 €
    const locataire = (naissance: string, mois: string) =>
      new Simulation(
        situation({
          moi: { date_naissance: ne(naissance), salaire_net: chaqueMois(850, mois, 13) },
          menage: { statut_occupation_logement: { [mois]: 'locataire_vide' }, loyer: { [mois]: 300 } },
        }),
      );
    const quaranteNeuf = locataire('1970-01-01', '2019-10');
    expect(quaranteNeuf.calc('cmu_c', 'famille_1', '2019-10')).toBe(false);
    // 49 ans : tranche de 49 à 59 ans, 350 €
    expect(quaranteNeuf.calc('acs', 'famille_1', '2019-10')).toBe(350);
    // 48 ans en juin 2018 : tranche de 16 à 49 ans, 200 €
    expect(locataire('1970-01-01', '2018-06').calc('acs', 'famille_1', '2018-06')).toBe(200);
    // 60 ans : 550 €
    expect(locataire('1959-01-01', '2019-06').calc('acs', 'famille_1', '2019-06')).toBe(550);
    // novembre 2019 : l’ACS n’existe plus, la CSS avec participation la remplace
    const novembre = locataire('1970-01-01', '2019-11');
    expect(novembre.calc('acs', 'famille_1', '2019-11')).toBe(0);
    expect(novembre.calc('css_participation_forfaitaire', 'famille_1', '2019-11')).toBeGreaterThan(0);
  });
});
