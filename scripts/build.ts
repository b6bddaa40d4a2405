/**
 * `npm run build`: the web app for the server to serve, in three steps.
 *   1. Vite builds the browser bundle into dist/web.
 *   2. Vite builds src/web/prerender/entry-server.tsx for Node (dist/ssr) and each public page of
 *      PRERENDERED_PATHS is rendered into dist/web/_pages/<path>.html, inside the built index.html, so
 *      its words paint before the JavaScript arrives; main.tsx hydrates it.
 *   Then the service worker (vite-plugin-pwa, decision 028) is written again, so that its precache list
 *   carries the final index.html's revision.
 *   3. Every text file of dist/web gets a brotli (.br) and a gzip (.gz) copy, made once here at the
 *      highest levels, which src/server/lib/static.ts sends to clients that accept them.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, type Plugin } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { COMPRESSIBLE_EXTENSIONS, PAGES_DIR } from '../src/server/lib/static';

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
  // The prerender rewrote index.html (the app shell): the precache list must carry its final revision.
  await pwa.generateSW();
  log('wrote the service worker (dist/web/sw.js)');
  const { files, raw, br } = await precompress(WEB);
  log(`compressed ${files} files: ${kib(raw)} → ${kib(br)} with brotli`);
  await rm(SSR, { recursive: true, force: true });
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function prerender(): Promise<number> {
  const entry = (await import(pathToFileURL(join(SSR, 'entry-server.js')).href)) as {
    render(path: string): Promise<string>;
    renderShell(): Promise<string>;
    PRERENDERED_PATHS: readonly string[];
  };
  const template = await readFile(join(WEB, 'index.html'), 'utf8');
  const marker = '<div id="root"></div>';
  if (!template.includes(marker)) throw new Error(`dist/web/index.html has no ${marker}`);
  const pageTemplate = deferAppScript(template);
  await rm(join(WEB, PAGES_DIR), { recursive: true, force: true });
  for (const path of entry.PRERENDERED_PATHS) {
    let html = await entry.render(path);
    // The page's own <title> (React renders it where the page declares it) goes into the head, in place
    // of the shell's, so the tab and search results read it before any script runs.
    let page = pageTemplate;
    const title = /^<title[^>]*>[^<]*<\/title>/.exec(html)?.[0];
    if (title) {
      html = html.slice(title.length);
      page = page.replace(/<title>[^<]*<\/title>/, title);
    }
    const file = join(WEB, PAGES_DIR, `${path === '/' ? '/index' : path}.html`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page.replace(marker, `<div id="root" data-prerendered>${html}</div>`));
  }
  // Every other page: index.html paints the layout and a skeleton while the app loads, and asks for the
  // session (`/api/me`, which every page reads first) alongside the app's script.
  // The app's routes (a chunk of their own, decision 026) are preloaded beside the entry script, so an app
  // page does not wait for the entry to run before asking for them.
  const appShell = await entry.renderShell();
  const appPreloads = (await appRoutesChunks())
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  const index = template
    .replace(marker, `<div id="root">${appShell}</div>`)
    .replace(
      '</head>',
      `${appPreloads}  <link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">\n  </head>`,
    );
  await writeFile(join(WEB, 'index.html'), index);
  return entry.PRERENDERED_PATHS.length;
}

/** The app routes' chunk and the chunks it imports statically, from Vite's manifest. */
export const APP_ROUTES_MODULE = 'src/web/app/app-routes.tsx';
async function appRoutesChunks(): Promise<string[]> {
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(await readFile(join(WEB, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  if (!manifest[APP_ROUTES_MODULE]) throw new Error(`Vite's manifest has no chunk for ${APP_ROUTES_MODULE}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  visit(APP_ROUTES_MODULE);
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
