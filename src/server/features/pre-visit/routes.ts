/**
 * The pre-visit questionnaire (issue 19a, decision 031): the school answers before a contractor's first
 * visit; once sent, its contractors read it (and are told).
 * GET|PUT /api/schools/{schoolId}/pre-visit-questionnaire
 * GET     /api/provider/pre-visit-questionnaires   provider staff: the latest 100 (platform specification 9)
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, sql } from 'drizzle-orm';
import { QUESTIONNAIRE_QUESTIONS, questionnaireSchema } from '../../../domain/contractor-work';
import { contractorAssignments, preVisitQuestionnaires, schools, users } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { ApiError, errorResponses, jsonBody, jsonContent } from '../../lib/http';
import { requireProvider, requireSchool } from '../../policy/middleware';
import { canSeeQuestionnaire } from '../../policy/policy';
import { activeAssignmentWhere } from '../../policy/scopes';
import { recordActivity } from '../activity/service';
import { getHub } from '../notifications/hub';
import { createNotifications } from '../notifications/service';
import { SchoolIdParam } from '../schools/schemas';

const tags = ['Pre-visit questionnaire'];

const QuestionnaireSchema = z
  .object({
    id: z.string(),
    schoolId: z.string(),
    email: z.string(),
    submissionStatus: z.enum(['pending', 'submitted']),
    answers: z.record(z.string(), z.string()),
    submittedAt: z.string().nullable(),
    updatedByName: z.string(),
    updatedAt: z.string(),
    version: z.number(),
  })
  .openapi('PreVisitQuestionnaire');

const getRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/pre-visit-questionnaire',
  tags,
  summary: "The school's pre-visit questionnaire (null when there is none the caller may see)",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: {
    200: jsonContent(
      z.object({ questionnaire: QuestionnaireSchema.nullable(), canEdit: z.boolean() }),
      'Questionnaire',
    ),
    ...errorResponses,
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/schools/{schoolId}/pre-visit-questionnaire',
  tags,
  summary: 'Save the answers (school staff); `submit` sends it to the contractors; 409 when stale',
  middleware: [requireSchool('write')] as const,
  request: { params: SchoolIdParam, body: jsonBody(questionnaireSchema) },
  responses: { 200: jsonContent(QuestionnaireSchema, 'Saved'), 409: errorResponses[400], ...errorResponses },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/provider/pre-visit-questionnaires',
  tags,
  summary: 'Pre-visit questionnaires of every school, the latest 100 (provider staff)',
  middleware: [requireProvider('contractors.manage')] as const,
  responses: {
    200: jsonContent(
      z.object({ questionnaires: z.array(QuestionnaireSchema.extend({ schoolName: z.string() })) }),
      'Questionnaires',
    ),
    ...errorResponses,
  },
});

type Row = typeof preVisitQuestionnaires.$inferSelect;
const toJson = (r: Row) => ({
  id: r.id,
  schoolId: r.schoolId,
  email: r.email,
  submissionStatus: r.submissionStatus,
  answers: r.answers,
  submittedAt: r.submittedAt?.toISOString() ?? null,
  updatedByName: r.updatedByName,
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

export function preVisitRoutes() {
  const app = apiRouter();

  app.openapi(getRoute, async (c) => {
    const { db } = c.get('deps');
    const actions = c.get('schoolActions');
    const [row] = await db
      .select()
      .from(preVisitQuestionnaires)
      .where(eq(preVisitQuestionnaires.schoolId, c.get('school').id));
    const visible = row && canSeeQuestionnaire(actions, row.submissionStatus) ? toJson(row) : null;
    return c.json({ questionnaire: visible, canEdit: actions.includes('write') }, 200);
  });

  app.openapi(putRoute, async (c) => {
    const { version, answers, submit } = c.req.valid('json');
    const { db, now } = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const at = now();
    const status = submit ? ('submitted' as const) : undefined;
    const [row] =
      version === 0
        ? await db
            .insert(preVisitQuestionnaires)
            .values({
              schoolId: school.id,
              email: user.email,
              answers,
              updatedByName: user.name,
              ...(status ? { submissionStatus: status, submittedAt: at } : {}),
            })
            .onConflictDoNothing()
            .returning()
        : await db
            .update(preVisitQuestionnaires)
            .set({
              answers,
              email: user.email,
              updatedByName: user.name,
              version: sql`${preVisitQuestionnaires.version} + 1`,
              updatedAt: at,
              ...(status ? { submissionStatus: status, submittedAt: at } : {}),
            })
            .where(
              and(
                eq(preVisitQuestionnaires.schoolId, school.id),
                eq(preVisitQuestionnaires.version, version),
              ),
            )
            .returning();
    if (!row)
      throw new ApiError(
        409,
        'stale_version',
        'Someone else saved this questionnaire since you opened it. Reload it to see their answers, then make your change again.',
      );
    await recordActivity(c, {
      user,
      activityType: submit ? 'pre_visit_questionnaire_sent' : 'pre_visit_questionnaire_saved',
      description: submit
        ? `Sent the pre-visit questionnaire of ${school.name}`
        : `Saved the pre-visit questionnaire of ${school.name}`,
      schoolId: school.id,
    });
    if (submit) {
      const contractors = await db
        .select({ id: users.id })
        .from(contractorAssignments)
        .innerJoin(users, eq(users.id, contractorAssignments.contractorId))
        .where(activeAssignmentWhere(school.id));
      const filled = QUESTIONNAIRE_QUESTIONS.filter((q) => answers[q.id]?.trim()).length;
      await createNotifications(
        db,
        contractors.map(({ id }) => ({
          userId: id,
          schoolId: school.id,
          category: 'maintenance' as const,
          type: 'info' as const,
          priority: 'medium' as const,
          actionRequired: false,
          title: `${school.name} sent its pre-visit questionnaire`,
          message: `${user.name} answered ${filled} of ${QUESTIONNAIRE_QUESTIONS.length} questions about access, hazards and the supply. Read it before you visit.`,
          actionUrl: `/schools/${school.id}/pre-visit-questionnaire`,
          actionText: 'Read it',
          sourceKey: `pre-visit:${row.id}:${row.version}`,
        })),
        getHub(c.get('deps')),
      );
    }
    return c.json(toJson(row), 200);
  });

  app.openapi(listRoute, async (c) => {
    const rows = await c
      .get('deps')
      .db.select({ q: preVisitQuestionnaires, schoolName: schools.name })
      .from(preVisitQuestionnaires)
      .innerJoin(schools, eq(schools.id, preVisitQuestionnaires.schoolId))
      .orderBy(desc(preVisitQuestionnaires.updatedAt))
      .limit(100);
    return c.json({ questionnaires: rows.map((r) => ({ ...toJson(r.q), schoolName: r.schoolName })) }, 200);
  });

  return app;
}
