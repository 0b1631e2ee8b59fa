import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../payments-local/src/webhooks.ts';
import { startDevStack, type DevStack } from './start.ts';

describe('startDevStack', () => {
  let stack: DevStack;
  const before = process.env.VITE_SUPABASE_URL;
  const stripeApiBefore = process.env.STRIPE_API_URL;

  beforeAll(async () => {
    // A throw-away stack ignores the shell's DATABASE_URL (an unreachable one here, so a regression fails
    // instead of migrating a real database).
    const shellDatabase = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable';
    try {
      stack = await startDevStack({ supabasePort: 0, webPort: 0, stripePort: 0, dataDir: null, quiet: true });
    } finally {
      if (shellDatabase === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = shellDatabase;
    }
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('serves the SPA, the functions and the local Supabase with its keys', async () => {
    const page = await fetch(`${stack.webUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');

    const fn = await fetch(`${stack.webUrl}/.netlify/functions/simulate`, { method: 'GET' });
    expect(fn.status).toBe(405);
    expect(fn.headers.get('content-type')).toContain('application/json');

    const health = await fetch(`${stack.supabaseUrl}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    const mailbox = await fetch(`${stack.supabaseUrl}/__dev/emails`);
    expect(mailbox.status).toBe(200);

    const rest = await fetch(`${stack.supabaseUrl}/rest/v1/packs?select=id&limit=1`, {
      headers: { apikey: stack.anonKey },
    });
    expect(rest.status).toBe(200);
    expect(Array.isArray(await rest.json())).toBe(true);
  });

  it('starts the local payment processor without Stripe keys and routes /api/payments/* to the function', async () => {
    expect(stack.stripeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(process.env.VITE_LOCAL_STRIPE_URL).toBe(stack.stripeUrl);
    expect(process.env.STRIPE_API_URL).toBe(stack.stripeUrl);
    expect(process.env.STRIPE_SECRET_KEY).toMatch(/^sk_test_local/);
    const health = await fetch(`${stack.stripeUrl}/health`);
    expect(await health.json()).toMatchObject({ processor: 'aidy-payments-local' });

    const anonymous = await fetch(`${stack.webUrl}/api/payments/create-intent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ packId: 'standard' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Non authentifié' });
    const forged = await fetch(`${stack.webUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{"id":"evt_x","type":"payment_intent.succeeded"}',
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: 'Signature Stripe invalide.' });
    // the raw body reaches the function byte for byte: a correctly signed event is accepted
    const payload =
      '{"id":"evt_dev","object":"event","type":"customer.created","data":{"object":{"id":"cus_1"}}}';
    const signed = await fetch(`${stack.webUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(payload, process.env.STRIPE_WEBHOOK_SECRET!),
      },
      body: payload,
    });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toMatchObject({ received: true });
  });

  it('gives Vite and the functions this stack’s URL and keys, then restores the environment', async () => {
    expect(process.env.VITE_SUPABASE_URL).toBe(stack.supabaseUrl);
    expect(process.env.SUPABASE_SERVICE_ROLE_KEY).toBe(stack.serviceKey);
    expect(process.env.SITE_URL).toBe(stack.webUrl);
    await stack.stop();
    expect(process.env.VITE_SUPABASE_URL).toBe(before);
    await expect(fetch(`${stack.supabaseUrl}/health`)).rejects.toThrow();
    await expect(fetch(`${stack.stripeUrl}/health`)).rejects.toThrow();
    expect(process.env.STRIPE_API_URL).toBe(stripeApiBefore);
  });
});
