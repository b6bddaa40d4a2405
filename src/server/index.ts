import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed';
import { buildDeps } from './deps';
import { runSelfCheck } from './features/health/self-check';
import { scheduleRetention } from './jobs/retention';

const config = loadConfig();
const deps = await buildDeps({ config });
const { log } = deps;

if (config.seedDemo) {
  const result = await seedDemo(deps.db, { password: config.demoPassword });
  if (result.seeded) {
    const lines = [
      '',
      'WaiKura demo data is ready. Log in with any of these accounts:',
      ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(30)} ${a.role}`),
      `  password: ${result.password}`,
      '',
    ];
    console.log(lines.join('\n'));
    if (!config.databaseUrl) {
      writeFileSync(join(config.dataDir, 'demo-logins.txt'), `${lines.join('\n')}\n`, { mode: 0o600 });
    }
  }
}

const check = await runSelfCheck(deps, { probeMail: true });
log.info({ selfCheck: check }, `self-check: ${check.status}`);
for (const [part, c] of Object.entries(check.checks))
  log.info(`self-check ${part}: ${c.status} (${c.detail})`);

scheduleRetention(deps.db, log);

const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `WaiKura is running at ${config.appUrl} (listening on port ${info.port}, database: ${deps.database.kind})`,
  );
});

const stop = async () => {
  server.close();
  await deps.database.close().catch(() => {});
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
