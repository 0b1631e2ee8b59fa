// Requests in the back-office: the list (admin_list_requests), a request's page (admin_request_detail), the
// status change with a note for the client (set_request_status), asking for a document, assigning.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roots } from '../../../lib/query-keys.ts';
import { signedDownloadUrl, startDownload } from '../../../lib/upload.ts';
import { adminKey, fetchAll, PAGE_SIZE, rpc, useAdminList } from './rpc.ts';

export interface AdminRequestRow {
  id: string;
  created_at: string;
  status: string;
  payment_status: string | null;
  aid_id: string | null;
  aid_name: string | null;
  form_type: string;
  estimated_amount: number | string | null;
  user_id: string;
  owner_name: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  assigned_to: string | null;
  assigned_name?: string | null;
  updated_at: string;
  total_count: number;
}

export interface RequestFilters {
  status: string;
  aid: string;
  dateFrom: string;
  dateTo: string;
  waitingForMe: boolean;
  search: string;
}

const nul = (v: string) => (v.trim() ? v.trim() : null);

export const requestListArgs = (f: RequestFilters) => ({
  status: nul(f.status),
  aid: nul(f.aid),
  date_from: nul(f.dateFrom),
  date_to: nul(f.dateTo),
  waiting_for_me: f.waitingForMe,
  search: nul(f.search),
});

export const useAdminRequests = (f: RequestFilters, page: number) =>
  useAdminList<AdminRequestRow>('admin_list_requests', { ...requestListArgs(f), page_size: PAGE_SIZE, page });

export const exportRequests = (f: RequestFilters) =>
  fetchAll<AdminRequestRow>('admin_list_requests', requestListArgs(f));

export interface RequestEvent {
  id?: string;
  type: string;
  old_status?: string | null;
  new_status?: string | null;
  details?: string | null;
  actor_id?: string | null;
  actor_name?: string | null;
  created_at: string;
}

export interface RequestDocument {
  id: string;
  label: string;
  storage_path: string | null;
  created_at: string;
  updated_at?: string;
}

export interface AuditEntry {
  id: number | string;
  actor_id?: string | null;
  actor_email: string | null;
  action: string;
  target_table?: string | null;
  target_id?: string | null;
  target_user_id?: string | null;
  before: unknown;
  after: unknown;
  note: string | null;
  created_at: string;
}

export interface RequestDetail {
  request: AdminRequestRow & {
    data?: Record<string, unknown> | null;
    payment_required?: boolean;
  };
  owner: {
    id?: string;
    name?: string | null;
    full_name?: string | null;
    email?: string | null;
    phone?: string | null;
  } | null;
  events: RequestEvent[];
  documents: RequestDocument[];
  payments?: { id: string; status: string; amount_cents?: number; amount?: number; created_at: string }[];
  audit: AuditEntry[];
}

export const requestKey = (id: string) => adminKey('request', id);

export function useRequestDetail(id: string) {
  return useQuery({
    queryKey: requestKey(id),
    queryFn: () => rpc<RequestDetail>('admin_request_detail', { request_id: id }),
  });
}

/** After an admin write: every admin list and page, and the adviser's own account data, are refreshed. */
export function useAdminMutation<V, R = unknown>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: roots.admin }),
        client.invalidateQueries({ queryKey: roots.demandes }),
      ]),
  });
}

/** The existing RPC keeps its signature: the note for the client is `details` (shown in the timeline). */
export const setRequestStatus = (v: { requestId: string; status: string; note: string }) =>
  rpc('set_request_status', { request_id: v.requestId, status: v.status, details: v.note.trim() || null });

export const askForDocument = (v: { requestId: string; label: string; message: string }) =>
  rpc('admin_request_document', {
    request_id: v.requestId,
    document_label: v.label.trim(),
    message: v.message.trim() || null,
  });

export const assignRequest = (v: { requestId: string; adviserId: string | null }) =>
  rpc('admin_assign_request', { request_id: v.requestId, adviser_id: v.adviserId });

export interface Adviser {
  id: string;
  name: string | null;
  email: string | null;
}

/** Every adviser, by name: the « Confier à » choices. */
export const useAdvisers = () =>
  useQuery({ queryKey: adminKey('advisers'), queryFn: () => rpc<Adviser[]>('admin_list_advisers') });

/** Opens (downloads) a client's document through a signed URL valid one minute (private bucket). */
export async function openDocument(path: string): Promise<void> {
  startDownload(await signedDownloadUrl(path));
}
