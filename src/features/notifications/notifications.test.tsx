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
} from '../../../tests/support/account.tsx';

afterEach(resetApp);

async function withNotifications(messages: { message: string; link?: string; minutesAgo: number }[]) {
  const user = await newUser();
  await signIn(user);
  await admin()
    .from('notifications')
    .insert(
      messages.map((m) => ({
        user_id: user.id,
        type: 'request',
        message: m.message,
        link: m.link ?? null,
        created_at: new Date(Date.now() - m.minutesAgo * 60_000).toISOString(),
      })),
    );
  return user;
}

const items = () => within(screen.getByRole('main')).getAllByRole('listitem');

describe('/notifications', () => {
  it('« Aucune notification » quand il n’y en a pas', async () => {
    await signIn(await newUser());
    renderApp('/notifications');
    expect(await screen.findByText('Aucune notification', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('0 non lue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tout marquer comme lu/ })).toBeDisabled();
  });

  it('la plus récente d’abord, « N non lue(s) », une puis toutes marquées lues (la cloche suit)', async () => {
    const user = await withNotifications([
      { message: 'Ancienne', minutesAgo: 90 },
      { message: 'Récente', minutesAgo: 5 },
      { message: 'Moyenne', minutesAgo: 30 },
    ]);
    renderApp('/notifications');
    await heading('Notifications');
    expect(await screen.findByText('3 non lues', {}, LONG)).toBeInTheDocument();
    expect(items().map((li) => li.querySelector('button')?.getAttribute('aria-label'))).toEqual([
      'Non lue : Récente',
      'Non lue : Moyenne',
      'Non lue : Ancienne',
    ]);
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Marquer comme lue : Moyenne' }));
    expect(await screen.findByText('2 non lues', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications : 2 non lues' }, LONG)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: /Tout marquer comme lu/ }));
    expect(await screen.findByText('0 non lue', {}, LONG)).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Notifications : aucune non lue' }, LONG),
    ).toBeInTheDocument();
    const { data } = await admin().from('notifications').select('is_read').eq('user_id', user.id);
    expect(data!.every((n) => n.is_read)).toBe(true);
  });

  it('un clic marque lue et suit le lien ; « Supprimer » l’efface', async () => {
    const user = await withNotifications([
      { message: 'Votre parrainage avance', link: '/parrainage', minutesAgo: 1 },
      { message: 'À effacer', minutesAgo: 2 },
    ]);
    const { router } = renderApp('/notifications');
    const ui = userEvent.setup();
    await ui.click(
      await screen.findByRole('button', { name: 'Supprimer la notification : À effacer' }, LONG),
    );
    await waitFor(() => expect(screen.queryByText('À effacer')).toBeNull(), LONG);
    await ui.click(screen.getByRole('button', { name: 'Non lue : Votre parrainage avance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parrainage'), LONG);
    await waitFor(async () => {
      const { data } = await admin().from('notifications').select('message, is_read').eq('user_id', user.id);
      expect(data).toEqual([{ message: 'Votre parrainage avance', is_read: true }]);
    }, LONG);
  });
});
