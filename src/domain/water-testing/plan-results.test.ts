import { describe, expect, test } from 'vitest';
import { SAMPLE_CONTENT_5_8 } from '../plan/forms/samples-5-8';
import { mergeIntoPlan, planResults, planValueOf, sameAsLogged } from './plan-results';

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

describe('the log written into 8.1', () => {
  const base = {
    sampleId: 'S9',
    sampledOn: '2026-11-09',
    component: 'treatment_plant' as const,
    componentId: null,
    laboratory: 'Hill Laboratories',
    unit: 'per 100 mL',
  };
  let n = 0;
  const id = () => `new-${++n}`;

  test('"<1" of E. coli is 0 in 8.1 (its hint); other qualified values are not numbers 8.1 can hold', () => {
    expect(planValueOf({ parameter: 'e_coli', result: { qualifier: '<', value: 1 } })).toBe(0);
    expect(planValueOf({ parameter: 'turbidity', result: { qualifier: '<', value: 0.1 } })).toBeNull();
    expect(planValueOf({ parameter: 'e_coli', result: { qualifier: '>', value: 200 } })).toBeNull();
    expect(planValueOf({ parameter: 'nitrate', result: { qualifier: null, value: 3 } })).toBeNull();
    expect(planValueOf({ parameter: 'ph', result: { qualifier: null, value: 6.8 } })).toBe(6.8);
  });

  test('a sample joins its row; an empty cell is filled, a typed one kept; nothing new answers null', () => {
    const content = {
      other: 'kept',
      water_test_results: [{ id: 'r1', sample_id: 'S9', sample_date: '2026-11-09', ph: 7 }],
    };
    const out = mergeIntoPlan(
      content,
      [
        { ...base, parameter: 'e_coli', result: { qualifier: '<', value: 1 } },
        { ...base, parameter: 'ph', result: { qualifier: null, value: 6.5 } },
        {
          ...base,
          sampleId: 'S10',
          parameter: 'turbidity',
          result: { qualifier: '<', value: 0.1 },
          unit: 'NTU',
        },
      ],
      id,
    )!;
    expect(out.other).toBe('kept');
    expect(out.water_test_results).toEqual([
      { id: 'r1', sample_id: 'S9', sample_date: '2026-11-09', ph: 7, e_coli: 0 },
      {
        id: 'new-1',
        sample_id: 'S10',
        sample_date: '2026-11-09',
        supply_component: 'treatment_plant',
        laboratory: 'Hill Laboratories',
        notes: 'Turbidity <0.1 NTU',
      },
    ]);
    // The input is not changed, and the same results again change nothing.
    expect(content.water_test_results[0]).toEqual({
      id: 'r1',
      sample_id: 'S9',
      sample_date: '2026-11-09',
      ph: 7,
    });
    expect(
      mergeIntoPlan(out, [{ ...base, parameter: 'e_coli', result: { qualifier: '<', value: 1 } }], id),
    ).toBeNull();
  });

  test('an 8.1 entry that is a logged result is recognised, by sample, date, test and value', () => {
    const logged = [
      {
        sampleId: 'S9',
        sampledOn: '2026-11-09',
        parameter: 'e_coli' as const,
        result: { qualifier: '<' as const, value: 1 },
      },
    ];
    expect(
      sameAsLogged({ sampleId: 'S9', sampledOn: '2026-11-09', parameter: 'e_coli', value: 0 }, logged),
    ).toBe(true);
    expect(
      sameAsLogged({ sampleId: 'S9', sampledOn: '2026-11-09', parameter: 'e_coli', value: 2 }, logged),
    ).toBe(false);
    expect(
      sameAsLogged({ sampleId: 'S9', sampledOn: '2026-11-10', parameter: 'e_coli', value: 0 }, logged),
    ).toBe(false);
  });
});
