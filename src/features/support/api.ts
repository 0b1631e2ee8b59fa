// Support tickets: open one (subject, message, optional attachment in the documents bucket, optionally about
// a request), list them, read a thread with the advisers' answers, reply, close.
import { currentUserId, supabase, unwrap } from '../../lib/db.ts';
import { storageName } from '../../lib/files.ts';
import { roots } from '../../lib/query-keys.ts';
import { signedDownloadUrl, startDownload, uploadFile } from '../../lib/upload.ts';

export type TicketStatus = 'open' | 'answered' | 'closed';

export interface Ticket {
  id: string;
  subject: string;
  status: TicketStatus;
  request_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface Message {
  id: string;
  body: string;
  is_admin: boolean;
  attachment_path: string | null;
  created_at: string;
}

export const TICKET_STATUS_LABEL: Record<TicketStatus, string> = {
  open: 'Ouvert',
  answered: 'Répondu',
  closed: 'Fermé',
};

export const supportKeys = {
  tickets: [...roots.support, 'tickets'] as const,
  ticket: (id: string) => [...roots.support, 'ticket', id] as const,
  request: (id: string) => [...roots.support, 'demande', id] as const,
};

export const LOAD_ERROR = 'Impossible de charger vos tickets. Veuillez réessayer plus tard.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchTickets(): Promise<Ticket[]> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('support_tickets')
    .select('id, subject, status, request_id, created_at, updated_at')
    .eq('user_id', userId)
    .order('updated_at', { ascending: false });
  if (error) throw new Error(LOAD_ERROR);
  return data as Ticket[];
}

export async function fetchTicket(id: string): Promise<(Ticket & { support_messages: Message[] }) | null> {
  if (!UUID.test(id)) return null;
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('support_tickets')
    .select(
      'id, subject, status, request_id, created_at, updated_at, support_messages(id, body, is_admin, attachment_path, created_at)',
    )
    .eq('id', id)
    .eq('user_id', userId)
    .order('created_at', { referencedTable: 'support_messages', ascending: true })
    .maybeSingle();
  if (error) throw new Error('Impossible de charger ce ticket. Veuillez réessayer plus tard.');
  return data as (Ticket & { support_messages: Message[] }) | null;
}

/** The request a new ticket is about ("Contacter un conseiller" from an aid). */
export async function fetchRequestName(id: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  const db = await supabase();
  const { data } = await db.from('form_requests').select('aid_name, form_type').eq('id', id).maybeSingle();
  const row = data as { aid_name: string | null; form_type: string } | null;
  return row ? (row.aid_name ?? row.form_type) : null;
}

async function attach(file: File | null, onProgress: (f: number) => void): Promise<string | null> {
  if (!file) return null;
  const userId = await currentUserId();
  const path = `${userId}/support/${storageName(file.name)}`;
  await uploadFile(path, file, onProgress);
  return path;
}

export async function openTicket(
  input: { subject: string; message: string; requestId: string | null; file: File | null },
  onProgress: (f: number) => void = () => undefined,
): Promise<Ticket> {
  const attachment = await attach(input.file, onProgress);
  const db = await supabase();
  return unwrap(
    await db.rpc('open_support_ticket', {
      subject: input.subject,
      message: input.message,
      request_id: input.requestId,
      attachment_path: attachment,
    }),
  ) as Ticket;
}

export async function reply(
  ticketId: string,
  body: string,
  file: File | null,
  onProgress: (f: number) => void,
) {
  const attachment = await attach(file, onProgress);
  const db = await supabase();
  unwrap(
    await db.from('support_messages').insert({ ticket_id: ticketId, body, attachment_path: attachment }),
  );
}

export async function closeTicket(id: string): Promise<void> {
  const db = await supabase();
  const rows = unwrap(
    await db.from('support_tickets').update({ status: 'closed' }).eq('id', id).select('id'),
  );
  if (!rows?.length) throw new Error('Ce ticket n’a pas pu être fermé. Veuillez réessayer.');
}

/** Opening a thread marks the notifications about it read (the bell follows). */
export async function markTicketNotificationsRead(ticketId: string): Promise<void> {
  const db = await supabase();
  const userId = await currentUserId(db);
  await db
    .from('notifications')
    .update({ is_read: true })
    .eq('user_id', userId)
    .eq('is_read', false)
    .eq('data->>ticket_id', ticketId);
}

export async function downloadAttachment(path: string): Promise<void> {
  startDownload(await signedDownloadUrl(path));
}
