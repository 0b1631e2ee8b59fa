// The test cards of Stripe's documentation and the checks a card form gets from Stripe (Luhn, expiry, CVC),
// answered with Stripe's error codes. Nothing here ever sees a real card: the processor is local.

export type CardOutcome =
  | { kind: 'succeeded'; brand: string; last4: string }
  | { kind: 'requires_action'; brand: string; last4: string }
  | { kind: 'declined'; declineCode: 'generic_decline' | 'insufficient_funds'; brand: string; last4: string }
  | {
      kind: 'invalid';
      code:
        | 'incorrect_number'
        | 'invalid_expiry_month'
        | 'invalid_expiry_year'
        | 'expired_card'
        | 'incorrect_cvc'
        | 'invalid_number';
      param: string;
    };

export interface CardInput {
  number?: string;
  exp_month?: string;
  exp_year?: string;
  cvc?: string;
}

const DECLINED: Record<string, 'generic_decline' | 'insufficient_funds'> = {
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
};
const AUTHENTICATION = new Set(['4000002500003155', '4000002760003184']);

/** The payment-method ids of Stripe's test mode, for server-side confirmations (tests, benches). */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_authenticationRequired: '4000002500003155',
};

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** Expiry check against `now` (a card is valid through the last day of its month). */
function expiryError(month: number, year: number, now: Date): CardOutcome | null {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return { kind: 'invalid', code: 'invalid_expiry_month', param: 'exp_month' };
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(year) || fullYear > now.getUTCFullYear() + 50)
    return { kind: 'invalid', code: 'invalid_expiry_year', param: 'exp_year' };
  const endOfMonth = Date.UTC(fullYear, month, 1);
  if (endOfMonth <= now.getTime()) return { kind: 'invalid', code: 'expired_card', param: 'exp_month' };
  return null;
}

export function checkCard(card: CardInput, now = new Date()): CardOutcome {
  const digits = (card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { kind: 'invalid', code: 'invalid_number', param: 'number' };
  if (!luhn(digits)) return { kind: 'invalid', code: 'incorrect_number', param: 'number' };
  const expiry = expiryError(Number(card.exp_month), Number(card.exp_year), now);
  if (expiry) return expiry;
  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc ?? ''))
    return { kind: 'invalid', code: 'incorrect_cvc', param: 'cvc' };
  const last4 = digits.slice(-4);
  if (DECLINED[digits]) return { kind: 'declined', declineCode: DECLINED[digits], brand, last4 };
  if (AUTHENTICATION.has(digits)) return { kind: 'requires_action', brand, last4 };
  return { kind: 'succeeded', brand, last4 };
}
