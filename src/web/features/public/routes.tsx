import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Redirect } from '../../lib/redirect';
import { loadSamplePlanMessages, samplePlanRoutes } from '../sample-plan';

import { PUBLIC_REDIRECTS } from './public-redirects';

export { PRERENDERED_PATHS } from './prerendered-paths';
export { PUBLIC_REDIRECTS } from './public-redirects';

/**
 * A page's route: its chunk, and the messages it shows that are not in the first script (decision 046),
 * loaded side by side; the page is drawn once both are here.
 */
const page =
  (load: () => Promise<{ default: ComponentType }>, ...messages: (() => Promise<unknown>)[]) =>
  async () => {
    const [m] = await Promise.all([load(), ...messages.map((loadMessages) => loadMessages())]);
    return { Component: m.default };
  };
const startMessages = () => import('./start-messages').then((m) => m.startMessages);

/**
 * Public information pages (home, schools, mission, FAQ, help, legal, source water, acceptable solutions) and the
 * design system. Every page is its own chunk, loaded when it is first visited.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./home-page'), startMessages, loadSamplePlanMessages) },
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
  { path: 'getstarted', lazy: page(() => import('./get-started-page'), startMessages) },
  { path: 'dual-home', lazy: page(() => import('./dual-home-page'), startMessages) },
  { path: 'te-mana-o-te-wai', lazy: page(() => import('./te-mana-o-te-wai-page'), startMessages) },
  ...PUBLIC_REDIRECTS.map(({ from, to }) => ({ path: from.slice(1), element: <Redirect to={to} /> })),
];
