import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { calculatorRoutes } from '../features/calculators';
import { publicRoutes } from '../features/public/routes';
import { appMessagesReady, loadAppMessages } from '../i18n';
import { Redirect } from '../lib/redirect';
import { RouteError } from './error-boundary';
import { AppSkeleton } from './layout/app-skeleton';
import { RootLayout } from './layout/root-layout';

function PageLoading() {
  return <AppSkeleton />;
}

/** The id of the route every page sits under; the app's routes are added as its children. */
export const ROOT_ROUTE_ID = 'root';

/**
 * The routes every page's first script knows: the layout and the public pages. The signed-in app's
 * routes (the plan, the dashboards, sign-in, the not-found page) are in their own chunk,
 * `app-routes.tsx`, which pulls in the plan catalogue and the app's messages. A public page never loads
 * it; an address the public routes do not know (an app page opened directly, or a link from a public
 * page) loads it through React Router's `patchRoutesOnNavigation` (`patchAppRoutes`). Decision 026.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      ...publicRoutes,
      { path: 'home', element: <Redirect to="/" /> },
      // Sign-in, prerendered with the public pages, its words with it (decision 048); the other account
      // pages come with the app's routes.
      {
        path: 'login',
        lazy: async () => {
          const [m] = await Promise.all([
            import('../features/auth/login-page'),
            import('../features/auth/sign-in-messages').then((s) => s.signInMessages),
          ]);
          return { Component: m.default };
        },
      },
      // Issue 20a: the calculators and the suppliers' page (decision 039).
      ...calculatorRoutes,
    ],
  },
];

/** The routes with the app's own under the root: the table once `patchAppRoutes` has added them. */
export function withAppRoutes(children: RouteObject[]): RouteObject[] {
  const root = routes[0]!;
  return [{ ...root, index: false, children: [...(root.children ?? []), ...children] }];
}

let appRoutes: Promise<RouteObject[]> | null = null;

/** The app's routes, fetched once (a failed fetch is tried again on the next call). */
export function loadAppRoutes(): Promise<RouteObject[]> {
  // In te reo Māori the app's te reo messages come too before its first page is drawn (decision 042).
  // The messages are a module of their own, not imported by the routes' module: each is read (evaluated)
  // in a task of its own, neither long enough to keep a tap waiting on a slow phone (decision 055).
  appRoutes ??= Promise.all([
    import('./app-routes'),
    loadAppMessages(),
    appMessagesReady().catch(() => undefined),
  ]).then(
    ([m]) => m.appRoutes,
    (err: unknown) => {
      appRoutes = null;
      throw err;
    },
  );
  return appRoutes;
}

let appRoutesAdded = false;

/** The router was made with the app's routes already in it (a page the server rendered, main.tsx). */
export function appRoutesInTable(): void {
  appRoutesAdded = true;
}

/**
 * Adds the app's routes under the root, once, when an address the public routes do not know is opened.
 * A navigation given up while they load (another address opened meanwhile) patches nothing: they are
 * counted as added only when the patch is made, or every app page would be "not found" until a reload.
 */
export const patchAppRoutes: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
  if (appRoutesAdded) return;
  const children = await loadAppRoutes();
  if (appRoutesAdded || signal.aborted) return;
  appRoutesAdded = true;
  patch(ROOT_ROUTE_ID, children);
};
