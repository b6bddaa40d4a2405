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
  type RouteObject,
  UNSAFE_createMemoryHistory,
  UNSAFE_createRouter,
} from 'react-router';
import { describe, expect, test } from 'vitest';
import { PLAN_SECTIONS } from '../../domain/plan/catalogue';
import { PRERENDERED_PATHS } from '../features/public/prerendered-paths';
import { appRoutes } from './app-routes';
import { restAfter, routePattern, routePlace, routesAt, tableUpTo } from './route-place';
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
