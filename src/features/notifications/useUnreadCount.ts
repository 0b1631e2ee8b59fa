// The bell's unread count. Today it polls every 30 s, and only while the tab is visible (TanStack Query
// pauses refetchInterval in the background) plus on focus and after any notification mutation. The realtime
// issue can replace the body of this hook with a subscription; its callers stay unchanged.
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth.tsx';
import { countUnread, notificationKeys } from './api.ts';

export const UNREAD_POLL_MS = 30_000;

export function useUnreadCount(): number | undefined {
  const { session } = useAuth();
  const { data } = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: countUnread,
    enabled: Boolean(session),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  return data;
}

/** "9+" above nine (seed 000 §9). */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));
