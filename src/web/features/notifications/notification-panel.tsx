import { BellOff, CheckCheck, RefreshCw, Settings, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Alert, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { toast } from '../../lib/toast';
import {
  type AppNotification,
  NOTIFICATION_FILTERS,
  type NotificationFilter,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from './api';
import { NotificationItem } from './notification-item';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The current time, again every minute, so that "5 minutes ago" stays true while the panel is open. */
function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The notification centre (plan specification 2.6): a modal side panel from the right, full width on a
 * phone. Focus stays inside while it is open, Escape or the close button closes it, and the bell that
 * opened it gets focus back (the bell does that when the panel goes).
 */
export function NotificationPanel({ onClose }: { onClose(leaving?: boolean): void }) {
  const { t } = useI18n();
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [announcement, setAnnouncement] = useState('');
  const [allMarked, setAllMarked] = useState(false);
  const now = useNow();
  const list = useNotifications(filter, true);
  const count = useUnreadCount(true).data ?? list.data?.unreadCount ?? 0;
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();

  // Focus moves into the panel when it opens; the page behind does not scroll. A toast still showing
  // ("Successfully logged in!") is closed: it sits where the panel's filters are.
  useEffect(() => {
    toast.dismissAll();
    closeRef.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    const inside = panelRef.current.contains(active);
    if (e.shiftKey && (active === first || !inside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !inside)) {
      e.preventDefault();
      first.focus();
    }
  };

  // Said in the panel, as everything it does: a toast would sit over it (top right).
  const [problem, setProblem] = useState('');
  const failed = () => {
    setProblem(t('notifications.actionFailed'));
  };

  const onMarkRead = (n: AppNotification, focusAfter: HTMLElement | null) => {
    markRead.mutate(n, {
      onSuccess: () => {
        setProblem('');
        setAnnouncement(t('notifications.read'));
        // The "Mark as read" button goes; keep focus on the same notification.
        if (filter === 'unread') headingRef.current?.focus();
        else focusAfter?.focus();
      },
      onError: failed,
    });
  };

  const onDelete = (n: AppNotification) => {
    remove.mutate(n, {
      onSuccess: () => {
        setProblem('');
        setAnnouncement(t('notifications.deleted'));
        headingRef.current?.focus();
      },
      onError: failed,
    });
  };

  const onAction = (n: AppNotification) => {
    if (!n.readStatus) markRead.mutate(n);
    onClose(true);
  };

  const onMarkAll = () => {
    markAllRead.mutate(undefined, {
      // Said in the panel, not in a toast: a toast sat over the panel's filters, and held there while the
      // pointer rested on it, kept a person (and an end-to-end test) from choosing "Unread" beneath it.
      onSuccess: () => {
        setProblem('');
        setAllMarked(true);
        setAnnouncement(t('notifications.allRead'));
      },
      onError: failed,
    });
  };

  const notifications = list.data?.notifications ?? [];
  const filterLabel = t(`notifications.filter.${filter}` as MessageKey);

  return createPortal(
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-950/50"
        onClick={() => onClose()}
        data-testid="notification-backdrop"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="absolute inset-y-0 right-0 flex w-full flex-col bg-white shadow-2xl sm:max-w-md dark:bg-slate-900"
      >
        <div className="space-y-3 border-b border-slate-200 px-4 py-4 dark:border-slate-700">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2
                ref={headingRef}
                id={headingId}
                tabIndex={-1}
                className="text-xl font-bold focus:outline-none"
              >
                {t('notifications.title')}
              </h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('notifications.unreadSummary', { count })}
              </p>
            </div>
            <button
              ref={closeRef}
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => onClose()}
              aria-label={t('notifications.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>

          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('notifications.filter')}</legend>
            <div className="flex flex-wrap gap-2">
              {NOTIFICATION_FILTERS.map((f) => (
                <label
                  key={f}
                  className={cn(
                    'relative inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium',
                    filter === f
                      ? 'border-brand-800 bg-brand-800 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                      : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
                  )}
                >
                  <input
                    type="radio"
                    name="notification-filter"
                    value={f}
                    checked={filter === f}
                    onChange={() => setFilter(f)}
                    // The radio covers its chip: it takes the click and shows the focus ring.
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
                  />
                  {filter === f && <CheckCheck aria-hidden="true" className="mr-1 size-3.5" />}
                  {t(`notifications.filter.${f}` as MessageKey)}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void list.refetch()}
              aria-busy={list.isFetching || undefined}
            >
              <RefreshCw aria-hidden="true" className={cn('size-4', list.isFetching && 'animate-spin')} />
              {t('notifications.refresh')}
            </Button>
            <Button variant="secondary" size="sm" onClick={onMarkAll} busy={markAllRead.isPending}>
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('notifications.markAllRead')}
            </Button>
            <ButtonLink
              to="/notifications/preferences"
              variant="ghost"
              size="sm"
              onClick={() => onClose(true)}
            >
              <Settings aria-hidden="true" className="size-4" />
              {t('notifications.settings')}
            </ButtonLink>
          </div>
          {problem && (
            <Alert tone="error" role="alert">
              {problem}
            </Alert>
          )}
          {allMarked && count === 0 && (
            <p className="flex items-center gap-2 text-sm text-green-800 dark:text-green-300">
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('notifications.allRead')}
            </p>
          )}
        </div>

        <div className="flex-1 overflow-y-auto">
          {list.isPending ? (
            <Spinner label={t('notifications.loading')} />
          ) : list.isError ? (
            <div className="space-y-3 p-4">
              <Alert tone="error" role="alert" title={t('notifications.loadFailed')}>
                {list.error.message}
              </Alert>
              <Button variant="secondary" onClick={() => void list.refetch()} busy={list.isFetching}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {t('notifications.tryAgain')}
              </Button>
            </div>
          ) : notifications.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
              <BellOff aria-hidden="true" className="size-10 text-slate-500" />
              <p className="text-lg font-semibold">
                {filter === 'unread' ? t('notifications.empty.unread.title') : t('notifications.empty.title')}
              </p>
              <p className="text-slate-700 dark:text-slate-300">
                {filter === 'unread' ? t('notifications.empty.unread.body') : t('notifications.empty.body')}
              </p>
            </div>
          ) : (
            <ul
              aria-label={t('notifications.listLabel', { filter: filterLabel })}
              className="divide-y divide-slate-200 dark:divide-slate-700"
            >
              {notifications.map((n) => (
                <li key={n.id}>
                  <NotificationItem
                    notification={n}
                    now={now}
                    onAction={onAction}
                    onMarkRead={onMarkRead}
                    onDelete={onDelete}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </div>,
    document.body,
  );
}
