import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Redirect } from '../../lib/redirect';
import { samplePlanRoutes } from '../sample-plan';

import { PUBLIC_REDIRECTS } from './public-redirects';

export { PRERENDERED_PATHS } from './prerendered-paths';
export { PUBLIC_REDIRECTS } from './public-redirects';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Public information pages (home, schools, mission, FAQ, help, legal, source water, acceptable solutions) and the
 * design system. Every page is its own chunk, loaded when it is first visited.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./home-page')) },
  { path: 'schools', lazy: page(() => import('./schools-page')) },
  { path: 'mission', lazy: page(() => import('./mission-page')) },
  { path: 'faq', lazy: page(() => import('./faq-page')) },
  { path: 'terms-of-service', lazy: page(() => import('./terms-page')) },
  { path: 'privacy-policy', lazy: page(() => import('./privacy-page')) },
  { path: 'source-water', lazy: page(() => import('./source-water-page')) },
  { path: 'acceptable-solutions', lazy: page(() => import('./acceptable-solutions-page')) },
  {
    path: 'help',
    lazy: page(() => import('./help/help-layout')),
    children: [
      { index: true, element: <Redirect to="/help/overview" /> },
      { path: 'overview', lazy: page(() => import('./help/overview-page')) },
      { path: 'faq', lazy: page(() => import('./help/help-faq-page')) },
      { path: 'troubleshooting', lazy: page(() => import('./help/troubleshooting-page')) },
      { path: 'glossary', lazy: page(() => import('./help/glossary-page')) },
      { path: 'documents', lazy: page(() => import('./help/documents-page')) },
      { path: 'contact', lazy: page(() => import('./help/contact-page')) },
      // An unknown topic gets the not-found message, inside the help layout so the topics stay in reach.
      { path: '*', lazy: page(() => import('./help/help-not-found')) },
    ],
  },
  ...samplePlanRoutes, // issue 20: the sample plan and the demo addresses that lead to it (decision 040)
  { path: 'design-system', lazy: page(() => import('../design-system/design-system-page')) },
  // Issue 20b: the start pages and Te Mana o te Wai, and the specification's public addresses that lead to
  // an existing page (decision 043; e2e/public-routes.spec.ts holds every public route's outcome).
  { path: 'getstarted', lazy: page(() => import('./get-started-page')) },
  { path: 'dual-home', lazy: page(() => import('./dual-home-page')) },
  { path: 'te-mana-o-te-wai', lazy: page(() => import('./te-mana-o-te-wai-page')) },
  ...PUBLIC_REDIRECTS.map(({ from, to }) => ({ path: from.slice(1), element: <Redirect to={to} /> })),
];
