/**
 * Issue 19: the activity log viewer's page sizes, the platform specification's query limits (section 9:
 * "activity lists 50, 100, 100 and 200" — recent, by user, by school, by date range).
 */
export const ACTIVITY_PAGE_SIZES = { recent: 50, user: 100, school: 100, range: 200 } as const;
export type ActivityView = keyof typeof ACTIVITY_PAGE_SIZES;

/** Which list a set of filters asks for: a date range wins, then a school, then a person. */
export function activityView(filters: {
  user?: string;
  school?: string;
  from?: string;
  to?: string;
}): ActivityView {
  if (filters.from || filters.to) return 'range';
  if (filters.school) return 'school';
  if (filters.user) return 'user';
  return 'recent';
}
