import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { shouldToast, toastVariant } from '../../../domain/notifications';
import { call, client } from '../../lib/api';
import { toast } from '../../lib/toast';
import { actionLabel, actionPath } from './action-link';
import {
  type AppNotification,
  addToLists,
  fetchPreferences,
  type NotificationPreferences,
  notificationKeys,
} from './api';

export const STREAM_URL = '/api/notifications/stream';
/** Reconnection waits 1 s, 2 s, 4 s … up to 30 s, with a little jitter so many tabs do not knock at once. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

function parse<T>(data: unknown): T | null {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

async function preferencesOf(qc: QueryClient): Promise<NotificationPreferences | null> {
  try {
    return await qc.fetchQuery({
      queryKey: notificationKeys.preferences,
      queryFn: fetchPreferences,
      staleTime: 5 * 60_000,
    });
  } catch {
    return null;
  }
}

const markRead = (qc: QueryClient, n: AppNotification) =>
  call(client.PATCH('/api/notifications/{id}', { params: { path: { id: n.id } }, body: { read: true } }))
    .then(() => qc.invalidateQueries({ queryKey: notificationKeys.all, refetchType: 'active' }))
    .catch(() => {});

/**
 * A toast for a new notification (plan specification 4.6): only when in-app notifications are on and
 * the frequency is immediate; an error in the destructive style; the action as the toast's button.
 */
function showToast(qc: QueryClient, navigate: NavigateFunction, n: AppNotification) {
  const to = actionPath(n.actionUrl);
  const options = {
    id: `notification-${n.id}`,
    description: n.message,
    action: to
      ? {
          label: actionLabel(n),
          onClick: () => {
            void markRead(qc, n);
            void navigate(to);
          },
        }
      : undefined,
  };
  switch (toastVariant(n.type)) {
    case 'destructive':
      toast.error(n.title, options);
      break;
    case 'warning':
      toast.warning(n.title, options);
      break;
    case 'success':
      toast.success(n.title, options);
      break;
    default:
      toast.message(n.title, options);
  }
}

/**
 * Browser alerts (the "push" channel of the preferences): a system notification while WaiKura is open
 * in a tab the user is not looking at, when they allowed it in the browser.
 */
function showBrowserAlert(navigate: NavigateFunction, n: AppNotification) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  try {
    const alert = new Notification(n.title, { body: n.message, tag: n.id });
    const to = actionPath(n.actionUrl);
    alert.onclick = () => {
      window.focus();
      if (to) void navigate(to);
      alert.close();
    };
  } catch {
    // Some browsers allow system notifications only from a service worker: the bell still has it.
  }
}

/**
 * Keeps the bell and the panel current without reloading: listens to the server's event stream
 * (`notification` with the new notification, `unread` with the count), and reconnects with backoff
 * when the connection drops; after a reconnection it reloads what may have been missed. Mounted once
 * per signed-in user (keyed by the user's id, so a new sign-in starts a new stream).
 */
export function LiveNotifications() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let failures = 0;
    let connectedBefore = false;
    let stopped = false;

    const connect = () => {
      timer = undefined;
      if (stopped) return;
      source = new EventSource(STREAM_URL, { withCredentials: true });
      source.addEventListener('open', () => {
        failures = 0;
        // Anything that arrived while we were away.
        if (connectedBefore)
          void qc.invalidateQueries({ queryKey: notificationKeys.all, refetchType: 'active' });
        connectedBefore = true;
      });
      source.addEventListener('unread', (e) => {
        const data = parse<{ count: number }>((e as MessageEvent).data);
        if (data && typeof data.count === 'number') qc.setQueryData(notificationKeys.count, data.count);
      });
      source.addEventListener('notification', (e) => {
        const n = parse<AppNotification>((e as MessageEvent).data);
        if (!n || typeof n.id !== 'string') return;
        // The count follows in its own `unread` event.
        addToLists(qc, n);
        void preferencesOf(qc).then((prefs) => {
          if (stopped || !prefs) return;
          if (shouldToast(prefs)) showToast(qc, navigateRef.current, n);
          if (prefs.pushNotifications) showBrowserAlert(navigateRef.current, n);
        });
      });
      source.addEventListener('error', () => {
        // The browser would retry on its own at its own pace, and not at all after an HTTP error:
        // we close and come back with our own backoff.
        source?.close();
        source = null;
        scheduleReconnect();
      });
    };

    const scheduleReconnect = () => {
      if (stopped || timer !== undefined) return;
      const wait = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures) * (0.8 + Math.random() * 0.4);
      failures += 1;
      timer = window.setTimeout(connect, wait);
    };

    // Back online: try at once rather than at the end of a long wait.
    const onOnline = () => {
      if (source || stopped) return;
      window.clearTimeout(timer);
      timer = undefined;
      failures = 0;
      connect();
    };
    window.addEventListener('online', onOnline);
    connect();

    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      window.clearTimeout(timer);
      source?.close();
    };
  }, [qc]);

  return null;
}
