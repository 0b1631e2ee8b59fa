// The back-office screens, signed in on the local Supabase (the role comes from the real profile) with the
// admin RPCs and the two functions served by msw: what each screen sends and shows. The database side (who
// may call what) is tested in supabase/tests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, passthrough } from 'msw';
import {
  heading,
  LONG,
  mswForFailures,
  newUser,
  renderApp,
  resetApp,
  signIn,
} from '../../../tests/support/account.tsx';

type Body = Record<string, unknown>;
const calls: { name: string; body: Body }[] = [];
let answers: Record<string, (body: Body) => Response | Promise<Response>> = {};
const json = (data: unknown, status = 200) => HttpResponse.json(data as never, { status });
const callsTo = (name: string) => calls.filter((c) => c.name === name).map((c) => c.body);
const lastCall = (name: string) => callsTo(name).at(-1);

mswForFailures(
  http.post('*/rest/v1/rpc/:name', async ({ params, request }) => {
    const name = String(params.name);
    const answer = answers[name];
    if (!answer) return passthrough();
    const body = (await request
      .clone()
      .json()
      .catch(() => ({}))) as Body;
    calls.push({ name, body });
    return answer(body);
  }),
  http.post('*/api/payments/refund', async ({ request }) => {
    calls.push({ name: 'refund', body: (await request.json()) as Body });
    return json({ payment: { status: 'refunded' }, creditsRemoved: 3 });
  }),
  http.post('*/api/admin/users', async ({ request }) => {
    calls.push({ name: 'admin-users', body: (await request.json()) as Body });
    return json({ ok: true });
  }),
);

const REQUEST_ID = '6f1c1d7e-1111-4a4a-8888-000000000001';
const OWNER_ID = '6f1c1d7e-2222-4a4a-8888-000000000002';
const request = {
  id: REQUEST_ID,
  created_at: '2026-11-20T09:30:00Z',
  updated_at: '2026-11-20T09:30:00Z',
  status: 'pending',
  payment_status: null,
  aid_id: 'aide_logement',
  aid_name: 'Aide personnalisée au logement (APL/ALS/ALF)',
  form_type: 'logement',
  estimated_amount: 245,
  user_id: OWNER_ID,
  owner_name: 'Camille Durand',
  owner_email: 'camille@exemple.fr',
  owner_phone: '06 12 34 56 78',
  assigned_to: null,
  assigned_name: null,
  total_count: 1,
};
const user = {
  id: OWNER_ID,
  name: 'Camille Durand',
  email: 'camille@exemple.fr',
  phone: '0612345678',
  referral_code: 'DEMO26',
  role: 'client',
  created_at: '2026-10-01T10:00:00Z',
  balance: 2,
  requests_count: 1,
  deactivated: false,
  total_count: 1,
};

beforeEach(() => {
  calls.length = 0;
  answers = {
    admin_list_requests: () => json([request]),
    admin_list_users: () => json([user]),
    admin_dashboard: () =>
      json({
        requests_by_status: {
          pending: 4,
          in_progress: 2,
          approved: 1,
          rejected: 0,
          completed: 3,
          cancelled: 1,
        },
        signups_today: 1,
        signups_7d: 5,
        signups_30d: 12,
        revenue_this_month_cents: 129900,
        revenue_last_month_cents: 59900,
        open_tickets: 3,
        waiting_over_48h: 2,
      }),
  };
});
afterEach(resetApp);

async function asAdmin() {
  await signIn(await newUser({ role: 'admin', prenom: 'Sacha', nom: 'Conseil' }));
}

describe('accès', () => {
  it('un client qui ouvre /admin ou /admin/demandes voit « Accès réservé », sans tableau ni appel admin', async () => {
    await signIn(await newUser());
    const { router } = renderApp('/admin');
    expect(await heading('Accès réservé')).toBeInTheDocument();
    expect(screen.getByText('Cette page est réservée aux conseillers Aidy.')).toBeInTheDocument();
    await router.navigate('/admin/demandes');
    expect(await heading('Accès réservé')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute('href', '/dashboard');
    expect(calls).toEqual([]);
  });

  it('un visiteur voit « Accès réservé » et peut se connecter pour revenir', async () => {
    renderApp('/admin/utilisateurs?q=durand');
    expect(await heading('Accès réservé')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/admin/utilisateurs?q=durand')}`,
    );
    expect(calls).toEqual([]);
  });
});

describe('tableau de bord', () => {
  it('affiche les compteurs ; une erreur propose « Réessayer »', async () => {
    let fail = true;
    answers.admin_dashboard = () =>
      fail
        ? json({ code: '42501', message: 'Accès réservé aux conseillers.' }, 403)
        : json({
            requests_by_status: { pending: 4 },
            signups_today: 1,
            signups_7d: 5,
            signups_30d: 12,
            revenue_this_month_cents: 129900,
            revenue_last_month_cents: 59900,
            open_tickets: 3,
            waiting_over_48h: 2,
          });
    await asAdmin();
    renderApp('/admin');
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent('Accès réservé aux conseillers.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('1 299,00 €', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Demandes en attente depuis plus de 48 h\s*2/ })).toHaveAttribute(
      'href',
      '/admin/demandes?statut=pending',
    );
  });
});

describe('demandes', () => {
  it('les filtres envoient les bons paramètres ; le propriétaire est affiché (nom, e-mail, téléphone)', async () => {
    await asAdmin();
    renderApp('/admin/demandes');
    expect(await heading('Demandes')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Demandes' }, LONG);
    expect(within(table).getByRole('link', { name: 'Camille Durand' })).toHaveAttribute(
      'href',
      `/admin/utilisateurs/${OWNER_ID}`,
    );
    expect(within(table).getByText('camille@exemple.fr')).toBeInTheDocument();
    expect(within(table).getByText('06 12 34 56 78')).toBeInTheDocument();
    expect(lastCall('admin_list_requests')).toEqual({
      status: null,
      aid: null,
      date_from: null,
      date_to: null,
      waiting_for_me: false,
      search: null,
      page_size: 50,
      page: 1,
    });
    const ui = userEvent.setup();
    await ui.selectOptions(screen.getByLabelText('Statut'), 'En cours');
    await ui.selectOptions(screen.getByLabelText('Aide'), 'aide_logement');
    await ui.type(screen.getByLabelText('Du'), '2026-11-01');
    await ui.click(screen.getByRole('checkbox', { name: 'En attente de moi' }));
    await ui.type(screen.getByRole('searchbox', { name: 'Rechercher une demande' }), 'durand');
    await waitFor(
      () =>
        expect(lastCall('admin_list_requests')).toEqual({
          status: 'in_progress',
          aid: 'aide_logement',
          date_from: '2026-11-01',
          date_to: null,
          waiting_for_me: true,
          search: 'durand',
          page_size: 50,
          page: 1,
        }),
      LONG,
    );
  });

  it('changer le statut envoie la note pour le client ; une note trop longue est refusée en français', async () => {
    answers.admin_request_detail = () =>
      json({
        request: { ...request, data: { loyer: 520, colocation: false } },
        owner: { id: OWNER_ID, name: 'Camille Durand', email: 'camille@exemple.fr', phone: '06 12 34 56 78' },
        events: [{ id: 'e1', type: 'created', created_at: '2026-11-20T09:30:00Z', details: null }],
        documents: [
          {
            id: 'd1',
            label: 'Bail',
            storage_path: `${OWNER_ID}/bail.pdf`,
            created_at: '2026-11-20T09:35:00Z',
          },
          { id: 'd2', label: 'Avis d’imposition', storage_path: null, created_at: '2026-11-20T09:35:00Z' },
        ],
        audit: [],
      });
    answers.set_request_status = () => json({ ...request, status: 'in_progress' });
    await asAdmin();
    renderApp(`/admin/demandes/${REQUEST_ID}`);
    expect(await heading('Aide personnalisée au logement (APL/ALS/ALF)')).toBeInTheDocument();
    expect(screen.getByText('Loyer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir : Bail' })).toBeInTheDocument();
    expect(screen.getByText('Demandé, pas encore fourni')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Statut' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['En attente', 'En cours', 'Approuvée', 'Refusée', 'Terminée']);
    const ui = userEvent.setup();
    const note = screen.getByRole('textbox', { name: /Note pour le client/ });
    await ui.selectOptions(select, 'En cours');
    await ui.click(note);
    await ui.paste('x'.repeat(2001));
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La note ne doit pas dépasser 2 000 caractères.')).toBeInTheDocument();
    expect(callsTo('set_request_status')).toEqual([]);
    await ui.clear(note);
    await ui.type(note, 'Dossier pris en charge, je reviens vers vous.');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Statut enregistré. Le client a été prévenu.', {}, LONG),
    ).toBeInTheDocument();
    expect(callsTo('set_request_status')).toEqual([
      {
        request_id: REQUEST_ID,
        status: 'in_progress',
        details: 'Dossier pris en charge, je reviens vers vous.',
      },
    ]);
  });

  it('« Confier à » remet la demande à un autre conseiller, ou à personne', async () => {
    const OTHER = 'a0000000-0000-4000-8000-0000000000b2';
    let assignedTo: string | null = null;
    answers.admin_request_detail = () =>
      json({
        request: { ...request, assigned_to: assignedTo },
        owner: null,
        events: [],
        documents: [],
        audit: [],
      });
    answers.admin_list_advisers = () => json([{ id: OTHER, name: 'Léa Martin', email: 'lea@aidy.fr' }]);
    answers.admin_assign_request = (body) => {
      assignedTo = (body.adviser_id as string | null) ?? null;
      return json({ ...request, assigned_to: assignedTo });
    };
    await asAdmin();
    renderApp(`/admin/demandes/${REQUEST_ID}`);
    expect(await heading('Aide personnalisée au logement (APL/ALS/ALF)')).toBeInTheDocument();
    expect(screen.getByText('Aucun conseiller ne suit cette demande.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Confier à' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'Léa Martin' })).toBeInTheDocument(),
    );
    const ui = userEvent.setup();
    await ui.selectOptions(picker, 'Léa Martin');
    await waitFor(() =>
      expect(callsTo('admin_assign_request')).toEqual([{ request_id: REQUEST_ID, adviser_id: OTHER }]),
    );
    expect(await screen.findByText('Suivie par Léa Martin.', {}, LONG)).toBeInTheDocument();
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Confier à' }), 'Personne');
    await waitFor(() => expect(callsTo('admin_assign_request')).toHaveLength(2));
    expect(callsTo('admin_assign_request')[1]).toEqual({ request_id: REQUEST_ID, adviser_id: null });
  });
});

describe('utilisateurs', () => {
  it('recherche (searchbox), tri côté serveur et export CSV UTF-8 avec BOM et « ; »', async () => {
    await asAdmin();
    renderApp('/admin/utilisateurs');
    const table = await screen.findByRole('table', { name: 'Utilisateurs' }, LONG);
    expect(within(table).getByRole('link', { name: 'Camille Durand' })).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.type(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), 'DEMO26');
    await waitFor(
      () => expect(lastCall('admin_list_users')).toMatchObject({ search: 'DEMO26', page: 1 }),
      LONG,
    );
    await ui.click(within(table).getByRole('button', { name: /Nom/ }));
    await waitFor(
      () =>
        expect(lastCall('admin_list_users')).toEqual({
          search: 'DEMO26',
          sort: 'name',
          descending: false,
          page_size: 50,
          page: 1,
        }),
      LONG,
    );
    expect(screen.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute('aria-sort', 'ascending');

    const blobs: Blob[] = [];
    const create = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    answers.admin_list_users = () =>
      json([user, { ...user, id: 'u2', name: 'Jean "JJ"; Martin', balance: 0 }]);
    await ui.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), LONG);
    click.mockRestore();
    expect(lastCall('admin_list_users')).toMatchObject({
      search: 'DEMO26',
      sort: 'name',
      page: 1,
      page_size: 200,
    });
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Identifiant;Nom;E-mail;Téléphone;Code de parrainage;Rôle;Inscription;Solde (aides);Demandes;Désactivé',
    );
    expect(lines[1]).toBe(
      `${OWNER_ID};Camille Durand;camille@exemple.fr;0612345678;DEMO26;Client;01/10/2026 12:00;2;1;non`,
    );
    expect(lines[2]).toContain(';"Jean ""JJ""; Martin";');
  });

  it('ajuster les crédits exige une note ; supprimer passe par une confirmation puis la fonction', async () => {
    answers.admin_user_detail = () =>
      json({
        profile: {
          id: OWNER_ID,
          name: 'Camille Durand',
          phone: '0612345678',
          role: 'client',
          created_at: user.created_at,
        },
        email: 'camille@exemple.fr',
        deactivated: false,
        balance: 2,
        ledger: [{ id: 'l1', delta: 1, reason: 'aide_gratuite', note: null, created_at: user.created_at }],
        requests: [],
        payments: [],
        referrals: { sponsor: null, referred: [] },
        tickets: [],
        audit: [],
      });
    answers.admin_adjust_credits = () => json(4);
    await asAdmin();
    const { router } = renderApp(`/admin/utilisateurs/${OWNER_ID}`);
    expect(await heading('Camille Durand')).toBeInTheDocument();
    expect(screen.getByText('Aide offerte à l’inscription')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.type(screen.getByRole('textbox', { name: /Nombre d’aides à ajouter/ }), '2');
    await ui.click(screen.getByRole('button', { name: 'Ajuster le solde' }));
    expect(
      await screen.findByText('La note est obligatoire : expliquez la raison de l’ajustement.'),
    ).toBeInTheDocument();
    expect(callsTo('admin_adjust_credits')).toEqual([]);
    await ui.type(screen.getByRole('textbox', { name: /Note \(obligatoire\)/ }), 'Geste commercial');
    await ui.click(screen.getByRole('button', { name: 'Ajuster le solde' }));
    expect(await screen.findByText('Solde ajusté.', {}, LONG)).toBeInTheDocument();
    expect(callsTo('admin_adjust_credits')).toEqual([
      { user_id: OWNER_ID, delta: 2, note: 'Geste commercial' },
    ]);

    await ui.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer définitivement ce compte ?' });
    expect(callsTo('admin-users')).toEqual([]);
    await ui.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/utilisateurs'), LONG);
    expect(callsTo('admin-users')).toEqual([{ userId: OWNER_ID, action: 'delete' }]);
  });
});

describe('paiements', () => {
  it('un remboursement demande une raison, puis appelle la fonction de paiement', async () => {
    answers.admin_list_payments = () =>
      json([
        {
          id: 'p1',
          created_at: '2026-11-02T10:00:00Z',
          status: 'completed',
          amount_cents: 1299,
          pack_id: 'standard',
          offer_id: null,
          request_id: REQUEST_ID,
          user_id: OWNER_ID,
          owner_name: 'Camille Durand',
          owner_email: 'camille@exemple.fr',
          stripe_payment_intent_id: 'pi_1',
          total_count: 1,
          total_amount_cents: 1299,
        },
      ]);
    await asAdmin();
    renderApp('/admin/paiements?statut=completed');
    const table = await screen.findByRole('table', { name: 'Paiements' }, LONG);
    expect(lastCall('admin_list_payments')).toMatchObject({ status: 'completed', page: 1 });
    expect(screen.getByText(/Total encaissé/)).toHaveTextContent('12,99 €');
    expect(within(table).getByRole('link', { name: 'Voir la demande' })).toHaveAttribute(
      'href',
      `/admin/demandes/${REQUEST_ID}`,
    );
    const ui = userEvent.setup();
    await ui.click(within(table).getByRole('button', { name: /^Rembourser le paiement de 12,99/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser ce paiement ?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await within(dialog).findByText('Indiquez la raison du remboursement.')).toBeInTheDocument();
    await ui.type(
      within(dialog).getByRole('textbox', { name: /Raison du remboursement/ }),
      'Demande refusée',
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await screen.findByText('Paiement remboursé.', {}, LONG)).toBeInTheDocument();
    expect(callsTo('refund')).toEqual([{ paymentId: 'p1', reason: 'Demande refusée' }]);
  });
});
