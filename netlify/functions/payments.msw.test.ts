// The payments function against Stripe's API as msw answers it (api.stripe.com, no STRIPE_API_URL): what is
// sent (amount from the database, metadata, idempotency key) and what an outage or a decline becomes.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from '../../supabase/local/test/harness.ts';
import { startProductSupabase } from '../../supabase/tests/support/db.ts';
import { signedIn } from '../_shared/payments/test-support.ts';
import payments from './payments.mts';

const STRIPE = 'https://api.stripe.com/v1';
const DOWN = { error: 'Le service de paiement ne répond pas. Réessayez dans un instant.' };
const msw = setupServer();
let sb: TestSupabase;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  sb = await startProductSupabase();
  const env = {
    SUPABASE_URL: sb.url,
    SUPABASE_ANON_KEY: sb.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: sb.serviceKey,
    STRIPE_SECRET_KEY: 'sk_test_msw',
    STRIPE_WEBHOOK_SECRET: 'whsec_msw',
    STRIPE_API_URL: '',
  };
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  msw.listen({ onUnhandledRequest: 'bypass' });
}, 180_000);
afterEach(() => msw.resetHandlers());
afterAll(async () => {
  msw.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await sb?.stop();
});

const call = async (action: string, token: string, body: unknown) => {
  const res = await payments(
    new Request(`http://localhost/api/payments/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

const intent = (over: Record<string, unknown>) => ({
  id: 'pi_msw',
  object: 'payment_intent',
  amount: 1299,
  amount_received: 0,
  currency: 'eur',
  status: 'requires_payment_method',
  client_secret: 'pi_msw_secret_abc',
  last_payment_error: null,
  metadata: {},
  ...over,
});

async function pendingPayment(userId: string, intentId: string) {
  await sb.db.query(
    `insert into public.payments (user_id, amount, payment_intent_id, pack_id) values ($1, 1299, $2, 'standard')`,
    [userId, intentId],
  );
}

describe('fonction payments face à Stripe (msw)', () => {
  it('crée l’intention avec le montant de la base, les métadonnées et une clé d’idempotence', async () => {
    const u = await signedIn(sb, { prefix: '50000000' });
    let sent: { body: URLSearchParams; key: string | null } | null = null;
    msw.use(
      http.get(`${STRIPE}/payment_intents/:id`, () => HttpResponse.json(intent({}))),
      http.post(`${STRIPE}/payment_intents`, async ({ request }) => {
        sent = {
          body: new URLSearchParams(await request.text()),
          key: request.headers.get('idempotency-key'),
        };
        return HttpResponse.json(intent({ id: 'pi_msw_created', client_secret: 'pi_msw_created_secret_x' }));
      }),
    );
    const res = await call('create-intent', u.token, { packId: 'standard', amount: 100 });
    expect(res).toEqual({
      status: 200,
      body: expect.objectContaining({
        paymentIntentId: 'pi_msw_created',
        clientSecret: 'pi_msw_created_secret_x',
        amountCents: 1299,
        processor: 'stripe',
      }),
    });
    expect(sent!.body.get('amount')).toBe('1299');
    expect(sent!.body.get('currency')).toBe('eur');
    expect(sent!.body.get('metadata[user_id]')).toBe(u.id);
    expect(sent!.body.get('metadata[pack_id]')).toBe('standard');
    expect(sent!.body.get('metadata[payment_id]')).toBe(res.body.paymentId);
    expect(sent!.key).toBe(`aidy-payment-${res.body.paymentId}`);
  });

  it('panne réseau ou erreur 500 de Stripe : 502 avec le message français, aucun paiement enregistré', async () => {
    const u = await signedIn(sb, { prefix: '50000000' });
    msw.use(http.post(`${STRIPE}/payment_intents`, () => HttpResponse.error()));
    expect(await call('create-intent', u.token, { offerId: 'quick_1' })).toEqual({ status: 502, body: DOWN });
    msw.use(
      http.post(`${STRIPE}/payment_intents`, () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'Something went wrong' } }, { status: 500 }),
      ),
    );
    expect(await call('create-intent', u.token, { offerId: 'quick_1' })).toEqual({ status: 502, body: DOWN });
    const { rows } = await sb.db.query('select 1 from public.payments where user_id = $1', [u.id]);
    expect(rows).toEqual([]);
  });

  it('confirmation : un refus devient un échec avec la raison en français ; une panne, 502 sans rien changer', async () => {
    const u = await signedIn(sb, { prefix: '50000000' });
    await pendingPayment(u.id, 'pi_msw_down');
    msw.use(http.get(`${STRIPE}/payment_intents/pi_msw_down`, () => HttpResponse.error()));
    expect(await call('confirm', u.token, { paymentIntentId: 'pi_msw_down' })).toEqual({
      status: 502,
      body: DOWN,
    });

    await pendingPayment(u.id, 'pi_msw_declined');
    msw.use(
      http.get(`${STRIPE}/payment_intents/pi_msw_declined`, () =>
        HttpResponse.json(
          intent({
            id: 'pi_msw_declined',
            last_payment_error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
            },
          }),
        ),
      ),
    );
    const declined = await call('confirm', u.token, { paymentIntentId: 'pi_msw_declined' });
    expect(declined).toEqual({
      status: 200,
      body: expect.objectContaining({
        status: 'failed',
        error: 'Votre carte a été refusée : solde insuffisant. Essayez une autre carte.',
        balance: 1,
      }),
    });
    expect(declined.body.payment.status).toBe('failed');
    const { rows } = await sb.db.query<{ status: string }>(
      `select status::text from public.payments where payment_intent_id = 'pi_msw_down'`,
    );
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  it('un montant reçu différent du montant enregistré ne crédite rien (400)', async () => {
    const u = await signedIn(sb, { prefix: '50000000' });
    await pendingPayment(u.id, 'pi_msw_tampered');
    msw.use(
      http.get(`${STRIPE}/payment_intents/pi_msw_tampered`, () =>
        HttpResponse.json(
          intent({ id: 'pi_msw_tampered', amount: 100, amount_received: 100, status: 'succeeded' }),
        ),
      ),
    );
    expect(await call('confirm', u.token, { paymentIntentId: 'pi_msw_tampered' })).toEqual({
      status: 400,
      body: { error: 'Montant reçu différent du montant attendu.' },
    });
    const { rows } = await sb.db.query<{ balance: number }>(
      'select balance from public.credit_balances where user_id = $1',
      [u.id],
    );
    expect(rows).toEqual([{ balance: 1 }]);
  });

  it('remboursement : Stripe injoignable → 502, le paiement reste effectué et les crédits aussi', async () => {
    const u = await signedIn(sb, { prefix: '50000000' });
    const admin = await signedIn(sb, { prefix: '50000000', admin: true });
    await pendingPayment(u.id, 'pi_msw_refund');
    await sb.admin().rpc('complete_payment', { payment_intent_id: 'pi_msw_refund', amount_received: 1299 });
    const { rows } = await sb.db.query<{ id: string }>(
      `select id from public.payments where payment_intent_id = 'pi_msw_refund'`,
    );
    msw.use(http.post(`${STRIPE}/refunds`, () => HttpResponse.error()));
    expect(await call('refund', admin.token, { paymentId: rows[0].id, reason: 'Erreur' })).toEqual({
      status: 502,
      body: DOWN,
    });
    const after = await sb.db.query<{ status: string; balance: number }>(
      `select p.status::text, b.balance from public.payments p join public.credit_balances b on b.user_id = p.user_id
       where p.id = $1`,
      [rows[0].id],
    );
    expect(after.rows).toEqual([{ status: 'completed', balance: 4 }]);
  });
});
