import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import VerificationEmailPage from './VerificationEmailPage.tsx';
import { VERIFY_FAILED, VERIFY_SUCCESS } from './schemas.ts';

const auth = {
  verifyOtp: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(async () => ({ error: null })),
};
vi.mock('../../lib/auth.tsx', () => ({ getSupabase: async () => ({ auth }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

function renderAt(search: string) {
  // the page reads the real address (before supabase-js clears the fragment), not only the router's
  window.history.replaceState(null, '', `/verification-email${search}`);
  const router = createMemoryRouter(
    [
      { path: '/verification-email', element: <VerificationEmailPage /> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: [`/verification-email${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('vérification de l’e-mail avec un jeton', () => {
  it('vérifie le token_hash, annonce le succès puis mène à /login après 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    auth.verifyOtp.mockResolvedValue({ error: null });
    const router = renderAt('?token_hash=abc&type=signup');
    expect(await screen.findByText(VERIFY_SUCCESS)).toBeInTheDocument();
    expect(auth.verifyOtp).toHaveBeenCalledWith({ token_hash: 'abc', type: 'signup' });
    expect(router.state.location.pathname).toBe('/verification-email');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('affiche l’erreur du catalogue quand le jeton est refusé, sans redirection', async () => {
    auth.verifyOtp.mockResolvedValue({ error: { message: 'Email link is invalid or has expired' } });
    const router = renderAt('?token_hash=perime&type=signup');
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFY_FAILED);
    expect(router.state.location.pathname).toBe('/verification-email');
  });
});
