import { describe, expect, it } from 'vitest';
import { Simulation } from '../../index.ts';
import { demandeurOf } from '../../evaluate.ts';
import { ne, situation } from './testing.ts';
import { majorationVieAutonome } from './mva.ts';

const M = '2025-06';
type Vars = Record<string, Record<string, number | boolean | string>>;

/** 25 ans, incapacité de 80 %, sans revenus, seule dans un logement loué 500 € par mois à Lyon */
function locataire(moi: Vars = {}, menage: Vars = {}) {
  return new Simulation(
    situation({
      moi: { date_naissance: ne('2000-01-01'), taux_incapacite: { ETERNITY: 0.8 }, ...moi },
      menage: {
        loyer: { 2024: 6000, 2025: 6000 },
        statut_occupation_logement: { ETERNITY: 'locataire_vide' },
        depcom: { ETERNITY: '69123' },
        ...menage,
      },
    }),
  );
}
const evaluer = (s: Simulation, month = M) => majorationVieAutonome.evaluate(s, demandeurOf(s, 'moi'), month);

describe('majoration pour la vie autonome (caah)', () => {
  it("s'ajoute à l'AAH d'une locataire avec une aide au logement : 104,77 € par mois", () => {
    const s = locataire();
    expect(s.calc<number>('aah', 'moi', M)).toBeCloseTo(1033.32, 2);
    expect(s.calc<number>('aide_logement_montant', 'famille_1', M)).toBeGreaterThan(0);
    expect(s.calc<number>('eligibilite_caah', 'moi', M)).toBe(1);
    expect(s.calc<number>('caah', 'moi', M)).toBeCloseTo(104.77, 2);
    const aide = evaluer(s);
    expect(aide.eligible).toBe(true);
    expect(aide.montant).toBeCloseTo(104.77, 2);
    expect(aide.explication.join(' ')).toContain('104,77');
  });

  it('ni en foyer, ni hébergée par la personne de référence du ménage', () => {
    const foyer = locataire({}, { statut_occupation_logement: { ETERNITY: 'locataire_foyer' } });
    expect(foyer.calc<number>('caah', 'moi', M)).toBe(0);
    expect(evaluer(foyer).explication[0]).toContain('logement indépendant');

    const hebergee = new Simulation({
      individus: {
        parent: { date_naissance: ne('1970-01-01') },
        moi: { date_naissance: ne('2000-01-01'), taux_incapacite: { ETERNITY: 0.8 } },
      },
      familles: { f1: { parents: ['parent'] }, f2: { parents: ['moi'] } },
      menages: {
        m: {
          personne_de_reference: ['parent'],
          autres: ['moi'],
          loyer: { 2025: 6000 },
          statut_occupation_logement: { ETERNITY: 'locataire_vide' },
        },
      },
    } as never);
    expect(hebergee.calc<number>('eligibilite_caah', 'moi', M)).toBe(0);
  });

  it("aucun salaire au cours des 12 mois précédents : 300 € en décembre 2024 l'écartent", () => {
    const s = locataire({ salaire_imposable: { '2024-12': 300 }, salaire_net: { '2024-12': 300 } });
    expect(s.calc<number>('caah', 'moi', M)).toBe(0);
    expect(evaluer(s).explication[0]).toContain('12 derniers mois');
    // le même salaire en mai 2024 est hors des douze mois (juin 2024 à mai 2025)
    const avant = locataire({ salaire_imposable: { '2024-05': 300 }, salaire_net: { '2024-05': 300 } });
    expect(avant.calc<number>('caah', 'moi', M)).toBeCloseTo(104.77, 2);
  });

  it("sans aide au logement (propriétaire), la majoration n'est pas due", () => {
    const s = locataire({}, { statut_occupation_logement: { ETERNITY: 'proprietaire' }, loyer: {} });
    expect(s.calc<number>('eligibilite_caah', 'moi', M)).toBe(1);
    expect(s.calc<number>('caah', 'moi', M)).toBe(0);
    expect(evaluer(s).explication[0]).toContain('aide au logement');
  });

  it("demande un taux d'incapacité d'au moins 80 % : à 50 % avec restriction d'accès à l'emploi, rien", () => {
    const s = locataire({
      taux_incapacite: { ETERNITY: 0.5 },
      aah_restriction_substantielle_durable_acces_emploi: { ETERNITY: true },
    });
    expect(s.calc<number>('aah', 'moi', M)).toBeGreaterThan(0);
    expect(s.calc<number>('caah', 'moi', M)).toBe(0);
    expect(evaluer(s).explication[0]).toContain('80 %');
  });

  it('en juin 2019, le complément de ressources (1 039,31 − 860 = 179,31 €) passait avant la MVA', () => {
    // garantie de ressources 1 039,31 € et AAH 860 € depuis novembre 2018 ; capacité de travail < 5 %
    const s = locataire({ taux_capacite_travail: { ETERNITY: 0.03 } });
    expect(s.calc<number>('complement_ressources_aah', 'moi', '2019-06')).toBeCloseTo(179.31, 2);
    expect(s.calc<number>('caah', 'moi', '2019-06')).toBeCloseTo(179.31, 2);
    // supprimé au 1er décembre 2019 : la MVA seule
    expect(s.calc<number>('complement_ressources_aah', 'moi', '2019-12')).toBe(0);
    expect(s.calc<number>('caah', 'moi', '2019-12')).toBeCloseTo(104.77, 2);
  });

  it('compte dans les ressources de la CSS (12 × 104,77 = 1 257,24 €) et du RSA, sans changer l’aide au logement', () => {
    const avec = locataire();
    const sans = locataire({ caah: { 2024: 0, 2025: 0 } });
    const ecart = (name: string) =>
      avec.calc<number>(name, 'famille_1', M) - sans.calc<number>(name, 'famille_1', M);
    expect(ecart('css_cmu_base_ressources')).toBeCloseTo(1257.24, 2);
    expect(ecart('rsa_base_ressources_minima_sociaux')).toBeCloseTo(104.77, 2);
    expect(ecart('aide_logement_montant')).toBe(0);
  });
});

describe("éligibilité à l'ASI et à l'ASPA", () => {
  const personne = (vars: Vars) =>
    new Simulation(situation({ moi: { date_naissance: ne('1975-01-01'), ...vars } }));
  const asi = (vars: Vars) => personne(vars).calc<boolean>('asi_eligibilite', 'moi', M);

  it("une pension d'invalidité ouvre l'ASI avant l'âge de l'ASPA", () => {
    expect(asi({})).toBe(false);
    expect(asi({ pensions_invalidite: { [M]: 500 } })).toBe(true);
    expect(asi({ pensions_invalidite: { [M]: 500 }, date_naissance: ne('1958-01-01') })).toBe(false);
  });

  it('une personne handicapée qui touchait une retraite le mois précédent', () => {
    expect(asi({ handicap: { [M]: true } })).toBe(false);
    expect(asi({ handicap: { [M]: true }, retraite_nette: { '2025-05': 800 } })).toBe(true);
  });

  it("hors de l'EEE et de la Suisse, dix ans de titre de séjour", () => {
    const etranger = { pensions_invalidite: { [M]: 500 }, nationalite: { [M]: 'US' } };
    expect(asi({ ...etranger, duree_possession_titre_sejour: { [M]: 9 } })).toBe(false);
    expect(asi({ ...etranger, duree_possession_titre_sejour: { [M]: 10 } })).toBe(true);
    expect(asi({ ...etranger, nationalite: { [M]: 'CH' } })).toBe(true);
  });

  it("l'ASPA à 65 ans, ou dès l'âge légal de retraite avec une incapacité de plus de 50 %", () => {
    const aspa = (naissance: string, vars: Vars = {}) =>
      personne({ date_naissance: ne(naissance), ...vars }).calc<boolean>('aspa_eligibilite', 'moi', M);
    expect(aspa('1960-01-01')).toBe(true);
    expect(aspa('1961-01-01')).toBe(false);
    // 64 ans en juin 2025 : l'âge légal (64 ans depuis septembre 2023 dans ces paramètres)
    expect(aspa('1961-01-01', { taux_incapacite: { [M]: 0.6 } })).toBe(true);
    expect(aspa('1961-01-01', { inapte_travail: { [M]: true } })).toBe(true);
    expect(aspa('1962-01-01', { inapte_travail: { [M]: true } })).toBe(false);
  });
});
