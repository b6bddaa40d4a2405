import type { RouteObject } from 'react-router';
import { Redirect } from '../../lib/redirect';
import { feedbackRoutes } from '../feedback';
import { QuestionnaireRedirectLazy } from './questionnaire-redirect';

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Contractor work (issue 19a): tasks, schedule, visit reports; their school-side pages. */
export const contractorWorkRoutes: RouteObject[] = [
  { path: 'site-visit-mobile', lazy: lazyPage(() => import('./site-visit-page')) },
  {
    path: 'site-visit-mobile/login',
    element: <Redirect to="/login?returnUrl=%2Fsite-visit-mobile" />,
  },
  { path: 'pre-visit-questionnaire', element: <QuestionnaireRedirectLazy /> },
  {
    path: 'schools/:schoolId/pre-visit-questionnaire',
    lazy: lazyPage(() => import('./questionnaire-page')),
  },
  { path: 'contractor/profile', lazy: lazyPage(() => import('./profile-page')) },
  { path: 'contractor/schedule', lazy: lazyPage(() => import('./schedule-page')) },
  // Issue 19d: one item of the schedule.
  { path: 'contractor/schedule/:scheduleId', lazy: lazyPage(() => import('./schedule-item-page')) },
  { path: 'contractor/reports', lazy: lazyPage(() => import('./reports-page')) },
  { path: 'contractor/reports/:reportId', lazy: lazyPage(() => import('./report-form-page')) },
  { path: 'contractor/schools/:schoolId', lazy: lazyPage(() => import('./tasks-page')) },
  { path: 'schools/:schoolId/contractor-tasks', lazy: lazyPage(() => import('./tasks-page')) },
  { path: 'schools/:schoolId/visit-reports', lazy: lazyPage(() => import('./school-reports-page')) },
  { path: 'schools/:schoolId/visit-reports/:reportId', lazy: lazyPage(() => import('./report-view-page')) },
];

/** Provider staff's review of visit reports, inside the provider area. */
export const providerReviewRoutes: RouteObject[] = [
  { path: 'waikura/visit-reports', lazy: lazyPage(() => import('./provider-reports-page')) },
  // Page issues and contact messages (issue 19a, their own feature folder).
  ...feedbackRoutes,
  { path: 'waikura/contractor-profiles', lazy: lazyPage(() => import('./provider-contractors-page')) },
];
