// Two-factor authentication (issue 20) on the local Supabase, with real TOTP codes computed from the key the
// screen shows: activation from /profil › Sécurité, « Code de vérification » after the password, removal after
// a fresh code, advisers sent to enrol or verify before /admin, and the back-office reset of another adviser.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  admin,
  heading,
  LONG,
  newUser,
  renderApp,
  resetApp,
  signIn,
  type TestUser,
} from '../../../tests/support/account.tsx';
import { totp } from '../../../tests/support/totp.ts';
import { getSupabase } from '../../lib/auth.tsx';

afterEach(resetApp);

/** A code of `secret` that is certainly wrong. */
const wrongCode = (secret: string) => (totp(secret) === '000000' ? '111111' : '000000');

async function typeCode(ui: ReturnType<typeof userEvent.setup>, code: string, button: string | RegExp) {
  const field = await screen.findByLabelText(/Code de vérification/, {}, LONG);
  await ui.clear(field);
  await ui.type(field, code);
  await ui.click(screen.getByRole('button', { name: button }));
  return field;
}

/** Activates TOTP from the Sécurité tab; returns the key read from the screen. */
async function activate(ui: ReturnType<typeof userEvent.setup>): Promise<string> {
  await ui.click(await screen.findByRole('button', { name: 'Activer la double authentification' }, LONG));
  const secret = (await screen.findByTestId('totp-secret', {}, LONG)).textContent!.replace(/\s/g, '');
  expect(screen.getByRole('img', { name: new RegExp(`QR code.*${secret}`) })).toBeInTheDocument();
  await typeCode(ui, totp(secret), 'Activer');
  expect(await screen.findByText('La double authentification est activée.', {}, LONG)).toBeInTheDocument();
  return secret;
}

describe('/profil › Sécurité — double authentification', () => {
  it('activer (QR code et clé, premier code), lister, supprimer après un nouveau code', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/profil?onglet=securite');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Activer la double authentification' }, LONG));
    const secret = (await screen.findByTestId('totp-secret', {}, LONG)).textContent!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const img = screen.getByRole('img', { name: new RegExp(`QR code.*${secret}`) });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await typeCode(ui, '12a', 'Activer');
    expect(
      await screen.findByText('Saisissez le code à 6 chiffres affiché par votre application.'),
    ).toBeInTheDocument();
    const field = await typeCode(ui, wrongCode(secret), 'Activer');
    expect(await screen.findByText(/Code incorrect ou expiré/, {}, LONG)).toBeInTheDocument();
    expect(field).toHaveValue(wrongCode(secret));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await typeCode(ui, totp(secret), 'Activer');
    expect(await screen.findByText('La double authentification est activée.', {}, LONG)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Méthodes de vérification' }, LONG);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /Application d’authentification — ajoutée le/,
    );
    const { data } = await (await getSupabase()).auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data?.currentLevel).toBe('aal2');

    await ui.click(within(list).getByRole('button', { name: /Supprimer/ }));
    await typeCode(ui, wrongCode(secret), 'Supprimer cette méthode');
    expect(await screen.findByText(/Code incorrect ou expiré/, {}, LONG)).toBeInTheDocument();
    await typeCode(ui, totp(secret), 'Supprimer cette méthode');
    expect(
      await screen.findByText('La méthode de vérification a été supprimée.', {}, LONG),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Activer la double authentification' }, LONG),
    ).toBeInTheDocument();
    const factors = await (await getSupabase()).auth.mfa.listFactors();
    expect(factors.data?.all.filter((f) => f.status === 'verified')).toEqual([]);
  });
});

describe('connexion avec un code de vérification', () => {
  async function clientWithFactor(): Promise<{ user: TestUser; secret: string }> {
    const user = await newUser();
    await signIn(user);
    renderApp('/profil?onglet=securite');
    const secret = await activate(userEvent.setup());
    await resetApp();
    return { user, secret };
  }

  it('après le mot de passe, « Code de vérification » ; un mauvais code est refusé en français', async () => {
    const { user, secret } = await clientWithFactor();
    const { router } = renderApp('/login?next=/notifications');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText(/Adresse e-mail/, {}, LONG), user.email);
    await ui.type(screen.getByLabelText(/Mot de passe/), user.password);
    await ui.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await heading('Code de vérification')).toBeInTheDocument();
    await typeCode(ui, wrongCode(secret), 'Vérifier');
    expect(await screen.findByText(/Code incorrect ou expiré/, {}, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await typeCode(ui, totp(secret), 'Vérifier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'), LONG);
  });

  it('une session au seul mot de passe est renvoyée vers le code avant l’espace', async () => {
    const { user, secret } = await clientWithFactor();
    await signIn(user);
    const { router } = renderApp('/demandes');
    expect(await heading('Code de vérification')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verification-code');
    await typeCode(userEvent.setup(), totp(secret), 'Vérifier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demandes'), LONG);
  });
});

describe('conseillers : /admin exige la double authentification', () => {
  it('un conseiller avec une application, au seul mot de passe, donne son code puis entre', async () => {
    const adviser = await newUser({ role: 'admin' });
    await signIn(adviser, { passwordOnly: true });
    const { router } = renderApp('/admin/demandes');
    expect(await heading('Code de vérification')).toBeInTheDocument();
    await typeCode(userEvent.setup(), totp(adviser.totpSecret!), 'Vérifier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/demandes'), LONG);
  });

  it('un conseiller sans application l’active d’abord, puis revient à /admin', async () => {
    const adviser = await newUser();
    await admin().from('profiles').update({ role: 'admin' }).eq('id', adviser.id);
    await signIn(adviser);
    const { router } = renderApp('/admin/utilisateurs');
    expect(await heading('Activez la double authentification')).toBeInTheDocument();
    await activateWithoutMessage(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/utilisateurs'), LONG);
  });

  it('un conseiller réinitialise la double authentification d’un autre, jamais la sienne', async () => {
    const me = await newUser({ role: 'admin' });
    const other = await newUser({ role: 'admin' });
    await signIn(me);
    renderApp(`/admin/utilisateurs/${other.id}`);
    const ui = userEvent.setup();
    const reset = await screen.findByRole(
      'button',
      { name: 'Réinitialiser la double authentification' },
      LONG,
    );
    await ui.click(reset);
    const dialog = await screen.findByRole('alertdialog', {}, LONG).catch(() => screen.findByRole('dialog'));
    await ui.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('Double authentification réinitialisée.', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText(/Aucune application d’authentification/, {}, LONG)).toBeInTheDocument();
    await resetApp();
    await signIn(me);
    renderApp(`/admin/utilisateurs/${me.id}`);
    expect(
      await screen.findByText(/C’est votre compte : gérez votre double authentification/, {}, LONG),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réinitialiser la double authentification' })).toBeNull();
  });
});

/** The enrol screen leaves as soon as the code is accepted (no success message there). */
async function activateWithoutMessage(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(await screen.findByRole('button', { name: 'Activer la double authentification' }, LONG));
  const secret = (await screen.findByTestId('totp-secret', {}, LONG)).textContent!.replace(/\s/g, '');
  await typeCode(ui, totp(secret), 'Activer');
}
