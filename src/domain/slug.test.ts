import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { legacySchoolIdVariant, slugify } from './slug';

describe('slugify', () => {
  test.each([
    ['Kōwhai Valley School', 'kowhai-valley-school'],
    ['Tōtara Ridge Area School', 'totara-ridge-area-school'],
    ['  --Ngā   Tamariki!! o Te Awa  ', 'nga-tamariki-o-te-awa'],
    ["St Mary's School (Ōtaki)", 'st-mary-s-school-otaki'],
    ['Area School 2', 'area-school-2'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  test('always lower-case letters and digits joined by single hyphens, and idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
        const slug = slugify(name);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('legacySchoolIdVariant', () => {
  test('upper-cases and adds _SCHOOL_ID once', () => {
    expect(legacySchoolIdVariant('kowhai_valley')).toBe('KOWHAI_VALLEY_SCHOOL_ID');
    expect(legacySchoolIdVariant('KOWHAI_VALLEY_SCHOOL_ID')).toBe('KOWHAI_VALLEY_SCHOOL_ID');
    expect(legacySchoolIdVariant('kowhai_valley_school_id')).toBe('KOWHAI_VALLEY_SCHOOL_ID');
  });
});
