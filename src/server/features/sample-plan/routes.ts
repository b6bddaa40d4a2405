/**
 * The public sample plan's downloads (issue 20, decision 040): `/api/public/sample-plan.pdf|.docx?variant=roof|bore`.
 * No session needed (the plan is of a fictional school); limited per address like the other anonymous
 * endpoints, and cacheable by browsers and proxies because the sample does not change between releases.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { SAMPLE_VARIANTS } from '../../../domain/sample-plan';
import { apiRouter } from '../../lib/api-router';
import { errorResponses, tooManyRequests, tooManyResponse } from '../../lib/http';
import { hit, type Limit } from '../../lib/rate-limit';
import { SAMPLE_FORMATS, type SampleFormat, sampleDocument, sampleFileName } from './service';

/** Downloads of the sample per address: generous for a person, a wall for a script. */
export const SAMPLE_DOWNLOADS: Limit = { limit: 30, windowMs: 10 * 60_000 };

const VariantQuery = z.object({
  variant: z
    .enum(SAMPLE_VARIANTS)
    .default('roof')
    .openapi({ description: 'Which supply the sample school has: roof water (default) or a bore' }),
});

const sampleRoute = (format: SampleFormat) =>
  createRoute({
    method: 'get',
    path: `/api/public/sample-plan.${format}`,
    tags: ['Public'],
    summary: `The sample plan of a fictional school as ${format === 'pdf' ? 'PDF' : 'Word (DOCX)'}, made by the plan export`,
    request: { query: VariantQuery },
    responses: { 200: { description: 'The document' }, 429: tooManyResponse, ...errorResponses },
  });

export function samplePlanRoutes() {
  const app = apiRouter();
  for (const format of Object.keys(SAMPLE_FORMATS) as SampleFormat[]) {
    app.openapi(sampleRoute(format), async (c) => {
      const { variant } = c.req.valid('query');
      const deps = c.get('deps');
      const limited = await hit(deps.db, `sample-plan:${c.get('clientIp')}`, SAMPLE_DOWNLOADS, deps.now());
      if (!limited.allowed) throw tooManyRequests(c, limited.retryAfterSeconds);
      const bytes = await sampleDocument(variant, format);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': SAMPLE_FORMATS[format].mime,
        'Content-Disposition': `attachment; filename="${sampleFileName(variant, format)}"`,
        'Cache-Control': 'public, max-age=3600',
      }) as never;
    });
  }
  return app;
}
