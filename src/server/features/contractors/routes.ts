import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq } from 'drizzle-orm';
import { emailSchema, personNameSchema } from '../../../domain/password';
import { contractorAssignments, schools, users } from '../../db/schema';
import { readerLanguage } from '../../i18n/translate';
import { apiRouter } from '../../lib/api-router';
import { errorResponses, forbidden, instant, jsonBody, jsonContent } from '../../lib/http';
import { requireProvider, requireUser } from '../../policy/middleware';
import { canPersonal } from '../../policy/policy';
import { contractorAccountsWhere } from '../../policy/scopes';
import { recordActivity } from '../activity/service';
import { contractorProfileRoutes } from '../contractor-profiles/routes';
import { contractorTaskRoutes } from '../contractor-tasks/routes';
import { feedbackRoutes } from '../feedback/routes';
import { inviteUser } from '../people/service';
import { preVisitRoutes } from '../pre-visit/routes';
import { visitReportRoutes } from '../visit-reports/routes';

const tags = ['Contractors'];

const ContractorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    activeAssignments: z.number(),
  })
  .openapi('Contractor');

const listRoute = createRoute({
  method: 'get',
  path: '/api/contractors',
  tags,
  summary: 'Contractor accounts (provider staff)',
  middleware: [requireProvider('contractors.manage')] as const,
  responses: {
    200: jsonContent(z.object({ contractors: z.array(ContractorSchema) }), 'Contractors'),
    ...errorResponses,
  },
});

const createContractorRoute = createRoute({
  method: 'post',
  path: '/api/contractors',
  tags,
  summary: 'Create a contractor account; e-mails a set-password link',
  middleware: [requireProvider('contractors.manage')] as const,
  request: { body: jsonBody(z.strictObject({ email: emailSchema, name: personNameSchema })) },
  responses: {
    201: jsonContent(z.object({ userId: z.string() }), 'Created'),
    409: errorResponses[400],
    ...errorResponses,
  },
});

const myAssignmentsRoute = createRoute({
  method: 'get',
  path: '/api/contractor/assignments',
  tags,
  summary: "The signed-in contractor's active assignments",
  middleware: [requireUser] as const,
  responses: {
    200: jsonContent(
      z.object({
        assignments: z.array(
          z.object({
            id: z.string(),
            schoolId: z.string(),
            schoolName: z.string(),
            schoolSlug: z.string(),
            region: z.string().nullable(),
            assignedDate: instant(),
          }),
        ),
      }),
      'Assignments',
    ),
    ...errorResponses,
  },
});

export function contractorRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { db } = c.get('deps');
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(contractorAccountsWhere())
      .orderBy(asc(users.name));
    const active = await db
      .select({ contractorId: contractorAssignments.contractorId })
      .from(contractorAssignments)
      .where(eq(contractorAssignments.assignmentStatus, 'active'));
    const counts = new Map<string, number>();
    for (const a of active) counts.set(a.contractorId, (counts.get(a.contractorId) ?? 0) + 1);
    return c.json(
      { contractors: rows.map((r) => ({ ...r, activeAssignments: counts.get(r.id) ?? 0 })) },
      200,
    );
  });

  app.openapi(createContractorRoute, async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user')!;
    const { userId } = await inviteUser(c.get('deps'), {
      ...input,
      role: 'contractor',
      school: null,
      invitedBy: user,
      language: await readerLanguage(c),
    });
    await recordActivity(c, {
      user,
      activityType: 'contractor_created',
      description: `Created contractor account ${input.email}`,
      metadata: { contractorId: userId },
    });
    return c.json({ userId }, 201);
  });

  app.openapi(myAssignmentsRoute, async (c) => {
    const user = c.get('user')!;
    if (!canPersonal(user, 'assignments.list-own')) throw forbidden('Only contractors have assignments.');
    const { db } = c.get('deps');
    const rows = await db
      .select({
        id: contractorAssignments.id,
        schoolId: schools.id,
        schoolName: schools.name,
        schoolSlug: schools.slug,
        region: schools.region,
        assignedDate: contractorAssignments.assignedDate,
      })
      .from(contractorAssignments)
      .innerJoin(schools, eq(schools.id, contractorAssignments.schoolId))
      .where(
        and(
          eq(contractorAssignments.contractorId, user.id),
          eq(contractorAssignments.assignmentStatus, 'active'),
        ),
      )
      .orderBy(desc(contractorAssignments.assignedDate));
    return c.json({ assignments: rows }, 200);
  });

  // The contractor's work (issue 19a): tasks, schedule, visit reports — each in its own feature folder.
  app.route('/', contractorTaskRoutes());
  app.route('/', visitReportRoutes());
  app.route('/', contractorProfileRoutes());
  app.route('/', preVisitRoutes());
  // Page issues and contact messages (issue 19a): not contractor work, mounted here to keep app.ts as it is.
  app.route('/', feedbackRoutes());

  return app;
}
