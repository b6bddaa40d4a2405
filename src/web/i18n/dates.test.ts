/** Dates in te reo Māori: the month, weekday and am/pm in te reo, the numbers as New Zealand writes them. */
import { afterEach, describe, expect, test } from 'vitest';
import { formatNz, nzDateFormat, setDateLanguage } from './dates';

afterEach(() => setDateLanguage('en'));

const thursday = new Date('2026-11-26T06:30:00Z'); // 7:30 pm on Thursday 26 November in New Zealand
const nz = { timeZone: 'Pacific/Auckland' } as const;

describe('dates in the interface language', () => {
  test('English is New Zealand English, unchanged', () => {
    expect(formatNz('date', thursday, { ...nz, day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      thursday.toLocaleDateString('en-NZ', { ...nz, day: 'numeric', month: 'long', year: 'numeric' }),
    );
    expect(formatNz('datetime', thursday, nz)).toBe(thursday.toLocaleString('en-NZ', nz));
  });

  test('te reo has its month, weekday and time of day', () => {
    setDateLanguage('mi');
    expect(
      formatNz('date', thursday, { ...nz, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    ).toBe('Rāpare, 26 Whiringa-ā-rangi 2026');
    expect(formatNz('date', thursday, { ...nz, day: 'numeric', month: 'short' })).toBe('26 Whiringa-ā-rangi');
    expect(formatNz('time', thursday, { ...nz, hour: 'numeric', minute: '2-digit' })).toBe(
      '7:30\u202fi te ahiahi',
    );
    // Every month of the year has its own name.
    const months = new Set(
      Array.from({ length: 12 }, (_, m) =>
        formatNz('date', new Date(Date.UTC(2026, m, 15)), { month: 'long' }),
      ),
    );
    expect(months.size).toBe(12);
    for (const m of months) expect(m).not.toMatch(/[a-z]+ber|uary|June|July|March|April|May|August/);
  });

  test('a formatter made once follows a change of language', () => {
    const f = nzDateFormat({ ...nz, month: 'long' });
    expect(f.format(thursday)).toBe('November');
    setDateLanguage('mi');
    expect(f.format(thursday)).toBe('Whiringa-ā-rangi');
  });
});
