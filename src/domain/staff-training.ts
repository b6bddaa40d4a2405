/**
 * Issue 19: training and competency validation of the people who work on the supplies. The competencies
 * must be validated for each staff member at least once every three years (Acceptable Solution for Roof
 * Water Supplies, January 2022 working draft, p. 12, section 10 "Training and awareness"; the same words in
 * the Acceptable Solution for Rural Agricultural Supplies, section 11). The reminder lead times are
 * WaiKura's own.
 */
export const REVALIDATE_AFTER_YEARS = 3;
/** Reminders before the revalidation is due (days), and one on the day. WaiKura's own choice. */
export const TRAINING_REMINDER_DAYS = [60, 14, 0] as const;

/** The day `years` after a YYYY-MM-DD day (29 February becomes 28 February in a year without it). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** The day `days` before a YYYY-MM-DD day. */
export function daysBefore(day: string, days: number): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - days);
  return t.toISOString().slice(0, 10);
}

export const revalidateBy = (completedOn: string) => addYears(completedOn, REVALIDATE_AFTER_YEARS);

export type TrainingState = 'current' | 'due_soon' | 'overdue';

/** Overdue after the day; due soon within the first reminder's lead time. */
export function trainingState(revalidateByDay: string, today: string): TrainingState {
  if (revalidateByDay < today) return 'overdue';
  if (daysBefore(revalidateByDay, TRAINING_REMINDER_DAYS[0]) <= today) return 'due_soon';
  return 'current';
}
