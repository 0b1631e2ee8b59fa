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

describe('/historique', () => {
  it('paiements et mouvements de crédit, du plus récent au plus ancien, par pages de 10', async () => {
    const user = await newUser();
    await signIn(user);
    await newRequest();
    await admin()
      .from('payments')
      .insert({ user_id: user.id, amount: 1299, payment_intent_id: `pi_${user.id}`, pack_id: 'standard' });
    await admin().rpc('complete_payment', { payment_intent_id: `pi_${user.id}`, amount_received: 1299 });
    for (let i = 0; i < 8; i++)
      await admin().rpc('admin_adjust_credits', { user_id: user.id, delta: 1, note: `Geste ${i}` });
    renderApp('/historique');
    await heading('Historique');
    const table = await screen.findByRole('table', { name: 'Historique, page 1 sur 2' }, LONG);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Montant', 'Date', 'Statut']);
    // on a phone each cell shows its column's label before it
    expect(
      within(within(table).getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((c) => c.dataset.label),
    ).toEqual(['Type', 'Montant', 'Date', 'Statut']);
    const cells = (t: HTMLElement) =>
      within(t)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    const date = expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(cells(table)).toHaveLength(10);
    expect(cells(table).slice(0, 1)).toEqual([['Ajustement par un conseiller', '+1 aide', date, 'Crédité']]);
    expect(cells(table).slice(8)).toEqual([
      ['Aides ajoutées (achat)', '+3 aides', date, 'Crédité'],
      ['Paiement — Standard voir le reçu', '12,99\u00a0€', date, 'Payé'],
    ]);
    const payment = await admin()
      .from('payments')
      .select('id')
      .eq('payment_intent_id', `pi_${user.id}`)
      .single();
    expect(within(table).getByRole('link', { name: 'voir le reçu' })).toHaveAttribute(
      'href',
      `/recu/${payment.data!.id}`,
    );
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(cells(screen.getByRole('table'))).toHaveLength(2), LONG);
    expect(screen.getByRole('table', { name: 'Historique, page 2 sur 2' })).toBeInTheDocument();
    expect(cells(screen.getByRole('table'))).toEqual([
      ['Aide utilisée pour une demande voir la demande', '−1 aide', date, 'Débité'],
      ['Aide offerte à l’inscription', '+1 aide', date, 'Crédité'],
    ]);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });
});
