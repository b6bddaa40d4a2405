/**
 * Progress, compliance and badges, kept in step with the plan (issue 4). `recomputeAfterWrite` runs inside
 * every save, restore and status change, in the same transaction:
 *  1. the saved part's compliance and status, from the part's answers (already locked by the save);
 *  2. the school's progress row, locked FOR UPDATE so concurrent saves in different parts serialise here
 *     (each then reads the others' committed sections: READ COMMITTED takes a new snapshot per statement);
 *  3. badges for the user who saved, inserted under a unique key (ON CONFLICT DO NOTHING): earned once.
 * `rebuildProgress` recomputes everything from the answers (first use of a plan, or after a repair).
 */
import { and, asc, desc, eq, exists, isNull, notExists, or, sql } from 'drizzle-orm';
import { nzDateOf } from '../../../domain/calendar';
import {
  BADGES,
  BADGES_BY_ID,
  type BadgeFacts,
  earnedBadgeIds,
  isRecentBadge,
  RECENT_BADGE_DAYS,
} from '../../../domain/plan/badges';
import { type PartId, PLAN_PARTS, PLAN_SECTIONS, partOf } from '../../../domain/plan/catalogue';
import {
  complianceLevel,
  complianceScore,
  complianceStatus,
  overallCompliance,
  type PartCompliance,
  type PlanContents,
  partCompliance,
} from '../../../domain/plan/compliance';
import { formFor } from '../../../domain/plan/forms';
import {
  milestonesAchieved,
  overallCompletion,
  summariseProgress,
  withActivityDate,
} from '../../../domain/plan/progress';
import { computeSectionProgress, partStatus, type SectionStatus } from '../../../domain/plan/status';
import type { Db } from '../../db/client';
import { badgesEarned, planParts, planProgress, planSections, schools } from '../../db/schema';
import { ensurePlanRecords } from '../plan/records';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;
type ProgressRow = typeof planProgress.$inferSelect;

export interface NewBadge {
  badgeId: string;
  name: string;
}

/** The risks listed in 4.1 (the safety-first badge). */
function riskCount(contents: PlanContents): number {
  const risks = contents['risk-assessment']?.risks;
  return Array.isArray(risks) ? risks.length : 0;
}

/** The latest "next review" date in 7.2's review history (ISO date), or null. */
function nextReviewDate(contents: PlanContents): string | null {
  const rows = contents['annual-review']?.review_history;
  if (!Array.isArray(rows)) return null;
  const dates = rows
    .map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>).next_review_date : null))
    .filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))
    .sort();
  return dates.at(-1) ?? null;
}

interface SectionFacts {
  sectionId: string;
  partId: string;
  status: SectionStatus;
  percent: number;
  answersPercent: number;
}

function factsOf(
  row: ProgressRow,
  sections: readonly SectionFacts[],
): { facts: BadgeFacts; overall: number; sectionsCompleted: number } {
  const overall = overallCompletion(sections, PLAN_SECTIONS.length);
  const partsCompleted = PLAN_PARTS.filter((p) =>
    p.sections.every((s) => sections.find((x) => x.sectionId === s.id)?.status === 'completed'),
  ).map((p) => p.id);
  return {
    overall,
    sectionsCompleted: sections.filter((s) => s.status === 'completed').length,
    facts: {
      overall,
      partsCompleted,
      allSectionsCompleteByAnswers:
        sections.length === PLAN_SECTIONS.length && sections.every((s) => s.answersPercent >= 100),
      identifiedRisks: row.identifiedRisks,
      startedAt: row.startedAt,
      completedAt: row.completedAt,
      editsAfterComplete: row.editsAfterComplete,
    },
  };
}

/** Compliance summary figures from the parts' counts (the same rule as overallCompliance). */
function complianceSummary(parts: { compliant: number; required: number; critical: number }[]) {
  const compliant = parts.reduce((a, p) => a + Number(p.compliant ?? 0), 0);
  const required = parts.reduce((a, p) => a + Number(p.required ?? 0), 0);
  const critical = parts.reduce((a, p) => a + Number(p.critical ?? 0), 0);
  const percent = complianceScore(compliant, required);
  return { percent, failing: required - compliant, level: complianceLevel(percent, critical) };
}

async function awardBadges(
  tx: Conn,
  schoolId: string,
  userId: string,
  facts: BadgeFacts,
  now: Date,
  metadata: Record<string, unknown>,
): Promise<NewBadge[]> {
  const ids = earnedBadgeIds(facts);
  if (!ids.length) return [];
  const inserted = await tx
    .insert(badgesEarned)
    .values(
      ids.map((id) => {
        const b = BADGES_BY_ID.get(id)!;
        return {
          userId,
          schoolId,
          badgeId: b.id,
          badgeType: b.type,
          badgeName: b.name,
          badgeDescription: b.description,
          badgeIcon: b.icon,
          badgeColor: b.color,
          rarity: b.rarity,
          earnedAt: now,
          progressWhenEarned: facts.overall,
          metadata,
        };
      }),
    )
    .onConflictDoNothing({ target: [badgesEarned.userId, badgesEarned.schoolId, badgesEarned.badgeId] })
    .returning({ badgeId: badgesEarned.badgeId, name: badgesEarned.badgeName });
  const order = new Map(ids.map((id, i) => [id, i]));
  return inserted.sort((a, b) => order.get(a.badgeId)! - order.get(b.badgeId)!);
}

/**
 * Recomputes a school's progress from its answers.
 * - `backfill` (start-up, before the server listens): also rewrites each section's stored progress and
 *   every part's compliance, and replaces the progress row.
 * - `create` (a plan's records are being created): fills in parts' compliance where missing, and inserts
 *   the progress row unless one exists.
 * - `save` (a write found no progress row): only inserts the row unless one exists; it writes nothing
 *   outside the part it has locked, so two first saves cannot deadlock.
 */
export async function rebuildProgress(
  tx: Conn,
  schoolId: string,
  now: Date,
  mode: 'backfill' | 'create' | 'save',
): Promise<void> {
  const rows = await tx
    .select({
      id: planSections.id,
      sectionId: planSections.sectionId,
      partId: planSections.partId,
      content: planSections.content,
      statusOverride: planSections.statusOverride,
      version: planSections.version,
      updatedAt: planSections.updatedAt,
    })
    .from(planSections)
    .where(eq(planSections.schoolId, schoolId));
  const contents: Record<string, Record<string, unknown>> = {};
  for (const row of rows) contents[row.sectionId] = row.content;
  const sections: SectionFacts[] = [];
  for (const row of rows) {
    const section = PLAN_SECTIONS.find((s) => s.id === row.sectionId);
    if (!section) continue;
    const form = formFor(section.id);
    const override = (row.statusOverride as SectionStatus | null) ?? null;
    const p = computeSectionProgress(section, form, row.content, override);
    const answers = override ? computeSectionProgress(section, form, row.content, null) : p;
    if (mode === 'backfill')
      await tx
        .update(planSections)
        .set({
          status: p.status,
          percent: p.percent,
          subsectionsCompleted: p.subsectionsCompleted,
          answersPercent: answers.percent,
        })
        .where(eq(planSections.id, row.id));
    sections.push({
      sectionId: row.sectionId,
      partId: row.partId,
      status: p.status,
      percent: p.percent,
      answersPercent: answers.percent,
    });
  }
  const partResults: PartCompliance[] = [];
  for (const part of PLAN_PARTS) {
    const result = partCompliance(part.id, contents);
    partResults.push(result);
    if (mode === 'save') continue;
    await tx
      .update(planParts)
      .set({
        compliance: result,
        status: partStatus(sections.filter((s) => s.partId === part.id).map((s) => s.status)),
      })
      .where(
        and(
          eq(planParts.schoolId, schoolId),
          eq(planParts.partId, part.id),
          mode === 'create' ? isNull(planParts.compliance) : undefined,
        ),
      );
  }
  const overall = overallCompletion(sections, PLAN_SECTIONS.length);
  const compliance = overallCompliance(partResults, now);
  const saved = rows.filter((r) => r.version > 0);
  const activity = saved.map((r) => r.updatedAt).sort((a, b) => a.getTime() - b.getTime());
  const values = {
    schoolId,
    overall,
    sectionsCompleted: sections.filter((s) => s.status === 'completed').length,
    totalSections: PLAN_SECTIONS.length,
    milestonesAchieved: milestonesAchieved(overall),
    activityDates: activity.reduce<string[]>((acc, d) => withActivityDate(acc, nzDateOf(d)), []),
    lastActivityAt: activity.at(-1) ?? null,
    startedAt: activity[0] ?? null,
    completedAt: overall >= 100 ? (activity.at(-1) ?? now) : null,
    identifiedRisks: riskCount(contents),
    editsAfterComplete: 0,
    nextReviewDate: nextReviewDate(contents),
    compliancePercent: compliance.overallCompliancePercentage,
    complianceLevel: compliance.complianceLevel,
    failingCount: compliance.failingCount,
    updatedAt: now,
  };
  const insert = tx.insert(planProgress).values(values);
  if (mode === 'backfill') await insert.onConflictDoUpdate({ target: planProgress.schoolId, set: values });
  else await insert.onConflictDoNothing({ target: planProgress.schoolId });
}

/**
 * Start-up: every school with plan records and no progress row gets one (plans saved before issue 4),
 * and every school with a part result stored before the critical items existed (decision 021: no
 * `criticalFailing`) is recomputed, so no stored result keeps claiming "Fully compliant" without them.
 */
export async function backfillProgress(db: Db, now: Date): Promise<number> {
  const missing = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      and(
        exists(db.select({ one: sql`1` }).from(planSections).where(eq(planSections.schoolId, schools.id))),
        or(
          notExists(
            db.select({ one: sql`1` }).from(planProgress).where(eq(planProgress.schoolId, schools.id)),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(planParts)
              .where(
                and(
                  eq(planParts.schoolId, schools.id),
                  sql`${planParts.compliance} is not null and ${planParts.compliance}->>'criticalFailing' is null`,
                ),
              ),
          ),
        ),
      ),
    );
  const ids = missing.map((r) => r.id);
  for (const id of ids) await db.transaction((tx) => rebuildProgress(tx, id, now, 'backfill'));
  return ids.length;
}

export interface AfterWrite {
  schoolId: string;
  partId: PartId;
  /** The answers of every section of the part, after the write. */
  partContents: PlanContents;
  /** The statuses of the part's sections after the write (the saved one included). */
  partStatuses: SectionStatus[];
  /** The saved section was completed before, and its answers changed. */
  editedCompletedSection: boolean;
  userId: string;
  sectionId: string;
  now: Date;
}

/** What the recompute reads after taking the lock, in one statement (a fresh snapshot in READ COMMITTED). */
interface PlanFacts {
  s: [string, string, string, number, number][] | null;
  p: [string, number | null, number | null, number | null][] | null;
  b: string[] | null;
}

async function readPlanFacts(tx: Tx, schoolId: string, userId: string): Promise<PlanFacts> {
  const result = await tx.execute(sql`select
    (select json_agg(json_build_array(section_id, part_id, status, percent, answers_percent))
       from ${planSections} where school_id = ${schoolId}) as s,
    (select json_agg(json_build_array(part_id, (compliance->>'compliantFields')::int, (compliance->>'requiredFields')::int, (compliance->>'criticalFailing')::int))
       from ${planParts} where school_id = ${schoolId}) as p,
    (select json_agg(badge_id) from ${badgesEarned} where school_id = ${schoolId} and user_id = ${userId}) as b`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const parse = <T>(v: unknown): T | null =>
    typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T) ?? null);
  return { s: parse(row.s), p: parse(row.p), b: parse(row.b) };
}

/**
 * Part compliance, progress row and badges after a write, in the write's transaction. Three statements:
 * lock the progress row; read the sections, the parts' counts and the editor's badges; write the part and
 * the progress row together. A fourth inserts badges, only when the editor has newly earned some.
 */
export async function recomputeAfterWrite(tx: Tx, input: AfterWrite): Promise<NewBadge[]> {
  const { schoolId, partId, now } = input;
  const compliance = partCompliance(partId, input.partContents);

  const lockRow = () =>
    tx.select().from(planProgress).where(eq(planProgress.schoolId, schoolId)).for('update');
  let [row] = await lockRow();
  if (!row) {
    // Records made before progress existed and missed by the start-up backfill: build the row, then lock it.
    await rebuildProgress(tx, schoolId, now, 'save');
    [row] = await lockRow();
  }
  if (!row) throw new Error(`No progress record for school ${schoolId}`);
  const read = await readPlanFacts(tx, schoolId, input.userId);
  const sections: SectionFacts[] = (read.s ?? []).map(
    ([sectionId, part, status, percent, answersPercent]) => ({
      sectionId,
      partId: part,
      status: status as SectionStatus,
      percent: Number(percent),
      answersPercent: Number(answersPercent),
    }),
  );
  // This part's counts are the ones just computed (its row is written below, with the progress row).
  const parts = (read.p ?? []).map(([id, compliant, required, critical]) =>
    id === partId
      ? {
          compliant: compliance.compliantFields,
          required: compliance.requiredFields,
          critical: compliance.criticalFailing,
        }
      : {
          compliant: Number(compliant ?? 0),
          required: Number(required ?? 0),
          critical: Number(critical ?? 0),
        },
  );
  const next: ProgressRow = {
    ...row,
    identifiedRisks: partId === 'treatment-barriers' ? riskCount(input.partContents) : row.identifiedRisks,
    nextReviewDate: partId === 'review-process' ? nextReviewDate(input.partContents) : row.nextReviewDate,
    editsAfterComplete: row.editsAfterComplete + (input.editedCompletedSection ? 1 : 0),
    startedAt: row.startedAt ?? now,
    activityDates: withActivityDate(row.activityDates, nzDateOf(now)),
    lastActivityAt: now,
  };
  const { facts, overall, sectionsCompleted } = factsOf(next, sections);
  const completedAt = overall >= 100 ? (next.completedAt ?? now) : next.completedAt;
  facts.completedAt = completedAt;
  const summary = complianceSummary(parts);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  await tx.execute(sql`with part as (
      update ${planParts}
         set compliance = ${JSON.stringify(compliance)}::jsonb,
             status = ${partStatus(input.partStatuses)},
             updated_at = ${iso(now)}::timestamptz
       where school_id = ${schoolId} and part_id = ${partId})
    update ${planProgress}
       set overall = ${overall},
           sections_completed = ${sectionsCompleted},
           milestones_achieved = ${JSON.stringify(milestonesAchieved(overall))}::jsonb,
           activity_dates = ${JSON.stringify(next.activityDates)}::jsonb,
           last_activity_at = ${iso(now)}::timestamptz,
           started_at = ${iso(next.startedAt)}::timestamptz,
           completed_at = ${iso(completedAt)}::timestamptz,
           identified_risks = ${next.identifiedRisks},
           edits_after_complete = ${next.editsAfterComplete},
           next_review_date = ${next.nextReviewDate},
           compliance_percent = ${summary.percent},
           compliance_level = ${summary.level},
           failing_count = ${summary.failing},
           updated_at = ${iso(now)}::timestamptz
     where school_id = ${schoolId}`);
  const have = new Set(read.b ?? []);
  if (earnedBadgeIds(facts).every((id) => have.has(id))) return [];
  return awardBadges(tx, schoolId, input.userId, facts, now, { sectionId: input.sectionId, overall });
}

/** The school's progress row; a plan without one has its records created first. */
async function progressRow(db: Db, schoolId: string, now: Date): Promise<ProgressRow> {
  const read = () => db.select().from(planProgress).where(eq(planProgress.schoolId, schoolId));
  let [row] = await read();
  if (!row) {
    await ensurePlanRecords(db, schoolId);
    await rebuildProgress(db, schoolId, now, 'create');
    [row] = await read();
  }
  if (!row) throw new Error(`No progress record for school ${schoolId}`);
  return row;
}

function earnedBadge(r: typeof badgesEarned.$inferSelect) {
  return {
    badgeId: r.badgeId,
    type: r.badgeType,
    name: r.badgeName,
    description: r.badgeDescription,
    icon: r.badgeIcon,
    color: r.badgeColor,
    rarity: r.rarity,
    earnedAt: r.earnedAt.toISOString(),
    progressWhenEarned: r.progressWhenEarned,
  };
}
export type EarnedBadge = ReturnType<typeof earnedBadge>;

async function userBadges(db: Db, schoolId: string, userId: string) {
  const rows = await db
    .select()
    .from(badgesEarned)
    .where(and(eq(badgesEarned.schoolId, schoolId), eq(badgesEarned.userId, userId)))
    .orderBy(desc(badgesEarned.earnedAt));
  return rows.map(earnedBadge);
}

const recent = (badges: EarnedBadge[], now: Date, days: number) =>
  badges.filter((b) => isRecentBadge(new Date(b.earnedAt), now, days));

/** Everything the progress view shows (plan specification 3 "DWSP progress", 4.3–4.5). */
export async function loadProgress(db: Db, schoolId: string, userId: string, now: Date) {
  const row = await progressRow(db, schoolId, now);
  const [sectionRows, partRows, badges] = await Promise.all([
    db
      .select({
        sectionId: planSections.sectionId,
        status: planSections.status,
        percent: planSections.percent,
        subsectionsCompleted: planSections.subsectionsCompleted,
        version: planSections.version,
        statusOverride: planSections.statusOverride,
        updatedAt: planSections.updatedAt,
      })
      .from(planSections)
      .where(eq(planSections.schoolId, schoolId)),
    db
      .select({ partId: planParts.partId, status: planParts.status, compliance: planParts.compliance })
      .from(planParts)
      .where(eq(planParts.schoolId, schoolId))
      .orderBy(asc(planParts.order)),
    userBadges(db, schoolId, userId),
  ]);
  const byId = new Map(sectionRows.map((r) => [r.sectionId, r]));
  const sections = PLAN_SECTIONS.map((s) => {
    const r = byId.get(s.id);
    const status = (r?.status as SectionStatus | undefined) ?? 'not_started';
    return {
      sectionId: s.id,
      number: s.number,
      title: s.title,
      partId: partOf(s.id)!.id,
      status,
      percent: r?.percent ?? 0,
      subsectionsCompleted: r?.subsectionsCompleted ?? 0,
      totalSubsections: s.subsections.length,
      lastUpdated: r && (r.version > 0 || r.statusOverride) ? r.updatedAt.toISOString() : null,
    };
  });
  const summary = summariseProgress(sections, PLAN_SECTIONS.length, row.activityDates, nzDateOf(now));
  const partResults = new Map(partRows.map((p) => [p.partId, p]));
  const compliance = overallCompliance(
    PLAN_PARTS.map((p) => partResults.get(p.id)?.compliance ?? partCompliance(p.id, {})),
    row.updatedAt,
  );
  const parts = PLAN_PARTS.map((p) => {
    const own = sections.filter((s) => s.partId === p.id);
    const c = compliance.sectionCompliance.find((x) => x.partId === p.id)!;
    return {
      partId: p.id,
      number: p.number,
      title: p.title,
      status: partStatus(own.map((s) => s.status)),
      percent: overallCompletion(own, own.length),
      compliance: {
        score: c.complianceScore,
        level: c.complianceLevel,
        status: complianceStatus(c.complianceLevel),
      },
    };
  });
  return {
    progress: {
      schoolId,
      userId,
      overall: summary.overall,
      sectionsCompleted: summary.sectionsCompleted,
      totalSections: summary.totalSections,
      sections,
      parts,
      milestonesAchieved: summary.milestonesAchieved,
      nextMilestone: summary.nextMilestone,
      lastActivityDate: row.lastActivityAt ? nzDateOf(row.lastActivityAt) : null,
      estimatedCompletionDate: summary.estimatedCompletionDate,
      encouragement: summary.encouragement,
      colour: summary.colour,
    },
    compliance,
    badges: { recent: recent(badges, now, RECENT_BADGE_DAYS.progress), count: badges.length },
  };
}

/** The badge page: the user's earned badges at the school, the locked ones and what earns them. */
export async function loadBadges(db: Db, schoolId: string, userId: string, now: Date) {
  const earned = await userBadges(db, schoolId, userId);
  const have = new Set(earned.map((b) => b.badgeId));
  return {
    earned,
    locked: BADGES.filter((b) => !have.has(b.id)).map((b) => ({
      badgeId: b.id,
      type: b.type,
      name: b.name,
      requirement: b.requirement,
      icon: b.icon,
      color: b.color,
      rarity: b.rarity,
    })),
    recent: recent(earned, now, RECENT_BADGE_DAYS.badges),
    count: earned.length,
  };
}
