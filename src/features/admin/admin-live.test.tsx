// The back-office on the real local Supabase (migrations and seed, the admin RPCs of issue 14): an adviser
// finds a client, moves her request to « En cours » with a note; the database records the note, the
// notification and the audit row, and the client reads the note in her timeline. Then axe (structure only:
// jsdom has no layout, colour contrast is checked by the browser journey) on every admin route.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  admin,
  heading,
  LONG,
  newRequest,
  newUser,
  renderApp,
  resetApp,
  signIn,
} from '../../../tests/support/account.tsx';

afterEach(resetApp);

describe('back-office sur le vrai serveur', () => {
  it('un conseiller trouve la cliente, passe sa demande « En cours » avec une note ; elle la lit', async () => {
    const client = await newUser({ prenom: 'Inès', nom: 'Rivière' });
    await signIn(client);
    const requestId = await newRequest();
    await resetApp();
    const adviser = await newUser({ role: 'admin', prenom: 'Sacha', nom: 'Conseil' });
    await signIn(adviser);
    const ui = userEvent.setup();
    const fill = async (field: HTMLElement, text: string) => {
      await ui.click(field);
      await ui.paste(text);
    };
    renderApp('/admin/utilisateurs');
    await fill(
      await screen.findByRole('searchbox', { name: 'Rechercher un utilisateur' }, LONG),
      client.email,
    );
    const table = await screen.findByRole('table', { name: 'Utilisateurs' }, LONG);
    // as a person would: the search applied (one row left), then the click
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), LONG);
    await ui.click(await within(table).findByRole('link', { name: 'Inès Rivière' }, LONG));
    expect(await heading('Inès Rivière')).toBeInTheDocument();
    const requests = await screen.findByRole('table', { name: 'Demandes du client' }, LONG);
    await ui.click(
      within(requests).getByRole('link', { name: 'Aide personnalisée au logement (APL/ALS/ALF)' }),
    );
    expect(await heading('Aide personnalisée au logement (APL/ALS/ALF)')).toBeInTheDocument();
    expect(screen.getByText(client.email)).toBeInTheDocument();
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'En cours');
    await fill(screen.getByRole('textbox', { name: /Note pour le client/ }), 'Je vérifie votre bail.');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Statut enregistré. Le client a été prévenu.', {}, LONG),
    ).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Suivi de la demande' });
    expect(await within(timeline).findByText('Je vérifie votre bail.', {}, LONG)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('list', { name: 'Actions des conseillers' })).findByText(
        'Statut de demande changé',
        {},
        LONG,
      ),
    ).toBeInTheDocument();

    // a missing document: a next step and a notification for the client
    await fill(screen.getByRole('textbox', { name: /Document demandé/ }), 'Quittance de loyer');
    await ui.click(screen.getByRole('button', { name: 'Demander le document' }));
    expect(
      await screen.findByText('Document demandé. Le client a été prévenu.', {}, LONG),
    ).toBeInTheDocument();
    expect(await screen.findByText('Demandé, pas encore fourni', {}, LONG)).toBeInTheDocument();

    const db = admin();
    const { data: request } = await db.from('form_requests').select('status').eq('id', requestId).single();
    expect(request).toEqual({ status: 'in_progress' });
    const { data: notes } = await db
      .from('notifications')
      .select('message')
      .eq('user_id', client.id)
      .ilike('message', '%en cours de traitement%');
    expect(notes).toHaveLength(1);
    const { data: asked } = await db
      .from('notifications')
      .select('message, link')
      .eq('user_id', client.id)
      .ilike('message', '%Quittance de loyer%');
    expect(asked).toEqual([
      { message: expect.stringContaining('vous demande un document'), link: `/demandes/${requestId}` },
    ]);
    const { data: audit } = await db
      .from('admin_audit_log')
      .select('actor_id, action, target_user_id')
      .eq('target_id', requestId);
    expect(audit).toEqual([{ actor_id: adviser.id, action: 'request.status', target_user_id: client.id }]);
    expect(
      (await db.from('admin_audit_log').select('action').eq('target_user_id', client.id)).data?.map(
        (r) => r.action,
      ),
    ).toEqual(expect.arrayContaining(['request.status', 'request.document_requested']));

    await resetApp();
    await signIn(client);
    renderApp(`/demandes/${requestId}`);
    expect(await screen.findByText('Je vérifie votre bail.', {}, LONG)).toBeInTheDocument();
    expect(await screen.findAllByText(/Quittance de loyer/, {}, LONG)).not.toHaveLength(0);
  }, 180_000);

  it('axe : aucune violation sur chaque écran d’administration (données de démonstration)', async () => {
    await signIn(await newUser({ role: 'admin' }));
    const routes = [
      ['/admin', 'Tableau de bord'],
      ['/admin/utilisateurs', 'Utilisateurs'],
      ['/admin/utilisateurs/d3e0a000-0000-4000-8000-000000000001', 'Camille Durand'],
      ['/admin/demandes', 'Demandes'],
      ['/admin/demandes/d3e0a000-0000-4000-8000-0000000000a3', 'Bourse sur critères sociaux'],
      ['/admin/paiements', 'Paiements'],
      ['/admin/support', 'Support'],
      ['/admin/support/d3e0a000-0000-4000-8000-0000000000c2', /.+/],
      ['/admin/parrainages', 'Parrainages'],
      ['/admin/catalogue', 'Catalogue'],
      ['/admin/journal', 'Journal des actions'],
    ] as const;
    const { router } = renderApp('/admin');
    for (const [path, title] of routes) {
      await router.navigate(path);
      expect(await heading(title)).toBeInTheDocument();
      await waitFor(
        () => expect(document.querySelector('main [role="status"] .animate-pulse')).toBeNull(),
        LONG,
      );
      expect(screen.queryByRole('alert'), path).toBeNull();
      const results = await axe.run(document.body, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((v) => `${path} : ${v.id} → ${v.nodes[0]?.target.join(' ')}`)).toEqual(
        [],
      );
    }
  }, 240_000);
});
