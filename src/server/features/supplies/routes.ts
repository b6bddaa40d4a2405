/**
 * Supplies across schools (issue 19): each school's source, treatment and storage as its plan records
 * them (2.1–2.3), filterable ("every school with UV", "every bore"). The answers are read through the
 * plan's read service and summarised by `domain/supplies.ts`; nothing here writes.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import {
  matchesSupply,
  SUPPLY_SECTIONS,
  type SupplyAspect,
  type SupplySummary,
  supplyOptions,
  supplySummary,
} from '../../../domain/supplies';
import { schools } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { errorResponses, jsonContent } from '../../lib/http';
import { containsText } from '../../lib/search';
import { requireProvider } from '../../policy/middleware';
import { loadAnswersAcrossSchools } from '../plan/service';

const tags = ['Supplies'];

const optionValues = (aspect: SupplyAspect) =>
  supplyOptions(aspect).map((o) => o.value) as [string, ...string[]];
const aspectParam = (aspect: SupplyAspect, words: string) =>
  z
    .enum(optionValues(aspect), {
      error: `Choose a ${words} the plan offers: ${optionValues(aspect).join(', ')}.`,
    })
    .optional()
    .openapi({ param: { name: aspect, in: 'query' } });

const SuppliesQuery = z.object({
  q: z
    .string()
    .max(200, { error: 'Search for at most 200 characters.' })
    .optional()
    .openapi({ param: { name: 'q', in: 'query' }, description: 'Part of a school name or region' }),
  source: aspectParam('source', 'source'),
  treatment: aspectParam('treatment', 'treatment'),
  storage: aspectParam('storage', 'kind of storage'),
  unrecorded: z
    .enum(['true', 'false'], { error: 'Give unrecorded as true or false.' })
    .optional()
    .openapi({ param: { name: 'unrecorded', in: 'query' } }),
  limit: z.coerce
    .number({ error: 'Give the page size as a number.' })
    .int({ error: 'Give the page size as a whole number.' })
    .min(1, { error: 'Show at least 1 school per page.' })
    .max(500, { error: 'Show at most 500 schools per page.' })
    .default(100)
    .openapi({ param: { name: 'limit', in: 'query' } }),
  offset: z.coerce
    .number({ error: 'Give the offset as a number.' })
    .int({ error: 'Give the offset as a whole number.' })
    .min(0, { error: 'The offset cannot be negative.' })
    .max(1_000_000, { error: 'The offset is too large.' })
    .default(0)
    .openapi({ param: { name: 'offset', in: 'query' } }),
});

const SupplySchool = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    region: z.string().nullable(),
    source: z.array(z.string()),
    treatment: z.array(z.string()),
    storage: z.array(z.string()),
    storageLitres: z.number().nullable(),
    tankCount: z.number(),
    boreDepthMetres: z.number().nullable(),
    uvDose: z.number().nullable(),
    recorded: z.boolean(),
  })
  .openapi('SupplySchool');

const Counts = z.record(z.string(), z.number());

const suppliesRoute = createRoute({
  method: 'get',
  path: '/api/provider/supplies',
  tags,
  summary: "Every school's source, treatment and storage as its plan records them, filterable",
  middleware: [requireProvider('supplies.read')] as const,
  request: { query: SuppliesQuery },
  responses: {
    200: jsonContent(
      z
        .object({
          schools: z.array(SupplySchool),
          total: z.number(),
          /** Schools (matching the search) with each option ticked, before the aspect filters. */
          counts: z.object({ source: Counts, treatment: Counts, storage: Counts }),
          unrecordedCount: z.number(),
        })
        .openapi('Supplies'),
      'Supplies',
    ),
    ...errorResponses,
  },
});

function countInto(counts: Record<string, number>, values: string[]) {
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
}

export function suppliesRoutes() {
  const app = apiRouter();
  app.openapi(suppliesRoute, async (c) => {
    const query = c.req.valid('query');
    const { db } = c.get('deps');
    const q = query.q?.trim();
    const [list, answers] = await Promise.all([
      db
        .select({ id: schools.id, name: schools.name, slug: schools.slug, region: schools.region })
        .from(schools)
        .where(q ? containsText([schools.name, schools.region], q) : undefined)
        .orderBy(asc(schools.name), asc(schools.id)),
      loadAnswersAcrossSchools(db, SUPPLY_SECTIONS),
    ]);
    const counts = { source: {}, treatment: {}, storage: {} } as Record<SupplyAspect, Record<string, number>>;
    let unrecordedCount = 0;
    const filter = {
      source: query.source,
      treatment: query.treatment,
      storage: query.storage,
      unrecorded: query.unrecorded === 'true',
    };
    const matching: ((typeof list)[number] & SupplySummary)[] = [];
    for (const school of list) {
      const summary = supplySummary(answers.get(school.id) ?? {});
      countInto(counts.source, summary.source);
      countInto(counts.treatment, summary.treatment);
      countInto(counts.storage, summary.storage);
      if (!summary.recorded) unrecordedCount++;
      if (matchesSupply(summary, filter)) matching.push({ ...school, ...summary });
    }
    return c.json(
      {
        schools: matching.slice(query.offset, query.offset + query.limit),
        total: matching.length,
        counts,
        unrecordedCount,
      },
      200,
    );
  });
  return app;
}
