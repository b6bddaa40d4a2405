/**
 * Reminders of calendar events become scheduled notifications (platform specification 3,
 * NotificationSchedule), delivered by the delivery worker: one per occurrence, recipient and channel,
 * for the occurrences of the next REMINDER_HORIZON_DAYS days. `materializeReminders` runs when an event
 * is saved and once a day (it is idempotent: each schedule has a source key), so occurrences further
 * out are scheduled as they come within the horizon.
 *
 * Recipients: the school's principal and office staff (school_admin, and the legacy `school` role),
 * and whoever created the event. A reminder whose time has already passed for an occurrence still to
 * come is sent at once. Done occurrences get no reminder; editing or deleting an event cancels its
 * pending schedules first.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  type CalendarCategory,
  expandOccurrences,
  REMINDER_HORIZON_DAYS,
  reminderTime,
} from '../../../domain/calendar';
import {
  defaultPriority,
  expiresAtFor,
  type NotificationCategory,
  reminderKindFor,
} from '../../../domain/notifications';
import { endOfNzDay, nzDateOf, nzWallTimeToInstant } from '../../../domain/nz-time';
import type { Db } from '../../db/client';
import { calendarCompletions, calendarEvents, notificationSchedules, schools, users } from '../../db/schema';
import { MAIL_TEXT } from '../../integrations/mail-text';
import { type SchedulePayload, scheduleNotification } from '../../jobs/deliveries';
import type { Deps } from '../../lib/context';
import { schoolStaffWhere } from '../../policy/scopes';
import { materializeFollowUpReminders } from '../iwi-engagement/reminders';
import { type KeyedReminder, keepKeyedReminders } from './keyed-reminders';
import { type EventRow, reminderSettingsOf, waterTestingDue, waterTestingLink } from './service';
import { timingOf } from './timing';

const DAY_MS = 86_400_000;

export const reminderSourceKey = (eventId: string, occurrenceStart: Date, userId: string, channel: string) =>
  `calendar:${eventId}:${occurrenceStart.toISOString()}:${userId}:${channel}`;

/** The notification category of an event's category: "other" counts as the water safety plan. */
export function notificationCategoryOf(category: CalendarCategory): NotificationCategory {
  return category === 'other' ? 'dwsp' : category;
}

const whenFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "Monday, 1 March 2027 at 9:00 am" in New Zealand time (all day: the date only). */
export function whenInWords(start: Date, allDay: boolean): string {
  const day = whenFormat.format(start);
  return allDay ? day : `${day} at ${timeFormat.format(start).replace(/\s+/g, ' ')}`;
}

const whenFormatMi = new Intl.DateTimeFormat('mi-NZ', {
  timeZone: 'Pacific/Auckland',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Issue 20: "Mane, 1 Māehe 2027, 9:00 am" in New Zealand time (all day: the date only). */
export function whenInWordsMi(start: Date, allDay: boolean): string {
  const day = whenFormatMi.format(start);
  return allDay ? day : `${day}, ${timeFormat.format(start).replace(/\s+/g, ' ')}`;
}

/** The payload the delivery worker turns into a notification, an e-mail or a text message. */
export function reminderPayload(
  event: EventRow,
  occurrenceStart: Date,
  scheduledTime: Date,
): SchedulePayload {
  const category = notificationCategoryOf(event.category as CalendarCategory);
  const kind = reminderKindFor(category) ?? 'compliance_alert';
  // Plan specification 9.4: reminders expire counting from their due date; a compliance alert 30 days
  // from when it is created, which for a scheduled reminder is when it is delivered.
  const expiresAt = expiresAtFor(kind, { dueDate: occurrenceStart, now: scheduledTime });
  const when = whenInWords(occurrenceStart, event.allDay);
  return {
    title: `Reminder: ${event.title}`,
    message: `${event.title} is due on ${when}.`,
    // Issue 20: for a person whose language is te reo Māori (the event's title stays as it was typed).
    translations: {
      mi: MAIL_TEXT.mi.calendarReminder({
        title: event.title,
        when: whenInWordsMi(occurrenceStart, event.allDay),
      }),
    },
    type: 'reminder',
    category,
    priority: defaultPriority(category),
    action_url: `/schools/${event.schoolId}/calendar`,
    action_text: 'Open calendar',
    expires_at: expiresAt.toISOString(),
    due_date: occurrenceStart.toISOString(),
    metadata: { eventId: event.id, occurrenceStart: occurrenceStart.toISOString() },
  };
}

/** The people a school's reminders go to: principal and office staff, and the event's creator. */
async function recipientsBySchool(db: Db, schoolIds: string[]) {
  const rows = schoolIds.length
    ? await db
        .select({ id: users.id, schoolId: users.schoolId })
        .from(users)
        .where(schoolStaffWhere(schoolIds))
    : [];
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.schoolId!, [...(map.get(r.schoolId!) ?? []), r.id]);
  return map;
}

/**
 * Cancels an event's pending reminder schedules (all of them, or one occurrence's). Scheduling the same
 * source again later revives a cancelled schedule with the new time and text (`scheduleNotification`).
 */
export async function cancelReminders(db: Db, eventId: string, occurrenceStart?: Date, now = new Date()) {
  const prefix = occurrenceStart
    ? `calendar:${eventId}:${occurrenceStart.toISOString()}:`
    : `calendar:${eventId}:`;
  const cancelled = await db
    .update(notificationSchedules)
    .set({
      deliveryStatus: 'cancelled',
      updatedAt: now,
    })
    .where(
      and(
        eq(notificationSchedules.deliveryStatus, 'pending'),
        like(notificationSchedules.sourceKey, `${prefix}%`),
      ),
    )
    .returning({ id: notificationSchedules.id });
  return cancelled.length;
}

export interface MaterializeOptions {
  horizonDays?: number;
  /** Only this school's events (default: every school). */
  schoolId?: string;
  /** Only this event. */
  eventId?: string;
}

/**
 * Creates the scheduled notifications of every reminder due for the occurrences starting within the
 * next `horizonDays` days. Returns how many schedules were new.
 */
export async function materializeReminders(
  deps: Pick<Deps, 'db' | 'now'>,
  { horizonDays = REMINDER_HORIZON_DAYS, schoolId, eventId }: MaterializeOptions = {},
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const horizon = new Date(now.getTime() + horizonDays * DAY_MS);
  const conditions = [sql`(${calendarEvents.reminderSettings}->>'enabled')::boolean = true`];
  if (schoolId) conditions.push(eq(calendarEvents.schoolId, schoolId));
  if (eventId) conditions.push(eq(calendarEvents.id, eventId));
  const events = await db
    .select()
    .from(calendarEvents)
    .where(and(...conditions));
  if (!events.length) return 0;
  const staff = await recipientsBySchool(db, [...new Set(events.map((e) => e.schoolId))]);
  let created = 0;
  for (const event of events) {
    const settings = reminderSettingsOf(event);
    if (!settings.channels.length) continue;
    const occurrences = expandOccurrences(timingOf(event), now, horizon).filter((o) => o.start > now);
    if (!occurrences.length) continue;
    const done = new Set(
      (
        await db
          .select({ at: calendarCompletions.occurrenceStart })
          .from(calendarCompletions)
          .where(eq(calendarCompletions.eventId, event.id))
      ).map((c) => c.at.getTime()),
    );
    // Schedules already made stay as they are when delivered, being delivered or failed, and when
    // waiting for the same time or already due; a cancelled one is scheduled again (and revived).
    const existing = new Map(
      (
        await db
          .select({
            key: notificationSchedules.sourceKey,
            status: notificationSchedules.deliveryStatus,
            at: notificationSchedules.scheduledTime,
          })
          .from(notificationSchedules)
          .where(like(notificationSchedules.sourceKey, `calendar:${event.id}:%`))
      ).map((r) => [r.key!, r]),
    );
    const keep = (key: string, remindAt: Date) => {
      const found = existing.get(key);
      if (!found || found.status === 'cancelled') return false;
      if (found.status !== 'pending') return true;
      return remindAt <= now || found.at.getTime() === remindAt.getTime();
    };
    const recipients = [
      ...new Set([...(staff.get(event.schoolId) ?? []), ...(event.userId ? [event.userId] : [])]),
    ];
    for (const o of occurrences) {
      if (done.has(o.start.getTime())) continue;
      const remindAt = reminderTime(o.start, settings.minutes_before);
      const scheduledTime = remindAt < now ? now : remindAt;
      const payload = reminderPayload(event, o.start, scheduledTime);
      for (const userId of recipients) {
        for (const channel of settings.channels) {
          const sourceKey = reminderSourceKey(event.id, o.start, userId, channel);
          if (keep(sourceKey, remindAt)) continue;
          const result = await scheduleNotification(db, {
            userId,
            schoolId: event.schoolId,
            channel,
            scheduledTime,
            payload,
            sourceKey,
            now,
          });
          if (result.created || result.updated) created++;
        }
      }
    }
  }
  return created;
}

// ------------------------------------------------------------------------ water samples due (issue 16)

/** How many days before a sample is due its reminder comes (at 9 am, New Zealand time). */
export const WATER_REMINDER_DAYS = 7;
const WATER_CHANNELS = ['in_app', 'email'] as const;
const waterKeyPrefix = (schoolId: string) => `water-due:${schoolId}:`;

/** 9 am New Zealand time, `days` before a New Zealand date. */
function nineAm(date: string, days: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d - days));
  return nzWallTimeToInstant({
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour: 9,
    minute: 0,
  });
}

/**
 * The water-test log's due samples (the calendar's own items, `waterTestingDue`) become reminders to the
 * school's principal and office staff, in the app and by e-mail (each person's switches apply at
 * delivery): WATER_REMINDER_DAYS days before the date, or at once when that is past or the sample is
 * overdue. One reminder per sample and due date (the source key holds both), so running again changes
 * nothing; a sample taken, or a due date moved, cancels the reminders still waiting for the old one.
 * Returns how many schedules were new.
 */
export async function materializeWaterReminders(
  deps: Pick<Deps, 'db' | 'now'>,
  opts: { schoolId?: string } = {},
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const today = nzDateOf(now);
  const ids = opts.schoolId
    ? [opts.schoolId]
    : (await db.select({ id: schools.id }).from(schools)).map((r) => r.id);
  const staff = await recipientsBySchool(db, ids);
  let created = 0;
  for (const schoolId of ids) {
    const people = staff.get(schoolId) ?? [];
    const due = (await waterTestingDue(db, schoolId, today, [])).filter(
      (d) =>
        d.category === 'water_testing' &&
        nineAm(d.date, WATER_REMINDER_DAYS) <= new Date(now.getTime() + DAY_MS),
    );
    const reminders: KeyedReminder[] = [];
    for (const d of due) {
      const remindAt = nineAm(d.date, WATER_REMINDER_DAYS);
      const scheduledTime = remindAt < now ? now : remindAt;
      const dueAt = endOfNzDay(d.date);
      for (const userId of people)
        for (const channel of WATER_CHANNELS)
          reminders.push({
            userId,
            schoolId,
            channel,
            scheduledTime,
            sourceKey: `${waterKeyPrefix(schoolId)}${d.id}:${d.date}:${userId}:${channel}`,
            payload: {
              title: `Reminder: ${d.title}`,
              message: `${d.description.split('\n')[0]} Take the sample by ${d.date}.`,
              type: 'reminder',
              category: 'water_testing',
              priority: defaultPriority('water_testing'),
              action_url: waterTestingLink(schoolId),
              action_text: 'Open the water-test log',
              expires_at: expiresAtFor(reminderKindFor('water_testing')!, {
                dueDate: dueAt,
                now: scheduledTime,
              }).toISOString(),
              due_date: d.date,
              metadata: { waterDue: d.id },
            },
          });
    }
    // Reminders still waiting for a sample no longer due (taken, or its date moved) are cancelled.
    created += await keepKeyedReminders(db, now, waterKeyPrefix(schoolId), reminders);
  }
  return created;
}

/**
 * Runs `materializeReminders` and `materializeWaterReminders` now and once a day; a failure is logged and
 * tried again the next day.
 */
export function scheduleCalendarReminders(deps: Pick<Deps, 'db' | 'now'> & { log: Logger }): () => void {
  const run = () =>
    Promise.all([
      materializeReminders(deps),
      materializeWaterReminders(deps),
      materializeFollowUpReminders(deps),
    ]).then(
      ([created, water, iwiFollowUps]) =>
        deps.log.info({ created, water, iwiFollowUps }, 'calendar: reminders scheduled'),
      (err: unknown) => deps.log.error({ err }, 'calendar: scheduling reminders failed'),
    );
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
