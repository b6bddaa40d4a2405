import { describe, expect, test } from 'vitest';
import { addYears, daysBefore, revalidateBy, trainingState } from './staff-training';

describe('staff training revalidation (issue 19)', () => {
  test('due three years after it was completed; a leap day falls back to 28 February', () => {
    expect(revalidateBy('2026-03-15')).toBe('2029-03-15');
    expect(addYears('2024-02-29', 3)).toBe('2027-02-28');
    expect(daysBefore('2029-03-15', 60)).toBe('2029-01-14');
  });

  test('current, due soon within 60 days, overdue after the day', () => {
    expect(trainingState('2029-03-15', '2029-01-13')).toBe('current');
    expect(trainingState('2029-03-15', '2029-01-14')).toBe('due_soon');
    expect(trainingState('2029-03-15', '2029-03-15')).toBe('due_soon');
    expect(trainingState('2029-03-15', '2029-03-16')).toBe('overdue');
  });
});
