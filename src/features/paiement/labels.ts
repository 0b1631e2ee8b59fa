// How a payment reads on screen: its status and what it bought.
import type { PaymentRow, PaymentStatus } from './api.ts';

export const STATUS_LABEL: Record<PaymentStatus, string> = {
  completed: 'Payé',
  pending: 'En attente',
  failed: 'Échoué',
  refunded: 'Remboursé',
};

const aides = (n: number) => `${n} aide${n > 1 ? 's' : ''}`;

/** "Pack Standard (3 aides)", "Achat rapide : 1 aide" */
export function purchaseLabel(
  p: Pick<PaymentRow, 'packs' | 'quick_buy_offers' | 'pack_id' | 'offer_id'>,
): string {
  if (p.packs) return `Pack ${p.packs.name} (${aides(p.packs.aide_count)})`;
  if (p.quick_buy_offers) return `Achat rapide : ${aides(p.quick_buy_offers.aide_count)}`;
  return p.pack_id ? `Pack ${p.pack_id}` : `Offre ${p.offer_id ?? ''}`.trim();
}
