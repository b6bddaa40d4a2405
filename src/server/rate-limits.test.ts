/**
 * Rate limits on what the probe found unlimited: anonymous writes per address, browser error reports,
 * and notification streams per user. Counts live in the database, so they hold across processes.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientErrors } from './db/schema';
import { getHub } from './features/notifications/hub';
import { ANONYMOUS_WRITES, CLIENT_ERROR_REPORTS, MAX_OPEN_STREAMS_PER_USER } from './lib/rate-limit';
import { startTestServer, type TestServer } from './test/harness';
import { errorShapeProblems } from './test/openapi';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { TRUST_PROXY: '1', WEB_VITALS_PER_ADDRESS_PER_MINUTE: '1000' } });
});
afterAll(() => s?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const reports = async () => Number((await s.db.select({ n: count() }).from(clientErrors))[0]!.n);
const report = (headers: Record<string, string>, cookie?: string) =>
  s.request('/api/client-errors', {
    method: 'POST',
    headers,
    cookie,
    body: { message: 'TypeError: x is undefined', stack: 'y'.repeat(10_000) },
  });

describe('browser error reports', () => {
  test(`${CLIENT_ERROR_REPORTS.limit} per address in 10 minutes are stored; the rest get 429 and store nothing`, async () => {
    const before = await reports();
    for (let i = 0; i < CLIENT_ERROR_REPORTS.limit; i++)
      expect((await report(from('203.0.113.1'))).status).toBe(202);
    const refused = await report(from('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(errorShapeProblems(refused.body)).toEqual([]);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reports()).toBe(before + CLIENT_ERROR_REPORTS.limit);
    // Another address, and a signed-in user on the same address, have their own allowance.
    expect((await report(from('203.0.113.2'))).status).toBe(202);
    expect((await report(from('203.0.113.1'), await s.loginAs('principal'))).status).toBe(202);
    // After the window, the address may report again.
    s.clock.advance(CLIENT_ERROR_REPORTS.windowMs + 1000);
    try {
      expect((await report(from('203.0.113.1'))).status).toBe(202);
    } finally {
      s.clock.reset();
    }
  });
});

describe('writes by no one', () => {
  test(`${ANONYMOUS_WRITES.limit} a minute per address, of any kind; then 429`, async () => {
    const headers = from('203.0.113.9');
    for (let i = 0; i < ANONYMOUS_WRITES.limit; i++) {
      const res = await s.request('/api/client-errors', { method: 'POST', headers, body: { nope: 1 } });
      expect(res.status).toBe(400);
    }
    for (const path of ['/api/client-errors', '/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const res = await s.request(path, { method: 'POST', headers, body: {} });
      expect(res.status, path).toBe(429);
      expect(res.body.error.code, path).toBe('rate_limited');
    }
    // A signed-in user on the same address is not held back by it.
    const cookie = await s.loginAs('principal');
    expect(
      (await s.request('/api/me', { method: 'PATCH', headers, cookie, body: { name: 'Mere Principal' } }))
        .status,
    ).toBe(200);
  });
});

describe('speed reports by no one', () => {
  test('do not use up the writes an address signs in with (they have a limit of their own)', async () => {
    const headers = from('203.0.113.7');
    for (let i = 0; i <= ANONYMOUS_WRITES.limit; i++) {
      const res = await s.request('/api/web-vitals', {
        method: 'POST',
        headers,
        body: { metrics: [{ name: 'LCP', value: 900 + i, route: '/' }] },
      });
      expect(res.status, `report ${i + 1}`).toBe(202);
    }
    // The principal behind the same address can still sign in.
    const signIn = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers,
      body: { email: 'principal@demo.waikura.nz', password: 'not the password' },
    });
    expect(signIn.status).toBe(401);
  });
});

describe('notification streams', () => {
  test(`one user may hold ${MAX_OPEN_STREAMS_PER_USER} open; one more is a 429 until one closes`, async () => {
    const cookie = await s.loginAs('school_admin', { fresh: true });
    const userId = await s.userId('office@demo.waikura.nz');
    const open = async () => {
      const controller = new AbortController();
      const res = await fetch(`${s.url}/api/notifications/stream`, {
        headers: { cookie },
        signal: controller.signal,
      });
      return { res, controller };
    };
    const streams = [];
    for (let i = 0; i < MAX_OPEN_STREAMS_PER_USER; i++) {
      const st = await open();
      expect(st.res.status).toBe(200);
      streams.push(st);
    }
    const extra = await open();
    expect(extra.res.status).toBe(429);
    expect((await extra.res.json()).error.code).toBe('too_many_streams');
    // Another user is not affected.
    const other = await fetch(`${s.url}/api/notifications/stream`, {
      headers: { cookie: await s.loginAs('principal') },
      signal: AbortSignal.timeout(60_000),
    });
    expect(other.status).toBe(200);
    await other.body?.cancel();

    streams.pop()!.controller.abort();
    await expect.poll(() => getHub(s.deps).listenerCount(userId)).toBe(MAX_OPEN_STREAMS_PER_USER - 1);
    const again = await open();
    expect(again.res.status).toBe(200);
    for (const st of [...streams, again]) st.controller.abort();
  });
});
