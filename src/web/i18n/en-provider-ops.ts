/** Provider operations (issue 19, provider-staff part): portfolio attention, supplies, suppliers, and more. */
export const enProviderOps = {
  'portfolio.attention': 'Needs attention',
  'portfolio.attention.all': 'All schools',
  'portfolio.attention.overdue_or_non_compliant': 'Review overdue or not compliant',
  'portfolio.attention.overdue': 'Review overdue',
  'portfolio.attention.never_reviewed': 'Never reviewed',
  'portfolio.neverReviewed': 'Never reviewed',
  'portfolio.lastReview': 'Last review {date}',
} as const;
