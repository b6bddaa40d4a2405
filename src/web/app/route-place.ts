import type { QueryClient } from '@tanstack/react-query';
import { matchPath, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';

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

/**
 * The table as far as `matches` (decision 055): at each level the routes before the matched one, whole,
 * then the matched one with its own children cut the same way. A router made from it matches the address
 * against a few dozen routes instead of the app's three hundred (React Router ranks and tries every one,
 * 100–140 ms on a slow phone), and the rest (`restAfter`) is added afterwards in the same order, so the
 * finished table is the whole one, route for route.
 */
export function tableUpTo(table: readonly RouteObject[], matches: Matches): RouteObject[] {
  const cut = (list: readonly RouteObject[], depth: number): RouteObject[] => {
    const matched = matches[depth]?.route;
    const at = matched ? list.indexOf(matched) : -1;
    if (at < 0) return [...list];
    const { children } = matched!;
    const kept = children ? ({ ...matched!, children: cut(children, depth + 1) } as RouteObject) : matched!;
    return [...list.slice(0, at), kept];
  };
  return cut(table, 0);
}

/**
 * What `tableUpTo` left out: for each matched route that has children, the id its copy was given in the
 * router made from that table (`routes`, the router's own) and its children after the matched one, to be
 * added with `router.patchRoutes(id, children)`; the outermost level (the table's own routes after the
 * first match) has no parent, and is given as null.
 */
export function restAfter(
  table: readonly RouteObject[],
  matches: Matches,
  routes: readonly { id: string; children?: unknown[] }[],
): [string | null, RouteObject[]][] {
  const rest: [string | null, RouteObject[]][] = [];
  let list: readonly RouteObject[] = table;
  let made: readonly { id: string; children?: unknown[] }[] = routes;
  let parent: string | null = null;
  for (const { route } of matches) {
    const at = list.indexOf(route);
    if (at < 0) break;
    const after = list.slice(at + 1);
    if (after.length > 0) rest.push([parent, after]);
    const copy = made[at];
    if (!copy || !route.children) break;
    parent = copy.id;
    list = route.children;
    made = (copy.children ?? []) as typeof made;
  }
  return rest;
}

/** The routes a data router holds: each with the id it was given, in the order of the table. */
type MadeRoutes = readonly { id: string; children?: unknown[] }[];

/**
 * A router for a page drawn before its script ran, made from the table as far as the page's routes
 * (`tableUpTo`), that adds the rest (`restAfter`) the first time React Router asks for routes it lacks:
 * when an address is opened that the routes it has do not match, or match only through a parameter or
 * a splat, where one it lacks could be the better match (`patchRoutesOnNavigation`). `next`, the
 * router's own way of adding routes (the app's, to a public page's table), is asked after, unless the
 * whole table matches the address without a parameter. So the
 * address's routes are ranked alone when the page is taken over, and the whole table once, when the
 * person first goes elsewhere, in the task that starts that navigation, whose page is fetched after it
 * (decision 057).
 */
export function routerStartedSmall<R extends { routes: MadeRoutes }>(
  make: (start: RouteObject[], patchRoutesOnNavigation: PatchRoutesOnNavigationFunction) => R,
  table: RouteObject[],
  matches: Matches,
  next?: PatchRoutesOnNavigationFunction,
): R {
  let router: R | undefined;
  let restAdded = false;
  router = make(tableUpTo(table, matches), async (args) => {
    // React Router may ask while the router is being made (a page whose routes it must find first).
    if (!router) await null;
    // A navigation given up (another address opened meanwhile) patches nothing: the next one adds the rest.
    if (!restAdded && !args.signal.aborted) {
      for (const [parent, children] of restAfter(table, matches, router!.routes))
        args.patch(parent, children);
      restAdded = true;
      // An address the whole table matches without a parameter needs nothing more (a public page's link
      // to another public page does not fetch the app's routes).
      const found = matchRoutes(router!.routes as RouteObject[], args.path);
      if (found && Object.keys(found.at(-1)!.params).length === 0) return;
    }
    await next?.(args);
  });
  return router;
}

/**
 * What a route's module may ask to do before a page the server rendered is hydrated (its `handle`): work
 * the page's first render would otherwise do, done in a task of its own (decision 056). A plan section
 * checks its stored answers there.
 */
export interface RouteHandle {
  /**
   * Code the route's module needs, loaded and run before the module, in a task of its own (a plan section:
   * zod, before the plan's forms). On the route itself, not from its `lazy`, which it precedes.
   */
  before?: () => Promise<unknown>;
  prepare?: (queryClient: QueryClient) => Promise<void> | void;
}

/** The handles of these routes that have one, outermost first (`before` and `prepare` are run in order). */
export function handlesOf(matches: Matches): RouteHandle[] {
  return matches.flatMap(({ route }) => (route.handle ? [route.handle as RouteHandle] : []));
}
