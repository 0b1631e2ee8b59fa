import { describe, expect, it } from 'vitest';
import { Simulation, type Situation } from '../../index.ts';
import { demandeurOf } from '../../evaluate.ts';
import { ne, situation } from '../minima/testing.ts';
import { allocationRentreeScolaire } from './ars.ts';
import { monthsOfYear } from '../../core/periods.ts';

const M = '2025-06'; // BMAF 474,37 € since 2025-04-01 (and in October 2025)
const ressources = (r: number) => ({ prestations_familiales_base_ressources: { [M]: r } });
const enfant = (naissance: string) => ({ date_naissance: ne(naissance) });
const parent = { date_naissance: ne('1990-01-01') };
const calc = (sit: ReturnType<typeof situation>, name: string, period = M) =>
  new Simulation(sit).calc<number>(name, 'famille_1', period);

describe('Ressources des prestations familiales', () => {
  it('les salaires déclarés hors des salaires du mois (particulier employeur, gérant, droits d’auteur, agent d’assurance) comptent', () => {
    // N-2 = 2023 : 10 000 € déclarés, moins la déduction forfaitaire de 10 % : 9 000 €
    for (const box of [
      'salaires_imposable_particulier_employeur',
      'revenus_imposables_associes_gerants',
      'droits_auteurs_imposables',
      'salaire_imposable_agents_assurance',
    ])
      expect(
        calc(
          situation({ moi: { ...parent, [box]: { '2023': 10000 } }, enfants: [enfant('2020-01-01')] }),
          'prestations_familiales_base_ressources',
        ),
        box,
      ).toBe(9000);
  });
});

describe('Allocations familiales', () => {
  it('une famille avec 2 enfants de 5 et 8 ans touche 151,80 €', () => {
    // 474,37 × 32 % = 151,80
    expect(
      calc(
        situation({ moi: parent, conjoint: parent, enfants: [enfant('2020-01-01'), enfant('2017-01-01')] }),
        'af',
      ),
    ).toBeCloseTo(151.8, 2);
  });

  it('la CRDS (0,5 %) sous le nom d’OpenFisca, négative, et les AF nettes qui la retirent', () => {
    const deux = { moi: parent, conjoint: parent, enfants: [enfant('2020-01-01'), enfant('2017-01-01')] };
    // 151,80 × 0,5 % = 0,759 → nettes 151,04
    expect(calc(situation(deux), 'crds_af')).toBeCloseTo(-0.759, 3);
    expect(calc(situation(deux), 'af_nettes_crds')).toBeCloseTo(151.041, 3);
    // une CRDS donnée par la situation est celle retirée
    expect(calc(situation({ ...deux, famille: { crds_af: { [M]: -1 } } }), 'af_nettes_crds')).toBeCloseTo(
      150.8,
      2,
    );
  });

  it('un enfant sur deux en résidence alternée : les AF sont dues aux trois quarts (R521-3 CSS)', () => {
    // 151,80 × (1 − ½ × ½) = 113,85 ; avec af_nbenf donné à 3, le coefficient devient 1 − ⅓ × ½
    const alterne = { ...enfant('2020-01-01'), garde_alternee: { [M]: true } };
    const deux = { moi: parent, conjoint: parent, enfants: [alterne, enfant('2017-01-01')] };
    expect(calc(situation(deux), 'af_coeff_garde_alternee')).toBe(0.75);
    expect(calc(situation(deux), 'af')).toBeCloseTo(113.85, 2);
    expect(
      calc(situation({ ...deux, famille: { af_nbenf: { [M]: 3 } } }), 'af_coeff_garde_alternee'),
    ).toBeCloseTo(1 - 1 / 6, 9);
  });

  it('avec 3 enfants dont un de 15 ans, majoration comprise : 422,19 €', () => {
    // 474,37 × (32 % + 41 %) = 346,29 ; majoration pour âge 474,37 × 16 % = 75,90 (l'aîné compte dès 3 enfants)
    const sit = situation({
      moi: parent,
      conjoint: parent,
      enfants: [enfant('2020-01-01'), enfant('2017-01-01'), enfant('2010-01-01')],
    });
    expect(calc(sit, 'af')).toBeCloseTo(422.19, 2);
  });

  it("dans une famille de 2 enfants, l'aîné de 15 ans n'ouvre pas la majoration", () => {
    const sit = situation({
      moi: parent,
      conjoint: parent,
      enfants: [enfant('2017-01-01'), enfant('2010-01-01')],
    });
    expect(calc(sit, 'af')).toBeCloseTo(151.8, 2);
  });

  it('au-dessus du plafond 1 (78 565 € pour 2 enfants), les AF sont divisées par deux, avec le complément dégressif', () => {
    const enfants = [enfant('2020-01-01'), enfant('2017-01-01')];
    // 80 000 € : 151,80 × 0,5 = 75,90 ; complément 151,80 − (80 000 − 78 565) / 12 − 75,90 < 0
    expect(
      calc(situation({ moi: parent, conjoint: parent, enfants, famille: ressources(80000) }), 'af'),
    ).toBeCloseTo(75.9, 2);
    // 79 000 € : complément 151,80 − 435 / 12 − 75,90 = 39,65 → 115,55
    expect(
      calc(situation({ moi: parent, conjoint: parent, enfants, famille: ressources(79000) }), 'af'),
    ).toBeCloseTo(115.55, 2);
  });

  it('réforme de mars 2026 : sans date de naissance, la génération se déduit de l’âge (mai 2026)', () => {
    // BMAF 478,16 € (2026-04-01) ; 3 enfants : 478,16 × 73 % = 349,06 ; majoration 16 % = 76,51
    const M26 = '2026-05';
    const famille = (aine: Record<string, unknown>) =>
      new Simulation(
        situation({
          moi: parent,
          conjoint: parent,
          enfants: [enfant('2020-01-01'), enfant('2017-01-01'), aine as never],
        }),
      ).calc<number>('af', 'famille_1', M26);
    // 14 ans en mai 2026 sans date de naissance : né au plus tôt en mai 2012, après le 1er mars 2012 →
    // majoration à 18 ans seulement (la date de naissance par défaut, 1970, l'aurait rangé avant)
    expect(famille({ age: { [M26]: 14 } })).toBeCloseTo(349.06, 2);
    // 15 ans : né avant mars 2012, majoration dès 14 ans
    expect(famille({ age: { [M26]: 15 } })).toBeCloseTo(349.06 + 76.51, 2);
    // avec une date de naissance (décembre 2011), elle décide : 14 ans et né avant mars 2012 → majoré
    expect(famille({ date_naissance: ne('2011-12-01') })).toBeCloseTo(349.06 + 76.51, 2);
  });

  it("avec un seul enfant, pas d'allocations familiales", () => {
    expect(calc(situation({ moi: parent, enfants: [enfant('2020-01-01')] }), 'af')).toBe(0);
  });

  it('un enfant de 20 ans : allocation forfaitaire modulée sur les plafonds de 3 enfants, et son complément dégressif', () => {
    // OpenFisca (af.py), enfants de 20, 15 et 10 ans : af_nbenf 2, 1 enfant de 20 ans.
    // 79 000 € : base 151,80 × 0,5 = 75,90 (plafond 1 pour 2 enfants 65 473 + 2 × 6 546 = 78 565) ;
    // complément max(0, 75,90 − 435 / 12) = 39,65 ; forfait 474,37 × 20,234 % = 95,98, taux 1
    // (plafond pour 3 enfants 85 111) ; complément du forfait max(0, 95,98 − 36,25) = 59,73 ; total 271,26
    const enfants = [enfant('2005-01-01'), enfant('2010-01-01'), enfant('2015-01-01')];
    const af = (r: number) =>
      new Simulation(situation({ moi: parent, conjoint: parent, enfants, famille: ressources(r) }));
    expect(af(79000).calc('af_allocation_forfaitaire_taux_modulation', 'famille_1', M)).toBe(1);
    expect(af(79000).calc('af_allocation_forfaitaire_complement_degressif', 'famille_1', M)).toBeCloseTo(
      59.73,
      2,
    );
    expect(af(79000).calc('af', 'famille_1', M)).toBeCloseTo(271.26, 2);
    // 80 000 € : dépassement 1 435 / 12 = 119,58, plus de complément : 75,90 + 95,98 = 171,88
    expect(af(80000).calc('af', 'famille_1', M)).toBeCloseTo(171.88, 2);
  });

  it("un enfant de 20 ans financièrement autonome n'ouvre pas l'allocation forfaitaire (nb_enf d'OpenFisca)", () => {
    // 1 200 € nets par mois depuis six mois, au-dessus de 55 % × 169 h × 11,88 € = 1 104,25 € : autonome.
    // Restent la base et son complément (79 000 €) : 75,90 + 39,65 = 115,55 €
    const autonome = { ...enfant('2005-01-01'), salaire_net: { 'month:2024-12:6': 7200 } };
    const enfants = [autonome, enfant('2010-01-01'), enfant('2015-01-01')];
    const s = new Simulation(
      situation({ moi: parent, conjoint: parent, enfants, famille: ressources(79000) }),
    );
    expect(s.calc('af_allocation_forfaitaire_nb_enfants', 'famille_1', M)).toBe(0);
    expect(s.calc('af', 'famille_1', M)).toBeCloseTo(115.55, 2);
  });

  it("deux jumeaux de 15 ans ont tous deux l'âge de l'aîné : pas de majoration, 151,80 €", () => {
    const jumeaux = [enfant('2010-01-01'), enfant('2010-01-01')];
    expect(calc(situation({ moi: parent, conjoint: parent, enfants: jumeaux }), 'af')).toBeCloseTo(151.8, 2);
  });

  describe('outre-mer', () => {
    const dom = (depcom: string, enfants: Record<string, unknown>[], r = 0) =>
      calc(
        situation({
          moi: parent,
          conjoint: parent,
          enfants: enfants as never[],
          famille: ressources(r),
          menage: { depcom: { [M]: depcom } },
        }),
        'af',
      );
    it('La Réunion, un enfant de 13 ans : 5,88 % + majoration de 3,69 % de la BMAF, 45,39 €', () => {
      // 474,37 × 5,88 % = 27,89 ; 474,37 × 3,69 % = 17,50 (11 à 15 ans) ; total 45,39
      expect(dom('97411', [enfant('2012-01-01')])).toBeCloseTo(45.39, 2);
      // 16 ans : 474,37 × 5,67 % = 26,90 ; total 54,79
      expect(dom('97411', [enfant('2009-01-01')])).toBeCloseTo(54.79, 2);
    });
    it('Mayotte : pas d’allocations familiales (régime propre)', () => {
      expect(dom('97611', [enfant('2020-01-01'), enfant('2017-01-01')])).toBe(0);
    });
    it('La Réunion, 2 enfants, 79 000 € : la base est modulée, sans complément dégressif (75,90 €)', () => {
      expect(dom('97411', [enfant('2020-01-01'), enfant('2017-01-01')], 79000)).toBeCloseTo(75.9, 2);
    });
  });

  it('sans allocations, un taux de modulation donné n’ouvre aucun complément dégressif', () => {
    const s = new Simulation(situation({ moi: parent, enfants: [enfant('2020-01-01')] }));
    expect(s.calc('af', 'famille_1', M)).toBe(0);
    // OpenFisca (af.py) : complément = max(0, af_base + af_majoration − dépassement), ici 0
    const taux = { af_taux_modulation: { [M]: 0.5 } };
    const complement = (r: number) =>
      calc(situation({ moi: parent, famille: { ...taux, ...ressources(r) } }), 'af_complement_degressif');
    expect(complement(0)).toBe(0);
    expect(complement(70000)).toBe(0);
  });

  it('sans enfant, les AF sont nulles sauf si la situation en donne une part ou ce dont elles partent', () => {
    expect(calc(situation({ moi: parent }), 'af')).toBe(0);
    expect(calc(situation({ moi: parent, famille: { af_base: { [M]: 80 } } }), 'af')).toBe(80);
    // af_base donnée 80 € et 66 000 € de ressources (af_nbenf 0 : plafond 1 = 65 473) :
    // dépassement (66 000 − 65 473) / 12 = 43,92 ; complément 80 − 43,92 = 36,08 ; AF 116,08
    const famille = { af_base: { [M]: 80 }, ...ressources(66000) };
    expect(calc(situation({ moi: parent, famille }), 'af')).toBeCloseTo(116.08, 2);
  });
});

describe('Allocation de soutien familial', () => {
  it('un parent seul avec un enfant de 8 ans sans pension touche 200,18 €', () => {
    // 474,37 × 42,2 % = 200,18
    expect(calc(situation({ moi: parent, enfants: [enfant('2017-01-01')] }), 'asf')).toBeCloseTo(200.18, 2);
  });

  it('la pension alimentaire reçue est déduite : 150 € reçus → 50,18 €', () => {
    const sit = situation({
      moi: { ...parent, pensions_alimentaires_percues: { [M]: 150 } },
      enfants: [enfant('2017-01-01')],
    });
    expect(calc(sit, 'asf')).toBeCloseTo(50.18, 2);
  });

  it('la pension reçue au nom de l’enfant est déduite aussi (ASF différentielle), et le forfait du RSA suit', () => {
    // 474,37 × 42,2 % = 200,18 ; 120 € versés pour l'enfant → 80,18 € ;
    // forfait ASF du RSA : min(ASF versée 80,18 ; 22,5 % × 474,37 = 106,73) = 80,18
    const sit = situation({
      moi: parent,
      enfants: [{ ...enfant('2017-01-01'), pensions_alimentaires_percues: { [M]: 120 } }],
    });
    expect(calc(sit, 'asf')).toBeCloseTo(80.18, 2);
    expect(calc(sit, 'rsa_forfait_asf')).toBeCloseTo(80.18, 2);
    // sans pension, le forfait est plafonné à 22,5 % de la BMAF
    expect(calc(situation({ moi: parent, enfants: [enfant('2017-01-01')] }), 'rsa_forfait_asf')).toBeCloseTo(
      106.73,
      2,
    );
  });

  it('asf_montant est déjà net des pensions (asf.py) : 200,18 − 100 = 100,18 €', () => {
    const sit = situation({
      moi: { ...parent, pensions_alimentaires_percues: { [M]: 100 } },
      enfants: [enfant('2017-01-01')],
    });
    expect(calc(sit, 'asf_montant')).toBeCloseTo(100.18, 2);
    expect(calc(sit, 'asf')).toBeCloseTo(100.18, 2);
    // un montant donné n'est pas diminué une seconde fois
    const donne = situation({
      moi: { ...parent, pensions_alimentaires_percues: { [M]: 100 } },
      enfants: [enfant('2017-01-01')],
      famille: { asf_montant: { [M]: 200.18 } },
    });
    expect(calc(donne, 'asf')).toBeCloseTo(200.18, 2);
  });

  it("un enfant de 8 ans non scolarisé ouvre l'ASF (âge et autonomie seulement) : 200,18 €", () => {
    const sit = situation({
      moi: parent,
      enfants: [{ ...enfant('2017-01-01'), rempli_obligation_scolaire: { [M]: false } }],
    });
    expect(calc(sit, 'asf')).toBeCloseTo(200.18, 2);
  });

  it('sans enfant, pas d’ASF, sauf un montant donné par la situation', () => {
    expect(calc(situation({ moi: parent }), 'asf')).toBe(0);
    expect(calc(situation({ moi: parent, famille: { asf_montant: { [M]: 200.18 } } }), 'asf')).toBeCloseTo(
      200.18,
      2,
    );
  });

  it("un couple n'y a pas droit", () => {
    expect(calc(situation({ moi: parent, conjoint: parent, enfants: [enfant('2017-01-01')] }), 'asf')).toBe(
      0,
    );
  });
});

describe('Allocation de rentrée scolaire', () => {
  const ars = (naissance: string, r = 0) =>
    new Simulation(
      situation({
        moi: parent,
        enfants: [enfant(naissance)],
        famille: { prestations_familiales_base_ressources: { '2025-01': r } },
      }),
    ).calc<number>('ars', 'famille_1', '2025');
  it('pour un enfant de 8 ans : 425,60 €', () => {
    // 474,37 × 89,72 % = 425,60
    expect(ars('2017-03-01')).toBeCloseTo(425.6, 2);
  });
  it('pour un enfant de 12 ans : 449,09 €', () => {
    // 474,37 × 94,67 % = 449,09
    expect(ars('2013-03-01')).toBeCloseTo(449.09, 2);
  });
  it('pour un enfant de 16 ans : 464,65 €', () => {
    // 474,37 × 97,95 % = 464,65
    expect(ars('2009-03-01')).toBeCloseTo(464.65, 2);
  });
  it('pour un enfant de 5 ans, rien', () => {
    expect(ars('2020-03-01')).toBe(0);
  });
  it('un léger dépassement du plafond (28 444 € pour 1 enfant) réduit le montant : 369,60 €', () => {
    // plafond 21 880 × 1,3 = 28 444 ; 425,60 − (28 500 − 28 444) = 369,60
    expect(ars('2017-03-01', 28500)).toBeCloseTo(369.6, 2);
    expect(ars('2017-03-01', 30000)).toBe(0);
  });
  // OpenFisca (ars.py) : âge au 1er décembre (nb_enf), et les 18 ans de 216 à 218 mois en décembre
  const arsEnfants = (enfants: Record<string, unknown>[]) =>
    new Simulation(situation({ moi: parent, enfants: enfants as never[] })).calc<number>(
      'ars',
      'famille_1',
      '2025',
    );
  it('né le 15 décembre 2019 : 5 ans au 1er décembre 2025, rien', () => {
    expect(ars('2019-12-15')).toBe(0);
  });
  it('10 ans au 1er décembre (taux primaire) et 18 ans de 218 mois (taux lycée) : 890,25 €', () => {
    // 2014-12-15 → 10 ans au 1er décembre 2025 : 474,37 × 89,72 % = 425,60
    // 2007-09-10 → (6 657 + 1) jours / 30,436875 = 218 mois : 474,37 × 97,95 % = 464,65 ; total 890,25
    expect(arsEnfants([enfant('2014-12-15'), enfant('2007-09-10')])).toBeCloseTo(890.25, 2);
    // 2007-08-25 → 219 mois en décembre : plus d'ARS
    expect(arsEnfants([enfant('2007-08-25')])).toBe(0);
  });
  it("un enfant dont seul l'âge est donné (8 ans en octobre) : 425,60 €", () => {
    expect(arsEnfants([{ age: { '2025-10': 8 } }])).toBeCloseTo(425.6, 2);
  });
  it("l'aide annuelle explique le montant par enfant", () => {
    const s = new Simulation(situation({ moi: parent, enfants: [enfant('2017-03-01')] }));
    const ev = allocationRentreeScolaire.evaluate(s, demandeurOf(s, 'moi'), '2025-06');
    expect(ev.eligible).toBe(true);
    expect(ev.explication[0]).toMatch(/425,60.*8 ans/);
  });
});

describe('PAJE allocation de base', () => {
  const bebe = enfant('2025-01-10');
  it('un couple avec un bébé de 5 mois et de faibles revenus touche le taux plein : 197,58 €', () => {
    // 474,37 × 41,65 % = 197,58
    expect(calc(situation({ moi: parent, conjoint: parent, enfants: [bebe] }), 'paje_base')).toBeCloseTo(
      197.58,
      1,
    );
  });
  it('avec 35 000 € de revenus (couple à un revenu), le taux partiel : 98,79 €', () => {
    // plafonds 24 414 × 1,25 = 30 517,50 (plein) et 29 169 × 1,25 = 36 461,25 (partiel) ; 474,37 × 20,825 % = 98,79
    expect(
      calc(
        situation({ moi: parent, conjoint: parent, enfants: [bebe], famille: ressources(35000) }),
        'paje_base',
      ),
    ).toBeCloseTo(98.79, 1);
  });
  it('au-dessus du plafond du taux partiel, rien', () => {
    expect(
      calc(
        situation({ moi: parent, conjoint: parent, enfants: [bebe], famille: ressources(40000) }),
        'paje_base',
      ),
    ).toBe(0);
  });
  it("un parent isolé bénéficie d'un plafond majoré : 40 000 € → taux plein", () => {
    // 30 517,50 + 9 812 = 40 329,50 ≥ 40 000
    expect(
      calc(situation({ moi: parent, enfants: [bebe], famille: ressources(40000) }), 'paje_base'),
    ).toBeCloseTo(197.58, 1);
  });
  // OpenFisca (paje.py) : enfant éligible si age < 3 (âge numpy au 1er du mois) et non autonome ;
  // paje_base = a_un_enfant_eligible × montant, une seule allocation par famille
  const paje = (enfants: Record<string, unknown>[]) =>
    calc(situation({ moi: parent, enfants: enfants as never[] }), 'paje_base');
  it('des jumeaux ouvrent une seule allocation : 197,58 €', () => {
    expect(paje([enfant('2025-01-01'), enfant('2025-01-01')])).toBeCloseTo(197.58, 2);
    expect(paje([enfant('2024-02-01'), enfant('2025-01-10'), enfant('2025-01-10')])).toBeCloseTo(197.58, 2);
  });
  it("le mois de la naissance (âge −1 au 1er juin), l'allocation est due : 197,58 €", () => {
    expect(paje([enfant('2025-06-15')])).toBeCloseTo(197.58, 2);
  });
  it("un enfant dont seul l'âge est donné (1 an) ouvre l'allocation", () => {
    // depuis mai 2021, les règles de 2018 pour tous, quelle que soit la date de naissance
    expect(paje([{ age: { [M]: 1 } }])).toBeCloseTo(197.58, 2);
  });
  it('né le 2 juin 2022 : 3 ans au 1er juin 2025 (1 096 jours / 365,2425), plus rien', () => {
    expect(paje([enfant('2022-06-02')])).toBe(0);
  });
  it('un enfant financièrement autonome ne compte pas', () => {
    // salaire net moyen des 6 mois précédents 2 000 € ≥ 55 % × 169 × 11,88 = 1 104,25 €
    const autonome = { ...enfant('2024-01-01'), salaire_net: { 'month:2024-12:6': 12000 } };
    expect(paje([autonome])).toBe(0);
  });
});

describe('Ressources N-2 des prestations familiales', () => {
  const ressourcesIndividu = (moi: Record<string, Record<string, number | string>>, month = M) =>
    new Simulation(situation({ moi: { ...parent, ...moi } })).calc<number>(
      'prestations_familiales_base_ressources_individu',
      'moi',
      month,
    );
  it('les salaires imposables de N-2, après la déduction de 10 %, valent pour tous les mois de N', () => {
    // 12 × 2 000 = 24 000 − 10 % = 21 600
    const moi = { salaire_imposable: { '2023': 24000 } };
    expect(ressourcesIndividu(moi)).toBeCloseTo(21600, 2);
    expect(ressourcesIndividu(moi, '2025-01')).toBeCloseTo(21600, 2);
    expect(ressourcesIndividu(moi, '2024-12')).toBe(0);
  });
  it('traitements_salaires_pensions_rentes, quand il est donné pour N-2, remplace le calcul', () => {
    const moi = {
      salaire_imposable: { '2023': 24000 },
      traitements_salaires_pensions_rentes: { '2023': 5000 },
    };
    expect(ressourcesIndividu(moi)).toBe(5000);
  });
  it('une valeur donnée pour le mois, ou pour les revenus annuels, prime sur la formule', () => {
    const moi = { salaire_imposable: { '2023': 24000 } };
    expect(
      ressourcesIndividu({ ...moi, prestations_familiales_base_ressources_individu: { [M]: 1234 } }),
    ).toBe(1234);
    expect(
      ressourcesIndividu({ ...moi, prestations_familiales_ressources_annuelles_individu: { '2023': 777 } }),
    ).toBe(777);
  });
});

describe('Ressources N-2 comme OpenFisca (base_ressource.py, ir.py)', () => {
  const individu = (moi: Record<string, unknown>) =>
    new Simulation(situation({ moi: { ...parent, ...moi } as never })).calc<number>(
      'prestations_familiales_base_ressources_individu',
      'moi',
      M,
    );
  it('pensions alimentaires déclarées et pension d’invalidité : 12 000 − 10 % = 10 800 €', () => {
    const moi = { pensions_alimentaires_percues: { '2023': 6000 }, pensions_invalidite: { '2023': 6000 } };
    expect(individu(moi)).toBeCloseTo(10800, 2);
  });
  it('les heures supplémentaires exonérées comptent : 3 600 €', () => {
    const hsup = Object.fromEntries(monthsOfYear('2023').map((m) => [m, 300]));
    expect(individu({ hsup })).toBeCloseTo(3600, 2);
  });
  it('une retraite de 60 000 € : déduction de 10 % sans plafond, 54 000 €', () => {
    expect(individu({ retraite_imposable: { '2023': 60000 } })).toBeCloseTo(54000, 2);
  });
  it('des frais réels au-delà de la déduction de 10 % : 24 000 − 5 000 = 19 000 €', () => {
    expect(individu({ salaire_imposable: { '2023': 24000 }, frais_reels: { '2023': 5000 } })).toBeCloseTo(
      19000,
      2,
    );
  });
  it('les revenus du foyer fiscal (rev_coll) s’ajoutent : 30 000 + 10 000 − 5 000 = 35 000 €', () => {
    // revenu foncier (4BA) 10 000 ; pensions alimentaires versées −5 000 (négatives, comme OpenFisca)
    const sit = situation({
      moi: { ...parent, traitements_salaires_pensions_rentes: { '2023': 30000 } },
      foyer: { f4ba: { '2023': 10000 }, pensions_alimentaires_versees: { '2023': -5000 } },
    });
    expect(calc(sit, 'prestations_familiales_base_ressources')).toBeCloseTo(35000, 2);
  });

  describe('biactivité : revenus professionnels de chaque parent ≥ 12 BMAF (pensions exclues)', () => {
    const bebe = enfant('2024-09-01');
    // plafonds PAJE d'un couple à un revenu avec 1 enfant : 24 414 × 1,25 = 30 517,50 (plein),
    // 29 169 × 1,25 = 36 461,25 (partiel)
    it('traitements_salaires_pensions_rentes donné (20 000 € chacun) n’en fait pas un couple biactif', () => {
      const p = { ...parent, traitements_salaires_pensions_rentes: { '2023': 20000 } };
      const sit = situation({ moi: p, conjoint: p, enfants: [bebe] });
      expect(calc(sit, 'biactivite')).toBe(false);
      // 40 000 € > 36 461,25 : pas d'allocation de base
      expect(calc(sit, 'paje_base')).toBe(0);
    });
    it('un salarié et un conjoint retraité : 27 000 + 10 800 = 37 800 € > 36 461,25, pas de PAJE', () => {
      const sit = situation({
        moi: { ...parent, salaire_imposable: { '2023': 30000 } },
        conjoint: { ...parent, retraite_imposable: { '2023': 12000 } },
        enfants: [bebe],
      });
      expect(calc(sit, 'biactivite')).toBe(false);
      expect(calc(sit, 'paje_base')).toBe(0);
    });
  });
});

describe('Ressources N-2 de la famille (formulas.md §8.2)', () => {
  it("les revenus N-2 d'un enfant à charge s'ajoutent à ceux des parents", () => {
    // parent : 24 000 − 10 % = 21 600 ; enfant de 17 ans (apprenti en 2023) : 6 000 − 10 % = 5 400
    // (10 % = 600 €, au-dessus de la déduction minimale) ; total 21 600 + 5 400 = 27 000
    const sit = situation({
      moi: { ...parent, salaire_imposable: { '2023': 24000 } },
      enfants: [{ ...enfant('2008-01-01'), salaire_imposable: { '2023': 6000 } }],
    });
    expect(calc(sit, 'prestations_familiales_base_ressources')).toBeCloseTo(27000, 2);
  });
  it("un enfant qui n'est plus à charge (21 ans) n'est pas compté", () => {
    const sit = situation({
      moi: { ...parent, salaire_imposable: { '2023': 24000 } },
      enfants: [{ ...enfant('2004-01-01'), salaire_imposable: { '2023': 6000 } }],
    });
    expect(calc(sit, 'prestations_familiales_base_ressources')).toBeCloseTo(21600, 2);
  });
});

describe('PAJE : régime de la réforme de 2014 (enfants nés d’avril 2014 à mars 2018)', () => {
  // A couple with one income and one child born on 1 June 2017, in June 2019. 2014 regime: full-rate ceiling
  // 24 908 × (1 + 0,22) = 30 387,76 €, partial 29 757 × 1,22 = 36 303,54 €; full rate 45,95 % of the BMAF
  // (413,16 € since April 2019) = 189,85 €, partial half of it, 94,92 €. The 2018 regime would pay 41,65 %.
  const paje = (mois: string, ressources: number, naissance = '2017-06-01') =>
    new Simulation({
      individus: {
        p1: { date_naissance: { ETERNITY: '1990-01-01' } },
        p2: { date_naissance: { ETERNITY: '1991-01-01' } },
        e: { date_naissance: { ETERNITY: naissance } },
      },
      familles: {
        f: {
          parents: ['p1', 'p2'],
          enfants: ['e'],
          en_couple: { [mois]: true },
          prestations_familiales_base_ressources: { [mois]: ressources },
        },
      },
    } as unknown as Situation).calc<number>('paje_base', 'f', mois);

  it('sous le plafond du taux plein : 413,16 × 45,95 % = 189,85 €', () => {
    expect(paje('2019-06', 24_000)).toBeCloseTo(189.85, 2);
  });

  it('entre les deux plafonds : la moitié, 94,92 €', () => {
    expect(paje('2019-06', 31_000)).toBeCloseTo(94.92, 2);
  });

  it('au-dessus de 36 303,54 € : rien', () => {
    expect(paje('2019-06', 36_400)).toBe(0);
  });

  it('février 2018 : montant gelé sur la BMAF d’avril 2013 (403,79 €) : 185,54 €', () => {
    expect(paje('2018-02', 24_000, '2016-06-01')).toBeCloseTo(185.54, 2);
  });

  it('un enfant né après mars 2018 relève du régime de 2018 : 413,16 × 41,65 % = 172,08 €', () => {
    expect(paje('2019-06', 24_000, '2018-06-01')).toBeCloseTo(172.08, 2);
  });

  // a family given by ages only: every birth date is the default one (1970)
  const parAge = (mois: string, ressources: number) =>
    new Simulation({
      individus: { p: { age: { [mois]: 25 } }, e: { age: { [mois]: 1 } } },
      familles: {
        f: { parents: ['p'], enfants: ['e'], prestations_familiales_base_ressources: { [mois]: ressources } },
      },
    } as unknown as Situation).calc<number>('paje_base', 'f', mois);

  it("un enfant dont seul l'âge est donné, avant mai 2021 : le régime d'avant avril 2014, au plafond nul", () => {
    // sans date de naissance, la famille suit les règles d'avant avril 2014, dont le plafond est nul depuis 2018
    // (OpenFisca, paje.py) ; sans ressources, 413,16 × 45,95 % = 189,85 € ; avec des ressources, rien
    expect(parAge('2019-06', 0)).toBeCloseTo(189.85, 2);
    expect(parAge('2019-06', 1000)).toBe(0);
  });

  it('avant 2018, le plafond unique des enfants nés avant avril 2014 : 28 697 × 1,25 + 11 534 = 47 405,25 €', () => {
    // parent isolé, un enfant ; montant gelé sur la BMAF d’avril 2013 : 403,79 × 45,95 % = 185,54 €
    expect(parAge('2017-11', 40_000)).toBeCloseTo(185.54, 2);
    expect(parAge('2017-11', 48_000)).toBe(0);
  });

  it('depuis mai 2021, les règles de 2018 pour tous, dates de naissance ou non : 414,81 × 41,65 % = 172,77 €', () => {
    expect(parAge('2021-05', 24_000)).toBeCloseTo(172.77, 2);
  });
});
