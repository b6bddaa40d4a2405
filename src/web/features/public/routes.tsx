import type { RouteObject } from 'react-router';

/** Public information pages (home, schools, mission, FAQ, help, legal, source water, acceptable solutions). */
export const publicRoutes: RouteObject[] = [];
