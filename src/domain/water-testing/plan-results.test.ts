import { describe, expect, test } from 'vitest';
import { SAMPLE_CONTENT_5_8 } from '../plan/forms/samples-5-8';
import { planResults } from './plan-results';

describe('8.1’s results in the log', () => {
  test('one entry per parameter a row holds, judged by the log’s rule', () => {
    const out = planResults({
      water_test_results: [
        {
          id: 'a',
          sample_date: '2026-11-09',
          sample_id: 'S1',
          supply_component: 'treatment_plant',
          e_coli: 4,
          turbidity: 1.8,
        },
        { id: 'b', sample_date: 'not a date', e_coli: 0 },
        null,
      ],
    });
    expect(out.map((r) => [r.parameter, r.value, r.status])).toEqual([
      ['e_coli', 4, 'exceeds'],
      ['turbidity', 1.8, 'check'],
    ]);
  });

  test('a row without its part of the supply is judged as water after treatment', () => {
    expect(planResults({ water_test_results: [{ sample_date: '2026-11-09', e_coli: 2 }] })[0]!.status).toBe(
      'exceeds',
    );
  });

  test('the sample plan’s results read without loss', () => {
    const rows = SAMPLE_CONTENT_5_8['water-quality-monitoring']!.water_test_results as unknown[];
    expect(planResults(SAMPLE_CONTENT_5_8['water-quality-monitoring']).length).toBeGreaterThanOrEqual(
      rows.length,
    );
    expect(planResults(undefined)).toEqual([]);
  });
});
