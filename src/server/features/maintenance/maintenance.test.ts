/**
 * The maintenance log through the real server: an entry is recorded for the school, and the school's
 * principal and administrators hear of it in the app, with a link to 8.3; nobody else does.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notifications } from '../../db/schema';
import { DEMO_LOGINS, startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const log = (cookie: string, body: Record<string, unknown>) =>
  s.request(`/api/schools/${s.schools.first.id}/maintenance-log`, { method: 'POST', cookie, body });

const notesOf = async (email: string, sourceKey: string) =>
  s.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, await s.userId(email)), eq(notifications.sourceKey, sourceKey)));

describe('logging maintenance', () => {
  test('work that needs following up reaches the school’s principal and administrator, asking for action', async () => {
    const res = await log(await s.loginAs('contractor'), {
      performedOn: '2026-11-20',
      component: 'UV unit',
      workDone: 'Replaced the UV lamp; the quartz sleeve is scratched and needs replacing.',
      followUpNeeded: true,
    });
    expect(res.status).toBe(201);
    const key = `maintenance:${res.body.id}`;
    for (const email of [DEMO_LOGINS.principal, DEMO_LOGINS.school_admin]) {
      const [note] = await notesOf(email, key);
      expect(note, email).toMatchObject({
        category: 'maintenance',
        type: 'warning',
        priority: 'high',
        actionRequired: true,
        actionUrl: `/school/${s.schools.first.id}/maintenance`,
        title: 'Follow-up needed: UV unit',
      });
      expect(note!.message).toContain('They say follow-up work is needed.');
    }
    // Not the contractor who logged it, nor the viewer, nor another school's principal.
    for (const email of [DEMO_LOGINS.contractor, DEMO_LOGINS.viewer, DEMO_LOGINS.principal2])
      expect(await notesOf(email, key), email).toEqual([]);
  });

  test('routine work is told as information, without asking for action', async () => {
    const res = await log(await s.loginAs('contractor'), {
      performedOn: '2026-11-21',
      component: 'Cartridge filter',
      workDone: 'Changed the 20 and 5 micron cartridges.',
    });
    expect(res.status).toBe(201);
    const [note] = await notesOf(DEMO_LOGINS.principal, `maintenance:${res.body.id}`);
    expect(note).toMatchObject({
      type: 'info',
      actionRequired: false,
      title: 'Maintenance logged: Cartridge filter',
    });
  });
});
