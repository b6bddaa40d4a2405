/**
 * Badge and milestone names, meanings and what earns them, by the domain's ids (`domain/plan/badges.ts`,
 * `domain/plan/progress.ts`), so the te reo interface shows them in te reo (issue 20, decision 045). The
 * server still sends the English; the web shows these by id (`features/progress/badge-text.ts`), and a
 * test checks every badge and milestone id has its keys and that the English here reads exactly as the
 * domain's. Numbers come in as placeholders from the domain's constants.
 */
export const enBadges = {
  // The six milestones, and the completion badge of each (the same ids).
  'badge.getting_started.name': 'Getting Started',
  'badge.quarter_way.name': 'Quarter Way',
  'badge.half_way.name': 'Half Way There',
  'badge.three_quarters.name': 'Three Quarters',
  'badge.almost_done.name': 'Almost Done',
  'badge.dwsp_complete.name': 'DWSP Complete',
  'badge.completion.description': 'The plan reached {percent}% complete.',
  'badge.dwsp_complete.description': 'Every section of the Drinking Water Safety Plan is complete.',
  'badge.completion.requirement': 'Reach {percent}% of the plan.',

  // One badge per part of the plan: the part's title comes from the plan's titles.
  'badge.section.name': '{part} done',
  'badge.section.description': 'Every section of part {number}, {part}, is complete.',
  'badge.section.requirement.one': 'Complete the one section of part {number}, {part}.',
  'badge.section.requirement.other': 'Complete all {count} sections of part {number}, {part}.',

  // Achievements and the special badge.
  'badge.thorough_planner.name': 'Thorough Planner',
  'badge.thorough_planner.description':
    'Every section is at 100% from its own answers, not just marked complete.',
  'badge.thorough_planner.requirement':
    'Answer every required question in all {sections} sections, so each one is complete from its answers.',
  'badge.safety_first.name': 'Safety First',
  'badge.safety_first.description': '{risks} or more risks identified in the risk assessment.',
  'badge.safety_first.requirement': 'Identify {risks} or more risks in section {section}, {title}.',
  'badge.speed_demon.name': 'Speed Demon',
  'badge.speed_demon.description': 'The plan was completed within {days} days of its first save.',
  'badge.speed_demon.requirement': 'Complete the whole plan within {days} days of its first save.',
  'badge.perfectionist.name': 'Perfectionist',
  'badge.perfectionist.description': 'The plan reached 100% with no section changed after it was completed.',
  'badge.perfectionist.requirement':
    'Reach 100% without changing any section after it was completed (zero revisions).',
  'badge.early_adopter.name': 'Early Adopter',
  'badge.early_adopter.description': 'This plan was started on or before 1 February 2025.',
  'badge.early_adopter.requirement':
    'Awarded to plans started on or before 1 February 2025 (New Zealand time).',

  // The toast when a save earns badges (plan specification 4.5).
  'badge.newEarned': 'New badge(s) earned: {names}',
} as const;
