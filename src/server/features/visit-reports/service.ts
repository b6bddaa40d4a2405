/**
 * Visit reports (issue 19a, decision 031): draft → submitted → reviewed. Submitting writes the report's
 * maintenance-log entry (which 8.3 offers to the school, as the log always has), marks the tasks it names
 * as done and tells the school, in one transaction. Reviewing tells the contractor.
 */
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { type CHECK_RESULTS, submitProblems, type VisitReportFields } from '../../../domain/contractor-work';
import { nzDateOf } from '../../../domain/nz-time';
import type { Db } from '../../db/client';
import { contractorTasks, maintenanceLog, planFiles, visitReports } from '../../db/schema';
import type { SessionUser } from '../../lib/context';
import { ApiError, badRequest, notFound } from '../../lib/http';
import { canSeeVisitReport } from '../../policy/policy';
import type { NotificationHub } from '../notifications/hub';
import { createNotifications, schoolStaff } from '../notifications/service';

export type ReportRow = typeof visitReports.$inferSelect;

/** Photos of visit reports are plan_files rows of this section (the attachments' storage). */
export const PHOTO_SECTION = 'visit-report';

export interface ReportJson {
  id: string;
  clientId: string | null;
  schoolId: string;
  contractorId: string | null;
  contractorName: string;
  status: 'draft' | 'submitted' | 'reviewed';
  visitDate: string;
  component: string;
  workDone: string;
  findings: string | null;
  recommendations: string | null;
  equipmentUsed: string | null;
  materialsUsed: string | null;
  safetyPrecautions: string | null;
  followUpNeeded: boolean;
  checks: { label: string; result: (typeof CHECK_RESULTS)[number]; note: string }[];
  readings: { label: string; value: string; unit: string }[];
  taskIds: string[];
  photos: { id: string; name: string; mime: string; size: number }[];
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewedByName: string | null;
  reviewComment: string | null;
  maintenanceLogId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export async function toReportJson(db: Db, rows: ReportRow[]): Promise<ReportJson[]> {
  const ids = [...new Set(rows.flatMap((r) => r.photoIds))];
  const files = ids.length
    ? await db
        .select({ id: planFiles.id, name: planFiles.name, mime: planFiles.mime, size: planFiles.size })
        .from(planFiles)
        .where(and(inArray(planFiles.id, ids), eq(planFiles.sectionId, PHOTO_SECTION)))
    : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  return rows.map((r) => ({
    id: r.id,
    clientId: r.clientId,
    schoolId: r.schoolId,
    contractorId: r.contractorId,
    contractorName: r.contractorName,
    status: r.status,
    visitDate: r.visitDate,
    component: r.component,
    workDone: r.workDone,
    findings: r.findings,
    recommendations: r.recommendations,
    equipmentUsed: r.equipmentUsed,
    materialsUsed: r.materialsUsed,
    safetyPrecautions: r.safetyPrecautions,
    followUpNeeded: r.followUpNeeded,
    checks: r.checks as ReportJson['checks'],
    readings: r.readings,
    taskIds: r.taskIds,
    photos: r.photoIds.map((id) => byId.get(id)).filter((f) => f !== undefined),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    reviewedByName: r.reviewedByName,
    reviewComment: r.reviewComment,
    maintenanceLogId: r.maintenanceLogId,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The reports of a school the actor may see: submitted and reviewed ones, and their own drafts. */
export async function listReports(db: Db, schoolId: string, actor: SessionUser) {
  const rows = await db
    .select()
    .from(visitReports)
    .where(
      and(
        eq(visitReports.schoolId, schoolId),
        or(ne(visitReports.status, 'draft'), eq(visitReports.contractorId, actor.id)),
      ),
    )
    .orderBy(sql`${visitReports.submittedAt} desc nulls first`, desc(visitReports.visitDate))
    .limit(200);
  return toReportJson(
    db,
    rows.filter((r) => canSeeVisitReport(actor, r)),
  );
}

/** One report the actor may see, else 404 (a draft is its author's only). */
export async function findReport(db: Db, schoolId: string, reportId: string, actor: SessionUser) {
  const [row] = await db
    .select()
    .from(visitReports)
    .where(and(eq(visitReports.schoolId, schoolId), eq(visitReports.id, reportId)));
  if (!row || !canSeeVisitReport(actor, row)) throw notFound('That visit report was not found.');
  return row;
}

/** Photo and task ids must be this school's: photos uploaded for visit reports, stored tasks. */
export async function checkReferences(
  db: Db,
  schoolId: string,
  input: Pick<VisitReportFields, 'photoIds' | 'taskIds'>,
) {
  const fields: Record<string, string> = {};
  const photoIds = [...new Set(input.photoIds)];
  if (photoIds.length) {
    const found = await db
      .select({ id: planFiles.id })
      .from(planFiles)
      .where(
        and(
          eq(planFiles.schoolId, schoolId),
          eq(planFiles.sectionId, PHOTO_SECTION),
          inArray(planFiles.id, photoIds),
        ),
      );
    if (found.length !== photoIds.length) fields.photoIds = 'A photo was not found: upload it again.';
  }
  const taskIds = [...new Set(input.taskIds)];
  if (taskIds.length) {
    const found = await db
      .select({ id: contractorTasks.id })
      .from(contractorTasks)
      .where(and(eq(contractorTasks.schoolId, schoolId), inArray(contractorTasks.id, taskIds)));
    if (found.length !== taskIds.length)
      fields.taskIds = 'A task was not found: choose it again from the list.';
  }
  if (Object.keys(fields).length) throw badRequest('Some answers need attention.', fields);
  return { photoIds, taskIds };
}

export const staleReport = () =>
  new ApiError(
    409,
    'stale_version',
    'This report was changed since you opened it (perhaps on another device). Reload it, then make your change again.',
  );

export const notDraft = () =>
  new ApiError(409, 'not_a_draft', 'This report has been submitted and can no longer be changed.');

/** The maintenance-log text of a report: the work, then findings and recommendations. */
function logText(r: ReportRow): string {
  return [
    r.workDone,
    r.findings && `Findings: ${r.findings}`,
    r.recommendations && `Recommendations: ${r.recommendations}`,
  ]
    .filter(Boolean)
    .join('\n')
    .slice(0, 4000);
}

/**
 * Submits a draft: status, the maintenance-log entry, the tasks it names marked done, the school told —
 * one transaction, so a submitted report always has its entry and its notifications.
 */
export async function submitReport(
  db: Db,
  hub: NotificationHub,
  input: {
    schoolId: string;
    schoolName: string;
    reportId: string;
    version: number;
    user: SessionUser;
    now: Date;
  },
) {
  const { user, now } = input;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(visitReports)
      .where(and(eq(visitReports.schoolId, input.schoolId), eq(visitReports.id, input.reportId)))
      .for('update');
    if (!current || !canSeeVisitReport(user, current)) throw notFound('That visit report was not found.');
    if (current.status !== 'draft') throw notDraft();
    if (current.version !== input.version) throw staleReport();
    const problems = submitProblems(current);
    if (Object.keys(problems).length) throw badRequest('The report is not finished yet.', problems);
    const [entry] = await tx
      .insert(maintenanceLog)
      .values({
        schoolId: input.schoolId,
        contractorId: current.contractorId,
        recordedBy: user.id,
        recordedByName: user.name,
        performedOn: current.visitDate,
        component: current.component,
        workDone: logText(current),
        equipmentUsed: current.equipmentUsed,
        materialsUsed: current.materialsUsed,
        safetyPrecautions: current.safetyPrecautions,
        followUpNeeded: current.followUpNeeded,
      })
      .returning({ id: maintenanceLog.id });
    const [row] = await tx
      .update(visitReports)
      .set({
        status: 'submitted',
        submittedAt: now,
        maintenanceLogId: entry!.id,
        version: current.version + 1,
        updatedAt: now,
      })
      .where(eq(visitReports.id, current.id))
      .returning();
    if (current.taskIds.length)
      await tx
        .update(contractorTasks)
        .set({
          status: 'done',
          completedOn: current.visitDate <= nzDateOf(now) ? current.visitDate : nzDateOf(now),
          version: sql`${contractorTasks.version} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(contractorTasks.schoolId, input.schoolId),
            inArray(contractorTasks.id, current.taskIds),
            eq(contractorTasks.status, 'open'),
          ),
        );
    const staff = (await schoolStaff(tx, input.schoolId)).filter(({ id }) => id !== user.id);
    const followUp = current.followUpNeeded;
    await createNotifications(
      tx,
      staff.map(({ id }) => ({
        userId: id,
        schoolId: input.schoolId,
        category: 'maintenance' as const,
        type: followUp ? ('warning' as const) : ('info' as const),
        priority: followUp ? ('high' as const) : ('medium' as const),
        actionRequired: followUp,
        title: `Visit report from ${current.contractorName}: ${current.component}`,
        // Whole sentences, so each has its te reo (i18n/messages-mi.ts).
        message: followUp
          ? `${current.contractorName} visited on ${current.visitDate}: ${current.workDone.slice(0, 200)} They say follow-up work is needed. The work is in the maintenance log, ready for 8.3.`
          : `${current.contractorName} visited on ${current.visitDate}: ${current.workDone.slice(0, 200)} The work is in the maintenance log, ready for 8.3.`,
        actionUrl: `/schools/${input.schoolId}/visit-reports/${current.id}`,
        actionText: 'Read the report',
        sourceKey: `visit-report:${current.id}`,
      })),
      hub,
    );
    return row!;
  });
}

/** Marks a submitted report reviewed, with a comment, and tells its contractor. */
export async function reviewReport(
  db: Db,
  hub: NotificationHub,
  input: { schoolId: string; reportId: string; comment: string; user: SessionUser; now: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(visitReports)
      .set({
        status: 'reviewed',
        reviewedAt: input.now,
        reviewedBy: input.user.id,
        reviewedByName: input.user.name,
        reviewComment: input.comment,
        version: sql`${visitReports.version} + 1`,
        updatedAt: input.now,
      })
      .where(
        and(
          eq(visitReports.schoolId, input.schoolId),
          eq(visitReports.id, input.reportId),
          eq(visitReports.status, 'submitted'),
        ),
      )
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ status: visitReports.status })
        .from(visitReports)
        .where(and(eq(visitReports.schoolId, input.schoolId), eq(visitReports.id, input.reportId)));
      if (!current || current.status === 'draft') throw notFound('That visit report was not found.');
      throw new ApiError(409, 'already_reviewed', 'This report has already been reviewed.');
    }
    if (row.contractorId)
      await createNotifications(
        tx,
        [
          {
            userId: row.contractorId,
            schoolId: input.schoolId,
            category: 'maintenance' as const,
            type: 'info' as const,
            priority: 'medium' as const,
            actionRequired: false,
            title: `Your visit report of ${row.visitDate} was reviewed`,
            message: `${input.user.name}: ${input.comment.slice(0, 300)}`,
            actionUrl: `/contractor/reports/${row.id}?school=${input.schoolId}`,
            actionText: 'Open the report',
            sourceKey: `visit-report-reviewed:${row.id}`,
          },
        ],
        hub,
      );
    return row;
  });
}

/** Whether a stored visit-report photo may be read by this user: their own upload, or on a report they see. */
export async function photoVisible(db: Db, schoolId: string, fileId: string, actor: SessionUser) {
  const [file] = await db
    .select({ id: planFiles.id, uploadedBy: planFiles.uploadedBy })
    .from(planFiles)
    .where(
      and(eq(planFiles.schoolId, schoolId), eq(planFiles.id, fileId), eq(planFiles.sectionId, PHOTO_SECTION)),
    );
  if (!file) return false;
  if (file.uploadedBy === actor.id) return true;
  const reports = await db
    .select({ contractorId: visitReports.contractorId, status: visitReports.status })
    .from(visitReports)
    .where(
      and(
        eq(visitReports.schoolId, schoolId),
        sql`${visitReports.photoIds} @> ${JSON.stringify([fileId])}::jsonb`,
      ),
    );
  return reports.some((r) => canSeeVisitReport(actor, r));
}
