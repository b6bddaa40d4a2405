/**
 * The school calendar's rules: events that repeat in New Zealand wall-clock time, reminders, the
 * ready-made schedules offered when creating an event, and the input schemas shared by the API and the
 * calendar page. Pure: no I/O, no Node APIs (decision 014).
 *
 * Repeating events keep their New Zealand time of day: an event at 09:00 stays at 09:00 in Auckland
 * when daylight saving starts (last Sunday of September, 02:00 → 03:00) and ends (first Sunday of
 * April, 03:00 → 02:00), so the instant moves by an hour.
 * - A time that does not exist on the day daylight saving starts (02:00–02:59) is moved forward by the
 *   hour that was skipped (02:30 → 03:30), as RFC 5545 (3.3.5) says for calendar clients.
 * - A time that happens twice on the day daylight saving ends (02:00–02:59) is the first of the two
 *   (daylight time, +13).
 * - Monthly on the 29th, 30th or 31st falls on the last day of a shorter month (31 January, 28 or 29
 *   February, 31 March, 30 April …), and yearly on 29 February falls on 28 February in other years: a
 *   monthly water sample must not silently disappear from months that lack the day. The ICS feed writes
 *   the same dates (`icsRecurrence`), so subscribed calendars show what the app shows.
 * - `until` is a New Zealand date and inclusive: an occurrence on that date still happens.
 * - `count` is the number of occurrences, the first included. With both, whichever ends first.
 */
import { z } from 'zod';

export { NZ_TIME_ZONE } from './nz-time';

export const CALENDAR_CATEGORIES = ['dwsp', 'water_testing', 'maintenance', 'compliance', 'other'] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];

export const CATEGORY_LABELS: Readonly<Record<CalendarCategory, string>> = {
  dwsp: 'Water safety plan',
  water_testing: 'Water testing',
  maintenance: 'Maintenance',
  compliance: 'Compliance',
  other: 'Other',
};

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const REMINDER_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** How long before an occurrence a reminder may be sent: at most 30 days (43,200 minutes). */
export const MAX_REMINDER_MINUTES = 43_200;
/** The longest event: 30 days. */
export const MAX_DURATION_MINUTES = 43_200;
/** The widest window the calendar is read in at once. */
export const MAX_RANGE_DAYS = 400;
/** Events read per school at most (platform specification 9, "calendar events 1000"). */
export const MAX_EVENTS = 1000;
/** Occurrences returned for one window at most; more is reported as truncated. */
export const MAX_OCCURRENCES = 10_000;
/** The window of "upcoming reminders" by default (platform specification 7 and 9: 60 minutes). */
export const UPCOMING_REMINDER_MINUTES = 60;
/** Reminders are turned into scheduled notifications this many days ahead (re-done daily). */
export const REMINDER_HORIZON_DAYS = 60;
/** The widest repeat: every 100 days, weeks, months or years. */
export const MAX_INTERVAL = 100;
/** The most occurrences a repeat may be limited to by count. */
export const MAX_COUNT = 1000;

export interface RecurrencePattern {
  freq: RecurrenceFrequency;
  interval: number;
  /** Last New Zealand date on which an occurrence may fall (inclusive), YYYY-MM-DD. */
  until?: string | null;
  count?: number | null;
}

export interface ReminderSettings {
  enabled: boolean;
  minutes_before: number;
  channels: ReminderChannel[];
}

/** What it takes to place an event's occurrences in time. */
export interface EventTiming {
  startDate: Date | string;
  allDay: boolean;
  durationMinutes: number;
  recurrencePattern: RecurrencePattern | null;
}

export interface EventOccurrence {
  /** 0 for the first occurrence. */
  index: number;
  start: Date;
  end: Date;
  /** The New Zealand date the occurrence starts on, YYYY-MM-DD. */
  date: string;
}

// ---------------------------------------------------------------- New Zealand wall-clock time
// One engine for the product (nz-time.ts); re-exported here for the calendar's readers.

import { MONTHS } from './months';
import {
  isoDate,
  type NzWallTime,
  nzDateOf,
  nzWallTimeToInstant,
  startOfNzDate,
  toNzWallTime,
} from './nz-time';

export {
  isoDate,
  type NzWallTime,
  nzDateOf,
  nzOffsetMs,
  nzWallTimeToInstant,
  startOfNzDate,
  toNzWallTime,
} from './nz-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days since 1970-01-01 of a calendar date (no time zone involved). */
function dayNumber(year: number, month: number, day: number) {
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

function fromDayNumber(n: number) {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

// ---------------------------------------------------------------- occurrences

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The longest an occurrence lasts, in milliseconds (all-day events span whole New Zealand days). */
function spanMs(event: EventTiming) {
  return event.allDay ? allDayCount(event) * DAY_MS + HOUR_MS : event.durationMinutes * MINUTE_MS;
}

/** Whole days an all-day event covers: at least one. */
export function allDayCount(event: Pick<EventTiming, 'durationMinutes'>): number {
  return Math.max(1, Math.ceil(event.durationMinutes / 1440));
}

/** The calendar date of occurrence `k`, clamped to the month's last day where the month is shorter. */
function dateOfIndex(first: { year: number; month: number; day: number }, p: RecurrencePattern, k: number) {
  const step = k * p.interval;
  switch (p.freq) {
    case 'daily':
      return fromDayNumber(dayNumber(first.year, first.month, first.day) + step);
    case 'weekly':
      return fromDayNumber(dayNumber(first.year, first.month, first.day) + 7 * step);
    case 'monthly': {
      const months = first.year * 12 + (first.month - 1) + step;
      const year = Math.floor(months / 12);
      const month = (months % 12) + 1;
      return { year, month, day: Math.min(first.day, daysInMonth(year, month)) };
    }
    case 'yearly': {
      const year = first.year + step;
      return { year, month: first.month, day: Math.min(first.day, daysInMonth(year, first.month)) };
    }
  }
}

/** The first index whose occurrence could start on or after the New Zealand date `date` (never too late). */
function firstIndexNear(
  first: { year: number; month: number; day: number },
  p: RecurrencePattern,
  date: string,
) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let periods: number;
  switch (p.freq) {
    case 'daily':
      periods = dayNumber(y, m, d) - dayNumber(first.year, first.month, first.day);
      break;
    case 'weekly':
      periods = (dayNumber(y, m, d) - dayNumber(first.year, first.month, first.day)) / 7;
      break;
    case 'monthly':
      periods = y * 12 + m - (first.year * 12 + first.month);
      break;
    case 'yearly':
      periods = y - first.year;
      break;
  }
  return Math.max(0, Math.floor(periods / p.interval) - 1);
}

function occurrenceAt(event: EventTiming, first: NzWallTime, k: number): EventOccurrence {
  const p = event.recurrencePattern;
  const date = p ? dateOfIndex(first, p, k) : { year: first.year, month: first.month, day: first.day };
  const wall = event.allDay
    ? { ...date, hour: 0, minute: 0 }
    : { ...date, hour: first.hour, minute: first.minute };
  const start = nzWallTimeToInstant(wall);
  const end = event.allDay
    ? nzWallTimeToInstant({
        ...fromDayNumber(dayNumber(date.year, date.month, date.day) + allDayCount(event)),
        hour: 0,
        minute: 0,
      })
    : new Date(start.getTime() + event.durationMinutes * MINUTE_MS);
  return { index: k, start, end, date: isoDate(date.year, date.month, date.day) };
}

/**
 * Every occurrence of an event that overlaps [from, to) — starts before `to` and ends after `from` —
 * in order, at most `limit`.
 */
export function expandOccurrences(
  event: EventTiming,
  from: Date,
  to: Date,
  limit: number = MAX_OCCURRENCES,
): EventOccurrence[] {
  const start = toDate(event.startDate);
  if (Number.isNaN(start.getTime()) || to.getTime() <= from.getTime() || limit <= 0) return [];
  const first = toNzWallTime(start);
  if (event.allDay) Object.assign(first, { hour: 0, minute: 0 });
  const p = event.recurrencePattern;
  const out: EventOccurrence[] = [];
  if (!p) {
    const only = occurrenceAt(event, first, 0);
    if (only.start < to && only.end > from) out.push(only);
    return out;
  }
  const lastByCount = p.count ? p.count - 1 : Number.POSITIVE_INFINITY;
  const k0 = firstIndexNear(first, p, nzDateOf(from.getTime() - spanMs(event)));
  for (let k = k0; k <= lastByCount; k++) {
    const occ = occurrenceAt(event, first, k);
    if (p.until && occ.date > p.until) break;
    if (occ.start >= to) break;
    if (occ.end > from) {
      out.push(occ);
      if (out.length >= limit) break;
    }
  }
  return out;
}

/** The occurrence of the event that starts exactly at `instant`, or null. */
export function occurrenceStartingAt(event: EventTiming, instant: Date): EventOccurrence | null {
  const t = instant.getTime();
  if (Number.isNaN(t)) return null;
  return expandOccurrences(event, new Date(t), new Date(t + 1)).find((o) => o.start.getTime() === t) ?? null;
}

/** The last occurrence's New Zealand date when the repeat ends (by date or count), else null (forever). */
export function lastOccurrenceDate(event: EventTiming): string | null {
  const p = event.recurrencePattern;
  const start = toDate(event.startDate);
  if (!p) return nzDateOf(start);
  const first = toNzWallTime(start);
  const byCount = p.count ? occurrenceAt(event, first, p.count - 1).date : null;
  if (byCount && p.until) return byCount < p.until ? byCount : p.until;
  return byCount ?? p.until ?? null;
}

/** When the reminder of an occurrence is due. */
export function reminderTime(occurrenceStart: Date, minutesBefore: number): Date {
  return new Date(occurrenceStart.getTime() - minutesBefore * MINUTE_MS);
}

// ---------------------------------------------------------------- words

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const UNITS: Record<RecurrenceFrequency, [string, string]> = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
};

/** A New Zealand date in words: "3 March 2027". */
export function nzDateInWords(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The repeat in plain words, e.g. "Every month on day 3", "Every 12 months", "Every week on Monday". */
export function describeRecurrence(pattern: RecurrencePattern | null, startDate: Date | string): string {
  if (!pattern) return 'Does not repeat';
  const w = toNzWallTime(toDate(startDate));
  const [one, many] = UNITS[pattern.freq];
  let text = pattern.interval === 1 ? `Every ${one}` : `Every ${pattern.interval} ${many}`;
  if (pattern.freq === 'weekly') {
    const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
    text += ` on ${WEEKDAYS[weekday]}`;
  } else if (pattern.freq === 'monthly' && pattern.interval === 1) {
    text += w.day >= 29 ? ` on day ${w.day} (or the month's last day)` : ` on day ${w.day}`;
  } else if (pattern.freq === 'yearly') {
    text += ` on ${w.day} ${MONTHS[w.month - 1]}`;
  }
  if (pattern.until) text += `, until ${nzDateInWords(pattern.until)}`;
  if (pattern.count) text += pattern.count === 1 ? ', once' : `, ${pattern.count} times`;
  return text;
}

// ---------------------------------------------------------------- presets

export interface RecurrencePreset {
  id: string;
  /** The button's words, e.g. "Inspect tank screens monthly". */
  label: string;
  title: string;
  description: string;
  category: CalendarCategory;
  allDay: boolean;
  durationMinutes: number;
  recurrencePattern: RecurrencePattern;
  reminderSettings: ReminderSettings;
  /** Where the interval comes from. */
  sources: readonly string[];
}

const DAY_MINUTES = 1440;

/**
 * Ready-made schedules for the new-event form. Each interval is the one a source states; where the
 * product's own guidance and the regulator's documents differ, both are given.
 */
export const RECURRENCE_PRESETS: readonly RecurrencePreset[] = [
  {
    id: 'inspect-tank-screens',
    label: 'Inspect tank screens monthly',
    title: 'Inspect tank screens and lids',
    description:
      'Check that the mesh screens on inlets and overflows, the lids and the bird and vermin protection on every tank are intact and secured.',
    category: 'maintenance',
    allDay: true,
    durationMinutes: DAY_MINUTES,
    recurrencePattern: { freq: 'monthly', interval: 1 },
    reminderSettings: { enabled: true, minutes_before: DAY_MINUTES, channels: ['in_app', 'email'] },
    sources: [
      'DWSP_Template_Medium_101-500, p. 12 (Q 7.1: check tanks, screens and bird and vermin protection, monthly)',
      'Acceptable_Solution_Roof_Water (working draft), p. 9 (7.3: leaf screens and tanks intact at each inspection)',
    ],
  },
  {
    id: 'replace-uv-lamp',
    label: 'Replace UV lamp every 12 months',
    title: 'Replace the UV lamp',
    description:
      'Fit a new UV lamp (mercury lamps lose strength over a year) and record the date; keep a spare lamp on site.',
    category: 'maintenance',
    allDay: true,
    durationMinutes: DAY_MINUTES,
    recurrencePattern: { freq: 'monthly', interval: 12 },
    reminderSettings: { enabled: true, minutes_before: 7 * DAY_MINUTES, channels: ['in_app', 'email'] },
    sources: [
      'Plan specification 9.7 (UV lamp replacement every 12 months)',
      'Acceptable_Solution_Roof_Water (working draft), p. 10 (7.4: replace mercury-based UV lamps within 12 months)',
      'Acceptable_Solution_Rural_Agricultural (working draft), p. 13 (replace mercury-based UV lamps within 12 months)',
    ],
  },
  {
    id: 'annual-plan-review',
    label: 'Annual plan review',
    title: 'Review the Drinking Water Safety Plan',
    description:
      'Read the plan through with the people who look after the water, update what has changed, and record the review.',
    category: 'dwsp',
    allDay: true,
    durationMinutes: DAY_MINUTES,
    recurrencePattern: { freq: 'yearly', interval: 1 },
    reminderSettings: { enabled: true, minutes_before: 14 * DAY_MINUTES, channels: ['in_app', 'email'] },
    sources: [
      'Plan specification 9.7 (annual DWSP review)',
      'DWSP_Template_Medium_101-500, p. 15 (Q 9: minimum frequency of review, "we suggest annually")',
      'DWSP_Template_Small_26-100, p. 11 (Q 5: routine review of the plan)',
    ],
  },
  {
    id: 'clean-gutters',
    label: 'Clean gutters every 3 months',
    title: 'Clean the gutters and check the roof',
    description:
      'Clear leaves and debris from gutters and the roof, trim overhanging branches, and divert the downpipes while you clean.',
    category: 'maintenance',
    allDay: true,
    durationMinutes: DAY_MINUTES,
    recurrencePattern: { freq: 'monthly', interval: 3 },
    reminderSettings: { enabled: true, minutes_before: 2 * DAY_MINUTES, channels: ['in_app', 'email'] },
    sources: [
      'Acceptable_Solution_Roof_Water (working draft), p. 9 (7.2 and 7.3: roof and gutter cleaning; gutters free from debris and leaf litter)',
      'Acceptable_Solution_Roof_Water (working draft), p. 10 (7.4: maintenance visits at least every three months)',
    ],
  },
  {
    // Issue 14: the regulator's texts set every three months (the specification's "monthly" is not in
    // them); a school that wants monthly samples changes the interval.
    id: 'e-coli-sample-3-monthly',
    label: 'E. coli sample every 3 months',
    title: 'Take the E. coli sample',
    description:
      'Take a sample from a tap after treatment, label it with the supply component ID, a sample ID and the date, keep it below 6 °C and get it to an accredited laboratory within 24 hours.',
    category: 'water_testing',
    allDay: false,
    durationMinutes: 30,
    recurrencePattern: { freq: 'monthly', interval: 3 },
    reminderSettings: { enabled: true, minutes_before: DAY_MINUTES, channels: ['in_app', 'email'] },
    sources: [
      'DWSP_Template_Small_26-100, p. 8 (sampling and testing every three months, mandatory)',
      'Acceptable_Solution_Roof_Water (working draft), p. 10 (RF2: to the laboratory within 24 hours below 6 °C) and p. 11 (RF5: one E. coli sample from a tap after treatment every three months)',
      'DWQAR_Guidance_for_Small_Supplies (draft), p. 9 (G6: label with the supply component ID, date and a sample ID)',
      'Plan specification 5.5 and 9.7 mention monthly testing; the regulator’s texts WaiKura holds do not, so monthly is WaiKura’s own, stricter option',
    ],
  },
];

// ---------------------------------------------------------------- input

const isoInstant = z.iso.datetime({
  offset: true,
  error: 'Give a date and time such as 2027-03-01T09:00:00+13:00.',
});
const isoDay = z.iso.date({ error: 'Give a date as YYYY-MM-DD.' });

/** Instants the calendar accepts: years 2000 to 2100. */
export const EARLIEST_INSTANT = Date.UTC(2000, 0, 1);
export const LATEST_INSTANT = Date.UTC(2100, 0, 1);

export const instantSchema = isoInstant.refine(
  (v) => {
    const t = Date.parse(v);
    return t >= EARLIEST_INSTANT && t < LATEST_INSTANT;
  },
  { error: 'Choose a date between the years 2000 and 2099.' },
);

export const recurrencePatternSchema = z.strictObject({
  freq: z.enum(RECURRENCE_FREQUENCIES, { error: 'Choose daily, weekly, monthly or yearly.' }),
  interval: z
    .number({ error: 'Give how often it repeats as a whole number.' })
    .int({ error: 'Give how often it repeats as a whole number.' })
    .min(1, { error: 'It repeats at least every 1.' })
    .max(MAX_INTERVAL, { error: `Repeat at most every ${MAX_INTERVAL}.` }),
  until: isoDay.nullable().optional(),
  count: z
    .number({ error: 'Give the number of times as a whole number.' })
    .int({ error: 'Give the number of times as a whole number.' })
    .min(1, { error: 'Repeat at least once.' })
    .max(MAX_COUNT, { error: `Repeat at most ${MAX_COUNT} times.` })
    .nullable()
    .optional(),
});

export const reminderSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'Say whether to send a reminder.' }),
  minutes_before: z
    .number({ error: 'Give the minutes before as a whole number.' })
    .int({ error: 'Give the minutes before as a whole number.' })
    .min(0, { error: 'The reminder cannot come after the start.' })
    .max(MAX_REMINDER_MINUTES, { error: 'A reminder can come at most 30 days before.' }),
  channels: z
    .array(z.enum(REMINDER_CHANNELS, { error: 'Choose in the app, e-mail or text message.' }), {
      error: 'Choose how to be reminded.',
    })
    .max(REMINDER_CHANNELS.length, { error: 'Choose each way to be reminded once.' })
    .refine((list) => new Set(list).size === list.length, { error: 'Choose each way to be reminded once.' }),
});

export const NO_REMINDER: ReminderSettings = { enabled: false, minutes_before: 60, channels: [] };

const eventFields = {
  title: z
    .string({ error: 'Give the event a title.' })
    .trim()
    .min(1, { error: 'Give the event a title.' })
    .max(200, { error: 'Keep the title to 200 characters.' }),
  description: z
    .string({ error: 'Write the description as text.' })
    .max(5000, { error: 'Keep the description to 5,000 characters.' })
    .nullable()
    .optional(),
  category: z.enum(CALENDAR_CATEGORIES, {
    error: 'Choose water safety plan, water testing, maintenance, compliance or other.',
  }),
  startDate: instantSchema,
  allDay: z.boolean({ error: 'Say whether it lasts all day.' }).default(false),
  durationMinutes: z
    .number({ error: 'Give how long it takes in minutes.' })
    .int({ error: 'Give how long it takes in whole minutes.' })
    .min(1, { error: 'It takes at least a minute.' })
    .max(MAX_DURATION_MINUTES, { error: 'An event lasts at most 30 days.' })
    .default(60),
  recurrencePattern: recurrencePatternSchema.nullable().default(null),
  reminderSettings: reminderSettingsSchema.default(NO_REMINDER),
  /**
   * How many people are expected on site, for a day busier than usual (a gala, sports day). Above 100 on
   * a supply that usually serves 100 or fewer, the water-test log asks for an extra E. coli sample a week
   * before (Varying Population, DWQAR guidance p. 24).
   */
  peopleOnSite: z
    .number({ error: 'Give the number of people as a whole number.' })
    .int({ error: 'Give the number of people as a whole number.' })
    .min(1, { error: 'Give at least 1 person, or leave it empty.' })
    .max(100_000, { error: 'Give at most 100,000 people.' })
    .nullable()
    .default(null),
};

export const eventInputSchema = z.strictObject(eventFields);
export const eventUpdateSchema = z.strictObject({
  version: z
    .number({ error: 'Send the version of the event you edited.' })
    .int({ error: 'Send the version of the event you edited.' })
    .min(1, { error: 'Send the version of the event you edited.' }),
  ...eventFields,
});
export type EventInput = z.infer<typeof eventInputSchema>;

/**
 * Rules across fields, checked after the schema: field name → message. The repeat must not end
 * before the first occurrence; a reminder that is on needs a way to arrive.
 */
export function eventInputProblems(input: EventInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const p = input.recurrencePattern;
  if (p?.until && p.until < nzDateOf(new Date(input.startDate)))
    problems['recurrencePattern.until'] = 'The repeat cannot end before the first date.';
  if (input.reminderSettings.enabled && input.reminderSettings.channels.length === 0)
    problems['reminderSettings.channels'] = 'Choose at least one way to be reminded.';
  return problems;
}

export const fileRefInputSchema = z.strictObject({
  id: z.string({ error: 'Send the photo id.' }).min(1).max(100),
  name: z.string().max(300).optional(),
  mime: z.string().max(200).optional(),
  size: z.number().int().min(0).optional(),
});

export const MAX_COMPLETION_PHOTOS = 10;

export const completionInputSchema = z.strictObject({
  occurrenceStart: instantSchema,
  completionDate: instantSchema.optional(),
  notes: z
    .string({ error: 'Write the notes as text.' })
    .max(5000, { error: 'Keep the notes to 5,000 characters.' })
    .nullable()
    .optional(),
  photos: z
    .array(fileRefInputSchema, { error: 'Send the photos as a list.' })
    .max(MAX_COMPLETION_PHOTOS, { error: `Attach at most ${MAX_COMPLETION_PHOTOS} photos.` })
    .optional(),
});
export type CompletionInput = z.infer<typeof completionInputSchema>;

// ---------------------------------------------------------------- ICS recurrence rule

export interface IcsRecurrence {
  /** The RRULE value, or null for a single event. */
  rrule: string | null;
  /**
   * Extra occurrences written as RDATE: the month-end dates a plain BYMONTHDAY rule would skip
   * (monthly on the 29th or 30th falls on 28 or 29 February), up to the repeat's end or `rdateUntil`.
   */
  rdates: EventOccurrence[];
}

/**
 * The event's repeat as RFC 5545 properties, giving subscribed calendars the same dates as
 * `expandOccurrences`. Written with the parts every client reads alike (BYSETPOS with BYMONTHDAY is
 * read differently by different clients, so it is not used):
 * - monthly on the 31st: BYMONTHDAY=-1, the last day of every month;
 * - monthly on the 29th or 30th: that day (months without it are skipped by the rule) plus an RDATE for
 *   each February it falls in, up to `rdateUntil` (the feed is read again regularly, so the window
 *   moves on); with a count the end is written as UNTIL, as RDATEs do not count towards COUNT;
 * - yearly on 29 February: BYMONTH=2;BYMONTHDAY=-1.
 * RFC 5545 allows UNTIL or COUNT, not both: with both, the earlier end is written as UNTIL.
 */
export function icsRecurrence(event: EventTiming, rdateUntil: Date): IcsRecurrence {
  const p = event.recurrencePattern;
  if (!p) return { rrule: null, rdates: [] };
  const first = toNzWallTime(toDate(event.startDate));
  const parts = [`FREQ=${p.freq.toUpperCase()}`, `INTERVAL=${p.interval}`];
  let rdates: EventOccurrence[] = [];
  let useUntil = Boolean(p.until && p.count);
  if (p.freq === 'monthly' && first.day === 31) parts.push('BYMONTHDAY=-1');
  else if (p.freq === 'yearly' && first.month === 2 && first.day === 29)
    parts.push('BYMONTH=2', 'BYMONTHDAY=-1');
  else if (p.freq === 'monthly' && first.day >= 29) {
    const last = lastOccurrenceDate(event);
    const end = last
      ? Math.min(startOfNzDate(last).getTime() + DAY_MS, rdateUntil.getTime())
      : rdateUntil.getTime();
    rdates = expandOccurrences(event, toDate(event.startDate), new Date(end)).filter(
      (o) => Number(o.date.slice(8)) !== first.day,
    );
    useUntil = Boolean(p.count);
  }
  const last = useUntil ? lastOccurrenceDate(event) : p.until;
  if (last) {
    if (event.allDay) parts.push(`UNTIL=${last.replaceAll('-', '')}`);
    else {
      const endOfDay = startOfNzDate(isoDate(...nextDay(last))).getTime() - 1000;
      parts.push(`UNTIL=${utcStamp(new Date(endOfDay))}`);
    }
  } else if (p.count) parts.push(`COUNT=${p.count}`);
  return { rrule: parts.join(';'), rdates };
}

function nextDay(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const n = fromDayNumber(dayNumber(y, m, d) + 1);
  return [n.year, n.month, n.day];
}

/** 20270301T083000Z */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
