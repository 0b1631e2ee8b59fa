// The card processor behind the payments function: Stripe through its official SDK. STRIPE_API_URL points the
// same SDK at another base URL (the local processor of payments-local/ in development and tests), so the
// function's code is the same with real keys and without.
import Stripe from 'stripe';
import { HttpError } from '../http.ts';

export const PROCESSOR_DOWN = 'Le service de paiement ne répond pas. Réessayez dans un instant.';

let cached: { key: string; apiUrl: string; client: Stripe } | null = null;

function env(name: string): string | undefined {
  return process.env[name]?.trim() || undefined;
}

/** The SDK client for the current configuration (rebuilt when the environment changes, as in tests). */
export function stripe(): Stripe {
  const key = env('STRIPE_SECRET_KEY');
  if (!key) throw new Error("Variable d'environnement manquante : STRIPE_SECRET_KEY");
  const apiUrl = env('STRIPE_API_URL') ?? '';
  if (cached && cached.key === key && cached.apiUrl === apiUrl) return cached.client;
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
  if (apiUrl) {
    const url = new URL(apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    Object.assign(config, {
      host: url.hostname,
      port: Number(url.port || (protocol === 'http' ? 80 : 443)),
      protocol,
    });
  }
  cached = { key, apiUrl, client: new Stripe(key, config) };
  return cached.client;
}

/** 'local' when the SDK talks to the local processor, 'stripe' otherwise (told to the SPA). */
export function processorName(): 'local' | 'stripe' {
  const apiUrl = env('STRIPE_API_URL');
  return apiUrl && !/(^|\.)stripe\.com$/.test(new URL(apiUrl).hostname) ? 'local' : 'stripe';
}

export function webhookSecret(): string {
  const secret = env('STRIPE_WEBHOOK_SECRET');
  if (!secret) throw new Error("Variable d'environnement manquante : STRIPE_WEBHOOK_SECRET");
  return secret;
}

/**
 * Runs a processor call. An outage, a time-out, a 5xx, a rate limit or a rejected key becomes 502 with the
 * French message (logged once); card errors are returned to the caller, which knows what they mean.
 */
export async function callProcessor<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) throw err;
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
      throw new HttpError(404, 'Paiement introuvable.');
    console.error(
      JSON.stringify({
        level: 'error',
        fn: 'payments',
        processor: what,
        type: (err as { type?: string }).type ?? null,
        message: (err as Error)?.message ?? String(err),
        at: new Date().toISOString(),
      }),
    );
    throw new HttpError(502, PROCESSOR_DOWN);
  }
}
