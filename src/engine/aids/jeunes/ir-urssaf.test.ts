// The income tax after the family-quotient cap (ir_plaf_qf) and the number of shares (nbptr), checked against
// the Urssaf's model (modele-social). The model's `date` is the year the tax is paid: its rules of 2026 are
// those of the 2025 incomes, the engine's year.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { selonLUrssaf } from '../../urssaf.test-helpers.ts';

interface Foyer {
  couple: boolean;
  enfants: number;
  parentIsole: boolean;
}

const FOYERS: Foyer[] = [
  { couple: false, enfants: 0, parentIsole: false },
  { couple: true, enfants: 0, parentIsole: false },
  { couple: true, enfants: 1, parentIsole: false },
  { couple: true, enfants: 2, parentIsole: false },
  { couple: true, enfants: 3, parentIsole: false },
  { couple: false, enfants: 1, parentIsole: true },
  { couple: false, enfants: 2, parentIsole: true },
];
const REVENUS = [15_000, 30_000, 45_000, 80_000, 150_000];
const IMPOT = 'impôt . foyer fiscal . impôt sur le revenu . impôt brut';
const PARTS = 'impôt . foyer fiscal . nombre de parts';

function selonLeMoteur(foyer: Foyer, rni: number, annee: string) {
  const declarant = () => ({
    date_naissance: { ETERNITY: '1985-01-01' },
    statut_marital: { [`${annee}-01`]: foyer.couple ? 'marie' : 'celibataire' },
  });
  const individus: Record<string, unknown> = { d1: declarant() };
  if (foyer.couple) individus.d2 = declarant();
  const enfants = Array.from({ length: foyer.enfants }, (_, i) => `e${i}`);
  for (const e of enfants) individus[e] = { date_naissance: { ETERNITY: '2015-01-01' } };
  const s = new Simulation({
    individus,
    foyers_fiscaux: {
      f: {
        declarants: foyer.couple ? ['d1', 'd2'] : ['d1'],
        personnes_a_charge: enfants,
        rni: { [annee]: rni },
        ...(foyer.parentIsole ? { caseT: { [annee]: true } } : {}),
      },
    },
  } as never);
  return { impot: s.calc<number>('ir_plaf_qf', 'f', annee), parts: s.calc<number>('nbptr', 'f', annee) };
}

describe('impôt après plafonnement du quotient familial : le moteur et le modèle de l’Urssaf', () => {
  for (const annee of ['2020', '2021', '2022', '2023', '2024', '2025'])
    it(`revenus ${annee}`, () => {
      for (const foyer of FOYERS)
        for (const rni of REVENUS) {
          const attendu = selonLUrssaf(
            {
              date: `'01/06/${Number(annee) + 1}'`,
              'impôt . foyer fiscal . situation de famille': foyer.couple ? "'couple'" : "'célibataire'",
              'impôt . foyer fiscal . enfants à charge': String(foyer.enfants),
              'impôt . foyer fiscal . parent isolé': foyer.parentIsole ? 'oui' : 'non',
              'impôt . foyer fiscal . revenu imposable': `${rni} €/an`,
            },
            [IMPOT, PARTS],
          );
          const calcule = selonLeMoteur(foyer, rni, annee);
          const cas = `${JSON.stringify(foyer)}, ${rni} €`;
          expect(calcule.parts, cas).toBe(attendu[PARTS]);
          expect(calcule.impot, cas).toBeCloseTo(attendu[IMPOT], 1);
        }
    }, 60_000);
});

describe('abattement de 10 % sur les salaires (minimum et plafond) : le moteur et le modèle de l’Urssaf', () => {
  const ABATTU = "impôt . foyer fiscal . revenu imposable . revenu d'activité abattu";
  it('revenus de 2021 à 2025', () => {
    for (const annee of ['2021', '2022', '2023', '2024', '2025'])
      for (const salaire of [3_000, 12_000, 30_000, 160_000]) {
        const attendu = selonLUrssaf(
          {
            date: `'01/06/${Number(annee) + 1}'`,
            "impôt . foyer fiscal . revenu imposable . revenu d'activité": `${salaire} €/an`,
          },
          [ABATTU],
        )[ABATTU];
        const s = new Simulation({
          individus: {
            a: { date_naissance: { ETERNITY: '1990-01-01' }, salaire_imposable: { [annee]: salaire } },
          },
          foyers_fiscaux: { ff: { declarants: ['a'] } },
        } as never);
        const calcule = s.calc<number>('revenu_assimile_salaire_apres_abattements', 'a', annee);
        expect(calcule, `${salaire} € en ${annee}`).toBeCloseTo(attendu, 1);
      }
  }, 60_000);
});
