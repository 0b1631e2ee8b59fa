import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  admin,
  heading,
  LONG,
  newUser,
  renderApp,
  resetApp,
  signIn,
} from '../../../tests/support/account.tsx';

afterEach(resetApp);

const settingsOf = async (id: string) =>
  (await admin().from('user_settings').select('dark_mode, email_notifications').eq('user_id', id).single())
    .data;

describe('/parametres', () => {
  it('le mode sombre suit l’appareil jusqu’au choix, bascule tout l’espace et est enregistré', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/parametres');
    await heading('Paramètres');
    const toggle = await screen.findByRole('switch', { name: 'Mode sombre' }, LONG);
    expect(
      screen.getByText('Votre espace suit pour l’instant le réglage de votre appareil.'),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const ui = userEvent.setup();
    await ui.click(toggle);
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'), LONG);
    expect(await screen.findByText('Paramètres enregistrés.', {}, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await settingsOf(user.id)).toMatchObject({ dark_mode: true }), LONG);
    expect(JSON.parse(localStorage.getItem('aidy-theme')!)).toMatchObject({ mode: 'dark' });

    await ui.click(screen.getByRole('button', { name: 'Suivre le réglage de mon appareil' }));
    await waitFor(async () => expect(await settingsOf(user.id)).toMatchObject({ dark_mode: null }), LONG);
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'), LONG);
  });

  it('les notifications par e-mail s’enregistrent', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/parametres');
    const toggle = await screen.findByRole('switch', { name: 'Notifications par e-mail' }, LONG);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.setup().click(toggle);
    await waitFor(
      async () => expect(await settingsOf(user.id)).toMatchObject({ email_notifications: false }),
      LONG,
    );
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
