// The bell's unread count. Fed live by a Realtime subscription (live.ts) that invalidates it on each change
// of the person's notifications; while that channel is not joined it polls every 30 s instead, only while the
// tab is visible (TanStack Query pauses refetchInterval in the background). Also refetched on focus and after
// any notification mutation.
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth.tsx';
import { countUnread, notificationKeys } from './api.ts';
import { useLiveNotifications } from './live.ts';

export const UNREAD_POLL_MS = 30_000;

export function useUnreadCount(): number | undefined {
  const { session } = useAuth();
  const live = useLiveNotifications(session?.user.id ?? null) === 'live';
  const { data } = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: countUnread,
    enabled: Boolean(session),
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  return data;
}

/** "9+" above nine (seed 000 §9). */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));
