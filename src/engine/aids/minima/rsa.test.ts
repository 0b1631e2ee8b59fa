import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { demandeurOf } from '../../evaluate.ts';
import { chaqueMois, ne, situation } from './testing.ts';
import { revenuSolidariteActive } from './rsa.ts';

const M = '2025-06'; // RSA montant de base 646,52 € since 2025-04-01
const rsa = (sit: ReturnType<typeof situation>) => new Simulation(sit).calc<number>('rsa', 'famille_1', M);
const locataire = { statut_occupation_logement: { [M]: 'locataire_vide' } };
// housing aid given as an input so that these cases do not depend on the housing family
const sansAl = { aide_logement: { [M]: 0 } };

describe('RSA', () => {
  it("une personne seule de 30 ans sans ressources, locataire avec 250 € d'aide au logement, touche 568,94 €", () => {
    const sit = situation({
      moi: { date_naissance: ne('1995-01-15') },
      famille: { aide_logement: { [M]: 250 } },
      menage: locataire,
    });
    // 646,52 − forfait logement min(250 ; 646,52 × 12 % = 77,58) = 568,94
    expect(rsa(sit)).toBeCloseTo(568.94, 2);
  });

  it('une personne seule de 30 ans sans ressources ni aide au logement touche le montant forfaitaire 646,52 €', () => {
    expect(
      rsa(situation({ moi: { date_naissance: ne('1995-01-15') }, menage: locataire, famille: sansAl })),
    ).toBeCloseTo(646.52, 2);
  });

  it('un propriétaire sans emprunt se voit déduire le forfait logement entier', () => {
    const sit = situation({
      moi: { date_naissance: ne('1990-01-15') },
      menage: { statut_occupation_logement: { [M]: 'proprietaire' } },
      famille: sansAl,
    });
    // 646,52 − 646,52 × 12 % = 568,94
    expect(rsa(sit)).toBeCloseTo(568.94, 2);
  });

  it('un couple de 30 ans sans ressources touche 969,78 €', () => {
    const sit = situation({
      moi: { date_naissance: ne('1995-01-15') },
      conjoint: { date_naissance: ne('1995-03-01') },
      menage: locataire,
      famille: sansAl,
    });
    // 646,52 × 1,5 = 969,78
    expect(rsa(sit)).toBeCloseTo(969.78, 2);
  });

  it('un couple avec deux enfants de 5 et 8 ans touche 1 205,89 € (allocations familiales déduites)', () => {
    const sit = situation({
      moi: { date_naissance: ne('1990-01-15') },
      conjoint: { date_naissance: ne('1991-01-15') },
      enfants: [{ date_naissance: ne('2020-01-01') }, { date_naissance: ne('2017-01-01') }],
      menage: locataire,
      famille: sansAl,
    });
    // 646,52 × (1 + 0,5 + 0,3 + 0,3) = 1 357,69 ; AF de base = 474,37 × 32 % = 151,80 → 1 357,69 − 151,80 = 1 205,89
    expect(rsa(sit)).toBeCloseTo(1205.89, 1);
  });

  it('un parent isolé avec un bébé touche le RSA majoré, moins la PAJE et le forfait ASF : 802,64 €', () => {
    const sit = situation({
      moi: { date_naissance: ne('2003-05-01') },
      enfants: [{ date_naissance: ne('2024-09-01') }],
      menage: locataire,
      famille: sansAl,
    });
    // majoré : 646,52 × (1,28412 + 0,42804) = 1 106,95
    // PAJE de base 474,37 × 41,65 % = 197,58 ; ASF forfaitisée min(474,37 × 42,2 % ; 474,37 × 22,5 % = 106,73)
    // 1 106,95 − 197,58 − 106,73 = 802,64
    expect(rsa(sit)).toBeCloseTo(802.64, 1);
  });

  it('un salaire de 500 € par mois, qui continue, est déduit en entier : 146,52 €', () => {
    const sit = situation({
      moi: { date_naissance: ne('1990-01-15'), salaire_net: chaqueMois(500, M) },
      menage: locataire,
      famille: sansAl,
    });
    // 646,52 − (500 × 3) / 3 = 146,52
    expect(rsa(sit)).toBeCloseTo(146.52, 2);
  });

  it("un salaire qui s'arrête ce mois-ci n'est pas compté (neutralisation)", () => {
    const salaire = { '2025-03': 900, '2025-04': 900, '2025-05': 900 };
    const sit = situation({
      moi: { date_naissance: ne('1990-01-15'), salaire_net: salaire },
      menage: locataire,
      famille: sansAl,
    });
    expect(rsa(sit)).toBeCloseTo(646.52, 2);
  });

  it('un enfant dont les ressources données dépassent le plafond ne compte pas dans le foyer RSA', () => {
    // plafond hors majoration : 40 % du montant de base (646,52 € en juin 2025), soit 258,61 €
    const enfant = (ressources?: number) =>
      new Simulation(
        situation({
          moi: { date_naissance: ne('1990-01-01') },
          conjoint: { date_naissance: ne('1990-01-01') },
          enfants: [
            {
              date_naissance: ne('2015-01-01'),
              ...(ressources === undefined
                ? {}
                : { rsa_revenus_determination_enfant_a_charge: { [M]: ressources } }),
            },
          ],
        }),
      ).calc<boolean>('rsa_enfant_a_charge', 'enfant_1', M);
    expect(enfant()).toBe(true);
    expect(enfant(258)).toBe(true);
    expect(enfant(259)).toBe(false);
  });

  it("une personne de 22 ans sans enfant n'y a pas droit, et on lui dit pourquoi", () => {
    const s = new Simulation(
      situation({ moi: { date_naissance: ne('2003-01-15') }, menage: locataire, famille: sansAl }),
    );
    expect(s.calc('rsa', 'famille_1', M)).toBe(0);
    const ev = revenuSolidariteActive.evaluate(s, demandeurOf(s, 'moi'), M);
    expect(ev.eligible).toBe(false);
    expect(ev.explication.join(' ')).toMatch(/moins de 25 ans.*3.214 heures/);
  });

  it('un jeune actif de 22 ans ayant travaillé 2 ans sur les 3 dernières années touche 646,52 €', () => {
    const sit = situation({
      moi: { date_naissance: ne('2003-01-15'), rsa_jeune_condition_heures_travail_remplie: { [M]: true } },
      menage: locataire,
      famille: sansAl,
    });
    expect(rsa(sit)).toBeCloseTo(646.52, 2);
  });

  it("un étudiant de 27 ans n'a pas droit au RSA", () => {
    const s = new Simulation(
      situation({
        moi: { date_naissance: ne('1998-01-15'), activite: { [M]: 'etudiant' } },
        menage: locataire,
        famille: sansAl,
      }),
    );
    expect(s.calc('rsa', 'famille_1', M)).toBe(0);
    expect(revenuSolidariteActive.evaluate(s, demandeurOf(s, 'moi'), M).explication[0]).toMatch(/étudiants/);
  });

  it("un ressortissant hors Union européenne avec un titre de séjour depuis 2 ans n'y a pas droit", () => {
    const sit = situation({
      moi: {
        date_naissance: ne('1990-01-15'),
        nationalite: { [M]: 'MA' },
        duree_possession_titre_sejour: { [M]: 2 },
      },
      menage: locataire,
      famille: sansAl,
    });
    expect(rsa(sit)).toBe(0);
  });

  it('un Suisse, ou une personne que la situation dit ressortissante de l’EEE, suit la règle des 3 mois', () => {
    const avec = (vars: Record<string, Record<string, unknown>>) =>
      rsa(
        situation({
          moi: {
            date_naissance: ne('1990-01-15'),
            duree_possession_titre_sejour: { [M]: 1 },
            ...vars,
          } as never,
          menage: locataire,
          famille: sansAl,
        }),
      );
    expect(avec({ nationalite: { [M]: 'CH' } })).toBeCloseTo(646.52, 2);
    expect(avec({ nationalite: { [M]: 'MA' }, ressortissant_eee: { [M]: true } })).toBeCloseTo(646.52, 2);
    expect(avec({ nationalite: { [M]: 'MA' } })).toBe(0);
  });

  it("gagner plus ne fait jamais augmenter le RSA, et le montant n'est jamais négatif", () => {
    let precedent = Infinity;
    for (let salaire = 0; salaire <= 1500; salaire += 50) {
      const montant = rsa(
        situation({
          moi: { date_naissance: ne('1990-01-15'), salaire_net: chaqueMois(salaire, M) },
          menage: locataire,
          famille: sansAl,
        }),
      );
      expect(Number.isFinite(montant)).toBe(true);
      expect(montant).toBeGreaterThanOrEqual(0);
      expect(montant).toBeLessThanOrEqual(precedent);
      precedent = montant;
    }
  });

  it("l'explication détaille le montant forfaitaire, le forfait logement et les ressources", () => {
    const s = new Simulation(
      situation({
        moi: { date_naissance: ne('1995-01-15') },
        famille: { aide_logement: { [M]: 250 } },
        menage: locataire,
      }),
    );
    const ev = revenuSolidariteActive.evaluate(s, demandeurOf(s, 'moi'), M);
    expect(ev.eligible).toBe(true);
    expect(ev.montant).toBeCloseTo(568.94, 2);
    expect(ev.explication.join(' ')).toMatch(/646,52.*Forfait logement.*77,58/);
  });

  // rsa_montant skips the housing flat when the resources alone leave less than the minimum paid.
  it('sans montant forfaitaire (moins de 25 ans sans enfant), un forfait logement donné négatif compte encore', () => {
    const sit = (famille: Record<string, Record<string, number>>) =>
      situation({
        moi: { date_naissance: ne('2003-01-15') },
        menage: locataire,
        famille: { ...sansAl, ...famille },
      });
    expect(rsa(sit({}))).toBe(0);
    expect(rsa(sit({ rsa_forfait_logement: { [M]: -100 } }))).toBeCloseTo(100, 6);
  });

  it('des ressources au-dessus du montant forfaitaire donnent 0 sans calculer le forfait logement', () => {
    const sit = situation({
      moi: { date_naissance: ne('1995-01-15'), salaire_net: chaqueMois(2000, M) },
      menage: locataire,
      famille: { aide_logement: { [M]: 250 } },
    });
    expect(rsa(sit)).toBe(0);
  });

  describe('ressources hors activité, comme rsa.py', () => {
    // une personne seule de 45 ans, locataire sans aide au logement : 646,52 − ressources
    const seul = (revenus: Record<string, Record<string, number>>, foyer = {}) =>
      rsa(
        situation({
          moi: { date_naissance: ne('1980-01-01'), ...revenus },
          menage: locataire,
          famille: sansAl,
          foyer,
        }),
      );

    it('une pension alimentaire arrêtée est neutralisée même quand un chômage est versé : 146,52 €', () => {
      // 3 × 300 − 3 × 646,52 < 0 → 0 ; reste le chômage, 500 → 646,52 − 500
      const pension = { '2025-03': 300, '2025-04': 300, '2025-05': 300, [M]: 0 };
      expect(seul({ chomage_net: chaqueMois(500, M), pensions_alimentaires_percues: pension })).toBeCloseTo(
        146.52,
        2,
      );
    });

    it('un revenu négatif (loyers) compte pour 0, il ne réduit pas les autres ressources : 346,52 €', () => {
      expect(seul({ revenus_locatifs: chaqueMois(-200, M), salaire_net: chaqueMois(300, M) })).toBeCloseTo(
        346.52,
        2,
      );
    });

    it('des indemnités journalières données en total sont des ressources : 346,52 €', () => {
      expect(seul({ indemnites_journalieres: chaqueMois(300, M) })).toBeCloseTo(346.52, 2);
    });

    it('les rentes viagères et les plus-values du foyer fiscal comptent pour le déclarant principal', () => {
      // rentes 3 600 € par an → 300 € par mois ; plus-values 6 000 € de l'année → 500 € par mois
      expect(seul({}, { f1aw: { '2025': 3600 } })).toBeCloseTo(346.52, 2);
      expect(seul({}, { assiette_csg_plus_values: { '2025': 6000 } })).toBeCloseTo(146.52, 2);
    });
  });

  it('RSA majoré : un enfant de moins de 3 ans de la famille, pas un enfant à naître dans plus de six mois', () => {
    // parent isolé avec un enfant de 5 ans ; le second enfant naît en février 2026 (âge −1) : ni enfant de 0 à 2
    // ans, ni grossesse de moins de six mois → pas de majoration ; né en juillet 2024 (0 an) → majoration
    const majore = (naissance: string) =>
      new Simulation(
        situation({
          moi: { date_naissance: ne('1995-01-15') },
          enfants: [{ date_naissance: ne('2020-03-01') }, { date_naissance: ne(naissance) }],
          famille: sansAl,
          menage: locataire,
        }),
      ).calc<boolean>('rsa_majore_eligibilite', 'famille_1', M);
    expect(majore('2026-02-10')).toBe(false);
    expect(majore('2024-07-10')).toBe(true);
  });

  describe('travailleurs indépendants (rsa_eligibilite_tns, rsa_non_calculable)', () => {
    // Until 2016 the RSA had its own rules for the self-employed; since 2017 their last known yearly profit is a
    // resource like any other, and OpenFisca-France's two formulas end on 1 January 2017.
    const M16 = '2016-06'; // RSA montant de base 524,68 € since 2016-04-01
    const sim = (mois: string, moi: Record<string, unknown>, conjoint?: Record<string, unknown>) =>
      new Simulation(
        situation({
          moi: { date_naissance: ne('1990-01-15'), ...moi } as never,
          conjoint: conjoint && ({ date_naissance: ne('1990-01-15'), ...conjoint } as never),
          famille: { aide_logement: { [mois]: 0 } },
          menage: { statut_occupation_logement: { [mois]: 'locataire_vide' } },
        }),
      );

    it('depuis 2017, le bénéfice d’une micro-entreprise est une ressource : le RSA se calcule', () => {
      // 6 000 € de prestations en 2024, abattement de 50 % : 3 000 € par an, 250 € par mois → 646,52 − 250
      const s = sim(M, { rpns_micro_entreprise_CA_bic_service_imp: { '2024': 6000 } });
      expect(s.calc('rsa_non_calculable', 'famille_1', M)).toBe('calculable');
      expect(s.calc('rsa', 'famille_1', M)).toBeCloseTo(396.52, 2);
      const ev = revenuSolidariteActive.evaluate(s, demandeurOf(s, 'moi'), M);
      expect(ev).toMatchObject({ eligible: true, montant: 396.52 });
      expect(ev.explication[0]).not.toMatch(/^Estimation/);
    });

    it('en 2016, un chiffre d’affaires cette année ou l’an dernier : le département fixait le RSA', () => {
      const s = sim(M16, { rpns_micro_entreprise_CA_bic_service_imp: { '2015': 6000 } });
      const estimation = s.calc<number>('rsa_montant', 'famille_1', M16);
      expect(estimation).toBeGreaterThan(0);
      expect(s.calc('rsa_non_calculable', 'famille_1', M16)).toBe('tns');
      expect(s.calc('rsa', 'famille_1', M16)).toBe(0);
      // the simulator shows the estimate, and says who decides
      const ev = revenuSolidariteActive.evaluate(s, demandeurOf(s, 'moi'), M16);
      expect(ev).toMatchObject({ eligible: true, montant: estimation });
      expect(ev.explication[0]).toMatch(/^Estimation : pour un travailleur indépendant, le département/);
    });

    it('un conjoint indépendant : conjoint_tns en 2016, son bénéfice compté depuis 2017', () => {
      expect(
        sim(M16, {}, { rpns_autres_revenus: { '2016': 1200 } }).calc('rsa_non_calculable', 'famille_1', M16),
      ).toBe('conjoint_tns');
      // 2025 : 646,52 × 1,5 = 969,78 € pour un couple, moins 1 200 / 12 = 100 € → 869,78 €
      const s = sim(M, {}, { rpns_autres_revenus: { '2025': 1200 } });
      expect(s.calc('rsa_non_calculable', 'famille_1', M)).toBe('calculable');
      expect(s.calc('rsa', 'famille_1', M)).toBeCloseTo(869.78, 2);
    });

    it('employer un salarié fermait le droit en 2016 (on lui disait pourquoi) ; plus depuis 2017', () => {
      const avant = sim(M16, { tns_avec_employe: { [M16]: true } });
      expect(avant.calc('rsa_eligibilite_tns', 'famille_1', M16)).toBe(false);
      expect(avant.calc('rsa', 'famille_1', M16)).toBe(0);
      const ev = revenuSolidariteActive.evaluate(avant, demandeurOf(avant, 'moi'), M16);
      expect(ev.eligible).toBe(false);
      expect(ev.explication[0]).toMatch(/avec des salariés/);
      const depuis = sim(M, { tns_avec_employe: { [M]: true } });
      expect(depuis.calc('rsa_eligibilite_tns', 'famille_1', M)).toBe(true);
      expect(depuis.calc('rsa', 'famille_1', M)).toBeCloseTo(646.52, 2);
    });

    it("en 2016, le chiffre d'affaires de l'an dernier au-delà du plafond micro de l'activité fermait le droit", () => {
      // 2015 : 40 000 € de prestations (plafond 32 900 €) → non ; 40 000 € d'achat-revente (82 200 €) → oui
      const ca = (annee: string) => ({
        rpns_autres_revenus_chiffre_affaires: { [`month:${annee}-01:12`]: 40000 },
      });
      const tns = (mois: string, type: string) =>
        sim(mois, {
          ...ca(String(Number(mois.slice(0, 4)) - 1)),
          tns_autres_revenus_type_activite: { [mois]: type },
        }).calc('rsa_eligibilite_tns', 'famille_1', mois);
      expect(tns(M16, 'bic')).toBe(false);
      expect(tns(M16, 'achat_revente')).toBe(true);
      expect(tns(M, 'bic')).toBe(true);
    });

    it("jusqu'en 2016, un bénéfice agricole de l'an dernier sous 800 Smic horaires (majorés selon le foyer)", () => {
      // 2016 : 800 × 9,67 € = 7 736 € pour une personne seule ; supprimé au 1er janvier 2017
      const agricole = (annee: number, benefice: number) =>
        new Simulation(
          situation({
            moi: { date_naissance: ne('1980-01-15'), arag_impg: { [String(annee - 1)]: benefice } },
          }),
        ).calc<boolean>('rsa_eligibilite_tns', 'famille_1', `${annee}-06`);
      expect(agricole(2016, 7700)).toBe(true);
      expect(agricole(2016, 7800)).toBe(false);
      expect(agricole(2018, 7800)).toBe(true);
    });
  });
});
