import { describe, expect, test } from 'vitest';
import {
  findSectionById,
  findSectionByNumber,
  PART_COUNT,
  PLAN_PARTS,
  PLAN_SECTIONS,
  partOf,
  SECTION_COUNT,
  sectionRoute,
} from './catalogue';

describe('the plan catalogue', () => {
  test('has 8 parts and 28 sections, and the counts are computed from them', () => {
    expect(PLAN_PARTS).toHaveLength(8);
    expect(PLAN_SECTIONS).toHaveLength(28);
    expect(PART_COUNT).toBe(8);
    expect(SECTION_COUNT).toBe(28);
    expect(PLAN_PARTS.map((p) => p.sections.length)).toEqual([2, 9, 6, 2, 3, 1, 2, 3]);
  });

  test('parts are numbered 1 to 8 and each section number is its part number and its place', () => {
    expect(PLAN_PARTS.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const part of PLAN_PARTS) {
      part.sections.forEach((section, i) => {
        expect(section.number, section.id).toBe(`${part.number}.${i + 1}`);
      });
    }
  });

  test('ids, numbers and paths are unique across the plan, and every text is filled in', () => {
    const unique = (xs: string[]) => new Set(xs).size === xs.length;
    expect(unique(PLAN_PARTS.map((p) => p.id))).toBe(true);
    expect(unique(PLAN_SECTIONS.map((s) => s.id))).toBe(true);
    expect(unique(PLAN_SECTIONS.map((s) => s.number))).toBe(true);
    expect(unique(PLAN_SECTIONS.map((s) => s.path))).toBe(true);
    for (const s of PLAN_SECTIONS) {
      expect(s.id, s.number).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.path, s.number).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
      for (const text of [s.title, s.question, s.description])
        expect(text.trim().length, s.number).toBeGreaterThan(2);
    }
    for (const p of PLAN_PARTS) expect(p.title.trim().length).toBeGreaterThan(2);
  });

  test('3.2 and 4.1 have their four subsections, and no other section has any', () => {
    expect(findSectionByNumber('3.2')!.subsections.map((x) => x.id)).toEqual([
      'agriculture',
      'industrial',
      'residential',
      'recreational',
    ]);
    expect(findSectionByNumber('4.1')!.subsections.map((x) => x.id)).toEqual([
      'risk-identification',
      'risk-analysis',
      'risk-evaluation',
      'control-measures',
    ]);
    const withSubsections = PLAN_SECTIONS.filter((s) => s.subsections.length).map((s) => s.number);
    expect(withSubsections).toEqual(['3.2', '4.1']);
  });

  test('finders and routes', () => {
    expect(findSectionById('te-mana-o-te-wai')?.number).toBe('2.9');
    expect(findSectionById('nope')).toBeUndefined();
    expect(findSectionByNumber('9.1')).toBeUndefined();
    expect(partOf('risk-assessment')?.number).toBe(4);
    expect(partOf('nope')).toBeUndefined();
    const section = findSectionByNumber('2.1')!;
    expect(sectionRoute('kowhai valley/1', section)).toBe('/schools/kowhai%20valley%2F1/water-supply/source');
  });
});
