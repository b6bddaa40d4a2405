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
