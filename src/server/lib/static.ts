import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  choseMaori,
  FIRST_PAGES_FILE,
  firstPageLinks,
  parseFirstPageChunks,
  readsMaori,
} from './first-pages';
import type { PageRenderer } from './server-render';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types of the files the build writes that are never a page: a missing one is a 404, not the app shell. */
const NOT_PAGES = new Set(Object.keys(TYPES).filter((ext) => ext !== '.html'));

/** Text types: the build writes a `.br` and a `.gz` copy beside each such file (scripts/build.ts). */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);

/** Where the build writes the prerendered public pages: `/mission` → `_pages/mission.html`, `/` → `_pages/index.html`. */
export const PAGES_DIR = '_pages';
/**
 * The same pages in te reo Māori (decision 051), sent to a browser whose chosen language it is (the
 * `waikura-language=mi` cookie the app sets), so its reader does not see the English page first.
 */
export const MAORI_PAGES_DIR = '_pages-mi';

export type Encoding = 'br' | 'gzip';

/**
 * The encodings a client accepts, best first (brotli, then gzip). Reads q-values: `br;q=0` refuses
 * brotli, `*` stands for every encoding not named.
 */
export function acceptedEncodings(header: string | null | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let value = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q' && v !== undefined) value = Number(v);
    }
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get('*');
  const accepts = (name: string) => (q.get(name) ?? wildcard ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Answers with a file, or its precompressed copy when the client accepts one and the build made it.
 * Text types always carry `Vary: Accept-Encoding`, so a shared cache keeps the variants apart.
 */
async function sendFile(c: Context, file: string, cacheControl: string, vary = ''): Promise<Response> {
  const ext = extname(file);
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': cacheControl,
  };
  let path = file;
  if (COMPRESSIBLE_EXTENSIONS.has(ext)) {
    headers.vary = `Accept-Encoding${vary ? `, ${vary}` : ''}`;
    for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
      if (await isFile(file + SUFFIX[encoding])) {
        path = file + SUFFIX[encoding];
        headers['content-encoding'] = encoding;
        break;
      }
    }
  }
  const body = await readFile(path);
  return c.body(new Uint8Array(body), 200, headers);
}

/**
 * Serves the built web app: files by path (`/assets/*` cached for a year, immutable, a missing one a
 * 404; every other file `no-cache`, so `/sw.js` and the manifest are checked on every visit, and a missing
 * file of a known non-page type also a 404), a prerendered public page for its route, and index.html for every other GET (the client router
 * decides).
 */
export function staticFiles(root: string, renderPage?: PageRenderer) {
  const pages = join(root, PAGES_DIR);
  const maoriPages = join(root, MAORI_PAGES_DIR);
  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = decodeURIComponentSafe(c.req.path);
    if (path && !path.includes('\0')) {
      const file = normalize(join(root, path));
      if (file.startsWith(root + sep) && extname(file)) {
        const immutable = path.startsWith('/assets/');
        if (await isFile(file)) {
          return sendFile(c, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        }
        // A missing asset, or a missing file of a type the build writes (`/sw.js`, the manifest, an icon),
        // is a 404: the app's HTML in its place would be taken for a script (a service worker that fails
        // to install every visit) or a manifest. Pages (.html) and routes with a dot (`…/6.1`) go on.
        if (immutable || NOT_PAGES.has(extname(file))) return c.text('Not found', 404);
      }
      // A prerendered public page (the build's list; any other route gets the app's shell), in te reo
      // Māori for a browser that chose it. Which one depends on the cookie, hence `Vary: Cookie`.
      const route = path.replace(/\/+$/, '') || '/index';
      const page = normalize(join(pages, `${route}.html`));
      if (page.startsWith(pages + sep) && (await isFile(page))) {
        const maori = join(maoriPages, `${route}.html`);
        const inMaori = choseMaori(c.req.header('cookie')) && (await isFile(maori));
        return sendFile(c, inMaori ? maori : page, 'no-cache', 'Cookie');
      }
    }
    const index = join(root, 'index.html');
    if (!(await isFile(index))) {
      return c.text('The web app is not built. Run `npm run build` (npm start does this for you).', 503);
    }
    // A school's dashboard or a plan section, for a signed-in visitor who may read it: rendered here with
    // its answers (decisions 049 and 052).
    const rendered = path && renderPage ? await renderPage(c, path) : null;
    if (rendered) return sendHtml(c, rendered, 'private, no-store');
    // A school's dashboard or a plan section: the shell asks for the page's code and first answers at once.
    // The build's list is read only for a school's address (every other page gets the shell as built).
    const chunks = path?.startsWith('/schools/')
      ? parseFirstPageChunks(await readFile(join(root, FIRST_PAGES_FILE), 'utf8').catch(() => ''))
      : null;
    const links =
      path && chunks
        ? firstPageLinks(path, chunks, !readsMaori(c.req.header('cookie'), c.req.header('accept-language')))
        : '';
    if (links) return sendShell(c, index, links);
    return sendFile(c, index, 'no-cache');
  });
}

/**
 * The app shell with a page's preloads in its head, compressed now (a few kilobytes: about a millisecond)
 * in the best encoding the client accepts. It depends on the language cookie, hence `Vary: Cookie`.
 */
async function sendShell(c: Context, index: string, links: string): Promise<Response> {
  const html = (await readFile(index, 'utf8')).replace('</head>', `${links}  </head>`);
  return sendHtml(c, html, 'no-cache');
}

/**
 * A page made for this request, compressed now in the best encoding the client accepts. It depends on the
 * cookie (the language; the session), hence `Vary: Cookie`.
 */
async function sendHtml(c: Context, html: string, cacheControl: string): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': TYPES['.html']!,
    'cache-control': cacheControl,
    vary: 'Accept-Encoding, Cookie',
  };
  const [encoding] = acceptedEncodings(c.req.header('accept-encoding'));
  let body: Uint8Array = Buffer.from(html);
  if (encoding === 'br') {
    body = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    headers['content-encoding'] = 'br';
  } else if (encoding === 'gzip') {
    body = await gz(body, { level: 6 });
    headers['content-encoding'] = 'gzip';
  }
  return c.body(new Uint8Array(body), 200, headers);
}

function decodeURIComponentSafe(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}
