/**
 * The delivery worker: scheduled notifications (platform specification section 3, NotificationSchedule)
 * that are pending and due are picked up, at most 100 at a time, and delivered by their channel — in the
 * app (a notification in the bell), by e-mail (the mailer) or by SMS (integrations/sms.ts). Decision 013
 * explains the design; in short:
 *
 * - Picking is ONE statement: `UPDATE … SET delivery_status = 'processing', locked_until = now + 5 min
 *   WHERE id IN (SELECT id … ORDER BY next_attempt_at LIMIT n FOR UPDATE SKIP LOCKED) RETURNING *`, so
 *   several processes never pick the same schedule; a schedule whose lock ran out (its worker died) is
 *   picked again.
 * - The user's preferences decide: a category or channel turned off cancels; quiet hours postpone e-mail
 *   and SMS to their end and make an in-app notification silent; while the weekly digest is on, e-mails
 *   are gathered into one digest e-mail sent at the digest time.
 * - A failure adds one to `retry_count`, stores the error and tries again after a backoff; after
 *   MAX_RETRIES retries the schedule is failed. Every e-mail and SMS is recorded in `message_deliveries`.
 * - In the app, delivery goes through `createNotification` with `sourceKey = schedule:<id>`: a delivery
 *   tried twice never shows twice.
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  afterFailure,
  DELIVERY_BATCH_LIMIT,
  DELIVERY_CHANNELS,
  DELIVERY_LOCK_MS,
  type DeliveryChannel,
  DIGEST_GRACE_MS,
  type DigestItem,
  digestText,
  inQuietHours,
  nextDigestTime,
  quietHoursEnd,
  smsText,
} from '../../domain/delivery';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationPreferencesJson,
} from '../../domain/notifications';
import { isSafetyAlert } from '../../domain/water-testing/alerts';
import type { Db } from '../db/client';
import { messageDeliveries, notificationSchedules, users } from '../db/schema';
import {
  type CreateNotificationInput,
  createNotifications,
  type Executor,
  getHub,
  getPreferences,
} from '../features/notifications/service';
import { translateText } from '../i18n/translate';
import { composeMail, type MailMessage } from '../integrations/mail';
import { MAIL_TEXT, type MailLanguage, mailLanguageOf } from '../integrations/mail-text';
import { type SmsClient, smsClientFor } from '../integrations/sms';
import type { Deps } from '../lib/context';

type ScheduleRow = typeof notificationSchedules.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// The payload of a schedule

const optionalText = (max: number) => z.string().max(max).nullish().catch(undefined);

/**
 * What a schedule carries (snake_case, as the schema's comment and the calendar write it). Unknown
 * values of type, category and priority fall back to the notification defaults.
 */
export const schedulePayloadSchema = z.object({
  title: z.string().trim().min(1).max(500),
  message: z.string().max(5000).catch(''),
  type: z.enum(NOTIFICATION_TYPES).optional().catch(undefined),
  category: z.enum(NOTIFICATION_CATEGORIES).optional().catch(undefined),
  priority: z.enum(NOTIFICATION_PRIORITIES).optional().catch(undefined),
  action_required: z.boolean().optional().catch(undefined),
  /** A path inside WaiKura (e.g. /schools/<id>/calendar); e-mails and SMS link to APP_URL + this path. */
  action_url: optionalText(2000),
  action_text: optionalText(100),
  /** When the notification stops mattering: a schedule still undelivered then is cancelled. */
  expires_at: optionalText(40),
  /** The due date a reminder is about (the notification's expiry is counted from it, plan spec 9.4). */
  due_date: optionalText(40),
  metadata: z.record(z.string(), z.unknown()).optional().catch(undefined),
  /** Issue 20: the same notification in te reo Māori, for a person whose language is 'mi'. */
  translations: z
    .object({
      mi: z
        .object({
          title: z.string().trim().min(1).max(500),
          message: z.string().max(5000).catch(''),
          action_text: optionalText(100),
        })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});
/** What callers put in a schedule's payload. */
export interface SchedulePayload {
  title: string;
  message: string;
  type?: (typeof NOTIFICATION_TYPES)[number];
  category?: NotificationCategory;
  priority?: (typeof NOTIFICATION_PRIORITIES)[number];
  action_required?: boolean;
  action_url?: string | null;
  action_text?: string | null;
  /** ISO instant. */
  expires_at?: string | null;
  /** ISO instant or New Zealand calendar day (YYYY-MM-DD). */
  due_date?: string | null;
  metadata?: Record<string, unknown>;
  /** The same title, message and action in te reo Māori (issue 20): e-mails and texts use it for 'mi'. */
  translations?: { mi?: { title: string; message: string; action_text?: string | null } };
}
type Payload = z.output<typeof schedulePayloadSchema>;

/** The payload of a digest schedule: the e-mails gathered into it point at it in their metadata. */
const DIGEST_KIND = 'digest';

// ---------------------------------------------------------------------------------------------------
// Scheduling

export interface ScheduleInput {
  userId: string;
  schoolId?: string | null;
  channel: DeliveryChannel;
  /** When it should go out. */
  scheduledTime: Date;
  payload: SchedulePayload;
  /** What made it, e.g. `calendar:<event>:<occurrence>:<user>:<channel>`: one schedule per source. */
  sourceKey?: string | null;
  metadata?: Record<string, unknown>;
  /** The clock for created_at/updated_at: pass `deps.now()`. Default: the database's. */
  now?: Date;
}

export interface Scheduled {
  id: string;
  /** A new schedule was written. */
  created: boolean;
  /** An existing one (cancelled, or pending with another time or text) took this time and text. */
  updated: boolean;
}

/**
 * Schedules a notification. Idempotent on `sourceKey`: a second call for the same source writes nothing
 * when the schedule is already delivered, failed or being delivered (it never goes out twice); a
 * schedule that is cancelled or still waiting takes the new time and payload (an edited reminder, or one
 * cancelled and made again) and starts afresh.
 */
export async function scheduleNotification(db: Executor, input: ScheduleInput): Promise<Scheduled> {
  if (!(DELIVERY_CHANNELS as readonly string[]).includes(input.channel))
    throw new Error(`Unknown delivery channel ${input.channel}`);
  if (!schedulePayloadSchema.safeParse(input.payload).success)
    throw new Error('A scheduled notification needs a title (payload.title)');
  const t = notificationSchedules;
  const values = {
    userId: input.userId,
    schoolId: input.schoolId ?? null,
    channel: input.channel,
    deliveryStatus: 'pending',
    scheduledTime: input.scheduledTime,
    nextAttemptAt: input.scheduledTime,
    payload: { ...input.payload },
    sourceKey: input.sourceKey || null,
    metadata: input.metadata ?? {},
    ...(input.now ? { createdAt: input.now, updatedAt: input.now } : {}),
  };
  const [row] = await db
    .insert(t)
    .values(values)
    .onConflictDoUpdate({
      target: t.sourceKey,
      set: {
        userId: sql`excluded.user_id`,
        schoolId: sql`excluded.school_id`,
        channel: sql`excluded.channel`,
        deliveryStatus: 'pending',
        scheduledTime: sql`excluded.scheduled_time`,
        nextAttemptAt: sql`excluded.next_attempt_at`,
        payload: sql`excluded.payload`,
        metadata: sql`excluded.metadata`,
        retryCount: 0,
        errorMessage: null,
        lockedUntil: null,
        deliveryTime: null,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${t.deliveryStatus} = 'cancelled' or (${t.deliveryStatus} = 'pending' and (${t.scheduledTime} is distinct from excluded.scheduled_time or ${t.payload} is distinct from excluded.payload or ${t.channel} is distinct from excluded.channel or ${t.userId} is distinct from excluded.user_id))`,
    })
    .returning({ id: t.id, inserted: sql<boolean>`(xmax = 0)` });
  if (row) return { id: row.id, created: Boolean(row.inserted), updated: !row.inserted };
  const [existing] = await db.select({ id: t.id }).from(t).where(eq(t.sourceKey, values.sourceKey!)).limit(1);
  if (!existing) throw new Error('A schedule with this source key vanished while it was being written');
  return { id: existing.id, created: false, updated: false };
}

// ---------------------------------------------------------------------------------------------------
// Picking

/**
 * Takes up to `limit` schedules that are due (pending with next_attempt_at ≤ now) and, with
 * `expiredLocks`, those whose worker's lock ran out (the worker died), in ONE statement, and marks them
 * processing until now + 5 minutes. The due part reads the partial index on pending schedules; the
 * expired-lock part has no index to read (the table keeps every delivered schedule), so the worker loop
 * asks for it once a minute rather than every few seconds.
 */
export async function pickDueSchedules(
  db: Db,
  now: Date,
  limit: number,
  opts: { expiredLocks?: boolean } = {},
): Promise<ScheduleRow[]> {
  const t = notificationSchedules;
  const lockedUntil = new Date(now.getTime() + DELIVERY_LOCK_MS);
  const dueNow = and(eq(t.deliveryStatus, 'pending'), lte(t.nextAttemptAt, now));
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(
      opts.expiredLocks === false
        ? dueNow
        : or(dueNow, and(eq(t.deliveryStatus, 'processing'), lte(t.lockedUntil, now))),
    )
    .orderBy(asc(t.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({ deliveryStatus: 'processing', lockedUntil, updatedAt: now })
    .where(inArray(t.id, due))
    .returning();
}

// ---------------------------------------------------------------------------------------------------
// One batch

export interface BatchResult {
  /** Schedules taken by this batch. */
  picked: number;
  delivered: number;
  /** Failed this time, to be tried again after the backoff. */
  retrying: number;
  /** Failed for good (after the last retry, or with a payload that cannot be delivered). */
  failed: number;
  cancelled: number;
  /** Moved to a later time (quiet hours, or waiting for their digest). */
  postponed: number;
  /** E-mails gathered into a digest. */
  gathered: number;
  /** Schedules whose lock another worker took over meanwhile: their outcome was not written. */
  lost: number;
}

type Outcome = Exclude<keyof BatchResult, 'picked'>;

export interface BatchOptions {
  /** At most this many schedules (default 100, platform specification section 9). */
  limit?: number;
  /** Schedules delivered at the same time within the batch (default 8). */
  concurrency?: number;
  /** The SMS client (default: the one the configuration asks for). */
  sms?: SmsClient;
  /** Also take schedules whose worker's lock ran out (default true; the worker loop: once a minute). */
  expiredLocks?: boolean;
}

interface Context {
  deps: Deps;
  now: Date;
  sms: SmsClient;
  preferences: Map<string, Promise<NotificationPreferencesJson>>;
  people: Map<string, Person>;
}

/** Whom an e-mail or text goes to, and the language they chose (issue 20). */
interface Person {
  email: string;
  name: string;
  language: MailLanguage;
}

/** A payload's title, message and action text in a language (its te reo version when it has one). */
function wordsIn(
  payload: Payload,
  lang: MailLanguage,
): { title: string; message: string; actionText: string } {
  const mi = lang === 'mi' ? payload.translations?.mi : undefined;
  if (mi)
    return { title: mi.title, message: mi.message, actionText: mi.action_text || MAIL_TEXT.mi.takeAction };
  // No te reo given: the server's catalogue puts what it knows into te reo (decision 044).
  if (lang === 'mi')
    return {
      title: translateText(payload.title, 'mi'),
      message: translateText(payload.message, 'mi'),
      actionText: payload.action_text ? translateText(payload.action_text, 'mi') : MAIL_TEXT.mi.takeAction,
    };
  return {
    title: payload.title,
    message: payload.message,
    actionText: payload.action_text || MAIL_TEXT[lang].takeAction,
  };
}

/**
 * Picks due schedules and delivers each. Errors of one schedule are recorded on it; the batch goes on.
 * Returns what happened, by outcome.
 */
export async function runDeliveryBatch(deps: Deps, opts: BatchOptions = {}): Promise<BatchResult> {
  const limit = opts.limit ?? DELIVERY_BATCH_LIMIT;
  const now = deps.now();
  const rows = await pickDueSchedules(deps.db, now, limit, { expiredLocks: opts.expiredLocks ?? true });
  const result: BatchResult = {
    picked: rows.length,
    delivered: 0,
    retrying: 0,
    failed: 0,
    cancelled: 0,
    postponed: 0,
    gathered: 0,
    lost: 0,
  };
  if (!rows.length) return result;

  const emailUsers = [
    ...new Set(rows.filter((r) => r.channel === 'email' || r.channel === 'sms').map((r) => r.userId)),
  ];
  const people = new Map<string, Person>();
  if (emailUsers.length) {
    const found = await deps.db
      .select({ id: users.id, email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(inArray(users.id, emailUsers));
    for (const p of found)
      people.set(p.id, { email: p.email, name: p.name, language: mailLanguageOf(p.language) });
  }
  const ctx: Context = {
    deps,
    now,
    sms: opts.sms ?? smsClientFor(deps),
    preferences: new Map(),
    people,
  };

  // Every schedule is decided (and e-mail and SMS sent) with a few at a time; in-app deliveries are
  // gathered and written together afterwards: one insert of all the notifications, one update of all
  // their schedules.
  const inApp: InAppDelivery[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      let outcome: Outcome;
      try {
        const decided = await processSchedule(ctx, row);
        if (typeof decided !== 'string') {
          inApp.push(decided);
          continue;
        }
        outcome = decided;
      } catch (err) {
        // Something other than the delivery itself failed (e.g. the database): try again later.
        deps.log.error({ err, scheduleId: row.id }, 'delivery: a schedule could not be processed');
        outcome = await recordFailure(ctx, row, errorText(err)).catch(() => 'lost' as const);
      }
      result[outcome]++;
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 8, rows.length)) }, worker),
  );
  if (inApp.length) {
    for (const [outcome, n] of await deliverInApp(ctx, inApp)) result[outcome] += n;
  }
  return result;
}

function preferencesOf(ctx: Context, userId: string): Promise<NotificationPreferencesJson> {
  let p = ctx.preferences.get(userId);
  if (!p) {
    p = getPreferences(ctx.deps.db, userId);
    ctx.preferences.set(userId, p);
  }
  return p;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return (text || 'Unknown error').slice(0, 1000);
}

/** Writes the outcome of a schedule this worker holds; 'lost' when its lock was taken over meanwhile. */
async function finish(
  ctx: Context,
  row: ScheduleRow,
  outcome: Exclude<Outcome, 'lost'>,
  set: Partial<typeof notificationSchedules.$inferInsert>,
  metadata?: Record<string, unknown>,
): Promise<Outcome> {
  const t = notificationSchedules;
  const updated = await ctx.deps.db
    .update(t)
    .set({
      ...set,
      lockedUntil: null,
      updatedAt: ctx.now,
      ...(metadata ? { metadata: sql`${t.metadata} || ${JSON.stringify(metadata)}::jsonb` } : {}),
    })
    .where(and(eq(t.id, row.id), eq(t.deliveryStatus, 'processing'), eq(t.lockedUntil, row.lockedUntil!)))
    .returning({ id: t.id });
  if (!updated.length) {
    ctx.deps.log.warn({ scheduleId: row.id }, 'delivery: the lock was taken over; outcome not written');
    return 'lost';
  }
  return outcome;
}

const cancel = (ctx: Context, row: ScheduleRow, reason: string) =>
  finish(ctx, row, 'cancelled', { deliveryStatus: 'cancelled' }, { cancelledBecause: reason });

const postpone = (ctx: Context, row: ScheduleRow, until: Date, metadata?: Record<string, unknown>) =>
  finish(ctx, row, 'postponed', { deliveryStatus: 'pending', nextAttemptAt: until }, metadata);

/** A failed attempt: one more retry, the error kept, and the next attempt after the backoff (or failed). */
function recordFailure(
  ctx: Context,
  row: ScheduleRow,
  error: string,
  metadata?: Record<string, unknown>,
): Promise<Outcome> {
  const next = afterFailure(row.retryCount, ctx.now);
  return next.status === 'failed'
    ? finish(
        ctx,
        row,
        'failed',
        { deliveryStatus: 'failed', retryCount: next.retryCount, errorMessage: error },
        metadata,
      )
    : finish(
        ctx,
        row,
        'retrying',
        {
          deliveryStatus: 'pending',
          retryCount: next.retryCount,
          errorMessage: error,
          nextAttemptAt: next.nextAttemptAt,
        },
        metadata,
      );
}

/** A failure no retry can mend (the schedule itself is wrong): failed at once. */
const failForGood = (ctx: Context, row: ScheduleRow, error: string) =>
  finish(ctx, row, 'failed', {
    deliveryStatus: 'failed',
    retryCount: row.retryCount + 1,
    errorMessage: error,
  });

const CHANNEL_SWITCH: Record<DeliveryChannel, keyof NotificationPreferencesJson> = {
  in_app: 'inAppNotifications',
  email: 'emailNotifications',
  sms: 'smsNotifications',
};
const CHANNEL_WORDS: Record<DeliveryChannel, string> = {
  in_app: 'in-app notifications',
  email: 'e-mail notifications',
  sms: 'text messages',
};

async function processSchedule(ctx: Context, row: ScheduleRow): Promise<Outcome | InAppDelivery> {
  const channel = row.channel as DeliveryChannel;
  if (!(DELIVERY_CHANNELS as readonly string[]).includes(channel))
    return failForGood(ctx, row, `Unknown delivery channel "${row.channel}".`);
  const prefs = await preferencesOf(ctx, row.userId);
  if (row.payload.kind === DIGEST_KIND) return deliverDigest(ctx, row, prefs);

  const parsed = schedulePayloadSchema.safeParse(row.payload);
  if (!parsed.success) return failForGood(ctx, row, 'The scheduled notification has no title.');
  const payload = parsed.data;
  const category: NotificationCategory = payload.category ?? 'general';

  if (payload.expires_at) {
    const expires = new Date(payload.expires_at);
    if (!Number.isNaN(expires.getTime()) && expires.getTime() <= ctx.now.getTime())
      return cancel(ctx, row, 'It expired before it could be delivered.');
  }
  if (prefs.categories[category] === false)
    return cancel(ctx, row, `The person turned off ${category.replace('_', ' ')} notifications.`);
  if (!prefs[CHANNEL_SWITCH[channel]])
    return cancel(ctx, row, `The person turned off ${CHANNEL_WORDS[channel]}.`);

  // A water-safety alert (issue 16) goes at once: never gathered into a digest, never held for quiet hours.
  const urgent = isSafetyAlert(payload);
  if (channel === 'email' && !urgent) {
    const digest = await digestStep(ctx, row, prefs);
    if (digest) return digest;
  }

  const quiet = inQuietHours(ctx.now, prefs.quietHours) && !urgent;
  if (quiet && channel !== 'in_app')
    return postpone(ctx, row, quietHoursEnd(ctx.now, prefs.quietHours), { postponedForQuietHours: true });

  switch (channel) {
    case 'in_app':
      return { row, input: notificationInput(ctx, row, payload, quiet) };
    case 'email':
      return deliverEmail(ctx, row, payload);
    case 'sms':
      return deliverSms(ctx, row, payload, prefs);
  }
}

// ---------------------------------------------------------------------------------------------------
// Channels

/** APP_URL + the action path; only paths inside the app are linked. */
function actionLink(ctx: Context, actionUrl: string | null | undefined): string | null {
  if (!actionUrl?.startsWith('/') || actionUrl.startsWith('//')) return null;
  return `${ctx.deps.config.appUrl}${actionUrl}`;
}

/** An in-app delivery decided on, written with the others of its batch. */
interface InAppDelivery {
  row: ScheduleRow;
  input: CreateNotificationInput;
}

/** The notification a schedule becomes; `silent` (quiet hours) is kept in its metadata for the web. */
function notificationInput(
  ctx: Context,
  row: ScheduleRow,
  payload: Payload,
  silent: boolean,
): CreateNotificationInput {
  return {
    userId: row.userId,
    schoolId: row.schoolId,
    title: payload.title,
    message: payload.message,
    type: payload.type,
    category: payload.category,
    priority: payload.priority,
    actionRequired: payload.action_required,
    actionUrl: payload.action_url,
    actionText: payload.action_text,
    ...(payload.expires_at ? { expiresAt: payload.expires_at } : {}),
    dueDate: payload.due_date,
    // A delivery tried twice (e.g. after a worker died) never shows twice.
    sourceKey: `schedule:${row.id}`,
    // In the recipient's language when it is written (issue 20): the payload's te reo, else the catalogue's.
    translations: payload.translations,
    metadata: { ...payload.metadata, scheduleId: row.id, ...(silent ? { silent: true } : {}) },
    now: ctx.now,
  };
}

/**
 * Writes the batch's in-app notifications in one statement (those already there are skipped, by their
 * sourceKey) and marks their schedules delivered in one more, where the lock is still this worker's.
 * When the insert fails, each schedule counts a failed attempt.
 */
async function deliverInApp(ctx: Context, items: InAppDelivery[]): Promise<[Outcome, number][]> {
  const { deps } = ctx;
  const t = notificationSchedules;
  try {
    await createNotifications(
      deps.db,
      items.map((i) => i.input),
      getHub(deps),
    );
  } catch (err) {
    deps.log.error({ err, count: items.length }, 'delivery: in-app notifications could not be written');
    const outcomes = await Promise.all(
      items.map((i) => recordFailure(ctx, i.row, errorText(err)).catch(() => 'lost' as const)),
    );
    const counts = new Map<Outcome, number>();
    for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
    return [...counts];
  }
  // Every row of one batch carries the same lock, set by the one picking statement.
  const lockedUntil = items[0]!.row.lockedUntil!;
  const updated = await deps.db
    .update(t)
    .set({ deliveryStatus: 'delivered', deliveryTime: ctx.now, lockedUntil: null, updatedAt: ctx.now })
    .where(
      and(
        inArray(
          t.id,
          items.map((i) => i.row.id),
        ),
        eq(t.deliveryStatus, 'processing'),
        eq(t.lockedUntil, lockedUntil),
      ),
    )
    .returning({ id: t.id });
  const lost = items.length - updated.length;
  if (lost) deps.log.warn({ lost }, 'delivery: locks taken over; those outcomes were not written');
  return [
    ['delivered', updated.length],
    ['lost', lost],
  ];
}

/** One notification's e-mail, in the language its person chose (issue 20). */
function reminderMail(ctx: Context, to: Person, payload: Payload): MailMessage {
  const appUrl = ctx.deps.config.appUrl;
  const link = actionLink(ctx, payload.action_url);
  const text = MAIL_TEXT[to.language];
  const words = wordsIn(payload, to.language);
  return composeMail({
    to: to.email,
    subject: words.title,
    greeting: text.greeting(to.name),
    paragraphs: [words.message || words.title],
    action: link ? { label: words.actionText, url: link } : { label: text.openWaiKura, url: `${appUrl}/` },
    footer: `${text.notificationFooter} ${appUrl}/notifications/preferences`,
    lang: to.language,
  });
}

/**
 * Records an attempt of an e-mail or SMS in message_deliveries: one row per schedule, its attempts
 * counted (the row's id is kept in the schedule's metadata).
 */
async function recordMessage(
  ctx: Context,
  row: ScheduleRow,
  entry: {
    kind: 'email' | 'sms';
    recipient: string;
    subject: string | null;
    body: string;
    status: 'sent' | 'failed';
    providerMessageId?: string | null;
    errorMessage?: string | null;
  },
): Promise<string> {
  const m = messageDeliveries;
  const values = {
    recipient: entry.recipient,
    subject: entry.subject,
    body: entry.body,
    status: entry.status,
    providerMessageId: entry.providerMessageId ?? null,
    errorMessage: entry.errorMessage ?? null,
    sentAt: entry.status === 'sent' ? ctx.now : null,
  };
  const existing = typeof row.metadata.messageDeliveryId === 'string' ? row.metadata.messageDeliveryId : null;
  if (existing) {
    const [updated] = await ctx.deps.db
      .update(m)
      .set({ ...values, attempts: sql`${m.attempts} + 1` })
      .where(eq(m.id, existing))
      .returning({ id: m.id });
    if (updated) return updated.id;
  }
  const [inserted] = await ctx.deps.db
    .insert(m)
    .values({
      ...values,
      kind: entry.kind,
      attempts: 1,
      scheduleId: row.id,
      schoolId: row.schoolId,
      createdAt: ctx.now,
    })
    .returning({ id: m.id });
  return inserted!.id;
}

async function sendMailAndRecord(ctx: Context, row: ScheduleRow, mail: MailMessage): Promise<Outcome> {
  try {
    await ctx.deps.mailer.send(mail);
  } catch (err) {
    const error = errorText(err);
    const id = await recordMessage(ctx, row, {
      kind: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      status: 'failed',
      errorMessage: error,
    });
    return recordFailure(ctx, row, error, { messageDeliveryId: id });
  }
  const id = await recordMessage(ctx, row, {
    kind: 'email',
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text,
    status: 'sent',
  });
  return finish(
    ctx,
    row,
    'delivered',
    { deliveryStatus: 'delivered', deliveryTime: ctx.now },
    { messageDeliveryId: id },
  );
}

async function deliverEmail(ctx: Context, row: ScheduleRow, payload: Payload): Promise<Outcome> {
  const person = ctx.people.get(row.userId);
  if (!person) return failForGood(ctx, row, 'The person this e-mail is for no longer exists.');
  return sendMailAndRecord(ctx, row, reminderMail(ctx, person, payload));
}

async function deliverSms(
  ctx: Context,
  row: ScheduleRow,
  payload: Payload,
  prefs: NotificationPreferencesJson,
): Promise<Outcome> {
  const to = prefs.smsNumber;
  if (!to) return cancel(ctx, row, 'The person has no mobile number for text messages.');
  const words = wordsIn(payload, ctx.people.get(row.userId)?.language ?? 'en');
  const body = smsText(words.title, words.message, actionLink(ctx, payload.action_url));
  try {
    const sent = await ctx.sms.send({ to, body });
    const id = await recordMessage(ctx, row, {
      kind: 'sms',
      recipient: to,
      subject: null,
      body,
      status: 'sent',
      providerMessageId: sent.providerMessageId,
    });
    return finish(
      ctx,
      row,
      'delivered',
      { deliveryStatus: 'delivered', deliveryTime: ctx.now },
      { messageDeliveryId: id, providerStatus: sent.status },
    );
  } catch (err) {
    const error = errorText(err);
    const id = await recordMessage(ctx, row, {
      kind: 'sms',
      recipient: to,
      subject: null,
      body,
      status: 'failed',
      errorMessage: error,
    });
    return recordFailure(ctx, row, error, { messageDeliveryId: id });
  }
}

// ---------------------------------------------------------------------------------------------------
// The digest

/**
 * An e-mail while the digest is on is not sent alone: it joins the user's digest schedule for the next
 * digest time (one per user and time, by its sourceKey) and waits. An e-mail that was gathered before
 * and comes round again (the digest did not take it) is looked at afresh, unless its digest is still to
 * go (wait for it) or failed (then it failed too). Null: send it on its own.
 */
async function digestStep(
  ctx: Context,
  row: ScheduleRow,
  prefs: NotificationPreferencesJson,
): Promise<Outcome | null> {
  const t = notificationSchedules;
  const { db } = ctx.deps;
  const previous = typeof row.metadata.digestScheduleId === 'string' ? row.metadata.digestScheduleId : null;
  if (previous) {
    const [digest] = await db
      .select({ status: t.deliveryStatus, nextAttemptAt: t.nextAttemptAt, errorMessage: t.errorMessage })
      .from(t)
      .where(eq(t.id, previous))
      .limit(1);
    if (digest && (digest.status === 'pending' || digest.status === 'processing')) {
      const after = Math.max(digest.nextAttemptAt.getTime(), ctx.now.getTime());
      return postpone(ctx, row, new Date(after + DIGEST_GRACE_MS));
    }
    if (digest?.status === 'failed')
      return finish(ctx, row, 'failed', {
        deliveryStatus: 'failed',
        errorMessage: `The digest e-mail it was gathered into failed: ${digest.errorMessage ?? 'no reason given'}`,
      });
  }
  if (!prefs.emailDigest.enabled) return null;

  const digestAt = nextDigestTime(ctx.now, prefs.emailDigest);
  const [digest] = await db
    .insert(t)
    .values({
      userId: row.userId,
      channel: 'email',
      deliveryStatus: 'pending',
      scheduledTime: digestAt,
      nextAttemptAt: digestAt,
      payload: { kind: DIGEST_KIND, frequency: prefs.emailDigest.frequency },
      sourceKey: `digest:${row.userId}:${digestAt.toISOString()}`,
    })
    .onConflictDoUpdate({ target: t.sourceKey, set: { updatedAt: ctx.now } })
    .returning({ id: t.id, status: t.deliveryStatus });
  // A digest for that time that has already gone (it cannot, being in the future, but never lose mail).
  if (digest?.status !== 'pending') return null;
  const outcome = await finish(
    ctx,
    row,
    'gathered',
    { deliveryStatus: 'pending', nextAttemptAt: new Date(digestAt.getTime() + DIGEST_GRACE_MS) },
    { digestScheduleId: digest.id, digestAt: digestAt.toISOString() },
  );
  return outcome;
}

/** Sends one digest: every e-mail gathered into it and still waiting, in one message. */
async function deliverDigest(
  ctx: Context,
  row: ScheduleRow,
  prefs: NotificationPreferencesJson,
): Promise<Outcome> {
  const t = notificationSchedules;
  const { db } = ctx.deps;
  const gathered = and(
    eq(t.userId, row.userId),
    eq(t.deliveryStatus, 'pending'),
    sql`${t.metadata}->>'digestScheduleId' = ${row.id}`,
  );
  if (!prefs.emailNotifications) {
    const items = await db
      .update(t)
      .set({
        deliveryStatus: 'cancelled',
        updatedAt: ctx.now,
        metadata: sql`${t.metadata} || ${JSON.stringify({ cancelledBecause: 'The person turned off e-mail notifications.' })}::jsonb`,
      })
      .where(gathered)
      .returning({ id: t.id });
    return cancel(
      ctx,
      row,
      `The person turned off e-mail notifications (${items.length} gathered e-mails cancelled).`,
    );
  }
  if (inQuietHours(ctx.now, prefs.quietHours))
    return postpone(ctx, row, quietHoursEnd(ctx.now, prefs.quietHours), { postponedForQuietHours: true });

  const items = await db
    .select()
    .from(t)
    .where(gathered)
    .orderBy(asc(t.scheduledTime), asc(t.createdAt), asc(t.id));
  const [person] = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  // The digest is written in the language its person chose (issue 20).
  const lang = mailLanguageOf(person?.language);
  const entries: DigestItem[] = [];
  for (const item of items) {
    const p = schedulePayloadSchema.safeParse(item.payload);
    if (!p.success) continue;
    const words = wordsIn(p.data, lang);
    entries.push({
      title: words.title,
      message: words.message,
      link: actionLink(ctx, p.data.action_url),
      actionText: words.actionText,
    });
  }
  if (!entries.length) return cancel(ctx, row, 'Nothing was left to send in this digest.');
  if (!person) return failForGood(ctx, row, 'The person this digest is for no longer exists.');

  const appUrl = ctx.deps.config.appUrl;
  const words = MAIL_TEXT[lang];
  const frequency = typeof row.payload.frequency === 'string' ? row.payload.frequency : 'weekly';
  const subject = words.digestSubject(entries.length, frequency);
  const intro = words.digestIntro(entries.length);
  const listing = digestText(entries);
  const footer = `${words.notificationFooter} ${appUrl}/notifications/preferences`;
  const greeting = words.greeting(person.name);
  const text = [greeting, '', intro, '', listing, '', footer].join('\n');
  const esc = (s: string) =>
    s.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
    );
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<p>${esc(greeting)}</p>
<p>${esc(intro)}</p>
<ol>
${entries
  .map(
    (e) =>
      `<li><p><strong>${esc(e.title)}</strong><br>${esc(e.message)}${
        e.link ? `<br><a href="${esc(e.link)}">${esc(e.actionText)}</a>` : ''
      }</p></li>`,
  )
  .join('\n')}
</ol>
<p style="color:#475569;font-size:14px">${esc(footer)}</p>
</body></html>`;
  const mail: MailMessage = {
    to: person.email,
    subject,
    text,
    html,
    links: entries.flatMap((e) => (e.link ? [e.link] : [])),
  };

  const outcome = await sendMailAndRecord(ctx, row, mail);
  if (outcome === 'delivered') {
    const ids = items.map((i) => i.id);
    await db
      .update(t)
      .set({
        deliveryStatus: 'delivered',
        deliveryTime: ctx.now,
        updatedAt: ctx.now,
        metadata: sql`${t.metadata} || ${JSON.stringify({ deliveredInDigest: row.id })}::jsonb`,
      })
      .where(and(inArray(t.id, ids), eq(t.deliveryStatus, 'pending')));
    await db
      .update(t)
      .set({ metadata: sql`${t.metadata} || ${JSON.stringify({ items: ids })}::jsonb` })
      .where(eq(t.id, row.id));
  }
  return outcome;
}

// ---------------------------------------------------------------------------------------------------
// The worker

/** How often the worker loop also looks for schedules whose worker's lock ran out. */
const LOCK_SWEEP_MS = 60_000;

export interface DeliveryWorker {
  /** Stops the loop; resolves when the batch under way (if any) has finished. */
  stop(): Promise<void>;
  /** Runs a batch now instead of at the next interval. */
  wake(): void;
}

export interface WorkerOptions extends BatchOptions {
  /** Pause between batches when there was nothing more to do (default 5 s). */
  intervalMs?: number;
}

/**
 * Runs batches in a loop: again at once when a batch was full (more may be due), else after
 * `intervalMs`. A failing batch is logged and tried again at the next interval.
 */
export function startDeliveryWorker(deps: Deps, opts: WorkerOptions = {}): DeliveryWorker {
  const intervalMs = opts.intervalMs ?? 5000;
  const limit = opts.limit ?? DELIVERY_BATCH_LIMIT;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lastLockSweep = Number.NEGATIVE_INFINITY;

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  const tick = () => {
    timer = null;
    if (stopped || running) return;
    let full = false;
    // Expired locks (a worker that died) are looked for once a minute: see pickDueSchedules.
    const at = deps.now().getTime();
    const expiredLocks = at - lastLockSweep >= LOCK_SWEEP_MS || at < lastLockSweep;
    if (expiredLocks) lastLockSweep = at;
    running = runDeliveryBatch(deps, { ...opts, limit, expiredLocks })
      .then(
        (r) => {
          full = r.picked >= limit;
          if (r.picked) deps.log.info({ delivery: r }, 'delivery: batch done');
        },
        (err: unknown) => deps.log.error({ err }, 'delivery: batch failed'),
      )
      .finally(() => {
        running = null;
        schedule(full ? 0 : intervalMs);
      });
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    wake() {
      if (!running) schedule(0);
    },
  };
}
