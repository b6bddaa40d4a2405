import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { createMiddleware } from 'hono/factory';

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

/** Serves the built web app; any other GET falls back to index.html (the client router decides). */
export function staticFiles(root: string) {
  let index: Buffer | null = null;
  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = decodeURIComponentSafe(c.req.path);
    if (path && !path.includes('\0')) {
      const file = normalize(join(root, path));
      if (file.startsWith(root + sep) && extname(file)) {
        try {
          const info = await stat(file);
          if (info.isFile()) {
            const body = await readFile(file);
            const immutable = path.startsWith('/assets/');
            return c.body(new Uint8Array(body), 200, {
              'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
              'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
            });
          }
        } catch {
          /* fall through */
        }
        if (path.startsWith('/assets/')) return c.text('Not found', 404);
      }
    }
    try {
      index ??= await readFile(join(root, 'index.html'));
    } catch {
      return c.text('The web app is not built. Run `npm run build` (npm start does this for you).', 503);
    }
    return c.body(new Uint8Array(index), 200, {
      'content-type': TYPES['.html']!,
      'cache-control': 'no-cache',
    });
  });
}

function decodeURIComponentSafe(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}
