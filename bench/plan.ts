/**
 * The plan scenarios of `npm run bench` (issue 3): loading a section, saving sections, and the PDF of
 * the whole plan. Called by bench/run.ts with the running server; only measured figures are returned.
 *
 * - Section load: the principal of the demo school reads its 28 sections in turn (`GET
 *   /api/schools/{schoolId}/plan/sections/{sectionId}`), all connections on one school.
 * - Section save: each connection owns one section of one school and keeps that section's current
 *   version, read from every 200 answer (`PUT ... { version, content }`); every save changes one text
 *   answer, so each accepted save writes a new version, a revision and an activity entry. A 409 (stale
 *   version) is counted, then the connection reads the section again (that read is not counted) and
 *   carries on. Only 200 answers count as saves and only their latencies make the percentiles.
 *   Two layouts: every connection on its own school (admin account, schools created for the bench), and
 *   all connections on the two demo schools (their principals, one section each), where saves to
 *   sections of the same part of a plan wait for each other (a save locks its part's rows).
 * - PDF: `GET /api/schools/{schoolId}/plan/export.pdf`, one request at a time, for the demo school's
 *   plan as seeded and for the second demo school after every one of its 28 sections was saved with
 *   the sample answers (the Kōwhai Valley examples).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { PLAN_SECTIONS } from '../src/domain/plan/catalogue';
import { isShown, sectionFields } from '../src/domain/plan/fields';
import { formFor, schemaFor } from '../src/domain/plan/forms';
import { SAMPLE_CONTENT } from '../src/server/features/plan/demo';
import type { Floor, FloorRun } from './save-floor';

export interface Timing {
  cpuMs: number;
  wallMs: number;
  queries: number;
}

export interface ServerStats {
  queries: number;
  cpu: { user: number; system: number };
  elu: { idle: number; active: number };
}

/** What bench/run.ts lends the plan scenarios. */
export interface PlanHarness {
  base: string;
  appUrl: string;
  connections: number;
  duration: number;
  warmup: number;
  pdfRuns: number;
  signIn(email: string): Promise<string>;
  stats(): Promise<ServerStats>;
  quiesce(): Promise<void>;
  machineCpu(): { busy: number; total: number } | null;
  percentile(sorted: ArrayLike<number>, p: number): number;
  log(...args: unknown[]): void;
  /**
   * PostgreSQL only: the floor of bench/save-floor.ts, opened on demand, so that the app's save is
   * measured beside `required-1` in the same run (issue 15), and the open-loop rate (saves/s).
   */
  floor?: () => Promise<Floor>;
  pairRounds?: number;
  openLoopRate?: number;
}

export interface PlanLoad {
  key: 'section-load' | 'section-save' | 'section-save-2-schools';
  label: string;
  /** Successful (200) answers per second over the measured time. */
  okPerSecond: number;
  seconds: number;
  ok: number;
  conflicts: number;
  otherNon2xx: number;
  errors: number;
  /** Requests that were not the measured kind (the reads after a 409). */
  extraReads: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  cpuMsPerOk: number;
  /** CPU of the whole machine per 200 answer (PostgreSQL, server, load generator), ms. */
  machineCpuMsPerOk: number | null;
  eventLoopBusy: number;
  otherCores: number | null;
  /** One request at a time on one connection: queries, server CPU and latency of one request. */
  sequential: { queries: number; cpuMs: number; p50: number };
  schools: number;
  sectionsPerSchool: number;
}

export interface PdfRun {
  label: string;
  sectionsFilled: number;
  runs: number;
  p50: number;
  max: number;
  min: number;
  bytes: number;
  pages: number | null;
  cpuMsPerPdf: number;
  queriesPerPdf: number;
}

/** One round of the app's save (each connection its own school) beside `required-1` of the floor. */
export interface SavePairRound {
  app: { perSecond: number; p50: number; p95: number; serverCpuMs: number; machineCpuMs: number | null };
  floor: FloorRun;
}

export interface OpenLoop {
  rate: number;
  seconds: number;
  sent: number;
  ok: number;
  conflicts: number;
  other: number;
  /** Saves sent while their section's previous save was still open (none expected at this rate). */
  overlapping: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  serverCpuMsPerOk: number;
}

export interface PlanResults {
  loads: PlanLoad[];
  pdfs: PdfRun[];
  pairing?: { rounds: SavePairRound[]; floorVersion: string };
  openLoop?: OpenLoop;
}

const SECTION_IDS = PLAN_SECTIONS.map((s) => s.id);

// --- HTTP helpers ------------------------------------------------------------------------------------

async function call(
  h: PlanHarness,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${h.base}${path}`, {
    method,
    headers: {
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin: h.appUrl }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: the status says enough
  }
  return { status: res.status, json };
}

async function must(
  h: PlanHarness,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  expected = 200,
): Promise<Record<string, unknown>> {
  const r = await call(h, method, path, cookie, body);
  if (r.status !== expected)
    throw new Error(
      `${method} ${path} answered ${r.status}, not ${expected}: ${JSON.stringify(r.json).slice(0, 300)}`,
    );
  return r.json;
}

const sectionPath = (schoolId: string, sectionId: string) =>
  `/api/schools/${schoolId}/plan/sections/${sectionId}`;

async function versionOf(h: PlanHarness, cookie: string, schoolId: string, sectionId: string) {
  const state = await must(h, 'GET', sectionPath(schoolId, sectionId), cookie);
  if (typeof state.version !== 'number')
    throw new Error(`no version in ${JSON.stringify(state).slice(0, 200)}`);
  return state.version;
}

// --- Save contents: the sample answers, with one text answer changed on every save ---------------------

/**
 * How a save changes one answer of a section's sample content: the first text or text-area field shown
 * with the sample answers, else a text column of the first row of a table (rows field) that has rows.
 */
function editor(
  sectionId: string,
): (content: Record<string, unknown>, text: string) => Record<string, unknown> {
  const sample = SAMPLE_CONTENT[sectionId] ?? {};
  const fields = sectionFields(formFor(sectionId));
  const text = fields.find((f) => (f.kind === 'text' || f.kind === 'textarea') && isShown(f, sample));
  if (text) return (content, value) => ({ ...content, [text.name]: value });
  for (const f of fields) {
    if (f.kind !== 'rows' || !isShown(f, sample)) continue;
    const rows = sample[f.name];
    const column = f.columns.find((c) => c.kind === 'text' || c.kind === 'textarea');
    if (!column || !Array.isArray(rows) || rows.length === 0) continue;
    return (content, value) => {
      const list = [...(content[f.name] as Record<string, unknown>[])];
      list[0] = { ...list[0], [column.name]: value };
      return { ...content, [f.name]: list };
    };
  }
  throw new Error(`section ${sectionId}: no text answer in its sample content for the bench to change`);
}

const EDITORS = new Map(SECTION_IDS.map((id) => [id, editor(id)]));

export function saveContent(sectionId: string, n: number): Record<string, unknown> {
  return EDITORS.get(sectionId)!(SAMPLE_CONTENT[sectionId] ?? {}, `Checked with the caretaker, note ${n}`);
}

/** Every save body the bench sends must pass the section's own schema, or the bench measures 400s. */
function checkSaveContents() {
  for (const id of SECTION_IDS) {
    const parsed = schemaFor(id).safeParse(saveContent(id, 123456));
    if (!parsed.success)
      throw new Error(`the bench's save content for ${id} fails its schema: ${parsed.error.message}`);
  }
}

// --- Load measurement ----------------------------------------------------------------------------------

interface Outcome {
  ok: number;
  conflicts: number;
  otherNon2xx: number;
  errors: number;
  extraReads: number;
  seconds: number;
  latencies: Float64Array;
}

async function measure(
  h: PlanHarness,
  run: (seconds: number, record: boolean) => Promise<Outcome>,
  prepare?: () => Promise<void>,
) {
  if (h.warmup > 0) await run(h.warmup, false);
  await h.quiesce();
  // Answers still in flight when a run stops are not seen by the load generator: read the state again.
  await prepare?.();
  await h.quiesce();
  const before = await h.stats();
  const machineBefore = h.machineCpu();
  const selfBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const o = await run(h.duration, true);
  const after = await h.stats();
  const machineAfter = h.machineCpu();
  const self = process.cpuUsage(selfBefore);
  const wallSeconds = (performance.now() - wallBefore) / 1000;
  const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
  const active = after.elu.active - before.elu.active;
  const idle = after.elu.idle - before.elu.idle;
  const sorted = o.latencies.sort();
  return {
    okPerSecond: o.ok / o.seconds,
    seconds: o.seconds,
    ok: o.ok,
    conflicts: o.conflicts,
    otherNon2xx: o.otherNon2xx,
    errors: o.errors,
    extraReads: o.extraReads,
    p50: h.percentile(sorted, 50),
    p95: h.percentile(sorted, 95),
    p99: h.percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    cpuMsPerOk: cpuMs / Math.max(1, o.ok),
    machineCpuMsPerOk:
      machineBefore && machineAfter
        ? ((machineAfter.busy - machineBefore.busy) * 1000) / Math.max(1, o.ok)
        : null,
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

class Samples {
  values = new Float64Array(1 << 16);
  n = 0;
  push(ms: number) {
    if (this.n === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.n++] = ms;
  }
  get all() {
    return this.values.subarray(0, this.n);
  }
}

/** Section loads: one autocannon run, every request the next of the 28 sections. */
function sectionLoadRun(h: PlanHarness, cookie: string, schoolId: string) {
  let next = 0;
  return (seconds: number, record: boolean) =>
    new Promise<Outcome>((resolvePromise, reject) => {
      const samples = new Samples();
      const instance = autocannon(
        {
          url: h.base,
          connections: h.connections,
          duration: seconds,
          headers: { cookie },
          requests: [
            {
              method: 'GET',
              setupRequest: (req) => ({
                ...req,
                path: sectionPath(schoolId, SECTION_IDS[next++ % SECTION_IDS.length]!),
              }),
            },
          ],
        },
        (err, result) => {
          if (err) return reject(err);
          resolvePromise({
            ok: result['2xx'],
            conflicts: result.statusCodeStats?.['409']?.count ?? 0,
            otherNon2xx: result.non2xx - (result.statusCodeStats?.['409']?.count ?? 0),
            errors: result.errors + result.timeouts,
            extraReads: 0,
            seconds: result.duration,
            latencies: samples.all.slice(),
          });
        },
      );
      if (record)
        instance.on('response', (_c, status, _b, ms) => {
          if (status === 200) samples.push(ms);
        });
    });
}

interface Owner {
  cookie: string;
  schoolId: string;
  sectionId: string;
  version: number;
  saves: number;
  /** After a 409: read the section again before the next save. */
  reread: boolean;
}

/** Each owner's current version, read again (between runs: a save in flight at the end of a run is not seen). */
async function refreshVersions(h: PlanHarness, owners: Owner[]) {
  for (const o of owners) {
    o.version = await versionOf(h, o.cookie, o.schoolId, o.sectionId);
    o.reread = false;
  }
}

/**
 * Section saves: one autocannon instance of one connection per owner, so that each connection keeps
 * its own section's version between requests (autocannon's per-request context is reset after every
 * request when there is one request in the list).
 */
function sectionSaveRun(h: PlanHarness, owners: Owner[]) {
  return async (seconds: number, record: boolean): Promise<Outcome> => {
    const samples = new Samples();
    let ok = 0;
    let conflicts = 0;
    let otherNon2xx = 0;
    let extraReads = 0;
    let errors = 0;
    let longest = 0;
    await Promise.all(
      owners.map(
        (o) =>
          new Promise<void>((resolvePromise, reject) => {
            let lastWasSave = true;
            const instance = autocannon(
              {
                url: h.base,
                connections: 1,
                duration: seconds,
                requests: [
                  {
                    setupRequest: (req) => {
                      lastWasSave = !o.reread;
                      if (o.reread)
                        return {
                          ...req,
                          method: 'GET',
                          path: sectionPath(o.schoolId, o.sectionId),
                          headers: { cookie: o.cookie },
                          body: undefined,
                        };
                      o.saves++;
                      return {
                        ...req,
                        method: 'PUT',
                        path: sectionPath(o.schoolId, o.sectionId),
                        headers: { cookie: o.cookie, 'content-type': 'application/json', origin: h.appUrl },
                        body: JSON.stringify({
                          version: o.version,
                          content: saveContent(o.sectionId, o.saves),
                        }),
                      };
                    },
                    onResponse: (status, body) => {
                      if (status === 200) {
                        const v = (JSON.parse(body) as { version?: unknown }).version;
                        if (typeof v === 'number') o.version = v;
                        o.reread = false;
                      } else if (status === 409) {
                        o.reread = true;
                      }
                    },
                  },
                ],
              },
              (err, result) => {
                if (err) return reject(err);
                errors += result.errors + result.timeouts;
                longest = Math.max(longest, result.duration);
                resolvePromise();
              },
            );
            instance.on('response', (_c, status, _b, ms) => {
              if (!record) return;
              if (!lastWasSave) {
                extraReads++;
                return;
              }
              if (status === 200) {
                ok++;
                samples.push(ms);
              } else if (status === 409) conflicts++;
              else otherNon2xx++;
            });
          }),
      ),
    );
    return {
      ok,
      conflicts,
      otherNon2xx,
      errors,
      extraReads,
      seconds: longest,
      latencies: samples.all.slice(),
    };
  };
}

/** One request at a time on one connection: queries per request, server CPU and median latency. */
async function sequential(h: PlanHarness, n: number, request: (i: number) => Promise<void>) {
  await h.quiesce();
  const before = await h.stats();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await request(i);
    times.push(performance.now() - t);
  }
  const after = await h.stats();
  return {
    queries: (after.queries - before.queries) / n,
    cpuMs: (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000 / n,
    p50: h.percentile(
      times.sort((a, b) => a - b),
      50,
    ),
  };
}

/** 200 saves of one owner's section, one at a time. */
function sequentialSaves(h: PlanHarness, o: Owner) {
  return sequential(h, 200, async () => {
    o.saves++;
    const saved = await must(h, 'PUT', sectionPath(o.schoolId, o.sectionId), o.cookie, {
      version: o.version,
      content: saveContent(o.sectionId, o.saves),
    });
    o.version = saved.version as number;
  });
}

/**
 * An open-loop load: saves sent at a fixed rate whatever the answers do (no waiting for one before the
 * next), each latency timed from when the save was due, so a slow answer delays no one's clock. Saves go
 * round the owners; an owner whose previous save is still open is passed over for the next free one.
 */
async function openLoopRun(h: PlanHarness, owners: Owner[], rate: number, seconds: number, record: boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: owners.length });
  const url = new URL(h.base);
  const busy = new Set<Owner>();
  const samples = new Samples();
  let sent = 0;
  let ok = 0;
  let conflicts = 0;
  let other = 0;
  let overlapping = 0;
  let next = 0;
  const open: Promise<void>[] = [];
  const send = (o: Owner, due: number) =>
    new Promise<void>((done) => {
      busy.add(o);
      o.saves++;
      const body = JSON.stringify({ version: o.version, content: saveContent(o.sectionId, o.saves) });
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: 'PUT',
          path: sectionPath(o.schoolId, o.sectionId),
          headers: {
            cookie: o.cookie,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: h.appUrl,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - due;
            if (res.statusCode === 200) {
              o.version = (JSON.parse(Buffer.concat(chunks).toString()) as { version: number }).version;
              ok++;
              if (record) samples.push(ms);
            } else if (res.statusCode === 409) conflicts++;
            else other++;
            if (res.statusCode !== 409) {
              busy.delete(o);
              return done();
            }
            // A stale version: the section is read again (not counted) before the owner saves again.
            versionOf(h, o.cookie, o.schoolId, o.sectionId).then(
              (v) => {
                o.version = v;
                busy.delete(o);
                done();
              },
              () => {
                busy.delete(o);
                done();
              },
            );
          });
        },
      );
      req.on('error', () => {
        busy.delete(o);
        other++;
        done();
      });
      req.end(body);
    });
  const interval = 1000 / rate;
  const start = performance.now();
  const total = Math.round(seconds * rate);
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    let o = owners[next++ % owners.length]!;
    for (let k = 0; k < owners.length && busy.has(o); k++) o = owners[next++ % owners.length]!;
    if (busy.has(o)) overlapping++;
    sent++;
    open.push(send(o, due));
  }
  await Promise.all(open);
  agent.destroy();
  const sorted = samples.all.slice().sort();
  return {
    rate,
    seconds,
    sent,
    ok,
    conflicts,
    other,
    overlapping,
    p50: h.percentile(sorted, 50),
    p95: h.percentile(sorted, 95),
    p99: h.percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

// --- PDF -------------------------------------------------------------------------------------------------

async function pdfRuns(
  h: PlanHarness,
  label: string,
  cookie: string,
  schoolId: string,
  filled: number,
): Promise<PdfRun> {
  const url = `${h.base}/api/schools/${schoolId}/plan/export.pdf`;
  const once = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const ms = performance.now() - t;
    const head = new TextDecoder().decode(bytes.subarray(0, 5));
    if (res.status !== 200 || head !== '%PDF-' || !/pdf/.test(res.headers.get('content-type') ?? ''))
      throw new Error(`GET ${url} answered ${res.status} ${res.headers.get('content-type')}, not a PDF`);
    return { ms, bytes };
  };
  for (let i = 0; i < 2; i++) await once();
  await h.quiesce();
  const before = await h.stats();
  const times: number[] = [];
  let last = new Uint8Array();
  for (let i = 0; i < h.pdfRuns; i++) {
    const r = await once();
    times.push(r.ms);
    last = r.bytes;
  }
  const after = await h.stats();
  times.sort((a, b) => a - b);
  // The page count as the PDF's page tree states it (`/Type /Pages ... /Count n`).
  const text = Buffer.from(last).toString('latin1');
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((m) => Number(m[1]));
  return {
    label,
    sectionsFilled: filled,
    runs: h.pdfRuns,
    p50: h.percentile(times, 50),
    max: times[times.length - 1]!,
    min: times[0]!,
    bytes: last.length,
    pages: counts.length ? Math.max(...counts) : null,
    cpuMsPerPdf: (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000 / h.pdfRuns,
    queriesPerPdf: (after.queries - before.queries) / h.pdfRuns,
  };
}

// --- The scenarios -------------------------------------------------------------------------------------

export async function benchPlan(
  h: PlanHarness,
  accounts: { principal: string; principal2: string; admin: string },
): Promise<PlanResults> {
  checkSaveContents();
  const principal = await h.signIn(accounts.principal);
  const principal2 = await h.signIn(accounts.principal2);
  const admin = await h.signIn(accounts.admin);
  const schoolOf = async (cookie: string) => {
    const me = await must(h, 'GET', '/api/me', cookie);
    if (typeof me.schoolId !== 'string') throw new Error(`no school in /api/me: ${JSON.stringify(me)}`);
    return me.schoolId;
  };
  const demoSchool = await schoolOf(principal);
  const secondSchool = await schoolOf(principal2);

  // The demo plan as seeded: how many sections have answers.
  const plan = await must(h, 'GET', `/api/schools/${demoSchool}/plan`, principal);
  const demoSections = (plan.sections as { status: string }[] | undefined) ?? [];
  if (demoSections.length !== SECTION_IDS.length)
    throw new Error(`the demo plan has ${demoSections.length} sections, not ${SECTION_IDS.length}`);
  const demoFilled = demoSections.filter((s) => s.status !== 'not_started').length;

  // The second demo school's plan, every section saved with the sample answers.
  for (const id of SECTION_IDS) {
    const version = await versionOf(h, principal2, secondSchool, id);
    await must(h, 'PUT', sectionPath(secondSchool, id), principal2, {
      version,
      content: SAMPLE_CONTENT[id] ?? {},
    });
  }
  const full = await must(h, 'GET', `/api/schools/${secondSchool}/plan`, principal2);
  const fullFilled = ((full.sections as { status: string }[] | undefined) ?? []).filter(
    (s) => s.status !== 'not_started',
  ).length;

  const pdfs: PdfRun[] = [];
  h.log(`PDF of the demo plan (${demoFilled} of ${SECTION_IDS.length} sections answered), ${h.pdfRuns} runs`);
  pdfs.push(await pdfRuns(h, 'demo school, as seeded', principal, demoSchool, demoFilled));
  h.log(`PDF of the full plan (${fullFilled} of ${SECTION_IDS.length} sections answered), ${h.pdfRuns} runs`);
  pdfs.push(
    await pdfRuns(h, 'second demo school, every section answered', principal2, secondSchool, fullFilled),
  );

  const loads: PlanLoad[] = [];

  // Section load.
  for (const id of SECTION_IDS) await must(h, 'GET', sectionPath(demoSchool, id), principal);
  const loadSequential = await sequential(h, 280, async (i) => {
    await must(h, 'GET', sectionPath(demoSchool, SECTION_IDS[i % SECTION_IDS.length]!), principal);
  });
  h.log(`section load: ${h.warmup} s warm-up, ${h.duration} s measured, ${h.connections} connections`);
  loads.push({
    key: 'section-load',
    label: 'GET /api/schools/{schoolId}/plan/sections/{sectionId} (section load)',
    ...(await measure(h, sectionLoadRun(h, principal, demoSchool))),
    sequential: loadSequential,
    schools: 1,
    sectionsPerSchool: SECTION_IDS.length,
  });

  // Section saves, every connection on its own school.
  const schools = [demoSchool, secondSchool];
  for (let i = schools.length; i < h.connections; i++) {
    const created = await must(h, 'POST', '/api/schools', admin, { name: `Bench School ${i + 1}` }, 201);
    schools.push(String(created.id));
  }
  const spread: Owner[] = [];
  for (let i = 0; i < h.connections; i++) {
    const schoolId = schools[i]!;
    const sectionId = SECTION_IDS[i % SECTION_IDS.length]!;
    spread.push({
      cookie: admin,
      schoolId,
      sectionId,
      version: await versionOf(h, admin, schoolId, sectionId),
      saves: 0,
      reread: false,
    });
  }
  const saveSequential = await sequentialSaves(h, spread[0]!);
  h.log(
    `section save, one school per connection: ${h.warmup} s warm-up, ${h.duration} s measured, ${h.connections} connections`,
  );
  loads.push({
    key: 'section-save',
    label:
      'PUT /api/schools/{schoolId}/plan/sections/{sectionId} (section save, each connection its own school)',
    ...(await measure(h, sectionSaveRun(h, spread), () => refreshVersions(h, spread))),
    sequential: saveSequential,
    schools: spread.length,
    sectionsPerSchool: 1,
  });

  // PostgreSQL: the same save beside the floor's `required-1`, interleaved, and the open-loop latency.
  let pairing: PlanResults['pairing'];
  let openLoop: OpenLoop | undefined;
  if (h.floor) {
    const floor = await h.floor();
    try {
      const rounds: SavePairRound[] = [];
      for (let round = 1; round <= (h.pairRounds ?? 3); round++) {
        const app = await measure(h, sectionSaveRun(h, spread), () => refreshVersions(h, spread));
        const bare = await floor.measure('required-1', h.duration);
        rounds.push({
          app: {
            perSecond: app.okPerSecond,
            p50: app.p50,
            p95: app.p95,
            serverCpuMs: app.cpuMsPerOk,
            machineCpuMs: app.machineCpuMsPerOk,
          },
          floor: bare,
        });
        h.log(
          `save pairing round ${round}: app ${app.okPerSecond.toFixed(0)} saves/s (p95 ${app.p95.toFixed(1)} ms), required-1 ${bare.perSecond.toFixed(0)} saves/s (p95 ${bare.p95.toFixed(1)} ms): ${((100 * app.okPerSecond) / bare.perSecond).toFixed(0)} %`,
        );
      }
      pairing = { rounds, floorVersion: floor.version };
    } finally {
      await floor.close();
    }
    const rate = h.openLoopRate ?? 200;
    h.log(`section save, open loop at ${rate} saves/s: ${h.warmup} s warm-up, ${h.duration} s measured`);
    if (h.warmup > 0) await openLoopRun(h, spread, rate, h.warmup, false);
    await refreshVersions(h, spread);
    await h.quiesce();
    const before = await h.stats();
    const measured = await openLoopRun(h, spread, rate, h.duration, true);
    const after = await h.stats();
    openLoop = {
      ...measured,
      serverCpuMsPerOk:
        (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) /
        1000 /
        Math.max(1, measured.ok),
    };
    h.log(
      `open loop: ${openLoop.ok} of ${openLoop.sent} saved, p50 ${openLoop.p50.toFixed(1)} ms, p95 ${openLoop.p95.toFixed(1)} ms, p99 ${openLoop.p99.toFixed(1)} ms`,
    );
  }

  // Section saves, all connections on the two demo schools, one section each.
  const pairs = [
    ...SECTION_IDS.map((sectionId) => ({ cookie: principal, schoolId: demoSchool, sectionId })),
    ...SECTION_IDS.map((sectionId) => ({ cookie: principal2, schoolId: secondSchool, sectionId })),
  ].slice(0, h.connections);
  const crowded: Owner[] = [];
  for (const p of pairs)
    crowded.push({
      ...p,
      version: await versionOf(h, p.cookie, p.schoolId, p.sectionId),
      saves: 0,
      reread: false,
    });
  const crowdedSequential = await sequentialSaves(h, crowded[0]!);
  h.log(
    `section save, two schools: ${h.warmup} s warm-up, ${h.duration} s measured, ${crowded.length} connections`,
  );
  loads.push({
    key: 'section-save-2-schools',
    label:
      'PUT /api/schools/{schoolId}/plan/sections/{sectionId} (section save, all connections on 2 schools)',
    ...(await measure(h, sectionSaveRun(h, crowded), () => refreshVersions(h, crowded))),
    sequential: crowdedSequential,
    schools: 2,
    sectionsPerSchool: Math.ceil(crowded.length / 2),
  });

  for (const l of loads)
    h.log(
      `${l.label}: ${l.okPerSecond.toFixed(0)} ok/s, p50 ${l.p50.toFixed(2)} ms, p95 ${l.p95.toFixed(2)} ms, 200 ${l.ok}, 409 ${l.conflicts}, other non-2xx ${l.otherNon2xx}, errors ${l.errors}, server CPU ${l.cpuMsPerOk.toFixed(3)} ms per 200`,
    );
  return { loads, pdfs, pairing, openLoop };
}
