import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  describeRecurrence,
  type EventTiming,
  eventInputProblems,
  eventInputSchema,
  expandOccurrences,
  icsRecurrence,
  lastOccurrenceDate,
  nzDateOf,
  nzWallTimeToInstant,
  occurrenceStartingAt,
  RECURRENCE_PRESETS,
  type RecurrencePattern,
  reminderTime,
  startOfNzDate,
  toNzWallTime,
} from './calendar';

/** "2026-04-05 09:00" as New Zealand sees an instant (checked against the platform's own Intl). */
const nzClock = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(d)
    .replace(',', '');

const event = (
  startDate: string,
  recurrencePattern: RecurrencePattern | null,
  extra: Partial<EventTiming> = {},
): EventTiming => ({ startDate, allDay: false, durationMinutes: 60, recurrencePattern, ...extra });

const starts = (e: EventTiming, from: string, to: string) =>
  expandOccurrences(e, new Date(from), new Date(to)).map((o) => o.start.toISOString());

describe('New Zealand wall-clock time', () => {
  // biome-ignore format: a table aligned by hand
  test.each([
    ['summer, daylight time (+13)',                   '2027-01-15T09:00', '2027-01-14T20:00:00.000Z'],
    ['winter, standard time (+12)',                   '2026-06-15T09:00', '2026-06-14T21:00:00.000Z'],
    ['skipped hour when daylight saving starts: 02:30 → 03:30', '2026-09-27T02:30', '2026-09-26T14:30:00.000Z'],
    ['03:00 on that day is the first daylight hour',  '2026-09-27T03:00', '2026-09-26T14:00:00.000Z'],
    ['repeated hour when it ends: the first 02:30 (+13)', '2026-04-05T02:30', '2026-04-04T13:30:00.000Z'],
    ['03:00 on that day is standard time',            '2026-04-05T03:00', '2026-04-04T15:00:00.000Z'],
  ])('%s', (_what, wall, instant) => {
    const [date, time] = wall.split('T') as [string, string];
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    expect(nzWallTimeToInstant({ year, month, day, hour, minute }).toISOString()).toBe(instant);
  });

  test('toNzWallTime agrees with Intl for any instant from 2000 to 2099', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (t) => {
        const w = toNzWallTime(t);
        const text = `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')} ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
        expect(text).toBe(nzClock(new Date(t)));
      }),
      { numRuns: 500 },
    );
  });

  test('startOfNzDate is midnight in New Zealand, also on daylight-saving days', () => {
    for (const d of ['2026-04-05', '2026-09-27', '2027-01-01', '2026-07-01'])
      expect(nzClock(startOfNzDate(d))).toBe(`${d} 00:00`);
    expect(nzDateOf(new Date('2026-12-31T11:30:00Z'))).toBe('2027-01-01');
  });
});

describe('occurrences keep their New Zealand time of day across daylight-saving changes', () => {
  test('weekly on Sunday at 09:00 through the April change (NZDT → NZST)', () => {
    const e = event('2026-03-22T09:00:00+13:00', { freq: 'weekly', interval: 1 });
    const list = starts(e, '2026-03-20T00:00:00Z', '2026-04-15T00:00:00Z');
    expect(list).toEqual([
      '2026-03-21T20:00:00.000Z',
      '2026-03-28T20:00:00.000Z',
      '2026-04-04T21:00:00.000Z', // 5 April, the day daylight saving ends: still 09:00
      '2026-04-11T21:00:00.000Z',
    ]);
    for (const s of list) expect(nzClock(new Date(s)).slice(11)).toBe('09:00');
  });

  test('daily at 09:00 through the September change (NZST → NZDT)', () => {
    const e = event('2026-09-24T09:00:00+12:00', { freq: 'daily', interval: 1 });
    const list = expandOccurrences(e, new Date('2026-09-23T00:00:00Z'), new Date('2026-09-29T12:00:00Z'));
    expect(list.map((o) => nzClock(o.start))).toEqual([
      '2026-09-24 09:00',
      '2026-09-25 09:00',
      '2026-09-26 09:00',
      '2026-09-27 09:00',
      '2026-09-28 09:00',
      '2026-09-29 09:00',
    ]);
    // The instant moves by the hour New Zealand's clocks moved.
    expect(list[2]!.start.toISOString()).toBe('2026-09-25T21:00:00.000Z');
    expect(list[3]!.start.toISOString()).toBe('2026-09-26T20:00:00.000Z');
  });

  test('monthly at 09:00 for two years: every occurrence at 09:00 whatever the season', () => {
    const e = event('2026-01-10T09:00:00+13:00', { freq: 'monthly', interval: 1 });
    const list = expandOccurrences(e, new Date('2026-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z'));
    expect(list).toHaveLength(24);
    for (const o of list) expect(nzClock(o.start)).toMatch(/-10 09:00$/);
  });

  test('an event in the hour skipped in September happens an hour later that day only', () => {
    const e = event('2026-09-26T02:30:00+12:00', { freq: 'daily', interval: 1 });
    const list = expandOccurrences(e, new Date('2026-09-25T00:00:00Z'), new Date('2026-09-28T12:00:00Z'));
    expect(list.map((o) => nzClock(o.start))).toEqual([
      '2026-09-26 02:30',
      '2026-09-27 03:30',
      '2026-09-28 02:30',
    ]);
  });

  test('all-day occurrences run from midnight to midnight in New Zealand (23 or 25 hours on change days)', () => {
    const e = event(
      '2026-04-04T11:00:00Z',
      { freq: 'daily', interval: 1 },
      { allDay: true, durationMinutes: 1440 },
    );
    const list = expandOccurrences(e, new Date('2026-04-03T12:00:00Z'), new Date('2026-04-07T00:00:00Z'));
    expect(list.map((o) => o.date)).toEqual(['2026-04-05', '2026-04-06', '2026-04-07']);
    expect(nzClock(list[0]!.start)).toBe('2026-04-05 00:00');
    expect(nzClock(list[0]!.end)).toBe('2026-04-06 00:00');
    expect(list[0]!.end.getTime() - list[0]!.start.getTime()).toBe(25 * 3_600_000);
    const sept = expandOccurrences(
      event('2026-09-27T00:00:00+12:00', null, { allDay: true, durationMinutes: 1440 }),
      new Date('2026-09-01T00:00:00Z'),
      new Date('2026-10-01T00:00:00Z'),
    );
    expect(sept[0]!.end.getTime() - sept[0]!.start.getTime()).toBe(23 * 3_600_000);
  });
});

describe('month ends, until, count and windows', () => {
  test('monthly on the 31st falls on the last day of shorter months', () => {
    const e = event('2027-01-31T09:00:00+13:00', { freq: 'monthly', interval: 1 });
    const dates = expandOccurrences(
      e,
      new Date('2027-01-01T00:00:00Z'),
      new Date('2027-07-01T00:00:00Z'),
    ).map((o) => o.date);
    expect(dates).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
    const leap = event('2028-01-30T09:00:00+13:00', { freq: 'monthly', interval: 1 });
    expect(
      expandOccurrences(leap, new Date('2028-02-01T00:00:00Z'), new Date('2028-03-01T00:00:00Z')).map(
        (o) => o.date,
      ),
    ).toEqual(['2028-02-29']);
  });

  test('yearly on 29 February falls on 28 February in other years', () => {
    const e = event('2028-02-29T09:00:00+13:00', { freq: 'yearly', interval: 1 });
    const dates = expandOccurrences(
      e,
      new Date('2028-01-01T00:00:00Z'),
      new Date('2033-01-01T00:00:00Z'),
    ).map((o) => o.date);
    expect(dates).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  test('until is a New Zealand date and inclusive', () => {
    // 23:30 on 5 March in New Zealand is still 5 March there, though it is 10:30 UTC.
    const e = event('2027-03-01T23:30:00+13:00', { freq: 'daily', interval: 1, until: '2027-03-05' });
    const list = expandOccurrences(e, new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z'));
    expect(list.map((o) => o.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
    ]);
    expect(lastOccurrenceDate(e)).toBe('2027-03-05');
  });

  test('count limits the occurrences, the first included; with until, whichever ends first', () => {
    const e = event('2027-03-01T09:00:00+13:00', { freq: 'weekly', interval: 2, count: 3 });
    expect(
      expandOccurrences(e, new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z')).map(
        (o) => o.date,
      ),
    ).toEqual(['2027-03-01', '2027-03-15', '2027-03-29']);
    const both = event('2027-03-01T09:00:00+13:00', {
      freq: 'daily',
      interval: 1,
      count: 10,
      until: '2027-03-03',
    });
    expect(lastOccurrenceDate(both)).toBe('2027-03-03');
    expect(
      expandOccurrences(both, new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z')),
    ).toHaveLength(3);
    const countFirst = event('2027-03-01T09:00:00+13:00', {
      freq: 'daily',
      interval: 1,
      count: 2,
      until: '2027-03-30',
    });
    expect(lastOccurrenceDate(countFirst)).toBe('2027-03-02');
  });

  test('an occurrence that started before the window and is still going is in it', () => {
    const e = event('2027-03-01T09:00:00+13:00', { freq: 'daily', interval: 1 }, { durationMinutes: 120 });
    expect(starts(e, '2027-03-03T21:00:00Z', '2027-03-03T21:30:00Z')).toEqual(['2027-03-03T20:00:00.000Z']);
    expect(starts(e, '2027-03-03T22:00:00Z', '2027-03-03T22:30:00Z')).toEqual([]);
  });

  test('a window years after the first occurrence gives the same occurrences as counting from the start', () => {
    const freq = fc.constantFrom<RecurrencePattern['freq']>('daily', 'weekly', 'monthly', 'yearly');
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        freq,
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 1, max: 400 }),
        (start, f, interval, allDay, duration, offsetDays, lengthDays) => {
          const e: EventTiming = {
            startDate: new Date(start),
            allDay,
            durationMinutes: duration,
            recurrencePattern: { freq: f, interval },
          };
          const from = new Date(start + offsetDays * 86_400_000);
          const to = new Date(from.getTime() + lengthDays * 86_400_000);
          const fast = expandOccurrences(e, from, to);
          const slow = expandOccurrences(e, new Date(start - 40 * 86_400_000), to).filter(
            (o) => o.end > from && o.start < to,
          );
          expect(fast.map((o) => o.index)).toEqual(slow.map((o) => o.index));
          const first = toNzWallTime(start);
          for (const o of fast) {
            const w = toNzWallTime(o.start);
            if (allDay) expect([w.hour, w.minute]).toEqual([0, 0]);
            // Same time of day, except an hour later in the hour skipped when daylight saving starts.
            else if (w.hour !== first.hour) expect(w.hour).toBe(first.hour + 1);
            else expect(w.minute).toBe(first.minute);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  test('a single event is one occurrence, in the window or not', () => {
    const e = event('2027-03-01T09:00:00+13:00', null);
    expect(starts(e, '2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z')).toEqual(['2027-02-28T20:00:00.000Z']);
    expect(starts(e, '2027-04-01T00:00:00Z', '2028-01-01T00:00:00Z')).toEqual([]);
  });

  test('occurrenceStartingAt recognises an occurrence and nothing a minute off', () => {
    const e = event('2026-03-22T09:00:00+13:00', { freq: 'weekly', interval: 1 });
    expect(occurrenceStartingAt(e, new Date('2026-04-04T21:00:00.000Z'))?.index).toBe(2);
    expect(occurrenceStartingAt(e, new Date('2026-04-04T20:00:00.000Z'))).toBeNull();
    expect(occurrenceStartingAt(e, new Date('2026-04-04T21:01:00.000Z'))).toBeNull();
    expect(occurrenceStartingAt(e, new Date('2026-03-14T20:00:00.000Z'))).toBeNull();
  });

  test('reminderTime is the given minutes before the start', () => {
    expect(reminderTime(new Date('2027-03-01T09:00:00Z'), 90).toISOString()).toBe('2027-03-01T07:30:00.000Z');
    expect(reminderTime(new Date('2027-03-01T09:00:00Z'), 0).toISOString()).toBe('2027-03-01T09:00:00.000Z');
  });
});

const HORIZON = new Date('2032-01-01T00:00:00Z');

describe('the ICS rule says the same as the expansion', () => {
  test.each<[string, EventTiming, string]>([
    ['weekly', event('2026-03-22T09:00:00+13:00', { freq: 'weekly', interval: 1 }), 'FREQ=WEEKLY;INTERVAL=1'],
    [
      'monthly on the 31st',
      event('2027-01-31T09:00:00+13:00', { freq: 'monthly', interval: 1 }),
      'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1',
    ],
    [
      'yearly on 29 February',
      event('2028-02-29T09:00:00+13:00', { freq: 'yearly', interval: 1, count: 4 }),
      'FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=-1;COUNT=4',
    ],
    [
      'until, timed: the end of that New Zealand day in UTC',
      event('2027-03-01T09:00:00+13:00', { freq: 'daily', interval: 2, until: '2027-03-09' }),
      'FREQ=DAILY;INTERVAL=2;UNTIL=20270309T105959Z',
    ],
    [
      'until, all day: a date',
      event(
        '2027-03-01T00:00:00+13:00',
        { freq: 'monthly', interval: 3, until: '2028-03-01' },
        { allDay: true },
      ),
      'FREQ=MONTHLY;INTERVAL=3;UNTIL=20280301',
    ],
    [
      'count and until: the earlier end, as UNTIL',
      event('2027-03-01T09:00:00+13:00', { freq: 'daily', interval: 1, until: '2027-04-01', count: 3 }),
      'FREQ=DAILY;INTERVAL=1;UNTIL=20270303T105959Z',
    ],
  ])('%s', (_what, e, rule) => {
    expect(icsRecurrence(e, HORIZON)).toEqual({ rrule: rule, rdates: [] });
  });

  test('no rule for a single event', () => {
    expect(icsRecurrence(event('2027-03-01T09:00:00+13:00', null), HORIZON)).toEqual({
      rrule: null,
      rdates: [],
    });
  });

  test('monthly on the 30th: the rule skips February, an RDATE gives its last day', () => {
    const e = event('2027-01-30T09:00:00+13:00', { freq: 'monthly', interval: 1 });
    const { rrule, rdates } = icsRecurrence(e, new Date('2029-01-01T00:00:00Z'));
    expect(rrule).toBe('FREQ=MONTHLY;INTERVAL=1');
    expect(rdates.map((o) => nzClock(o.start))).toEqual(['2027-02-28 09:00', '2028-02-29 09:00']);
  });

  test('monthly on the 29th with a count: the end becomes UNTIL, as RDATEs do not count', () => {
    const e = event('2027-01-29T09:00:00+13:00', { freq: 'monthly', interval: 1, count: 3 });
    const { rrule, rdates } = icsRecurrence(e, HORIZON);
    expect(rrule).toBe('FREQ=MONTHLY;INTERVAL=1;UNTIL=20270329T105959Z');
    expect(rdates.map((o) => o.date)).toEqual(['2027-02-28']);
    // Together: exactly the three occurrences of the app.
    const all = expandOccurrences(e, new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z'));
    expect(all.map((o) => o.date)).toEqual(['2027-01-29', '2027-02-28', '2027-03-29']);
  });
});

describe('words', () => {
  test.each<[RecurrencePattern | null, string, string]>([
    [null, '2027-03-03T09:00:00+13:00', 'Does not repeat'],
    [{ freq: 'monthly', interval: 1 }, '2027-03-03T09:00:00+13:00', 'Every month on day 3'],
    [{ freq: 'monthly', interval: 12 }, '2027-03-03T09:00:00+13:00', 'Every 12 months'],
    [{ freq: 'weekly', interval: 1 }, '2027-03-01T09:00:00+13:00', 'Every week on Monday'],
    [{ freq: 'yearly', interval: 1 }, '2027-03-03T09:00:00+13:00', 'Every year on 3 March'],
    [{ freq: 'daily', interval: 2, count: 5 }, '2027-03-03T09:00:00+13:00', 'Every 2 days, 5 times'],
    [
      { freq: 'monthly', interval: 1, until: '2027-12-31' },
      '2027-01-31T09:00:00+13:00',
      "Every month on day 31 (or the month's last day), until 31 December 2027",
    ],
  ])('%j from %s: %s', (pattern, start, words) => {
    expect(describeRecurrence(pattern, start)).toBe(words);
  });
});

describe('presets', () => {
  test('the five schedules the issue names, with the intervals their sources give', () => {
    const byLabel = Object.fromEntries(RECURRENCE_PRESETS.map((p) => [p.label, p]));
    expect(Object.keys(byLabel)).toEqual([
      'Inspect tank screens monthly',
      'Replace UV lamp every 12 months',
      'Annual plan review',
      'Clean gutters every 3 months',
      'E. coli sample every 3 months',
    ]);
    expect(byLabel['Inspect tank screens monthly']!.recurrencePattern).toEqual({
      freq: 'monthly',
      interval: 1,
    });
    expect(byLabel['Replace UV lamp every 12 months']!.recurrencePattern).toEqual({
      freq: 'monthly',
      interval: 12,
    });
    expect(byLabel['Annual plan review']!.recurrencePattern).toEqual({ freq: 'yearly', interval: 1 });
    expect(byLabel['Clean gutters every 3 months']!.recurrencePattern).toEqual({
      freq: 'monthly',
      interval: 3,
    });
    // Every three months, as the small template (p. 8) and the roof water Acceptable Solution (RF5) say.
    expect(byLabel['E. coli sample every 3 months']!.recurrencePattern).toEqual({
      freq: 'monthly',
      interval: 3,
    });
    expect(byLabel['E. coli sample every 3 months']!.category).toBe('water_testing');
    expect(byLabel['Annual plan review']!.category).toBe('dwsp');
    expect(byLabel['Replace UV lamp every 12 months']!.sources.join(' ')).toMatch(/9\.7.*12 months/);
    expect(byLabel['E. coli sample every 3 months']!.sources.join(' ')).toMatch(/Small_26-100, p\. 8/);
    for (const p of RECURRENCE_PRESETS) {
      expect(p.sources.length).toBeGreaterThan(0);
      for (const s of p.sources) expect(s).toMatch(/(specification \d\.\d|, p\. \d+)/);
    }
  });

  test('every preset is a valid event as it is', () => {
    for (const p of RECURRENCE_PRESETS) {
      const parsed = eventInputSchema.safeParse({
        title: p.title,
        description: p.description,
        category: p.category,
        startDate: '2027-03-01T09:00:00+13:00',
        allDay: p.allDay,
        durationMinutes: p.durationMinutes,
        recurrencePattern: p.recurrencePattern,
        reminderSettings: p.reminderSettings,
      });
      expect(parsed.success, p.id).toBe(true);
      if (parsed.success) expect(eventInputProblems(parsed.data)).toEqual({});
    }
  });
});

describe('input', () => {
  const valid = {
    title: 'Inspect tank screens',
    category: 'maintenance',
    startDate: '2027-03-01T09:00:00+13:00',
  };

  test('defaults: not all day, an hour, no repeat, no reminder', () => {
    const parsed = eventInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      allDay: false,
      durationMinutes: 60,
      recurrencePattern: null,
      reminderSettings: { enabled: false },
    });
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['an empty title', { title: '   ' }, 'title'],
    ['an unknown category', { category: 'gardening' }, 'category'],
    ['a date without a time', { startDate: '2027-03-01' }, 'startDate'],
    ['a date in 1999', { startDate: '1999-12-31T09:00:00Z' }, 'startDate'],
    [
      'repeat every 0 months',
      { recurrencePattern: { freq: 'monthly', interval: 0 } },
      'recurrencePattern.interval',
    ],
    ['repeat hourly', { recurrencePattern: { freq: 'hourly', interval: 1 } }, 'recurrencePattern.freq'],
    [
      'a reminder 31 days before',
      { reminderSettings: { enabled: true, minutes_before: 44_640, channels: ['email'] } },
      'reminderSettings.minutes_before',
    ],
    [
      'a reminder by fax',
      { reminderSettings: { enabled: true, minutes_before: 60, channels: ['fax'] } },
      'reminderSettings.channels.0',
    ],
    ['an unknown field', { colour: 'blue' }, ''],
  ])('refuses %s', (_what, change, path) => {
    const parsed = eventInputSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    if (!parsed.success && path) expect(parsed.error.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  test('a repeat that ends before it starts, and a reminder with no way to arrive', () => {
    const parsed = eventInputSchema.parse({
      ...valid,
      recurrencePattern: { freq: 'daily', interval: 1, until: '2027-02-28' },
      reminderSettings: { enabled: true, minutes_before: 60, channels: [] },
    });
    expect(eventInputProblems(parsed)).toEqual({
      'recurrencePattern.until': 'The repeat cannot end before the first date.',
      'reminderSettings.channels': 'Choose at least one way to be reminded.',
    });
    // The first date is the New Zealand date: 1 March in New Zealand is 28 February in UTC.
    expect(
      eventInputProblems(
        eventInputSchema.parse({
          ...valid,
          recurrencePattern: { freq: 'daily', interval: 1, until: '2027-03-01' },
        }),
      ),
    ).toEqual({});
  });
});
