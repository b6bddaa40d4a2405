import { describe, expect, it } from 'vitest';
import { REFERENCE_DOCUMENTS, type ReferenceDocument } from '../plan/regulatory-statements';
import {
  CALCULATORS,
  type CalculatorId,
  type CostLine,
  defaultValues,
  INPUTS,
  inputKeys,
  parseInput,
  schoolAdvancedCost,
  schoolCost,
  supplierAdvancedCost,
  supplierCost,
} from './index';

const d = (id: CalculatorId) => defaultValues(CALCULATORS[id]);
const line = (r: { lines: CostLine[] }, key: string): CostLine => r.lines.find((l) => l.key === key)!;

describe('(a) a school: paper and WaiKura a year', () => {
  it('at the defaults', () => {
    const r = schoolCost(d('school') as Parameters<typeof schoolCost>[0]);
    // Review: 1 review × 12 h = 12 h on paper, 1 × 4 h = 4 h with WaiKura; × $45 = $540 and $180.
    expect(line(r, 'review')).toMatchObject({
      hoursPaper: 12,
      hoursWaiKura: 4,
      nzdPaper: 540,
      nzdWaiKura: 180,
    });
    // Tests: 4 a year × 60 min = 4 h; 4 × 15 min = 1 h; × $45 = $180 and $45.
    expect(line(r, 'tests')).toMatchObject({ hoursPaper: 4, hoursWaiKura: 1, nzdPaper: 180, nzdWaiKura: 45 });
    // Report: 1 × 6 h = 6 h ($270); 1 × 1 h = 1 h ($45).
    expect(line(r, 'reports')).toMatchObject({
      hoursPaper: 6,
      hoursWaiKura: 1,
      nzdPaper: 270,
      nzdWaiKura: 45,
    });
    // Printing and folders $80 on paper; WaiKura's price $0 (the visitor's quote).
    expect(line(r, 'paper')).toMatchObject({ nzdPaper: 80, nzdWaiKura: 0 });
    // Hours 12 + 4 + 6 = 22 against 4 + 1 + 1 = 6: 16 saved. Dollars 540 + 180 + 270 + 80 = 1,070
    // against 180 + 45 + 45 = 270: $800 saved. No price, so no "per dollar".
    expect(r).toMatchObject({
      hoursPaper: 22,
      hoursWaiKura: 6,
      hoursSaved: 16,
      nzdPaper: 1070,
      nzdWaiKura: 270,
    });
    expect(r.nzdSaved).toBe(800);
    expect(r.savedPerDollar).toBeNull();
  });

  it('with a price: the saving per dollar', () => {
    const r = schoolCost({ ...(d('school') as Parameters<typeof schoolCost>[0]), waikuraPrice: 400 });
    // WaiKura: 270 + 400 = $670; saved 1,070 − 670 = $400; 400 / 400 = $1 back per $1.
    expect(r.nzdWaiKura).toBe(670);
    expect(r.nzdSaved).toBe(400);
    expect(r.savedPerDollar).toBe(1);
  });

  it('a price above the saving gives a negative saving, said as such', () => {
    const r = schoolCost({ ...(d('school') as Parameters<typeof schoolCost>[0]), waikuraPrice: 1000 });
    // 1,070 − (270 + 1,000) = −$200; −200 / 1,000 = −0.2.
    expect(r.nzdSaved).toBe(-200);
    expect(r.savedPerDollar).toBeCloseTo(-0.2, 10);
  });

  it('everything zero is zero, not NaN', () => {
    const zero = Object.fromEntries(Object.keys(d('school')).map((k) => [k, 0]));
    const r = schoolCost(zero as Parameters<typeof schoolCost>[0]);
    expect([r.hoursPaper, r.hoursWaiKura, r.nzdPaper, r.nzdWaiKura, r.nzdSaved]).toEqual([0, 0, 0, 0, 0]);
    expect(r.savedPerDollar).toBeNull();
  });
});

describe('(b) a school, advanced: what a supply failure costs', () => {
  const v = d('schoolAdvanced') as Parameters<typeof schoolAdvancedCost>[0];
  it('at the defaults', () => {
    const r = schoolAdvancedCost(v);
    // One failure: bottled water 80 pupils × 5 days × 1.5 L × $1.20 = $720; closure 0.5 day × $1,500 =
    // $750; re-tests 3 × $90 = $270; call-outs 2 × $250 = $500; staff 10 h × $45 = $450. Total $2,690.
    expect(r.failure).toEqual({
      bottledWater: 720,
      closure: 750,
      retests: 270,
      callOuts: 500,
      staffTime: 450,
      total: 2690,
    });
    // Weighted: 10 % on paper → 1 h and $269; 7 % with WaiKura → 0.7 h and $188.30.
    const risk = line(r, 'failure');
    expect(risk.hoursPaper).toBeCloseTo(1, 10);
    expect(risk.hoursWaiKura).toBeCloseTo(0.7, 10);
    expect(risk.nzdPaper).toBeCloseTo(269, 10);
    expect(risk.nzdWaiKura).toBeCloseTo(188.3, 10);
    // Totals: (a)'s $1,070 + $269 = $1,339 against $270 + $188.30 = $458.30; saved $880.70; hours 23 / 6.7.
    expect(r.nzdPaper).toBeCloseTo(1339, 10);
    expect(r.nzdWaiKura).toBeCloseTo(458.3, 10);
    expect(r.nzdSaved).toBeCloseTo(880.7, 10);
    expect(r.hoursSaved).toBeCloseTo(16.3, 10);
  });

  it('no pupils: no bottled water, the rest stays', () => {
    const r = schoolAdvancedCost({ ...v, pupils: 0 });
    // 2,690 − 720 = 1,970.
    expect(r.failure.bottledWater).toBe(0);
    expect(r.failure.total).toBe(1970);
  });

  it('the same chance both ways: the failure line saves nothing', () => {
    const r = schoolAdvancedCost({ ...v, failureChancePaper: 5, failureChanceWaiKura: 5 });
    const risk = line(r, 'failure');
    expect(risk.nzdPaper).toBeCloseTo(risk.nzdWaiKura, 10);
    // The saving is (a)'s alone: $800.
    expect(r.nzdSaved).toBeCloseTo(800, 10);
  });
});

describe('(c) a supplier or contractor: the professional ROI', () => {
  const v = d('supplier') as Parameters<typeof supplierCost>[0];
  it('at the defaults', () => {
    const r = supplierCost(v);
    // Records: 10 schools × 10 h = 100 h; × 4 h = 40 h; × $95 = $9,500 and $3,800.
    expect(line(r, 'admin')).toMatchObject({
      hoursPaper: 100,
      hoursWaiKura: 40,
      nzdPaper: 9500,
      nzdWaiKura: 3800,
    });
    // Visit reports: 10 × 4 × 45 min = 30 h ($2,850); 10 × 4 × 15 min = 10 h ($950).
    expect(line(r, 'visitReports')).toMatchObject({
      hoursPaper: 30,
      hoursWaiKura: 10,
      nzdPaper: 2850,
      nzdWaiKura: 950,
    });
    // Trips avoided: 10 × 1 = 10 trips × 1.5 h = 15 h × $95 = $1,425, plus 10 × 60 km × $1 = $600: $2,025.
    expect(line(r, 'travel')).toMatchObject({
      hoursPaper: 15,
      hoursWaiKura: 0,
      nzdPaper: 2025,
      nzdWaiKura: 0,
    });
    // 145 h against 50 h; $14,375 against $4,750: 95 h and $9,625 saved.
    expect(r).toMatchObject({
      hoursPaper: 145,
      hoursWaiKura: 50,
      hoursSaved: 95,
      nzdPaper: 14375,
      nzdWaiKura: 4750,
      nzdSaved: 9625,
    });
  });

  it('the price is per school', () => {
    const r = supplierCost({ ...v, waikuraPricePerSchool: 300 });
    // 10 × $300 = $3,000; WaiKura 4,750 + 3,000 = $7,750; saved $6,625; 6,625 / 3,000 ≈ 2.208.
    expect(line(r, 'price').nzdWaiKura).toBe(3000);
    expect(r.nzdSaved).toBe(6625);
    expect(r.savedPerDollar).toBeCloseTo(6625 / 3000, 10);
  });

  it('no client schools: nothing either way', () => {
    const r = supplierCost({ ...v, clientSchools: 0, waikuraPricePerSchool: 300 });
    expect([r.hoursPaper, r.nzdPaper, r.nzdWaiKura, r.nzdSaved]).toEqual([0, 0, 0, 0]);
    expect(r.savedPerDollar).toBeNull();
  });
});

describe('(d) a supplier, advanced: failures and missed tests across the clients', () => {
  const v = d('supplierAdvanced') as Parameters<typeof supplierAdvancedCost>[0];
  it('at the defaults', () => {
    const r = supplierAdvancedCost(v);
    // One failure: (8 h work + 1.5 h trip) × $95 = $902.50; 60 km × $1 = $60; 3 re-tests × $90 = $270;
    // total $1,232.50.
    expect(r.failure).toMatchObject({ staffTime: 902.5, callOuts: 60, retests: 270, total: 1232.5 });
    // Failures a year: 10 schools × 10 % = 1 on paper, × 7 % = 0.7 with WaiKura: 9.5 h and $1,232.50
    // against 6.65 h and $862.75.
    const risk = line(r, 'failure');
    expect(risk.hoursPaper).toBeCloseTo(9.5, 10);
    expect(risk.hoursWaiKura).toBeCloseTo(6.65, 10);
    expect(risk.nzdPaper).toBeCloseTo(1232.5, 10);
    expect(risk.nzdWaiKura).toBeCloseTo(862.75, 10);
    // Missed tests: 10 × 0.5 = 5 on paper, 10 × 0.1 = 1 with WaiKura; each a 1.5 h trip ($142.50), 60 km
    // ($60) and a $90 test: 7.5 h and 712.50 + 750 = $1,462.50, against 1.5 h and 142.50 + 150 = $292.50.
    const missed = line(r, 'missedTests');
    expect(missed.hoursPaper).toBeCloseTo(7.5, 10);
    expect(missed.nzdPaper).toBeCloseTo(1462.5, 10);
    expect(missed.nzdWaiKura).toBeCloseTo(292.5, 10);
    // Totals: 14,375 + 1,232.50 + 1,462.50 = $17,070 against 4,750 + 862.75 + 292.50 = $5,905.25.
    expect(r.nzdPaper).toBeCloseTo(17070, 10);
    expect(r.nzdWaiKura).toBeCloseTo(5905.25, 10);
    expect(r.nzdSaved).toBeCloseTo(11164.75, 10);
    expect(r.hoursPaper).toBeCloseTo(162, 10);
    expect(r.hoursWaiKura).toBeCloseTo(58.15, 10);
  });
});

describe('every calculator', () => {
  it.each(Object.keys(CALCULATORS) as CalculatorId[])('%s: the largest inputs give finite figures', (id) => {
    const c = CALCULATORS[id];
    const max = Object.fromEntries(inputKeys(c).map((k) => [k, INPUTS[k].max]));
    const r = c.compute(max);
    for (const n of [r.hoursPaper, r.hoursWaiKura, r.nzdPaper, r.nzdWaiKura, r.nzdSaved, r.hoursSaved])
      expect(Number.isFinite(n)).toBe(true);
  });

  it.each(Object.keys(CALCULATORS) as CalculatorId[])('%s: the lines add up to the totals', (id) => {
    const r = CALCULATORS[id].compute(d(id));
    expect(r.lines.reduce((a, l) => a + l.nzdPaper, 0)).toBeCloseTo(r.nzdPaper, 8);
    expect(r.lines.reduce((a, l) => a + l.hoursWaiKura, 0)).toBeCloseTo(r.hoursWaiKura, 8);
  });

  it('no input appears twice in a calculator (the address holds one value per name)', () => {
    for (const c of Object.values(CALCULATORS)) expect(new Set(inputKeys(c)).size).toBe(inputKeys(c).length);
  });

  it("every default is within its own limits and a regulator's default names a page", () => {
    for (const spec of Object.values(INPUTS)) {
      expect(parseInput(String(spec.default), spec)).toEqual({ value: spec.default });
      if (spec.source.kind === 'regulator') {
        // The cited page is a page of that document (its PDF's page count).
        const file: Record<string, ReferenceDocument> = {
          small: 'DWSP_Template_Small_26-100',
          medium: 'DWSP_Template_Medium_101-500',
          dwqar: 'DWQAR_Guidance_for_Small_Supplies',
        };
        expect(spec.source.page).toBeGreaterThan(0);
        expect(spec.source.page).toBeLessThanOrEqual(REFERENCE_DOCUMENTS[file[spec.source.doc]!].pages);
      }
    }
  });
});

describe('reading what was typed', () => {
  const pupils = INPUTS.pupils; // whole, 0–5,000
  const hours = INPUTS.reviewHoursPaper; // decimal, 0–1,000
  it.each([
    ['120', pupils, { value: 120 }],
    [' 1,500 ', pupils, { value: 1500 }],
    ['2.5', hours, { value: 2.5 }],
    ['.5', hours, { value: 0.5 }],
    ['1.', hours, { value: 1 }], // half-typed decimal: still a number
    ['0', pupils, { value: 0 }],
    ['', pupils, { problem: 'empty' }],
    ['   ', pupils, { problem: 'empty' }],
    ['1,5', hours, { problem: 'comma' }], // could mean 1.5: refused rather than read as 15
    ['12,34', pupils, { problem: 'comma' }],
    ['abc', pupils, { problem: 'notANumber' }],
    ['1e3', pupils, { problem: 'notANumber' }],
    ['1.2.3', hours, { problem: 'notANumber' }],
    ['-3', pupils, { problem: 'negative' }],
    ['-0.5', hours, { problem: 'negative' }],
    ['5001', pupils, { problem: 'tooBig' }],
    ['99999999999999999999', hours, { problem: 'tooBig' }],
    ['2.5', pupils, { problem: 'notWhole' }],
  ] as const)('%j', (raw, spec, expected) => {
    expect(parseInput(raw, spec)).toEqual(expected);
  });
});
