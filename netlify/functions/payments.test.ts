import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsStack, signedIn, type PaymentsStack } from '../_shared/payments/test-support.ts';
import payments from './payments.mts';

let stack: PaymentsStack;

beforeAll(async () => {
  stack = await startPaymentsStack(payments);
});
afterAll(async () => {
  await stack?.stop();
});

const call = (action: string, token: string | null, body: unknown = {}, method = 'POST') =>
  payments(
    new Request(`http://localhost/api/payments/${action}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    }),
  );

/** The browser's demo card form: the publishable key and the client secret, straight to the processor. */
async function payWithCard(
  intentId: string,
  clientSecret: string,
  number: string,
  extra: Record<string, string> = {},
) {
  const form = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
    return_url: 'http://127.0.0.1:5173/payment-success',
    ...extra,
  });
  const res = await fetch(`${stack.stripe.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stack.stripe.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('paiement par carte (processeur local)', () => {
  it('achète le pack Standard avec 4242 : 3 aides créditées une seule fois', async () => {
    const u = await signedIn(stack.sb);
    const res = await call('create-intent', u.token, { packId: 'standard', amount: 1 });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({
      amountCents: 1299,
      currency: 'eur',
      label: 'Standard',
      processor: 'local',
    });
    expect(created.paymentIntentId).toMatch(/^pi_/);
    const paid = await payWithCard(created.paymentIntentId, created.clientSecret, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    const confirmed = await (
      await call('confirm', u.token, { paymentIntentId: created.paymentIntentId })
    ).json();
    expect(confirmed).toMatchObject({
      status: 'succeeded',
      balance: 4,
      payment: { status: 'completed', amount_cents: 1299 },
    });
    const again = await (await call('confirm', u.token, { paymentIntentId: created.paymentIntentId })).json();
    expect(again.balance).toBe(4);
  });
});
