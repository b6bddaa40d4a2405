/**
 * The school's calendar as iCalendar (RFC 5545) for Outlook, Google Calendar and Apple Calendar.
 * Times are written as New Zealand wall-clock times with TZID=Pacific/Auckland and a VTIMEZONE block,
 * so a repeating 09:00 event stays at 09:00 across daylight-saving changes in every client; all-day
 * items are dates. Written here rather than with a library: ical-generator formats a native Date in the
 * server's own time zone when a TZID is given (decision 014).
 */
import {
  allDayCount,
  CATEGORY_LABELS,
  type CalendarCategory,
  type EventTiming,
  icsRecurrence,
  NZ_TIME_ZONE,
  nzDateOf,
  type ReminderSettings,
  toNzWallTime,
  utcStamp,
} from '../../../domain/calendar';

export interface IcsEvent extends EventTiming {
  uid: string;
  title: string;
  description: string | null;
  category: CalendarCategory;
  reminderSettings: ReminderSettings;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  url: string;
}

export interface IcsDueItem {
  uid: string;
  /** YYYY-MM-DD, a New Zealand date. */
  date: string;
  title: string;
  description: string;
  url: string;
  done: boolean;
}

/**
 * New Zealand's rules since 2007: daylight time from the last Sunday of September at 02:00 (NZST) to
 * the first Sunday of April at 03:00 (NZDT). Clients use it to place TZID times.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${NZ_TIME_ZONE}`,
  `X-LIC-LOCATION:${NZ_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+1200',
  'TZOFFSETTO:+1300',
  'TZNAME:NZDT',
  'DTSTART:19700927T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+1300',
  'TZOFFSETTO:+1200',
  'TZNAME:NZST',
  'DTSTART:19700405T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** 20260322T090000 in New Zealand wall-clock time. */
function nzLocalStamp(at: Date): string {
  const w = toNzWallTime(at);
  return `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}00`;
}

function dateValue(date: string) {
  return date.replaceAll('-', '');
}

function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "PT90M", "P1D": the reminder's offset before the start. */
function triggerDuration(minutes: number) {
  if (minutes === 0) return 'PT0M';
  if (minutes % 1440 === 0) return `-P${minutes / 1440}D`;
  return `-PT${minutes}M`;
}

/** RDATEs of month-end dates are written this far ahead; clients read the feed again long before. */
const RDATE_YEARS = 5;

function eventLines(e: IcsEvent, stamp: string, now: Date): string[] {
  const start = new Date(e.startDate);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    `CREATED:${utcStamp(e.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
    `SEQUENCE:${Math.max(0, e.version - 1)}`,
  ];
  if (e.allDay) {
    const first = nzDateOf(start);
    lines.push(
      `DTSTART;VALUE=DATE:${dateValue(first)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(first, allDayCount(e)))}`,
      'TRANSP:TRANSPARENT',
      'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
    );
  } else {
    lines.push(`DTSTART;TZID=${NZ_TIME_ZONE}:${nzLocalStamp(start)}`, `DURATION:PT${e.durationMinutes}M`);
  }
  const until = new Date(now.getTime() + RDATE_YEARS * 366 * 86_400_000);
  const { rrule, rdates } = icsRecurrence(e, until);
  if (rrule) lines.push(`RRULE:${rrule}`);
  if (rdates.length)
    lines.push(
      e.allDay
        ? `RDATE;VALUE=DATE:${rdates.map((o) => dateValue(o.date)).join(',')}`
        : `RDATE;TZID=${NZ_TIME_ZONE}:${rdates.map((o) => nzLocalStamp(o.start)).join(',')}`,
    );
  lines.push(
    `SUMMARY:${escapeText(e.title)}`,
    `CATEGORIES:${escapeText(CATEGORY_LABELS[e.category])}`,
    `URL:${e.url}`,
    'STATUS:CONFIRMED',
  );
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.reminderSettings.enabled) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(`Reminder: ${e.title}`)}`,
      `TRIGGER:${triggerDuration(e.reminderSettings.minutes_before)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

function dueLines(item: IcsDueItem, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${item.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(item.date)}`,
    `DTEND;VALUE=DATE:${dateValue(addDays(item.date, 1))}`,
    'TRANSP:TRANSPARENT',
    'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
    `SUMMARY:${escapeText(item.title)}`,
    `DESCRIPTION:${escapeText(item.description)}`,
    `CATEGORIES:${escapeText(CATEGORY_LABELS.dwsp)}`,
    `URL:${item.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

export function buildIcs(input: {
  calendarName: string;
  description: string;
  events: readonly IcsEvent[];
  due: readonly IcsDueItem[];
  now: Date;
}): string {
  const stamp = utcStamp(input.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//WaiKura//School water safety calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.calendarName)}`,
    `NAME:${escapeText(input.calendarName)}`,
    `X-WR-CALDESC:${escapeText(input.description)}`,
    `X-WR-TIMEZONE:${NZ_TIME_ZONE}`,
    // Subscribed clients look again every hour (Google decides for itself).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...VTIMEZONE,
    ...input.events.flatMap((e) => eventLines(e, stamp, input.now)),
    ...input.due.flatMap((d) => dueLines(d, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
