// Aides au logement: what the reform of 2021 counts besides wages (formulas.md §1.4), the RLS by the dwelling's
// convention (§1.6) and the overseas scale of Saint-Barthélemy and Saint-Martin. June 2025 figures: RLS zone 2
// single 34,83 € (since 2025-06-01), its ceiling 905 €/month; flat charges 59,97 € in metropolitan France and
// 40,26 € overseas (since 2024-10-01); abatement of CGI art. 157 bis for incomes 2023: 2 746 € up to a revenu
// net global of 17 200 €, 1 373 € up to 27 670 € (abat_rni/contribuable_age_invalide).
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { MOIS, situation, type Cas } from './test-helpers.ts';

const calc = (c: Cas, name: string, id = 'famille_1', period = MOIS) =>
  new Simulation(situation(c)).calc<number | boolean>(name, id, period);

/** a 30-year-old without earnings, alone, tenant in Lyon, whose tax household is given `foyer` */
const avecFoyer = (foyer: Record<string, unknown>, moi: Record<string, unknown> = {}) => {
  const sit = situation({ naissance: '1995-01-01', activite: 'inactif', moi });
  sit.foyers_fiscaux = { ff: { declarants: ['moi'], ...foyer } as never };
  return new Simulation(sit);
};

describe('ressources des aides au logement : revenus fiscaux N-2 hors salaires', () => {
  it('revenus fonciers, revenus du capital et frais de garde de 2023 : 3 000 + 2 400 − 1 000 = 4 400 €', () => {
    const s = avecFoyer({
      f4ba: { '2023': 3000 },
      revenus_capitaux_prelevement_bareme: { '2023': 2400 },
      f7ga: { '2023': 1000 },
    });
    expect(s.calc('aide_logement_base_revenus_fiscaux', 'ff', '2023')).toBe(4400);
    expect(s.calc('aide_logement_base_ressources', 'famille_1', MOIS)).toBe(4400);
  });

  it('micro-foncier : 10 000 € de recettes brutes comptent pour 7 000 € ; une rente viagère perçue à 55 ans pour moitié', () => {
    const s = avecFoyer({ f4be: { '2023': 10000 }, f1bw: { '2023': 2000 } });
    expect(s.calc('revenu_categoriel_foncier', 'ff', '2023')).toBe(7000);
    expect(s.calc('aide_logement_base_revenus_fiscaux', 'ff', '2023')).toBe(8000);
  });
});

describe('abattement spécial des personnes âgées ou invalides', () => {
  it('un déclarant né avant 1931 avec 15 000 € de revenu net global : 2 746 €, déduits des ressources', () => {
    // retraite imposable 1 000 €/mois : 12 000 € sur la fenêtre, moins 10 % (1 200 €) = 10 800 € ;
    // 10 800 − 2 746 = 8 054 € arrondis à la centaine supérieure : 8 100 €
    const s = avecFoyer(
      { rng: { '2023': 15000 } },
      {
        date_naissance: { ETERNITY: '1928-05-01' },
        activite: { [MOIS]: 'retraite' },
        retraite_imposable: { 'month:2024-01:24': 24000 },
      },
    );
    expect(s.calc('abattements_speciaux_prestations_familiales', 'ff', '2023')).toBe(2746);
    expect(s.calc('aide_logement_base_ressources', 'famille_1', MOIS)).toBe(8100);
  });

  it('OpenFisca ne regarde pas l’âge de 65 ans mais la naissance avant 1931 : rien à 73 ans, R = 10 800 €', () => {
    const s = avecFoyer(
      { rng: { '2023': 15000 } },
      {
        date_naissance: { ETERNITY: '1950-05-01' },
        activite: { [MOIS]: 'retraite' },
        retraite_imposable: { 'month:2024-01:24': 24000 },
      },
    );
    // the income-tax abatement itself (abat_spe) follows the 65-year rule
    expect(s.calc('abat_spe', 'ff', '2023')).toBe(2746);
    expect(s.calc('abattements_speciaux_prestations_familiales', 'ff', '2023')).toBe(0);
    expect(s.calc('aide_logement_base_ressources', 'famille_1', MOIS)).toBe(10800);
  });

  it('au-delà de 17 200 € et jusqu’à 27 670 € : 1 373 € ; au-delà, rien ; un invalide (case P) y a droit à tout âge', () => {
    expect(
      avecFoyer({ rng: { '2023': 20000 } }, { date_naissance: { ETERNITY: '1950-05-01' } }).calc(
        'abat_spe',
        'ff',
        '2023',
      ),
    ).toBe(1373);
    expect(
      avecFoyer({ rng: { '2023': 30000 } }, { date_naissance: { ETERNITY: '1950-05-01' } }).calc(
        'abat_spe',
        'ff',
        '2023',
      ),
    ).toBe(0);
    expect(
      avecFoyer({ rng: { '2023': 10000 }, caseP: { '2023': true } }).calc('abat_spe', 'ff', '2023'),
    ).toBe(2746);
    expect(avecFoyer({ rng: { '2023': 10000 } }).calc('abat_spe', 'ff', '2023')).toBe(0);
  });

  it('cases P et F (chacune 2 746 €), enfants mariés rattachés (6 674 € chacun), plafonné au revenu net global', () => {
    // barème 2023 : 2 746 € de 0 à 17 200 €, 1 373 € de 17 200 à 27 670 € ; case N : 6 674 €
    const abattement = (foyer: Record<string, unknown>, naissance = '1990-01-01') =>
      avecFoyer(foyer, { date_naissance: { ETERNITY: naissance } }).calc(
        'abattements_speciaux_prestations_familiales',
        'ff',
        '2023',
      );
    expect(abattement({ rng: { '2023': 10000 }, caseP: { '2023': true } })).toBe(2746);
    // la case F ouvre l'abattement même sans conjoint déclaré (OpenFisca lit l'âge du déclarant principal)
    expect(abattement({ rng: { '2023': 10000 }, caseF: { '2023': true } })).toBe(2746);
    expect(abattement({ rng: { '2023': 10000 }, caseP: { '2023': true }, caseF: { '2023': true } })).toBe(
      5492,
    );
    // 17 200 € ouvre la seconde tranche (barème à montants fixes) : 1 373 €
    expect(abattement({ rng: { '2023': 17200 } }, '1925-01-01')).toBe(1373);
    expect(abattement({ rng: { '2023': 20000 }, nbN: { '2023': 1 } })).toBe(6674);
    expect(abattement({ rng: { '2023': 20000 }, nbN: { '2023': 1 } }, '1925-01-01')).toBe(1373 + 6674);
    expect(abattement({ rng: { '2023': 2000 } }, '1925-01-01')).toBe(2000);
    expect(abattement({ rng: { '2023': 10000 } })).toBe(0);
  });

  it('le revenu net imposable est le revenu net global moins ces abattements, enfants mariés rattachés compris', () => {
    // 2023, né en 1950, revenu net global 20 000 € : 1 373 € + un enfant marié rattaché (case N) 6 674 €
    const s = avecFoyer(
      { rng: { '2023': 20000 }, nbN: { '2023': 1 } },
      { date_naissance: { ETERNITY: '1950-05-01' } },
    );
    expect(s.calc('abat_spe', 'ff', '2023')).toBe(1373 + 6674);
    expect(s.calc('rni', 'ff', '2023')).toBe(20000 - 8047);
    expect(s.calc('rfr', 'ff', '2023')).toBe(11953);
  });

  it('le barème de chaque année est celui de la référence : 2 442 € en 2019, 2 822 € sous 17 670 € en 2025', () => {
    const abatSpe = (annee: string, rng: number) =>
      avecFoyer({ rng: { [annee]: rng } }, { date_naissance: { ETERNITY: '1950-05-01' } }).calc(
        'abat_spe',
        'ff',
        annee,
      );
    expect(abatSpe('2019', 15000)).toBe(2442);
    expect(abatSpe('2025', 17600)).toBe(2822);
  });
});

describe('termes du foyer fiscal : seulement pour un parent déclarant principal', () => {
  // 30-year-olds in Lyon, salaries of May 2024 … April 2025 (and after, so no RSA neutralisation)
  const mois = [...Array(18).keys()].map(
    (i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
  );
  const salaire = (montant: number) => Object.fromEntries(mois.map((m) => [m, montant]));
  const paie = (montant: number) => ({ salaire_imposable: salaire(montant), salaire_net: salaire(montant) });

  it('un jeune rattaché au foyer de son parent (né en 1925) n’en reçoit ni l’abattement : R = 10 800 €', () => {
    // 12 × 1 000 − 1 200 = 10 800; le foyer du parent a un abattement de 2 746 € qui ne le concerne pas
    const sit = situation({ activite: 'actif', naissance: '2003-01-01', moi: paie(1000) });
    sit.individus.parent = { date_naissance: { ETERNITY: '1925-01-01' } } as never;
    sit.foyers_fiscaux = {
      ff: { declarants: ['parent'], personnes_a_charge: ['moi'], rng: { '2023': 15000 } } as never,
    };
    const s = new Simulation(sit);
    expect(s.calc('abattements_speciaux_prestations_familiales', 'ff', '2023')).toBe(2746);
    expect(s.calc('aide_logement_base_ressources', 'famille_1', MOIS)).toBe(10800);
  });

  it('le foyer du conjoint déclarant principal compte : 9 720 + 6 480 + 3 000 = 19 200 €', () => {
    // moi 12 × 900 − 1 080 = 9 720; conjoint 12 × 600 − 720 = 6 480; revenus fonciers 2023 : 3 000
    const couple = (foyers: Record<string, unknown>) => {
      const sit = situation({
        activite: 'actif',
        naissance: '1990-01-01',
        moi: paie(900),
        conjoint: { activite: { [MOIS]: 'actif' }, ...paie(600) },
      });
      sit.foyers_fiscaux = foyers as never;
      return new Simulation(sit).calc('aide_logement_base_ressources', 'famille_1', MOIS);
    };
    expect(couple({ ff: { declarants: ['conjoint', 'moi'], f4ba: { '2023': 3000 } } })).toBe(19200);
    // unmarried, each files alone: the conjoint's own tax household counts too
    expect(
      couple({ ff1: { declarants: ['moi'] }, ff2: { declarants: ['conjoint'], f4ba: { '2023': 3000 } } }),
    ).toBe(19200);
  });
});

describe('réduction de loyer de solidarité et logement conventionné', () => {
  // an HLM tenant student: flat resources 8 600 € a year, 716,67 € a month, under the 905 € ceiling
  const hlm = (menage: Record<string, unknown> = {}): Cas => ({ statut: 'locataire_hlm', menage });

  it('un locataire HLM est conventionné par défaut : RLS de 34,83 €', () => {
    expect(calc(hlm(), 'reduction_loyer_solidarite')).toBeCloseTo(34.83, 2);
  });

  it('un logement HLM déclaré non conventionné n’ouvre pas la RLS', () => {
    expect(calc(hlm({ logement_conventionne: { [MOIS]: false } }), 'reduction_loyer_solidarite')).toBe(0);
  });

  it('un logement loué vide mais conventionné ouvre la RLS (et l’APL)', () => {
    const c: Cas = { statut: 'locataire_vide', menage: { logement_conventionne: { [MOIS]: true } } };
    expect(calc(c, 'reduction_loyer_solidarite')).toBeCloseTo(34.83, 2);
    expect(calc(c, 'apl')).toBeGreaterThan(0);
    expect(calc(c, 'als')).toBe(0);
  });
});

describe('barème outre-mer : Saint-Barthélemy (977) et Saint-Martin (978)', () => {
  it.each([
    ['97701', true, 40.26],
    ['97801', true, 40.26],
    ['97411', true, 40.26],
    ['69123', false, 59.97],
  ])('commune %s : barème outre-mer %s, forfait de charges %s €', (depcom, outreMer, charges) => {
    const s = new Simulation(situation({ depcom }));
    expect(s.calc('residence_aides_logement_outre_mer', 'menage_1', MOIS)).toBe(outreMer);
    expect(s.calc('aide_logement_charges', 'famille_1', MOIS)).toBeCloseTo(charges, 2);
  });
});

describe('ressources des aides au logement : chômage depuis plus de deux mois', () => {
  // OpenFisca compares date_debut_chomage with the first day of M-2 (2025-04-01 for June 2025)
  const taux = (debut: string) =>
    calc(
      { activite: 'chomeur', moi: { date_debut_chomage: { [MOIS]: debut } } },
      'aide_logement_abattement_revenus_activite_professionnelle',
      'moi',
    );
  // the variable is OpenFisca's 0/1 condition; the 30 % rate applies in aide_logement_base_ressources_individu
  it('au chômage depuis le 15 mars 2025 : abattement de 30 % en juin', () => {
    expect(taux('2025-03-15')).toBe(1);
    expect(taux('2025-03-31')).toBe(1);
  });
  it('au chômage depuis le 1er avril 2025 : pas encore', () => {
    expect(taux('2025-04-01')).toBe(0);
  });
});
