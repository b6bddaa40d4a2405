import { NZ_TIME_ZONE } from '../../../domain/nz-time';
import type { Language } from '../../i18n';
import { nzDateFormat } from '../../i18n/dates';

/*
 * "5 minutes ago", "yesterday", in New Zealand English, or in te reo Māori ("5 meneti kua hipa", "inanahi"). A date that cannot be read gives null, and the
 * caller shows 'Recently' (plan specification 8: relative dates that fail to parse show 'Recently').
 */

const LOCALE = 'en-NZ';

const STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Te reo Māori's words for a relative time (browsers have none): "5 meneti kua hipa", "inanahi". */
const UNITS_MI: Partial<Record<Intl.RelativeTimeFormatUnit, string>> = {
  year: 'tau',
  month: 'marama',
  week: 'wiki',
  day: 'rā',
  hour: 'haora',
  minute: 'meneti',
  second: 'hēkona',
};
const maoriFormat = {
  format(n: number, unit: Intl.RelativeTimeFormatUnit): string {
    if (n === 0) return 'ināianei';
    if (unit === 'day' && n === -1) return 'inanahi';
    if (unit === 'day' && n === 1) return 'āpōpō';
    const word = UNITS_MI[unit] ?? unit;
    return n < 0 ? `${-n} ${word} kua hipa` : `hei roto i te ${n} ${word}`;
  },
};

export function relativeTime(
  value: string | null | undefined,
  now: Date,
  lang: Language = 'en',
): string | null {
  const date = parseDate(value);
  if (!date) return null;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = lang === 'mi' ? maoriFormat : new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
  // Under a minute either way (clocks differ a little between server and browser): "now".
  if (Math.abs(seconds) < 60) return format.format(0, 'second');
  for (const { unit, seconds: size } of STEPS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

/** The full date and time, in New Zealand time, for the title of a relative time. */
export function fullDateTime(value: string | null | undefined): string | null {
  const date = parseDate(value);
  if (!date) return null;
  return nzDateFormat({ timeZone: NZ_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(date);
}
