/**
 * The floor under issue 3's save target, on PostgreSQL: `npm run bench:floor`.
 *
 * `npm run bench` measures the app's section save at 50 connections (p95 ≤ 30 ms is the target). This
 * bench asks how low any Node server on this machine could go, by taking the app away: a bare
 * `node:http` server (no framework, no session, no validation) in this process, a pg pool of 10 (as the
 * app's), the app's own tables on a fresh database `waikura_bench_floor` (migrated, so with their indexes
 * and the change triggers of migration 0004), 50 schools with whole plans (the Kōwhai Valley sample
 * answers, saved through the real save). The load is `bench/plan.ts`'s: 50 autocannon instances of one
 * connection each, in this process, each owning one section of one school (section i mod 28 of school i),
 * keeping its version from each answer, sending the sample answers with one text answer changed; 3 s
 * unmeasured, the versions read again, then DURATION s measured; only 200 answers count.
 *
 * What each variant does per save (every one checks the version and answers 409 when it is stale):
 * - `history`: what the plan issue alone needs, in one statement: lock the section row, update it, insert
 *   the revision (data-modifying CTEs).
 * - `required-1`: what the plan and progress issues need together (issue 4: progress "in the same
 *   transaction as every save"), in one round trip: a PL/pgSQL function (created in this database only)
 *   locks the progress row and the section row, reads the school's section figures and parts' compliance
 *   after the locks, updates the section, inserts the revision, updates the part and the progress row.
 * - `required-batched`: the same function applied to every save waiting while a batch is in flight, in
 *   one statement and one transaction (in school order; FLOOR_BATCHES batches at once, default 2): the
 *   per-transaction and per-round-trip costs shared by many saves.
 * - `required-5`: the same writes from Node in the fewest round trips that keep progress consistent under
 *   READ COMMITTED: BEGIN; lock; read; one statement with every write; COMMIT.
 * - `app-service`: the app's own `writeSection` (drizzle, its statements and its computation of status,
 *   compliance, progress and badges), the content parsed by the section's schema first as the route does:
 *   the app without its web layer (no Hono, no session, no access check, no activity entry).
 *
 * Every variant runs FLOOR_ROUNDS times in each of two passes: first on the tables as migrated, then again after migration
 * 0004's change trigger on plan_sections is dropped (in this database only): its NOTIFY, which keeps other
 * processes' read caches true (decision 016), serialises committing transactions.
 *
 * Writes its table into docs/benchmarks.md between `<!-- save-floor:start -->` and `<!-- save-floor:end -->`.
 * Do not run it while `npm run bench` runs (both load the machine).
 *
 * Environment: BENCH_ADMIN_URL (a PostgreSQL URL whose role may create databases, default
 * postgres://waikura:waikura@127.0.0.1:5432/postgres), BENCH_OUT (default docs/benchmarks.md),
 * FLOOR_ROUNDS (default 3: every variant this many times, interleaved), FLOOR_DURATION (default 15 s).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PLAN_SECTIONS, partOf } from '../src/domain/plan/catalogue';
import { schemaFor } from '../src/domain/plan/forms';
import { schools, users } from '../src/server/db/schema';
import { seedDemoPlan } from '../src/server/features/plan/demo';
import { writeSection } from '../src/server/features/plan/save';
import { type Editor, StaleVersionError } from '../src/server/features/plan/state';
import { saveContent } from './plan';
import {
  admin as adminAt,
  appOnFreshDatabase,
  machineCpu,
  percentile,
  ROOT,
  writeMarkedSection,
} from './support';

const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'docs/benchmarks.md');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://waikura:waikura@127.0.0.1:5432/postgres';
const DATABASE = 'waikura_bench_floor';
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.FLOOR_ROUNDS ?? 3);
const DURATION = Number(process.env.FLOOR_DURATION ?? 15);
const WARMUP = 3;
const TARGET_MS = 30;
const START = '<!-- save-floor:start -->';
const END = '<!-- save-floor:end -->';
const SECTION_IDS = PLAN_SECTIONS.map((s) => s.id);

const admin = (text: string, url = ADMIN_URL) => adminAt(text, url);

interface Owner {
  schoolId: string;
  sectionId: string;
  partId: string;
  editor: Editor;
  version: number;
  saves: number;
}

type Variant = 'history' | 'required-1' | 'required-batched' | 'required-5' | 'app-service';
const VARIANTS = (process.env.FLOOR_VARIANTS?.split(',') ?? [
  'history',
  'required-1',
  'required-batched',
  'required-5',
  'app-service',
]) as Variant[];

const HISTORY = `with cur as (
    select id, version from plan_sections where school_id = $1 and section_id = $2 for update),
  upd as (
    update plan_sections s set content = $3::jsonb, version = s.version + 1, updated_by = $5,
           updated_by_name = $6, updated_at = now()
      from cur where s.id = cur.id and cur.version = $4
    returning s.version, s.status),
  rev as (
    insert into plan_revisions (school_id, section_id, version, kind, content, changed_fields, status, user_id, user_name)
    select $1, $2, version, 'save', $3::jsonb, '["changed"]'::jsonb, status, $5, $6 from upd)
  select version from upd`;

// One round trip: the progress row is the school's lock (every write of a plan takes it), then the
// section; the figures are read after both locks, so they include every committed save.
const REQUIRED_FN = `create or replace function bench_floor_save(
    p_school text, p_section text, p_part text, p_content jsonb, p_version int, p_user text, p_name text)
  returns int language plpgsql as $$
  declare v_id text; v_version int; v_status text; v_overall int; v_parts jsonb;
  begin
    perform 1 from plan_progress where school_id = p_school for update;
    select id, version, status into v_id, v_version, v_status
      from plan_sections where school_id = p_school and section_id = p_section for update;
    if v_version is distinct from p_version then return null; end if;
    select coalesce(avg(percent), 0)::int into v_overall from plan_sections where school_id = p_school;
    select jsonb_agg(compliance) into v_parts from plan_parts where school_id = p_school;
    update plan_sections set content = p_content, version = v_version + 1, updated_by = p_user,
           updated_by_name = p_name, updated_at = now() where id = v_id;
    insert into plan_revisions (school_id, section_id, version, kind, content, changed_fields, status, user_id, user_name)
      values (p_school, p_section, v_version + 1, 'save', p_content, '["changed"]', v_status, p_user, p_name);
    update plan_parts set compliance = coalesce(compliance, '{}'::jsonb) || jsonb_build_object('at', now()::text),
           updated_at = now() where school_id = p_school and part_id = p_part;
    update plan_progress set overall = v_overall, last_activity_at = now(), updated_at = now()
      where school_id = p_school;
    return v_version + 1;
  end $$`;

// The same work for many saves in one transaction and one round trip (saves taken in school order, so
// two batches lock in the same order): the per-transaction and per-round-trip costs are shared.
const REQUIRED_MANY_FN = `create or replace function bench_floor_save_many(p_saves jsonb)
  returns jsonb language plpgsql as $$
  declare s jsonb; out jsonb := '[]'::jsonb; v int;
  begin
    for s in select value from jsonb_array_elements(p_saves) order by value->>'school', value->>'section' loop
      v := bench_floor_save(s->>'school', s->>'section', s->>'part', s->'content', (s->>'version')::int,
                            s->>'user', s->>'name');
      out := out || jsonb_build_array(jsonb_build_object('i', (s->>'i')::int, 'version', v));
    end loop;
    return out;
  end $$`;

interface Pending {
  i: number;
  o: Owner;
  content: string;
  version: number;
  resolve(version: number | null): void;
  reject(error: unknown): void;
}

/** Collects saves while a batch is in flight; at most `inFlight` batches at once. */
function batcher(pool: pg.Pool, inFlight = 2) {
  let queue: Pending[] = [];
  let running = 0;
  let next = 0;
  const pump = () => {
    while (running < inFlight && queue.length) {
      const batch = queue;
      queue = [];
      running++;
      const payload = batch.map((p, i) => ({
        i,
        school: p.o.schoolId,
        section: p.o.sectionId,
        part: p.o.partId,
        content: JSON.parse(p.content),
        version: p.version,
        user: p.o.editor.id,
        name: p.o.editor.name,
      }));
      pool
        .query({
          name: 'floor-many',
          text: 'select bench_floor_save_many($1::jsonb) as saved',
          values: [JSON.stringify(payload)],
        })
        .then(
          (r) => {
            for (const saved of r.rows[0].saved as { i: number; version: number | null }[])
              batch[saved.i]!.resolve(saved.version);
          },
          (error: unknown) => {
            for (const p of batch) p.reject(error);
          },
        )
        .finally(() => {
          running--;
          pump();
        });
    }
  };
  return (o: Owner, content: string, version: number) =>
    new Promise<number | null>((resolve, reject) => {
      queue.push({ i: next++, o, content, version, resolve, reject });
      pump();
    });
}

const LOCK = `select s.id, s.version, s.status from plan_progress p, plan_sections s
  where p.school_id = $1 and s.school_id = $1 and s.section_id = $2 for update`;
const READ = `select
  (select json_agg(json_build_array(section_id, part_id, status, percent, answers_percent))
     from plan_sections where school_id = $1) as s,
  (select json_agg(compliance) from plan_parts where school_id = $1) as p`;
const WRITE = `with upd as (
    update plan_sections set content = $3::jsonb, version = version + 1, updated_by = $5,
           updated_by_name = $6, updated_at = now()
     where id = $7 returning version, status),
  rev as (
    insert into plan_revisions (school_id, section_id, version, kind, content, changed_fields, status, user_id, user_name)
    select $1, $2, version, 'save', $3::jsonb, '["changed"]'::jsonb, status, $5, $6 from upd),
  part as (
    update plan_parts set compliance = coalesce(compliance, '{}'::jsonb) || jsonb_build_object('at', now()::text),
           updated_at = now() where school_id = $1 and part_id = $4),
  prog as (
    update plan_progress set overall = $8, last_activity_at = now(), updated_at = now() where school_id = $1)
  select version from upd`;

async function required5(pool: pg.Pool, o: Owner, content: string, version: number) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const locked = await client.query({ name: 'floor-lock', text: LOCK, values: [o.schoolId, o.sectionId] });
    const row = locked.rows[0] as { id: string; version: number } | undefined;
    if (!row || row.version !== version) {
      await client.query('rollback');
      return null;
    }
    const read = await client.query({ name: 'floor-read', text: READ, values: [o.schoolId] });
    const figures = (read.rows[0]?.s ?? []) as [string, string, string, number, number][];
    const overall = Math.round(figures.reduce((sum, f) => sum + Number(f[3]), 0) / (figures.length || 1));
    const written = await client.query({
      name: 'floor-write',
      text: WRITE,
      values: [o.schoolId, o.sectionId, content, o.partId, o.editor.id, o.editor.name, row.id, overall],
    });
    await client.query('commit');
    return (written.rows[0]?.version as number | undefined) ?? null;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export interface Floor {
  /** PostgreSQL's version string. */
  version: string;
  /** One measured run of a variant: WARMUP s unmeasured, versions read again, then `seconds` measured. */
  measure(v: Variant, seconds: number): Promise<FloorRun>;
  dropTrigger(): Promise<void>;
  close(): Promise<void>;
}

export interface FloorRun {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  conflicts: number;
  failures: number;
  /** CPU of this process per save (the bare server and the load generator), ms. */
  cpuMs: number;
  /** CPU of the whole machine per save (PostgreSQL, this process, anything else running), ms. */
  machineCpuMs: number | null;
  machineBusy: number | null;
}

/**
 * The floor's database (`waikura_bench_floor`, fresh, 50 whole plans) and its bare server, ready to
 * measure any variant; `npm run bench` uses it for `required-1` beside the app's save (bench/plan.ts).
 */
export async function openFloor(adminUrl = ADMIN_URL): Promise<Floor> {
  const app = await appOnFreshDatabase(adminUrl, DATABASE);
  const { databaseUrl, deps } = app;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const version = String((await admin('show server_version', databaseUrl))[0]?.server_version);
  {
    await admin(REQUIRED_FN, databaseUrl);
    await admin(REQUIRED_MANY_FN, databaseUrl);
    const batched = batcher(pool, Number(process.env.FLOOR_BATCHES ?? 2));
    const owners: Owner[] = [];
    const seededAt = new Date();
    for (let i = 0; i < CONNECTIONS; i++) {
      const [school] = await deps.db
        .insert(schools)
        .values({ name: `Floor School ${i + 1}`, slug: `floor-${i + 1}`, region: 'Waikato' })
        .returning({ id: schools.id });
      const editor = { id: randomBytes(16).toString('hex'), name: `Principal ${i + 1}` };
      await deps.db.insert(users).values({
        id: editor.id,
        email: `floor-${i + 1}@example.nz`,
        name: editor.name,
        emailVerified: true,
        role: 'principal',
        schoolId: school!.id,
      });
      await seedDemoPlan(deps.db, school!.id, editor, SECTION_IDS, seededAt);
      const sectionId = SECTION_IDS[i % SECTION_IDS.length]!;
      owners.push({
        schoolId: school!.id,
        sectionId,
        partId: partOf(sectionId)!.id,
        editor,
        version: 0,
        saves: 0,
      });
    }
    const readVersions = async () => {
      const { rows } = await pool.query(
        'select school_id, section_id, version from plan_sections where school_id = any($1)',
        [owners.map((o) => o.schoolId)],
      );
      const byKey = new Map(rows.map((r) => [`${r.school_id}/${r.section_id}`, r.version as number]));
      for (const o of owners) o.version = byKey.get(`${o.schoolId}/${o.sectionId}`)!;
    };

    let variant: Variant = 'history';
    const byPath = new Map(owners.map((o, i) => [`/save/${i}`, o]));
    const save = async (o: Owner, body: { version: number; content: Record<string, unknown> }) => {
      const text = JSON.stringify(body.content);
      if (variant === 'history') {
        const r = await pool.query({
          name: 'floor-history',
          text: HISTORY,
          values: [o.schoolId, o.sectionId, text, body.version, o.editor.id, o.editor.name],
        });
        return (r.rows[0]?.version as number | undefined) ?? null;
      }
      if (variant === 'required-1') {
        const r = await pool.query({
          name: 'floor-fn',
          text: 'select bench_floor_save($1, $2, $3, $4::jsonb, $5, $6, $7) as version',
          values: [o.schoolId, o.sectionId, o.partId, text, body.version, o.editor.id, o.editor.name],
        });
        return (r.rows[0]?.version as number | null) ?? null;
      }
      if (variant === 'required-batched') return batched(o, text, body.version);
      if (variant === 'required-5') return required5(pool, o, text, body.version);
      const parsed = schemaFor(o.sectionId).safeParse(body.content);
      if (!parsed.success) throw new Error(`bench content for ${o.sectionId} fails its schema`);
      try {
        const { state } = await writeSection(deps.db, {
          schoolId: o.schoolId,
          sectionId: o.sectionId,
          version: body.version,
          content: parsed.data,
          editor: o.editor,
          kind: 'save',
          now: new Date(),
        });
        return state.version;
      } catch (error) {
        if (error instanceof StaleVersionError) return null;
        throw error;
      }
    };
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const owner = byPath.get(req.url ?? '');
        if (!owner) {
          res.writeHead(404).end();
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        save(owner, body).then(
          (saved) => {
            res.writeHead(saved === null ? 409 : 200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(saved === null ? { error: 'stale' } : { version: saved }));
          },
          (error: unknown) => {
            console.error(error);
            res.writeHead(500).end();
          },
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;

    const load = (seconds: number, latencies: number[] | null) => {
      let conflicts = 0;
      let failures = 0;
      return Promise.all(
        owners.map(
          (o, i) =>
            new Promise<void>((done, reject) => {
              const instance = autocannon(
                {
                  url: `http://127.0.0.1:${port}`,
                  connections: 1,
                  duration: seconds,
                  requests: [
                    {
                      method: 'PUT',
                      path: `/save/${i}`,
                      setupRequest: (req) => ({
                        ...req,
                        headers: { 'content-type': 'application/json' },
                        body: JSON.stringify({
                          version: o.version,
                          content: saveContent(o.sectionId, ++o.saves),
                        }),
                      }),
                      onResponse: (status, body) => {
                        if (status === 200) o.version = (JSON.parse(body) as { version: number }).version;
                      },
                    },
                  ],
                },
                (err) => (err ? reject(err) : done()),
              );
              instance.on('response', (_c, status, _b, ms) => {
                if (!latencies) return;
                if (status === 200) latencies.push(ms);
                else if (status === 409) conflicts++;
                else failures++;
              });
            }),
        ),
      ).then(() => ({ conflicts, failures }));
    };

    const measure = async (v: Variant, seconds: number): Promise<FloorRun> => {
      variant = v;
      await readVersions();
      await load(WARMUP, null);
      await new Promise((done) => setTimeout(done, 500));
      await readVersions();
      const latencies: number[] = [];
      const cpu0 = process.cpuUsage();
      const machine0 = machineCpu();
      const t0 = performance.now();
      const { conflicts, failures } = await load(seconds, latencies);
      const elapsed = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const machine1 = machineCpu();
      const saves = Math.max(1, latencies.length);
      return {
        perSecond: latencies.length / elapsed,
        ...stats(latencies),
        conflicts,
        failures,
        cpuMs: (cpu.user + cpu.system) / 1000 / saves,
        machineCpuMs: machine0 && machine1 ? ((machine1.busy - machine0.busy) * 1000) / saves : null,
        machineBusy:
          machine0 && machine1 ? (machine1.busy - machine0.busy) / (machine1.total - machine0.total) : null,
      };
    };
    return {
      version,
      measure,
      dropTrigger: async () => {
        await admin('drop trigger waikura_changed on plan_sections', databaseUrl);
      },
      close: async () => {
        await new Promise<void>((done) => server.close(() => done()));
        await pool.end();
        await app.close();
      },
    };
  }
}

async function main() {
  const floor = await openFloor(ADMIN_URL);
  const { version } = floor;
  try {
    interface Row extends FloorRun {
      trigger: boolean;
      variant: Variant;
      round: number;
    }
    const rows: Row[] = [];
    // Two passes: the tables as migrated, then without migration 0004's change trigger on plan_sections
    // (its NOTIFY serialises commits), to show what the trigger costs and what remains without it.
    for (const trigger of [true, false]) {
      if (!trigger) await floor.dropTrigger();
      for (let round = 1; round <= ROUNDS; round++) {
        for (const v of VARIANTS) {
          const r = await floor.measure(v, DURATION);
          rows.push({ trigger, variant: v, round, ...r });
          console.log(
            `${trigger ? 'with' : 'without'} trigger, ${v} round ${round}: ${Math.round(r.perSecond)} saves/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, 409 ${r.conflicts}, other ${r.failures}`,
          );
        }
      }
    }

    const at = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const fmt = (n: number) => n.toFixed(2);
    const lines = [
      START,
      '## The floor under the save target (issue 3)',
      '',
      `Command: \`npm run bench:floor\` (\`bench/save-floor.ts\`; not \`npm run bench\`, which keeps this section as it is; decision 018). Measured ${at} on this machine (2 cores), PostgreSQL ${version}, ${ROUNDS} round(s) of each variant, interleaved, ${DURATION} s each after ${WARMUP} s unmeasured.`,
      '',
      `Target (issue 3): section save p95 ≤ ${TARGET_MS} ms at ${CONNECTIONS} connections. Here the app is taken away: a bare \`node:http\` server, a pool of 10, the app's own tables on a fresh database with 50 whole plans, the same load as \`npm run bench\`'s save scenario (50 autocannon instances of one connection, one section each, one text answer changed per save). What each variant writes is in the file's header: \`history\` is the section and its revision only; \`required-1\` and \`required-5\` add what the progress issue requires in the same transaction (the part's compliance and the progress row, read after the locks), in one round trip, in one round trip for every batch of waiting saves, and in five round trips; \`app-service\` is the app's own \`writeSection\` without HTTP framework, session, access check or activity entry.`,
      '',
      '| plan_sections change trigger | variant | round | 200 answers/s | p50 ms | p95 ms | p99 ms | 409 | other | CPU of this process per save ms (server and load generator) | machine busy |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.trigger ? 'as migrated' : 'dropped'} | ${r.variant} | ${r.round} | ${Math.round(r.perSecond)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.conflicts} | ${r.failures} | ${r.cpuMs.toFixed(3)} | ${r.machineBusy === null ? 'n/a' : `${Math.round(r.machineBusy * 100)} %`} |`,
      ),
      '',
      ...[true, false].map(
        (trigger) =>
          `Best p95 of each variant, trigger ${trigger ? 'as migrated' : 'dropped'}: ${VARIANTS.map((v) => `${v} ${fmt(Math.min(...rows.filter((r) => r.variant === v && r.trigger === trigger).map((r) => r.p95)))} ms`).join('; ')}.`,
      ),
      END,
    ];
    writeMarkedSection(OUT, START, END, lines.join('\n'));
    console.log(`written to ${OUT}`);
  } finally {
    await floor.close();
  }
}

// Run as `npm run bench:floor`; imported by bench/plan.ts for `openFloor` only.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
