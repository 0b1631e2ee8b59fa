// Live notifications: a Realtime subscription to the signed-in person's rows of `notifications`. Each change
// invalidates the notification queries (the bell and the list refetch) and the requests and support ones; while the channel is not joined —
// socket dropped, join refused or timed out, channel closed — the bell falls back to polling.
import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../lib/auth.tsx';
import { roots } from '../../lib/query-keys.ts';
import { notificationKeys } from './api.ts';

export type LiveStatus = 'connecting' | 'live' | 'down';

const DOWN = new Set(['CHANNEL_ERROR', 'TIMED_OUT', 'CLOSED']);

/** Subscribes; returns the function that unsubscribes. */
export function subscribeToNotifications(
  client: SupabaseClient,
  userId: string,
  handlers: { onChange: () => void; onStatus: (status: LiveStatus) => void },
): () => void {
  const channel = client
    .channel(`notifications:${userId}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
      () => handlers.onChange(),
    )
    .subscribe((status) => {
      // a channel that errored rejoins by itself when the socket comes back: SUBSCRIBED again
      if (status === 'SUBSCRIBED') handlers.onStatus('live');
      else if (DOWN.has(status)) handlers.onStatus('down');
    });
  return () => void client.removeChannel(channel);
}

/** A notification says something changed on the account (a request moved, a document asked for, a support
 * reply): the screens showing those are refreshed with the bell, not left on what they read before. */
const refresh = (queryClient: QueryClient) => {
  for (const queryKey of [notificationKeys.all, roots.demandes, roots.support])
    void queryClient.invalidateQueries({ queryKey });
};

/** Whether the bell is fed live for `userId` (null: signed out, nothing subscribed). */
export function useLiveNotifications(userId: string | null): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    setStatus('connecting');
    void getSupabase().then((client) => {
      if (cancelled) return;
      stop = subscribeToNotifications(client, userId, {
        onChange: () => refresh(queryClient),
        onStatus: (next) => {
          setStatus(next);
          // what changed while the socket was down is fetched now, then polling takes over
          if (next === 'down') refresh(queryClient);
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);
  return userId ? status : 'down';
}
