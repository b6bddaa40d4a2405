import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The public pages written to HTML at build time (scripts/build.ts) and hydrated in the browser, so their
 * words paint before any script runs. A path here must render the same for every visitor on the first
 * render (no data fetched, nothing read from the browser), or hydration mismatches.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/schools',
  '/mission',
  '/faq',
  '/terms-of-service',
  '/privacy-policy',
  '/source-water',
  '/acceptable-solutions',
  '/help/overview',
  '/help/faq',
  '/help/troubleshooting',
  '/help/glossary',
  '/help/documents',
  '/help/contact',
] as const;

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
      { index: true, element: <Navigate replace to="/help/overview" /> },
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
  { path: 'design-system', lazy: page(() => import('../design-system/design-system-page')) },
];
