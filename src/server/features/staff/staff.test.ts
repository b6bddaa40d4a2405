/**
 * Staff management (issue 19) through HTTP on a real database: who looks after which school, roles (never
 * the last administrator), training due again three years on with reminders through the delivery
 * schedules, and who may do what.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notificationSchedules, staffSchools, users } from '../../db/schema';
import { type LoginRole, startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ logLevel: 'silent' });
});
afterAll(() => s?.close());

const SCHOOL_ROLES: LoginRole[] = ['principal', 'school_admin', 'contractor', 'viewer', 'school'];

describe('staff management (issue 19)', () => {
  test('the team with its schools and training; an administrator assigns a school and records training', async () => {
    s.clock.set(new Date('2026-11-20T10:00:00+13:00'));
    try {
      const admin = await s.loginAs('admin');
      const staffId = await s.userId('staff@demo.waikura.nz');
      const list = await s.request('/api/provider/staff', { cookie: await s.loginAs('waikura') });
      expect(list.status, list.text).toBe(200);
      expect(list.body.canManage).toBe(false);
      expect(list.body.revalidateAfterYears).toBe(3);
      expect(list.body.staff.map((m: { email: string }) => m.email).sort()).toEqual([
        'admin@demo.waikura.nz',
        'staff@demo.waikura.nz',
      ]);

      const added = await s.request(`/api/provider/staff/${staffId}/schools`, {
        method: 'PUT',
        cookie: admin,
        body: { schoolId: s.schools.second.id, looksAfter: true },
      });
      expect(added.status, added.text).toBe(200);
      expect(added.body.schools).toEqual([{ id: s.schools.second.id, name: 'Tōtara Ridge Area School' }]);
      // Twice is still once.
      await s.request(`/api/provider/staff/${staffId}/schools`, {
        method: 'PUT',
        cookie: admin,
        body: { schoolId: s.schools.second.id, looksAfter: true },
      });
      expect(await s.db.select().from(staffSchools).where(eq(staffSchools.userId, staffId))).toHaveLength(1);

      const trained = await s.request(`/api/provider/staff/${staffId}/training`, {
        method: 'POST',
        cookie: admin,
        body: { competency: 'UV unit operation and lamp change', completedOn: '2024-01-10' },
      });
      expect(trained.status, trained.text).toBe(201);
      const record = trained.body.training[0];
      expect(record).toMatchObject({
        completedOn: '2024-01-10',
        revalidateBy: '2027-01-10',
        state: 'due_soon',
      });
      // Reminders: 14 days before and on the day are still ahead (60 days before has passed), in app and by e-mail.
      const reminders = await s.db
        .select()
        .from(notificationSchedules)
        .where(like(notificationSchedules.sourceKey, `staff-training:${record.id}:%`));
      expect(reminders.map((r) => r.sourceKey).sort()).toEqual(
        [0, 14]
          .flatMap((d) => [
            `staff-training:${record.id}:${d}:email`,
            `staff-training:${record.id}:${d}:in_app`,
          ])
          .sort(),
      );
      expect(reminders.every((r) => r.deliveryStatus === 'pending' && r.userId === staffId)).toBe(true);
      const onTheDay = reminders.find((r) => r.sourceKey?.endsWith(':0:in_app'))!;
      expect(onTheDay.scheduledTime.toISOString()).toBe('2027-01-09T20:00:00.000Z');
      expect(String(onTheDay.payload.message)).toMatch(/due for revalidation today \(10 January 2027\)/);

      const removed = await s.request(`/api/provider/staff/${staffId}/training/${record.id}`, {
        method: 'DELETE',
        cookie: admin,
      });
      expect(removed.status).toBe(200);
      const after = await s.db
        .select({ status: notificationSchedules.deliveryStatus })
        .from(notificationSchedules)
        .where(like(notificationSchedules.sourceKey, `staff-training:${record.id}:%`));
      expect(after.every((r) => r.status === 'cancelled')).toBe(true);

      const future = await s.request(`/api/provider/staff/${staffId}/training`, {
        method: 'POST',
        cookie: admin,
        body: { competency: 'Sampling', completedOn: '2027-01-01' },
      });
      expect(future.status).toBe(400);
      expect(future.body.error.fields.completedOn).toMatch(/cannot be in the future/);
      const bad = await s.request(`/api/provider/staff/${staffId}/training`, {
        method: 'POST',
        cookie: admin,
        body: { competency: 'x', completedOn: '10/01/2024' },
      });
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['competency', 'completedOn']);

      const unassigned = await s.request(`/api/provider/staff/${staffId}/schools`, {
        method: 'PUT',
        cookie: admin,
        body: { schoolId: s.schools.second.id, looksAfter: false },
      });
      expect(unassigned.body.schools).toEqual([]);
    } finally {
      s.clock.reset();
    }
  });

  test('roles: an administrator promotes and demotes; the last administrator cannot be demoted', async () => {
    const admin = await s.loginAs('admin');
    const adminId = await s.userId('admin@demo.waikura.nz');
    const staffId = await s.userId('staff@demo.waikura.nz');
    const last = await s.request(`/api/provider/staff/${adminId}`, {
      method: 'PATCH',
      cookie: admin,
      body: { role: 'waikura' },
    });
    expect(last.status).toBe(409);
    expect(last.body.error.code).toBe('last_admin');
    expect((await s.db.select({ role: users.role }).from(users).where(eq(users.id, adminId)))[0]!.role).toBe(
      'admin',
    );

    const promoted = await s.request(`/api/provider/staff/${staffId}`, {
      method: 'PATCH',
      cookie: admin,
      body: { role: 'admin' },
    });
    expect(promoted.status, promoted.text).toBe(200);
    expect(promoted.body.role).toBe('admin');
    const back = await s.request(`/api/provider/staff/${staffId}`, {
      method: 'PATCH',
      cookie: admin,
      body: { role: 'waikura' },
    });
    expect(back.body.role).toBe('waikura');
    // Not a provider account: not on this page, and not made one here.
    const principalId = await s.userId('principal@demo.waikura.nz');
    const other = await s.request(`/api/provider/staff/${principalId}`, {
      method: 'PATCH',
      cookie: admin,
      body: { role: 'admin' },
    });
    expect(other.status).toBe(404);
    expect(
      (await s.db.select({ role: users.role }).from(users).where(eq(users.id, principalId)))[0]!.role,
    ).toBe('principal');
    const contractor = await s.request(`/api/provider/staff/${staffId}`, {
      method: 'PATCH',
      cookie: admin,
      body: { role: 'contractor' },
    });
    expect(contractor.status).toBe(400);
  });

  test('provider staff read but do not change; school roles and no one signed in are refused', async () => {
    const staffId = await s.userId('staff@demo.waikura.nz');
    const staff = await s.loginAs('waikura');
    const writes: [string, string, unknown][] = [
      ['PATCH', `/api/provider/staff/${staffId}`, { role: 'admin' }],
      ['PUT', `/api/provider/staff/${staffId}/schools`, { schoolId: s.schools.first.id, looksAfter: true }],
      [
        'POST',
        `/api/provider/staff/${staffId}/training`,
        { competency: 'Sampling', completedOn: '2025-01-01' },
      ],
      ['PUT', `/api/provider/staff/${staffId}/schools`, { schoolId: s.schools.first.id, looksAfter: false }],
      ['DELETE', `/api/provider/staff/${staffId}/training/none`, undefined],
    ];
    for (const [method, path, body] of writes)
      expect(
        (await s.request(path, { method, cookie: staff, body })).status,
        `waikura ${method} ${path}`,
      ).toBe(403);
    for (const role of SCHOOL_ROLES) {
      const cookie = await s.loginAs(role);
      expect((await s.request('/api/provider/staff', { cookie })).status, role).toBe(403);
      for (const [method, path, body] of writes)
        expect((await s.request(path, { method, cookie, body })).status, `${role} ${method} ${path}`).toBe(
          403,
        );
    }
    expect((await s.request('/api/provider/staff')).status).toBe(401);
    const [row] = await s.db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, staffId)));
    expect(row!.role).toBe('waikura');
  });
});
