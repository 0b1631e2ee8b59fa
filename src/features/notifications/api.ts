// Notifications: written by the server (triggers), read, marked read and deleted by their owner.
import { currentUserId, supabase, unwrap } from '../../lib/db.ts';
import { roots } from '../../lib/query-keys.ts';

export interface Notification {
  id: string;
  type: 'payment' | 'request' | 'parrainage' | 'system' | 'other';
  message: string;
  is_read: boolean;
  link: string | null;
  created_at: string;
}

export const notificationKeys = {
  all: roots.notifications,
  list: (limit: number) => [...roots.notifications, 'liste', limit] as const,
  unread: [...roots.notifications, 'non-lues'] as const,
};

export async function fetchNotifications(limit: number): Promise<Notification[]> {
  const db = await supabase();
  const userId = await currentUserId(db);
  return unwrap(
    await db
      .from('notifications')
      .select('id, type, message, is_read, link, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(limit),
  ) as Notification[];
}

/** The bell's number: a HEAD request with an exact count, no rows transferred. */
export async function countUnread(): Promise<number> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const { count, error } = await db
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('is_read', false);
  if (error) throw new Error('Impossible de compter vos notifications non lues.');
  return count ?? 0;
}

export async function markRead(id: string): Promise<void> {
  const db = await supabase();
  unwrap(await db.from('notifications').update({ is_read: true }).eq('id', id));
}

export async function markAllRead(): Promise<number> {
  const db = await supabase();
  return unwrap(await db.rpc('mark_all_notifications_read')) as number;
}

export async function deleteNotification(id: string): Promise<void> {
  const db = await supabase();
  unwrap(await db.from('notifications').delete().eq('id', id));
}
