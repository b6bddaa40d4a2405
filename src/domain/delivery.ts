/**
 * Rules of notification delivery (issue 5): quiet hours and the weekly e-mail digest in New Zealand
 * time, and the retry backoff of a failed delivery. Pure: every function takes the instant it works from.
 *
 * Sources: platform specification section 3 (NotificationSchedule: starts pending, later gets a delivery
 * time; on failure retry_count goes up by one and the error is stored) and section 9 (preference defaults:
 * quiet hours off, 22:00 to 07:00; e-mail digest off, weekly, day_of_week 1; at most 100 pending
 * notifications picked up at once).
 */
import { nzWallTimeToInstant, toNzWallTime } from './nz-time';

export interface QuietHours {
  enabled: boolean;
  /** 'HH:MM', New Zealand time. */
  start: string;
  /** 'HH:MM', New Zealand time; before `start` means the quiet hours span midnight. */
  end: string;
}

export interface EmailDigest {
  enabled: boolean;
  /** 'weekly' (the specification's one value); 'daily' is accepted too. */
  frequency: string;
  /** 0 Sunday … 6 Saturday. */
  day_of_week: number;
}

export const DELIVERY_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_STATUSES = ['pending', 'processing', 'delivered', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Pending notifications picked up at once (platform specification section 9: "pending notifications 100"). */
export const DELIVERY_BATCH_LIMIT = 100;
/** How long a picked schedule stays with the worker that picked it before another may take it over. */
export const DELIVERY_LOCK_MS = 5 * 60_000;
/** The digest e-mail goes out at this New Zealand time on its day. */
export const DIGEST_TIME = '07:00';
/**
 * An e-mail gathered into a digest waits this long after the digest's time before it is looked at again
 * (only if the digest did not take it, e.g. the digest failed or started a moment before it was gathered).
 */
export const DIGEST_GRACE_MS = 24 * 3_600_000;

/** Delays before retry 1, 2, 3, 4 and 5 of a failed delivery. */
export const BACKOFF_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
/** Retries after the first attempt; a delivery that fails 1 + MAX_RETRIES times is marked failed. */
export const MAX_RETRIES = BACKOFF_DELAYS_MS.length;

/** The wait before retry number `retryCount` (1 for the first retry); the last delay repeats beyond. */
export function backoffDelay(retryCount: number): number {
  const i = Math.min(Math.max(Math.trunc(retryCount), 1), BACKOFF_DELAYS_MS.length) - 1;
  return BACKOFF_DELAYS_MS[i]!;
}

/**
 * What happens after a failed attempt. `retryCount` is the schedule's count before this failure; the
 * result carries the new count (one more, as the specification says) and either the next attempt or
 * the end: failed.
 */
export function afterFailure(
  retryCount: number,
  now: Date,
): { status: 'pending'; retryCount: number; nextAttemptAt: Date } | { status: 'failed'; retryCount: number } {
  const next = retryCount + 1;
  if (next > MAX_RETRIES) return { status: 'failed', retryCount: next };
  return { status: 'pending', retryCount: next, nextAttemptAt: new Date(now.getTime() + backoffDelay(next)) };
}

// ---------------------------------------------------------------------------------------------------
// New Zealand wall-clock time

/** 'HH:MM' (00:00–23:59) to minutes after midnight; null when it is not such a time. */
export function parseClockTime(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The New Zealand calendar date, weekday and minute of the day of an instant (nz-time.ts). */
export function nzWallClock(instant: Date): {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minutes: number;
} {
  const w = toNzWallTime(instant);
  return { year: w.year, month: w.month, day: w.day, weekday: w.weekday, minutes: w.hour * 60 + w.minute };
}

/**
 * The instant of a New Zealand wall-clock time on a date (month 1–12; days beyond the month roll over),
 * by the product's one rule for the daylight-saving changes (nz-time.ts): a skipped time moves forward
 * by the hour skipped, a repeated time is the first.
 */
export function nzInstant(year: number, month: number, day: number, minutes: number): Date {
  return nzWallTimeToInstant({ year, month, day, hour: 0, minute: minutes });
}

// ---------------------------------------------------------------------------------------------------
// Quiet hours

function quietWindow(q: QuietHours): { start: number; end: number } | null {
  if (!q.enabled) return null;
  const start = parseClockTime(q.start);
  const end = parseClockTime(q.end);
  if (start === null || end === null || start === end) return null;
  return { start, end };
}

/** Whether an instant falls in the quiet hours (start included, end not), in New Zealand time. */
export function inQuietHours(instant: Date, quietHours: QuietHours): boolean {
  const w = quietWindow(quietHours);
  if (!w) return false;
  const { minutes } = nzWallClock(instant);
  return w.start < w.end ? minutes >= w.start && minutes < w.end : minutes >= w.start || minutes < w.end;
}

/**
 * When the quiet hours around `instant` end: the next New Zealand `end` time. `instant` itself when it
 * is not in quiet hours.
 */
export function quietHoursEnd(instant: Date, quietHours: QuietHours): Date {
  if (!inQuietHours(instant, quietHours)) return instant;
  const w = quietWindow(quietHours)!;
  const { year, month, day, minutes } = nzWallClock(instant);
  // Before the end on the same local day (the morning part, or a window within one day), else tomorrow.
  const sameDay = minutes < w.end;
  const end = nzInstant(year, month, sameDay ? day : day + 1, w.end);
  return end.getTime() > instant.getTime() ? end : instant;
}

// ---------------------------------------------------------------------------------------------------
// Digest

/**
 * The next time the e-mail digest goes out, strictly after `instant`: `day_of_week` at 07:00 New Zealand
 * time for a weekly digest, every day at 07:00 for a daily one.
 */
export function nextDigestTime(instant: Date, digest: Pick<EmailDigest, 'frequency' | 'day_of_week'>): Date {
  const at = parseClockTime(DIGEST_TIME)!;
  const { year, month, day, weekday } = nzWallClock(instant);
  const daily = digest.frequency === 'daily';
  const target = Number.isInteger(digest.day_of_week) ? ((digest.day_of_week % 7) + 7) % 7 : 1;
  for (let add = 0; add <= 7; add++) {
    if (!daily && (weekday + add) % 7 !== target) continue;
    const candidate = nzInstant(year, month, day + add, at);
    if (candidate.getTime() > instant.getTime()) return candidate;
  }
  // Only reached on the digest day after 07:00: the same weekday next week.
  return nzInstant(year, month, day + 7, at);
}

// ---------------------------------------------------------------------------------------------------
// Texts

export interface DigestItem {
  title: string;
  message: string;
  /** The full link (the app's address and the action path), when the notification has one. */
  link: string | null;
  actionText: string;
}

/** The subject of the digest e-mail. */
export function digestSubject(count: number, frequency: string): string {
  const period = frequency === 'daily' ? 'daily' : 'weekly';
  return `Your ${period} WaiKura summary: ${count} ${count === 1 ? 'notification' : 'notifications'}`;
}

/** The plain text of the digest e-mail: one numbered entry per notification, each with its link. */
export function digestText(items: readonly DigestItem[]): string {
  return items
    .map((item, i) =>
      [
        `${i + 1}. ${item.title}`,
        `   ${item.message}`,
        item.link ? `   ${item.actionText}: ${item.link}` : null,
      ]
        .filter((line): line is string => line !== null)
        .join('\n'),
    )
    .join('\n\n');
}

/** SMS text: title, message and link in one message, shortened to `max` characters with an ellipsis. */
export function smsText(title: string, message: string, link: string | null, max = 480): string {
  const tail = link ? ` ${link}` : '';
  const head = `${title}: ${message}`.replace(/\s+/g, ' ').trim();
  const room = max - tail.length;
  const cut = head.length > room ? `${head.slice(0, Math.max(0, room - 1)).trimEnd()}…` : head;
  return `${cut}${tail}`;
}
