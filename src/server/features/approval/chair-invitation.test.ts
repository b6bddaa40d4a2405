/**
 * Plan approval by an invited board chair (issue 19d) through HTTP on a real database and a real SMTP
 * server: the principal invites the chair by e-mail as a viewer who may approve; the chair sets a
 * password through the invitation, reads the plan read-only and approves with a name and date. Viewers
 * the school did not invite as its chair (or name) cannot approve; only those who write the plan invite.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { planApprovers, users } from '../../db/schema';
import { linkIn, startTestServer, type TestServer, uniqueEmail } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ logLevel: 'silent' });
});
afterAll(() => s?.close());

const url = (path = '', schoolId = s.schools.first.id) => `/api/schools/${schoolId}/plan/approval${path}`;
const nzDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** Follows the set-password link of the chair's invitation and logs in; returns the session cookie. */
async function acceptInvitation(email: string, password: string) {
  const mail = await s.waitForMail(email, (m) => m.subject.startsWith("You're invited to WaiKura"));
  expect(mail.text).toMatch(/approve the plan for the board/);
  const token = linkIn(mail, `${s.url}/reset-password?token=`).searchParams.get('token')!;
  const set = await s.request('/api/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword: password },
  });
  expect(set.status, set.text).toBe(200);
  const login = await s.login(email, password);
  expect(login.status).toBe(200);
  return login.cookie!;
}

const approve = (cookie: string, approverName: string) =>
  s.request(url('/approve'), {
    method: 'POST',
    cookie,
    body: { approverName, approverRole: 'Board chair', approvedOn: nzDate() },
  });

describe('the board chair invited to approve', () => {
  test('a viewer the school has not invited as its chair cannot approve', async () => {
    const viewer = await s.loginAs('viewer');
    const state = await s.request(url(), { cookie: viewer });
    expect(state.status).toBe(200);
    expect(state.body.can.approveAs).toBeNull();
    expect((await approve(viewer, 'Vera Viewer')).status).toBe(403);
  });

  test('the principal invites the chair by e-mail; the chair sets a password, reads the plan read-only and approves', async () => {
    const principal = await s.loginAs('principal');
    const email = uniqueEmail('chair');
    const invited = await s.request(url('/chair-invitations'), {
      method: 'POST',
      cookie: principal,
      body: { email, name: 'Hēmi Walker', expiresAt: nzDate(200) },
    });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body.approvers).toEqual([expect.objectContaining({ email, name: 'Hēmi Walker' })]);

    const chair = await acceptInvitation(email, 'Kaitiaki-o-te-wai-2026');
    // Read-only: the plan reads, nothing writes.
    const section = `/api/schools/${s.schools.first.id}/plan/sections/background`;
    const read = await s.request(section, { cookie: chair });
    expect(read.status).toBe(200);
    const write = await s.request(section, {
      method: 'PUT',
      cookie: chair,
      body: { version: read.body.version, content: read.body.content },
    });
    expect(write.status).toBe(403);
    expect((await s.request(url('/submit'), { method: 'POST', cookie: chair, body: {} })).status).toBe(403);

    const submitted = await s.request(url('/submit'), { method: 'POST', cookie: principal, body: {} });
    expect(submitted.status, submitted.text).toBe(200);
    const state = await s.request(url(), { cookie: chair });
    expect(state.body.can).toEqual({ submit: false, approveAs: 'board_chair', nameApprovers: false });
    const approved = await approve(chair, 'Hēmi Walker');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.latest).toMatchObject({
      status: 'approved',
      approvalKind: 'board_chair',
      approverName: 'Hēmi Walker',
      approverRole: 'Board chair',
      approvedOn: nzDate(),
      planVersion: submitted.body.version.number,
    });
    // Still only the invited chair: the demo viewer cannot approve.
    expect((await approve(await s.loginAs('viewer'), 'Vera Viewer')).status).toBe(403);
  });

  test('an existing viewer invited as the chair is named at once and told by e-mail', async () => {
    const principal = await s.loginAs('principal');
    const viewerId = await s.userId('viewer@demo.waikura.nz');
    const res = await s.request(url('/chair-invitations'), {
      method: 'POST',
      cookie: principal,
      body: { email: 'viewer@demo.waikura.nz', name: 'Vera Viewer', expiresAt: nzDate(100) },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.approvers.map((a: { userId: string }) => a.userId)).toContain(viewerId);
    const mail = await s.waitForMail('viewer@demo.waikura.nz', (m) =>
      /approve the plan for the board/.test(m.text),
    );
    expect(mail.subject).toMatch(/view/);
    const state = await s.request(url(), { cookie: await s.loginAs('viewer', { fresh: true }) });
    expect(state.body.can.approveAs).toBe('board_chair');
  });

  test('only those who write the plan invite; bad answers are refused with the field named and nothing stored', async () => {
    const people = async () => (await s.db.select({ n: count() }).from(users))[0]!.n;
    const approvers = async () =>
      (
        await s.db
          .select({ n: count() })
          .from(planApprovers)
          .where(eq(planApprovers.schoolId, s.schools.first.id))
      )[0]!.n;
    const was = { people: await people(), approvers: await approvers() };
    const body = { email: uniqueEmail('chair'), name: 'Someone', expiresAt: nzDate(30) };
    for (const role of ['viewer', 'contractor', 'waikura'] as const) {
      const res = await s.request(url('/chair-invitations'), {
        method: 'POST',
        cookie: await s.loginAs(role),
        body,
      });
      expect(res.status, role).toBe(403);
    }
    // Another school's principal.
    const other = await s.request(url('/chair-invitations'), {
      method: 'POST',
      cookie: await s.loginAs('principal2'),
      body,
    });
    expect(other.status).toBe(403);
    expect((await s.request(url('/chair-invitations'), { method: 'POST', body })).status).toBe(401);
    const principal = await s.loginAs('principal');
    const past = await s.request(url('/chair-invitations'), {
      method: 'POST',
      cookie: principal,
      body: { ...body, expiresAt: nzDate(-1) },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toHaveProperty('expiresAt');
    const bad = await s.request(url('/chair-invitations'), {
      method: 'POST',
      cookie: principal,
      body: { email: 'not an address', name: '', expiresAt: 'soon' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(
      expect.arrayContaining(['email', 'name', 'expiresAt']),
    );
    // A member of staff cannot be made a viewer: their address is taken.
    const staff = await s.request(url('/chair-invitations'), {
      method: 'POST',
      cookie: principal,
      body: { ...body, email: 'office@demo.waikura.nz' },
    });
    expect(staff.status).toBe(409);
    expect({ people: await people(), approvers: await approvers() }).toEqual(was);
  });
});
