// /notifications (seed 000 §2): newest first, "N non lue(s)", mark one or all read, click = read + follow
// the link, delete, "Aucune notification".
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Bell, CheckCheck, Check, CreditCard, FileText, Gift, Trash2 } from 'lucide-react';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ActionMessage, EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { dateHeure, depuis } from '../../lib/dates.ts';
import { messageOf } from '../../lib/errors.ts';
import {
  deleteNotification,
  fetchNotifications,
  markAllRead,
  markRead,
  notificationKeys,
  type Notification,
} from './api.ts';

const PAGE = 50;
const ICONS = { payment: CreditCard, request: FileText, parrainage: Gift, system: Bell, other: Bell };

export const unreadLabel = (n: number) => `${n} non lue${n > 1 ? 's' : ''}`;

function useNotificationMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: notificationKeys.all });
  // The list changes at once (optimistic), the server's answer then refreshes the list and the bell.
  const patchList = (change: (list: Notification[]) => Notification[]) =>
    client.setQueriesData<Notification[]>({ queryKey: [...notificationKeys.all, 'liste'] }, (old) =>
      old ? change(old) : old,
    );
  return {
    read: useMutation({
      mutationFn: markRead,
      onMutate: (id) => patchList((list) => list.map((n) => (n.id === id ? { ...n, is_read: true } : n))),
      onSettled: refresh,
    }),
    readAll: useMutation({
      mutationFn: markAllRead,
      onMutate: () => patchList((list) => list.map((n) => ({ ...n, is_read: true }))),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: deleteNotification,
      onMutate: (id) => patchList((list) => list.filter((n) => n.id !== id)),
      onSettled: refresh,
    }),
  };
}

function UnreadBar({
  unread,
  showMarkAll,
  markingAll,
  onMarkAll,
}: {
  unread: number;
  showMarkAll: boolean;
  markingAll: boolean;
  onMarkAll: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p>
        <span
          className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${unread ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {unreadLabel(unread)}
        </span>
      </p>
      {showMarkAll && (
        <button type="button" className="btn-ghost" disabled={unread === 0 || markingAll} onClick={onMarkAll}>
          <CheckCheck className="h-4 w-4" aria-hidden="true" /> Tout marquer comme lu
        </button>
      )}
    </div>
  );
}

function NotificationItem({
  n,
  onOpen,
  onRead,
  onRemove,
}: {
  n: Notification;
  onOpen: () => void;
  onRead: () => void;
  onRemove: () => void;
}) {
  const Icon = ICONS[n.type] ?? Bell;
  return (
    <li className={`flex gap-3 px-4 py-4 sm:px-5 ${n.is_read ? '' : 'bg-brand-50'}`}>
      <Icon className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onOpen}
          aria-label={n.is_read ? n.message : `Non lue : ${n.message}`}
          className={`text-left text-slate-900 hover:underline ${n.is_read ? '' : 'font-semibold'}`}
        >
          {n.message}
        </button>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={n.created_at} title={dateHeure(n.created_at)}>
            {depuis(n.created_at)}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        {!n.is_read && (
          <button
            type="button"
            onClick={onRead}
            className="rounded-full p-2 text-brand-700 hover:bg-white"
            aria-label={`Marquer comme lue : ${n.message}`}
            title="Marquer comme lue"
          >
            <Check className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          onClick={onRemove}
          className="rounded-full p-2 text-red-700 hover:bg-red-50"
          aria-label={`Supprimer la notification : ${n.message}`}
          title="Supprimer"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

function NotificationItems({
  list,
  onOpen,
  onRead,
  onRemove,
}: {
  list: Notification[];
  onOpen: (n: Notification) => void;
  onRead: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <ul className="card divide-y divide-slate-100 p-0">
      {list.map((n) => (
        <NotificationItem
          key={n.id}
          n={n}
          onOpen={() => onOpen(n)}
          onRead={() => onRead(n.id)}
          onRemove={() => onRemove(n.id)}
        />
      ))}
    </ul>
  );
}

function ShowOlder({ onClick }: { onClick: () => void }) {
  return (
    <div className="text-center">
      <button type="button" className="btn-ghost" onClick={onClick}>
        Afficher les notifications plus anciennes
      </button>
    </div>
  );
}

/** The list, with the seed's options: how many, whether « Tout marquer comme lu » shows, what a click does. */
export function NotificationList({
  limit = PAGE,
  showMarkAll = true,
  onItemClick,
}: {
  limit?: number;
  showMarkAll?: boolean;
  onItemClick?: (n: Notification) => void;
}) {
  const [shown, setShown] = useState(limit);
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: notificationKeys.list(shown),
    // one more than shown: « plus anciennes » is offered only when there is one
    queryFn: () => fetchNotifications(shown + 1),
    placeholderData: (previous) => previous,
  });
  const { read, readAll, remove } = useNotificationMutations();
  const failure = read.error ?? readAll.error ?? remove.error;

  if (query.isPending) return <SkeletonList label="Chargement de vos notifications..." />;
  if (query.isError)
    return (
      <ErrorState message="Impossible de charger vos notifications." onRetry={() => void query.refetch()} />
    );

  const list = query.data.slice(0, shown);
  const plusAnciennes = query.data.length > shown;
  const unread = list.filter((n) => !n.is_read).length;
  const open = (n: Notification) => {
    if (!n.is_read) read.mutate(n.id);
    onItemClick?.(n);
    if (n.link) navigate(n.link);
  };

  return (
    <div className="space-y-4">
      <UnreadBar
        unread={unread}
        showMarkAll={showMarkAll}
        markingAll={readAll.isPending}
        onMarkAll={() => readAll.mutate()}
      />
      {failure && <ActionMessage kind="error">{messageOf(failure)}</ActionMessage>}
      {list.length === 0 ? (
        <EmptyState>Aucune notification</EmptyState>
      ) : (
        <NotificationItems
          list={list}
          onOpen={open}
          onRead={(id) => read.mutate(id)}
          onRemove={(id) => remove.mutate(id)}
        />
      )}
      {plusAnciennes && <ShowOlder onClick={() => setShown((s) => s + PAGE)} />}
    </div>
  );
}

export default function NotificationsPage() {
  return (
    <AccountPage
      title="Notifications"
      lead="Les nouvelles de vos demandes, de vos paiements et de votre parrainage."
    >
      <NotificationList />
    </AccountPage>
  );
}
