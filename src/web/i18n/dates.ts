/**
 * Dates and times in the interface's language. Browsers have no te reo Māori date names (Chromium formats
 * `mi-NZ` as American English), so a date is formatted in New Zealand English and its month, weekday and
 * am/pm are then put into te reo Māori: "Rāpare, 26 Whiringa-ā-rangi 2026". The day, year and clock stay
 * as New Zealand writes them. The language is the one the I18nProvider shows (set as it renders), so a
 * formatter made once at module level still follows a change of language.
 *
 * The month and weekday names are the ones in general use (docs/te-reo-glossary.md); every one still
 * wants a fluent speaker's review, as all the interface's te reo does.
 */

import type { Language } from './index';
import { type DatePart, enNzParts, joinEnglish } from './nz-date-parts';

const MONTHS_MI = [
  'Kohitātea',
  'Huitanguru',
  'Poutūterangi',
  'Paengawhāwhā',
  'Haratua',
  'Pipiri',
  'Hōngongoi',
  'Hereturikōkā',
  'Mahuru',
  'Whiringa-ā-nuku',
  'Whiringa-ā-rangi',
  'Hakihea',
] as const;

/** Sunday first, as `Date.getDay()` counts. */
const WEEKDAYS_MI = ['Rātapu', 'Rāhina', 'Rātū', 'Rāapa', 'Rāpare', 'Rāmere', 'Rāhoroi'] as const;

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

let current: Language = 'en';

/** Called by the I18nProvider with the language it shows. */
export function setDateLanguage(lang: Language): void {
  current = lang;
}

/** Which of 0–11 (or 0–6) an English month (or weekday) name is, long or short. */
const indexOf = (names: readonly string[], value: string) =>
  names.findIndex((n) => value.toLowerCase().startsWith(n.toLowerCase()));

function toMaori(parts: DatePart[]): string {
  return parts
    .map((part) => {
      if (part.type === 'month' && !/^\d+$/.test(part.value)) {
        const i = indexOf(MONTHS_EN, part.value);
        return i >= 0 ? MONTHS_MI[i] : part.value;
      }
      if (part.type === 'weekday') {
        const i = indexOf(WEEKDAYS_EN, part.value);
        return i >= 0 ? WEEKDAYS_MI[i] : part.value;
      }
      if (part.type === 'dayPeriod') return /^p/i.test(part.value) ? 'i te ahiahi' : 'i te ata';
      return part.value;
    })
    .join('');
}

/**
 * One `Intl.DateTimeFormat` per set of options, made once: making one costs about a millisecond on a slow
 * phone, and the dashboard writes dozens of dates (a profile at 4× CPU showed 116 ms in making them).
 */
const englishFormats = new Map<string, Intl.DateTimeFormat>();
function englishFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = englishFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-NZ', options);
    englishFormats.set(key, format);
  }
  return format;
}

/**
 * A formatter like `new Intl.DateTimeFormat('en-NZ', options)` that writes in the interface's language.
 * The shapes the product uses are written without `Intl` (nz-date-parts.ts, decision 053); `Intl` is made
 * only for the others, when first asked.
 */
export function nzDateFormat(options: Intl.DateTimeFormatOptions = {}): {
  format(date: Date | number): string;
} {
  return {
    format(date) {
      const d = typeof date === 'number' ? new Date(date) : date;
      const parts = enNzParts(options, d);
      if (parts) return current === 'mi' ? toMaori(parts) : joinEnglish(parts);
      const english = englishFormat(options);
      return current === 'mi' ? toMaori(english.formatToParts(d)) : english.format(d);
    },
  };
}

const FIELDS = ['weekday', 'year', 'month', 'day', 'hour', 'minute', 'second', 'dateStyle', 'timeStyle'];
const DEFAULTS: Record<'date' | 'time' | 'datetime', Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'numeric', day: 'numeric' },
  time: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  datetime: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
};

/**
 * `date.toLocaleDateString('en-NZ', options)` (kind 'date'), `toLocaleTimeString` ('time') or
 * `toLocaleString` ('datetime'), in the interface's language. Options without any date or time field get
 * the same defaults those methods use.
 */
export function formatNz(
  kind: 'date' | 'time' | 'datetime',
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const given = FIELDS.some((f) => f in options);
  const d = date instanceof Date ? date : new Date(date);
  return nzDateFormat(given ? options : { ...DEFAULTS[kind], ...options }).format(d);
}
