import { describe, expect, it } from 'vitest';
import { buildPayload } from './payload.ts';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const find = (p: ReturnType<typeof buildPayload>, field: string) =>
  p.answers.all.filter((a) => a.fieldName === field);

describe('payload de simulation', () => {
  const payload = buildPayload(
    {
      date_naissance: '2004-03-15',
      nationalite: 'francaise',
      statut_marital: 'pacse',
      situation_professionnelle: 'salarie',
      salaire_mensuel_net: 900,
      type_logement: 'locataire',
      type_location: 'meuble',
      loyer: 480,
      colocation: 'oui',
      code_postal: '69003',
      commune: '69123',
      departement: '69',
      region: '84',
      epci: '200046977',
      epci_type: 'MET69',
      typeRessources: ['chomage_net'],
      montant_chomage: 0,
      projets: ['permis', 'velo'],
    },
    NOW,
  );

  it('a l’enveloppe de la spécification', () => {
    expect(payload).toMatchObject({
      dateDeValeur: NOW.toISOString(),
      finishedAt: NOW.toISOString(),
      status: 'new',
      version: 17,
    });
    expect(typeof payload.abtesting).toBe('object');
    expect(payload.answers.current).toEqual([]);
  });

  it('décrit chaque réponse par entité, identifiant, champ et chemin', () => {
    expect(find(payload, 'loyer')).toEqual([
      {
        entityName: 'menage',
        id: 'demandeur',
        fieldName: 'loyer',
        value: 480,
        path: '/simulation/menage/demandeur/loyer',
      },
    ]);
    expect(find(payload, 'date_naissance')[0]).toMatchObject({
      entityName: 'individu',
      value: '2004-03-15T00:00:00.000Z',
    });
    expect(find(payload, 'colocation')[0].value).toBe(true);
    expect(find(payload, 'en_couple')[0]).toMatchObject({ entityName: 'famille', value: true });
    expect(find(payload, 'departement')[0]).toMatchObject({ entityName: 'menage', value: '69' });
  });

  it('ne liste une ressource que si son montant est renseigné', () => {
    expect(find(payload, 'typeRessources')[0].value).toEqual(['salaire_net']);
  });

  it('traduit les projets en réponses d’intérêt, vraies ou fausses (noms lus par les aides locales)', () => {
    expect(find(payload, '_interetPermisDeConduire')[0].value).toBe(true);
    expect(find(payload, '_interetsAidesVelo')[0].value).toBe(true);
    expect(find(payload, '_interetBafa')[0].value).toBe(false);
    expect(find(payload, '_interetEtudesEtranger')[0].value).toBe(false);
  });

  it('envoie la date de naissance de chaque enfant comme une réponse de l’entité « enfants »', () => {
    const p = buildPayload(
      { nombre_enfants: 2, date_naissance_enfant_1: '2022-04-01', date_naissance_enfant_2: '2019-09-15' },
      NOW,
    );
    const enfants = p.answers.all.filter((a) => a.entityName === 'enfants');
    expect(enfants).toEqual([
      expect.objectContaining({
        id: 'enfant_1',
        fieldName: 'date_naissance',
        value: '2022-04-01T00:00:00.000Z',
      }),
      expect.objectContaining({
        id: 'enfant_2',
        fieldName: 'date_naissance',
        path: '/simulation/enfants/enfant_2/date_naissance',
      }),
    ]);
  });

  it('un étudiant qui a un emploi envoie son salaire, et le type de ressource salaire_net', () => {
    const p = buildPayload(
      {
        situation_professionnelle: 'etudiant',
        a_un_emploi: 'oui',
        salaire_mensuel_net: 650,
        heures_travail: 15,
      },
      NOW,
    );
    expect(find(p, 'a_un_emploi')[0].value).toBe(true);
    expect(find(p, 'salaire_mensuel_net')[0].value).toBe(650);
    expect(find(p, 'typeRessources')[0].value).toEqual(['salaire_net']);
    const sans = buildPayload(
      { situation_professionnelle: 'etudiant', a_un_emploi: 'non', salaire_mensuel_net: 650 },
      NOW,
    );
    expect(find(sans, 'salaire_mensuel_net')).toEqual([]);
  });

  it('ajoute les valeurs par défaut sans doublon', () => {
    expect(find(payload, 'enceinte')[0].value).toBe('pas_concerne');
    expect(find(payload, 'parents_rfr')[0]).toMatchObject({ entityName: 'parents', value: 0 });
    expect(find(payload, 'parents_nbptr')[0].value).toBe(1);
    expect(find(payload, 'parents_situation')[0].value).toBe('celibataire');
    const keys = payload.answers.all.map((a) => `${a.entityName}/${a.fieldName}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('n’envoie pas les réponses des questions masquées', () => {
    const p = buildPayload({ type_logement: 'heberge_parents', loyer: 500 }, NOW);
    expect(find(p, 'loyer')).toEqual([]);
  });
});
