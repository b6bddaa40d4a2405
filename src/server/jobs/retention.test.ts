import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DAY_MS, RETENTION_DAYS } from '../../domain/retention';
import {
  activityLog,
  assistantMessages,
  clientErrors,
  loginFailures,
  rateLimits,
  users,
  webVitals,
} from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { purgeExpired } from './retention';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('retention purge', () => {
  test('deletes exactly what is older than the privacy page says, and keeps the rest', async () => {
    const now = new Date('2026-11-23T00:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const marker = `retention-${Date.now()}`;
    await s.db.insert(activityLog).values([
      { activityType: marker, description: 'old', timestamp: ago(RETENTION_DAYS.activityLog + 1) },
      { activityType: marker, description: 'kept', timestamp: ago(RETENTION_DAYS.activityLog - 1) },
    ]);
    await s.db.insert(loginFailures).values([
      { key: `${marker}:old`, failedAt: ago(RETENTION_DAYS.loginFailures + 1) },
      { key: `${marker}:kept`, failedAt: ago(RETENTION_DAYS.loginFailures - 1) },
    ]);
    await s.db.insert(clientErrors).values([
      { message: `${marker} old`, createdAt: ago(RETENTION_DAYS.clientErrors + 1) },
      { message: `${marker} kept`, createdAt: ago(RETENTION_DAYS.clientErrors - 1) },
    ]);

    await s.db.insert(webVitals).values([
      { route: `/${marker}/old`, metric: 'LCP', value: 1, createdAt: ago(RETENTION_DAYS.webVitals + 1) },
      { route: `/${marker}/kept`, metric: 'LCP', value: 1, createdAt: ago(RETENTION_DAYS.webVitals - 1) },
    ]);

    const [someone] = await s.db.select({ id: users.id }).from(users).limit(1);
    await s.db.insert(assistantMessages).values([
      {
        userId: someone!.id,
        role: 'user',
        content: `${marker} old`,
        createdAt: new Date(now.getTime() - DAY_MS - 1),
      },
      {
        userId: someone!.id,
        role: 'user',
        content: `${marker} kept`,
        createdAt: new Date(now.getTime() - DAY_MS + 60_000),
      },
    ]);

    const result = await purgeExpired(s.db, now);
    expect(result.chatMessages).toBeGreaterThanOrEqual(1);
    const chat = (await s.db.select().from(assistantMessages)).filter((r) => r.content.startsWith(marker));
    expect(chat.map((r) => r.content)).toEqual([`${marker} kept`]);
    expect(result.webVitals).toBeGreaterThanOrEqual(1);
    expect(result.activityLog).toBeGreaterThanOrEqual(1);
    expect(result.loginFailures).toBeGreaterThanOrEqual(1);
    expect(result.clientErrors).toBeGreaterThanOrEqual(1);

    const activities = (await s.db.select().from(activityLog)).filter((r) => r.activityType === marker);
    expect(activities.map((r) => r.description)).toEqual(['kept']);
    const failures = (await s.db.select().from(loginFailures)).filter((r) => r.key.startsWith(marker));
    expect(failures.map((r) => r.key)).toEqual([`${marker}:kept`]);
    const errors = (await s.db.select().from(clientErrors)).filter((r) => r.message.startsWith(marker));
    expect(errors.map((r) => r.message)).toEqual([`${marker} kept`]);

    const vitals = (await s.db.select().from(webVitals)).filter((r) => r.route.startsWith(`/${marker}`));
    expect(vitals.map((r) => r.route)).toEqual([`/${marker}/kept`]);

    // Counters untouched for longer than any wait they can ask for go; a recent one stays.
    await s.db.insert(rateLimits).values([
      { id: `waikura:${marker}:old`, key: `waikura:${marker}:old`, count: 9, lastRequest: ago(3).getTime() },
      {
        id: `waikura:${marker}:kept`,
        key: `waikura:${marker}:kept`,
        count: 9,
        lastRequest: ago(1).getTime(),
      },
    ]);
    const again = await purgeExpired(s.db, now);
    expect(again.rateLimits).toBeGreaterThanOrEqual(1);
    const counters = (await s.db.select().from(rateLimits)).filter((r) => r.key.includes(marker));
    expect(counters.map((r) => r.key)).toEqual([`waikura:${marker}:kept`]);

    // The demo accounts still log in: live sessions and accounts are untouched.
    expect(await s.loginAs('principal', { fresh: true })).toBeTruthy();
  });
});
