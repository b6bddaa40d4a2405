import { Bell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { badgeCount } from '../../../domain/notifications';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { focusSoon } from '../../lib/focus';
import { useUnreadCount } from './api';
import { NotificationPanel } from './notification-panel';

/**
 * The bell of every bar but the public one (plan specification 2.5): the unread count, '99+' above 99,
 * in its accessible name as well as on the badge; it opens the notification panel.
 */
export function NotificationBell() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const count = useUnreadCount(true).data ?? 0;
  const badge = count > 0 ? badgeCount(count) : null;

  // An action link or the settings button leads elsewhere: the panel closes with the page change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the page changes.
  useEffect(() => setOpen(false), [location.pathname]);

  /** Closing gives focus back to the bell, unless the panel led to another page. */
  const close = (leaving?: boolean) => {
    setOpen(false);
    if (leaving) return;
    focusSoon(() => bellRef.current);
  };

  return (
    <>
      <button
        ref={bellRef}
        type="button"
        className={cn(buttonClass('ghost', 'sm'), 'relative px-2.5')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="notification-bell"
        aria-label={
          badge ? t('notifications.bellUnread', { count: badge }) : t('notifications.bellNoneUnread')
        }
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge && (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white ring-2 ring-white dark:bg-red-400 dark:text-slate-950 dark:ring-slate-900"
          >
            {badge}
          </span>
        )}
      </button>
      {open && <NotificationPanel onClose={close} />}
    </>
  );
}
