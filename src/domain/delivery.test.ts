import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  afterFailure,
  BACKOFF_DELAYS_MS,
  backoffDelay,
  digestSubject,
  digestText,
  inQuietHours,
  MAX_RETRIES,
  nextDigestTime,
  nzInstant,
  nzWallClock,
  parseClockTime,
  type QuietHours,
  quietHoursEnd,
  smsText,
} from './delivery';

const at = (iso: string) => new Date(iso);
/** NZ wall clock of an instant, 'YYYY-MM-DD HH:MM' with the weekday, for readable expectations. */
const nz = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(d)
    .replace(/,/g, '');

const NIGHT: QuietHours = { enabled: true, start: '22:00', end: '07:00' };

describe('parseClockTime', () => {
  test('reads HH:MM and refuses anything else', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('07:30')).toBe(450);
    expect(parseClockTime('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:00', '07:60', '0700', '', '07:00 ', 'noon'])
      expect(parseClockTime(bad)).toBeNull();
  });
});

describe('nzInstant and nzWallClock', () => {
  test('winter is UTC+12 and summer UTC+13', () => {
    expect(nzInstant(2026, 6, 15, 7 * 60).toISOString()).toBe('2026-06-14T19:00:00.000Z');
    expect(nzInstant(2026, 1, 15, 7 * 60).toISOString()).toBe('2026-01-14T18:00:00.000Z');
    expect(nzWallClock(at('2026-06-14T19:00:00Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 15,
      weekday: 1,
      minutes: 420,
    });
  });

  test('the daylight-saving changes follow the product’s one rule (nz-time.test.ts)', () => {
    // Skipped 02:30 is 03:30 daylight time; repeated 02:30 is the first, still daylight time.
    expect(nz(nzInstant(2026, 9, 27, 2 * 60 + 30))).toBe('Sun 2026-09-27 03:30');
    expect(nzInstant(2026, 4, 5, 2 * 60 + 30).toISOString()).toBe('2026-04-04T13:30:00.000Z');
  });

  test('seconds past the half minute do not shift the wall clock by a minute', () => {
    // 04:30:30.001 NZDT is still 04:30 (not 04:29), so quiet hours ending at 04:30 are over.
    const instant = at('2028-11-04T15:30:30.001Z');
    expect(nzWallClock(instant).minutes).toBe(4 * 60 + 30);
    expect(inQuietHours(instant, { enabled: true, start: '00:00', end: '04:30' })).toBe(false);
  });

  test('days beyond the month roll over into the next', () => {
    expect(nz(nzInstant(2026, 6, 31, 7 * 60))).toBe('Wed 2026-07-01 07:00');
  });

  test('every existing wall-clock minute round-trips (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }), (ms) => {
        const instant = new Date(Math.floor(ms / 60_000) * 60_000);
        const w = nzWallClock(instant);
        const back = nzInstant(w.year, w.month, w.day, w.minutes);
        // The same instant, or (in the repeated hour of April) the earlier reading of the same wall clock.
        expect(nz(back)).toBe(nz(instant));
        expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
      }),
    );
  });
});

describe('quiet hours 22:00–07:00 in New Zealand time', () => {
  // biome-ignore format: a table aligned by hand
  test.each([
    ['2026-06-15T09:59:00Z', false, 'Mon 21:59 NZST'],
    ['2026-06-15T10:00:00Z', true,  'Mon 22:00 NZST: the start is quiet'],
    ['2026-06-15T12:00:00Z', true,  'midnight'],
    ['2026-06-15T18:59:00Z', true,  'Tue 06:59 NZST'],
    ['2026-06-15T19:00:00Z', false, 'Tue 07:00 NZST: the end is not'],
    ['2026-01-15T08:59:00Z', false, 'Thu 21:59 NZDT'],
    ['2026-01-15T09:00:00Z', true,  'Thu 22:00 NZDT (summer: an hour earlier in UTC)'],
    ['2026-01-15T17:59:00Z', true,  'Fri 06:59 NZDT'],
    ['2026-01-15T18:00:00Z', false, 'Fri 07:00 NZDT'],
  ])('%s quiet: %s (%s)', (iso, quiet) => {
    expect(inQuietHours(at(iso), NIGHT)).toBe(quiet);
  });

  test('off, or a window of no length, is never quiet', () => {
    expect(inQuietHours(at('2026-06-15T12:00:00Z'), { ...NIGHT, enabled: false })).toBe(false);
    expect(inQuietHours(at('2026-06-15T12:00:00Z'), { enabled: true, start: '07:00', end: '07:00' })).toBe(
      false,
    );
    expect(inQuietHours(at('2026-06-15T12:00:00Z'), { enabled: true, start: 'late', end: '07:00' })).toBe(
      false,
    );
  });

  test('a window within one day (12:00–13:30)', () => {
    const lunch = { enabled: true, start: '12:00', end: '13:30' };
    expect(inQuietHours(at('2026-06-15T00:00:00Z'), lunch)).toBe(true); // 12:00 NZST
    expect(inQuietHours(at('2026-06-15T01:29:00Z'), lunch)).toBe(true);
    expect(inQuietHours(at('2026-06-15T01:30:00Z'), lunch)).toBe(false);
    expect(quietHoursEnd(at('2026-06-15T00:10:00Z'), lunch).toISOString()).toBe('2026-06-15T01:30:00.000Z');
  });

  test('the end: the same morning after midnight, the next morning before it', () => {
    expect(nz(quietHoursEnd(at('2026-06-15T11:30:00Z'), NIGHT))).toBe('Tue 2026-06-16 07:00'); // Mon 23:30
    expect(nz(quietHoursEnd(at('2026-06-15T15:00:00Z'), NIGHT))).toBe('Tue 2026-06-16 07:00'); // Tue 03:00
    expect(quietHoursEnd(at('2026-06-15T15:00:00Z'), NIGHT).toISOString()).toBe('2026-06-15T19:00:00.000Z');
  });

  test('outside quiet hours the end is the instant itself', () => {
    const noon = at('2026-06-15T00:00:00Z');
    expect(quietHoursEnd(noon, NIGHT)).toEqual(noon);
    expect(quietHoursEnd(noon, { ...NIGHT, enabled: false })).toEqual(noon);
  });

  test('the night the clocks go forward (27 September 2026) is an hour shorter', () => {
    const start = at('2026-09-26T10:00:00Z'); // Sat 22:00 NZST
    expect(inQuietHours(start, NIGHT)).toBe(true);
    const end = quietHoursEnd(start, NIGHT);
    expect(nz(end)).toBe('Sun 2026-09-27 07:00');
    expect(end.toISOString()).toBe('2026-09-26T18:00:00.000Z'); // NZDT, +13
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(8);
    // 01:59 NZST and 03:00 NZDT are a minute apart and both quiet.
    expect(inQuietHours(at('2026-09-26T13:59:00Z'), NIGHT)).toBe(true);
    expect(inQuietHours(at('2026-09-26T14:00:00Z'), NIGHT)).toBe(true);
    expect(inQuietHours(at('2026-09-26T17:59:00Z'), NIGHT)).toBe(true);
    expect(inQuietHours(at('2026-09-26T18:00:00Z'), NIGHT)).toBe(false);
  });

  test('the night the clocks go back (5 April 2026) is an hour longer', () => {
    const start = at('2026-04-04T09:00:00Z'); // Sat 22:00 NZDT
    expect(inQuietHours(start, NIGHT)).toBe(true);
    const end = quietHoursEnd(start, NIGHT);
    expect(nz(end)).toBe('Sun 2026-04-05 07:00');
    expect(end.toISOString()).toBe('2026-04-04T19:00:00.000Z'); // NZST, +12
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(10);
    expect(inQuietHours(at('2026-04-04T18:59:00Z'), NIGHT)).toBe(true);
  });

  test('quiet hours ending at a time the clocks skip last as long as they would have (to 03:30 daylight time)', () => {
    const q = { enabled: true, start: '22:00', end: '02:30' };
    expect(quietHoursEnd(at('2026-09-26T11:00:00Z'), q).toISOString()).toBe('2026-09-26T14:30:00.000Z');
  });

  test('the end is always after the instant, never quiet itself, and no more than a day away (property)', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }),
        time,
        time,
        (ms, start, end) => {
          const q = { enabled: true, start, end };
          const instant = new Date(ms);
          const after = quietHoursEnd(instant, q);
          if (!inQuietHours(instant, q)) {
            expect(after).toEqual(instant);
            return;
          }
          expect(after.getTime()).toBeGreaterThan(instant.getTime());
          expect(after.getTime() - instant.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
          expect(inQuietHours(after, q)).toBe(false);
          expect(inQuietHours(new Date(after.getTime() - 60_000), q)).toBe(true);
        },
      ),
    );
  });
});

describe('nextDigestTime (weekly, 07:00 New Zealand time)', () => {
  const monday = { frequency: 'weekly', day_of_week: 1 };

  test('on Monday before 07:00: that morning', () => {
    expect(nz(nextDigestTime(at('2026-06-14T18:00:00Z'), monday))).toBe('Mon 2026-06-15 07:00');
  });

  test('on Monday at or after 07:00: the next Monday', () => {
    expect(nz(nextDigestTime(at('2026-06-14T19:00:00Z'), monday))).toBe('Mon 2026-06-22 07:00');
    expect(nz(nextDigestTime(at('2026-06-15T03:00:00Z'), monday))).toBe('Mon 2026-06-22 07:00');
  });

  test('any other day: the coming Monday', () => {
    expect(nz(nextDigestTime(at('2026-06-17T00:00:00Z'), monday))).toBe('Mon 2026-06-22 07:00');
    // Sunday evening NZ is still Sunday morning in UTC.
    expect(nz(nextDigestTime(at('2026-06-21T08:00:00Z'), monday))).toBe('Mon 2026-06-22 07:00');
  });

  test('day_of_week 0 is Sunday, 6 Saturday', () => {
    expect(nz(nextDigestTime(at('2026-06-15T00:00:00Z'), { frequency: 'weekly', day_of_week: 0 }))).toBe(
      'Sun 2026-06-21 07:00',
    );
    expect(nz(nextDigestTime(at('2026-06-15T00:00:00Z'), { frequency: 'weekly', day_of_week: 6 }))).toBe(
      'Sat 2026-06-20 07:00',
    );
  });

  test('across the change to daylight saving, still 07:00 on the wall clock', () => {
    // Friday 25 September 2026 (NZST) → Monday 28 September (NZDT).
    const next = nextDigestTime(at('2026-09-25T00:00:00Z'), monday);
    expect(nz(next)).toBe('Mon 2026-09-28 07:00');
    expect(next.toISOString()).toBe('2026-09-27T18:00:00.000Z');
    // And back: Friday 3 April (NZDT) → Monday 6 April (NZST).
    const back = nextDigestTime(at('2026-04-03T00:00:00Z'), monday);
    expect(back.toISOString()).toBe('2026-04-05T19:00:00.000Z');
  });

  test('a daily digest: the next 07:00', () => {
    expect(nz(nextDigestTime(at('2026-06-15T10:00:00Z'), { frequency: 'daily', day_of_week: 1 }))).toBe(
      'Tue 2026-06-16 07:00',
    );
  });

  test('always strictly later, within a week, on the right weekday at 07:00 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }),
        fc.integer({ min: 0, max: 6 }),
        (ms, day) => {
          const instant = new Date(ms);
          const next = nextDigestTime(instant, { frequency: 'weekly', day_of_week: day });
          expect(next.getTime()).toBeGreaterThan(instant.getTime());
          expect(next.getTime() - instant.getTime()).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
          const w = nzWallClock(next);
          expect(w.weekday).toBe(day);
          expect(w.minutes).toBe(7 * 60);
        },
      ),
    );
  });
});

describe('retries', () => {
  test('backoff: 1 min, 5 min, 30 min, 2 h, 6 h', () => {
    expect([1, 2, 3, 4, 5].map(backoffDelay)).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]);
    expect(backoffDelay(9)).toBe(21_600_000);
    expect(MAX_RETRIES).toBe(5);
    expect(BACKOFF_DELAYS_MS).toHaveLength(MAX_RETRIES);
  });

  test('each failure adds one to the retry count and waits; the sixth failure is final', () => {
    const now = at('2026-06-15T00:00:00Z');
    expect(afterFailure(0, now)).toEqual({
      status: 'pending',
      retryCount: 1,
      nextAttemptAt: at('2026-06-15T00:01:00Z'),
    });
    expect(afterFailure(4, now)).toEqual({
      status: 'pending',
      retryCount: 5,
      nextAttemptAt: at('2026-06-15T06:00:00Z'),
    });
    expect(afterFailure(5, now)).toEqual({ status: 'failed', retryCount: 6 });
  });
});

describe('texts', () => {
  test('digest subject counts the notifications', () => {
    expect(digestSubject(1, 'weekly')).toBe('Your weekly WaiKura summary: 1 notification');
    expect(digestSubject(3, 'weekly')).toBe('Your weekly WaiKura summary: 3 notifications');
    expect(digestSubject(2, 'daily')).toBe('Your daily WaiKura summary: 2 notifications');
  });

  test('digest text lists each notification with its link', () => {
    const text = digestText([
      {
        title: 'Inspect tank screens',
        message: 'Due on Friday.',
        link: 'https://app.example/schools/x/calendar',
        actionText: 'Open calendar',
      },
      {
        title: 'Plan review',
        message: 'The annual review is next month.',
        link: null,
        actionText: 'Take Action',
      },
    ]);
    expect(text).toBe(
      [
        '1. Inspect tank screens',
        '   Due on Friday.',
        '   Open calendar: https://app.example/schools/x/calendar',
        '',
        '2. Plan review',
        '   The annual review is next month.',
      ].join('\n'),
    );
  });

  test('SMS text keeps the link whole and shortens the words', () => {
    expect(smsText('UV lamp', 'Replace it this week.', 'https://w.nz/c')).toBe(
      'UV lamp: Replace it this week. https://w.nz/c',
    );
    const long = smsText('Title', 'word '.repeat(200), 'https://w.nz/c', 100);
    expect(long).toHaveLength(100);
    expect(long.endsWith('… https://w.nz/c')).toBe(true);
    expect(smsText('A', 'line\n\nbreaks', null)).toBe('A: line breaks');
  });
});
