/**
 * The delivery worker's benchmark: how long one worker takes to deliver 1,000 due in-app notifications
 * (target: ≤ 5 s on PostgreSQL, issue 5). Stand-alone: `node_modules/.bin/tsx bench/deliveries.ts`.
 *
 * For each database (PostgreSQL, then embedded PGlite for comparison) it makes a fresh database — on
 * PostgreSQL `waikura_bench`, dropped and created again as bench/server.ts does — migrates and seeds it,
 * adds 20 recipients, and then, ROUNDS times: inserts 1,000 due in-app schedules in one statement and
 * times the worker's loop (`runDeliveryBatch` again at once while a batch is full, as
 * `startDeliveryWorker` does) from its first pick until a batch finds nothing. After each round it checks
 * that every schedule is delivered and that there are exactly 1,000 new notifications.
 *
 * Writes its figures into docs/benchmarks.md between `<!-- deliveries:start -->` and
 * `<!-- deliveries:end -->` (the section is created at the end of the file, or replaced).
 *
 * Environment:
 *   BENCH_ADMIN_URL   a PostgreSQL URL whose role may create databases (default
 *                     postgres://waikura:waikura@127.0.0.1:5432/postgres); PostgreSQL is skipped,
 *                     and said so, when it cannot be reached
 *   BENCH_ROUNDS      rounds per database (default 5)
 *   BENCH_ONLY        `pglite` or `postgres` to run one database only
 *   BENCH_OUT         the markdown file (default docs/benchmarks.md)
 */

import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { count, eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { notificationSchedules, notifications, schools, users } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { buildDeps } from '../src/server/deps';
import { closeHub } from '../src/server/features/notifications/service';
import { pickDueSchedules, runDeliveryBatch } from '../src/server/jobs/deliveries';
import { admin as adminAt, ROOT, withDatabase, writeMarkedSection } from './support';

const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'docs/benchmarks.md');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://waikura:waikura@127.0.0.1:5432/postgres';
const DATABASE = 'waikura_bench';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const COUNT = 1000;
const RECIPIENTS = 20;
const TARGET_MS = 5000;
const START = '<!-- deliveries:start -->';
const END = '<!-- deliveries:end -->';

type Kind = 'postgres' | 'pglite';

interface Round {
  ms: number;
  batches: number;
  queries: number;
}

interface DbResult {
  kind: Kind;
  version: string;
  rounds: Round[];
  /** Median ms of a pick that finds nothing, over HISTORY delivered schedules: due only / with expired locks. */
  emptyPick: { dueOnly: number; withExpiredLocks: number };
}

/** Delivered schedules added before timing a pick that finds nothing (the table keeps its history). */
const HISTORY = 100_000;

const log = (...a: unknown[]) => console.error('[deliveries]', ...a);

// Statements the worker sends, counted where the drivers send them: pg's Pool#query (what drizzle's
// node-postgres session calls; the notification hub's NOTIFYs go through its own Client, not counted)
// and PGlite#query. One increment per statement.
let queryCount = 0;
type AnyFn = (this: unknown, ...args: unknown[]) => unknown;
const poolQuery = pg.Pool.prototype.query as unknown as AnyFn;
(pg.Pool.prototype as unknown as { query: AnyFn }).query = function (this: unknown, ...args: unknown[]) {
  queryCount++;
  return poolQuery.apply(this, args);
};
const pgliteQuery = PGlite.prototype.query as unknown as AnyFn;
(PGlite.prototype as unknown as { query: AnyFn }).query = function (this: unknown, ...args: unknown[]) {
  queryCount++;
  return pgliteQuery.apply(this, args);
};

const admin = (text: string, url = ADMIN_URL) => adminAt(text, url);

async function benchDatabase(kind: Kind): Promise<DbResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waikura-bench-deliveries-'));
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    await admin(`drop database if exists ${DATABASE} with (force)`);
    await admin(`create database ${DATABASE}`);
    databaseUrl = withDatabase(ADMIN_URL, DATABASE);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
  });
  // The worker's pool as the server opens it (10 connections); PGlite in memory.
  const database = await openDatabase({ databaseUrl });
  const deps = await buildDeps({ config, database, log: pino({ level: 'silent' }) });
  try {
    await seedDemo(deps.db, { password: 'bench-password-123456' });
    const [school] = await deps.db.select({ id: schools.id }).from(schools).limit(1);
    const recipients = await deps.db
      .insert(users)
      .values(
        Array.from({ length: RECIPIENTS }, (_, i) => ({
          id: randomBytes(16).toString('hex'),
          email: `bench-recipient-${i}@example.nz`,
          name: `Recipient ${i}`,
          emailVerified: true,
          role: 'principal',
          schoolId: school!.id,
        })),
      )
      .returning({ id: users.id });
    const version =
      kind === 'postgres'
        ? String((await admin('show server_version', databaseUrl))[0]?.server_version)
        : String((await database.pglite!.query<{ v: string }>('select version() as v')).rows[0]?.v).split(
            ' ',
          )[1]!;

    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const now = new Date();
      const due = new Date(now.getTime() - 60_000);
      const ids = (
        await deps.db
          .insert(notificationSchedules)
          .values(
            Array.from({ length: COUNT }, (_, i) => ({
              userId: recipients[i % RECIPIENTS]!.id,
              schoolId: school!.id,
              channel: 'in_app',
              scheduledTime: due,
              nextAttemptAt: due,
              payload: {
                title: `Inspect tank screens (${round}.${i})`,
                message: 'The monthly inspection of the tank screens is due this week.',
                type: 'reminder',
                category: 'maintenance',
                action_url: `/schools/${school!.id}/calendar`,
                action_text: 'Open calendar',
              },
              sourceKey: `bench:${round}:${i}`,
            })),
          )
          .returning({ id: notificationSchedules.id })
      ).map((r) => r.id);

      const q0 = queryCount;
      const t0 = performance.now();
      let batches = 0;
      for (;;) {
        // As the worker loop runs it: expired locks looked for in its first batch (then once a minute).
        const r = await runDeliveryBatch(deps, { expiredLocks: batches === 0 });
        if (!r.picked) break;
        batches++;
      }
      const ms = performance.now() - t0;
      const queries = queryCount - q0;

      const [delivered] = await deps.db
        .select({ n: count() })
        .from(notificationSchedules)
        .where(inArray(notificationSchedules.id, ids));
      const [shown] = await deps.db
        .select({ n: count() })
        .from(notifications)
        .where(like(notifications.title, `Inspect tank screens (${round}.%`));
      const stillOpen = await deps.db
        .select({ id: notificationSchedules.id })
        .from(notificationSchedules)
        .where(eq(notificationSchedules.deliveryStatus, 'pending'));
      if (Number(delivered!.n) !== COUNT || Number(shown!.n) !== COUNT || stillOpen.length)
        throw new Error(
          `round ${round}: ${delivered!.n} schedules, ${shown!.n} notifications, ${stillOpen.length} still pending`,
        );
      rounds.push({ ms, batches, queries });
      log(
        `${kind} round ${round + 1}/${ROUNDS}: ${COUNT} delivered in ${ms.toFixed(0)} ms (${batches} batches)`,
      );
    }

    // The cost of a pick with nothing due, when the table holds a history of delivered schedules.
    await deps.db.execute(
      sql`insert into notification_schedules (user_id, channel, delivery_status, scheduled_time, next_attempt_at, delivery_time, payload)
          select ${recipients[0]!.id}, 'in_app', 'delivered', now() - g * interval '1 minute', now() - g * interval '1 minute', now() - g * interval '1 minute', '{"title":"old"}'::jsonb
          from generate_series(1, ${HISTORY}) g`,
    );
    await deps.db.execute(sql`analyze notification_schedules`);
    const timePick = async (expiredLocks: boolean) => {
      const times: number[] = [];
      for (let i = 0; i < 25; i++) {
        const t0 = performance.now();
        const picked = await pickDueSchedules(deps.db, new Date(), 100, { expiredLocks });
        times.push(performance.now() - t0);
        if (picked.length) throw new Error('the empty pick found something');
      }
      return median(times.slice(5));
    };
    const emptyPick = { dueOnly: await timePick(false), withExpiredLocks: await timePick(true) };
    log(
      `${kind} empty pick over ${HISTORY} delivered: ${emptyPick.dueOnly.toFixed(2)} ms / ${emptyPick.withExpiredLocks.toFixed(2)} ms`,
    );
    return { kind, version, rounds, emptyPick };
  } finally {
    await closeHub(deps).catch(() => {});
    await database.close().catch(() => {});
    if (kind === 'postgres') await admin(`drop database if exists ${DATABASE} with (force)`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresReachable(): Promise<string | null> {
  try {
    await admin('select 1');
    return null;
  } catch (err) {
    return `PostgreSQL not benchmarked: ${ADMIN_URL.replace(/:[^:@/]+@/, ':***@')} could not be reached (${(err as Error).message}).`;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function section(
  results: DbResult[],
  notes: string[],
  started: Date,
  load: { start: number[]; end: number[] },
): string {
  let commit = 'unknown';
  let dirty = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
    dirty = execSync('git status --porcelain -- src bench/deliveries.ts', { cwd: ROOT }).toString().trim()
      ? ', with uncommitted changes under src/'
      : ', no uncommitted changes under src/';
  } catch {
    /* not a git checkout */
  }
  const fmt = (n: number) => n.toFixed(2);
  const lines = [
    START,
    '## Delivery worker (bench/deliveries.ts)',
    '',
    `Written by \`node_modules/.bin/tsx bench/deliveries.ts\` (not by \`npm run bench\`, which rewrites the rest of this page); every figure below was measured by that run.`,
    '',
    `- **Date:** ${started.toISOString()}; **code:** commit ${commit}${dirty}`,
    `- **Machine:** ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}); Node ${process.version}; load average (1, 5, 15 min) ${load.start.map(fmt).join(', ')} at the start, ${load.end.map(fmt).join(', ')} at the end`,
    `- **Scenario:** ${COUNT} due in-app schedules for ${RECIPIENTS} recipients inserted in one statement; one worker (\`runDeliveryBatch\`, 100 a batch, again at once while a batch is full, as \`startDeliveryWorker\` runs it) until a batch finds nothing; each round checked: ${COUNT} schedules delivered, ${COUNT} notifications created. ${ROUNDS} rounds per database on one database that keeps the earlier rounds' rows. Target: ≤ ${TARGET_MS / 1000} s on PostgreSQL.`,
    '',
    `| database | median s for ${COUNT} | fastest s | slowest s | notifications per s (median) | batches | DB statements per notification | target ≤ ${TARGET_MS / 1000} s | empty pick over ${HISTORY.toLocaleString('en-NZ')} delivered, ms: due only | … with expired locks |`,
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|',
  ];
  for (const r of results) {
    const ms = r.rounds.map((x) => x.ms);
    const med = median(ms);
    const label =
      r.kind === 'postgres' ? `PostgreSQL ${r.version}` : `PGlite (PostgreSQL ${r.version}, embedded)`;
    const target =
      r.kind === 'postgres'
        ? Math.max(...ms) <= TARGET_MS
          ? 'met in every round'
          : med <= TARGET_MS
            ? 'met by the median, not every round'
            : 'not met'
        : '(no target)';
    lines.push(
      `| ${label} | ${(med / 1000).toFixed(2)} | ${(Math.min(...ms) / 1000).toFixed(2)} | ${(Math.max(...ms) / 1000).toFixed(2)} | ${Math.round((COUNT / med) * 1000)} | ${r.rounds[0]!.batches} | ${(median(r.rounds.map((x) => x.queries)) / COUNT).toFixed(2)} | ${target} | ${r.emptyPick.dueOnly.toFixed(2)} | ${r.emptyPick.withExpiredLocks.toFixed(2)} |`,
    );
  }
  for (const n of notes) lines.push('', n);
  lines.push(
    '',
    "- What a batch of in-app deliveries costs: the picking statement (`UPDATE … WHERE id IN (SELECT … ORDER BY next_attempt_at LIMIT 100 FOR UPDATE SKIP LOCKED) RETURNING *`), one preferences read per recipient in the batch, ONE insert of all its notifications (`createNotifications`, `ON CONFLICT (user_id, source_key) DO NOTHING` with sourceKey `schedule:<id>`, so a retried delivery never shows twice) and ONE update marking its schedules delivered where the lock is still this worker's. \"DB statements per notification\" counts what the worker's pool sends (pg `Pool#query`, PGlite `query`) during the timed loop; on PostgreSQL the notification hub also sends one `pg_notify` per new notification on its own connection (for other processes' open streams), not counted there and not awaited by the worker.",
    '',
    `- *Empty pick*: after the rounds, ${HISTORY.toLocaleString('en-NZ')} delivered schedules are added (a table that keeps its history) and the picking statement is timed with nothing due (median of 20, after 5 unmeasured): looking for due schedules alone reads the partial index on pending ones; also looking for expired locks (a worker that died) has no index to read and scans the table, which is why the worker loop does that once a minute and not in every batch (decision 013).`,
    END,
  );
  return lines.join('\n');
}

async function main() {
  const started = new Date();
  const loadStart = loadavg();
  const only = process.env.BENCH_ONLY;
  const results: DbResult[] = [];
  const notes: string[] = [];
  if (only !== 'pglite') {
    const unreachable = await postgresReachable();
    if (unreachable) {
      notes.push(unreachable);
      log(unreachable);
    } else results.push(await benchDatabase('postgres'));
  }
  if (only !== 'postgres') results.push(await benchDatabase('pglite'));
  if (!results.length) throw new Error('Nothing was measured.');

  const text = section(results, notes, started, { start: loadStart, end: loadavg() });
  writeMarkedSection(OUT, START, END, text);
  console.log(text);
  log(`written to ${OUT}`);
  const pgRun = results.find((r) => r.kind === 'postgres');
  if (pgRun && median(pgRun.rounds.map((r) => r.ms)) > TARGET_MS) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
