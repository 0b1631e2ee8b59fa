// Aides au logement: what the reform of 2021 counts besides wages (formulas.md §1.4), the RLS by the dwelling's
// convention (§1.6) and the overseas scale of Saint-Barthélemy and Saint-Martin. June 2025 figures: RLS zone 2
// single 34,83 € (since 2025-06-01), its ceiling 905 €/month; flat charges 59,97 € in metropolitan France and
// 40,26 € overseas (since 2024-10-01); abatement of CGI art. 157 bis for incomes 2023: 2 746 € up to a revenu
// net global of 17 200 €, 1 373 € up to 27 670 €.
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
  it('un déclarant de 73 ans fin 2023 avec 15 000 € de revenu net global : 2 746 €, déduits des ressources', () => {
    // retraite imposable 1 000 €/mois : 12 000 € sur la fenêtre, moins 10 % (1 200 €) = 10 800 € ;
    // 10 800 − 2 746 = 8 054 € arrondis à la centaine supérieure : 8 100 €
    const s = avecFoyer(
      { rng: { '2023': 15000 } },
      {
        date_naissance: { ETERNITY: '1950-05-01' },
        activite: { [MOIS]: 'retraite' },
        retraite_imposable: { 'month:2024-01:24': 24000 },
      },
    );
    expect(s.calc('abat_spe', 'ff', '2023')).toBe(2746);
    expect(s.calc('abattements_speciaux_prestations_familiales', 'ff', '2023')).toBe(2746);
    expect(s.calc('aide_logement_base_ressources', 'famille_1', MOIS)).toBe(8100);
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
  it('au chômage depuis le 15 mars 2025 : abattement de 30 % en juin', () => {
    expect(taux('2025-03-15')).toBe(0.3);
    expect(taux('2025-03-31')).toBe(0.3);
  });
  it('au chômage depuis le 1er avril 2025 : pas encore', () => {
    expect(taux('2025-04-01')).toBe(0);
  });
});
