import type { RouteObject } from 'react-router';
import { PLAN_PAGE_PATHS } from '../../../domain/plan/routes';

/**
 * The engagement tracker (issue 20, decision 041), a plan page of its own. Its school-less address and
 * /cultural/iwi-consultation-portal are redirects of the plan's route table (`alias-routes.tsx`).
 */
export const iwiEngagementRoutes: RouteObject[] = [
  {
    path: `schools/:schoolId/${PLAN_PAGE_PATHS['consultation-tracker']}`,
    lazy: async () => ({ Component: (await import('./tracker-page')).default }),
  },
];
