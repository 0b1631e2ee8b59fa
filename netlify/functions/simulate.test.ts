import { describe, expect, it } from 'vitest';
import simulateFn from './simulate.mts';
import { payloadFrom, randomAnswers, rng } from '../../src/engine/simulateur/testing.ts';

const post = (body: string, headers: Record<string, string> = {}) =>
  simulateFn(
    new Request('http://localhost/.netlify/functions/simulate', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

const valid = payloadFrom({
  date_naissance: '2003-05-02',
  nationalite: 'francaise',
  situation_professionnelle: 'salarie',
  salaire_mensuel_net: 1100,
  type_logement: 'locataire_vide',
  loyer: 520,
  charges_logement: 50,
  code_postal: '33000',
});

describe('fonction simulate', () => {
  it('répond 200 avec droitsEligibles, droitsNonEligibles et droitsInjectes', async () => {
    const res = await post(JSON.stringify(valid));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['droitsEligibles', 'droitsInjectes', 'droitsNonEligibles']);
  });

  it('refuse une autre méthode que POST (405)', async () => {
    const res = await simulateFn(
      new Request('http://localhost/.netlify/functions/simulate', { method: 'GET' }),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await res.json()).error).toMatch(/non autorisée/);
  });

  it('refuse un corps de plus de 64 Ko (413)', async () => {
    const res = await post(JSON.stringify({ ...valid, padding: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
  });

  it('répond 400 en français quand le JSON est illisible', async () => {
    const res = await post('{"version": 17,');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it('répond 400 avec les détails de validation', async () => {
    const res = await post(JSON.stringify(payloadFrom({ loyer: 300 })));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('Erreurs de validation');
    expect(body.details).toContain('La date de naissance est obligatoire');
  });

  it('explique en français un payload mal formé (messages de zod compris)', async () => {
    const res = await post(JSON.stringify({ version: 18, answers: { all: 'pas une liste' } }));
    expect(res.status).toBe(400);
    const { details } = (await res.json()) as { details: string[] };
    expect(details).toContain('Entrée invalide : tableau attendu, chaîne de caractères reçu (answers.all)');
    expect(details.join(' ')).not.toMatch(/Invalid|expected|received/);
  });

  it('ne renvoie jamais de trace de pile', async () => {
    const res = await post(JSON.stringify({ answers: 'nope' }));
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('fuzz : 2 500 payloads aléatoires', () => {
  it('ne lève jamais d’exception ; valides → 200 aux montants finis, invalides → 400 avec un message', async () => {
    const r = rng(20261122);
    const mutations: Array<(p: Record<string, unknown>) => unknown> = [
      (p) => p,
      (p) => ({ ...p, version: Math.floor(r() * 30) }),
      (p) => ({ ...p, answers: null }),
      (p) => ({
        ...p,
        answers: { all: [{ entityName: 'individu', fieldName: 'date_naissance', value: 'pas une date' }] },
      }),
      (p) => ({ ...p, answers: { all: [{ entityName: 'chien', fieldName: 'x', value: 1 }] } }),
      (p) => ({ ...p, dateDeValeur: 'hier' }),
      (p) => [p],
      () => r() * 100,
      () => null,
      (p) => ({
        ...p,
        answers: { all: [{ entityName: 'individu', id: 'demandeur', fieldName: 'loyer', value: -5 }] },
      }),
    ];
    let ok = 0;
    let rejected = 0;
    for (let i = 0; i < 2_500; i++) {
      const base = payloadFrom(
        randomAnswers(r),
        `202${1 + Math.floor(r() * 5)}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-10`,
      );
      const payload = r() < 0.7 ? base : mutations[Math.floor(r() * mutations.length)](base as never);
      const res = await post(JSON.stringify(payload));
      const body = await res.json();
      if (res.status === 200) {
        ok++;
        for (const aid of [...body.droitsEligibles, ...body.droitsNonEligibles, ...body.droitsInjectes]) {
          if (!Number.isFinite(aid.montant) || aid.montant < 0)
            throw new Error(`montant invalide ${aid.id} ${aid.montant} pour ${JSON.stringify(payload)}`);
        }
      } else {
        if (res.status !== 400)
          throw new Error(`statut ${res.status} pour ${JSON.stringify(payload)} : ${JSON.stringify(body)}`);
        expect(typeof body.error).toBe('string');
        rejected++;
      }
    }
    expect(ok).toBeGreaterThan(1500);
    expect(rejected).toBeGreaterThan(125);
  }, 120_000);
});
