import type { RouteObject } from 'react-router';

/** The water-test log and the school's incidents (issue 16). */
export const waterTestingRoutes: RouteObject[] = [
  {
    path: 'schools/:schoolId/water-testing',
    lazy: async () => ({ Component: (await import('./water-testing-page')).default }),
  },
  {
    path: 'schools/:schoolId/water-testing/guide',
    lazy: async () => ({ Component: (await import('./guide-page')).default }),
  },
  {
    path: 'schools/:schoolId/incidents',
    lazy: async () => ({ Component: (await import('./incidents-page')).default }),
  },
  {
    path: 'schools/:schoolId/incidents/:incidentId',
    lazy: async () => ({ Component: (await import('./incident-page')).default }),
  },
  {
    path: 'schools/:schoolId/incidents/:incidentId/notice',
    lazy: async () => ({ Component: (await import('./notice-page')).default }),
  },
];

/** The provider's emergency dashboard, inside the provider area's guard. */
export const emergencyRoutes: RouteObject[] = [
  {
    path: 'waikura/emergency',
    lazy: async () => ({ Component: (await import('./emergency-dashboard-page')).default }),
  },
];
