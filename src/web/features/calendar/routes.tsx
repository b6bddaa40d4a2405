import type { RouteObject } from 'react-router';

/** The school calendar (issue 5): month, week and agenda views, reminders and the subscription link. */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'schools/:schoolId/calendar',
    lazy: async () => ({ Component: (await import('./calendar-page')).default }),
  },
];
