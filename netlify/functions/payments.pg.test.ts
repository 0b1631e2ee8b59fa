// Concurrency on PostgreSQL (`npm run test:pg`, or any run with DATABASE_URL; skipped on PGlite, which runs one
// statement at a time and so proves nothing here): 20 confirmations and 20 webhook deliveries of the same
// succeeded intent, all at once, grant the pack's credits exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../payments-local/src/webhooks.ts';
import { startPaymentsStack, signedIn, type PaymentsStack } from '../_shared/payments/test-support.ts';
import payments from './payments.mts';

const onPostgres = Boolean(process.env.DATABASE_URL);
let stack: PaymentsStack;

describe.skipIf(!onPostgres)('paiements concurrents (PostgreSQL)', () => {
  beforeAll(async () => {
    stack = await startPaymentsStack(payments);
    // the processor's own deliveries are held back: the test sends them itself, all at once
    stack.stripe.setWebhookUrl(null);
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const post = (action: string, body: string, headers: Record<string, string>) =>
    payments(new Request(`http://localhost/api/payments/${action}`, { method: 'POST', headers, body }));

  it('20 confirmations et 20 webhooks simultanés du même paiement créditent une seule fois', async () => {
    const u = await signedIn(stack.sb, { prefix: '60000000' });
    const auth = { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' };
    const created = (await (
      await post('create-intent', JSON.stringify({ packId: 'standard' }), auth)
    ).json()) as {
      paymentIntentId: string;
      paymentId: string;
    };
    const pi = await fetch(`${stack.stripe.url}/v1/payment_intents/${created.paymentIntentId}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stack.stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'payment_method=pm_card_visa',
    });
    expect(pi.status).toBe(200);
    const events = (await (
      await fetch(`${stack.stripe.url}/v1/events?type=payment_intent.succeeded&limit=100`, {
        headers: { authorization: `Bearer ${stack.stripe.secretKey}` },
      })
    ).json()) as { data: { id: string; data: { object: { id: string } } }[] };
    const event = events.data.find((e) => e.data.object.id === created.paymentIntentId)!;
    // half the deliveries replay the same event id, half look like distinct events of the same intent
    const deliveries = Array.from({ length: 20 }, (_, i) => {
      const payload = JSON.stringify(i % 2 ? event : { ...event, id: `${event.id}_${i}` });
      return post('webhook', payload, {
        'stripe-signature': signPayload(payload, stack.stripe.webhookSecret),
      });
    });
    const confirmations = Array.from({ length: 20 }, () =>
      post('confirm', JSON.stringify({ paymentIntentId: created.paymentIntentId }), auth),
    );
    const answers = await Promise.all([...confirmations, ...deliveries]);
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));

    const q = async (sql: string) => (await stack.sb.db.query(sql, [u.id])).rows;
    expect(await q('select balance from public.credit_balances where user_id = $1')).toEqual([
      { balance: 4 },
    ]);
    expect(
      await q(`select delta from public.credit_movements where user_id = $1 and reason = 'achat_pack'`),
    ).toEqual([{ delta: 3 }]);
    expect(
      await q(`select count(*)::int as n from public.notifications where user_id = $1 and type = 'payment'`),
    ).toEqual([{ n: 1 }]);
    expect(await q(`select status::text from public.payments where user_id = $1`)).toEqual([
      { status: 'completed' },
    ]);
  });
});

it.skipIf(onPostgres)(
  'sans DATABASE_URL, le test de concurrence est sauté (npm run test:pg le lance)',
  () => {
    expect(onPostgres).toBe(false);
  },
);
