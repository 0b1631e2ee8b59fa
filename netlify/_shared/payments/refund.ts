// POST /api/payments/refund: an adviser refunds a completed payment. The role is checked on the server with
// the caller's own token (is_admin), the processor refunds first, then refund_payment takes back the credits
// of that purchase that were not used yet and writes the ledger line with the reason.
import { HttpError } from '../http.ts';
import { callerClient } from '../supabase.ts';
import { paymentById, publicPayment, rpcPayment } from './db.ts';
import { callProcessor, stripe } from './processor.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ADMIN_ONLY = 'Accès réservé aux conseillers.';

export async function requireAdmin(token: string): Promise<void> {
  const { data, error } = await callerClient(token).rpc('is_admin');
  if (error || data !== true) throw new HttpError(403, ADMIN_ONLY);
}

function parse(body: unknown): { paymentId: string; reason: string } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof b.paymentId !== 'string' || !UUID.test(b.paymentId))
    throw new HttpError(400, 'Indiquez le paiement à rembourser.');
  const reason = typeof b.reason === 'string' ? b.reason.trim() : '';
  if (!reason || reason.length > 500)
    throw new HttpError(400, 'Indiquez le motif du remboursement (500 caractères au plus).');
  return { paymentId: b.paymentId, reason };
}

export async function refundPayment(adminId: string, token: string, body: unknown) {
  await requireAdmin(token);
  const { paymentId, reason } = parse(body);
  const payment = await paymentById(paymentId);
  if (!payment) throw new HttpError(404, 'Paiement introuvable.');
  if (payment.status === 'refunded') throw new HttpError(400, 'Ce paiement a déjà été remboursé.');
  if (payment.status !== 'completed')
    throw new HttpError(400, 'Seul un paiement effectué peut être remboursé.');
  await callProcessor('refunds.create', () =>
    stripe()
      .refunds.create(
        {
          payment_intent: payment.payment_intent_id,
          reason: 'requested_by_customer',
          metadata: { payment_id: payment.id, refunded_by: adminId },
        },
        { idempotencyKey: `aidy-refund-${payment.id}` },
      )
      // already refunded at the processor (e.g. from its dashboard, webhook not arrived yet): record it here too
      .catch((err: { code?: string }) => {
        if (err?.code === 'charge_already_refunded') return null;
        throw err;
      }),
  );
  const after = await rpcPayment('refund_payment', { payment_id: payment.id, reason, refunded_by: adminId });
  return { payment: publicPayment(after), creditsRemoved: after.credits_refunded };
}
