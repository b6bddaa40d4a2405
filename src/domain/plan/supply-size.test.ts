/**
 * The supply's size from 1.1 and the rules that follow it: the class at each boundary, and every
 * size-dependent rule for a small and a medium supply.
 */
import { describe, expect, test } from 'vitest';
import {
  CROSSING_100,
  classifySupply,
  SIZE_CLASSES,
  SUPPLY_STATEMENTS,
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
