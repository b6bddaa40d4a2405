import { describe, expect, it } from 'vitest';
import {
  PART_COUNT as CATALOGUE_PARTS,
  SECTION_COUNT as CATALOGUE_SECTIONS,
  PLAN_PARTS,
} from '../../../domain/plan/catalogue';
import { PART_COUNT, PLAN_OUTLINE_PARTS, SECTION_COUNT } from './plan-outline';

describe('the public pages’ plan outline', () => {
  it('is the catalogue’s (else run: node_modules/.bin/tsx scripts/gen-plan-outline.ts)', () => {
    expect(PLAN_OUTLINE_PARTS).toEqual(
      PLAN_PARTS.map(({ number, id, title, question, sections }) => ({
        number,
        id,
        title,
        question,
        sectionCount: sections.length,
      })),
    );
    expect(PART_COUNT).toBe(CATALOGUE_PARTS);
    expect(SECTION_COUNT).toBe(CATALOGUE_SECTIONS);
  });
});
