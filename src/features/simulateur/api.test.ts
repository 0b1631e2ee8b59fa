import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { displayError, runSimulation, SIMULATE_URL, SIMULATION_ERRORS } from './api.ts';
import { buildPayload } from './payload.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const payload = buildPayload({
  date_naissance: '2004-03-15',
  nationalite: 'francaise',
  situation_professionnelle: 'etudiant',
});
const answer = (fn: (info: { request: Request }) => Response | Promise<Response>) =>
  server.use(http.post(`*${SIMULATE_URL}`, fn));
const failure = async (opts?: { timeout: number }) => {
  try {
    await runSimulation(payload, opts);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('la simulation aurait dû échouer');
};

const aid = {
  id: 'aide_logement',
  code: 'aide_logement',
  nom: 'Aide au logement',
  institution: 'CAF',
  description: 'd',
  montant: 200,
  periodicite: 'mensuelle',
  lien: 'https://caf.fr',
  explication: [],
};

describe('appel de la fonction simulate', () => {
  it('envoie le payload en JSON et lit droitsEligibles et droitsNonEligibles', async () => {
    let received: unknown;
    answer(async ({ request }) => {
      received = await request.json();
      expect(request.headers.get('accept')).toContain('application/json');
      return HttpResponse.json({
        droitsEligibles: [aid],
        droitsNonEligibles: [{ ...aid, id: 'rsa' }],
        droitsInjectes: [],
      });
    });
    const result = await runSimulation(payload);
    expect(result.droitsEligibles.map((a) => a.id)).toEqual(['aide_logement']);
    expect(result.droitsNonEligibles.map((a) => a.id)).toEqual(['rsa']);
    expect(received).toMatchObject({ status: 'new', version: 17 });
  });

  it('accepte une simple liste d’aides', async () => {
    answer(() => HttpResponse.json([aid]));
    expect((await runSimulation(payload)).droitsEligibles).toHaveLength(1);
  });

  it('délai dépassé → message de délai', async () => {
    answer(async () => {
      await delay(500);
      return HttpResponse.json([]);
    });
    expect(await failure({ timeout: 50 })).toBe(
      'Le serveur met trop de temps à répondre. Veuillez réessayer.',
    );
  });

  it('404 → service de calcul indisponible', async () => {
    answer(() => HttpResponse.json({ error: 'Not found' }, { status: 404 }));
    expect(await failure()).toBe(
      'Le service de calcul est temporairement indisponible. Veuillez réessayer plus tard.',
    );
  });

  it('400 → données invalides', async () => {
    answer(() =>
      HttpResponse.json(
        { error: 'Erreurs de validation', details: ['La date de naissance est obligatoire'] },
        { status: 400 },
      ),
    );
    expect(await failure()).toBe('Les données envoyées sont invalides. Veuillez vérifier vos informations.');
  });

  it('500 → erreur serveur', async () => {
    answer(() => HttpResponse.json({ error: 'boom' }, { status: 500 }));
    expect(await failure()).toBe('Une erreur est survenue sur le serveur. Notre équipe a été notifiée.');
  });

  it('autre statut (503, 401) ou réseau coupé → erreur inattendue', async () => {
    answer(() => new HttpResponse('indisponible', { status: 503 }));
    expect(await failure()).toBe(SIMULATION_ERRORS.other);
    answer(() => HttpResponse.json({}, { status: 401 }));
    expect(await failure()).toBe(SIMULATION_ERRORS.other);
    answer(() => HttpResponse.error());
    expect(await failure()).toBe(
      'Une erreur inattendue est survenue. Veuillez réessayer ou contacter le support.',
    );
  });

  it('réponse qui n’est pas une liste → format invalide', async () => {
    answer(() => HttpResponse.json({ resultat: 'ok' }));
    expect(await failure()).toBe('Le format de la réponse est invalide. Veuillez contacter le support.');
  });

  it('formate le message affiché comme le catalogue', () => {
    expect(displayError(SIMULATION_ERRORS.server)).toBe(
      'Erreur lors de la simulation: Une erreur est survenue sur le serveur. Notre équipe a été notifiée. Veuillez réessayer ou contacter le support si le problème persiste.',
    );
  });
});
