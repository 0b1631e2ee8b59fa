import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import aidesLocalesFn from '../../../netlify/functions/aides-locales.mts';
import { COMMUNES_URL } from '../../lib/communes.ts';
import { paths } from '../../config/paths.ts';
import AidesLocalesPage from './AidesLocalesPage.tsx';
import AideLocalePage from './AideLocalePage.tsx';
import { AIDES_LOCALES_URL } from './api.ts';

// the real function answers (its catalogue and geography), the communes of two postal codes are given here
const server = setupServer(
  http.get(`*${AIDES_LOCALES_URL}`, ({ request }) => aidesLocalesFn(request)),
  http.get(`*${COMMUNES_URL}`, ({ request }) => {
    const cp = new URL(request.url).searchParams.get('code_postal');
    return HttpResponse.json({
      communes:
        cp === '29000'
          ? [{ code: '29232', nom: 'Quimper', departement: '29', region: '53' }]
          : cp === '29200'
            ? [{ code: '29019', nom: 'Brest', departement: '29', region: '53' }]
            : [],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.aidesLocales, element: <AidesLocalesPage /> },
      { path: paths.aideLocalePattern, element: <AideLocalePage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Les aides près de chez vous', () => {
  it('Quimper : un code postal, la commune, et les aides du Finistère avec leurs conditions', async () => {
    const user = userEvent.setup();
    const router = renderAt(paths.aidesLocales);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Les aides près de chez vous' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Voir les aides/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Saisissez le code postal de votre commune (5 chiffres).',
    );
    await user.type(screen.getByLabelText('Code postal'), '29000');
    expect(await screen.findByRole('option', { name: 'Quimper' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Voir les aides/ }));
    expect(
      await screen.findByRole('heading', { name: /aides pour les habitants de Quimper/ }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?commune=29232');
    expect(screen.getByRole('heading', { name: 'Aides du département' })).toBeInTheDocument();
    const fsl = screen.getByRole('link', {
      name: 'Aide au maintien dans votre logement du département du Finistère',
    });
    expect(fsl).toHaveAttribute('href', '/aides-locales/departement-finistere-fsl-eligibilite');
    expect(screen.getAllByText('Habiter le territoire de Département du Finistère.').length).toBeGreaterThan(
      0,
    );
  });

  it('la page d’une aide se partage par son adresse ; une aide inconnue le dit', async () => {
    renderAt(paths.aideLocale('departement-finistere-fsl-eligibilite'));
    expect(await screen.findByRole('heading', { level: 1, name: /du Finistère/ })).toBeInTheDocument();
    expect(screen.getByText('Montant variable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Informations officielles/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:/),
    );
    cleanup();
    renderAt(paths.aideLocale('nexiste-pas'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette aide n’existe pas ou n’est plus proposée.',
    );
  });
});
