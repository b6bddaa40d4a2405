/**
 * New Zealand English dates and times written without `Intl`, for the options the product uses. The first
 * `Intl.DateTimeFormat` a page makes loads the browser's date data: about 30 ms on this machine, over
 * 100 ms at Lighthouse's 4× CPU slowdown, inside the first render of every signed-in page (decision 053).
 *
 * `enNzParts(options, date)` gives what `new Intl.DateTimeFormat('en-NZ', options).formatToParts(date)`
 * gives, or null for options it does not write (the caller then asks `Intl`): the time zone must be UTC or
 * New Zealand's, and the fields one of the shapes below. nz-date-parts.test.ts compares it with `Intl` for
 * every combination of the fields it accepts.
 */

import { MONTHS } from '../../domain/months';
import { NZ_TIME_ZONE, nzOffsetMs } from '../../domain/nz-time';

export type DatePart = { type: Intl.DateTimeFormatPartTypes; value: string };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Between the clock and am/pm: a narrow no-break space, as ICU writes it. */
const BEFORE_DAY_PERIOD = '\u202f';

type Fields = {
  weekday?: 'long' | 'short';
  day?: 'numeric' | '2-digit';
  month?: 'numeric' | '2-digit' | 'long' | 'short';
  year?: 'numeric';
  hour?: 'numeric' | '2-digit';
  minute?: 'numeric' | '2-digit';
  second?: 'numeric' | '2-digit';
};

const ACCEPTED: Record<string, readonly string[]> = {
  timeZone: ['UTC', NZ_TIME_ZONE],
  weekday: ['long', 'short'],
  day: ['numeric', '2-digit'],
  month: ['numeric', '2-digit', 'long', 'short'],
  year: ['numeric'],
  hour: ['numeric', '2-digit'],
  minute: ['numeric', '2-digit'],
  second: ['numeric', '2-digit'],
  dateStyle: ['short', 'medium', 'long', 'full'],
  timeStyle: ['short', 'medium'],
};

const DATE_STYLES: Record<string, Fields> = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};
const TIME_STYLES: Record<string, Fields> = {
  short: { hour: 'numeric', minute: '2-digit' },
  medium: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
};

/** The fields the options ask for, or null when this module does not write them. */
function fieldsOf(options: Intl.DateTimeFormatOptions): Fields | null {
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (!ACCEPTED[key]?.includes(String(value))) return null;
  }
  if (options.timeZone === undefined) return null; // the reader's own zone: only Intl knows it
  const { dateStyle, timeStyle, timeZone: _zone, ...fields } = options as Record<string, string | undefined>;
  if (dateStyle || timeStyle) {
    if (Object.values(fields).some((v) => v !== undefined)) return null; // Intl refuses the mix
    return { ...(dateStyle ? DATE_STYLES[dateStyle] : {}), ...(timeStyle ? TIME_STYLES[timeStyle] : {}) };
  }
  const f = fields as Fields;
  const hasDate = f.weekday || f.day || f.month || f.year;
  const hasTime = f.hour || f.minute || f.second;
  // Without any field, Intl writes the numeric date.
  if (!hasDate && !hasTime) return { day: 'numeric', month: 'numeric', year: 'numeric' };
  return f;
}

const pad = (n: number) => String(n).padStart(2, '0');
const literal = (value: string): DatePart => ({ type: 'literal', value });

/** The date's parts, or null for a shape this module does not write. */
function dateParts(f: Fields, at: Date): DatePart[] | null {
  const weekday = f.weekday
    ? [
        {
          type: 'weekday',
          value: WEEKDAYS[at.getUTCDay()]!.slice(0, f.weekday === 'short' ? 3 : undefined),
        } as const,
      ]
    : [];
  const day: DatePart = {
    type: 'day',
    value: f.day === '2-digit' ? pad(at.getUTCDate()) : String(at.getUTCDate()),
  };
  const year: DatePart = { type: 'year', value: String(at.getUTCFullYear()) };
  if (!f.day && !f.month && !f.year) return weekday;
  if (f.month === 'numeric' || f.month === '2-digit') {
    // "6/01/2026" (the month with two digits) or "06/01/2026"; Intl's other mixes are left to it.
    const paired =
      (f.day === 'numeric' && f.month === 'numeric') || (f.day === '2-digit' && f.month === '2-digit');
    if (!paired || !f.year || weekday.length) return null;
    return [day, literal('/'), { type: 'month', value: pad(at.getUTCMonth() + 1) }, literal('/'), year];
  }
  if (!f.month) return null;
  const name = MONTHS[at.getUTCMonth()]!;
  // Short names have three letters, but "Sept".
  const month: DatePart = {
    type: 'month',
    value: f.month === 'long' ? name : name.slice(0, name === 'September' ? 4 : 3),
  };
  // "Tuesday, 6 January 2026", "6 Jan", "January 2026".
  if (!f.day) return weekday.length ? null : f.year ? [month, literal(' '), year] : [month];
  const parts: DatePart[] = [...weekday];
  if (weekday.length) parts.push(literal(', '));
  parts.push(day, literal(' '), month);
  if (f.year) parts.push(literal(' '), year);
  return parts;
}

/** The clock's parts ("9:07 am", "09:07:05 pm"), or null for a shape this module does not write. */
function timeParts(f: Fields, at: Date): DatePart[] | null {
  if (!f.hour || !f.minute) return null;
  const hours = at.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const parts: DatePart[] = [
    { type: 'hour', value: f.hour === '2-digit' ? pad(twelve) : String(twelve) },
    literal(':'),
    { type: 'minute', value: pad(at.getUTCMinutes()) },
  ];
  if (f.second) parts.push(literal(':'), { type: 'second', value: pad(at.getUTCSeconds()) });
  parts.push(literal(BEFORE_DAY_PERIOD), { type: 'dayPeriod', value: hours < 12 ? 'am' : 'pm' });
  return parts;
}

/**
 * The parts as one string, as `format` writes it: V8 writes a plain space before am/pm there (for the
 * pages that read times written by older browsers), and the narrow one only in `formatToParts`.
 */
export const joinEnglish = (parts: DatePart[]): string =>
  parts
    .map((p) => p.value)
    .join('')
    .replaceAll(BEFORE_DAY_PERIOD, ' ');

export function enNzParts(options: Intl.DateTimeFormatOptions, date: Date): DatePart[] | null {
  const t = date.getTime();
  if (Number.isNaN(t)) return null; // Intl says what is wrong with it
  const f = fieldsOf(options);
  if (!f) return null;
  // The wall clock where the reader is asked to read it, in a Date's UTC fields.
  const at = options.timeZone === 'UTC' ? date : new Date(t + nzOffsetMs(t));
  const hasDate = f.weekday || f.day || f.month || f.year;
  const hasTime = f.hour || f.minute || f.second;
  if (hasTime && hasDate && !f.day) return null; // "Monday 8:07 pm", "January, 8:07 pm": left to Intl
  const dayParts = hasDate ? dateParts(f, at) : [];
  const clockParts = hasTime ? timeParts(f, at) : [];
  if (!dayParts || !clockParts) return null;
  if (!dayParts.length || !clockParts.length) return [...dayParts, ...clockParts];
  // A date with the month in words is joined to its time with "at"; any other with a comma.
  const joiner = f.month === 'long' ? ' at ' : ', ';
  return [...dayParts, literal(joiner), ...clockParts];
}
