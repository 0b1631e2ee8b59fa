import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  admin,
  heading,
  LONG,
  newUser,
  renderApp,
  resetApp,
  signIn,
} from '../../../../tests/support/account.tsx';

afterEach(async () => {
  await resetApp();
});

/** a client's 30-minute appointment with a new adviser, `days` from now at `hourUtc` */
async function rendezVousPris(
  client: { prenom: string; nom: string },
  days: number,
  hourUtc: number,
  topic: string,
) {
  const adviser = await newUser({ prenom: 'Sam', role: 'admin' });
  const person = await newUser(client);
  const start = new Date(Date.now() + days * 86400e3);
  start.setUTCHours(hourUtc, 0, 0, 0);
  const { error } = await admin()
    .from('appointments')
    .insert({
      client_id: person.id,
      adviser_id: adviser.id,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 30 * 60e3).toISOString(),
      topic,
      phone: '0611223344',
    });
  expect(error).toBeNull();
  return { adviser, person };
}

describe('/admin/rendez-vous', () => {
  it('un client voit « Accès réservé aux conseillers. »', async () => {
    await signIn(await newUser());
    renderApp('/admin/rendez-vous');
    expect(await screen.findByText('Accès réservé aux conseillers.', {}, LONG)).toBeInTheDocument();
  });

  it('le conseiller publie ses horaires, voit son agenda et annule avec une raison : le client est prévenu', async () => {
    const { adviser, person } = await rendezVousPris(
      { prenom: 'Zoé', nom: 'Durand' },
      4,
      13,
      'Garantie jeunes',
    );
    await signIn(adviser);
    const user = userEvent.setup();
    renderApp('/admin/rendez-vous');
    expect(await heading('Rendez-vous des conseillers')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Jour' }, LONG), 'mardi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'De' }), '14:00');
    await user.click(screen.getByRole('button', { name: 'Ajouter ces horaires' }));
    expect(await screen.findByText('mardi de 14h00 à 18h00', {}, LONG)).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: /Annuler le rendez-vous du .* avec Zoé Durand/ }, LONG),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Raison donnée au client' }),
      'Formation imprévue',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await screen.findByText(/annulé : Zoé Durand est prévenu/, {}, LONG)).toBeInTheDocument();
    const { data } = await admin().from('notifications').select('message').eq('user_id', person.id);
    expect((data ?? []).map((n) => n.message)).toContainEqual(
      expect.stringMatching(/Votre conseiller a annulé le rendez-vous du .* : Formation imprévue/),
    );
  });

  it('fermer la fenêtre avant la réponse n’empêche pas l’annulation d’être confirmée', async () => {
    const { adviser } = await rendezVousPris({ prenom: 'Léa', nom: 'Martin' }, 5, 9, 'CAF');
    await signIn(adviser);
    const user = userEvent.setup();
    renderApp('/admin/rendez-vous');
    await user.click(
      await screen.findByRole('button', { name: /Annuler le rendez-vous du .* avec Léa Martin/ }, LONG),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Raison donnée au client' }), 'Absence');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText(/annulé : Léa Martin est prévenu/, {}, LONG)).toBeInTheDocument();
  });
});
