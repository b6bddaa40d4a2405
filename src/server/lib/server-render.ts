/**
 * A school's dashboard and a plan section rendered by the server at request time (issue 21, decisions 049
 * and 052): the pages most visits start on paint with their content from the HTML, before the app's
 * script has arrived and run (on a phone that is 2 to 3 seconds of script), as the prerendered public
 * pages do.
 *
 * The answers are read by asking the app itself, with the visitor's own cookie, for the same API routes the
 * page would ask for: the same session check and the same access policy, so the server never renders
 * anything the browser could not have read. Any answer other than 200 (no session, no access, no such
 * school), a te reo Māori reader (whose words the server does not render), or a failure in rendering gives
 * `null`: the app's shell is sent instead, as before, and the browser does the rest.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import {
  FIRST_PAGES_FILE,
  type FirstPageChunks,
  firstPageOf,
  parseFirstPageChunks,
  readsMaori,
} from './first-pages';

/** The page around a server-rendered page (scripts/build.ts writes it): the built shell, its script deferred. */
export const SERVER_PAGE_FILE = '_server-page.html';
/** Where the page's HTML goes in it. */
export const ROOT_MARKER = '<div id="root"></div>';

type Seed = readonly [readonly unknown[], unknown];
type School = { school: { id: string } };
/** A rendered page: its HTML, the answers it was drawn from, and what in the browser makes it drawn afresh. */
export interface Rendered {
  html: string;
  seeds: Seed[];
  /**
   * A key of the browser's storage whose presence means its first render differs from this one (a plan
   * section's draft kept in that browser): then main.tsx draws the page afresh instead of hydrating it.
   */
  freshIfStored?: string;
  /** Where the page's routes sit in the app's route table (src/web/app/route-place.ts): `data-route`. */
  route?: string;
}
/** What src/web/prerender/entry-server.tsx offers the server (built into dist/ssr by scripts/build.ts). */
export interface RenderEntry {
  renderDashboard(
    path: string,
    schoolParam: string,
    answers: { me: unknown; school: School; progress: unknown },
  ): Promise<Rendered>;
  renderSection(
    path: string,
    schoolParam: string,
    sectionId: string,
    answers: { me: unknown; school: School; section: unknown },
  ): Promise<Rendered>;
}

/** Asks the app for one of its API routes, as this request's browser would (the same cookie). */
export type AskApp = (c: Context<AppEnv>, path: string) => Response | Promise<Response>;

/** A page rendered for this request, or null when the shell is to be sent. */
export type PageRenderer = (c: Context<AppEnv>, path: string) => Promise<string | null>;

/** JSON inside `<script type="application/json">`: nothing in it can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page: the rendered HTML in the root (its `<title>` in the head), the answers beside it. The page's
 * own chunks join what hydrate.js fetches once the page has painted.
 */
export function composePage(
  template: string,
  html: string,
  seeds: readonly Seed[],
  {
    preload = [],
    freshIfStored,
    route,
  }: { preload?: readonly string[]; freshIfStored?: string; route?: string } = {},
): string {
  if (!template.includes(ROOT_MARKER)) throw new Error(`${SERVER_PAGE_FILE} has no ${ROOT_MARKER}`);
  let body = html;
  let page = template.replace(
    /data-preload="([^"]*)"/,
    (_, own: string) => `data-preload="${[own, ...preload.map(attribute)].filter(Boolean).join(' ')}"`,
  );
  const title = /^<title[^>]*>[^<]*<\/title>/.exec(body)?.[0];
  if (title) {
    body = body.slice(title.length);
    page = page.replace(/<title>[^<]*<\/title>/, () => title);
  }
  const answers = `<script type="application/json" id="server-answers">${jsonForScript(seeds)}</script>`;
  const fresh = freshIfStored ? ` data-fresh-if-stored="${attribute(freshIfStored)}"` : '';
  const place = route ? ` data-route="${attribute(route)}"` : '';
  return page.replace(
    ROOT_MARKER,
    () => `<div id="root" data-server${place}${fresh}>${body}</div>${answers}`,
  );
}

async function answer(c: Context<AppEnv>, ask: AskApp, path: string): Promise<unknown | null> {
  const res = await ask(c, path);
  if (res.status !== 200) return null;
  return res.json();
}

/**
 * At most this many pages are rendered at once (each about 60 ms of the one event loop); a visitor beyond
 * them gets the shell, which is always a right answer, rather than waiting behind the others.
 */
export const MAX_RENDERS_AT_ONCE = 4;

const NO_CHUNKS: FirstPageChunks = { dashboard: [], section: [] };

/**
 * The server's renderer of the first pages (firstPageOf: a school's dashboard, a plan section by its
 * address), reading the build in `webDist` (the page around it, the pages' chunks) and beside it (`../ssr`,
 * the app's code for Node). `load` is for tests; a build without them renders nothing.
 */
export function serverRenderer(
  webDist: string,
  ask: AskApp,
  load: () => Promise<RenderEntry> = () =>
    import(pathToFileURL(resolve(webDist, '../ssr/entry-server.js')).href) as Promise<RenderEntry>,
): PageRenderer {
  // The renderer and the page around it, read once; a build without them renders nothing (said once).
  let built: Promise<{ renderer: RenderEntry; template: string; chunks: FirstPageChunks } | null> | null =
    null;
  const loadBuilt = (c: Context<AppEnv>) =>
    (built ??= Promise.all([
      load(),
      readFile(join(webDist, SERVER_PAGE_FILE), 'utf8'),
      readFile(join(webDist, FIRST_PAGES_FILE), 'utf8').catch(() => ''),
    ]).then(
      ([renderer, template, chunks]) => ({
        renderer,
        template,
        chunks: parseFirstPageChunks(chunks) ?? NO_CHUNKS,
      }),
      (err: unknown) => {
        c.get('deps').log.warn({ err }, 'no server renderer in this build; its pages get the shell');
        return null;
      },
    ));
  let rendering = 0;
  return async (c, path) => {
    const cookie = c.req.header('cookie');
    if (c.req.method !== 'GET' || !cookie || !firstPageOf(path, NO_CHUNKS)) return null;
    if (readsMaori(cookie, c.req.header('accept-language'))) return null;
    if (rendering >= MAX_RENDERS_AT_ONCE) return null;
    rendering += 1;
    try {
      const build = await loadBuilt(c);
      if (!build) return null;
      const page = firstPageOf(path, build.chunks)!;
      // The same answers the page's queries read first, each asked of the app with this person's cookie.
      const [me, school, own] = await Promise.all(['/api/me', ...page.data].map((p) => answer(c, ask, p)));
      if (!me || !school || !own) return null;
      const rendered =
        page.page === 'dashboard'
          ? await build.renderer.renderDashboard(path, page.school, {
              me,
              school: school as School,
              progress: own,
            })
          : await build.renderer.renderSection(path, page.school, page.sectionId, {
              me,
              school: school as School,
              section: own,
            });
      return composePage(build.template, rendered.html, rendered.seeds, {
        preload: page.modules,
        freshIfStored: rendered.freshIfStored,
        route: rendered.route,
      });
    } catch (err) {
      // The shell is always a right answer; a page that failed to render is reported and not sent.
      c.get('deps').log.error({ err, path }, 'server render failed; the shell was sent');
      return null;
    } finally {
      rendering -= 1;
    }
  };
}
