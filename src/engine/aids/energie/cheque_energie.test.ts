import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { demandeurOf } from '../../evaluate.ts';
import { ne, situation } from '../minima/testing.ts';
import { chequeEnergieAid } from './cheque_energie.ts';

// chèque énergie 2025: revenu fiscal de référence of 2023 per consumption unit
const cheque = (rfr: number, statut = 'locataire_vide', enCouple = false) =>
  new Simulation(
    situation({
      moi: { date_naissance: ne('2000-01-01') },
      conjoint: enCouple ? { date_naissance: ne('2000-01-01') } : undefined,
      menage: { statut_occupation_logement: { '2025-01': statut } },
      foyer: { rfr: { '2023': rfr } },
    }),
  ).calc<number>('cheque_energie', 'menage_1', '2025');

describe('Chèque énergie', () => {
  it('une personne seule locataire avec 5 000 € de RFR reçoit 194 €', () => expect(cheque(5000)).toBe(194));
  it('avec 6 000 € de RFR : 146 €', () => expect(cheque(6000)).toBe(146));
  it('avec 7 000 € de RFR : 98 €', () => expect(cheque(7000)).toBe(98));
  it('avec 8 000 € de RFR : 48 €', () => expect(cheque(8000)).toBe(48));
  it('avec 11 000 € de RFR : rien (plafond 10 800 € par UC)', () => expect(cheque(11000)).toBe(0));
  it('un couple (1,5 UC) avec 9 000 € de RFR reçoit 176 €', () => {
    // 9 000 / 1,5 = 6 000 € par UC, barème de 1 à 2 UC
    expect(cheque(9000, 'locataire_vide', true)).toBe(176);
  });
  it("une personne hébergée gratuitement ne le reçoit pas, et l'explication le dit", () => {
    expect(cheque(5000, 'loge_gratuitement')).toBe(0);
    const s = new Simulation(
      situation({
        moi: { date_naissance: ne('2000-01-01') },
        menage: { statut_occupation_logement: { '2025-01': 'loge_gratuitement' } },
      }),
    );
    expect(chequeEnergieAid.evaluate(s, demandeurOf(s, 'moi'), '2025-06').explication[0]).toMatch(
      /propriétaires ou locataires/,
    );
  });
  it('Saint-Martin est hors du dispositif, par sa commune ou par le drapeau que la situation donne', () => {
    const aSaintMartin = (menage: Record<string, Record<string, unknown>>) =>
      new Simulation(
        situation({
          moi: { date_naissance: ne('2000-01-01') },
          menage: { statut_occupation_logement: { '2025-01': 'locataire_vide' }, ...menage } as never,
          foyer: { rfr: { '2023': 5000 } },
        }),
      ).calc<number>('cheque_energie', 'menage_1', '2025');
    expect(aSaintMartin({ depcom: { '2025-01': '97801' } })).toBe(0);
    expect(aSaintMartin({ residence_saint_martin: { '2025-01': true } })).toBe(0);
    expect(aSaintMartin({ depcom: { '2025-01': '97101' } })).toBeGreaterThan(0);
  });
});

describe('Chèque énergie exceptionnel (décrets du 29/11/2021 et du 10/12/2022)', () => {
  const exceptionnel = (mois: string, rfr: number) =>
    new Simulation(
      situation({
        moi: { date_naissance: ne('1990-01-01') },
        menage: { statut_occupation_logement: { [`${mois.slice(0, 4)}-01`]: 'locataire_vide' } },
        foyer: { rfr: { [String(Number(mois.slice(0, 4)) - 2)]: rfr } },
      }),
    ).calc<number>('aide_exceptionnelle_cheque_energie', 'menage_1', mois);

  it('décembre 2021 : 100 € pour un ménage sous 10 800 € de RFR par UC, rien au-dessus', () => {
    expect(exceptionnel('2021-12', 8000)).toBe(100);
    expect(exceptionnel('2021-12', 12000)).toBe(0);
  });

  it('décembre 2022 : 200 € sous 10 800 €, 100 € de 10 800 à 17 400 €, rien au-delà', () => {
    expect(exceptionnel('2022-12', 8000)).toBe(200);
    expect(exceptionnel('2022-12', 15000)).toBe(100);
    expect(exceptionnel('2022-12', 18000)).toBe(0);
  });

  it('aucun autre mois (novembre 2022, décembre 2023) et jamais pour un logement non éligible', () => {
    expect(exceptionnel('2022-11', 8000)).toBe(0);
    expect(exceptionnel('2023-12', 8000)).toBe(0);
    const heberge = new Simulation(
      situation({
        moi: { date_naissance: ne('1990-01-01') },
        menage: { statut_occupation_logement: { '2022-01': 'loge_gratuitement' } },
        foyer: { rfr: { '2020': 5000 } },
      }),
    );
    expect(heberge.calc('aide_exceptionnelle_cheque_energie', 'menage_1', '2022-12')).toBe(0);
  });

  it('une simulation de décembre 2022 ajoute le chèque exceptionnel au chèque de l’année', () => {
    // RFR 2020 de 15 000 € pour 1 UC : pas de chèque 2022 (plafond 10 800 €), mais 100 € exceptionnels
    const s = new Simulation(
      situation({
        moi: { date_naissance: ne('1990-01-01') },
        menage: { statut_occupation_logement: { '2022-01': 'locataire_vide', '2022-12': 'locataire_vide' } },
        foyer: { rfr: { '2020': 15000 } },
      }),
    );
    const ev = chequeEnergieAid.evaluate(s, demandeurOf(s, 'moi'), '2022-12');
    expect(ev.eligible).toBe(true);
    expect(ev.montant).toBe(100);
    expect(ev.explication.join(' ')).toMatch(/exceptionnel de décembre 2022/);
  });
});

describe('revenu fiscal de référence déduit des revenus quand il n’est pas donné', () => {
  it('900 € imposables par mois en 2023 : RFR 10 800 − 10 % = 9 720 €, chèque 2025 de 48 € (1 UC)', () => {
    const s = new Simulation(
      situation({
        moi: { date_naissance: ne('2000-01-01'), salaire_imposable: { '2023': 10800 } },
        menage: { statut_occupation_logement: { '2025-01': 'locataire_vide' } },
      }),
    );
    expect(s.calc('rfr', 'foyer_1', '2023')).toBe(9720);
    expect(s.calc('cheque_energie', 'menage_1', '2025')).toBe(48);
  });

  it('les revenus exonérés ou taxés à part de la déclaration s’ajoutent au revenu net imposable', () => {
    // 9 720 € nets imposables, moins 500 € de plus-values (3SB) quand la case 2OP met les revenus du capital au
    // barème, plus 1 000 € au prélèvement forfaitaire unique et 3 000 € de bénéfices exonérés : 13 220 €
    const s = new Simulation(
      situation({
        moi: {
          date_naissance: ne('2000-01-01'),
          salaire_imposable: { '2023': 10800 },
          rpns_exon: { '2023': 3000 },
        },
        foyer: {
          revenus_capitaux_prelevement_forfaitaire_unique_ir: { '2023': 1000 },
          f2op: { '2023': true },
          f3sb: { '2023': 500 },
        },
      }),
    );
    expect(s.calc('rfr', 'foyer_1', '2023')).toBeCloseTo(13220, 6);
  });
});

describe('Chèque énergie — unités de consommation et déclarants comme OpenFisca', () => {
  const parentEtEnfants = (gardes: boolean[]) =>
    new Simulation(
      situation({
        moi: { date_naissance: ne('1985-01-01') },
        enfants: gardes.map((garde) => ({
          date_naissance: ne('2015-01-01'),
          garde_alternee: { '2025-01': garde },
        })),
        menage: { statut_occupation_logement: { '2025-01': 'locataire_vide' } },
        foyer: { rfr: { '2023': 8000 } },
      }),
    );

  it('un parent et 2 enfants en garde alternée : 2 personnes ajustées, 1,5 UC, 240 €', () => {
    // n = 3 − 0,5 × 2 = 2 ; UC = 1 + 0,5 × (2 − 1) = 1,5 ; 8 000 / 1,5 = 5 333 < 5 600 → 240 € (barème 1 à 2 UC)
    const s = parentEtEnfants([true, true]);
    expect(s.calc('cheque_energie_unites_consommation', 'menage_1', '2025')).toBeCloseTo(1.5, 10);
    expect(s.calc('cheque_energie', 'menage_1', '2025')).toBe(240);
  });

  it('un parent et 3 enfants dont 1 en garde alternée : 3,5 personnes ajustées, 1,95 UC', () => {
    // n = 4 − 0,5 = 3,5 ; UC = 1 + 0,5 × 1 + 0,3 × 1,5 = 1,95 (le poids de la 2e personne n'est pas divisé)
    const s = parentEtEnfants([true, false, false]);
    expect(s.calc('cheque_energie_unites_consommation', 'menage_1', '2025')).toBeCloseTo(1.95, 10);
  });

  it('un ménage où vit seulement le second déclarant d’un foyer reçoit le chèque (RFR des déclarants principaux : 0)', () => {
    // OpenFisca : déclarant = un membre du ménage est déclarant (principal ou second) ; rfr = somme sur les
    // déclarants principaux du ménage = 0 → 0 par UC → 194 € (1 UC)
    const s = new Simulation({
      individus: { a: { date_naissance: ne('1990-01-01') }, b: { date_naissance: ne('1990-01-01') } },
      foyers_fiscaux: { f: { declarants: ['a', 'b'], rfr: { '2023': 30000 } } },
      menages: {
        m1: { personne_de_reference: ['a'] },
        m2: { personne_de_reference: ['b'], statut_occupation_logement: { '2025-01': 'locataire_vide' } },
      },
      familles: { fa: { parents: ['a'] }, fb: { parents: ['b'] } },
    });
    expect(s.calc('cheque_energie', 'm2', '2025')).toBe(194);
  });
});
