/**
 * The public sample plan (issue 20, decision 040) as PDF and Word, made by the SAME renderers a school's
 * export uses (plan/export), from the fictional school's answers in src/domain/sample-plan. The sample
 * never changes while the server runs, so each document is made once per process and kept.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findSectionById, PLAN_SECTIONS } from '../../../domain/plan/catalogue';
import { formFor } from '../../../domain/plan/forms';
import { answersProgress } from '../../../domain/plan/status';
import {
  SAMPLE_AS_AT,
  SAMPLE_FILES,
  SAMPLE_SCHOOL,
  type SampleVariant,
  samplePlan,
} from '../../../domain/sample-plan';
import { renderPlanDocx } from '../plan/export/docx';
import type { ExportFile, ExportPlan } from '../plan/export/model';
import { renderPlanPdf } from '../plan/export/pdf';

export const SAMPLE_FORMATS = {
  pdf: { mime: 'application/pdf', render: renderPlanPdf },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    render: renderPlanDocx,
  },
} as const;
export type SampleFormat = keyof typeof SAMPLE_FORMATS;

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), 'assets');

/** The sample's stored files: the supply diagram of each variant (the manual is named, not included). */
function sampleFile(id: string): ExportFile | null {
  for (const variant of ['roof', 'bore'] as const) {
    const ref = SAMPLE_FILES[variant];
    if (ref.id === id)
      return {
        data: new Uint8Array(readFileSync(join(ASSETS, `schematic-${variant}.png`))),
        mime: ref.mime,
        name: ref.name,
      };
  }
  if (id === SAMPLE_FILES.manual.id)
    // Not an image, so the export says it is attached separately, as it does for a school's own manual.
    return {
      data: new TextEncoder().encode('%PDF-'),
      mime: SAMPLE_FILES.manual.mime,
      name: SAMPLE_FILES.manual.name,
    };
  return null;
}

/** The sample as the export reads a school's plan: every section completed, approved by the board. */
export function sampleExportPlan(variant: SampleVariant): ExportPlan {
  const plan = samplePlan(variant);
  const updatedAt = new Date('2026-11-16T21:00:00.000Z');
  return {
    school: { name: SAMPLE_SCHOOL.name, address: SAMPLE_SCHOOL.address },
    generatedAt: SAMPLE_AS_AT,
    sections: PLAN_SECTIONS.map((s) => {
      const content = plan[s.id] ?? {};
      const form = formFor(s.id);
      return {
        section: findSectionById(s.id)!,
        form,
        content,
        status: answersProgress(s, form, content).status,
        updatedAt,
        updatedByName: 'Aroha Kingi (principal)',
      };
    }),
    loadFile: async (id) => sampleFile(id),
    approval: {
      approverName: 'Rangi Tāwhiri',
      approverRole: 'Presiding member of the board',
      approvedOn: '2026-04-08',
      minuteReference: 'Board meeting of 8 April 2026, item 5',
      planVersion: 1,
      currentVersion: 1,
      needsRenewal: false,
    },
  };
}

const cache = new Map<string, Promise<Uint8Array>>();

/** The sample document, made on first request and kept (a failed render is not kept). */
export function sampleDocument(variant: SampleVariant, format: SampleFormat): Promise<Uint8Array> {
  const key = `${variant}.${format}`;
  let doc = cache.get(key);
  if (!doc) {
    doc = SAMPLE_FORMATS[format].render(sampleExportPlan(variant));
    cache.set(key, doc);
    doc.catch(() => cache.delete(key));
  }
  return doc;
}

/** DWSP-sample-puriri-flat-school-bore.pdf */
export function sampleFileName(variant: SampleVariant, format: SampleFormat) {
  return `DWSP-sample-puriri-flat-school-${variant}.${format}`;
}
