/**
 * Contractor profiles (issue 19a, decision 031): a contractor keeps their listing, specialisations and
 * certifications; saving schedules reminders (in the app and by e-mail, through the delivery outbox)
 * 30 and 7 days before each certification expires. Provider staff list the active profiles.
 * GET|PUT /api/contractor/profile      the signed-in contractor
 * GET     /api/contractor-profiles     provider staff: profiles, active ones by default
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import {
  CERTIFICATION_REMINDER_DAYS,
  type Certification,
  daysBetween,
  profileSchema,
} from '../../../domain/contractor-work';
import { nzDateOf, startOfNzDate } from '../../../domain/nz-time';
import type { Db } from '../../db/client';
import { contractorAssignments, contractorProfiles, notificationSchedules, users } from '../../db/schema';
import { scheduleNotification } from '../../jobs/deliveries';
import { apiRouter } from '../../lib/api-router';
import { ApiError, errorResponses, forbidden, jsonBody, jsonContent } from '../../lib/http';
import { requireProvider, requireUser } from '../../policy/middleware';
import { canPersonal } from '../../policy/policy';
import { contractorAccountsWhere } from '../../policy/scopes';
import { recordActivity } from '../activity/service';
import type { Executor } from '../notifications/service';

const tags = ['Contractor profiles'];

const CertificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  number: z.string(),
  expiresOn: z.string().nullable(),
  /** Days until it expires (negative once expired); null when it does not expire. */
  expiresInDays: z.number().nullable(),
});
const ProfileSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    profileStatus: z.enum(['active', 'inactive']),
    specializations: z.array(z.string()),
    certifications: z.array(CertificationSchema),
    activeAssignments: z.number(),
    version: z.number(),
  })
  .openapi('ContractorProfile');

const getRoute = createRoute({
  method: 'get',
  path: '/api/contractor/profile',
  tags,
  summary: "The signed-in contractor's profile (version 0 when never saved)",
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(ProfileSchema, 'Profile'), ...errorResponses },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/contractor/profile',
  tags,
  summary: 'Save the profile; reminders are scheduled before each certification expires; 409 when stale',
  middleware: [requireUser] as const,
  request: { body: jsonBody(profileSchema) },
  responses: { 200: jsonContent(ProfileSchema, 'Saved'), 409: errorResponses[400], ...errorResponses },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/contractor-profiles',
  tags,
  summary: 'Contractor profiles for provider staff: the active listing by default, or all',
  middleware: [requireProvider('contractors.manage')] as const,
  request: { query: z.object({ status: z.enum(['active', 'all']).default('active') }) },
  responses: {
    200: jsonContent(z.object({ profiles: z.array(ProfileSchema) }), 'Profiles'),
    ...errorResponses,
  },
});

type Row = {
  userId: string;
  name: string;
  email: string;
  profileStatus: 'active' | 'inactive' | null;
  specializations: string[] | null;
  certifications: Certification[] | null;
  version: number | null;
};

function toJson(row: Row, assignments: number, today: string) {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    profileStatus: row.profileStatus ?? ('active' as const),
    specializations: row.specializations ?? [],
    certifications: (row.certifications ?? []).map((c) => ({
      ...c,
      expiresInDays: c.expiresOn ? daysBetween(today, c.expiresOn) : null,
    })),
    activeAssignments: assignments,
    version: row.version ?? 0,
  };
}

const columns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  profileStatus: contractorProfiles.profileStatus,
  specializations: contractorProfiles.specializations,
  certifications: contractorProfiles.certifications,
  version: contractorProfiles.version,
};

async function assignmentCounts(db: Db, userId?: string) {
  const rows = await db
    .select({ id: contractorAssignments.contractorId, n: sql<number>`count(*)::int` })
    .from(contractorAssignments)
    .where(
      and(
        eq(contractorAssignments.assignmentStatus, 'active'),
        userId ? eq(contractorAssignments.contractorId, userId) : undefined,
      ),
    )
    .groupBy(contractorAssignments.contractorId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The reminder times of one certification: 30 and 7 days before, at 09:00 in New Zealand. */
export function reminderTimes(expiresOn: string, now: Date) {
  const out: { days: number; at: Date }[] = [];
  for (const days of CERTIFICATION_REMINDER_DAYS) {
    const d = new Date(`${expiresOn}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - days);
    const at = new Date(startOfNzDate(d.toISOString().slice(0, 10)).getTime() + 9 * 3_600_000);
    if (at > now) out.push({ days, at });
  }
  // Expiring sooner than the last reminder: one reminder now.
  if (!out.length && startOfNzDate(expiresOn) > now) out.push({ days: 0, at: now });
  return out;
}

/** Cancels the contractor's pending certification reminders and schedules those of what they hold now. */
async function rescheduleCertificationReminders(
  db: Executor,
  userId: string,
  certs: Certification[],
  now: Date,
) {
  await db
    .update(notificationSchedules)
    .set({ deliveryStatus: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(notificationSchedules.deliveryStatus, 'pending'),
        like(notificationSchedules.sourceKey, `certification:${userId}:%`),
      ),
    );
  for (const cert of certs) {
    if (!cert.expiresOn) continue;
    for (const { days, at } of reminderTimes(cert.expiresOn, now))
      for (const channel of ['in_app', 'email'] as const)
        await scheduleNotification(db, {
          userId,
          channel,
          scheduledTime: at,
          now,
          sourceKey: `certification:${userId}:${cert.id}:${cert.expiresOn}:${days}:${channel}`,
          payload: {
            title: `Your ${cert.name} certification expires on ${cert.expiresOn}`,
            // Whole sentences, so each has its te reo (i18n/messages-mi.ts).
            message: cert.issuer
              ? `Renew ${cert.name} with ${cert.issuer} before ${cert.expiresOn}, then update the expiry date in your WaiKura profile so schools and WaiKura staff see it is current.`
              : `Renew ${cert.name} before ${cert.expiresOn}, then update the expiry date in your WaiKura profile so schools and WaiKura staff see it is current.`,
            type: 'reminder',
            category: 'system',
            priority: days <= 7 ? 'high' : 'medium',
            action_url: '/contractor/profile',
            action_text: 'Open your profile',
            due_date: startOfNzDate(cert.expiresOn).toISOString(),
          },
        });
  }
}

export function contractorProfileRoutes() {
  const app = apiRouter();

  app.openapi(getRoute, async (c) => {
    const user = c.get('user')!;
    if (!canPersonal(user, 'assignments.list-own'))
      throw forbidden('Only contractors have a contractor profile.');
    const { db, now } = c.get('deps');
    const [row] = await db
      .select(columns)
      .from(users)
      .leftJoin(contractorProfiles, eq(contractorProfiles.userId, users.id))
      .where(eq(users.id, user.id));
    const counts = await assignmentCounts(db, user.id);
    return c.json(toJson(row!, counts.get(user.id) ?? 0, nzDateOf(now())), 200);
  });

  app.openapi(putRoute, async (c) => {
    const user = c.get('user')!;
    if (!canPersonal(user, 'assignments.list-own'))
      throw forbidden('Only contractors have a contractor profile.');
    const input = c.req.valid('json');
    const { db, now } = c.get('deps');
    const at = now();
    const ids = input.certifications.map((x) => x.id);
    if (new Set(ids).size !== ids.length)
      throw new ApiError(400, 'validation_failed', 'Two certifications have the same id.', {
        certifications: 'Each certification needs its own id.',
      });
    const values = {
      profileStatus: input.profileStatus,
      specializations: [...new Set(input.specializations)],
      certifications: input.certifications,
    };
    const saved = await db.transaction(async (tx) => {
      const [row] =
        input.version === 0
          ? await tx
              .insert(contractorProfiles)
              .values({ userId: user.id, ...values })
              .onConflictDoNothing()
              .returning()
          : await tx
              .update(contractorProfiles)
              .set({ ...values, version: sql`${contractorProfiles.version} + 1`, updatedAt: at })
              .where(
                and(eq(contractorProfiles.userId, user.id), eq(contractorProfiles.version, input.version)),
              )
              .returning();
      if (!row)
        throw new ApiError(
          409,
          'stale_version',
          'Your profile was changed since you opened it (perhaps in another tab). Reload it, then make your change again.',
        );
      await rescheduleCertificationReminders(tx, user.id, row.certifications, at);
      return row;
    });
    await recordActivity(c, {
      user,
      activityType: 'contractor_profile_saved',
      description: `Updated their contractor profile (${saved.profileStatus}, ${saved.certifications.length} certifications)`,
    });
    const counts = await assignmentCounts(db, user.id);
    return c.json(
      toJson({ ...saved, name: user.name, email: user.email }, counts.get(user.id) ?? 0, nzDateOf(at)),
      200,
    );
  });

  app.openapi(listRoute, async (c) => {
    const { status } = c.req.valid('query');
    const { db, now } = c.get('deps');
    const rows = await db
      .select(columns)
      .from(users)
      .leftJoin(contractorProfiles, eq(contractorProfiles.userId, users.id))
      .where(
        and(
          contractorAccountsWhere(),
          // A contractor who never saved a profile is listed as active (the default status).
          status === 'active'
            ? sql`coalesce(${contractorProfiles.profileStatus}, 'active') = 'active'`
            : undefined,
        ),
      )
      .orderBy(asc(users.name))
      .limit(500);
    const counts = await assignmentCounts(db);
    const today = nzDateOf(now());
    return c.json({ profiles: rows.map((r) => toJson(r, counts.get(r.userId) ?? 0, today)) }, 200);
  });

  return app;
}
