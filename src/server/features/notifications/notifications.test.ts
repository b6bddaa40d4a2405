/**
 * In-app notifications and preferences through HTTP: a real server and database. Every user sees only
 * their own notifications; preferences start with the specification's defaults; new notifications
 * arrive on the event stream without a reload.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../domain/notifications';
import { notificationPreferences, notifications } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { closeHub, createNotification, getHub, getPreferences } from './service';

let s: TestServer;
let principalId: string;

beforeAll(async () => {
  s = await startTestServer();
  principalId = await s.userId('principal@demo.waikura.nz');
});

afterAll(async () => {
  if (s) await closeHub(s.deps);
  await s?.close();
});

describe('createNotification (used by the delivery worker)', () => {
  test('creates with the domain defaults, and once only per sourceKey', async () => {
    const now = s.clock.now();
    const first = await createNotification(
      s.db,
      {
        userId: principalId,
        title: 'Water test due',
        message: 'Take the monthly E. coli sample.',
        category: 'water_testing',
        type: 'reminder',
        sourceKey: 'schedule:test-1',
        now,
      },
      getHub(s.deps),
    );
    expect(first.created).toBe(true);
    expect(first.notification).toMatchObject({
      userId: principalId,
      priority: 'high',
      type: 'reminder',
      category: 'water_testing',
      readStatus: false,
      actionText: 'Take Action',
      expiresAt: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
    });
    const again = await createNotification(s.db, {
      userId: principalId,
      title: 'Water test due (retried)',
      message: 'A retried delivery',
      sourceKey: 'schedule:test-1',
    });
    expect(again).toMatchObject({ id: first.id, created: false });
    expect(again.notification.title).toBe('Water test due');
    const rows = await s.db
      .select()
      .from(notifications)
      .where(eq(notifications.sourceKey, 'schedule:test-1'));
    expect(rows).toHaveLength(1);
  });
});

describe('getPreferences', () => {
  test('creates the specification defaults on first read, once even when read twice at the same time', async () => {
    const person = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id });
    const [a, b] = await Promise.all([getPreferences(s.db, person.id), getPreferences(s.db, person.id)]);
    expect(a).toEqual({ userId: person.id, version: 1, ...DEFAULT_PREFERENCES });
    expect(b).toEqual(a);
    const rows = await s.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, person.id));
    expect(rows).toHaveLength(1);
  });
});
