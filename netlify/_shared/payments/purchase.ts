// What a buyer asks to pay for, resolved on the server: a pack, a quick-buy offer, or a request waiting for
// a card payment (paid as the one-aid quick-buy offer). The price is always checkout_price_cents (referral
// discount included); an amount sent by the browser is never read.
import { HttpError } from '../http.ts';
import { serviceClient } from '../supabase.ts';
import { dbError } from './db.ts';

export interface Purchase {
  packId: string | null;
  offerId: string | null;
  requestId: string | null;
  label: string;
  amountCents: number;
}

type Ask = { kind: 'pack' | 'offer' | 'request'; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CHOOSE = 'Choisissez un pack ou une offre.';

export function parseAsk(body: unknown): Ask {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const asks: Ask[] = [];
  for (const [field, kind] of [
    ['packId', 'pack'],
    ['offerId', 'offer'],
    ['requestId', 'request'],
  ] as const) {
    const v = b[field];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string' || !v.trim() || v.length > 100) throw new HttpError(400, CHOOSE);
    asks.push({ kind, id: v.trim() });
  }
  if (asks.length !== 1) throw new HttpError(400, CHOOSE);
  if (asks[0].kind === 'request' && !UUID.test(asks[0].id)) throw new HttpError(400, 'Demande introuvable.');
  return asks[0];
}

async function price(userId: string, packId: string | null, offerId: string | null): Promise<number> {
  const { data, error } = await serviceClient().rpc('checkout_price_cents', {
    pack_id: packId,
    offer_id: offerId,
    user_id: userId,
  });
  if (error) throw dbError(error);
  return data as number;
}

async function pack(id: string): Promise<{ packId: string; label: string }> {
  const { data } = await serviceClient()
    .from('packs')
    .select('id, name')
    .eq('id', id)
    .eq('active', true)
    .maybeSingle();
  if (!data) throw new HttpError(400, 'Pack inconnu.');
  return { packId: data.id as string, label: data.name as string };
}

async function offer(id: string): Promise<{ offerId: string; label: string }> {
  const { data } = await serviceClient()
    .from('quick_buy_offers')
    .select('id, label')
    .eq('id', id)
    .eq('active', true)
    .maybeSingle();
  if (!data) throw new HttpError(400, 'Offre inconnue.');
  return { offerId: data.id as string, label: data.label as string };
}

/** The caller's request waiting for a card payment, paid with the cheapest one-aid offer. */
async function request(
  userId: string,
  id: string,
): Promise<{ offerId: string; requestId: string; label: string }> {
  const db = serviceClient();
  const { data: r } = await db
    .from('form_requests')
    .select('id, user_id, aid_name, status, payment_required, payment_status')
    .eq('id', id)
    .maybeSingle();
  if (!r || r.user_id !== userId) throw new HttpError(400, 'Demande introuvable.');
  if (
    !r.payment_required ||
    r.status !== 'pending' ||
    !['pending', 'failed'].includes(r.payment_status as string)
  )
    throw new HttpError(400, "Cette demande n'attend pas de paiement par carte.");
  const { data: o } = await db
    .from('quick_buy_offers')
    .select('id')
    .eq('active', true)
    .eq('aide_count', 1)
    .order('price_cents')
    .limit(1)
    .maybeSingle();
  if (!o) throw new HttpError(400, 'Offre inconnue.');
  return {
    offerId: o.id as string,
    requestId: r.id as string,
    label: (r.aid_name as string) || 'Demande d’aide',
  };
}

export async function resolvePurchase(userId: string, ask: Ask): Promise<Purchase> {
  const base: { packId?: string; offerId?: string; requestId?: string; label: string } =
    ask.kind === 'pack'
      ? await pack(ask.id)
      : ask.kind === 'offer'
        ? await offer(ask.id)
        : await request(userId, ask.id);
  const packId = base.packId ?? null;
  const offerId = base.offerId ?? null;
  return {
    packId,
    offerId,
    requestId: base.requestId ?? null,
    label: base.label,
    amountCents: await price(userId, packId, offerId),
  };
}
