/** Progress, compliance and badges (issue 4). */
export const enProgress = {
  'progress.loadFailed': 'Failed to load progress data',
  'progress.badgesLoadFailed': 'Failed to load badges',

  'progress.overview.heading': 'How far the plan is',
  'progress.overview.complete': '{percent}% complete',
  'progress.overview.lastActivity': 'Last change on {date}.',
  'progress.level.grey': 'Just begun',
  'progress.level.orange': 'Under way',
  'progress.level.blue': 'Well along',
  'progress.level.green': 'Nearly there',
  'progress.level.done': 'Finished',

  'progress.encouragement.0':
    'Every plan starts with a few answers. Part 1 takes about ten minutes, and everything saves as you go.',
  'progress.encouragement.25':
    'A good start: a quarter of the plan is written. Keep going one section at a time, whenever you have a spare moment.',
  'progress.encouragement.50':
    'Half the plan is done. The harder thinking is behind you, and the rest builds on what you have already written.',
  'progress.encouragement.75':
    'Nearly there. A few more sections and your school will have a complete water safety plan.',
  'progress.encouragement.100':
    'Your water safety plan is complete. Well done. Look at it again at your yearly review, or whenever something changes.',

  'progress.next.heading': 'Next milestone',
  'progress.next.one': 'Next: {name} — about 1 more section',
  'progress.next.other': 'Next: {name} — about {count} more sections',
  'progress.next.none': 'Every milestone reached.',
  'progress.estimate.heading': 'Estimated finish',
  'progress.estimate.body': 'At your recent pace, the plan could be finished by {date}.',
  'progress.estimate.hint': 'This guess comes from the days the plan was worked on recently.',

  'progress.milestones.heading': 'Milestones',
  'progress.milestones.at': '{percent}%',
  'progress.milestones.achieved': 'Reached',
  'progress.milestones.notYet': 'Not yet',

  'progress.sections.partPercent': 'Part {number}: {percent}% complete',
  'progress.sections.barLabel': '{number} {title}: {percent}% complete',
  'progress.sections.percent': '{percent}%',

  'progress.compliance.heading': 'WaiKura’s plan checks',
  'progress.compliance.lead':
    'WaiKura’s checks of what a school plan needs (from WaiKura’s plan specification and the regulator’s texts, not a Ministry list), against your answers. A plan missing its incident response or how it notifies Taumata Arowai is never fully compliant.',
  'progress.compliance.score': '{score}% of the checks pass',
  'progress.compliance.level.fully_compliant': 'Fully compliant',
  'progress.compliance.level.partially_compliant': 'Partially compliant',
  'progress.compliance.level.non_compliant': 'Not yet compliant',
  'progress.compliance.partsCompliant': '{count} of {total} parts fully compliant',
  'progress.compliance.failingHeading': 'What still needs attention ({count})',
  'progress.compliance.allPass': 'Everything WaiKura checks is in place.',
  'progress.compliance.partScore': '{score}% of this part’s checks pass',
  'progress.compliance.openPart': 'Open a part to see what to fix; each item leads to its answer.',
  'progress.compliance.toFix.one': '1 item to fix',
  'progress.compliance.toFix.other': '{count} items to fix',
  'progress.compliance.goTo': 'Go to {number} {title}',

  'progress.badges.recentHeading': 'Recent badges',
  'progress.badges.total': 'Badges you have earned here: {count}',
  'progress.badges.noneRecent':
    'No new badges in the last 30 days. Finishing a whole part of the plan earns one.',
  'progress.badges.seeAll': 'See all your badges',
  'progress.badges.earnedOn': 'Earned {date}',
  'progress.badges.atPercent': 'at {percent}% complete',
  'progress.badges.locked': 'Locked',
  'progress.badges.howToEarn': 'How to earn it: {requirement}',

  'progress.badgesPage.title': 'Your badges',
  'progress.badgesPage.lead':
    'Badges mark the steps in writing {school}’s water safety plan. Each person earns their own.',
  'progress.badgesPage.back': 'Back to the plan of {school}',
  'progress.badgesPage.counts': 'Earned {earned} of {total}',
  'progress.badgesPage.recentHeading': 'This week',
  'progress.badgesPage.noneRecent': 'No badges earned in the last 7 days.',
  'progress.badgesPage.earnedHeading': 'Earned ({count})',
  'progress.badgesPage.lockedHeading': 'Still to earn ({count})',
  'progress.badgesPage.noneEarned': 'None yet in this group.',
  'progress.badgesPage.allEarned': 'You have earned every badge in this group.',
  'progress.badgeType.completion': 'Plan milestones',
  'progress.badgeType.section': 'Parts of the plan',
  'progress.badgeType.achievement': 'Achievements',
  'progress.badgeType.special': 'Special',
  'progress.rarity.common': 'Common',
  'progress.rarity.uncommon': 'Uncommon',
  'progress.rarity.rare': 'Rare',
  'progress.rarity.epic': 'Epic',
  'progress.rarity.legendary': 'Legendary',

  'progress.highlight.field': 'Needs attention',
  'progress.highlight.section': 'Needs attention: this section',
  'progress.highlight.dismiss': 'Dismiss',
} as const;
