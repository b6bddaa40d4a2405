/**
 * Reading progress, compliance and badges (plan specification 3 "DWSP progress", 4.3–4.5, 9.1–9.3). They
 * are written by every write of the plan, in its statement (plan/save.ts).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { nzDateOf } from '../../../domain/nz-time';
import { BADGES, isRecentBadge, RECENT_BADGE_DAYS } from '../../../domain/plan/badges';
import { PLAN_PARTS, PLAN_SECTIONS, partOf } from '../../../domain/plan/catalogue';
import { complianceStatus, overallCompliance, partCompliance } from '../../../domain/plan/compliance';
import { overallCompletion, summariseProgress } from '../../../domain/plan/progress';
import { partStatus, type SectionStatus } from '../../../domain/plan/status';
import type { Db } from '../../db/client';
import { badgesEarned, planParts, planProgress, planSections } from '../../db/schema';
import { ensurePlan } from '../plan/save';

type ProgressRow = typeof planProgress.$inferSelect;

/** The school's progress row; a plan without one has its records created first. */
async function progressRow(db: Db, schoolId: string, now: Date): Promise<ProgressRow> {
  const read = () => db.select().from(planProgress).where(eq(planProgress.schoolId, schoolId));
  let [row] = await read();
  if (!row) {
    await ensurePlan(db, schoolId, now);
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
