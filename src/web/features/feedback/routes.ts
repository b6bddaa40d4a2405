import type { RouteObject } from 'react-router';

/** Provider staff's pages for page issues (`/page-review`, the specification's route) and contact messages. */
export const feedbackRoutes: RouteObject[] = [
  { path: 'page-review', lazy: async () => ({ Component: (await import('./page-review-page')).default }) },
  { path: 'waikura/messages', lazy: async () => ({ Component: (await import('./messages-page')).default }) },
];
