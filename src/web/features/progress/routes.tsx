import type { RouteObject } from 'react-router';

/** Progress, compliance and badges (issue 4): the school's badge page. */
export const progressRoutes: RouteObject[] = [
  {
    path: 'schools/:schoolId/badges',
    lazy: async () => ({ Component: (await import('./badges-page')).default }),
  },
];
