// POST /api/payments/create-intent: the server prices what is bought, creates the PaymentIntent (idempotency
// key, metadata) and records the pending payment with the service role.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { serviceClient } from '../supabase.ts';
import { dbError, type PaymentRow } from './db.ts';
import { callProcessor, processorName, stripe } from './processor.ts';
import { parseAsk, resolvePurchase, type Purchase } from './purchase.ts';

/** An open attempt for the same purchase is reused for an hour (a reload does not make a new intent). */
const REUSE_MS = 60 * 60 * 1000;

export interface IntentAnswer {
  paymentIntentId: string;
  clientSecret: string;
  paymentId: string;
  amountCents: number;
  currency: 'eur';
  label: string;
  processor: 'local' | 'stripe';
}

const answer = (intent: Stripe.PaymentIntent, paymentId: string, p: Purchase): IntentAnswer => ({
  paymentIntentId: intent.id,
  clientSecret: intent.client_secret!,
  paymentId,
  amountCents: p.amountCents,
  currency: 'eur',
  label: p.label,
  processor: processorName(),
});

async function reusable(userId: string, p: Purchase): Promise<IntentAnswer | null> {
  let q = serviceClient()
    .from('payments')
    .select('id, payment_intent_id')
    .eq('user_id', userId)
    .eq('status', 'pending')
    .eq('amount', p.amountCents)
    .gte('created_at', new Date(Date.now() - REUSE_MS).toISOString());
  for (const [col, v] of [
    ['pack_id', p.packId],
    ['offer_id', p.offerId],
    ['request_id', p.requestId],
  ] as const)
    q = v === null ? q.is(col, null) : q.eq(col, v);
  const { data } = await q.order('created_at', { ascending: false }).limit(1).maybeSingle();
  if (!data) return null;
  const intent = await callProcessor('payment_intents.retrieve', () =>
    stripe().paymentIntents.retrieve(data.payment_intent_id as string),
  ).catch(() => null);
  if (!intent || intent.amount !== p.amountCents || intent.last_payment_error) return null;
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') return null;
  return answer(intent, data.id as string, p);
}

export async function createIntent(userId: string, body: unknown): Promise<IntentAnswer> {
  const purchase = await resolvePurchase(userId, parseAsk(body));
  const reused = await reusable(userId, purchase);
  if (reused) return reused;
  const paymentId = randomUUID();
  const metadata: Record<string, string> = { payment_id: paymentId, user_id: userId };
  if (purchase.packId) metadata.pack_id = purchase.packId;
  if (purchase.offerId) metadata.offer_id = purchase.offerId;
  if (purchase.requestId) metadata.request_id = purchase.requestId;
  const intent = await callProcessor('payment_intents.create', () =>
    stripe().paymentIntents.create(
      { amount: purchase.amountCents, currency: 'eur', description: `Aidy — ${purchase.label}`, metadata },
      { idempotencyKey: `aidy-payment-${paymentId}` },
    ),
  );
  const row: Partial<PaymentRow> = {
    id: paymentId,
    user_id: userId,
    amount: purchase.amountCents,
    payment_intent_id: intent.id,
    pack_id: purchase.packId,
    offer_id: purchase.offerId,
    request_id: purchase.requestId,
  };
  const { error } = await serviceClient().from('payments').insert(row);
  if (error) {
    await stripe()
      .paymentIntents.cancel(intent.id)
      .catch(() => undefined);
    throw dbError(error);
  }
  return answer(intent, paymentId, purchase);
}
