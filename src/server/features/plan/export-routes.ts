/** The whole plan as PDF or Word, for the school to keep, print and upload to Hinekōrako. */
import { createRoute } from '@hono/zod-openapi';
import { findSectionById } from '../../../domain/plan/catalogue';
import { formFor } from '../../../domain/plan/forms';
import { apiRouter } from '../../lib/api-router';
import { errorResponses } from '../../lib/http';
import { requireSchool } from '../../policy/middleware';
import { recordActivity } from '../activity/service';
import { approvalForExport } from '../approval/service';
import { SchoolIdParam } from '../schools/schemas';
import { renderPlanDocx } from './export/docx';
import type { ExportPlan } from './export/model';
import { renderPlanPdf } from './export/pdf';
import { readStoredFile } from './files';
import { loadPlan } from './service';

const FORMATS = {
  pdf: { mime: 'application/pdf', render: renderPlanPdf },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    render: renderPlanDocx,
  },
} as const;

const exportRoute = (format: keyof typeof FORMATS) =>
  createRoute({
    method: 'get',
    path: `/api/schools/{schoolId}/plan/export.${format}`,
    tags: ['Plan'],
    summary: `The whole plan as ${format === 'pdf' ? 'PDF' : 'Word (DOCX)'}, in the order of the official template`,
    middleware: [requireSchool('read')] as const,
    request: { params: SchoolIdParam },
    responses: { 200: { description: 'The document' }, ...errorResponses },
  });

/** A file name a school recognises: DWSP-kowhai-valley-school-2026-11-23.pdf (New Zealand date). */
export function exportFileName(slug: string, at: Date, format: string) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(at);
  return `DWSP-${slug}-${day}.${format}`;
}

export function exportRoutes() {
  const app = apiRouter();
  for (const format of Object.keys(FORMATS) as (keyof typeof FORMATS)[]) {
    app.openapi(exportRoute(format), async (c) => {
      const { db, config, now } = c.get('deps');
      const school = c.get('school');
      const { sections } = await loadPlan(db, school.id);
      const background = sections.find((s) => s.sectionId === 'background')?.content ?? {};
      const plan: ExportPlan = {
        school: {
          name: school.name,
          address:
            typeof background.address === 'string' && background.address
              ? background.address
              : school.address,
        },
        generatedAt: now(),
        sections: sections.map((s) => ({
          section: findSectionById(s.sectionId)!,
          form: formFor(s.sectionId),
          content: s.content,
          status: s.status,
          updatedAt: s.updatedAt ? new Date(s.updatedAt) : null,
          updatedByName: s.updatedByName,
        })),
        loadFile: (id) => readStoredFile(db, config.dataDir, school.id, id).catch(() => null),
        approval: await approvalForExport(db, school.id),
      };
      const bytes = await FORMATS[format].render(plan);
      await recordActivity(c, {
        user: c.get('user'),
        activityType: 'plan_exported',
        description: `Downloaded the plan as ${format.toUpperCase()}`,
        schoolId: school.id,
        metadata: { format },
      });
      const name = exportFileName(school.slug, now(), format);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': FORMATS[format].mime,
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      }) as never;
    });
  }
  return app;
}
