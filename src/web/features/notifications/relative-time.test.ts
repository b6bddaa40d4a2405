/** A notification's age in words, in English and in te reo Māori (which browsers cannot format). */
import { describe, expect, test } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-26T06:30:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relative time', () => {
  test('English, as the browser writes it', () => {
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime('not a date', now)).toBeNull();
  });
  test('te reo Māori, in our own words', () => {
    expect(relativeTime(ago(10), now, 'mi')).toBe('ināianei');
    expect(relativeTime(ago(5 * 60), now, 'mi')).toBe('5 meneti kua hipa');
    expect(relativeTime(ago(3 * 3600), now, 'mi')).toBe('3 haora kua hipa');
    expect(relativeTime(ago(24 * 3600), now, 'mi')).toBe('inanahi');
    expect(relativeTime(ago(14 * 24 * 3600), now, 'mi')).toBe('2 wiki kua hipa');
  });
});
