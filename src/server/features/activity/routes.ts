import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { activityLog } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { errorResponses, instant, jsonContent } from '../../lib/http';
import { requireProvider, requireSchool } from '../../policy/middleware';
import { SchoolIdParam } from '../schools/schemas';
import { inReaderLanguage } from './service';

const tags = ['Activity'];

const EntrySchema = z
  .object({
    id: z.string(),
    userId: z.string().nullable(),
    userEmail: z.string().nullable(),
    userRole: z.string().nullable(),
    activityType: z.string(),
    description: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    schoolId: z.string().nullable(),
    timestamp: instant(),
  })
  .openapi('ActivityEntry');

const columns = {
  id: activityLog.id,
  userId: activityLog.userId,
  userEmail: activityLog.userEmail,
  userRole: activityLog.userRole,
  activityType: activityLog.activityType,
  description: activityLog.description,
  ipAddress: activityLog.ipAddress,
  userAgent: activityLog.userAgent,
  schoolId: activityLog.schoolId,
  timestamp: activityLog.timestamp,
};

const recentRoute = createRoute({
  method: 'get',
  path: '/api/activity',
  tags,
  summary: 'Recent activity across WaiKura (audit log; provider staff), newest first',
  middleware: [requireProvider('audit.read')] as const,
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { 200: jsonContent(z.object({ entries: z.array(EntrySchema) }), 'Entries'), ...errorResponses },
});

const schoolRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/activity',
  tags,
  summary: "A school's activity (audit log), newest first, at most 100",
  middleware: [requireSchool('manage')] as const,
  request: { params: SchoolIdParam },
  responses: { 200: jsonContent(z.object({ entries: z.array(EntrySchema) }), 'Entries'), ...errorResponses },
});

export function activityRoutes() {
  const app = apiRouter();
  app.openapi(recentRoute, async (c) => {
    const { limit } = c.req.valid('query');
    const entries = await c
      .get('deps')
      .db.select(columns)
      .from(activityLog)
      .orderBy(desc(activityLog.timestamp))
      .limit(limit);
    return c.json({ entries: await inReaderLanguage(c, entries) }, 200);
  });
  app.openapi(schoolRoute, async (c) => {
    const entries = await c
      .get('deps')
      .db.select(columns)
      .from(activityLog)
      .where(eq(activityLog.schoolId, c.get('school').id))
      .orderBy(desc(activityLog.timestamp))
      .limit(100);
    return c.json({ entries: await inReaderLanguage(c, entries) }, 200);
  });
  return app;
}
