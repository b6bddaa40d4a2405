/**
 * The water-test log through the real server (PGlite, and PostgreSQL with DATABASE_URL): a result over
 * its limit opens exactly one incident and one set of alerts in the same write, also when requests race;
 * a retry with the same client id never makes a second result; a laboratory CSV is all or nothing.
 */
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { and, count, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import {
  incidents,
  notificationPreferences,
  notificationSchedules,
  notifications,
  waterTestResults,
} from '../../db/schema';
import { buildDeps } from '../../deps';
import { runDeliveryBatch } from '../../jobs/deliveries';
import { DEMO_LOGINS, startTestServer, type TestServer } from '../../test/harness';
import { closeHub } from '../notifications/service';

let s: TestServer;
let school: string;
beforeAll(async () => {
  s = await startTestServer();
  school = s.schools.first.id;
});
afterAll(() => s?.close());

const today = () => new Date().toISOString().slice(0, 10);
const body = (over: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  sampleId: `KVS-${randomUUID().slice(0, 8)}`,
  component: 'treatment_plant',
  componentId: 'TP01234',
  sampledOn: '2026-01-05',
  laboratory: 'Waikato Water Testing',
  parameter: 'e_coli',
  value: '<1',
  ...over,
});
const post = async (b: Record<string, unknown>, role: Parameters<TestServer['loginAs']>[0] = 'principal') =>
  s.request(`/api/schools/${school}/water-tests`, { method: 'POST', cookie: await s.loginAs(role), body: b });

const incidentsFor = (sampleId: string) =>
  s.db
    .select()
    .from(incidents)
    .where(and(eq(incidents.schoolId, school), eq(incidents.sourceKey, `sample:${sampleId}`)));
const alertsFor = async (incidentId: string) =>
  (
    await s.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.sourceKey, `incident:${incidentId}`))
  )[0]!.n;
const schedulesFor = async (incidentId: string) =>
  s.db
    .select()
    .from(notificationSchedules)
    .where(like(notificationSchedules.sourceKey, `incident:${incidentId}:%`));

describe('entering a result', () => {
  test('a clear result is stored and judged, with no incident', async () => {
    const res = await post(body());
    expect(res.status, res.text).toBe(201);
    expect(res.body.result).toMatchObject({
      parameter: 'e_coli',
      qualifier: '<',
      value: 1,
      status: 'ok',
      unit: 'per 100 mL',
    });
    expect(res.body.incident).toBeNull();
    const log = await s.request(`/api/schools/${school}/water-tests`, { cookie: await s.loginAs('viewer') });
    expect(log.status).toBe(200);
    expect(log.body.results.map((r: { id: string }) => r.id)).toContain(res.body.result.id);
    expect(log.body.canRecord).toBe(false);
    expect(log.body.due[0]).toMatchObject({
      id: expect.any(String),
      dueBy: expect.stringMatching(/^\d{4}-/),
    });
  });

  test('E. coli after treatment opens one incident and alerts the principal, school admin and provider staff at once', async () => {
    const b = body({ value: '4' });
    const res = await post(b);
    expect(res.status, res.text).toBe(201);
    expect(res.body.result.status).toBe('exceeds');
    expect(res.body.incident).toMatchObject({ opened: true });
    const [incident] = await incidentsFor(b.sampleId as string);
    expect(incident).toMatchObject({ status: 'open', kind: 'water_quality', id: res.body.incident.id });
    for (const email of [DEMO_LOGINS.principal, DEMO_LOGINS.school_admin, DEMO_LOGINS.waikura]) {
      const [note] = await s.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, await s.userId(email)),
            eq(notifications.sourceKey, `incident:${incident!.id}`),
          ),
        );
      expect(note, email).toMatchObject({
        priority: 'urgent',
        category: 'water_testing',
        type: 'error',
        actionRequired: true,
      });
      expect(note!.actionUrl).toBe(`/schools/${school}/incidents/${incident!.id}`);
      expect(note!.message).toContain('04 889 8350');
    }
    // Not the contractor, the viewer or another school's principal.
    for (const email of [DEMO_LOGINS.contractor, DEMO_LOGINS.viewer, DEMO_LOGINS.principal2]) {
      const rows = await s.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, await s.userId(email)),
            eq(notifications.sourceKey, `incident:${incident!.id}`),
          ),
        );
      expect(rows, email).toEqual([]);
    }
    expect(await alertsFor(incident!.id)).toBe(3);
    // E-mail and SMS wait in the outbox, one of each per person.
    const schedules = await schedulesFor(incident!.id);
    expect(schedules.filter((r) => r.channel === 'email')).toHaveLength(3);
    expect(schedules.filter((r) => r.channel === 'sms')).toHaveLength(3);
    // The bell's unread count shows it.
    const bell = await s.request('/api/notifications/unread-count', { cookie: await s.loginAs('principal') });
    expect(bell.status).toBe(200);
  });

  test('the e-mail goes even in quiet hours, and a turned-off channel stays off', async () => {
    const principal = await s.userId(DEMO_LOGINS.principal);
    const admin = await s.userId(DEMO_LOGINS.school_admin);
    // Quiet hours all day for the principal; e-mail off for the school administrator.
    const prefs = await s.request('/api/notifications/preferences', { cookie: await s.loginAs('principal') });
    expect(prefs.status).toBe(200);
    await s.db
      .update(notificationPreferences)
      .set({ quietHours: { enabled: true, start: '00:00', end: '23:59' } })
      .where(eq(notificationPreferences.userId, principal));
    await s.request('/api/notifications/preferences', { cookie: await s.loginAs('school_admin') });
    await s.db
      .update(notificationPreferences)
      .set({ emailNotifications: false })
      .where(eq(notificationPreferences.userId, admin));
    const b = body({ parameter: 'total_coliforms', value: '3' });
    const res = await post(b);
    expect(res.status).toBe(201);
    const incidentId = res.body.incident.id as string;
    await runDeliveryBatch(s.deps);
    const mail = await s.waitForMail(DEMO_LOGINS.principal, (m) => m.subject.includes('Total coliforms'));
    expect(mail.text).toContain(`/schools/${school}/incidents/${incidentId}`);
    const email = (await schedulesFor(incidentId)).filter((r) => r.channel === 'email');
    expect(email.find((r) => r.userId === principal)!.deliveryStatus).toBe('delivered');
    expect(email.find((r) => r.userId === admin)!.deliveryStatus).toBe('cancelled');
  });

  test('a retry with the same client id answers the stored result and writes nothing more', async () => {
    const b = body({ value: '7' });
    const first = await post(b);
    expect(first.status).toBe(201);
    const again = await post(b);
    expect(again.status).toBe(200);
    expect(again.body.result.id).toBe(first.body.result.id);
    expect(again.body.incident).toMatchObject({ id: first.body.incident.id, opened: false });
    const rows = await s.db
      .select()
      .from(waterTestResults)
      .where(eq(waterTestResults.clientId, b.clientId as string));
    expect(rows).toHaveLength(1);
    expect(await alertsFor(first.body.incident.id)).toBe(3);
    // The same id with another value is refused, and nothing changes.
    const changed = await post({ ...b, value: '9' });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('client_id_reused');
  });

  test('racing requests: one result, one incident, one set of alerts', async () => {
    const b = body({ value: '12' });
    const coliforms = { ...body({ parameter: 'total_coliforms', value: '20' }), sampleId: b.sampleId };
    const answers = await Promise.all([post(b), post(b), post(b), post(coliforms), post(coliforms)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201, 201]);
    const results = await s.db
      .select()
      .from(waterTestResults)
      .where(eq(waterTestResults.sampleId, b.sampleId as string));
    expect(results).toHaveLength(2);
    const list = await incidentsFor(b.sampleId as string);
    expect(list).toHaveLength(1);
    expect(new Set(results.map((r) => r.incidentId))).toEqual(new Set([list[0]!.id]));
    expect(await alertsFor(list[0]!.id)).toBe(3);
    expect(await schedulesFor(list[0]!.id)).toHaveLength(6);
  });

  // A second app on the same PostgreSQL (its own pool, caches and notification hub), as a second process
  // would be: the exactly-once rules live in the database, not in one process's memory.
  test.skipIf(!process.env.DATABASE_URL)(
    'two app processes on one PostgreSQL, racing: one result each, one incident, one set of alerts',
    async () => {
      const database = await openDatabase({ databaseUrl: s.config.databaseUrl! });
      const other = await buildDeps({ config: s.config, database, log: pino({ level: 'silent' }) });
      const app = createApp(other);
      let server!: ReturnType<typeof serve>;
      const port = await new Promise<number>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
      });
      try {
        const cookie = await s.loginAs('principal');
        const viaOther = async (b: Record<string, unknown>) => {
          const res = await fetch(`http://127.0.0.1:${port}/api/schools/${school}/water-tests`, {
            method: 'POST',
            headers: { cookie, origin: s.origin, 'content-type': 'application/json' },
            body: JSON.stringify(b),
          });
          return { status: res.status };
        };
        const b = body({ value: '7' });
        const coliforms = { ...body({ parameter: 'total_coliforms', value: '30' }), sampleId: b.sampleId };
        const answers = await Promise.all([post(b), viaOther(b), post(coliforms), viaOther(coliforms)]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201, 201]);
        const results = await s.db
          .select()
          .from(waterTestResults)
          .where(eq(waterTestResults.sampleId, b.sampleId as string));
        expect(results).toHaveLength(2);
        const list = await incidentsFor(b.sampleId as string);
        expect(list).toHaveLength(1);
        expect(await alertsFor(list[0]!.id)).toBe(3);
        expect(await schedulesFor(list[0]!.id)).toHaveLength(6);
      } finally {
        await new Promise<void>((done) => server.close(() => done()));
        await closeHub(other).catch(() => {});
        await database.close();
      }
    },
  );

  test('a new unsafe result of a sample whose incident was closed opens it again and alerts again, once', async () => {
    const b = body({ value: '2' });
    const first = await post(b);
    const id = first.body.incident.id as string;
    const close = await s.request(`/api/schools/${school}/incidents/${id}/close`, {
      method: 'POST',
      cookie: await s.loginAs('principal'),
      body: { lessonsLearnt: 'Cleaned the tap.' },
    });
    expect(close.status).toBe(200);
    const retest = { ...body({ value: '6' }), sampleId: b.sampleId };
    const coliforms = { ...retest, clientId: randomUUID(), parameter: 'total_coliforms' };
    const answers = await Promise.all([post(retest), post(retest), post(coliforms)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201, 201]);
    const [incident] = await incidentsFor(b.sampleId as string);
    expect(incident).toMatchObject({ id, status: 'open', closedAt: null });
    expect(await alertsFor(id)).toBe(3);
    const again = await s.db
      .select({ n: count() })
      .from(notifications)
      .where(like(notifications.sourceKey, `incident:${id}:reopened:%`));
    expect(again[0]!.n).toBe(3);
  });

  test('source water over the limit is stored as such, with no incident; turbidity 1.8 NTU asks for a check', async () => {
    const src = await post(body({ component: 'source', value: '40' }));
    expect(src.body.result.status).toBe('source_exceeds');
    expect(src.body.incident).toBeNull();
    const turb = await post(body({ parameter: 'turbidity', value: '1.8', unit: 'NTU' }));
    expect(turb.body.result.status).toBe('check');
    expect(turb.body.incident).toBeNull();
  });

  test('bad input: a clear 400 per field, nothing stored', async () => {
    const before = (await s.db.select({ n: count() }).from(waterTestResults))[0]!.n;
    const res = await post(
      body({ sampledOn: '2099-01-01', value: 'lots', parameter: 'turbidity', unit: 'mg/L', sampleId: '' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['sampleId', 'sampledOn', 'unit', 'value']);
    expect(res.body.error.fields.sampledOn).toBe('The sample date cannot be in the future.');
    expect((await s.db.select({ n: count() }).from(waterTestResults))[0]!.n).toBe(before);
  });

  test('who may enter results: school staff and assigned contractors; not viewers nor provider staff', async () => {
    expect((await post(body(), 'school_admin')).status).toBe(201);
    expect((await post(body(), 'contractor')).status).toBe(201);
    expect((await post(body(), 'admin')).status).toBe(201);
    for (const role of ['viewer', 'waikura'] as const) {
      const res = await post(body(), role);
      expect(res.status, role).toBe(403);
    }
    expect((await post(body(), 'principal2')).status).toBe(403);
  });
});

describe('importing a laboratory CSV', () => {
  const header = 'Sample ID,Supply component,Date,Laboratory,Parameter,Result,Unit';
  const importCsv = async (csv: string) =>
    s.request(`/api/schools/${school}/water-tests/import`, {
      method: 'POST',
      cookie: await s.loginAs('principal'),
      body: { csv },
    });

  test('a file with bad rows saves none of them and names each bad line', async () => {
    const before = (await s.db.select({ n: count() }).from(waterTestResults))[0]!.n;
    const res = await importCsv(
      `${header}\nIMP-1,treatment plant,2026-02-01,Lab,E. coli,<1,CFU/100mL\nIMP-2,treatment plant,2026-02-31,Lab,E. coli,<1,\nIMP-3,tap,2026-02-01,Lab,Turbidity,high,NTU\n`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('import_rejected');
    expect(res.body.error.message).toBe('2 lines need correcting; nothing was imported.');
    expect(Object.keys(res.body.error.fields)).toEqual(['csv', 'line 3', 'line 4']);
    expect(res.body.error.fields['line 4']).toContain('Enter the result as a number');
    expect((await s.db.select({ n: count() }).from(waterTestResults))[0]!.n).toBe(before);
  });

  test('a good file is imported whole, opens its incident once, and importing it again adds nothing', async () => {
    const csv = `${header}\nIMP-10,treatment plant,2026-02-01,Lab,E. coli,2,CFU/100mL\nIMP-10,treatment plant,2026-02-01,Lab,Total coliforms,9,\nIMP-11,distribution zone,2026-02-01,Lab,pH,7.2,\n`;
    const res = await importCsv(csv);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ imported: 3, alreadyThere: 0 });
    expect(res.body.incidents).toHaveLength(1);
    const again = await importCsv(csv);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ imported: 0, alreadyThere: 3, incidents: [] });
    expect(await incidentsFor('IMP-10')).toHaveLength(1);
    expect(today()).toMatch(/^\d{4}/);
  });
});

describe('the compliance report', () => {
  test('the year’s samples by rule, what is missing, and the CSV to upload', async () => {
    const b = body({ sampleId: 'REP-1', sampledOn: '2026-03-03', value: '<1', componentId: 'TP77' });
    expect((await post(b)).status).toBe(201);
    const cookie = await s.loginAs('viewer');
    const res = await s.request(`/api/schools/${school}/water-tests/report?year=2026`, { cookie });
    expect(res.status, res.text).toBe(200);
    expect(res.body.period.label).toBe('The year 2026');
    expect(res.body.dueBy).toBe('2027-03-02');
    const row = res.body.rows.find((r: { sampleId: string }) => r.sampleId === 'REP-1');
    expect(row).toMatchObject({
      rule: 'T1.1',
      componentId: 'TP77',
      result: '<1',
      unit: 'per 100 mL',
      from: 'log',
    });
    expect(res.body.missing.some((m: string) => m.startsWith('No E. coli sample of the source water'))).toBe(
      true,
    );
    const csv = await fetch(`${s.url}/api/schools/${school}/water-tests/report.csv?year=2026`, {
      headers: { cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Rule,Supply component ID,Supply component,Sample ID,Sample date,Parameter,Result,Unit,Laboratory',
    );
    expect(text).toContain(
      'T1.1,TP77,treatment_plant,REP-1,2026-03-03,E. coli,<1,per 100 mL,Waikato Water Testing',
    );
    const pdf = await fetch(`${s.url}/api/schools/${school}/water-tests/report.pdf?year=2026`, {
      headers: { cookie },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const bad = await s.request(`/api/schools/${school}/water-tests/report?year=1999`, { cookie });
    expect(bad.status).toBe(400);
  });
});

describe('who at the provider is alerted', () => {
  test('the staff who look after the school (staff management); everyone at the provider when no one is named', async () => {
    const { staffSchools } = await import('../../db/schema');
    const named = await s.createAccount({ role: 'waikura', name: 'Named Carer' });
    const other = await s.createAccount({ role: 'waikura', name: 'Other Staff' });
    const alertedFor = async (userId: string, incidentId: string) =>
      (
        await s.db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.sourceKey, `incident:${incidentId}`)))
      )[0]!.n;

    // No one named for the second school: every provider staff member hears.
    const second = s.schools.second.id;
    const before = await s.request(`/api/schools/${second}/water-tests`, {
      method: 'POST',
      cookie: await s.loginAs('admin'),
      body: body({ value: '3' }),
    });
    expect(before.status, before.text).toBe(201);
    const first = before.body.incident.id as string;
    expect(await alertedFor(named.id, first)).toBe(1);
    expect(await alertedFor(other.id, first)).toBe(1);

    // Named: only the one who looks after it.
    await s.db.insert(staffSchools).values({ userId: named.id, schoolId: second });
    const after = await s.request(`/api/schools/${second}/water-tests`, {
      method: 'POST',
      cookie: await s.loginAs('admin'),
      body: body({ value: '6' }),
    });
    expect(after.status, after.text).toBe(201);
    const next = after.body.incident.id as string;
    expect(await alertedFor(named.id, next)).toBe(1);
    expect(await alertedFor(other.id, next)).toBe(0);
  });
});
