/**
 * Contractor tasks and the contractor's schedule (issue 19a, decision 031).
 * GET  /api/schools/{schoolId}/contractor-tasks            everyone who reads the school
 * POST /api/schools/{schoolId}/contractor-tasks            contractors and admins (maintain), provider staff (a request)
 * PATCH /api/schools/{schoolId}/contractor-tasks/{taskId}  contractors and admins (maintain)
 * GET  /api/contractor/schedule                            the signed-in contractor: overdue and the next 7 days
 * POST /api/schools/{schoolId}/contractor-tasks/{taskId}/photos            a photo before or after the work (maintain; multipart, hidden)
 * GET|DELETE /api/schools/{schoolId}/contractor-tasks/{taskId}/photos/{fileId}  read (the school's readers), remove (maintain)
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import {
  MAX_TASK_PHOTOS,
  TASK_PHOTO_STAGES,
  type TaskPhotoStage,
  taskCreateSchema,
  taskUpdateSchema,
  UPCOMING_SCHEDULE_DAYS,
} from '../../../domain/contractor-work';
import { nzDateOf } from '../../../domain/nz-time';
import { contractorAssignments, contractorTaskPhotos, contractorTasks, schools } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import type { AppEnv } from '../../lib/context';
import {
  ApiError,
  badRequest,
  conflict,
  errorResponses,
  forbidden,
  jsonBody,
  jsonContent,
  notFound,
} from '../../lib/http';
import { requireSchool, requireUser } from '../../policy/middleware';
import { canDoContractorWork, canPersonal, canRequestContractorWork } from '../../policy/policy';
import { recordActivity } from '../activity/service';
import { recordPhotoRoutes, removeStoredPhoto } from '../photos/record-photos';
import { SchoolIdParam } from '../schools/schemas';
import { candidates, listTasks, openTasksDue, photosOfTasks, toTaskJson } from './service';

const tags = ['Contractor tasks'];
/** plan_files.section_id of a task's photos (field `before` or `after`). */
export const TASK_PHOTO_SECTION = 'contractor-task';

const TaskSchema = z
  .object({
    id: z.string().nullable(),
    schoolId: z.string(),
    source: z.enum(['improvement_schedule', 'calendar', 'request', 'contractor']),
    sourceKey: z.string().nullable(),
    title: z.string(),
    details: z.string().nullable(),
    scheduledDate: z.string(),
    equipment: z.string().nullable(),
    materials: z.string().nullable(),
    safetyNotes: z.string().nullable(),
    status: z.enum(['open', 'done']),
    completedOn: z.string().nullable(),
    overdue: z.boolean(),
    createdByName: z.string().nullable(),
    version: z.number(),
    photos: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        mime: z.string(),
        size: z.number(),
        stage: z.enum(TASK_PHOTO_STAGES),
      }),
    ),
  })
  .openapi('ContractorTask');

const TaskParams = SchoolIdParam.extend({
  taskId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'taskId', in: 'path' } }),
});

const TaskPhotoParams = TaskParams.extend({
  fileId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'fileId', in: 'path' } }),
});

/** Doing the work: contractors and admins (the policy's `canDoContractorWork`), after `requireSchool`. */
const requireContractorWork = createMiddleware<AppEnv>(async (c, next) => {
  if (!canDoContractorWork(c.get('schoolActions')))
    throw forbidden('You do not have permission to do this for this school.');
  await next();
});

const deletePhotoRoute = createRoute({
  method: 'delete',
  path: '/api/schools/{schoolId}/contractor-tasks/{taskId}/photos/{fileId}',
  tags,
  summary: 'Take a photo off a task (the photo is removed)',
  middleware: [requireSchool('maintain'), requireContractorWork] as const,
  request: { params: TaskPhotoParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/contractor-tasks',
  tags,
  summary: "The school's contractor tasks, with work 4.2 and the calendar offer (id null until taken on)",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: {
    200: jsonContent(
      z.object({ tasks: z.array(TaskSchema), canPlan: z.boolean(), canRequest: z.boolean() }),
      'Tasks',
    ),
    ...errorResponses,
  },
});

const createTaskRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/contractor-tasks',
  tags,
  summary: 'Take on offered work (sourceKey) or plan a task; provider staff ask for work (a request)',
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam, body: jsonBody(taskCreateSchema) },
  responses: { 201: jsonContent(TaskSchema, 'Created'), 409: errorResponses[400], ...errorResponses },
});

const updateTaskRoute = createRoute({
  method: 'patch',
  path: '/api/schools/{schoolId}/contractor-tasks/{taskId}',
  tags,
  summary: 'Change a task (equipment, materials, safety notes, date) or mark it done; 409 when stale',
  middleware: [requireSchool('maintain')] as const,
  request: { params: TaskParams, body: jsonBody(taskUpdateSchema) },
  responses: { 200: jsonContent(TaskSchema, 'Changed'), 409: errorResponses[400], ...errorResponses },
});

const ScheduleItem = TaskSchema.extend({ schoolName: z.string(), schoolSlug: z.string() }).openapi(
  'ScheduleItem',
);

const scheduleRoute = createRoute({
  method: 'get',
  path: '/api/contractor/schedule',
  tags,
  summary: "The signed-in contractor's overdue work and the next 7 days, across assigned schools",
  middleware: [requireUser] as const,
  responses: {
    200: jsonContent(
      z.object({
        today: z.string(),
        until: z.string(),
        overdue: z.array(ScheduleItem),
        upcoming: z.array(ScheduleItem),
      }),
      'Schedule',
    ),
    ...errorResponses,
  },
});

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export function contractorTaskRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { db, now } = c.get('deps');
    const actions = c.get('schoolActions');
    const tasks = await listTasks(db, c.get('school').id, now());
    return c.json(
      { tasks, canPlan: canDoContractorWork(actions), canRequest: canRequestContractorWork(actions) },
      200,
    );
  });

  app.openapi(createTaskRoute, async (c) => {
    const actions = c.get('schoolActions');
    const contractor = canDoContractorWork(actions);
    const provider = canRequestContractorWork(actions);
    if (!contractor && !provider) throw forbidden('You do not have permission to do this for this school.');
    const input = c.req.valid('json');
    const { db, now } = c.get('deps');
    const school = c.get('school');
    const user = c.get('user')!;
    let source: 'improvement_schedule' | 'calendar' | 'request' | 'contractor' = provider
      ? 'request'
      : 'contractor';
    let title = input.title;
    let scheduledDate = input.scheduledDate;
    let details = input.details ?? null;
    if (input.sourceKey) {
      const offered = (await candidates(db, school.id, now())).find((x) => x.sourceKey === input.sourceKey);
      if (!offered)
        throw badRequest(
          'That work is no longer offered: it may be done or changed in the plan or calendar.',
          {
            sourceKey: 'Choose work from the list.',
          },
        );
      source = offered.source;
      title ??= offered.title;
      scheduledDate ??= offered.scheduledDate;
      details ??= offered.details;
    }
    const fields: Record<string, string> = {};
    if (!title) fields.title = 'Say what the work is, in a few words.';
    if (!scheduledDate) fields.scheduledDate = 'Enter the date the work is planned for, like 2026-12-01.';
    if (Object.keys(fields).length) throw badRequest('Some answers need attention.', fields);
    const [row] = await db
      .insert(contractorTasks)
      .values({
        schoolId: school.id,
        source,
        sourceKey: input.sourceKey ?? null,
        title: title!,
        details,
        scheduledDate: scheduledDate!,
        equipment: input.equipment ?? null,
        materials: input.materials ?? null,
        safetyNotes: input.safetyNotes ?? null,
        createdBy: user.id,
        createdByName: user.name,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('This work is already a task: open it from the list.', 'already_a_task');
    const requested = source === 'request';
    await recordActivity(c, {
      user,
      activityType: 'contractor_task_created',
      // Whole sentences, so each has its te reo (decision 044).
      description: requested
        ? `Asked the contractor for "${row.title}" on ${row.scheduledDate} at ${school.name}`
        : `Planned "${row.title}" on ${row.scheduledDate} at ${school.name}`,
      schoolId: school.id,
      metadata: { taskId: row.id },
    });
    return c.json(toTaskJson(row, nzDateOf(now())), 201);
  });

  app.openapi(updateTaskRoute, async (c) => {
    if (!canDoContractorWork(c.get('schoolActions')))
      throw forbidden('You do not have permission to do this for this school.');
    const { taskId } = c.req.valid('param');
    const { version, status, ...rest } = c.req.valid('json');
    const { db, now } = c.get('deps');
    const school = c.get('school');
    const user = c.get('user')!;
    const today = nzDateOf(now());
    const where = and(eq(contractorTasks.schoolId, school.id), eq(contractorTasks.id, taskId));
    const set: Partial<typeof contractorTasks.$inferInsert> = {};
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
    if (status) {
      set.status = status;
      set.completedOn = status === 'done' ? today : null;
    }
    const [row] = await db
      .update(contractorTasks)
      .set({ ...set, version: sql`${contractorTasks.version} + 1`, updatedAt: now() })
      .where(and(where, eq(contractorTasks.version, version)))
      .returning();
    if (!row) {
      const [current] = await db.select({ v: contractorTasks.version }).from(contractorTasks).where(where);
      if (!current) throw notFound('That task was not found.');
      throw new ApiError(
        409,
        'stale_version',
        'Someone changed this task since you opened it. Reload it to see their change, then make yours again.',
      );
    }
    const finished = status === 'done';
    await recordActivity(c, {
      user,
      activityType: status === 'done' ? 'contractor_task_done' : 'contractor_task_changed',
      description: finished
        ? `Finished the task "${row.title}" at ${school.name}`
        : `Changed the task "${row.title}" at ${school.name}`,
      schoolId: school.id,
      metadata: { taskId: row.id },
    });
    return c.json(toTaskJson(row, today, (await photosOfTasks(db, school.id, row.id)).get(row.id)), 200);
  });

  // A task's photos, before and after the work (issue 19d, decision 038): uploaded straight onto the task.
  app.route(
    '/',
    recordPhotoRoutes({
      tags,
      what: 'a photo of a task',
      upload: {
        path: '/api/schools/{schoolId}/contractor-tasks/{taskId}/photos',
        params: TaskParams,
        middleware: [requireSchool('maintain'), requireContractorWork],
      },
      read: {
        path: '/api/schools/{schoolId}/contractor-tasks/{taskId}/photos/{fileId}',
        params: TaskPhotoParams,
        middleware: [requireSchool('read')],
      },
      sectionId: TASK_PHOTO_SECTION,
      fieldName: (_c, form) => {
        const stage = form.stage;
        if (typeof stage !== 'string' || !(TASK_PHOTO_STAGES as readonly string[]).includes(stage))
          throw badRequest('Say whether the photo is from before or after the work.', {
            stage: 'Choose before or after.',
          });
        return stage;
      },
      attach: async (c, photo, form) => {
        const { db } = c.get('deps');
        const school = c.get('school');
        const taskId = c.req.param('taskId')!;
        const title = await db.transaction(async (tx) => {
          // The task's row is locked, so two uploads at once cannot both pass the count.
          const [task] = await tx
            .select({ id: contractorTasks.id, title: contractorTasks.title })
            .from(contractorTasks)
            .where(and(eq(contractorTasks.schoolId, school.id), eq(contractorTasks.id, taskId)))
            .for('update');
          if (!task) throw notFound('That task was not found.');
          const [{ n } = { n: 0 }] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(contractorTaskPhotos)
            .where(eq(contractorTaskPhotos.taskId, taskId));
          if (n >= MAX_TASK_PHOTOS)
            throw badRequest(`A task takes at most ${MAX_TASK_PHOTOS} photos.`, {
              file: `Remove a photo first: this task already has ${MAX_TASK_PHOTOS}.`,
            });
          await tx.insert(contractorTaskPhotos).values({
            taskId,
            fileId: photo.id,
            schoolId: school.id,
            stage: form.stage as TaskPhotoStage,
          });
          return task.title;
        });
        await recordActivity(c, {
          user: c.get('user')!,
          activityType: 'contractor_task_photo_added',
          description: `Added a photo (${form.stage}) to the task "${title}" at ${school.name}`,
          schoolId: school.id,
          metadata: { taskId, fileId: photo.id },
        });
      },
      visible: async (c, fileId) => {
        const [link] = await c
          .get('deps')
          .db.select({ id: contractorTaskPhotos.fileId })
          .from(contractorTaskPhotos)
          .where(
            and(
              eq(contractorTaskPhotos.schoolId, c.get('school').id),
              eq(contractorTaskPhotos.taskId, c.req.param('taskId') ?? ''),
              eq(contractorTaskPhotos.fileId, fileId),
            ),
          );
        return link !== undefined;
      },
    }),
  );

  app.openapi(deletePhotoRoute, async (c) => {
    const { taskId, fileId } = c.req.valid('param');
    const { db, config } = c.get('deps');
    const school = c.get('school');
    const [link] = await db
      .select({ title: contractorTasks.title })
      .from(contractorTaskPhotos)
      .innerJoin(contractorTasks, eq(contractorTasks.id, contractorTaskPhotos.taskId))
      .where(
        and(
          eq(contractorTaskPhotos.schoolId, school.id),
          eq(contractorTaskPhotos.taskId, taskId),
          eq(contractorTaskPhotos.fileId, fileId),
        ),
      );
    if (!link) throw notFound('That photo was not found.');
    // The file's record goes, and its link with it (on delete cascade); then the bytes.
    await removeStoredPhoto(db, config.dataDir, school.id, fileId);
    await recordActivity(c, {
      user: c.get('user')!,
      activityType: 'contractor_task_photo_removed',
      description: `Removed a photo from the task "${link.title}" at ${school.name}`,
      schoolId: school.id,
      metadata: { taskId, fileId },
    });
    return c.body(null, 204);
  });

  app.openapi(scheduleRoute, async (c) => {
    const user = c.get('user')!;
    if (!canPersonal(user, 'assignments.list-own'))
      throw forbidden('Only contractors have a schedule of work.');
    const { db, now } = c.get('deps');
    const today = nzDateOf(now());
    const until = addDays(today, UPCOMING_SCHEDULE_DAYS);
    const assigned = await db
      .select({ id: schools.id, name: schools.name, slug: schools.slug })
      .from(contractorAssignments)
      .innerJoin(schools, eq(schools.id, contractorAssignments.schoolId))
      .where(
        and(
          eq(contractorAssignments.contractorId, user.id),
          eq(contractorAssignments.assignmentStatus, 'active'),
        ),
      )
      .orderBy(asc(schools.name));
    const bySchool = new Map(assigned.map((s) => [s.id, s]));
    const items = (await openTasksDue(db, [...bySchool.keys()], now(), until)).map((t) => ({
      ...t,
      schoolName: bySchool.get(t.schoolId)!.name,
      schoolSlug: bySchool.get(t.schoolId)!.slug,
    }));
    items.sort(
      (a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.schoolName.localeCompare(b.schoolName),
    );
    return c.json(
      {
        today,
        until,
        overdue: items.filter((t) => t.scheduledDate < today),
        upcoming: items.filter((t) => t.scheduledDate >= today),
      },
      200,
    );
  });

  return app;
}
