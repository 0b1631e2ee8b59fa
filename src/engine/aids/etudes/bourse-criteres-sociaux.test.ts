import { describe, expect, it } from 'vitest';
import { au, calcul, evaluer, naissancePourAge, type Personne } from './situations.test-helpers.ts';
import { bourseCriteresSociaux } from './bourse-criteres-sociaux.ts';

const M = '2025-09';

/** a student in a public university; parents' income and distance vary by test */
function etudiant(
  opts: {
    age?: number;
    ressources?: number;
    distance?: number;
    individu?: Personne['individu'];
    famille?: Personne['famille'];
    mois?: string;
  } = {},
): Personne {
  const mois = opts.mois ?? M;
  return {
    mois,
    naissance: naissancePourAge(opts.age ?? 20, mois),
    individu: {
      activite: au(mois, 'etudiant'),
      scolarite: au(mois, 'enseignement_superieur'),
      statuts_etablissement_scolaire: au(mois, 'public'),
      annee_etude: au(mois, 'licence_2'),
      bourse_criteres_sociaux_base_ressources_parentale: au(mois, opts.ressources ?? 0),
      bourse_criteres_sociaux_distance_domicile_familial: au(mois, opts.distance ?? 0),
      ...(opts.individu ?? {}),
    },
    famille: opts.famille,
  };
}

describe('bourse sur critères sociaux — échelons et montants', () => {
  it('un étudiant dont les parents déclarent 20 000 € à 300 km a l’échelon 3, soit 382,80 € par mois', () => {
    // 300 km ≥ 250 → 2 points ; plafond échelon 3 à 2 points = 20 818 ≥ 20 000 ; échelon 4 = 18 126 < 20 000
    const p = etudiant({ ressources: 20000, distance: 300 });
    expect(calcul(p, 'bourse_criteres_sociaux_points_de_charge')).toBe(2);
    expect(calcul(p, 'bourse_criteres_sociaux_echelon')).toBe(3);
    expect(calcul(p, 'bourse_criteres_sociaux')).toBeCloseTo(382.8, 2);
  });

  it('un étudiant dont les parents n’ont aucun revenu a l’échelon 7, soit 633,50 € par mois', () => {
    // 0 ≤ 265 (plafond échelon 7 à 0 point)
    expect(calcul(etudiant({ ressources: 0 }), 'bourse_criteres_sociaux')).toBeCloseTo(633.5, 2);
  });

  it('à 35 086 € sans point de charge, l’étudiant a l’échelon 0 bis (145,40 €) ; à 35 087 €, plus de bourse', () => {
    // plafond 0 bis à 0 point = 35 086
    expect(calcul(etudiant({ ressources: 35086 }), 'bourse_criteres_sociaux_echelon')).toBe(0);
    expect(calcul(etudiant({ ressources: 35086 }), 'bourse_criteres_sociaux')).toBeCloseTo(145.4, 2);
    expect(calcul(etudiant({ ressources: 35087 }), 'bourse_criteres_sociaux_echelon')).toBe(-1);
    expect(calcul(etudiant({ ressources: 35087 }), 'bourse_criteres_sociaux')).toBe(0);
  });

  it('à 23 850 € sans point de charge l’étudiant a l’échelon 1 (216,30 €) ; à 23 851 € il passe à l’échelon 0 bis', () => {
    // plafond échelon 1 à 0 point = 23 850
    expect(calcul(etudiant({ ressources: 23850 }), 'bourse_criteres_sociaux')).toBeCloseTo(216.3, 2);
    expect(calcul(etudiant({ ressources: 23851 }), 'bourse_criteres_sociaux')).toBeCloseTo(145.4, 2);
  });

  it('deux frères et sœurs à charge dont un étudiant et 30 km de distance donnent 7 points et l’échelon 1 à 40 000 €', () => {
    // 3 enfants à charge dont 2 dans le supérieur : 1 autre non étudiant × 2 + 1 autre étudiant × 4 = 6 ; 30 km → 1 ; total 7
    // plafonds à 7 points : échelon 1 = 42 411 ≥ 40 000 ; échelon 2 = 34 280 < 40 000 → 216,30 €
    const p = etudiant({
      ressources: 40000,
      distance: 30,
      famille: {
        bourse_criteres_sociaux_nombre_enfants_a_charge: au(M, 3),
        bourse_criteres_sociaux_nombre_enfants_a_charge_dans_enseignement_superieur: au(M, 2),
      },
    });
    expect(calcul(p, 'bourse_criteres_sociaux_points_de_charge_charges_familiale')).toBe(6);
    expect(calcul(p, 'bourse_criteres_sociaux_points_de_charge')).toBe(7);
    expect(calcul(p, 'bourse_criteres_sociaux')).toBeCloseTo(216.3, 2);
  });

  it('à 29 km du domicile familial l’étudiant n’a aucun point de distance, à 3 500 km il en a 3', () => {
    expect(
      calcul(
        etudiant({ distance: 29 }),
        'bourse_criteres_sociaux_points_de_charge_distance_domicile_familial',
      ),
    ).toBe(0);
    expect(
      calcul(
        etudiant({ distance: 249 }),
        'bourse_criteres_sociaux_points_de_charge_distance_domicile_familial',
      ),
    ).toBe(1);
    expect(
      calcul(
        etudiant({ distance: 3500 }),
        'bourse_criteres_sociaux_points_de_charge_distance_domicile_familial',
      ),
    ).toBe(3);
    expect(
      calcul(
        etudiant({ distance: 13000 }),
        'bourse_criteres_sociaux_points_de_charge_distance_domicile_familial',
      ),
    ).toBe(4);
  });

  it('en septembre 2022 l’échelon 7 valait 596,50 € par mois', () => {
    // barème du 18 juillet 2022
    expect(calcul(etudiant({ mois: '2022-09' }), 'bourse_criteres_sociaux')).toBeCloseTo(596.5, 2);
  });

  it('un échelon donné par la situation remplace le calcul : échelon 4 = 458,70 €', () => {
    const p = etudiant({ ressources: 100000, individu: { bourse_criteres_sociaux_echelon: au(M, 4) } });
    expect(calcul(p, 'bourse_criteres_sociaux')).toBeCloseTo(458.7, 2);
  });

  it('le montant est le barème de l’échelon seul : un échelon 3 donné est payé même hors conditions d’études', () => {
    // OpenFisca : bourse_criteres_sociaux = montants.calc(échelon) ; l'éligibilité est dans l'échelon calculé
    const alternant = etudiant({
      individu: { alternant: au(M, true), bourse_criteres_sociaux_echelon: au(M, 3) },
    });
    expect(calcul(alternant, 'bourse_criteres_sociaux')).toBeCloseTo(382.8, 2);
    // un échelon −1 donné ne rapporte rien ; calculé, l'échelon d'un alternant est −1 (non éligible)
    expect(
      calcul(
        etudiant({ individu: { bourse_criteres_sociaux_echelon: au(M, -1) } }),
        'bourse_criteres_sociaux',
      ),
    ).toBe(0);
    expect(
      calcul(etudiant({ individu: { alternant: au(M, true) } }), 'bourse_criteres_sociaux_echelon'),
    ).toBe(-1);
    expect(evaluer(bourseCriteresSociaux, alternant).montant).toBeCloseTo(382.8, 2);
  });

  it('un étudiant orphelin est autonome : son propre revenu brut global de N-2 (10 000 €) donne l’échelon 5', () => {
    // 10 000 ≤ 12 667 (échelon 5 à 0 point) et > 7 992 (échelon 6) → 521,20 €
    const p: Personne = {
      ...etudiant({ ressources: 90000, individu: { orphelin: au(M, true) } }),
      foyer: { rbg: { '2023': 10000 } },
    };
    expect(calcul<boolean>(p, 'bourse_criteres_sociaux_etudiant_autonome')).toBe(true);
    expect(calcul(p, 'bourse_criteres_sociaux_base_ressources')).toBe(10000);
    expect(calcul(p, 'bourse_criteres_sociaux')).toBeCloseTo(521.2, 2);
  });

  it('sans revenu brut global donné, celui de N-2 se calcule depuis ses salaires (12 000 € − 10 % = 10 800 €)', () => {
    const p: Personne = etudiant({
      ressources: 90000,
      individu: { orphelin: au(M, true), salaire_imposable: { '2023': 12000 } },
    });
    expect(calcul(p, 'bourse_criteres_sociaux_base_ressources')).toBe(10800);
    // 10 800 ≤ 12 667 et > 7 992 : échelon 5
    expect(calcul(p, 'bourse_criteres_sociaux')).toBeCloseTo(521.2, 2);
  });
});

describe('bourse sur critères sociaux — conditions', () => {
  it('un étudiant de 28 ans y a droit, à 29 ans il n’y a plus droit', () => {
    expect(calcul<boolean>(etudiant({ age: 28 }), 'bourse_criteres_sociaux_eligibilite')).toBe(true);
    expect(calcul<boolean>(etudiant({ age: 29 }), 'bourse_criteres_sociaux_eligibilite')).toBe(false);
  });

  it('un étudiant de 29 ans qui élève un enfant y a droit (limite reculée d’un an)', () => {
    const p: Personne = {
      ...etudiant({ age: 29 }),
      autres: { enfant: { date_naissance: { ETERNITY: '2022-01-01' } } },
      roles: { famille: { parents: ['demandeur'], enfants: ['enfant'] } },
    };
    expect(calcul<boolean>(p, 'bourse_criteres_sociaux_eligibilite_age')).toBe(true);
  });

  it('un étudiant handicapé de 35 ans n’a pas de limite d’âge', () => {
    expect(
      calcul<boolean>(
        etudiant({ age: 35, individu: { handicap: au(M, true) } }),
        'bourse_criteres_sociaux_eligibilite',
      ),
    ).toBe(true);
  });

  it('un étudiant en alternance, un doctorant ou un étudiant d’un établissement privé hors contrat n’y a pas droit', () => {
    expect(calcul(etudiant({ individu: { alternant: au(M, true) } }), 'bourse_criteres_sociaux')).toBe(0);
    expect(
      calcul(etudiant({ individu: { annee_etude: au(M, 'doctorat_1') } }), 'bourse_criteres_sociaux'),
    ).toBe(0);
    expect(
      calcul(
        etudiant({ individu: { statuts_etablissement_scolaire: au(M, 'prive_hors_contrat') } }),
        'bourse_criteres_sociaux',
      ),
    ).toBe(0);
    expect(
      calcul(
        etudiant({ individu: { statuts_etablissement_scolaire: au(M, 'prive_sous_contrat') } }),
        'bourse_criteres_sociaux',
      ),
    ).toBeCloseTo(633.5, 2);
  });

  it('un lycéen n’y a pas droit', () => {
    expect(calcul(etudiant({ individu: { scolarite: au(M, 'lycee') } }), 'bourse_criteres_sociaux')).toBe(0);
  });

  it('un étudiant américain n’y a pas droit, un étudiant suisse ou allemand oui', () => {
    expect(calcul(etudiant({ individu: { nationalite: au(M, 'US') } }), 'bourse_criteres_sociaux')).toBe(0);
    expect(
      calcul(etudiant({ individu: { nationalite: au(M, 'CH') } }), 'bourse_criteres_sociaux'),
    ).toBeCloseTo(633.5, 2);
    expect(
      calcul(etudiant({ individu: { nationalite: au(M, 'DE') } }), 'bourse_criteres_sociaux'),
    ).toBeCloseTo(633.5, 2);
  });
});

describe('bourse sur critères sociaux — l’aide présentée', () => {
  it('explique l’échelon par les revenus des parents et les points de charge', () => {
    const ev = evaluer(bourseCriteresSociaux, etudiant({ ressources: 20000, distance: 300 }));
    expect(ev.eligible).toBe(true);
    expect(ev.montant).toBeCloseTo(382.8, 2);
    expect(ev.explication[0]).toMatch(
      /^Échelon 3 : vos parents déclarent 20\s000,00\s€ de revenus pour 2 points de charge \(plafond 20\s818,00\s€\)\.$/,
    );
  });

  it('explique le refus quand les revenus dépassent le plafond de l’échelon 0 bis', () => {
    const ev = evaluer(bourseCriteresSociaux, etudiant({ ressources: 50000 }));
    expect(ev.eligible).toBe(false);
    expect(ev.montant).toBe(0);
    expect(ev.explication[0]).toMatch(/dépassent le plafond de l'échelon 0 bis/);
  });

  it('dit à un étudiant de 30 ans qu’il a passé l’âge', () => {
    const ev = evaluer(bourseCriteresSociaux, etudiant({ age: 30 }));
    expect(ev.eligible).toBe(false);
    expect(ev.explication[0]).toMatch(/^Vous avez plus de 28 ans/);
  });
});

describe('bourse sur critères sociaux — ressources prises en compte', () => {
  it('des ressources parentales données pour une année sont divisées entre ses mois (30 000 € → 2 500 €)', () => {
    // OpenFisca : set_input_divide_by_period ; 2 500 ≤ 7 992 (échelon 6 à 0 point) et > 265 (échelon 7) → 550,60 €
    const p = etudiant({ ressources: 0 });
    p.individu!.bourse_criteres_sociaux_base_ressources_parentale = { '2025': 30000 };
    expect(calcul(p, 'bourse_criteres_sociaux_base_ressources')).toBe(2500);
    expect(calcul(p, 'bourse_criteres_sociaux')).toBeCloseTo(550.6, 2);
  });

  it('un étudiant parent de sa famille, non à charge, est autonome même sans personne à charge fiscale', () => {
    // OpenFisca : parent de la famille × pas enfant_a_charge × enfants dans la famille > 0
    // autonome : base = rbg N-2 du foyer = 0 → échelon 7, 633,50 € (et non les 40 000 € des parents)
    const p: Personne = {
      ...etudiant({ age: 22, ressources: 40000 }),
      autres: { k: { date_naissance: { ETERNITY: '2023-03-01' } } },
      roles: {
        famille: { parents: ['demandeur'], enfants: ['k'] },
        foyer: { declarants: ['demandeur'] },
      },
    };
    // k est déclaré seul dans son propre foyer fiscal (il n'est pas la personne à charge de l'étudiant)
    expect(calcul<boolean>(p, 'bourse_criteres_sociaux_etudiant_autonome')).toBe(true);
    expect(calcul(p, 'bourse_criteres_sociaux')).toBeCloseTo(633.5, 2);
  });

  it("un déclarant avec une personne à charge mais sans enfant dans sa famille n'est pas autonome", () => {
    const p: Personne = {
      ...etudiant({ ressources: 40000 }),
      autres: { frere: { date_naissance: { ETERNITY: '2012-03-01' } } },
      roles: {
        famille: { parents: ['demandeur'] },
        foyer: { declarants: ['demandeur'], personnes_a_charge: ['frere'] },
      },
    };
    expect(calcul<boolean>(p, 'bourse_criteres_sociaux_etudiant_autonome')).toBe(false);
    expect(calcul(p, 'bourse_criteres_sociaux')).toBe(0);
  });

  it('un étudiant majeur à charge de ses parents mais parent dans sa famille est autonome', () => {
    // enfant_a_charge = pac × (mineur au 1er janvier ou handicapé) : faux pour un majeur
    const p: Personne = {
      ...etudiant({ ressources: 40000 }),
      autres: {
        k: { date_naissance: { ETERNITY: '2024-03-01' } },
        pere: { date_naissance: { ETERNITY: '1970-03-01' } },
      },
      roles: {
        famille: { parents: ['demandeur'], enfants: ['k'] },
        foyer: { declarants: ['pere'], personnes_a_charge: ['demandeur'] },
      },
    };
    expect(calcul<boolean>(p, 'bourse_criteres_sociaux_etudiant_autonome')).toBe(true);
  });
});
