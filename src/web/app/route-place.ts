import { matchPath, type RouteObject } from 'react-router';

/** Matched routes, outermost first, as React Router's `matchRoutes` gives them (only the routes are used). */
export type Matches = { route: RouteObject }[];

/**
 * Where matched routes sit in their table: each one's index among its parent's children, outermost
 * first, joined with dots ("0.17.3"). The server writes it on a page it rendered (`data-route`), so the
 * browser finds the page's routes by walking to them instead of matching the address against every route
 * of the table, which on a slow phone costs tens of milliseconds (decision 054). `table` is the list the
 * outermost match is in; a data router's routes keep the order of the routes they were made from.
 */
export function routePlace(
  table: readonly RouteObject[],
  matches: readonly { route: RouteObject }[],
): string {
  const places: number[] = [];
  let list: readonly RouteObject[] = table;
  for (const { route } of matches) {
    const index = list.indexOf(route);
    if (index < 0)
      throw new Error(`route ${route.id ?? route.path ?? '(layout)'} is not in its parent's children`);
    places.push(index);
    list = route.children ?? [];
  }
  return places.join('.');
}

/** The address's route as its pattern (`/schools/:schoolId`): what the speed report may know of it. */
export function routePattern(matches: Matches): string {
  const parts = matches.map((m) => m.route.path).filter((p): p is string => !!p && p !== '*');
  const unmatched = matches.some((m) => m.route.path === '*');
  return unmatched ? '(not found)' : `/${parts.join('/')}`.replace(/\/+/g, '/');
}

/**
 * The routes at `place` in `table`, when they lead to `pathname` (checked against their one pattern);
 * otherwise null, and the caller matches the address itself (a page of another build, a damaged attribute).
 */
export function routesAt(
  table: readonly RouteObject[],
  place: string | undefined,
  pathname: string,
): Matches | null {
  if (!place || !/^\d+(\.\d+)*$/.test(place)) return null;
  const found: Matches = [];
  let list: readonly RouteObject[] = table;
  for (const part of place.split('.')) {
    const route = list[Number(part)];
    if (!route) return null;
    found.push({ route });
    list = route.children ?? [];
  }
  const last = found[found.length - 1]!.route;
  // Only a page's own route ends a match: a layout, or a route with children, does not.
  if (last.index !== true && (last.children?.length ?? 0) > 0) return null;
  const pattern = routePattern(found);
  return pattern !== '(not found)' && matchPath(pattern, pathname) ? found : null;
}
