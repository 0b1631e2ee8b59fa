import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../lib/auth.tsx';
import { routes } from './router.tsx';
import { PageError } from './RouteError.tsx';

afterEach(cleanup);

const renderAt = (path: string, r = routes) =>
  render(
    <AuthProvider>
      <RouterProvider router={createMemoryRouter(r, { initialEntries: [path] })} />
    </AuthProvider>,
  );

function Broken(): never {
  throw new Error('panne');
}

describe('routeur', () => {
  it('affiche une vraie page 404 en français', async () => {
    renderAt('/page-inconnue');
    expect(
      await screen.findByRole('heading', { name: 'Page introuvable' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('remplace « Unexpected Application Error! » par un message en français', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/', [{ path: '/', element: <Broken />, errorElement: <PageError /> }]);
    expect(
      await screen.findByRole('heading', { name: 'Une erreur inattendue est survenue' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('envoie un visiteur non connecté d’une page du compte vers /login', async () => {
    renderAt('/dashboard');
    // the login screen is a lazy route: give it time on a loaded machine
    expect(
      await screen.findByRole('heading', { name: 'Connexion' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
