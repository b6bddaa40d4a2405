/**
 * Incidents through the real server: who may open, record and close (the policy matrix), the record of
 * when and how Taumata Arowai was told, each step in the activity log, the steps from the school's own
 * 6.1, and the provider's emergency dashboard.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activityLog, incidentEvents } from '../../db/schema';
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

describe('a note sent again by the offline queue (clientId)', () => {
  const note = (incidentId: string, body: Record<string, unknown>, role: LoginRole = 'principal') =>
    s
      .loginAs(role)
      .then((cookie) =>
        s.request(`/api/schools/${school}/incidents/${incidentId}/events`, { method: 'POST', cookie, body }),
      );
  const rowsOf = (clientId: string) =>
    s.db.select().from(incidentEvents).where(eq(incidentEvents.clientId, clientId));
  const activityOf = async (eventIds: string[]) =>
    (
      await s.db
        .select({ id: activityLog.id })
        .from(activityLog)
        .where(
          sql`${activityLog.metadata}->>'eventId' in (${sql.join(
            eventIds.map((e) => sql`${e}`),
            sql`, `,
          )})`,
        )
    ).length;

  test('a repeat answers the stored event (200) and records nothing more; other content is 409', async () => {
    const id = (await open('principal')).body.id as string;
    const clientId = randomUUID();
    const b = {
      clientId,
      kind: 'note',
      text: 'Caretaker closed the kitchen tap',
      at: '2026-01-10T09:15:00+13:00',
    };
    const first = await note(id, b);
    expect(first.status, first.text).toBe(201);
    const again = await note(id, b);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(clientId)).toHaveLength(1);
    expect(await activityOf([first.body.id])).toBe(1);

    for (const changed of [
      { ...b, text: 'Caretaker closed every tap' },
      { ...b, kind: 'step' },
      { ...b, at: '2026-01-10T09:16:00+13:00' },
    ]) {
      const res = await note(id, changed);
      expect(res.status, JSON.stringify(changed)).toBe(409);
      expect(res.body.error.code).toBe('client_id_reused');
    }
    // The same id on another incident of the school is the same write reused: refused, nothing added.
    const other = (await open('principal')).body.id as string;
    const elsewhere = await note(other, b);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error.code).toBe('client_id_reused');
    const [stored] = await rowsOf(clientId);
    expect(stored).toMatchObject({ incidentId: id, text: b.text, kind: 'note' });
    expect(await rowsOf(clientId)).toHaveLength(1);
  });

  test('racing repeats of one clientId make one event and one activity entry', async () => {
    const id = (await open('principal')).body.id as string;
    const clientId = randomUUID();
    const b = {
      clientId,
      kind: 'follow_up_sample',
      text: 'Sample KVS-F2 sent',
      at: '2026-01-11T08:00:00+13:00',
    };
    const cookie = await s.loginAs('principal');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.request(`/api/schools/${school}/incidents/${id}/events`, { method: 'POST', cookie, body: b }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await rowsOf(clientId)).toHaveLength(1);
    expect(await activityOf([answers[0]!.body.id])).toBe(1);
  });

  test('without a clientId every note is its own; a clientId that is not a uuid is a 400; access comes first', async () => {
    const id = (await open('principal')).body.id as string;
    const b = { kind: 'note', text: 'Same words twice' };
    expect((await note(id, b)).status).toBe(201);
    expect((await note(id, b)).status).toBe(201);
    const detail = await s.request(`/api/schools/${school}/incidents/${id}`, {
      cookie: await s.loginAs('principal'),
    });
    expect(detail.body.events.filter((e: { text: string }) => e.text === 'Same words twice')).toHaveLength(2);
    const bad = await note(id, { ...b, clientId: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.clientId).toBe('clientId must be a uuid made by the client.');
    // A viewer repeating someone's clientId is refused before anything is read.
    const clientId = randomUUID();
    expect((await note(id, { ...b, clientId })).status).toBe(201);
    const viewer = await note(id, { ...b, clientId }, 'viewer');
    expect(viewer.status).toBe(403);
  });
});
