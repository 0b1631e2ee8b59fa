// How the card is taken (contract of issue 13): real Stripe when a publishable key is set, else the local demo
// processor that `npm start` runs, else no card payment at all. Read at call time so tests can switch modes.
export type CardMode =
  | { kind: 'stripe'; publishableKey: string }
  | { kind: 'local'; url: string; publishableKey: string }
  | { kind: 'none' };

/** the publishable key the local processor accepts together with the intent's client secret */
export const LOCAL_PUBLISHABLE_KEY = 'pk_test_local';

export function cardMode(env: Record<string, unknown> = import.meta.env): CardMode {
  const read = (name: string) => (typeof env[name] === 'string' ? (env[name] as string).trim() : '');
  const stripeKey = read('VITE_STRIPE_PUBLISHABLE_KEY');
  if (stripeKey) return { kind: 'stripe', publishableKey: stripeKey };
  const localUrl = read('VITE_LOCAL_STRIPE_URL');
  if (localUrl)
    return { kind: 'local', url: localUrl.replace(/\/+$/, ''), publishableKey: LOCAL_PUBLISHABLE_KEY };
  return { kind: 'none' };
}

/** delay between « Paiement effectué avec succès! » and the new balance / the paid request (seed 000 §9) */
export const PAYMENT_SUCCESS_DELAY_MS = 1500;
