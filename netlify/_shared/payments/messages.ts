// French reasons for what the processor reports about a card, shown by the payment screens as they come.
import type Stripe from 'stripe';

const REASONS: Record<string, string> = {
  generic_decline: 'Votre carte a été refusée par votre banque. Essayez une autre carte.',
  card_declined: 'Votre carte a été refusée par votre banque. Essayez une autre carte.',
  insufficient_funds: 'Votre carte a été refusée : solde insuffisant. Essayez une autre carte.',
  lost_card: 'Votre carte a été refusée par votre banque. Essayez une autre carte.',
  stolen_card: 'Votre carte a été refusée par votre banque. Essayez une autre carte.',
  expired_card: 'Votre carte a expiré. Vérifiez la date ou utilisez une autre carte.',
  incorrect_cvc: 'Le code de sécurité (CVC) est incorrect.',
  invalid_cvc: 'Le code de sécurité (CVC) est incorrect.',
  incorrect_number: 'Le numéro de carte est incorrect.',
  invalid_number: 'Le numéro de carte est incorrect.',
  invalid_expiry_month: "La date d'expiration est incorrecte.",
  invalid_expiry_year: "La date d'expiration est incorrecte.",
  processing_error: 'Une erreur est survenue pendant le traitement de votre carte. Réessayez.',
  payment_intent_authentication_failure:
    "L'authentification 3-D Secure a échoué. Réessayez ou utilisez une autre carte.",
};
export const DEFAULT_REASON = 'Le paiement a été refusé. Essayez une autre carte.';
export const CANCELED_REASON = 'Le paiement a été annulé.';

/** The French reason of a failed attempt (decline code first, then error code). */
export function failureReason(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): string {
  if (!error) return DEFAULT_REASON;
  return REASONS[error.decline_code ?? ''] ?? REASONS[error.code ?? ''] ?? DEFAULT_REASON;
}
