/**
 * Issue 19: the cost of each school's improvement actions by year, from 4.2's answers (`improvement_actions`:
 * `cost_estimate` in New Zealand dollars). An action counts in the year it was finished when it is done
 * (`completed_on`), otherwise in the year it is due (`due_date`); one with neither is "undated". School
 * financial years are calendar years. Pure: reads stored answers, writes nothing.
 */
export const UNDATED = 'undated';

export interface SchoolCosts {
  /** Year (YYYY) or `undated` → dollars (cents rounded away). */
  costs: Record<string, number>;
  total: number;
  actions: number;
  /** Actions with no cost given. */
  unpriced: number;
}

const yearOf = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v.slice(0, 4) : null;

export function schoolCosts(improvementSchedule: Record<string, unknown> | undefined): SchoolCosts {
  const rows = Array.isArray(improvementSchedule?.improvement_actions)
    ? (improvementSchedule.improvement_actions as unknown[])
    : [];
  const out: SchoolCosts = { costs: {}, total: 0, actions: 0, unpriced: 0 };
  for (const raw of rows) {
    if (!raw || typeof raw !== 'object') continue;
    const row = raw as Record<string, unknown>;
    out.actions++;
    const cost =
      typeof row.cost_estimate === 'number' && Number.isFinite(row.cost_estimate) ? row.cost_estimate : null;
    if (cost === null) {
      out.unpriced++;
      continue;
    }
    const year = (row.status === 'done' ? yearOf(row.completed_on) : null) ?? yearOf(row.due_date) ?? UNDATED;
    out.costs[year] = Math.round((out.costs[year] ?? 0) + cost);
    out.total = Math.round(out.total + cost);
  }
  return out;
}

/** Years in order, `undated` last. */
export const sortYears = (years: Iterable<string>): string[] =>
  [...new Set(years)].sort((a, b) => (a === UNDATED ? 1 : b === UNDATED ? -1 : a.localeCompare(b)));
