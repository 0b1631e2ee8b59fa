// Replacement incomes from gross to net, with the figures of the law (L136-1-2 and L136-8 CSS) worked by hand.
// Parameters: SMIC horaire brut 11,88 € (since 2024-11-01) × 151,67 h = 1 801,84 €/month, the floor that the CSG
// and the CRDS may not bring the allowance and the month's net earnings below; CSG on unemployment benefits 3,8 % deductible + 2,4 % non-deductible, CRDS
// 0,5 %, on 98,25 % of the allowance after the 3 % pension contribution; RFR thresholds of 2025 (incomes 2023,
// lettre ministérielle du 4 décembre 2024): exemption up to 12 817 €, reduced rate up to 16 755 €, median rate up
// to 26 004 € (+3 422 / +4 474 / +6 941 per extra half share).
import { describe, expect, it } from 'vitest';
import { calculate, Simulation } from '../index.ts';

const seul = (vars: Record<string, unknown>, foyer: Record<string, unknown> = {}) =>
  new Simulation({
    individus: {
      moi: {
        date_naissance: { ETERNITY: '1995-01-01' },
        activite: { ETERNITY: 'chomeur' },
        ...vars,
      } as never,
    },
    foyers_fiscaux: { ff: { declarants: ['moi'], ...foyer } as never },
  });

describe('allocations chômage : du brut au net', () => {
  it('une ARE mensuelle de 1 200 € sans revenu fiscal connu (exonéré) : imposable et net valent le brut', () => {
    const s = seul({ allocation_retour_emploi: { '2025-03': 1200 } });
    expect(s.calc('chomage_brut', 'moi', '2025-03')).toBe(1200);
    expect(s.calc('chomage_imposable', 'moi', '2025-03')).toBe(1200);
    expect(s.calc('chomage_net', 'moi', '2025-03')).toBe(1200);
  });

  it('70 € par jour en janvier 2025, salaire de référence 100 €, RFR 2023 de 30 000 € : net 1 940,28 €', () => {
    // brut 70 × 31 = 2 170 ; participation retraite min(3 % × 100, 70 − 31,97) = 3 €/jour, 93 € ; base 2 077
    // assiette 2 077 × 98,25 % = 2 040,6525 ; marge au-dessus du SMIC mensuel : 2 077 − 1 801,84 = 275,16
    // CSG imposable 48,976 ; déductible 77,545 ; CRDS 10,203 : tout est prélevé
    // imposable 2 170 − 93 − 77,545 = 1 999,455 ; net 1 999,455 − 48,976 − 10,203 = 1 940,276
    const s = seul(
      {
        allocation_retour_emploi_journaliere: { '2025-01': 70 },
        are_salaire_journalier_reference: { '2025-01': 100 },
      },
      { rfr: { '2023': 30000 } },
    );
    expect(s.calc('chomage_brut', 'moi', '2025-01')).toBe(2170);
    expect(s.calc('chomage_cotisation_retraite_complementaire', 'moi', '2025-01')).toBeCloseTo(-93, 6);
    expect(s.calc('csg_deductible_chomage', 'moi', '2025-01')).toBeCloseTo(-77.545, 3);
    expect(s.calc('chomage_imposable', 'moi', '2025-01')).toBeCloseTo(1999.455, 3);
    expect(s.calc('chomage_net', 'moi', '2025-01')).toBeCloseTo(1940.276, 3);
  });

  it('la participation retraite n’est pas prélevée quand elle ferait tomber l’allocation à l’ARE minimale', () => {
    // janvier 2025, ARE minimale 31,97 € : 33 − 3 % × 60 = 31,20 € ≤ 31,97 → rien ; 40 − 1,80 = 38,20 → 1,80 €
    const participation = (are: number, sjr: number) =>
      seul({
        allocation_retour_emploi_journaliere: { '2025-01': are },
        are_salaire_journalier_reference: { '2025-01': sjr },
      }).calc<number>('chomage_cotisation_retraite_complementaire_journaliere', 'moi', '2025-01');
    expect(participation(33, 60)).toBe(0);
    expect(participation(40, 60)).toBeCloseTo(-1.8, 9);
    // arrondie au centime : 3 % × 63,33 = 1,8999 → 1,90
    expect(participation(40, 63.33)).toBeCloseTo(-1.9, 9);
  });

  it('une allocation sous le SMIC mensuel, sans autre revenu (45 € par jour), est exonérée de CSG et de CRDS', () => {
    const s = seul({ allocation_retour_emploi_journaliere: { '2025-04': 45 } }, { rfr: { '2023': 30000 } });
    expect(s.calc('chomage_net', 'moi', '2025-04')).toBe(45 * 30);
  });

  it('les prélèvements ne font pas descendre l’allocation sous le SMIC : 62 €/jour en avril 2025 → 1 801,84 €', () => {
    // base 1 860 ; marge 1 860 − 1 801,8396 = 58,1604 ; CSG imposable 2,4 % × 1 827,45 = 43,8588 ; déductible
    // réduite au reste, 14,3016 ; CRDS 0 : net = le SMIC mensuel
    const s = seul({ allocation_retour_emploi_journaliere: { '2025-04': 62 } }, { rfr: { '2023': 30000 } });
    expect(s.calc('csg_imposable_chomage', 'moi', '2025-04')).toBeCloseTo(-43.8588, 4);
    expect(s.calc('csg_deductible_chomage', 'moi', '2025-04')).toBeCloseTo(-14.3016, 4);
    expect(s.calc('crds_chomage', 'moi', '2025-04')).toBe(0);
    expect(s.calc('chomage_net', 'moi', '2025-04')).toBeCloseTo(1801.8396, 4);
  });

  it('avec un salaire dans le mois, le plancher compte les deux : 1 000 € d’ARE et 900 € nets → tout est prélevé', () => {
    // janvier 2025, RFR 2023 de 30 000 € : 900 + 1 000 − 1 801,84 = 98,16 € de marge ; assiette 982,50 €
    // CSG imposable 23,58 ; déductible 37,335 ; CRDS 4,9125 (66,83 € en tout) : net 934,17 €
    const s = seul(
      { allocation_retour_emploi: { '2025-01': 1000 }, salaire_net: { '2025-01': 900 } },
      { rfr: { '2023': 30000 } },
    );
    expect(s.calc('csg_imposable_chomage', 'moi', '2025-01')).toBeCloseTo(-23.58, 6);
    expect(s.calc('csg_deductible_chomage', 'moi', '2025-01')).toBeCloseTo(-37.335, 6);
    expect(s.calc('crds_chomage', 'moi', '2025-01')).toBeCloseTo(-4.9125, 6);
    expect(s.calc('chomage_net', 'moi', '2025-01')).toBeCloseTo(934.1725, 6);
    // sans le salaire, l'allocation seule reste sous le SMIC : rien n'est prélevé
    const seule = seul({ allocation_retour_emploi: { '2025-01': 1000 } }, { rfr: { '2023': 30000 } });
    expect(seule.calc('chomage_net', 'moi', '2025-01')).toBe(1000);
  });

  it('au taux réduit (RFR 2023 de 14 000 €), seule la CSG déductible de 3,8 % et la CRDS sont prélevées', () => {
    // 3 000 € d'ARE en mars 2025 : assiette 2 947,50 ;
    // CSG 3,8 % = 112,005 ; CRDS 0,5 % = 14,7375 ; net 3 000 − 112,005 − 14,7375 = 2 873,2575
    const s = seul({ allocation_retour_emploi: { '2025-03': 3000 } }, { rfr: { '2023': 14000 } });
    expect(s.calc('csg_imposable_chomage', 'moi', '2025-03')).toBe(0);
    expect(s.calc('chomage_net', 'moi', '2025-03')).toBeCloseTo(2873.2575, 4);
  });

  it("l'ARE n'est versée qu'à un demandeur d'emploi : 50 € par jour d'un inactif ou d'un actif ne donnent rien", () => {
    for (const activite of ['inactif', 'actif']) {
      const s = seul({
        activite: { ETERNITY: activite },
        allocation_retour_emploi_journaliere: { '2025-04': 50 },
      });
      expect(s.calc('allocation_retour_emploi', 'moi', '2025-04')).toBe(0);
      expect(s.calc('chomage_net', 'moi', '2025-04')).toBe(0);
    }
    const chomeur = seul({ allocation_retour_emploi_journaliere: { '2025-04': 50 } });
    expect(chomeur.calc('allocation_retour_emploi', 'moi', '2025-04')).toBe(1500);
  });

  it("l'allocation de sécurisation professionnelle n'est pas du chômage brut", () => {
    const s = seul({ allocation_securisation_professionnelle: { '2025-03': 3000 } });
    expect(s.calc('chomage_brut', 'moi', '2025-03')).toBe(0);
    expect(s.calc('chomage_net', 'moi', '2025-03')).toBe(0);
  });

  it('le chômage brut entre dans les ressources du RSA (une personne de 30 ans, 600 € d’ARE par mois)', () => {
    // RSA avril 2025 : base 646,52 × 0,88 (forfait logement 12 %) = 568,94 ; ressources 600 → RSA nul ;
    // avec 300 € par mois : 568,94 − 300 = 268,94. L'allocation continue en avril : pas de neutralisation.
    expect(rsaAvril2025({ allocation_retour_emploi: { 'month:2025-01:4': 4 * 600 } })).toBe(0);
    expect(rsaAvril2025({ allocation_retour_emploi: { 'month:2025-01:4': 4 * 300 } })).toBeCloseTo(
      646.52 * 0.88 - 300,
      2,
    );
  });

  it('l’allocation de sécurisation professionnelle compte une fois, brute, dans le RSA : 500 € → 68,94 €', () => {
    // ressource « hors activité » du RSA (rsa.py), jamais doublée par un chômage net : 568,94 − 500
    const asp = { allocation_securisation_professionnelle: { 'month:2025-01:4': 4 * 500 } };
    expect(rsaAvril2025(asp)).toBeCloseTo(68.94, 2);
  });
});

/** the RSA of April 2025 of a person of 30 living free of charge, with the given incomes */
const rsaAvril2025 = (revenus: Record<string, unknown>) =>
  (
    calculate({
      individus: { moi: { date_naissance: { ETERNITY: '1995-01-01' }, ...revenus } },
      familles: { f: { parents: ['moi'], rsa: { '2025-04': null } } },
      menages: {
        m: { personne_de_reference: ['moi'], statut_occupation_logement: { '2025-04': 'loge_gratuitement' } },
      },
    } as never).familles!.f.rsa as Record<string, number>
  )['2025-04'];

describe('une allocation donnée pour toutes les périodes (les chaînes remontent dans le temps)', () => {
  // 2 500 € bruts par mois, à toute période, et 24 000 € de salaire imposable en 2023. Le taux de CSG de
  // 2025 lit le RFR de 2023, qui lit le chômage imposable de 2023, donc sa CSG, qui lit le RFR de 2021… OpenFisca
  // coupe cette spirale au premier retour d'une variable : elle y vaut son défaut.
  const situation = (individu: Record<string, unknown>, foyer: Record<string, unknown> = {}) =>
    calculate({
      individus: {
        moi: {
          date_naissance: { ETERNITY: '1995-01-01' },
          chomage_brut: { ETERNITY: 2500 },
          salaire_imposable: { '2023': 24000 },
          ...individu,
        },
      },
      foyers_fiscaux: { f: { declarants: ['moi'], ...foyer } },
    } as never) as unknown as {
      individus: { moi: Record<string, Record<string, number>> };
      foyers_fiscaux: { f: Record<string, Record<string, number>> };
    };

  it('le net de mars 2025 : le RFR 2023 (salaire seul, 21 600 €) donne le taux plein', () => {
    // in RFR 2023, the unemployment of 2023 comes back to chomage_imposable: 0. 24 000 × 0,9 = 21 600 € > 16 267 €.
    // Base 2 500 × 98,25 % = 2 456,25 €: CSG 3,8 % déductible 93,34 €, 2,4 % non déductible 58,95 €, CRDS 12,28 €
    const { moi } = situation({
      chomage_net: { '2025-03': null },
      chomage_imposable: { '2025-03': null },
    }).individus;
    expect(moi.chomage_imposable['2025-03']).toBeCloseTo(2500 - 93.3375, 6);
    expect(moi.chomage_net['2025-03']).toBeCloseTo(2500 - 93.3375 - 58.95 - 12.28125, 6);
  });

  it('le RFR 2023 demandé seul compte le chômage de 2023 sans CSG (son propre RFR 2021 revient : 0, exonéré)', () => {
    // (24 000 + 12 × 2 500) × 0,9 = 48 600 €
    expect(situation({}, { rfr: { '2023': null } }).foyers_fiscaux.f.rfr['2023']).toBe(48600);
  });

  it('le RFR 2025 : la CSG de 2025 lit le RFR 2023, qui revient, donc 0 : chômage exonéré, 30 000 × 0,9', () => {
    const { foyers_fiscaux } = situation({ chomage_net: { '2025-03': null } }, { rfr: { '2025': null } });
    expect(foyers_fiscaux.f.rfr['2025']).toBe(27000);
  });
});

describe('pensions de retraite : du brut au net', () => {
  it('au taux plein (RFR 2023 de 40 000 €) : 8,3 % de CSG dont 5,9 % déductible, 0,5 % de CRDS, 0,3 % de CASA', () => {
    // 1 000 € brut : imposable 1 000 − 59 = 941 ; net 941 − 24 − 5 − 3 = 909
    const s = seul({ retraite_brute: { '2025-05': 1000 } }, { rfr: { '2023': 40000 } });
    expect(s.calc('retraite_imposable', 'moi', '2025-05')).toBeCloseTo(941, 6);
    expect(s.calc('retraite_nette', 'moi', '2025-05')).toBeCloseTo(909, 6);
  });

  it('au taux médian (RFR 2023 de 20 000 €) : 6,6 % dont 4,2 % déductible', () => {
    const s = seul({ retraite_brute: { '2025-05': 1000 } }, { rfr: { '2023': 20000 } });
    expect(s.calc('retraite_imposable', 'moi', '2025-05')).toBeCloseTo(958, 6);
    expect(s.calc('retraite_nette', 'moi', '2025-05')).toBeCloseTo(926, 6);
  });

  it('exonéré sous le premier seuil, y compris avec deux parts (RFR 15 000 € ≤ 12 817 + 2 × 3 422)', () => {
    const s = seul({ retraite_brute: { '2025-05': 1000 } }, { rfr: { '2023': 15000 }, nbptr: { '2023': 2 } });
    expect(s.calc('retraite_nette', 'moi', '2025-05')).toBe(1000);
  });

  it('les seuils de 2025 : RFR 12 600 € exonéré, RFR 16 500 € au taux réduit, RFR 25 500 € au taux médian', () => {
    const net = (rfr: number) =>
      seul({ retraite_brute: { '2025-05': 1000 } }, { rfr: { '2023': rfr } }).calc(
        'retraite_nette',
        'moi',
        '2025-05',
      );
    expect(net(12_600)).toBe(1000);
    // 3,8 % de CSG déductible et 0,5 % de CRDS : 1 000 − 38 − 5
    expect(net(16_500)).toBeCloseTo(957, 6);
    expect(net(25_500)).toBeCloseTo(926, 6);
    // the thresholds stay those of 2025 until the next letter
    expect(
      seul({ retraite_brute: { '2026-05': 1000 } }, { rfr: { '2024': 16_500 } }).calc(
        'retraite_nette',
        'moi',
        '2026-05',
      ),
    ).toBeCloseTo(957, 6);
  });
});
