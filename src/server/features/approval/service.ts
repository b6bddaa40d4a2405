/**
 * Plan approval's reads (issue 19): the plan's version (how many content revisions it has had, and the
 * latest one), the school's latest approval record, and whether the plan changed after it was approved —
 * worked out at read time from the stored revisions, never written by the save.
 */
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planApprovals, planRevisions } from '../../db/schema';

/** Revisions that change what the plan says (a status set by hand does not). */
const CONTENT_KINDS = ['save', 'restore'] as const;

export interface PlanVersion {
  number: number;
  revisionId: string | null;
  at: string | null;
}

export async function planVersion(db: Db, schoolId: string): Promise<PlanVersion> {
  const where = and(eq(planRevisions.schoolId, schoolId), inArray(planRevisions.kind, [...CONTENT_KINDS]));
  const [[n], [latest]] = await Promise.all([
    db.select({ n: count() }).from(planRevisions).where(where),
    db
      .select({ id: planRevisions.id, at: planRevisions.createdAt })
      .from(planRevisions)
      .where(where)
      .orderBy(desc(planRevisions.createdAt), desc(planRevisions.id))
      .limit(1),
  ]);
  return { number: Number(n?.n ?? 0), revisionId: latest?.id ?? null, at: latest?.at.toISOString() ?? null };
}

export type ApprovalRow = typeof planApprovals.$inferSelect;

export async function latestApproval(db: Db, schoolId: string): Promise<ApprovalRow | null> {
  const [row] = await db
    .select()
    .from(planApprovals)
    .where(eq(planApprovals.schoolId, schoolId))
    .orderBy(desc(planApprovals.createdAt), desc(planApprovals.id))
    .limit(1);
  return row ?? null;
}

/** The sections changed by content revisions after the approved one (empty when none). */
export async function sectionsChangedSince(db: Db, schoolId: string, approvedAt: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sectionId: planRevisions.sectionId })
    .from(planRevisions)
    .where(
      and(
        eq(planRevisions.schoolId, schoolId),
        inArray(planRevisions.kind, [...CONTENT_KINDS]),
        gt(planRevisions.createdAt, approvedAt),
      ),
    );
  return rows.map((r) => r.sectionId);
}

/** The approval as the export prints it, or null when the plan was never approved. */
export async function approvalForExport(db: Db, schoolId: string) {
  const [approved] = await db
    .select()
    .from(planApprovals)
    .where(and(eq(planApprovals.schoolId, schoolId), eq(planApprovals.status, 'approved')))
    .orderBy(desc(planApprovals.approvedAt))
    .limit(1);
  if (!approved?.approvedOn || approved.planVersion === null) return null;
  const current = await planVersion(db, schoolId);
  return {
    approverName: approved.approverName ?? '',
    approverRole: approved.approverRole ?? '',
    approvedOn: approved.approvedOn,
    minuteReference: approved.minuteReference,
    planVersion: approved.planVersion,
    currentVersion: current.number,
    needsRenewal: current.number > approved.planVersion,
  };
}
