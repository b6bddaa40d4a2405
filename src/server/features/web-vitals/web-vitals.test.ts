/**
 * Real-user web vitals through the real server: any browser may report (signed in or not), nothing
 * about the person is stored, bad batches get a 400 with nothing stored, a flood gets 429, and only
 * provider staff read the p75 per route over the last 28 days.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { webVitals } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { BATCHES_PER_ADDRESS_PER_MINUTE } from './routes';
import { BatchLimiter } from './service';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const report = (metrics: unknown, opts: { cookie?: string; ip?: string } = {}) =>
  s.request('/api/web-vitals', {
    method: 'POST',
    body: { metrics },
    cookie: opts.cookie,
    headers: { 'x-forwarded-for': opts.ip ?? '203.0.113.1' },
  });

describe('reporting', () => {
  test('a batch is stored anonymously, from a signed-in or a signed-out browser', async () => {
    await s.db.delete(webVitals);
    const signedOut = await report([
      { name: 'LCP', value: 1200, route: '/' },
      { name: 'CLS', value: 0.02, route: '/' },
    ]);
    expect(signedOut.status).toBe(202);
    expect(signedOut.body).toEqual({ received: 2 });
    const signedIn = await report([{ name: 'INP', value: 80, route: '/schools/:schoolId' }], {
      cookie: await s.loginAs('principal'),
    });
    expect(signedIn.status).toBe(202);
    const rows = await s.db.select().from(webVitals);
    expect(rows).toHaveLength(3);
    // Route, metric, value and time: there is no column for who or where.
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['createdAt', 'id', 'metric', 'route', 'value']);
  });

  test('a bad batch is refused with the field named, and nothing of it is stored', async () => {
    await s.db.delete(webVitals);
    const cases: [unknown, string][] = [
      [[], 'metrics'],
      [[{ name: 'FID', value: 10, route: '/' }], 'metrics.0.name'],
      [[{ name: 'LCP', value: -1, route: '/' }], 'metrics.0.value'],
      [[{ name: 'LCP', value: 1e9, route: '/' }], 'metrics.0.value'],
      [
        [
          { name: 'LCP', value: 900, route: '/' },
          { name: 'CLS', value: 0.1, route: '/schools/4f1c0b5e?x=<script>' },
        ],
        'metrics.1.route',
      ],
      [[{ name: 'LCP', value: 900, route: '/', user: 'someone@school.nz' }], 'user'],
      [Array.from({ length: 11 }, () => ({ name: 'LCP', value: 900, route: '/' })), 'metrics'],
    ];
    for (const [metrics, field] of cases) {
      const res = await report(metrics);
      expect(res.status, JSON.stringify(metrics)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(
        Object.keys(res.body.error.fields ?? {}).some((k) => k.startsWith(field)),
        JSON.stringify(res.body),
      ).toBe(true);
    }
    expect(await s.db.select().from(webVitals)).toHaveLength(0);
  });

  test('a report from another site is refused', async () => {
    const res = await s.request('/api/web-vitals', {
      method: 'POST',
      body: { metrics: [{ name: 'LCP', value: 900, route: '/' }] },
      origin: 'https://elsewhere.example',
    });
    expect(res.status).toBe(403);
  });
});

describe('rate limit', () => {
  test('one address is stopped after its batches for the minute; another is not', async () => {
    // The harness's server takes the address from the socket unless TRUST_PROXY: every request here
    // comes from 127.0.0.1, so the limiter's own per-address behaviour is checked on the class below.
    const limiter = new BatchLimiter(2, 100, 60_000);
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 1)).toBe(true);
    expect(limiter.take('a', 2)).toBe(false);
    expect(limiter.take('b', 3)).toBe(true);
    expect(limiter.take('a', 60_000)).toBe(true); // the next minute
    const overall = new BatchLimiter(10, 2, 60_000);
    expect([overall.take('a', 0), overall.take('b', 0), overall.take('c', 0)]).toEqual([true, true, false]);
  });

  test('the server answers 429 with a clear message once the address has sent its batches', async () => {
    s.clock.set(new Date('2031-01-01T00:00:30Z')); // a fresh minute for this address
    let last = 0;
    const statuses: number[] = [];
    for (let i = 0; i <= BATCHES_PER_ADDRESS_PER_MINUTE; i++) {
      const res = await report([{ name: 'LCP', value: 900, route: '/' }]);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error.code).toBe('rate_limited');
        expect(res.body.error.message).toMatch(/Too many speed reports/);
      }
      last = res.status;
    }
    expect(statuses.filter((x) => x === 202)).toHaveLength(BATCHES_PER_ADDRESS_PER_MINUTE);
    expect(last).toBe(429);
    s.clock.advance(60_000);
    expect((await report([{ name: 'LCP', value: 900, route: '/' }])).status).toBe(202);
    s.clock.reset();
  });
});

describe('the p75 per route', () => {
  test('provider staff read the 75th percentile per route and metric over the last 28 days', async () => {
    await s.db.delete(webVitals);
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);
    await s.db.insert(webVitals).values([
      // LCP on /: 1000, 2000, 3000, 4000 → p75 (linear interpolation) 3250
      ...[1000, 2000, 3000, 4000].map((value) => ({ route: '/', metric: 'LCP', value, createdAt: at(1) })),
      { route: '/', metric: 'LCP', value: 99_000, createdAt: at(29) }, // older than 28 days: left out
      { route: '/login', metric: 'CLS', value: 0.01, createdAt: at(2) },
    ]);
    const res = await s.request('/api/web-vitals', { cookie: await s.loginAs('waikura') });
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(28);
    expect(res.body.routes).toEqual([
      { route: '/', metrics: { LCP: { p75: 3250, samples: 4 }, INP: null, CLS: null } },
      { route: '/login', metrics: { LCP: null, INP: null, CLS: { p75: 0.01, samples: 1 } } },
    ]);
  });

  test('nobody else reads them', async () => {
    expect((await s.request('/api/web-vitals')).status).toBe(401);
    for (const role of ['principal', 'school_admin', 'contractor', 'viewer'] as const) {
      const res = await s.request('/api/web-vitals', { cookie: await s.loginAs(role) });
      expect(res.status, role).toBe(403);
    }
    expect((await s.request('/api/web-vitals', { cookie: await s.loginAs('admin') })).status).toBe(200);
  });
});
