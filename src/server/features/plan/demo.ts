/**
 * The demo school's plan: about half of it filled in with the Kōwhai Valley sample answers, so a
 * newcomer sees what a plan looks like, and what is still to do. Saved through the same service as any
 * save, so each section has a version, a revision and a computed status.
 */
import { SAMPLE_CONTENT_1_2 } from '../../../domain/plan/forms/samples-1-2';
import { SAMPLE_CONTENT_3_4 } from '../../../domain/plan/forms/samples-3-4';
import { SAMPLE_CONTENT_5_8 } from '../../../domain/plan/forms/samples-5-8';
import type { Db } from '../../db/client';
import { ensurePlan, writeSection } from './save';
import type { Editor } from './state';

export const SAMPLE_CONTENT: Readonly<Record<string, Record<string, unknown>>> = {
  ...SAMPLE_CONTENT_1_2,
  ...SAMPLE_CONTENT_3_4,
  ...SAMPLE_CONTENT_5_8,
};

/** The sections the demo school has answered: 14 of 28. */
export const DEMO_FILLED_SECTIONS = [
  'background',
  'key-contacts',
  'source',
  'treatment',
  'storage',
  'distribution',
  'daily-demand',
  'demand-storage',
  'catchment-description',
  'catchment-activities',
  'water-quantity',
  'risk-assessment',
  'improvement-schedule',
  'monitoring-reporting',
] as const;

export async function seedDemoPlan(
  db: Db,
  schoolId: string,
  editor: Editor,
  sections: readonly string[] = DEMO_FILLED_SECTIONS,
  now: Date = new Date(),
) {
  await ensurePlan(db, schoolId, now);
  // The answers were written over the last three weeks, a few sections at a time, so the plan has the
  // recent activity dates its estimated finish reads (plan specification 4.4).
  for (const [i, sectionId] of sections.entries()) {
    const content = SAMPLE_CONTENT[sectionId];
    if (!content) continue;
    const daysAgo = Math.floor(((sections.length - 1 - i) * 21) / Math.max(1, sections.length));
    const at = new Date(now.getTime() - daysAgo * 86_400_000);
    await writeSection(db, { schoolId, sectionId, version: 0, content, editor, kind: 'save', now: at });
  }
}
