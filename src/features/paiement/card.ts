// The card step: French reasons for a refused card (Stripe's codes), the demo form's checks, and the call to
// the local processor (same shape as Stripe.js's confirm call, see the issue-13 contract).
import { paths } from '../../config/paths.ts';

const REASONS: Record<string, string> = {
  insufficient_funds: 'Paiement refusé : les fonds disponibles sur votre carte sont insuffisants.',
  generic_decline: 'Paiement refusé par votre banque. Essayez une autre carte ou contactez votre banque.',
  card_declined: 'Paiement refusé par votre banque. Essayez une autre carte ou contactez votre banque.',
  lost_card: 'Paiement refusé : cette carte a été déclarée perdue.',
  stolen_card: 'Paiement refusé : cette carte a été déclarée volée.',
  do_not_honor: 'Paiement refusé par votre banque. Contactez-la pour en savoir plus.',
  incorrect_number: 'Le numéro de carte est incorrect. Vérifiez-le et réessayez.',
  invalid_number: 'Le numéro de carte est incorrect. Vérifiez-le et réessayez.',
  expired_card: 'Votre carte a expiré. Utilisez une autre carte.',
  invalid_expiry_month: 'La date d’expiration est incorrecte.',
  invalid_expiry_year: 'La date d’expiration est incorrecte.',
  incorrect_cvc: 'Le code de sécurité (CVC) est incorrect.',
  invalid_cvc: 'Le code de sécurité (CVC) est incorrect.',
  processing_error: 'Une erreur est survenue pendant le traitement de la carte. Réessayez dans un instant.',
  authentication_required: 'Votre banque demande une authentification : réessayez et validez-la.',
  payment_intent_authentication_failure:
    'L’authentification 3-D Secure a échoué : le paiement n’a pas été effectué.',
};

export const AUTH_FAILED = REASONS.payment_intent_authentication_failure;
export const DECLINED = REASONS.card_declined;

/** A processor / Stripe.js error in French: decline code first, then error code, then a generic refusal. */
export function declineReason(error: { code?: string; decline_code?: string } | null | undefined): string {
  return (
    (error?.decline_code && REASONS[error.decline_code]) || (error?.code && REASONS[error.code]) || DECLINED
  );
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardFields, string>>;

const digits = (s: string) => s.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" as the person types */
export const formatCardNumber = (s: string) =>
  digits(s)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" → "12/30" */
export function formatExpiry(s: string): string {
  const d = digits(s).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Form checks before anything is sent (the processor still decides: Luhn, expiry, refusal). */
export function checkCard(card: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digits(card.number);
  if (!number) errors.number = 'Saisissez le numéro de carte.';
  else if (number.length < 13 || number.length > 19) errors.number = 'Le numéro de carte est incomplet.';
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!card.expiry.trim()) errors.expiry = 'Saisissez la date d’expiration.';
  else if (!m || Number(m[1]) < 1 || Number(m[1]) > 12)
    errors.expiry = 'La date d’expiration doit être au format MM/AA.';
  else {
    const end = new Date(2000 + Number(m[2]), Number(m[1]), 1);
    if (end <= now) errors.expiry = 'Votre carte a expiré. Utilisez une autre carte.';
  }
  if (!card.cvc.trim()) errors.cvc = 'Saisissez le CVC.';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Le CVC comporte 3 ou 4 chiffres.';
  return errors;
}

export type LocalResult =
  | { kind: 'succeeded' }
  | { kind: 'redirect'; url: string }
  | { kind: 'declined'; message: string }
  | { kind: 'pending'; status: string };

export const returnUrl = () => `${window.location.origin}${paths.paymentSuccess}`;

/** POST {local}/v1/payment_intents/{id}/confirm with the card, as Stripe.js would. */
export async function confirmWithLocalProcessor(
  processorUrl: string,
  publishableKey: string,
  intent: { paymentIntentId: string; clientSecret: string },
  card: CardFields,
): Promise<LocalResult> {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const body = new URLSearchParams({
    client_secret: intent.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': digits(card.number),
    'payment_method_data[card][exp_month]': m ? String(Number(m[1])) : '',
    'payment_method_data[card][exp_year]': m ? String(2000 + Number(m[2])) : '',
    'payment_method_data[card][cvc]': card.cvc.trim(),
    return_url: returnUrl(),
  });
  const response = await fetch(
    `${processorUrl}/v1/payment_intents/${encodeURIComponent(intent.paymentIntentId)}/confirm`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Bearer ${publishableKey}`,
      },
      body,
    },
  );
  const json = (await response.json().catch(() => null)) as {
    status?: string;
    next_action?: { redirect_to_url?: { url?: string } };
    error?: { code?: string; decline_code?: string };
  } | null;
  if (!response.ok) {
    if (response.status >= 500 || !json?.error) throw new Error('processor');
    return { kind: 'declined', message: declineReason(json.error) };
  }
  if (json?.status === 'succeeded') return { kind: 'succeeded' };
  const url = json?.next_action?.redirect_to_url?.url;
  if (json?.status === 'requires_action' && url) return { kind: 'redirect', url };
  return { kind: 'pending', status: json?.status ?? 'unknown' };
}
