import type { RouteObject } from 'react-router';

/** Progress, compliance and badges (issue 4): the school's badge page. */
export const progressRoutes: RouteObject[] = [];
