import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('/support', () => {
  it('ouvre un ticket avec pièce jointe à propos d’une demande, puis l’affiche dans « Mes tickets »', async () => {
    const user = await newUser();
    await signIn(user);
    const request = await newRequest();
    const { router } = renderApp(`/support?demande=${request}`);
    await heading('Support');
    const subject = await screen.findByLabelText(/Objet/, {}, LONG);
    await waitFor(
      () =>
        expect(subject).toHaveValue(
          'Question sur ma demande « Aide personnalisée au logement (APL/ALS/ALF) »',
        ),
      LONG,
    );
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Écrivez votre message.', {}, LONG)).toBeInTheDocument();
    await ui.type(screen.getByLabelText(/^Message/), 'Quels justificatifs pour mon bail ?');
    await ui.upload(
      screen.getByLabelText('Pièce jointe (facultatif)'),
      new File(['%PDF'], 'bail.pdf', { type: 'application/pdf' }),
    );
    await ui.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText(
        'Votre message a bien été envoyé. Un conseiller vous répondra très vite.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/support\/[0-9a-f-]{36}$/);
    expect(screen.getByRole('button', { name: 'bail.pdf' })).toBeInTheDocument();
    const { data } = await admin()
      .from('support_tickets')
      .select('subject, request_id, status, support_messages(body, attachment_path)')
      .eq('user_id', user.id)
      .single();
    expect(data).toMatchObject({
      request_id: request,
      status: 'open',
      support_messages: [
        {
          body: 'Quels justificatifs pour mon bail ?',
          attachment_path: expect.stringMatching(new RegExp(`^${user.id}/support/.+bail\\.pdf$`)),
        },
      ],
    });
    await router.navigate('/support');
    const mine = await screen.findByRole('heading', { name: 'Mes tickets' }, LONG);
    expect(await within(mine.closest('section')!).findByText('Ouvert', {}, LONG)).toBeInTheDocument();
  });

  it('le fil montre la réponse du conseiller (notification lue en l’ouvrant) ; répondre, fermer', async () => {
    const user = await newUser();
    const adviser = await newUser({ role: 'admin' });
    await signIn(user);
    const client = await signIn(user);
    const { data: ticket } = await client.rpc('open_support_ticket', {
      subject: 'Mon RIB',
      message: 'Bonjour',
    });
    const ticketId = (ticket as { id: string }).id;
    await resetApp();
    await signIn(adviser);
    await (
      await import('../../lib/auth.tsx')
    )
      .getSupabase()
      .then((c) => c.from('support_messages').insert({ ticket_id: ticketId, body: 'Envoyez-le en PDF.' }));
    await resetApp();
    await signIn(user);
    renderApp(`/support/${ticketId}`);
    expect(await heading('Mon RIB')).toBeInTheDocument();
    expect(screen.getByText('Répondu')).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Vous.*Bonjour$/),
      expect.stringMatching(/^Conseiller Aidy.*Envoyez-le en PDF\.$/),
    ]);
    await waitFor(async () => {
      const { data } = await admin()
        .from('notifications')
        .select('is_read')
        .eq('user_id', user.id)
        .eq('type', 'system');
      expect(data).toEqual([{ is_read: true }]);
    }, LONG);
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText(/Votre message/), 'Voilà, merci !');
    await ui.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(thread).findByText('Voilà, merci !', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('Ouvert', {}, LONG)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Fermer le ticket' }));
    expect(await screen.findByText('Fermé', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('Ce ticket est fermé : votre message le rouvrira.')).toBeInTheDocument();
  });

  it('un autre ticket ouvert depuis le fil commence avec une réponse vide', async () => {
    const user = await newUser();
    const client = await signIn(user);
    const ouvrir = async (subject: string) =>
      ((await client.rpc('open_support_ticket', { subject, message: 'Bonjour' })).data as { id: string }).id;
    const premier = await ouvrir('Mon RIB');
    const second = await ouvrir('Mon bail');
    const { router } = renderApp(`/support/${premier}`);
    expect(await heading('Mon RIB')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText(/Votre message/), 'Réponse pour le RIB');
    await router.navigate(`/support/${second}`);
    expect(await heading('Mon bail')).toBeInTheDocument();
    expect(screen.getByLabelText(/Votre message/)).toHaveValue('');
  });
});
