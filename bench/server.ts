/**
 * The server under load, run as a child process of bench/run.ts so that the load generator does not
 * share its event loop. It is the production server (src/server/index.ts) with three differences:
 *
 * - a fresh database each run: a PGlite data directory in a temp dir, or a PostgreSQL database
 *   `waikura_bench` dropped and created again (BENCH_DB=postgres, BENCH_ADMIN_URL = a superuser URL);
 * - the demo data is always seeded (password from DEMO_PASSWORD);
 * - a second, tiny Hono app answers `/bench/*`: the ceiling route `GET /bench/hello` and diagnostic
 *   routes. The HTTP server hands a request whose path starts with `/bench/` to it and every other
 *   request to the app built by `createApp(deps)`, each through @hono/node-server's own request
 *   listener, as `serve()` does in production.
 *
 * The ceiling route passes through @hono/node-server's request/response adapter and the tiny app's
 * router only: not the app's middleware (secure headers, body limit, Origin check, session lookup).
 * App requests meet nothing of the bench but one string comparison of their path.
 *
 * Prints `READY {json}` on stdout once listening.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seedDemo } from '../src/server/db/seed';
import { buildDeps } from '../src/server/deps';
import { admin as adminAt } from './support';

export const BENCH_DATABASE = 'waikura_bench';

const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const port = Number(process.env.PORT ?? 3999);
const password = process.env.DEMO_PASSWORD ?? 'bench-password-123456';

// --- Query counting (diagnostics only: one counter increment per query, no timing) ------------------
// Counted where each driver sends a statement: pg's Client#query (pool queries and transactions go
// through it), PGlite#query (what drizzle's PGlite session calls) and PGlite transactions.
let queryCount = 0;
let recording: string[] | null = null;
const note = (text: unknown) => {
  queryCount++;
  if (recording && recording.length < 200) recording.push(String(text).replace(/\s+/g, ' ').slice(0, 400));
};
type AnyFn = (this: unknown, ...args: unknown[]) => unknown;
const pgQuery = pg.Client.prototype.query as unknown as AnyFn;
(pg.Client.prototype as unknown as { query: AnyFn }).query = function (this: unknown, ...args: unknown[]) {
  const first = args[0];
  note(typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text);
  return pgQuery.apply(this, args);
};
const pgliteQuery = PGlite.prototype.query as unknown as AnyFn;
(PGlite.prototype as unknown as { query: AnyFn }).query = function (this: unknown, ...args: unknown[]) {
  note(args[0]);
  return pgliteQuery.apply(this, args);
};
// A PGlite transaction runs BEGIN, its statements through the transaction object, then COMMIT (or
// ROLLBACK), none of them through PGlite#query: counted here, as pg counts them in a pool transaction.
const pgliteTransaction = PGlite.prototype.transaction as unknown as AnyFn;
(PGlite.prototype as unknown as { transaction: AnyFn }).transaction = function (
  this: unknown,
  ...args: unknown[]
) {
  const callback = args[0] as (tx: Record<string, unknown>) => unknown;
  const counted = (tx: Record<string, unknown>) => {
    for (const name of ['query', 'sql', 'exec']) {
      const fn = tx[name] as AnyFn | undefined;
      if (typeof fn === 'function')
        tx[name] = function (this: unknown, ...a: unknown[]) {
          note(a[0]);
          return fn.apply(this, a);
        };
    }
    return callback(tx);
  };
  note('BEGIN');
  return (pgliteTransaction.call(this, counted, ...args.slice(1)) as Promise<unknown>).then(
    (value) => {
      note('COMMIT');
      return value;
    },
    (err: unknown) => {
      note('ROLLBACK');
      throw err;
    },
  );
};

// --- A fresh database ------------------------------------------------------------------------------
const dataDir = mkdtempSync(join(tmpdir(), 'waikura-bench-'));
let databaseUrl: string | undefined;
const adminUrl = process.env.BENCH_ADMIN_URL;

const admin = (text: string, url = adminUrl) => adminAt(text, url!);

if (kind === 'postgres') {
  if (!adminUrl) throw new Error('BENCH_ADMIN_URL is required for BENCH_DB=postgres');
  await admin(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin(`create database ${BENCH_DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  databaseUrl = url.toString();
}

const appUrl = `http://127.0.0.1:${port}`;
const config = loadConfig({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  APP_URL: appUrl,
  DEMO_PASSWORD: password,
  SEED_DEMO: '1',
});
const deps = await buildDeps({ config });
const seeded = await seedDemo(deps.db, { password });
const app = createApp(deps);

const benchApp = new Hono();
benchApp.get('/bench/hello', (c) => c.text('hello'));
benchApp.get('/bench/queries', (c) => c.json({ count: queryCount, statements: recording ?? [] }));
// Server-side CPU time (user + system, µs) and event-loop utilisation, to turn into CPU per request.
benchApp.get('/bench/stats', (c) =>
  c.json({ queries: queryCount, cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() }),
);
benchApp.post('/bench/queries/record', (c) => {
  recording = [];
  return c.json({ count: queryCount });
});
benchApp.post('/bench/queries/stop', (c) => {
  const statements = recording ?? [];
  recording = null;
  return c.json({ count: queryCount, statements });
});
// Where an authenticated request's time goes, measured in this process without HTTP, whatever the app's
// session middleware is made of. In alternating blocks (so that other work on the machine weighs on all
// alike), sequential calls of:
//   request    the whole app answering `path` with the caller's cookie (`app.fetch`);
//   middleware the app answering an unknown /api path with the cookie: every /api/* middleware,
//              the session lookup included, then the 404 handler;
//   anonymous  the same without the cookie: the middleware with no session to look up;
//   getSession better-auth's own `auth.api.getSession` for the same cookie (a reference).
// CPU and wall time per call, and queries per call.
benchApp.get('/bench/probe', async (c) => {
  const cookie = c.req.header('cookie') ?? '';
  const headers = new Headers({ cookie });
  const path = c.req.query('path') ?? '/api/me';
  const rounds = Number(c.req.query('rounds') ?? 5);
  const block = Number(c.req.query('block') ?? 100);
  const call = (url: string, withCookie: boolean, expected: number) => async () => {
    const res = await app.fetch(new Request(`${appUrl}${url}`, { headers: withCookie ? { cookie } : {} }));
    await res.arrayBuffer();
    if (res.status !== expected) throw new Error(`${url} answered ${res.status}, not ${expected}`);
  };
  const kinds = {
    request: call(path, true, 200),
    middleware: call('/api/bench-no-such-endpoint', true, 404),
    anonymous: call('/api/bench-no-such-endpoint', false, 404),
    getSession: async () => {
      if (!(await deps.auth.api.getSession({ headers }))) throw new Error('better-auth found no session');
    },
  };
  type Total = { cpu: number; wall: number; queries: number };
  const totals = Object.fromEntries(
    Object.keys(kinds).map((k) => [k, { cpu: 0, wall: 0, queries: 0 }]),
  ) as Record<keyof typeof kinds, Total>;
  for (let i = 0; i < 50; i++) for (const fn of Object.values(kinds)) await fn();
  for (let r = 0; r < rounds; r++) {
    for (const [name, fn] of Object.entries(kinds) as [keyof typeof kinds, () => Promise<void>][]) {
      const q0 = queryCount;
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (let i = 0; i < block; i++) await fn();
      totals[name].wall += performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      totals[name].cpu += (cpu.user + cpu.system) / 1000;
      totals[name].queries += queryCount - q0;
    }
  }
  const n = rounds * block;
  const per = (t: Total) => ({ cpuMs: t.cpu / n, wallMs: t.wall / n, queries: t.queries / n });
  return c.json({
    path,
    n,
    request: per(totals.request),
    middleware: per(totals.middleware),
    anonymous: per(totals.anonymous),
    getSession: per(totals.getSession),
  });
});

const serverVersion =
  kind === 'postgres' ? String((await admin('show server_version', databaseUrl))[0]?.server_version) : null;

// Both through @hono/node-server's listener, as production's `serve({ fetch: app.fetch })` is.
const toApp = getRequestListener(app.fetch);
const toBench = getRequestListener(benchApp.fetch);
const server = createServer((req, res) =>
  (req.url?.startsWith('/bench/') ? toBench : toApp)(req, res),
).listen(port, '127.0.0.1', () => {
  console.log(
    `READY ${JSON.stringify({ port, kind: deps.database.kind, schools: seeded.schools, appUrl, serverVersion })}`,
  );
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.close();
  await deps.database.close().catch(() => {});
  if (kind === 'postgres')
    await admin(`drop database if exists ${BENCH_DATABASE} with (force)`).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
