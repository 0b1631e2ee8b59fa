import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
} from '../../../tests/support/account.tsx';

let adviserId: string;
beforeAll(async () => {
  adviserId = (await newUser({ prenom: 'Conseil', role: 'admin' })).id;
  const rows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    adviser_id: adviserId,
    weekday,
    start_time: '10:00',
    end_time: '18:00',
  }));
  const { error } = await admin().from('adviser_hours').insert(rows);
  if (error) throw new Error(error.message);
});
afterEach(async () => {
  await resetApp();
});

/** picks the first time of the n-th day offered, with the keyboard, and returns its ISO start */
async function pickSlot(user: ReturnType<typeof userEvent.setup>, dayIndex: number): Promise<string> {
  const select = await screen.findByRole('combobox', { name: 'Jour' }, LONG);
  const option = within(select).getAllByRole('option')[dayIndex] as HTMLOptionElement;
  await user.selectOptions(select, option.value);
  const radios = within(screen.getByRole('group', { name: /Heure/ })).getAllByRole('radio');
  await user.click(radios[0]);
  return (radios[0] as HTMLInputElement).value;
}

describe('/rendez-vous', () => {
  it('réserve un créneau (téléphone du profil prérempli), le liste, puis l’annule : le créneau est libre à nouveau', async () => {
    const person = await newUser({ prenom: 'Inès' });
    const db = await signIn(person);
    const user = userEvent.setup();
    renderApp('/rendez-vous');
    expect(await heading('Mes rendez-vous')).toBeInTheDocument();
    expect(await screen.findByText('Aucun rendez-vous programmé.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Téléphone/ })).toHaveValue('0611223344');
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(await screen.findByText('Choisissez un créneau.')).toBeInTheDocument();
    expect(screen.getByText(/Indiquez le sujet du rendez-vous/)).toBeInTheDocument();
    const start = await pickSlot(user, 3);
    await user.type(screen.getByRole('textbox', { name: /Sujet/ }), 'Ma demande de bourse');
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(await screen.findByText(/Rendez-vous réservé le/, {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('Sujet : Ma demande de bourse', {}, LONG)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Ajouter le rendez-vous du .* à mon agenda/ }),
    ).toBeInTheDocument();
    const { data: notes } = await db
      .from('notifications')
      .select('message')
      .like('message', 'Rendez-vous confirmé%');
    expect(notes).toHaveLength(1);
    const { data: freeAfter } = await db.rpc('free_slots');
    expect(
      (freeAfter as { starts_at: string }[]).some(
        (s) => new Date(s.starts_at).getTime() === new Date(start).getTime(),
      ),
    ).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Annuler le rendez-vous du/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    expect(await screen.findByText('Votre rendez-vous est annulé.', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('Aucun rendez-vous programmé.', {}, LONG)).toBeInTheDocument();
    const { data: freeAgain } = await db.rpc('free_slots');
    expect(
      (freeAgain as { starts_at: string }[]).some(
        (s) => new Date(s.starts_at).getTime() === new Date(start).getTime(),
      ),
    ).toBe(true);
  });

  it('course perdue : un message clair et les créneaux libres suivants', async () => {
    const rival = await newUser({ prenom: 'Rival' });
    const person = await newUser({ prenom: 'Hugo' });
    await signIn(person);
    const user = userEvent.setup();
    renderApp('/rendez-vous');
    const start = await pickSlot(user, 5);
    await user.type(screen.getByRole('textbox', { name: /Sujet/ }), 'Aide au permis');
    // someone else takes the only adviser's slot meanwhile
    const { error } = await admin()
      .from('appointments')
      .insert({
        client_id: rival.id,
        adviser_id: adviserId,
        starts_at: start,
        ends_at: new Date(new Date(start).getTime() + 30 * 60e3).toISOString(),
        topic: 'Plus rapide',
        phone: '0600000000',
      });
    expect(error).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(
      await screen.findByText(/Ce créneau vient d’être réservé par quelqu’un d’autre/, {}, LONG),
    ).toBeInTheDocument();
    const next = await screen.findAllByRole('button', { name: /^Choisir le / }, LONG);
    expect(next.length).toBeGreaterThan(0);
    await user.click(next[0]);
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(await screen.findByText(/Rendez-vous réservé le/, {}, LONG)).toBeInTheDocument();
  });

  it('à moins de 24 h : ni déplacement ni annulation, et le lien vers le support', async () => {
    const person = await newUser({ prenom: 'Léo' });
    await signIn(person);
    const soon = new Date(Date.now() + 5 * 3600e3);
    soon.setUTCMinutes(0, 0, 0);
    const { error } = await admin()
      .from('appointments')
      .insert({
        client_id: person.id,
        adviser_id: adviserId,
        starts_at: soon.toISOString(),
        ends_at: new Date(soon.getTime() + 30 * 60e3).toISOString(),
        topic: 'Urgent',
        phone: '0611223344',
      });
    expect(error).toBeNull();
    renderApp('/rendez-vous');
    expect(
      await screen.findByText(/moins de 24 h : il ne peut plus être déplacé ni annulé ici/, {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrire au support' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('button', { name: /^Annuler le rendez-vous du/ })).toBeNull();
  });
});
