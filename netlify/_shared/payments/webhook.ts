// POST /api/payments/webhook: Stripe's signed events. The signature is checked on the raw body with the
// official SDK (5-minute tolerance); each event id is journaled once (payment_webhook_events), so a replay is
// answered 200 without doing anything again.
import Stripe from 'stripe';
import { HttpError } from '../http.ts';
import { serviceClient } from '../supabase.ts';
import { dbError, paymentByIntent, rpcPayment } from './db.ts';
import { webhookSecret } from './processor.ts';
import { settleIntent } from './settle.ts';

const TOLERANCE_SECONDS = 300;
const MAX_BYTES = 512 * 1024;
const IGNORED = 'ignoré : événement non traité';
const HANDLED = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded'];

export async function verifiedEvent(req: Request): Promise<Stripe.Event> {
  const signature = req.headers.get('stripe-signature');
  if (!signature) throw new HttpError(400, 'Signature Stripe manquante.');
  const raw = Buffer.from(await req.arrayBuffer());
  if (raw.byteLength > MAX_BYTES) throw new HttpError(413, 'La requête est trop volumineuse.');
  try {
    return Stripe.webhooks.constructEvent(raw, signature, webhookSecret(), TOLERANCE_SECONDS);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new HttpError(400, 'Signature Stripe invalide.');
    throw err;
  }
}

const intentOf = (event: Stripe.Event): string | null => {
  const o = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (o.object === 'payment_intent') return o.id ?? null;
  return typeof o.payment_intent === 'string' ? o.payment_intent : null;
};

/** Records the event; false when it was already processed (a replay). */
async function journal(event: Stripe.Event): Promise<boolean> {
  const db = serviceClient().from('payment_webhook_events');
  const { error } = await db.insert({ id: event.id, type: event.type, payment_intent_id: intentOf(event) });
  if (!error) return true;
  if (error.code !== '23505') throw dbError(error);
  const { data } = await serviceClient()
    .from('payment_webhook_events')
    .select('processed_at, deliveries')
    .eq('id', event.id)
    .single();
  await serviceClient()
    .from('payment_webhook_events')
    .update({ deliveries: ((data?.deliveries as number) ?? 1) + 1 })
    .eq('id', event.id);
  return !data?.processed_at;
}

async function apply(event: Stripe.Event): Promise<string> {
  const intentId = intentOf(event);
  if (!intentId) return IGNORED;
  const payment = await paymentByIntent(intentId);
  if (!payment) return 'ignoré : paiement inconnu';
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    if (!charge.refunded) return 'ignoré : remboursement partiel';
    const after = await rpcPayment('refund_payment', {
      payment_id: payment.id,
      reason: 'Remboursement effectué chez le processeur de paiement',
    });
    return after.status;
  }
  const after = await settleIntent(event.data.object as Stripe.PaymentIntent, payment);
  return after.status;
}

export async function handleWebhook(
  req: Request,
): Promise<{ received: true; duplicate?: true; outcome?: string }> {
  const event = await verifiedEvent(req);
  // events we do not handle are acknowledged without touching the database
  if (!HANDLED.includes(event.type)) return { received: true, outcome: IGNORED };
  if (!(await journal(event))) return { received: true, duplicate: true };
  let outcome: string;
  try {
    outcome = await apply(event);
  } catch (err) {
    // a 4xx of our SQL (e.g. a refund of a payment that never completed) will not get better on a retry
    if (!(err instanceof HttpError)) throw err;
    outcome = `refusé : ${err.message}`;
  }
  await serviceClient()
    .from('payment_webhook_events')
    .update({ processed_at: new Date().toISOString(), outcome: outcome.slice(0, 500) })
    .eq('id', event.id);
  return { received: true, outcome };
}
