/**
 * Issue 16's figure: the time from saving a failing water-test result to its incident and notification
 * rows being written — one transaction, so the time `recordResults` takes (p50/p95 over N sequential
 * saves, each a new sample's positive E. coli: a new incident, urgent in-app notifications and e-mail and
 * SMS schedules for the school's staff and provider staff). Sequential, to keep the shared machine's load
 * modest. Stand-alone: `node_modules/.bin/tsx bench/water-alerts.ts`.
 *
 * Uses its own PostgreSQL database `waikura_bench_alerts` (dropped and created), migrated and seeded.
 * Writes docs/benchmarks.md between `<!-- water-alerts:start -->` and `<!-- water-alerts:end -->`.
 *
 * Environment: BENCH_ADMIN_URL (default postgres://waikura:waikura@127.0.0.1:5432/postgres),
 * BENCH_SAVES (default 200), BENCH_OUT (default docs/benchmarks.md).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { parameterOf } from '../src/domain/water-testing/parameters';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { notifications, schools, users } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { buildDeps } from '../src/server/deps';
import { closeHub } from '../src/server/features/notifications/service';
import { recordResults } from '../src/server/features/water-testing/service';
import { admin, percentile, ROOT, withDatabase, writeMarkedSection } from './support';

const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'docs/benchmarks.md');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://waikura:waikura@127.0.0.1:5432/postgres';
const DATABASE = 'waikura_bench_alerts';
const SAVES = Number(process.env.BENCH_SAVES ?? 200);

async function main() {
  await admin(`drop database if exists ${DATABASE} with (force)`, ADMIN_URL);
  await admin(`create database ${DATABASE}`, ADMIN_URL);
  const databaseUrl = withDatabase(ADMIN_URL, DATABASE);
  const dataDir = mkdtempSync(join(tmpdir(), 'waikura-bench-alerts-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
  });
  const database = await openDatabase({ databaseUrl });
  const deps = await buildDeps({ config, database, log: pino({ level: 'silent' }) });
  const times: number[] = [];
  let alerts = 0;
  try {
    await seedDemo(deps.db, { password: 'bench-password-123456' });
    const [school] = await deps.db.select({ id: schools.id, name: schools.name }).from(schools).limit(1);
    const [principal] = await deps.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, 'principal@demo.waikura.nz'));
    const actor = principal!;
    for (let i = 0; i < SAVES; i++) {
      const sampleId = `BENCH-${i}-${randomBytes(3).toString('hex')}`;
      const start = performance.now();
      const out = await recordResults(deps.db, {
        school: school!,
        actor,
        items: [
          {
            clientId: crypto.randomUUID(),
            result: {
              sampleId,
              component: 'treatment_plant',
              componentId: 'TP01',
              sampledOn: '2026-01-05',
              laboratory: 'Bench Lab',
              parameter: parameterOf('e_coli')!.id,
              result: { qualifier: null, value: 3 },
              unit: 'per 100 mL',
              mav: null,
              notes: null,
            },
          },
        ],
        now: new Date(),
      });
      times.push(performance.now() - start);
      if (out.opened.length !== 1) throw new Error(`save ${i} opened ${out.opened.length} incidents`);
      alerts += out.notifications.length;
    }
    const [{ n }] = (await deps.db
      .select({ n: count() })
      .from(notifications)
      .where(like(notifications.sourceKey, 'incident:%'))) as [{ n: number }];
    if (n !== alerts) throw new Error(`expected ${alerts} alert notifications, found ${n}`);
  } finally {
    await closeHub(deps);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${DATABASE} with (force)`, ADMIN_URL);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const perSave = alerts / SAVES;
  const START = '<!-- water-alerts:start -->';
  const END = '<!-- water-alerts:end -->';
  const text = [
    START,
    '## Water-test alerts (issue 16)',
    '',
    `\`node_modules/.bin/tsx bench/water-alerts.ts\`, ${new Date().toISOString().slice(0, 10)}, PostgreSQL, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
    '',
    `Saving a failing result until its incident and notification rows are written (one transaction): ${SAVES} sequential saves, each opening an incident with ${perSave.toFixed(0)} in-app notifications and ${(perSave * 2).toFixed(0)} e-mail/SMS schedules.`,
    '',
    '| p50 | p95 | max |',
    '|---|---|---|',
    `| ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${sorted[sorted.length - 1]!.toFixed(1)} ms |`,
    END,
  ].join('\n');
  // The markers are written with the text: the next run (and npm run bench) finds and replaces it.
  writeMarkedSection(OUT, START, END, text);
  console.log(text);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
