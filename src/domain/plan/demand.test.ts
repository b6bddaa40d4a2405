import { describe, expect, test } from 'vitest';
import {
  calculateDemand,
  DEMAND_CONSTANTS,
  DEMAND_FAILURE_MESSAGE,
  type DemandInput,
  daysRequiredFor,
  demandInputFromPlan,
  floorDaysFor,
  ROOF_WATER_FLOOR_DAYS,
} from './demand';

const input = (over: Partial<DemandInput> = {}): DemandInput => ({
  population: 120,
  perPersonLitres: 25,
  storageLitres: 60_000,
  days: 20,
  ...over,
});

describe('the constants and their sources', () => {
  test('values of plan specification 9.7, WaiKura’s school figure and the Acceptable Solution’s floor', () => {
    expect(DEMAND_CONSTANTS.specPerPersonLitres.value).toBe(150);
    expect(DEMAND_CONSTANTS.schoolPerPerson).toMatchObject({ min: 20, max: 25 });
    // The school figure is WaiKura's own: it must not be attributed to a Ministry.
    expect(DEMAND_CONSTANTS.schoolPerPerson.source).toMatch(/WaiKura's own/);
    expect(DEMAND_CONSTANTS.schoolPerPerson.source).toMatch(/not a Ministry figure/);
    expect(DEMAND_CONSTANTS.roofWaterFloorHours.value).toBe(96);
    expect(DEMAND_CONSTANTS.roofWaterFloorHours.source).toContain(
      'Acceptable_Solution_Roof_Water (working draft), p. 6',
    );
    expect(ROOF_WATER_FLOOR_DAYS).toBe(4);
    expect(DEMAND_CONSTANTS.roofWaterDays.value).toBe(20);
    expect(DEMAND_CONSTANTS.boreTankMinimumDays.value).toBe(1);
    for (const c of Object.values(DEMAND_CONSTANTS)) expect(c.source.length).toBeGreaterThan(20);
    expect(DEMAND_FAILURE_MESSAGE).toBe('Water demand calculation does not meet MOE storage requirements');
  });
});

describe('days of storage needed', () => {
  test('roof water, mixed or unknown sources: 20 days; other sources: 1 day', () => {
    expect(daysRequiredFor(['roof_rainwater'])).toBe(20);
    expect(daysRequiredFor(['bore', 'roof_rainwater'])).toBe(20);
    expect(daysRequiredFor(['roof'])).toBe(20);
    expect(daysRequiredFor(['mixed'])).toBe(20);
    expect(daysRequiredFor([])).toBe(20);
    expect(daysRequiredFor(['', ' '])).toBe(20);
    expect(daysRequiredFor(['bore'])).toBe(1);
    expect(daysRequiredFor(['spring', 'other'])).toBe(1);
    expect(daysRequiredFor(['stream_river'])).toBe(1);
  });
});

describe('the calculator', () => {
  test('enough storage: compliant, no message', () => {
    // 120 people × 25 L = 3,000 L a day; × 20 days = 60,000 L needed; 60,000 stored.
    expect(calculateDemand(input())).toEqual({
      ok: true,
      dailyDemandLitres: 3000,
      requiredStorageLitres: 60_000,
      storageLitres: 60_000,
      daysUsed: 20,
      floorApplied: false,
      daysOfSupply: 20,
      compliant: true,
      shortfallLitres: 0,
      message: null,
      missing: [],
      invalid: [],
    });
  });

  test('storage exactly equal to the requirement is enough, also with fractions of a litre', () => {
    expect(calculateDemand(input({ storageLitres: 60_000 })).compliant).toBe(true);
    // 3 people × 22.1 L × 3 days = 198.9 L (binary fractions make it 198.90000000000003).
    const r = calculateDemand({ population: 3, perPersonLitres: 22.1, storageLitres: 198.9, days: 3 });
    expect([r.compliant, r.shortfallLitres, r.message]).toEqual([true, 0, null]);
  });

  test('short storage: the failure message and the shortfall, rounded up', () => {
    const r = calculateDemand(input({ storageLitres: 45_000 }));
    expect(r).toMatchObject({
      ok: true,
      compliant: false,
      requiredStorageLitres: 60_000,
      shortfallLitres: 15_000,
      daysOfSupply: 15,
      message: DEMAND_FAILURE_MESSAGE,
    });
    // 59,999.5 L stored of 60,000: half a litre short is a shortfall of 1 L, and 19.99 days show as 19.9.
    const close = calculateDemand(input({ storageLitres: 59_999.5 }));
    expect([close.compliant, close.shortfallLitres, close.daysOfSupply, close.storageLitres]).toEqual([
      false,
      1,
      19.9,
      60_000,
    ]);
  });

  test('litres are whole numbers and days of supply has one decimal', () => {
    // 37 × 22.5 = 832.5 L a day → 833; × 20 = 16,650 L; 10,000 / 832.5 = 12.012… days → 12.0.
    const r = calculateDemand({ population: 37, perPersonLitres: 22.5, storageLitres: 10_000, days: 20 });
    expect([r.dailyDemandLitres, r.requiredStorageLitres, r.daysOfSupply, r.shortfallLitres]).toEqual([
      833, 16_650, 12, 6_650,
    ]);
    // 7 × 150 = 1,050 L a day; 5,000 / 1,050 = 4.76… days → 4.7 (never rounded up to more than stored).
    expect(
      calculateDemand({ population: 7, perPersonLitres: 150, storageLitres: 5000, days: 1 }).daysOfSupply,
    ).toBe(4.7);
  });

  test('a bore supply needs one day', () => {
    const r = calculateDemand(input({ storageLitres: 3000, days: daysRequiredFor(['bore']) }));
    expect([r.requiredStorageLitres, r.compliant, r.daysOfSupply]).toEqual([3000, true, 1]);
  });

  test('missing inputs: not ok, figures 0, the missing inputs named', () => {
    const r = calculateDemand({ population: null, perPersonLitres: 25, storageLitres: null, days: 20 });
    expect(r).toMatchObject({
      ok: false,
      compliant: false,
      dailyDemandLitres: 0,
      requiredStorageLitres: 0,
      message: null,
      missing: ['population', 'storageLitres'],
      invalid: [],
    });
  });

  test('zero people, zero litres, zero days, negative or non-numbers: not ok, with a reason', () => {
    const bad = (over: Partial<DemandInput>) => calculateDemand(input(over)).invalid.map((x) => x.name);
    expect(bad({ population: 0 })).toEqual(['population']);
    expect(bad({ population: -5 })).toEqual(['population']);
    expect(bad({ population: 12.5 })).toEqual(['population']);
    expect(bad({ perPersonLitres: 0 })).toEqual(['perPersonLitres']);
    expect(bad({ storageLitres: -1 })).toEqual(['storageLitres']);
    expect(bad({ days: 0 })).toEqual(['days']);
    expect(bad({ days: Number.NaN })).toEqual(['days']);
    expect(bad({ perPersonLitres: Number.POSITIVE_INFINITY })).toEqual(['perPersonLitres']);
    const r = calculateDemand(input({ population: 0 }));
    expect([r.ok, r.compliant, r.message]).toEqual([false, false, null]);
    expect(r.invalid[0]!.message).toMatch(/1 or more/);
  });

  test('no storage at all is a valid input that falls short', () => {
    const r = calculateDemand(input({ storageLitres: 0 }));
    expect([r.ok, r.compliant, r.shortfallLitres, r.daysOfSupply]).toEqual([true, false, 60_000, 0]);
  });
});

describe('the Acceptable Solution’s floor (96 hours = 4 days) for a roof supply', () => {
  test('a roof, mixed or unknown source has the floor; a bore alone has none', () => {
    expect(floorDaysFor(['roof_rainwater'])).toBe(4);
    expect(floorDaysFor(['bore', 'roof_rainwater'])).toBe(4);
    expect(floorDaysFor(['mixed'])).toBe(4);
    expect(floorDaysFor([])).toBe(4);
    expect(floorDaysFor(['bore'])).toBe(0);
    expect(floorDaysFor(['spring', 'carted'])).toBe(0);
  });

  test('a target below the floor is raised to it: typing fewer days cannot make short storage pass', () => {
    // 120 people × 25 L = 3,000 L a day; 6,000 L stored is 2 days.
    const one = calculateDemand({
      population: 120,
      perPersonLitres: 25,
      storageLitres: 6000,
      days: 1,
      floorDays: 4,
    });
    expect(one).toMatchObject({
      ok: true,
      compliant: false,
      daysUsed: 4,
      floorApplied: true,
      requiredStorageLitres: 12_000,
      shortfallLitres: 6000,
      message: DEMAND_FAILURE_MESSAGE,
    });
    // The same storage without a floor (a bore) would pass with 1 day: the floor is what stops it.
    expect(
      calculateDemand({ population: 120, perPersonLitres: 25, storageLitres: 6000, days: 1 }).compliant,
    ).toBe(true);
    // Exactly 4 days of storage passes at the floor.
    const four = calculateDemand({
      population: 120,
      perPersonLitres: 25,
      storageLitres: 12_000,
      days: 2,
      floorDays: 4,
    });
    expect([four.compliant, four.daysUsed, four.floorApplied]).toEqual([true, 4, true]);
  });

  test('a target above the floor is used as typed', () => {
    const r = calculateDemand({
      population: 120,
      perPersonLitres: 25,
      storageLitres: 27_000,
      days: 9,
      floorDays: 4,
    });
    expect([r.daysUsed, r.floorApplied, r.requiredStorageLitres, r.compliant]).toEqual([
      9,
      false,
      27_000,
      true,
    ]);
  });

  test('from the plan: a roof school typing 1 day gets the floor; a bore school typing 1 day does not', () => {
    const plan = (source: string[]) => ({
      source: { source_type: source },
      storage: { storage_capacity: 6000 },
      dailyDemand: { demand_population: 120, per_person_demand: 25 },
      demandStorage: { storage_days_required: 1 },
    });
    const roof = calculateDemand(demandInputFromPlan(plan(['roof_rainwater'])));
    expect([roof.daysUsed, roof.compliant]).toEqual([4, false]);
    const bore = calculateDemand(demandInputFromPlan(plan(['bore'])));
    expect([bore.daysUsed, bore.compliant]).toEqual([1, true]);
  });
});
