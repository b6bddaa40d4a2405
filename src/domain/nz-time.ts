/**
 * New Zealand time, once for the whole product: the offset at an instant, the wall clock at an instant,
 * and the instant of a wall-clock time, whatever the server's or the browser's own time zone.
 *
 * The two daylight-saving changes follow one rule everywhere (the rule of Temporal's "compatible"
 * disambiguation): a time in the hour skipped when the clocks go forward (02:00–02:59 on the last Sunday
 * of September) is read with the offset before the change, so 02:30 is 03:30 daylight time; a time in the
 * hour that happens twice when they go back (02:00–02:59 on the first Sunday of April) is the first one,
 * still daylight time.
 */

export const NZ_TIME_ZONE = 'Pacific/Auckland';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

let formatter: Intl.DateTimeFormat | null = null;
const offsetCache = new Map<number, number>();

const STANDARD_MS = 12 * HOUR_MS;
const DAYLIGHT_MS = 13 * HOUR_MS;
/** The years New Zealand's present daylight-saving rule is computed for, rather than asked of `Intl`. */
const RULE_FROM = Date.UTC(2008, 0, 1);
const RULE_UNTIL = Date.UTC(2100, 0, 1);

/**
 * 14:00 UTC on the Saturday before a Sunday: 02:00 standard time on that Sunday (when the clocks go
 * forward) and 03:00 daylight time (when they go back) are both that instant.
 */
const saturday1400 = (year: number, month: number, sunday: number) => Date.UTC(year, month, sunday - 1, 14);

/**
 * The offset by the rule in force since September 2007 (Daylight Time Order 2007): daylight time from
 * 02:00 on the last Sunday of September to 03:00 on the first Sunday of April. Computed, because the
 * first `Intl.DateTimeFormat` a page makes costs about 30 ms on this machine and over 100 ms at Lighthouse's
 * 4× CPU slowdown (decision 053). nz-time.test.ts compares it with the time-zone database every day of
 * those years and every hour of the weeks the clocks change.
 */
function ruleOffsetMs(t: number): number {
  const year = new Date(t).getUTCFullYear();
  const april1 = new Date(Date.UTC(year, 3, 1)).getUTCDay();
  const backInApril = saturday1400(year, 3, 1 + ((7 - april1) % 7));
  const september30 = new Date(Date.UTC(year, 8, 30)).getUTCDay();
  const forwardInSeptember = saturday1400(year, 8, 30 - september30);
  return t >= backInApril && t < forwardInSeptember ? STANDARD_MS : DAYLIGHT_MS;
}

/** New Zealand's offset from UTC in milliseconds at an instant. */
export function nzOffsetMs(at: Date | number): number {
  const t = typeof at === 'number' ? at : at.getTime();
  if (t >= RULE_FROM && t < RULE_UNTIL) return ruleOffsetMs(t);
  return zoneDatabaseOffsetMs(t);
}

/**
 * The offset as the browser's (or Node's) time-zone database gives it, for instants outside the rule's
 * years. Changes happen on the hour (UTC), so the answer is kept per hour: expanding a thousand events
 * asks for the same hours again and again.
 */
export function zoneDatabaseOffsetMs(t: number): number {
  const hour = Math.floor(t / HOUR_MS);
  const cached = offsetCache.get(hour);
  if (cached !== undefined) return cached;
  formatter ??= new Intl.DateTimeFormat('en-NZ', {
    timeZone: NZ_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const probe = hour * HOUR_MS;
  const parts = formatter.formatToParts(new Date(probe));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  const offset = local - probe;
  if (offsetCache.size > 200_000) offsetCache.clear();
  offsetCache.set(hour, offset);
  return offset;
}

/** The offset in minutes (+720 in winter, +780 in summer). */
export const nzOffsetMinutes = (at: Date | number): number => nzOffsetMs(at) / MINUTE_MS;

export interface NzWallTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The New Zealand calendar date, time of day and weekday (0 Sunday … 6 Saturday) at an instant. */
export function toNzWallTime(at: Date | number): NzWallTime & { weekday: number } {
  const t = typeof at === 'number' ? at : at.getTime();
  const local = new Date(t + nzOffsetMs(t));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/**
 * The instant of a New Zealand wall-clock time (fields beyond their range roll over: day 32, minute 90).
 * Skipped times move forward by the hour skipped; repeated times are the first (see the module's note).
 */
export function nzWallTimeToInstant(w: NzWallTime): Date {
  const local = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const before = nzOffsetMs(local - DAY_MS);
  const after = nzOffsetMs(local + DAY_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((t) => t + nzOffsetMs(t) === local)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? local - before);
}

function pad(n: number, width = 2) {
  return String(n).padStart(width, '0');
}

export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The New Zealand date (YYYY-MM-DD) of an instant. */
export function nzDateOf(at: Date | number): string {
  const w = toNzWallTime(at);
  return isoDate(w.year, w.month, w.day);
}

/** Midnight at the start of a New Zealand date (YYYY-MM-DD), as an instant. */
export function startOfNzDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return nzWallTimeToInstant({ year, month, day, hour: 0, minute: 0 });
}

/** 23:59:59.999 of a New Zealand date, as an instant: the moment before the next day's midnight. */
export function endOfNzDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(nzWallTimeToInstant({ year, month, day: day + 1, hour: 0, minute: 0 }).getTime() - 1);
}

/** An instant as a `datetime-local` input value (YYYY-MM-DDTHH:mm) in New Zealand time. */
export function nzLocalInputValue(at: Date | number): string {
  const w = toNzWallTime(at);
  return `${isoDate(w.year, w.month, w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * A `datetime-local` value read as New Zealand time (not the browser's own zone: a contractor's laptop
 * set to another zone must not move the record by hours), or null when it is not a full date and time.
 */
export function instantFromNzLocalInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return nzWallTimeToInstant({ year, month, day, hour, minute });
}
