import { describe, expect, test } from 'vitest';
import { elapsedWords, incidentClock } from './incident-clock';

const at = (iso: string) => new Date(iso);

describe('the incident clock', () => {
  test('elapsed time in words', () => {
    expect(elapsedWords(20_000)).toBe('less than a minute');
    expect(elapsedWords(60_000)).toBe('1 minute');
    expect(elapsedWords(12 * 60_000)).toBe('12 minutes');
    expect(elapsedWords(3 * 3_600_000 + 5 * 60_000)).toBe('3 hours 5 minutes');
    expect(elapsedWords(3_600_000)).toBe('1 hour');
    expect(elapsedWords(2 * 86_400_000 + 4 * 3_600_000)).toBe('2 days 4 hours');
    expect(elapsedWords(-5)).toBe('less than a minute');
  });

  test('since discovery, with WaiKura’s 24-hour advice overdue only while the regulator is not recorded as told', () => {
    const discoveredAt = at('2026-11-25T08:00:00Z');
    const open = incidentClock({ discoveredAt, now: at('2026-11-26T09:30:00Z'), regulatorNotifiedAt: null });
    expect(open.text).toBe('1 day 1 hour since it was discovered');
    expect(open.notifyOverdue).toBe(true);
    const told = incidentClock({
      discoveredAt,
      now: at('2026-11-26T09:30:00Z'),
      regulatorNotifiedAt: at('2026-11-25T09:00:00Z'),
    });
    expect(told.notifyOverdue).toBe(false);
    const early = incidentClock({ discoveredAt, now: at('2026-11-25T10:00:00Z'), regulatorNotifiedAt: null });
    expect(early.notifyOverdue).toBe(false);
  });

  test('a closed incident stops the clock at its closing', () => {
    const c = incidentClock({
      discoveredAt: at('2026-11-25T08:00:00Z'),
      now: at('2026-12-25T08:00:00Z'),
      regulatorNotifiedAt: null,
      closedAt: at('2026-11-25T10:00:00Z'),
    });
    expect(c.text).toBe('Closed 2 hours after it was discovered');
    expect(c.notifyOverdue).toBe(false);
  });
});
