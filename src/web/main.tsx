import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { preloadFirstPage } from './app/first-pages';
import { AppProviders } from './app/providers';
import { loadAppRoutes, patchAppRoutes, routes } from './app/router';
import { LANGUAGE_KEY, loadMaori, savedLanguage } from './i18n';
import { installGlobalErrorHandlers } from './lib/error-logger';
import { onOfflineWritesSent, startOffline } from './lib/offline';
import { browserQueryClient } from './lib/query-client';
import { THEME_STORAGE_KEY } from './lib/theme';
import { reportWebVitals } from './lib/web-vitals';
import './styles.css';

installGlobalErrorHandlers();
// The service worker and the writes kept offline (decision 028).
startOffline();

const queryClient = browserQueryClient();
// Writes kept offline reached the server: the pages' answers read before them are out of date.
onOfflineWritesSent(() => void queryClient.invalidateQueries());

/** Made once the address's routes are loaded (before that, the router would start on its fallback). */
function app() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes, { patchRoutesOnNavigation: patchAppRoutes })} />
    </AppProviders>
  );
}

/**
 * A prerendered page (scripts/build.ts) was rendered signed out, in English and the light theme. It is
 * hydrated when this browser's first render gives the same; otherwise it is rendered afresh.
 */
function matchesPrerender(): boolean {
  try {
    const lang = localStorage.getItem(LANGUAGE_KEY);
    const theme = localStorage.getItem(THEME_STORAGE_KEY);
    return lang !== 'mi' && (theme === null || theme === 'light');
  } catch {
    return true;
  }
}

/** Loads the lazy routes of this address first, so the first render is the page and not its fallback. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The address as its route's pattern (`/schools/:schoolId`): what the speed report may know of it. */
function routePattern(pathname: string, table: RouteObject[] = routes): string {
  const matches = matchRoutes(table, pathname) ?? [];
  const parts = matches.map((m) => m.route.path).filter((p): p is string => !!p && p !== '*');
  const unmatched = matches.some((m) => m.route.path === '*');
  return unmatched ? '(not found)' : `/${parts.join('/')}`.replace(/\/+/g, '/');
}

const root = document.getElementById('root')!;
// Te reo Māori's messages are their own chunk (decision 030): when they are this browser's language they
// are loaded before the first render, so the page is not drawn in English first.
const maori = savedLanguage() === 'mi' ? loadMaori().catch(() => undefined) : null;
if (root.dataset.prerendered !== undefined) {
  // A prerendered page is public: its routes are all in the first script.
  Promise.all([loadMatchedRoutes(), maori])
    .catch(() => undefined) // the router loads them again, and reports what failed
    .then(() => {
      // As a transition, React hydrates the page in slices of a few milliseconds that yield to the
      // browser, instead of one task that blocks input on a slow phone (decision 026).
      if (matchesPrerender()) startTransition(() => void hydrateRoot(root, app()));
      else createRoot(root).render(app());
      reportWebVitals(routePattern(window.location.pathname));
    });
} else {
  // Any other page is the app's. Its routes' chunk (preloaded by index.html) is started now; the router
  // adds it (patchRoutesOnNavigation) and shows the skeleton meanwhile. The first render is not delayed
  // and not a transition: it replaces index.html's shell in this task, before the browser paints it again.
  // (In te reo Māori it waits for those messages.)
  const appRoutes = loadAppRoutes();
  preloadFirstPage(window.location.pathname); // sign-in and the dashboard: their code beside (decision 046)
  if (maori) void maori.then(() => createRoot(root).render(app()));
  else createRoot(root).render(app());
  appRoutes.then(
    (children) => {
      const table: RouteObject[] = [{ path: '/', children: [...(routes[0]!.children ?? []), ...children] }];
      reportWebVitals(routePattern(window.location.pathname, table));
    },
    () => undefined, // the router asks again, and shows what failed
  );
}
