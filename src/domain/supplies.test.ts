import { describe, expect, test } from 'vitest';
import { matchesSupply, supplyOptions, supplySummary } from './supplies';

describe('supply summaries from the plan’s answers (issue 19)', () => {
  test('ticked options come back in the form’s order; unknown values are dropped', () => {
    const s = supplySummary({
      source: { source_type: ['spring', 'bore', 'made-up'], bore_depth: 42 },
      treatment: { treatment_type: ['uv', 'cartridge_filter'], uv_dose: 40 },
      storage: { storage_type: ['treated_tanks'], tanks: [{ volume: 25_000 }, { volume: 5_000 }, {}] },
    });
    expect(s.source).toEqual(['bore', 'spring']);
    expect(s.treatment).toEqual(['cartridge_filter', 'uv']);
    expect(s).toMatchObject({
      storageLitres: 30_000,
      tankCount: 3,
      boreDepthMetres: 42,
      uvDose: 40,
      recorded: true,
    });
  });

  test('2.3’s total wins over the tanks; depth and dose only when bore and UV are ticked', () => {
    const s = supplySummary({
      source: { source_type: ['roof_rainwater'], bore_depth: 12 },
      treatment: { treatment_type: ['first_flush'], uv_dose: 40 },
      storage: { storage_capacity: 90_000, tanks: [{ volume: 25_000 }] },
    });
    expect(s).toMatchObject({ storageLitres: 90_000, boreDepthMetres: null, uvDose: null });
  });

  test('an empty plan records nothing', () => {
    expect(supplySummary({})).toMatchObject({
      source: [],
      recorded: false,
      storageLitres: null,
      tankCount: 0,
    });
  });

  test('filters: every aspect given must be ticked; unrecorded keeps only empty supplies', () => {
    const bore = supplySummary({ source: { source_type: ['bore'] }, treatment: { treatment_type: ['uv'] } });
    expect(matchesSupply(bore, { source: 'bore' })).toBe(true);
    expect(matchesSupply(bore, { source: 'bore', treatment: 'uv' })).toBe(true);
    expect(matchesSupply(bore, { source: 'bore', treatment: 'chlorination' })).toBe(false);
    expect(matchesSupply(bore, { unrecorded: true })).toBe(false);
    expect(matchesSupply(supplySummary({}), { unrecorded: true })).toBe(true);
  });

  test('the options are the forms’ own', () => {
    expect(supplyOptions('source').map((o) => o.value)).toContain('bore');
    expect(supplyOptions('treatment').find((o) => o.value === 'uv')?.label).toBe('UV disinfection');
    expect(supplyOptions('storage').length).toBeGreaterThan(3);
  });
});
