import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startSecretHeartbeat } from './auth/secret';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed';
import { buildDeps } from './deps';
import { knowledgeIndex } from './features/assistant/search';
import { scheduleCalendarReminders } from './features/calendar/reminders';
import { runSelfCheck } from './features/health/self-check';
import { closeHub } from './features/notifications/service';
import { startDeliveryWorker } from './jobs/deliveries';
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

// WaiKura AI's search index: built once, before the first question (decision 029).
const knowledge = knowledgeIndex();
log.info(
  `assistant knowledge: ${knowledge.passages.length} passages indexed in ${Math.round(knowledge.builtInMs)} ms`,
);

scheduleRetention(deps.db, log);

// Scheduled notifications (in-app, e-mail, SMS), every few seconds; several processes may run it at once.
// DELIVERY_WORKER=off leaves delivery to other processes; DELIVERY_INTERVAL_MS sets the pause (default 5 s).
const deliveryWorker =
  process.env.DELIVERY_WORKER === 'off'
    ? null
    : startDeliveryWorker(deps, { intervalMs: Number(process.env.DELIVERY_INTERVAL_MS) || undefined });
log.info(deliveryWorker ? 'delivery worker started' : 'delivery worker off (DELIVERY_WORKER=off)');

// Calendar reminders for the next 60 days become scheduled notifications, at start and daily.
const stopReminders = scheduleCalendarReminders({ db: deps.db, now: deps.now, log });

// This process's session secret stays "seen", so another process's self-check can tell a mismatch.
const stopHeartbeat = startSecretHeartbeat(deps);

const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `WaiKura is running at ${config.appUrl} (listening on port ${info.port}, database: ${deps.database.kind})`,
  );
});

const stop = async () => {
  server.close();
  stopReminders();
  stopHeartbeat();
  await deliveryWorker?.stop().catch(() => {});
  await closeHub(deps).catch(() => {});
  await deps.database.close().catch(() => {});
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
