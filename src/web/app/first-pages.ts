/**
 * The page most visits start on once signed in (a school's dashboard; sign-in itself is prerendered,
 * decision 048): opened directly, its code is asked for
 * beside the app's routes, not after the routes have arrived and been read (decision 046). The same
 * modules as their routes in app-routes.tsx, so the browser fetches each chunk once; only the small
 * loaders are in the first script.
 */
const FIRST_PAGES: readonly [RegExp, () => Promise<unknown>][] = [
  [/^\/schools\/[^/]+\/?$/, () => import('../features/school/school-dashboard-page')],
];

/** Starts loading the code of the page at this address when it is one of the first pages (else nothing). */
export function preloadFirstPage(pathname: string): void {
  const load = FIRST_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
  // A failure is left to the route, which loads it again and shows what failed.
  if (load) void load().catch(() => undefined);
}
