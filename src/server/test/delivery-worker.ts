/**
 * A delivery worker in its own process, for the test of several workers on one PostgreSQL database
 * (jobs/deliveries.test.ts): `node --import tsx src/server/test/delivery-worker.ts`.
 *
 * Environment: DATABASE_URL (required), BATCH_LIMIT (default 100), NOW (an ISO instant the worker's
 * clock is fixed at; default the real time). It opens the database, prints `READY` and waits for a line
 * on stdin, so that the test can start every worker at the same moment; then it runs batches until one
 * picks nothing and prints `DONE {json}` with its totals.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { buildDeps } from '../deps';
import { closeHub } from '../features/notifications/service';
import { type BatchResult, runDeliveryBatch } from '../jobs/deliveries';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('delivery-worker: DATABASE_URL is required');
  process.exit(2);
}
const limit = Number(process.env.BATCH_LIMIT ?? 100);
const fixedNow = process.env.NOW ? new Date(process.env.NOW) : null;
const dataDir = mkdtempSync(join(tmpdir(), 'waikura-worker-'));

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
});
const database = await openDatabase({ databaseUrl, poolSize: 10 });
const deps = await buildDeps({
  config,
  database,
  log: pino({ level: 'silent' }),
  now: fixedNow ? () => new Date(fixedNow.getTime()) : undefined,
});

console.log('READY');
await new Promise<void>((resolve) => {
  const lines = createInterface({ input: process.stdin });
  lines.once('line', () => {
    lines.close();
    resolve();
  });
});

const totals: BatchResult & { batches: number } = {
  batches: 0,
  picked: 0,
  delivered: 0,
  retrying: 0,
  failed: 0,
  cancelled: 0,
  postponed: 0,
  gathered: 0,
  lost: 0,
};
for (;;) {
  const r = await runDeliveryBatch(deps, { limit });
  if (!r.picked) break;
  totals.batches++;
  for (const k of Object.keys(r) as (keyof BatchResult)[]) totals[k] += r[k];
}
console.log(`DONE ${JSON.stringify(totals)}`);
await closeHub(deps);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
