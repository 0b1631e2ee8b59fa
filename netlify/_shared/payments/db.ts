// The payments tables and functions, always through the service-role client (the function has decided).
import type { PostgrestError } from '@supabase/supabase-js';
import { HttpError } from '../http.ts';
import { serviceClient } from '../supabase.ts';

export interface PaymentRow {
  id: string;
  user_id: string | null;
  amount: number;
  currency: string;
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  payment_intent_id: string;
  request_id: string | null;
  pack_id: string | null;
  offer_id: string | null;
  credits_granted: number;
  credits_refunded: number;
  completed_at: string | null;
  refunded_at: string | null;
  refund_reason: string | null;
  created_at: string;
}

/** What the SPA sees of a payment (`amount_cents` as in the contract). */
export function publicPayment(p: PaymentRow) {
  return {
    id: p.id,
    status: p.status,
    amount_cents: p.amount,
    currency: p.currency,
    payment_intent_id: p.payment_intent_id,
    pack_id: p.pack_id,
    offer_id: p.offer_id,
    request_id: p.request_id,
    credits_granted: p.credits_granted,
    credits_refunded: p.credits_refunded,
    created_at: p.created_at,
    completed_at: p.completed_at,
    refunded_at: p.refunded_at,
  };
}

/** A database error as an HTTP answer: the SQL functions raise French messages with these codes. */
export function dbError(error: PostgrestError): Error {
  if (error.code === 'PT404' || error.code === 'P0002') return new HttpError(404, error.message);
  if (error.code === '22023' || error.code === 'P0001') return new HttpError(400, error.message);
  if (error.code === '42501') return new HttpError(403, error.message);
  return new Error(`${error.code ?? ''} ${error.message}`);
}

export async function paymentByIntent(intentId: string): Promise<PaymentRow | null> {
  const { data, error } = await serviceClient()
    .from('payments')
    .select('*')
    .eq('payment_intent_id', intentId)
    .maybeSingle();
  if (error) throw dbError(error);
  return data as PaymentRow | null;
}

export async function paymentById(id: string): Promise<PaymentRow | null> {
  const { data, error } = await serviceClient().from('payments').select('*').eq('id', id).maybeSingle();
  if (error) throw dbError(error);
  return data as PaymentRow | null;
}

export async function rpcPayment(fn: string, args: Record<string, unknown>): Promise<PaymentRow> {
  const { data, error } = await serviceClient().rpc(fn, args).single();
  if (error) throw dbError(error);
  return data as PaymentRow;
}

export async function balanceOf(userId: string): Promise<number> {
  const { data, error } = await serviceClient()
    .from('credit_balances')
    .select('balance')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw dbError(error);
  return (data as { balance: number } | null)?.balance ?? 0;
}
