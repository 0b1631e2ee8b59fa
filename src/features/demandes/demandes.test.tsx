import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
  await resetApp();
});

const balanceOf = async (id: string) =>
  (
    (await admin().from('credit_balances').select('balance').eq('user_id', id).single()).data as {
      balance: number;
    }
  ).balance;

describe('/demandes', () => {
  it('sans demande : « Vous n’avez pas encore de demandes. » et un lien vers /nouvelle-demande', async () => {
    await signIn(await newUser());
    renderApp('/demandes');
    expect(await screen.findByText("Vous n'avez pas encore de demandes.", {}, LONG)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Nouvelle demande/ })[0]).toHaveAttribute(
      'href',
      '/nouvelle-demande',
    );
  });

  it('liste les demandes, la plus récente d’abord, avec date jj/mm/aaaa, statut et paiement', async () => {
    const user = await newUser();
    await signIn(user);
    const first = await newRequest();
    const second = await newRequest(
      { code: 'pass_culture', nom: 'Pass Culture', categorie: 'jeunes' },
      { payByCard: true },
    );
    await admin().rpc('set_request_status', { request_id: first, status: 'in_progress' });
    renderApp('/demandes');
    const table = await screen.findByRole('table', {}, LONG);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('rowheader')[0].textContent)).toEqual([
      'Pass Culture',
      'Aide personnalisée au logement (APL/ALS/ALF)',
    ]);
    expect(within(rows[0]).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(rows[0]).getByText('En attente', { selector: 'td:nth-child(3)' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('En attente', { selector: 'td:nth-child(4)' })).toBeInTheDocument();
    // on a phone the request's name titles its card and each other cell shows its column's label
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.dataset.label),
    ).toEqual(['Date', 'Statut', 'Paiement', undefined]);
    expect(within(rows[1]).getByText('En cours de traitement')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Non requis')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: /Voir/ })).toHaveAttribute(
      'href',
      `/demandes/${second}`,
    );
    // only a pending request can be cancelled
    expect(within(rows[0]).getByRole('button', { name: /Annuler/ })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /Annuler/ })).toBeNull();
  });

  it('annule une demande en attente après confirmation ; le crédit revient', async () => {
    const user = await newUser();
    await signIn(user);
    const id = await newRequest();
    expect(await balanceOf(user.id)).toBe(0);
    renderApp('/demandes');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Annuler la demande/ }, LONG));
    const dialog = await screen.findByRole('alertdialog', {}, LONG);
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir annuler cette demande ?')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Oui, annuler la demande' }));
    expect(await screen.findByText('Annulée', {}, LONG)).toBeInTheDocument();
    const { data } = await admin().from('form_requests').select('status').eq('id', id).single();
    expect(data).toEqual({ status: 'cancelled' });
    expect(await balanceOf(user.id)).toBe(1);
  });

  it('si l’annulation échoue : « Impossible d’annuler la demande… » et rien ne change', async () => {
    await signIn(await newUser());
    await newRequest();
    server.use(
      http.post('*/rest/v1/rpc/cancel_form_request', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderApp('/demandes');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Annuler la demande/ }, LONG));
    await ui.click(await screen.findByRole('button', { name: 'Oui, annuler la demande' }, LONG));
    expect(
      await screen.findByText("Impossible d'annuler la demande. Veuillez réessayer plus tard.", {}, LONG),
    ).toBeInTheDocument();
  });

  it('une liste illisible : le message de la graine et « Réessayer »', async () => {
    await signIn(await newUser());
    server.use(
      http.get('*/rest/v1/form_requests', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderApp('/demandes');
    expect(
      await screen.findByText('Impossible de charger vos demandes. Veuillez réessayer plus tard.', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('/aides', () => {
  it('les filtres Toutes, Validées, Obtenues, Rejetées, En attente filtrent vraiment', async () => {
    const user = await newUser();
    await signIn(user);
    await admin().rpc('admin_adjust_credits', { user_id: user.id, delta: 3, note: 'test' });
    const names = ['Aide A', 'Aide B', 'Aide C', 'Aide D'];
    const ids = [];
    for (const nom of names) ids.push(await newRequest({ code: 'rsa', nom, categorie: 'ressources' }));
    await admin().rpc('set_request_status', { request_id: ids[1], status: 'in_progress' });
    await admin().rpc('set_request_status', { request_id: ids[2], status: 'completed' });
    await admin().rpc('set_request_status', { request_id: ids[3], status: 'rejected' });
    renderApp('/aides');
    await heading('Mes aides');
    await screen.findByText('Aide A', {}, LONG);
    const ui = userEvent.setup();
    const list = () => within(screen.getByRole('main')).getByRole('list');
    const shown = () =>
      within(list())
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    expect(shown()).toHaveLength(4);
    const expectations: [string, string, string][] = [
      ['Validées', 'Aide B', 'En cours'],
      ['Obtenues', 'Aide C', 'Obtenue'],
      ['Rejetées', 'Aide D', 'Refusée'],
      ['En attente', 'Aide A', 'En attente'],
    ];
    for (const [filter, aid, badge] of expectations) {
      await ui.click(screen.getByRole('button', { name: filter }));
      expect(screen.getByRole('button', { name: filter })).toHaveAttribute('aria-pressed', 'true');
      expect(shown()).toEqual([aid]);
      expect(within(within(list()).getByRole('listitem')).getByText(badge)).toBeInTheDocument();
    }
    await ui.click(screen.getByRole('button', { name: 'Toutes' }));
    expect(shown()).toHaveLength(4);
  });
});

describe('/aides/{id}', () => {
  it('détail : nom, badge, date, montant, description, suivi, documents, prochaine étape et actions', async () => {
    const user = await newUser();
    await signIn(user);
    const id = await newRequest();
    await admin().rpc('set_request_status', {
      request_id: id,
      status: 'in_progress',
      details: 'Dossier transmis à la CAF',
    });
    renderApp(`/aides/${id}`);
    expect(await heading('Aide personnalisée au logement (APL/ALS/ALF)')).toBeInTheDocument();
    expect(screen.getAllByText('En cours')[0]).toBeInTheDocument();
    expect(screen.getByText('245,00 € par mois')).toBeInTheDocument();
    expect(screen.getByText(/Une aide mensuelle de la CAF/)).toBeInTheDocument();
    const timeline = screen.getByRole('heading', { name: 'Suivi de la demande' }).parentElement!;
    expect(within(timeline).getByText('Demande créée')).toBeInTheDocument();
    expect(within(timeline).getByText('Statut : en cours de traitement')).toBeInTheDocument();
    expect(within(timeline).getByText('Dossier transmis à la CAF')).toBeInTheDocument();
    const docs = screen.getByRole('heading', { name: 'Documents' }).closest('section')!;
    expect(within(docs).getByText('Bail ou contrat de location')).toBeInTheDocument();
    expect(screen.getByText(/Votre dossier est en cours de traitement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contacter un conseiller/ })).toHaveAttribute(
      'href',
      `/support?demande=${id}`,
    );
    // in progress: no cancel
    expect(screen.queryByRole('button', { name: /Annuler la demande/ })).toBeNull();
  });

  it('« Aide non trouvée » pour un id inconnu ou la demande d’un autre client, avec un lien vers /dashboard', async () => {
    const other = await newUser();
    await signIn(other);
    const foreign = await newRequest();
    await resetApp();
    await signIn(await newUser());
    for (const id of [foreign, 'pas-un-id']) {
      const view = renderApp(`/aides/${id}`);
      expect(await heading('Aide non trouvée')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      view.unmount();
    }
  });

  it('une demande à payer par carte mène au paiement de cette demande', async () => {
    const user = await newUser();
    await signIn(user);
    await newRequest();
    const id = await newRequest(
      { code: 'pass_culture', nom: 'Pass Culture', categorie: 'jeunes' },
      { payByCard: true },
    );
    renderApp(`/demandes/${id}`);
    expect(await heading('Pass Culture')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Payer cette demande/ })).toHaveAttribute(
      'href',
      `/paiement?demande=${id}`,
    );
  });
});

describe('/nouvelle-demande', () => {
  it('aide choisie depuis le simulateur (?aide=), confirmée : une aide dépensée, puis le détail', async () => {
    const user = await newUser();
    await signIn(user);
    const { router } = renderApp('/nouvelle-demande?aide=contrat_engagement_jeune');
    await heading('Nouvelle demande');
    expect(await screen.findByLabelText('Aide du catalogue', {}, LONG)).toHaveValue(
      'contrat_engagement_jeune',
    );
    expect(screen.getByText(/Il vous reste/)).toHaveTextContent(
      'Il vous reste 1 aide. Cette demande en utilisera une.',
    );
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText(/Précisions/), 'Inscrit à la mission locale depuis mars.');
    await ui.click(screen.getByRole('button', { name: /Confirmer la demande/ }));
    expect(await screen.findByText('Votre demande a bien été enregistrée.', {}, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/aides\/[0-9a-f-]{36}$/);
    const { data } = await admin()
      .from('form_requests')
      .select('aid_id, aid_name, form_type, data, status')
      .eq('user_id', user.id)
      .single();
    expect(data).toEqual({
      aid_id: 'contrat_engagement_jeune',
      aid_name: "Contrat d'engagement jeune (CEJ)",
      form_type: 'jeunes',
      data: { message: 'Inscrit à la mission locale depuis mars.' },
      status: 'pending',
    });
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('propose les aides de la dernière simulation enregistrée, avec leur montant', async () => {
    const user = await newUser();
    const client = await signIn(user);
    const aid = {
      code: 'aide_logement',
      id: 'aide_logement',
      nom: 'APL simulée',
      montant: 212.5,
      periodicite: 'mensuelle',
    };
    await client.from('simulations').insert({ result: { droitsEligibles: [aid] }, eligible_count: 1 });
    renderApp('/nouvelle-demande');
    const radio = await screen.findByRole('radio', { name: /APL simulée/ }, LONG);
    expect(screen.getByText('212,50 € par mois')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.click(radio);
    await ui.click(screen.getByRole('button', { name: /Confirmer la demande/ }));
    await screen.findByText('Votre demande a bien été enregistrée.', {}, LONG);
    const { data } = await admin()
      .from('form_requests')
      .select('aid_name, estimated_amount, data')
      .eq('user_id', user.id)
      .single();
    expect(data).toMatchObject({ aid_name: 'APL simulée', estimated_amount: 212.5 });
  });

  it('exige une aide ; sans crédit, propose le paiement par carte ou un pack et garde le brouillon', async () => {
    const user = await newUser();
    await signIn(user);
    await newRequest();
    const view = renderApp('/nouvelle-demande');
    await heading('Nouvelle demande');
    expect(await screen.findByText('Vous n’avez plus d’aide disponible', {}, LONG)).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: /Payer cette demande par carte/ }));
    expect(await screen.findByText('Choisissez l’aide à demander.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Acheter un pack/ })).toHaveAttribute('href', '/packs');
    await ui.selectOptions(screen.getByLabelText('Aide du catalogue'), 'pass_culture');
    await ui.type(screen.getByLabelText(/Précisions/), 'Pour le permis');
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { name: /Payer cette demande par carte \(5,99\s€\)/ }),
        ).toBeInTheDocument(),
      LONG,
    );
    view.unmount();
    // the draft survives leaving the page (e.g. to look at the packs)
    const again = renderApp('/nouvelle-demande');
    expect(await screen.findByLabelText('Aide du catalogue', {}, LONG)).toHaveValue('pass_culture');
    expect(screen.getByLabelText(/Précisions/)).toHaveValue('Pour le permis');
    await ui.click(screen.getByRole('button', { name: /Payer cette demande par carte/ }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/paiement'), LONG);
    const id = new URLSearchParams(again.router.state.location.search).get('demande');
    const { data } = await admin()
      .from('form_requests')
      .select('payment_required, payment_status, aid_id')
      .eq('id', id!)
      .single();
    expect(data).toEqual({ payment_required: true, payment_status: 'pending', aid_id: 'pass_culture' });
    expect(await screen.findByRole('heading', { name: 'Payer une demande' }, LONG)).toBeInTheDocument();
  });
});
