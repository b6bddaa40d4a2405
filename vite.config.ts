import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDERED_PATHS } from './src/web/features/public/prerendered-paths';
import { OFFLINE_API_PATTERNS, OFFLINE_CACHE } from './src/web/lib/offline-routes';

/**
 * The incident kit offline (issue 16, decision 028): a Workbox service worker that precaches the app shell
 * and keeps copies of the kit's API answers (network first), and the manifest that makes WaiKura
 * installable. `scripts/build.ts` writes the service worker again after the prerender, so that the
 * precached index.html is the final one.
 */
const pwa = VitePWA({
  registerType: 'prompt', // a new version waits until the person reloads (offline-banner.tsx)
  injectRegister: false, // main.tsx registers it
  manifest: {
    name: 'WaiKura — Drinking Water Safety Plans',
    short_name: 'WaiKura',
    description: 'Your school’s drinking water safety plan and incident kit, also offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#075985',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    mode: 'production',
    sourcemap: false,
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Issue 19: the map's library and worker are loaded by /map only, never precached for everyone.
    globIgnores: [
      '_pages/**',
      '_pages-mi/**',
      '_server-page.html',
      'hydrate.js',
      'assets/maplibre-*',
      'assets/maplibre-gl-worker-*',
    ],
    navigateFallback: 'index.html',
    // The API, and the prerendered public pages (decision 022), keep coming from the server.
    navigateFallbackDenylist: [
      /^\/api\//,
      ...PRERENDERED_PATHS.map(
        (p) => new RegExp(`^${p === '/' ? '' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`),
      ),
    ],
    clientsClaim: true, // the first visit is served by it at once, so what it opens is kept
    cleanupOutdatedCaches: true,
    runtimeCaching: OFFLINE_API_PATTERNS.map((urlPattern) => ({
      urlPattern,
      method: 'GET' as const,
      handler: 'NetworkFirst' as const,
      options: { cacheName: OFFLINE_CACHE, cacheableResponse: { statuses: [200] } },
    })),
  },
});

const ICONS = /node_modules[\\/]lucide-react[\\/]/;
/**
 * The icons the public pages draw (features/public: home, ui.tsx, contact), by lucide's file name, in a
 * chunk of their own (1 KB), so a public page does not fetch the app's whole icon chunk (5 KB) for them
 * (decision 030). An icon a public page adds and this list lacks still works; it brings the app's chunk.
 */
const PUBLIC_ICONS =
  /node_modules[\\/]lucide-react[\\/].*[\\/]icons[\\/](clipboard-check|droplets|hard-hat|school|users|badge-check|file-exclamation-point|phone)\.m?js$/;

/** Decision 046: the home page's chunk also carries the start pages' and the sample plan's words. */
const HOME_AND_ITS_WORDS =
  /src[\\/]web[\\/](features[\\/]public[\\/](home-page\.tsx|start-messages\.ts)|features[\\/]sample-plan[\\/]messages\.ts|i18n[\\/]en-(public-start|sample-plan)\.ts)$/;

/**
 * The app's own script (the entry chunk). Every page runs it before it imports anything else, yet the
 * chunks it imports name it among what they need; asked for again as a `modulepreload` link, added when a
 * page's first route was loaded, it made tasks of 16–31 ms in Lighthouse's traces (decision 057).
 */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

/**
 * Decision 059: every chunk of the app's own code starts with V8's explicit compile hint, so Chrome (136 and
 * later) compiles all its functions while the file streams in, on a background thread, instead of each on the
 * page's main thread the first time it is called (about 1,100 functions, 146 ms of a dashboard's main thread
 * in a Lighthouse trace with `disabled-by-default-v8.compile`; 7-12 ms with the hints). Other browsers read a
 * comment. MapLibre's chunk is left out: the map page calls a small part of its megabyte.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const LAZY_COMPILED = /^assets\/maplibre/;
let forNode = false;
const compileHints: Plugin = {
  name: 'waikura:compile-hints',
  apply: 'build',
  configResolved(config) {
    forNode = Boolean(config.build.ssr); // the prerender's build for Node: not for a browser
  },
  // On the written files: Vite puts the entry chunk's list of dependencies at its top after every plugin's
  // generateBundle, and the hint applies to the functions after it.
  writeBundle(options, bundle) {
    if (forNode) return;
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk' || LAZY_COMPILED.test(file.fileName)) continue;
      const path = join(options.dir ?? 'dist/web', file.fileName);
      const code = readFileSync(path, 'utf8');
      if (!code.startsWith(COMPILE_HINT)) writeFileSync(path, COMPILE_HINT + code);
    }
  },
};

/**
 * React Router's package exports only its development build, which differs from its production build in
 * one flag: its warnings for developers (strings, checks on every route and `useRoutes`, and "Hey developer"
 * under an unexpected error). The app's build takes the production one (decision 059).
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const reactRouterProduction: Plugin = {
  name: 'waikura:react-router-production',
  apply: 'build',
  config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } }),
};

export default defineConfig({
  plugins: [reactRouterProduction, react(), tailwindcss(), pwa, compileHints],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !ENTRY_CHUNK.test(dep)) },
    // Icons in three chunks, not one chunk per icon: an app page asked for ten 1 KB chunks, each a round trip
    // on a slow line. The layout's and the public pages' icons stay apart, so a public page does not load
    // the app's (decisions 026 and 030).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // The service worker's registration and Workbox's window part, which it imports: one request.
            { name: 'offline-register', test: /workbox-window|offline-register|pwa-register/, priority: 3 },
            { name: 'public-icons', test: PUBLIC_ICONS, priority: 2, includeDependenciesRecursively: false },
            // The home page with the start pages' and the sample plan's words, which it shows too: one
            // request for the home page; the other pages that show them fetch the home page's code with them
            // (2 KB) instead of a chunk each (decision 046).
            { name: 'home', test: HOME_AND_ITS_WORDS, priority: 2, includeDependenciesRecursively: false },
            { name: 'icons', test: ICONS, priority: 1 },
            // Issue 19: MapLibre GL in one chunk of its own, named so the service worker can leave it out.
            { name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
