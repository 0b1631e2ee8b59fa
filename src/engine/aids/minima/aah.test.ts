import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { demandeurOf } from '../../evaluate.ts';
import { chaqueMois, ne, situation } from './testing.ts';
import { allocationAdultesHandicapes } from './aah.ts';

const M = '2025-06'; // AAH 1 033,32 € since 2025-04-01
const aah = (moi: Record<string, Record<string, number | boolean | string>>) =>
  new Simulation(situation({ moi })).calc<number>('aah', 'moi', M);

/** 25 ans, incapacité 80 %, 1 000 € nets par mois de M-3 à M */
const travailleur = {
  date_naissance: ne('2000-01-01'),
  taux_incapacite: { [M]: 0.8 },
  salaire_net: chaqueMois(1000, M),
  salaire_imposable: chaqueMois(1000, M),
};

describe('AAH', () => {
  it("une personne de 25 ans avec un taux d'incapacité de 80 % et sans revenus touche 1 033,32 €", () => {
    expect(aah({ date_naissance: ne('2000-01-01'), taux_incapacite: { [M]: 0.8 } })).toBeCloseTo(1033.32, 2);
  });

  it('si elle travaille pour 1 000 € nets par mois, elle touche encore 649,54 €', () => {
    // trimestre × 4 = 12 000 € ; tranche = 30 % × 11,88 × 151,67 × 12 = 6 486,62 €
    // retenu = 20 % × 6 486,62 + 60 % × 5 513,38 = 4 605,35 € par an, soit 383,78 € par mois
    // 1 033,32 − 383,78 = 649,54
    expect(aah(travailleur)).toBeCloseTo(649.54, 1);
  });

  it("en évaluation trimestrielle, l'ASI du trimestre compte dans les ressources : 549,54 €", () => {
    // formulas.md §8.1 : activité 12 000 € par an retenue 4 605,35 € (cas précédent) ; ASI 3 × 100 × 4 = 1 200 €
    // ressources = (4 605,35 + 1 200) / 12 = 483,78 € ; 1 033,32 − 483,78 = 549,54 €
    // (plafond pensions : 1 033,32 − ASI de M-1 100 = 933,32 €, non atteint)
    expect(aah({ ...travailleur, asi: chaqueMois(100, M) })).toBeCloseTo(549.54, 1);
  });

  it('les évaluations des ressources et ce qui ne se cumule pas, donnés par la situation, sont ceux retenus', () => {
    const sansRevenus = { date_naissance: ne('2000-01-01'), taux_incapacite: { [M]: 0.8 } };
    // trimestrielle (un salaire ce mois) : 12 000 € d'activité retenus 4 605,35 € (cas ci-dessus) + 2 400 € d'autres
    // ressources → 583,78 € par mois ; 1 033,32 − 583,78 = 449,54 €
    expect(
      aah({
        ...travailleur,
        aah_base_ressources_hors_activite_eval_trimestrielle: { [M]: 2400 },
      }),
    ).toBeCloseTo(449.54, 1);
    // annuelle : 6 000 € de pensions de N-2 → 500 € par mois ; 1 033,32 − 500 = 533,32 €
    expect(
      aah({ ...sansRevenus, aah_base_ressources_hors_activite_eval_annuelle: { [M]: 6000 } }),
    ).toBeCloseTo(533.32, 2);
    // une pension d'invalidité de 300 € ce mois ne se cumule pas : 1 033,32 − 300
    expect(aah({ ...sansRevenus, aah_base_non_cumulable: { [M]: 300 } })).toBeCloseTo(733.32, 2);
  });

  it('revenus d’activité de N-2 abattus de 30 % quand la personne a cessé de travailler, même sans allocation chômage', () => {
    // évaluation annuelle (pas de salaire ce mois) : 12 000 € imposables en 2023, retenus 4 605,35 € (cas ci-dessus)
    // sans emploi et pas étudiant (aah.py : ressource interrompue) : × 70 % = 3 223,75 € par an, 268,65 € par
    // mois → 1 033,32 − 268,65 = 764,67, au chômage comme inactif
    const ancienSalarie = (activite: string) => ({
      date_naissance: ne('2000-01-01'),
      taux_incapacite: { [M]: 0.8 },
      activite: { [M]: activite },
      salaire_imposable: { '2023': 12000 },
    });
    expect(aah(ancienSalarie('chomeur'))).toBeCloseTo(764.67, 1);
    expect(aah(ancienSalarie('inactif'))).toBeCloseTo(764.67, 1);
    // un étudiant n'a pas cessé son activité : 1 033,32 − 383,78 = 649,54
    expect(aah(ancienSalarie('etudiant'))).toBeCloseTo(649.54, 1);
  });

  it('en emploi, l’abattement de 30 % s’applique aussi quand un revenu de remplacement était versé le mois d’avant', () => {
    // trimestre : 1 000 € de salaire + 200 € de chômage net par mois → activité (3 000 + 600) × 4 = 14 400 €
    // 20 % × 6 486,62 + 60 % × 7 913,38 = 6 045,35 ; × 70 % = 4 231,75 € par an, 352,65 € par mois
    // 1 033,32 − 352,65 = 680,67
    expect(aah({ ...travailleur, chomage_net: chaqueMois(200, M) })).toBeCloseTo(680.67, 1);
  });

  it('le trimestre compte aussi les indemnités de stage, la bourse de recherche et l’ASP', () => {
    // activité (3 000 + 3 × 300 de stage) × 4 = 15 600 → 20 % × 6 486,62 + 60 % × 9 113,38 = 6 765,35
    // hors activité (3 × 150 de bourse de recherche + 3 × 50 d’ASP) × 4 = 2 400
    // (6 765,35 + 2 400) / 12 = 763,78 → 1 033,32 − 763,78 = 269,54
    const revenus = {
      indemnites_stage: chaqueMois(300, M),
      bourse_recherche: chaqueMois(150, M),
      allocation_securisation_professionnelle: chaqueMois(50, M),
    };
    expect(aah({ ...travailleur, ...revenus })).toBeCloseTo(269.54, 1);
  });

  it('une pension d’invalidité de N-2 compte dans l’évaluation annuelle, et celle du mois limite l’AAH', () => {
    // 2023 : 12 × 300 € de pension (revenu assimilé à une pension) ; inactif : 3 600 / 12 = 300 → 733,32 €
    // pension de 300 € ce mois : non cumulable, AAH ≤ 1 033,32 − 300 = 733,32 €
    const pensionne = {
      date_naissance: ne('2000-01-01'),
      taux_incapacite: { [M]: 0.8 },
      pensions_invalidite: { '2023': 3600, [M]: 300 },
    };
    expect(aah(pensionne)).toBeCloseTo(733.32, 2);
    // une pension de 500 € ce mois seulement : ressources de N-2 nulles, plafond 1 033,32 − 500 = 533,32
    expect(aah({ ...pensionne, pensions_invalidite: { [M]: 500 } })).toBeCloseTo(533.32, 2);
  });

  it('hospitalisé depuis plus de 60 jours sans personne à charge, on ne touche que 30 % de l’AAH', () => {
    // juin 2025 : limite au 2 avril 2025 (1er juin − 60 jours) ; 30 % × 1 033,32 = 309,996
    const hospitalise = (depuis: string) => ({
      date_naissance: ne('2000-01-01'),
      taux_incapacite: { [M]: 0.8 },
      aah_date_debut_hospitalisation: { [M]: depuis },
    });
    expect(aah(hospitalise('2025-04-02'))).toBeCloseTo(309.996, 3);
    expect(aah(hospitalise('2025-04-03'))).toBeCloseTo(1033.32, 2);
  });

  it('en couple, le calcul conjugalisé lit le conjoint sur la même évaluation que la personne : 1 003,20 €', () => {
    // la personne travaille (évaluation trimestrielle) : 383,78 € par mois (cas ci-dessus), AAH individualisée
    // 649,54 €. Conjoint : son trimestre × 4 = 12 000 € (ses 50 000 € de 2023 ne comptent pas) ;
    // 90 % × 12 000 − 5 000 = 5 800 € par an, 483,33 par mois ; plafond couple 1 033,32 × 1,81 = 1 870,31
    // 1 870,31 − (383,78 + 483,33) = 1 003,20 > 649,54
    const couple = (conjugalise: boolean) =>
      new Simulation(
        situation({
          moi: { ...travailleur, aah_conjugalise_eligible: { [M]: conjugalise } },
          conjoint: {
            date_naissance: ne('1998-01-01'),
            salaire_net: chaqueMois(1000, M),
            salaire_imposable: { '2023': 50000 },
          },
        }),
      ).calc<number>('aah', 'moi', M);
    expect(couple(true)).toBeCloseTo(1003.2, 1);
    expect(couple(false)).toBeCloseTo(649.54, 1);
  });

  it("avec un taux de 60 % sans restriction d'accès à l'emploi, pas d'AAH, et on dit pourquoi", () => {
    const s = new Simulation(
      situation({ moi: { date_naissance: ne('2000-01-01'), taux_incapacite: { [M]: 0.6 } } }),
    );
    expect(s.calc('aah', 'moi', M)).toBe(0);
    expect(allocationAdultesHandicapes.evaluate(s, demandeurOf(s, 'moi'), M).explication[0]).toMatch(
      /restriction substantielle/,
    );
  });

  it("avec un taux de 60 % et une restriction d'accès à l'emploi reconnue, l'AAH est due", () => {
    expect(
      aah({
        date_naissance: ne('2000-01-01'),
        taux_incapacite: { [M]: 0.6 },
        aah_restriction_substantielle_durable_acces_emploi: { [M]: true },
      }),
    ).toBeCloseTo(1033.32, 2);
  });

  it("un jeune de 18 ans qui n'est plus à la charge de ses parents peut la toucher", () => {
    expect(aah({ date_naissance: ne('2007-01-01'), taux_incapacite: { [M]: 0.8 } })).toBeCloseTo(1033.32, 2);
  });

  // Callers skip the month-by-month AAH of a person without incapacity rate: an AAH given as an input (or an
  // intermediate of it) must still be counted.
  describe('AAH donnée en entrée sans taux d’incapacité', () => {
    const douze = chaqueMois(500, M, 13);
    const calc = (moi: Record<string, Record<string, number | boolean | string>>, name: string) =>
      new Simulation(situation({ moi: { date_naissance: ne('1990-01-01'), ...moi } })).calc<number>(
        name,
        'moi',
        M,
      );

    it('sans taux ni AAH donnée, rien n’est compté', () => {
      expect(calc({}, 'css_base_ressources_aah_individu')).toBe(0);
      expect(calc({}, 'ppa_ressources_hors_activite_individu')).toBe(0);
    });

    it('une AAH donnée compte dans les ressources de la CSS, du RSA et de la prime d’activité', () => {
      // CSS: 500 − 68 each month (OpenFisca's monthly variable; the CSS sums its 12 months) ; RSA: moyenne du trimestre
      expect(calc({ aah: douze }, 'css_base_ressources_aah_individu')).toBeCloseTo(432, 6);
      expect(calc({ aah: douze }, 'css_cmu_base_ressources_individu')).toBeCloseTo(12 * 432, 6);
      expect(
        new Simulation(situation({ moi: { date_naissance: ne('1990-01-01'), aah: douze } })).calc<number>(
          'rsa_base_ressources_minima_sociaux',
          'famille_1',
          M,
        ),
      ).toBeCloseTo(500, 6);
      expect(calc({ aah: douze }, 'ppa_ressources_hors_activite_individu')).toBeCloseTo(500, 6);
    });

    it('au-delà du seuil, des revenus d’activité donnés pour la prime d’activité font de l’AAH un revenu d’activité', () => {
      // seuil : 29 × SMIC horaire brut (11,88 € en juin 2025) = 344,52 €
      const aah = { aah: douze };
      expect(
        calc(
          { ...aah, ppa_revenu_activite_individu: chaqueMois(345, M, 1) },
          'ppa_ressources_hors_activite_individu',
        ),
      ).toBe(0);
      expect(
        calc(
          { ...aah, ppa_revenu_activite_individu: chaqueMois(344, M, 1) },
          'ppa_ressources_hors_activite_individu',
        ),
      ).toBeCloseTo(500, 6);
    });

    it('une AAH de base ou une éligibilité donnée est évaluée aussi', () => {
      expect(calc({ aah_base: douze }, 'css_base_ressources_aah_individu')).toBeCloseTo(432, 6);
      expect(
        calc({ aah_eligible: chaqueMois(1, M, 13) }, 'css_base_ressources_aah_individu'),
      ).toBeGreaterThan(0);
    });
  });
});

describe('AAH avant l’individualisation (octobre 2023)', () => {
  // A 30-year-old with an 80 % incapacity, no income, whose partner earns 4 000 € a month (taxable), with no
  // child. AAH 971,37 € from 2023-04-01. The couple calculation counts the partner's pay: far above the couple
  // ceiling (971,37 × (1 + 0,81) = 1 758,18 € a month), so nothing is due; the individual one counts the
  // person's own resources only (0 €), so the full amount is due.
  const couple = (mois: string) =>
    new Simulation(
      situation({
        moi: { date_naissance: ne('1993-01-01'), taux_incapacite: { [mois]: 0.8 } },
        conjoint: {
          date_naissance: ne('1990-01-01'),
          salaire_imposable: { '2021': 48_000, '2022': 48_000, '2023': 48_000 },
          salaire_net: { '2023': 45_600 },
        },
      }),
    ).calc<number>('aah', 'moi', mois);

  it('septembre 2023 : seul le calcul du couple existe, les revenus du conjoint ôtent l’AAH', () => {
    expect(couple('2023-09')).toBe(0);
  });

  it('octobre 2023 : le calcul individualisé donne le montant plein, 971,37 €', () => {
    expect(couple('2023-10')).toBeCloseTo(971.37, 2);
  });

  it('avant octobre 2023, les ressources individualisées n’existent pas : 0, comme dans OpenFisca', () => {
    const salarie = (mois: string) =>
      new Simulation(
        situation({
          moi: {
            date_naissance: ne('1993-01-01'),
            taux_incapacite: { [mois]: 0.8 },
            salaire_imposable: { '2022': 12_000, '2023': 12_000 },
          },
        }),
      ).calc<number>('aah_base_ressources_deconjugalisee', 'moi', mois);
    expect(salarie('2023-09')).toBe(0);
    expect(salarie('2023-10')).toBeGreaterThan(0);
  });

  it('jusqu’en 2021, les ressources négatives du premier parent comptent pour 0 (plancher de la formule de 2011)', () => {
    // 2021-06, le conjoint (incapacité 80 %) gagne 500 € nets par mois : 1 500 × 4 = 6 000 € par an ;
    // tranche 30 % × 10,25 × 151,67 × 12 = 5 596,62 € ; retenu 20 % × 5 596,62 + 60 % × 403,38 = 1 361,35 €,
    // soit 113,45 € par mois. Le premier parent verse 1 000 € de pension par mois (−12 000 € sur l'année) :
    // plancher à 0, il n'ôte rien (sans plancher, 90 % × 80 % × −12 000 / 12 = −720 €)
    const trimestre = (v: number) => ({ '2021-03': v, '2021-04': v, '2021-05': v });
    const s = new Simulation(
      situation({
        moi: { date_naissance: ne('1995-01-01'), pensions_alimentaires_versees_individu: trimestre(-1000) },
        conjoint: {
          date_naissance: ne('1996-01-01'),
          taux_incapacite: { '2021-06': 0.8 },
          salaire_net: trimestre(500),
          salaire_imposable: { '2021-06': 500 },
        },
      }),
    );
    expect(s.calc<number>('aah_base_ressources_conjugalisee', 'conjoint', '2021-06')).toBeCloseTo(113.45, 2);
  });
});
