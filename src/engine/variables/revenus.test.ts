// Incomes computed from what a person declares, figures worked by hand. June 2025: SMIC brut 11,88 € × 151,67 h
// = 1 801,84 € ; livret A 2,4 % (since 2025-02-01).
import { describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';

const M = '2025-06';
const moi = (vars: Record<string, unknown>, naissance = '2008-01-15') =>
  new Simulation({ individus: { moi: { date_naissance: { ETERNITY: naissance }, ...vars } as never } });
const SMIC = 11.88 * 151.67;

describe("rémunération minimale d'un apprenti (D6222-26 du code du travail)", () => {
  const apprenti = (naissance: string) =>
    moi({ apprentissage_contrat_debut: { [M]: '2024-09-01', '2025-10': '2024-09-01' } }, naissance);
  it('17 ans, première année de contrat : 27 % du SMIC, 486,50 €', () => {
    expect(apprenti('2008-01-15').calc('remuneration_apprenti', 'moi', M)).toBeCloseTo(0.27 * SMIC, 2);
  });
  it('deuxième année (octobre 2025) : 39 %', () => {
    expect(apprenti('2008-01-15').calc('remuneration_apprenti', 'moi', '2025-10')).toBeCloseTo(
      0.39 * SMIC,
      2,
    );
  });
  it('19 ans, première année : 43 %', () => {
    expect(apprenti('2006-01-15').calc('remuneration_apprenti', 'moi', M)).toBeCloseTo(0.43 * SMIC, 2);
  });
  it('sans date de début de contrat, rien n’est supposé', () => {
    expect(moi({ apprenti: { [M]: true } }).calc('remuneration_apprenti', 'moi', M)).toBe(0);
  });
});

describe('bénéfice d’un auto-entrepreneur', () => {
  it('1 000 € de ventes, de prestations et de BNC : 290 + 500 + 660 = 1 450 €', () => {
    const s = moi({
      rpns_auto_entrepreneur_CA_achat_revente: { [M]: 1000 },
      rpns_auto_entrepreneur_CA_bic: { [M]: 1000 },
      rpns_auto_entrepreneur_CA_bnc: { [M]: 1000 },
    });
    expect(s.calc('rpns_auto_entrepreneur_benefice', 'moi', M)).toBeCloseTo(1450, 6);
  });
});

describe('indemnités journalières', () => {
  it('maladie 300 € et maternité 500 € : 800 € ; accident du travail 200 € imposable pour moitié', () => {
    const s = moi({
      indemnites_journalieres_maladie: { [M]: 300 },
      indemnites_journalieres_maternite: { [M]: 500 },
      indemnites_journalieres_accident_travail: { [M]: 200 },
    });
    expect(s.calc('indemnites_journalieres', 'moi', M)).toBe(1000);
    expect(s.calc('indemnites_journalieres_imposables', 'moi', M)).toBe(900);
    // un total donné est celui retenu, moins la moitié exonérée de l'accident du travail
    const total = moi({
      indemnites_journalieres: { [M]: 700 },
      indemnites_journalieres_accident_travail: { [M]: 200 },
    });
    expect(total.calc('indemnites_journalieres_imposables', 'moi', M)).toBe(600);
  });

  it('RSA : un arrêt maladie sans salaire compte comme activité les trois premiers mois, puis hors activité', () => {
    const arret = (debut: string) =>
      moi({ indemnites_journalieres_maladie: { [M]: 600 }, date_arret_de_travail: { ETERNITY: debut } });
    expect(arret('2025-05-10').calc('rsa_indemnites_journalieres_activite', 'moi', M)).toBe(600);
    expect(arret('2025-01-10').calc('rsa_indemnites_journalieres_activite', 'moi', M)).toBe(0);
    expect(arret('2025-01-10').calc('rsa_indemnites_journalieres_hors_activite', 'moi', M)).toBe(600);
  });
});

describe('revenus du patrimoine comptés par le RSA', () => {
  it('10 000 € sur un livret A (2,4 % : 20 € par mois) et 300 € de loyers perçus : 320 €', () => {
    const s = moi({ livret_a: { [M]: 10000 }, revenus_locatifs: { [M]: 300 } });
    expect(s.calc('rsa_base_ressources_patrimoine_individu', 'moi', M)).toBeCloseTo(320, 6);
  });
});

describe('SMIC proratisé', () => {
  it('à temps plein 1 801,84 € ; pour 75,835 heures à temps partiel, la moitié', () => {
    expect(moi({}).calc('smic_proratise', 'moi', M)).toBeCloseTo(SMIC, 6);
    // OpenFisca : coefficient_proratisation = 75,835 / 151,67 au temps partiel
    const partiel = {
      contrat_de_travail: { [M]: 'temps_partiel' },
      heures_remunerees_volume: { [M]: 75.835 },
    };
    expect(moi(partiel).calc('smic_proratise', 'moi', M)).toBeCloseTo(SMIC / 2, 6);
    // des heures sans contrat à temps partiel : le contrat par défaut est le temps plein
    const heures = { heures_remunerees_volume: { [M]: 75.835 } };
    expect(moi(heures).calc('smic_proratise', 'moi', M)).toBeCloseTo(SMIC, 6);
  });
});

describe('travailleur non salarié (OpenFisca, non_salarie.py)', () => {
  const tns = (vars: Record<string, unknown>) =>
    moi(vars, '1995-01-01').calc('travailleur_non_salarie', 'moi', M);

  it('un chiffre d’affaires de micro-entrepreneur ce mois-ci', () => {
    expect(tns({ rpns_auto_entrepreneur_CA_bic: { [M]: 800 } })).toBe(true);
  });

  it('un chiffre d’affaires déclaré en micro-entreprise l’année d’avant', () => {
    expect(tns({ rpns_micro_entreprise_CA_bic_vente_imp: { '2024': 12_000 } })).toBe(true);
  });

  it('un chiffre d’affaires d’il y a deux ans ne suffit plus', () => {
    expect(tns({ rpns_micro_entreprise_CA_bic_vente_imp: { '2023': 12_000 } })).toBe(false);
  });

  it('un salarié n’est pas travailleur non salarié', () => {
    expect(tns({ salaire_de_base: { [M]: 2_000 } })).toBe(false);
  });
});

describe('pensions alimentaires versées (cases 6GI à 6GU)', () => {
  it('comptées en négatif, comme OpenFisca : 2 400 + 600 → −3 000 €', () => {
    const s = new Simulation({
      individus: { moi: { date_naissance: { ETERNITY: '1990-01-01' } } },
      foyers_fiscaux: { f: { declarants: ['moi'], f6gu: { '2024': 2_400 }, f6gi: { '2024': 600 } } },
    } as never);
    expect(s.calc('pensions_alimentaires_versees', 'f', '2024')).toBe(-3_000);
    expect(s.calc('pensions_alimentaires_versees', 'f', '2023')).toBe(0);
  });
});

describe('carte d’étudiant des métiers', () => {
  const carte = (naissance: string) =>
    moi({ alternant: { [M]: true } }, naissance).calc('detention_carte_des_metiers', 'moi', M);
  it('un alternant de 20 ans la détient', () => expect(carte('2005-01-01')).toBe(true));
  it('pas à 26 ans', () => expect(carte('1999-01-01')).toBe(false));
});

describe('revenus locatifs et du capital, sur le déclarant principal (OpenFisca)', () => {
  const foyer = (cases: Record<string, unknown>) =>
    new Simulation({
      individus: {
        moi: { date_naissance: { ETERNITY: '1990-01-01' } },
        conjoint: { date_naissance: { ETERNITY: '1991-01-01' } },
      },
      foyers_fiscaux: { f: { declarants: ['moi', 'conjoint'], ...cases } },
    } as never);

  it('6 000 € de revenus fonciers (4BA) dans l’année : 500 € par mois pour le déclarant principal', () => {
    const s = foyer({ f4ba: { '2025': 6_000 } });
    expect(s.calc('revenus_locatifs', 'moi', M)).toBe(500);
    expect(s.calc('revenus_locatifs', 'conjoint', M)).toBe(0);
  });

  it('un déficit foncier ne donne pas de revenu négatif', () => {
    expect(
      foyer({ f4ba: { '2025': 1_000 }, f4bb: { '2025': 3_000 } }).calc('revenus_locatifs', 'moi', M),
    ).toBe(0);
  });

  it('revenus du capital du mois, chaque imposition comptée à partir de 0', () => {
    const s = foyer({
      revenus_capitaux_prelevement_bareme: { [M]: 100 },
      revenus_capitaux_prelevement_forfaitaire_unique_ir: { [M]: 50 },
      revenus_capitaux_prelevement_liberatoire: { [M]: -30 },
    });
    expect(s.calc('revenus_capital', 'moi', M)).toBe(150);
    expect(s.calc('revenus_capital', 'conjoint', M)).toBe(0);
  });
});
