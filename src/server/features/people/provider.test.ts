/**
 * The provider area's flows through the real server: add a school, invite people by e-mail (the mailed
 * set-password link logs them in to the right school), create and assign contractors, end assignments
 * and revoke viewers — each change of access applies to the very next request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endOfNzDay } from '../../../domain/nz-time';
import { viewerAccess } from '../../db/schema';
import { linkIn, startTestServer, type TestServer, uniqueEmail } from '../../test/harness';
import { errorShapeProblems, futureDate } from '../../test/openapi';

let s: TestServer;
let admin: string;
let school: { id: string; name: string; slug: string };

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.loginAs('admin');
});
afterAll(() => s?.close());

/** Follows the set-password link of an invitation mail and logs in; returns the session cookie. */
async function acceptInvitation(email: string, password: string): Promise<string> {
  const mail = await s.waitForMail(email, (m) => m.subject.startsWith("You're invited to WaiKura"));
  const link = linkIn(mail, `${s.url}/reset-password?token=`);
  expect(link.searchParams.get('invite')).toBe('1');
  const token = link.searchParams.get('token')!;
  const set = await s.request('/api/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword: password },
  });
  expect(set.status).toBe(200);
  // The link works once.
  const again = await s.request('/api/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword: `${password}-2` },
  });
  expect(again.status).toBeGreaterThanOrEqual(400);
  expect(again.status).toBeLessThan(500);
  const login = await s.login(email, password);
  expect(login.status).toBe(200);
  return login.cookie!;
}

const people = async () => (await s.request(`/api/schools/${school.id}/people`, { cookie: admin })).body;

describe('adding a school', () => {
  test('admin adds a school; it gets a slug and is listed and searchable', async () => {
    const res = await s.request('/api/schools', {
      method: 'POST',
      cookie: admin,
      body: { name: 'Mānuka Springs School', region: 'Northland', waterSource: 'spring', moeNumber: 4321 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Mānuka Springs School',
      slug: 'manuka-springs-school',
      region: 'Northland',
      waterSource: 'spring',
      version: 1,
    });
    school = res.body;
    const found = await s.request('/api/schools', { cookie: admin, query: { q: 'mānuka' } });
    expect(found.body.schools.map((x: { id: string }) => x.id)).toEqual([school.id]);
    const byRegion = await s.request('/api/schools', { cookie: admin, query: { q: 'northland' } });
    expect(byRegion.body.total).toBe(1);
  });

  test('waikura staff may add schools; school staff, contractors and viewers may not', async () => {
    const staff = await s.request('/api/schools', {
      method: 'POST',
      cookie: await s.loginAs('waikura'),
      body: { name: 'Kahikatea School' },
    });
    expect(staff.status).toBe(201);
    for (const role of ['principal', 'contractor', 'viewer'] as const) {
      const res = await s.request('/api/schools', {
        method: 'POST',
        cookie: await s.loginAs(role),
        body: { name: `By ${role} School` },
      });
      expect(res.status, role).toBe(403);
      expect(errorShapeProblems(res.body)).toEqual([]);
    }
  });

  test('a second school with the same Ministry number is a 409', async () => {
    const res = await s.request('/api/schools', {
      method: 'POST',
      cookie: admin,
      body: { name: 'Duplicate Number School', moeNumber: 4321 },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('duplicate_moe_number');
  });
});

describe('invitations', () => {
  test.each([
    ['principal', ['read', 'write']],
    ['school_admin', ['read', 'write']],
  ] as const)(
    'an invited %s sets a password from the e-mail and lands on the right school',
    async (role, actions) => {
      const email = uniqueEmail(`invited-${role}`);
      const res = await s.request(`/api/schools/${school.id}/invitations`, {
        method: 'POST',
        cookie: admin,
        body: { email, name: `Invited ${role}`, role },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ userId: expect.any(String), invitationId: expect.any(String) });

      // Until the link is used: pending, and no password works.
      expect((await people()).pendingInvitations.map((p: { email: string }) => p.email)).toContain(email);
      expect((await s.login(email, 'any-password-at-all')).status).toBe(401);

      const mail = await s.waitForMail(email);
      expect(mail.subject).toBe("You're invited to WaiKura for Mānuka Springs School");
      const cookie = await acceptInvitation(email, 'invited-password-2026');
      const me = await s.request('/api/me', { cookie });
      expect(me.body).toMatchObject({ email, role, schoolId: school.id, schoolName: school.name });
      const detail = await s.request(`/api/schools/${school.id}`, { cookie });
      expect(detail.status).toBe(200);
      expect(detail.body.actions).toEqual(actions);
      expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(403);

      const after = await people();
      expect(after.pendingInvitations.map((p: { email: string }) => p.email)).not.toContain(email);
      expect(after.staff).toContainEqual(expect.objectContaining({ email, role, emailVerified: true }));
    },
  );

  test('a viewer needs an end date; with one, they read the school until the end of that day in New Zealand', async () => {
    const email = uniqueEmail('invited-viewer');
    const noDate = await s.request(`/api/schools/${school.id}/invitations`, {
      method: 'POST',
      cookie: admin,
      body: { email, name: 'Vai Viewer', role: 'viewer' },
    });
    expect(noDate.status).toBe(400);
    expect(noDate.body.error.fields.expiresAt).toBeTruthy();

    const until = futureDate(14);
    const res = await s.request(`/api/schools/${school.id}/invitations`, {
      method: 'POST',
      cookie: admin,
      body: { email, name: 'Vai Viewer', role: 'viewer', expiresAt: until },
    });
    expect(res.status).toBe(201);
    const [access] = await s.db.select().from(viewerAccess).where(eq(viewerAccess.userId, res.body.userId));
    expect(access!.expiresAt.toISOString()).toBe(endOfNzDay(until).toISOString());

    const cookie = await acceptInvitation(email, 'viewer-password-2026');
    expect((await s.request('/api/me', { cookie })).body).toMatchObject({
      role: 'viewer',
      schoolId: school.id,
    });
    const detail = await s.request(`/api/schools/${school.id}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.actions).toEqual(['read']);
    const patch = await s.request(`/api/schools/${school.id}`, {
      method: 'PATCH',
      cookie,
      body: { version: 1, region: 'x' },
    });
    expect(patch.status).toBe(403);
  });

  test('inviting an address that has an account is a 409 "This email is already registered."', async () => {
    const res = await s.request(`/api/schools/${school.id}/invitations`, {
      method: 'POST',
      cookie: admin,
      body: { email: 'Principal2@demo.waikura.nz', name: 'Tama', role: 'principal' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This email is already registered.');
  });

  test('an existing viewer invited to a second school reads both, with one account', async () => {
    const res = await s.request(`/api/schools/${school.id}/invitations`, {
      method: 'POST',
      cookie: admin,
      body: {
        email: 'viewer@demo.waikura.nz',
        name: 'Vera Viewer',
        role: 'viewer',
        expiresAt: futureDate(10),
      },
    });
    expect(res.status).toBe(201);
    await s.waitForMail(
      'viewer@demo.waikura.nz',
      (m) => m.subject === "You can now view Mānuka Springs School's water safety plan",
    );
    const cookie = await s.loginAs('viewer');
    expect((await s.request(`/api/schools/${school.id}`, { cookie })).status).toBe(200);
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
  });

  test('simultaneous invitations of one address: one account, the others get 409', async () => {
    const email = uniqueEmail('twice-invited');
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        s.request(`/api/schools/${school.id}/invitations`, {
          method: 'POST',
          cookie: admin,
          body: { email, name: 'Twice', role: 'school_admin' },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const list = await people();
    expect(list.pendingInvitations.filter((p: { email: string }) => p.email === email)).toHaveLength(1);
    expect(list.staff.filter((p: { email: string }) => p.email === email)).toHaveLength(1);
  });

  test('waikura staff invite too; principals may not', async () => {
    const byStaff = await s.request(`/api/schools/${school.id}/invitations`, {
      method: 'POST',
      cookie: await s.loginAs('waikura'),
      body: { email: uniqueEmail('by-staff'), name: 'Staff Invitee', role: 'school_admin' },
    });
    expect(byStaff.status).toBe(201);
    const byPrincipal = await s.request(`/api/schools/${s.schools.first.id}/invitations`, {
      method: 'POST',
      cookie: await s.loginAs('principal'),
      body: { email: uniqueEmail('by-principal'), name: 'Nope', role: 'school_admin' },
    });
    expect(byPrincipal.status).toBe(403);
  });
});

describe('contractors', () => {
  test('create, set a password from the e-mail, assign, read, end — access ends with the next request', async () => {
    const email = uniqueEmail('contractor');
    const created = await s.request('/api/contractors', {
      method: 'POST',
      cookie: admin,
      body: { email, name: 'Cara Contractor' },
    });
    expect(created.status).toBe(201);
    const contractorId = created.body.userId;
    const mail = await s.waitForMail(email);
    expect(mail.subject).toBe("You're invited to WaiKura");
    const cookie = await acceptInvitation(email, 'contractor-password-2026');
    expect((await s.request('/api/me', { cookie })).body).toMatchObject({
      role: 'contractor',
      schoolId: null,
    });
    expect((await s.request('/api/contractor/assignments', { cookie })).body.assignments).toEqual([]);
    expect((await s.request(`/api/schools/${school.id}`, { cookie })).status).toBe(403);

    const assigned = await s.request(`/api/schools/${school.id}/contractor-assignments`, {
      method: 'POST',
      cookie: admin,
      body: { contractorId },
    });
    expect(assigned.status).toBe(201);
    const assignmentId = assigned.body.id;
    expect((await s.request(`/api/schools/${school.id}`, { cookie })).body.actions).toEqual([
      'read',
      'maintain',
    ]);
    const mine = await s.request('/api/contractor/assignments', { cookie });
    expect(mine.body.assignments).toEqual([
      expect.objectContaining({ id: assignmentId, schoolId: school.id, schoolName: school.name }),
    ]);
    const list = await s.request('/api/contractors', { cookie: admin });
    expect(list.body.contractors).toContainEqual(
      expect.objectContaining({ id: contractorId, email, activeAssignments: 1, emailVerified: true }),
    );

    const twice = await s.request(`/api/schools/${school.id}/contractor-assignments`, {
      method: 'POST',
      cookie: admin,
      body: { contractorId },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_assigned');

    // Only contractors can be assigned.
    const notContractor = await s.request(`/api/schools/${school.id}/contractor-assignments`, {
      method: 'POST',
      cookie: admin,
      body: { contractorId: await s.userId('principal@demo.waikura.nz') },
    });
    expect(notContractor.status).toBe(404);

    const ended = await s.request(`/api/schools/${school.id}/contractor-assignments/${assignmentId}/end`, {
      method: 'POST',
      cookie: admin,
    });
    expect(ended.status).toBe(200);
    expect(ended.body.assignmentStatus).toBe('ended');
    const next = await s.request(`/api/schools/${school.id}`, { cookie });
    expect(next.status).toBe(403);
    expect(next.text).not.toContain(school.name);
    const endAgain = await s.request(`/api/schools/${school.id}/contractor-assignments/${assignmentId}/end`, {
      method: 'POST',
      cookie: admin,
    });
    expect(endAgain.status).toBe(404);
    // An assignment of one school cannot be ended through another.
    const reassigned = await s.request(`/api/schools/${school.id}/contractor-assignments`, {
      method: 'POST',
      cookie: admin,
      body: { contractorId },
    });
    expect(reassigned.status).toBe(201);
    const crossEnd = await s.request(
      `/api/schools/${s.schools.second.id}/contractor-assignments/${reassigned.body.id}/end`,
      {
        method: 'POST',
        cookie: admin,
      },
    );
    expect(crossEnd.status).toBe(404);
    expect((await s.request(`/api/schools/${school.id}`, { cookie })).status).toBe(200);
  });

  test('a contractor address that is taken is a 409; only provider staff manage contractors', async () => {
    const taken = await s.request('/api/contractors', {
      method: 'POST',
      cookie: admin,
      body: { email: 'contractor@demo.waikura.nz', name: 'Again' },
    });
    expect(taken.status).toBe(409);
    const byPrincipal = await s.request('/api/contractors', {
      method: 'POST',
      cookie: await s.loginAs('principal'),
      body: { email: uniqueEmail('c'), name: 'C' },
    });
    expect(byPrincipal.status).toBe(403);
    expect((await s.request('/api/contractors', { cookie: await s.loginAs('contractor') })).status).toBe(403);
  });
});

describe('revoking a viewer', () => {
  test('a viewer invited to the same school twice loses access when revoked once', async () => {
    const email = uniqueEmail('double-viewer');
    for (const days of [5, 20]) {
      const res = await s.request(`/api/schools/${school.id}/invitations`, {
        method: 'POST',
        cookie: admin,
        body: { email, name: 'Dee Double', role: 'viewer', expiresAt: futureDate(days) },
      });
      expect(res.status).toBe(201);
    }
    const cookie = await acceptInvitation(email, 'double-viewer-2026');
    expect((await s.request(`/api/schools/${school.id}`, { cookie })).status).toBe(200);
    const grants = (await people()).viewers.filter((v: { email: string }) => v.email === email);
    expect(grants).toHaveLength(2);
    const revoked = await s.request(`/api/schools/${school.id}/viewer-access/${grants[0].id}/revoke`, {
      method: 'POST',
      cookie: admin,
    });
    expect(revoked.status).toBe(200);
    expect((await s.request(`/api/schools/${school.id}`, { cookie })).status).toBe(403);
  });

  test('revoked access ends with the next request', async () => {
    const cookie = await s.loginAs('viewer', { fresh: true });
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
    const list = (await s.request(`/api/schools/${s.schools.first.id}/people`, { cookie: admin })).body;
    const access = list.viewers.find(
      (v: { email: string; revokedAt: unknown }) => v.email === 'viewer@demo.waikura.nz' && !v.revokedAt,
    );
    expect(access).toBeDefined();
    // Not through another school.
    const wrongSchool = await s.request(
      `/api/schools/${s.schools.second.id}/viewer-access/${access.id}/revoke`,
      { method: 'POST', cookie: admin },
    );
    expect(wrongSchool.status).toBe(404);
    const revoked = await s.request(`/api/schools/${s.schools.first.id}/viewer-access/${access.id}/revoke`, {
      method: 'POST',
      cookie: admin,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeTruthy();
    const next = await s.request(`/api/schools/${s.schools.first.id}`, { cookie });
    expect(next.status).toBe(403);
    expect(next.text).not.toContain(s.schools.first.name);
    const again = await s.request(`/api/schools/${s.schools.first.id}/viewer-access/${access.id}/revoke`, {
      method: 'POST',
      cookie: admin,
    });
    expect(again.status).toBe(404);
    // The revocation is in the school's audit log, with who did it.
    const activity = await s.request(`/api/schools/${s.schools.first.id}/activity`, { cookie: admin });
    expect(activity.body.entries).toContainEqual(
      expect.objectContaining({ activityType: 'viewer_access_revoked', userEmail: 'admin@demo.waikura.nz' }),
    );
  });
});
