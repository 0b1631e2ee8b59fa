import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../../lib/auth.tsx';
import RegisterPage from './RegisterPage.tsx';
import VerificationEmailPage from './VerificationEmailPage.tsx';
import { signUpErrorMessage } from './schemas.ts';

// the form validates asynchronously (zod resolver): its messages appear a moment after the click
const LONG = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderAt = (path: string, element: React.ReactNode, state?: unknown) => {
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], {
    initialEntries: [
      { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
    ],
  });
  return render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
};

describe('inscription', () => {
  it('exige les six champs et des mots de passe identiques', async () => {
    const user = userEvent.setup();
    renderAt('/register', <RegisterPage />);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    for (const msg of [
      'Veuillez saisir votre prénom.',
      'Veuillez saisir votre nom.',
      'Veuillez saisir votre adresse e-mail.',
      'Veuillez saisir votre numéro de téléphone.',
      'Veuillez choisir un mot de passe.',
    ])
      expect(await screen.findByText(msg, {}, LONG)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Abcdefg1');
    await user.type(screen.getByLabelText(/^Confirmation/), 'Abcdefg2');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas', {}, LONG)).toBeInTheDocument();
  });

  it('garde le code de parrainage de ?ref= pour la première connexion', () => {
    renderAt('/register?ref=abc123', <RegisterPage />);
    expect(localStorage.getItem('aidy-referral-code')).toBe('ABC123');
    expect(screen.getByText('ABC123')).toBeInTheDocument();
  });

  it('traduit les raisons d’un mot de passe trop faible', () => {
    expect(signUpErrorMessage({ code: 'weak_password', reasons: ['length', 'characters'] })).toBe(
      'Le mot de passe doit contenir au moins 8 caractères. Le mot de passe doit contenir au moins une minuscule, une majuscule et un chiffre.',
    );
    expect(signUpErrorMessage({ code: 'unexpected_failure', message: 'Database error' })).toBe(
      "Une erreur est survenue lors de l'inscription",
    );
  });
});

describe('vérification de l’e-mail', () => {
  it('sans jeton : « Token de vérification manquant. » et un bouton vers la connexion', () => {
    renderAt('/verification-email', <VerificationEmailPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Token de vérification manquant.');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('juste après l’inscription : invite à ouvrir l’e-mail', () => {
    renderAt('/verification-email', <VerificationEmailPage />, { email: 'camille@example.com' });
    expect(screen.getByText('camille@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
