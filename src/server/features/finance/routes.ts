/**
 * Financial management (issue 19): the estimated cost of every school's improvement actions (4.2) by
 * year, as a table and as CSV. The answers are read through the plan's read service and summed by
 * `domain/finance.ts`; nothing here writes.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import { nzDateOf } from '../../../domain/calendar';
import { toCsv } from '../../../domain/csv';
import { schoolCosts, sortYears, UNDATED } from '../../../domain/finance';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { errorResponses, jsonContent } from '../../lib/http';
import { containsText } from '../../lib/search';
import { requireProvider } from '../../policy/middleware';
import { loadAnswersAcrossSchools } from '../plan/service';

const tags = ['Finance'];

const FinanceQuery = z.object({
  q: z
    .string()
    .max(200, { error: 'Search for at most 200 characters.' })
    .optional()
    .openapi({ param: { name: 'q', in: 'query' }, description: 'Part of a school name or region' }),
  year: z
    .string()
    .regex(/^(\d{4}|undated)$/, { error: 'Give the year as four digits, or undated.' })
    .optional()
    .openapi({ param: { name: 'year', in: 'query' }, description: 'Only schools with costs in this year' }),
});

const FinanceSchool = z
  .object({
    id: z.string(),
    name: z.string(),
    region: z.string().nullable(),
    costs: z.record(z.string(), z.number()),
    total: z.number(),
    actions: z.number(),
    unpriced: z.number(),
  })
  .openapi('FinanceSchool');

const financeRoute = createRoute({
  method: 'get',
  path: '/api/provider/finance',
  tags,
  summary: "Every school's estimated improvement costs (4.2) by year, with totals",
  middleware: [requireProvider('finance.read')] as const,
  request: { query: FinanceQuery },
  responses: {
    200: jsonContent(
      z
        .object({
          years: z.array(z.string()),
          schools: z.array(FinanceSchool),
          totals: z.record(z.string(), z.number()),
          total: z.number(),
        })
        .openapi('Finance'),
      'Costs',
    ),
    ...errorResponses,
  },
});

const financeCsvRoute = createRoute({
  method: 'get',
  path: '/api/provider/finance.csv',
  tags,
  summary: 'The same as CSV: one row per school, one column per year',
  middleware: [requireProvider('finance.read')] as const,
  request: { query: FinanceQuery },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses,
  },
});

async function loadFinance(db: Db, query: z.infer<typeof FinanceQuery>) {
  const q = query.q?.trim();
  const [list, answers] = await Promise.all([
    db
      .select({ id: schools.id, name: schools.name, region: schools.region })
      .from(schools)
      .where(q ? containsText([schools.name, schools.region], q) : undefined)
      .orderBy(asc(schools.name), asc(schools.id)),
    loadAnswersAcrossSchools(db, ['improvement-schedule']),
  ]);
  const rows = list
    .map((s) => ({ ...s, ...schoolCosts(answers.get(s.id)?.['improvement-schedule']) }))
    .filter((s) => (query.year ? query.year in s.costs : true));
  const totals: Record<string, number> = {};
  for (const r of rows) for (const [y, v] of Object.entries(r.costs)) totals[y] = (totals[y] ?? 0) + v;
  return {
    years: sortYears(Object.keys(totals)),
    schools: rows,
    totals,
    total: rows.reduce((sum, r) => sum + r.total, 0),
  };
}

export function financeRoutes() {
  const app = apiRouter();
  app.openapi(financeRoute, async (c) =>
    c.json(await loadFinance(c.get('deps').db, c.req.valid('query')), 200),
  );
  app.openapi(financeCsvRoute, async (c) => {
    const deps = c.get('deps');
    const data = await loadFinance(deps.db, c.req.valid('query'));
    const yearLabel = (y: string) => (y === UNDATED ? 'No date' : y);
    const csv = toCsv([
      [
        'School',
        'Region',
        ...data.years.map((y) => `${yearLabel(y)} (NZD)`),
        'Total (NZD)',
        'Actions',
        'Actions without a cost',
      ],
      ...data.schools.map((s) => [
        s.name,
        s.region,
        ...data.years.map((y) => s.costs[y] ?? 0),
        s.total,
        s.actions,
        s.unpriced,
      ]),
      ['All schools', '', ...data.years.map((y) => data.totals[y] ?? 0), data.total, '', ''],
    ]);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="waikura-improvement-costs-${nzDateOf(deps.now())}.csv"`,
      'cache-control': 'no-store',
    });
  });
  return app;
}
