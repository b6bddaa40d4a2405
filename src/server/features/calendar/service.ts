/**
 * The school calendar's records: events (versioned), completions of single occurrences, the
 * improvement schedule's due dates read from the plan, and the private ICS feed's secret.
 * Every query is scoped by the school the policy already admitted.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import {
  type CalendarCategory,
  type CompletionInput,
  describeRecurrence,
  type EventInput,
  expandOccurrences,
  MAX_DURATION_MINUTES,
  MAX_EVENTS,
  MAX_OCCURRENCES,
  nzDateOf,
  occurrenceStartingAt,
  type RecurrencePattern,
  type ReminderChannel,
  type ReminderSettings,
  reminderTime,
  startOfNzDate,
} from '../../../domain/calendar';
import { reportDueDate } from '../../../domain/water-testing/annual-report';
import { DWQAR } from '../../../domain/water-testing/parameters';
import type { Db } from '../../db/client';
import { calendarCompletions, calendarEvents, calendarFeeds, planFiles, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http';
import { engagementFollowUps, type FollowUp, followUpTitle, trackerLink } from '../iwi-engagement/follow-ups';
import { loadSection } from '../plan/service';
import { monitoringDue } from '../water-testing/service';
import { patternOf, peopleOnSiteOf, timingOf } from './timing';

export type EventRow = typeof calendarEvents.$inferSelect;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface FileRefJson {
  id: string;
  name: string;
  mime: string;
  size: number;
}

export interface EventJson {
  id: string;
  title: string;
  description: string | null;
  category: CalendarCategory;
  startDate: string;
  allDay: boolean;
  durationMinutes: number;
  recurrencePattern: RecurrencePattern | null;
  reminderSettings: ReminderSettings;
  /** People expected on site that day (a busy day), or null. */
  peopleOnSite: number | null;
  /** The repeat in words, e.g. "Every month on day 3". */
  recurrenceText: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface CompletionJson {
  id: string;
  status: 'completed';
  completionDate: string;
  notes: string | null;
  photos: FileRefJson[];
  completedByName: string | null;
}

export interface OccurrenceJson {
  eventId: string;
  start: string;
  end: string;
  title: string;
  category: CalendarCategory;
  allDay: boolean;
  source: 'event' | 'improvement_schedule' | 'water_testing' | 'iwi_engagement';
  link: string | null;
  recurring: boolean;
  completion: CompletionJson | null;
}

export function reminderSettingsOf(row: EventRow): ReminderSettings {
  const r = row.reminderSettings;
  return {
    enabled: Boolean(r?.enabled),
    minutes_before: Number(r?.minutes_before ?? 0),
    channels: (r?.channels ?? []) as ReminderChannel[],
  };
}

export function toEventJson(row: EventRow): EventJson {
  const recurrencePattern = patternOf(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as CalendarCategory,
    startDate: row.startDate.toISOString(),
    allDay: row.allDay,
    durationMinutes: row.durationMinutes,
    recurrencePattern,
    reminderSettings: reminderSettingsOf(row),
    peopleOnSite: peopleOnSiteOf(row),
    recurrenceText: describeRecurrence(recurrencePattern, row.startDate),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored start: all-day events start at midnight of their New Zealand date. */
function storedStart(input: EventInput): Date {
  const start = new Date(input.startDate);
  return input.allDay ? startOfNzDate(nzDateOf(start)) : start;
}

function storedPattern(p: RecurrencePattern | null): Record<string, unknown> | null {
  if (!p) return null;
  return {
    freq: p.freq,
    interval: p.interval,
    ...(p.until ? { until: p.until } : {}),
    ...(p.count ? { count: p.count } : {}),
  };
}

function valuesOf(input: EventInput) {
  return {
    title: input.title,
    description: input.description?.trim() ? input.description : null,
    category: input.category,
    startDate: storedStart(input),
    allDay: input.allDay,
    durationMinutes: input.durationMinutes,
    recurrencePattern: storedPattern(input.recurrencePattern),
    reminderSettings: {
      enabled: input.reminderSettings.enabled,
      minutes_before: input.reminderSettings.minutes_before,
      channels: [...input.reminderSettings.channels],
    },
    metadata: input.peopleOnSite ? { peopleOnSite: input.peopleOnSite } : {},
  };
}

// ---------------------------------------------------------------- events

export async function findEvent(db: Db, schoolId: string, eventId: string): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.schoolId, schoolId), eq(calendarEvents.id, eventId)));
  if (!row) throw notFound('That calendar event was not found.');
  return row;
}

/**
 * Events that may have an occurrence in [from, to): started before `to`, and either repeating or
 * not yet over at `from`. Newest first, at most MAX_EVENTS (platform specification 9).
 */
export async function listEvents(db: Db, schoolId: string, window?: { from: Date; to: Date }) {
  const where = window
    ? and(
        eq(calendarEvents.schoolId, schoolId),
        lt(calendarEvents.startDate, window.to),
        or(
          isNotNull(calendarEvents.recurrencePattern),
          gte(calendarEvents.startDate, new Date(window.from.getTime() - MAX_DURATION_MINUTES * MINUTE_MS)),
        ),
      )
    : eq(calendarEvents.schoolId, schoolId);
  return db
    .select()
    .from(calendarEvents)
    .where(where)
    .orderBy(desc(calendarEvents.startDate), desc(calendarEvents.id))
    .limit(MAX_EVENTS);
}

export async function insertEvent(db: Db, schoolId: string, userId: string, input: EventInput) {
  const [row] = await db
    .insert(calendarEvents)
    .values({ schoolId, userId, ...valuesOf(input) })
    .returning();
  return row!;
}

/** Saves the event if `version` is the stored one; else 409 and nothing changes. */
export async function updateEvent(
  db: Db,
  schoolId: string,
  eventId: string,
  version: number,
  input: EventInput,
  now: Date,
) {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...valuesOf(input), version: sql`${calendarEvents.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(calendarEvents.schoolId, schoolId),
        eq(calendarEvents.id, eventId),
        eq(calendarEvents.version, version),
      ),
    )
    .returning();
  if (row) return row;
  const current = await findEvent(db, schoolId, eventId);
  throw conflict(
    `This event was changed since you opened it (it is now at version ${current.version}). Nothing was overwritten: load it again and make your change once more.`,
    'stale_version',
  );
}

export async function deleteEvent(db: Db, schoolId: string, eventId: string) {
  const deleted = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.schoolId, schoolId), eq(calendarEvents.id, eventId)))
    .returning({ id: calendarEvents.id, title: calendarEvents.title });
  if (!deleted.length) throw notFound('That calendar event was not found.');
  return deleted[0]!;
}

// ---------------------------------------------------------------- completions

type CompletionRow = typeof calendarCompletions.$inferSelect & { completedByName: string | null };

function toCompletionJson(row: CompletionRow): CompletionJson {
  return {
    id: row.id,
    status: 'completed',
    completionDate: row.completionDate.toISOString(),
    notes: row.completionNotes,
    photos: row.completionPhotos,
    completedByName: row.completedByName,
  };
}

const completionColumns = {
  id: calendarCompletions.id,
  eventId: calendarCompletions.eventId,
  schoolId: calendarCompletions.schoolId,
  occurrenceStart: calendarCompletions.occurrenceStart,
  completionStatus: calendarCompletions.completionStatus,
  completionDate: calendarCompletions.completionDate,
  completionNotes: calendarCompletions.completionNotes,
  completionPhotos: calendarCompletions.completionPhotos,
  completedBy: calendarCompletions.completedBy,
  createdAt: calendarCompletions.createdAt,
  completedByName: users.name,
};

async function completionsFor(db: Db, schoolId: string, eventIds: string[], from: Date, to: Date) {
  if (!eventIds.length) return [];
  return db
    .select(completionColumns)
    .from(calendarCompletions)
    .leftJoin(users, eq(users.id, calendarCompletions.completedBy))
    .where(
      and(
        eq(calendarCompletions.schoolId, schoolId),
        inArray(calendarCompletions.eventId, eventIds),
        gte(calendarCompletions.occurrenceStart, from),
        lt(calendarCompletions.occurrenceStart, to),
      ),
    );
}

/** Checks photo references against the school's calendar photos; returns them as stored. */
async function resolvePhotos(db: Db, schoolId: string, photos: CompletionInput['photos']) {
  const ids = [...new Set((photos ?? []).map((p) => p.id))];
  if (!ids.length) return [];
  const found = await db
    .select({ id: planFiles.id, name: planFiles.name, mime: planFiles.mime, size: planFiles.size })
    .from(planFiles)
    .where(
      and(eq(planFiles.schoolId, schoolId), eq(planFiles.sectionId, 'calendar'), inArray(planFiles.id, ids)),
    );
  if (found.length !== ids.length)
    throw badRequest('Some photos could not be found.', {
      photos: 'One of these photos was not found. Upload it again.',
    });
  const byId = new Map(found.map((f) => [f.id, f]));
  return ids.map((id) => byId.get(id)!);
}

export async function completeOccurrence(
  db: Db,
  input: {
    schoolId: string;
    event: EventRow;
    userId: string;
    userName: string;
    data: CompletionInput;
    now: Date;
  },
) {
  const { event, data } = input;
  const occurrence = occurrenceStartingAt(timingOf(event), new Date(data.occurrenceStart));
  if (!occurrence)
    throw badRequest('This event does not happen at that time.', {
      occurrenceStart: 'Choose the start of one of this event’s occurrences.',
    });
  const completionDate = data.completionDate ? new Date(data.completionDate) : input.now;
  if (completionDate.getTime() > input.now.getTime() + 5 * MINUTE_MS)
    throw badRequest('The date it was done cannot be in the future.', {
      completionDate: 'Choose today or an earlier date.',
    });
  const photos = await resolvePhotos(db, input.schoolId, data.photos);
  const [row] = await db
    .insert(calendarCompletions)
    .values({
      eventId: event.id,
      schoolId: input.schoolId,
      occurrenceStart: occurrence.start,
      completionStatus: 'completed',
      completionDate,
      completionNotes: data.notes?.trim() ? data.notes : null,
      completionPhotos: photos,
      completedBy: input.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('This occurrence is already marked as done.', 'already_completed');
  return {
    eventId: event.id,
    occurrenceStart: occurrence.start.toISOString(),
    ...toCompletionJson({ ...row, completedByName: input.userName }),
  };
}

export async function deleteCompletion(db: Db, schoolId: string, completionId: string) {
  const [row] = await db
    .delete(calendarCompletions)
    .where(and(eq(calendarCompletions.schoolId, schoolId), eq(calendarCompletions.id, completionId)))
    .returning({
      eventId: calendarCompletions.eventId,
      occurrenceStart: calendarCompletions.occurrenceStart,
    });
  if (!row) throw notFound('That record of work done was not found.');
  return row;
}

// ---------------------------------------------------------------- the improvement schedule

export interface DueAction {
  rowId: string;
  action: string;
  owner: string;
  status: string;
  dueDate: string;
  completedOn: string | null;
}

/** The improvement actions of plan section 4.2 that have a due date. */
export async function improvementActions(db: Db, schoolId: string): Promise<DueAction[]> {
  const section = await loadSection(db, schoolId, 'improvement-schedule');
  const rows = section.content.improvement_actions;
  if (!Array.isArray(rows)) return [];
  const out: DueAction[] = [];
  for (const r of rows as Record<string, unknown>[]) {
    const due = typeof r.due_date === 'string' ? r.due_date : '';
    if (typeof r.id !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(due)) continue;
    out.push({
      rowId: r.id,
      action: typeof r.action === 'string' && r.action.trim() ? r.action.trim() : 'Improvement action',
      owner: typeof r.owner === 'string' ? r.owner : '',
      status: typeof r.status === 'string' ? r.status : 'planned',
      dueDate: due,
      completedOn:
        typeof r.completed_on === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(r.completed_on)
          ? r.completed_on
          : null,
    });
  }
  return out;
}

export const improvementLink = (schoolId: string) =>
  `/schools/${schoolId}/improvement-plan/improvement-schedule`;

export function improvementTitle(a: DueAction) {
  const text = a.action.length > 120 ? `${a.action.slice(0, 117)}…` : a.action;
  return `Improvement due: ${text}`;
}

function dueOccurrence(schoolId: string, a: DueAction, updatedByName: string | null): OccurrenceJson {
  const start = startOfNzDate(a.dueDate);
  const next = new Date(`${a.dueDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const done = a.status === 'done';
  return {
    eventId: `improvement:${a.rowId}`,
    start: start.toISOString(),
    end: startOfNzDate(next.toISOString().slice(0, 10)).toISOString(),
    title: improvementTitle(a),
    category: 'dwsp',
    allDay: true,
    source: 'improvement_schedule',
    link: improvementLink(schoolId),
    recurring: false,
    completion: done
      ? {
          id: `improvement:${a.rowId}`,
          status: 'completed',
          completionDate: (a.completedOn ? startOfNzDate(a.completedOn) : start).toISOString(),
          notes: null,
          photos: [],
          completedByName: a.owner || updatedByName,
        }
      : null,
  };
}

// ---------------------------------------------------------------- the water-test log's due dates

export interface WaterDue {
  /** `water:<due item id>` or `water-report:<year>`. */
  id: string;
  /** YYYY-MM-DD, a New Zealand date. */
  date: string;
  title: string;
  description: string;
  category: CalendarCategory;
}

export const waterTestingLink = (schoolId: string) => `/schools/${schoolId}/water-testing`;

/**
 * What the water-test log says is due, read, not copied (like the improvement schedule): the next sample
 * each monitoring rule asks for (`monitoringDue`, the log page's own list), and the yearly compliance
 * report's due date for each of `years` (a small supply's; a medium supply reports quarterly, DWQAR
 * guidance p. 8, G1(e), and WaiKura has no date for that). Entering a sample moves the calendar with it.
 */
export async function waterTestingDue(
  db: Db,
  schoolId: string,
  today: string,
  years: readonly number[],
): Promise<WaterDue[]> {
  const { due, size } = await monitoringDue(db, schoolId, today);
  const out: WaterDue[] = due.map((d) => ({
    id: `water:${d.id}`,
    date: d.dueBy,
    title: `Water sample due: ${d.title}${d.overdue ? ' (overdue)' : ''}`,
    description: `${d.why}\nSource: ${d.source}`,
    category: 'water_testing',
  }));
  if (size !== 'medium' && size !== 'large')
    for (const year of years)
      out.push({
        id: `water-report:${year}`,
        date: reportDueDate(year),
        title: `Compliance report for ${year} due to Taumata Arowai`,
        description: `Upload the ${year} report (PDF or CSV from the water-test log) in Hinekōrako. The date is WaiKura’s own reckoning of 40 working days after the year; ${DWQAR}, p. 8 says near the end of February: check it in Hinekōrako.`,
        category: 'compliance',
      });
  return out;
}

function waterOccurrence(schoolId: string, w: WaterDue): OccurrenceJson {
  const next = new Date(`${w.date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    eventId: w.id,
    start: startOfNzDate(w.date).toISOString(),
    end: startOfNzDate(next.toISOString().slice(0, 10)).toISOString(),
    title: w.title,
    category: w.category,
    allDay: true,
    source: 'water_testing',
    link: waterTestingLink(schoolId),
    recurring: false,
    completion: null,
  };
}

// ---------------------------------------------------------------- iwi engagement follow-ups (issue 20)

/** A follow-up of the engagement tracker (2.9's rows, decision 041) on its due date; done when ticked. */
function followUpOccurrence(schoolId: string, f: FollowUp): OccurrenceJson {
  const next = new Date(`${f.dueDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const start = startOfNzDate(f.dueDate);
  return {
    eventId: `iwi-follow-up:${f.rowId}`,
    start: start.toISOString(),
    end: startOfNzDate(next.toISOString().slice(0, 10)).toISOString(),
    title: followUpTitle(f),
    category: 'dwsp',
    allDay: true,
    source: 'iwi_engagement',
    link: trackerLink(schoolId),
    recurring: false,
    completion: f.done
      ? {
          id: `iwi-follow-up:${f.rowId}`,
          status: 'completed',
          completionDate: start.toISOString(),
          notes: null,
          photos: [],
          completedByName: f.owner || null,
        }
      : null,
  };
}

// ---------------------------------------------------------------- the calendar view

/** The calendar between two instants; `today` decides what the water-test log counts as due or overdue. */
export async function calendarView(db: Db, schoolId: string, from: Date, to: Date, today: Date) {
  const rows = await listEvents(db, schoolId, { from, to });
  const occurrences: OccurrenceJson[] = [];
  let truncated = false;
  const completions = await completionsFor(
    db,
    schoolId,
    rows.map((r) => r.id),
    new Date(from.getTime() - MAX_DURATION_MINUTES * MINUTE_MS - DAY_MS),
    to,
  );
  const done = new Map(completions.map((c) => [`${c.eventId}|${c.occurrenceStart.getTime()}`, c]));
  for (const row of rows) {
    const left = MAX_OCCURRENCES - occurrences.length;
    const list = expandOccurrences(timingOf(row), from, to, left + 1);
    if (list.length > left) truncated = true;
    for (const o of list.slice(0, left)) {
      const completion = done.get(`${row.id}|${o.start.getTime()}`);
      occurrences.push({
        eventId: row.id,
        start: o.start.toISOString(),
        end: o.end.toISOString(),
        title: row.title,
        category: row.category as CalendarCategory,
        allDay: row.allDay,
        source: 'event',
        link: null,
        recurring: row.recurrencePattern !== null,
        completion: completion ? toCompletionJson(completion) : null,
      });
    }
  }
  const section = await loadSection(db, schoolId, 'improvement-schedule');
  for (const a of await improvementActions(db, schoolId)) {
    const occ = dueOccurrence(schoolId, a, section.updatedByName);
    if (occ.start < to.toISOString() && occ.end > from.toISOString()) occurrences.push(occ);
  }
  // Report years whose due date (January–March of the next year) may fall in the window.
  const years: number[] = [];
  for (let y = from.getUTCFullYear() - 1; y <= to.getUTCFullYear(); y++) years.push(y);
  for (const w of await waterTestingDue(db, schoolId, nzDateOf(today), years)) {
    const occ = waterOccurrence(schoolId, w);
    if (occ.start < to.toISOString() && occ.end > from.toISOString()) occurrences.push(occ);
  }
  for (const f of await engagementFollowUps(db, schoolId)) {
    const occ = followUpOccurrence(schoolId, f);
    if (occ.start < to.toISOString() && occ.end > from.toISOString()) occurrences.push(occ);
  }
  occurrences.sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
  return { events: rows.map(toEventJson), occurrences, truncated };
}

// ---------------------------------------------------------------- upcoming reminders

export interface UpcomingReminder {
  eventId: string;
  title: string;
  occurrenceStart: string;
  remindAt: string;
}

/**
 * Occurrences not yet done whose reminder falls in [now, now + minutes] (platform specification 7:
 * "upcoming reminders within a default window of 60 minutes that are pending with reminders enabled").
 */
export async function upcomingReminders(db: Db, schoolId: string, now: Date, minutes: number) {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.schoolId, schoolId),
        sql`(${calendarEvents.reminderSettings}->>'enabled')::boolean = true`,
      ),
    )
    .orderBy(desc(calendarEvents.startDate))
    .limit(MAX_EVENTS);
  const windowEnd = now.getTime() + minutes * MINUTE_MS;
  const found: (UpcomingReminder & { at: number })[] = [];
  for (const row of rows) {
    const { minutes_before } = reminderSettingsOf(row);
    const from = new Date(now.getTime() + minutes_before * MINUTE_MS);
    const to = new Date(windowEnd + minutes_before * MINUTE_MS + 1);
    for (const o of expandOccurrences(timingOf(row), from, to)) {
      const at = reminderTime(o.start, minutes_before).getTime();
      if (at < now.getTime() || at > windowEnd) continue;
      found.push({
        eventId: row.id,
        title: row.title,
        occurrenceStart: o.start.toISOString(),
        remindAt: new Date(at).toISOString(),
        at,
      });
    }
  }
  if (found.length) {
    const completed = await db
      .select({ eventId: calendarCompletions.eventId, occurrenceStart: calendarCompletions.occurrenceStart })
      .from(calendarCompletions)
      .where(
        and(
          eq(calendarCompletions.schoolId, schoolId),
          inArray(calendarCompletions.eventId, [...new Set(found.map((f) => f.eventId))]),
        ),
      );
    const done = new Set(completed.map((c) => `${c.eventId}|${c.occurrenceStart.toISOString()}`));
    return found
      .filter((f) => !done.has(`${f.eventId}|${f.occurrenceStart}`))
      .sort((a, b) => a.at - b.at)
      .map(({ at: _at, ...rest }) => rest);
  }
  return [];
}

// ---------------------------------------------------------------- the private feed

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function feedStatus(db: Db, schoolId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.schoolId, schoolId));
  return { active: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
}

/** A new secret (32 random bytes, base64url); only its SHA-256 is kept. Replaces any earlier one. */
export async function createFeedToken(db: Db, schoolId: string, userId: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db
    .insert(calendarFeeds)
    .values({ schoolId, tokenHash, createdBy: userId, createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.schoolId,
      set: { tokenHash, createdBy: userId, createdAt: now },
    });
  return token;
}

export async function revokeFeed(db: Db, schoolId: string) {
  const deleted = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.schoolId, schoolId))
    .returning({ schoolId: calendarFeeds.schoolId });
  return deleted.length > 0;
}

/** The school whose feed secret this is, or null. Looked up by the secret's hash, compared in constant time. */
export async function schoolOfFeedToken(db: Db, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const wanted = Buffer.from(hashToken(token), 'hex');
  const [row] = await db
    .select({ schoolId: calendarFeeds.schoolId, tokenHash: calendarFeeds.tokenHash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, wanted.toString('hex')));
  if (!row) return null;
  const stored = Buffer.from(row.tokenHash, 'hex');
  return stored.length === wanted.length && timingSafeEqual(stored, wanted) ? row.schoolId : null;
}
