// Foyers, CROUS residences and home-buyers as OpenFisca computes them (aides_logement.py), June 2025, Lyon
// (zone 2) unless said. Values in force on 2025-06-01 (foyer/k_coef_prise_en_charge, foyer/apl/formule):
// plafond APL 1 0.95, APL 2 / AL 0.9; r APL 1 1 217.26; CM1 13 393.4, CM2 21 420.91, CM3 22 111.33; parts
// N (APL / AL): isolé 1.4 / 1.2, couple 1.8 / 1.5; E0 APL 1: 4 % to 1 948.10, 10.4 % to 2 678.71, 21.6 % to
// 3 896.18, 26.4 % to 5 357.44, 32 % to 6 331.29, 48 % above, majoration 45.57 (per part); E0 APL 2: 0 % to
// 1 423.03, 2.4 % to 2 047.61, 20.8 % to 2 629.85, 23.2 % to 4 095.05, 32.8 % above, majoration 76.32;
// conventionné foyer equivalence zone 2, single 451.45; AL foyer ceilings single: réhabilitée 188.17, chambre
// non réhabilitée 93.07; accession ceiling zone 2 couple 338.53; C 59.97; payment threshold APL 0 €, AL 10 €;
// minoration 5 €; CRDS 0.5 %.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { MOIS, situation, type Cas } from './test-helpers.ts';

const calc = (c: Cas, name: string, id = 'famille_1', period = MOIS) =>
  new Simulation(situation(c)).calc<number | boolean | string>(name, id, period);

describe('foyers : plafond de la chambre non réhabilitée', () => {
  it('un foyer non réhabilité hors CROUS garde l’équivalence des chambres réhabilitées : 188,17 €, 89,81 €', () => {
    // étudiant : R = 6 600, N = 1.2; K = 0.9 − 6 600 / (21 420.91 × 1.2) = 0.6432
    // L0 = (E0 APL 2 (5 500) × 1.2 + 76.32) / 12 = 100.04; A = 0.6432 × (188.17 + 59.97 − 100.04) = 95.26
    // → 90.26 → ×0.995 = 89.81
    const c: Cas = {
      statut: 'locataire_foyer',
      menage: { etat_logement_foyer: { [MOIS]: 'logement_non_rehabilite' } },
    };
    expect(calc(c, 'aides_logement_foyer_chambre_non_rehabilite_eligibilite')).toBe(false);
    expect(calc(c, 'aides_logement_foyer_plafond_mensualite')).toBe(188.17);
    expect(calc(c, 'aide_logement')).toBeCloseTo(89.81, 2);
  });

  it('en résidence CROUS non réhabilitée, seule une chambre prend l’équivalence de 93,07 €', () => {
    const crous = (chambre: boolean): Cas => ({
      statut: 'locataire_foyer',
      menage: {
        logement_crous: { [MOIS]: true },
        logement_chambre: { [MOIS]: chambre },
        etat_logement_foyer: { [MOIS]: 'logement_non_rehabilite' },
      },
    });
    expect(calc(crous(false), 'aides_logement_foyer_plafond_mensualite')).toBe(188.17);
    expect(calc(crous(true), 'aides_logement_foyer_plafond_mensualite')).toBe(93.07);
  });
});

describe('foyers conventionnés (APL)', () => {
  // a 30-year-old without resources (R = 0) in a conventionné foyer, redevance 450 €
  const foyerConventionne = (famille: Record<string, unknown> = {}): Cas => ({
    statut: 'locataire_foyer',
    activite: 'inactif',
    naissance: '1995-01-01',
    loyer: 450,
    menage: { logement_conventionne: { [MOIS]: true } },
    famille,
  });

  it('K n’est pas plafonné et L0 majore par part : K = 1,0409, L0 = 5,32 €, APL 455,57 €', () => {
    // K = 0.95 − (0 − 1 217.26 × 1.4) / (13 393.4 × 1.4) = 0.95 + 0.090885 = 1.040885
    // L0 = (0 + 45.57 × 1.4) / 12 = 5.3165; L = min(451.45, 450) = 450, no charges (conventionné)
    // A = 1.040885 × (450 − 5.3165) = 462.86 → 457.86 → ×0.995 = 455.57
    const c = foyerConventionne();
    expect(calc(c, 'aides_logement_foyer_k_apl')).toBeCloseTo(1.040885, 6);
    expect(calc(c, 'aides_logement_k')).toBeCloseTo(1.040885, 6);
    expect(calc(c, 'aides_logement_loyer_minimal_apl')).toBeCloseTo(5.3165, 4);
    expect(calc(c, 'aides_logement_loyer_minimal')).toBeCloseTo(5.3165, 4);
    expect(calc(c, 'apl')).toBeCloseTo(455.57, 2);
  });

  it('le seuil de versement est celui de l’APL (0 €) : 9,45 € calculés donnent 4,43 €', () => {
    // R = 15 600: K = 0.95 − (15 600 − 1 704.164) / 18 750.76 = 0.208919
    // E0 APL 1 (15 600 / 1.4 = 11 142.86) = 77.924 + 75.983 + 262.974 + 385.773 + 311.632 + 48 % × 4 811.567
    // = 3 423.838; L0 = (3 423.838 × 1.4 + 45.57 × 1.4) / 12 = 404.764; A = 0.208919 × 45.236 = 9.45
    // ≥ 0 → 9.45 − 5 = 4.45 → ×0.995 = 4.43 (with the foyer threshold of 10 €: 0)
    const c = foyerConventionne({ aide_logement_base_ressources: { [MOIS]: 15600 } });
    expect(calc(c, 'aide_logement_montant_brut_avant_degressivite')).toBeCloseTo(9.45, 2);
    expect(calc(c, 'apl')).toBeCloseTo(4.43, 2);
  });
});

describe('accession', () => {
  // a couple without income, monthly payment 400 €
  const accedant = (menage: Record<string, unknown>, depcom = '69123'): Cas => ({
    statut: 'primo_accedant',
    activite: 'inactif',
    naissance: '1999-01-01',
    loyer: 400,
    depcom,
    conjoint: { activite: { [MOIS]: 'inactif' } },
    menage,
  });

  it('prêt de 2015 : le plancher de 16,25 mensualités est dans R (6 500 €), K et L0 des foyers (AL), 219,17 €', () => {
    // R = max(0, 16.25 × 400) = 6 500; N = 1.5 (AL, couple); K = 0.9 − 6 500 / (21 420.91 × 1.5) = 0.697705
    // E0 APL 2 (6 500 / 1.5 = 4 333.33) = 14.990 + 121.106 + 339.926 + 32.8 % × 238.283 = 554.179
    // L0 = (554.179 × 1.5 + 76.32) / 12 = 75.632; L = min(338.53, 400) = 338.53, C = 59.97
    // A = 0.697705 × (338.53 + 59.97 − 75.632) = 225.27 → 220.27 → ×0.995 = 219.17
    const c = accedant({ aide_logement_date_pret: { ETERNITY: '2015-05-01' } });
    expect(calc(c, 'aides_logement_primo_accedant_ressources', 'menage_1')).toBe(6500);
    expect(calc(c, 'aide_logement_base_ressources')).toBe(6500);
    expect(calc(c, 'aides_logement_nb_part')).toBe(1.5);
    expect(calc(c, 'aides_logement_primo_accedant_k')).toBeCloseTo(0.697705, 6);
    expect(calc(c, 'aides_logement_loyer_minimal_al')).toBeCloseTo(75.632, 3);
    expect(calc(c, 'aide_logement')).toBeCloseTo(219.17, 2);
  });

  it('un prêt conventionné daté de 2016 ouvre le droit, avec le K de l’APL 1 : 237,26 €', () => {
    // K = 0.95 − 6 500 / (22 111.33 × 1.5) = 0.754022; A = 0.754022 × 322.868 = 243.45 → 238.45 → 237.26
    const c = accedant({ aide_logement_date_pret_conventionne: { ETERNITY: '2016-03-01' } });
    expect(calc(c, 'aides_logement_primo_accedant_eligibilite', 'menage_1')).toBe(true);
    expect(calc(c, 'aides_logement_k')).toBeCloseTo(0.754022, 6);
    expect(calc(c, 'aide_logement')).toBeCloseTo(237.26, 2);
  });

  it('un prêt conventionné de 2019 pour un logement ancien n’ouvre le droit qu’en zone 3', () => {
    const menage = {
      aide_logement_date_pret_conventionne: { ETERNITY: '2019-03-01' },
      etat_logement: { [MOIS]: 'acquisition_amelioration' },
    };
    expect(calc(accedant(menage, '01001'), 'aides_logement_primo_accedant_eligibilite', 'menage_1')).toBe(
      true,
    );
    expect(calc(accedant(menage), 'aides_logement_primo_accedant_eligibilite', 'menage_1')).toBe(false);
  });
});

describe('résidence CROUS louée comme un logement ordinaire', () => {
  it('statut locataire meublé : le barème locatif s’applique, 209,92 €', () => {
    // R = 6 600 − 1 200 = 5 400 (forfait foyer : logement CROUS); loyer réel = 300 × 2/3 = 200, L = 200, C = 59.97
    // RL = 200 / 287.35 = 0.696016 → TL = 0.45 % × 0.246016 = 0.110707 %; Tp = 2.940707 %
    // Pp = 39.15 + 2.940707 % × (5 400 − 5 235) = 44.00; A = 259.97 − 44.00 = 215.97 → 210.97 → ×0.995 = 209.92
    const c: Cas = {
      boursier: true,
      statut: 'locataire_meuble',
      loyer: 300,
      menage: { logement_crous: { [MOIS]: true } },
    };
    expect(calc(c, 'aide_logement_base_ressources')).toBe(5400);
    expect(calc(c, 'aide_logement')).toBeCloseTo(209.92, 2);
  });
});

describe('variables intermédiaires demandées', () => {
  it('étudiant à Lyon, loyer 400 € en juin seulement : aides de l’année 196,69 €, CRDS −0,99 €', () => {
    // (aide-logement.test.ts) brut 197.68 → CRDS = −0.5 % × 197.68 = −0.9884; Tp × (R − R0) = 3.135 % × 3 365
    expect(calc({}, 'aides_logement', 'famille_1', '2025')).toBeCloseTo(196.69, 2);
    expect(calc({}, 'crds_logement')).toBeCloseTo(-0.9884, 4);
    expect(calc({}, 'aide_logement_participation_ressources')).toBeCloseTo(105.49275, 5);
    expect(calc({}, 'aide_logement_non_calculable')).toBe('calculable');
  });

  it('en foyer : aide non calculable « locataire_foyer », K et L0 de l’AL', () => {
    // étudiant boursier en résidence CROUS : R = 5 400; K = 0.9 − 5 400 / (21 420.91 × 1.2) = 0.689925
    // E0 APL 2 (4 500) = 14.990 + 121.106 + 339.926 + 32.8 % × 404.95 = 608.85; L0 = (608.85 × 1.2 + 76.32) / 12
    const c: Cas = {
      boursier: true,
      statut: 'locataire_foyer',
      menage: { logement_crous: { [MOIS]: true } },
    };
    expect(calc(c, 'aide_logement_non_calculable')).toBe('locataire_foyer');
    expect(calc(c, 'aides_logement_foyer_k_al')).toBeCloseTo(0.689925, 6);
    expect(calc(c, 'aides_logement_loyer_minimal_al')).toBeCloseTo(67.24, 2);
  });
});
