/**
 * Two app processes on one database sign sessions alike (decision 034): without AUTH_SECRET they share
 * the secret kept in the database, so a sign-in on one is good on the other; and a process given a
 * different secret is named by the self-check instead of failing users silently with 401.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { buildDeps } from '../deps';
import { runSelfCheck } from '../features/health/self-check';
import { closeHub } from '../features/notifications/service';
import { startTestServer, type TestServer } from '../test/harness';

let s: TestServer;
const cleanup: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  s = await startTestServer({ config: (c) => ({ ...c, authSecret: '', authSecretFrom: 'database' }) });
});
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
  await s?.close();
});

/** Another process on the same database: its own pool (PostgreSQL), DATA_DIR, caches and hub. */
async function otherProcess(change: (c: Config) => Config) {
  const dataDir = await mkdtemp(join(tmpdir(), 'waikura-proc-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = process.env.DATABASE_URL
    ? await openDatabase({ databaseUrl: s.config.databaseUrl! })
    : s.deps.database;
  const deps = await buildDeps({
    config: change({ ...s.config, dataDir }),
    database,
    log: pino({ level: 'silent' }),
  });
  const app = createApp(deps);
  let server!: ReturnType<typeof serve>;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
  });
  cleanup.push(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    await closeHub(deps).catch(() => {});
    if (database !== s.deps.database) await database.close();
  });
  const me = (cookie: string) => fetch(`http://127.0.0.1:${port}/api/me`, { headers: { cookie } });
  return { deps, dataDir, me };
}

test('without AUTH_SECRET, a second process uses the secret kept in the database: a sign-in on one works on the other', async () => {
  expect(s.deps.config.authSecret).not.toBe('');
  const other = await otherProcess((c) => ({ ...c, authSecret: '', authSecretFrom: 'database' }));
  expect(other.deps.config.authSecret).toBe(s.deps.config.authSecret);
  // Nothing was made in DATA_DIR: the secret is the database's.
  expect(await readdir(other.dataDir)).not.toContain('auth-secret');
  const cookie = await s.loginAs('principal');
  expect((await other.me(cookie)).status).toBe(200);

  const check = await runSelfCheck(s.deps, { probeMail: false });
  expect(check.checks.sessions).toEqual({
    status: 'ok',
    detail: 'sessions signed with a secret kept in the database, shared by every process on it',
  });
});

test('a process given a different AUTH_SECRET refuses the others’ sessions, and the self-check says why', async () => {
  const stray = await otherProcess((c) => ({
    ...c,
    authSecret: 'a-different-secret-0123456789abcdef',
    authSecretFrom: 'env',
  }));
  const cookie = await s.loginAs('principal');
  expect((await stray.me(cookie)).status).toBe(401);
  const check = await runSelfCheck(s.deps, { probeMail: false });
  expect(check.checks.sessions.status).toBe('failing');
  expect(check.checks.sessions.detail).toMatch(/different secret.*same AUTH_SECRET/);
  expect(check.status).toBe('degraded');
  const theirs = await runSelfCheck(stray.deps, { probeMail: false });
  expect(theirs.checks.sessions.status).toBe('failing');
});
