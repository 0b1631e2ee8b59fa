import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupabase } from '../../lib/auth.tsx';
import { UNREAD_POLL_MS } from './useUnreadCount.ts';
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

  it('« Afficher les notifications plus anciennes » seulement quand il y en a au-delà des 50 affichées', async () => {
    const user = await withNotifications(
      Array.from({ length: 50 }, (_, i) => ({ message: `Message ${i + 1}`, minutesAgo: i + 1 })),
    );
    renderApp('/notifications');
    expect(await screen.findByText('50 non lues', {}, LONG)).toBeInTheDocument();
    expect(items()).toHaveLength(50);
    expect(screen.queryByRole('button', { name: /plus anciennes/ })).not.toBeInTheDocument();
    await resetApp();
    await admin().from('notifications').insert({
      user_id: user.id,
      type: 'request',
      message: 'La plus ancienne',
      created_at: '2026-01-01T00:00:00Z',
    });
    await signIn(user);
    renderApp('/notifications');
    const plus = await screen.findByRole('button', { name: /plus anciennes/ }, LONG);
    expect(items()).toHaveLength(50);
    await userEvent.setup().click(plus);
    await waitFor(() => expect(items()).toHaveLength(51), LONG);
    expect(screen.queryByRole('button', { name: /plus anciennes/ })).not.toBeInTheDocument();
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

/** The bell's channel, once the local server has confirmed the join. */
async function joinedBellChannel(userId: string) {
  const client = await getSupabase();
  await waitFor(() => {
    const channel = client.getChannels().find((c) => c.topic === `realtime:notifications:${userId}`);
    expect(channel?.state).toBe('joined');
  }, LONG);
  return client;
}

const notifyNow = (userId: string, message: string) =>
  admin().from('notifications').insert({ user_id: userId, type: 'system', message });

describe('la cloche en direct', () => {
  it('une notification créée côté serveur apparaît sans attendre le sondage de 30 s', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/dashboard');
    expect(
      await screen.findByRole('link', { name: 'Notifications : aucune non lue' }, LONG),
    ).toBeInTheDocument();
    await joinedBellChannel(user.id);
    const started = Date.now();
    await notifyNow(user.id, 'Votre conseiller a répondu');
    expect(await screen.findByRole('link', { name: 'Notifications : 1 non lue' }, LONG)).toBeInTheDocument();
    expect(Date.now() - started).toBeLessThan(UNREAD_POLL_MS);
  });

  it('quand la connexion temps réel tombe, le sondage reprend', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Notifications : aucune non lue' }, LONG);
    const client = await joinedBellChannel(user.id);
    await client.realtime.disconnect();
    await waitFor(() => {
      const channel = client.getChannels().find((c) => c.topic === `realtime:notifications:${user.id}`);
      expect(channel?.state).not.toBe('joined');
    }, LONG);
    await new Promise((r) => setTimeout(r, 500)); // the catch-up refetch after the drop is done
    await notifyNow(user.id, 'Pendant la coupure');
    // no socket: nothing live within a few seconds…
    await new Promise((r) => setTimeout(r, 3000));
    expect(screen.getByRole('link', { name: 'Notifications : aucune non lue' })).toBeInTheDocument();
    // …then the 30 s poll brings it
    expect(
      await screen.findByRole(
        'link',
        { name: 'Notifications : 1 non lue' },
        { timeout: UNREAD_POLL_MS + 15_000 },
      ),
    ).toBeInTheDocument();
  });
});
