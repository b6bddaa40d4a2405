/** Events in words: when, how often, and how the reminder comes ("Reminder 1 day before by e-mail and in the app"). */
import type { PluralKey } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import type { Channel, Occurrence, RecurrencePattern, ReminderSettings } from './api';
import {
  addDays,
  type Day,
  dayOfMonth,
  formatClock,
  formatDate,
  formatDayMonth,
  formatLongDay,
  formatWeekday,
  nzDay,
} from './nz-time';

type T = (key: MessageKey | PluralKey, vars?: Record<string, string | number>) => string;

export const MINUTES = { hour: 60, day: 1440, week: 10_080 } as const;

type Unit = 'minutes' | 'hours' | 'days' | 'weeks';
// The form (one, other) by Intl.PluralRules in t (decision 042).
const unit = (t: T, u: Unit, n: number) => t(`calendar.unit.${u}`, { n, count: n });

/** "15 minutes", "1 hour", "1 hour 30 minutes", "1 day", "2 weeks". */
export function durationWords(t: T, minutes: number): string {
  if (minutes > 0 && minutes % MINUTES.week === 0) return unit(t, 'weeks', minutes / MINUTES.week);
  if (minutes > 0 && minutes % MINUTES.day === 0) return unit(t, 'days', minutes / MINUTES.day);
  if (minutes > 0 && minutes % MINUTES.hour === 0) return unit(t, 'hours', minutes / MINUTES.hour);
  if (minutes > MINUTES.hour) {
    return t('calendar.unit.pair', {
      a: unit(t, 'hours', Math.floor(minutes / MINUTES.hour)),
      b: unit(t, 'minutes', minutes % MINUTES.hour),
    });
  }
  return unit(t, 'minutes', minutes);
}

/** "a", "a and b", "a, b and c". */
export function listWords(t: T, items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  return t('calendar.list.and', { head, last: items[items.length - 1] ?? '' });
}

/** The order channels are named in, with e-mail first: "by e-mail and in the app". */
const CHANNEL_ORDER: Channel[] = ['email', 'sms', 'in_app'];

export function channelWords(t: T, channels: readonly Channel[]): string {
  return listWords(
    t,
    CHANNEL_ORDER.filter((c) => channels.includes(c)).map((c) =>
      t(`calendar.reminder.by.${c}` as MessageKey),
    ),
  );
}

/** "Reminder 1 day before by e-mail and in the app", or "No reminder". */
export function reminderWords(t: T, reminder: ReminderSettings | null | undefined): string {
  if (!reminder?.enabled || reminder.channels.length === 0) return t('calendar.reminder.none');
  return t('calendar.reminder.summary', {
    before: durationWords(t, reminder.minutes_before),
    channels: channelWords(t, reminder.channels),
  });
}

/**
 * "Every month on day 3", "Every 12 months", "Every week on Monday, until 3 March 2027": the same words
 * as the domain's `describeRecurrence`, through the message catalogue.
 */
export function recurrenceWords(
  t: T,
  pattern: RecurrencePattern | null | undefined,
  startDate: string,
): string {
  if (!pattern) return t('calendar.repeat.none');
  const day = nzDay(startDate);
  const n = Math.max(1, Math.floor(pattern.interval || 1));
  const dom = dayOfMonth(day);
  const form = n > 1 ? 'other' : pattern.freq === 'monthly' && dom >= 29 ? 'oneLate' : 'one';
  const vars = { n, weekday: formatWeekday(day), day: dom, date: formatDayMonth(day) };
  let text = t(`calendar.repeat.${pattern.freq}.${form}` as MessageKey, vars);
  if (pattern.until) text = t('calendar.repeat.until', { rule: text, date: formatDate(pattern.until) });
  if (pattern.count)
    text =
      pattern.count === 1
        ? t('calendar.repeat.once', { rule: text })
        : t('calendar.repeat.count', { rule: text, count: pattern.count });
  return text;
}

/** "9:00 am – 10:00 am", or "All day". */
export function timeWords(t: T, occurrence: Pick<Occurrence, 'start' | 'end' | 'allDay'>): string {
  if (occurrence.allDay) return t('calendar.allDay');
  return t('calendar.timeRange', { start: formatClock(occurrence.start), end: formatClock(occurrence.end) });
}

/** The days an occurrence covers (an all-day event of two days shows on both), at most six weeks. */
export function daysOf(occurrence: Pick<Occurrence, 'start' | 'end'>): Day[] {
  const first = nzDay(occurrence.start);
  const endMs = new Date(occurrence.end).getTime();
  const startMs = new Date(occurrence.start).getTime();
  const last = endMs > startMs ? nzDay(new Date(endMs - 1)) : first;
  const days: Day[] = [first];
  for (let d = addDays(first, 1); d <= last && days.length < 42; d = addDays(d, 1)) days.push(d);
  return days;
}

/** "Wednesday, 4 March 2026, 9:00 am – 10:00 am"; across days both ends are named in full. */
export function whenWords(t: T, occurrence: Pick<Occurrence, 'start' | 'end' | 'allDay'>): string {
  const days = daysOf(occurrence);
  const first = days[0] as Day;
  const last = days[days.length - 1] as Day;
  if (occurrence.allDay) {
    return first === last
      ? t('calendar.when.allDay', { day: formatLongDay(first) })
      : t('calendar.when.allDays', { from: formatLongDay(first), to: formatLongDay(last) });
  }
  if (first === last)
    return t('calendar.when.timed', { day: formatLongDay(first), time: timeWords(t, occurrence) });
  return t('calendar.when.across', {
    from: `${formatLongDay(first)} ${formatClock(occurrence.start)}`,
    to: `${formatLongDay(last)} ${formatClock(occurrence.end)}`,
  });
}

/** Sorting within a day: all-day items first, then by start time, then by title. */
export function compareOccurrences(a: Occurrence, b: Occurrence): number {
  if (a.allDay !== b.allDay) return a.allDay ? -1 : 1;
  return new Date(a.start).getTime() - new Date(b.start).getTime() || a.title.localeCompare(b.title);
}

/** The occurrences of each day in a range, sorted. */
export function byDay(occurrences: readonly Occurrence[]): Map<Day, Occurrence[]> {
  const map = new Map<Day, Occurrence[]>();
  for (const o of occurrences) {
    for (const d of daysOf(o)) {
      const list = map.get(d);
      if (list) list.push(o);
      else map.set(d, [o]);
    }
  }
  for (const list of map.values()) list.sort(compareOccurrences);
  return map;
}

/** One occurrence's key; the start is read as an instant, so differently written forms of it agree. */
export const occurrenceKey = (o: Pick<Occurrence, 'eventId' | 'start'>) =>
  `${o.eventId}@${new Date(o.start).getTime()}`;
