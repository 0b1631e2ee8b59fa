import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  admin,
  heading,
  LONG,
  newRequest,
  newUser,
  renderApp,
  resetApp,
  signIn,
  mswForFailures,
} from '../../../tests/support/account.tsx';

const server = mswForFailures();
afterEach(async () => {
  vi.restoreAllMocks();
  await resetApp();
});

describe('tableau de bord', () => {
  it('montre ses données en 3 requêtes au plus (compte, cloche, tableau)', async () => {
    const user = await newUser({ prenom: 'Nora' });
    await signIn(user);
    await newRequest();
    const rest: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/rest/v1/'))
        rest.push(`${init?.method ?? 'GET'} ${decodeURIComponent(url.split('/rest/v1/')[1])}`);
      return realFetch(input, init);
    });
    renderApp('/dashboard');
    expect(await heading('Bonjour Nora !')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Vos aides demandées' }, LONG);
    expect(within(table).getByText('Aide personnalisée au logement (APL/ALS/ALF)')).toBeInTheDocument();
    expect(await screen.findByText('0 aide', {}, LONG)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(rest.length, rest.join('\n')).toBeLessThanOrEqual(3);
    expect(
      rest.some((r) => /^GET profiles\?select=.*credit_balances/.test(r)),
      'le compte',
    ).toBe(true);
    expect(
      rest.some((r) => /^HEAD notifications\?/.test(r)),
      'la cloche',
    ).toBe(true);
    expect(
      rest.some((r) => /^GET profiles\?select=.*form_requests/.test(r)),
      'le tableau',
    ).toBe(true);
  });

  it('calcule les cartes, le « +N depuis le mois dernier », filtre et liste les prochaines étapes', async () => {
    const user = await newUser({ prenom: 'Yanis' });
    const client = await signIn(user);
    await admin().rpc('admin_adjust_credits', { user_id: user.id, delta: 2, note: 'test' });
    const apl = await newRequest(undefined, { amount: 245 });
    await newRequest({ code: 'pass_culture', nom: 'Pass Culture', categorie: 'jeunes' }, { amount: 300 });
    await admin().rpc('set_request_status', { request_id: apl, status: 'approved' });
    void client;
    renderApp('/dashboard');
    expect(await heading('Bonjour Yanis !')).toBeInTheDocument();
    const cards = await screen.findByText('Total des aides', {}, LONG);
    const dl = cards.closest('dl')!;
    expect(within(dl).getByText('2')).toBeInTheDocument();
    expect(within(dl).getByText('+2 depuis le mois dernier')).toBeInTheDocument();
    expect(within(dl).getByText('+1 depuis le mois dernier')).toBeInTheDocument();
    expect(within(dl).getByText('245,00 €')).toBeInTheDocument();
    expect(within(dl).getByText('1 aide')).toBeInTheDocument();
    expect(within(dl).getByRole('link', { name: 'Acheter des aides' })).toHaveAttribute('href', '/packs');

    const user_ = userEvent.setup();
    await user_.selectOptions(screen.getByLabelText('Statut'), 'refusee');
    expect(screen.getByText('Aucune aide trouvée avec ce filtre.')).toBeInTheDocument();
    await user_.selectOptions(screen.getByLabelText('Statut'), 'obtenue');
    const table = screen.getByRole('table', { name: 'Vos aides demandées' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: /Détails/ })).toHaveAttribute('href', `/aides/${apl}`);

    // Pass Culture is pending without its identity document; the approved APL expects nothing more.
    expect(screen.getByText('1 document à fournir pour « Pass Culture ».')).toBeInTheDocument();
    expect(screen.queryByText(/pour « Aide personnalisée au logement/)).toBeNull();
    expect(screen.getByText('Aucun rendez-vous programmé.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Prendre rendez-vous/ })).toHaveAttribute('href', '/rendez-vous');
    expect(screen.getByRole('link', { name: /Nouvelle simulation/ })).toHaveAttribute('href', '/simulateur');
  });

  it('sans demande : les textes vides, pas de « +N », et la prochaine étape utilise l’aide offerte', async () => {
    await signIn(await newUser());
    renderApp('/dashboard');
    expect(await screen.findByText('Vous n’avez pas encore demandé d’aide.', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByText(/depuis le mois dernier/)).toBeNull();
    expect(
      screen.getByText('Il vous reste 1 aide à utiliser : faites votre prochaine demande.'),
    ).toBeInTheDocument();
  });

  it('une panne affiche le message et « Réessayer » recharge', async () => {
    await signIn(await newUser());
    let fail = true;
    server.use(
      http.get('*/rest/v1/profiles', ({ request }) =>
        fail && new URL(request.url).searchParams.get('select')?.includes('form_requests')
          ? HttpResponse.json({ message: 'panne' }, { status: 500 })
          : undefined,
      ),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByText(
        'Impossible de charger votre tableau de bord. Veuillez réessayer plus tard.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Vous n’avez pas encore demandé d’aide.', {}, LONG)).toBeInTheDocument();
  });

  it('le bloc rendez-vous liste les prochains rendez-vous', async () => {
    const adviser = await newUser({ role: 'admin' });
    const user = await newUser({ prenom: 'Rayan' });
    await signIn(user);
    const start = new Date(Date.now() + 3 * 86400e3);
    start.setUTCHours(12, 0, 0, 0);
    const { error } = await admin()
      .from('appointments')
      .insert({
        client_id: user.id,
        adviser_id: adviser.id,
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 30 * 60e3).toISOString(),
        topic: 'Dossier de bourse',
        phone: '0611223344',
      });
    expect(error).toBeNull();
    renderApp('/dashboard');
    const block = (await screen.findByRole('heading', { name: 'Mes rendez-vous' }, LONG)).closest('section')!;
    expect(await within(block as HTMLElement).findByText(/Dossier de bourse/, {}, LONG)).toBeInTheDocument();
    expect(within(block as HTMLElement).queryByText('Aucun rendez-vous programmé.')).toBeNull();
    expect(within(block as HTMLElement).getByRole('link', { name: 'Voir mes rendez-vous' })).toHaveAttribute(
      'href',
      '/rendez-vous',
    );
  });
});
