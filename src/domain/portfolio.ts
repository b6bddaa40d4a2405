/** The provider portfolio's sort keys (issue 4), shared by the API's validation and the web table. */
export const PORTFOLIO_SORTS = [
  'name',
  'progress',
  'compliance',
  'failing',
  'lastActivity',
  'nextReview',
] as const;
export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number];

/**
 * Issue 19: the portfolio's "needs attention" filter. `overdue`: the next review date in 7.2 has passed;
 * `never_reviewed`: 7.2 records no review; `overdue_or_non_compliant`: overdue, or not compliant.
 */
export const PORTFOLIO_ATTENTION = ['overdue_or_non_compliant', 'overdue', 'never_reviewed'] as const;
export type PortfolioAttention = (typeof PORTFOLIO_ATTENTION)[number];
