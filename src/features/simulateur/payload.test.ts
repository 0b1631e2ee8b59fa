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

  it('traduit les projets en indicateurs d’intérêt', () => {
    expect(find(payload, 'interet_permis')[0].value).toBe(true);
    expect(find(payload, 'interet_velo')[0].value).toBe(true);
    expect(find(payload, 'interet_bafa')).toEqual([]);
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
