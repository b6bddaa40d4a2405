import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { preloadFirstPage } from './app/first-pages';
import { AppProviders } from './app/providers';
import { DASHBOARD_ROUTE_ID } from './app/route-ids';
import { handlesOf, type Matches, routePattern, routerStartedSmall, routesAt } from './app/route-place';
import { appRoutesInTable, loadAppRoutes, patchAppRoutes, routes, withAppRoutes } from './app/router';
import { loadMaori, savedLanguage } from './i18n';
import { installGlobalErrorHandlers } from './lib/error-logger';
import { hydratingUntil } from './lib/hydrating';
import { keepTypedThroughHydration, restoreTyped, typedFields } from './lib/keep-typed';
import { nextTask } from './lib/next-task';
import { onOfflineWritesSent, startOffline } from './lib/offline';
import { browserQueryClient } from './lib/query-client';
import { startFreshLoadAtTop } from './lib/scroll-keys';
import { THEME_STORAGE_KEY } from './lib/theme';
import { reportWebVitals } from './lib/web-vitals';
import './styles.css';

installGlobalErrorHandlers();

/**
 * What runs before the app's first render and which that render does not read. For a page taken over (a
 * prerendered or server-rendered one) it runs in a task of its own (decision 055).
 */
function startServices(): (route: string) => void {
  // A page loaded afresh opens at its top, not where the tab's last such page was scrolled to.
  startFreshLoadAtTop();
  // The service worker and the writes kept offline (decision 028).
  startOffline();
  // Measured from the start (buffered entries); the route's pattern is given once this page's routes are known.
  return reportWebVitals();
}

const queryClient = browserQueryClient();
// Writes kept offline reached the server: the pages' answers read before them are out of date.
onOfflineWritesSent(() => void queryClient.invalidateQueries());

type Router = ReturnType<typeof createBrowserRouter>;
type RouterOptions = Parameters<typeof createBrowserRouter>[1];

/** Made once the address's routes are loaded (before that, the router would start on its fallback). */
function app(router: Router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAppRoutes })) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * Hydrates a page rendered before this script ran (prerendered at build time, or by the server), when this
 * browser's first render gives the same HTML; otherwise renders it afresh, keeping what was typed meanwhile.
 */
function takeOver(router?: Router) {
  // As a transition, React hydrates the page in slices of a few milliseconds that yield to the browser,
  // instead of one task that blocks input on a slow phone (decision 026).
  if (matchesPrerender()) {
    // What is typed while it hydrates is kept (React would set a controlled field back to its state).
    const ready = pageReady();
    keepTypedThroughHydration(root, ready);
    hydratingUntil(ready);
    startTransition(() => void hydrateRoot(root, app(router)));
  } else {
    // Drawn afresh: what the person typed into the rendered fields meanwhile is carried over.
    const typed = typedFields(root);
    const fresh = createRoot(root);
    flushSync(() => fresh.render(app(router)));
    restoreTyped(root, typed);
  }
}

/** Settles once the page is the app's: the root layout marks `<html data-ready>` when the page is hydrated. */
function pageReady(): Promise<void> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    if (html.dataset.ready !== undefined) return resolve();
    const observer = new MutationObserver(() => {
      if (html.dataset.ready === undefined) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
  });
}

/**
 * The answers the server read for a page it rendered (`<script type="application/json" id="server-answers">`),
 * taken out of the page: from here on they live in the query cache, which signing out empties.
 */
function serverAnswers(): [readonly unknown[], unknown][] {
  const element = document.getElementById('server-answers');
  try {
    const text = element?.textContent;
    return text ? (JSON.parse(text) as [readonly unknown[], unknown][]) : [];
  } catch {
    return [];
  } finally {
    element?.remove();
  }
}

/**
 * A prerendered page (scripts/build.ts) was rendered signed out and in the light theme, in the language its
 * `<html lang>` names: English, or te reo Māori for a browser that chose it (decision 051; a page the server
 * rendered is English). It is hydrated when this browser's first render gives the same; otherwise it is
 * rendered afresh.
 */
function matchesPrerender(): boolean {
  const pageLanguage = document.documentElement.lang === 'mi' ? 'mi' : 'en';
  // A page the server rendered may name what this browser keeps that its first render would draw (a plan
  // section's draft, decision 052): with it, the page is drawn afresh.
  const freshIfStored = root.dataset.freshIfStored;
  try {
    const theme = localStorage.getItem(THEME_STORAGE_KEY);
    if (freshIfStored && localStorage.getItem(freshIfStored) !== null) return false;
    return savedLanguage() === pageLanguage && (theme === null || theme === 'light');
  } catch {
    return pageLanguage === 'en';
  }
}

/**
 * The router of a page drawn before this script ran: made from the table as far as the page's routes,
 * which it matches the address against at once; the rest of the table is added when the person first
 * opens another address (decision 057). Made from the whole table, it ranked and tried some three hundred
 * routes in one task of 100–140 ms on a slow phone (decision 055); added before the page was hydrated, a
 * hundred routes a task, each piece ranked the whole table again, in three tasks of 15–24 ms here without
 * the slowdown.
 */
function routerFor(table: RouteObject[], matches: Matches, options: RouterOptions): Router {
  return routerStartedSmall(
    (start, patchRoutesOnNavigation) => createBrowserRouter(start, { ...options, patchRoutesOnNavigation }),
    table,
    matches,
    patchAppRoutes,
  );
}

/**
 * This address's routes in a table. Matching ranks every route of the table, which on a slow phone costs
 * tens of milliseconds each time: a page the server rendered names its routes instead (`data-route`).
 */
const matchesOf = (table: RouteObject[]): Matches => matchRoutes(table, window.location) ?? [];

/** Loads the lazy routes of this address first, so the first render is the page and not its fallback. */
async function loadMatchedRoutes(matches: Matches): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

const root = document.getElementById('root')!;
// Te reo Māori's messages are their own chunk (decision 030): when they are this browser's language they
// are loaded before the first render, so the page is not drawn in English first.
const maori = savedLanguage() === 'mi' ? loadMaori().catch(() => undefined) : null;
if (root.dataset.prerendered !== undefined) {
  // A prerendered page is public: its routes are all in the first script. Taken over in pieces, each a
  // task of its own, none long enough to keep a tap waiting on a slow phone (decision 055): its routes
  // matched and their code asked for; the services above; the router made; the page hydrated.
  void (async () => {
    await nextTask();
    // Found where the build says they are (`data-route`), without matching the address against every route.
    const matches = routesAt(routes, root.dataset.route, window.location.pathname) ?? matchesOf(routes);
    // A route that does not load is loaded again by the router, which reports what failed.
    const loaded = Promise.all([loadMatchedRoutes(matches), maori]).catch(() => undefined);
    await nextTask();
    startServices()(routePattern(matches));
    await loaded;
    await nextTask(); // apart from reading the page's modules
    // Given as hydrated (no loaders to run): React Router then leaves the scroll where it is when the page
    // is taken over, instead of sending it to the top, under the person who scrolled (or reached for a
    // button in the footer) while the app's script was on its way (decision 058).
    const router = routerFor(routes, matches, { hydrationData: { loaderData: {} } });
    await nextTask();
    takeOver(router);
  })();
} else if (root.dataset.server !== undefined) {
  // A signed-in page the server rendered with this person's answers (a dashboard or a plan section,
  // decisions 049 and 052): the answers go into the query cache, the app's routes and the page's code are
  // loaded, and the page is hydrated as it is; in pieces, as a prerendered page is.
  void (async () => {
    // The app's routes asked for in a task of their own, after this script's: asking adds a preload link for
    // each module they need (the page's HTML named most already), and in the same task as reading this
    // script it made one of 35 ms in Lighthouse's traces (decision 058).
    await nextTask();
    const appRoutes = loadAppRoutes();
    appRoutes.catch(() => undefined); // awaited below, after a task or two
    await nextTask();
    const speedReportFor = startServices();
    await nextTask();
    for (const [key, data] of serverAnswers()) queryClient.setQueryData(key, data);
    try {
      const [children] = await Promise.all([appRoutes, maori]);
      await nextTask(); // apart from reading the modules that came last
      const table = withAppRoutes(children);
      // Found where the server says they are, without matching the address against every route.
      const matches = routesAt(table, root.dataset.route, window.location.pathname) ?? matchesOf(table);
      // What the page's modules need run first, each in a task of its own (a section: zod, then its forms).
      const handles = handlesOf(matches);
      for (const { before } of handles) {
        if (!before) continue;
        await before();
        await nextTask();
      }
      await loadMatchedRoutes(matches);
      // What the page's first render would do that its module can do before (a section's answers checked).
      for (const { prepare } of handles) {
        if (!prepare) continue;
        await nextTask();
        await prepare(queryClient);
      }
      await nextTask(); // apart from reading the page's modules
      // The dashboard's loader only starts its queries, whose answers came with the page (a section has none).
      const router = routerFor(table, matches, {
        hydrationData: { loaderData: { [DASHBOARD_ROUTE_ID]: null } },
      });
      await nextTask();
      takeOver(router);
      appRoutesInTable(); // only now: the fallback below needs the router to add them
      speedReportFor(routePattern(matches));
    } catch {
      // The app's routes did not load: drawn as any app page, whose router asks for them again.
      createRoot(root).render(app());
    }
  })();
} else {
  // Any other page is the app's. Its routes' chunk (preloaded by index.html) is started now; the router
  // adds it (patchRoutesOnNavigation) and shows the skeleton meanwhile. The first render is not delayed
  // and not a transition: it replaces index.html's shell in this task, before the browser paints it again.
  // (In te reo Māori it waits for those messages.)
  const speedReportFor = startServices();
  const appRoutes = loadAppRoutes();
  preloadFirstPage(window.location.pathname); // sign-in and the dashboard: their code beside (decision 046)
  if (maori) void maori.then(() => createRoot(root).render(app()));
  else createRoot(root).render(app());
  appRoutes.then(
    (children) => {
      speedReportFor(routePattern(matchesOf(withAppRoutes(children))));
    },
    () => undefined, // the router asks again, and shows what failed
  );
}
