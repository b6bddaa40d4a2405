/**
 * A page the server rendered, or the build prerendered, names where its routes sit in the app's table
 * (`data-route`); the browser walks to them instead of matching the address against every route
 * (decisions 054 and 055). The place must lead to the very routes matching would find, for every page the
 * server renders or the build prerenders, and to nothing otherwise.
 */
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { PLAN_SECTIONS } from '../../domain/plan/catalogue';
import { PRERENDERED_PATHS } from '../features/public/prerendered-paths';
import { appRoutes } from './app-routes';
import { routePattern, routePlace, routesAt } from './route-place';
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

describe('where a rendered page’s routes sit in the table', () => {
  test.each(pages)('%s: the place leads to the routes matching finds', (path) => {
    expectPlaceLeadsToMatches(table, path);
  });

  // A prerendered page is hydrated with the public table (`routes`), which the build rendered it from.
  test.each(PRERENDERED_PATHS)('%s (prerendered): the place leads to the routes matching finds', (path) => {
    expectPlaceLeadsToMatches(routes, path);
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
