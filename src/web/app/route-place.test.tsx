/**
 * A page the server rendered, or the build prerendered, names where its routes sit in the app's table
 * (`data-route`); the browser walks to them instead of matching the address against every route
 * (decisions 054 and 055). The place must lead to the very routes matching would find, for every page the
 * server renders or the build prerenders, and to nothing otherwise.
 */
import {
  createStaticHandler,
  type DataRouteObject,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  UNSAFE_createMemoryHistory,
  UNSAFE_createRouter,
} from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { PLAN_SECTIONS } from '../../domain/plan/catalogue';
import { PRERENDERED_PATHS } from '../features/public/prerendered-paths';
import { appRoutes } from './app-routes';
import { restAfter, routePattern, routePlace, routerStartedSmall, routesAt, tableUpTo } from './route-place';
import { routes, withAppRoutes } from './router';

const table = withAppRoutes(appRoutes);
const SCHOOL = '4b6f3c1e-2d0a-4c5e-9f8b-7a6d5c4b3a21';
const pages = [
  `/schools/${SCHOOL}`,
  '/schools/kowhai-valley-school',
  ...PLAN_SECTIONS.map((s) => `/schools/${SCHOOL}/${s.path}`),
  ...PLAN_SECTIONS.map((s) => `/schools/${SCHOOL}/${s.path}/history`),
];

/** The place the server works out (on its data router's routes, which keep the table's order) leads back. */
function expectPlaceLeadsToMatches(list: RouteObject[], path: string) {
  const matched = matchRoutes(list, path)!;
  const dataRoutes = createStaticHandler(list).dataRoutes;
  const place = routePlace(dataRoutes, matchRoutes(dataRoutes, path)!);
  expect(place).toBe(routePlace(list, matched));
  const found = routesAt(list, place, path);
  expect(found?.map((m) => m.route)).toEqual(matched.map((m) => m.route));
  expect(routePattern(found!)).not.toBe('(not found)');
}

const count = (list: readonly RouteObject[]): number =>
  list.reduce((n, r) => n + 1 + count(r.children ?? []), 0);

/** A data router's routes as the routes they were made from (by reference), in their order. */
type Shape = Pick<RouteObject, 'path' | 'index' | 'element' | 'lazy' | 'Component' | 'loader'> & {
  children?: Shape[];
};
const shape = (list: readonly DataRouteObject[]): Shape[] =>
  list.map((r) => ({
    path: r.path,
    index: r.index,
    element: r.element,
    lazy: r.lazy,
    Component: r.Component,
    loader: r.loader,
    ...(r.children ? { children: shape(r.children) } : {}),
  }));

/** A data router's routes by their paths (index routes as such), in their order. */
type Paths = (string | { path: string; children: Paths })[];
const paths = (list: readonly DataRouteObject[]): Paths =>
  list.map((r) => {
    const path = r.index ? '(index)' : (r.path ?? '(layout)');
    return r.children ? { path, children: paths(r.children) } : path;
  });

describe('where a rendered page’s routes sit in the table', () => {
  test.each(pages)('%s: the place leads to the routes matching finds', (path) => {
    expectPlaceLeadsToMatches(table, path);
  });

  // A prerendered page is hydrated with the public table (`routes`), which the build rendered it from.
  test.each(PRERENDERED_PATHS)('%s (prerendered): the place leads to the routes matching finds', (path) => {
    expectPlaceLeadsToMatches(routes, path);
  });

  // Decision 055: the router starts with the table as far as the page's routes, and the rest is added after.
  test.each([
    ...pages.map((path) => [path, table] as const),
    ...PRERENDERED_PATHS.map((path) => [path, routes] as const),
  ])(
    '%s: a router started with the table up to its routes, the rest added after, has the whole table in its order',
    (path, list) => {
      const routerOf = (start: RouteObject[]) =>
        UNSAFE_createRouter({
          routes: start,
          history: UNSAFE_createMemoryHistory({ initialEntries: [path] }),
        });
      const matches = matchRoutes(list, path)!;
      const start = tableUpTo(list, matches);
      const router = routerOf(start);
      // What it starts with is what matters: far fewer routes than the whole table for an app page.
      if (list === table) expect(count(start)).toBeLessThan(count(list) / 2);
      const rest = restAfter(list, matches, router.routes);
      for (const [id, children] of rest) router.patchRoutes(id, children);
      expect(shape(router.routes)).toEqual(shape(routerOf(list).routes));
      expect(count(router.routes)).toBe(count(list));
    },
  );

  // Decision 057: the rest is added when the person first opens an address the routes it has cannot be
  // trusted with, before the router's own way of adding routes (for a public page: the app's routes).
  // The third column: whether the router's own way is asked on the first navigation (a public address that
  // the whole public table matches does not need the app's routes; an app address already in the table
  // without a parameter needs nothing at all).
  test.each([
    [`/schools/${SCHOOL}`, table, '/profile', false],
    [
      `/schools/${SCHOOL}/${PLAN_SECTIONS[0]!.path}`,
      table,
      `/schools/${SCHOOL}/${PLAN_SECTIONS.at(-1)!.path}`,
      true,
    ],
    [
      `/schools/${SCHOOL}/${PLAN_SECTIONS.at(-1)!.path}`,
      table,
      `/schools/${SCHOOL}/${PLAN_SECTIONS[0]!.path}`,
      true,
    ],
    ['/', routes, '/help/glossary', false],
    ['/faq', routes, '/login', false],
    ['/', routes, `/schools/${SCHOOL}`, true],
    ['/help/glossary', routes, '/profile', true],
  ] as const)(
    '%s: a router started small has only its routes until %s is opened, then the whole table',
    async (path, list, elsewhere, asksNext) => {
      const history = () => UNSAFE_createMemoryHistory({ initialEntries: [path] });
      const matches = matchRoutes(list, path)!;
      // The router's own way of adding routes: as patchAppRoutes, the app's routes under the root, once.
      let appAdded = list === table;
      const next = vi.fn<PatchRoutesOnNavigationFunction>(async ({ patch }) => {
        if (appAdded) return;
        appAdded = true;
        patch('root', appRoutes);
      });
      // Not initialized, as main.tsx's router is not before it is given to React: the page's routes are
      // loaded then, and there is nothing left for it to find.
      const router = routerStartedSmall(
        (start, patchRoutesOnNavigation) =>
          UNSAFE_createRouter({
            routes: start,
            history: history(),
            hydrationData: { loaderData: {} },
            patchRoutesOnNavigation,
          }),
        list,
        matches,
        next,
      );
      const whole = UNSAFE_createRouter({ routes: table, history: history() });
      expect(count(router.routes)).toBe(count(tableUpTo(list, matches)));
      await router.navigate(elsewhere);
      if (asksNext) expect(next).toHaveBeenCalled();
      else expect(next).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe(elsewhere);
      const found = (m: { route: RouteObject }[]) => m.map(({ route }) => route.path ?? '(index)');
      expect(found(router.state.matches)).toEqual(found(matchRoutes(whole.routes, elsewhere)!));
      // The whole table, in its order, every route once, however often it is asked again. (Compared by
      // paths: the routes the navigations loaded now have their modules in place of `lazy`.)
      await router.navigate(path);
      await router.navigate(elsewhere);
      const expected =
        next.mock.calls.length > 0
          ? whole.routes
          : UNSAFE_createRouter({ routes: list, history: history() }).routes;
      expect(paths(router.routes)).toEqual(paths(expected));
      expect(count(router.routes)).toBe(count(next.mock.calls.length > 0 ? table : list));
      router.dispose();
      whole.dispose();
    },
  );

  test('a navigation given up before the rest was added leaves it to the next one', async () => {
    const dashboard = `/schools/${SCHOOL}`;
    const section = `/schools/${SCHOOL}/${PLAN_SECTIONS.at(-1)!.path}`;
    // Initialized with its routes' modules still to load, the router asks for routes at once, as it is
    // being made; the navigation that asked is given up when another address is opened straight after,
    // one the routes it has match without a parameter (the person's profile), so nothing else asks.
    const router = routerStartedSmall(
      (start, patchRoutesOnNavigation) =>
        UNSAFE_createRouter({
          routes: start,
          history: UNSAFE_createMemoryHistory({ initialEntries: [dashboard] }),
          hydrationData: { loaderData: {} },
          patchRoutesOnNavigation,
        }).initialize(),
      table,
      matchRoutes(table, dashboard)!,
    );
    await router.navigate('/profile');
    expect(router.state.matches.at(-1)?.route.path).toBe('profile');
    await router.navigate(section);
    expect(router.state.location.pathname).toBe(section);
    expect(router.state.matches.at(-1)?.route.path).toBe(matchRoutes(table, section)!.at(-1)!.route.path);
    expect(count(router.routes)).toBe(count(table));
    router.dispose();
  });

  test('a place that does not lead to this address, or is not a place, finds nothing', () => {
    const dashboard = `/schools/${SCHOOL}`;
    const section = `/schools/${SCHOOL}/${PLAN_SECTIONS[0]!.path}`;
    const dashboardPlace = routePlace(table, matchRoutes(table, dashboard)!);
    expect(routesAt(table, dashboardPlace, dashboard)).not.toBeNull();
    expect(routesAt(table, dashboardPlace, section)).toBeNull();
    for (const bad of [undefined, '', 'x', '0.', '0.99999', '-1', '0']) {
      expect(routesAt(table, bad, dashboard), String(bad)).toBeNull();
    }
  });

  test('a route not in its parent’s children cannot be given a place', () => {
    expect(() => routePlace(table, [{ route: { path: 'elsewhere' } }])).toThrow(/not in its parent/);
  });
});
