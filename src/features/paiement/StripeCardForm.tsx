// Real Stripe (VITE_STRIPE_PUBLISHABLE_KEY set): the Payment Element. Loaded on demand only, so Stripe's
// libraries never weigh on the other pages. 3-D Secure is handled by Stripe.js, back to /payment-success.
import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { declineReason, returnUrl } from './card.ts';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key, { locale: 'fr' }));
  return loaded.get(key)!;
};

export interface StripeFormProps {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  busy: boolean;
  /** the card was accepted (or is being processed): the server now confirms */
  onPaid: () => void;
  onDeclined: (message: string) => void;
  onBusy: (busy: boolean) => void;
}

function Inner({
  amountLabel,
  busy,
  onPaid,
  onDeclined,
  onBusy,
}: Omit<StripeFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    onBusy(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl() },
      redirect: 'if_required',
    });
    onBusy(false);
    if (error)
      onDeclined(error.type === 'card_error' || !error.message ? declineReason(error) : error.message);
    else if (paymentIntent) onPaid();
  };
  return (
    <form onSubmit={submit} aria-label="Carte bancaire" className="space-y-4">
      <PaymentElement onReady={() => setReady(true)} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!ready || busy || !stripe}>
        Payer {amountLabel}
      </button>
    </form>
  );
}

export default function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: 'fr' }}>
      <Inner {...rest} />
    </Elements>
  );
}
