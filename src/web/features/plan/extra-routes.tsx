import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const revisionRecords = page(() => import('./revision-records-page'));

/**
 * Plan pages of their own (plan specification 2.2): the download of the whole plan, the revision
 * records (at review/revision-records and at revision, one page), and the printable boil water notice.
 */
export const extraRoutes: RouteObject[] = [
  { path: 'schools/:schoolId/download', lazy: page(() => import('./download-page')) },
  { path: 'schools/:schoolId/review/revision-records', lazy: revisionRecords },
  { path: 'schools/:schoolId/revision', lazy: revisionRecords },
  {
    path: 'schools/:schoolId/appendix/boil-water-notice',
    lazy: page(() => import('./boil-water-notice-page')),
  },
];
