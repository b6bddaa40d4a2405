import { describe, expect, test } from 'vitest';
import { durationWords } from '../features/calendar/describe';
import { en } from './en';
import { loadMaori, pluralCategory, translate } from './index';
import { miOffline } from './mi-offline';

describe('plurals, chosen as Intl.PluralRules chooses them', () => {
  test('the category of a count is what Intl.PluralRules gives, in English and in te reo Māori', () => {
    const counts = [0, 1, -1, 2, -2, 1.5, 0.5, 11, 21, 100, 101, 1e6, 1e21, -0, Number.NaN, Infinity];
    for (let n = -50; n <= 250; n += 0.25) counts.push(n);
    for (const lang of ['en', 'mi']) {
      const rules = new Intl.PluralRules(lang);
      for (const count of counts) expect(pluralCategory(count), `${lang} ${count}`).toBe(rules.select(count));
    }
  });

  test('t(key, { count }) picks the .one form for 1 and the .other form otherwise', () => {
    expect(translate('en', 'offline.queue.result', { count: 1 })).toBe('1 result waiting to send');
    expect(translate('en', 'offline.queue.result', { count: 3 })).toBe('3 results waiting to send');
    expect(translate('en', 'offline.queue.result', { count: 0 })).toBe('0 results waiting to send');
  });

  test('in te reo Māori the same keys give the te reo forms', async () => {
    await loadMaori();
    const { loadMaoriApp } = await import('./index');
    await loadMaoriApp();
    expect(translate('mi', 'offline.queue.result', { count: 1 })).toBe(miOffline['offline.queue.result.one']);
    expect(translate('mi', 'offline.queue.result', { count: 4 })).toBe('E 4 ngā hua e tatari ana kia tukuna');
  });

  test('no hand-made plural pair is left: every .one has its .other, and no .many remains', () => {
    const keys = Object.keys(en);
    const ones = keys.filter((k) => k.endsWith('.one')).map((k) => k.slice(0, -4));
    const lonely = ones.filter(
      (base) =>
        !keys.includes(`${base}.other`) &&
        // Not a plural pair: one school shown, beside 'Showing {from}–{to} of {total}'.
        base !== 'portfolio.showing',
    );
    expect(lonely).toEqual([]);
    expect(keys.filter((k) => k.endsWith('.many'))).toEqual([]);
  });

  test("the calendar's durations pick their form the same way", () => {
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
      translate('en', key, vars);
    expect(durationWords(t, 60)).toBe('1 hour');
    expect(durationWords(t, 120)).toBe('2 hours');
    expect(durationWords(t, 90)).toBe('1 hour 30 minutes');
    expect(durationWords(t, 2 * 10_080)).toBe('2 weeks');
  });
});
