// Allocation de solidarité spécifique, worked by hand from the Code du travail (R5423-1 to R5423-3) and the decrees
// of revaluation: 19,01 € a day from April 2024, 19,33 € from April 2025 (9,51 € at Mayotte); 30 days a month;
// resources of the 12 months before under 70 daily amounts (alone) or 110 (couple); an income that stopped last
// month is left out, or counts 70 % when an unemployment benefit, a sickness allowance or a pension replaced it.
import { describe, expect, it } from 'vitest';
import { calculate, Simulation } from '../index.ts';
import { lastMonths } from '../core/periods.ts';

const MOIS = '2025-06';
/** the 12 months before June 2025, and the month before */
const DOUZE_MOIS = lastMonths(MOIS, 12);
const chaqueMois = (montant: number, mois: readonly string[] = DOUZE_MOIS) =>
  Object.fromEntries(mois.map((m) => [m, montant]));

const demandeur = (vars: Record<string, unknown> = {}) => ({
  date_naissance: { ETERNITY: '1975-03-10' },
  activite: { ETERNITY: 'chomeur' },
  ass_precondition_remplie: { ETERNITY: true },
  ...vars,
});

function simulation(moi: Record<string, unknown>, conjoint?: Record<string, unknown>, depcom = '75056') {
  return new Simulation({
    individus: { moi, ...(conjoint ? { conjoint } : {}) } as never,
    familles: { f: { parents: conjoint ? ['moi', 'conjoint'] : ['moi'] } },
    menages: {
      m: {
        personne_de_reference: ['moi'],
        ...(conjoint ? { conjoint: ['conjoint'] } : {}),
        depcom: { [MOIS]: depcom },
      },
    } as never,
  });
}
const ass = (s: Simulation, mois = MOIS) => s.calc<number>('ass', 'moi', mois);

describe('allocation de solidarité spécifique', () => {
  it('sans ressources, 30 jours au taux plein : 30 × 19,33 = 579,90 € en juin 2025, 30 × 19,01 en mars', () => {
    const s = simulation(demandeur());
    expect(ass(s)).toBeCloseTo(579.9, 9);
    expect(ass(s, '2025-03')).toBeCloseTo(570.3, 9);
  });

  it('à Mayotte, le montant journalier de Mayotte : 30 × 9,51 = 285,30 €', () => {
    expect(ass(simulation(demandeur(), undefined, '97611'))).toBeCloseTo(285.3, 9);
  });

  it('sans la condition d’activité antérieure que vérifie France Travail, pas d’ASS', () => {
    expect(ass(simulation(demandeur({ ass_precondition_remplie: { ETERNITY: false } })))).toBe(0);
    const { ass_precondition_remplie, ...sansPrecondition } = demandeur();
    expect(ass_precondition_remplie).toBeDefined();
    expect(ass(simulation(sansPrecondition))).toBe(0);
  });

  it('pas d’ASS au-delà de 789 mois, ni avec une allocation chômage ce mois, ni avec l’AAH', () => {
    // 790 mois au 1er juin 2025 : au-delà de la limite ; 788 mois : encore dedans
    expect(ass(simulation(demandeur({ date_naissance: { ETERNITY: '1959-08-01' } })))).toBe(0);
    expect(ass(simulation(demandeur({ chomage_net: { [MOIS]: 800 } })))).toBe(0);
    expect(ass(simulation(demandeur({ aah: { [MOIS]: 500 } })))).toBe(0);
    expect(ass(simulation(demandeur({ date_naissance: { ETERNITY: '1959-10-01' } })))).toBeCloseTo(579.9, 9);
  });

  it('une pension alimentaire de 1 000 € par mois : 70 × 19,33 − 1 000 = 353,10 €', () => {
    const s = simulation(
      demandeur({ pensions_alimentaires_percues: chaqueMois(1000, [...DOUZE_MOIS, MOIS]) }),
    );
    expect(s.calc('ass_base_ressources', 'f', MOIS)).toBe(12_000);
    expect(ass(s)).toBeCloseTo(353.1, 9);
  });

  it('moins d’un jour d’allocation n’est pas versé : 1 353,10 − 1 340 = 13,10 € < 19,33 €', () => {
    expect(ass(simulation(demandeur({ pensions_alimentaires_percues: chaqueMois(1340) })))).toBe(0);
  });

  it('un salaire arrêté le mois dernier sans revenu de remplacement n’est pas compté', () => {
    const onzeMois = DOUZE_MOIS.slice(0, 11);
    const s = simulation(demandeur({ salaire_imposable: chaqueMois(1500, onzeMois) }));
    expect(s.calc('ass_base_ressources', 'f', MOIS)).toBe(0);
    expect(ass(s)).toBeCloseTo(579.9, 9);
  });

  it('remplacé par une allocation chômage le mois dernier, il compte pour 70 % : 1 353,10 − 962,50 = 390,60 €', () => {
    // 11 × 1 500 = 16 500 € × 70 % = 11 550 € sur 12 mois, soit 962,50 € par mois
    const s = simulation(
      demandeur({
        salaire_imposable: chaqueMois(1500, DOUZE_MOIS.slice(0, 11)),
        chomage_net: { '2025-05': 900 },
      }),
    );
    expect(s.calc('ass_base_ressources', 'f', MOIS)).toBeCloseTo(11_550, 6);
    expect(ass(s)).toBeCloseTo(390.6, 9);
  });

  it('en couple, le salaire du conjoint compte sous le plafond de 110 jours : 2 126,30 − 2 000 = 126,30 €', () => {
    const conjoint = {
      date_naissance: { ETERNITY: '1980-01-01' },
      activite: { ETERNITY: 'actif' },
      salaire_imposable: chaqueMois(2000, [...DOUZE_MOIS, MOIS]),
    };
    const s = simulation(demandeur(), conjoint);
    expect(s.calc('ass_base_ressources', 'f', MOIS)).toBe(24_000);
    expect(ass(s)).toBeCloseTo(126.3, 9);
  });

  it('les allocations chômage du conjoint comptent, sauf si elles ont cessé le mois dernier', () => {
    const conjoint = (dernierMois: number) => ({
      date_naissance: { ETERNITY: '1980-01-01' },
      activite: { ETERNITY: 'chomeur' },
      chomage_net: { ...chaqueMois(1000, DOUZE_MOIS.slice(0, 11)), '2025-05': dernierMois },
    });
    // 11 × 1 000 + 1 200 = 12 200 € : 2 126,30 − 1 016,67 = 1 109,63 €, plafonné à 579,90 €
    expect(simulation(demandeur(), conjoint(1200)).calc('ass_base_ressources', 'f', MOIS)).toBe(12_200);
    expect(ass(simulation(demandeur(), conjoint(1200)))).toBeCloseTo(579.9, 9);
    expect(simulation(demandeur(), conjoint(0)).calc('ass_base_ressources', 'f', MOIS)).toBe(0);
  });

  it('le cumul avec un emploi : au plus 3 mois travaillés sur les 12 derniers', () => {
    // actif ce mois avec un petit salaire ; travaillé aussi les mois indiqués, au chômage les autres
    const reprise = (moisTravailles: string[]) =>
      simulation(
        demandeur({
          activite: Object.fromEntries(
            [...DOUZE_MOIS, MOIS].map((m) => [m, moisTravailles.includes(m) ? 'actif' : 'chomeur']),
          ),
          salaire_imposable: chaqueMois(100, moisTravailles),
        }),
      );
    expect(reprise(['2025-04', '2025-05', MOIS]).calc('ass_eligibilite_individu', 'moi', MOIS)).toBe(true);
    expect(
      reprise(['2025-03', '2025-04', '2025-05', MOIS]).calc('ass_eligibilite_individu', 'moi', MOIS),
    ).toBe(false);
    // trois mois de suite sans travail remettent le compte à zéro
    expect(
      reprise(['2024-07', '2024-08', '2024-09', '2025-05', MOIS]).calc(
        'ass_eligibilite_individu',
        'moi',
        MOIS,
      ),
    ).toBe(true);
  });

  it('l’ASS calculée compte dans les ressources du RSA comme l’ASS déclarée', () => {
    const calculee = simulation(demandeur({ date_naissance: { ETERNITY: '1990-03-10' } }));
    const declaree = simulation({
      date_naissance: { ETERNITY: '1990-03-10' },
      activite: { ETERNITY: 'chomeur' },
      // mars au montant journalier d’avant la revalorisation d’avril : 30 × 19,01
      ass: { '2025-03': 570.3, ...chaqueMois(579.9, ['2025-04', '2025-05', MOIS]) },
    });
    expect(calculee.calc<number>('ass', 'moi', '2025-04')).toBeCloseTo(579.9, 9);
    expect(calculee.calc('rsa', 'f', MOIS)).toBeCloseTo(declaree.calc<number>('rsa', 'f', MOIS), 6);
    expect(calculee.calc<number>('rsa_base_ressources', 'f', MOIS)).toBeGreaterThan(0);
  });

  it('dans le format d’OpenFisca, avec des années pour les entrées mensuelles : 579,90 € en juin 2025', () => {
    // une personne seule en fin de droits, locataire, comme les cas types de LexImpact
    const annees = (valeur: unknown) => ({ '2024': valeur, '2025': valeur });
    const situation = {
      individus: {
        moi: {
          date_naissance: { ETERNITY: '1974-01-01' },
          activite: annees('chomeur'),
          ass_precondition_remplie: annees(true),
          allocation_retour_emploi: annees(0),
          ass: { [MOIS]: null, '2024-12': null },
        },
      },
      familles: { f: { parents: ['moi'] } },
      foyers_fiscaux: { ff: { declarants: ['moi'] } },
      menages: {
        m: {
          personne_de_reference: ['moi'],
          statut_occupation_logement: annees('locataire_meuble'),
          loyer: annees(8400),
          depcom: annees('66136'),
        },
      },
    };
    const resultat = calculate(situation as never) as unknown as {
      individus: { moi: { ass: Record<string, number> } };
    };
    expect(resultat.individus.moi.ass[MOIS]).toBeCloseTo(579.9, 9);
    // décembre 2024 : 30 × 19,01
    expect(resultat.individus.moi.ass['2024-12']).toBeCloseTo(570.3, 9);
  });
});
