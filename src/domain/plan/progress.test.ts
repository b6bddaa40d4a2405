/**
 * Plan progress (plan specification 3, 4.4, 9.1 and 9.2): every threshold at its boundary, the overall
 * percentage rounded down, the next milestone with the sections still needed (worked out by hand), the
 * estimated completion date from 0, 1, 2 and many activity dates.
 */
import { describe, expect, test } from 'vitest';
import { SECTION_COUNT } from './catalogue';
import {
  addDays,
  encouragementTier,
  estimatedCompletionDate,
  MILESTONES,
  milestonesAchieved,
  nextMilestone,
  overallCompletion,
  progressColour,
  RECENT_ACTIVITY_DATES,
  type SectionProgressInput,
  summariseProgress,
  withActivityDate,
} from './progress';

/** Sections s-1 … s-n with the given percentages (status from the percentage, as the save sets it). */
function sections(percents: readonly number[]): SectionProgressInput[] {
  return percents.map((percent, i) => ({
    sectionId: `s-${i + 1}`,
    status: percent >= 100 ? 'completed' : percent > 0 ? 'in_progress' : 'not_started',
    percent,
  }));
}

const repeat = (n: number, percent: number) => Array.from({ length: n }, () => percent);

test('the plan has 28 sections, as the figures below assume', () => {
  expect(SECTION_COUNT).toBe(28);
});

describe('milestones (plan specification 9.1)', () => {
  test('six milestones with the specification’s percentages and names', () => {
    expect(MILESTONES.map((m) => [m.percentage, m.name])).toEqual([
      [10, 'Getting Started'],
      [25, 'Quarter Way'],
      [50, 'Half Way There'],
      [75, 'Three Quarters'],
      [90, 'Almost Done'],
      [100, 'DWSP Complete'],
    ]);
    expect(MILESTONES.map((m) => m.id)).toEqual([
      'getting_started',
      'quarter_way',
      'half_way',
      'three_quarters',
      'almost_done',
      'dwsp_complete',
    ]);
  });

  test.each([
    [0, []],
    [9, []],
    [10, [10]],
    [24, [10]],
    [25, [10, 25]],
    [49, [10, 25]],
    [50, [10, 25, 50]],
    [74, [10, 25, 50]],
    [75, [10, 25, 50, 75]],
    [89, [10, 25, 50, 75]],
    [90, [10, 25, 50, 75, 90]],
    [99, [10, 25, 50, 75, 90]],
    [100, [10, 25, 50, 75, 90, 100]],
  ])('at %i percent the milestones achieved are %j', (overall, achieved) => {
    expect(milestonesAchieved(overall)).toEqual(achieved);
  });
});

describe('overall completion: the mean of the sections, rounded down', () => {
  test('27 sections complete and one at 90% is 99%, not 100%', () => {
    // (27 × 100 + 90) / 28 = 99.64…
    expect(overallCompletion(sections([...repeat(27, 100), 90]), 28)).toBe(99);
  });

  test('every section complete is 100%', () => {
    expect(overallCompletion(sections(repeat(28, 100)), 28)).toBe(100);
  });

  test('a plan with nothing saved is 0%', () => {
    expect(overallCompletion([], 28)).toBe(0);
    expect(overallCompletion(sections(repeat(28, 0)), 28)).toBe(0);
  });

  test('one section of 28 complete is 3% (3.57 rounded down)', () => {
    expect(overallCompletion(sections([100]), 28)).toBe(3);
  });

  test('sections not listed count as 0%', () => {
    // 14 complete sections of 28 listed, 14 missing: 1400 / 28 = 50.
    expect(overallCompletion(sections(repeat(14, 100)), 28)).toBe(50);
  });

  test('rounding down decides the milestone boundary: 9.96% has not reached Getting Started', () => {
    // 279 / 28 = 9.96 → 9; 280 / 28 = 10.
    expect(overallCompletion(sections([100, 100, 79]), 28)).toBe(9);
    expect(overallCompletion(sections([100, 100, 80]), 28)).toBe(10);
  });

  test('percentages outside 0–100 are clamped, and a non-number counts as 0', () => {
    expect(overallCompletion(sections([150, ...repeat(27, 100)]), 28)).toBe(100);
    expect(overallCompletion(sections([-50, 100]), 2)).toBe(50);
    expect(overallCompletion(sections([Number.NaN, 100]), 2)).toBe(50);
  });

  test('no sections at all is 0%, not a division by zero', () => {
    expect(overallCompletion([], 0)).toBe(0);
  });
});

describe('next milestone from the overall percentage (28 sections, one worth 100/28 ≈ 3.57%)', () => {
  test.each([
    // overall, next milestone, sections needed = ceil((next − overall) × 28 / 100)
    [0, 'Getting Started', 10, 3], // 2.8 → 3
    [9, 'Getting Started', 10, 1], // 0.28 → 1
    [10, 'Quarter Way', 25, 5], // 4.2 → 5
    [24, 'Quarter Way', 25, 1],
    [25, 'Half Way There', 50, 7], // exactly 7: not rounded up to 8
    [49, 'Half Way There', 50, 1],
    [50, 'Three Quarters', 75, 7],
    [74, 'Three Quarters', 75, 1],
    [75, 'Almost Done', 90, 5], // 4.2 → 5
    [89, 'Almost Done', 90, 1],
    [90, 'DWSP Complete', 100, 3], // 2.8 → 3
    [99, 'DWSP Complete', 100, 1],
  ])('at %i percent the next is %s (%i percent), %i section(s) away', (overall, name, percentage, needed) => {
    expect(nextMilestone(overall, 28)).toEqual({
      percentage,
      id: MILESTONES.find((m) => m.percentage === percentage)!.id,
      name,
      sectionsNeeded: needed,
    });
  });

  test('at 100% there is no next milestone', () => {
    expect(nextMilestone(100, 28)).toBeNull();
  });

  test('three whole sections from nothing do reach Getting Started, two do not', () => {
    expect(nextMilestone(0, 28)?.sectionsNeeded).toBe(3);
    expect(overallCompletion(sections(repeat(3, 100)), 28)).toBe(10);
    expect(overallCompletion(sections(repeat(2, 100)), 28)).toBe(7);
  });
});

describe('encouragement tiers at 25, 50 and 75 (plan specification 9.1)', () => {
  test.each([
    [0, 0],
    [24, 0],
    [25, 25],
    [49, 25],
    [50, 50],
    [74, 50],
    [75, 75],
    [99, 75],
    [100, 75],
  ])('%i percent is tier %i', (overall, tier) => {
    expect(encouragementTier(overall)).toBe(tier);
  });
});

describe('progress colours: 90+ green, 75+ blue, 25+ orange, else grey (plan specification 9.2)', () => {
  test.each([
    [0, 'grey'],
    [24, 'grey'],
    [25, 'orange'],
    [74, 'orange'],
    [75, 'blue'],
    [89, 'blue'],
    [90, 'green'],
    [100, 'green'],
  ])('%i percent is %s', (percent, colour) => {
    expect(progressColour(percent)).toBe(colour);
  });
});

describe('estimated completion date (plan specification 4.4)', () => {
  const today = '2026-03-10';

  test('no activity dates: no estimate', () => {
    expect(estimatedCompletionDate([], 40, 10, today)).toBeNull();
  });

  test('one activity date: no estimate', () => {
    expect(estimatedCompletionDate(['2026-03-02'], 40, 10, today)).toBeNull();
  });

  test('the same date twice is one date: no estimate', () => {
    expect(estimatedCompletionDate(['2026-03-02', '2026-03-02'], 40, 10, today)).toBeNull();
  });

  test('two dates: today + gap × sections remaining', () => {
    // Gap 3 days (2 → 5 March), 4 sections left: 12 days after 10 March.
    expect(estimatedCompletionDate(['2026-03-02', '2026-03-05'], 60, 4, today)).toBe('2026-03-22');
  });

  test('many dates, unsorted and with a duplicate: the average gap between distinct dates', () => {
    // Distinct: 1, 4, 7, 10 March; 9 days over 3 gaps = 3 days; 5 sections left: 15 days.
    const dates = ['2026-03-10', '2026-03-01', '2026-03-04', '2026-03-04', '2026-03-07'];
    expect(estimatedCompletionDate(dates, 50, 5, today)).toBe('2026-03-25');
  });

  test('a fractional total is rounded up to a whole day', () => {
    // 1, 2, 4 March: 3 days over 2 gaps = 1.5; 3 sections left: 4.5 → 5 days after 4 March.
    expect(estimatedCompletionDate(['2026-03-01', '2026-03-02', '2026-03-04'], 80, 3, '2026-03-04')).toBe(
      '2026-03-09',
    );
  });

  test(`only the most recent ${RECENT_ACTIVITY_DATES} distinct dates count`, () => {
    // Two old dates, then 1–10 March daily. The last ten have a gap of 1 day: 2 sections left → 2 days.
    // Counting all twelve would give (68 days / 11 gaps) × 2 → 13 days.
    const march = Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    expect(RECENT_ACTIVITY_DATES).toBe(10);
    expect(estimatedCompletionDate(['2026-01-01', '2026-01-31', ...march], 90, 2, today)).toBe('2026-03-12');
  });

  test('not given at 100%, nor when no section remains', () => {
    const dates = ['2026-03-02', '2026-03-05'];
    expect(estimatedCompletionDate(dates, 100, 1, today)).toBeNull();
    expect(estimatedCompletionDate(dates, 99, 0, today)).toBeNull();
    expect(estimatedCompletionDate(dates, 99, 1, today)).toBe('2026-03-13');
  });

  test('strings that are not ISO dates are ignored', () => {
    expect(estimatedCompletionDate(['2026-03-01', 'yesterday', '2026-3-5'], 50, 4, today)).toBeNull();
  });

  test('crosses a month and a year, and a daylight-saving change, by calendar days', () => {
    expect(estimatedCompletionDate(['2026-12-20', '2026-12-21'], 50, 5, '2026-12-30')).toBe('2027-01-04');
    // New Zealand daylight saving ends on 5 April 2026: still one calendar day per day.
    expect(addDays('2026-04-04', 1)).toBe('2026-04-05');
    expect(addDays('2026-09-26', 2)).toBe('2026-09-28');
  });
});

describe('recent activity dates', () => {
  test('a new date is added once, in order', () => {
    expect(withActivityDate(['2026-03-05', '2026-03-01'], '2026-03-03')).toEqual([
      '2026-03-01',
      '2026-03-03',
      '2026-03-05',
    ]);
    expect(withActivityDate(['2026-03-01'], '2026-03-01')).toEqual(['2026-03-01']);
  });

  test(`only the latest ${RECENT_ACTIVITY_DATES} are kept`, () => {
    const march = Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    const kept = withActivityDate(march, '2026-03-11');
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('2026-03-02');
    expect(kept.at(-1)).toBe('2026-03-11');
  });
});

describe('summariseProgress: everything the progress view shows', () => {
  test('a plan three-quarters done', () => {
    // 20 sections complete, 2 at 50%, 6 not started: (2000 + 100) / 28 = 75.
    const summary = summariseProgress(
      sections([...repeat(20, 100), 50, 50, ...repeat(6, 0)]),
      28,
      ['2026-03-01', '2026-03-03'],
      '2026-03-10',
    );
    expect(summary).toEqual({
      overall: 75,
      sectionsCompleted: 20,
      totalSections: 28,
      milestonesAchieved: [10, 25, 50, 75],
      // 90% needs 2520 points of 2800: the six empty sections add 100 each; 2100 + 5 × 100 = 2600 → 92%,
      // four would give 2500 → 89%.
      nextMilestone: { percentage: 90, id: 'almost_done', name: 'Almost Done', sectionsNeeded: 5 },
      // Gap 2 days × 8 sections not completed = 16 days after 10 March.
      estimatedCompletionDate: '2026-03-26',
      encouragement: 75,
      colour: 'blue',
    });
  });

  test('every section half done: Three Quarters is 14 sections away, not 7', () => {
    // 28 × 50 = 1400 points (50%). 75% needs 2100: each completed section adds 50 more, so 14.
    const summary = summariseProgress(sections(repeat(28, 50)), 28, [], '2026-03-10');
    expect(summary.overall).toBe(50);
    expect(summary.nextMilestone).toEqual({
      percentage: 75,
      id: 'three_quarters',
      name: 'Three Quarters',
      sectionsNeeded: 14,
    });
    expect(overallCompletion(sections([...repeat(13, 100), ...repeat(15, 50)]), 28)).toBe(73);
    expect(overallCompletion(sections([...repeat(14, 100), ...repeat(14, 50)]), 28)).toBe(75);
  });

  test('DWSP Complete needs every unfinished section, however close the percentage is', () => {
    // 23 complete and 5 at 50%: 2550 / 28 = 91%. Reaching 100% means finishing all five.
    const summary = summariseProgress(sections([...repeat(23, 100), ...repeat(5, 50)]), 28, [], '2026-03-10');
    expect(summary.overall).toBe(91);
    expect(summary.nextMilestone?.name).toBe('DWSP Complete');
    expect(summary.nextMilestone?.sectionsNeeded).toBe(5);
  });

  test('the nearly finished plan: 99%, one section from DWSP Complete, green', () => {
    const summary = summariseProgress(
      sections([...repeat(27, 100), 90]),
      28,
      ['2026-03-01', '2026-03-08'],
      '2026-03-10',
    );
    expect(summary.overall).toBe(99);
    expect(summary.sectionsCompleted).toBe(27);
    expect(summary.milestonesAchieved).toEqual([10, 25, 50, 75, 90]);
    expect(summary.nextMilestone).toEqual({
      percentage: 100,
      id: 'dwsp_complete',
      name: 'DWSP Complete',
      sectionsNeeded: 1,
    });
    // 7-day gap × 1 section.
    expect(summary.estimatedCompletionDate).toBe('2026-03-17');
    expect(summary.colour).toBe('green');
  });

  test('the finished plan: every milestone, no next one and no estimate', () => {
    const summary = summariseProgress(
      sections(repeat(28, 100)),
      28,
      ['2026-03-01', '2026-03-08'],
      '2026-03-10',
    );
    expect(summary.overall).toBe(100);
    expect(summary.sectionsCompleted).toBe(28);
    expect(summary.milestonesAchieved).toEqual([10, 25, 50, 75, 90, 100]);
    expect(summary.nextMilestone).toBeNull();
    expect(summary.estimatedCompletionDate).toBeNull();
    expect(summary.encouragement).toBe(75);
    expect(summary.colour).toBe('green');
  });

  test('a new plan: nothing achieved, Getting Started three sections away, grey', () => {
    const summary = summariseProgress([], 28, [], '2026-03-10');
    expect(summary).toEqual({
      overall: 0,
      sectionsCompleted: 0,
      totalSections: 28,
      milestonesAchieved: [],
      nextMilestone: { percentage: 10, id: 'getting_started', name: 'Getting Started', sectionsNeeded: 3 },
      estimatedCompletionDate: null,
      encouragement: 0,
      colour: 'grey',
    });
  });
});
