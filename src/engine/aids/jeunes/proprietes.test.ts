// Properties of the etudes and jeunes families over grids of people: age caps hold, amounts are sane.
import { describe, expect, it } from 'vitest';
import { au, evaluer, naissancePourAge, type Personne } from '../etudes/situations.test-helpers.ts';
import { aids as etudes } from '../etudes/index.ts';
import { aids as jeunes } from './index.ts';
import type { AidDefinition } from '../../core/aid.ts';

const M = '2025-09';
const TROIS_MOIS = ['2025-06', '2025-07', '2025-08'];
const chaqueMois = (v: number) => Object.fromEntries([...TROIS_MOIS, M].map((m) => [m, v]));
const aid = (id: string) => [...etudes, ...jeunes].find((a) => a.id === id) as AidDefinition;

/** the most favourable profile for each aid, so that only the age can make it fail */
function profil(age: number, activite: string, extra: Partial<Personne> = {}): Personne {
  return {
    mois: M,
    naissance: naissancePourAge(age, M),
    individu: {
      activite: au(M, activite === 'alternant' ? 'actif' : activite),
      scolarite: au(M, activite === 'etudiant' ? 'enseignement_superieur' : 'inconnue'),
      statuts_etablissement_scolaire: au(M, 'public'),
      boursier: au(M, true),
      alternant: au(M, activite === 'alternant'),
      peec_employeur: au(M, true),
      salaire_net: au('2025-08', 1500),
      ...(extra.individu ?? {}),
    },
    famille: {
      rsa: chaqueMois(0),
      ppa: chaqueMois(0),
      aide_logement: au(M, 0),
      apl: au(M, 0),
      als: au(M, 0),
      alf: au(M, 0),
      ...(extra.famille ?? {}),
    },
    menage: {
      statut_occupation_logement: au(M, 'locataire_vide'),
      loyer: au(M, 400),
      date_entree_logement: au(M, '2025-10-01'),
      ...(extra.menage ?? {}),
    },
  };
}

const PLAFONDS_AGE: [string, number, string, Partial<Personne>?][] = [
  ['bourse_criteres_sociaux', 28, 'etudiant'],
  ['contrat_engagement_jeune', 25, 'chomeur'],
  ['pass_culture', 18, 'inactif'],
  ['pass_sport', 28, 'etudiant'],
  ['pret_etudiant_garanti', 27, 'etudiant'],
  ['visale', 30, 'actif'],
  ['mobili_jeune', 29, 'alternant'],
  ['locapass', 30, 'chomeur', { menage: { date_entree_logement: au(M, '2025-08-15') } }],
];

describe('propriétés des aides études et jeunes', () => {
  it.each(PLAFONDS_AGE)(
    '%s : une personne plus âgée que %i ans ne gagne jamais l’aide',
    (id, plafond, activite, extra) => {
      expect(evaluer(aid(id), profil(plafond, activite, extra)).eligible).toBe(true);
      for (let age = plafond + 1; age <= plafond + 15; age++) {
        const ev = evaluer(aid(id), profil(age, activite, extra));
        expect({ age, eligible: ev.eligible, montant: ev.montant }).toEqual({
          age,
          eligible: false,
          montant: 0,
        });
      }
    },
  );

  it('aucun montant n’est négatif ni NaN, quelle que soit la personne', () => {
    const activites = ['etudiant', 'chomeur', 'actif', 'inactif', 'alternant'];
    const salaires = [0, 450, 1200, 2500, 6000];
    for (const age of [14, 15, 16, 17, 18, 21, 25, 26, 28, 29, 30, 31, 40])
      for (const activite of activites)
        for (const salaire of salaires) {
          const p = profil(age, activite, {
            individu: {
              salaire_net: chaqueMois(salaire),
              chomage_net: chaqueMois(salaire / 3),
              boursier: au(M, salaire < 1000),
              bafa_etape: au(M, 'approfondissement'),
            },
          });
          for (const a of [...etudes, ...jeunes]) {
            const ev = evaluer(a, p);
            expect(Number.isFinite(ev.montant), `${a.id} pour ${age} ans ${activite} ${salaire} €`).toBe(
              true,
            );
            expect(ev.montant, `${a.id} pour ${age} ans ${activite} ${salaire} €`).toBeGreaterThanOrEqual(0);
            expect(ev.explication.length, `${a.id} doit s'expliquer`).toBeGreaterThan(0);
            if (!ev.eligible) expect(ev.montant).toBe(0);
          }
        }
  });

  it('chaque aide s’évalue sans erreur pour tous les mois de 2021 à 2026, même avant sa création', () => {
    for (let year = 2021; year <= 2026; year++)
      for (let month = 1; month <= 12; month++) {
        const mois = `${year}-${String(month).padStart(2, '0')}`;
        for (const activite of ['etudiant', 'chomeur', 'alternant']) {
          const p: Personne = {
            ...profil(20, activite),
            mois,
            naissance: naissancePourAge(20, mois),
            individu: {
              activite: au(mois, activite === 'alternant' ? 'actif' : activite),
              scolarite: au(mois, 'enseignement_superieur'),
              statuts_etablissement_scolaire: au(mois, 'public'),
              alternant: au(mois, activite === 'alternant'),
              peec_employeur: au(mois, true),
              secteur_activite_employeur: au(mois, 'agricole'),
              bourse_criteres_sociaux_echelon: au(mois, 5),
              bafa_etape: au(mois, 'approfondissement'),
            },
            // benefits of other families are pinned: this test is about the etudes and jeunes rules
            famille: Object.fromEntries(
              [
                'af',
                'aeeh',
                'asf',
                'aspa',
                'cf',
                'ppa',
                'rsa',
                'apl',
                'als',
                'alf',
                'aide_logement',
                'ars',
              ].map((v) => [v, { [String(year - 1)]: 0, [String(year)]: 0 }]),
            ),
            menage: { statut_occupation_logement: au(mois, 'locataire_vide'), loyer: au(mois, 500) },
          };
          for (const a of [...etudes, ...jeunes]) {
            const ev = evaluer(a, p);
            expect(Number.isFinite(ev.montant), `${a.id} en ${mois}`).toBe(true);
          }
        }
      }
  });
});
