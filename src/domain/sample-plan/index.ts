/**
 * The public sample plan (issue 20): a complete, read-only plan of a FICTIONAL school, Pūriri Flat School,
 * in two variants that differ where the supply differs (roof water, or a bore). Shown on the public
 * `/ta-demo` pages and downloadable as PDF and Word through the same export code schools use.
 * Decision 040.
 */
import { BORE_SAMPLE } from './bore';
import { ROOF_SAMPLE, SAMPLE_SCHOOL, type SampleContents } from './roof';

export { SAMPLE_SCHOOL, type SampleContents };

export const SAMPLE_VARIANTS = ['roof', 'bore'] as const;
export type SampleVariant = (typeof SAMPLE_VARIANTS)[number];

export function isSampleVariant(value: unknown): value is SampleVariant {
  return typeof value === 'string' && (SAMPLE_VARIANTS as readonly string[]).includes(value);
}

/**
 * The sample's files. The supply diagram is a real picture (its source is
 * `public/sample-plan/schematic-<variant>.svg`, drawn to PNG in `src/server/features/sample-plan/assets/`
 * for the export); the manual is named, as a school attaches its own, but not reproduced.
 */
export const SAMPLE_FILES = {
  roof: {
    id: 'sample-schematic-roof',
    name: 'Pūriri Flat School supply diagram (roof water).png',
    mime: 'image/png',
    size: 70641,
  },
  bore: {
    id: 'sample-schematic-bore',
    name: 'Pūriri Flat School supply diagram (bore).png',
    mime: 'image/png',
    size: 68645,
  },
  manual: {
    id: 'sample-manual',
    name: 'Pūriri Flat School water supply manual 2026.pdf',
    mime: 'application/pdf',
    size: 412_000,
  },
} as const;

function withFiles(variant: SampleVariant, plan: SampleContents): SampleContents {
  return {
    ...plan,
    'aerial-schematic': { ...plan['aerial-schematic'], schematic: [{ ...SAMPLE_FILES[variant] }] },
    'appendix-operations-maintenance': {
      ...plan['appendix-operations-maintenance'],
      system_documentation: [{ ...SAMPLE_FILES.manual }],
    },
  };
}

const PLANS: Readonly<Record<SampleVariant, SampleContents>> = {
  roof: withFiles('roof', ROOF_SAMPLE),
  bore: withFiles('bore', BORE_SAMPLE),
};

/** Every section's answers of one variant, keyed by section id. */
export function samplePlan(variant: SampleVariant): SampleContents {
  return PLANS[variant];
}

/**
 * The day the sample is "as at": its review (7.2) was on 12 March 2026 and its last test in November 2026.
 * Exports and compliance checks of the sample use this date, so the sample reads the same every day.
 */
export const SAMPLE_AS_AT = new Date('2026-11-20T00:00:00.000Z');
