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
import { routePlace } from '../app/route-place';
import { routes, withAppRoutes } from '../app/router';
import { PRERENDERED_PATHS } from '../features/public/routes';
import { loadAppMessages, loadMaori, maoriTwinsMissing, setPrerenderLanguage } from '../i18n';
import { ME_QUERY_KEY } from '../lib/auth';
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

/** Answers a page's queries were read from, as the server passes them: the query's key and its data. */
export type QuerySeed = readonly [queryKey: readonly unknown[], data: unknown];

/**
 * A signed-in page rendered by the server at request time (src/server/lib/server-render.ts, decision 049):
 * the app's routes under the root, as the browser has them once added, with the answers the server read
 * for this person (`seeds`) in the query cache. English and the light theme, as the prerendered pages.
 */
export async function renderApp(
  path: string,
  seeds: readonly QuerySeed[],
): Promise<{ html: string; route: string }> {
  const [{ appRoutes }] = await Promise.all([import('../app/app-routes'), loadAppMessages()]);
  let route = '';
  const html = await render(path, withAppRoutes(appRoutes), seeds, (place) => {
    route = place;
  });
  return { html, route };
}

/** What the server read for a school's dashboard, each as its API answered it. */
export interface DashboardAnswers {
  me: unknown;
  school: { school: { id: string } };
  progress: unknown;
}

/**
 * A school's dashboard (`/schools/{id}`) with its answers: the HTML, and the answers under the keys the
 * page's queries use (the browser puts them in its cache before hydrating; main.tsx).
 */
export async function renderDashboard(
  path: string,
  schoolParam: string,
  answers: DashboardAnswers,
): Promise<{ html: string; seeds: QuerySeed[]; route: string }> {
  const [{ progressKeys }, { schoolQueryKey }] = await Promise.all([
    import('../features/progress/api'),
    import('../features/school/use-school'),
  ]);
  const seeds: QuerySeed[] = [
    [ME_QUERY_KEY, answers.me],
    [schoolQueryKey(schoolParam), answers.school],
    [progressKeys.progress(answers.school.school.id), answers.progress],
  ];
  return { ...(await renderApp(path, seeds)), seeds };
}

/** What the server read for a plan section, each as its API answered it. */
export interface SectionAnswers {
  me: unknown;
  school: { school: { id: string } };
  section: unknown;
}

/**
 * A plan section (`/schools/{id}/{section's path}`, decision 052) with its answers, as the browser's first
 * render draws it when this browser keeps no draft of the section. One that keeps a draft draws the page
 * with it (its first render reads the draft), so the page names the draft's key for main.tsx.
 */
export async function renderSection(
  path: string,
  schoolParam: string,
  sectionId: string,
  answers: SectionAnswers,
): Promise<{ html: string; seeds: QuerySeed[]; route: string; freshIfStored: string }> {
  const [{ planKeys }, { draftKey }, { schoolQueryKey }] = await Promise.all([
    import('../features/plan/api'),
    import('../features/plan/use-section-editor'),
    import('../features/school/use-school'),
  ]);
  const schoolId = answers.school.school.id;
  const seeds: QuerySeed[] = [
    [ME_QUERY_KEY, answers.me],
    [schoolQueryKey(schoolParam), answers.school],
    [planKeys.section(schoolId, sectionId), answers.section],
  ];
  return { ...(await renderApp(path, seeds)), seeds, freshIfStored: draftKey(schoolId, sectionId) };
}

/**
 * A public page in te reo Māori (decision 051), for a browser whose chosen language it is: drawn as that
 * browser's first render draws it, with te reo's core messages and the page's own twin loaded.
 */
export async function renderMaori(path: string, matched?: (place: string) => void): Promise<string> {
  setPrerenderLanguage('mi');
  try {
    await loadMaori();
    // A twin that failed to load would leave the page half in English, and the browser, drawing it all in
    // te reo, would not hydrate it: the build stops instead.
    if (maoriTwinsMissing() > 0) throw new Error(`${path}: te reo messages of a page failed to load`);
    return await render(path, routes, [], matched);
  } finally {
    setPrerenderLanguage(null);
  }
}

/** `matched` is told where the page's routes sit in `routeList` (route-place.ts). */
export async function render(
  path: string,
  routeList: RouteObject[] = routes,
  seeds: readonly QuerySeed[] = [],
  matched?: (place: string) => void,
): Promise<string> {
  const handler = createStaticHandler(routeList);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answers a redirect; it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  matched?.(routePlace(handler.dataRoutes, context.matches));
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script with router state (the CSP allows none, and there is no loader data).
  const queryClient = createQueryClient();
  for (const [key, data] of seeds) queryClient.setQueryData(key, data);
  try {
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
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    // Its garbage-collection timers would keep the build's process alive, and the server's answers in memory.
    queryClient.clear();
  }
}
