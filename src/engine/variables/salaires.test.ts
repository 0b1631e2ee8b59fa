import { describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';

const sim = (vars: Record<string, unknown>) =>
  new Simulation({ individus: { moi: { date_naissance: { ETERNITY: '2000-01-01' }, ...vars } as never } });

describe('salaire net et imposable à partir du brut', () => {
  it('les heures supplémentaires exonérées (hsup) sortent de l’imposable et du net, pas des ressources du RSA', () => {
    // 2 000 € brut dont 200 € d'heures supplémentaires exonérées : imposable 1 640,18 − 200 = 1 440,18 €
    const s = sim({ salaire_de_base: { '2025-06': 2000 }, hsup: { '2025-06': 200 } });
    expect(s.calc('salaire_imposable', 'moi', '2025-06')).toBeCloseTo(1440.18, 2);
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(1383.195, 3);
    // the RSA's activity income (the quarter's average) adds them back: the whole net pay, counted once
    const mois = ['2025-03', '2025-04', '2025-05', '2025-06'];
    const chaque = (v: number) => Object.fromEntries(mois.map((m) => [m, v]));
    const trimestre = sim({ salaire_de_base: chaque(2000), hsup: chaque(200) });
    expect(trimestre.calc('rsa_revenu_activite_individu', 'moi', '2025-06')).toBeCloseTo(1583.195, 3);
  });

  it('un salarié à 2 000 € brut en juin 2025 touche 1 583,20 € net, 1 640,18 € imposable', () => {
    // cotisations : 2 000 × (6,90 % + 3,15 % + 0,86 %) + 2 000 × 0,40 % = 218,20 + 8 = 226,20
    // assiette CSG-CRDS : 2 000 × 98,25 % = 1 965 ; CSG déductible 6,8 % = 133,62 ; CSG imposable + CRDS 2,9 % = 56,985
    // imposable = 2 000 − 226,20 − 133,62 = 1 640,18 ; net = 1 640,18 − 56,985 = 1 583,195
    const s = sim({ salaire_de_base: { '2025-06': 2000 } });
    expect(s.calc('salaire_imposable', 'moi', '2025-06')).toBeCloseTo(1640.18, 2);
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(1583.195, 3);
  });

  it('les retenues ont les noms et les signes d’OpenFisca, et un imposable donné garde la CSG calculée sur le brut', () => {
    const s = sim({ salaire_de_base: { '2025-06': 2000 } });
    expect(s.calc('cotisations_salariales', 'moi', '2025-06')).toBeCloseTo(-226.2, 6);
    expect(s.calc('csg_deductible_salaire', 'moi', '2025-06')).toBeCloseTo(-133.62, 6);
    expect(s.calc('csg_imposable_salaire', 'moi', '2025-06')).toBeCloseTo(-1965 * 0.024, 6);
    expect(s.calc('crds_salaire', 'moi', '2025-06')).toBeCloseTo(-1965 * 0.005, 6);
    // net = imposable donné + CSG non déductible et CRDS du brut (salaire_net d'OpenFisca)
    const donne = sim({ salaire_de_base: { '2025-06': 2000 }, salaire_imposable: { '2025-06': 1700 } });
    expect(donne.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(1700 - 56.985, 6);
    // sans brut, l'imposable donné est aussi le net
    expect(sim({ salaire_imposable: { '2025-06': 1700 } }).calc('salaire_net', 'moi', '2025-06')).toBe(1700);
  });

  it('un salaire net donné en entrée est gardé tel quel', () => {
    const s = sim({ salaire_de_base: { '2025-06': 2000 }, salaire_net: { '2025-06': 1500 } });
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBe(1500);
  });

  it("un apprenti payé sous 79 % du SMIC en 2024 n'a ni cotisation ni CSG", () => {
    // SMIC brut mensuel 2024 ≈ 1 766,92 € ; 79 % ≈ 1 395,87 € > 1 000 €
    const s = sim({ salaire_de_base: { '2024-06': 1000 }, apprenti: { '2024-06': true } });
    expect(s.calc('salaire_net', 'moi', '2024-06')).toBeCloseTo(1000, 6);
  });

  it('sans salaire brut, le net vaut 0', () => {
    expect(sim({}).calc('salaire_net', 'moi', '2025-06')).toBe(0);
  });

  it('les primes soumises à cotisations font partie du salaire : 2 000 € + 300 € de primes en juin 2025', () => {
    // 2 300 × (6,90 % + 3,15 % + 0,86 %) + 2 300 × 0,40 % = 250,93 + 9,20 = 260,13
    // CSG-CRDS sur 2 300 × 98,25 % = 2 259,75 : déductible 153,663 ; imposable + CRDS 65,53275
    const s = sim({ salaire_de_base: { '2025-06': 2000 }, primes_salaires: { '2025-06': 300 } });
    expect(s.calc('salaire_imposable', 'moi', '2025-06')).toBeCloseTo(2300 - 260.13 - 153.663, 6);
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(1820.67425, 6);
  });

  it('en juin 2018 : chômage 0,95 %, ARRCO et AGFF (avant le régime unifié), CSG déductible à 6,8 %', () => {
    // 2 300 × (6,90 % + 0,40 % + 0,95 % + 3,10 % + 0,80 %) = 279,45 ; CSG déductible 2 259,75 × 6,8 % = 153,663
    const s = sim({ salaire_de_base: { '2018-06': 2000 }, primes_salaires: { '2018-06': 300 } });
    expect(s.calc('salaire_imposable', 'moi', '2018-06')).toBeCloseTo(2300 - 279.45 - 153.663, 6);
    // en 2017 : chômage 2,40 %, maladie 0,75 %, CSG déductible 5,1 %
    // 2 000 × (6,90 % + 0,40 % + 2,40 % + 0,75 % + 3,10 % + 0,80 %) = 287 ; 1 965 × 5,1 % = 100,215
    const avant = sim({ salaire_de_base: { '2017-06': 2000 } });
    expect(avant.calc('salaire_imposable', 'moi', '2017-06')).toBeCloseTo(2000 - 287 - 100.215, 6);
    // octobre 2018 : plus de contribution chômage (6,90 % + 0,40 % + 3,10 % + 0,80 % = 11,20 %)
    const octobre = sim({ salaire_de_base: { '2018-10': 2000 } });
    expect(octobre.calc('salaire_imposable', 'moi', '2018-10')).toBeCloseTo(2000 - 2000 * 0.112 - 133.62, 6);
  });

  it('un cadre payé 5 000 € en 2025 : tranche 2 au-delà du PSS, CET et APEC', () => {
    // PSS 3 925 ; vieillesse 3 925 × 6,90 % + 5 000 × 0,40 % = 290,825
    // AGIRC-ARRCO 3 925 × 3,15 % + 1 075 × 8,64 % = 216,5175 ; CEG 3 925 × 0,86 % + 1 075 × 1,08 % = 45,365
    // CET 5 000 × 0,14 % = 7 (payé au-delà du PSS) ; APEC 5 000 × 0,024 % = 1,2 ; total 560,9075
    const cadre = sim({
      salaire_de_base: { '2025-06': 5000 },
      categorie_salarie: { '2025-06': 'prive_cadre' },
    });
    expect(cadre.calc('salaire_imposable', 'moi', '2025-06')).toBeCloseTo(5000 - 560.9075 - 334.05, 6);
    expect(cadre.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(5000 - 560.9075 - 334.05 - 142.4625, 6);
    const nonCadre = sim({ salaire_de_base: { '2025-06': 5000 } });
    expect(nonCadre.calc('salaire_imposable', 'moi', '2025-06')).toBeCloseTo(5000 - 559.7075 - 334.05, 6);
  });

  it("le régime local d'Alsace-Moselle ajoute sa cotisation maladie (1,30 % depuis avril 2022)", () => {
    const s = sim({
      salaire_de_base: { '2025-06': 2000 },
      salarie_regime_alsace_moselle: { '2025-06': true },
    });
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(1583.195 - 26, 6);
  });

  it("hors du salariat (catégorie « non pertinente ») il n'y a pas de cotisation, seulement la CSG et la CRDS", () => {
    const s = sim({
      salaire_de_base: { '2025-06': 2000 },
      categorie_salarie: { '2025-06': 'non_pertinent' },
    });
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(2000 - 1965 * 0.097, 6);
  });

  it('un agent contractuel public cotise à l’IRCANTEC, sans AGIRC-ARRCO, CEG ni chômage', () => {
    // 2 000 × (6,90 % + 0,40 % + 2,80 %) = 202 ; CSG et CRDS comme dans le privé
    const s = sim({
      salaire_de_base: { '2025-06': 2000 },
      categorie_salarie: { '2025-06': 'public_non_titulaire' },
    });
    expect(s.calc('cotisations_salariales', 'moi', '2025-06')).toBeCloseTo(-202, 6);
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(2000 - 202 - 1965 * 0.097, 6);
  });

  it("l'indemnité de fin de CDD due s'ajoute à la paie (10 % du salaire de base)", () => {
    const cdd = {
      salaire_de_base: { '2025-06': 2000 },
      contrat_de_travail_type: { '2025-06': 'cdd' },
      indemnite_fin_contrat_due: { '2025-06': true },
    };
    expect(sim(cdd).calc('indemnite_fin_contrat', 'moi', '2025-06')).toBeCloseTo(200, 6);
    const avecIndemnite = sim({ salaire_de_base: { '2025-06': 2200 } }).calc('salaire_net', 'moi', '2025-06');
    expect(sim(cdd).calc('salaire_net', 'moi', '2025-06')).toBeCloseTo(avecIndemnite, 6);
    // pas due, ou en CDI : rien
    const nonDue = { ...cdd, indemnite_fin_contrat_due: { '2025-06': false } };
    expect(sim(nonDue).calc('indemnite_fin_contrat', 'moi', '2025-06')).toBe(0);
    const cdi = { ...cdd, contrat_de_travail_type: { '2025-06': 'cdi' } };
    expect(sim(cdi).calc('indemnite_fin_contrat', 'moi', '2025-06')).toBe(0);
  });

  it("avant 2019 la paie d'un apprenti était exonérée de toute cotisation et de la CSG", () => {
    const s = sim({ salaire_de_base: { '2018-06': 1600 }, apprenti: { '2018-06': true } });
    expect(s.calc('salaire_net', 'moi', '2018-06')).toBeCloseTo(1600, 6);
  });
});

describe('apprenti et stagiaire calculés comme OpenFisca', () => {
  const avec = (naissance: string, vars: Record<string, unknown>) =>
    new Simulation({ individus: { moi: { date_naissance: { ETERNITY: naissance }, ...vars } as never } });

  it('un jeune de 19 ans dont le contrat a commencé le 1er septembre 2024 est apprenti en juin 2025', () => {
    // âge 19 (16 ≤ 19 < 25) ; du 2024-09-01 au 2025-06-02 : 274 jours, 274 / 365,2425 = 0,75 → 0 an < 3
    const s = avec('2006-01-10', { apprentissage_contrat_debut: { ETERNITY: '2024-09-01' } });
    expect(s.calc('apprenti', 'moi', '2025-06')).toBe(true);
    expect(s.calc('aide_financement_permis_apprenti', 'moi', '2025-06')).toBe(500);
  });

  it('les années de contrat se comptent en années moyennes de numpy, du début au lendemain du 1er du mois', () => {
    // du 2022-06-02 au 2025-06-02 : 1 096 jours × 400 / 146 097 = 3,0007 → 3 ans : plus apprenti
    // (au calendrier, le 1er juin 2025, les 3 ans ne sont pas encore révolus)
    const trois = avec('2005-01-10', { apprentissage_contrat_debut: { ETERNITY: '2022-06-02' } });
    expect(trois.calc('apprenti', 'moi', '2025-06')).toBe(false);
    // du 2022-06-03 : 1 095 jours → 2,998 → 2 ans : apprenti
    const deux = avec('2005-01-10', { apprentissage_contrat_debut: { ETERNITY: '2022-06-03' } });
    expect(deux.calc('apprenti', 'moi', '2025-06')).toBe(true);
  });

  it("passé 25 ans il n'est plus apprenti ; un apprenti donné en entrée l'emporte", () => {
    const s = avec('1999-01-10', { apprentissage_contrat_debut: { ETERNITY: '2024-09-01' } });
    expect(s.calc('apprenti', 'moi', '2025-06')).toBe(false);
    const donne = avec('1999-01-10', { apprenti: { '2025-06': true } });
    expect(donne.calc('apprenti', 'moi', '2025-06')).toBe(true);
    expect(avec('2006-01-10', {}).calc('apprenti', 'moi', '2025-06')).toBe(false);
  });

  it("la rémunération minimale n'est due qu'à un apprenti", () => {
    // 30 ans : pas apprenti, donc 0 (l'ancien calcul rendait 100 % du SMIC, tranche des 26 ans et plus)
    const vieux = avec('1995-01-10', { apprentissage_contrat_debut: { ETERNITY: '2024-09-01' } });
    expect(vieux.calc('remuneration_apprenti', 'moi', '2025-06')).toBe(0);
    // 19 ans, 1re année de contrat : 43 % × 151,67 h × 11,88 € = 774,78
    const jeune = avec('2006-01-10', { apprentissage_contrat_debut: { ETERNITY: '2024-09-01' } });
    expect(jeune.calc('remuneration_apprenti', 'moi', '2025-06')).toBeCloseTo(0.43 * 151.67 * 11.88, 2);
    // un contrat qui commence le 12 du mois : 1re année dès ce mois (et pas un montant indéfini)
    const debutDeMois = avec('2006-01-10', { apprentissage_contrat_debut: { ETERNITY: '2025-06-12' } });
    expect(debutDeMois.calc('remuneration_apprenti', 'moi', '2025-06')).toBeCloseTo(0.43 * 151.67 * 11.88, 2);
  });

  it('un stagiaire ne cotise pas aux retraites complémentaires ; la gratification au-delà du minimum cotise', () => {
    // janvier 2024, 700 € de salaire et 154 h de stage : vieillesse seule, 7,3 % × 700 = 51,10 € (sans
    // AGIRC-ARRCO ni CEG) ; CSG déductible 6,8 % × 98,25 % × 700 = 46,77 € → imposable 602,13 €, net 582,19 €
    const paye = avec('2004-01-10', {
      stage_duree_heures: { '2024-01': 154 },
      salaire_de_base: { '2024-01': 700 },
    });
    expect(paye.calc('cotisations_salariales', 'moi', '2024-01')).toBeCloseTo(-51.1, 6);
    expect(paye.calc('salaire_imposable', 'moi', '2024-01')).toBeCloseTo(602.133, 4);
    expect(paye.calc('salaire_net', 'moi', '2024-01')).toBeCloseTo(582.18825, 4);
    // 20 % du plafond horaire : 154 × 29 × 20 % = 893,20 €, dont 223,30 € au-dessus des 15 % : vieillesse
    // 16,30 €, CSG déductible 14,92 €, CSG et CRDS non déductibles 6,36 € (le salaire imposable et le net
    // sont alors négatifs, comme dans OpenFisca : la gratification compte à part, en indemnites_stage)
    const mieux = avec('2004-01-10', {
      stage_duree_heures: { '2024-01': 154 },
      stage_gratification_taux: { '2024-01': 0.2 },
    });
    expect(mieux.calc('stage_gratification_reintegration', 'moi', '2024-01')).toBeCloseTo(223.3, 6);
    expect(mieux.calc('cotisations_salariales', 'moi', '2024-01')).toBeCloseTo(-16.3009, 4);
    expect(mieux.calc('salaire_imposable', 'moi', '2024-01')).toBeCloseTo(-31.2196, 3);
    expect(mieux.calc('salaire_net', 'moi', '2024-01')).toBeCloseTo(-37.5819, 3);
    // au minimum légal, rien
    const minimum = avec('2004-01-10', { stage_duree_heures: { '2024-01': 154 } });
    expect(minimum.calc('cotisations_salariales', 'moi', '2024-01')).toBe(0);
  });

  it('un mois avec des heures de stage fait un stagiaire', () => {
    const s = avec('2004-01-10', { stage_duree_heures: { '2025-06': 140 } });
    expect(s.calc('stagiaire', 'moi', '2025-06')).toBe(true);
    expect(s.calc('stagiaire', 'moi', '2025-07')).toBe(false);
  });

  it('la gratification d’un stage est au moins le minimum légal, 15 % du plafond horaire par heure', () => {
    // juin 2025 : 154 h × 29 € × 15 % = 669,90 € ; janvier 2026 : 154 h × 30 € × 15 % = 693 €
    const s = avec('2004-01-10', { stage_duree_heures: { '2025-06': 154, '2026-01': 154 } });
    expect(s.calc('stage_gratification', 'moi', '2025-06')).toBeCloseTo(669.9, 6);
    expect(s.calc('stage_gratification', 'moi', '2026-01')).toBeCloseTo(693, 6);
    expect(s.calc('stage_gratification', 'moi', '2025-07')).toBe(0);
    // un taux convenu plus élevé l'emporte ; en mars 2015, le minimum était de 13,75 % de 24 €
    const mieux = avec('2004-01-10', {
      stage_duree_heures: { '2025-06': 154, '2015-03': 100 },
      stage_gratification_taux: { '2025-06': 0.2 },
    });
    expect(mieux.calc('stage_gratification', 'moi', '2025-06')).toBeCloseTo(154 * 29 * 0.2, 6);
    expect(mieux.calc('stage_gratification', 'moi', '2015-03')).toBeCloseTo(100 * 24 * 0.1375, 6);
    // une gratification donnée est gardée
    const donnee = avec('2004-01-10', {
      stage_duree_heures: { '2025-06': 154 },
      stage_gratification: { '2025-06': 800 },
    });
    expect(donnee.calc('stage_gratification', 'moi', '2025-06')).toBe(800);
  });
});

describe('plafond de la sécurité sociale ajusté (CSS R242-2 et R242-7)', () => {
  const JUIN = '2025-06';
  const partiel = (vars: Record<string, unknown> = {}) =>
    sim({
      salaire_de_base: { [JUIN]: 2500 },
      contrat_de_travail: { [JUIN]: 'temps_partiel' },
      heures_remunerees_volume: { [JUIN]: 75.835 },
      ...vars,
    });

  it('un temps partiel de 17 h 30 a la moitié du plafond : la part au-dessus paie les taux de la tranche 2', () => {
    // plafond 3 925 × 75,835 / 151,67 = 1 962,50 € ; cotisations sur 2 500 € :
    // vieillesse plafonnée 6,9 % × 1 962,50 + déplafonnée 0,4 % × 2 500 + AGIRC-ARRCO 3,15 % × 1 962,50
    // + 8,64 % × 537,50 + CEG 0,86 % × 1 962,50 + 1,08 % × 537,50 + CET 0,14 % × 2 500 = 279,85375 €
    // CSG sur 2 456,25 € : déductible 167,025, imposable et CRDS 71,23125 → net 1 981,89 € (1 978,99 € à plein plafond)
    const s = partiel();
    expect(s.calc('plafond_securite_sociale', 'moi', JUIN)).toBeCloseTo(1962.5, 6);
    expect(s.calc('cotisations_salariales', 'moi', JUIN)).toBeCloseTo(-279.85375, 6);
    expect(s.calc('salaire_net', 'moi', JUIN)).toBeCloseTo(1981.89, 6);
  });

  it('l’employeur et le salarié peuvent renoncer à l’ajustement depuis septembre 2023', () => {
    const renonce = { renonciation_ajustement_pss_temps_partiel: { [JUIN]: true, '2023-06': true } };
    expect(partiel(renonce).calc('plafond_securite_sociale', 'moi', JUIN)).toBe(3925);
    expect(partiel(renonce).calc('salaire_net', 'moi', JUIN)).toBeCloseTo(1978.99375, 6);
    // avant septembre 2023, le plafond d'un temps partiel est toujours ajusté : 3 666 / 2
    const avant = partiel({
      ...renonce,
      contrat_de_travail: { '2023-06': 'temps_partiel' },
      heures_remunerees_volume: { '2023-06': 75.835 },
    });
    expect(avant.calc('plafond_securite_sociale', 'moi', '2023-06')).toBeCloseTo(1833, 6);
  });

  it('un mois commencé en cours de contrat : le plafond au prorata des jours calendaires sur 30', () => {
    // embauche le 21 juin : 10 jours, plafond 3 925 × 10 / 30 = 1 308,33 € ; 1 500 € brut
    // → cotisations 169,469…, imposable 1 230,32 €, net 1 187,58 €
    const s = sim({
      salaire_de_base: { [JUIN]: 1500 },
      contrat_de_travail_debut: { [JUIN]: '2025-06-21' },
    });
    expect(s.calc('plafond_securite_sociale', 'moi', JUIN)).toBeCloseTo(1308.333333, 5);
    expect(s.calc('salaire_imposable', 'moi', JUIN)).toBeCloseTo(1230.315833, 5);
    expect(s.calc('salaire_net', 'moi', JUIN)).toBeCloseTo(1187.577083, 5);
  });

  it('un mois entier sous contrat garde tout le plafond, février compris', () => {
    const s = sim({
      salaire_de_base: { '2026-02': 4500 },
      contrat_de_travail_debut: { '2026-02': '2025-01-01' },
    });
    expect(s.calc('plafond_securite_sociale', 'moi', '2026-02')).toBe(4005);
  });

  it('un temps partiel sans ses heures garde tout le plafond, et un mois sans contrat ne donne pas NaN', () => {
    const sansHeures = sim({
      salaire_de_base: { [JUIN]: 2500 },
      contrat_de_travail: { [JUIN]: 'temps_partiel' },
    });
    expect(sansHeures.calc('plafond_securite_sociale', 'moi', JUIN)).toBe(3925);
    const fini = sim({ salaire_de_base: { [JUIN]: 1000 }, contrat_de_travail_fin: { [JUIN]: '2025-05-31' } });
    expect(fini.calc('plafond_securite_sociale', 'moi', JUIN)).toBe(0);
    // plafond nul : toute la paie dans la dernière tranche, comme OpenFisca
    expect(Number.isFinite(fini.calc<number>('salaire_net', 'moi', JUIN))).toBe(true);
  });
});

describe('salaire net à payer (bas du bulletin)', () => {
  it('le net, moins la part salariale des titres-restaurant, plus les indemnités forfaitaires', () => {
    const s = sim({
      salaire_de_base: { '2025-06': 2000 },
      titre_restaurant_valeur_unitaire: { '2025-06': 10 },
      titre_restaurant_volume: { '2025-06': 20 },
      titre_restaurant_taux_employeur: { '2025-06': 0.6 },
      indemnites_forfaitaires: { '2025-06': 50 },
    });
    const net = s.calc<number>('salaire_net', 'moi', '2025-06');
    // 20 titres de 10 € : 80 € à la charge du salarié (40 %), 120 € de l'employeur
    expect(s.calc('depense_cantine_titre_restaurant_employe', 'moi', '2025-06')).toBeCloseTo(-80, 6);
    expect(s.calc('depense_cantine_titre_restaurant_employeur', 'moi', '2025-06')).toBeCloseTo(120, 6);
    expect(s.calc('salaire_net_a_payer', 'moi', '2025-06')).toBeCloseTo(net - 80 + 50, 6);
  });

  it("la rémunération d'un apprenti, hors du salaire net, s'y ajoute", () => {
    const s = sim({ remuneration_apprenti: { '2025-06': 900 } });
    expect(s.calc('salaire_net', 'moi', '2025-06')).toBe(0);
    expect(s.calc('salaire_net_a_payer', 'moi', '2025-06')).toBe(900);
  });
});
