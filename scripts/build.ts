/**
 * `npm run build`: the web app for the server to serve, in three steps.
 *   1. Vite builds the browser bundle into dist/web.
 *   2. Vite builds src/web/prerender/entry-server.tsx for Node (dist/ssr) and each public page of
 *      PRERENDERED_PATHS is rendered into dist/web/_pages/<path>.html, inside the built index.html, so
 *      its words paint before the JavaScript arrives; main.tsx hydrates it. dist/ssr stays: the server
 *      renders a school's dashboard with it at request time (decision 049).
 *   The scripts copied from public/ are minified. Then the service worker (vite-plugin-pwa, decision
 *   028) is written again, so that its precache list carries the final index.html's revision.
 *   3. Every text file of dist/web gets a brotli (.br) and a gzip (.gz) copy, made once here at the
 *      highest levels, which src/server/lib/static.ts sends to clients that accept them.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { minifySync } from 'rolldown/experimental';
import { build, type Plugin } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { FIRST_PAGES_FILE, type FirstPageChunks } from '../src/server/lib/first-pages';
import { ROOT_MARKER, SERVER_PAGE_FILE } from '../src/server/lib/server-render';
import { COMPRESSIBLE_EXTENSIONS, MAORI_PAGES_DIR, PAGES_DIR } from '../src/server/lib/static';
import { SIGN_IN_PATH } from '../src/web/features/public/prerendered-paths';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'dist/web');
const SSR = join(ROOT, 'dist/ssr');
const quiet = process.argv.includes('--quiet');
const logLevel = quiet ? 'warn' : 'info';
const log = (...args: unknown[]) => {
  if (!quiet) console.log('[build]', ...args);
};

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files at or under this size are sent as they are: the headers would outweigh the saving. */
const MIN_COMPRESS_BYTES = 256;

/** Finds vite-plugin-pwa's API in the browser build's resolved configuration. */
function capturePwaApi(found: (api: VitePluginPWAAPI) => void): Plugin {
  return {
    name: 'waikura:capture-pwa-api',
    configResolved(config) {
      const api = config.plugins.find((p) => p.name === 'vite-plugin-pwa')?.api as
        | VitePluginPWAAPI
        | undefined;
      if (api) found(api);
    },
  };
}

async function main() {
  const started = Date.now();
  let pwa: VitePluginPWAAPI | undefined;
  // The manifest names the app routes' chunk for index.html's preloads; it is removed after the prerender.
  await build({
    root: ROOT,
    logLevel,
    build: { manifest: true },
    plugins: [capturePwaApi((api) => (pwa = api))],
  });
  if (!pwa) throw new Error('vite.config.ts has no vite-plugin-pwa');
  await build({
    root: ROOT,
    logLevel,
    build: {
      ssr: 'src/web/prerender/entry-server.tsx',
      outDir: SSR,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const pages = await prerender();
  log(`prerendered ${pages} public pages into dist/web/${PAGES_DIR}`);
  await rm(join(WEB, '.vite'), { recursive: true, force: true });
  await minifyPublicScripts();
  // The prerender rewrote index.html (the app shell): the precache list must carry its final revision.
  await pwa.generateSW();
  log('wrote the service worker (dist/web/sw.js)');
  const { files, raw, br } = await precompress(WEB);
  log(`compressed ${files} files: ${kib(raw)} → ${kib(br)} with brotli`);
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The scripts of public/ are copied as written, with their comments; every first visit fetches them, and
 * the home page has a budget of 150 KiB (issue 21). Minified here, before the service worker lists them.
 */
async function minifyPublicScripts() {
  const names = (await readdir(join(ROOT, 'public'))).filter((name) => name.endsWith('.js'));
  for (const name of names) {
    const file = join(WEB, name);
    const source = await readFile(file, 'utf8');
    const result = minifySync(name, source);
    if (result.errors.length > 0)
      throw new Error(`${name}: ${result.errors.map((e) => e.message).join('; ')}`);
    await writeFile(file, result.code);
  }
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function prerender(): Promise<number> {
  const entry = (await import(pathToFileURL(join(SSR, 'entry-server.js')).href)) as {
    render(
      path: string,
      routeList?: undefined,
      seeds?: readonly never[],
      matched?: (place: string) => void,
    ): Promise<string>;
    renderMaori(path: string, matched?: (place: string) => void): Promise<string>;
    renderShell(): Promise<string>;
    PRERENDERED_PATHS: readonly string[];
  };
  const template = await readFile(join(WEB, 'index.html'), 'utf8');
  const marker = ROOT_MARKER;
  if (!template.includes(marker)) throw new Error(`dist/web/index.html has no ${marker}`);
  const pageTemplate = deferAppScript(template);
  const manifest = await readManifest();
  // Sign-in leads into the app: once it is up, the app's routes and the dashboard's code are fetched into
  // the browser's cache in idle time (public/hydrate.js), not after "Log in" (decision 048).
  const afterSignIn = [
    ...new Set([
      ...appChunks(manifest),
      ...FIRST_PAGE_MODULES.dashboard.flatMap((module) => staticChunks(manifest, module)),
    ]),
  ].filter((file) => !template.includes(`"/${file}"`));
  // A page the server renders at request time (a school's dashboard or a plan section,
  // src/server/lib/server-render.ts, decisions 049 and 052): the shell around it with its script deferred
  // as a prerendered page's, and the app's routes among what hydrate.js fetches once the page has painted.
  // The server adds the page's own code there (the first pages' list below).
  const serverPagePreloads = appChunks(manifest)
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `/${file}`);
  await writeFile(
    join(WEB, SERVER_PAGE_FILE),
    pageTemplate.replace(
      /data-preload="([^"]*)"/,
      (_, own: string) => `data-preload="${[own, ...serverPagePreloads].filter(Boolean).join(' ')}"`,
    ),
  );
  if (!pageTemplate.includes('<html lang="en">'))
    throw new Error('dist/web/index.html has no <html lang="en">');
  // Each public page in English and, for a browser whose chosen language is te reo Māori (its cookie), in
  // te reo (decision 051): every English page first, as a page's messages are then all loaded for te reo.
  for (const [dir, lang] of [
    [PAGES_DIR, 'en'],
    [MAORI_PAGES_DIR, 'mi'],
  ] as const) {
    await rm(join(WEB, dir), { recursive: true, force: true });
    for (const path of entry.PRERENDERED_PATHS) {
      // Where the page's routes sit in the table (`data-route`): the browser finds them there instead of
      // matching the address against every route (decisions 054 and 055).
      let place = '';
      const matched = (found: string) => void (place = found);
      let html =
        lang === 'mi'
          ? await entry.renderMaori(path, matched)
          : await entry.render(path, undefined, [], matched);
      if (!place) throw new Error(`${path}: the prerender did not say where its routes are`);
      // The page's own <title> (React renders it where the page declares it) goes into the head, in place
      // of the shell's, so the tab and search results read it before any script runs.
      let page =
        path === SIGN_IN_PATH
          ? pageTemplate.replace(
              '<script src="/hydrate.js" async ',
              `<script src="/hydrate.js" async data-prefetch="${afterSignIn.map((f) => `/${f}`).join(' ')}" `,
            )
          : pageTemplate;
      const title = /^<title[^>]*>[^<]*<\/title>/.exec(html)?.[0];
      if (title) {
        html = html.slice(title.length);
        page = page.replace(/<title>[^<]*<\/title>/, () => title);
      }
      if (lang === 'mi') page = page.replace('<html lang="en">', '<html lang="mi">');
      const file = join(WEB, dir, `${path === '/' ? '/index' : path}.html`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(
        file,
        page.replace(marker, `<div id="root" data-prerendered data-route="${place}">${html}</div>`),
      );
    }
  }
  // Every other page: index.html paints the layout and a skeleton while the app loads, and asks for the
  // session (`/api/me`, which every page reads first) alongside the app's script.
  // The app's routes (a chunk of their own, decision 026) are preloaded beside the entry script, so an app
  // page does not wait for the entry to run before asking for them.
  const appShell = await entry.renderShell();
  const appPreloads = appChunks(manifest)
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  const index = lowPriorityScripts(template)
    .replace(marker, `<div id="root">${appShell}</div>`)
    .replace(
      '</head>',
      `${lowPriorityScripts(appPreloads)}  <link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">\n  </head>`,
    );
  await writeFile(join(WEB, 'index.html'), index);
  // The first pages' own chunks (beyond the shell's), which the server adds to the shell for their
  // addresses (src/server/lib/first-pages.ts, decision 048).
  const own = (modules: readonly string[]) =>
    [...new Set(modules.flatMap((module) => staticChunks(manifest, module)))]
      .filter((file) => !index.includes(`"/${file}"`))
      .map((file) => `/${file}`);
  const firstPages: FirstPageChunks = {
    dashboard: own(FIRST_PAGE_MODULES.dashboard),
    section: own(FIRST_PAGE_MODULES.section),
  };
  await writeFile(join(WEB, FIRST_PAGES_FILE), JSON.stringify(firstPages));
  return entry.PRERENDERED_PATHS.length;
}

/**
 * The modules of the first pages' routes (app-routes.tsx imports them lazily; so does first-pages.ts). A
 * section's route first imports the module that runs zod in a task of its own (`before`, decision 056).
 */
const FIRST_PAGE_MODULES = {
  dashboard: ['src/web/features/school/school-dashboard-page.tsx'],
  section: ['src/web/lib/zod-first.ts', 'src/web/features/plan/section-page.tsx'],
} as const;

/**
 * The app shell's scripts are fetched at low priority (decision 048): the shell's HTML and stylesheet are
 * what paints first, and on a slow line the stylesheet is not to share the bandwidth with 150 KB of script
 * on an equal footing. Module scripts are deferred anyway; their default priority is High, which Lighthouse
 * also counts as holding the first paint back (it put the dashboard's first paint at 2.3 s, the HTML's at 1.2 s).
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replace(/<script type="module" crossorigin /g, '<script type="module" fetchpriority="low" crossorigin ')
    .replace(
      /<link rel="modulepreload" crossorigin /g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin ',
    );
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

export const APP_ROUTES_MODULE = 'src/web/app/app-routes.tsx';
/** The app's English messages, loaded beside its routes (router.tsx), not imported by them (decision 055). */
const APP_MESSAGES_MODULE = 'src/web/i18n/en-app.ts';

/** The chunks every app page needs beyond the first script: the app's routes and its messages. */
const appChunks = (manifest: Manifest): string[] => [
  ...new Set([...staticChunks(manifest, APP_ROUTES_MODULE), ...staticChunks(manifest, APP_MESSAGES_MODULE)]),
];

async function readManifest(): Promise<Manifest> {
  return JSON.parse(await readFile(join(WEB, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** A module's chunk and the chunks it imports statically, from Vite's manifest. */
function staticChunks(manifest: Manifest, module: string): string[] {
  if (!manifest[module]) throw new Error(`Vite's manifest has no chunk for ${module}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  visit(module);
  return [...files];
}

/**
 * A prerendered page needs no script to be read: its module script and preloads leave the head, and
 * public/hydrate.js (at the end of the body) fetches them once the page has loaded.
 */
function deferAppScript(template: string): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!script) throw new Error('dist/web/index.html has no module script');
  const preloads: string[] = [];
  const html = template
    .replace(script[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  const boot = `<script src="/hydrate.js" async data-entry="${script[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace('</body>', `  ${boot}\n  </body>`);
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

async function precompress(dir: string) {
  let files = 0;
  let raw = 0;
  let br = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(file))) continue;
    if ((await stat(file)).size <= MIN_COMPRESS_BYTES) continue;
    const body = await readFile(file);
    const [b, g] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await writeFile(`${file}.br`, b);
    await writeFile(`${file}.gz`, g);
    files += 1;
    raw += body.length;
    br += b.length;
  }
  return { files, raw, br };
}

await main();
// Nothing else to wait for (a timer left by a prerendered page must not hold the build open).
process.exit(0);
