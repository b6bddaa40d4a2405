/**
 * Issue 4's benchmarks, on PostgreSQL: `node_modules/.bin/tsx bench/progress.ts`.
 *
 * (A) The progress step of a save. Targets: "recomputing progress, compliance and badges on a save adds
 *     ≤ 5 ms p95 to the save". In this process, on a fresh database `waikura_bench_progress` (dropped and
 *     created again, migrated, demo data seeded as the server does), SCHOOLS schools each get a principal
 *     and a whole plan (all 28 sections saved with the Kōwhai Valley sample answers through the real
 *     save, `seedDemoPlan`). Then real saves through `writeSection` (the service the save route calls,
 *     with content parsed by the section's schema as the route does), each with the version it read and
 *     `now: new Date()`, alternating two valid answers per section (the sample, and the sample with one
 *     text answer changed), so that every save writes a version. The save reports how long working out its
 *     figures took (`onFigures`: section, part compliance, progress row, badges; decision 024), which it
 *     does before its one statement. Serial: SERIAL saves one
 *     after another on one school, rotating over the 28 sections (all 8 parts), the first SERIAL_WARMUP
 *     not measured. Concurrent: WRITERS writers at once, each on its own school, PER_WRITER saves each.
 *
 * (B) The provider portfolio. Target: "the portfolio of 2,500 schools loads in ≤ 200 ms p95". The server
 *     (bench/server.ts: the production app on a fresh `waikura_bench` database with the demo data) runs as
 *     a child process; EXTRA_SCHOOLS schools are added to its database in SQL, 90 % of them with a
 *     progress row of varied figures; the admin signs in; autocannon loads two portfolio pages (CONNECTIONS
 *     connections, DURATION s after WARMUP s unmeasured), then the CSV of every school is fetched
 *     CSV_RUNS times one after another.
 *
 * Writes its figures into docs/benchmarks.md between `<!-- progress:start -->` and `<!-- progress:end -->`
 * (the section is created at the end of the file, or replaced); exits 1 when a target is not met, or when
 * PostgreSQL cannot be reached (nothing is measured then). Do not run it while `npm run bench` runs: both
 * use the database `waikura_bench`.
 *
 * Environment:
 *   BENCH_ADMIN_URL   a PostgreSQL URL whose role may create databases (default
 *                     postgres://waikura:waikura@127.0.0.1:5432/postgres)
 *   BENCH_OUT         the markdown file (default docs/benchmarks.md)
 */

import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PLAN_PARTS, PLAN_SECTIONS } from '../src/domain/plan/catalogue';
import { partCompliance } from '../src/domain/plan/compliance';
import { changedFields, type SectionContent, sectionFields } from '../src/domain/plan/fields';
import { formFor, schemaFor } from '../src/domain/plan/forms';
import { schools, users } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { SAMPLE_CONTENT, seedDemoPlan } from '../src/server/features/plan/demo';
import { writeSection } from '../src/server/features/plan/save';
import { loadPlan } from '../src/server/features/plan/service';
import type { Editor } from '../src/server/features/plan/state';
import {
  admin as adminAt,
  appOnFreshDatabase,
  type BenchServer,
  machineCpu,
  percentile,
  ROOT,
  signIn as signInAt,
  startBenchServer,
  withDatabase,
  writeMarkedSection,
} from './support';

const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'docs/benchmarks.md');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://waikura:waikura@127.0.0.1:5432/postgres';
const START = '<!-- progress:start -->';
const END = '<!-- progress:end -->';

// (A)
const DATABASE = 'waikura_bench_progress';
const SCHOOLS = 10;
const SERIAL = 400;
const SERIAL_WARMUP = 50;
const WRITERS = 10;
const PER_WRITER = 100;
const TARGET_RECOMPUTE_MS = 5;

// (B)
/** The database bench/server.ts creates (not imported: importing that module starts a server). */
const SERVER_DATABASE = 'waikura_bench';
const PORT = 3997;
const PASSWORD = 'bench-password-123456';
const ADMIN = 'admin@demo.waikura.nz';
const EXTRA_SCHOOLS = 2500;
const CONNECTIONS = 10;
const DURATION = 15;
const WARMUP = 3;
const CSV_RUNS = 20;
const TARGET_PAGE_MS = 200;
const PLACES = [
  'Kōwhai Valley',
  'Tōtara Ridge',
  'Rimu Valley',
  'Harbour View',
  'Mātai Plains',
  'Kahikatea Flat',
  'Pōhutukawa Bay',
  'Miro Hill',
];
const REGIONS = [
  'Waikato',
  'Northland',
  'Canterbury',
  'Otago',
  'Bay of Plenty',
  'Manawatū-Whanganui',
  "Hawke's Bay",
  'Southland',
  'Tasman',
  'West Coast',
];
const PAGES = [
  {
    label: 'every school, by progress, highest first',
    path: '/api/provider/portfolio?sort=progress&dir=desc',
  },
  {
    label: "search 'valley', non-compliant only, by last activity",
    path: '/api/provider/portfolio?q=valley&level=non_compliant&sort=lastActivity',
  },
];
const CSV_PATH = '/api/provider/portfolio.csv';

const log = (...a: unknown[]) => console.error('[progress]', ...a);

// Statements sent by this process (pg's Client#query: pool queries and transactions go through it).
// Their texts are kept while a save runs, to count the statements of its progress step (serial run).
let queryCount = 0;
let queryTexts: string[] | null = null;
type AnyFn = (this: unknown, ...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as unknown as AnyFn;
(pg.Client.prototype as unknown as { query: AnyFn }).query = function (this: unknown, ...args: unknown[]) {
  queryCount++;
  const first = args[0];
  queryTexts?.push(
    String(typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text),
  );
  return clientQuery.apply(this, args);
};

interface Spread {
  n: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

function spread(xs: number[]): Spread {
  const s = [...xs].sort((a, b) => a - b);
  return {
    n: s.length,
    min: s[0] ?? Number.NaN,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    max: s.at(-1) ?? Number.NaN,
    mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length),
  };
}
/** Average cores busy (every process) between two readings. */
function busyCores(a: ReturnType<typeof machineCpu>, b: ReturnType<typeof machineCpu>): number | null {
  if (!a || !b || b.at <= a.at) return null;
  return (b.busy - a.busy) / ((b.at - a.at) / 1000);
}

// --- (A) the progress step of a save -----------------------------------------------------------------

/**
 * Two valid answers for a section: the sample, and the sample with one text answer changed (a top-level
 * textarea or text field shown without condition, else a text column of the first row of a table).
 */
function variantsOf(sectionId: string): [SectionContent, SectionContent] {
  const sample = SAMPLE_CONTENT[sectionId];
  if (!sample) throw new Error(`No sample answers for ${sectionId}`);
  const form = formFor(sectionId);
  const schema = schemaFor(sectionId);
  const parse = (content: unknown) => {
    const r = schema.safeParse(content);
    return r.success ? (r.data as SectionContent) : null;
  };
  const a = parse(sample);
  if (!a) throw new Error(`The sample answers of ${sectionId} do not pass its schema`);
  const fields = sectionFields(form);
  const tries: (() => unknown)[] = [];
  for (const kind of ['textarea', 'text'] as const)
    for (const f of fields)
      if (f.kind === kind && !f.when && typeof a[f.name] === 'string' && a[f.name])
        tries.push(() => ({ ...a, [f.name]: `${a[f.name]} Checked again this term.` }));
  for (const f of fields) {
    if (f.kind !== 'rows') continue;
    const rows = a[f.name];
    if (!Array.isArray(rows) || !rows.length) continue;
    for (const col of f.columns)
      if ((col.kind === 'textarea' || col.kind === 'text') && typeof rows[0][col.name] === 'string')
        tries.push(() => ({
          ...a,
          [f.name]: [{ ...rows[0], [col.name]: `${rows[0][col.name]} (checked again)` }, ...rows.slice(1)],
        }));
  }
  for (const t of tries) {
    const b = parse(t());
    if (b && changedFields(form, a, b).length) return [a, b];
  }
  throw new Error(`No second valid answer found for ${sectionId}`);
}

interface Sample {
  recompute: number;
  save: number;
}

interface SaveRun {
  samples: Sample[];
  /** Badges the measured saves earned (after the plans were seeded, none are expected). */
  newBadges: number;
  /** Statements this process sent per measured save (serial only: nothing else runs then). */
  statementsPerSave: number | null;
  /** Statements sent during the progress step (serial only). */
  stepStatements: Spread | null;
  wallMs: number;
  /** Average cores busy on the whole machine (every process) during the run, or null. */
  machineCores: number | null;
}

interface SavesResult {
  version: string;
  serial: SaveRun;
  concurrent: SaveRun;
  unmeasured: number;
  /** `select 1` through the pool, one after another, ms. */
  roundTrip: Spread;
  /** `partCompliance` of one part over a whole plan's answers, ms. */
  compute: Spread;
}

async function benchSaves(): Promise<SavesResult> {
  // The pool as the server opens it (10 connections).
  const app = await appOnFreshDatabase(ADMIN_URL, DATABASE, { SEED_DEMO: '1' });
  const { databaseUrl, deps } = app;
  try {
    await seedDemo(deps.db, { password: PASSWORD });
    const version = String((await admin('show server_version', databaseUrl))[0]?.server_version);
    const variants = new Map(PLAN_SECTIONS.map((s) => [s.id, variantsOf(s.id)]));

    interface Plan {
      schoolId: string;
      editor: Editor;
      /** Per section: the stored version and which of the two answers is stored. */
      sections: Map<string, { version: number; variant: 0 | 1 }>;
    }
    const plans: Plan[] = [];
    const seededAt = new Date();
    for (let i = 0; i < SCHOOLS; i++) {
      const [school] = await deps.db
        .insert(schools)
        .values({
          name: `Bench Progress School ${i + 1}`,
          slug: `bench-progress-${i + 1}`,
          region: 'Waikato',
        })
        .returning({ id: schools.id });
      const editor = { id: randomBytes(16).toString('hex'), name: `Principal ${i + 1}` };
      await deps.db.insert(users).values({
        id: editor.id,
        email: `bench-progress-${i + 1}@example.nz`,
        name: editor.name,
        emailVerified: true,
        role: 'principal',
        schoolId: school!.id,
      });
      await seedDemoPlan(
        deps.db,
        school!.id,
        editor,
        PLAN_SECTIONS.map((s) => s.id),
        seededAt,
      );
      const { sections } = await loadPlan(deps.db, school!.id);
      plans.push({
        schoolId: school!.id,
        editor,
        sections: new Map(sections.map((s) => [s.sectionId, { version: s.version, variant: 0 }])),
      });
      log(`school ${i + 1}/${SCHOOLS}: 28 sections saved`);
    }

    /** One save; `countStep` (serial only) counts the statements the save sends. */
    const save = async (plan: Plan, sectionId: string, countStep = false) => {
      const stored = plan.sections.get(sectionId)!;
      const next = stored.variant === 0 ? 1 : 0;
      let recompute = Number.NaN;
      let stepStatements = Number.NaN;
      if (countStep) queryTexts = [];
      const t0 = performance.now();
      const result = await writeSection(deps.db, {
        schoolId: plan.schoolId,
        sectionId,
        version: stored.version,
        content: variants.get(sectionId)![next],
        editor: plan.editor,
        kind: 'save',
        now: new Date(),
        onFigures: (ms) => {
          recompute = ms;
        },
      });
      const ms = performance.now() - t0;
      // The figures are worked out before the save's one statement: every statement it sends is counted.
      if (queryTexts) stepStatements = queryTexts.length;
      queryTexts = null;
      if (!result.changed.length || result.state.version !== stored.version + 1 || Number.isNaN(recompute))
        throw new Error(`the save of ${sectionId} wrote no new version`);
      plan.sections.set(sectionId, { version: result.state.version, variant: next });
      return { sample: { recompute, save: ms }, newBadges: result.newBadges.length, stepStatements };
    };
    const sectionAt = (i: number) => PLAN_SECTIONS[i % PLAN_SECTIONS.length]!.id;

    // Serial: one school, the next section each time (all 8 parts in turn).
    const serialSamples: Sample[] = [];
    let serialBadges = 0;
    let serialStatements = 0;
    let serialWall = 0;
    const stepStatements: number[] = [];
    let machine = machineCpu();
    for (let i = 0; i < SERIAL; i++) {
      if (i === SERIAL_WARMUP) machine = machineCpu();
      const q0 = queryCount;
      const t0 = performance.now();
      const r = await save(plans[0]!, sectionAt(i), true);
      if (i < SERIAL_WARMUP) continue;
      serialWall += performance.now() - t0;
      serialStatements += queryCount - q0;
      stepStatements.push(r.stepStatements);
      serialSamples.push(r.sample);
      serialBadges += r.newBadges;
    }
    const serialCores = busyCores(machine, machineCpu());
    log(`serial: ${serialSamples.length} saves measured`);

    // What one statement costs here: a round trip through the pool (`select 1`, one after another).
    const roundTrips: number[] = [];
    for (let i = 0; i < 220; i++) {
      const t0 = performance.now();
      await deps.db.execute(sql`select 1`);
      if (i >= 20) roundTrips.push(performance.now() - t0);
    }
    // The step's computation without the database: a part's compliance from a whole plan's answers.
    const compute: number[] = [];
    for (let i = 0; i < 220; i++)
      for (const part of PLAN_PARTS) {
        const t0 = performance.now();
        partCompliance(part.id, SAMPLE_CONTENT);
        if (i >= 20) compute.push(performance.now() - t0);
      }

    // Concurrent: each writer its own school; writers start at different parts.
    const concurrentSamples: Sample[] = [];
    let concurrentBadges = 0;
    machine = machineCpu();
    const t0 = performance.now();
    await Promise.all(
      plans.slice(0, WRITERS).map(async (plan, w) => {
        for (let i = 0; i < PER_WRITER; i++) {
          const r = await save(plan, sectionAt(w * 3 + i));
          concurrentSamples.push(r.sample);
          concurrentBadges += r.newBadges;
        }
      }),
    );
    const concurrentWall = performance.now() - t0;
    const concurrentCores = busyCores(machine, machineCpu());
    log(`concurrent: ${concurrentSamples.length} saves measured`);

    return {
      version,
      unmeasured: SERIAL_WARMUP,
      roundTrip: spread(roundTrips),
      compute: spread(compute),
      serial: {
        samples: serialSamples,
        newBadges: serialBadges,
        statementsPerSave: serialStatements / serialSamples.length,
        stepStatements: spread(stepStatements),
        wallMs: serialWall,
        machineCores: serialCores,
      },
      concurrent: {
        samples: concurrentSamples,
        newBadges: concurrentBadges,
        statementsPerSave: null,
        stepStatements: null,
        wallMs: concurrentWall,
        machineCores: concurrentCores,
      },
    };
  } finally {
    await app.close();
  }
}

// --- (B) the provider portfolio -------------------------------------------------------------------------

interface Ready {
  port: number;
  appUrl: string;
  serverVersion: string | null;
}

type Server = BenchServer<Ready>;

/** bench/server.ts as a child process (as bench/run.ts starts it), on PostgreSQL. */
const startServer = () =>
  startBenchServer<Ready>(
    { BENCH_DB: 'postgres', PORT: String(PORT), DEMO_PASSWORD: PASSWORD, BENCH_ADMIN_URL: ADMIN_URL },
    'postgres',
  );
const signIn = (server: Server, email: string) => signInAt(server, email, PASSWORD);
const admin = (text: string, url = ADMIN_URL) => adminAt(text, url);
async function getJson<T>(url: string, cookie: string): Promise<T> {
  const res = await fetch(url, { headers: { cookie } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The extra schools, and progress rows for 9 in 10 of them, in one statement each. */
async function seedPortfolio(url: string): Promise<{ schools: number; withProgress: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const places = `array[${PLACES.map((p) => `'${p}'`).join(', ')}]`;
    const regions = `array[${REGIONS.map((r) => `'${r.replace(/'/g, "''")}'`).join(', ')}]`;
    const inserted = await client.query(
      `insert into schools (name, slug, region)
       select 'Bench ' || (${places})[1 + g % ${PLACES.length}] || ' School ' || g,
              'bench-portfolio-' || g,
              (${regions})[1 + (g * 7) % ${REGIONS.length}]
       from generate_series(1, ${EXTRA_SCHOOLS}) g`,
    );
    // Figures spread over their ranges: overall and compliance 0–100 (level from the percentage, as
    // complianceLevel does: fully ≥ 95, partially ≥ 70), failing items from the compliance of 39 items,
    // last activity over 18 months (none for 1 in 13), next review from 6 months ago to 2 years ahead
    // (none for 1 in 4). Every tenth school has no progress row (a plan never opened).
    const progress = await client.query(
      `insert into plan_progress (school_id, overall, sections_completed, total_sections, last_activity_at,
                                  compliance_percent, compliance_level, failing_count, next_review_date)
       select s.id, v.o, (v.o * 28) / 100, 28,
              case when s.g % 13 = 0 then null
                   else now() - ((s.g * 37) % 540) * interval '1 day' - ((s.g * 11) % 1440) * interval '1 minute' end,
              v.c,
              case when v.c >= 95 then 'fully_compliant' when v.c >= 70 then 'partially_compliant' else 'non_compliant' end,
              39 - (v.c * 39) / 100,
              case when s.g % 4 = 0 then null
                   else to_char(current_date + ((s.g * 29) % 730 - 180), 'YYYY-MM-DD') end
       from (select id, substring(slug from 'bench-portfolio-([0-9]+)')::int as g
             from schools where slug like 'bench-portfolio-%') s
       cross join lateral (select (s.g * 37) % 101 as o, (s.g * 53) % 101 as c) v
       where s.g % 10 <> 0`,
    );
    await client.query('analyze');
    return { schools: inserted.rowCount ?? 0, withProgress: progress.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}

interface PageResult {
  label: string;
  path: string;
  total: number;
  rows: number;
  bytes: number;
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  machineCores: number | null;
}

function cannon(
  url: string,
  seconds: number,
  cookie: string,
  onLatency?: (ms: number, status: number) => void,
) {
  return new Promise<autocannon.Result>((resolvePromise, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { cookie } },
      (err, result) => (err ? reject(err) : resolvePromise(result)),
    );
    if (onLatency)
      instance.on('response', (_client, statusCode, _bytes, responseTime) =>
        onLatency(responseTime, statusCode),
      );
  });
}

async function loadPage(server: Server, cookie: string, page: (typeof PAGES)[number]): Promise<PageResult> {
  const url = `${server.base}${page.path}`;
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${page.path} answered ${res.status}: ${body.slice(0, 300)}`);
  const parsed = JSON.parse(body) as { schools: unknown[]; total: number };
  if (!parsed.schools.length) throw new Error(`GET ${page.path} found no school: it would measure nothing`);
  log(`${page.path}: ${WARMUP} s warm-up, ${DURATION} s measured, ${CONNECTIONS} connections`);
  await cannon(url, WARMUP, cookie);
  await new Promise((r) => setTimeout(r, 1000));
  // Exact percentiles from every 2xx response time (autocannon's histogram has 1 ms buckets and no p95).
  const times: number[] = [];
  const machine = machineCpu();
  const result = await cannon(url, DURATION, cookie, (ms, status) => {
    if (status >= 200 && status <= 299) times.push(ms);
  });
  const machineCores = busyCores(machine, machineCpu());
  const s = spread(times);
  await new Promise((r) => setTimeout(r, 1000));
  return {
    label: page.label,
    path: page.path,
    total: parsed.total,
    rows: parsed.schools.length,
    bytes: Buffer.byteLength(body),
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: s.p50,
    p95: s.p95,
    p99: s.p99,
    max: s.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    machineCores,
  };
}

interface CsvResult {
  runs: number;
  median: number;
  p95: number;
  max: number;
  bytes: number;
  rows: number;
}

async function loadCsv(server: Server, cookie: string, expectedRows: number): Promise<CsvResult> {
  const times: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let i = 0; i < CSV_RUNS + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.base}${CSV_PATH}`, { headers: { cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - t0;
    if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/csv'))
      throw new Error(`GET ${CSV_PATH} answered ${res.status} ${res.headers.get('content-type')}`);
    bytes = body.length;
    rows = body.toString('utf8').trimEnd().split(/\r?\n/).length - 1;
    if (rows < expectedRows) throw new Error(`the CSV has ${rows} schools, not ${expectedRows}`);
    if (i >= 2) times.push(ms);
  }
  const s = spread(times);
  return { runs: times.length, median: s.p50, p95: s.p95, max: s.max, bytes, rows };
}

interface PortfolioResult {
  version: string | null;
  extra: { schools: number; withProgress: number };
  total: number;
  pages: PageResult[];
  csv: CsvResult;
}

async function benchPortfolio(): Promise<PortfolioResult> {
  log('portfolio: starting the server (bench/server.ts, PostgreSQL)');
  const server = await startServer();
  try {
    const extra = await seedPortfolio(withDatabase(ADMIN_URL, SERVER_DATABASE));
    log(`portfolio: ${extra.schools} schools added, ${extra.withProgress} with a progress row`);
    const cookie = await signIn(server, ADMIN);
    const first = await getJson<{ total: number }>(`${server.base}/api/provider/portfolio`, cookie);
    if (first.total < EXTRA_SCHOOLS)
      throw new Error(`the portfolio counts ${first.total} schools, fewer than ${EXTRA_SCHOOLS}`);
    // Warm the code paths before anything is measured.
    for (let i = 0; i < 50; i++)
      for (const page of PAGES) await getJson(`${server.base}${page.path}`, cookie);
    const pages: PageResult[] = [];
    for (const page of PAGES) pages.push(await loadPage(server, cookie, page));
    log(`portfolio: ${CSV_PATH} ${CSV_RUNS} times`);
    const csv = await loadCsv(server, cookie, first.total);
    return { version: server.ready.serverVersion, extra, total: first.total, pages, csv };
  } finally {
    await server.stop();
  }
}

// --- The page section ------------------------------------------------------------------------------------

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const cores = (n: number | null) => (n === null ? '–' : n.toFixed(2));

function recomputeMet(run: SaveRun) {
  return spread(run.samples.map((s) => s.recompute)).p95 <= TARGET_RECOMPUTE_MS;
}

function pageMet(p: PageResult) {
  return p.p95 <= TARGET_PAGE_MS && p.non2xx === 0 && p.errors === 0 && p.timeouts === 0;
}

function section(
  saves: SavesResult | null,
  portfolio: PortfolioResult | null,
  notes: string[],
  started: Date,
  load: { start: number[]; end: number[] },
): string {
  let commit = 'unknown';
  let dirty = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
    dirty = execSync('git status --porcelain -- src bench/progress.ts bench/server.ts', { cwd: ROOT })
      .toString()
      .trim()
      ? ', with uncommitted changes under src/ or bench/'
      : ', no uncommitted changes under src/';
  } catch {
    /* not a git checkout */
  }
  const fmt = (n: number) => n.toFixed(2);
  const version = saves?.version ?? portfolio?.version ?? 'unknown';
  const lines = [
    START,
    '## Progress, compliance and badges; provider portfolio (bench/progress.ts)',
    '',
    'Written by `node_modules/.bin/tsx bench/progress.ts` (not by `npm run bench`, which rewrites the rest of this page); every figure below was measured by that run, on PostgreSQL only.',
    '',
    `- **Date:** ${started.toISOString()}; **code:** commit ${commit}${dirty}`,
    `- **Machine:** ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}); Node ${process.version}; PostgreSQL ${version} on the same machine; load average (1, 5, 15 min) ${load.start.map(fmt).join(', ')} at the start, ${load.end.map(fmt).join(', ')} at the end`,
  ];

  lines.push('', '### A. The progress step of a save', '');
  if (saves) {
    const step = saves.serial.stepStatements!;
    lines.push(
      `Target (issue 4): recomputing progress, compliance and badges on a save adds ≤ ${TARGET_RECOMPUTE_MS} ms p95 to the save on PostgreSQL.`,
      '',
      `In process (no HTTP), on a fresh database with the demo data and ${SCHOOLS} more schools, each with a principal and a whole plan (the 28 sections saved with the Kōwhai Valley sample answers through the real save). Each measured save is \`writeSection\` (what the save route calls) with the section's answers parsed by its schema, the version it read and \`now: new Date()\`, alternating the sample answers and the same with one text answer changed, so every save writes a new version, a revision, the part's compliance, the progress row and the badge check; the sections are taken in plan order, round and round (all 8 parts). *Progress step*: the time \`writeSection\` reports through \`onFigures\`: working out the section's figures, its part's compliance and status, the progress row and the badges (\`writeFigures\`, decision 024), which the save does before its one statement. *Whole save*: \`writeSection\` from call to return (the step, the one statement that writes section, revision, part, progress row and badges, the commit). *Serial*: ${SERIAL} saves one after another on one school, the first ${saves.unmeasured} not measured. *Concurrent*: ${WRITERS} writers at once, each on its own school, ${PER_WRITER} saves each, all measured, on the server's pool size (10 connections).`,
      '',
      `| run | saves | progress step ms p50 | p95 | p99 | max | whole save ms p50 | p95 | p99 | step's share of the save (sum of steps / sum of saves) | saves per s | cores busy on the machine (every process, of ${cpus().length}) | target: step p95 ≤ ${TARGET_RECOMPUTE_MS} ms |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const [label, run] of [
      ['serial, one school', saves.serial],
      [`concurrent, ${WRITERS} writers on ${WRITERS} schools`, saves.concurrent],
    ] as const) {
      const r = spread(run.samples.map((s) => s.recompute));
      const w = spread(run.samples.map((s) => s.save));
      const share = (r.mean / w.mean) * 100;
      lines.push(
        `| ${label} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(w.p50)} | ${ms(w.p95)} | ${ms(w.p99)} | ${share.toFixed(0)} % | ${((run.samples.length / run.wallMs) * 1000).toFixed(0)} | ${cores(run.machineCores)} | ${recomputeMet(run) ? 'met' : 'not met'} |`,
      );
    }
    lines.push(
      '',
      `- Where the step's time goes (serial): the save sends ${step.min === step.max ? `${step.p50} statement(s) in every save` : `${step.p50} statements (median; ${step.min}–${step.max} over the run)`} (${saves.serial.statementsPerSave?.toFixed(1)} on average; counted where pg sends them in this process), and the step itself none. One round trip through the pool (\`select 1\`, one after another, ${saves.roundTrip.n} times) takes ${ms(saves.roundTrip.p50)} ms p50, ${ms(saves.roundTrip.p95)} ms p95 here. Its computation without the database, a part's compliance from a whole plan's answers (\`partCompliance\`, every part ${saves.compute.n / PLAN_PARTS.length} times), takes ${ms(saves.compute.p50)} ms p50, ${ms(saves.compute.p95)} ms p95.`,
      `- Badges earned by the measured saves: ${saves.serial.newBadges} serial, ${saves.concurrent.newBadges} concurrent (the plans were complete before, so the editor already holds every badge the figures satisfy and the save's statement inserts none: the usual path; a save that earns a badge inserts rows that this run did not measure).`,
      `- The database server, this process and the machine's other work share ${cpus().length} cores: in the concurrent run the ${WRITERS} writers' statements queue for CPU, which shows in both the step and the whole save.`,
    );
  } else lines.push('Not measured (see the notes).');

  lines.push('', '### B. The provider portfolio', '');
  if (portfolio) {
    lines.push(
      `Target (issue 4): the portfolio of 2,500 schools loads in ≤ ${TARGET_PAGE_MS} ms p95.`,
      '',
      `The server is bench/server.ts (the production app on a fresh database with the demo data) as a child process; before the load, ${portfolio.extra.schools.toLocaleString('en-NZ')} schools are added to its database in SQL (names 'Bench <place> School <n>', ${PLACES.length} places, 2 of them with 'Valley'; ${REGIONS.length} regions), ${portfolio.extra.withProgress.toLocaleString('en-NZ')} of them with a progress row (overall and compliance % spread over 0–100, the level from the percentage, failing items, last activity over 18 months with 1 in 13 never, next review from 6 months ago to 2 years ahead with 1 in 4 none); the rest have no progress row (a plan never opened: the portfolio shows an empty plan's figures), then \`analyze\`. The portfolio then counts ${portfolio.total.toLocaleString('en-NZ')} schools. Signed in as the demo admin. Load: autocannon in the bench process, ${CONNECTIONS} connections, ${DURATION} s per page after ${WARMUP} s of unmeasured warm-up, loopback; percentiles from every 2xx response time. ${CONNECTIONS} connections stand for the provider's staff (a few people looking at the portfolio at once), not the 50 of the school scenarios.`,
      '',
      `| page (first page, 50 schools) | schools matching | requests | requests/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx | errors | cores busy on the machine (every process, of ${cpus().length}) | target: p95 ≤ ${TARGET_PAGE_MS} ms |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const p of portfolio.pages)
      lines.push(
        `| ${p.label}: \`GET ${p.path}\` | ${p.total.toLocaleString('en-NZ')} | ${p.requests} | ${p.requestsPerSecond.toFixed(0)} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.max)} | ${p.non2xx} | ${p.errors + p.timeouts} | ${cores(p.machineCores)} | ${pageMet(p) ? 'met' : 'not met'} |`,
      );
    const c = portfolio.csv;
    lines.push(
      '',
      `| export | runs | median ms | p95 ms | max ms | schools | bytes |`,
      '|---|---:|---:|---:|---:|---:|---:|',
      `| \`GET ${CSV_PATH}\` (every school), one at a time, request to last byte, after 2 unmeasured | ${c.runs} | ${ms(c.median)} | ${ms(c.p95)} | ${ms(c.max)} | ${c.rows.toLocaleString('en-NZ')} | ${c.bytes.toLocaleString('en-NZ')} |`,
      '',
      '- The CSV has no target of its own; it is one request a person asks for now and then.',
    );
  } else lines.push('Not measured (see the notes).');

  for (const n of notes) lines.push('', n);
  lines.push(END);
  return lines.join('\n');
}

async function main() {
  const started = new Date();
  const loadStart = loadavg();
  const notes: string[] = [];
  let saves: SavesResult | null = null;
  let portfolio: PortfolioResult | null = null;
  try {
    await admin('select 1');
  } catch (err) {
    notes.push(
      `PostgreSQL not benchmarked: ${ADMIN_URL.replace(/:[^:@/]+@/, ':***@')} could not be reached (${(err as Error).message}).`,
    );
  }
  if (!notes.length) {
    saves = await benchSaves();
    portfolio = await benchPortfolio();
  }
  const loadEnd = loadavg();
  // The load at the end counts this run's own processes (PostgreSQL, the server, this one): only the load
  // at the start tells of other work.
  if (loadStart[0]! > cpus().length)
    notes.push(
      `- The 1-minute load average at the start (${loadStart[0]!.toFixed(2)}) was above the machine's ${cpus().length} cores: other work shared the CPUs with this run (see the cores-busy columns), and these figures carry its weight.`,
    );
  const text = section(saves, portfolio, notes, started, { start: loadStart, end: loadEnd });
  writeMarkedSection(OUT, START, END, text);
  console.log(text);
  log(`written to ${OUT}`);
  const met =
    saves !== null &&
    portfolio !== null &&
    recomputeMet(saves.serial) &&
    recomputeMet(saves.concurrent) &&
    portfolio.pages.every(pageMet);
  if (!met) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
