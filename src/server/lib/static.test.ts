import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, staticFiles } from './static';

/** The static server over real HTTP, on a build written here: raw bytes, no client-side decoding. */
let root: string;
let base: string;
let close: () => void;

const SCRIPT = `export const words = ${JSON.stringify('Kia ora, water safety plan. '.repeat(200))};\n`;
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const FIRST_PAGES = { dashboard: ['/assets/dashboard-1.js'], section: ['/assets/section-1.js'] };
const SCHOOL = 'c78ad674-4b6e-4eee-9319-c695171f9931';
const MISSION =
  '<!doctype html><html><body><div id="root" data-prerendered><h1>Our mission</h1></div></body></html>';

const MISSION_MI =
  '<!doctype html><html lang="mi"><body><div id="root" data-prerendered><h1>Tā mātou whāinga</h1></div></body></html>';

const SERVICE_WORKER = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(100)}\n`;
const MANIFEST = '{"name":"WaiKura","start_url":"/"}';

function fetchRaw(path: string, acceptEncoding?: string, extra: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const headers: Record<string, string> = {
      ...extra,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    };
    get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'waikura-static-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '_pages', 'help'), { recursive: true });
  const write = (path: string, body: string) => {
    writeFileSync(join(root, path), body);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(root, `${path}.gz`), gzipSync(body));
  };
  write('assets/index-abc123.js', SCRIPT);
  write('index.html', SHELL);
  write('_pages/mission.html', MISSION);
  mkdirSync(join(root, '_pages-mi'));
  write('_pages-mi/mission.html', MISSION_MI);
  writeFileSync(join(root, '_pages', 'help', 'glossary.html'), '<h1>Glossary</h1>');
  writeFileSync(join(root, 'assets', 'logo-1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('sw.js', SERVICE_WORKER);
  writeFileSync(join(root, '_first-pages.json'), JSON.stringify(FIRST_PAGES));
  writeFileSync(join(root, 'manifest.webmanifest'), MANIFEST);
  const app = new Hono();
  app.use('*', staticFiles(root));
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
    close = () => server.close();
  });
});

afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends the brotli copy to a client that accepts brotli, cached for a year', async () => {
    const res = await fetchRaw('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli (or refusing it with q=0)', async () => {
    for (const accept of ['gzip', 'gzip, br;q=0']) {
      const res = await fetchRaw('/assets/index-abc123.js', accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the plain bytes to a client that accepts neither', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const res = await fetchRaw('/assets/index-abc123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('sends a file without a compressed copy as it is', async () => {
    const res = await fetchRaw('/assets/logo-1.png', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    const page = await fetchRaw('/help/glossary', 'br');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toBe('<h1>Glossary</h1>');
  });

  it('answers 404 for a missing asset, never the app shell', async () => {
    const res = await fetchRaw('/assets/index-gone999.js', 'br');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe('Not found');
  });

  it('serves the service worker as JavaScript that is checked on every visit, and the manifest', async () => {
    const sw = await fetchRaw('/sw.js', 'br');
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.body).toString()).toBe(SERVICE_WORKER);
    const manifest = await fetchRaw('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString())).toEqual(JSON.parse(MANIFEST));
  });

  it('answers 404 for a missing script, manifest or icon outside /assets, never the app shell', async () => {
    for (const path of ['/workbox-gone123.js', '/old.webmanifest', '/icons/icon-1024.png', '/styles.css']) {
      const res = await fetchRaw(path, 'br');
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toBe('Not found');
    }
  });

  it('serves a prerendered page for its route (with or without a trailing slash), compressed', async () => {
    for (const path of ['/mission', '/mission/']) {
      const res = await fetchRaw(path, 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(MISSION);
    }
  });

  it('serves a prerendered page in te reo Māori to a browser whose language cookie chose it', async () => {
    const page = async (headers: Record<string, string>, path = '/mission') => {
      const res = await fetchRaw(path, 'br', headers);
      expect(res.status).toBe(200);
      // Which page is sent depends on the cookie: a shared cache must keep them apart.
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
      return brotliDecompressSync(res.body).toString();
    };
    expect(await page({ cookie: 'waikura-language=mi' })).toBe(MISSION_MI);
    expect(await page({ cookie: 'theme=dark; waikura-language=mi; other=1' }, '/mission/')).toBe(MISSION_MI);
    // English: no cookie, the English cookie, a cookie that only looks like it, or the browser's language
    // alone (the app draws in the language chosen in it, which is English until someone chooses).
    expect(await page({})).toBe(MISSION);
    expect(await page({ cookie: 'waikura-language=en' })).toBe(MISSION);
    expect(await page({ cookie: 'waikura-language=mix' })).toBe(MISSION);
    expect(await page({ cookie: 'not-waikura-language=mi' })).toBe(MISSION);
    expect(await page({ 'accept-language': 'mi, en-NZ;q=0.8' })).toBe(MISSION);
    // A page the build has only in English is sent in English (the app then draws it in te reo).
    const glossary = await fetchRaw('/help/glossary', 'br', { cookie: 'waikura-language=mi' });
    expect(glossary.body.toString()).toBe('<h1>Glossary</h1>');
    // The te reo pages are not routes of their own.
    expect((await fetchRaw('/mi/mission', 'br')).body.toString()).not.toContain('whāinga');
  });

  it('serves the app shell for any other route, and no file outside the build', async () => {
    for (const path of [
      '/schools/abc',
      '/schools/abc/6.1',
      '/login',
      '/missing-page.html',
      '/_pages/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/hosts',
    ]) {
      const res = await fetchRaw(path, 'gzip');
      expect(res.status, path).toBe(200);
      expect(gunzipSync(res.body).toString(), path).toBe(SHELL);
    }
  });
});

describe('the app shell of a first page (decision 048)', () => {
  it('a school’s dashboard: the shell asks for its answers and code, compressed as the client accepts', async () => {
    const br = await fetchRaw(`/schools/${SCHOOL}`, 'br, gzip');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(br.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(br.body).toString();
    expect(html).toContain(`<link rel="preload" href="/api/schools/${SCHOOL}/progress" as="fetch"`);
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dashboard-1.js">',
    );
    expect(html.indexOf('/assets/dashboard-1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(gunzipSync((await fetchRaw(`/schools/${SCHOOL}`, 'gzip')).body).toString()).toBe(html);
    expect((await fetchRaw(`/schools/${SCHOOL}`)).body.toString()).toBe(html);
  });

  it('for a te reo reader, the code only: the answers would come in English', async () => {
    const res = await fetchRaw(`/schools/${SCHOOL}`, undefined, { cookie: 'waikura-language=mi' });
    const html = res.body.toString();
    expect(html).toContain('/assets/dashboard-1.js');
    expect(html).not.toContain('/api/');
  });

  it('any other address gets the shell as built', async () => {
    for (const path of ['/schools/kowhai-valley-school', `/schools/${SCHOOL}/calendar`, '/profile']) {
      expect((await fetchRaw(path)).body.toString(), path).toBe(SHELL);
    }
  });
});

describe('acceptedEncodings', () => {
  it('reads the header, q-values and the wildcard', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=1')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
