import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { MAINTENANCE_COMPONENTS } from '../../../domain/maintenance';
import { maintenanceLog } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { errorResponses, instant, jsonBody, jsonContent } from '../../lib/http';
import { requireSchool } from '../../policy/middleware';
import { creditedContractor } from '../../policy/policy';
import { recordActivity } from '../activity/service';
import { getHub } from '../notifications/hub';
import { createNotifications, schoolStaff } from '../notifications/service';
import { SchoolIdParam } from '../schools/schemas';

const tags = ['Maintenance log'];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters.` });

const EntryInput = z
  .strictObject({
    performedOn: z.iso.date({ error: 'Enter the date the work was done, like 2026-11-20.' }),
    component: z.enum(MAINTENANCE_COMPONENTS, { error: 'Choose the part of the supply you worked on.' }),
    workDone: text(4000).min(3, { error: 'Describe the work you did.' }),
    equipmentUsed: text(1000).optional(),
    materialsUsed: text(1000).optional(),
    safetyPrecautions: text(1000).optional(),
    followUpNeeded: z.boolean().optional(),
  })
  .openapi('MaintenanceEntryInput');

const Entry = z
  .object({
    id: z.string(),
    schoolId: z.string(),
    recordedByName: z.string(),
    performedOn: z.string(),
    component: z.string(),
    workDone: z.string(),
    equipmentUsed: z.string().nullable(),
    materialsUsed: z.string().nullable(),
    safetyPrecautions: z.string().nullable(),
    followUpNeeded: z.boolean(),
    createdAt: instant(),
  })
  .openapi('MaintenanceEntry');

const listRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/maintenance-log',
  tags,
  summary: "The school's maintenance log, newest first",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: {
    200: jsonContent(z.object({ entries: z.array(Entry), canRecord: z.boolean() }), 'Entries'),
    ...errorResponses,
  },
});

const createEntryRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/maintenance-log',
  tags,
  summary: 'Record maintenance work (assigned contractors and admins)',
  middleware: [requireSchool('maintain')] as const,
  request: { params: SchoolIdParam, body: jsonBody(EntryInput) },
  responses: { 201: jsonContent(Entry, 'Recorded'), ...errorResponses },
});

const columns = {
  id: maintenanceLog.id,
  schoolId: maintenanceLog.schoolId,
  recordedByName: maintenanceLog.recordedByName,
  performedOn: maintenanceLog.performedOn,
  component: maintenanceLog.component,
  workDone: maintenanceLog.workDone,
  equipmentUsed: maintenanceLog.equipmentUsed,
  materialsUsed: maintenanceLog.materialsUsed,
  safetyPrecautions: maintenanceLog.safetyPrecautions,
  followUpNeeded: maintenanceLog.followUpNeeded,
  createdAt: maintenanceLog.createdAt,
};

export function maintenanceRoutes() {
  const app = apiRouter();
  app.openapi(listRoute, async (c) => {
    const entries = await c
      .get('deps')
      .db.select(columns)
      .from(maintenanceLog)
      .where(eq(maintenanceLog.schoolId, c.get('school').id))
      .orderBy(desc(maintenanceLog.performedOn), desc(maintenanceLog.createdAt))
      .limit(200);
    return c.json({ entries, canRecord: c.get('schoolActions').includes('maintain') }, 200);
  });
  app.openapi(createEntryRoute, async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user')!;
    const school = c.get('school');
    const [row] = await c
      .get('deps')
      .db.insert(maintenanceLog)
      .values({
        ...input,
        followUpNeeded: input.followUpNeeded ?? false,
        schoolId: school.id,
        contractorId: creditedContractor(user),
        recordedBy: user.id,
        recordedByName: user.name,
      })
      .returning(columns);
    await recordActivity(c, {
      user,
      activityType: 'maintenance_recorded',
      description: `Recorded maintenance (${input.component}) at ${school.name}`,
      schoolId: school.id,
    });
    // The school's principal and administrators hear of it, with a link to 8.3 where it can be added to
    // the plan's servicing records; work that needs following up asks for action.
    const { db } = c.get('deps');
    const staff = (await schoolStaff(db, school.id)).filter(({ id }) => id !== user.id);
    const followUp = row!.followUpNeeded;
    await createNotifications(
      db,
      staff.map(({ id }) => ({
        userId: id,
        schoolId: school.id,
        category: 'maintenance' as const,
        type: followUp ? ('warning' as const) : ('info' as const),
        priority: followUp ? ('high' as const) : ('medium' as const),
        actionRequired: followUp,
        title: followUp ? `Follow-up needed: ${input.component}` : `Maintenance logged: ${input.component}`,
        // Whole sentences, so each has its te reo (i18n/messages-mi.ts).
        message: followUp
          ? `${user.name} logged work on ${input.performedOn}: ${input.workDone.slice(0, 200)} They say follow-up work is needed.`
          : `${user.name} logged work on ${input.performedOn}: ${input.workDone.slice(0, 200)}`,
        actionUrl: `/school/${school.id}/maintenance`,
        actionText: 'Add it to the plan',
        sourceKey: `maintenance:${row!.id}`,
      })),
      getHub(c.get('deps')),
    );
    return c.json(row!, 201);
  });
  return app;
}
