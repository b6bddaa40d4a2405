/**
 * Incidents through the real server: who may open, record and close (the policy matrix), the record of
 * when and how Taumata Arowai was told, each step in the activity log, the steps from the school's own
 * 6.1, and the provider's emergency dashboard.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activityLog } from '../../db/schema';
import { type LoginRole, startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let school: string;
beforeAll(async () => {
  s = await startTestServer();
  school = s.schools.first.id;
});
afterAll(() => s?.close());

const open = async (role: LoginRole, schoolId = school) =>
  s.request(`/api/schools/${schoolId}/incidents`, {
    method: 'POST',
    cookie: await s.loginAs(role),
    body: {
      kind: 'supply_interruption',
      title: 'Pump failed',
      whatHappened: 'The bore pump stopped at 7 am; no water at the taps.',
    },
  });

describe('who may open, record and close an incident', () => {
  test.each<[LoginRole, number]>([
    ['admin', 201],
    ['waikura', 201],
    ['principal', 201],
    ['school_admin', 201],
    ['school', 201],
    ['contractor', 403],
    ['viewer', 403],
    ['principal2', 403],
  ])('%s opening one at the first school → %i', async (role, status) => {
    const res = await open(role);
    expect(res.status, res.text).toBe(status);
    if (status === 403) expect(res.body.error.code).toBe('forbidden');
  });

  test.each<[LoginRole, number, boolean | null]>([
    ['contractor', 200, false],
    ['viewer', 200, false],
    ['principal', 200, true],
    ['waikura', 200, true],
    ['principal2', 403, null],
  ])('%s reading the list → %i (may respond: %s)', async (role, status, canRespond) => {
    const res = await s.request(`/api/schools/${school}/incidents`, { cookie: await s.loginAs(role) });
    expect(res.status).toBe(status);
    if (canRespond !== null) expect(res.body.canRespond).toBe(canRespond);
  });

  test('a contractor and a viewer cannot record a step or close; the principal can', async () => {
    const id = (await open('principal')).body.id as string;
    for (const role of ['contractor', 'viewer'] as const) {
      const cookie = await s.loginAs(role);
      const step = await s.request(`/api/schools/${school}/incidents/${id}/events`, {
        method: 'POST',
        cookie,
        body: { kind: 'note', text: 'I was here' },
      });
      expect(step.status, role).toBe(403);
      const close = await s.request(`/api/schools/${school}/incidents/${id}/close`, {
        method: 'POST',
        cookie,
        body: { lessonsLearnt: 'x' },
      });
      expect(close.status, role).toBe(403);
    }
    const detail = await s.request(`/api/schools/${school}/incidents/${id}`, {
      cookie: await s.loginAs('viewer'),
    });
    expect(detail.status).toBe(200);
    expect(detail.body.status).toBe('open');
  });

  test('an incident of another school is not found through this one', async () => {
    const other = (await open('admin', s.schools.second.id)).body.id as string;
    const res = await s.request(`/api/schools/${school}/incidents/${other}`, {
      cookie: await s.loginAs('admin'),
    });
    expect(res.status).toBe(404);
  });
});

describe('the incident record', () => {
  test('steps, the regulator told, a follow-up sample and closing: each time-stamped and in the activity log', async () => {
    const cookie = await s.loginAs('principal');
    const id = (await open('principal')).body.id as string;
    const at = '2026-01-10T09:15:00+13:00';
    const step = await s.request(`/api/schools/${school}/incidents/${id}/events`, {
      method: 'POST',
      cookie,
      body: { kind: 'step', text: 'Bottled water delivered to every classroom', at },
    });
    expect(step.status, step.text).toBe(201);
    expect(new Date(step.body.at).toISOString()).toBe(new Date(at).toISOString());
    const told = await s.request(`/api/schools/${school}/incidents/${id}/regulator`, {
      method: 'POST',
      cookie,
      body: { notifiedAt: '2026-01-10T10:00:00+13:00', how: 'hinekorako', reference: 'N-2026-0042' },
    });
    expect(told.status, told.text).toBe(200);
    expect(told.body).toMatchObject({
      regulatorNotifiedHow: 'hinekorako',
      regulatorReference: 'N-2026-0042',
    });
    expect(told.body.clock.notifyOverdue).toBe(false);
    const sample = await s.request(`/api/schools/${school}/incidents/${id}/events`, {
      method: 'POST',
      cookie,
      body: { kind: 'follow_up_sample', text: 'Sample KVS-F1 sent to the laboratory' },
    });
    expect(sample.status).toBe(201);
    const closed = await s.request(`/api/schools/${school}/incidents/${id}/close`, {
      method: 'POST',
      cookie,
      body: { lessonsLearnt: 'Keep a spare pump fuse in the shed.' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    const again = await s.request(`/api/schools/${school}/incidents/${id}/close`, {
      method: 'POST',
      cookie,
      body: { lessonsLearnt: 'Again' },
    });
    expect(again.status).toBe(409);
    const detail = await s.request(`/api/schools/${school}/incidents/${id}`, { cookie });
    expect(detail.body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'step',
      'regulator_notified',
      'opened',
      'follow_up_sample',
      'closed',
    ]);
    expect(detail.body.steps.map((st: { id: string }) => st.id)).toEqual([
      'alternative',
      'respond',
      'notify',
    ]);
    const activity = await s.db
      .select({ type: activityLog.activityType })
      .from(activityLog)
      .where(and(eq(activityLog.schoolId, school)));
    const types = activity.map((a) => a.type);
    for (const t of [
      'incident_opened',
      'incident_step',
      'incident_regulator_notified',
      'incident_follow_up_sample',
      'incident_closed',
    ])
      expect(types, t).toContain(t);
  });

  test('bad input is a 400 per field; a future time is refused', async () => {
    const cookie = await s.loginAs('principal');
    const bad = await s.request(`/api/schools/${school}/incidents`, {
      method: 'POST',
      cookie,
      body: { kind: 'flood', title: '', whatHappened: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['kind', 'title']);
    const future = await s.request(`/api/schools/${school}/incidents`, {
      method: 'POST',
      cookie,
      body: { kind: 'other', title: 'x', whatHappened: 'y', discoveredAt: '2099-01-01T00:00:00Z' },
    });
    expect(future.status).toBe(400);
    expect(future.body.error.fields.discoveredAt).toBe('This cannot be in the future.');
  });
});

describe('the emergency dashboard', () => {
  test('provider staff see open incidents across schools; school staff may not open it', async () => {
    const res = await s.request(`/api/schools/${school}/water-tests`, {
      method: 'POST',
      cookie: await s.loginAs('principal'),
      body: {
        clientId: randomUUID(),
        sampleId: 'DASH-1',
        component: 'distribution_zone',
        sampledOn: '2026-01-05',
        laboratory: 'Lab',
        parameter: 'e_coli',
        value: '3',
      },
    });
    expect(res.status).toBe(201);
    const dash = await s.request('/api/provider/incidents', { cookie: await s.loginAs('waikura') });
    expect(dash.status).toBe(200);
    const mine = dash.body.incidents.find((i: { id: string }) => i.id === res.body.incident.id);
    expect(mine).toMatchObject({ status: 'open', kind: 'water_quality', schoolName: s.schools.first.name });
    expect(dash.body.incidents.every((i: { status: string }) => i.status === 'open')).toBe(true);
    expect(
      (await s.request('/api/provider/incidents', { cookie: await s.loginAs('principal') })).status,
    ).toBe(403);
    const detail = await s.request(`/api/schools/${school}/incidents/${res.body.incident.id}`, {
      cookie: await s.loginAs('principal'),
    });
    expect(detail.body.results).toHaveLength(1);
    expect(detail.body.steps[0]).toMatchObject({ id: 'protect', title: 'Stop people drinking the water' });
    expect(detail.body.steps.find((st: { id: string }) => st.id === 'notify').detail).toContain(
      '04 889 8350',
    );
  });
});
