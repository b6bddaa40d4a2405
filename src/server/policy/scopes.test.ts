/**
 * The policy's list scope (`visibleSchoolsWhere`) and its object decision (`decideSchool` through
 * `requireSchool`) agree: for every role, the schools listed are exactly the schools that open.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { schools } from '../db/schema';
import { DEMO_LOGINS, type DemoLogin, startTestServer, type TestServer } from '../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // A third school nobody but provider staff reaches.
  await s.db.insert(schools).values({ name: 'Scope Test School', slug: 'scope-test-school' });
});
afterAll(() => s?.close());

describe('list scope and object decision agree', () => {
  test.each(Object.keys(DEMO_LOGINS) as DemoLogin[])('%s', async (role) => {
    const cookie = await s.loginAs(role);
    const listed = await s.request('/api/schools', { cookie, query: { limit: '100' } });
    expect(listed.status).toBe(200);
    const ids = new Set<string>(listed.body.schools.map((x: { id: string }) => x.id));
    const all = await s.db.select({ id: schools.id }).from(schools);
    expect(all.length).toBeGreaterThanOrEqual(3);
    for (const { id } of all) {
      const opened = await s.request(`/api/schools/${id}`, { cookie });
      expect(opened.status === 200, `${role} ${id}: listed ${ids.has(id)}, opened ${opened.status}`).toBe(
        ids.has(id),
      );
    }
    if (role === 'admin' || role === 'waikura') expect(ids.size).toBe(all.length);
    else expect(ids.size).toBeLessThan(all.length);
  });
});
