// Packs and payments screens against the local Supabase; the payments function and the card processor are
// played by msw exactly as the contract describes them (the function's own tests live with the function).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  admin,
  heading,
  LONG,
  mswForFailures,
  newRequest,
  newUser,
  renderApp,
  resetApp,
  signIn,
  type TestUser,
} from '../../../tests/support/account.tsx';
import { getSupabase } from '../../lib/auth.tsx';
import { accessToken, createIntent, NO_TOKEN, NOT_SIGNED_IN } from './api.ts';

const PROCESSOR = 'http://processeur.test';
/** accessible names keep the no-break space of "12,99 €" (getByText normalises it to a plain space) */
const euros = (s: string) => s.replace(' ', '\u00a0');

/** what the fake function knows of each intent: its payment row and the processor's last answer */
const intents = new Map<
  string,
  { userId: string; paymentId: string; outcome?: 'succeeded' | 'declined'; reason?: string }
>();
let seq = 0;

const userOf = (request: Request) => {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  const payload = token.split('.')[1];
  if (!payload) return null;
  return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub;
};

const server = mswForFailures(
  http.post('*/api/payments/create-intent', async ({ request }) => {
    const userId = userOf(request);
    if (!userId) return HttpResponse.json({ error: 'Non authentifié' }, { status: 401 });
    const body = (await request.json()) as { packId?: string; offerId?: string; requestId?: string };
    const packId = body.packId ?? null;
    const offerId = body.requestId ? 'quick_1' : (body.offerId ?? null);
    const price = await admin().rpc('checkout_price_cents', {
      pack_id: packId,
      offer_id: offerId,
      user_id: userId,
    });
    if (price.error) return HttpResponse.json({ error: price.error.message }, { status: 400 });
    const pi = `pi_ecran_${Date.now()}_${++seq}`;
    const row = await admin()
      .from('payments')
      .insert({
        user_id: userId,
        amount: price.data,
        payment_intent_id: pi,
        pack_id: packId,
        offer_id: offerId,
        request_id: body.requestId ?? null,
      })
      .select('id')
      .single();
    intents.set(pi, { userId, paymentId: row.data!.id });
    return HttpResponse.json({
      paymentIntentId: pi,
      clientSecret: `${pi}_secret_x`,
      paymentId: row.data!.id,
      amountCents: price.data,
      currency: 'eur',
      label: packId ?? offerId,
      processor: 'local',
    });
  }),
  http.post('*/api/payments/confirm', async ({ request }) => {
    const { paymentIntentId } = (await request.json()) as { paymentIntentId: string };
    const known = intents.get(paymentIntentId);
    if (!known || known.userId !== userOf(request))
      return HttpResponse.json({ error: 'Paiement introuvable.' }, { status: 404 });
    const succeeded = known.outcome === 'succeeded';
    const rpc = succeeded ? 'complete_payment' : 'fail_payment';
    const { data: payment } = await admin().rpc(rpc, { payment_intent_id: paymentIntentId });
    const { data: balance } = await admin()
      .from('credit_balances')
      .select('balance')
      .eq('user_id', known.userId)
      .single();
    return HttpResponse.json({
      status: succeeded ? 'succeeded' : 'requires_payment_method',
      payment: { ...payment, amount_cents: payment.amount },
      balance: balance?.balance,
      ...(succeeded ? {} : { error: known.reason ?? 'Paiement refusé par votre banque.' }),
    });
  }),
  http.post(`${PROCESSOR}/v1/payment_intents/:id/confirm`, async ({ request, params }) => {
    const form = new URLSearchParams(await request.text());
    const known = intents.get(String(params.id));
    if (request.headers.get('authorization') !== 'Bearer pk_test_local' || !known)
      return HttpResponse.json({ error: { type: 'invalid_request_error' } }, { status: 401 });
    const number = form.get('payment_method_data[card][number]');
    if (number === '4242424242424242') {
      known.outcome = 'succeeded';
      return HttpResponse.json({ id: params.id, object: 'payment_intent', status: 'succeeded' });
    }
    known.outcome = 'declined';
    const decline_code = number === '4000000000009995' ? 'insufficient_funds' : 'generic_decline';
    known.reason =
      decline_code === 'insufficient_funds'
        ? 'Votre carte a été refusée : solde insuffisant.'
        : 'Votre carte a été refusée par votre banque.';
    return HttpResponse.json(
      {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code,
          message: 'Your card was declined.',
        },
      },
      { status: 402 },
    );
  }),
);

beforeEach(() => {
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
  vi.stubEnv('VITE_LOCAL_STRIPE_URL', PROCESSOR);
});
afterEach(resetApp);

const balanceOf = async (user: TestUser) =>
  (await admin().from('credit_balances').select('balance').eq('user_id', user.id).single()).data?.balance;

async function payWith(number: string, expiry = '12/34', cvc = '123') {
  const ui = userEvent.setup();
  await ui.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }, LONG));
  await screen.findByText('Mode démonstration — aucun paiement réel', {}, LONG);
  const field = (name: string) => screen.getByLabelText(name);
  await ui.clear(field('Numéro de carte'));
  await ui.type(field('Numéro de carte'), number);
  await ui.clear(field("Date d'expiration"));
  await ui.type(field("Date d'expiration"), expiry);
  await ui.clear(field('CVC'));
  await ui.type(field('CVC'), cvc);
  return ui;
}

describe('/pricing et /packs', () => {
  it('les quatre packs de la base, « Populaire » sur Standard, témoignages, FAQ ; un visiteur passe par la connexion', async () => {
    const { router } = renderApp('/pricing');
    await heading('Tarifs et packs');
    const cards = await screen.findAllByRole('heading', { level: 3 }, LONG);
    expect(cards.slice(0, 4).map((h) => h.textContent)).toEqual([
      'Essentiel',
      'Standard',
      'Premium',
      'Illimité',
    ]);
    const standard = cards[1].closest('li')!;
    expect(within(standard).getByText('Populaire')).toBeInTheDocument();
    expect(within(standard).getByText('12,99 €')).toBeInTheDocument();
    expect(within(standard).getByText('3 aides')).toBeInTheDocument();
    expect(within(standard).getByText('Support téléphonique')).toBeInTheDocument();
    expect(within(cards[0].closest('li')!).queryByText('Populaire')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ils ont obtenu leurs aides avec Aidy' })).toBeInTheDocument();
    expect(screen.getByText('Les aides de mon pack expirent-elles ?')).toBeInTheDocument();
    expect(screen.getByText(/support téléphonique est inclus à partir du pack Standard/)).toBeInTheDocument();
    expect(
      screen.getByText(/conseiller dédié suit vos demandes à partir du pack Premium/),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choisir le pack Standard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LONG);
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/paiement?plan=standard');
  });

  it('connecté et parrain : la remise de parrainage est appliquée à chaque prix', async () => {
    const sponsor = await newUser();
    const { data } = await admin().from('profiles').select('referral_code').eq('id', sponsor.id).single();
    await newUser({ ref: data!.referral_code });
    await signIn(sponsor);
    renderApp('/packs');
    await heading('Packs d’aides');
    expect(
      await screen.findByText(
        'Votre remise de parrainage de 10 % est appliquée aux prix ci-dessous.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    const standard = screen.getByRole('heading', { name: 'Standard' }).closest('li')!;
    expect(within(standard).getByText('11,69 €')).toBeInTheDocument();
    expect(within(standard).getByText('12,99 €')).toBeInTheDocument();
  });
});

describe('/paiement', () => {
  it('?plan=standard : pack présélectionné, prix du serveur, 4242 → succès puis solde +3, historique et reçu', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/paiement?plan=standard');
    await heading('Paiement');
    expect(await screen.findByRole('radio', { name: /Pack Standard/ }, LONG)).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(await screen.findByText('12,99 € TTC', {}, LONG)).toBeInTheDocument();
    const ui = await payWith('4242 4242 4242 4242');
    await ui.click(screen.getByRole('button', { name: `Payer ${euros('12,99 €')}` }));
    expect(await screen.findByText('Paiement effectué avec succès!', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('4 aides', {}, LONG)).toBeInTheDocument();
    expect(await balanceOf(user)).toBe(4);
    const table = await screen.findByRole('table', { name: 'Historique des paiements' }, LONG);
    await waitFor(() => expect(within(table).getByText('Payé')).toBeInTheDocument(), LONG);
    // the same row at every width (a phone stacks it as a card): named by its cells, each with its column's label
    const row = within(table).getByRole('row', { name: /Pack Standard \(3 aides\)/ });
    expect(within(row).getByText('12,99 €')).toHaveAttribute('data-label', 'Montant');
    expect(within(row).getByText('Payé')).toHaveAttribute('data-label', 'Statut');
    const receipt = within(row).getByRole('link', { name: /Reçu du paiement/ });
    expect(screen.getByRole('link', { name: 'Voir le reçu' })).toHaveAttribute(
      'href',
      receipt.getAttribute('href'),
    );
  });

  it('carte refusée : la raison en français, le pack et la saisie gardés, aucun crédit ; on peut réessayer', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/paiement?plan=standard');
    let ui = await payWith('4000 0000 0000 0002');
    await ui.click(await screen.findByRole('button', { name: `Payer ${euros('12,99 €')}` }));
    expect(
      await screen.findByText('Votre carte a été refusée par votre banque.', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pack Standard/ })).toBeChecked();
    expect(screen.getByLabelText('Numéro de carte')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText("Date d'expiration")).toHaveValue('12/34');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
    const table = await screen.findByRole('table', { name: 'Historique des paiements' }, LONG);
    await waitFor(() => expect(within(table).getByText('Échoué')).toBeInTheDocument(), LONG);
    expect(await balanceOf(user)).toBe(1);
    // fonds insuffisants, the payments function unreachable: the processor's code, worded by the screen
    server.use(http.post('*/api/payments/confirm', () => HttpResponse.error(), { once: true }));
    ui = userEvent.setup();
    await ui.clear(screen.getByLabelText('Numéro de carte'));
    await ui.type(screen.getByLabelText('Numéro de carte'), '4000000000009995');
    await ui.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(
      await screen.findByText(
        'Paiement refusé : les fonds disponibles sur votre carte sont insuffisants.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    // the right card then goes through (a new intent, so the failed one stays failed)
    await ui.clear(screen.getByLabelText('Numéro de carte'));
    await ui.type(screen.getByLabelText('Numéro de carte'), '4242424242424242');
    await ui.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(await screen.findByText('Paiement effectué avec succès!', {}, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await balanceOf(user)).toBe(4), LONG);
  });

  it('la saisie est vérifiée avant tout envoi, en français', async () => {
    await signIn(await newUser());
    renderApp('/paiement?plan=basic');
    const ui = await payWith('4242', '13/20', '1');
    await ui.click(screen.getByRole('button', { name: `Payer ${euros('6,99 €')}` }));
    expect(await screen.findByText('Le numéro de carte est incomplet.')).toBeInTheDocument();
    expect(screen.getByText('La date d’expiration doit être au format MM/AA.')).toBeInTheDocument();
    expect(screen.getByText('Le CVC comporte 3 ou 4 chiffres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de carte')).toHaveAttribute('aria-invalid', 'true');
  });

  it('achat rapide : le montant vient du serveur (remise du parrain comprise)', async () => {
    const sponsor = await newUser();
    const { data } = await admin().from('profiles').select('referral_code').eq('id', sponsor.id).single();
    await newUser({ ref: data!.referral_code });
    await signIn(sponsor);
    renderApp('/paiement');
    await heading('Paiement');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('radio', { name: /^2 aides/ }, LONG));
    // 999 − 10 % = 899 cents
    expect(await screen.findByText('8,99 € TTC', {}, LONG)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByRole('button', { name: `Payer ${euros('8,99 €')}` }, LONG)).toBeInTheDocument();
  });

  it('erreurs de création : le message du serveur, sinon le message générique ; « Création du paiement en cours... »', async () => {
    await signIn(await newUser());
    let release: () => void = () => undefined;
    server.use(
      http.post(
        '*/api/payments/create-intent',
        async () => {
          await new Promise<void>((r) => (release = r));
          return HttpResponse.json({ error: 'Offre inconnue.' }, { status: 400 });
        },
        { once: true },
      ),
    );
    renderApp('/paiement?plan=premium');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }, LONG));
    expect(await screen.findByText('Création du paiement en cours...')).toBeInTheDocument();
    release();
    const alert = await screen.findByText('Erreur lors de la création du paiement', {}, LONG);
    expect(alert.parentElement).toHaveTextContent('Offre inconnue.');
    expect(screen.getByRole('radio', { name: /Pack Premium/ })).toBeChecked();
    server.use(http.post('*/api/payments/create-intent', () => HttpResponse.error(), { once: true }));
    await ui.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(
      await screen.findByText('Une erreur est survenue lors de la création du paiement', {}, LONG),
    ).toBeInTheDocument();
  });

  it('?demande= : la demande payée par carte passe en cours de traitement', async () => {
    const user = await newUser();
    await signIn(user);
    await newRequest(); // the free aid is spent: the next request waits for a card payment
    const id = await newRequest(undefined, { payByCard: true });
    const { router } = renderApp(`/paiement?demande=${id}`);
    expect(await screen.findByRole('heading', { name: 'Payer une demande' }, LONG)).toBeInTheDocument();
    expect(await screen.findByText('5,99 € TTC', {}, LONG)).toBeInTheDocument();
    const ui = await payWith('4242424242424242');
    await ui.click(screen.getByRole('button', { name: `Payer ${euros('5,99 €')}` }));
    expect(await screen.findByText('Paiement effectué avec succès!', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demandes/${id}`), LONG);
    const { data } = await admin()
      .from('form_requests')
      .select('status, payment_status')
      .eq('id', id)
      .single();
    expect(data).toEqual({ status: 'in_progress', payment_status: 'completed' });
    expect(await balanceOf(user)).toBe(0);
  });

  it('une demande déjà payée ou introuvable ne se paie pas', async () => {
    await signIn(await newUser());
    const id = await newRequest();
    renderApp(`/paiement?demande=${id}`);
    expect(await screen.findByText(/n’attend pas de paiement/, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuer vers le paiement' })).toBeNull();
  });

  it('« Erreur lors du chargement des paiements » quand l’historique ne se charge pas', async () => {
    await signIn(await newUser());
    server.use(http.get('*/rest/v1/payments', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderApp('/paiement');
    expect(await screen.findByText('Erreur lors du chargement des paiements', {}, LONG)).toBeInTheDocument();
  });

  it('avec une clé publique Stripe : le Payment Element (chargé à la demande) au lieu du formulaire de démonstration', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_exemple');
    await signIn(await newUser());
    renderApp('/paiement?plan=standard');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }, LONG));
    // Stripe.js is not reachable in tests: the button waits, disabled, for the Payment Element
    expect(await screen.findByRole('button', { name: `Payer ${euros('12,99 €')}` }, LONG)).toBeDisabled();
    expect(screen.queryByText('Mode démonstration — aucun paiement réel')).toBeNull();
    expect(screen.queryByLabelText('Numéro de carte')).toBeNull();
  });

  it('sans processeur configuré, le paiement par carte est annoncé indisponible', async () => {
    vi.stubEnv('VITE_LOCAL_STRIPE_URL', '');
    await signIn(await newUser());
    renderApp('/paiement?plan=standard');
    expect(
      await screen.findByText(/Le paiement par carte n’est pas disponible pour le moment/, {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer vers le paiement' })).toBeDisabled();
  });
});

describe('appels au service de paiement', () => {
  it('« Non authentifié » sans utilisateur, « Token non trouvé » sans jeton', async () => {
    await expect(createIntent({ packId: 'standard' })).rejects.toThrow(NOT_SIGNED_IN);
    expect(NOT_SIGNED_IN).toBe('Non authentifié');
    const client = await getSupabase();
    const spy = vi.spyOn(client.auth, 'getSession').mockResolvedValueOnce({
      data: { session: { user: { id: 'x' }, access_token: '' } },
      error: null,
    } as never);
    await expect(accessToken()).rejects.toThrow(NO_TOKEN);
    expect(NO_TOKEN).toBe('Token non trouvé');
    spy.mockRestore();
  });
});

async function completedPayment(user: TestUser) {
  const pi = `pi_recu_${user.id}`;
  await admin()
    .from('payments')
    .insert({ user_id: user.id, amount: 1299, payment_intent_id: pi, pack_id: 'standard' });
  const { data } = await admin().rpc('complete_payment', { payment_intent_id: pi, amount_received: 1299 });
  return { pi, id: (data as { id: string }).id };
}

describe('retour de 3-D Secure et reçu', () => {
  it('/payment-success : le serveur confirme, succès et nouveau solde', async () => {
    const user = await newUser();
    await signIn(user);
    await admin()
      .from('payments')
      .insert({
        user_id: user.id,
        amount: 1299,
        payment_intent_id: `pi_3ds_${user.id}`,
        pack_id: 'standard',
      });
    const row = await admin()
      .from('payments')
      .select('id')
      .eq('payment_intent_id', `pi_3ds_${user.id}`)
      .single();
    intents.set(`pi_3ds_${user.id}`, { userId: user.id, paymentId: row.data!.id, outcome: 'succeeded' });
    renderApp(`/payment-success?payment_intent=pi_3ds_${user.id}&redirect_status=succeeded`);
    expect(await screen.findByText('Paiement effectué avec succès!', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('4 aides', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le reçu' })).toHaveAttribute(
      'href',
      `/recu/${row.data!.id}`,
    );
  });

  it('/payment : authentification refusée → la raison et le retour au paiement, aucun crédit', async () => {
    const user = await newUser();
    await signIn(user);
    const pi = `pi_3ds_ko_${user.id}`;
    await admin()
      .from('payments')
      .insert({ user_id: user.id, amount: 599, payment_intent_id: pi, offer_id: 'quick_1' });
    const row = await admin().from('payments').select('id').eq('payment_intent_id', pi).single();
    intents.set(pi, { userId: user.id, paymentId: row.data!.id, outcome: 'declined' });
    renderApp(`/payment?payment_intent=${pi}&redirect_status=failed`);
    expect(await screen.findByText('Le paiement n’a pas abouti.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('Paiement refusé par votre banque.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir au paiement' })).toHaveAttribute('href', '/paiement');
    expect(await balanceOf(user)).toBe(1);
  });

  it('le reçu : vendeur, date fr-FR, achat, montant TTC, références, « Imprimer »', async () => {
    const user = await newUser({ prenom: 'Nora', nom: 'Petit' });
    await signIn(user);
    const { pi, id } = await completedPayment(user);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp(`/recu/${id}`);
    await heading('Reçu de paiement');
    const receipt = await screen.findByRole('article', { name: 'Reçu' }, LONG);
    expect(within(receipt).getByText('Aidy SAS')).toBeInTheDocument();
    expect(within(receipt).getByText('Pack Standard (3 aides)')).toBeInTheDocument();
    expect(within(receipt).getByText('12,99 €')).toBeInTheDocument();
    expect(within(receipt).getByText(/^\d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(receipt).getByText(id)).toBeInTheDocument();
    expect(within(receipt).getByText(pi)).toBeInTheDocument();
    expect(await within(receipt).findByText(/Nora Petit/, {}, LONG)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('le reçu d’un autre client est introuvable', async () => {
    const other = await newUser();
    await signIn(other);
    const { id } = await completedPayment(other);
    await resetApp();
    await signIn(await newUser());
    renderApp(`/recu/${id}`);
    expect(await screen.findByText(/Reçu introuvable/, {}, LONG)).toBeInTheDocument();
  });
});

describe('/cgv', () => {
  it('les prix de la base (packs et achats rapides), la rétractation de 14 jours et sa renonciation, le remboursement', async () => {
    renderApp('/cgv');
    await heading('Conditions générales de vente');
    expect(await screen.findByText('12,99 €', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('5,99 €', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('15,99 €')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Droit de rétractation \(14 jours\)/ })).toBeInTheDocument();
    expect(screen.getByText(/renoncez expressément à votre droit de rétractation/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Remboursement/ })).toBeInTheDocument();
  });
});
