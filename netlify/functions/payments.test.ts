// The payments function against the local processor (payments-local/) and a local Supabase: the same SDK
// calls as with Stripe, real signed webhooks, real RLS.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signPayload } from '../../payments-local/src/webhooks.ts';
import { startPaymentsStack, signedIn, type PaymentsStack } from '../_shared/payments/test-support.ts';
import payments from './payments.mts';

let stack: PaymentsStack;

beforeAll(async () => {
  stack = await startPaymentsStack(payments);
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;

const call = (action: string, token: string | null, body: unknown = {}, method = 'POST') =>
  payments(
    new Request(`http://localhost/api/payments/${action}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    }),
  );
const callJson = async (action: string, token: string | null, body: unknown = {}) => {
  const res = await call(action, token, body);
  return { status: res.status, body: (await res.json()) as Json };
};

/** The browser's demo card form: the publishable key and the client secret, straight to the processor. */
async function payWithCard(intent: Json, number: string) {
  const form = new URLSearchParams({
    client_secret: intent.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
    return_url: 'http://127.0.0.1:5173/payment-success',
  });
  const res = await fetch(`${stack.stripe.url}/v1/payment_intents/${intent.paymentIntentId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stack.stripe.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function buy(token: string, what: Json = { packId: 'standard' }) {
  const { status, body } = await callJson('create-intent', token, what);
  expect(status).toBe(200);
  return body;
}

const balanceOf = async (userId: string) =>
  (
    await stack.sb.db.query<{ balance: number }>(
      'select balance from public.credit_balances where user_id = $1',
      [userId],
    )
  ).rows[0]?.balance ?? 0;

const statusOf = async (intentId: string) =>
  (
    await stack.sb.db.query<{ status: string }>(
      'select status::text from public.payments where payment_intent_id = $1',
      [intentId],
    )
  ).rows[0]?.status;

/** Posts `event` to the webhook endpoint, signed with `secret` at `timestamp`. */
function deliver(event: unknown, secret = stack.stripe.webhookSecret, timestamp?: number) {
  const payload = JSON.stringify(event);
  return payments(
    new Request('http://localhost/api/payments/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(payload, secret, timestamp),
      },
      body: payload,
    }),
  );
}

async function eventsOf(intentId: string, type: string): Promise<Json[]> {
  const res = await fetch(`${stack.stripe.url}/v1/events?type=${type}&limit=100`, {
    headers: { authorization: `Bearer ${stack.stripe.secretKey}` },
  });
  const list = (await res.json()) as { data: Json[] };
  return list.data.filter((e) => (e.data.object.payment_intent ?? e.data.object.id) === intentId);
}

describe('achat par carte avec le processeur local', () => {
  it('4242 : le pack Standard au prix du serveur (montant du navigateur ignoré), 3 aides une seule fois', async () => {
    const u = await signedIn(stack.sb);
    const intent = await buy(u.token, { packId: 'standard', amount: 1 });
    expect(intent).toMatchObject({
      amountCents: 1299,
      currency: 'eur',
      label: 'Standard',
      processor: 'local',
    });
    expect(intent.paymentIntentId).toMatch(/^pi_/);
    expect(intent.paymentId).toMatch(/^[0-9a-f-]{36}$/);
    const fromProcessor = await fetch(`${stack.stripe.url}/v1/payment_intents/${intent.paymentIntentId}`, {
      headers: { authorization: `Bearer ${stack.stripe.secretKey}` },
    }).then((r) => r.json() as Promise<Json>);
    expect(fromProcessor).toMatchObject({
      amount: 1299,
      metadata: { user_id: u.id, pack_id: 'standard', payment_id: intent.paymentId },
    });

    const paid = await payWithCard(intent, '4242 4242 4242 4242');
    expect(paid).toMatchObject({ status: 200, body: { status: 'succeeded', amount: 1299 } });
    const confirmed = await callJson('confirm', u.token, { paymentIntentId: intent.paymentIntentId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'succeeded',
      balance: 4,
      payment: { id: intent.paymentId, status: 'completed', amount_cents: 1299, credits_granted: 3 },
    });
    expect(confirmed.body.error).toBeUndefined();
    // the webhook arrives too, and a second confirmation: still 4
    await stack.stripe.webhooksIdle();
    expect(
      (await callJson('confirm', u.token, { paymentIntentId: intent.paymentIntentId })).body.balance,
    ).toBe(4);
    expect(await balanceOf(u.id)).toBe(4);
  });

  it('une page rechargée reprend le même paiement en attente au lieu d’en créer un autre', async () => {
    const u = await signedIn(stack.sb);
    const first = await buy(u.token, { offerId: 'quick_2' });
    const second = await buy(u.token, { offerId: 'quick_2' });
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(second.amountCents).toBe(999);
    const other = await buy(u.token, { offerId: 'quick_3' });
    expect(other.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it.each([
    [
      '4000 0000 0000 0002',
      'generic_decline',
      'Votre carte a été refusée par votre banque. Essayez une autre carte.',
    ],
    [
      '4000 0000 0000 9995',
      'insufficient_funds',
      'Votre carte a été refusée : solde insuffisant. Essayez une autre carte.',
    ],
  ])('%s refusée (%s) : raison en français, paiement échoué, aucun crédit', async (card, code, reason) => {
    const u = await signedIn(stack.sb);
    const intent = await buy(u.token);
    const paid = await payWithCard(intent, card);
    expect(paid.status).toBe(402);
    expect(paid.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: code });
    expect(paid.body.error.payment_intent.status).toBe('requires_payment_method');
    const confirmed = await callJson('confirm', u.token, { paymentIntentId: intent.paymentIntentId });
    expect(confirmed.body).toMatchObject({
      status: 'failed',
      error: reason,
      balance: 1,
      payment: { status: 'failed' },
    });
    await stack.stripe.webhooksIdle();
    expect(await balanceOf(u.id)).toBe(1);
    // the basket is kept: a new attempt for the same pack gets a new intent
    const retry = await buy(u.token);
    expect(retry.paymentIntentId).not.toBe(intent.paymentIntentId);
    expect(retry.amountCents).toBe(1299);
  });

  it('3-D Secure : authentification demandée, page locale, puis confirmation créditée ; un refus échoue', async () => {
    const u = await signedIn(stack.sb);
    const intent = await buy(u.token, { packId: 'basic' });
    const paid = await payWithCard(intent, '4000 0025 0000 3155');
    expect(paid.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    const pending = await callJson('confirm', u.token, { paymentIntentId: intent.paymentIntentId });
    expect(pending.body).toMatchObject({
      status: 'requires_action',
      payment: { status: 'pending' },
      balance: 1,
    });

    const pageUrl = paid.body.next_action.redirect_to_url.url as string;
    const page = await fetch(pageUrl);
    const html = await page.text();
    expect(html).toContain('Authentification 3-D Secure (démonstration)');
    expect(html).toContain("Valider l'authentification");
    expect(html).toContain("Refuser l'authentification");
    const secret = new URL(pageUrl).searchParams.get('client_secret')!;
    const approved = await fetch(new URL(pageUrl).pathname.replace(/^/, stack.stripe.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: secret, decision: 'approve' }),
    });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    expect(back.pathname).toBe('/payment-success');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_intent: intent.paymentIntentId,
      payment_intent_client_secret: intent.clientSecret,
      redirect_status: 'succeeded',
    });
    const done = await callJson('confirm', u.token, { paymentIntentId: intent.paymentIntentId });
    expect(done.body).toMatchObject({ status: 'succeeded', balance: 2, payment: { status: 'completed' } });

    const refused = await buy(u.token, { packId: 'basic' });
    const challenge = await payWithCard(refused, '4000002500003155');
    const url = new URL(challenge.body.next_action.redirect_to_url.url);
    const no = await fetch(`${stack.stripe.url}${url.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_secret: url.searchParams.get('client_secret')!,
        decision: 'refuse',
      }),
    });
    expect(new URL(no.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    const failed = await callJson('confirm', u.token, { paymentIntentId: refused.paymentIntentId });
    expect(failed.body).toMatchObject({
      status: 'failed',
      error: "L'authentification 3-D Secure a échoué. Réessayez ou utilisez une autre carte.",
      balance: 2,
    });
  });

  it('le webhook crédite même si le navigateur ne revient jamais', async () => {
    const u = await signedIn(stack.sb);
    const intent = await buy(u.token, { offerId: 'quick_3' });
    await payWithCard(intent, '4242424242424242');
    await vi.waitFor(async () => expect(await balanceOf(u.id)).toBe(4), { timeout: 10_000, interval: 50 });
    expect(await statusOf(intent.paymentIntentId)).toBe('completed');
  });

  it('un paiement de demande par carte fait passer la demande en cours', async () => {
    const u = await signedIn(stack.sb);
    await u.client.rpc('create_form_request', { form_type: 'transport' });
    const { data: request } = await u.client.rpc('create_form_request', {
      form_type: 'logement',
      aid_id: 'apl',
      aid_name: 'Aide personnalisée au logement',
      pay_by_card: true,
    });
    const requestId = (request as { id: string }).id;
    const intent = await buy(u.token, { requestId });
    expect(intent).toMatchObject({ amountCents: 599, label: 'Aide personnalisée au logement' });
    await payWithCard(intent, '4242424242424242');
    const done = await callJson('confirm', u.token, { paymentIntentId: intent.paymentIntentId });
    expect(done.body).toMatchObject({ status: 'succeeded', balance: 0, payment: { request_id: requestId } });
    const { data } = await u.client
      .from('form_requests')
      .select('status, payment_status')
      .eq('id', requestId)
      .single();
    expect(data).toEqual({ status: 'in_progress', payment_status: 'completed' });
    // once paid, the request is not waiting for a card payment any more
    expect(await callJson('create-intent', u.token, { requestId })).toEqual({
      status: 400,
      body: { error: "Cette demande n'attend pas de paiement par carte." },
    });
  });
});

describe('webhook', () => {
  it('un événement rejoué est reconnu par son id et ne crédite pas deux fois', async () => {
    const u = await signedIn(stack.sb);
    const intent = await buy(u.token);
    await payWithCard(intent, '4242424242424242');
    await stack.stripe.webhooksIdle();
    await vi.waitFor(async () => expect(await balanceOf(u.id)).toBe(4));
    const [event] = await eventsOf(intent.paymentIntentId, 'payment_intent.succeeded');
    for (let i = 0; i < 3; i++) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await balanceOf(u.id)).toBe(4);
    const { rows } = await stack.sb.db.query<{ deliveries: number; outcome: string }>(
      'select deliveries, outcome from public.payment_webhook_events where id = $1',
      [event.id],
    );
    expect(rows).toEqual([{ deliveries: 4, outcome: 'completed' }]);
  });

  it('une signature falsifiée ou trop ancienne est refusée (400) et ne change rien', async () => {
    const u = await signedIn(stack.sb);
    const intent = await buy(u.token);
    const forged = {
      id: 'evt_forged_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intent.paymentIntentId,
          object: 'payment_intent',
          status: 'succeeded',
          amount: 1299,
          amount_received: 1299,
        },
      },
    };
    const wrongSecret = await deliver(forged, 'whsec_pirate');
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual({ error: 'Signature Stripe invalide.' });
    const stale = await deliver(
      { ...forged, id: 'evt_forged_2' },
      stack.stripe.webhookSecret,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect(stale.status).toBe(400);
    const unsigned = await payments(
      new Request('http://localhost/api/payments/webhook', { method: 'POST', body: JSON.stringify(forged) }),
    );
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ error: 'Signature Stripe manquante.' });
    // the body changed after signing
    const payload = JSON.stringify(forged);
    const tampered = await payments(
      new Request('http://localhost/api/payments/webhook', {
        method: 'POST',
        headers: { 'stripe-signature': signPayload(payload, stack.stripe.webhookSecret) },
        body: payload.replace('1299', '1'),
      }),
    );
    expect(tampered.status).toBe(400);
    expect(await statusOf(intent.paymentIntentId)).toBe('pending');
    expect(await balanceOf(u.id)).toBe(1);
    const { rows } = await stack.sb.db.query(
      `select 1 from public.payment_webhook_events where id like 'evt_forged%'`,
    );
    expect(rows).toEqual([]);
  });

  it('les autres événements et les paiements inconnus sont acceptés (200) sans effet', async () => {
    const other = await deliver({
      id: 'evt_other_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ received: true, outcome: 'ignoré : événement non traité' });
    const unknown = await deliver({
      id: 'evt_other_2',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_ailleurs',
          object: 'payment_intent',
          status: 'succeeded',
          amount: 100,
          amount_received: 100,
        },
      },
    });
    expect(await unknown.json()).toMatchObject({ received: true, outcome: 'ignoré : paiement inconnu' });
  });
});

describe('contrôles d’accès et erreurs', () => {
  it('401 sans jeton ou avec un jeton invalide, 405 pour une autre méthode, 404 pour une route inconnue', async () => {
    expect(await callJson('create-intent', null, { packId: 'standard' })).toEqual({
      status: 401,
      body: { error: 'Non authentifié' },
    });
    expect((await callJson('confirm', 'pas-un-jeton', { paymentIntentId: 'pi_x' })).status).toBe(401);
    const get = await call('create-intent', null, undefined, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await callJson('nimporte', null)).status).toBe(404);
  });

  it('400 pour un pack inconnu, un corps ambigu, un JSON invalide', async () => {
    const u = await signedIn(stack.sb);
    expect(await callJson('create-intent', u.token, { packId: 'platine' })).toEqual({
      status: 400,
      body: { error: 'Pack inconnu.' },
    });
    expect(await callJson('create-intent', u.token, { offerId: 'quick_99' })).toEqual({
      status: 400,
      body: { error: 'Offre inconnue.' },
    });
    expect(await callJson('create-intent', u.token, { packId: 'standard', offerId: 'quick_1' })).toEqual({
      status: 400,
      body: { error: 'Choisissez un pack ou une offre.' },
    });
    expect((await callJson('create-intent', u.token, { amount: 1299 })).status).toBe(400);
    const bad = await payments(
      new Request('http://localhost/api/payments/create-intent', {
        method: 'POST',
        headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
        body: '{pas du json',
      }),
    );
    expect(bad.status).toBe(400);
    expect((await callJson('confirm', u.token, { paymentIntentId: 'pas un id' })).status).toBe(400);
  });

  it("la demande ou le paiement d'un autre utilisateur sont refusés", async () => {
    const owner = await signedIn(stack.sb);
    const intruder = await signedIn(stack.sb);
    await owner.client.rpc('create_form_request', { form_type: 'transport' });
    const { data: request } = await owner.client.rpc('create_form_request', {
      form_type: 'sante',
      pay_by_card: true,
    });
    const requestId = (request as { id: string }).id;
    expect(await callJson('create-intent', intruder.token, { requestId })).toEqual({
      status: 400,
      body: { error: 'Demande introuvable.' },
    });
    const intent = await buy(owner.token);
    await payWithCard(intent, '4242424242424242');
    expect(await callJson('confirm', intruder.token, { paymentIntentId: intent.paymentIntentId })).toEqual({
      status: 404,
      body: { error: 'Paiement introuvable.' },
    });
    expect(await callJson('confirm', intruder.token, { paymentIntentId: 'pi_inexistant' })).toEqual({
      status: 404,
      body: { error: 'Paiement introuvable.' },
    });
  });
});

describe('remboursement', () => {
  it('refusé à un client (403) ; un conseiller rembourse et reprend les crédits non utilisés, une seule fois', async () => {
    const client = await signedIn(stack.sb);
    const admin = await signedIn(stack.sb, { admin: true });
    const intent = await buy(client.token);
    await payWithCard(intent, '4242424242424242');
    await callJson('confirm', client.token, { paymentIntentId: intent.paymentIntentId });
    await client.client.rpc('create_form_request', { form_type: 'transport' });
    expect(await balanceOf(client.id)).toBe(3);

    expect(
      await callJson('refund', client.token, { paymentId: intent.paymentId, reason: 'Je veux mon argent' }),
    ).toEqual({
      status: 403,
      body: { error: 'Accès réservé aux conseillers.' },
    });
    expect((await callJson('refund', admin.token, { paymentId: intent.paymentId })).status).toBe(400);
    const refunded = await callJson('refund', admin.token, {
      paymentId: intent.paymentId,
      reason: 'Achat en double',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      payment: { id: intent.paymentId, status: 'refunded' },
      creditsRemoved: 3,
    });
    expect(await balanceOf(client.id)).toBe(0);
    // the processor's charge.refunded webhook arrives: nothing more is taken
    await stack.stripe.webhooksIdle();
    const [event] = await eventsOf(intent.paymentIntentId, 'charge.refunded');
    expect(event.data.object).toMatchObject({ refunded: true, amount_refunded: 1299 });
    expect(await balanceOf(client.id)).toBe(0);
    const { rows } = await stack.sb.db.query<{ delta: number; note: string }>(
      `select delta, note from public.credit_movements where payment_id = $1 and reason = 'remboursement_paiement'`,
      [intent.paymentId],
    );
    expect(rows).toEqual([{ delta: -3, note: 'Remboursement du paiement : Achat en double' }]);
    expect(await callJson('refund', admin.token, { paymentId: intent.paymentId, reason: 'encore' })).toEqual({
      status: 400,
      body: { error: 'Ce paiement a déjà été remboursé.' },
    });
  });

  it('déjà remboursé chez le processeur (webhook pas encore arrivé) : le remboursement du conseiller aboutit', async () => {
    const u = await signedIn(stack.sb);
    const admin = await signedIn(stack.sb, { admin: true });
    const intent = await buy(u.token, { offerId: 'quick_1' });
    await payWithCard(intent, '4242424242424242');
    await callJson('confirm', u.token, { paymentIntentId: intent.paymentIntentId });
    await stack.stripe.webhooksIdle();
    const webhookUrl = `${stack.fnUrl}/api/payments/webhook`;
    stack.stripe.setWebhookUrl(null);
    try {
      await fetch(`${stack.stripe.url}/v1/refunds`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${stack.stripe.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ payment_intent: intent.paymentIntentId }),
      });
      const res = await callJson('refund', admin.token, {
        paymentId: intent.paymentId,
        reason: 'Remboursé par téléphone',
      });
      expect(res).toMatchObject({
        status: 200,
        body: { payment: { status: 'refunded' }, creditsRemoved: 1 },
      });
      expect(await balanceOf(u.id)).toBe(1);
    } finally {
      stack.stripe.setWebhookUrl(webhookUrl);
    }
  });

  it('un remboursement fait chez Stripe (charge.refunded) rembourse aussi le paiement', async () => {
    const u = await signedIn(stack.sb);
    const intent = await buy(u.token, { offerId: 'quick_1' });
    await payWithCard(intent, '4242424242424242');
    await vi.waitFor(async () => expect(await balanceOf(u.id)).toBe(2));
    const res = await fetch(`${stack.stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stack.stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: intent.paymentIntentId }),
    });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect(await statusOf(intent.paymentIntentId)).toBe('refunded'));
    expect(await balanceOf(u.id)).toBe(1);
  });
});
