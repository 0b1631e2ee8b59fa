// The back-office's other writes on the real local Supabase: a ticket answered then closed (the client is
// notified), a contact message handled, a referral rewarded, a new pack created then edited (French
// validation). Each leaves its audit row.
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

/** a write reaches the database through the screen, the local server and PGlite: slow on a loaded machine */
const DB_WRITE = { timeout: 30_000 };

afterEach(resetApp);

const audited = async (targetId: string) =>
  (await admin().from('admin_audit_log').select('action').eq('target_id', targetId)).data?.map(
    (r) => r.action,
  );

describe('actions du back-office sur le vrai serveur', () => {
  it('répond à un ticket (client prévenu) puis le ferme', async () => {
    const client = await newUser({ prenom: 'Nora', nom: 'Ticket' });
    const db = await signIn(client);
    const { data } = await db.rpc('open_support_ticket', {
      subject: 'Mon RIB',
      message: 'Où envoyer mon RIB ?',
    });
    const ticketId = (data as { id: string }).id;
    await resetApp();
    await signIn(await newUser({ role: 'admin' }));
    const ui = userEvent.setup();
    renderApp('/admin/support?statut=open');
    const tickets = await screen.findByRole('table', { name: /^Tickets/ }, LONG);
    await ui.click(await within(tickets).findByRole('link', { name: 'Mon RIB' }, LONG));
    expect(await heading('Mon RIB')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getByText('Où envoyer mon RIB ?'),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Écrivez votre réponse.')).toBeInTheDocument();
    await ui.type(screen.getByRole('textbox', { name: /Votre réponse/ }), 'Par le formulaire, en PDF.');
    await ui.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(
      await screen.findByText('Réponse envoyée. Le client a été prévenu.', {}, LONG),
    ).toBeInTheDocument();
    expect(await screen.findByText('Répondu', {}, LONG)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Fermer le ticket' }));
    expect(await screen.findByText('Fermé', {}, LONG)).toBeInTheDocument();
    const { data: ticket } = await admin()
      .from('support_tickets')
      .select('status')
      .eq('id', ticketId)
      .single();
    expect(ticket).toEqual({ status: 'closed' });
    const { data: notes } = await admin().from('notifications').select('message').eq('user_id', client.id);
    expect(notes?.map((n) => n.message)).toContain('Un conseiller a répondu à votre ticket « Mon RIB ».');
    expect(await audited(ticketId)).toEqual(expect.arrayContaining(['ticket.replied', 'ticket.status']));
  }, 180_000);

  it('marque un message de contact traité et un parrainage récompensé', async () => {
    const subject = `Question ${Date.now()}`;
    const { data: contact } = await admin()
      .from('contact_messages')
      .insert({ name: 'Paul Contact', email: 'paul@exemple.fr', subject, message: 'Bonjour' })
      .select('id')
      .single();
    const sponsor = await newUser({ prenom: 'Rita', nom: 'Parrain' });
    const { data: code } = await admin()
      .from('profiles')
      .select('referral_code')
      .eq('id', sponsor.id)
      .single();
    const filleul = await newUser({ prenom: 'Tom', nom: 'Filleul', ref: code!.referral_code });
    const { data: referral } = await admin()
      .from('parrainages')
      .select('id')
      .eq('filleul_id', filleul.id)
      .single();
    await signIn(await newUser({ role: 'admin' }));
    const ui = userEvent.setup();
    const { router } = renderApp('/admin/support?traite=non');
    const contacts = await screen.findByRole('table', { name: 'Messages du formulaire de contact' }, LONG);
    await ui.click(
      await within(contacts).findByRole('button', { name: `Marquer comme traité : ${subject}` }, LONG),
    );
    await waitFor(async () => {
      const { data } = await admin()
        .from('contact_messages')
        .select('handled')
        .eq('id', contact!.id)
        .single();
      expect(data).toEqual({ handled: true });
    }, DB_WRITE);

    await router.navigate('/admin/parrainages');
    const table = await screen.findByRole('table', { name: 'Parrainages' }, LONG);
    await ui.click(
      await within(table).findByRole(
        'button',
        { name: 'Marquer comme récompensé : Rita Parrain → Tom Filleul' },
        LONG,
      ),
    );
    await waitFor(async () => {
      const { data } = await admin().from('parrainages').select('rewarded').eq('id', referral!.id).single();
      expect(data).toEqual({ rewarded: true });
    }, DB_WRITE);
    expect(await audited(referral!.id)).toEqual(['referral.rewarded']);
    expect(await audited(contact!.id)).toEqual(['contact.handled']);
  }, 180_000);

  it('crée un pack retiré de la vente puis le modifie ; les erreurs sont en français', async () => {
    const id = `essai_${Date.now().toString(36)}`;
    await signIn(await newUser({ role: 'admin' }));
    const ui = userEvent.setup();
    const fill = async (field: HTMLElement, text: string) => {
      await ui.clear(field);
      await ui.click(field);
      await ui.paste(text);
    };
    renderApp('/admin/catalogue');
    expect(await heading('Catalogue')).toBeInTheDocument();
    await ui.click(await screen.findByRole('button', { name: 'Nouveau pack' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau pack' });
    await fill(within(dialog).getByLabelText(/Identifiant/), 'Pas Valide');
    await fill(within(dialog).getByLabelText(/^Prix/), 'douze');
    await ui.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText(
        'L’identifiant : lettres minuscules sans accent, chiffres ou _, 40 au plus.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Indiquez un prix en euros, par exemple 12,99.')).toBeInTheDocument();
    expect(within(dialog).getByText('Indiquez le nom du pack.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText(/Identifiant/), id);
    await fill(within(dialog).getByLabelText(/^Nom\s*\*?$/), 'Pack d’essai');
    await fill(within(dialog).getByLabelText(/^Prix/), '8,50');
    await fill(within(dialog).getByLabelText(/^Description/), 'Un pack pour tester.');
    await fill(within(dialog).getByLabelText(/Avantages/), 'Support par e-mail\nSans expiration');
    await ui.click(within(dialog).getByRole('checkbox', { name: 'En vente' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Catalogue enregistré.', {}, LONG)).toBeInTheDocument();
    const row = async () =>
      (await admin().from('packs').select('name, price_cents, features, active').eq('id', id).single()).data;
    expect(await row()).toEqual({
      name: 'Pack d’essai',
      price_cents: 850,
      features: ['Support par e-mail', 'Sans expiration'],
      active: false,
    });
    await ui.click(await screen.findByRole('button', { name: 'Modifier le pack Pack d’essai' }, LONG));
    const edit = await screen.findByRole('dialog', { name: 'Modifier le pack « Pack d’essai »' });
    expect(within(edit).getByLabelText(/^Prix/)).toHaveValue('8,50');
    await fill(within(edit).getByLabelText(/^Prix/), '9.99');
    await ui.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () => expect((await row())?.price_cents).toBe(999), DB_WRITE);
    expect(await audited(id)).toEqual(expect.arrayContaining(['pack.created', 'pack.updated']));
  }, 180_000);
});
