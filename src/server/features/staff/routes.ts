/**
 * Staff management (issue 19): provider staff, the schools each looks after, their role, and their
 * training and competency validation, due again every three years (domain/staff-training.ts). Everyone
 * in the provider team reads it; administrators change it (`staff.manage`).
 *
 * Reminders go through the delivery machinery: saving a training record schedules an in-app notification
 * and an e-mail 60 and 14 days before it is due and on the day (9 am New Zealand time), one schedule per
 * `staff-training:<id>:<days>:<channel>`; removing the record cancels the ones still pending.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import { nzDateOf, nzWallTimeToInstant } from '../../../domain/nz-time';
import {
  daysBefore,
  REVALIDATE_AFTER_YEARS,
  revalidateBy,
  TRAINING_REMINDER_DAYS,
  trainingState,
} from '../../../domain/staff-training';
import type { Db } from '../../db/client';
import { notificationSchedules, schools, staffSchools, staffTraining, users } from '../../db/schema';
import { scheduleNotification } from '../../jobs/deliveries';
import { apiRouter } from '../../lib/api-router';
import { badRequest, conflict, errorResponses, jsonBody, jsonContent, notFound } from '../../lib/http';
import { requireProvider } from '../../policy/middleware';
import { canProvider, isRoleChange, PROVIDER_TEAM_ROLES, wouldRemoveLastAdmin } from '../../policy/policy';
import { adminAccountsWhere, providerTeamWhere } from '../../policy/scopes';
import { recordActivity } from '../activity/service';

const tags = ['Staff'];

const Training = z
  .object({
    id: z.string(),
    competency: z.string(),
    completedOn: z.string(),
    revalidateBy: z.string(),
    state: z.enum(['current', 'due_soon', 'overdue']),
    notes: z.string().nullable(),
  })
  .openapi('StaffTraining');

const StaffMember = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(PROVIDER_TEAM_ROLES),
    schools: z.array(z.object({ id: z.string(), name: z.string() })),
    training: z.array(Training),
  })
  .openapi('StaffMember');

const UserParam = z.object({
  userId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'userId', in: 'path' } }),
});
const TrainingParam = UserParam.extend({
  trainingId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'trainingId', in: 'path' } }),
});

const day = z
  .string({ error: 'Enter the date it was completed.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the date as YYYY-MM-DD.' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: 'That date does not exist.' });

const TrainingInput = z
  .strictObject({
    competency: z
      .string({ error: 'Enter what the training or competency was.' })
      .trim()
      .min(3, { error: 'Enter what the training or competency was (at least 3 characters).' })
      .max(200, { error: 'At most 200 characters.' }),
    completedOn: day,
    notes: z
      .string()
      .trim()
      .max(2000, { error: 'Notes can be at most 2,000 characters.' })
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .openapi('StaffTrainingInput');

const listRoute = createRoute({
  method: 'get',
  path: '/api/provider/staff',
  tags,
  summary: 'Provider staff: role, the schools each looks after, training and when it is due again',
  middleware: [requireProvider('staff.read')] as const,
  responses: {
    200: jsonContent(
      z.object({ staff: z.array(StaffMember), canManage: z.boolean(), revalidateAfterYears: z.number() }),
      'Staff',
    ),
    ...errorResponses,
  },
});
const roleRoute = createRoute({
  method: 'patch',
  path: '/api/provider/staff/{userId}',
  tags,
  summary: "Change a provider staff member's role (administrators; never the last administrator)",
  middleware: [requireProvider('staff.manage')] as const,
  request: {
    params: UserParam,
    body: jsonBody(
      z
        .strictObject({ role: z.enum(PROVIDER_TEAM_ROLES, { error: 'Choose waikura or admin.' }) })
        .openapi('StaffRole'),
    ),
  },
  responses: { 200: jsonContent(StaffMember, 'Changed'), 409: errorResponses[400], ...errorResponses },
});
const addSchoolRoute = createRoute({
  method: 'put',
  path: '/api/provider/staff/{userId}/schools',
  tags,
  summary: 'Give a provider staff member a school to look after, or take it away (`looksAfter: false`)',
  middleware: [requireProvider('staff.manage')] as const,
  request: {
    params: UserParam,
    body: jsonBody(
      z
        .strictObject({
          schoolId: z.string({ error: 'Choose a school.' }).min(1).max(100),
          looksAfter: z.boolean({ error: 'Say whether they look after the school.' }),
        })
        .openapi('StaffSchool'),
    ),
  },
  responses: { 200: jsonContent(StaffMember, 'Changed'), ...errorResponses },
});
const addTrainingRoute = createRoute({
  method: 'post',
  path: '/api/provider/staff/{userId}/training',
  tags,
  summary: 'Record training or a competency validation; reminders are scheduled before it is due again',
  middleware: [requireProvider('staff.manage')] as const,
  request: { params: UserParam, body: jsonBody(TrainingInput) },
  responses: { 201: jsonContent(StaffMember, 'Recorded'), ...errorResponses },
});
const removeTrainingRoute = createRoute({
  method: 'delete',
  path: '/api/provider/staff/{userId}/training/{trainingId}',
  tags,
  summary: 'Remove a training record and its pending reminders',
  middleware: [requireProvider('staff.manage')] as const,
  request: { params: TrainingParam },
  responses: { 200: jsonContent(StaffMember, 'Removed'), ...errorResponses },
});

async function loadStaff(db: Db, today: string, only?: string) {
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(providerTeamWhere(), only ? eq(users.id, only) : undefined))
    .orderBy(asc(users.name), asc(users.id));
  if (!people.length) return [];
  const ids = people.map((p) => p.id);
  const [looks, training] = await Promise.all([
    db
      .select({ userId: staffSchools.userId, id: schools.id, name: schools.name })
      .from(staffSchools)
      .innerJoin(schools, eq(schools.id, staffSchools.schoolId))
      .where(inArray(staffSchools.userId, ids))
      .orderBy(asc(schools.name)),
    db
      .select()
      .from(staffTraining)
      .where(inArray(staffTraining.userId, ids))
      .orderBy(asc(staffTraining.revalidateBy)),
  ]);
  return people.map((p) => ({
    ...p,
    role: p.role as (typeof PROVIDER_TEAM_ROLES)[number],
    schools: looks.filter((l) => l.userId === p.id).map(({ id, name }) => ({ id, name })),
    training: training
      .filter((t) => t.userId === p.id)
      .map((t) => ({
        id: t.id,
        competency: t.competency,
        completedOn: t.completedOn,
        revalidateBy: t.revalidateBy,
        state: trainingState(t.revalidateBy, today),
        notes: t.notes,
      })),
  }));
}

async function memberOr404(db: Db, userId: string, today: string) {
  const [member] = await loadStaff(db, today, userId);
  if (!member) throw notFound('We could not find that member of the provider team.');
  return member;
}

/** 9 am New Zealand time on a day. */
const nineAm = (d: string) => {
  const [year, month, dayOfMonth] = d.split('-').map(Number) as [number, number, number];
  return nzWallTimeToInstant({ year, month, day: dayOfMonth, hour: 9, minute: 0 });
};

const dayWords = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-NZ', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export function staffRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(
      {
        staff: await loadStaff(db, nzDateOf(now())),
        canManage: canProvider(c.get('user'), 'staff.manage'),
        revalidateAfterYears: REVALIDATE_AFTER_YEARS,
      },
      200,
    );
  });

  app.openapi(roleRoute, async (c) => {
    const { userId } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const { db, now } = c.get('deps');
    const today = nzDateOf(now());
    const member = await memberOr404(db, userId, today);
    if (isRoleChange(member.role, role)) {
      await db.transaction(async (tx) => {
        // Serialise role changes so two at once cannot both remove "the other" administrator.
        await tx.execute('select pg_advisory_xact_lock(19019)');
        const [admins] = await tx.select({ n: count() }).from(users).where(adminAccountsWhere());
        if (wouldRemoveLastAdmin(member.role, role, Number(admins?.n ?? 0)))
          throw conflict(
            'WaiKura needs at least one administrator. Make someone else an administrator first.',
            'last_admin',
          );
        await tx
          .update(users)
          .set({ role, updatedAt: now() })
          .where(and(eq(users.id, userId), providerTeamWhere()));
      });
      const toAdmin = role === 'admin';
      await recordActivity(c, {
        user: c.get('user'),
        activityType: 'staff_role_changed',
        description: toAdmin
          ? `${member.name} is now an administrator`
          : `${member.name} is now provider staff`,
        metadata: { userId, role },
      });
    }
    return c.json(await memberOr404(db, userId, today), 200);
  });

  app.openapi(addSchoolRoute, async (c) => {
    const { userId } = c.req.valid('param');
    const { schoolId, looksAfter } = c.req.valid('json');
    const { db, now } = c.get('deps');
    const today = nzDateOf(now());
    const member = await memberOr404(db, userId, today);
    const [school] = await db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .where(eq(schools.id, schoolId));
    if (!school) throw notFound('We could not find that school.');
    const changed = looksAfter
      ? await db
          .insert(staffSchools)
          .values({ userId, schoolId, assignedBy: c.get('user')!.id })
          .onConflictDoNothing()
          .returning({ userId: staffSchools.userId })
      : await db
          .delete(staffSchools)
          .where(and(eq(staffSchools.userId, userId), eq(staffSchools.schoolId, schoolId)))
          .returning({ userId: staffSchools.userId });
    if (changed.length)
      await recordActivity(c, {
        user: c.get('user'),
        activityType: looksAfter ? 'staff_school_added' : 'staff_school_removed',
        description: `${member.name} ${looksAfter ? 'looks after' : 'no longer looks after'} ${school.name}`,
        schoolId,
        metadata: { userId },
      });
    return c.json(await memberOr404(db, userId, today), 200);
  });

  app.openapi(addTrainingRoute, async (c) => {
    const { userId } = c.req.valid('param');
    const input = c.req.valid('json');
    const deps = c.get('deps');
    const { db } = deps;
    const nowAt = deps.now();
    const today = nzDateOf(nowAt);
    const member = await memberOr404(db, userId, today);
    if (input.completedOn > today)
      throw badRequest('There is a problem with one field.', {
        completedOn: 'The date it was completed cannot be in the future.',
      });
    const due = revalidateBy(input.completedOn);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffTraining)
        .values({
          userId,
          competency: input.competency,
          completedOn: input.completedOn,
          revalidateBy: due,
          notes: input.notes,
          recordedBy: c.get('user')!.id,
        })
        .returning({ id: staffTraining.id });
      for (const days of TRAINING_REMINDER_DAYS) {
        const at = nineAm(daysBefore(due, days));
        if (at.getTime() <= nowAt.getTime()) continue;
        const message =
          days === 0
            ? `Your "${input.competency}" competency is due for revalidation today (${dayWords(due)}).`
            : `Your "${input.competency}" competency is due for revalidation on ${dayWords(due)}, in ${days} days.`;
        for (const channel of ['in_app', 'email'] as const)
          await scheduleNotification(tx as unknown as Db, {
            userId,
            channel,
            scheduledTime: at,
            payload: {
              title: 'Training due for revalidation',
              message,
              type: 'reminder',
              category: 'system',
              priority: days === 0 ? 'high' : 'medium',
              action_url: '/waikura/staff',
              action_text: 'Open staff management',
              due_date: due,
            },
            sourceKey: `staff-training:${row!.id}:${days}:${channel}`,
            now: nowAt,
          });
      }
    });
    await recordActivity(c, {
      user: c.get('user'),
      activityType: 'staff_training_recorded',
      description: `${member.name}: ${input.competency} (completed ${input.completedOn}, due again ${due})`,
      metadata: { userId },
    });
    return c.json(await memberOr404(db, userId, today), 201);
  });

  app.openapi(removeTrainingRoute, async (c) => {
    const { userId, trainingId } = c.req.valid('param');
    const { db, now } = c.get('deps');
    const today = nzDateOf(now());
    const member = await memberOr404(db, userId, today);
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(staffTraining)
        .where(and(eq(staffTraining.id, trainingId), eq(staffTraining.userId, userId)))
        .returning({ id: staffTraining.id });
      if (!removed.length) throw notFound('We could not find that training record.');
      await tx
        .update(notificationSchedules)
        .set({ deliveryStatus: 'cancelled', updatedAt: now() })
        .where(
          and(
            eq(notificationSchedules.deliveryStatus, 'pending'),
            like(notificationSchedules.sourceKey, `staff-training:${trainingId}:%`),
          ),
        );
    });
    await recordActivity(c, {
      user: c.get('user'),
      activityType: 'staff_training_removed',
      description: `${member.name}: a training record was removed`,
      metadata: { userId, trainingId },
    });
    return c.json(await memberOr404(db, userId, today), 200);
  });

  return app;
}
