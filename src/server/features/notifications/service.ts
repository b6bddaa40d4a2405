/**
 * In-app notifications and notification preferences (platform specification sections 3, 4 and 9; plan
 * specification 2.6, 4.6 and 9.4). Every read and write is scoped by the user it belongs to: a user only
 * ever sees their own notifications.
 */
import { and, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type PreferencesUpdate, preferencesSchema } from '../../../domain/notification-preferences';
import {
  DEFAULT_ACTION_TEXT,
  DEFAULT_LIST_LIMIT,
  defaultPreferences,
  mergePreferences,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationFilter,
  type NotificationJson,
  type NotificationPreferences,
  type NotificationPreferencesJson,
  type NotificationPriority,
  type NotificationType,
  notificationDefaults,
} from '../../../domain/notifications';
import { ACCESS_TABLES, type SessionLookup, sessionFields, toSessionLookup } from '../../auth/session';
import type { Db } from '../../db/client';
import {
  contractorAssignments,
  notificationPreferences,
  notifications,
  schools,
  sessions,
  users,
  viewerAccess,
} from '../../db/schema';
import { translateText } from '../../i18n/translate';
import { ApiError, badRequest, fieldsFromZod } from '../../lib/http';
import { readThrough } from '../../lib/read-cache';
import { activeAssignmentWhere, schoolStaffWhere, viewerAccessNowWhere } from '../../policy/scopes';
import type { NotificationHub } from './hub';

export { closeHub, getHub, type HubEvent, NotificationHub } from './hub';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or a transaction: creating a notification can be part of a larger write. */
export type Executor = Db | Tx;
type NotificationRow = typeof notifications.$inferSelect;
type PreferencesRow = typeof notificationPreferences.$inferSelect;

// ---------------------------------------------------------------- the JSON of a notification

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function toNotificationJson(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    userId: row.userId,
    schoolId: row.schoolId,
    title: row.title,
    message: row.message,
    type: oneOf(NOTIFICATION_TYPES, row.type, 'info'),
    category: oneOf(NOTIFICATION_CATEGORIES, row.category, 'general'),
    priority: oneOf(NOTIFICATION_PRIORITIES, row.priority, 'medium'),
    readStatus: row.readStatus,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    actionRequired: row.actionRequired,
    actionUrl: row.actionUrl,
    actionText: row.actionText || DEFAULT_ACTION_TEXT,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    metadata: row.metadata ?? {},
  };
}

// ---------------------------------------------------------------- creating

export interface CreateNotificationInput {
  userId: string;
  schoolId?: string | null;
  title: string;
  message: string;
  /** Default: a compliance notification is an alert (error when urgent, else warning), others info. */
  type?: NotificationType;
  /** Default general. */
  category?: NotificationCategory;
  /** Default per plan spec 9.4: water testing high, compliance urgent (type error) or medium, else medium. */
  priority?: NotificationPriority;
  actionRequired?: boolean;
  /** A path inside WaiKura, e.g. /school/{schoolId}/maintenance. */
  actionUrl?: string | null;
  /** Default 'Take Action' (sent, not stored). */
  actionText?: string | null;
  /**
   * When it stops being shown. Left out: per plan spec 9.4 from `type`, `category` and `dueDate` (a
   * reminder 7, 3 or 14 days after its due date, a compliance alert 30 days from now). Null: never.
   */
  expiresAt?: Date | string | null;
  /** The due date a reminder is about (an instant, or a New Zealand calendar day YYYY-MM-DD). */
  dueDate?: Date | string | null;
  /** Where it came from (e.g. `schedule:<id>`): at most one notification per user and source. */
  sourceKey?: string | null;
  metadata?: Record<string, unknown>;
  /** The clock: pass `deps.now()`. Also the creation time. Default: the current time. */
  now?: Date;
  /**
   * Its words in te reo Māori, for a recipient whose language is te reo (issue 20). Left out: the
   * server's catalogue translates the English (i18n/messages-mi.ts); words it does not know stay English.
   */
  translations?: { mi?: { title: string; message: string; action_text?: string | null } };
  /** A person wrote it to others (a staff member's notification): it stays as written for everyone. */
  asWritten?: boolean;
}

export interface CreatedNotification {
  id: string;
  /** False when a notification with this user and sourceKey already existed (nothing was written). */
  created: boolean;
  notification: NotificationJson;
}

function toInstant(value: Date | string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

function rowValues(input: CreateNotificationInput) {
  const now = input.now ?? new Date();
  const category = oneOf(NOTIFICATION_CATEGORIES, input.category ?? 'general', 'general');
  const defaults = notificationDefaults({
    category,
    type: input.type && oneOf(NOTIFICATION_TYPES, input.type, 'info'),
    priority: input.priority && oneOf(NOTIFICATION_PRIORITIES, input.priority, 'medium'),
    expiresAt: toInstant(input.expiresAt),
    dueDate: input.dueDate,
    now,
  });
  return {
    userId: input.userId,
    schoolId: input.schoolId ?? null,
    title: input.title,
    message: input.message,
    type: defaults.type,
    category,
    priority: defaults.priority,
    actionRequired: input.actionRequired ?? false,
    actionUrl: input.actionUrl || null,
    actionText: input.actionText || null,
    expiresAt: defaults.expiresAt,
    sourceKey: input.sourceKey || null,
    metadata: input.metadata ?? {},
    ...(input.now ? { createdAt: input.now } : {}),
  };
}

/**
 * Creates one in-app notification with the domain's defaults, then tells the user's open streams through
 * `hub` (pass `getHub(deps)`). With a `sourceKey` it is idempotent: a second call for the same user and
 * source writes nothing and answers `{ id, created: false }` with the notification already there.
 */
export async function createNotification(
  db: Executor,
  given: CreateNotificationInput,
  hub?: NotificationHub,
): Promise<CreatedNotification> {
  const [input] = await inRecipientsLanguage(db, [given]);
  const values = rowValues(input!);
  const [row] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey] })
    .returning();
  if (row) {
    const notification = toNotificationJson(row);
    hub?.publish({ kind: 'notification', userId: row.userId, id: row.id, notification });
    return { id: row.id, created: true, notification };
  }
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, given.userId), eq(notifications.sourceKey, values.sourceKey!)))
    .limit(1);
  if (!existing) throw new Error('A notification with this source key vanished while it was being created');
  return { id: existing.id, created: false, notification: toNotificationJson(existing) };
}

/**
 * Each notification in its recipient's language, as e-mails are (issue 20, decision 044): for a person
 * whose saved language is te reo Māori, the te reo the caller gave, else the server catalogue's. A
 * notification a person wrote stays as written. One query for the languages of all the recipients.
 */
async function inRecipientsLanguage(
  db: Executor,
  inputs: CreateNotificationInput[],
): Promise<CreateNotificationInput[]> {
  const ids = [...new Set(inputs.filter((i) => !i.asWritten).map((i) => i.userId))];
  if (!ids.length) return inputs;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.language, 'mi')));
  if (!rows.length) return inputs;
  const maori = new Set(rows.map((r) => r.id));
  return inputs.map((i) => {
    if (i.asWritten || !maori.has(i.userId)) return i;
    const mi = i.translations?.mi;
    return {
      ...i,
      title: mi?.title ?? translateText(i.title, 'mi'),
      message: mi?.message ?? translateText(i.message, 'mi'),
      actionText: mi?.action_text || translateText(i.actionText || DEFAULT_ACTION_TEXT, 'mi'),
    };
  });
}

/**
 * Creates the same kind of notification for many users in one statement (e.g. everyone of a school),
 * then tells each user's streams. Inputs whose user and sourceKey already exist are skipped.
 */
export async function createNotifications(
  db: Executor,
  inputs: CreateNotificationInput[],
  hub?: NotificationHub,
): Promise<NotificationJson[]> {
  if (!inputs.length) return [];
  const rows = await db
    .insert(notifications)
    .values((await inRecipientsLanguage(db, inputs)).map(rowValues))
    .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey] })
    .returning();
  const created = rows.map(toNotificationJson);
  for (const n of created)
    hub?.publish({ kind: 'notification', userId: n.userId, id: n.id, notification: n });
  return created;
}

/**
 * The people of a school who get its notifications: its principal and school administrators (and the
 * legacy `school` users), viewers whose access is unrevoked and unexpired, and contractors with an active
 * assignment. The same facts the policy uses for access (policy/access.ts).
 */
export async function schoolRecipients(db: Executor, schoolId: string, now: Date): Promise<string[]> {
  const [staff, viewers, contractors] = await Promise.all([
    schoolStaff(db, schoolId),
    db
      .select({ id: users.id })
      .from(viewerAccess)
      .innerJoin(users, eq(users.id, viewerAccess.userId))
      .where(viewerAccessNowWhere(schoolId, now)),
    db
      .select({ id: users.id })
      .from(contractorAssignments)
      .innerJoin(users, eq(users.id, contractorAssignments.contractorId))
      .where(activeAssignmentWhere(schoolId)),
  ]);
  return [...new Set([...staff, ...viewers, ...contractors].map((r) => r.id))];
}

/** The school's principal and school administrators (and legacy `school` users). */
export function schoolStaff(db: Executor, schoolId: string): Promise<{ id: string }[]> {
  return db.select({ id: users.id }).from(users).where(schoolStaffWhere(schoolId));
}

// ---------------------------------------------------------------- reading and changing

/** Not expired at `now`: no expiry, or one still ahead. */
const live = (now: Date) => or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now))!;

function filterCondition(filter: NotificationFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'unread') return eq(notifications.readStatus, false);
  return eq(notifications.category, filter);
}

function prepareCountUnread(db: Db) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        eq(notifications.readStatus, false),
        or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql.placeholder('now'))),
      ),
    )
    .prepare('waikura_count_unread');
}
const countStatements = new WeakMap<Db, ReturnType<typeof prepareCountUnread>>();

/** The user's unread, unexpired notifications: one prepared statement on the partial unread index. */
export async function countUnread(db: Db, userId: string, now: Date): Promise<number> {
  let statement = countStatements.get(db);
  if (!statement) {
    statement = prepareCountUnread(db);
    countStatements.set(db, statement);
  }
  const [row] = await statement.execute({ userId, now });
  return Number(row?.count ?? 0);
}

/**
 * The session lookup of auth/session.ts together with the user's unread count, in ONE prepared statement
 * (the bell asks for the count often: GET /api/notifications/unread-count). Null when the token has no
 * unexpired session (checked on the real clock, as `findSession` does).
 */
function prepareSessionUnread(db: Db) {
  return db
    .select({
      ...sessionFields,
      unread: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${users.id} and ${notifications.readStatus} = false and (${notifications.expiresAt} is null or ${notifications.expiresAt} > ${sql.placeholder('now')}))`,
      // When the count next changes by itself: the first of those notifications to expire.
      unreadUntil:
        sql<Date | null>`(select min(${notifications.expiresAt}) from ${notifications} where ${notifications.userId} = ${users.id} and ${notifications.readStatus} = false and ${notifications.expiresAt} > ${sql.placeholder('now')})`.mapWith(
          notifications.expiresAt,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(
        eq(sessions.token, sql.placeholder('token')),
        gt(sessions.expiresAt, sql.placeholder('sessionNow')),
      ),
    )
    .limit(1)
    .prepare('waikura_session_unread');
}
const sessionUnreadStatements = new WeakMap<Db, ReturnType<typeof prepareSessionUnread>>();

export async function findSessionWithUnread(
  db: Db,
  token: string,
  now: Date,
  sessionNow = new Date(),
): Promise<{ session: SessionLookup; unread: number } | null> {
  let statement = sessionUnreadStatements.get(db);
  if (!statement) {
    statement = prepareSessionUnread(db);
    sessionUnreadStatements.set(db, statement);
  }
  const found = await readThrough(
    db,
    SESSION_UNREAD_CACHE,
    token,
    now.getTime(),
    loadSessionUnread,
    statement,
    token,
    now,
    sessionNow,
  );
  if (!found || found.sessionUntil <= sessionNow.getTime()) return null;
  return { session: found.session, unread: found.unread };
}

const SESSION_UNREAD_CACHE = { name: 'session-unread', tables: [...ACCESS_TABLES, 'notifications'] };

/**
 * The answer holds until a counted notification expires (the app's clock, the cache's); the session's
 * own expiry is checked on the real clock by the caller, as the statement does.
 */
async function loadSessionUnread(
  statement: ReturnType<typeof prepareSessionUnread>,
  token: string,
  now: Date,
  sessionNow: Date,
) {
  const [row] = await statement.execute({ token, now, sessionNow });
  if (!row) return null;
  const { unread, unreadUntil, ...session } = row;
  return {
    value: {
      session: toSessionLookup(session),
      unread: Number(unread),
      sessionUntil: session.sessionExpiresAt.getTime(),
    },
    validUntil: unreadUntil?.getTime() ?? Number.POSITIVE_INFINITY,
  };
}

/** The user's notifications, newest first, without expired ones; and the unread count. */
export async function listNotifications(
  db: Db,
  userId: string,
  opts: { filter?: NotificationFilter; limit?: number; now: Date },
): Promise<{ notifications: NotificationJson[]; unreadCount: number }> {
  const { now } = opts;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), live(now), filterCondition(opts.filter ?? 'all')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit ?? DEFAULT_LIST_LIMIT);
  return { notifications: rows.map(toNotificationJson), unreadCount: await countUnread(db, userId, now) };
}

/** One of the user's own notifications, or null (someone else's is null too). */
export async function findNotification(db: Db, userId: string, id: string): Promise<NotificationJson | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row ? toNotificationJson(row) : null;
}

/** Marks one of the user's notifications read (the first reading time is kept); null when not theirs. */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  hub?: NotificationHub,
): Promise<NotificationJson | null> {
  const [row] = await db
    .update(notifications)
    .set({
      readStatus: true,
      readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) return null;
  hub?.publish({ kind: 'unread', userId });
  return toNotificationJson(row);
}

/** Marks every unread, unexpired notification of the user read; the number marked. */
export async function markAllRead(db: Db, userId: string, now: Date, hub?: NotificationHub): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readStatus: true, readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.readStatus, false), live(now)))
    .returning({ id: notifications.id });
  if (rows.length) hub?.publish({ kind: 'unread', userId });
  return rows.length;
}

/** Deletes one of the user's notifications; false when there is none of theirs with that id. */
export async function deleteNotification(
  db: Db,
  userId: string,
  id: string,
  hub?: NotificationHub,
): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length) hub?.publish({ kind: 'unread', userId });
  return rows.length > 0;
}

/** Deletes notifications whose expiry has passed (platform spec 4: "expired ones can be deleted"). */
export async function deleteExpiredNotifications(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lt(notifications.expiresAt, now))
    .returning({ id: notifications.id });
  return rows.length;
}

// ---------------------------------------------------------------- preferences

function toPreferencesJson(row: PreferencesRow): NotificationPreferencesJson {
  const defaults = defaultPreferences();
  return {
    userId: row.userId,
    emailNotifications: row.emailNotifications,
    pushNotifications: row.pushNotifications,
    inAppNotifications: row.inAppNotifications,
    smsNotifications: row.smsNotifications,
    smsNumber: row.smsNumber,
    notificationFrequency: (['immediate', 'daily', 'weekly'] as const).includes(
      row.notificationFrequency as 'immediate',
    )
      ? (row.notificationFrequency as NotificationPreferences['notificationFrequency'])
      : defaults.notificationFrequency,
    // A category added later reads as on, as the defaults have it.
    categories: { ...defaults.categories, ...row.categories },
    quietHours: { ...defaults.quietHours, ...row.quietHours },
    emailDigest: { ...defaults.emailDigest, ...row.emailDigest, frequency: 'weekly' },
    version: row.version,
  };
}

function preferenceColumns(p: NotificationPreferences) {
  return {
    emailNotifications: p.emailNotifications,
    pushNotifications: p.pushNotifications,
    inAppNotifications: p.inAppNotifications,
    smsNotifications: p.smsNotifications,
    smsNumber: p.smsNumber,
    notificationFrequency: p.notificationFrequency,
    categories: p.categories,
    quietHours: p.quietHours,
    emailDigest: p.emailDigest,
  };
}

/**
 * The user's preferences; on first read a record with the specification's defaults is created. Two
 * first reads at once both get the one record (ON CONFLICT DO NOTHING, then read).
 */
export async function getPreferences(db: Executor, userId: string): Promise<NotificationPreferencesJson> {
  const read = async () =>
    (
      await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .limit(1)
    )[0];
  const existing = await read();
  if (existing) return toPreferencesJson(existing);
  const [inserted] = await db
    .insert(notificationPreferences)
    .values({ userId, ...preferenceColumns(defaultPreferences()) })
    .onConflictDoNothing({ target: notificationPreferences.userId })
    .returning();
  const row = inserted ?? (await read());
  if (!row) throw new Error('Notification preferences could not be created');
  return toPreferencesJson(row);
}

/** A change that carried an older version than the stored one: nothing is written. */
export class StalePreferencesError extends ApiError {
  constructor() {
    super(
      409,
      'stale_version',
      'Your notification preferences were changed somewhere else since you opened them. Nothing was saved: the current settings are shown again, so make your change on them.',
    );
  }
}

/**
 * Applies a change to the user's preferences if `change.version` is the stored version (else 409,
 * nothing written). The merged record must pass `preferencesSchema` (else 400 with field messages); the
 * mobile number is stored in E.164.
 */
export async function updatePreferences(
  db: Db,
  userId: string,
  change: PreferencesUpdate,
  now: Date,
): Promise<NotificationPreferencesJson> {
  const current = await getPreferences(db, userId);
  if (current.version !== change.version) throw new StalePreferencesError();
  const { version, userId: _userId, ...fields } = change;
  const merged = mergePreferences(current, fields);
  const parsed = preferencesSchema.safeParse(merged);
  if (!parsed.success) {
    const problems = fieldsFromZod(parsed.error);
    const n = Object.keys(problems).length;
    throw badRequest(n === 1 ? 'One setting needs fixing.' : `${n} settings need fixing.`, problems);
  }
  const [row] = await db
    .update(notificationPreferences)
    .set({ ...preferenceColumns(parsed.data), version: version + 1, updatedAt: now })
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.version, version)))
    .returning();
  if (!row) throw new StalePreferencesError();
  return toPreferencesJson(row);
}
