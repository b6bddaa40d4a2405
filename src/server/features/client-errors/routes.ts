import { createRoute, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { clientErrors } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import {
  errorResponses,
  instant,
  jsonBody,
  jsonContent,
  tooManyRequests,
  tooManyResponse,
} from '../../lib/http';
import { CLIENT_ERROR_REPORTS, hit } from '../../lib/rate-limit';
import { requireProvider } from '../../policy/middleware';

const tags = ['Client errors'];

const ReportSchema = z
  .strictObject({
    message: z.string().min(1).max(2000),
    stack: z.string().max(10000).optional(),
    pageUrl: z.string().max(2048).optional(),
  })
  .openapi('ClientErrorReport');

const reportRoute = createRoute({
  method: 'post',
  path: '/api/client-errors',
  tags,
  summary: 'Report an error a page met in the browser',
  request: { body: jsonBody(ReportSchema) },
  responses: {
    202: jsonContent(z.object({ received: z.boolean() }), 'Received'),
    ...errorResponses,
    429: tooManyResponse,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/client-errors',
  tags,
  summary: 'The latest 100 page errors (provider staff)',
  middleware: [requireProvider('client-errors.read')] as const,
  responses: {
    200: jsonContent(
      z.object({
        errors: z.array(
          z.object({
            id: z.string(),
            message: z.string(),
            pageUrl: z.string().nullable(),
            userId: z.string().nullable(),
            createdAt: instant(),
          }),
        ),
      }),
      'Errors',
    ),
    ...errorResponses,
  },
});

export function clientErrorRoutes() {
  const app = apiRouter();
  app.openapi(reportRoute, async (c) => {
    const input = c.req.valid('json');
    const deps = c.get('deps');
    const who = c.get('user')?.id ?? `address:${c.get('clientIp')}`;
    const limited = await hit(deps.db, `client-errors:${who}`, CLIENT_ERROR_REPORTS, deps.now());
    if (!limited.allowed) throw tooManyRequests(c, limited.retryAfterSeconds);
    await deps.db.insert(clientErrors).values({
      ...input,
      userAgent: c.get('userAgent').slice(0, 1000),
      ipAddress: c.get('clientIp'),
      userId: c.get('user')?.id ?? null,
    });
    return c.json({ received: true }, 202);
  });
  app.openapi(listRoute, async (c) => {
    const errors = await c
      .get('deps')
      .db.select({
        id: clientErrors.id,
        message: clientErrors.message,
        pageUrl: clientErrors.pageUrl,
        userId: clientErrors.userId,
        createdAt: clientErrors.createdAt,
      })
      .from(clientErrors)
      .orderBy(desc(clientErrors.createdAt))
      .limit(100);
    return c.json({ errors }, 200);
  });
  return app;
}
