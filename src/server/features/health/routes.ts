import { createRoute, z } from '@hono/zod-openapi';
import { apiRouter } from '../../lib/api-router';
import { canProvider } from '../../policy/policy';
import { publicView, runSelfCheck } from './self-check';

const CheckSchema = z.object({ status: z.enum(['ok', 'not_configured', 'failing']), detail: z.string() });

const healthRoute = createRoute({
  method: 'get',
  path: '/api/secure/health',
  tags: ['Health'],
  summary:
    'Self-check of the database, migrations, mail, SMS and AI (used as a connection test); the parts and their details for admins only',
  responses: {
    200: {
      description: 'Healthy or degraded',
      content: {
        'application/json': {
          schema: z.object({
            status: z.enum(['ok', 'degraded', 'failing']),
            checks: z
              .object({
                database: CheckSchema,
                migrations: CheckSchema,
                sessions: CheckSchema,
                files: CheckSchema,
                mail: CheckSchema,
                sms: CheckSchema,
                ai: CheckSchema,
              })
              .optional(),
            checkedAt: z.string(),
          }),
        },
      },
    },
    503: { description: 'Failing' },
  },
});

export function healthRoutes() {
  const app = apiRouter();
  app.openapi(healthRoute, async (c) => {
    const full = await runSelfCheck(c.get('deps'), { probeMail: true, cacheProbes: true });
    // The parts name services and carry error texts: admins see them, anyone else the overall state.
    const result = canProvider(c.get('user'), 'health.details') ? full : publicView(full);
    return c.json(result, result.status === 'failing' ? 503 : 200) as never;
  });
  return app;
}
