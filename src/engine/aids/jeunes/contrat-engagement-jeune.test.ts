import { describe, expect, it } from 'vitest';
import {
  au,
  calcul,
  evaluer,
  naissancePourAge,
  situation,
  type Personne,
} from '../etudes/situations.test-helpers.ts';
import { calculate, Simulation } from '../../index.ts';
import { contratEngagementJeune } from './contrat-engagement-jeune.ts';
import { trancheMarginale } from './ir-tranche.ts';
import { baremeIr } from './params.ts';
import { at } from '../../core/params.ts';

const M = '2025-09';
const TROIS_MOIS = ['2025-06', '2025-07', '2025-08'];
const chaqueMois = (v: number) => Object.fromEntries(TROIS_MOIS.map((m) => [m, v]));
/** gross monthly SMIC in September 2025: 151,67 h × 11,88 € */
const SMIC = 151.67 * 11.88;

/** RSA and prime d'activité would be computed from the same incomes: the CEJ tests pin them to 0 */
const SANS_RSA_NI_PPA = { rsa: chaqueMois(0), ppa: chaqueMois(0) };

function jeune(age: number, vars: Personne['individu'] = {}, extra: Partial<Personne> = {}): Personne {
  return {
    mois: M,
    naissance: naissancePourAge(age, M),
    individu: { activite: au(M, 'chomeur'), ...vars },
    ...extra,
    famille: { ...SANS_RSA_NI_PPA, ...(extra.famille ?? {}) },
  };
}

/** a young person attached to the tax household of two parents whose 2023 net taxable income is `rni` */
function rattache(age: number, rni: number, nbptr?: number): Personne {
  return jeune(
    age,
    {},
    {
      autres: {
        pere: { date_naissance: { ETERNITY: '1970-01-01' } },
        mere: { date_naissance: { ETERNITY: '1972-01-01' } },
      },
      roles: { foyer: { declarants: ['pere', 'mere'], personnes_a_charge: ['demandeur'] } },
      foyer: { rni: { '2023': rni }, ...(nbptr ? { nbptr: { '2023': nbptr } } : {}) },
    },
  );
}

describe("contrat d'engagement jeune — montants", () => {
  it('avant mars 2022 (le CEJ n’existait pas), rien, même avec une éligibilité donnée par la situation', () => {
    const s = new Simulation({
      individus: {
        moi: {
          date_naissance: { ETERNITY: '2002-01-01' },
          contrat_engagement_jeune_eligibilite: { '2022-02': true, '2022-03': true },
        },
      },
    } as never);
    expect(s.calc('contrat_engagement_jeune', 'moi', '2022-02')).toBe(0);
    expect(s.calc<number>('contrat_engagement_jeune', 'moi', '2022-03')).toBeGreaterThan(0);
  });

  it('un jeune de 20 ans sans revenu dans un foyer non imposable reçoit 561,68 € par mois', () => {
    // montant majeurs non imposables depuis le 1er avril 2025
    expect(calcul(jeune(20), 'contrat_engagement_jeune')).toBeCloseTo(561.68, 2);
  });

  it('un jeune de 17 ans reçoit 224,68 € par mois', () => {
    expect(calcul(jeune(17), 'contrat_engagement_jeune')).toBeCloseTo(224.68, 2);
  });

  it('en mars 2025, avant la revalorisation, un majeur non imposable recevait 552,29 €', () => {
    const p = jeune(20);
    p.mois = '2025-03';
    p.naissance = naissancePourAge(20, '2025-03');
    p.individu = { activite: au('2025-03', 'chomeur') };
    p.famille = {
      rsa: { '2024-12': 0, '2025-01': 0, '2025-02': 0 },
      ppa: { '2024-12': 0, '2025-01': 0, '2025-02': 0 },
    };
    expect(calcul(p, 'contrat_engagement_jeune')).toBeCloseTo(552.29, 2);
  });

  it('un jeune de 20 ans dont les parents sont dans la première tranche reçoit 337,00 €', () => {
    // 40 000 € pour 2 parts = 20 000 € par part, entre 11 294 € et 28 797 € (barème des revenus 2023) → tranche 1
    const p = rattache(20, 40000, 2);
    expect(new Simulation(situation(p)).calc('ir_tranche', 'foyer', '2023')).toBe(1);
    expect(calcul(p, 'contrat_engagement_jeune_montant_forfaitaire')).toBe(337);
    expect(calcul(p, 'contrat_engagement_jeune')).toBeCloseTo(337, 2);
  });

  it('la tranche se lit sur le revenu net imposable, pas sur le revenu fiscal de référence', () => {
    // comme OpenFisca (ir_tranche lit rni) : un RFR de 60 000 € sans revenus ni RNI donné laisse la tranche 0
    const p = rattache(20, 0, 2.5);
    p.foyer = { rfr: { '2023': 60000 }, nbptr: { '2023': 2.5 } };
    expect(new Simulation(situation(p)).calc('ir_tranche', 'foyer', '2023')).toBe(0);
    expect(calcul(p, 'contrat_engagement_jeune')).toBeCloseTo(561.68, 2);
  });

  it('sans nombre de parts donné, des parents mariés et un enfant à charge comptent 2,5 parts', () => {
    // nbptr = 1 + 1 (conjoint) + 0,5 (1re personne à charge) = 2,5 ; 40 000 / 2,5 = 16 000 € par part
    // plafonnement : ir_ss_qf = 2 × 957,66 = 1 915,32 ; − 1 759 (1 demi-part) = 156,32 < ir_brut
    // 2,5 × 517,66 = 1 294,15 : pas de plafonnement → tranche 1 → 337,00 €
    const p = rattache(20, 40000);
    p.autres!.pere.statut_marital = { '2023-01': 'marie' };
    expect(new Simulation(situation(p)).calc('ir_tranche', 'foyer', '2023')).toBe(1);
    expect(calcul(p, 'contrat_engagement_jeune')).toBeCloseTo(337, 2);
  });

  it('des parents déclarés ensemble sans statut marital donné sont pacsés, comme dans OpenFisca : 2,5 parts', () => {
    // OpenFisca (statut_marital) : deux déclarants d'un même foyer sont pacsés quand la situation ne dit rien
    // nbptr = 2 + 0,5 = 2,5 ; 20 000 / 2,5 = 8 000 € par part, sous 11 294 € → tranche 0 → 561,68 €
    const p = rattache(20, 20000);
    expect(new Simulation(situation(p)).calc('statut_marital', 'pere', '2023-01')).toBe('pacse');
    expect(new Simulation(situation(p)).calc('ir_tranche', 'foyer', '2023')).toBe(0);
    expect(calcul(p, 'contrat_engagement_jeune')).toBeCloseTo(561.68, 2);
  });

  it('un déclarant principal dit célibataire compte 1 part, plus 0,5 pour le jeune : 1,5 part', () => {
    // 20 000 / 1,5 = 13 333 € par part → tranche 1 → 337 €
    // plafonnement : ir_ss_qf = 957,66 − 1 759 < 0 : pas de plafonnement
    const p = rattache(20, 20000);
    p.autres!.pere.statut_marital = { '2023-01': 'celibataire' };
    expect(new Simulation(situation(p)).calc('ir_tranche', 'foyer', '2023')).toBe(1);
    expect(calcul(p, 'contrat_engagement_jeune')).toBeCloseTo(337, 2);
  });

  it('le plafonnement du quotient familial ramène un couple marié à 2 parts', () => {
    // 4 enfants mineurs + le jeune (17 ans en janvier 2023) : nbptr = 2 + 0,5 + 0,5 + 1 + 1 + 1 = 6 ; RNI 140 000 €
    // ir_brut = 6 × barème(23 333) = 6 × 1 324,33 = 7 945,96 ; ir_ss_qf = 2 × barème(70 000) = 28 572,46
    // 8 demi-parts × 1 759 = 14 072 ; 28 572,46 − 14 072 = 14 500,46 > 7 945,96 : plafonné → 2 parts
    // 140 000 / 2 = 70 000 € > 28 797 € → tranche 2 : pas de CEJ (23 333 € par part donnait la tranche 1)
    const enfants = Object.fromEntries(
      [1, 2, 3, 4].map((i) => [`e${i}`, { date_naissance: { ETERNITY: `201${i}-01-01` } }]),
    );
    const p: Personne = {
      ...rattache(20, 140000),
      autres: {
        pere: { date_naissance: { ETERNITY: '1970-01-01' }, statut_marital: { '2023-01': 'marie' } },
        mere: { date_naissance: { ETERNITY: '1972-01-01' } },
        ...enfants,
      },
      roles: {
        foyer: { declarants: ['pere', 'mere'], personnes_a_charge: ['demandeur', ...Object.keys(enfants)] },
      },
    };
    expect(new Simulation(situation(p)).calc('ir_tranche', 'foyer', '2023')).toBe(2);
    expect(calcul(p, 'contrat_engagement_jeune')).toBe(0);
  });

  it('un salaire de 800 € par mois réduit l’allocation à 315,65 €', () => {
    // 561,68 − (800 − 300) × 561,68 / (0,8 × 1 801,84 − 300) = 561,68 − 246,03 = 315,65
    const attendu = 561.68 - ((800 - 300) * 561.68) / (0.8 * SMIC - 300);
    const p = jeune(20, { salaire_net: chaqueMois(800) });
    expect(calcul(p, 'contrat_engagement_jeune')).toBeCloseTo(attendu, 2);
    expect(attendu).toBeCloseTo(315.65, 2);
  });

  it('un salaire de 300 € par mois ne réduit pas l’allocation', () => {
    expect(calcul(jeune(20, { salaire_net: chaqueMois(300) }), 'contrat_engagement_jeune')).toBeCloseTo(
      561.68,
      2,
    );
  });

  it('une allocation chômage de 200 € par mois est déduite entièrement : 361,68 €', () => {
    // 561,68 − 200
    expect(calcul(jeune(20, { chomage_net: chaqueMois(200) }), 'contrat_engagement_jeune')).toBeCloseTo(
      361.68,
      2,
    );
  });

  it('un salaire égal à 80 % du Smic annule l’allocation sans la rendre négative', () => {
    const p = jeune(20, { salaire_net: chaqueMois(0.8 * SMIC + 100) });
    expect(calcul(p, 'contrat_engagement_jeune')).toBe(0);
    expect(evaluer(contratEngagementJeune, p).eligible).toBe(false);
  });
});

describe("contrat d'engagement jeune — conditions", () => {
  it('à 16 ans on y a droit, à 15 ans non', () => {
    expect(calcul<boolean>(jeune(16), 'contrat_engagement_jeune_eligibilite')).toBe(true);
    expect(calcul<boolean>(jeune(15), 'contrat_engagement_jeune_eligibilite')).toBe(false);
  });

  it('à 25 ans on y a droit, à 26 ans non', () => {
    expect(calcul<boolean>(jeune(25), 'contrat_engagement_jeune_eligibilite')).toBe(true);
    expect(calcul<boolean>(jeune(26), 'contrat_engagement_jeune_eligibilite')).toBe(false);
    expect(evaluer(contratEngagementJeune, jeune(26)).explication[0]).toMatch(/^Vous avez plus de 25 ans/);
  });

  it('un jeune handicapé y a droit jusqu’à 29 ans, pas à 30', () => {
    expect(
      calcul<boolean>(jeune(29, { handicap: au(M, true) }), 'contrat_engagement_jeune_eligibilite'),
    ).toBe(true);
    expect(
      calcul<boolean>(jeune(30, { handicap: au(M, true) }), 'contrat_engagement_jeune_eligibilite'),
    ).toBe(false);
  });

  it('un étudiant n’y a pas droit', () => {
    expect(calcul(jeune(20, { activite: au(M, 'etudiant') }), 'contrat_engagement_jeune')).toBe(0);
  });

  it('un apprenti, un stagiaire de la formation ou un salarié n’y a pas droit (ni emploi ni formation)', () => {
    const apprenti = jeune(17, { activite: au(M, 'actif'), apprenti: au(M, true) });
    expect(calcul(apprenti, 'contrat_engagement_jeune')).toBe(0);
    expect(evaluer(contratEngagementJeune, apprenti).explication[0]).toMatch(/apprentissage/);
    expect(calcul(jeune(19, { stagiaire: au(M, true) }), 'contrat_engagement_jeune')).toBe(0);
    expect(calcul(jeune(22, { activite: au(M, 'actif') }), 'contrat_engagement_jeune')).toBe(0);
  });

  it('un âge connu pour ce mois seulement vaut aussi pour les trois mois précédents (RSA et prime non ouverts)', () => {
    // 18 ans en septembre 2025, sans date de naissance : 17 ou 18 ans de juin à août, jamais 55 ans (l'âge de la
    // date de naissance par défaut, qui ouvrirait le RSA de ces mois et fermerait le contrat)
    const out = calculate({
      individus: { moi: { age: { [M]: 18 }, activite: { [M]: 'chomeur' } } },
      familles: { f: { parents: ['moi'] } },
      foyers_fiscaux: { ff: { declarants: ['moi'] } },
      menages: {
        m: { personne_de_reference: ['moi'], statut_occupation_logement: { [M]: 'loge_gratuitement' } },
      },
    } as never);
    const s = new Simulation(out);
    expect(s.calc('age', 'moi', '2025-06')).toBe(18);
    expect(s.calc('age', 'moi', '2024-08')).toBe(17);
    expect(s.calc('rsa', s.famille('moi'), '2025-07')).toBe(0);
    expect(s.calc('contrat_engagement_jeune', 'moi', M)).toBeCloseTo(561.68, 2);
  });

  it('un jeune dont les parents sont imposés dans la tranche à 30 % n’y a pas droit', () => {
    // 100 000 / 2 = 50 000 € par part > 28 797 € → tranche 2
    expect(calcul(rattache(20, 100000, 2), 'contrat_engagement_jeune')).toBe(0);
  });

  it('un jeune dont la famille a touché le RSA le mois dernier n’y a pas droit', () => {
    expect(
      calcul(
        jeune(20, {}, { famille: { rsa: { ...chaqueMois(0), '2025-08': 300 } } }),
        'contrat_engagement_jeune',
      ),
    ).toBe(0);
    expect(
      calcul(
        jeune(20, {}, { famille: { ppa: { ...chaqueMois(0), '2025-06': 80 } } }),
        'contrat_engagement_jeune',
      ),
    ).toBe(0);
  });

  it('des montants donnés pour ces trois mois comptent par leur somme, comme en OpenFisca', () => {
    // a correction of −300 € in June cancels the 300 € of August: nothing received over the three months
    const rsa = { '2025-06': -300, '2025-07': 0, '2025-08': 300 };
    expect(calcul(jeune(20, {}, { famille: { rsa } }), 'contrat_engagement_jeune')).toBeCloseTo(561.68, 2);
  });

  it('le motif de refus est celui du RSA quand le foyer a touché le RSA et la prime d’activité', () => {
    const p = jeune(20, {}, { famille: { rsa: { ...chaqueMois(0), '2025-07': 300 }, ppa: chaqueMois(80) } });
    const ev = evaluer(contratEngagementJeune, p);
    expect(ev.eligible).toBe(false);
    expect(ev.explication[0]).toMatch(/RSA/);
  });

  it('un volontaire indemnisé ce mois-ci n’y a pas droit', () => {
    expect(calcul(jeune(20, { indemnites_volontariat: au(M, 620) }), 'contrat_engagement_jeune')).toBe(0);
    // OpenFisca : indemnites_volontariat == 0 ; une régularisation négative exclut aussi
    expect(calcul(jeune(20, { indemnites_volontariat: au(M, -50) }), 'contrat_engagement_jeune')).toBe(0);
  });

  it('une tranche donnée par la situation remplace le calcul', () => {
    const p = jeune(20, {}, { foyer: { ir_tranche: { '2023': 1 } } });
    expect(calcul(p, 'contrat_engagement_jeune')).toBeCloseTo(337, 2);
  });
});

describe("tranche marginale de l'impôt sur le revenu", () => {
  it('un parent isolé (case T) avec un enfant en garde alternée : 1 + 0,25 + 0,25 = 1,5 part', () => {
    // enfant en résidence alternée seul : 0,5 × 0,5 ; case T avec garde alternée d'un enfant : 0,5 × 0,5
    // 17 500 / 1,5 = 11 667 > 11 294 → tranche 1 ; 16 900 / 1,5 = 11 267 → tranche 0 (à charge entière, 2 parts :
    // 8 750 → tranche 0) ; plafonnement : ir_ss_qf 682,66 − 4 149 / 2 < 0, jamais plafonné
    const tranche = (rni: number) =>
      new Simulation({
        individus: {
          p: { date_naissance: { ETERNITY: '1985-01-01' } },
          k: { date_naissance: { ETERNITY: '2015-01-01' }, garde_alternee: { '2023-01': true } },
        },
        foyers_fiscaux: {
          f: { declarants: ['p'], personnes_a_charge: ['k'], rni: { '2023': rni }, caseT: { '2023': true } },
        },
      }).calc('ir_tranche', 'f', '2023');
    expect(tranche(17500)).toBe(1);
    expect(tranche(16900)).toBe(0);
  });

  it('place 11 600 € par part en tranche 0 et 11 601 € en tranche 1 (revenus 2025)', () => {
    const bareme = at(baremeIr, '2025-01-01');
    expect(trancheMarginale(bareme, 11600)).toBe(0);
    expect(trancheMarginale(bareme, 11601)).toBe(1);
    expect(trancheMarginale(bareme, 29580)).toBe(2);
    expect(trancheMarginale(bareme, 200000)).toBe(4);
  });
});
