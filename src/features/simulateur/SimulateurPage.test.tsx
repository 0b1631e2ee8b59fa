import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AuthProvider } from '../../lib/auth.tsx';
import SimulateurPage from './SimulateurPage.tsx';
import { SIMULATE_URL } from './api.ts';
import { COMMUNES_URL } from './communes.ts';

const server = setupServer(
  http.get(`*${COMMUNES_URL}`, ({ request }) =>
    HttpResponse.json({
      communes:
        new URL(request.url).searchParams.get('code_postal') === '69003'
          ? [{ code: '69123', nom: 'Lyon', departement: '69', region: '84' }]
          : [],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const COMPLETE = {
  date_naissance: '2004-03-15',
  nationalite: 'francaise',
  statut_marital: 'celibataire',
  lieu_residence: 'france_metropolitaine',
  situation_professionnelle: 'etudiant',
  type_logement: 'locataire',
  type_location: 'meuble',
  loyer: 480,
  code_postal: '69003',
  commune: '69123',
};

let router: ReturnType<typeof createMemoryRouter>;
function renderPage(url = '/simulateur') {
  router = createMemoryRouter(
    [
      { path: '/simulateur', element: <SimulateurPage /> },
      { path: '*', element: <p>ailleurs</p> },
    ],
    {
      initialEntries: [url],
    },
  );
  return render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
}

const atLastStep = () =>
  localStorage.setItem('aidy-simulateur', JSON.stringify({ answers: COMPLETE, step: 5, result: null }));

describe('simulateur', () => {
  it('refuse d’avancer sans les réponses obligatoires, puis efface les erreurs dès qu’on modifie une réponse', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('La question "Date de naissance" est obligatoire');
    expect(alert).toHaveTextContent('La question "Nationalité" est obligatoire');
    expect(screen.getByLabelText(/Nationalité/)).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText(/Nationalité/), 'francaise');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passe à l’étape suivante, place le focus sur son titre, et « Précédent » efface les erreurs', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/Date de naissance/), '2004-03-15');
    await user.selectOptions(screen.getByLabelText(/Nationalité/), 'francaise');
    await user.selectOptions(screen.getByLabelText(/Situation familiale/), 'celibataire');
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    const title = screen.getByRole('heading', { level: 2, name: 'Situation professionnelle' });
    expect(title).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La question "Quelle est votre situation actuelle ?" est obligatoire',
    );
    await user.click(screen.getByRole('button', { name: /Précédent/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Situation personnelle' })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    // answers are kept on the device
    expect(JSON.parse(localStorage.getItem('aidy-simulateur')!).answers.nationalite).toBe('francaise');
  });

  it('choisit seule la commune d’un code postal qui n’en a qu’une', async () => {
    localStorage.setItem(
      'aidy-simulateur',
      JSON.stringify({
        answers: { ...COMPLETE, commune: undefined, code_postal: undefined },
        step: 2,
        result: null,
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/Code postal/), '69003');
    await waitFor(() => expect(screen.getByLabelText(/Commune/)).toHaveValue('69123'));
  });

  it('affiche « Chargement... » puis les résultats à la place du formulaire', async () => {
    let release!: () => void;
    server.use(
      http.post(`*${SIMULATE_URL}`, async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({
          droitsEligibles: [
            {
              id: 'aide_logement',
              code: 'aide_logement',
              nom: 'Aide au logement',
              institution: 'CAF',
              description: 'Pour payer le loyer.',
              montant: 212.5,
              periodicite: 'mensuelle',
              lien: 'https://www.caf.fr',
              explication: [],
            },
          ],
          droitsNonEligibles: [
            {
              id: 'rsa',
              code: 'rsa',
              nom: 'RSA',
              institution: 'CAF',
              description: '',
              montant: 0,
              periodicite: 'mensuelle',
              lien: 'https://www.caf.fr',
              explication: ['Vous avez moins de 25 ans.'],
            },
          ],
          droitsInjectes: [],
        });
      }),
    );
    atLastStep();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Simuler' }));
    expect(await screen.findByRole('button', { name: 'Chargement...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Résultats de votre simulation' })).toBeInTheDocument();
    expect(screen.getByText('Aide au logement')).toBeInTheDocument();
    expect(screen.getAllByText(/212,50\s€/).length).toBeGreaterThan(0);
    expect(screen.getByText('Total estimé sur un an').nextSibling).toHaveTextContent(/2\s550,00\s€/);
    expect(screen.getByText('Vous avez moins de 25 ans.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simuler' })).toBeNull();
  });

  it('affiche l’erreur du catalogue dans l’encadré rouge quand la fonction échoue', async () => {
    server.use(
      http.post(`*${SIMULATE_URL}`, () => HttpResponse.json({ error: 'introuvable' }, { status: 404 })),
    );
    atLastStep();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Simuler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la simulation: Le service de calcul est temporairement indisponible. Veuillez réessayer plus tard. Veuillez réessayer ou contacter le support si le problème persiste.',
    );
    expect(screen.getByRole('button', { name: 'Simuler' })).toBeEnabled();
  });

  it('garde l’étape dans l’adresse : Précédent/Suivant du navigateur changent d’étape, un rechargement y reste', async () => {
    localStorage.setItem('aidy-simulateur', JSON.stringify({ answers: COMPLETE, step: 0, result: null }));
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await waitFor(() => expect(router.state.location.search).toBe('?etape=1'));
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Situation professionnelle' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?etape=2');
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(router.state.location.search).toBe('?etape=3');
    // the browser's Back button
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { level: 2, name: 'Situation professionnelle' })).toBeInTheDocument();
    // and Forward
    await act(() => router.navigate(1));
    expect(screen.getByRole('heading', { level: 2, name: 'Logement' })).toBeInTheDocument();
    unmount();
    // a reload on ?etape=3 shows step 3 with the answers kept on the device
    renderPage('/simulateur?etape=3');
    expect(screen.getByRole('heading', { level: 2, name: 'Logement' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Loyer mensuel/)).toHaveValue(480);
  });

  it('une aide gratuite dit « Gratuite », jamais « 0,00 € » ; une participation n’entre pas dans le total', async () => {
    const aide = (id: string, montant: number, legende?: string) => ({
      id,
      code: id,
      nom: id === 'css' ? 'Complémentaire santé solidaire' : 'Aide au logement',
      institution: 'CPAM',
      description: 'Description.',
      montant,
      periodicite: 'mensuelle',
      lien: 'https://www.ameli.fr',
      explication: ['Vos ressources sont sous le plafond.'],
      ...(legende ? { legende } : {}),
    });
    localStorage.setItem(
      'aidy-simulateur',
      JSON.stringify({
        answers: COMPLETE,
        step: 5,
        result: {
          droitsEligibles: [aide('aide_logement', 100), aide('css', 0, 'gratuite')],
          droitsNonEligibles: [],
        },
      }),
    );
    renderPage('/simulateur?etape=resultats');
    expect(await screen.findByRole('heading', { name: 'Résultats de votre simulation' })).toBeInTheDocument();
    const carte = screen
      .getByRole('heading', { level: 3, name: 'Complémentaire santé solidaire' })
      .closest('li')!;
    expect(carte).toHaveTextContent('Gratuite');
    expect(carte).not.toHaveTextContent('0,00');
    // one line of why, the details on demand
    expect(carte).toHaveTextContent('Vos ressources sont sous le plafond.');
    expect(screen.getByText('Total mensuel estimé').nextSibling).toHaveTextContent(/100,00\s€/);
  });
});
