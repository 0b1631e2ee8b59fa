// Stripe-shaped errors: `{ error: { type, code, decline_code?, param?, message, payment_intent? } }` with the
// HTTP status Stripe uses (400 invalid request, 401 bad key, 402 card error, 404 missing resource).

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'authentication_error' | 'idempotency_error' | 'api_error';
  code?: string;
  decline_code?: string;
  param?: string;
  message: string;
  payment_intent?: unknown;
  doc_url?: string;
}

export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export const invalidRequest = (message: string, code?: string, param?: string) =>
  new StripeHttpError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

/** Messages in French: the demo form shows them as they come (Stripe.js localises its own the same way). */
export const CARD_MESSAGES: Record<string, string> = {
  generic_decline: 'Votre carte a été refusée.',
  insufficient_funds: 'Votre carte ne dispose pas de fonds suffisants.',
  incorrect_number: 'Le numéro de carte est incorrect.',
  invalid_number: "Le numéro de carte n'est pas un numéro de carte valide.",
  invalid_expiry_month: "Le mois d'expiration de votre carte n'est pas valide.",
  invalid_expiry_year: "L'année d'expiration de votre carte n'est pas valide.",
  expired_card: 'Votre carte a expiré.',
  incorrect_cvc: 'Le code de sécurité (CVC) de votre carte est incorrect.',
  payment_intent_authentication_failure: "L'authentification 3-D Secure a échoué ou a été refusée.",
};
