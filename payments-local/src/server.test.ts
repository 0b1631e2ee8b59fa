// The local processor speaks Stripe's protocol: the official SDK works against it unchanged, errors and
// objects have Stripe's shapes, idempotency keys replay, webhooks carry a signature Stripe's SDK accepts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkCard, luhn } from './cards.ts';
import { parseForm } from './form.ts';
import { startLocalStripe, type LocalStripe } from './server.ts';
import { signPayload } from './webhooks.ts';
import { rawStatus } from '../../tests/support/raw-http.ts';

let ls: LocalStripe;
let sdk: Stripe;
let hook: Server;
const received: { body: string; signature: string }[] = [];
let failNext = 0;

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end();
        return;
      }
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
  ls = await startLocalStripe({
    port: 0,
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    webhookRetryDelays: [20, 20, 20],
  });
  const url = new URL(ls.url);
  sdk = new Stripe(ls.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await ls?.stop();
  hook?.closeAllConnections();
  await new Promise<void>((r) => hook.close(() => r()));
});

const api = (path: string, init: RequestInit & { key?: string | null } = {}) => {
  const { key = ls.secretKey, ...rest } = init;
  return fetch(`${ls.url}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(rest.headers as Record<string, string>),
    },
  });
};
const card = (number: string, extra: Record<string, string> = {}) => ({
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': number,
  'payment_method_data[card][exp_month]': '12',
  'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 1),
  'payment_method_data[card][cvc]': '123',
  ...extra,
});

describe('cartes', () => {
  it('Luhn, expiration et CVC comme Stripe', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    const now = new Date('2026-11-25T12:00:00Z');
    const ok = { number: '4242424242424242', exp_month: '11', exp_year: '2026', cvc: '123' };
    expect(checkCard(ok, now)).toMatchObject({ kind: 'succeeded', last4: '4242' });
    expect(checkCard({ ...ok, exp_month: '10' }, now)).toMatchObject({ code: 'expired_card' });
    expect(checkCard({ ...ok, exp_month: '13' }, now)).toMatchObject({ code: 'invalid_expiry_month' });
    expect(checkCard({ ...ok, cvc: '12' }, now)).toMatchObject({ code: 'incorrect_cvc' });
    expect(checkCard({ ...ok, number: '4242 4242 4242 4241' }, now)).toMatchObject({
      code: 'incorrect_number',
    });
    expect(checkCard({ ...ok, number: '4000 0000 0000 9995' }, now)).toMatchObject({
      kind: 'declined',
      declineCode: 'insufficient_funds',
    });
    expect(checkCard({ ...ok, number: '4000002500003155' }, now)).toMatchObject({ kind: 'requires_action' });
  });

  it('décode les clés entre crochets de Stripe', () => {
    expect(parseForm('a=1&metadata[user_id]=u&expand[0]=x&expand[1]=y&p[card][number]=42')).toEqual({
      a: '1',
      metadata: { user_id: 'u' },
      expand: ['x', 'y'],
      p: { card: { number: '42' } },
    });
  });
});

describe('API REST façon Stripe', () => {
  it('exige une clé : 401 sans clé ou avec une mauvaise ; la clé publiable ne crée rien', async () => {
    const none = await api('/v1/payment_intents', {
      method: 'POST',
      key: null,
      body: 'amount=1000&currency=eur',
    });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    expect(
      (await api('/v1/payment_intents', { method: 'POST', key: 'sk_test_autre', body: '' })).status,
    ).toBe(401);
    const pk = await api('/v1/payment_intents', {
      method: 'POST',
      key: ls.publishableKey,
      body: 'amount=1000&currency=eur',
    });
    expect(pk.status).toBe(401);
  });

  it('le SDK officiel crée, lit, confirme et annule des PaymentIntents', async () => {
    const pi = await sdk.paymentIntents.create({
      amount: 1299,
      currency: 'eur',
      metadata: { user_id: 'u1', pack_id: 'standard' },
    });
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: 1299,
      currency: 'eur',
    });
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_`));
    expect((await sdk.paymentIntents.retrieve(pi.id)).metadata).toEqual({
      user_id: 'u1',
      pack_id: 'standard',
    });
    const ok = await sdk.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    expect(ok).toMatchObject({ status: 'succeeded', amount_received: 1299 });
    expect(ok.latest_charge).toMatch(/^ch_/);
    await expect(sdk.paymentIntents.cancel(pi.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
      statusCode: 400,
    });
    const other = await sdk.paymentIntents.create({ amount: 500, currency: 'eur' });
    expect((await sdk.paymentIntents.cancel(other.id, { cancellation_reason: 'abandoned' })).status).toBe(
      'canceled',
    );
    await expect(sdk.paymentIntents.retrieve('pi_inconnu')).rejects.toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(sdk.paymentIntents.create({ amount: 10, currency: 'eur' })).rejects.toMatchObject({
      code: 'amount_too_small',
    });
  });

  it('un refus de carte est une StripeCardError 402 avec le PaymentIntent', async () => {
    const pi = await sdk.paymentIntents.create({ amount: 999, currency: 'eur' });
    const err = await sdk.paymentIntents
      .confirm(pi.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(err).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds', statusCode: 402 });
    expect((await sdk.paymentIntents.retrieve(pi.id)).last_payment_error).toMatchObject({
      decline_code: 'insufficient_funds',
    });
  });

  it('Idempotency-Key : même requête rejouée à l’identique, paramètres différents refusés', async () => {
    const body = 'amount=1299&currency=eur&metadata[payment_id]=p1';
    const headers = { 'idempotency-key': 'cle-unique-1' };
    const a = await api('/v1/payment_intents', { method: 'POST', body, headers });
    const b = await api('/v1/payment_intents', { method: 'POST', body, headers });
    expect(((await a.json()) as { id: string }).id).toBe(((await b.json()) as { id: string }).id);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    const c = await api('/v1/payment_intents', { method: 'POST', body: 'amount=1&currency=eur', headers });
    expect(c.status).toBe(400);
    expect(((await c.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
  });

  it('confirmation du navigateur : clé publiable + client_secret, CORS ouvert, erreurs de saisie', async () => {
    const pi = await sdk.paymentIntents.create({ amount: 1299, currency: 'eur' });
    const preflight = await fetch(`${ls.url}/v1/payment_intents/${pi.id}/confirm`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const confirm = (fields: Record<string, string>) =>
      api(`/v1/payment_intents/${pi.id}/confirm`, {
        method: 'POST',
        key: ls.publishableKey,
        body: new URLSearchParams(fields).toString(),
      });
    const wrongSecret = await confirm({ client_secret: 'pi_x_secret_y', ...card('4242424242424242') });
    expect(wrongSecret.status).toBe(404);
    for (const [fields, code] of [
      [card('4242 4242 4242 4241'), 'incorrect_number'],
      [card('4242424242424242', { 'payment_method_data[card][exp_year]': '2020' }), 'expired_card'],
      [card('4242424242424242', { 'payment_method_data[card][cvc]': '1' }), 'incorrect_cvc'],
    ] as const) {
      const res = await confirm({ client_secret: pi.client_secret!, ...fields });
      expect(res.status).toBe(402);
      expect(((await res.json()) as { error: { type: string; code: string } }).error).toMatchObject({
        type: 'card_error',
        code,
      });
    }
    const ok = await confirm({ client_secret: pi.client_secret!, ...card('4242 4242 4242 4242') });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(await ok.json()).toMatchObject({ id: pi.id, object: 'payment_intent', status: 'succeeded' });
    // the publishable key reads an intent only with its secret, and never lists events
    expect((await api(`/v1/payment_intents/${pi.id}`, { key: ls.publishableKey })).status).toBe(404);
    expect(
      (
        await api(`/v1/payment_intents/${pi.id}?client_secret=${pi.client_secret}`, {
          key: ls.publishableKey,
        })
      ).status,
    ).toBe(200);
    expect((await api('/v1/events', { key: ls.publishableKey })).status).toBe(401);
  });

  it('remboursements : total par défaut, pas au-delà, pas deux fois', async () => {
    const pi = await sdk.paymentIntents.create({ amount: 1599, currency: 'eur' });
    await expect(sdk.refunds.create({ payment_intent: pi.id })).rejects.toMatchObject({
      code: 'charge_not_refundable',
    });
    await sdk.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    await expect(sdk.refunds.create({ payment_intent: pi.id, amount: 2000 })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    const partial = await sdk.refunds.create({ payment_intent: pi.id, amount: 599 });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 599,
      status: 'succeeded',
      payment_intent: pi.id,
    });
    expect((await sdk.refunds.create({ payment_intent: pi.id })).amount).toBe(1000);
    await expect(sdk.refunds.create({ payment_intent: pi.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    expect((await sdk.refunds.retrieve(partial.id)).amount).toBe(599);
  });

  it('événements : listés du plus récent au plus ancien, filtrés par type, lus par id', async () => {
    const pi = await sdk.paymentIntents.create({ amount: 700, currency: 'eur' });
    await sdk.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    const list = await sdk.events.list({ type: 'payment_intent.succeeded', limit: 100 });
    expect(list.data[0]).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: pi.id } },
    });
    expect(list.data.every((e) => e.type === 'payment_intent.succeeded')).toBe(true);
    expect((await sdk.events.retrieve(list.data[0].id)).id).toBe(list.data[0].id);
    const two = await sdk.events.list({ limit: 2 });
    expect(two).toMatchObject({ object: 'list', has_more: true });
    expect(two.data[0].created).toBeGreaterThanOrEqual(two.data[1].created);
    await expect(sdk.events.retrieve('evt_inconnu')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('webhooks', () => {
  it('signés selon le schéma de Stripe (vérifiés par le SDK officiel), réessayés après un échec', async () => {
    failNext = 2;
    const before = received.length;
    const pi = await sdk.paymentIntents.create({ amount: 1299, currency: 'eur' });
    await sdk.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    await vi.waitFor(
      () =>
        expect(received.slice(before).some((r) => r.body.includes('payment_intent.succeeded'))).toBe(true),
      {
        timeout: 10_000,
      },
    );
    for (const r of received.slice(before)) {
      const event = Stripe.webhooks.constructEvent(r.body, r.signature, ls.webhookSecret, 300);
      expect(event.id).toMatch(/^evt_/);
    }
    expect(() =>
      Stripe.webhooks.constructEvent(received[0].body, received[0].signature, 'whsec_autre'),
    ).toThrow();
    const succeeded = received.slice(before).map((r) => JSON.parse(r.body) as { id: string; type: string });
    const event = succeeded.find((e) => e.type === 'payment_intent.succeeded')!;
    await ls.webhooksIdle();
    expect(ls.webhooks.deliveries.get(event.id)?.delivered).toBe(true);
    expect((await sdk.events.retrieve(event.id)).pending_webhooks).toBe(0);
    const retried = [...ls.webhooks.deliveries.values()].filter((d) => d.attempts > 1);
    expect(retried.length).toBeGreaterThan(0);
  });

  it('signPayload produit un en-tête t=…,v1=… que le SDK vérifie', () => {
    const header = signPayload('{"id":"evt_1","object":"event"}', 'whsec_x', 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(
      Stripe.webhooks.constructEvent('{"id":"evt_1","object":"event"}', header, 'whsec_x', 1e12),
    ).toMatchObject({ id: 'evt_1' });
  });
});

describe('3-D Secure', () => {
  it('page en français ; lien sans le bon secret : introuvable', async () => {
    const pi = await sdk.paymentIntents.create({ amount: 1299, currency: 'eur' });
    const confirmed = await sdk.paymentIntents.confirm(pi.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: 'http://localhost/payment',
    });
    expect(confirmed.status).toBe('requires_action');
    const url = (confirmed.next_action as { redirect_to_url: { url: string; return_url: string } })
      .redirect_to_url;
    expect(url.return_url).toBe('http://localhost/payment');
    const page = await fetch(url.url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('12,99 €');
    expect((await fetch(`${ls.url}/3ds/${pi.id}?client_secret=faux`)).status).toBe(404);
  });
});

describe('état', () => {
  it('avec un fichier d’état, un redémarrage retrouve les paiements et les événements', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'paiements-'));
    try {
      const stateFile = join(dir, 'state.json');
      const first = await startLocalStripe({ port: 0, stateFile });
      const u1 = new URL(first.url);
      const a = new Stripe(first.secretKey, { host: u1.hostname, port: Number(u1.port), protocol: 'http' });
      const pi = await a.paymentIntents.create({ amount: 1299, currency: 'eur' });
      await a.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
      await first.stop();

      const second = await startLocalStripe({ port: 0, stateFile });
      const u2 = new URL(second.url);
      const b = new Stripe(second.secretKey, { host: u2.hostname, port: Number(u2.port), protocol: 'http' });
      expect(await b.paymentIntents.retrieve(pi.id)).toMatchObject({
        status: 'succeeded',
        amount_received: 1299,
      });
      const events = await b.events.list({ type: 'payment_intent.succeeded' });
      expect(events.data.map((e) => (e.data.object as { id: string }).id)).toContain(pi.id);
      expect((await b.refunds.create({ payment_intent: pi.id })).amount).toBe(1299);
      await second.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('cible de requête', () => {
  it('`//` est un chemin du processeur : une réponse 4xx, jamais un arrêt', async () => {
    const status = await rawStatus(ls.url, '//');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect((await fetch(`${ls.url}/health`)).status).toBe(200);
  });
});
