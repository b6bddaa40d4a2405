import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import { preferencesUpdateSchema } from '../../../domain/notification-preferences';
import { DEFAULT_LIST_LIMIT } from '../../../domain/notifications';
import { readsSessionItself, takeDeferredToken } from '../../auth/session';
import { users } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import type { AppEnv } from '../../lib/context';
import {
  ApiError,
  badRequest,
  errorResponses,
  forbidden,
  jsonBody,
  jsonContent,
  notFound,
  tooManyRequests,
  tooManyResponse,
  unauthorized,
} from '../../lib/http';
import { hit, MAX_OPEN_STREAMS_PER_USER, STREAM_OPENS } from '../../lib/rate-limit';
import { resolveSchool } from '../../policy/access';
import { requireProvider, requireUser } from '../../policy/middleware';
import { canPersonal } from '../../policy/policy';
import { recordActivity } from '../activity/service';
import { getHub } from './hub';
import {
  CreatedSchema,
  CreateInput,
  EventStreamSchema,
  IdParam,
  ListQuery,
  MarkedAllSchema,
  MarkReadInput,
  NotificationListSchema,
  NotificationSchema,
  PreferencesSchema,
  StaleVersionSchema,
  UnreadCountSchema,
} from './notifications.schemas';
import {
  countUnread,
  createNotification,
  createNotifications,
  deleteNotification,
  findNotification,
  findSessionWithUnread,
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  schoolRecipients,
  updatePreferences,
} from './service';

/** In-app notifications and preferences (issue 5). Every route is the signed-in user's own. */

const tags = ['Notifications'];

/** A comment line every 25 s keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a stream waits for its process to listen on PostgreSQL before it starts anyway. */
export const HUB_READY_WAIT_MS = 5_000;
/** How long a browser waits before reconnecting a dropped stream. */
export const STREAM_RETRY_MS = 5_000;

const listRoute = createRoute({
  method: 'get',
  path: '/api/notifications',
  tags,
  summary: 'My notifications, newest first (expired ones are not listed), and my unread count',
  middleware: [requireUser] as const,
  request: { query: ListQuery },
  responses: {
    200: jsonContent(NotificationListSchema, 'Notifications'),
    ...errorResponses,
  },
});

/**
 * The guard of the unread count: the signed-in user (or 401) AND the count, in one prepared statement
 * when the session middleware left the session to it (auth/session.ts); only signing in is
 * required, and the count is scoped by the session's own user.
 */
const sessionWithUnread = readsSessionItself(
  createMiddleware<AppEnv>(async (c, next) => {
    const token = takeDeferredToken(c);
    if (token !== null) {
      const { db, now } = c.get('deps');
      const found = await findSessionWithUnread(db, token, now()).catch(() => null);
      if (found) {
        c.set('user', found.session.user);
        c.set('sessionId', found.session.sessionId);
        c.set('userSchool', found.session.school);
        c.set('unreadCount', found.unread);
      }
    }
    if (!canPersonal(c.get('user'), 'notifications.own')) throw unauthorized();
    await next();
  }),
);

const unreadCountRoute = createRoute({
  method: 'get',
  path: '/api/notifications/unread-count',
  tags,
  summary: 'How many of my notifications are unread (the bell)',
  middleware: [sessionWithUnread] as const,
  responses: { 200: jsonContent(UnreadCountSchema, 'Unread count'), ...errorResponses },
});

// PATCH on the notification itself, not POST to `{id}/read`: RegExpRouter refuses a literal segment and a
// parameter at the same place for one method (`POST /read-all` beside `POST /{id}/...`), and then every
// request of the app paid for the TrieRouter.
const readRoute = createRoute({
  method: 'patch',
  path: '/api/notifications/{id}',
  tags,
  summary: 'Mark one of my notifications as read ({ "read": true })',
  middleware: [requireUser] as const,
  request: { params: IdParam, body: jsonBody(MarkReadInput) },
  responses: { 200: jsonContent(NotificationSchema, 'The notification, read'), ...errorResponses },
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/api/notifications/read-all',
  tags,
  summary: 'Mark all my notifications as read',
  middleware: [requireUser] as const,
  responses: {
    200: jsonContent(MarkedAllSchema, 'How many were marked'),
    ...errorResponses,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/notifications/{id}',
  tags,
  summary: 'Delete one of my notifications',
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

/** Streams open in this process, per user (a WeakMap per app, so test servers do not share counts). */
const openStreamCounts = new WeakMap<object, Map<string, number>>();
function openStreams(deps: object): Map<string, number> {
  let m = openStreamCounts.get(deps);
  if (!m) {
    m = new Map();
    openStreamCounts.set(deps, m);
  }
  return m;
}

const streamRoute = createRoute({
  method: 'get',
  path: '/api/notifications/stream',
  tags,
  summary:
    'Server-sent events: `notification` (a new notification, JSON) and `unread` ({ count }); a comment every 25 s',
  middleware: [requireUser] as const,
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: EventStreamSchema } } },
    ...errorResponses,
    429: tooManyResponse,
  },
});

const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/api/notifications/preferences',
  tags,
  summary: 'My notification preferences (created with the defaults on first read)',
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(PreferencesSchema, 'Preferences'), ...errorResponses },
});

const putPreferencesRoute = createRoute({
  method: 'put',
  path: '/api/notifications/preferences',
  tags,
  summary: 'Change my notification preferences (409 when the version is stale)',
  middleware: [requireUser] as const,
  request: { body: jsonBody(preferencesUpdateSchema) },
  responses: {
    200: jsonContent(PreferencesSchema, 'Saved'),
    ...errorResponses,
    409: jsonContent(StaleVersionSchema, 'Stale version'),
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/notifications',
  tags,
  summary: 'Provider staff: send a notification to one person or to everyone of a school',
  middleware: [requireProvider('messages.send')] as const,
  request: { body: jsonBody(CreateInput) },
  responses: {
    201: jsonContent(CreatedSchema, 'How many notifications were created'),
    ...errorResponses,
  },
});

export function notificationRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { filter, limit } = c.req.valid('query');
    const result = await listNotifications(db, c.get('user')!.id, {
      filter: filter ?? 'all',
      limit: limit ?? DEFAULT_LIST_LIMIT,
      now: now(),
    });
    return c.json(result, 200);
  });

  app.openapi(unreadCountRoute, async (c) => {
    const { db, now } = c.get('deps');
    const count = c.get('unreadCount') ?? (await countUnread(db, c.get('user')!.id, now()));
    return c.json({ count }, 200);
  });

  app.openapi(readAllRoute, async (c) => {
    const deps = c.get('deps');
    const updated = await markAllRead(deps.db, c.get('user')!.id, deps.now(), getHub(deps));
    return c.json({ updated }, 200);
  });

  app.openapi(readRoute, async (c) => {
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    const notification = await markRead(deps.db, c.get('user')!.id, id, deps.now(), getHub(deps));
    if (!notification) throw notFound('We could not find that notification.');
    return c.json(notification, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    if (!(await deleteNotification(deps.db, c.get('user')!.id, id, getHub(deps))))
      throw notFound('We could not find that notification.');
    return c.body(null, 204);
  });

  app.openapi(streamRoute, async (c) => {
    const deps = c.get('deps');
    const userId = c.get('user')!.id;
    const hub = getHub(deps);
    // Per user: opens per minute across processes, and streams held open in this process.
    const opens = await hit(deps.db, `streams:${userId}`, STREAM_OPENS, deps.now());
    if (!opens.allowed) throw tooManyRequests(c, opens.retryAfterSeconds);
    // On PostgreSQL, this process listens for other processes' events before the stream says anything:
    // a notification made elsewhere between the first unread count and the LISTEN would be missed (seen
    // in CI, with the hub made by this very request). Without PostgreSQL, or once listening, at once.
    await hub.ready(HUB_READY_WAIT_MS);
    const open = openStreams(deps);
    if ((open.get(userId) ?? 0) >= MAX_OPEN_STREAMS_PER_USER) {
      c.header('retry-after', '30');
      throw new ApiError(
        429,
        'too_many_streams',
        `You have ${MAX_OPEN_STREAMS_PER_USER} notification streams open already. Close a tab and try again.`,
      );
    }
    open.set(userId, (open.get(userId) ?? 0) + 1);
    const closeStream = () => {
      const n = (open.get(userId) ?? 1) - 1;
      if (n > 0) open.set(userId, n);
      else open.delete(userId);
    };
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      try {
        // Frames are written one after another, in the order the events came.
        let queue: Promise<unknown> = Promise.resolve();
        const send = (write: () => Promise<unknown>) => {
          queue = queue
            .then(write)
            .catch((err: unknown) => deps.log.warn({ err }, 'notification stream write'));
        };
        const sendUnread = () =>
          send(async () =>
            stream.writeSSE({
              event: 'unread',
              data: JSON.stringify({ count: await countUnread(deps.db, userId, deps.now()) }),
            }),
          );
        const unsubscribe = hub.subscribe(userId, (event) => {
          if (event.kind === 'notification') {
            send(async () => {
              const notification = event.notification ?? (await findNotification(deps.db, userId, event.id));
              if (notification)
                await stream.writeSSE({ event: 'notification', data: JSON.stringify(notification) });
            });
          }
          sendUnread();
        });
        const heartbeat = setInterval(() => send(() => stream.write(': heartbeat\n\n')), HEARTBEAT_MS);
        try {
          send(() => stream.write(`retry: ${STREAM_RETRY_MS}\n\n`));
          sendUnread();
          await new Promise<void>((resolve) => {
            stream.onAbort(resolve);
            const signal = c.req.raw.signal;
            if (signal.aborted) resolve();
            else signal.addEventListener('abort', () => resolve(), { once: true });
          });
        } finally {
          clearInterval(heartbeat);
          unsubscribe();
        }
      } finally {
        closeStream();
      }
    }) as never;
  });

  app.openapi(getPreferencesRoute, async (c) => {
    return c.json(await getPreferences(c.get('deps').db, c.get('user')!.id), 200);
  });

  app.openapi(putPreferencesRoute, async (c) => {
    const { db, now } = c.get('deps');
    const user = c.get('user')!;
    const change = c.req.valid('json');
    if (!canPersonal(user, 'preferences.change', change.userId ?? user.id))
      throw forbidden('You can only change your own notification preferences.');
    const saved = await updatePreferences(db, user.id, change, now());
    await recordActivity(c, {
      user,
      activityType: 'notification_preferences_updated',
      description: 'Changed notification preferences',
      metadata: { version: saved.version },
    });
    return c.json(saved, 200);
  });

  app.openapi(createRouteDef, async (c) => {
    const deps = c.get('deps');
    const { db, now } = deps;
    const input = c.req.valid('json');
    const at = now();
    const expiresAt = input.expiresAt == null ? input.expiresAt : new Date(input.expiresAt);
    if (expiresAt && expiresAt.getTime() <= at.getTime())
      throw badRequest('There is a problem with one field.', {
        expiresAt: 'The expiry must be in the future.',
      });
    let recipients: string[];
    let schoolId: string | null = null;
    if (input.userId !== undefined) {
      const [person] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.userId))
        .limit(1);
      if (!person) throw notFound('We could not find that person.');
      recipients = [person.id];
    } else {
      const school = await resolveSchool(db, input.schoolId!);
      if (!school) throw notFound('We could not find that school.');
      schoolId = school.id;
      recipients = await schoolRecipients(db, school.id, at);
    }
    const base = {
      schoolId,
      title: input.title,
      message: input.message,
      type: input.type,
      category: input.category,
      priority: input.priority,
      actionRequired: input.actionRequired,
      actionUrl: input.actionUrl,
      actionText: input.actionText,
      expiresAt,
      metadata: { ...input.metadata, sentBy: c.get('user')!.id },
      now: at,
      // A person wrote it: it stays in their words for every recipient (issue 20).
      asWritten: true,
    };
    const hub = getHub(deps);
    const created =
      recipients.length === 1
        ? [(await createNotification(db, { ...base, userId: recipients[0]! }, hub)).notification]
        : await createNotifications(
            db,
            recipients.map((userId) => ({ ...base, userId })),
            hub,
          );
    const toOne = created.length === 1;
    await recordActivity(c, {
      user: c.get('user'),
      activityType: 'notification_sent',
      description: toOne
        ? `Sent the notification "${input.title}" to 1 person`
        : `Sent the notification "${input.title}" to ${created.length} people`,
      schoolId,
      metadata: { recipients: created.length, category: created[0]?.category ?? input.category ?? 'general' },
    });
    return c.json({ created: created.length }, 201);
  });

  return app;
}
