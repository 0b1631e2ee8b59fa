import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthContext } from '../lib/auth.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { Footer } from './layout/Footer.tsx';
import { ConsentProvider } from '../features/consent/ConsentProvider.tsx';

afterEach(cleanup);

const auth = (status: 'anonymous' | 'authenticated', signedOut = false) => ({
  status,
  session: null,
  displayName: 'Mon compte',
  referralMessage: null,
  signedOut,
  signOut: async () => {},
});

function renderGuarded(value: ReturnType<typeof auth>) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>accueil</p> },
      { path: '/login', element: <p>connexion</p> },
      { element: <RequireAuth />, children: [{ path: '/dashboard', element: <p>tableau de bord</p> }] },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <AuthContext value={value}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  return router;
}

describe('garde des pages du compte', () => {
  it('un visiteur sans session va vers /login, avec la page demandée', () => {
    const router = renderGuarded(auth('anonymous'));
    expect(screen.getByText('connexion')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fdashboard');
  });

  it('quelqu’un qui vient de se déconnecter depuis une page du compte arrive sur l’accueil', () => {
    const router = renderGuarded(auth('anonymous', true));
    expect(screen.getByText('accueil')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('une personne connectée voit la page', () => {
    renderGuarded(auth('authenticated'));
    expect(screen.getByText('tableau de bord')).toBeInTheDocument();
  });
});

describe('pied de page', () => {
  const renderFooter = (value: ReturnType<typeof auth>) =>
    render(
      <AuthContext value={value}>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '/',
                element: (
                  <ConsentProvider cookiesPath="/cookies">
                    <Footer />
                  </ConsentProvider>
                ),
              },
            ],
            { initialEntries: ['/'] },
          )}
        />
      </AuthContext>,
    );

  it('connecté, il ne propose plus Connexion ni Inscription', () => {
    renderFooter(auth('authenticated'));
    expect(screen.queryByRole('link', { name: 'Connexion' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Inscription' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('déconnecté, il les propose ; sans réseau configuré, aucun lien de réseau social', () => {
    renderFooter(auth('anonymous'));
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Réseaux sociaux' })).toBeNull();
  });
});
