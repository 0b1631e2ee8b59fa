// The processor's state and rules: PaymentIntents, their charges, refunds and the events they emit. Kept in
// memory for the life of the process (a restart starts empty): nothing is dropped while it runs — every event
// stays listable and its webhook is retried until the endpoint accepts it.
import { checkCard, TEST_PAYMENT_METHODS, type CardInput, type CardOutcome } from './cards.ts';
import { CARD_MESSAGES, invalidRequest, missing, StripeHttpError } from './errors.ts';
import { obj, str, type FormObject } from './form.ts';
import { newId, nowSeconds } from './ids.ts';

export const API_VERSION = '2026-10-28.endive';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  created: number;
  livemode: false;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  payment_method_types: string[];
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  return_url: string | null;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  paid: boolean;
  refunded: boolean;
  status: 'succeeded';
  payment_intent: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface Caller {
  /** true with the publishable key: only the intent's client_secret opens it */
  publishable: boolean;
  requestId: string;
  idempotencyKey: string | null;
}

const CANCELABLE: IntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
/** The public view of an intent: the return URL is ours, not a Stripe field. */
const view = ({ return_url: _r, ...intent }: PaymentIntent) => ({ ...intent });
export type PublicIntent = ReturnType<typeof view>;

function metadataOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(value as FormObject))) if (typeof v === 'string') out[k] = v;
  return out;
}

export interface StoreSnapshot {
  intents: PaymentIntent[];
  charges: Charge[];
  refunds: Refund[];
  events: StripeEvent[];
  pendingCards: [string, { brand: string; last4: string }][];
}

export class LocalStripeStore {
  private readonly intents = new Map<string, PaymentIntent>();
  private readonly charges = new Map<string, Charge>();
  private readonly refunds = new Map<string, Refund>();
  private readonly events: StripeEvent[] = [];
  private readonly eventsById = new Map<string, StripeEvent>();

  constructor(
    private readonly baseUrl: () => string,
    private readonly onEvent: (event: StripeEvent) => void,
  ) {}

  /** Everything the processor knows, as plain data (saved to the state file). */
  snapshot(): StoreSnapshot {
    return {
      intents: [...this.intents.values()],
      charges: [...this.charges.values()],
      refunds: [...this.refunds.values()],
      events: this.events,
      pendingCards: [...this.pendingCards.entries()],
    };
  }

  restore(data: StoreSnapshot): void {
    for (const i of data.intents ?? []) this.intents.set(i.id, i);
    for (const c of data.charges ?? []) this.charges.set(c.id, c);
    for (const r of data.refunds ?? []) this.refunds.set(r.id, r);
    for (const e of data.events ?? []) {
      this.events.push(e);
      this.eventsById.set(e.id, e);
    }
    for (const [id, card] of data.pendingCards ?? []) this.pendingCards.set(id, card);
  }

  // ---- PaymentIntents ---------------------------------------------------------------------------------
  createIntent(params: FormObject): PublicIntent {
    const amount = Number(str(params.amount));
    if (!Number.isInteger(amount) || amount <= 0)
      throw invalidRequest('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (amount < 50) throw invalidRequest('Amount must be at least €0.50 eur', 'amount_too_small', 'amount');
    const currency = str(params.currency)?.toLowerCase();
    if (!currency) throw invalidRequest('Missing required param: currency.', 'parameter_missing', 'currency');
    const id = newId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      metadata: metadataOf(params.metadata),
      description: str(params.description) ?? null,
      created: nowSeconds(),
      livemode: false,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      payment_method_types: ['card'],
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      canceled_at: null,
      cancellation_reason: null,
      return_url: null,
    };
    this.intents.set(id, intent);
    this.emit('payment_intent.created', view(intent), null);
    return view(intent);
  }

  private intentFor(id: string, caller: Caller, clientSecret: string | undefined): PaymentIntent {
    const intent = this.intents.get(id);
    // With the publishable key a wrong secret looks exactly like a missing intent.
    if (!intent || (caller.publishable && clientSecret !== intent.client_secret))
      throw missing('payment_intent', id, 'intent');
    return intent;
  }

  retrieveIntent(id: string, caller: Caller, query: FormObject): PublicIntent {
    return view(this.intentFor(id, caller, str(query.client_secret)));
  }

  confirmIntent(id: string, params: FormObject, caller: Caller): PublicIntent {
    const intent = this.intentFor(id, caller, str(params.client_secret));
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
      throw invalidRequest(
        `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
        'payment_intent_unexpected_state',
      );
    const card = this.cardOf(params, caller);
    const outcome = checkCard(card);
    intent.return_url = str(params.return_url) ?? null;
    return this.applyOutcome(intent, outcome, caller);
  }

  private cardOf(params: FormObject, caller: Caller): CardInput {
    const pm = str(params.payment_method);
    if (pm && !caller.publishable) {
      const number = TEST_PAYMENT_METHODS[pm];
      if (!number) throw missing('PaymentMethod', pm, 'payment_method');
      const year = String(new Date().getUTCFullYear() + 3);
      return { number, exp_month: '12', exp_year: year, cvc: '123' };
    }
    const data = obj(params.payment_method_data);
    if (str(data.type) !== 'card')
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it is missing a payment method.',
        'payment_intent_unexpected_state',
        'payment_method_data',
      );
    const card = obj(data.card);
    return {
      number: str(card.number),
      exp_month: str(card.exp_month),
      exp_year: str(card.exp_year),
      cvc: str(card.cvc),
    };
  }

  private applyOutcome(intent: PaymentIntent, outcome: CardOutcome, caller: Caller): PublicIntent {
    if (outcome.kind === 'invalid')
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: outcome.code,
        param: outcome.param,
        message: CARD_MESSAGES[outcome.code],
        payment_intent: view(intent),
      });
    intent.payment_method = newId('pm');
    if (outcome.kind === 'declined') {
      this.fail(
        intent,
        {
          type: 'card_error',
          code: 'card_declined',
          decline_code: outcome.declineCode,
          message: CARD_MESSAGES[outcome.declineCode],
        },
        caller,
      );
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: outcome.declineCode,
        message: CARD_MESSAGES[outcome.declineCode],
        payment_intent: view(intent),
      });
    }
    if (outcome.kind === 'requires_action') {
      intent.status = 'requires_action';
      intent.last_payment_error = null;
      const url = `${this.baseUrl()}/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret)}`;
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url, return_url: intent.return_url },
      };
      this.pendingCards.set(intent.id, outcome);
      this.emit('payment_intent.requires_action', view(intent), caller);
      return view(intent);
    }
    this.succeed(intent, outcome, caller);
    return view(intent);
  }

  private readonly pendingCards = new Map<string, { brand: string; last4: string }>();

  private fail(intent: PaymentIntent, error: Record<string, unknown>, caller: Caller | null): void {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = { ...error, payment_method: { id: intent.payment_method, type: 'card' } };
    this.emit('payment_intent.payment_failed', view(intent), caller);
  }

  private succeed(
    intent: PaymentIntent,
    card: { brand: string; last4: string },
    caller: Caller | null,
  ): void {
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      paid: true,
      refunded: false,
      status: 'succeeded',
      payment_intent: intent.id,
      metadata: { ...intent.metadata },
      created: nowSeconds(),
      livemode: false,
      payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4 } },
    };
    this.charges.set(charge.id, charge);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
      next_action: null,
    });
    this.emit('charge.succeeded', { ...charge }, caller);
    this.emit('payment_intent.succeeded', view(intent), caller);
  }

  /** The 3-D Secure page's answer; returns where the browser goes next. */
  authenticate(id: string, clientSecret: string, approved: boolean): string {
    const intent = this.intents.get(id);
    if (!intent || intent.client_secret !== clientSecret) throw missing('payment_intent', id, 'intent');
    if (intent.status === 'requires_action') {
      const card = this.pendingCards.get(id) ?? { brand: 'visa', last4: '3155' };
      this.pendingCards.delete(id);
      if (approved) this.succeed(intent, card, null);
      else
        this.fail(
          intent,
          {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: CARD_MESSAGES.payment_intent_authentication_failure,
          },
          null,
        );
    }
    const target = new URL(intent.return_url ?? `${this.baseUrl()}/3ds/${id}/termine`);
    target.searchParams.set('payment_intent', id);
    target.searchParams.set('payment_intent_client_secret', intent.client_secret);
    target.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
    return target.toString();
  }

  /** For the 3-D Secure page: the intent behind a secret, or null. */
  intentForPage(id: string, clientSecret: string): PublicIntent | null {
    const intent = this.intents.get(id);
    return intent && intent.client_secret === clientSecret ? view(intent) : null;
  }

  cancelIntent(id: string, params: FormObject, caller: Caller): PublicIntent {
    const intent = this.intentFor(id, caller, undefined);
    if (!CANCELABLE.includes(intent.status))
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    intent.status = 'canceled';
    intent.next_action = null;
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = str(params.cancellation_reason) ?? null;
    this.emit('payment_intent.canceled', view(intent), caller);
    return view(intent);
  }

  // ---- Refunds ----------------------------------------------------------------------------------------
  createRefund(params: FormObject, caller: Caller): Refund {
    const charge = this.chargeToRefund(params);
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0)
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const amount = params.amount === undefined ? left : Number(str(params.amount));
    if (!Number.isInteger(amount) || amount <= 0)
      throw invalidRequest('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (amount > left)
      throw invalidRequest(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
        'amount',
      );
    const reason = str(params.reason) ?? null;
    if (reason && !REASONS.includes(reason))
      throw invalidRequest('Invalid reason', 'parameter_invalid_string', 'reason');
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      reason,
      metadata: metadataOf(params.metadata),
      status: 'succeeded',
      created: nowSeconds(),
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('refund.created', { ...refund }, caller);
    this.emit('charge.refunded', { ...charge }, caller);
    return refund;
  }

  private chargeToRefund(params: FormObject): Charge {
    const intentId = str(params.payment_intent);
    const chargeId = str(params.charge);
    if (!intentId && !chargeId)
      throw invalidRequest('One of `charge` or `payment_intent` is required.', 'parameter_missing');
    if (chargeId) {
      const charge = this.charges.get(chargeId);
      if (!charge) throw missing('charge', chargeId, 'charge');
      return charge;
    }
    const intent = this.intents.get(intentId!);
    if (!intent) throw missing('payment_intent', intentId!, 'payment_intent');
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge)
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
        'payment_intent',
      );
    return charge;
  }

  retrieveRefund(id: string): Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw missing('refund', id);
    return refund;
  }

  // ---- Events -----------------------------------------------------------------------------------------
  private emit(type: string, object: unknown, caller: Caller | null): void {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: caller?.requestId ?? null, idempotency_key: caller?.idempotencyKey ?? null },
      type,
    };
    this.events.push(event);
    this.eventsById.set(event.id, event);
    this.onEvent(event);
  }

  retrieveEvent(id: string): StripeEvent {
    const event = this.eventsById.get(id);
    if (!event) throw missing('event', id);
    return event;
  }

  /** Newest first, as Stripe lists them; `type`, `limit` (1–100) and `starting_after` are supported. */
  listEvents(query: FormObject) {
    const limit = query.limit === undefined ? 10 : Number(str(query.limit));
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw invalidRequest(
        'Invalid integer: limit must be between 1 and 100',
        'parameter_invalid_integer',
        'limit',
      );
    const type = str(query.type);
    let list = [...this.events]
      .reverse()
      .filter(
        (e) => !type || e.type === type || (type.endsWith('.*') && e.type.startsWith(type.slice(0, -1))),
      );
    const after = str(query.starting_after);
    if (after) {
      const at = list.findIndex((e) => e.id === after);
      if (at < 0) throw missing('event', after, 'starting_after');
      list = list.slice(at + 1);
    }
    return { object: 'list', url: '/v1/events', has_more: list.length > limit, data: list.slice(0, limit) };
  }

  markDelivered(eventId: string): void {
    const event = this.eventsById.get(eventId);
    if (event) event.pending_webhooks = 0;
  }
}
