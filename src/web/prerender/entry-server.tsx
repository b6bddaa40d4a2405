/**
 * The build's prerenderer (scripts/build.ts bundles this with `vite build --ssr` and calls `render`):
 * a public page's HTML as the browser's first render will produce it, so main.tsx can hydrate it.
 * Signed-out and still checking the session (`/api/me` pending), light theme, English: the state every
 * visitor's first render starts from.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppSkeleton } from '../app/layout/app-skeleton';
import { RootLayout } from '../app/layout/root-layout';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { PRERENDERED_PATHS } from '../features/public/routes';
import { createQueryClient } from '../lib/query-client';

export { PRERENDERED_PATHS };

/**
 * The app's shell for index.html: the layout with a skeleton where the page goes. It paints at once on
 * every app page; the browser renders the app afresh over it (no hydration: the page is not known yet).
 */
export function renderShell(): Promise<string> {
  const shellRoutes: RouteObject[] = [
    { element: <RootLayout />, children: [{ path: '*', element: <AppSkeleton /> }] },
  ];
  return render('/app-shell', shellRoutes);
}

export async function render(path: string, routeList: RouteObject[] = routes): Promise<string> {
  const handler = createStaticHandler(routeList);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answers a redirect; it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script with router state (the CSP allows none, and there is no loader data).
  const queryClient = createQueryClient();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place, never outlined and revealed by an inline script (the CSP allows none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  // A part that failed would be rendered by the browser instead (and hydration would report it).
  if (errors.length > 0) throw new Error(`${path} failed to prerender: ${String(errors[0])}`);
  queryClient.clear(); // its garbage-collection timers would keep the build's process alive
  return Buffer.concat(chunks).toString('utf8');
}
