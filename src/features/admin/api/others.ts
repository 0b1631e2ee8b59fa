// The other back-office data: dashboard, payments (+ refund through issue 13's function), support tickets and
// contact messages, referrals, catalogue, audit log.
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { supabase } from '../../../lib/db.ts';
import { frenchError } from '../../../lib/errors.ts';
import { adminKey, fetchAll, PAGE_SIZE, postFunction, rpc, useAdminList } from './rpc.ts';
import type { AuditEntry } from './requests.ts';

const nul = (v: string) => (v.trim() ? v.trim() : null);

// ---- dashboard
export interface Dashboard {
  requests_by_status: Record<string, number>;
  signups_today: number;
  signups_7d: number;
  signups_30d: number;
  revenue_this_month_cents: number;
  revenue_last_month_cents: number;
  open_tickets: number;
  waiting_over_48h: number;
}
export const useDashboard = () =>
  useQuery({ queryKey: adminKey('dashboard'), queryFn: () => rpc<Dashboard>('admin_dashboard') });

// ---- payments
export interface AdminPaymentRow {
  id: string;
  created_at: string;
  status: string;
  amount_cents: number;
  pack_id: string | null;
  offer_id: string | null;
  request_id: string | null;
  user_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
  stripe_payment_intent_id: string | null;
  total_count: number;
  total_amount_cents: number;
}
export interface PaymentFilters {
  status: string;
  dateFrom: string;
  dateTo: string;
  search: string;
}
const paymentArgs = (f: PaymentFilters) => ({
  status: nul(f.status),
  date_from: nul(f.dateFrom),
  date_to: nul(f.dateTo),
  search: nul(f.search),
});
export const useAdminPayments = (f: PaymentFilters, page: number) =>
  useAdminList<AdminPaymentRow>('admin_list_payments', { ...paymentArgs(f), page_size: PAGE_SIZE, page });
export const exportPayments = (f: PaymentFilters) =>
  fetchAll<AdminPaymentRow>('admin_list_payments', paymentArgs(f));

/** Issue 13's function: refunds the card payment and removes the credits it gave (server-side checks). */
export const refundPayment = (v: { paymentId: string; reason: string }) =>
  postFunction<{ payment: unknown; creditsRemoved: number }>(
    paths.refundFunction,
    { paymentId: v.paymentId, reason: v.reason.trim() },
    'Le remboursement n’a pas pu être effectué. Veuillez réessayer.',
  );

// ---- support
export interface AdminTicketRow {
  id: string;
  subject: string;
  status: string;
  created_at: string;
  updated_at: string;
  user_id: string;
  owner_name: string | null;
  owner_email: string | null;
  request_id: string | null;
  last_message: string | null;
  last_message_at: string | null;
  last_message_is_admin: boolean | null;
  total_count: number;
}
const ticketArgs = (status: string) => ({ status: nul(status) });
export const useAdminTickets = (status: string, page: number) =>
  useAdminList<AdminTicketRow>('admin_list_tickets', { ...ticketArgs(status), page_size: PAGE_SIZE, page });
export const exportTickets = (status: string) =>
  fetchAll<AdminTicketRow>('admin_list_tickets', ticketArgs(status));

export interface TicketDetail {
  ticket: { id: string; subject: string; status: string; created_at: string; request_id: string | null };
  owner: { id: string; name: string | null; email: string | null; phone: string | null } | null;
  messages: {
    id: string;
    author_id: string | null;
    author_name: string | null;
    is_admin: boolean;
    body: string;
    attachment_path: string | null;
    created_at: string;
  }[];
}
export const useTicketDetail = (id: string) =>
  useQuery({
    queryKey: adminKey('ticket', id),
    queryFn: () => rpc<TicketDetail>('admin_ticket_detail', { ticket_id: id }),
  });
export const replyTicket = (v: { ticketId: string; message: string }) =>
  rpc('admin_reply_ticket', { ticket_id: v.ticketId, message: v.message.trim() });
export const closeTicket = (ticketId: string) => rpc('admin_close_ticket', { ticket_id: ticketId });

export interface ContactRow {
  id: string;
  created_at: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  handled: boolean;
  total_count: number;
}
const contactArgs = (handled: string) => ({ handled: handled === '' ? null : handled === 'oui' });
export const useContactMessages = (handled: string, page: number) =>
  useAdminList<ContactRow>('admin_list_contact_messages', {
    ...contactArgs(handled),
    page_size: PAGE_SIZE,
    page,
  });
export const exportContacts = (handled: string) =>
  fetchAll<ContactRow>('admin_list_contact_messages', contactArgs(handled));
export const markContactHandled = (v: { id: string; handled: boolean }) =>
  rpc('admin_mark_contact_handled', { message_id: v.id, handled: v.handled });

// ---- referrals
export interface ReferralRow {
  id: string;
  created_at: string;
  parrain_id: string;
  parrain_name: string | null;
  parrain_email: string | null;
  filleul_id: string;
  filleul_name: string | null;
  filleul_email: string | null;
  confirmed_at: string | null;
  rewarded: boolean;
  total_count: number;
}
export const useReferrals = (page: number) =>
  useAdminList<ReferralRow>('admin_list_referrals', { page_size: PAGE_SIZE, page });
export const exportReferrals = () => fetchAll<ReferralRow>('admin_list_referrals', {});
export const markReferralRewarded = (id: string) => rpc('admin_mark_referral_rewarded', { referral_id: id });

// ---- catalogue
export interface Pack {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  aide_count: number;
  features: string[];
  popular: boolean;
  sort_order: number;
  active: boolean;
}
export interface Offer {
  id: string;
  label: string;
  price_cents: number;
  aide_count: number;
  sort_order: number;
  active: boolean;
}
async function select<T>(table: string, columns: string): Promise<T[]> {
  const db = await supabase();
  const { data, error } = await db.from(table).select(columns).order('sort_order');
  if (error) throw new Error(frenchError(error));
  return data as unknown as T[];
}
export const useCatalogue = () =>
  useQuery({
    queryKey: adminKey('catalogue'),
    queryFn: async () => ({
      packs: await select<Pack>(
        'packs',
        'id, name, description, price_cents, aide_count, features, popular, sort_order, active',
      ),
      offers: await select<Offer>(
        'quick_buy_offers',
        'id, label, price_cents, aide_count, sort_order, active',
      ),
    }),
  });
export const savePack = (pack: Pack) => rpc<Pack>('admin_save_pack', { pack });
export const saveOffer = (offer: Offer) => rpc<Offer>('admin_save_offer', { offer });

// ---- audit log
export type AuditRow = AuditEntry & { total_count: number };
const auditArgs = (action: string) => ({ action: nul(action) });
export const useAudit = (action: string, page: number) =>
  useAdminList<AuditRow>('admin_list_audit', { ...auditArgs(action), page_size: PAGE_SIZE, page });
export const exportAudit = (action: string) => fetchAll<AuditRow>('admin_list_audit', auditArgs(action));
