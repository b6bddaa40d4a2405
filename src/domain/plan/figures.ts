/**
 * Every figure a write of the plan changes, worked out once, here: a section's status and percentages,
 * its part's compliance and status, the school's progress row and the facts the badges read. The save
 * (server/features/plan/save.ts) calls `writeFigures` with the plan as it is under the school's lock and
 * stores what it returns; a rebuild calls `planFigures` on the stored answers. There is no second way to
 * reach any of these numbers.
 */
import { sameJson } from '../canonical-json';
import { nzDateOf } from '../nz-time';
import { type BadgeFacts, earnedBadgeIds } from './badges';
import { findSectionById, type PartId, PLAN_PARTS, PLAN_SECTIONS, partOf } from './catalogue';
import { overallCompliance, type PartCompliance, type PlanContents, partCompliance } from './compliance';
import type { ComplianceLevel } from './compliance-levels';
import { changedFields, type SectionContent } from './fields';
import { formFor } from './forms';
import { milestonesAchieved, overallCompletion, withActivityDate } from './progress';
import {
  answersProgress,
  partStatus,
  type SectionProgress,
  type SectionStatus,
  withStatusOverride,
} from './status';

/** A section's progress as shown, and the percentage its answers alone give (the thorough-planner badge). */
export interface SectionFigures extends SectionProgress {
  answersPercent: number;
}

/** The one computation of a section's figures from its answers and the status set by hand, if any. */
export function sectionFigures(
  sectionId: string,
  content: SectionContent,
  override: SectionStatus | null,
): SectionFigures {
  const section = findSectionById(sectionId);
  if (!section) throw new Error(`Unknown plan section ${sectionId}`);
  const answers = answersProgress(section, formFor(sectionId), content);
  return { ...withStatusOverride(answers, override), answersPercent: answers.percent };
}

/** What the progress row remembers between writes: when the plan was worked on. */
export interface PlanHistory {
  /** The recent distinct New Zealand dates with a write (at most 10). */
  activityDates: string[];
  lastActivityAt: Date | null;
  startedAt: Date | null;
  /** When the plan first reached 100 % (kept if it drops again). */
  completedAt: Date | null;
  /** Writes that changed the answers of a section already completed. */
  editsAfterComplete: number;
}

/** One section of a school's plan, as stored. */
export interface PlanSectionFacts {
  sectionId: string;
  content: SectionContent;
  version: number;
  statusOverride: SectionStatus | null;
  status: SectionStatus;
  percent: number;
  answersPercent: number;
}

/** A school's plan: its 28 sections, eight parts' compliance and history. */
export interface PlanFacts {
  sections: ReadonlyMap<string, PlanSectionFacts>;
  parts: ReadonlyMap<PartId, PartCompliance>;
  history: PlanHistory;
}

/** The school's progress row and its badge facts. */
export interface ProgressFigures {
  overall: number;
  sectionsCompleted: number;
  totalSections: number;
  milestonesAchieved: number[];
  identifiedRisks: number;
  nextReviewDate: string | null;
  compliancePercent: number;
  complianceLevel: ComplianceLevel;
  failingCount: number;
  history: PlanHistory;
  badges: BadgeFacts;
  /** Badge ids the facts satisfy (catalogue order). */
  earnedBadgeIds: string[];
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

function contentsOf(sections: Iterable<PlanSectionFacts>): PlanContents {
  const contents: Record<string, SectionContent> = {};
  for (const s of sections) contents[s.sectionId] = s.content;
  return contents;
}

/** The progress row from the plan's sections, parts and history (`now`: when a 100 % plan is first seen). */
export function progressFigures(plan: PlanFacts, now: Date): ProgressFigures {
  const sections = PLAN_SECTIONS.map((s) => plan.sections.get(s.id)).filter((s) => s !== undefined);
  const contents = contentsOf(sections);
  const overall = overallCompletion(sections, PLAN_SECTIONS.length);
  const compliance = overallCompliance(
    PLAN_PARTS.map((p) => plan.parts.get(p.id) ?? partCompliance(p.id, contents)),
    now,
  );
  const completedAt = overall >= 100 ? (plan.history.completedAt ?? now) : plan.history.completedAt;
  const history = { ...plan.history, completedAt };
  const identifiedRisks = riskCount(contents);
  const badges: BadgeFacts = {
    overall,
    partsCompleted: PLAN_PARTS.filter((p) =>
      p.sections.every((s) => plan.sections.get(s.id)?.status === 'completed'),
    ).map((p) => p.id),
    allSectionsCompleteByAnswers:
      sections.length === PLAN_SECTIONS.length && sections.every((s) => s.answersPercent >= 100),
    identifiedRisks,
    startedAt: history.startedAt,
    completedAt,
    editsAfterComplete: history.editsAfterComplete,
  };
  return {
    overall,
    sectionsCompleted: sections.filter((s) => s.status === 'completed').length,
    totalSections: PLAN_SECTIONS.length,
    milestonesAchieved: milestonesAchieved(overall),
    identifiedRisks,
    nextReviewDate: nextReviewDate(contents),
    compliancePercent: compliance.overallCompliancePercentage,
    complianceLevel: compliance.complianceLevel,
    failingCount: compliance.failingCount,
    history,
    badges,
    earnedBadgeIds: earnedBadgeIds(badges),
  };
}

/** A part's status from its sections' statuses in the plan. */
export function partStatusIn(plan: PlanFacts, partId: PartId): SectionStatus {
  const part = PLAN_PARTS.find((p) => p.id === partId)!;
  return partStatus(part.sections.map((s) => plan.sections.get(s.id)?.status ?? 'not_started'));
}

export type WriteKind = 'save' | 'restore' | 'status';

export interface PlanWrite {
  kind: WriteKind;
  sectionId: string;
  /** The new answers (a status change passes the stored ones). */
  content: SectionContent;
  /** The status set by hand after the write (a save passes the stored one). */
  statusOverride: SectionStatus | null;
  now: Date;
}

export interface WriteFigures {
  /** A save of the answers already stored: nothing is written. */
  unchanged: boolean;
  changed: string[];
  version: number;
  section: SectionFigures;
  partId: PartId;
  part: PartCompliance;
  partStatus: SectionStatus;
  progress: ProgressFigures;
  /** The plan after the write, for the next one. */
  plan: PlanFacts;
}

/**
 * Everything a write changes, from the plan as it stands under the school's lock: the section's figures,
 * the fields whose answers changed, its part's compliance and status, and the progress row with the
 * badge facts. A save or restore makes a new version; a status change keeps the version.
 */
export function writeFigures(plan: PlanFacts, write: PlanWrite): WriteFigures {
  const before = plan.sections.get(write.sectionId);
  const part = partOf(write.sectionId);
  if (!before || !part) throw new Error(`Unknown plan section ${write.sectionId}`);
  const form = formFor(write.sectionId);
  const changed = write.kind === 'status' ? [] : changedFields(form, before.content, write.content);
  const unchanged = write.kind === 'save' && sameJson(before.content, write.content);
  const section = sectionFigures(write.sectionId, write.content, write.statusOverride);
  const version = write.kind === 'status' ? before.version : before.version + 1;
  const sections = new Map(plan.sections);
  sections.set(write.sectionId, {
    sectionId: write.sectionId,
    content: write.content,
    version,
    statusOverride: write.statusOverride,
    status: section.status,
    percent: section.percent,
    answersPercent: section.answersPercent,
  });
  const partContents = contentsOf(part.sections.map((s) => sections.get(s.id)!));
  const partResult = partCompliance(part.id, partContents);
  const parts = new Map(plan.parts);
  parts.set(part.id, partResult);
  const editedCompleted = before.status === 'completed' && changed.length > 0;
  const history: PlanHistory = {
    ...plan.history,
    activityDates: withActivityDate(plan.history.activityDates, nzDateOf(write.now)),
    lastActivityAt: write.now,
    startedAt: plan.history.startedAt ?? write.now,
    editsAfterComplete: plan.history.editsAfterComplete + (editedCompleted ? 1 : 0),
  };
  const next: PlanFacts = { sections, parts, history };
  const progress = progressFigures(next, write.now);
  next.history = progress.history;
  return {
    unchanged,
    changed,
    version,
    section,
    partId: part.id,
    part: partResult,
    partStatus: partStatusIn(next, part.id),
    progress,
    plan: next,
  };
}

/**
 * The figures of a plan worked out again from its answers alone (a plan's records created, or rules
 * changed): every section, every part, and the history from the sections' last writes.
 */
export function planFigures(
  stored: readonly {
    sectionId: string;
    content: SectionContent;
    version: number;
    statusOverride: SectionStatus | null;
    updatedAt: Date;
  }[],
  now: Date,
): { plan: PlanFacts; sections: Map<string, SectionFigures>; progress: ProgressFigures } {
  const sections = new Map<string, PlanSectionFacts>();
  const figures = new Map<string, SectionFigures>();
  for (const row of stored) {
    if (!findSectionById(row.sectionId)) continue;
    const f = sectionFigures(row.sectionId, row.content, row.statusOverride);
    figures.set(row.sectionId, f);
    sections.set(row.sectionId, {
      sectionId: row.sectionId,
      content: row.content,
      version: row.version,
      statusOverride: row.statusOverride,
      status: f.status,
      percent: f.percent,
      answersPercent: f.answersPercent,
    });
  }
  const contents = contentsOf(sections.values());
  const parts = new Map(PLAN_PARTS.map((p) => [p.id, partCompliance(p.id, contents)] as const));
  const written = stored
    .filter((r) => r.version > 0)
    .map((r) => r.updatedAt)
    .sort((a, b) => a.getTime() - b.getTime());
  const history: PlanHistory = {
    activityDates: written.reduce<string[]>((acc, d) => withActivityDate(acc, nzDateOf(d)), []),
    lastActivityAt: written.at(-1) ?? null,
    startedAt: written[0] ?? null,
    completedAt: null,
    editsAfterComplete: 0,
  };
  const plan: PlanFacts = { sections, parts, history };
  const progress = progressFigures(plan, written.at(-1) ?? now);
  plan.history = progress.history;
  return { plan, sections: figures, progress };
}
