/**
 * Badges (plan specification 4.5 and 9.3): the nineteen badges and their rarities, each rule at its
 * boundary (the early-adopter date in New Zealand time, speed demon at exactly 7 days, safety first at
 * 4 and 5 risks), the recent windows, the "99+" count and the toast text.
 */
import { describe, expect, test } from 'vitest';
import { endOfNzDay } from '../nz-time';
import {
  BADGES,
  BADGES_BY_ID,
  type BadgeFacts,
  EARLY_ADOPTER_DEADLINE,
  earnedBadgeIds,
  formatBadgeCount,
  isRecentBadge,
  newBadgesMessage,
  RARITY_LABELS,
  RECENT_BADGE_DAYS,
  SAFETY_FIRST_RISKS,
  SPEED_DEMON_DAYS,
} from './badges';
import { PLAN_PARTS, SECTION_COUNT } from './catalogue';

const DAY = 86_400_000;

/** Facts of a plan that earns nothing. */
const NOTHING: BadgeFacts = {
  overall: 0,
  partsCompleted: [],
  allSectionsCompleteByAnswers: false,
  identifiedRisks: 0,
  startedAt: null,
  completedAt: null,
  editsAfterComplete: 0,
};

const earned = (facts: Partial<BadgeFacts>) => earnedBadgeIds({ ...NOTHING, ...facts });

const SECTION_BADGE_IDS = [
  'section_school_details',
  'section_water_supply_system',
  'section_source_water_risk',
  'section_treatment_barriers',
  'section_monitoring_compliance',
  'section_contingency_plans',
  'section_review_process',
  'section_appendix',
];

describe('the badges of plan specification 9.3', () => {
  test('6 completion, 8 section, 4 achievement and 1 special badge, each id once', () => {
    const count = (type: string) => BADGES.filter((b) => b.type === type).length;
    expect(count('completion')).toBe(6);
    expect(count('section')).toBe(8);
    expect(count('achievement')).toBe(4);
    expect(count('special')).toBe(1);
    expect(BADGES).toHaveLength(19);
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(19);
    expect(BADGES_BY_ID.get('safety_first')?.name).toBe('Safety First');
  });

  test('completion badges are the milestones, with their names', () => {
    expect(
      BADGES.filter((b) => b.type === 'completion').map((b) => [
        b.id,
        b.name,
        b.requirements.completion_percentage,
      ]),
    ).toEqual([
      ['getting_started', 'Getting Started', 10],
      ['quarter_way', 'Quarter Way', 25],
      ['half_way', 'Half Way There', 50],
      ['three_quarters', 'Three Quarters', 75],
      ['almost_done', 'Almost Done', 90],
      ['dwsp_complete', 'DWSP Complete', 100],
    ]);
  });

  test('one section badge per part, in plan order', () => {
    const sectionBadges = BADGES.filter((b) => b.type === 'section');
    expect(sectionBadges.map((b) => b.id)).toEqual(SECTION_BADGE_IDS);
    expect(sectionBadges.map((b) => b.requirements.section_id)).toEqual(PLAN_PARTS.map((p) => p.id));
    expect(sectionBadges[0]!.name).toBe('School Details done');
  });

  test('achievements and the special badge', () => {
    expect(BADGES.filter((b) => b.type === 'achievement').map((b) => [b.id, b.name])).toEqual([
      ['thorough_planner', 'Thorough Planner'],
      ['safety_first', 'Safety First'],
      ['speed_demon', 'Speed Demon'],
      ['perfectionist', 'Perfectionist'],
    ]);
    expect(BADGES.filter((b) => b.type === 'special').map((b) => [b.id, b.name])).toEqual([
      ['early_adopter', 'Early Adopter'],
    ]);
  });

  test('rarity: dwsp_complete epic, almost_done rare, half_way uncommon, other completion common, sections uncommon, achievements rare, special legendary', () => {
    const rarity = Object.fromEntries(BADGES.map((b) => [b.id, b.rarity]));
    expect(rarity).toEqual({
      getting_started: 'common',
      quarter_way: 'common',
      half_way: 'uncommon',
      three_quarters: 'common',
      almost_done: 'rare',
      dwsp_complete: 'epic',
      ...Object.fromEntries(SECTION_BADGE_IDS.map((id) => [id, 'uncommon'])),
      thorough_planner: 'rare',
      safety_first: 'rare',
      speed_demon: 'rare',
      perfectionist: 'rare',
      early_adopter: 'legendary',
    });
    expect(RARITY_LABELS).toEqual({
      common: 'Common',
      uncommon: 'Uncommon',
      rare: 'Rare',
      epic: 'Epic',
      legendary: 'Legendary',
    });
  });

  test('a locked badge says what earns it', () => {
    const requirement = (id: string) => BADGES_BY_ID.get(id)!.requirement;
    expect(requirement('quarter_way')).toBe('Reach 25% of the plan.');
    expect(requirement('section_school_details')).toBe('Complete all 2 sections of part 1, School Details.');
    // Part 6 has a single section: not "all 1 section".
    expect(requirement('section_contingency_plans')).toBe(
      'Complete the one section of part 6, Contingency Plans.',
    );
    expect(requirement('safety_first')).toBe('Identify 5 or more risks in section 4.1, Risk assessment.');
    expect(requirement('speed_demon')).toBe('Complete the whole plan within 7 days of its first save.');
    expect(requirement('thorough_planner')).toContain(`all ${SECTION_COUNT} sections`);
    expect(requirement('early_adopter')).toBe(
      'Awarded to plans started on or before 1 February 2025 (New Zealand time).',
    );
    for (const b of BADGES) {
      expect(b.description, b.id).not.toBe('');
      expect(b.icon, b.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });
});

describe('earning badges', () => {
  test('a plan with nothing done earns nothing', () => {
    expect(earnedBadgeIds(NOTHING)).toEqual([]);
  });

  test.each([
    [9, []],
    [10, ['getting_started']],
    [24, ['getting_started']],
    [25, ['getting_started', 'quarter_way']],
    [49, ['getting_started', 'quarter_way']],
    [50, ['getting_started', 'quarter_way', 'half_way']],
    [74, ['getting_started', 'quarter_way', 'half_way']],
    [75, ['getting_started', 'quarter_way', 'half_way', 'three_quarters']],
    [89, ['getting_started', 'quarter_way', 'half_way', 'three_quarters']],
    [90, ['getting_started', 'quarter_way', 'half_way', 'three_quarters', 'almost_done']],
    [99, ['getting_started', 'quarter_way', 'half_way', 'three_quarters', 'almost_done']],
    [100, ['getting_started', 'quarter_way', 'half_way', 'three_quarters', 'almost_done', 'dwsp_complete']],
  ])('completion badges at %i percent: %j', (overall, ids) => {
    // One edit after completion keeps Perfectionist out of the 100% case.
    expect(earned({ overall, editsAfterComplete: 1 })).toEqual(ids);
  });

  test.each(PLAN_PARTS.map((p, i) => [p.id, SECTION_BADGE_IDS[i]!]))(
    'completing every section of part %s earns %s, and only it',
    (partId, badgeId) => {
      expect(earned({ partsCompleted: [partId as (typeof PLAN_PARTS)[number]['id']] })).toEqual([badgeId]);
    },
  );

  test('several parts complete earn their badges in plan order', () => {
    expect(earned({ partsCompleted: ['appendix', 'school-details'] })).toEqual([
      'section_school_details',
      'section_appendix',
    ]);
  });

  test('thorough planner: every section complete from its answers', () => {
    expect(earned({ allSectionsCompleteByAnswers: true })).toEqual(['thorough_planner']);
    expect(earned({ allSectionsCompleteByAnswers: false })).toEqual([]);
  });

  test('safety first: 4 risks no, 5 risks yes', () => {
    expect(SAFETY_FIRST_RISKS).toBe(5);
    expect(earned({ identifiedRisks: 4 })).toEqual([]);
    expect(earned({ identifiedRisks: 5 })).toEqual(['safety_first']);
    expect(earned({ identifiedRisks: 13 })).toEqual(['safety_first']);
  });

  describe('speed demon: the plan completed within 7 days of its first save', () => {
    // Started after the early-adopter date, with an edit after completion, to isolate the rule.
    const startedAt = new Date('2026-03-02T21:15:00.000Z');
    const at100 = { overall: 100, startedAt, editsAfterComplete: 1 };
    const withSpeed = (completedAt: Date | null, extra: Partial<BadgeFacts> = {}) =>
      earned({ ...at100, completedAt, ...extra }).includes('speed_demon');

    test('exactly 7 days: earned', () => {
      expect(SPEED_DEMON_DAYS).toBe(7);
      expect(withSpeed(new Date(startedAt.getTime() + 7 * DAY))).toBe(true);
    });

    test('7 days and a millisecond: not earned', () => {
      expect(withSpeed(new Date(startedAt.getTime() + 7 * DAY + 1))).toBe(false);
    });

    test('the same day: earned', () => {
      expect(withSpeed(new Date(startedAt.getTime() + 3_600_000))).toBe(true);
    });

    test('not complete, or no dates: not earned', () => {
      expect(withSpeed(new Date(startedAt.getTime() + DAY), { overall: 99 })).toBe(false);
      expect(withSpeed(null)).toBe(false);
      expect(withSpeed(new Date(startedAt.getTime() + DAY), { startedAt: null })).toBe(false);
    });
  });

  test('perfectionist: 100% with zero revisions after completion', () => {
    expect(earned({ overall: 100, editsAfterComplete: 0 })).toContain('perfectionist');
    expect(earned({ overall: 100, editsAfterComplete: 1 })).not.toContain('perfectionist');
    expect(earned({ overall: 99, editsAfterComplete: 0 })).not.toContain('perfectionist');
  });

  describe('early adopter: plan started on or before 1 February 2025, New Zealand time', () => {
    test('the deadline is 23:59:59.999 on 1 February 2025 in New Zealand (NZDT, UTC+13)', () => {
      expect(EARLY_ADOPTER_DEADLINE.toISOString()).toBe('2025-02-01T10:59:59.999Z');
      expect(EARLY_ADOPTER_DEADLINE).toEqual(endOfNzDay('2025-02-01'));
    });

    test('started at 23:59:59.999 on 1 February NZDT: earned', () => {
      expect(earned({ startedAt: new Date('2025-02-01T10:59:59.999Z') })).toEqual(['early_adopter']);
    });

    test('started at midnight starting 2 February NZDT: not earned', () => {
      expect(earned({ startedAt: new Date('2025-02-01T11:00:00.000Z') })).toEqual([]);
    });

    test('still 1 February in UTC but already 2 February in New Zealand: not earned', () => {
      expect(earned({ startedAt: new Date('2025-02-01T20:00:00.000Z') })).toEqual([]);
    });

    test('a plan started in 2024: earned; a plan not started: not earned', () => {
      expect(earned({ startedAt: new Date('2024-11-20T01:00:00.000Z') })).toEqual(['early_adopter']);
      expect(earned({ startedAt: null })).toEqual([]);
    });
  });

  test('a plan that meets every rule earns all nineteen, in catalogue order', () => {
    const startedAt = new Date('2025-01-20T00:00:00.000Z');
    const all = earnedBadgeIds({
      overall: 100,
      partsCompleted: PLAN_PARTS.map((p) => p.id),
      allSectionsCompleteByAnswers: true,
      identifiedRisks: 6,
      startedAt,
      completedAt: new Date(startedAt.getTime() + 5 * DAY),
      editsAfterComplete: 0,
    });
    expect(all).toEqual(BADGES.map((b) => b.id));
  });
});

describe('recent badges', () => {
  const now = new Date('2026-03-31T00:00:00.000Z');

  test('30 days in the progress view, 7 in the badge view', () => {
    expect(RECENT_BADGE_DAYS).toEqual({ progress: 30, badges: 7 });
  });

  test('a badge earned exactly 7 days ago is recent in the badge view; a millisecond earlier is not', () => {
    expect(isRecentBadge(new Date(now.getTime() - 7 * DAY), now, RECENT_BADGE_DAYS.badges)).toBe(true);
    expect(isRecentBadge(new Date(now.getTime() - 7 * DAY - 1), now, RECENT_BADGE_DAYS.badges)).toBe(false);
  });

  test('a badge earned 30 days ago is recent in the progress view; 31 days ago is not', () => {
    expect(isRecentBadge(new Date(now.getTime() - 30 * DAY), now, RECENT_BADGE_DAYS.progress)).toBe(true);
    expect(isRecentBadge(new Date(now.getTime() - 31 * DAY), now, RECENT_BADGE_DAYS.progress)).toBe(false);
  });

  test('a badge dated in the future (clock skew) is not listed as recent', () => {
    expect(isRecentBadge(new Date(now.getTime() + 1000), now, RECENT_BADGE_DAYS.progress)).toBe(false);
  });
});

describe('what the user reads', () => {
  test.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('a count of %i shows as "%s"', (n, shown) => {
    expect(formatBadgeCount(n)).toBe(shown);
  });

  test('the toast names every new badge', () => {
    expect(newBadgesMessage(['Quarter Way'])).toBe('New badge(s) earned: Quarter Way');
    expect(newBadgesMessage(['Half Way There', 'Safety First'])).toBe(
      'New badge(s) earned: Half Way There, Safety First',
    );
  });
});
