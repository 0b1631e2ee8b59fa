import { Link } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { badgeText, useUnreadCount } from './useUnreadCount.ts';

/** The shell's bell: a link to /notifications whose badge shows the unread count (9+ above nine). */
export function NotificationBell() {
  const count = useUnreadCount() ?? 0;
  const label =
    count === 0
      ? 'Notifications : aucune non lue'
      : `Notifications : ${count} non lue${count > 1 ? 's' : ''}`;
  return (
    <Link
      to={paths.notifications}
      aria-label={label}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="badge-notifications"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-bold text-white"
        >
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
