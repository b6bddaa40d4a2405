import type { RouteObject } from 'react-router';

/** The school calendar (issue 5). */
export const calendarRoutes: RouteObject[] = [];
