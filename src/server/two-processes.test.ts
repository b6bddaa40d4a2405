/**
 * Two app processes on one PostgreSQL behind one address (issue 19): each with its own pool, read caches,
 * notification hub and delivery worker, as two `npm start`s would be. A sign-out on one is seen by the
 * other at once; a notification made on one reaches a stream open on the other; scheduled deliveries run
 * by both workers at once are delivered exactly once. (Sessions across processes: auth/secret.test.ts;
 * files: integrations/file-store.test.ts; saves: features/plan/save.test.ts; water-test alerts:
 * features/water-testing/water-testing.test.ts.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { notificationSchedules, notifications } from './db/schema';
import { buildDeps } from './deps';
import { closeHub, createNotification, getHub } from './features/notifications/service';
import { runDeliveryBatch, scheduleNotification } from './jobs/deliveries';
import type { Deps } from './lib/context';
import { startTestServer, type TestServer } from './test/harness';

describe.skipIf(!process.env.DATABASE_URL)('two app processes on one PostgreSQL', () => {
  let s: TestServer;
  let b: { deps: Deps; url: string };
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    const dataDir = await mkdtemp(join(tmpdir(), 'waikura-proc-'));
    const database = await openDatabase({ databaseUrl: s.config.databaseUrl! });
    const deps = await buildDeps({
      config: { ...s.config, dataDir },
      database,
      log: pino({ level: 'silent' }),
    });
    const app = createApp(deps);
    let server!: ReturnType<typeof serve>;
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    });
    b = { deps, url: `http://127.0.0.1:${port}` };
    cleanup.push(async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await closeHub(deps).catch(() => {});
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    });
  });
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
    await s?.close();
  });

  const me = (base: string, cookie: string) => fetch(`${base}/api/me`, { headers: { cookie } });

  test('a sign-out on one process is refused on the other at the next request', async () => {
    const cookie = await s.loginAs('principal', { fresh: true });
    // Both have answered (and kept) the session.
    expect((await me(s.url, cookie)).status).toBe(200);
    expect((await me(b.url, cookie)).status).toBe(200);
    const out = await fetch(`${s.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: s.origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await me(b.url, cookie)).status).toBe(401);
  });

  test('a notification made on one process reaches a stream open on the other', async () => {
    const cookie = await s.loginAs('principal', { fresh: true });
    const userId = await s.userId('principal@demo.waikura.nz');
    const controller = new AbortController();
    cleanup.push(async () => controller.abort());
    const res = await fetch(`${b.url}/api/notifications/stream`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`The stream did not say ${pattern} within 10 s: ${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error('The stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    await until(/event: unread/);
    // Made through process A's hub, as A's routes and worker do.
    await createNotification(
      s.db,
      { userId, title: 'From the other process', message: 'Across' },
      getHub(s.deps),
    );
    await until(/From the other process/);
    controller.abort();
  });

  test('deliveries due, run by both workers at once, are delivered exactly once', async () => {
    const userId = await s.userId('principal@demo.waikura.nz');
    const keys = Array.from({ length: 60 }, (_, i) => `two-process-test:${Date.now()}:${i}`);
    for (const sourceKey of keys)
      await scheduleNotification(s.db, {
        userId,
        channel: 'in_app',
        scheduledTime: new Date(Date.now() - 1000),
        sourceKey,
        payload: { title: `Delivery ${sourceKey}`, message: 'Once only' },
      });
    const drain = async (deps: Deps) => {
      for (let i = 0; i < 50; i++) if (!(await runDeliveryBatch(deps, { limit: 7 })).picked) return;
    };
    await Promise.all([drain(s.deps), drain(b.deps), drain(s.deps), drain(b.deps)]);
    const rows = await s.db
      .select({ status: notificationSchedules.deliveryStatus })
      .from(notificationSchedules)
      .where(inArray(notificationSchedules.sourceKey, keys));
    expect(rows.map((r) => r.status)).toEqual(keys.map(() => 'delivered'));
    const shown = await s.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    for (const key of keys)
      expect(
        shown.filter((n) => n.title === `Delivery ${key}`),
        key,
      ).toHaveLength(1);
  });
});
