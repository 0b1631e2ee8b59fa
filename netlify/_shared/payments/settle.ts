// From what the processor says about an intent to the database: succeeded → complete_payment with the amount
// received; canceled, or a failed attempt → fail_payment; anything else leaves the payment pending. The SQL
// functions lock the payment row and are idempotent, so confirmations and webhooks may race freely.
import type Stripe from 'stripe';
import { HttpError } from '../http.ts';
import { balanceOf, paymentByIntent, publicPayment, rpcPayment, type PaymentRow } from './db.ts';
import { CANCELED_REASON, failureReason } from './messages.ts';
import { callProcessor, stripe } from './processor.ts';

export type PublicStatus =
  'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'failed' | 'canceled';

export const failedAttempt = (i: Stripe.PaymentIntent) =>
  i.status === 'requires_payment_method' && i.last_payment_error != null;

export function publicStatus(intent: Stripe.PaymentIntent): PublicStatus {
  if (failedAttempt(intent)) return 'failed';
  switch (intent.status) {
    case 'succeeded':
    case 'processing':
    case 'requires_action':
    case 'canceled':
      return intent.status as PublicStatus;
    case 'requires_capture':
      return 'processing';
    default:
      return 'requires_payment_method';
  }
}

/** Applies the intent's state to its payment; returns the payment as it is now. */
export async function settleIntent(intent: Stripe.PaymentIntent, payment: PaymentRow): Promise<PaymentRow> {
  if (intent.status === 'succeeded')
    return rpcPayment('complete_payment', {
      payment_intent_id: intent.id,
      amount_received: intent.amount_received,
    });
  if (intent.status === 'canceled' || failedAttempt(intent))
    return rpcPayment('fail_payment', { payment_intent_id: intent.id });
  return payment;
}

const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/** POST /api/payments/confirm: the caller's own intent only; the processor's word decides. */
export async function confirmPayment(userId: string, body: unknown) {
  const id = (body as { paymentIntentId?: unknown } | null)?.paymentIntentId;
  if (typeof id !== 'string' || !INTENT_ID.test(id))
    throw new HttpError(400, 'Indiquez le paiement à confirmer.');
  const payment = await paymentByIntent(id);
  if (!payment || payment.user_id !== userId) throw new HttpError(404, 'Paiement introuvable.');
  const intent = await callProcessor('payment_intents.retrieve', () => stripe().paymentIntents.retrieve(id));
  const settled = await settleIntent(intent, payment);
  const status = publicStatus(intent);
  const error =
    status === 'failed'
      ? failureReason(intent.last_payment_error)
      : status === 'canceled'
        ? CANCELED_REASON
        : undefined;
  return {
    status,
    payment: publicPayment(settled),
    balance: await balanceOf(userId),
    ...(error ? { error } : {}),
  };
}
