import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  endOfNzDay,
  instantFromNzLocalInput,
  nzLocalInputValue,
  nzOffsetMinutes,
  nzOffsetMs,
  nzWallTimeToInstant,
  toNzWallTime,
  zoneDatabaseOffsetMs,
} from './nz-time';

const nzClock = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(d)
    .replace(',', '');

describe('nzOffsetMs: the daylight-saving rule, computed', () => {
  test('gives the time-zone database’s offset from 2008 to 2099: every day, and every hour of the weeks the clocks change', () => {
    const HOUR = 3_600_000;
    const instants: number[] = [];
    for (let t = Date.UTC(2008, 0, 1, 7); t < Date.UTC(2100, 0, 1); t += 24 * HOUR) instants.push(t);
    for (let year = 2008; year < 2100; year++) {
      for (const [month, day] of [
        [2, 28],
        [8, 21],
      ] as const) {
        const from = Date.UTC(year, month, day);
        for (let t = from; t < from + 16 * 24 * HOUR; t += HOUR) instants.push(t);
      }
    }
    const wrong = instants.filter((t) => nzOffsetMs(t) !== zoneDatabaseOffsetMs(t)).slice(0, 5);
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  test('changes at the instant the clocks change, to the minute', () => {
    // 2026: back at 03:00 NZDT on Sunday 5 April, forward at 02:00 NZST on Sunday 27 September.
    expect(nzOffsetMinutes(Date.parse('2026-04-04T13:59:00Z'))).toBe(780);
    expect(nzOffsetMinutes(Date.parse('2026-04-04T14:00:00Z'))).toBe(720);
    expect(nzOffsetMinutes(Date.parse('2026-09-26T13:59:00Z'))).toBe(720);
    expect(nzOffsetMinutes(Date.parse('2026-09-26T14:00:00Z'))).toBe(780);
  });

  test('outside the rule’s years it asks the time-zone database (1990 and 2150)', () => {
    for (const t of [Date.parse('1990-07-01T00:00:00Z'), Date.parse('2150-01-01T00:00:00Z')]) {
      expect(nzOffsetMs(t)).toBe(zoneDatabaseOffsetMs(t));
    }
  });
});

describe('endOfNzDay', () => {
  // biome-ignore format: a table aligned by hand
  test.each([
    ['2026-01-15', '2026-01-15T10:59:59.999Z', 'summer (NZDT, +13)'],
    ['2026-06-15', '2026-06-15T11:59:59.999Z', 'winter (NZST, +12)'],
    ['2026-04-04', '2026-04-04T10:59:59.999Z', 'the eve of daylight saving ending (midnight is still NZDT)'],
    ['2026-04-05', '2026-04-05T11:59:59.999Z', 'the day daylight saving ends'],
    ['2026-09-26', '2026-09-26T11:59:59.999Z', 'the eve of daylight saving starting (midnight is still NZST)'],
    ['2026-09-27', '2026-09-27T10:59:59.999Z', 'the day daylight saving starts'],
    ['2026-12-31', '2026-12-31T10:59:59.999Z', 'the last day of the year'],
    ['2028-02-29', '2028-02-29T10:59:59.999Z', 'a leap day'],
  ])('%s ends at %s: %s', (day, instant) => {
    expect(endOfNzDay(day).toISOString()).toBe(instant);
  });

  test('for any day, the result is 23:59:59.999 of that day in New Zealand, and one millisecond later is the next day', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const day = d.toISOString().slice(0, 10);
          const end = endOfNzDay(day);
          expect(nzClock(end)).toBe(`${day} 23:59:59`);
          expect(end.getUTCMilliseconds()).toBe(999);
          expect(nzClock(new Date(end.getTime() + 1)).slice(11)).toBe('00:00:00');
        },
      ),
      { numRuns: 500 },
    );
  });

  test('every day of 2026, including both daylight-saving changes', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(nzClock(endOfNzDay(day)), day).toBe(`${day} 23:59:59`);
    }
  });
});

describe('nzOffsetMinutes', () => {
  test('is +13 hours in summer and +12 in winter', () => {
    expect(nzOffsetMinutes(new Date('2026-01-15T00:00:00Z'))).toBe(780);
    expect(nzOffsetMinutes(new Date('2026-06-15T00:00:00Z'))).toBe(720);
    // Daylight saving starts at 02:00 NZST on 27 September 2026 (14:00 UTC the day before).
    expect(nzOffsetMinutes(new Date('2026-09-26T13:59:00Z'))).toBe(720);
    expect(nzOffsetMinutes(new Date('2026-09-26T14:00:00Z'))).toBe(780);
  });
});

test('the New Zealand offset does not depend on the seconds of the instant', () => {
  expect(nzOffsetMinutes(new Date('2026-11-23T10:15:00.000Z'))).toBe(780);
  expect(nzOffsetMinutes(new Date('2026-11-23T10:15:45.000Z'))).toBe(780);
  expect(nzOffsetMinutes(new Date('2026-06-23T10:15:59.999Z'))).toBe(720);
});

/** The one rule for the daylight-saving changes, tested here once for the whole product. */
describe('New Zealand wall-clock time across the daylight-saving changes', () => {
  const instant = (date: string, hour: number, minute: number) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return nzWallTimeToInstant({ year, month, day, hour, minute }).toISOString();
  };
  test.each([
    ['winter, standard time (+12)', '2026-07-01', 9, 0, '2026-06-30T21:00:00.000Z'],
    ['summer, daylight time (+13)', '2027-01-15', 9, 0, '2027-01-14T20:00:00.000Z'],
    [
      'the last standard minute before the clocks go forward',
      '2026-09-27',
      1,
      59,
      '2026-09-26T13:59:00.000Z',
    ],
    [
      'skipped when the clocks go forward: 02:00 is 03:00 daylight time',
      '2026-09-27',
      2,
      0,
      '2026-09-26T14:00:00.000Z',
    ],
    ['skipped: 02:30 is 03:30 daylight time', '2026-09-27', 2, 30, '2026-09-26T14:30:00.000Z'],
    ['03:00 that day is the first daylight hour', '2026-09-27', 3, 0, '2026-09-26T14:00:00.000Z'],
    [
      'repeated when the clocks go back: the first 02:30 (+13)',
      '2026-04-05',
      2,
      30,
      '2026-04-04T13:30:00.000Z',
    ],
    [
      '03:00 after the clocks went back is standard time (+12)',
      '2026-04-05',
      3,
      0,
      '2026-04-04T15:00:00.000Z',
    ],
    ['a day beyond the month rolls over (31 June is 1 July)', '2026-06-31', 0, 0, '2026-06-30T12:00:00.000Z'],
  ])('%s', (_what, date, hour, minute, expected) => {
    expect(instant(date, hour, minute)).toBe(expected);
  });

  test('the wall clock of any instant leads back to it, or (in the repeated hour) to its first occurrence', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }), (t) => {
        const at = Math.floor(t / 60_000) * 60_000;
        const back = nzWallTimeToInstant(toNzWallTime(at)).getTime();
        if (back !== at) {
          // The second 02:xx when the clocks go back: standard time, an hour after the first.
          expect(back).toBe(at - 3_600_000);
          expect(nzOffsetMinutes(at)).toBe(720);
          expect(nzOffsetMinutes(back)).toBe(780);
        }
      }),
      { numRuns: 2000 },
    );
    const second = Date.parse('2026-04-04T14:30:00Z'); // 02:30 standard time, 5 April 2026
    expect(nzWallTimeToInstant(toNzWallTime(second)).toISOString()).toBe('2026-04-04T13:30:00.000Z');
  });
});

describe('date-and-time inputs read as New Zealand time', () => {
  test('an instant shows as its New Zealand wall time, whatever the browser’s zone', () => {
    // 2026-11-25 21:30 UTC is 2026-11-26 10:30 NZDT (+13).
    expect(nzLocalInputValue(Date.UTC(2026, 10, 25, 21, 30))).toBe('2026-11-26T10:30');
    // 2026-06-01 00:05 UTC is 12:05 NZST (+12).
    expect(nzLocalInputValue(Date.UTC(2026, 5, 1, 0, 5))).toBe('2026-06-01T12:05');
  });

  test('a typed value is the New Zealand time it says, not the browser’s', () => {
    expect(instantFromNzLocalInput('2026-11-26T10:30')?.toISOString()).toBe('2026-11-25T21:30:00.000Z');
    expect(instantFromNzLocalInput('2026-06-01T12:05:00')?.toISOString()).toBe('2026-06-01T00:05:00.000Z');
  });

  test('half a value, or an impossible one, is no time at all', () => {
    for (const v of ['', '2026-11-26', '2026-11-26T', '2026-13-01T10:00', '2026-11-26T24:00', 'soon'])
      expect(instantFromNzLocalInput(v)).toBeNull();
  });

  test('what is shown reads back as the same minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (t) => {
        const minute = Math.floor(t / 60_000) * 60_000;
        const back = instantFromNzLocalInput(nzLocalInputValue(minute));
        // The repeated hour when the clocks go back reads as its first occurrence.
        expect([minute, minute - 3_600_000]).toContain(back?.getTime());
      }),
    );
  });
});
