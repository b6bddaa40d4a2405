/**
 * `npm run bench:offline` (and the end of `npm run bench`): how fast the incident kit opens with the
 * network down (issue 16 part 5, decision 028). Against the built app served by the real server
 * (bench/server.ts on PGlite with the demo data), in Debian's Chromium driven by Playwright:
 *
 * the principal signs in, the service worker takes the page, 6.1 (the contingency plan) is opened once
 * online; then the network is switched off (`context.setOffline(true)`) and the page is reloaded
 * BENCH_OFFLINE_RUNS times (default 7): from the reload until 6.1's first question and the banner's
 * "This copy of 6.1 was saved at …" are on screen. The same reload online is measured for comparison.
 * Target (issue 16): a median ≤ 500 ms offline.
 *
 * Writes docs/benchmarks.md between `<!-- offline-kit:start -->` and `<!-- offline-kit:end -->`.
 * Builds first (`scripts/build.ts`) unless BENCH_WEB_BUILD=0.
 */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/constants';
import { builtWeb, ROOT, startBenchServer, writeMarkedSection } from './support';

const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'docs/benchmarks.md');
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 7);
const PORT = Number(process.env.BENCH_OFFLINE_PORT ?? 3997);
const PASSWORD = 'bench-password-123456';
const PRINCIPAL = 'principal@demo.waikura.nz';
const START = '<!-- offline-kit:start -->';
const END = '<!-- offline-kit:end -->';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** 6.1's first question (domain/plan/forms/part-6.ts). */
const FIRST_QUESTION = 'What are the first steps when the water may be unsafe?';

const log = (...a: unknown[]) => console.error('[offline]', ...a);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function reloadUntilShown(page: Page, offline: boolean): Promise<number> {
  const t0 = performance.now();
  await page.reload({ waitUntil: 'commit' });
  await page.getByLabel(FIRST_QUESTION).waitFor({ state: 'visible', timeout: 30_000 });
  if (offline) {
    await page
      .getByTestId('offline-banner')
      .getByText(/This copy of 6\.1 was saved at/)
      .waitFor({ state: 'visible', timeout: 30_000 });
  }
  return performance.now() - t0;
}

async function main() {
  const started = new Date();
  const { commit, dirty } = builtWeb(log);
  const load0 = loadavg();
  const server = await startBenchServer<{ port: number; appUrl: string }>(
    { BENCH_DB: 'pglite', PORT: String(PORT), DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' },
    'offline',
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const offline: number[] = [];
  const online: number[] = [];
  try {
    const base = server.ready.appUrl;
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email address').fill(PRINCIPAL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/schools\/[^/]+$/);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const school = new URL(page.url()).pathname.split('/')[2]!;
    await page.goto(`/schools/${school}/contingency-plans`);
    await page.getByLabel(FIRST_QUESTION).waitFor({ state: 'visible' });
    for (let i = 0; i < RUNS; i++) {
      online.push(await reloadUntilShown(page, false));
      log(`online reload ${i + 1}: ${Math.round(online.at(-1)!)} ms`);
    }
    await context.setOffline(true);
    for (let i = 0; i < RUNS; i++) {
      offline.push(await reloadUntilShown(page, true));
      log(`offline reload ${i + 1}: ${Math.round(offline.at(-1)!)} ms`);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
  const load1 = loadavg();
  const ms = (x: number) => `${Math.round(x)} ms`;
  const text = [
    START,
    '## The incident kit offline (bench/offline.ts)',
    '',
    `- **Date:** ${started.toISOString()}`,
    `- **Code:** commit ${commit}${dirty ? ', with uncommitted changes' : ''}; built by \`scripts/build.ts\` (Workbox service worker from vite-plugin-pwa, decision 028)`,
    `- **Machine:** ${cpus().length} cores, **shared with other work during the run**: load average ${load0.map((x) => x.toFixed(2)).join(', ')} at the start, ${load1.map((x) => x.toFixed(2)).join(', ')} at the end.`,
    "- **Server:** bench/server.ts on PGlite with the demo data, loopback; Debian's Chromium (Playwright), no network throttling, no CPU slowdown.",
    '',
    `The principal opens 6.1 once online with the service worker in control; then the page is reloaded ${RUNS} times online and ${RUNS} times with \`context.setOffline(true)\`, each timed from the reload until 6.1's first question is on screen (offline also the banner's "This copy of 6.1 was saved at …"). Target (issue 16): offline median ≤ 500 ms.`,
    '',
    '| reload | median | fastest | slowest | runs (ms) | target met |',
    '|---|---:|---:|---:|---|---|',
    `| offline (kept copy) | ${ms(median(offline))} | ${ms(Math.min(...offline))} | ${ms(Math.max(...offline))} | ${offline.map(Math.round).join(', ')} | ${median(offline) <= 500 ? 'yes' : 'no'} |`,
    `| online (network first) | ${ms(median(online))} | ${ms(Math.min(...online))} | ${ms(Math.max(...online))} | ${online.map(Math.round).join(', ')} | — |`,
    END,
  ].join('\n');
  writeMarkedSection(OUT, START, END, text);
  log(`written to ${OUT}`);
  console.log(text);
}

await main();
process.exit(0);
