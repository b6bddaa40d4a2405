/**
 * Visit reports (issue 19a, decision 031).
 * GET|POST /api/schools/{schoolId}/visit-reports                  read | maintain (a draft)
 * GET|PUT  /api/schools/{schoolId}/visit-reports/{reportId}       read (drafts: their author) | the author, a draft
 * POST     …/{reportId}/submit                                    the author: into the maintenance log (8.3), the school told
 * POST     …/{reportId}/review                                    provider staff (manage), with a comment
 * GET      …/{reportId}/report.pdf                                printable
 * POST|GET /api/schools/{schoolId}/visit-report-photos[/{fileId}] photos (multipart upload, hidden from the document)
 * GET      /api/contractor/visit-reports                          the signed-in contractor's reports
 * GET      /api/provider/visit-reports                            provider staff: submitted and reviewed reports
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  CHECK_RESULTS,
  reviewSchema,
  visitReportCreateSchema,
  visitReportUpdateSchema,
} from '../../../domain/contractor-work';
import { contractorTasks, schools, visitReports } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { errorResponses, forbidden, jsonBody, jsonContent, notFound } from '../../lib/http';
import { requireProvider, requireSchool, requireUser } from '../../policy/middleware';
import {
  canDoContractorWork,
  canEditVisitReport,
  canPersonal,
  canReviewVisitReports,
  creditedContractor,
} from '../../policy/policy';
import { visibleSchoolsWhere } from '../../policy/scopes';
import { recordActivity } from '../activity/service';
import { getHub } from '../notifications/hub';
import { recordPhotoRoutes } from '../photos/record-photos';
import { readStoredFile } from '../plan/files';
import { SchoolIdParam } from '../schools/schemas';
import { renderVisitReportPdf } from './pdf';
import {
  checkReferences,
  findReport,
  listReports,
  notDraft,
  PHOTO_SECTION,
  photoVisible,
  reviewReport,
  staleReport,
  submitReport,
  toReportJson,
} from './service';

const tags = ['Visit reports'];

const idParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name, in: 'path' } });
const ReportParams = SchoolIdParam.extend({ reportId: idParam('reportId') });
const PhotoParams = SchoolIdParam.extend({ fileId: idParam('fileId') });

const PhotoSchema = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() });
const ReportSchema = z
  .object({
    id: z.string(),
    clientId: z.string().nullable(),
    schoolId: z.string(),
    contractorId: z.string().nullable(),
    contractorName: z.string(),
    status: z.enum(['draft', 'submitted', 'reviewed']),
    visitDate: z.string(),
    component: z.string(),
    workDone: z.string(),
    findings: z.string().nullable(),
    recommendations: z.string().nullable(),
    equipmentUsed: z.string().nullable(),
    materialsUsed: z.string().nullable(),
    safetyPrecautions: z.string().nullable(),
    followUpNeeded: z.boolean(),
    checks: z.array(z.object({ label: z.string(), result: z.enum(CHECK_RESULTS), note: z.string() })),
    readings: z.array(z.object({ label: z.string(), value: z.string(), unit: z.string() })),
    taskIds: z.array(z.string()),
    photos: z.array(PhotoSchema),
    submittedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    reviewedByName: z.string().nullable(),
    reviewComment: z.string().nullable(),
    maintenanceLogId: z.string().nullable(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('VisitReport');

const ListedReport = ReportSchema.extend({ schoolName: z.string(), schoolSlug: z.string() }).openapi(
  'ListedVisitReport',
);

const listRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/visit-reports',
  tags,
  summary: "The school's visit reports: submitted and reviewed ones, and the caller's own drafts",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: {
    200: jsonContent(
      z.object({ reports: z.array(ReportSchema), canWrite: z.boolean(), canReview: z.boolean() }),
      'Reports',
    ),
    ...errorResponses,
  },
});

const createReportRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/visit-reports',
  tags,
  summary: 'Start a visit report (a draft); a repeated clientId answers the report it made',
  middleware: [requireSchool('maintain')] as const,
  request: { params: SchoolIdParam, body: jsonBody(visitReportCreateSchema) },
  responses: {
    201: jsonContent(ReportSchema, 'Created'),
    200: jsonContent(ReportSchema, 'Already made from this clientId'),
    409: errorResponses[400],
    ...errorResponses,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/visit-reports/{reportId}',
  tags,
  summary: 'One visit report (a draft only for its author)',
  middleware: [requireSchool('read')] as const,
  request: { params: ReportParams },
  responses: {
    200: jsonContent(
      z.object({
        report: ReportSchema,
        tasks: z.array(z.object({ id: z.string(), title: z.string(), scheduledDate: z.string() })),
        canEdit: z.boolean(),
        canReview: z.boolean(),
      }),
      'Report',
    ),
    ...errorResponses,
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/schools/{schoolId}/visit-reports/{reportId}',
  tags,
  summary: 'Change a draft (its author); 409 when stale or already submitted',
  middleware: [requireSchool('maintain')] as const,
  request: { params: ReportParams, body: jsonBody(visitReportUpdateSchema) },
  responses: { 200: jsonContent(ReportSchema, 'Changed'), 409: errorResponses[400], ...errorResponses },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/visit-reports/{reportId}/submit',
  tags,
  summary: 'Submit a draft: it goes into the maintenance log (8.3) and the school is told',
  middleware: [requireSchool('maintain')] as const,
  request: { params: ReportParams, body: jsonBody(z.strictObject({ version: z.int().min(1) })) },
  responses: { 200: jsonContent(ReportSchema, 'Submitted'), 409: errorResponses[400], ...errorResponses },
});

const reviewRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/visit-reports/{reportId}/review',
  tags,
  summary: 'Mark a submitted report as reviewed, with a comment (provider staff)',
  middleware: [requireSchool('manage')] as const,
  request: { params: ReportParams, body: jsonBody(reviewSchema) },
  responses: { 200: jsonContent(ReportSchema, 'Reviewed'), 409: errorResponses[400], ...errorResponses },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/visit-reports/{reportId}/report.pdf',
  tags,
  summary: 'The report as a printable PDF',
  middleware: [requireSchool('read')] as const,
  request: { params: ReportParams },
  responses: { 200: { description: 'PDF' }, ...errorResponses },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/api/contractor/visit-reports',
  tags,
  summary: "The signed-in contractor's visit reports at schools they are assigned to, newest first",
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(z.object({ reports: z.array(ListedReport) }), 'Reports'), ...errorResponses },
});

const providerRoute = createRoute({
  method: 'get',
  path: '/api/provider/visit-reports',
  tags,
  summary: 'Submitted (to review) or reviewed visit reports of all schools (provider staff; at most 100)',
  middleware: [requireProvider('contractors.manage')] as const,
  request: {
    query: z.object({ status: z.enum(['submitted', 'reviewed']).default('submitted') }),
  },
  responses: { 200: jsonContent(z.object({ reports: z.array(ListedReport) }), 'Reports'), ...errorResponses },
});

async function withSchools(
  db: Parameters<typeof toReportJson>[0],
  rows: (typeof visitReports.$inferSelect & { schoolName: string; schoolSlug: string })[],
) {
  const json = await toReportJson(db, rows);
  return json.map((r, i) => ({ ...r, schoolName: rows[i]!.schoolName, schoolSlug: rows[i]!.schoolSlug }));
}

export function visitReportRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { db } = c.get('deps');
    const actions = c.get('schoolActions');
    const reports = await listReports(db, c.get('school').id, c.get('user')!);
    return c.json(
      { reports, canWrite: canDoContractorWork(actions), canReview: canReviewVisitReports(actions) },
      200,
    );
  });

  app.openapi(createReportRoute, async (c) => {
    const { clientId, ...input } = c.req.valid('json');
    const { db } = c.get('deps');
    const school = c.get('school');
    const user = c.get('user')!;
    if (clientId) {
      const [made] = await db
        .select()
        .from(visitReports)
        .where(and(eq(visitReports.schoolId, school.id), eq(visitReports.clientId, clientId)));
      if (made) {
        if (made.contractorId !== user.id) throw notFound('That visit report was not found.');
        return c.json((await toReportJson(db, [made]))[0]!, 200);
      }
    }
    const refs = await checkReferences(db, school.id, input);
    const [row] = await db
      .insert(visitReports)
      .values({
        ...input,
        ...refs,
        clientId: clientId ?? null,
        schoolId: school.id,
        contractorId: creditedContractor(user) ?? user.id,
        contractorName: user.name,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // The same clientId raced in from another request: answer the report it made.
      const [made] = await db
        .select()
        .from(visitReports)
        .where(and(eq(visitReports.schoolId, school.id), eq(visitReports.clientId, clientId ?? '')));
      if (!made || made.contractorId !== user.id) throw notFound('That visit report was not found.');
      return c.json((await toReportJson(db, [made]))[0]!, 200);
    }
    await recordActivity(c, {
      user,
      activityType: 'visit_report_started',
      description: `Started a visit report for ${input.visitDate} at ${school.name}`,
      schoolId: school.id,
      metadata: { reportId: row.id },
    });
    return c.json((await toReportJson(db, [row]))[0]!, 201);
  });

  app.openapi(getRoute, async (c) => {
    const { reportId } = c.req.valid('param');
    const { db } = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const actions = c.get('schoolActions');
    const row = await findReport(db, school.id, reportId, user);
    const tasks = row.taskIds.length
      ? await db
          .select({
            id: contractorTasks.id,
            title: contractorTasks.title,
            scheduledDate: contractorTasks.scheduledDate,
          })
          .from(contractorTasks)
          .where(and(eq(contractorTasks.schoolId, school.id), inArray(contractorTasks.id, row.taskIds)))
      : [];
    return c.json(
      {
        report: (await toReportJson(db, [row]))[0]!,
        tasks,
        canEdit: canEditVisitReport(user, actions, row),
        canReview: canReviewVisitReports(actions) && row.status === 'submitted',
      },
      200,
    );
  });

  app.openapi(updateRoute, async (c) => {
    const { reportId } = c.req.valid('param');
    const { version, ...input } = c.req.valid('json');
    const { db, now } = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const current = await findReport(db, school.id, reportId, user);
    if (current.status !== 'draft') throw notDraft();
    if (!canEditVisitReport(user, c.get('schoolActions'), current))
      throw forbidden('Only the contractor who wrote this report can change it.');
    const refs = await checkReferences(db, school.id, input);
    const [row] = await db
      .update(visitReports)
      .set({ ...input, ...refs, version: sql`${visitReports.version} + 1`, updatedAt: now() })
      .where(
        and(
          eq(visitReports.id, current.id),
          eq(visitReports.version, version),
          eq(visitReports.status, 'draft'),
        ),
      )
      .returning();
    if (!row) throw staleReport();
    return c.json((await toReportJson(db, [row]))[0]!, 200);
  });

  app.openapi(submitRoute, async (c) => {
    const { reportId } = c.req.valid('param');
    const { version } = c.req.valid('json');
    const deps = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const current = await findReport(deps.db, school.id, reportId, user);
    if (current.status === 'draft' && !canEditVisitReport(user, c.get('schoolActions'), current))
      throw forbidden('Only the contractor who wrote this report can submit it.');
    const row = await submitReport(deps.db, getHub(deps), {
      schoolId: school.id,
      schoolName: school.name,
      reportId,
      version,
      user,
      now: deps.now(),
    });
    await recordActivity(c, {
      user,
      activityType: 'visit_report_submitted',
      description: `Submitted the visit report of ${row.visitDate} at ${school.name}`,
      schoolId: school.id,
      metadata: { reportId: row.id, maintenanceLogId: row.maintenanceLogId },
    });
    return c.json((await toReportJson(deps.db, [row]))[0]!, 200);
  });

  app.openapi(reviewRoute, async (c) => {
    const { reportId } = c.req.valid('param');
    const { comment } = c.req.valid('json');
    const deps = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    if (!canReviewVisitReports(c.get('schoolActions'))) throw forbidden();
    const row = await reviewReport(deps.db, getHub(deps), {
      schoolId: school.id,
      reportId,
      comment,
      user,
      now: deps.now(),
    });
    await recordActivity(c, {
      user,
      activityType: 'visit_report_reviewed',
      description: `Reviewed the visit report of ${row.visitDate} at ${school.name}`,
      schoolId: school.id,
      metadata: { reportId: row.id },
    });
    return c.json((await toReportJson(deps.db, [row]))[0]!, 200);
  });

  app.openapi(pdfRoute, async (c) => {
    const { reportId } = c.req.valid('param');
    const { db, config } = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const row = await findReport(db, school.id, reportId, user);
    const tasks = row.taskIds.length
      ? await db
          .select({ title: contractorTasks.title })
          .from(contractorTasks)
          .where(and(eq(contractorTasks.schoolId, school.id), inArray(contractorTasks.id, row.taskIds)))
      : [];
    const photos = [];
    for (const id of row.photoIds) {
      const file = await readStoredFile(db, config.dataDir, school.id, id).catch(() => null);
      if (file) photos.push(file);
    }
    const json = (await toReportJson(db, [row]))[0]!;
    const pdf = await renderVisitReportPdf({
      ...json,
      schoolName: school.name,
      tasks: tasks.map((t) => t.title),
      photos,
    });
    return c.body(pdf as never, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="visit-report-${row.visitDate}.pdf"`,
      'Cache-Control': 'private, no-store',
    }) as never;
  });

  // Photos: uploaded first, then named by the report (features/photos/record-photos.ts).
  app.route(
    '/',
    recordPhotoRoutes({
      tags,
      what: 'a visit-report photo',
      upload: {
        path: '/api/schools/{schoolId}/visit-report-photos',
        params: SchoolIdParam,
        middleware: [requireSchool('maintain')],
      },
      read: {
        path: '/api/schools/{schoolId}/visit-report-photos/{fileId}',
        params: PhotoParams,
        middleware: [requireSchool('read')],
      },
      sectionId: PHOTO_SECTION,
      fieldName: 'photos',
      visible: (c, fileId) => photoVisible(c.get('deps').db, c.get('school').id, fileId, c.get('user')!),
    }),
  );

  app.openapi(mineRoute, async (c) => {
    const user = c.get('user')!;
    if (!canPersonal(user, 'assignments.list-own')) throw forbidden('Only contractors write visit reports.');
    const { db, now } = c.get('deps');
    const rows = await db
      .select({ report: visitReports, schoolName: schools.name, schoolSlug: schools.slug })
      .from(visitReports)
      .innerJoin(schools, eq(schools.id, visitReports.schoolId))
      .where(and(eq(visitReports.contractorId, user.id), visibleSchoolsWhere(db, user, now())))
      .orderBy(sql`${visitReports.submittedAt} desc nulls first`, desc(visitReports.visitDate))
      .limit(200);
    return c.json(
      {
        reports: await withSchools(
          db,
          rows.map((r) => ({ ...r.report, schoolName: r.schoolName, schoolSlug: r.schoolSlug })),
        ),
      },
      200,
    );
  });

  app.openapi(providerRoute, async (c) => {
    const { status } = c.req.valid('query');
    const { db } = c.get('deps');
    const rows = await db
      .select({ report: visitReports, schoolName: schools.name, schoolSlug: schools.slug })
      .from(visitReports)
      .innerJoin(schools, eq(schools.id, visitReports.schoolId))
      .where(and(eq(visitReports.status, status), ne(visitReports.status, 'draft')))
      .orderBy(desc(visitReports.submittedAt))
      .limit(100);
    return c.json(
      {
        reports: await withSchools(
          db,
          rows.map((r) => ({ ...r.report, schoolName: r.schoolName, schoolSlug: r.schoolSlug })),
        ),
      },
      200,
    );
  });

  return app;
}
