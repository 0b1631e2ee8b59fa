// Packs, quick-buy offers, payments and receipts (supabase-js, RLS), and the payments function
// (/api/payments/*, see the issue-13 contract). Prices always come from the database or the server.
import { getSupabase } from '../../lib/auth.tsx';
import { currentUserId, supabase, unwrap } from '../../lib/db.ts';
import { roots } from '../../lib/query-keys.ts';
import { paths } from '../../config/paths.ts';

export interface Pack {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  aide_count: number;
  features: string[];
  popular: boolean;
}

export interface Offer {
  id: string;
  label: string;
  price_cents: number;
  aide_count: number;
}

export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'refunded';

export interface PaymentRow {
  id: string;
  created_at: string;
  completed_at: string | null;
  refunded_at: string | null;
  amount: number;
  status: PaymentStatus;
  payment_intent_id: string;
  request_id: string | null;
  pack_id: string | null;
  offer_id: string | null;
  credits_granted: number;
  packs: { name: string; aide_count: number } | null;
  quick_buy_offers: { label: string; aide_count: number } | null;
  form_requests: { aid_name: string | null } | null;
}

/** what is bought: a pack, a quick-buy offer, or a request waiting for card payment */
export type Target = { packId: string } | { offerId: string } | { requestId: string };

export const paiementKeys = {
  packs: ['catalogue', 'packs'] as const,
  offers: ['catalogue', 'offres'] as const,
  /** the discount and server prices depend on the buyer's referrals: under the account root */
  discount: (userId: string | undefined) => [...roots.compte, 'remise-parrainage', userId] as const,
  price: (target: Target) => [...roots.compte, 'prix', target] as const,
  payments: [...roots.historique, 'paiements'] as const,
  receipt: (id: string) => [...roots.historique, 'recu', id] as const,
  request: (id: string) => [...roots.demandes, 'a-payer', id] as const,
};

export const PAYMENTS_LOAD_ERROR = 'Erreur lors du chargement des paiements';
export const CREATE_PAGE_ERROR = 'Erreur lors de la création du paiement';
export const CREATE_ERROR = 'Une erreur est survenue lors de la création du paiement';
export const CONFIRM_ERROR = 'Une erreur est survenue lors de la confirmation du paiement';
export const CREATING = 'Création du paiement en cours...';
export const SUCCESS = 'Paiement effectué avec succès!';
export const NOT_SIGNED_IN = 'Non authentifié';
export const NO_TOKEN = 'Token non trouvé';
export const CATALOGUE_ERROR = 'Les tarifs n’ont pas pu être chargés. Veuillez réessayer plus tard.';

export async function fetchPacks(): Promise<Pack[]> {
  const db = await getSupabase();
  const rows = unwrap(
    await db
      .from('packs')
      .select('id, name, description, price_cents, aide_count, features, popular')
      .eq('active', true)
      .order('sort_order'),
  );
  return (rows ?? []) as Pack[];
}

export async function fetchOffers(): Promise<Offer[]> {
  const db = await getSupabase();
  const rows = unwrap(
    await db
      .from('quick_buy_offers')
      .select('id, label, price_cents, aide_count')
      .eq('active', true)
      .order('sort_order'),
  );
  return (rows ?? []) as Offer[];
}

/** the signed-in buyer's referral discount (0, 10, 20 or 30 %) */
export async function fetchDiscount(): Promise<number> {
  const db = await supabase();
  return Number(unwrap(await db.rpc('referral_discount_percent'))) || 0;
}

/** the same rounding as checkout_price_cents(), for showing a discounted catalogue at a glance */
export const discounted = (cents: number, percent: number) => Math.round((cents * (100 - percent)) / 100);

/** what the server will charge for a pack or an offer (discount included) */
export async function fetchPrice(target: { packId: string } | { offerId: string }): Promise<number> {
  const db = await supabase();
  const args = 'packId' in target ? { pack_id: target.packId } : { offer_id: target.offerId };
  return Number(unwrap(await db.rpc('checkout_price_cents', args)));
}

const PAYMENT_COLUMNS =
  'id, created_at, completed_at, refunded_at, amount, status, payment_intent_id, request_id, pack_id, offer_id, ' +
  'credits_granted, ' +
  'packs(name, aide_count), quick_buy_offers(label, aide_count), form_requests(aid_name)';

export async function fetchPayments(): Promise<PaymentRow[]> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('payments')
    .select(PAYMENT_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw new Error(PAYMENTS_LOAD_ERROR);
  return (data ?? []) as unknown as PaymentRow[];
}

/** one payment of the signed-in buyer (null when it is not theirs or does not exist) */
export async function fetchPayment(id: string): Promise<PaymentRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await supabase();
  const userId = await currentUserId(db);
  const data = unwrap(
    await db.from('payments').select(PAYMENT_COLUMNS).eq('id', id).eq('user_id', userId).maybeSingle(),
  );
  return (data ?? null) as unknown as PaymentRow | null;
}

export interface PayableRequest {
  id: string;
  aid_name: string | null;
  status: string;
  payment_required: boolean;
  payment_status: 'pending' | 'completed' | 'failed' | null;
}

export async function fetchRequest(id: string): Promise<PayableRequest | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await supabase();
  const userId = await currentUserId(db);
  const data = unwrap(
    await db
      .from('form_requests')
      .select('id, aid_name, status, payment_required, payment_status')
      .eq('id', id)
      .eq('user_id', userId)
      .maybeSingle(),
  );
  return (data ?? null) as PayableRequest | null;
}

/** a request can be paid by card while it waits for its payment */
export const isPayable = (r: PayableRequest) =>
  r.payment_required && r.payment_status !== 'completed' && r.status === 'pending';

// ---------------------------------------------------------------------------------------------------------
// The payments function.

export interface Intent {
  paymentIntentId: string;
  clientSecret: string;
  paymentId?: string;
  amountCents: number;
  currency?: string;
  label?: string;
  processor?: 'local' | 'stripe';
}

export type IntentStatus =
  'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'failed' | 'canceled';

export interface Confirmation {
  status: IntentStatus;
  payment?: { id: string; status: PaymentStatus; amount_cents?: number; request_id?: string | null };
  balance?: number;
  error?: string;
}

/** the stored access token; « Non authentifié » / « Token non trouvé » before any payment call (seed §8) */
export async function accessToken(): Promise<string> {
  const db = await getSupabase();
  const { data } = await db.auth.getSession();
  if (!data.session?.user) throw new Error(NOT_SIGNED_IN);
  if (!data.session.access_token) throw new Error(NO_TOKEN);
  return data.session.access_token;
}

async function post<T>(url: string, body: unknown, fallback: string): Promise<T> {
  const token = await accessToken();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(fallback);
  }
  const json = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !json) throw new Error(json?.error || fallback);
  return json;
}

export async function createIntent(target: Target): Promise<Intent> {
  const intent = await post<Intent>(paths.paymentsApi.createIntent, target, CREATE_ERROR);
  if (!intent.paymentIntentId || !intent.clientSecret) throw new Error(CREATE_ERROR);
  return intent;
}

export async function confirmPayment(paymentIntentId: string): Promise<Confirmation> {
  return post<Confirmation>(paths.paymentsApi.confirm, { paymentIntentId }, CONFIRM_ERROR);
}
