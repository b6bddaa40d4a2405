/**
 * Issue 19's figure: the provider portfolio and the map's data with 2,500 schools against the same with 10,
 * on PostgreSQL. Two databases, `<BENCH_DB>_10` and `<BENCH_DB>_2500` (dropped and created), each seeded with
 * the demo data and then with generated schools: progress rows, a review history in 7.2 for most, a place on
 * the map and a few open incidents; the app runs in this process on each, as deployed and with READ_CACHE=0.
 * Rounds measure the 10-school and the 2,500-school app back to back, so both see the same load on a shared
 * machine; each round's load average is written. Requests are sent one at a time (no queueing: each time is
 * the server's own time for one request), signed in as provider staff.
 * Stand-alone: `node_modules/.bin/tsx bench/portfolio.ts`; `npm run bench` runs it too.
 *
 * Writes docs/benchmarks.md between `<!-- portfolio:start -->` and `<!-- portfolio:end -->`.
 * Environment: BENCH_ADMIN_URL (default postgres://waikura:waikura@127.0.0.1:5432/postgres),
 * BENCH_REQUESTS (per endpoint, size and round, default 200), BENCH_ROUNDS (default 3), BENCH_OUT (default
 * docs/benchmarks.md), BENCH_WRITE=0 (print only), BENCH_DB (database name prefix, default
 * waikura_bench_portfolio), BENCH_KEEP=1 (leave both databases for EXPLAIN ANALYZE; drop them yourself).
 */
import { spawnSync } from 'node:child_process';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { PLAN_SECTIONS } from '../src/domain/plan/catalogue';
import { createApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { incidents, planProgress, planSections, schoolLocations, schools } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { appOnFreshDatabase, percentile, ROOT, writeMarkedSection } from './support';

const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'docs/benchmarks.md');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://waikura:waikura@127.0.0.1:5432/postgres';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DB_PREFIX = process.env.BENCH_DB ?? 'waikura_bench_portfolio';
const KEEP = process.env.BENCH_KEEP === '1';
const PASSWORD = 'bench-password-123456';
const LEVELS = ['fully_compliant', 'partially_compliant', 'non_compliant'] as const;

const ENDPOINTS = [
  { label: 'portfolio, first page (50, by name)', path: '/api/provider/portfolio' },
  {
    label: 'portfolio, needs attention, by progress',
    path: '/api/provider/portfolio?attention=overdue_or_non_compliant&sort=progress&dir=desc',
  },
  { label: 'map data (every school)', path: '/api/provider/map' },
] as const;

/** Adds generated schools until there are `total`, each with the rows a real portfolio has. */
async function growTo(db: Parameters<typeof seedDemo>[0], total: number) {
  const [row] = await db.select({ n: count() }).from(schools);
  const have = Number(row?.n ?? 0);
  for (let start = have; start < total; start += 250) {
    const n = Math.min(250, total - start);
    const made = await db
      .insert(schools)
      .values(
        Array.from({ length: n }, (_, k) => {
          const i = start + k;
          return {
            name: `Bench School ${String(i).padStart(5, '0')}`,
            slug: `bench-school-${i}`,
            region: `Region ${i % 16}`,
          };
        }),
      )
      .returning({ id: schools.id });
    await db.insert(planProgress).values(
      made
        .filter((_, k) => (start + k) % 5 !== 0) // one in five never opened its plan
        .map((s, k) => ({
          schoolId: s.id,
          overall: (start + k) % 101,
          sectionsCompleted: (start + k) % 29,
          totalSections: PLAN_SECTIONS.length,
          compliancePercent: (start * 7 + k * 13) % 101,
          complianceLevel: LEVELS[(start + k) % 3]!,
          failingCount: (start + k) % 12,
          lastActivityAt: new Date(Date.now() - ((start + k) % 400) * 86_400_000),
          nextReviewDate: `202${5 + ((start + k) % 3)}-0${1 + ((start + k) % 9)}-15`,
        })),
    );
    await db.insert(planSections).values(
      made
        .filter((_, k) => (start + k) % 3 !== 0)
        .map((s, k) => ({
          schoolId: s.id,
          sectionId: 'annual-review',
          partId: 'review',
          content: {
            review_history: [
              { id: 'r1', review_date: '2024-03-01', next_review_date: '2025-03-01' },
              {
                id: 'r2',
                review_date: `2025-0${1 + (k % 9)}-10`,
                next_review_date: `2026-0${1 + (k % 9)}-10`,
              },
            ],
          },
        })),
    );
    await db.insert(schoolLocations).values(
      made.map((s, k) => ({
        schoolId: s.id,
        lat: -35 - ((start + k) % 120) / 10,
        lng: 172 + ((start + k) % 60) / 10,
      })),
    );
    const withIncident = made.filter((_, k) => (start + k) % 33 === 0);
    if (withIncident.length)
      await db.insert(incidents).values(
        withIncident.map((s) => ({
          schoolId: s.id,
          kind: 'ecoli',
          title: 'E. coli in a routine sample',
          whatHappened: 'Bench incident',
          discoveredAt: new Date(),
          openedByName: 'Bench',
        })),
      );
  }
}

/** The answer's bytes as they cross the wire with gzip accepted (fetch would hand back the decoded body). */
function wireBytes(url: string, cookie: string): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => {
        n += chunk.length;
      });
      res.on('end', () => done(n));
      res.on('error', fail);
    }).on('error', fail);
  });
}

async function measure(base: string, cookie: string) {
  const out: Record<string, { p50: number; p95: number; bytes: number; wire: number }> = {};
  for (const e of ENDPOINTS) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 20; i++) await (await fetch(base + e.path, { headers: { cookie } })).arrayBuffer(); // warm up
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const res = await fetch(base + e.path, { headers: { cookie, 'accept-encoding': 'gzip' } });
      const body = await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (!res.ok) throw new Error(`${e.path}: ${res.status}`);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    out[e.label] = {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      bytes,
      wire: await wireBytes(base + e.path, cookie),
    };
  }
  return out;
}

async function listen(fetchFn: (req: Request) => Response | Promise<Response>) {
  const server = serve({ fetch: fetchFn, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** One database with `total` schools, the app on it twice: as deployed and with READ_CACHE=0. */
async function portfolioOf(total: number) {
  const app = await appOnFreshDatabase(ADMIN_URL, `${DB_PREFIX}_${total}`, { SEED_DEMO: '1' });
  const cached = await listen(createApp(app.deps).fetch);
  // The same app on a second handle with the read caches off (READ_CACHE=0): every request reads the database.
  const uncachedDb = await openDatabase({ databaseUrl: app.databaseUrl, readCache: false });
  const uncached = await listen(createApp({ ...app.deps, db: uncachedDb.db }).fetch);
  await seedDemo(app.deps.db, { password: PASSWORD });
  const signIn = await fetch(`${cached.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.deps.config.appUrl },
    body: JSON.stringify({ email: 'staff@demo.waikura.nz', password: PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  await growTo(app.deps.db, total);
  await app.deps.db.execute('analyze');
  return {
    cookie,
    cached: cached.base,
    uncached: uncached.base,
    async close() {
      cached.server.close();
      uncached.server.close();
      await uncachedDb.close();
      // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE (psql on the admin URL's server).
      if (!KEEP) await app.close();
    },
  };
}

type Figures = Awaited<ReturnType<typeof measure>>;
const kb = (f: { bytes: number; wire: number }) =>
  `${(f.wire / 1024).toFixed(1)} KB (${(f.bytes / 1024).toFixed(1)} KB decoded)`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

async function main() {
  const small = await portfolioOf(10);
  const large = await portfolioOf(2_500);
  try {
    // Rounds of the 10-school and the 2,500-school runs back to back, so both see the same load.
    const rounds: { load: string; s: Figures; l: Figures; sc: Figures; lc: Figures }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const load = loadavg()
        .map((x) => x.toFixed(2))
        .join(', ');
      const s = await measure(small.cached, small.cookie);
      const l = await measure(large.cached, large.cookie);
      const sc = await measure(small.uncached, small.cookie);
      const lc = await measure(large.uncached, large.cookie);
      rounds.push({ load, s, l, sc, lc });
      console.log(`round ${r + 1} done (load ${load})`);
    }
    const rows: string[] = [];
    const summary: string[] = [];
    for (const [how, a, b] of [
      ['read caches on (as deployed)', 's', 'l'],
      ['READ_CACHE=0', 'sc', 'lc'],
    ] as const) {
      for (const e of ENDPOINTS) {
        const ratios: number[] = [];
        const p95s: number[] = [];
        rounds.forEach((round, i) => {
          const x = round[a][e.label]!;
          const y = round[b][e.label]!;
          ratios.push(y.p95 / x.p95);
          p95s.push(y.p95);
          rows.push(
            `| ${e.label}, ${how} | ${i + 1} | ${round.load} | ${x.p50.toFixed(1)} / ${x.p95.toFixed(1)} | ${y.p50.toFixed(1)} / ${y.p95.toFixed(1)} | ${(y.p95 / x.p95).toFixed(2)}× | ${kb(x)} / ${kb(y)} |`,
          );
        });
        const ok = median(p95s) <= 50 && median(ratios) <= 1.5;
        summary.push(
          `| ${e.label}, ${how} | ${median(p95s).toFixed(1)} | ${median(ratios).toFixed(2)}× | ${ok ? 'met' : 'NOT met'} |`,
        );
      }
    }
    const text = [
      '<!-- portfolio:start -->',
      '## Provider portfolio and map data, 10 vs 2,500 schools (issue 19)',
      '',
      `\`node_modules/.bin/tsx bench/portfolio.ts\` (also run by \`npm run bench\`), ${new Date().toISOString().slice(0, 16)} UTC, code ${commit()}, PostgreSQL 15 on loopback, two databases (10 and 2,500 schools) and the app on each in the bench's process; ${ROUNDS} rounds, each measuring the 10-school and the 2,500-school app back to back; ${REQUESTS} requests per row one at a time after 20 to warm up, signed in as provider staff; the answer's size as it crosses the wire with \`accept-encoding: gzip\` and decoded. With the read caches as deployed (an answer kept until one of its tables is written: repeat reads of an unchanged portfolio) and with \`READ_CACHE=0\` (every request reads the database). The machine is shared with other work: the load average (1, 5, 15 minutes) at the start of each round is given. Generated schools: progress for four in five, a 7.2 review history for two in three, a map place for each, an open incident for one in 33.`,
      '',
      'Target: p95 ≤ 50 ms with 2,500 schools, and within 1.5× of the same with 10. Judged on the median of the rounds:',
      '',
      '| request | 2,500 schools p95 ms, median of rounds | p95 ratio, median of rounds | target |',
      '|---|---:|---:|---|',
      ...summary,
      '',
      'Every round:',
      '',
      '| request | round | load average | 10 schools p50 / p95 (ms) | 2,500 schools p50 / p95 (ms) | p95 ratio | answer, 10 / 2,500 schools: on the wire (decoded) |',
      '|---|---:|---|---|---|---:|---:|',
      ...rows,
      '<!-- portfolio:end -->',
    ].join('\n');
    if (process.env.BENCH_WRITE !== '0')
      writeMarkedSection(OUT, '<!-- portfolio:start -->', '<!-- portfolio:end -->', text);
    console.log(text);
  } finally {
    await small.close();
    await large.close();
  }
  if (KEEP) process.exit(0);
}

function commit(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src', 'bench'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  return dirty ? `${head} with uncommitted changes` : head;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
