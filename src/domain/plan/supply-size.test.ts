/**
 * The supply's size from 1.1 and the rules that follow it: the class at each boundary, and every
 * size-dependent rule for a small and a medium supply.
 */
import { describe, expect, test } from 'vitest';
import {
  CROSSING_100,
  classifySupply,
  SIZE_CLASSES,
  SIZE_RULES_BY_SECTION,
  SUPPLY_STATEMENTS,
  sectionSizeGuidance,
  sizeOf,
  sizeRules,
} from './supply-size';

const school = (normal: unknown, peak?: unknown) =>
  classifySupply({ current_students_staff: normal, peak_population: peak });
const rule = (normal: number, id: string, peak?: number) =>
  sizeRules(school(normal, peak)).find((r) => r.id === id);

describe('classification by the people normally supplied', () => {
  test.each([
    [1, 'below_small'],
    [25, 'below_small'],
    [26, 'small'],
    [100, 'small'],
    [101, 'medium'],
    [500, 'medium'],
    [501, 'large'],
  ])('%i people: %s', (people, size) => {
    expect(sizeOf(people).size).toBe(size);
    expect(school(people).size).toBe(size);
  });

  test('the classes meet without gaps or overlaps', () => {
    for (let i = 1; i < SIZE_CLASSES.length; i++)
      expect(SIZE_CLASSES[i]!.range[0]).toBe((SIZE_CLASSES[i - 1]!.range[1] as number) + 1);
  });

  test('the normal day decides, not the peak: 80 normally with 260 at the gala is small', () => {
    const c = school(80, 260);
    expect(c.size).toBe('small');
    expect(c.varyingPopulation).toBe(true);
  });

  test('no usable number yet: no class and no rules', () => {
    for (const v of [undefined, null, '', 'lots', 0, -3, 12.5]) {
      expect(school(v).size, String(v)).toBeNull();
      expect(sizeRules(school(v))).toEqual([]);
    }
  });
});

describe('each size-dependent rule, for a small and a medium supply', () => {
  test('reporting: once a year for small (DWQAR p. 8), quarterly for medium', () => {
    expect(rule(60, 'reporting')!.text).toMatch(/once a year, within 40 working days/);
    expect(rule(60, 'reporting')!.source).toContain('DWQAR_Guidance_for_Small_Supplies (draft), p. 7');
    expect(rule(160, 'reporting')!.text).toMatch(/every quarter from 2025/);
    expect(rule(160, 'reporting')!.text).not.toMatch(/once a year/);
    expect(rule(160, 'reporting')!.source).toContain('p. 8');
  });

  test('E. coli monitoring: every three months for small; the level 2 Rules for medium', () => {
    expect(rule(60, 'monitoring')!.text).toMatch(/every three months/);
    expect(rule(60, 'monitoring')!.source).toContain('DWSP_Template_Small_26-100, p. 8');
    expect(rule(160, 'monitoring')!.text).toMatch(/level 2 Rules/);
    expect(rule(160, 'monitoring')!.source).toContain('WaiKura’s own advice');
  });

  test('chlorination: not required at level 1; medium exempts only a single self-supplied building', () => {
    expect(rule(60, 'chlorination')!.text).toMatch(/do not require chlorination/);
    expect(rule(160, 'chlorination')!.text).toMatch(/only a single self-supplied building is exempt/);
    expect(rule(160, 'chlorination')!.text).not.toMatch(/do not require/);
    expect(rule(160, 'chlorination')!.source).toContain('DWSP_Template_Medium_101-500, p. 9');
  });

  test('chemical monitoring and its three-results rule apply to both sizes', () => {
    for (const n of [60, 160]) expect(rule(n, 'chemical-monitoring')!.text).toMatch(/three results in a row/);
  });

  test('Varying Population: a small supply whose peak passes 100; not at a peak of 100, not for medium', () => {
    expect(rule(80, 'varying-population', 260)!.source).toContain('pp. 23–24');
    expect(rule(80, 'varying-population', 101)).toBeDefined();
    expect(rule(80, 'varying-population', 100)).toBeUndefined();
    expect(rule(80, 'varying-population')).toBeUndefined();
    expect(rule(160, 'varying-population', 260)).toBeUndefined();
  });

  test('a supply over 500 is told the medium rules and to ask Taumata Arowai', () => {
    expect(school(600).sizeClass!.meaning).toMatch(/ask Taumata Arowai/);
    expect(rule(600, 'reporting')!.text).toMatch(/every quarter/);
  });

  test('crossing 100 is explained', () => {
    expect(CROSSING_100.text).toMatch(/quarterly/);
  });

  test('every statement has a source naming a document and PDF page, or says it is WaiKura’s own', () => {
    for (const s of SUPPLY_STATEMENTS)
      expect(s.source, s.text).toMatch(/(_[\w-]+(?: \((?:working )?draft\))?, pp?\. \d+)|WaiKura’s own/);
  });
});

describe('the sections whose guidance follows the size (2.2, 5.2, 8.1)', () => {
  const guidance = (sectionId: string, normal: unknown, peak?: unknown) =>
    sectionSizeGuidance(sectionId, { current_students_staff: normal, peak_population: peak });
  const texts = (sectionId: string, normal: number, peak?: number) =>
    guidance(sectionId, normal, peak)!.rules.map((r) => `${r.id}: ${r.text}`);

  test('5.2 monitoring and reporting: a small school is told yearly reporting and three-monthly E. coli only', () => {
    const small = texts('monitoring-reporting', 80);
    expect(small.map((t) => t.split(':')[0])).toEqual(['monitoring', 'chemical-monitoring', 'reporting']);
    expect(small.join(' ')).toMatch(/once a year, within 40 working days/);
    expect(small.join(' ')).toMatch(/at least every three months/);
    expect(small.join(' ')).not.toMatch(/quarter/);
  });

  test('5.2 for a school of 160: quarterly reporting and the level 2 Rules, never "once a year"', () => {
    const medium = texts('monitoring-reporting', 160);
    expect(medium.join(' ')).toMatch(/every quarter from 2025/);
    expect(medium.join(' ')).toMatch(/level 2 Rules/);
    const reporting = medium.find((t) => t.startsWith('reporting'));
    expect(reporting).not.toMatch(/once a year/);
  });

  test('5.2 and 8.1: Varying Population appears when a small supply’s peak passes 100, not otherwise', () => {
    for (const id of ['monitoring-reporting', 'water-quality-monitoring']) {
      expect(texts(id, 80, 260).some((t) => t.startsWith('varying-population'))).toBe(true);
      expect(texts(id, 80, 100).some((t) => t.startsWith('varying-population'))).toBe(false);
      expect(texts(id, 160, 260).some((t) => t.startsWith('varying-population'))).toBe(false);
    }
  });

  test('8.1 test results: the report’s sample details and cadence follow the size', () => {
    expect(texts('water-quality-monitoring', 100)[0]).toMatch(/once a year.*sample ID/);
    expect(texts('water-quality-monitoring', 101)[0]).toMatch(/every quarter.*sample ID/);
  });

  test('2.2 treatment: chlorination not required at level 1; medium told only a single building is exempt', () => {
    expect(texts('treatment', 26)).toEqual([
      expect.stringMatching(/^chlorination: The level 1 Rules do not require/),
    ]);
    expect(texts('treatment', 101)).toEqual([
      expect.stringMatching(/single self-supplied building is exempt/),
    ]);
  });

  test('a school of 100 or fewer is told what changes past 100; a larger one is not', () => {
    for (const id of Object.keys(SIZE_RULES_BY_SECTION)) {
      expect(guidance(id, 25)!.crossing, id).toBe(CROSSING_100);
      expect(guidance(id, 100)!.crossing, id).toBe(CROSSING_100);
      expect(guidance(id, 101)!.crossing, id).toBeNull();
    }
  });

  test('without a number of people in 1.1 the section knows no size; other sections have no size guidance', () => {
    expect(guidance('monitoring-reporting', undefined)).toEqual({ size: null, rules: [], crossing: null });
    expect(guidance('monitoring-reporting', 'lots')).toEqual({ size: null, rules: [], crossing: null });
    expect(sectionSizeGuidance('storage', { current_students_staff: 80 })).toBeNull();
  });
});
