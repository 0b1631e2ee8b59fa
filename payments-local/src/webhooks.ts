// Webhook delivery with Stripe's signature scheme: header `Stripe-Signature: t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint secret>`. A delivery that fails (network error or a
// non-2xx answer) is retried with a growing delay, as Stripe does, until it succeeds or the attempts run out.
import { createHmac } from 'node:crypto';

export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface DeliveryOptions {
  url: () => string | null;
  secret: string;
  /** delays between attempts, in ms; default 0.5 s, 1 s, 2 s … up to 1 min, 12 attempts */
  delays?: number[];
  log?: (line: string) => void;
}

export interface Delivery {
  eventId: string;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
}

const DEFAULT_DELAYS = [500, 1000, 2000, 4000, 8000, 15000, 30000, 60000, 60000, 60000, 60000];

export class WebhookSender {
  readonly deliveries = new Map<string, Delivery>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  onDelivered?: (eventId: string) => void;

  constructor(private readonly options: DeliveryOptions) {}

  /** Queues one event (its JSON is signed exactly as sent). */
  send(eventId: string, payload: string): void {
    const delivery: Delivery = { eventId, attempts: 0, delivered: false, lastStatus: null };
    this.deliveries.set(eventId, delivery);
    this.attempt(delivery, payload);
  }

  private attempt(delivery: Delivery, payload: string): void {
    if (this.closed) return;
    const url = this.options.url();
    if (!url) return;
    const run = this.post(url, delivery, payload).finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  private async post(url: string, delivery: Delivery, payload: string): Promise<void> {
    delivery.attempts++;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signPayload(payload, this.options.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) aidy-payments-local',
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      delivery.lastStatus = res.status;
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) {
        delivery.delivered = true;
        this.onDelivered?.(delivery.eventId);
        return;
      }
    } catch {
      delivery.lastStatus = null;
    }
    this.retry(delivery, payload);
  }

  private retry(delivery: Delivery, payload: string): void {
    const delays = this.options.delays ?? DEFAULT_DELAYS;
    const delay = delays[delivery.attempts - 1];
    if (delay === undefined || this.closed) {
      this.options.log?.(`webhook ${delivery.eventId} abandonné après ${delivery.attempts} tentatives`);
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.attempt(delivery, payload);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /** Resolves once no delivery is in flight (retries still scheduled are not awaited). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
