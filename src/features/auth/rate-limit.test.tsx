// The auth server's 429 (too many sign-in attempts, codes or e-mails) reads as a French request to wait.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import LoginPage from './LoginPage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import { LOGIN_FAILED, loginErrorMessage, passwordErrorMessage, TOO_MANY_ATTEMPTS } from './schemas.ts';

const limited = { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' };
const auth = {
  signInWithPassword: vi.fn(),
  resetPasswordForEmail: vi.fn(),
};
vi.mock('../../lib/auth.tsx', () => ({ getSupabase: async () => ({ auth }) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderAt = (path: string, element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path, element }], { initialEntries: [path] })} />);

describe('trop de tentatives', () => {
  it('la connexion refusée pour excès de tentatives demande de patienter', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: limited });
    const user = userEvent.setup();
    renderAt('/login', <LoginPage />);
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Mauvais-1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(TOO_MANY_ATTEMPTS)).toBeInTheDocument();
    expect(screen.queryByText(LOGIN_FAILED)).toBeNull();
  });

  it('trop de demandes de réinitialisation : même message', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({
      data: {},
      error: { status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' },
    });
    const user = userEvent.setup();
    renderAt('/mot-de-passe-oublie', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.com');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByText(TOO_MANY_ATTEMPTS)).toBeInTheDocument();
  });

  it('un mauvais mot de passe reste « Email ou mot de passe incorrect »', () => {
    expect(loginErrorMessage({ status: 400, code: 'invalid_credentials' })).toBe(LOGIN_FAILED);
    expect(loginErrorMessage(limited)).toBe(TOO_MANY_ATTEMPTS);
    expect(passwordErrorMessage(limited)).toBe(TOO_MANY_ATTEMPTS);
  });
});
