import { describe, expect, it } from 'vitest';
import { CALCULATOR_AREA_PATHS } from './calculators/paths';
import { isPublicPath } from './navigation';
import { schoolNameSchema } from './password';
import { isReservedSlug, RESERVED_SLUGS, SPEC_PUBLIC_ROUTES } from './reserved-slugs';

describe('reserved slugs', () => {
  it('hold the segments of the public addresses under /schools/ and at the root', () => {
    for (const word of ['school-roi', 'advanced-calculator', 'school-implementation', 'school-water-safety'])
      expect(RESERVED_SLUGS.has(word)).toBe(true);
    for (const word of ['faq', 'mission', 'help', 'suppliers', 'getstarted', 'ta-demo', 'te-mana-o-te-wai'])
      expect(RESERVED_SLUGS.has(word)).toBe(true);
    // Not a school's ordinary slug, nor 'school', the slug of a name with no letters.
    for (const word of ['kowhai-valley-school', 'school', 'totara-ridge-area-school'])
      expect(isReservedSlug(word)).toBe(false);
  });

  it('every calculator address is public (a signed-in visitor is not sent away, the bar is the public one)', () => {
    for (const path of CALCULATOR_AREA_PATHS) expect(isPublicPath(path)).toBe(true);
    expect(SPEC_PUBLIC_ROUTES).toEqual(expect.arrayContaining([...CALCULATOR_AREA_PATHS]));
  });

  it("a school's name whose slug is reserved is refused, with the address it would take", () => {
    const r = schoolNameSchema.safeParse('  School ROI ');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      'A school named "School ROI" would have the address /schools/school-roi, which is one of WaiKura\'s public pages. Add the place or the word "School" to the name.',
    );
    expect(schoolNameSchema.safeParse('FAQ').success).toBe(false);
    expect(schoolNameSchema.safeParse('Advanced Calculator').success).toBe(false);
    // A name that only contains a reserved word is fine.
    expect(schoolNameSchema.parse('School ROI Ōtaki')).toBe('School ROI Ōtaki');
    expect(schoolNameSchema.parse('Mission Heights School')).toBe('Mission Heights School');
  });
});
