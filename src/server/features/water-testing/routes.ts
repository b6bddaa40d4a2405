import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { toCsv } from '../../../domain/csv';
import { nzDateOf } from '../../../domain/nz-time';
import { annualReport, type ReportSample, reportCsvRows } from '../../../domain/water-testing/annual-report';
import { readResultsCsv } from '../../../domain/water-testing/csv-import';
import { dueNext } from '../../../domain/water-testing/monitoring';
import {
  type ParameterId,
  parameterOf,
  type SupplyComponent,
} from '../../../domain/water-testing/parameters';
import { checkResult, type ResultInput } from '../../../domain/water-testing/result-input';
import { apiRouter } from '../../lib/api-router';
import type { AppEnv } from '../../lib/context';
import {
  ApiError,
  badRequest,
  errorResponses,
  forbidden,
  instant,
  jsonBody,
  jsonContent,
} from '../../lib/http';
import { requireSchool } from '../../policy/middleware';
import { canRecordResults } from '../../policy/policy';
import { activityEntry, recordActivity } from '../activity/service';
import { getHub } from '../notifications/hub';
import { SchoolIdParam } from '../schools/schemas';
import { copyResultsToPlan, RESULTS_SECTION, refreshWaterReminders } from './plan-link';
import { renderReportPdf } from './report-pdf';
import { type RecordOutcome, type ResultRow, readLog, recordResults } from './service';

const tags = ['Water testing'];

const ResultInputSchema = z
  .strictObject({
    clientId: z
      .string()
      .uuid({ error: 'clientId must be a uuid made by the client.' })
      .optional()
      .openapi({ description: 'Made by the client; a repeat with the same id answers the stored result.' }),
    sampleId: z.string().max(200),
    component: z.string().max(100),
    componentId: z.string().max(200).nullable().optional(),
    sampledOn: z.string().max(20),
    laboratory: z.string().max(300),
    parameter: z.string().max(100),
    value: z.string().max(40).openapi({ example: '<1' }),
    unit: z.string().max(40).nullable().optional(),
    mav: z.number().nullable().optional(),
    notes: z.string().max(4000).nullable().optional(),
  })
  .openapi('WaterTestInput');

const Result = z
  .object({
    id: z.string(),
    clientId: z.string(),
    sampleId: z.string(),
    component: z.string(),
    componentId: z.string().nullable(),
    sampledOn: z.string(),
    laboratory: z.string(),
    parameter: z.string(),
    qualifier: z.string().nullable(),
    value: z.number(),
    unit: z.string(),
    mav: z.number().nullable(),
    status: z.string(),
    notes: z.string().nullable(),
    enteredByName: z.string(),
    incidentId: z.string().nullable(),
    createdAt: instant(),
  })
  .openapi('WaterTestResult');

const PlanResult = z.object({
  rowId: z.string(),
  sampleId: z.string(),
  sampledOn: z.string(),
  component: z.string(),
  componentId: z.string().nullable(),
  laboratory: z.string(),
  parameter: z.string(),
  value: z.number(),
  unit: z.string(),
  status: z.string(),
});

const Due = z.object({
  id: z.string(),
  reason: z.union([
    z.object({ kind: z.literal('e_coli'), state: z.enum(['done_now', 'missed_last', 'not_yet']) }),
    z.object({ kind: z.literal('varying_population'), date: z.string() }),
    z.object({ kind: z.literal('chemical'), parameter: z.string(), where: z.enum(['treated', 'source']) }),
  ]),
  title: z.string(),
  dueBy: z.string(),
  overdue: z.boolean(),
  why: z.string(),
  source: z.string(),
});

const Log = z
  .object({
    results: z.array(Result),
    planResults: z.array(PlanResult),
    due: z.array(Due),
    supplySize: z.string().nullable(),
    varyingPopulation: z.boolean(),
    canRecord: z.boolean(),
  })
  .openapi('WaterTestLog');

const Created = z
  .object({
    result: Result,
    incident: z.object({ id: z.string(), opened: z.boolean() }).nullable(),
  })
  .openapi('WaterTestCreated');

const listRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/water-tests',
  tags,
  summary: "The school's water-test log, 8.1's results and what is due next",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: { 200: jsonContent(Log, 'The log'), ...errorResponses },
});

const createResultRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/water-tests',
  tags,
  summary: 'Enter one result; over its limit after treatment it opens an incident and alerts at once',
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam, body: jsonBody(ResultInputSchema) },
  responses: {
    200: jsonContent(Created, 'Already stored (a repeat of the same clientId)'),
    201: jsonContent(Created, 'Stored'),
    ...errorResponses,
  },
});

const ImportInput = z
  .strictObject({
    csv: z.string().min(1).max(900_000).openapi({ description: "The laboratory's CSV file, as text" }),
  })
  .openapi('WaterTestImportInput');

const importRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/water-tests/import',
  tags,
  summary: "Import a laboratory's CSV: all rows or none; every bad row named by line (400)",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam, body: jsonBody(ImportInput) },
  responses: {
    201: jsonContent(
      z.object({
        imported: z.number(),
        alreadyThere: z.number(),
        incidents: z.array(z.object({ id: z.string(), title: z.string() })),
      }),
      'Imported',
    ),
    ...errorResponses,
  },
});

const ReportQuery = z.object({
  year: z.coerce
    .number({ error: 'Give the year as a number, like 2026.' })
    .int()
    .min(2023, { error: 'The Rules apply from 2023.' })
    .max(2100, { error: 'Give a year up to 2100.' })
    .openapi({ param: { name: 'year', in: 'query' }, example: 2026 }),
  quarter: z.coerce
    .number()
    .int()
    .min(1, { error: 'A quarter is 1 to 4.' })
    .max(4, { error: 'A quarter is 1 to 4.' })
    .optional()
    .openapi({ param: { name: 'quarter', in: 'query' }, description: 'Medium supplies: the quarter (1–4)' }),
});

const Report = z
  .object({
    period: z.object({
      from: z.string(),
      to: z.string(),
      label: z.string(),
      year: z.number().int(),
      quarter: z.number().int().nullable(),
    }),
    dueBy: z.string(),
    rows: z.array(
      z.object({
        rule: z.string(),
        sampleId: z.string(),
        sampledOn: z.string(),
        component: z.string(),
        componentId: z.string().nullable(),
        parameter: z.string(),
        result: z.string(),
        unit: z.string(),
        laboratory: z.string(),
        from: z.string(),
      }),
    ),
    missing: z.array(z.string()),
    gaps: z.array(
      z.union([
        z.object({ kind: z.enum(['treated', 'source']), quarter: z.number().int(), year: z.number().int() }),
        z.object({
          kind: z.literal('no_component_id'),
          count: z.number().int(),
          samples: z.array(z.string()),
        }),
        z.object({ kind: z.literal('no_sample_id'), count: z.number().int() }),
      ]),
    ),
    sources: z.string(),
  })
  .openapi('ComplianceReport');

const reportRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/water-tests/report',
  tags,
  summary: 'The compliance report for Taumata Arowai: samples by rule, and what is missing',
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam, query: ReportQuery },
  responses: { 200: jsonContent(Report, 'The report'), ...errorResponses },
});

const reportCsvRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/water-tests/report.csv',
  tags,
  summary: 'The compliance report as CSV, ready to upload',
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam, query: ReportQuery },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses,
  },
});

const reportPdfRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/water-tests/report.pdf',
  tags,
  summary: 'The compliance report as PDF',
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam, query: ReportQuery },
  responses: {
    200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
    ...errorResponses,
  },
});

/** The report of a period from the log and 8.1's rows. */
async function buildReport(
  db: Parameters<typeof readLog>[0],
  school: { id: string; waterSource: string | null },
  query: { year: number; quarter?: number | undefined },
  today: string,
) {
  const { results, fromPlan } = await readLog(db, school.id, today);
  const samples: ReportSample[] = [
    ...results.map((r) => ({
      sampleId: r.sampleId,
      sampledOn: r.sampledOn,
      component: r.component as SupplyComponent,
      componentId: r.componentId,
      parameter: r.parameter as ParameterId,
      result: `${r.qualifier ?? ''}${r.value}`,
      unit: r.unit,
      laboratory: r.laboratory,
      from: 'log' as const,
    })),
    ...fromPlan.map((r) => ({
      sampleId: r.sampleId,
      sampledOn: r.sampledOn,
      component: r.component,
      componentId: r.componentId,
      parameter: r.parameter,
      result: String(r.value),
      unit: r.unit,
      laboratory: r.laboratory,
      from: 'plan' as const,
    })),
  ];
  return annualReport({
    year: query.year,
    ...(query.quarter ? { quarter: query.quarter } : {}),
    samples,
    roofSource: school.waterSource === 'roof',
  });
}

const toJson = (r: ResultRow) => ({
  id: r.id,
  clientId: r.clientId,
  sampleId: r.sampleId,
  component: r.component,
  componentId: r.componentId,
  sampledOn: r.sampledOn,
  laboratory: r.laboratory,
  parameter: r.parameter,
  qualifier: r.qualifier,
  value: r.value,
  unit: r.unit,
  mav: r.mav,
  status: r.status,
  notes: r.notes,
  enteredByName: r.enteredByName,
  incidentId: r.incidentId,
  createdAt: r.createdAt,
});

const requireRecord = (actions: Parameters<typeof canRecordResults>[0]) => {
  if (!canRecordResults(actions))
    throw forbidden('You do not have permission to enter water-test results for this school.');
};

function publish(deps: Parameters<typeof getHub>[0], outcome: RecordOutcome) {
  const hub = getHub(deps);
  for (const n of outcome.notifications)
    hub.publish({ kind: 'notification', userId: n.userId, id: n.id, notification: n });
}

/** After the log's write: its new results into 8.1 (plan-link.ts), named in the activity log. */
async function intoPlan(c: Context<AppEnv>, outcome: RecordOutcome) {
  const rows = outcome.recorded.filter((r) => r.created).map((r) => r.row);
  if (rows.length === 0) return;
  const { db, now, log } = c.get('deps');
  const school = c.get('school');
  const user = c.get('user')!;
  const samples = [...new Set(rows.map((r) => r.sampleId))];
  try {
    await copyResultsToPlan(db, {
      schoolId: school.id,
      editor: { id: user.id, name: user.name || user.email },
      now: now(),
      results: rows.map((r) => ({
        sampleId: r.sampleId,
        sampledOn: r.sampledOn,
        component: r.component as SupplyComponent,
        componentId: r.componentId,
        laboratory: r.laboratory,
        parameter: r.parameter as ParameterId,
        result: { qualifier: (r.qualifier as '<' | '>' | null) ?? null, value: r.value },
        unit: r.unit,
      })),
      activity: (saved) =>
        activityEntry(c, {
          user,
          activityType: 'plan_section_saved',
          description: `Wrote the water-test results of ${samples.length === 1 ? `sample ${samples[0]}` : `${samples.length} samples`} from the log into 8.1 (version ${saved.version})`,
          schoolId: school.id,
          metadata: { sectionId: RESULTS_SECTION, version: saved.version, from: 'water-test log' },
        }),
    });
  } catch (err) {
    // The results are stored in the log, which reads them either way; 8.1 gets them at the next write.
    log.error({ err, schoolId: school.id }, 'water testing: results could not be written into 8.1');
  }
  await refreshWaterReminders(c);
}

export function waterTestingRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { db, now } = c.get('deps');
    const school = c.get('school');
    const today = nzDateOf(now());
    const log = await readLog(db, school.id, today);
    return c.json(
      {
        results: log.results.map(toJson),
        planResults: log.fromPlan,
        due: dueNext({
          samples: log.samples,
          today,
          size: log.supply.size,
          predictedRises: log.predictedRises,
        }),
        supplySize: log.supply.size,
        varyingPopulation: log.supply.varyingPopulation || log.predictedRises.length > 0,
        canRecord: canRecordResults(c.get('schoolActions')),
      },
      200,
    );
  });

  app.openapi(reportRoute, async (c) => {
    const report = await buildReport(
      c.get('deps').db,
      c.get('school'),
      c.req.valid('query'),
      nzDateOf(c.get('deps').now()),
    );
    return c.json(report, 200);
  });

  app.openapi(reportPdfRoute, async (c) => {
    const query = c.req.valid('query');
    const school = c.get('school');
    const report = await buildReport(c.get('deps').db, school, query, nzDateOf(c.get('deps').now()));
    const pdf = await renderReportPdf(report, school.name);
    const name = `${school.slug}-water-report-${query.year}${query.quarter ? `-q${query.quarter}` : ''}.pdf`;
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    });
  });

  app.openapi(reportCsvRoute, async (c) => {
    const query = c.req.valid('query');
    const school = c.get('school');
    const report = await buildReport(c.get('deps').db, school, query, nzDateOf(c.get('deps').now()));
    const name = `${school.slug}-water-report-${query.year}${query.quarter ? `-q${query.quarter}` : ''}.csv`;
    return c.body(toCsv(reportCsvRows(report)), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    });
  });

  app.openapi(createResultRoute, async (c) => {
    requireRecord(c.get('schoolActions'));
    const input = c.req.valid('json');
    const deps = c.get('deps');
    const school = c.get('school');
    const user = c.get('user')!;
    const now = deps.now();
    const checked = checkResult(input as ResultInput, nzDateOf(now));
    if (!checked.ok)
      throw badRequest('Some answers need attention.', checked.errors as Record<string, string>);
    const outcome = await recordResults(deps.db, {
      school,
      actor: { id: user.id, name: user.name },
      items: [{ clientId: input.clientId ?? randomUUID(), result: checked.value }],
      now,
    });
    publish(deps, outcome);
    await intoPlan(c, outcome);
    const [{ row, created }] = outcome.recorded as [RecordOutcome['recorded'][number]];
    if (created) {
      const parameter = parameterOf(row.parameter)!;
      await recordActivity(c, {
        user,
        activityType: 'water_test_recorded',
        description: `Entered ${parameter.label} ${row.qualifier ?? ''}${row.value} ${row.unit} for sample ${row.sampleId} at ${school.name}`,
        schoolId: school.id,
        metadata: { resultId: row.id, status: row.status },
      });
      for (const incident of outcome.opened)
        await recordActivity(c, {
          user,
          activityType: 'incident_opened',
          description: `Incident opened at ${school.name}: ${incident.title}`,
          schoolId: school.id,
          metadata: { incidentId: incident.id, resultId: row.id },
        });
    }
    const incident = row.incidentId
      ? { id: row.incidentId, opened: outcome.opened.some((i) => i.id === row.incidentId) }
      : null;
    return c.json({ result: toJson(row), incident }, created ? 201 : 200);
  });

  app.openapi(importRoute, async (c) => {
    requireRecord(c.get('schoolActions'));
    const deps = c.get('deps');
    const school = c.get('school');
    const user = c.get('user')!;
    const now = deps.now();
    const read = readResultsCsv(c.req.valid('json').csv, nzDateOf(now));
    if (!read.ok) {
      const n = read.problems.length;
      // The form's field (`csv`) says how many lines to correct; each line's reason is under its number.
      const fields = {
        csv: `${n} ${n === 1 ? 'line' : 'lines'} of this file cannot be imported: see each line below.`,
        ...Object.fromEntries(read.problems.map((p) => [`line ${p.line}`, p.message])),
      };
      throw new ApiError(
        400,
        'import_rejected',
        n === 1
          ? '1 line needs correcting; nothing was imported.'
          : `${n} lines need correcting; nothing was imported.`,
        fields,
      );
    }
    // A row's client id is its sample and parameter: the same report imported twice adds nothing.
    let outcome: RecordOutcome;
    try {
      outcome = await recordResults(deps.db, {
        school,
        actor: { id: user.id, name: user.name },
        items: read.rows.map((r) => ({
          clientId: `csv:${r.result.sampleId}:${r.result.parameter}`,
          result: r.result,
        })),
        now,
      });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'client_id_reused')
        throw new ApiError(
          409,
          'import_conflict',
          'A sample in this file is already in the log with a different result for the same test; nothing was imported. Check the file against the log.',
        );
      throw e;
    }
    publish(deps, outcome);
    await intoPlan(c, outcome);
    const imported = outcome.recorded.filter((r) => r.created).length;
    await recordActivity(c, {
      user,
      activityType: 'water_tests_imported',
      description: `Imported ${imported} water-test results at ${school.name}`,
      schoolId: school.id,
    });
    for (const incident of outcome.opened)
      await recordActivity(c, {
        user,
        activityType: 'incident_opened',
        description: `Incident opened at ${school.name}: ${incident.title}`,
        schoolId: school.id,
        metadata: { incidentId: incident.id },
      });
    return c.json(
      {
        imported,
        alreadyThere: outcome.recorded.length - imported,
        incidents: outcome.opened.map((i) => ({ id: i.id, title: i.title })),
      },
      201,
    );
  });

  return app;
}
