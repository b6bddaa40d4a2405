/**
 * Plan progress (plan specification 3 "DWSP progress", 4.4 and 9.1–9.2), as pure functions.
 *
 * - Overall completion is the mean of the 28 sections' completion percentages, rounded DOWN, so the
 *   plan shows 100 % only when every section is complete (a rounded-up 99.6 % would claim a finished
 *   plan that is not).
 * - A milestone (10, 25, 50, 75, 90, 100) is achieved when the overall percentage is at or above it.
 * - The next milestone is the first above the current percentage, with the number of sections still
 *   needed. Given the sections, that is the fewest unfinished sections whose completion brings the
 *   overall to the milestone (finishing the least complete ones first); so DWSP Complete always needs
 *   every unfinished section. Without them: ceil((milestone − overall) × total / 100), at least 1 (one
 *   whole section is worth 100/total %).
 * - Estimated completion date (4.4) = today + (average gap in days between the recent activity dates)
 *   × (sections not yet completed). It needs at least two distinct activity dates and is not given at 100 %.
 * - Encouragement tiers at 25, 50 and 75 %; colours 90+ green, 75+ blue, 25+ orange, else grey.
 */

export interface Milestone {
  percentage: number;
  /** The badge and milestone id (completion badges use the same ids). */
  id: string;
  name: string;
}

/** Plan specification 9.1. */
export const MILESTONES: readonly Milestone[] = [
  { percentage: 10, id: 'getting_started', name: 'Getting Started' },
  { percentage: 25, id: 'quarter_way', name: 'Quarter Way' },
  { percentage: 50, id: 'half_way', name: 'Half Way There' },
  { percentage: 75, id: 'three_quarters', name: 'Three Quarters' },
  { percentage: 90, id: 'almost_done', name: 'Almost Done' },
  { percentage: 100, id: 'dwsp_complete', name: 'DWSP Complete' },
];

/** How many recent distinct activity dates the estimate reads. */
export const RECENT_ACTIVITY_DATES = 10;

export interface SectionProgressInput {
  sectionId: string;
  status: 'not_started' | 'in_progress' | 'completed';
  percent: number;
}

export function overallCompletion(sections: readonly SectionProgressInput[], total: number): number {
  if (total <= 0) return 0;
  const sum = sections.reduce((acc, s) => acc + clampPercent(s.percent), 0);
  return Math.floor(sum / total + 1e-9);
}

function clampPercent(p: number): number {
  if (!Number.isFinite(p)) return 0;
  return Math.min(100, Math.max(0, p));
}

export function milestonesAchieved(overall: number): number[] {
  return MILESTONES.filter((m) => overall >= m.percentage).map((m) => m.percentage);
}

export interface NextMilestone extends Milestone {
  sectionsNeeded: number;
}

/**
 * The first milestone above `overall`, with the sections still needed to reach it. With `sections`
 * (the figures `overall` was computed from), the count is exact: sections part-done add only what they
 * lack, and sections not listed count as not started. Without them, every remaining section is taken
 * as not started.
 */
export function nextMilestone(
  overall: number,
  totalSections: number,
  sections?: readonly SectionProgressInput[],
): NextMilestone | null {
  const next = MILESTONES.find((m) => m.percentage > overall);
  if (!next) return null;
  if (!sections || totalSections <= 0) {
    const needed = Math.ceil(((next.percentage - overall) * totalSections) / 100 - 1e-9);
    return { ...next, sectionsNeeded: Math.max(1, needed) };
  }
  const percents = sections.map((s) => clampPercent(s.percent));
  // What finishing each unfinished section adds, largest first (the least complete sections).
  const gains = [
    ...percents.filter((p) => p < 100).map((p) => 100 - p),
    ...Array.from({ length: Math.max(0, totalSections - sections.length) }, () => 100),
  ].sort((a, b) => b - a);
  let sum = percents.reduce((acc, p) => acc + p, 0);
  let needed = 0;
  while (needed < gains.length && Math.floor(sum / totalSections + 1e-9) < next.percentage) {
    sum += gains[needed]!;
    needed += 1;
  }
  return { ...next, sectionsNeeded: Math.max(1, needed) };
}

/**
 * Today + average gap between the recent distinct activity dates × sections remaining, as an ISO date
 * (New Zealand calendar). Null with fewer than two dates, at 100 %, or with nothing remaining.
 * `activityDates` are ISO dates (YYYY-MM-DD) in any order; duplicates count once.
 */
export function estimatedCompletionDate(
  activityDates: readonly string[],
  overall: number,
  sectionsRemaining: number,
  today: string,
): string | null {
  if (overall >= 100 || sectionsRemaining <= 0) return null;
  const days = [...new Set(activityDates.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)))]
    .sort()
    .slice(-RECENT_ACTIVITY_DATES)
    .map((d) => Date.parse(`${d}T00:00:00Z`) / 86_400_000);
  if (days.length < 2) return null;
  const averageGap = (days[days.length - 1]! - days[0]!) / (days.length - 1);
  return addDays(today, Math.ceil(averageGap * sectionsRemaining));
}

/** A calendar date plus whole days (ISO dates; no time zone is involved). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Adds a date to the recent list (distinct, sorted, the last RECENT_ACTIVITY_DATES kept). */
export function withActivityDate(dates: readonly string[], date: string): string[] {
  return [...new Set([...dates, date])].sort().slice(-RECENT_ACTIVITY_DATES);
}

export const ENCOURAGEMENT_TIERS = [0, 25, 50, 75] as const;
export type EncouragementTier = (typeof ENCOURAGEMENT_TIERS)[number];
/** Encouragement tiers at 25, 50 and 75 % (plan specification 9.1). */
export function encouragementTier(overall: number): EncouragementTier {
  if (overall >= 75) return 75;
  if (overall >= 50) return 50;
  if (overall >= 25) return 25;
  return 0;
}

export type ProgressColour = 'green' | 'blue' | 'orange' | 'grey';
/** Plan specification 9.2. Always shown with the number and a word, never as the only signal. */
export function progressColour(percent: number): ProgressColour {
  if (percent >= 90) return 'green';
  if (percent >= 75) return 'blue';
  if (percent >= 25) return 'orange';
  return 'grey';
}

export interface PlanProgressSummary {
  overall: number;
  sectionsCompleted: number;
  totalSections: number;
  milestonesAchieved: number[];
  nextMilestone: NextMilestone | null;
  estimatedCompletionDate: string | null;
  encouragement: EncouragementTier;
  colour: ProgressColour;
}

/** Everything the progress view shows, from the sections' statuses and the recent activity dates. */
export function summariseProgress(
  sections: readonly SectionProgressInput[],
  totalSections: number,
  activityDates: readonly string[],
  today: string,
): PlanProgressSummary {
  const overall = overallCompletion(sections, totalSections);
  const sectionsCompleted = sections.filter((s) => s.status === 'completed').length;
  return {
    overall,
    sectionsCompleted,
    totalSections,
    milestonesAchieved: milestonesAchieved(overall),
    nextMilestone: nextMilestone(overall, totalSections, sections),
    estimatedCompletionDate: estimatedCompletionDate(
      activityDates,
      overall,
      totalSections - sectionsCompleted,
      today,
    ),
    encouragement: encouragementTier(overall),
    colour: progressColour(overall),
  };
}
