/**
 * The role × endpoint matrix for the policy functions that are not about one school, through HTTP:
 * own contractor assignments, the unread count, notification preferences (only one's own), and the
 * health check's details. Expected answers written out per role.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_LOGINS, type DemoLogin, startTestServer, type TestServer } from '../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

type Who = DemoLogin | 'anonymous';

// biome-ignore format: a table aligned by hand
const MATRIX: [who: Who, assignments: number, unread: number, otherPrefs: number, healthParts: boolean][] = [
  ['admin',        403, 200, 403, true ],
  ['waikura',      403, 200, 403, false],
  ['principal',    403, 200, 403, false],
  ['school_admin', 403, 200, 403, false],
  ['principal2',   403, 200, 403, false],
  ['contractor',   200, 200, 403, false],
  ['viewer',       403, 200, 403, false],
  ['anonymous',    401, 401, 401, false],
];

describe('personal actions and the health details, per role', () => {
  test('the matrix covers every demo login and anonymous', () => {
    expect(MATRIX.map(([w]) => w).sort()).toEqual([...Object.keys(DEMO_LOGINS), 'anonymous'].sort());
  });

  test.each(MATRIX)(
    '%s: own assignments %i, unread count %i, someone else’s preferences %i, health parts %s',
    async (who, assignments, unread, otherPrefs, parts) => {
      const cookie = who === 'anonymous' ? undefined : await s.loginAs(who);
      expect((await s.request('/api/contractor/assignments', { cookie })).status).toBe(assignments);
      expect((await s.request('/api/notifications/unread-count', { cookie })).status).toBe(unread);

      const someoneElse = await s.userId(
        who === 'principal' ? DEMO_LOGINS.principal2 : DEMO_LOGINS.principal,
      );
      const prefs = await s.request('/api/notifications/preferences', {
        method: 'PUT',
        cookie,
        body: { userId: someoneElse, version: 1, emailNotifications: false },
      });
      expect(prefs.status).toBe(otherPrefs);
      if (cookie) {
        // One's own preferences, named or not, are one's own to change.
        const own = await s.request('/api/notifications/preferences', { cookie });
        const mine = await s.request('/api/notifications/preferences', {
          method: 'PUT',
          cookie,
          body: {
            userId: own.body.userId,
            version: own.body.version,
            emailNotifications: own.body.emailNotifications,
          },
        });
        expect(mine.status).toBe(200);
      }

      const health = await s.request('/api/secure/health', { cookie });
      expect(health.status).toBe(200);
      expect(health.body.checks !== undefined).toBe(parts);
    },
  );
});
