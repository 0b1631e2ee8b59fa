// Reference-style cases in OpenFisca's /calculate format, run through calculate() as the hidden cases are.
// Each expected figure is worked out by hand from the YAML values of shared/reference/openfisca-parameters.
//
// Parameters used (prestations_sociales/solidarite_insertion/minima_sociaux/…, marche_travail/…/smic):
//   PPA montant_de_base 622,63 € (from 2024-04-01), 633,21 € (from 2025-04-01); pente 61 % then 59,85 % (2025-04-01);
//   bonification from 59 to 120 × smic_b_horaire (11,88 € since 2024-11-01), at most round2(29,101 % × base):
//   round2(0,29101 × 622,63) = 181,19 € and round2(0,29101 × 633,21) = 184,27 €; s1 = 700,92 €, s2 = 1 425,60 €.
//   Forfait logement 1 person = 12 % of the base. PPA not paid below 15 €; RSA not paid below 6 €.
//   RSA montant_de_base_du_rsa 646,52 € (from 2025-04-01); +50 % 2nd person, +30 % 3rd; forfait logement
//   12 % (1 person), 16,5 % × 1,8 (3 persons). CSS plafond_base 10 166 € (from 2024-04-01, not updated in the
//   model), participation ceiling × 1,35 = 13 724,10 €, participation 8 € per person under 30.
import { describe, expect, it } from 'vitest';
import { calculate } from '../../calculate.ts';
import type { Situation } from '../../core/situation.ts';

type Periodic = Record<string, number | boolean | string | null>;

/** the same value for each listed month */
const months = (list: string[], value: number | boolean | string): Periodic =>
  Object.fromEntries(list.map((m) => [m, value]));
const Q1_2025 = ['2025-01', '2025-02', '2025-03'];

/** a one-person household as OpenFisca test cases write it (roles as arrays, group variables by month) */
function seul(
  individu: Record<string, Periodic>,
  opts: {
    famille?: Record<string, Periodic>;
    menage?: Record<string, Periodic>;
    foyer?: Record<string, Periodic>;
  } = {},
): Situation {
  return {
    individus: { demandeur: individu },
    familles: { famille_1: { parents: ['demandeur'], ...opts.famille } },
    foyers_fiscaux: { foyer_fiscal_1: { declarants: ['demandeur'], ...opts.foyer } },
    menages: { menage_1: { personne_de_reference: ['demandeur'], ...opts.menage } },
  } as unknown as Situation;
}

const valeur = (out: Situation, entity: 'familles' | 'individus', id: string, name: string, period: string) =>
  (out[entity] as Record<string, Record<string, Periodic>>)[id][name][period];

describe("Prime d'activité — cas au format OpenFisca", () => {
  /** the prime d'activité of a person alone in `mois`, without housing aid in the months `sansAideLogement` */
  const ppaSeul = (individu: Record<string, Periodic>, mois: string, sansAideLogement: string[]) =>
    valeur(
      calculate(
        seul(individu, { famille: { aide_logement: months(sansAideLogement, 0), ppa: { [mois]: null } } }),
      ),
      'familles',
      'famille_1',
      'ppa',
      mois,
    ) as number;
  // M = 2025-04: the quarter is 2025-01..03, all before the April revaluation (base 622,63 €, pente 61 %).
  const ppaAvril = (salaire: number, aideLogement: number) =>
    valeur(
      calculate(
        seul(
          { date_naissance: { ETERNITY: '2001-05-12' }, salaire_net: months(Q1_2025, salaire) },
          {
            famille: { aide_logement: months(Q1_2025, aideLogement), ppa: { '2025-04': null } },
            menage: { statut_occupation_logement: months(Q1_2025, 'locataire_vide') },
          },
        ),
      ),
      'familles',
      'famille_1',
      'ppa',
      '2025-04',
    ) as number;

  it('1 000 € nets sans aide au logement : 307,41 €', () => {
    // bonification 181,19 × (1 000 − 700,92) / 724,68 = 74,78 ; 622,63 + 74,78 + 61 % × 1 000 − max(1 000 ; 622,63) = 307,41
    expect(ppaAvril(1000, 0)).toBeCloseTo(307.41, 1);
  });
  it('1 000 € nets avec 250 € d’aide au logement : forfait 74,72 € déduit, 232,69 €', () => {
    // forfait min(250 ; 12 % × 622,63 = 74,7156) ; 307,41 − 74,72 = 232,69
    expect(ppaAvril(1000, 250)).toBeCloseTo(232.69, 1);
  });
  it('1 400 € nets sans aide au logement : 251,42 €', () => {
    // bonification 181,19 × 699,08 / 724,68 = 174,79 ; 622,63 + 174,79 + 854 − 1 400 = 251,42
    expect(ppaAvril(1400, 0)).toBeCloseTo(251.42, 1);
  });
  it('1 400 € nets avec aide au logement : 176,70 €', () => {
    // 251,42 − 74,72 = 176,70
    expect(ppaAvril(1400, 250)).toBeCloseTo(176.7, 1);
  });
  it('1 800 € nets (bonification au plafond) : 101,82 €', () => {
    // 1 800 > 1 425,60 → bonification 181,19 ; 622,63 + 181,19 + 1 098 − 1 800 = 101,82
    expect(ppaAvril(1800, 0)).toBeCloseTo(101.82, 1);
  });
  it('1 800 € nets avec aide au logement : 27,10 €', () => {
    // 101,82 − 74,72 = 27,10 (au-dessus du seuil de versement de 15 €)
    expect(ppaAvril(1800, 250)).toBeCloseTo(27.1, 1);
  });
  it('sous 15 € la prime n’est pas versée (2 040 € nets : 8,22 € calculés → 0)', () => {
    // 622,63 + 181,19 + 61 % × 2 040 (1 244,40) − 2 040 = 8,22 < 15
    expect(ppaAvril(2040, 0)).toBe(0);
  });

  it('chaque mois du trimestre a ses propres paramètres (juin 2025 : mars à l’ancien barème, avril-mai au nouveau)', () => {
    const trimestre = ['2025-03', '2025-04', '2025-05'];
    const out = calculate(
      seul(
        { date_naissance: { ETERNITY: '2001-05-12' }, salaire_net: months(trimestre, 1400) },
        {
          famille: {
            aide_logement: months(trimestre, 0),
            ppa: { '2025-06': null },
            ppa_fictive: { '2025-03': null, '2025-05': null },
          },
        },
      ),
    );
    // mars : 251,42 (ci-dessus) ; avril/mai : bonification 184,27 × 699,08 / 724,68 = 177,76,
    // 633,21 + 177,76 + 59,85 % × 1 400 (837,90) − 1 400 = 248,87 ; moyenne (251,42 + 2 × 248,87) / 3 = 249,72
    expect(valeur(out, 'familles', 'famille_1', 'ppa_fictive', '2025-03')).toBeCloseTo(251.42, 1);
    expect(valeur(out, 'familles', 'famille_1', 'ppa_fictive', '2025-05')).toBeCloseTo(248.87, 1);
    expect(valeur(out, 'familles', 'famille_1', 'ppa', '2025-06')).toBeCloseTo(249.72, 1);
  });

  it('accepte des revenus annuels et une date de naissance donnée par mois', () => {
    // 12 000 € pour 2025 = 1 000 € par mois (répartition d'OpenFisca) ; même résultat que 1 000 € nets par mois : 307,41 €
    const out = calculate({
      individus: { moi: { date_naissance: { '2025-04': '2001-05-12' }, salaire_net: { '2025': 12000 } } },
      familles: { f: { parents: ['moi'], aide_logement: { '2025': 0 }, ppa: { '2025-04': null } } },
      foyers_fiscaux: { ff: { declarants: ['moi'] } },
      menages: { m: { personne_de_reference: ['moi'] } },
    } as unknown as Situation);
    expect(valeur(out, 'familles', 'f', 'ppa', '2025-04')).toBeCloseTo(307.41, 1);
  });

  it('un mineur de 17 ans qui travaille n’y a pas droit (âge minimal 18 ans)', () => {
    const out = calculate(
      seul(
        { date_naissance: { ETERNITY: '2008-01-10' }, salaire_net: months(Q1_2025, 1000) },
        { famille: { aide_logement: months(Q1_2025, 0), ppa: { '2025-04': null } } },
      ),
    );
    expect(valeur(out, 'familles', 'famille_1', 'ppa', '2025-04')).toBe(0);
  });

  it('un apprenti payé 1 000 € (sous 0,55 × 169 × 11,88 = 1 104,25 €) n’y a pas droit ; à 1 200 € il y a droit', () => {
    const apprenti = (remuneration: number) =>
      ppaSeul(
        {
          date_naissance: { ETERNITY: '2004-09-01' },
          // OpenFisca reads the status in the month of the right, the pay in the three before
          apprenti: months([...Q1_2025, '2025-04'], true),
          remuneration_apprenti: months(Q1_2025, remuneration),
        },
        '2025-04',
        Q1_2025,
      );
    expect(apprenti(1000)).toBe(0);
    // 1 200 : bonification 181,19 × (1 200 − 700,92) / 724,68 = 124,78 ; 622,63 + 124,78 + 732 − 1 200 = 279,41
    expect(apprenti(1200)).toBeCloseTo(279.41, 1);
  });
  it('des indemnités maladie sans date d’arrêt, sans indemnité trois mois avant, sont un revenu d’activité : 299,25 €', () => {
    // rsa.py : date d'arrêt inconnue et rien en M-3 → arrêt récent ; 633,21 + 59,85 % × 500 − 633,21 = 299,25
    const T = ['2025-05', '2025-06', '2025-07'];
    const ppa = (ij: Periodic) =>
      ppaSeul(
        { date_naissance: { ETERNITY: '1998-02-01' }, indemnites_journalieres_maladie: ij },
        '2025-08',
        [...T, '2025-08'],
      );
    expect(ppa(months(T, 500))).toBeCloseTo(299.25, 2);
    // perçues depuis février : en mai, juin et juillet il y en avait trois mois avant, hors activité
    expect(ppa(months(['2025-02', '2025-03', '2025-04', ...T], 500))).toBe(0);
  });

  it('le plancher des apprentis est celui du mois du droit : en janvier 2026, 1 110 € ne suffit plus', () => {
    // plancher 0,55 × 169 × SMIC horaire du mois du droit : 1 117,26 € en janvier 2026 (12,02 €), alors
    // que 1 110 € dépassait celui d'octobre à décembre 2025 (11,88 € : 1 104,25 €)
    const T4 = ['2025-10', '2025-11', '2025-12'];
    const ppa = (remuneration: number) =>
      ppaSeul(
        {
          date_naissance: { ETERNITY: '2004-09-01' },
          apprenti: months([...T4, '2026-01'], true),
          remuneration_apprenti: months(T4, remuneration),
        },
        '2026-01',
        T4,
      );
    expect(ppa(1110)).toBe(0);
    expect(ppa(1120)).toBeGreaterThan(0);
  });
});

describe('RSA — cas au format OpenFisca', () => {
  const M = '2025-06';
  const trimestre = ['2025-03', '2025-04', '2025-05'];
  const rsa = (sit: Situation, famille = 'famille_1') =>
    valeur(calculate(sit), 'familles', famille, 'rsa', M) as number;

  it('personne seule de 30 ans sans revenu, locataire sans aide au logement : 646,52 €', () => {
    const sit = seul(
      { date_naissance: { ETERNITY: '1995-01-01' } },
      {
        famille: { aide_logement: months([M], 0), rsa: { [M]: null } },
        menage: { statut_occupation_logement: months([M], 'locataire_vide') },
      },
    );
    expect(rsa(sit)).toBeCloseTo(646.52, 2);
  });

  it('enceinte et seule à 22 ans (enceinte_fam) : RSA majoré, 646,52 × 1,28412 = 830,21 €', () => {
    const sit = seul(
      { date_naissance: { ETERNITY: '2003-02-01' } },
      {
        famille: { aide_logement: months([M], 0), enceinte_fam: months([M], true), rsa: { [M]: null } },
        menage: { statut_occupation_logement: months([M], 'locataire_vide') },
      },
    );
    expect(rsa(sit)).toBeCloseTo(830.21, 2);
  });

  it('un enfant à naître dans trois mois, inscrit avec sa date de naissance : majoré et compté, 909,37 €', () => {
    // enceinte_fam (rsa.py) : le plus jeune enfant a entre −6 et 0 mois ; rsa_enfant_a_charge n'a pas d'âge
    // minimal : 646,52 × (1,28412 + 0,42804) = 1 106,95 ; l'enfant attendu (âge −1 < 3) ouvre aussi l'allocation
    // de base de la PAJE (paje.py), 41,65 % × 474,37 = 197,58 €, comptée dans les ressources → 909,37
    const sit = {
      individus: {
        moi: { date_naissance: { ETERNITY: '2003-02-01' } },
        bebe: { date_naissance: { ETERNITY: '2025-09-15' } },
      },
      familles: {
        f: { parents: ['moi'], enfants: ['bebe'], aide_logement: months([M], 0), rsa: { [M]: null } },
      },
      menages: {
        m: {
          personne_de_reference: ['moi'],
          enfants: ['bebe'],
          statut_occupation_logement: months([M], 'locataire_vide'),
        },
      },
    } as unknown as Situation;
    expect(rsa(sit, 'f')).toBeCloseTo(909.37, 2);
  });

  it('logée gratuitement : le forfait logement de 12 % (77,58 €) est déduit, 568,94 €', () => {
    const sit = seul(
      { date_naissance: { ETERNITY: '1995-01-01' } },
      {
        famille: { aide_logement: months([M], 0), rsa: { [M]: null } },
        menage: { statut_occupation_logement: months([M], 'loge_gratuitement') },
      },
    );
    // 646,52 − 646,52 × 12 % = 646,52 − 77,58 = 568,94
    expect(rsa(sit)).toBeCloseTo(568.94, 2);
  });

  it('avec une aide au logement de 250 € : forfait min(250 ; 77,58) déduit, 568,94 €', () => {
    const sit = seul(
      { date_naissance: { ETERNITY: '1995-01-01' } },
      {
        famille: { aide_logement: months([M], 250), rsa: { [M]: null } },
        menage: { statut_occupation_logement: months([M], 'locataire_vide') },
      },
    );
    expect(rsa(sit)).toBeCloseTo(568.94, 2);
  });

  it('500 € de salaire chaque mois (y compris M) : 646,52 − 500 = 146,52 €', () => {
    const sit = seul(
      { date_naissance: { ETERNITY: '1995-01-01' }, salaire_net: months([...trimestre, M], 500) },
      { famille: { aide_logement: months([M], 0), rsa: { [M]: null } } },
    );
    expect(rsa(sit)).toBeCloseTo(146.52, 2);
  });

  it('un salaire interrompu en M (perçu en M-1, rien en M) est neutralisé : 646,52 €', () => {
    const sit = seul(
      { date_naissance: { ETERNITY: '1995-01-01' }, salaire_net: months(trimestre, 500) },
      { famille: { aide_logement: months([M], 0), rsa: { [M]: null } } },
    );
    expect(rsa(sit)).toBeCloseTo(646.52, 2);
  });

  it('un jeune de 22 ans sans enfant n’y a pas droit', () => {
    const sit = seul(
      { date_naissance: { ETERNITY: '2003-01-01' } },
      { famille: { aide_logement: months([M], 0), rsa: { [M]: null } } },
    );
    expect(rsa(sit)).toBe(0);
  });

  const couple = (aideLogement: number): Situation =>
    ({
      individus: {
        parent1: { date_naissance: { ETERNITY: '1995-01-01' } },
        parent2: { date_naissance: { ETERNITY: '1996-01-01' } },
        enfant1: { date_naissance: { ETERNITY: '2020-01-01' } },
      },
      familles: {
        f: {
          parents: ['parent1', 'parent2'],
          enfants: ['enfant1'],
          aide_logement: { [M]: aideLogement },
          rsa: { [M]: null },
        },
      },
      foyers_fiscaux: { ff: { declarants: ['parent1', 'parent2'], personnes_a_charge: ['enfant1'] } },
      menages: {
        m: {
          personne_de_reference: ['parent1'],
          conjoint: ['parent2'],
          enfants: ['enfant1'],
          statut_occupation_logement: { [M]: 'locataire_vide' },
        },
      },
    }) as unknown as Situation;

  it('couple avec un enfant de 5 ans, sans revenu ni aide au logement : 646,52 × 1,8 = 1 163,74 €', () => {
    // 3 personnes : 1 + 50 % + 30 % ; un seul enfant (pas d'AF), plus de 3 ans (pas de PAJE)
    expect(rsa(couple(0), 'f')).toBeCloseTo(1163.74, 2);
  });

  it('le même couple avec 300 € d’aide au logement : forfait 16,5 % × 1 163,74 = 192,02 €, 971,72 €', () => {
    expect(rsa(couple(300), 'f')).toBeCloseTo(971.72, 2);
  });
});

describe('Complémentaire santé solidaire — cas au format OpenFisca', () => {
  const M = '2025-06';
  // the rolling year M-12..M-1 = 2024-06..2025-05, given as two yearly amounts spread over their months
  const salaireAnnuel = (mensuel: number): Periodic => ({ '2024': 12 * mensuel, '2025': 12 * mensuel });
  const css = (
    mensuel: number,
    opts: {
      menage?: Record<string, Periodic>;
      aideLogement?: number;
      aCharge?: boolean;
      handicap?: boolean;
      naissance?: string;
    } = {},
  ) => {
    const sit = {
      individus: {
        jeune: {
          date_naissance: { ETERNITY: opts.naissance ?? '2001-03-15' },
          salaire_net: salaireAnnuel(mensuel),
          ...(opts.handicap ? { handicap: { '2025-12': true } } : {}),
        },
      },
      familles: {
        f: {
          parents: ['jeune'],
          aide_logement: { '2025': opts.aideLogement ?? 0 },
          cmu_c: { [M]: null },
          css_participation_forfaitaire: { [M]: null },
        },
      },
      foyers_fiscaux: opts.aCharge
        ? { parents: { declarants: ['pere'], personnes_a_charge: ['jeune'] } }
        : { ff: { declarants: ['jeune'] } },
      menages: {
        m: {
          personne_de_reference: ['jeune'],
          statut_occupation_logement: { [M]: 'locataire_vide' },
          ...opts.menage,
        },
      },
    } as unknown as Situation;
    if (opts.aCharge)
      (sit.individus as Record<string, unknown>).pere = { date_naissance: { ETERNITY: '1970-01-01' } };
    const out = calculate(sit);
    return {
      gratuite: valeur(out, 'familles', 'f', 'cmu_c', M),
      participation: valeur(out, 'familles', 'f', 'css_participation_forfaitaire', M),
    };
  };

  it('700 € nets par mois (8 400 € ≤ 10 166 €) : gratuite', () => {
    expect(css(700)).toEqual({ gratuite: true, participation: 0 });
  });
  it('1 000 € nets par mois (12 000 € entre 10 166 € et 13 724,10 €) : 8 € par mois (moins de 30 ans)', () => {
    expect(css(1000)).toEqual({ gratuite: false, participation: 8 });
  });
  it('1 200 € nets par mois (14 400 € > 13 724,10 €) : ni gratuite ni avec participation', () => {
    expect(css(1200)).toEqual({ gratuite: false, participation: 0 });
  });
  it('logé gratuitement avec 800 € par mois : 9 600 + forfait 12 × 646,52 × 12 % (930,99) = 10 530,99 > 10 166 → participation', () => {
    expect(css(800, { menage: { statut_occupation_logement: { [M]: 'loge_gratuitement' } } })).toEqual({
      gratuite: false,
      participation: 8,
    });
  });
  it('locataire à 800 € par mois sans aide au logement : 9 600 ≤ 10 166 → gratuite', () => {
    expect(css(800)).toEqual({ gratuite: true, participation: 0 });
  });
  it('à La Réunion (depcom 974…), plafond majoré de 11,3 % : 10 166 × 1,113 = 11 315 ≥ 10 800 → gratuite', () => {
    expect(css(900, { menage: { depcom: { [M]: '97411' } } })).toEqual({ gratuite: true, participation: 0 });
    // en métropole, 10 800 > 10 166 → participation
    expect(css(900)).toEqual({ gratuite: false, participation: 8 });
  });
  // enfant_a_charge (ir.py) is a personne à charge who is a minor in January or disabled in December
  it('un majeur rattaché au foyer fiscal de ses parents peut la demander seul', () => {
    expect(css(700, { aCharge: true })).toEqual({ gratuite: true, participation: 0 });
  });
  it('un jeune handicapé à la charge fiscale de ses parents ne peut pas la demander seul', () => {
    expect(css(700, { aCharge: true, handicap: true })).toEqual({ gratuite: false, participation: 0 });
  });
  it('un mineur à la charge fiscale de ses parents au 1er janvier ne peut pas la demander seul', () => {
    // né le 15 mars 2007 : 17 ans en janvier 2025, 18 ans en juin
    expect(css(700, { aCharge: true, naissance: '2007-03-15' })).toEqual({
      gratuite: false,
      participation: 0,
    });
  });
});

describe('Montant forfaitaire familial de la prime d’activité (4e personne)', () => {
  const M = '2025-06';
  const forfaitaire = (parents: string[], enfants: string[]) => {
    const individus: Record<string, unknown> = {};
    for (const p of parents) individus[p] = { date_naissance: { ETERNITY: '1990-01-01' } };
    enfants.forEach((e, i) => (individus[e] = { date_naissance: { ETERNITY: `${2015 + i}-01-01` } }));
    const out = calculate({
      individus,
      familles: { f: { parents, enfants, ppa_montant_forfaitaire_familial_non_majore: { [M]: null } } },
    } as unknown as Situation);
    return valeur(out, 'familles', 'f', 'ppa_montant_forfaitaire_familial_non_majore', M) as number;
  };
  it('parent seul avec 3 enfants : 633,21 × (1 + 0,5 + 0,3 + 0,4) = 1 393,06 €', () => {
    expect(forfaitaire(['p1'], ['e1', 'e2', 'e3'])).toBeCloseTo(1393.06, 2);
  });
  it('couple avec 2 enfants : 633,21 × (1 + 0,5 + 0,3 + 0,3) = 1 329,74 €', () => {
    expect(forfaitaire(['p1', 'p2'], ['e1', 'e2'])).toBeCloseTo(1329.74, 2);
  });
});
