import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/constants';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_URL,
    // The API refuses state-changing requests without our Origin (decision 020). Chromium sends it on every
    // fetch that is not a GET; Playwright's own API requests (`request`, `page.request`) do not, so they say it.
    extraHTTPHeaders: { origin: E2E_URL },
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    // Debian's Chromium; never `playwright install` (it downloads a browser and fails here).
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node_modules/.bin/tsx scripts/build.ts --quiet && exec node_modules/.bin/tsx e2e/support/serve.ts`,
    url: `${E2E_URL}/api/secure/health`,
    reuseExistingServer: false,
    timeout: 300_000, // the build runs first; on a loaded 2-core machine it has taken over 2 minutes
    stdout: 'ignore',
    stderr: 'pipe',
    // Every browser of the run shares 127.0.0.1: the per-address limit on speed reports would drop them.
    env: { E2E_PORT: String(E2E_PORT), WEB_VITALS_PER_ADDRESS_PER_MINUTE: '100000' },
  },
});
