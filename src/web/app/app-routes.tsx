/**
 * The signed-in app's routes, in their own chunk (decision 026): with them come the plan catalogue (one
 * route per section). Public pages never load this module; router.tsx adds these routes under the root
 * when an app address is first opened, once the app's English messages (their own chunk, read in a task of
 * their own: decision 055) are in the catalogue too.
 */
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PLAN_SECTIONS } from '../../domain/plan/catalogue';
import { calendarRoutes } from '../features/calendar/routes';
import { contractorWorkRoutes, providerReviewRoutes } from '../features/contractor-work';
import { iwiEngagementRoutes } from '../features/iwi-engagement';
import { notificationRoutes } from '../features/notifications/routes';
import { aliasRoutes } from '../features/plan/alias-routes';
import { extraRoutes } from '../features/plan/extra-routes';
import { progressRoutes } from '../features/progress/routes';
import { dashboardLoader } from '../features/school/dashboard-loader';
import { supplierRoutes } from '../features/suppliers/routes';
import { emergencyRoutes, waterTestingRoutes } from '../features/water-testing';
import { nextTask } from '../lib/next-task';
import { Redirect } from '../lib/redirect';
import { HomeRedirect, RequireAction, RequireAuth } from './guards';
import { approvalRoutes, providerLegacyRoutes } from './provider-ops-routes';
import { DASHBOARD_ROUTE_ID } from './route-ids';
import type { RouteHandle } from './route-place';
import { siteVisitMovedRoute, startRoutes } from './start-routes';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const authed = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireAuth>
      <OutletProxy />
    </RequireAuth>
  ),
  children,
});

const provider = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireAction action="schools.list-all">
      <OutletProxy />
    </RequireAction>
  ),
  children,
});

function OutletProxy() {
  return <Outlet />;
}

/**
 * A section the server rendered, before it is hydrated (src/web/main.tsx, decision 056): zod run in a task
 * of its own before the plan's forms are, and the section's stored answers checked before its first render.
 */
const sectionHandle = (sectionId: string): RouteHandle => ({
  before: async () => {
    const { zodFirst } = await import('../lib/zod-first');
    for (const piece of zodFirst) {
      await nextTask();
      piece();
    }
  },
  prepare: async (queryClient) =>
    (await import('../features/plan/section-page')).prepareSectionPage(queryClient, sectionId),
});

/** One route per catalogue section, and its history page. */
const sectionRoutes: RouteObject[] = PLAN_SECTIONS.flatMap((section) => [
  {
    path: `schools/:schoolId/${section.path}`,
    handle: sectionHandle(section.id),
    lazy: async () => {
      const { SectionPage } = await import('../features/plan/section-page');
      return { Component: () => <SectionPage sectionId={section.id} /> };
    },
  },
  {
    path: `schools/:schoolId/${section.path}/history`,
    lazy: async () => {
      const { SectionHistoryPage } = await import('../features/plan/section-history-page');
      return { Component: () => <SectionHistoryPage sectionId={section.id} /> };
    },
  },
]);

export const appRoutes: RouteObject[] = [
  { path: 'register', lazy: page(() => import('../features/auth/register-page')) },
  { path: 'school-registration', element: <Redirect to="/register" /> },
  { path: 'forgot-password', lazy: page(() => import('../features/auth/forgot-password-page')) },
  { path: 'reset-password', lazy: page(() => import('../features/auth/reset-password-page')) },
  { path: 'verify-email', lazy: page(() => import('../features/auth/verify-email-page')) },
  { path: 'verify-email/:token', lazy: page(() => import('../features/auth/verify-email-page')) },
  authed([
    { path: 'dashboard', element: <HomeRedirect /> },
    { path: 'settings', element: <Redirect to="/profile" /> },
    { path: 'profile', lazy: page(() => import('../features/profile/profile-page')) },
    { path: 'school-selection', lazy: page(() => import('../features/school/school-selection-page')) },
    {
      id: DASHBOARD_ROUTE_ID, // the server may render it; its browser is told the loader has run (main.tsx)
      path: 'schools/:schoolId',
      loader: dashboardLoader, // starts the page's queries beside its code (decision 030)
      lazy: page(() => import('../features/school/school-dashboard-page')),
    },
    ...sectionRoutes,
    ...extraRoutes,
    // Issue 20: the iwi and mana whenua engagement tracker (a plan page; its aliases are in aliasRoutes).
    ...iwiEngagementRoutes,
    // Issue 19: staff and financial management's seed addresses, before the aliases they replace.
    ...providerLegacyRoutes,
    ...approvalRoutes,
    ...aliasRoutes,
    ...notificationRoutes,
    ...calendarRoutes,
    ...progressRoutes,
    ...waterTestingRoutes,
    // Contractor work (issue 19a): tasks, schedule, visit reports, and provider staff's review of them.
    ...contractorWorkRoutes,
    provider(providerReviewRoutes),
    provider([
      { path: 'waikura', lazy: page(() => import('../features/provider/provider-dashboard-page')) },
      { path: 'waikura-admin', lazy: page(() => import('../features/provider/provider-dashboard-page')) },
      { path: 'waikura/select', lazy: page(() => import('../features/provider/select-school-page')) },
      ...emergencyRoutes,
      {
        path: 'waikura/web-vitals',
        element: (
          <RequireAction action="web-vitals.read">
            <OutletProxy />
          </RequireAction>
        ),
        children: [{ index: true, lazy: page(() => import('../features/web-vitals/web-vitals-page')) }],
      },
      {
        path: 'waikura/school/:schoolId',
        lazy: page(() => import('../features/provider/school-admin-page')),
      },
      // Issue 19 (provider staff): supplies, suppliers (and the /clients redirects), deliveries, activity, staff, finance, map.
      { path: 'supplies', lazy: page(() => import('../features/supplies/supplies-page')) },
      { path: 'waikura/deliveries', lazy: page(() => import('../features/deliveries/deliveries-page')) },
      { path: 'waikura/activity', lazy: page(() => import('../features/deliveries/activity-page')) },
      { path: 'waikura/staff', lazy: page(() => import('../features/staff/staff-page')) },
      { path: 'waikura/finance', lazy: page(() => import('../features/finance/finance-page')) },
      { path: 'map', lazy: page(() => import('../features/map/map-page')) },
      ...supplierRoutes,
      // Issue 20b: the old site-visit address in the provider area (decision 043).
      siteVisitMovedRoute,
    ]),
    {
      path: 'contractor-dashboard',
      lazy: page(() => import('../features/contractor/contractor-dashboard-page')),
    },
    { path: 'contractor', lazy: page(() => import('../features/contractor/contractor-dashboard-page')) },
    {
      path: 'contractor/dashboard',
      lazy: page(() => import('../features/contractor/contractor-dashboard-page')),
    },
    {
      path: 'contractor/schools',
      lazy: page(() => import('../features/contractor/contractor-dashboard-page')),
    },
    {
      path: 'contractor/schools/maintenance-log',
      lazy: page(() => import('../features/contractor/maintenance-log-page')),
    },
    {
      path: 'contractor/schools/:schoolSlug/maintenance-log',
      lazy: page(() => import('../features/contractor/maintenance-log-page')),
    },
  ]),
  // Issue 20b: the specifications' general addresses that lead into the app (decision 043).
  ...startRoutes,
  { path: '*', lazy: page(() => import('../features/not-found/not-found-page')) },
];
