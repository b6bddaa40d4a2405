import { describe, expect, test } from 'vitest';
import { SAMPLE_CONTENT_5_8 } from './forms/samples-5-8';
import { NOTIFY_PROMPT, resultPrompts, SOURCE_PROMPT } from './water-results';

const row = (over: Record<string, unknown>) => ({ id: 'r1', sample_date: '2026-11-09', ...over });

describe('8.1 results that need action at once', () => {
  test('E. coli 1 or more after treatment or in the pipes: notify; 0 or empty: nothing', () => {
    expect(resultPrompts([row({ e_coli: 1, supply_component: 'treatment_plant' })])).toEqual([
      { rowId: 'r1', sampleDate: '2026-11-09', eColi: 1, kind: 'notify' },
    ]);
    expect(resultPrompts([row({ e_coli: 3, supply_component: 'distribution_zone' })])[0]!.kind).toBe(
      'notify',
    );
    expect(resultPrompts([row({ e_coli: 0, supply_component: 'treatment_plant' })])).toEqual([]);
    expect(resultPrompts([row({ e_coli: null })])).toEqual([]);
    expect(resultPrompts([row({ e_coli: 0.5 })])).toEqual([]);
  });

  test('an unknown part of the supply is treated as treated water (a missed notification is worse)', () => {
    expect(resultPrompts([row({ e_coli: 2 })])[0]!.kind).toBe('notify');
  });

  test('E. coli in source water prompts a treatment check, not a notification', () => {
    expect(resultPrompts([row({ e_coli: 4, supply_component: 'source' })])[0]!.kind).toBe('source');
  });

  test('not a list, or rows that are not objects: nothing', () => {
    expect(resultPrompts(undefined)).toEqual([]);
    expect(resultPrompts([null, 'x', 3])).toEqual([]);
  });

  test('the sample plan: its one positive result is source water', () => {
    const prompts = resultPrompts(SAMPLE_CONTENT_5_8['water-quality-monitoring']!.water_test_results);
    expect(prompts.map((p) => p.kind)).toEqual(['source']);
  });

  test('the prompts cite their pages and carry the 24/7 line', () => {
    expect(NOTIFY_PROMPT.source).toMatch(/DWQAR_Guidance_for_Small_Supplies \(draft\), p\. 10 .* p\. 16/);
    expect(NOTIFY_PROMPT.steps.join(' ')).toContain('04 889 8350');
    expect(SOURCE_PROMPT.source).toContain('p. 10');
  });
});
