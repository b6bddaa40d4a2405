/**
 * Plan approval (issue 19): the school submits its plan for the board's approval; the approver — a board
 * chair the school named (invited as a viewer), in their own name, or someone who writes the plan
 * recording the board's decision from its minutes — approves with a name and date. The approval is kept
 * with the exact plan version it approves; a later change of the plan's answers means it needs renewing
 * (worked out at read time from the revisions, `service.ts`). Who may do what is the policy's.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { endOfNzDay, nzDateOf } from '../../../domain/nz-time';
import { emailSchema, personNameSchema } from '../../../domain/password';
import { findSectionById } from '../../../domain/plan/catalogue';
import { planApprovals, planApprovers, users, viewerAccess } from '../../db/schema';
import { readerLanguage } from '../../i18n/translate';
import { apiRouter } from '../../lib/api-router';
import {
  badRequest,
  conflict,
  errorResponses,
  forbidden,
  jsonBody,
  jsonContent,
  notFound,
} from '../../lib/http';
import { requireSchool } from '../../policy/middleware';
import { approvalKindFor, canNameApprovers, canSubmitPlan } from '../../policy/policy';
import { recordActivity } from '../activity/service';
import { inviteUser } from '../people/service';
import { SchoolIdParam } from '../schools/schemas';
import { type ApprovalRow, latestApproval, planVersion, sectionsChangedSince } from './service';

const tags = ['Plan approval'];

const Version = z.object({
  number: z.number(),
  revisionId: z.string().nullable(),
  at: z.string().nullable(),
});

const Approval = z
  .object({
    id: z.string(),
    status: z.enum(['submitted', 'approved']),
    submittedByName: z.string(),
    submittedAt: z.string(),
    submittedVersion: z.number(),
    note: z.string().nullable(),
    approvalKind: z.enum(['board_chair', 'board_minute']).nullable(),
    approverName: z.string().nullable(),
    approverRole: z.string().nullable(),
    approvedOn: z.string().nullable(),
    minuteReference: z.string().nullable(),
    approvedAt: z.string().nullable(),
    planVersion: z.number().nullable(),
    planRevisionId: z.string().nullable(),
  })
  .openapi('PlanApproval');

const Person = z.object({ userId: z.string(), name: z.string(), email: z.string() });

const State = z
  .object({
    school: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    version: Version,
    latest: Approval.nullable(),
    lastApproved: Approval.nullable(),
    needsRenewal: z.boolean(),
    changedSections: z.array(z.object({ sectionId: z.string(), number: z.string(), title: z.string() })),
    can: z.object({
      submit: z.boolean(),
      approveAs: z.enum(['board_chair', 'board_minute']).nullable(),
      nameApprovers: z.boolean(),
    }),
    approvers: z.array(Person),
    /** The school's current viewers who could be named (only to those who may name them). */
    viewers: z.array(Person),
  })
  .openapi('PlanApprovalState');

const stateRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/plan/approval',
  tags,
  summary:
    "The plan's approval: the version, the latest submission or approval, and whether it needs renewing",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: { 200: jsonContent(State, 'Approval'), ...errorResponses },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/plan/approval/submit',
  tags,
  summary: 'Submit the plan as it is now for the board’s approval',
  middleware: [requireSchool('write')] as const,
  request: {
    params: SchoolIdParam,
    body: jsonBody(
      z
        .strictObject({
          note: z
            .string()
            .trim()
            .max(2000, { error: 'A note can be at most 2,000 characters.' })
            .nullable()
            .optional()
            .transform((v) => v || null),
        })
        .openapi('PlanApprovalSubmit'),
    ),
  },
  responses: { 200: jsonContent(State, 'Submitted'), ...errorResponses },
});

const day = z
  .string({ error: 'Enter the date of the board’s approval.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the date as YYYY-MM-DD.' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: 'That date does not exist.' });

const approveRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/plan/approval/approve',
  tags,
  summary:
    'Approve the plan as it is now, with the approver’s name and the date (the named approver, or from the minutes)',
  middleware: [requireSchool('read')] as const,
  request: {
    params: SchoolIdParam,
    body: jsonBody(
      z
        .strictObject({
          approverName: z
            .string({ error: 'Enter the approver’s name.' })
            .trim()
            .min(2, { error: 'Enter the approver’s name.' })
            .max(120, { error: 'A name can be at most 120 characters.' }),
          approverRole: z
            .string({ error: 'Enter the approver’s role, for example Board chair.' })
            .trim()
            .min(2, { error: 'Enter the approver’s role, for example Board chair.' })
            .max(120, { error: 'A role can be at most 120 characters.' }),
          approvedOn: day,
          minuteReference: z
            .string()
            .trim()
            .max(300, { error: 'At most 300 characters.' })
            .nullable()
            .optional()
            .transform((v) => v || null),
        })
        .openapi('PlanApprovalApprove'),
    ),
  },
  responses: { 200: jsonContent(State, 'Approved'), 409: errorResponses[400], ...errorResponses },
});

const approversRoute = createRoute({
  method: 'put',
  path: '/api/schools/{schoolId}/plan/approval/approvers',
  tags,
  summary: 'Name the viewers who may approve the plan (a board chair invited as a viewer)',
  middleware: [requireSchool('write')] as const,
  request: {
    params: SchoolIdParam,
    body: jsonBody(
      z
        .strictObject({
          approverUserIds: z
            .array(z.string().min(1).max(100), { error: 'Give the approvers as a list.' })
            .max(20, { error: 'Name at most 20 approvers.' }),
        })
        .openapi('PlanApprovers'),
    ),
  },
  responses: { 200: jsonContent(State, 'Named'), ...errorResponses },
});

/**
 * Issue 19d: whoever writes the plan (the principal) invites the board chair by e-mail as a viewer who may
 * approve it — the people feature's invitation, with the approval permission (`approvesPlan`).
 */
const inviteChairRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/plan/approval/chair-invitations',
  tags,
  summary:
    'Invite the board chair by e-mail as a viewer who may approve the plan (a set-password link; an existing viewer is named at once)',
  middleware: [requireSchool('write')] as const,
  request: {
    params: SchoolIdParam,
    body: jsonBody(
      z
        .strictObject({
          email: emailSchema,
          name: personNameSchema,
          expiresAt: z.iso
            .date({ error: 'Enter the last day the board chair may read the plan, like 2027-03-31.' })
            .describe('Last day of the chair’s read-only access, YYYY-MM-DD'),
        })
        .openapi('PlanChairInvitation'),
    ),
  },
  responses: { 201: jsonContent(State, 'Invited'), 409: errorResponses[400], ...errorResponses },
});

const APPROVAL_KINDS = ['board_chair', 'board_minute'] as const;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
function toApproval(r: ApprovalRow) {
  return {
    id: r.id,
    status: r.status === 'approved' ? ('approved' as const) : ('submitted' as const),
    submittedByName: r.submittedByName,
    submittedAt: r.submittedAt.toISOString(),
    submittedVersion: r.submittedVersion,
    note: r.note,
    approvalKind: APPROVAL_KINDS.find((k) => k === r.approvalKind) ?? null,
    approverName: r.approverName,
    approverRole: r.approverRole,
    approvedOn: r.approvedOn,
    minuteReference: r.minuteReference,
    approvedAt: iso(r.approvedAt),
    planVersion: r.planVersion,
    planRevisionId: r.planRevisionId,
  };
}

type Ctx = Parameters<Parameters<ReturnType<typeof apiRouter>['openapi']>[1]>[0];

async function isNamedApprover(db: Ctx['var']['deps']['db'], schoolId: string, userId: string) {
  const [row] = await db
    .select({ userId: planApprovers.userId })
    .from(planApprovers)
    .where(and(eq(planApprovers.schoolId, schoolId), eq(planApprovers.userId, userId)));
  return Boolean(row);
}

/** The school's viewers whose access is current (who may be named approvers). */
async function currentViewers(db: Ctx['var']['deps']['db'], schoolId: string, now: Date) {
  return db
    .selectDistinct({ userId: users.id, name: users.name, email: users.email })
    .from(viewerAccess)
    .innerJoin(users, eq(users.id, viewerAccess.userId))
    .where(
      and(
        eq(viewerAccess.schoolId, schoolId),
        isNull(viewerAccess.revokedAt),
        gt(viewerAccess.expiresAt, now),
      ),
    )
    .orderBy(asc(users.name));
}

async function stateOf(c: Ctx) {
  const { db, now } = c.get('deps');
  const school = c.get('school');
  const user = c.get('user')!;
  const actions = c.get('schoolActions');
  const [version, latest, approvers] = await Promise.all([
    planVersion(db, school.id),
    latestApproval(db, school.id),
    db
      .select({ userId: users.id, name: users.name, email: users.email })
      .from(planApprovers)
      .innerJoin(users, eq(users.id, planApprovers.userId))
      .where(eq(planApprovers.schoolId, school.id))
      .orderBy(asc(users.name)),
  ]);
  const [lastApproved] =
    latest?.status === 'approved'
      ? [latest]
      : await db
          .select()
          .from(planApprovals)
          .where(and(eq(planApprovals.schoolId, school.id), eq(planApprovals.status, 'approved')))
          .orderBy(asc(planApprovals.createdAt))
          .then((rows) => rows.slice(-1));
  const needsRenewal = Boolean(lastApproved && (lastApproved.planVersion ?? 0) < version.number);
  const changed =
    needsRenewal && lastApproved?.approvedAt
      ? await sectionsChangedSince(db, school.id, lastApproved.approvedAt)
      : [];
  const named = approvers.some((a) => a.userId === user.id);
  const mayName = canNameApprovers(actions);
  return {
    school: { id: school.id, name: school.name, slug: school.slug },
    version,
    latest: latest ? toApproval(latest) : null,
    lastApproved: lastApproved ? toApproval(lastApproved) : null,
    needsRenewal,
    changedSections: changed
      .map((id) => findSectionById(id))
      .filter((s) => s !== undefined)
      .map((s) => ({ sectionId: s.id, number: s.number, title: s.title })),
    can: {
      submit: canSubmitPlan(actions),
      approveAs: approvalKindFor(user, actions, named),
      nameApprovers: mayName,
    },
    approvers,
    viewers: mayName ? await currentViewers(db, school.id, now()) : [],
  };
}

export function approvalRoutes() {
  const app = apiRouter();

  app.openapi(stateRoute, async (c) => c.json(await stateOf(c), 200));

  app.openapi(submitRoute, async (c) => {
    const { note } = c.req.valid('json');
    const { db, now } = c.get('deps');
    const school = c.get('school');
    const user = c.get('user')!;
    const version = await planVersion(db, school.id);
    const latest = await latestApproval(db, school.id);
    // Submitting the same version again changes nothing.
    if (!(latest?.status === 'submitted' && latest.submittedVersion === version.number)) {
      await db.insert(planApprovals).values({
        schoolId: school.id,
        status: 'submitted',
        submittedBy: user.id,
        submittedByName: user.name,
        submittedAt: now(),
        submittedVersion: version.number,
        note,
        createdAt: now(),
      });
      await recordActivity(c, {
        user,
        activityType: 'plan_submitted_for_approval',
        description: `Plan version ${version.number} submitted for the board’s approval`,
        schoolId: school.id,
        metadata: { planVersion: version.number },
      });
    }
    return c.json(await stateOf(c), 200);
  });

  app.openapi(approveRoute, async (c) => {
    const input = c.req.valid('json');
    const { db, now } = c.get('deps');
    const school = c.get('school');
    const user = c.get('user')!;
    const kind = approvalKindFor(user, c.get('schoolActions'), await isNamedApprover(db, school.id, user.id));
    if (!kind)
      throw forbidden(
        'Only an approver the school named, or someone recording the board’s decision, can approve the plan.',
      );
    if (input.approvedOn > nzDateOf(now()))
      throw badRequest('There is a problem with one field.', {
        approvedOn: 'The approval date cannot be in the future.',
      });
    if (kind === 'board_minute' && !input.minuteReference)
      throw badRequest('There is a problem with one field.', {
        minuteReference:
          'Say where the board’s decision is minuted, for example “Board minutes 9 April 2026, item 6”.',
      });
    const version = await planVersion(db, school.id);
    if (version.number === 0)
      throw conflict('The plan has no answers yet: there is nothing to approve.', 'empty_plan');
    const latest = await latestApproval(db, school.id);
    const values = {
      status: 'approved',
      approvalKind: kind,
      approverName: input.approverName,
      approverRole: input.approverRole,
      approvedOn: input.approvedOn,
      minuteReference: input.minuteReference,
      approvedBy: user.id,
      approvedAt: now(),
      planVersion: version.number,
      planRevisionId: version.revisionId,
    };
    if (latest?.status === 'submitted') {
      // The version the board is asked about: approving a plan changed since it was submitted is refused.
      if (latest.submittedVersion !== version.number)
        throw conflict(
          'The plan changed after it was submitted for approval. Submit it again so the board approves what it says now.',
          'changed_since_submitted',
        );
      const updated = await db
        .update(planApprovals)
        .set(values)
        .where(and(eq(planApprovals.id, latest.id), eq(planApprovals.status, 'submitted')))
        .returning({ id: planApprovals.id });
      if (!updated.length)
        throw conflict('Someone approved this submission a moment ago.', 'already_approved');
    } else {
      await db.insert(planApprovals).values({
        ...values,
        schoolId: school.id,
        submittedBy: user.id,
        submittedByName: user.name,
        submittedAt: now(),
        submittedVersion: version.number,
        createdAt: now(),
      });
    }
    await recordActivity(c, {
      user,
      activityType: 'plan_approved',
      description: `Plan version ${version.number} approved by ${input.approverName} (${input.approverRole}) on ${input.approvedOn}`,
      schoolId: school.id,
      metadata: { planVersion: version.number, revisionId: version.revisionId, kind },
    });
    return c.json(await stateOf(c), 200);
  });

  app.openapi(inviteChairRoute, async (c) => {
    const input = c.req.valid('json');
    const deps = c.get('deps');
    const school = c.get('school');
    const user = c.get('user')!;
    if (!canNameApprovers(c.get('schoolActions'))) throw forbidden();
    // Access lasts to the end of the chosen day in New Zealand, as for any viewer.
    const expiresAt = endOfNzDay(input.expiresAt);
    if (expiresAt.getTime() <= deps.now().getTime())
      throw badRequest('The end date must be in the future.', { expiresAt: 'Choose a date after today.' });
    await inviteUser(deps, {
      email: input.email,
      name: input.name,
      role: 'viewer',
      school,
      invitedBy: user,
      expiresAt,
      approvesPlan: true,
      language: await readerLanguage(c),
    });
    await recordActivity(c, {
      user,
      activityType: 'plan_chair_invited',
      description: `Invited ${input.email} as the board chair who approves the plan of ${school.name}`,
      schoolId: school.id,
      metadata: { email: input.email, expiresAt: expiresAt.toISOString() },
    });
    return c.json(await stateOf(c), 201);
  });

  app.openapi(approversRoute, async (c) => {
    const { approverUserIds } = c.req.valid('json');
    const { db, now } = c.get('deps');
    const school = c.get('school');
    if (!canNameApprovers(c.get('schoolActions'))) throw forbidden();
    const viewers = new Set((await currentViewers(db, school.id, now())).map((v) => v.userId));
    const unknown = approverUserIds.filter((id) => !viewers.has(id));
    if (unknown.length)
      throw notFound(
        'An approver must be a current viewer of this school. Invite the board chair as a viewer first.',
      );
    await db.transaction(async (tx) => {
      await tx.delete(planApprovers).where(eq(planApprovers.schoolId, school.id));
      if (approverUserIds.length)
        await tx.insert(planApprovers).values(
          [...new Set(approverUserIds)].map((userId) => ({
            schoolId: school.id,
            userId,
            grantedBy: c.get('user')!.id,
          })),
        );
    });
    await recordActivity(c, {
      user: c.get('user'),
      activityType: 'plan_approvers_named',
      description: `Plan approvers named: ${approverUserIds.length}`,
      schoolId: school.id,
    });
    return c.json(await stateOf(c), 200);
  });

  return app;
}
