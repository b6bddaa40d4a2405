import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit and server integration tests. `npm run test:unit` runs every project; `npm run test:server`
 * runs the server project alone (CI runs it again with DATABASE_URL set, against PostgreSQL).
 * Playwright's e2e/ journeys are not Vitest's.
 */
export default defineConfig({
  test: {
    // Each server test file has its own HTTP server, SMTP server and database: two at a time suit a
    // 2-core machine.
    maxWorkers: 2,
    pool: 'forks',
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
          // Property tests that take 0.7 s alone took 5 s on this 2-core machine under a parallel e2e run.
          testTimeout: 20_000,
        },
      },
      {
        // Components and hooks of the web app, in a simulated browser (happy-dom), with Testing Library.
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx', 'src/web/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test-setup.ts'],
          // Typing key by key in a simulated browser takes ~1 s alone and passed 5 s on a loaded machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
