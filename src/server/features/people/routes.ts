import { createRoute, z } from '@hono/zod-openapi';
import { endOfNzDay } from '../../../domain/nz-time';
import { emailSchema, personNameSchema } from '../../../domain/password';
import { INVITABLE_SCHOOL_ROLES } from '../../../domain/roles';
import { readerLanguage } from '../../i18n/translate';
import { apiRouter } from '../../lib/api-router';
import { badRequest, errorResponses, instant, jsonBody, jsonContent } from '../../lib/http';
import { requireSchool } from '../../policy/middleware';
import { isViewerRole } from '../../policy/policy';
import { recordActivity } from '../activity/service';
import { SchoolIdParam } from '../schools/schemas';
import { assignContractor, endAssignment, inviteUser, listPeople, revokeViewer } from './service';

const tags = ['School access'];
const Id = (name: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name, in: 'path' } });

const PeopleSchema = z
  .object({
    staff: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        role: z.string(),
        emailVerified: z.boolean(),
      }),
    ),
    viewers: z.array(
      z.object({
        id: z.string(),
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        expiresAt: instant(),
        revokedAt: instant().nullable(),
      }),
    ),
    contractors: z.array(
      z.object({
        id: z.string(),
        contractorId: z.string(),
        name: z.string(),
        email: z.string(),
        assignmentStatus: z.enum(['active', 'ended']),
        assignedDate: instant(),
        endedDate: instant().nullable(),
      }),
    ),
    pendingInvitations: z.array(
      z.object({ id: z.string(), email: z.string(), role: z.string(), createdAt: instant() }),
    ),
  })
  .openapi('SchoolPeople');

const InviteSchema = z
  .strictObject({
    email: emailSchema,
    name: personNameSchema,
    role: z.enum(INVITABLE_SCHOOL_ROLES, { error: 'Choose principal, school admin or viewer.' }),
    expiresAt: z.iso
      .date({ error: 'Enter the date viewer access ends, like 2027-03-31.' })
      .optional()
      .describe('Last day of viewer access (required for viewers), YYYY-MM-DD'),
  })
  .openapi('Invitation');

const peopleRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/people',
  tags,
  summary: "The school's staff, viewers, contractors and pending invitations",
  middleware: [requireSchool('manage')] as const,
  request: { params: SchoolIdParam },
  responses: { 200: jsonContent(PeopleSchema, 'People'), ...errorResponses },
});

const inviteRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/invitations',
  tags,
  summary: 'Invite a principal, school admin or viewer; e-mails a set-password link',
  middleware: [requireSchool('manage')] as const,
  request: { params: SchoolIdParam, body: jsonBody(InviteSchema) },
  responses: {
    201: jsonContent(z.object({ userId: z.string(), invitationId: z.string() }), 'Invited'),
    409: errorResponses[400],
    ...errorResponses,
  },
});

const assignRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/contractor-assignments',
  tags,
  summary: 'Assign a contractor to the school',
  middleware: [requireSchool('manage')] as const,
  request: {
    params: SchoolIdParam,
    body: jsonBody(z.strictObject({ contractorId: z.string().min(1).max(100) })),
  },
  responses: {
    201: jsonContent(z.object({ id: z.string() }).passthrough(), 'Assigned'),
    409: errorResponses[400],
    ...errorResponses,
  },
});

const endRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/contractor-assignments/{assignmentId}/end',
  tags,
  summary: "End a contractor's assignment; their access ends with the next request",
  middleware: [requireSchool('manage')] as const,
  request: { params: SchoolIdParam.extend({ assignmentId: Id('assignmentId') }) },
  responses: { 200: jsonContent(z.object({ id: z.string() }).passthrough(), 'Ended'), ...errorResponses },
});

const revokeRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/viewer-access/{accessId}/revoke',
  tags,
  summary: "Revoke a viewer's access; it ends with the next request",
  middleware: [requireSchool('manage')] as const,
  request: { params: SchoolIdParam.extend({ accessId: Id('accessId') }) },
  responses: { 200: jsonContent(z.object({ id: z.string() }).passthrough(), 'Revoked'), ...errorResponses },
});

export function peopleRoutes() {
  const app = apiRouter();

  app.openapi(peopleRoute, async (c) => c.json(await listPeople(c.get('deps').db, c.get('school').id), 200));

  app.openapi(inviteRoute, async (c) => {
    const input = c.req.valid('json');
    const deps = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    let expiresAt: Date | undefined;
    if (isViewerRole(input.role)) {
      if (!input.expiresAt)
        throw badRequest('Viewer access needs an end date.', {
          expiresAt: 'Enter the date viewer access ends.',
        });
      // Access lasts to the end of the chosen day in New Zealand.
      expiresAt = endOfNzDay(input.expiresAt);
      if (expiresAt.getTime() <= deps.now().getTime()) {
        throw badRequest('The end date must be in the future.', { expiresAt: 'Choose a date after today.' });
      }
    }
    const result = await inviteUser(deps, {
      email: input.email,
      name: input.name,
      role: input.role,
      school,
      invitedBy: user,
      expiresAt,
      language: await readerLanguage(c),
    });
    await recordActivity(c, {
      user,
      activityType: 'user_invited',
      description: `Invited ${input.email} as ${input.role} to ${school.name}`,
      schoolId: school.id,
      metadata: { email: input.email, role: input.role, expiresAt: expiresAt?.toISOString() },
    });
    return c.json(result, 201);
  });

  app.openapi(assignRoute, async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const { assignment, contractor } = await assignContractor(
      db,
      school.id,
      c.req.valid('json').contractorId,
      user.id,
    );
    await recordActivity(c, {
      user,
      activityType: 'contractor_assigned',
      description: `Assigned ${contractor.name} to ${school.name}`,
      schoolId: school.id,
      metadata: { contractorId: contractor.id, assignmentId: assignment.id },
    });
    return c.json(assignment, 201);
  });

  app.openapi(endRoute, async (c) => {
    const { db, now } = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const row = await endAssignment(db, school.id, c.req.valid('param').assignmentId, user.id, now());
    await recordActivity(c, {
      user,
      activityType: 'contractor_assignment_ended',
      description: `Ended a contractor assignment at ${school.name}`,
      schoolId: school.id,
      metadata: { assignmentId: row.id, contractorId: row.contractorId },
    });
    return c.json(row, 200);
  });

  app.openapi(revokeRoute, async (c) => {
    const { db, now } = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const row = await revokeViewer(db, school.id, c.req.valid('param').accessId, user.id, now());
    await recordActivity(c, {
      user,
      activityType: 'viewer_access_revoked',
      description: `Revoked viewer access at ${school.name}`,
      schoolId: school.id,
      metadata: { accessId: row.id, userId: row.userId },
    });
    return c.json(row, 200);
  });

  return app;
}
