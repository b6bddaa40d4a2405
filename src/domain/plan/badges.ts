/**
 * Badges (plan specification 4.5 and 9.3): 6 completion badges (one per milestone), 8 section badges
 * (one per part, the specification's eight sections), 4 achievements and 1 special badge, with rarity.
 * A badge is earned once per user and school; the server stores it under a unique key, so concurrent
 * saves cannot award it twice. The rules below are pure: they read facts the save keeps up to date.
 */

import { type PartId, PLAN_PARTS } from './catalogue';
import { MILESTONES } from './progress';

export const BADGE_TYPES = ['completion', 'section', 'achievement', 'special'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
export const BADGE_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type BadgeRarity = (typeof BADGE_RARITIES)[number];
export const RARITY_LABELS: Record<BadgeRarity, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

export interface BadgeDefinition {
  id: string;
  type: BadgeType;
  name: string;
  /** What the badge means, shown once earned. */
  description: string;
  /** What earns it, shown while locked. */
  requirement: string;
  /** Plan specification 3 "Badge definition": completion_percentage or section_id. */
  requirements: { completion_percentage?: number; section_id?: PartId };
  /** A lucide icon name. */
  icon: string;
  color: string;
  rarity: BadgeRarity;
}

/**
 * The last moment of 1 February 2025 in New Zealand (daylight time, +13:00): a plan started then or before is
 * an early adopter's. Written as the instant `endOfNzDay('2025-02-01')` gives (badges.test.ts checks they
 * agree), so loading this module does not start the browser's time-zone data, which cost a section page
 * about 100 ms of a slow phone's time as it was first drawn (issue 21, decision 030).
 */
export const EARLY_ADOPTER_DEADLINE = new Date('2025-02-01T10:59:59.999Z');
export const SPEED_DEMON_DAYS = 7;
export const SAFETY_FIRST_RISKS = 5;
/** Recent badges: 30 days in the progress view, 7 in the badge view (plan specification 9.3). */
export const RECENT_BADGE_DAYS = { progress: 30, badges: 7 } as const;

const RARITY_COLOURS: Record<BadgeRarity, string> = {
  common: 'slate',
  uncommon: 'green',
  rare: 'blue',
  epic: 'purple',
  legendary: 'amber',
};

const COMPLETION_RARITY: Record<string, BadgeRarity> = {
  dwsp_complete: 'epic',
  almost_done: 'rare',
  half_way: 'uncommon',
};

const COMPLETION_ICONS: Record<string, string> = {
  getting_started: 'footprints',
  quarter_way: 'flag',
  half_way: 'milestone',
  three_quarters: 'mountain',
  almost_done: 'flag-triangle-right',
  dwsp_complete: 'trophy',
};

const completion: BadgeDefinition[] = MILESTONES.map((m) => {
  const rarity = COMPLETION_RARITY[m.id] ?? 'common';
  return {
    id: m.id,
    type: 'completion',
    name: m.name,
    description:
      m.percentage === 100
        ? 'Every section of the Drinking Water Safety Plan is complete.'
        : `The plan reached ${m.percentage}% complete.`,
    requirement: `Reach ${m.percentage}% of the plan.`,
    requirements: { completion_percentage: m.percentage },
    icon: COMPLETION_ICONS[m.id] ?? 'flag',
    color: RARITY_COLOURS[rarity],
    rarity,
  };
});

const sections: BadgeDefinition[] = PLAN_PARTS.map((p) => ({
  id: `section_${p.id.replace(/-/g, '_')}`,
  type: 'section',
  name: `${p.title} done`,
  description: `Every section of part ${p.number}, ${p.title}, is complete.`,
  requirement:
    p.sections.length === 1
      ? `Complete the one section of part ${p.number}, ${p.title}.`
      : `Complete all ${p.sections.length} sections of part ${p.number}, ${p.title}.`,
  requirements: { section_id: p.id },
  icon: 'badge-check',
  color: RARITY_COLOURS.uncommon,
  rarity: 'uncommon',
}));

const achievement = (
  id: string,
  name: string,
  description: string,
  requirement: string,
  icon: string,
): BadgeDefinition => ({
  id,
  type: 'achievement',
  name,
  description,
  requirement,
  requirements: {},
  icon,
  color: RARITY_COLOURS.rare,
  rarity: 'rare',
});

export const BADGES: readonly BadgeDefinition[] = [
  ...completion,
  ...sections,
  achievement(
    'thorough_planner',
    'Thorough Planner',
    'Every section is at 100% from its own answers, not just marked complete.',
    'Answer every required question in all 28 sections, so each one is complete from its answers.',
    'list-checks',
  ),
  achievement(
    'safety_first',
    'Safety First',
    `${SAFETY_FIRST_RISKS} or more risks identified in the risk assessment.`,
    `Identify ${SAFETY_FIRST_RISKS} or more risks in section 4.1, Risk assessment.`,
    'shield-check',
  ),
  achievement(
    'speed_demon',
    'Speed Demon',
    `The plan was completed within ${SPEED_DEMON_DAYS} days of its first save.`,
    `Complete the whole plan within ${SPEED_DEMON_DAYS} days of its first save.`,
    'zap',
  ),
  achievement(
    'perfectionist',
    'Perfectionist',
    'The plan reached 100% with no section changed after it was completed.',
    'Reach 100% without changing any section after it was completed (zero revisions).',
    'gem',
  ),
  {
    id: 'early_adopter',
    type: 'special',
    name: 'Early Adopter',
    description: 'This plan was started on or before 1 February 2025.',
    requirement: 'Awarded to plans started on or before 1 February 2025 (New Zealand time).',
    requirements: {},
    icon: 'sunrise',
    color: RARITY_COLOURS.legendary,
    rarity: 'legendary',
  },
];

export const BADGES_BY_ID: ReadonlyMap<string, BadgeDefinition> = new Map(BADGES.map((b) => [b.id, b]));

/** The facts the rules read; the save keeps them in the school's progress record. */
export interface BadgeFacts {
  /** Overall completion percentage. */
  overall: number;
  /** Parts whose every section is completed. */
  partsCompleted: readonly PartId[];
  /** Every section is at 100 % from its answers alone (no status set by hand). */
  allSectionsCompleteByAnswers: boolean;
  /** Risks listed in 4.1. */
  identifiedRisks: number;
  /** The plan's first save. */
  startedAt: Date | null;
  /** When the plan first reached 100 %. */
  completedAt: Date | null;
  /** Saves that changed a section already completed. */
  editsAfterComplete: number;
}

/** The ids of every badge the facts satisfy, in catalogue order. */
export function earnedBadgeIds(f: BadgeFacts): string[] {
  const ids: string[] = [];
  for (const b of BADGES) {
    if (b.requirements.completion_percentage !== undefined) {
      if (f.overall >= b.requirements.completion_percentage) ids.push(b.id);
    } else if (b.requirements.section_id) {
      if (f.partsCompleted.includes(b.requirements.section_id)) ids.push(b.id);
    } else if (achievementEarned(b.id, f)) ids.push(b.id);
  }
  return ids;
}

function achievementEarned(id: string, f: BadgeFacts): boolean {
  switch (id) {
    case 'thorough_planner':
      return f.allSectionsCompleteByAnswers;
    case 'safety_first':
      return f.identifiedRisks >= SAFETY_FIRST_RISKS;
    case 'speed_demon':
      return (
        f.overall >= 100 &&
        f.startedAt !== null &&
        f.completedAt !== null &&
        f.completedAt.getTime() - f.startedAt.getTime() <= SPEED_DEMON_DAYS * 86_400_000
      );
    case 'perfectionist':
      return f.overall >= 100 && f.editsAfterComplete === 0;
    case 'early_adopter':
      return f.startedAt !== null && f.startedAt.getTime() <= EARLY_ADOPTER_DEADLINE.getTime();
    default:
      return false;
  }
}

/** Was a badge earned within the last `days` days? */
export function isRecentBadge(earnedAt: Date, now: Date, days: number): boolean {
  const age = now.getTime() - earnedAt.getTime();
  return age >= 0 && age <= days * 86_400_000;
}

/** Badge counts show "99+" above 99 (plan specification 9.3). */
export function formatBadgeCount(n: number): string {
  return n > 99 ? '99+' : String(n);
}

/** The toast shown when a save earns badges (plan specification 4.5). */
export function newBadgesMessage(names: readonly string[]): string {
  return `New badge(s) earned: ${names.join(', ')}`;
}
