// Users in the back-office: the list (admin_list_users, sorted and searched on the server), a user's page
// (admin_user_detail), credits (admin_adjust_credits), role (admin_set_role), and the auth admin API through
// the /api/admin/users function (deactivate, reactivate, delete).
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { adminKey, fetchAll, PAGE_SIZE, postFunction, rpc, useAdminList } from './rpc.ts';
import type { AuditEntry } from './requests.ts';

export interface AdminUserRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  referral_code: string | null;
  role: 'client' | 'admin';
  created_at: string;
  balance: number;
  requests_count: number;
  deactivated: boolean;
  total_count: number;
}

export type UserSort = 'created_at' | 'name' | 'email' | 'balance';
export const USER_SORTS: UserSort[] = ['created_at', 'name', 'email', 'balance'];

export interface UserListParams {
  search: string;
  sort: UserSort;
  descending: boolean;
}

const listArgs = (p: UserListParams) => ({
  search: p.search.trim() || null,
  sort: p.sort,
  descending: p.descending,
});

export const useAdminUsers = (p: UserListParams, page: number) =>
  useAdminList<AdminUserRow>('admin_list_users', { ...listArgs(p), page_size: PAGE_SIZE, page });

export const exportUsers = (p: UserListParams) => fetchAll<AdminUserRow>('admin_list_users', listArgs(p));

export const userName = (u: { name?: string | null }) => u.name?.trim() || 'Sans nom';

type Row = Record<string, unknown> & { id?: string; created_at?: string };

export interface UserDetail {
  profile: {
    id: string;
    name?: string | null;
    full_name?: string | null;
    email?: string | null;
    phone?: string | null;
    role: 'client' | 'admin';
    referral_code?: string | null;
    parrain_code?: string | null;
    created_at: string;
  };
  email: string | null;
  deactivated: boolean;
  balance: number;
  ledger: (Row & { delta: number; reason: string; note?: string | null })[];
  requests: (Row & { status: string; aid_name?: string | null; form_type?: string })[];
  payments: (Row & { amount?: number; amount_cents?: number; status: string; request_id?: string | null })[];
  referrals: {
    sponsor: { id: string; name: string | null; email: string | null } | null;
    referred: {
      id: string;
      filleul_id: string;
      name: string | null;
      email: string | null;
      created_at: string;
      confirmed_at: string | null;
      rewarded: boolean;
    }[];
  } | null;
  tickets: (Row & { subject: string; status: string; updated_at?: string })[];
  audit: AuditEntry[];
}

export const userKey = (id: string) => adminKey('user', id);

export function useUserDetail(id: string) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: () => rpc<UserDetail>('admin_user_detail', { user_id: id }),
  });
}

export const adjustCredits = (v: { userId: string; delta: number; note: string }) =>
  rpc<number>('admin_adjust_credits', { user_id: v.userId, delta: v.delta, note: v.note.trim() });

export const setRole = (v: { userId: string; role: 'client' | 'admin' }) =>
  rpc('admin_set_role', { user_id: v.userId, role: v.role });

export type AccountAction = 'deactivate' | 'reactivate' | 'delete';

const ACTION_ERROR: Record<AccountAction, string> = {
  deactivate: 'Le compte n’a pas pu être désactivé. Veuillez réessayer.',
  reactivate: 'Le compte n’a pas pu être réactivé. Veuillez réessayer.',
  delete: 'Le compte n’a pas pu être supprimé. Veuillez réessayer.',
};

export const accountAction = (v: { userId: string; action: AccountAction }) =>
  postFunction<{ ok: true }>(paths.adminUsersFunction, v, ACTION_ERROR[v.action]);

/** A person's two-factor methods, as the back-office sees them (no secret). */
export interface AdminFactor {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: string;
}

export const useUserFactors = (id: string) =>
  useQuery({
    queryKey: adminKey('user', id, 'facteurs'),
    queryFn: () => rpc<AdminFactor[]>('admin_user_mfa', { user_id: id }),
  });

/** Removes every factor of another person and ends their sessions (audited by the database). */
export const resetFactors = (v: { userId: string }) => rpc<number>('admin_reset_mfa', { user_id: v.userId });
