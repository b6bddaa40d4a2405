import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { INVITATION_DAYS } from '../../auth/auth';
import type { Db } from '../../db/client';
import { contractorAssignments, invitations, planApprovers, users, viewerAccess } from '../../db/schema';
import { composeMail } from '../../integrations/mail';
import { MAIL_TEXT, type MailLanguage, mailDate, mailLanguageOf } from '../../integrations/mail-text';
import type { Deps } from '../../lib/context';
import { ApiError, conflict, notFound } from '../../lib/http';
import { isContractorAccount, isViewerRole } from '../../policy/policy';
import { schoolStaffWhere } from '../../policy/scopes';

export interface InviteInput {
  email: string;
  name: string;
  role: 'principal' | 'school_admin' | 'viewer' | 'contractor';
  school: { id: string; name: string } | null;
  invitedBy: { id: string; name: string };
  /** Viewer access ends at this time. */
  expiresAt?: Date;
  /**
   * Issue 19d: a viewer who may also approve the plan for the board (a board chair): named as the school's
   * plan approver with the access, and told so in the e-mail.
   */
  approvesPlan?: boolean;
  /**
   * Issue 20 (decision 044): the language the inviter is using. A new account starts in it, and its
   * invitation e-mail and the page where it is accepted are in it. Default English.
   */
  language?: MailLanguage;
}

/** The invited viewer becomes one of the school's plan approvers (issue 19d; approval/routes.ts reads them). */
async function namePlanApprover(db: Db, input: InviteInput, userId: string) {
  if (!input.approvesPlan || !input.school || !isViewerRole(input.role)) return;
  await db
    .insert(planApprovers)
    .values({ schoolId: input.school.id, userId, grantedBy: input.invitedBy.id })
    .onConflictDoNothing();
}

/**
 * Creates an account for an invited person and e-mails a link to set their password. The link is a
 * better-auth reset token that lasts INVITATION_DAYS; following it verifies the address.
 */
export async function inviteUser(
  deps: Deps,
  input: InviteInput,
): Promise<{ userId: string; invitationId: string }> {
  const { db, auth, config, mailer, now } = deps;
  const existing = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (existing[0]) {
    const u = existing[0];
    if (isViewerRole(input.role) && isViewerRole(u.role) && input.school && input.expiresAt) {
      // An existing viewer gets access to one more school; no new account.
      await db.insert(viewerAccess).values({
        userId: u.id,
        schoolId: input.school.id,
        expiresAt: input.expiresAt,
        grantedBy: input.invitedBy.id,
      });
      await namePlanApprover(db, input, u.id);
      await db
        .update(users)
        .set({ schoolId: input.school.id, schoolName: input.school.name })
        .where(eq(users.id, u.id));
      // The access is granted either way; a mail server that is down only costs the courtesy e-mail.
      // In the language the viewer chose (issue 20).
      const lang = mailLanguageOf(u.language);
      const words = MAIL_TEXT[lang].viewerAccess({
        school: input.school.name,
        by: input.invitedBy.name,
        until: mailDate(lang, input.expiresAt),
      });
      await mailer
        .send(
          composeMail({
            to: u.email,
            subject: words.subject,
            greeting: MAIL_TEXT[lang].greeting(u.name),
            paragraphs: [...words.paragraphs, ...(input.approvesPlan ? [MAIL_TEXT[lang].approver] : [])],
            action: { label: words.action, url: `${config.appUrl}/login` },
            footer: words.footer,
            lang,
          }),
        )
        .catch((err: unknown) =>
          deps.log.error({ err, to: u.email }, 'viewer access e-mail could not be sent'),
        );
      return { userId: u.id, invitationId: '' };
    }
    throw conflict('This email is already registered.', 'email_taken');
  }

  const ctx = await auth.$context;
  const created = await ctx.internalAdapter
    .createUser(
      {
        email: input.email,
        name: input.name,
        emailVerified: false,
        role: input.role,
        schoolId: input.school?.id ?? null,
        schoolName: input.school?.name ?? null,
      },
      { method: 'admin' },
    )
    .catch(async (err: unknown) => {
      // Another invitation of the same address won the race to the unique e-mail index.
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email))
        .limit(1);
      if (taken) throw conflict('This email is already registered.', 'email_taken');
      throw err;
    });
  const userId = created.id;
  try {
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: await ctx.password.hash(randomBytes(32).toString('base64url')),
    });
    const [inv] = await db
      .insert(invitations)
      .values({
        email: input.email,
        userId,
        schoolId: input.school?.id ?? null,
        role: input.role,
        invitedBy: input.invitedBy.id,
      })
      .returning({ id: invitations.id });
    if (isViewerRole(input.role) && input.school && input.expiresAt) {
      await db.insert(viewerAccess).values({
        userId,
        schoolId: input.school.id,
        expiresAt: input.expiresAt,
        grantedBy: input.invitedBy.id,
      });
      await namePlanApprover(db, input, userId);
    }
    const token = randomBytes(24).toString('base64url');
    await ctx.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(now().getTime() + INVITATION_DAYS * 86_400_000),
    });
    // The invited person has chosen no language yet: the inviter's is theirs to start with (decision 044);
    // the link says it, so the page where they accept opens in it.
    const lang = input.language ?? 'en';
    if (lang !== 'en') await db.update(users).set({ language: lang }).where(eq(users.id, userId));
    const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}&invite=1${lang === 'en' ? '' : `&lang=${lang}`}`;
    const words = MAIL_TEXT[lang].invitation({
      by: input.invitedBy.name,
      role: input.role,
      school: input.school?.name ?? null,
      days: INVITATION_DAYS,
    });
    await mailer.send(
      composeMail({
        to: input.email,
        subject: words.subject,
        greeting: MAIL_TEXT[lang].greeting(input.name),
        paragraphs: [
          words.paragraphs[0]!,
          ...(input.approvesPlan ? [MAIL_TEXT[lang].approver] : []),
          ...words.paragraphs.slice(1),
        ],
        action: { label: words.action, url },
        footer: words.footer,
        lang,
      }),
    );
    return { userId, invitationId: inv!.id };
  } catch (err) {
    // Nothing half-done: without its e-mail an invitation cannot be accepted, so the account goes too.
    await db.delete(users).where(eq(users.id, userId));
    if (err instanceof ApiError) throw err;
    deps.log.error({ err, to: input.email }, 'invitation could not be completed');
    throw new ApiError(
      502,
      'mail_failed',
      'We could not send the invitation email, so nothing was saved. Please try again in a few minutes.',
    );
  }
}

export async function listPeople(db: Db, schoolId: string) {
  const [staff, viewers, contractors, pending] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        emailVerified: users.emailVerified,
      })
      .from(users)
      .where(schoolStaffWhere(schoolId))
      .orderBy(users.name),
    db
      .select({
        id: viewerAccess.id,
        userId: viewerAccess.userId,
        name: users.name,
        email: users.email,
        expiresAt: viewerAccess.expiresAt,
        revokedAt: viewerAccess.revokedAt,
      })
      .from(viewerAccess)
      .innerJoin(users, eq(users.id, viewerAccess.userId))
      .where(eq(viewerAccess.schoolId, schoolId))
      .orderBy(desc(viewerAccess.createdAt)),
    db
      .select({
        id: contractorAssignments.id,
        contractorId: contractorAssignments.contractorId,
        name: users.name,
        email: users.email,
        assignmentStatus: contractorAssignments.assignmentStatus,
        assignedDate: contractorAssignments.assignedDate,
        endedDate: contractorAssignments.endedDate,
      })
      .from(contractorAssignments)
      .innerJoin(users, eq(users.id, contractorAssignments.contractorId))
      .where(eq(contractorAssignments.schoolId, schoolId))
      .orderBy(desc(contractorAssignments.assignedDate)),
    db
      .select({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        createdAt: invitations.createdAt,
      })
      .from(invitations)
      .where(and(eq(invitations.schoolId, schoolId), isNull(invitations.acceptedAt)))
      .orderBy(desc(invitations.createdAt)),
  ]);
  return { staff, viewers, contractors, pendingInvitations: pending };
}

export async function assignContractor(db: Db, schoolId: string, contractorId: string, by: string) {
  const [contractor] = await db
    .select({ id: users.id, role: users.role, name: users.name })
    .from(users)
    .where(eq(users.id, contractorId));
  if (!isContractorAccount(contractor)) throw notFound('We could not find that contractor.');
  try {
    const [row] = await db
      .insert(contractorAssignments)
      .values({ contractorId, schoolId, assignedBy: by })
      .returning();
    return { assignment: row!, contractor };
  } catch (err) {
    if (
      /contractor_assignments_one_active|duplicate|unique/i.test(
        String((err as { cause?: unknown }).cause ?? err),
      )
    ) {
      throw conflict(`${contractor.name} is already assigned to this school.`, 'already_assigned');
    }
    throw err;
  }
}

export async function endAssignment(db: Db, schoolId: string, assignmentId: string, by: string, now: Date) {
  const rows = await db
    .update(contractorAssignments)
    .set({ assignmentStatus: 'ended', endedDate: now, endedBy: by, updatedAt: now })
    .where(
      and(
        eq(contractorAssignments.id, assignmentId),
        eq(contractorAssignments.schoolId, schoolId),
        eq(contractorAssignments.assignmentStatus, 'active'),
      ),
    )
    .returning();
  if (!rows[0]) throw notFound('We could not find an active assignment with that id for this school.');
  return rows[0];
}

export async function revokeViewer(db: Db, schoolId: string, accessId: string, by: string, now: Date) {
  const rows = await db
    .update(viewerAccess)
    .set({ revokedAt: now, revokedBy: by })
    .where(
      and(eq(viewerAccess.id, accessId), eq(viewerAccess.schoolId, schoolId), isNull(viewerAccess.revokedAt)),
    )
    .returning();
  if (!rows[0]) throw notFound('We could not find current viewer access with that id for this school.');
  // A viewer invited to the same school twice has two grants: revoking ends their access, so both go.
  await db
    .update(viewerAccess)
    .set({ revokedAt: now, revokedBy: by })
    .where(
      and(
        eq(viewerAccess.userId, rows[0].userId),
        eq(viewerAccess.schoolId, schoolId),
        isNull(viewerAccess.revokedAt),
      ),
    );
  return rows[0];
}
