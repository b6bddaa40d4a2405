/** The provider portfolio (issue 4). */
export const enPortfolio = {} as const;
