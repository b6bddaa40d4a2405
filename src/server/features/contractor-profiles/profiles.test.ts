/**
 * Contractor profiles through the real server: the contractor's listing, specialisations and
 * certifications; reminders 30 and 7 days before a certification expires (in the app and by e-mail,
 * delivered by the delivery worker); provider staff list the active profiles.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notificationSchedules, notifications } from '../../db/schema';
import { runDeliveryBatch } from '../../jobs/deliveries';
import { DEMO_LOGINS, startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let contractorId: string;
beforeAll(async () => {
  s = await startTestServer();
  // 1 March 2027, 10:00 in New Zealand.
  s.clock.set(new Date('2027-02-28T21:00:00Z'));
  contractorId = await s.userId(DEMO_LOGINS.contractor);
});
afterAll(() => s?.close());

const profile = (cookie: string, body?: unknown) =>
  s.request('/api/contractor/profile', body ? { method: 'PUT', cookie, body } : { cookie });

const pendingReminders = async () =>
  s.db
    .select({
      key: notificationSchedules.sourceKey,
      at: notificationSchedules.scheduledTime,
      channel: notificationSchedules.channel,
    })
    .from(notificationSchedules)
    .where(
      and(
        like(notificationSchedules.sourceKey, `certification:${contractorId}:%`),
        eq(notificationSchedules.deliveryStatus, 'pending'),
      ),
    );

describe('the contractor profile', () => {
  test('a new profile is listed (active) with nothing in it, version 0', async () => {
    const res = await profile(await s.loginAs('contractor'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profileStatus: 'active',
      specializations: [],
      certifications: [],
      version: 0,
      activeAssignments: 1,
    });
  });

  test('saving certifications schedules reminders 30 and 7 days before expiry, at 09:00 in New Zealand', async () => {
    const cookie = await s.loginAs('contractor');
    const res = await profile(cookie, {
      version: 0,
      profileStatus: 'active',
      specializations: ['UV disinfection', 'Roof water and tanks', 'UV disinfection'],
      certifications: [
        { id: 'c1', name: 'Backflow testing', issuer: 'WaterNZ', number: 'BF-204', expiresOn: '2027-06-30' },
        { id: 'c2', name: 'Confined space entry', expiresOn: null },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.specializations).toEqual(['UV disinfection', 'Roof water and tanks']);
    expect(res.body.certifications[0]).toMatchObject({ expiresInDays: 121 });
    expect(res.body.certifications[1]).toMatchObject({ issuer: '', expiresInDays: null });
    expect(res.body.version).toBe(1);
    const rows = await pendingReminders();
    expect(rows.map((r) => `${r.at.toISOString()} ${r.channel}`).sort()).toEqual([
      // 31 May and 23 June 2027, 09:00 NZST (+12).
      '2027-05-30T21:00:00.000Z email',
      '2027-05-30T21:00:00.000Z in_app',
      '2027-06-22T21:00:00.000Z email',
      '2027-06-22T21:00:00.000Z in_app',
    ]);
  });

  test('a new expiry date replaces the reminders; a stale version is 409 and changes nothing', async () => {
    const cookie = await s.loginAs('contractor');
    const stale = await profile(cookie, {
      version: 0,
      profileStatus: 'inactive',
      specializations: [],
      certifications: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect((await pendingReminders()).length).toBe(4);
    const renewed = await profile(cookie, {
      version: 1,
      profileStatus: 'active',
      specializations: ['UV disinfection'],
      certifications: [
        { id: 'c1', name: 'Backflow testing', issuer: 'WaterNZ', number: 'BF-204', expiresOn: '2029-06-30' },
      ],
    });
    expect(renewed.status).toBe(200);
    const rows = await pendingReminders();
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(r.key).toContain(':2029-06-30:');
  });

  test('a certification expiring within the week is reminded of at once, and the reminder is delivered', async () => {
    const cookie = await s.loginAs('contractor');
    const current = (await profile(cookie)).body;
    const res = await profile(cookie, {
      version: current.version,
      profileStatus: 'active',
      specializations: current.specializations,
      certifications: [{ id: 'c3', name: 'First aid', expiresOn: '2027-03-04' }],
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 5; i++) if (!(await runDeliveryBatch(s.deps)).picked) break;
    const [note] = await s.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, contractorId), like(notifications.title, '%First aid%')));
    expect(note).toMatchObject({ actionUrl: '/contractor/profile', priority: 'high' });
    await s.waitForMail(DEMO_LOGINS.contractor, (m) => m.subject.includes('First aid'));
  });

  test('bad input is refused with the field named; nothing changes', async () => {
    const cookie = await s.loginAs('contractor');
    const before = (await profile(cookie)).body;
    const bad = await profile(cookie, {
      version: before.version,
      profileStatus: 'active',
      specializations: [],
      certifications: [{ id: 'x', name: 'Backflow', expiresOn: '30/06/2027' }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error.fields)).toContain('certifications');
    expect((await profile(cookie)).body).toEqual(before);
  });

  test('only contractors have a profile; provider staff list the active ones', async () => {
    expect((await profile(await s.loginAs('principal'))).status).toBe(403);
    expect(
      (await s.request('/api/contractor-profiles', { cookie: await s.loginAs('principal') })).status,
    ).toBe(403);
    const staff = await s.loginAs('waikura');
    const listed = await s.request('/api/contractor-profiles', { cookie: staff });
    expect(listed.status).toBe(200);
    expect(listed.body.profiles.map((p: { email: string }) => p.email)).toContain(DEMO_LOGINS.contractor);
    const cookie = await s.loginAs('contractor');
    const current = (await profile(cookie)).body;
    const hidden = await profile(cookie, {
      version: current.version,
      profileStatus: 'inactive',
      specializations: current.specializations,
      certifications: current.certifications.map(({ expiresInDays: _, ...c }: Record<string, unknown>) => c),
    });
    expect(hidden.status, hidden.text).toBe(200);
    const active = await s.request('/api/contractor-profiles', { cookie: staff });
    expect(active.body.profiles.map((p: { email: string }) => p.email)).not.toContain(DEMO_LOGINS.contractor);
    const all = await s.request('/api/contractor-profiles?status=all', { cookie: staff });
    expect(
      all.body.profiles.find((p: { email: string }) => p.email === DEMO_LOGINS.contractor),
    ).toMatchObject({
      profileStatus: 'inactive',
    });
  });
});
