/** The notifications API as the web app uses it: types, query keys and TanStack Query hooks. */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_LIST_LIMIT,
  NOTIFICATION_FILTER_IDS,
  type NotificationFilter,
} from '../../../domain/notifications';
import { call, client, type ResponseOf, type Schema } from '../../lib/api';

export type AppNotification = Schema<'Notification'>;
export type NotificationPreferences = Schema<'NotificationPreferences'>;
export type { NotificationFilter };

/** The panel's filters in the specification's order: All, Unread, DWSP, Water Testing, Maintenance, Compliance. */
export const NOTIFICATION_FILTERS = NOTIFICATION_FILTER_IDS;

export type NotificationList = ResponseOf<'/api/notifications', 'get'>;

/** What the preferences form sends: every field, and the version it edited (409 when stale). */
export type PreferencesInput = Omit<NotificationPreferences, 'userId'>;

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'unread-count'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  preferences: ['notifications', 'preferences'] as const,
};

export const fetchNotifications = (filter: NotificationFilter, signal?: AbortSignal) =>
  call(
    client.GET('/api/notifications', {
      params: { query: { filter, limit: DEFAULT_LIST_LIMIT } },
      signal,
    }),
  );

export const fetchPreferences = () => call(client.GET('/api/notifications/preferences'));

/** The unread count behind the bell; kept current by the live stream, fetched once on sign-in. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: async () => (await call(client.GET('/api/notifications/unread-count'))).count,
    enabled,
    staleTime: 60_000,
  });
}

/** One filter's list; fetched when the panel shows it, and refetched whenever it is shown again. */
export function useNotifications(filter: NotificationFilter, enabled: boolean) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: async ({ signal }) => {
      const list = await fetchNotifications(filter, signal);
      // A list cancelled by a change made meanwhile (updateLists) does not set the bell's count either.
      if (!signal.aborted) qc.setQueryData(notificationKeys.count, list.unreadCount);
      return list;
    },
    enabled,
    staleTime: 0,
    // The panel shows the error and its Try Again button at once rather than after three silent retries.
    retry: false,
  });
}

export function usePreferences() {
  return useQuery({ queryKey: notificationKeys.preferences, queryFn: fetchPreferences, retry: false });
}

export const savePreferences = (input: PreferencesInput) =>
  call(client.PUT('/api/notifications/preferences', { body: input }));

/**
 * Applies a change to every cached list, so the panel answers at once, then reads the lists again. A
 * list the server read before the change may still be on its way (a slow line, a Refresh, a filter just
 * chosen): it is cancelled first, or on arrival it would put back what was just deleted or read. The
 * change is the notification as it now is, or null where it no longer belongs; then each list keeps
 * what its filter holds.
 */
async function updateLists(qc: QueryClient, change: (n: AppNotification) => AppNotification | null) {
  await qc.cancelQueries({ queryKey: notificationKeys.lists });
  for (const filter of NOTIFICATION_FILTERS) {
    qc.setQueryData<NotificationList>(notificationKeys.list(filter), (list) =>
      list
        ? {
            ...list,
            notifications: list.notifications
              .map(change)
              .filter((n): n is AppNotification => n !== null && matchesFilter(n, filter)),
          }
        : list,
    );
  }
  void qc.invalidateQueries({ queryKey: notificationKeys.lists });
}

/**
 * After a change, the bell shows the server's count, fetched again: lowering the cached figure here as
 * well as taking the stream's `unread` event counted one change twice whenever the event came first.
 */
function refreshCount(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: notificationKeys.count, exact: true });
}

const markedRead = (n: AppNotification, readAt: string): AppNotification =>
  n.readStatus ? n : { ...n, readStatus: true, readAt: n.readAt ?? readAt };

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (n: AppNotification) =>
      call(client.PATCH('/api/notifications/{id}', { params: { path: { id: n.id } }, body: { read: true } })),
    onSuccess: (_data, n) => {
      if (!n.readStatus) refreshCount(qc);
      const readAt = new Date().toISOString();
      return updateLists(qc, (x) => (x.id === n.id ? markedRead(x, readAt) : x));
    },
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(client.POST('/api/notifications/read-all')),
    onSuccess: () => {
      refreshCount(qc);
      const readAt = new Date().toISOString();
      return updateLists(qc, (x) => markedRead(x, readAt));
    },
  });
}

export function useDeleteNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (n: AppNotification) =>
      call(client.DELETE('/api/notifications/{id}', { params: { path: { id: n.id } } })),
    onSuccess: (_data, n) => {
      if (!n.readStatus) refreshCount(qc);
      return updateLists(qc, (x) => (x.id === n.id ? null : x));
    },
  });
}

/** Does a notification belong in a filter's list? (The server decides; this keeps live arrivals in place.) */
export function matchesFilter(n: AppNotification, filter: NotificationFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unread') return !n.readStatus;
  return n.category === filter;
}

/**
 * A notification that arrived over the stream goes to the top of every cached list it belongs in. A list
 * being read meanwhile may have been read by the server before it existed: it is read again.
 */
export function addToLists(qc: QueryClient, n: AppNotification) {
  if (qc.isFetching({ queryKey: notificationKeys.lists }) > 0)
    void qc.invalidateQueries({ queryKey: notificationKeys.lists });
  for (const filter of NOTIFICATION_FILTERS) {
    qc.setQueryData<NotificationList>(notificationKeys.list(filter), (list) => {
      if (!list || !matchesFilter(n, filter)) return list;
      if (list.notifications.some((x) => x.id === n.id)) return list;
      return {
        ...list,
        notifications: [n, ...list.notifications].slice(0, DEFAULT_LIST_LIMIT),
      };
    });
  }
}
