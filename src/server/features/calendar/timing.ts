/**
 * An event row's timing and its busy-day figure, read the same way by the calendar and by the water-test
 * log (which takes the busy days for the Varying Population samples; it cannot import the calendar's
 * service, which reads the log).
 */
import type { EventTiming, RecurrencePattern } from '../../../domain/calendar';
import type { calendarEvents } from '../../db/schema';

type EventRow = typeof calendarEvents.$inferSelect;

/** The pattern as stored, with empty optional parts left out. */
export function patternOf(row: Pick<EventRow, 'recurrencePattern'>): RecurrencePattern | null {
  const p = row.recurrencePattern as RecurrencePattern | null;
  if (!p) return null;
  const out: RecurrencePattern = { freq: p.freq, interval: p.interval };
  if (p.until) out.until = p.until;
  if (p.count) out.count = p.count;
  return out;
}

export function timingOf(
  row: Pick<EventRow, 'startDate' | 'allDay' | 'durationMinutes' | 'recurrencePattern'>,
): EventTiming {
  return {
    startDate: row.startDate,
    allDay: row.allDay,
    durationMinutes: row.durationMinutes,
    recurrencePattern: patternOf(row),
  };
}

/** The people expected on site an event records (its metadata), or null. */
export function peopleOnSiteOf(row: Pick<EventRow, 'metadata'>): number | null {
  const n = row.metadata?.peopleOnSite;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}
