import { describe, expect, test } from 'vitest';
import { type IssueState, PAGE_ISSUE_STATUSES, transition } from './feedback';

const NOW = new Date('2026-11-26T01:00:00Z');
const EARLIER = new Date('2026-11-20T01:00:00Z');
const state = (status: IssueState['status']): IssueState =>
  status === 'resolved'
    ? { status, resolvedAt: EARLIER, resolvedBy: 'u-old', reopenedCount: 1, lastReopenedAt: null }
    : { status, resolvedAt: null, resolvedBy: null, reopenedCount: 1, lastReopenedAt: null };

describe('page issue transitions (platform specification 4)', () => {
  test.each(PAGE_ISSUE_STATUSES.flatMap((from) => PAGE_ISSUE_STATUSES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      const next = transition(state(from), to, 'u-staff', NOW);
      expect(next.status).toBe(to);
      if (from === to) expect(next).toEqual(state(from));
      else if (to === 'resolved')
        expect(next).toMatchObject({ resolvedAt: NOW, resolvedBy: 'u-staff', reopenedCount: 1 });
      else if (from === 'resolved')
        // Moving off resolved: one more reopen, its time, and no resolver any more.
        expect(next).toEqual({
          status: to,
          resolvedAt: null,
          resolvedBy: null,
          reopenedCount: 2,
          lastReopenedAt: NOW,
        });
      else expect(next).toEqual({ ...state(from), status: to });
    },
  );
});
