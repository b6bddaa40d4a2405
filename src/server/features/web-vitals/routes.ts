import { createRoute, z } from '@hono/zod-openapi';
import { WEB_VITALS_PER_ADDRESS_PER_MINUTE } from '../../config';
import { apiRouter } from '../../lib/api-router';
import { ApiError, ErrorSchema, errorResponses, jsonBody, jsonContent } from '../../lib/http';
import { requireProvider } from '../../policy/middleware';
import {
  BatchLimiter,
  recordWebVitals,
  summariseWebVitals,
  WEB_VITAL_METRICS,
  WEB_VITALS_DAYS,
} from './service';

const tags = ['Web vitals'];

/** A page view sends one batch (two when the tab is hidden and shown again): 30 a minute is generous. */
/** The default per-address limit (`WEB_VITALS_PER_ADDRESS_PER_MINUTE` in the environment changes it). */
export const BATCHES_PER_ADDRESS_PER_MINUTE = WEB_VITALS_PER_ADDRESS_PER_MINUTE;
export const BATCHES_PER_MINUTE = 3000;

const SampleSchema = z.strictObject({
  name: z.enum(WEB_VITAL_METRICS),
  // Milliseconds for LCP and INP (ten minutes at most), a unitless score for CLS.
  value: z.number().finite().min(0).max(600_000),
  route: z
    .string()
    .min(1)
    .max(200)
    .regex(/^(\/[A-Za-z0-9_.:\-/]*|\(not found\))$/, 'A route pattern such as /schools/:schoolId'),
});

const BatchSchema = z
  .strictObject({ metrics: z.array(SampleSchema).min(1).max(10) })
  .openapi('WebVitalsBatch');

const MetricSummary = z.object({ p75: z.number(), samples: z.number().int() }).nullable();

const reportRoute = createRoute({
  method: 'post',
  path: '/api/web-vitals',
  tags,
  summary: 'Report a page view’s web vitals (LCP, INP, CLS); anonymous, rate-limited',
  request: { body: jsonBody(BatchSchema) },
  responses: {
    202: jsonContent(z.object({ received: z.number().int() }), 'Stored'),
    429: { description: 'Too many reports', content: { 'application/json': { schema: ErrorSchema } } },
    ...errorResponses,
  },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/api/web-vitals',
  tags,
  summary: `The 75th percentile of each metric per route over the last ${WEB_VITALS_DAYS} days (provider staff)`,
  middleware: [requireProvider('web-vitals.read')] as const,
  responses: {
    200: jsonContent(
      z.object({
        days: z.number().int(),
        since: z.string(),
        routes: z.array(
          z.object({
            route: z.string(),
            metrics: z.object({ LCP: MetricSummary, INP: MetricSummary, CLS: MetricSummary }),
          }),
        ),
      }),
      'p75 per route',
    ),
    ...errorResponses,
  },
});

export function webVitalsRoutes() {
  const app = apiRouter();
  let limiter: BatchLimiter | null = null;
  app.openapi(reportRoute, async (c) => {
    const { metrics } = c.req.valid('json');
    const deps = c.get('deps');
    limiter ??= new BatchLimiter(deps.config.webVitalsPerAddressPerMinute, BATCHES_PER_MINUTE);
    if (!limiter.take(c.get('clientIp'), deps.now().getTime())) {
      throw new ApiError(
        429,
        'rate_limited',
        'Too many speed reports from this address. Try again in a minute.',
      );
    }
    await recordWebVitals(deps.db, metrics, deps.now());
    return c.json({ received: metrics.length }, 202);
  });
  app.openapi(summaryRoute, async (c) => {
    const deps = c.get('deps');
    const { since, routes } = await summariseWebVitals(deps.db, deps.now());
    return c.json({ days: WEB_VITALS_DAYS, since: since.toISOString(), routes }, 200);
  });
  return app;
}
