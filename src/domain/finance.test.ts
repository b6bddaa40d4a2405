import { describe, expect, test } from 'vitest';
import { schoolCosts, sortYears, UNDATED } from './finance';

describe('improvement costs by year (issue 19)', () => {
  test('due year for open actions, finished year for done ones, undated without either; unpriced counted', () => {
    const c = schoolCosts({
      improvement_actions: [
        { action: 'New UV lamp', cost_estimate: 450, due_date: '2027-02-01', status: 'planned' },
        {
          action: 'Gutter guard',
          cost_estimate: 1200.4,
          due_date: '2026-05-01',
          status: 'done',
          completed_on: '2027-01-20',
        },
        { action: 'Tank lid', cost_estimate: 300, due_date: '2026-09-01' },
        { action: 'Backflow valve', cost_estimate: 800 },
        { action: 'Ask the council', due_date: '2026-03-01' },
        'not a row',
      ],
    });
    expect(c.costs).toEqual({ '2027': 1650, '2026': 300, [UNDATED]: 800 });
    expect(c).toMatchObject({ total: 2750, actions: 5, unpriced: 1 });
  });

  test('no schedule, no costs', () => {
    expect(schoolCosts(undefined)).toEqual({ costs: {}, total: 0, actions: 0, unpriced: 0 });
  });

  test('years sort with undated last', () => {
    expect(sortYears([UNDATED, '2028', '2026', '2026'])).toEqual(['2026', '2028', UNDATED]);
  });
});
