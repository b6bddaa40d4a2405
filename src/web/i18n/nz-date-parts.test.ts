/** New Zealand English dates written without Intl: the same as Intl writes them, for every shape accepted. */
import { describe, expect, test } from 'vitest';
import { enNzParts, joinEnglish } from './nz-date-parts';

const CHOICES = {
  weekday: [undefined, 'long', 'short'],
  day: [undefined, 'numeric', '2-digit'],
  month: [undefined, 'numeric', '2-digit', 'long', 'short'],
  year: [undefined, 'numeric'],
  time: [undefined, 'h:m', 'hh:mm', 'h:m:s', 'hh:mm:ss', 'h:mm'],
} as const;

const TIMES: Record<string, Intl.DateTimeFormatOptions> = {
  'h:m': { hour: 'numeric', minute: 'numeric' },
  'hh:mm': { hour: '2-digit', minute: '2-digit' },
  'h:m:s': { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  'hh:mm:ss': { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  'h:mm': { hour: 'numeric', minute: '2-digit' },
};

function* optionSets(): Generator<Intl.DateTimeFormatOptions> {
  for (const weekday of CHOICES.weekday)
    for (const day of CHOICES.day)
      for (const month of CHOICES.month)
        for (const year of CHOICES.year)
          for (const time of CHOICES.time) yield { weekday, day, month, year, ...(time ? TIMES[time] : {}) };
  for (const dateStyle of [undefined, 'short', 'medium', 'long', 'full'] as const)
    for (const timeStyle of [undefined, 'short', 'medium'] as const)
      if (dateStyle || timeStyle) yield { dateStyle, timeStyle };
  yield {};
}

// Midnight, noon, a single-digit day and month, either side of both daylight-saving changes (New Zealand
// and UTC), a leap day, and the years the rule is computed for at both ends.
const INSTANTS = [
  '2026-01-05T20:07:09Z',
  '2026-11-26T06:30:00Z',
  '2026-04-04T13:59:59Z',
  '2026-04-04T14:00:00Z',
  '2026-09-26T13:59:59Z',
  '2026-09-26T14:00:00Z',
  '2026-06-30T12:00:00Z',
  '2026-06-30T00:00:00Z',
  '2028-02-29T11:00:00Z',
  '2008-01-01T00:00:00Z',
  '2099-12-31T10:59:59Z',
  '1999-12-31T23:59:59Z',
].map((s) => new Date(s));

const stripUndefined = (o: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Intl.DateTimeFormatOptions;

describe('enNzParts', () => {
  test('writes what Intl writes, part for part and as one string, for every shape it accepts, in both time zones', () => {
    let written = 0;
    const wrong: string[] = [];
    for (const timeZone of ['UTC', 'Pacific/Auckland']) {
      for (const given of optionSets()) {
        const options = { ...stripUndefined(given), timeZone };
        const intl = new Intl.DateTimeFormat('en-NZ', options);
        for (const date of INSTANTS) {
          const ours = enNzParts(options, date);
          if (!ours) continue;
          written++;
          const theirs = intl.formatToParts(date);
          if (JSON.stringify(ours) !== JSON.stringify(theirs) || joinEnglish(ours) !== intl.format(date)) {
            wrong.push(
              `${JSON.stringify(options)} ${date.toISOString()}: ${ours.map((p) => p.value).join('')} ≠ ${intl.format(date)}`,
            );
          }
        }
      }
    }
    expect([...new Set(wrong.map((w) => w.replace(/ \d{4}-.*/, '')))].slice(0, 20)).toEqual([]);
    // Most shapes are written (the others go to Intl): the ones the product uses among them.
    expect(written).toBeGreaterThan(4000);
  });

  test('the shapes the product’s first screens use are written, not left to Intl', () => {
    const nz = { timeZone: 'Pacific/Auckland' };
    const at = new Date('2026-11-26T06:30:00Z');
    for (const options of [
      { ...nz, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' },
      { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' },
      { ...nz, day: 'numeric', month: 'long', year: 'numeric' },
      { ...nz, dateStyle: 'medium', timeStyle: 'short' },
      { ...nz, dateStyle: 'full', timeStyle: 'short' },
      { ...nz, hour: 'numeric', minute: '2-digit' },
      { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' },
    ] as Intl.DateTimeFormatOptions[]) {
      expect(enNzParts(options, at), JSON.stringify(options)).not.toBeNull();
    }
  });

  test('leaves to Intl what it does not write: the reader’s own zone, other zones, other fields, a bad date', () => {
    const at = new Date('2026-11-26T06:30:00Z');
    expect(enNzParts({ day: 'numeric', month: 'long' }, at)).toBeNull();
    expect(enNzParts({ timeZone: 'Australia/Sydney', day: 'numeric', month: 'long' }, at)).toBeNull();
    expect(enNzParts({ timeZone: 'UTC', hour12: false, hour: 'numeric', minute: 'numeric' }, at)).toBeNull();
    expect(enNzParts({ timeZone: 'UTC', era: 'short', year: 'numeric' }, at)).toBeNull();
    expect(enNzParts({ timeZone: 'UTC', day: 'numeric' }, new Date(Number.NaN))).toBeNull();
  });
});
