/**
 * New Zealand calendar arithmetic for the calendar screens. Days are plain `YYYY-MM-DD` strings (a day
 * on the wall calendar in Auckland, whatever the browser's own time zone); instants are `Date`s. Weeks
 * start on Monday, as New Zealand calendars do.
 */
import { NZ_TIME_ZONE, nzDateOf, nzWallTimeToInstant, toNzWallTime } from '../../../domain/nz-time';
import { nzDateFormat } from '../../i18n/dates';

/** A day on the New Zealand wall calendar, `YYYY-MM-DD`. */
export type Day = string;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isDay = (value: string | null | undefined): value is Day => {
  const m = DAY_RE.exec(value ?? '');
  if (!m) return false;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const back = new Date(Date.UTC(y, mo - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d;
};

/** The day as a UTC midnight, for arithmetic and for formatting with `timeZone: 'UTC'`. */
const utc = (day: Day): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (at: Date): Day => at.toISOString().slice(0, 10);

/** The New Zealand day an instant falls on. */
export const nzDay = (at: Date | string): Day => nzDateOf(new Date(at));

/** The New Zealand wall-clock time of an instant, `HH:MM` (24-hour, for time inputs). */
export const nzClock = (at: Date | string): string => {
  const w = toNzWallTime(new Date(at));
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

/** Today in New Zealand. */
export const todayNz = (now: Date = new Date()): Day => nzDay(now);

/**
 * The instant of a New Zealand wall-clock time on a day, by the product's one rule (domain/nz-time.ts):
 * a time skipped when clocks go forward (02:30 on the last Sunday of September) comes out an hour later,
 * as a clock on the wall would show it.
 */
export function nzInstant(day: Day, clock = '00:00'): Date {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return nzWallTimeToInstant({ year, month, day: d, hour, minute });
}

export const addDays = (day: Day, n: number): Day => {
  const at = utc(day);
  at.setUTCDate(at.getUTCDate() + n);
  return fromUtc(at);
};

/** The same day of another month, or that month's last day when it is shorter (31 Jan + 1 → 28 Feb). */
export function addMonths(day: Day, n: number): Day {
  const at = utc(day);
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), last));
  return fromUtc(target);
}

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: Day): number => (utc(day).getUTCDay() + 6) % 7;

export const startOfWeek = (day: Day): Day => addDays(day, -weekdayIndex(day));
export const startOfMonth = (day: Day): Day => `${day.slice(0, 7)}-01`;
export const sameMonth = (a: Day, b: Day) => a.slice(0, 7) === b.slice(0, 7);
export const dayOfMonth = (day: Day): number => Number(day.slice(8, 10));

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export const daysBetween = (a: Day, b: Day): number =>
  Math.round((utc(b).getTime() - utc(a).getTime()) / 86_400_000);

/** The month's grid: whole weeks, Monday to Sunday, from the week of the 1st to the week of the last day. */
export function monthWeeks(day: Day): Day[][] {
  const first = startOfMonth(day);
  const last = addDays(addMonths(first, 1), -1);
  const weeks: Day[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

/** The seven days of the week holding `day`, Monday first. */
export const weekDays = (day: Day): Day[] => {
  const start = startOfWeek(day);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
};

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: Day, to: Day): Day[] {
  const out: Day[] = [];
  for (let d = from; d <= to && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
}

// ------------------------------------------------------------------------------------------ formats
const dayFormat = (options: Intl.DateTimeFormatOptions) => nzDateFormat({ timeZone: 'UTC', ...options });
const instantFormat = (options: Intl.DateTimeFormatOptions) =>
  nzDateFormat({ timeZone: NZ_TIME_ZONE, ...options });

const longDay = dayFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const mediumDay = dayFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const dayMonth = dayFormat({ day: 'numeric', month: 'long' });
const dayMonthYear = dayFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = dayFormat({ month: 'long', year: 'numeric' });
const weekdayLong = dayFormat({ weekday: 'long' });
const weekdayShort = dayFormat({ weekday: 'short' });
const clockFormat = instantFormat({ hour: 'numeric', minute: '2-digit' });

/** "Wednesday, 4 March 2026" */
export const formatLongDay = (day: Day) => longDay.format(utc(day));
/** "Wed, 4 Mar" */
export const formatMediumDay = (day: Day) => mediumDay.format(utc(day));
/** "4 March" */
export const formatDayMonth = (day: Day) => dayMonth.format(utc(day));
/** "4 March 2026" */
export const formatDate = (day: Day) => dayMonthYear.format(utc(day));
/** "March 2026" */
export const formatMonth = (day: Day) => monthYear.format(utc(day));
/** "Wednesday" */
export const formatWeekday = (day: Day) => weekdayLong.format(utc(day));
/** "Wed" */
export const formatWeekdayShort = (day: Day) => weekdayShort.format(utc(day));
/** "9:30 am", New Zealand time. */
export const formatClock = (at: Date | string) => clockFormat.format(new Date(at));
