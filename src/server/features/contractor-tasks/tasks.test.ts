/**
 * Contractor tasks and the schedule through the real server: work the plan (4.2) and the calendar ask
 * for is offered as tasks; the contractor takes it on with equipment, materials and safety notes;
 * provider staff ask for work; the schedule shows overdue work and the next 7 days of assigned schools only.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let first: string;
let second: string;
beforeAll(async () => {
  s = await startTestServer();
  first = `/api/schools/${s.schools.first.id}/contractor-tasks`;
  second = `/api/schools/${s.schools.second.id}/contractor-tasks`;
  // 8 December 2026, 10:00 in New Zealand: 4.2's UV certificate action (due 11 December) is in the next 7 days.
  s.clock.set(new Date('2026-12-07T21:00:00Z'));
});
afterAll(() => s?.close());

interface Task {
  id: string | null;
  source: string;
  sourceKey: string | null;
  title: string;
  scheduledDate: string;
  equipment: string | null;
  status: string;
  overdue: boolean;
  version: number;
}

const list = async (cookie: string, path = first) => {
  const res = await s.request<{ tasks: Task[]; canPlan: boolean; canRequest: boolean }>(path, { cookie });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('tasks of a school', () => {
  test('open improvement actions of 4.2 and maintenance events of the calendar are offered; done ones are not', async () => {
    const principal = await s.loginAs('principal');
    // A maintenance event a week ago, not marked done: overdue work.
    const event = await s.request(`/api/schools/${s.schools.first.id}/calendar/events`, {
      method: 'POST',
      cookie: principal,
      body: {
        title: 'Clean the first-flush diverters',
        category: 'maintenance',
        startDate: '2026-12-01T09:00:00+13:00',
        durationMinutes: 60,
        recurrencePattern: null,
        reminderSettings: { enabled: false, minutes_before: 60, channels: [] },
      },
    });
    expect(event.status, event.text).toBe(201);
    const { tasks, canPlan, canRequest } = await list(await s.loginAs('contractor'));
    expect(canPlan).toBe(true);
    expect(canRequest).toBe(false);
    const keys = tasks.map((t) => t.sourceKey);
    expect(keys).toContain('improvement:kv-act-1');
    expect(keys).toContain('improvement:kv-act-2');
    expect(keys).not.toContain('improvement:kv-act-3'); // done in the plan
    const diverters = tasks.find((t) => t.title === 'Clean the first-flush diverters')!;
    expect(diverters).toMatchObject({
      id: null,
      source: 'calendar',
      scheduledDate: '2026-12-01',
      overdue: true,
    });
    // The principal reads the same list but cannot plan or ask.
    const forSchool = await list(principal);
    expect(forSchool).toMatchObject({ canPlan: false, canRequest: false });
  });

  test('the contractor takes on an improvement action with equipment, materials and safety notes, once', async () => {
    const cookie = await s.loginAs('contractor');
    const body = {
      sourceKey: 'improvement:kv-act-1',
      equipment: 'Ladder, UV intensity meter',
      materials: 'Spare UV lamp',
      safetyNotes: 'Isolate power before opening the UV unit.',
    };
    const res = await s.request(first, { method: 'POST', cookie, body });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      source: 'improvement_schedule',
      scheduledDate: '2026-12-11',
      equipment: 'Ladder, UV intensity meter',
      safetyNotes: 'Isolate power before opening the UV unit.',
      status: 'open',
      version: 1,
    });
    expect(res.body.title).toMatch(/^Get the UV unit’s validation certificate/);
    const again = await s.request(first, { method: 'POST', cookie, body });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_a_task');
    // Listed once, as the stored task.
    const rows = (await list(cookie)).tasks.filter((t) => t.sourceKey === 'improvement:kv-act-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(res.body.id);
  });

  test('unknown offered work and incomplete plans are refused with the field to fix, nothing stored', async () => {
    const cookie = await s.loginAs('contractor');
    const before = (await list(cookie)).tasks.length;
    const unknown = await s.request(first, {
      method: 'POST',
      cookie,
      body: { sourceKey: 'improvement:nope' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('sourceKey');
    const noTitle = await s.request(first, { method: 'POST', cookie, body: { scheduledDate: '2026-12-09' } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.fields).toHaveProperty('title');
    const badDate = await s.request(first, {
      method: 'POST',
      cookie,
      body: { title: 'Check the pump', scheduledDate: '9/12/2026' },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.fields).toHaveProperty('scheduledDate');
    expect((await list(cookie)).tasks.length).toBe(before);
  });

  test('provider staff ask for work (a request); school staff and viewers may not', async () => {
    const staff = await s.loginAs('waikura');
    const asked = await s.request(first, {
      method: 'POST',
      cookie: staff,
      body: {
        title: 'Check the bore pump pressure switch',
        scheduledDate: '2026-12-10',
        details: 'The school says the pump cycles.',
      },
    });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body).toMatchObject({ source: 'request', createdByName: expect.any(String) });
    for (const role of ['principal', 'viewer'] as const) {
      const res = await s.request(first, {
        method: 'POST',
        cookie: await s.loginAs(role),
        body: { title: 'Something', scheduledDate: '2026-12-10' },
      });
      expect(res.status, role).toBe(403);
    }
    // Provider staff read tasks but do not change them (platform specification 6: written by the contractor and admin).
    const change = await s.request(`${first}/${asked.body.id}`, {
      method: 'PATCH',
      cookie: staff,
      body: { version: 1, status: 'done' },
    });
    expect(change.status).toBe(403);
  });

  test('the contractor changes a task with its version, marks it done; a stale version is 409', async () => {
    const cookie = await s.loginAs('contractor');
    const created = await s.request(first, {
      method: 'POST',
      cookie,
      body: { title: 'Replace the sediment filter', scheduledDate: '2026-12-09' },
    });
    expect(created.status).toBe(201);
    const path = `${first}/${created.body.id}`;
    const changed = await s.request(path, {
      method: 'PATCH',
      cookie,
      body: { version: 1, materials: '20 micron cartridge' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      materials: '20 micron cartridge',
      version: 2,
      title: 'Replace the sediment filter',
    });
    const stale = await s.request(path, { method: 'PATCH', cookie, body: { version: 1, status: 'done' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    const done = await s.request(path, { method: 'PATCH', cookie, body: { version: 2, status: 'done' } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'done', completedOn: '2026-12-08', overdue: false });
    const missing = await s.request(`${first}/no-such-task`, {
      method: 'PATCH',
      cookie,
      body: { version: 1 },
    });
    expect(missing.status).toBe(404);
  });

  test("a contractor reaches only assigned schools' tasks", async () => {
    const cookie = await s.loginAs('contractor');
    expect((await s.request(second, { cookie })).status).toBe(403);
    const res = await s.request(second, {
      method: 'POST',
      cookie,
      body: { title: 'Sneaky', scheduledDate: '2026-12-10' },
    });
    expect(res.status).toBe(403);
  });
});

describe('the schedule', () => {
  test('overdue work and the next 7 days, across assigned schools; not done work; nothing beyond 7 days', async () => {
    const res = await s.request('/api/contractor/schedule', { cookie: await s.loginAs('contractor') });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ today: '2026-12-08', until: '2026-12-15' });
    const overdue = res.body.overdue.map((t: Task) => t.title);
    const upcoming = res.body.upcoming.map((t: Task) => t.title);
    expect(overdue).toContain('Clean the first-flush diverters');
    expect(upcoming).toContain('Check the bore pump pressure switch');
    expect(upcoming.some((t: string) => t.startsWith('Get the UV unit’s validation certificate'))).toBe(true);
    // Done, and beyond the week (4.2's backflow action is due 26 February): not listed.
    expect([...overdue, ...upcoming]).not.toContain('Replace the sediment filter');
    expect(upcoming.some((t: string) => t.startsWith('Fit a testable backflow device'))).toBe(false);
    for (const t of [...res.body.overdue, ...res.body.upcoming])
      expect(t).toMatchObject({ schoolId: s.schools.first.id, schoolName: s.schools.first.name });
  });

  test('only contractors have a schedule', async () => {
    expect(
      (await s.request('/api/contractor/schedule', { cookie: await s.loginAs('principal') })).status,
    ).toBe(403);
    expect((await s.request('/api/contractor/schedule')).status).toBe(401);
  });
});
