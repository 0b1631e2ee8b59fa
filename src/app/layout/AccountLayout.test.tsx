import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { UNREAD_POLL_MS } from '../../features/notifications/useUnreadCount.ts';

afterEach(async () => {
  vi.useRealTimers();
  await resetApp();
});

const SEED_MENU = [
  'Tableau de bord',
  'Mes aides',
  'Mes demandes',
  'Paiement',
  'Support',
  'Notifications',
  'Profil',
  'Historique',
  'Paramètres',
  'Parrainage',
];

const sideMenu = async () => screen.findAllByRole('navigation', { name: 'Mon espace' }, LONG);

describe('coquille de l’espace', () => {
  it('un visiteur est envoyé vers /login, puis revient à la page demandée', async () => {
    const { router } = renderApp('/notifications');
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fnotifications');
  });

  it('menu latéral du client : toutes les entrées de la graine, sans Administration', async () => {
    await signIn(await newUser());
    renderApp('/dashboard');
    const [nav] = await sideMenu();
    await within(nav).findByRole('link', { name: 'Tableau de bord' }, LONG);
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    for (const label of SEED_MENU) expect(labels).toContain(label);
    expect(labels).not.toContain('Administration');
    expect(within(nav).getByRole('link', { name: 'Paiement' })).toHaveAttribute('href', '/paiement');
  });

  it('un conseiller voit l’entrée Administration ; sur /admin, le menu de l’administration', async () => {
    await signIn(await newUser({ role: 'admin' }));
    const { router } = renderApp('/dashboard');
    const [nav] = await sideMenu();
    expect(await within(nav).findByRole('link', { name: 'Administration' }, LONG)).toHaveAttribute(
      'href',
      '/admin',
    );
    await router.navigate('/admin');
    const [admin] = await screen.findAllByRole('navigation', { name: 'Administration' }, LONG);
    expect(within(admin).getByRole('link', { name: 'Utilisateurs' })).toHaveAttribute(
      'href',
      '/admin/utilisateurs',
    );
    expect(within(admin).getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('un client qui ouvre /admin voit la page réservée aux conseillers, dans la coquille', async () => {
    await signIn(await newUser());
    renderApp('/admin');
    expect(
      await screen.findByText('Cette page est réservée aux conseillers Aidy.', {}, LONG),
    ).toBeInTheDocument();
  });

  it('menu de l’avatar : les liens de la graine, et la déconnexion mène à l’accueil', async () => {
    const user = await newUser({ prenom: 'Sami', nom: 'Benali' });
    await signIn(user);
    const { router } = renderApp('/dashboard');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Sami Benali/ }, LONG));
    const menu = await screen.findByRole('menu', {}, LONG);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Tableau de bord', 'Mes aides', 'Paiement', 'Paramètres', 'Support', 'Déconnexion']);
    await ui.click(within(menu).getByRole('menuitem', { name: 'Déconnexion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LONG);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(localStorage.getItem('aidy-auth')).toBeNull(), LONG);
  });

  it('la cloche affiche 9+ au-delà de 9 et suit les nouvelles notifications sans rechargement', async () => {
    const user = await newUser();
    await signIn(user);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ user_id: user.id, type: 'system', message: `Info ${i}` }));
    await admin().from('notifications').insert(rows(3));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/dashboard');
    const bell = await screen.findByRole('link', { name: 'Notifications : 3 non lues' }, LONG);
    expect(within(bell).getByText('3')).toBeInTheDocument();
    await admin().from('notifications').insert(rows(9));
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS + 100);
    const updated = await screen.findByRole('link', { name: 'Notifications : 12 non lues' }, LONG);
    expect(within(updated).getByText('9+')).toBeInTheDocument();
  });

  it('sur un téléphone, le menu est un tiroir qui se ferme avec Échap', async () => {
    await signIn(await newUser());
    renderApp('/dashboard');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }, LONG));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, LONG);
    expect(within(drawer).getByRole('link', { name: 'Parrainage' })).toBeInTheDocument();
    expect(drawer.contains(document.activeElement)).toBe(true);
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull(), LONG);
  });

  it('le mode sombre choisi s’applique à l’espace, pas aux pages publiques', async () => {
    const user = await newUser();
    await signIn(user);
    await admin().from('user_settings').update({ dark_mode: true }).eq('user_id', user.id);
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'), LONG);
    expect(JSON.parse(localStorage.getItem('aidy-theme')!)).toMatchObject({ mode: 'dark' });
    await router.navigate('/faq');
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'), LONG);
  });
});
