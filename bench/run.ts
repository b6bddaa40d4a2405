/**
 * `npm run bench`: load scenarios against the server, on PGlite and on PostgreSQL, and the initial
 * JavaScript of a public page. Writes docs/benchmarks.md. Only measured figures are written.
 *
 * Environment:
 *   DATABASE_URL       a PostgreSQL URL whose role may create databases; the bench creates (and drops)
 *                      the database `waikura_bench` on that server. Default: the local PostgreSQL 15,
 *                      postgres://waikura:waikura@127.0.0.1:5432/postgres; skipped when unreachable.
 *   BENCH_DURATION     seconds per measured scenario (default 20)
 *   BENCH_WARMUP       seconds of warm-up per scenario, not measured (default 3)
 *   BENCH_CONNECTIONS  concurrent connections (default 50)
 *   BENCH_ONLY         `pglite` or `postgres` to run one database only
 *   BENCH_OUT          the markdown file to write (default docs/benchmarks.md)
 *   BENCH_PDF_RUNS     PDF exports measured per plan, one at a time (default 10)
 *   BENCH_PLAN         `0` to leave out the plan scenarios (bench/plan.ts)
 *   BENCH_PAIR         `0` to leave out, on PostgreSQL, the app's save beside bench/save-floor.ts's
 *                      `required-1` and the open-loop save latency (issue 15)
 *   BENCH_PAIR_ROUNDS  rounds of app save and `required-1`, interleaved (default 3)
 *   BENCH_OPEN_LOOP_RATE  saves per second of the open-loop load (default 200)
 *   BENCH_CACHE_OFF    `0` to leave out the PostgreSQL comparison run with the read caches off (READ_CACHE=0)
 *   BENCH_WEB          `0` to leave out the web pages (bench/web.ts: Lighthouse and a throttled first visit)
 *   BENCH_OFFLINE      `0` to leave out the offline kit (bench/offline.ts: 6.1 reloaded with the network off)
 *   BENCH_WATER        `0` to leave out the water-test alerts (bench/water-alerts.ts, PostgreSQL only)
 *   BENCH_ASSISTANT    `0` to leave out WaiKura AI's documents-only path (bench/assistant.ts: evaluation and answer time)
 *   BENCH_PORTFOLIO    `0` to leave out the portfolio and map with 2,500 schools (bench/portfolio.ts, PostgreSQL only)
 *   BENCH_NODE_ARGS    extra node flags for the server process (e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, type as osType, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchPlan, type PlanResults } from './plan';
import { openFloor } from './save-floor';
import {
  type BenchServer,
  machineCpu,
  percentile,
  ROOT,
  signIn as signInAt,
  startBenchServer,
} from './support';

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'docs/benchmarks.md');
const DEFAULT_PG_URL = 'postgres://waikura:waikura@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-password-123456';
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 10);
const PLAN = process.env.BENCH_PLAN !== '0';
const PAIR = process.env.BENCH_PAIR !== '0';
const PAIR_ROUNDS = Number(process.env.BENCH_PAIR_ROUNDS ?? 3);
const OPEN_LOOP_RATE = Number(process.env.BENCH_OPEN_LOOP_RATE ?? 200);
const PRINCIPAL = 'principal@demo.waikura.nz';
const PRINCIPAL_2 = 'principal2@demo.waikura.nz';
const ADMIN = 'admin@demo.waikura.nz';

type Kind = 'pglite' | 'postgres';

interface Scenario {
  key: 'hello' | 'me' | 'dashboard' | 'unread';
  label: string;
  path: string;
  auth: boolean;
}

interface Measured {
  scenario: Scenario;
  requestsPerSecond: number;
  totalRequests: number;
  duration: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  unloadedP50: number;
  /** Server CPU per request over the same sequential requests. */
  unloadedCpuMs: number;
  /** Server process CPU time (user + system, all threads) per completed request during the load. */
  cpuMsPerRequest: number;
  /** Share of the load's wall time the server's event loop was busy (0..1). */
  eventLoopBusy: number;
  /** Average cores busy with anything but the server and the load generator during the load (Linux). */
  otherCores: number | null;
  queriesPerRequest: number | null;
  statements: string[];
  /** In-process split of an authenticated request's time (bench/server.ts `/bench/probe`). */
  probe: Probe | null;
}

interface Timing {
  cpuMs: number;
  wallMs: number;
  queries: number;
}

interface Probe {
  path: string;
  n: number;
  /** The whole app answering the path. */
  request: Timing;
  /** Every /api/* middleware, the session lookup included, then a 404. */
  middleware: Timing;
  /** The same without a cookie: no session to look up. */
  anonymous: Timing;
  /** better-auth's own getSession for the same cookie (a reference). */
  getSession: Timing;
}

interface DbRun {
  kind: Kind;
  /** Whether the server ran with its read caches (the default; READ_CACHE=0 turns them off). */
  readCache: boolean;
  version: string;
  results: Measured[];
  /** The plan scenarios, or why they were not measured. */
  plan: PlanResults | { error: string } | null;
}

const log = (...args: unknown[]) => console.log('[bench]', ...args);

// --- The server child process -----------------------------------------------------------------------

interface Ready {
  port: number;
  kind: Kind;
  schools: { first: string; second: string };
  appUrl: string;
  serverVersion: string | null;
}

type Server = BenchServer<Ready>;

const startServer = (kind: Kind, port: number, adminUrl: string | undefined, readCache: boolean) =>
  startBenchServer<Ready>(
    {
      BENCH_DB: kind,
      PORT: String(port),
      DEMO_PASSWORD: PASSWORD,
      READ_CACHE: readCache ? '1' : '0',
      ...(adminUrl ? { BENCH_ADMIN_URL: adminUrl } : {}),
    },
    kind,
  );

/** The highest ceiling measurement of the run (for figures not bracketed by ceilings of their own). */
const ceilingOf = (results: Measured[]) =>
  results
    .filter((r) => r.scenario.key === 'hello')
    .reduce<Measured | undefined>(
      (a, b) => (a && a.requestsPerSecond >= b.requestsPerSecond ? a : b),
      undefined,
    );

/**
 * The ceiling a scenario's ratio uses: the higher of the two ceiling measurements just before and just
 * after it (every request scenario is bracketed by two; this machine's speed drifts within minutes, so
 * a ceiling measured far from the scenario would say more about the drift than about the app).
 */
const adjacentCeiling = (results: Measured[], r: Measured): Measured | undefined => {
  const i = results.indexOf(r);
  const near = [results[i - 1], results[i + 1]].filter(
    (x): x is Measured => x !== undefined && x.scenario.key === 'hello',
  );
  return ceilingOf(near.length ? near : results);
};

/** The heading of a run's figures. */
const runName = (run: Pick<DbRun, 'kind' | 'readCache'>) =>
  `${run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}${run.readCache ? '' : ', read caches off (READ_CACHE=0)'}`;

const signIn = (server: Server, email = PRINCIPAL) => signInAt(server, email, PASSWORD);

// --- HTTP helpers -------------------------------------------------------------------------------------

async function expectOk(url: string, cookie?: string): Promise<unknown> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Queries the server sends for one request, and their text (from the counting hook in bench/server.ts). */
async function queriesPerRequest(server: Server, url: string, cookie?: string) {
  await fetch(`${server.base}/bench/queries/record`, { method: 'POST' });
  await expectOk(url, cookie);
  const stop = (await (await fetch(`${server.base}/bench/queries/stop`, { method: 'POST' })).json()) as {
    statements: string[];
  };
  // The average over more requests confirms the one recorded.
  const n = 50;
  const before = ((await (await fetch(`${server.base}/bench/queries`)).json()) as { count: number }).count;
  for (let i = 0; i < n; i++) await expectOk(url, cookie);
  const after = ((await (await fetch(`${server.base}/bench/queries`)).json()) as { count: number }).count;
  return { perRequest: (after - before) / n, statements: stop.statements };
}

interface Stats {
  queries: number;
  cpu: { user: number; system: number };
  elu: { idle: number; active: number };
}
const stats = async (server: Server) => (await (await fetch(`${server.base}/bench/stats`)).json()) as Stats;

/**
 * Waits until the server has finished what an earlier load left behind: autocannon closes its sockets
 * at the end, but the server still answers the requests it had already read.
 */
async function quiesce(server: Server) {
  const deadline = Date.now() + 60_000;
  let last = await stats(server);
  let calm = 0;
  while (calm < 2 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await stats(server);
    const cpuMs = (now.cpu.user + now.cpu.system - last.cpu.user - last.cpu.system) / 1000;
    calm = now.queries === last.queries && cpuMs < 50 ? calm + 1 : 0;
    last = now;
  }
}

/** Median latency and server CPU per request of sequential requests on one connection (no load). */
async function unloaded(server: Server, url: string, cookie?: string, n = 200) {
  const times: number[] = [];
  const before = await stats(server);
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    const res = await fetch(url, { headers: cookie ? { cookie } : {} });
    await res.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const after = await stats(server);
  return {
    p50: percentile(
      times.sort((a, b) => a - b),
      50,
    ),
    cpuMs: (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000 / n,
  };
}

// --- Load ---------------------------------------------------------------------------------------------

function cannon(
  url: string,
  seconds: number,
  cookie: string | undefined,
  onLatency?: (ms: number, status: number) => void,
) {
  return new Promise<autocannon.Result>((resolvePromise, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: cookie ? { cookie } : {} },
      (err, result) => (err ? reject(err) : resolvePromise(result)),
    );
    if (onLatency)
      instance.on('response', (_client, statusCode, _bytes, responseTime) =>
        onLatency(responseTime, statusCode),
      );
  });
}

async function load(server: Server, url: string, cookie?: string) {
  if (WARMUP > 0) await cannon(url, WARMUP, cookie);
  await quiesce(server);
  const before = await stats(server);
  const machineBefore = machineCpu();
  const selfBefore = process.cpuUsage();
  const wallBefore = performance.now();
  // Exact percentiles from every 2xx response time (autocannon's own histogram has 1 ms buckets and no p95).
  let times = new Float64Array(1 << 18);
  let n = 0;
  const result = await cannon(url, DURATION, cookie, (ms, status) => {
    if (status < 200 || status > 299) return;
    if (n === times.length) {
      const bigger = new Float64Array(times.length * 2);
      bigger.set(times);
      times = bigger;
    }
    times[n++] = ms;
  });
  const after = await stats(server);
  const machineAfter = machineCpu();
  const self = process.cpuUsage(selfBefore);
  const wallSeconds = (performance.now() - wallBefore) / 1000;
  const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
  const active = after.elu.active - before.elu.active;
  const idle = after.elu.idle - before.elu.idle;
  const sorted = times.subarray(0, n).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = (stat as { count: number }).count;
  return {
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    duration: result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    eventLoopBusy: active / Math.max(1e-9, active + idle),
    otherCores:
      machineBefore && machineAfter
        ? Math.max(
            0,
            machineAfter.busy - machineBefore.busy - cpuMs / 1000 - (self.user + self.system) / 1e6,
          ) / wallSeconds
        : null,
  };
}

async function benchDatabase(
  kind: Kind,
  port: number,
  adminUrl: string | undefined,
  opts: { readCache: boolean; plan: boolean } = { readCache: true, plan: PLAN },
): Promise<DbRun> {
  log(`${runName({ kind, readCache: opts.readCache })}: starting the server`);
  const server = await startServer(kind, port, adminUrl, opts.readCache);
  try {
    const cookie = await signIn(server);
    const me = (await expectOk(`${server.base}/api/me`, cookie)) as {
      schoolId: string | null;
      email: string;
    };
    if (!me.schoolId || me.email !== PRINCIPAL) throw new Error(`unexpected /api/me: ${JSON.stringify(me)}`);
    const dashboard = (await expectOk(`${server.base}/api/schools/${me.schoolId}`, cookie)) as {
      school?: { id: string };
    };
    if (dashboard.school?.id !== me.schoolId)
      throw new Error('the dashboard data is not the principal school');
    const ceilingRun = (n: number): Scenario => ({
      key: 'hello',
      label: `GET /bench/hello (ceiling ${n})`,
      path: '/bench/hello',
      auth: false,
    });
    // Every request scenario between two ceiling runs: its ratio uses the higher of the two.
    const scenarios: Scenario[] = [
      ceilingRun(1),
      { key: 'me', label: 'GET /api/me', path: '/api/me', auth: true },
      ceilingRun(2),
      {
        key: 'dashboard',
        label: 'GET /api/schools/{schoolId} (dashboard)',
        path: `/api/schools/${me.schoolId}`,
        auth: true,
      },
      ceilingRun(3),
      // The bell's unread count, asked by every signed-in page (issue 5: p95 ≤ 10 ms at 50 connections).
      {
        key: 'unread',
        label: 'GET /api/notifications/unread-count (the bell)',
        path: '/api/notifications/unread-count',
        auth: true,
      },
      ceilingRun(4),
    ];
    // Warm the code paths (V8 compiles hot functions on background threads, which counts as server CPU)
    // before anything is measured.
    for (let i = 0; i < 300; i++)
      for (const s of scenarios) await expectOk(`${server.base}${s.path}`, s.auth ? cookie : undefined);
    const results: Measured[] = [];
    for (const scenario of scenarios) {
      const url = `${server.base}${scenario.path}`;
      const c = scenario.auth ? cookie : undefined;
      await quiesce(server);
      const q = await queriesPerRequest(server, url, c);
      const idle = await unloaded(server, url, c);
      const probe = scenario.auth
        ? ((await expectOk(
            `${server.base}/bench/probe?path=${encodeURIComponent(scenario.path)}`,
            cookie,
          )) as Probe)
        : null;
      log(
        `${kind}: ${scenario.label}: ${WARMUP} s warm-up, ${DURATION} s measured, ${CONNECTIONS} connections`,
      );
      const m = await load(server, url, c);
      log(
        `${kind}: ${scenario.label}: ${m.otherCores === null ? '' : `other processes ${m.otherCores.toFixed(2)} cores, `}${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms, non-2xx ${m.non2xx}, errors ${m.errors}, server CPU ${m.cpuMsPerRequest.toFixed(3)} ms/request, event loop busy ${(100 * m.eventLoopBusy).toFixed(0)} %`,
      );
      results.push({
        scenario,
        ...m,
        unloadedP50: idle.p50,
        unloadedCpuMs: idle.cpuMs,
        queriesPerRequest: q.perRequest,
        statements: q.statements,
        probe,
      });
    }
    const version =
      kind === 'postgres'
        ? `PostgreSQL ${server.ready.serverVersion}`
        : `PGlite ${packageVersion('@electric-sql/pglite')}`;
    let plan: DbRun['plan'] = null;
    if (opts.plan) {
      try {
        plan = await benchPlan(
          {
            base: server.base,
            appUrl: server.ready.appUrl,
            connections: CONNECTIONS,
            duration: DURATION,
            warmup: WARMUP,
            pdfRuns: PDF_RUNS,
            signIn: (email) => signIn(server, email),
            stats: () => stats(server),
            quiesce: () => quiesce(server),
            machineCpu,
            percentile,
            log: (...args) => log(`${kind}:`, ...args),
            // The floor's `required-1` beside the app's save, in this run (issue 15).
            ...(kind === 'postgres' && opts.readCache && adminUrl && PAIR
              ? { floor: () => openFloor(adminUrl), pairRounds: PAIR_ROUNDS, openLoopRate: OPEN_LOOP_RATE }
              : {}),
          },
          { principal: PRINCIPAL, principal2: PRINCIPAL_2, admin: ADMIN },
        );
      } catch (err) {
        log(`${kind}: plan scenarios failed: ${String(err)}`);
        plan = { error: String(err instanceof Error ? err.message : err).slice(0, 500) };
      }
    }
    return { kind, readCache: opts.readCache, version, results, plan };
  } finally {
    await server.stop();
    log(`${kind}: server stopped`);
  }
}

async function postgresUrl(): Promise<{ url?: string; note: string }> {
  const given = process.env.DATABASE_URL;
  const url = given || DEFAULT_PG_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return { url, note: given ? 'DATABASE_URL' : `the local server (${redact(url)})` };
  } catch (err) {
    if (given) throw new Error(`DATABASE_URL is set but PostgreSQL is unreachable: ${String(err)}`);
    return {
      note: `PostgreSQL not benchmarked: DATABASE_URL is unset and ${redact(url)} is unreachable (${String(err)}).`,
    };
  }
}

// --- Initial JavaScript of a public page --------------------------------------------------------------

interface JsFile {
  path: string;
  kind: 'entry' | 'modulepreload';
  raw: number;
  gzip9: number;
  gzipDefault: number;
}

function measureInitialJs(): { files: JsFile[]; builtAt: Date } | { error: string } {
  const dist = join(ROOT, 'dist/web');
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    log('dist/web/index.html is missing: running npm run build');
    const build = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--quiet'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0 || !existsSync(indexHtml)) {
      const why = `${build.stderr ?? ''}${build.stdout ?? ''}`
        .trim()
        .split('\n')
        .filter(Boolean)
        .slice(-3)
        .join(' / ');
      return { error: `not measured: \`npm run build\` failed (${why.slice(0, 300)})` };
    }
  }
  const html = readFileSync(indexHtml, 'utf8');
  const attr = (tag: string, name: string) =>
    new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const found: { path: string; kind: JsFile['kind'] }[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src');
    if (src && attr(tag, 'type') === 'module') found.push({ path: src, kind: 'entry' });
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attr(tag, 'href');
    if (href && attr(tag, 'rel') === 'modulepreload') found.push({ path: href, kind: 'modulepreload' });
  }
  if (!found.some((f) => f.kind === 'entry'))
    return { error: 'not measured: no entry module script in dist/web/index.html' };
  const files: JsFile[] = [];
  const seen = new Set<string>();
  for (const f of found) {
    const local = new URL(f.path, 'http://x/').pathname;
    if (seen.has(local)) continue;
    seen.add(local);
    const body = readFileSync(join(dist, local));
    files.push({
      path: local,
      kind: f.kind,
      raw: body.length,
      gzip9: gzipSync(body, { level: 9 }).length,
      gzipDefault: gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION }).length,
    });
  }
  return { files, builtAt: statSync(indexHtml).mtime };
}

// --- Report -------------------------------------------------------------------------------------------

function packageVersion(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return '(unknown)';
  }
}

/** The commit measured, and whether the server or web code differed from it. */
function gitState(): string {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0) return 'not a git checkout';
  const dirty = git('status', '--porcelain', '--', 'src', 'index.html', 'vite.config.ts', 'package.json')
    .stdout.split('\n')
    .filter(Boolean).length;
  return `commit ${head.stdout.trim()}${dirty ? `, with ${dirty} uncommitted changed file(s) under src/ (work in progress by others was measured as it stood)` : ', no uncommitted changes under src/'}`;
}

function redact(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * Whether the request's session was read by the route's own statement (requireSchool, decision 010)
 * rather than by the session middleware: a statement reads the session with the school of the path
 * (the `target` of that statement; recorded statements are cut at 400 characters).
 */
const sessionInRoute = (statements: string[]) =>
  statements.some((s) => s.startsWith('select "sessions"."id"') && s.includes('"target".'));

function probeSentence(p: Probe, inRoute: boolean): string {
  const pct = (x: number) => `${((100 * x) / p.request.cpuMs).toFixed(0)} %`;
  if (inRoute) {
    const route = p.request.cpuMs - p.anonymous.cpuMs;
    return `In process, of the app's ${p.request.cpuMs.toFixed(3)} ms CPU per request (${queries(p.request.queries)}): the middleware (its session lookup left to the route) ${p.anonymous.cpuMs.toFixed(3)} ms (${pct(p.anonymous.cpuMs)}), the route with its one statement for session, user, school and access ${route.toFixed(3)} ms (${pct(route)}, ${queries(p.request.queries)}). For comparison, the session middleware's own lookup on a path it does not leave to a route: ${(p.middleware.cpuMs - p.anonymous.cpuMs).toFixed(3)} ms, ${queries(p.middleware.queries)}; better-auth's own getSession for the same cookie: ${p.getSession.cpuMs.toFixed(3)} ms, ${queries(p.getSession.queries)}.`;
  }
  const session = p.middleware.cpuMs - p.anonymous.cpuMs;
  const route = p.request.cpuMs - p.middleware.cpuMs;
  return `In process, of the app's ${p.request.cpuMs.toFixed(3)} ms CPU per request (${queries(p.request.queries)}): the middleware without a session ${p.anonymous.cpuMs.toFixed(3)} ms (${pct(p.anonymous.cpuMs)}), the session lookup ${session.toFixed(3)} ms (${pct(session)}, ${queries(p.middleware.queries)}), the route itself ${route.toFixed(3)} ms (${pct(route)}, ${queries(p.request.queries - p.middleware.queries)}). better-auth's own getSession for the same cookie: ${p.getSession.cpuMs.toFixed(3)} ms, ${queries(p.getSession.queries)}.`;
}

function planTables(plan: PlanResults, ceiling: number | null): string[] {
  const out: string[] = [
    '### Plan (bench/plan.ts)',
    '',
    '| scenario | answered 200 per second | p50 ms | p95 ms | p99 ms | max ms | answered 200 | answered 409 | other non-2xx, errors | reads after a 409 (not counted) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const l of plan.loads)
    out.push(
      `| ${l.label} | ${l.okPerSecond.toFixed(0)}${ceiling ? ` (${((100 * l.okPerSecond) / ceiling).toFixed(1)} % of the ceiling)` : ''} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} | ${l.ok} | ${l.conflicts} | ${l.otherNon2xx}, ${l.errors} | ${l.extraReads} |`,
    );
  out.push(
    '',
    '| scenario | schools × sections per school | one at a time: DB queries per request | one at a time: server CPU ms per request | one at a time: p50 ms | server CPU ms per 200 (load) | server event loop busy (load) | other processes, cores (load) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const l of plan.loads)
    out.push(
      `| ${l.label} | ${l.schools} × ${l.sectionsPerSchool} | ${l.sequential.queries} | ${l.sequential.cpuMs.toFixed(3)} | ${ms(l.sequential.p50)} | ${l.cpuMsPerOk.toFixed(3)} | ${(100 * l.eventLoopBusy).toFixed(0)} % | ${l.otherCores === null ? 'n/a' : l.otherCores.toFixed(2)} |`,
    );
  out.push(
    '',
    '| PDF of the whole plan (`GET /api/schools/{schoolId}/plan/export.pdf`, one at a time) | sections answered | runs | median s | slowest s | fastest s | size KB | pages | server CPU ms per PDF | DB queries per PDF |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  out.push(...pairTables(plan));
  for (const p of plan.pdfs)
    out.push(
      `| ${p.label} | ${p.sectionsFilled} of 28 | ${p.runs} | ${(p.p50 / 1000).toFixed(2)} | ${(p.max / 1000).toFixed(2)} | ${(p.min / 1000).toFixed(2)} | ${kb(p.bytes)} | ${p.pages ?? 'n/a'} | ${p.cpuMsPerPdf.toFixed(0)} | ${p.queriesPerPdf} |`,
    );
  out.push('');
  return out;
}

/** The app's save beside the floor's `required-1`, and the open-loop latency (issue 15). */
function pairTables(plan: PlanResults): string[] {
  const out: string[] = [];
  if (plan.pairing) {
    out.push(
      '',
      `The app's save (\`PUT /api/schools/{schoolId}/plan/sections/{sectionId}\`, each of ${CONNECTIONS} connections its own school, as above) and \`npm run bench:floor\`'s \`required-1\` (a bare \`node:http\` server in the bench process, one PL/pgSQL call per save, on its own fresh database on the same PostgreSQL ${plan.pairing.floorVersion}, change trigger as migrated), interleaved round by round in this run, ${WARMUP} s unmeasured and ${DURATION} s measured each. *Machine CPU per save*: every busy CPU second of the machine (PostgreSQL, the server, the load generator, anything else) over the saves answered 200.`,
      '',
      '| round | app saves/s | app p95 ms | app server CPU ms per save | app machine CPU ms per save | required-1 saves/s | required-1 p95 ms | required-1 machine CPU ms per save | app ÷ required-1 |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const [i, r] of plan.pairing.rounds.entries())
      out.push(
        `| ${i + 1} | ${r.app.perSecond.toFixed(0)} | ${ms(r.app.p95)} | ${r.app.serverCpuMs.toFixed(3)} | ${r.app.machineCpuMs === null ? 'n/a' : r.app.machineCpuMs.toFixed(2)} | ${r.floor.perSecond.toFixed(0)} | ${ms(r.floor.p95)} | ${r.floor.machineCpuMs === null ? 'n/a' : r.floor.machineCpuMs.toFixed(2)} | ${((100 * r.app.perSecond) / r.floor.perSecond).toFixed(0)} % |`,
      );
  }
  if (plan.openLoop) {
    const o = plan.openLoop;
    out.push(
      '',
      `Open loop: saves sent at a fixed ${o.rate} per second for ${o.seconds} s whatever the answers do, going round the same ${CONNECTIONS} school sections, each latency timed from when the save was due. ${o.sent} sent, ${o.ok} answered 200, ${o.conflicts} answered 409, ${o.other} other; ${o.overlapping} sent while the section's previous save was still open. p50 ${ms(o.p50)} ms, **p95 ${ms(o.p95)} ms**, p99 ${ms(o.p99)} ms, max ${ms(o.max)} ms; server CPU ${o.serverCpuMsPerOk.toFixed(3)} ms per save.`,
    );
  }
  out.push('');
  return out;
}

const queries = (n: number | null) => (n === null ? 'n/a' : `${n} ${n === 1 ? 'query' : 'queries'}`);

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(
  load: { start: number[]; end: number[] },
  runs: DbRun[],
  pgNote: string,
  js: ReturnType<typeof measureInitialJs>,
  started: Date,
  seconds: number,
  code: string,
) {
  const cpu = cpus();
  const lines: string[] = [];
  const push = (...l: string[]) => lines.push(...l);
  push(
    '# Benchmarks',
    '',
    'Written by `npm run bench` (bench/run.ts); every figure below was measured by that run. Re-run it to refresh this page.',
    '',
    `- **Date:** ${started.toISOString()} (run took ${seconds.toFixed(0)} s)`,
    '- **Command:** `npm run bench` (`tsx bench/run.ts`)',
    `- **Code:** ${code}`,
    `- **Machine:** ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${osType()} ${release()}; the server and the load generator share these cores`,
    `- **Node:** ${process.version}; autocannon ${packageVersion('autocannon')}; hono ${packageVersion('hono')}, @hono/node-server ${packageVersion('@hono/node-server')}, better-auth ${packageVersion('better-auth')}, drizzle-orm ${packageVersion('drizzle-orm')}, pg ${packageVersion('pg')}`,
    `- **Databases:** ${[...new Set(runs.map((r) => r.version))].join('; ') || 'none'}${pgNote.startsWith('PostgreSQL not') ? ` — ${pgNote}` : ''}`,
    `- **Load average (1, 5, 15 min):** ${load.start.map((v) => v.toFixed(2)).join(', ')} at the start, ${load.end.map((v) => v.toFixed(2)).join(', ')} at the end; what else used the CPU during each measured scenario is in the column "other processes"`,
    `- **Load:** autocannon, ${CONNECTIONS} connections, ${DURATION} s per scenario after ${WARMUP} s of unmeasured warm-up, scenarios one after another, loopback`,
    '',
  );

  for (const run of runs) {
    const ceiling = ceilingOf(run.results);
    push(
      `## ${runName(run)} (${run.version})`,
      '',
      '| scenario | requests/s | p50 ms | p95 ms | p99 ms | max ms | ratio to ceiling (requests/s; a request scenario: to the higher of the ceilings just before and after it; a ceiling: to the highest) | requests (non-2xx, errors) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of run.results) {
      const own = r.scenario.key === 'hello' ? ceiling : adjacentCeiling(run.results, r);
      const ratio = own
        ? `${((100 * r.requestsPerSecond) / own.requestsPerSecond).toFixed(1)} %${r.scenario.key === 'hello' ? '' : ` (of ${own.requestsPerSecond.toFixed(0)})`}`
        : 'n/a';
      push(
        `| ${r.scenario.label} | ${r.requestsPerSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${ratio} | ${r.totalRequests} (${r.non2xx}, ${r.errors + r.timeouts}) |`,
      );
    }
    push(
      '',
      '| scenario | DB queries per request | server CPU ms per request (load) | server event loop busy (load) | other processes, cores (load) | unloaded p50 ms | unloaded server CPU ms per request |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of run.results) {
      push(
        `| ${r.scenario.label} | ${r.queriesPerRequest ?? 'n/a'} | ${r.cpuMsPerRequest.toFixed(3)} | ${(100 * r.eventLoopBusy).toFixed(0)} % | ${r.otherCores === null ? 'n/a' : r.otherCores.toFixed(2)} | ${ms(r.unloadedP50)} | ${r.unloadedCpuMs.toFixed(3)} |`,
      );
    }
    push(
      '',
      "In the server process, without HTTP (`GET /bench/probe` of `bench/server.ts`; CPU ms, wall ms and queries per call, sequential, in alternating blocks of 100, 500 calls of each): the whole request; an unknown `/api` path with the cookie (every `/api/*` middleware, the session lookup included, then a 404); the same without a cookie (no session to look up); and better-auth's own `auth.api.getSession` for the same cookie, as a reference.",
      '',
      '| request | whole request | middleware with session lookup | middleware, anonymous | session lookup (difference) | route after the middleware (difference) | better-auth `getSession` (reference) |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    const t = (x: Timing) => `${x.cpuMs.toFixed(3)}, ${x.wallMs.toFixed(3)}, ${x.queries}`;
    for (const r of run.results) {
      const p = r.probe;
      if (!p) continue;
      const inRoute = sessionInRoute(r.statements);
      push(
        inRoute
          ? `| ${r.scenario.label} | ${t(p.request)} | ${t(p.middleware)} | ${t(p.anonymous)} | in the route's statement | ${(p.request.cpuMs - p.anonymous.cpuMs).toFixed(3)} CPU ms (route with its one statement, after the middleware without a session) | ${t(p.getSession)} |`
          : `| ${r.scenario.label} | ${t(p.request)} | ${t(p.middleware)} | ${t(p.anonymous)} | ${(p.middleware.cpuMs - p.anonymous.cpuMs).toFixed(3)} CPU ms | ${(p.request.cpuMs - p.middleware.cpuMs).toFixed(3)} CPU ms | ${t(p.getSession)} |`,
      );
    }
    push('');
    if (run.plan && 'error' in run.plan) push(`Plan scenarios not measured: ${run.plan.error}`, '');
    else if (run.plan) push(...planTables(run.plan, ceiling?.requestsPerSecond ?? null));
  }

  const pgRun = runs.find((r) => r.kind === 'postgres' && r.readCache);
  push('## Targets (PostgreSQL, as the app runs by default)', '');
  if (pgRun) {
    const dash = pgRun.results.find((r) => r.scenario.key === 'dashboard')!;
    const me = pgRun.results.find((r) => r.scenario.key === 'me')!;
    const verdict = (ok: boolean) => (ok ? '**met**' : '**not met**');
    const ceilingFor = (r: Measured) => adjacentCeiling(pgRun.results, r)!;
    const share = (r: Measured) => (100 * r.requestsPerSecond) / ceilingFor(r).requestsPerSecond;
    push(
      '| target | measured | verdict |',
      '|---|---:|---|',
      `| dashboard p95 ≤ 20 ms | ${ms(dash.p95)} ms | ${verdict(dash.p95 <= 20)} |`,
      `| dashboard requests/s ≥ 25 % of the ceiling | ${share(dash).toFixed(1)} % (${dash.requestsPerSecond.toFixed(0)} of ${ceilingFor(dash).requestsPerSecond.toFixed(0)}) | ${verdict(share(dash) >= 25)} |`,
      `| /api/me requests/s ≥ 25 % of the ceiling | ${share(me).toFixed(1)} % (${me.requestsPerSecond.toFixed(0)} of ${ceilingFor(me).requestsPerSecond.toFixed(0)}) | ${verdict(share(me) >= 25)} |`,
    );
    const unread = pgRun.results.find((r) => r.scenario.key === 'unread');
    if (unread) push(`| unread count p95 ≤ 10 ms | ${ms(unread.p95)} ms | ${verdict(unread.p95 <= 10)} |`);
    const plan = pgRun.plan && !('error' in pgRun.plan) ? pgRun.plan : null;
    if (plan) {
      const load = plan.loads.find((l) => l.key === 'section-load');
      const save = plan.loads.find((l) => l.key === 'section-save');
      const crowded = plan.loads.find((l) => l.key === 'section-save-2-schools');
      if (load) push(`| section load p95 ≤ 15 ms | ${ms(load.p95)} ms | ${verdict(load.p95 <= 15)} |`);
      if (save)
        push(
          `| section save p95 ≤ 30 ms (each connection its own school) | ${ms(save.p95)} ms (${save.ok} saves answered 200, ${save.conflicts} answered 409) | ${verdict(save.p95 <= 30 && save.ok > 0)} |`,
        );
      if (crowded)
        push(
          `| section save p95 ≤ 30 ms (all connections on 2 schools) | ${ms(crowded.p95)} ms (${crowded.ok} saves answered 200, ${crowded.conflicts} answered 409) | ${verdict(crowded.p95 <= 30 && crowded.ok > 0)} |`,
        );
      if (plan.pairing) {
        const shares = plan.pairing.rounds
          .map((r) => r.app.perSecond / r.floor.perSecond)
          .sort((a, b) => a - b);
        const median = shares[Math.floor(shares.length / 2)]!;
        const appRates = plan.pairing.rounds.map((r) => r.app.perSecond).sort((a, b) => a - b);
        const appMedian = appRates[Math.floor(appRates.length / 2)]!;
        push(
          `| app save ≥ 70 % of \`required-1\`'s saves/s, same run (median of ${shares.length} interleaved rounds) | ${(100 * median).toFixed(0)} % (rounds: ${plan.pairing.rounds.map((r) => `${r.app.perSecond.toFixed(0)} ÷ ${r.floor.perSecond.toFixed(0)}`).join(', ')}) | ${verdict(median >= 0.7)} |`,
          `| app save ≥ 1,000 saves/s at ${CONNECTIONS} connections (the aim) | ${appMedian.toFixed(0)} saves/s (median of the rounds) | ${verdict(appMedian >= 1000)} |`,
        );
      }
      if (plan.openLoop)
        push(
          `| save p95 ≤ 30 ms, open loop at ${plan.openLoop.rate} saves/s | ${ms(plan.openLoop.p95)} ms (${plan.openLoop.ok} of ${plan.openLoop.sent} answered 200) | ${verdict(plan.openLoop.p95 <= 30 && plan.openLoop.ok === plan.openLoop.sent)} |`,
        );
      for (const pdf of plan.pdfs)
        push(
          `| full-plan PDF ≤ 2 s (${pdf.label}, ${pdf.sectionsFilled} of 28 sections answered) | slowest of ${pdf.runs}: ${(pdf.max / 1000).toFixed(2)} s (median ${(pdf.p50 / 1000).toFixed(2)} s) | ${verdict(pdf.max <= 2000)} |`,
        );
    } else if (pgRun.plan && 'error' in pgRun.plan) {
      push(`| plan targets | not measured: ${pgRun.plan.error.replace(/\|/g, '/')} | — |`);
    }
    push('');
  } else {
    push(pgNote, '');
  }

  push('## Initial JavaScript of a public page (`/`)', '');
  if ('error' in js) {
    push(`Initial JavaScript ${js.error}.`, '');
  } else {
    const total9 = js.files.reduce((s, f) => s + f.gzip9, 0);
    const totalDefault = js.files.reduce((s, f) => s + f.gzipDefault, 0);
    const totalRaw = js.files.reduce((s, f) => s + f.raw, 0);
    push(
      'The entry module script of `dist/web/index.html` and every `<link rel="modulepreload">` it lists, each file gzipped on its own with Node\'s zlib at **level 9** (the default level 6 alongside), summed. CSS is not counted.',
      '',
      `Measured on the build in \`dist/web\` dated ${js.builtAt.toISOString()} (\`npm run build\` is run first only when \`dist/web/index.html\` is missing).`,
      '',
      '| file | kind | raw KB | gzip -9 KB | gzip (default) KB |',
      '|---|---|---:|---:|---:|',
      ...js.files.map(
        (f) => `| \`${f.path}\` | ${f.kind} | ${kb(f.raw)} | ${kb(f.gzip9)} | ${kb(f.gzipDefault)} |`,
      ),
      `| **total** | | ${kb(totalRaw)} | **${kb(total9)}** | ${kb(totalDefault)} |`,
      '',
      `Target ≤ 170 KB gzipped: ${total9 / 1024 <= 170 ? '**met**' : '**not met**'} (${kb(total9)} KB at level 9; 1 KB = 1024 bytes).`,
      '',
    );
  }

  push('## Where the time goes', '');
  if (pgRun) {
    const dash = pgRun.results.find((r) => r.scenario.key === 'dashboard')!;
    const ceiling = adjacentCeiling(pgRun.results, dash)!;
    const needForP95 = CONNECTIONS / 0.02;
    const needForRatio = 0.25 * ceiling.requestsPerSecond;
    push(
      `- What the PostgreSQL targets ask, in server CPU: with ${CONNECTIONS} connections in a closed loop the mean latency is ${CONNECTIONS} ÷ requests/s (Little's law; measured here: ${CONNECTIONS} ÷ ${dash.requestsPerSecond.toFixed(0)} = ${((1000 * CONNECTIONS) / dash.requestsPerSecond).toFixed(1)} ms against a p50 of ${ms(dash.p50)} ms), so a p95 of 20 ms needs more than ${needForP95.toFixed(0)} requests/s, about ${(1000 / needForP95).toFixed(2)} ms of CPU per request on the server's one event loop; 25 % of the ceiling is ${needForRatio.toFixed(0)} requests/s, about ${(1000 / needForRatio).toFixed(2)} ms. The dashboard measured ${dash.cpuMsPerRequest.toFixed(3)} ms with the event loop ${(100 * dash.eventLoopBusy).toFixed(0)} % busy.`,
    );
  }
  for (const run of runs) {
    const name = runName(run);
    for (const r of run.results) {
      if (r.scenario.key === 'hello') continue;
      const hello = adjacentCeiling(run.results, r)!;
      push(
        `- ${name}, ${r.scenario.label}: the server spent ${r.cpuMsPerRequest.toFixed(3)} ms CPU per request under load (${(r.cpuMsPerRequest / hello.cpuMsPerRequest).toFixed(0)}× the ceiling's ${hello.cpuMsPerRequest.toFixed(3)} ms), its event loop busy ${(100 * r.eventLoopBusy).toFixed(0)} % of the time, with ${queries(r.queriesPerRequest)} per request. ${r.probe ? probeSentence(r.probe, sessionInRoute(r.statements)) : ''}`,
      );
    }
    if (run.plan && !('error' in run.plan))
      for (const l of run.plan.loads) {
        const target = l.key === 'section-load' ? 15 : 30;
        const needed = CONNECTIONS / (target / 1000);
        push(
          `- ${name}, ${l.label}: ${l.cpuMsPerOk.toFixed(3)} ms of server CPU per 200 answer under load, its event loop busy ${(100 * l.eventLoopBusy).toFixed(0)} % of the time, ${queries(l.sequential.queries)} per request (one at a time: ${l.sequential.cpuMs.toFixed(3)} ms CPU, ${ms(l.sequential.p50)} ms). A p95 of ${target} ms with ${CONNECTIONS} connections needs more than ${needed.toFixed(0)} answers/s (Little's law, for the mean), at most ${(1000 / needed).toFixed(2)} ms of server CPU each on one event loop; this CPU per answer allows at most ${(1000 / l.cpuMsPerOk).toFixed(0)} answers/s, measured ${l.okPerSecond.toFixed(0)}.`,
        );
      }
  }
  push('');

  push(
    '## Method',
    '',
    '- The server runs in its own Node process (`bench/server.ts`, started with `node --import tsx`, as `npm start` runs `tsx src/server/index.ts`), so autocannon does not share its event loop. It builds the production app with `buildDeps({ config })` and `createApp(deps)` from `loadConfig()` (default log level), on a fresh database each run: a PGlite data directory in a new temp dir, or the PostgreSQL database `waikura_bench`, dropped and created again (and dropped at the end). `seedDemo` seeds the demo data; the bench signs in as `principal@demo.waikura.nz` with `POST /api/auth/sign-in/email` (with an `Origin` header) and sends the `better-auth.session_token` cookie on every request.',
    "- **What the ceiling passes through.** The app has no hello-world route and none is added to production code. `bench/server.ts` answers `/bench/*` from a second, tiny Hono app: `GET /bench/hello` answers `c.text('hello')`, so it passes through @hono/node-server's request listener (what production's `serve()` uses) and that app's router only — **not** the app's middleware (context set-up, secure headers, body limit, Origin check, session lookup). The HTTP server hands every other request to the real app through its own node-server listener, as in production (one string comparison of the path is all the bench adds). The ceiling is measured before and after every request scenario (hello, /api/me, hello, dashboard, hello, unread count, hello: each run as long as the scenarios), because this machine's speed drifts by as much as 1.5× within minutes; a scenario's ratio uses the higher of the two ceilings next to it, the stricter of the two. The plan scenarios, measured later, are compared with the highest ceiling of the run.",
    "- `GET /api/me` and `GET /api/schools/{schoolId}` (the school dashboard's data: the school and the principal's allowed actions) are checked to answer 200 with the principal's school before the load; the table counts non-2xx answers and socket errors during it.",
    "- requests/s is autocannon's mean of its per-second samples. Latencies are exact percentiles (nearest rank) of every 2xx response time that autocannon reports in its `response` event (autocannon's own summary rounds to whole milliseconds and has no p95). Closed loop: each connection sends its next request when the previous answer arrives.",
    '- "server CPU ms per request" is the server process\'s CPU time (`process.cpuUsage()`, user + system, all its threads) over the measured load divided by the requests completed; "server event loop busy" is `performance.eventLoopUtilization()` over the same span (100 % = saturated). Both are read through `GET /bench/stats` of `bench/server.ts` just before and just after the load, once the server has finished any backlog of the previous scenario.',
    `- "other processes (cores)" is the machine's busy CPU time during the load (\`/proc/stat\`) minus the server's and the load generator's own, per second of load: ${'`'}0${'`'} means the ${cpus().length} cores were shared by the server and autocannon alone; on PostgreSQL it includes the PostgreSQL backends doing this work, and anything else running on the machine at the time.`,
    '- **Read caches** (decision 016): the app keeps sessions, school access, unread counts and section states in memory and drops them whenever a table they come from is written. The scenarios above repeat one request, so after its first answer every one is answered from memory ("DB queries per request" 0); nothing writes those tables while they run (the save scenarios come last). A second PostgreSQL server started with `READ_CACHE=0` repeats the four request scenarios without the caches, for comparison (not for the targets): what every request costs when the answer is not in memory.',
    '- "DB queries per request" counts statements sent by the driver (pg `Client#query`, PGlite `query`) during 50 sequential requests, through a counter installed by `bench/server.ts` (one increment per query; also active during the load). "unloaded" is 200 sequential requests on one connection: their median latency, and the server CPU per request over them.',
    "- The in-process split (`GET /bench/probe?path=…` of `bench/server.ts`) calls `app.fetch` inside the server process, without HTTP, so it holds whatever the app's session middleware (`src/server/app.ts`) is made of: the session lookup is the difference between an unknown `/api` path with and without the cookie, the route the difference between the real path and the unknown one. A school-scoped route (`/api/schools/{schoolId}/...`) is different since decision 010: the session middleware leaves the session to the route's guard, which reads session, user, school and access facts in one statement (or from the read cache), so its route part is the difference from the anonymous call, and the session middleware's own lookup is shown for comparison only. The four kinds of call run in alternating blocks of 100, so that other work on the machine weighs on all alike. Differences of CPU times are estimates: the blocks do not run at the same instant.",
    "- **Plan scenarios** (`bench/plan.ts`, after the scenarios above, on the same server). Before them the second demo school's principal saves all 28 sections with the sample answers (the demo school itself is seeded with 14 answered), and the admin account adds schools until there is one per connection. *Section load*: the demo school's principal, every request the next of its 28 sections. *Section save*: every connection owns one section of one school, keeps its current version from each 200 answer and sends `{ version, content }` with one text answer changed (so every accepted save writes a version, a revision and an activity entry); a 409 is counted and followed by a read of the section, which is not counted; only 200 answers count as saves, and only their latencies make the percentiles. One autocannon instance of one connection per section, so that each keeps its own version. Two layouts: each connection its own school (admin account; the policy decides for an admin as for a principal, in the same statement), and all connections on the two demo schools (their principals, one section each): a save locks the rows of its part of the plan, so saves of the same part of the same school wait for each other. Before the measured run the versions are read again (a save still in flight when the warm-up stopped is not seen by the load generator). *One at a time*: the same request sequentially on one connection (280 section loads over the 28 sections, 200 saves of one section) for the DB queries, server CPU and median latency of a single request. *PDF*: `GET /api/schools/{schoolId}/plan/export.pdf` sequentially, after 2 unmeasured exports, timed from request to last byte; the answer is checked to be a PDF; pages are read from the PDF's page tree.",
    '- PGlite runs PostgreSQL compiled to WebAssembly inside the server process: its query execution is part of the server\'s CPU and event loop, and it serves one query at a time. With PostgreSQL the query work happens in separate backend processes (counted under "other processes").',
    '- "The built server": production runs the server from its TypeScript sources through tsx (`npm start`), and so does the bench; there is no separate server build. The web build (`dist/web`, from `npm run build`) only matters for the initial JavaScript figure.',
    '',
  );

  // The statements of a request whose answer is not in memory: the run with the caches off, if any.
  const statementsFor =
    runs.find((r) => r.kind === 'postgres' && !r.readCache) ??
    runs.find((r) => r.kind === 'postgres') ??
    runs[0];
  if (statementsFor) {
    push(`### Statements of one request (${runName(statementsFor)})`, '');
    for (const r of statementsFor.results) {
      if (r.scenario.key === 'hello') continue;
      push(`${r.scenario.label}:`, '');
      if (r.statements.length === 0) push('- (none)');
      r.statements.forEach((s, i) => {
        push(`${i + 1}. \`${s.replace(/`/g, "'")}\``);
      });
      push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * Sections that other benches write into the same file between `<!-- name:start -->` and
 * `<!-- name:end -->` (bench/deliveries.ts): kept as they are, after this run's page.
 */
function keptSections(path: string): string {
  if (!existsSync(path)) return '';
  const blocks = readFileSync(path, 'utf8').match(/<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->/g) ?? [];
  return blocks.length ? `\n${blocks.join('\n\n')}\n` : '';
}

// --- Main ---------------------------------------------------------------------------------------------

async function main() {
  const started = new Date();
  const loadStart = loadavg();
  // The code the server runs is the code at the start (others may commit while the bench runs).
  const code = gitState();
  if (loadStart[0]! > 1)
    log(
      `the machine is busy (load average ${loadStart[0]!.toFixed(2)}): figures will be lower than on an idle machine`,
    );
  const only = process.env.BENCH_ONLY;
  const js = measureInitialJs();
  if ('error' in js) log(`initial JavaScript ${js.error}`);

  const runs: DbRun[] = [];
  let alertsUrl: string | undefined;
  if (only !== 'postgres') runs.push(await benchDatabase('pglite', 3991, undefined));
  let pgNote = 'PostgreSQL not benchmarked (BENCH_ONLY=pglite).';
  if (only !== 'pglite') {
    const pgTarget = await postgresUrl();
    pgNote = pgTarget.note;
    if (pgTarget.url) {
      alertsUrl = pgTarget.url;
      runs.push(await benchDatabase('postgres', 3992, pgTarget.url));
      if (process.env.BENCH_CACHE_OFF !== '0')
        runs.push(await benchDatabase('postgres', 3993, pgTarget.url, { readCache: false, plan: false }));
    } else log(pgNote);
  }

  // The web app may have been built meanwhile (it is written in parallel): measure again if it failed.
  const jsFinal = 'error' in js ? measureInitialJs() : js;
  const seconds = (Date.now() - started.getTime()) / 1000;
  const markdown = report(
    { start: loadStart, end: loadavg() },
    runs,
    pgNote,
    jsFinal,
    started,
    seconds,
    code,
  );
  writeFileSync(OUT, markdown + keptSections(OUT));
  console.log(`\n${markdown}`);
  log(`written to ${OUT}`);
  // The pages on a slow line (Lighthouse and a throttled first visit; bench/web.ts writes its own section).
  if (process.env.BENCH_WEB !== '0') {
    log('web pages: bench/web.ts');
    const web = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['bench/web.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_OUT: OUT },
    });
    if (web.status !== 0) log('bench/web.ts failed; its section of the page was left as it was');
  }
  // The incident kit offline: 6.1 reloaded with the network off (bench/offline.ts writes its own section).
  if (process.env.BENCH_OFFLINE !== '0') {
    log('the offline kit: bench/offline.ts');
    const offline = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['bench/offline.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_OUT: OUT, BENCH_WEB_BUILD: process.env.BENCH_WEB === '0' ? '1' : '0' },
    });
    if (offline.status !== 0) log('bench/offline.ts failed; its section of the page was left as it was');
  }
  // A failing water-test result until its incident and notification rows are written, on PostgreSQL
  // (issue 16; bench/water-alerts.ts writes its own section).
  if (alertsUrl && process.env.BENCH_WATER !== '0') {
    log('water-test alerts: bench/water-alerts.ts');
    const alerts = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['bench/water-alerts.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_OUT: OUT, BENCH_ADMIN_URL: alertsUrl },
    });
    if (alerts.status !== 0) log('bench/water-alerts.ts failed; its section of the page was left as it was');
  }
  // WaiKura AI without a provider: the evaluation's score and the answer time (issue 18; its own section).
  if (process.env.BENCH_ASSISTANT !== '0') {
    log('the assistant: bench/assistant.ts');
    const assistant = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['bench/assistant.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_OUT: OUT },
    });
    if (assistant.status !== 0)
      log('bench/assistant.ts failed or missed its target; see its section of the page');
  }

  // The provider portfolio and the map's data with 2,500 schools vs 10, on PostgreSQL (issue 19;
  // bench/portfolio.ts writes its own section).
  if (alertsUrl && process.env.BENCH_PORTFOLIO !== '0') {
    log('portfolio and map with 2,500 schools: bench/portfolio.ts');
    const portfolio = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['bench/portfolio.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_OUT: OUT, BENCH_ADMIN_URL: alertsUrl },
    });
    if (portfolio.status !== 0) log('bench/portfolio.ts failed; its section of the page was left as it was');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
