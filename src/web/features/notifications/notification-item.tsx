import {
  AlertTriangle,
  ArrowRight,
  CalendarClock,
  Check,
  CheckCircle2,
  Info,
  Trash2,
  XCircle,
} from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_CATEGORIES } from '../../../domain/notifications';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { actionLabel, actionPath } from './action-link';
import type { AppNotification } from './api';
import { fullDateTime, relativeTime } from './relative-time';

const TYPES = {
  error: { Icon: XCircle, cls: 'text-red-700 dark:text-red-400' },
  warning: { Icon: AlertTriangle, cls: 'text-amber-700 dark:text-amber-400' },
  success: { Icon: CheckCircle2, cls: 'text-green-700 dark:text-green-400' },
  reminder: { Icon: CalendarClock, cls: 'text-brand-800 dark:text-brand-300' },
  info: { Icon: Info, cls: 'text-slate-700 dark:text-slate-300' },
} as const;
type KnownType = keyof typeof TYPES;
const typeOf = (n: AppNotification): KnownType => (n.type in TYPES ? (n.type as KnownType) : 'info');

/** One notification in the panel: type in an icon and words, unread in words, its action, read and delete. */
export function NotificationItem({
  notification: n,
  now,
  onAction,
  onMarkRead,
  onDelete,
}: {
  notification: AppNotification;
  now: Date;
  onAction(n: AppNotification): void;
  onMarkRead(n: AppNotification, focusAfter: HTMLElement | null): void;
  onDelete(n: AppNotification): void;
}) {
  const { t, lang } = useI18n();
  const titleId = useId();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const type = typeOf(n);
  const { Icon, cls } = TYPES[type];
  const when = relativeTime(n.createdAt, now, lang) ?? t('notifications.recently');
  const full = fullDateTime(n.createdAt);
  const target = actionPath(n.actionUrl);
  const label = actionLabel(n);
  const unread = !n.readStatus;
  // The visible words first, then which notification: one accessible name, "Mark as read: <title>".
  const named = (words: string) => `${words}: ${n.title}`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'border-l-4 px-4 py-4',
        unread
          ? 'border-brand-700 bg-brand-50/60 dark:border-brand-300 dark:bg-slate-800/60'
          : 'border-transparent',
      )}
      data-testid="notification"
      data-read={n.readStatus ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className={cn('inline-flex items-center gap-1 font-semibold', cls)}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {t(`notifications.type.${type}` as MessageKey)}
        </span>
        {(NOTIFICATION_CATEGORIES as readonly string[]).includes(n.category) && (
          <span className="text-slate-700 dark:text-slate-300">
            {t(`notifications.category.${n.category}` as MessageKey)}
          </span>
        )}
        {(n.priority === 'urgent' || n.priority === 'high') && (
          <span className="rounded-full border border-current px-2 font-semibold text-red-800 dark:text-red-300">
            {t(`notifications.priority.${n.priority}` as MessageKey)}
          </span>
        )}
        {unread && (
          <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-brand-800 px-2 py-0.5 font-semibold text-white dark:bg-brand-300 dark:text-slate-950">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
            {t('notifications.unread')}
          </span>
        )}
      </div>
      <h3 id={titleId} className={cn('mt-1 text-base', unread ? 'font-bold' : 'font-semibold')}>
        {n.title}
      </h3>
      <p className="mt-1 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{n.message}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {full ? (
          <time dateTime={n.createdAt} title={full}>
            {when}
          </time>
        ) : (
          when
        )}
        {n.actionRequired && <> · {t('notifications.actionRequired')}</>}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {target && (
          <Link
            to={target}
            className={buttonClass('primary', 'sm')}
            onClick={() => onAction(n)}
            data-testid="notification-action"
            aria-label={named(label)}
          >
            {label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
        {unread && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => onMarkRead(n, deleteRef.current)}
            aria-label={named(t('notifications.markRead'))}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('notifications.markRead')}
          </button>
        )}
        <button
          ref={deleteRef}
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => onDelete(n)}
          aria-label={named(t('notifications.delete'))}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('notifications.delete')}
        </button>
      </div>
    </article>
  );
}
