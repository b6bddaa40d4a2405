import type { RouteObject } from 'react-router';

/** Notification pages: preferences and the specification's action links (issue 5). */
export const notificationRoutes: RouteObject[] = [];
