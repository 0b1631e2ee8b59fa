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
});
