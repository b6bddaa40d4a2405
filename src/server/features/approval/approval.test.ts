/**
 * Plan approval (issue 19) through HTTP on a real database: submit, approve with a name and date (as the
 * named board chair or from the minutes), the exact plan version kept, renewal needed after a later
 * change, and who may do what.
 */
import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { planApprovals } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ logLevel: 'silent' });
});
afterAll(() => s?.close());

const url = (path = '') => `/api/schools/${s.schools.first.id}/plan/approval${path}`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());

async function saveBackground(cookie: string, address: string) {
  const section = `/api/schools/${s.schools.first.id}/plan/sections/background`;
  const current = await s.request(section, { cookie });
  const res = await s.request(section, {
    method: 'PUT',
    cookie,
    body: { version: current.body.version, content: { ...current.body.content, address } },
  });
  expect(res.status, res.text).toBe(200);
}

describe('plan approval', () => {
  test('submitted, approved by the named board chair with the plan version, then renewal after a change', async () => {
    const principal = await s.loginAs('principal');
    const viewer = await s.loginAs('viewer');
    const viewerId = await s.userId('viewer@demo.waikura.nz');

    // Before being named, the viewer cannot approve.
    let state = await s.request(url(), { cookie: viewer });
    expect(state.status).toBe(200);
    expect(state.body.can).toEqual({ submit: false, approveAs: null, nameApprovers: false });
    expect(state.body.viewers).toEqual([]);
    const early = await s.request(url('/approve'), {
      method: 'POST',
      cookie: viewer,
      body: { approverName: 'Vera Viewer', approverRole: 'Board chair', approvedOn: today() },
    });
    expect(early.status).toBe(403);

    state = await s.request(url(), { cookie: principal });
    expect(state.body.can).toMatchObject({ submit: true, approveAs: 'board_minute', nameApprovers: true });
    expect(state.body.viewers.map((v: { userId: string }) => v.userId)).toContain(viewerId);
    const named = await s.request(url('/approvers'), {
      method: 'PUT',
      cookie: principal,
      body: { approverUserIds: [viewerId] },
    });
    expect(named.status, named.text).toBe(200);
    expect(named.body.approvers.map((a: { userId: string }) => a.userId)).toEqual([viewerId]);
    const stranger = await s.request(url('/approvers'), {
      method: 'PUT',
      cookie: principal,
      body: { approverUserIds: [await s.userId('contractor@demo.waikura.nz')] },
    });
    expect(stranger.status).toBe(404);

    const submitted = await s.request(url('/submit'), {
      method: 'POST',
      cookie: principal,
      body: { note: 'For the April board meeting' },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const version = submitted.body.version.number;
    expect(version).toBeGreaterThan(0);
    expect(submitted.body.latest).toMatchObject({ status: 'submitted', submittedVersion: version });

    // The viewer, now named, approves in their own name; a date in the future is refused.
    const future = await s.request(url('/approve'), {
      method: 'POST',
      cookie: viewer,
      body: { approverName: 'Vera Viewer', approverRole: 'Board chair', approvedOn: '2099-01-01' },
    });
    expect(future.status).toBe(400);
    expect(future.body.error.fields.approvedOn).toMatch(/cannot be in the future/);
    const approved = await s.request(url('/approve'), {
      method: 'POST',
      cookie: viewer,
      body: { approverName: 'Vera Viewer', approverRole: 'Board chair', approvedOn: today() },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.latest).toMatchObject({
      status: 'approved',
      approvalKind: 'board_chair',
      approverName: 'Vera Viewer',
      approvedOn: today(),
      planVersion: version,
      planRevisionId: submitted.body.version.revisionId,
    });
    expect(approved.body.needsRenewal).toBe(false);

    // A later change of the plan's answers: the approval needs renewing, naming the section changed.
    await saveBackground(principal, '1 Changed Road, Te Awamutu');
    state = await s.request(url(), { cookie: principal });
    expect(state.body.needsRenewal).toBe(true);
    expect(state.body.version.number).toBe(version + 1);
    expect(state.body.lastApproved.planVersion).toBe(version);
    expect(state.body.changedSections).toEqual([
      { sectionId: 'background', number: '1.1', title: expect.any(String) },
    ]);

    // The principal records the renewed approval from the board's minutes (a minute reference is needed).
    const noMinute = await s.request(url('/approve'), {
      method: 'POST',
      cookie: principal,
      body: { approverName: 'Hemi Board-Chair', approverRole: 'Board chair', approvedOn: today() },
    });
    expect(noMinute.status).toBe(400);
    expect(noMinute.body.error.fields.minuteReference).toMatch(/minuted/);
    const renewed = await s.request(url('/approve'), {
      method: 'POST',
      cookie: principal,
      body: {
        approverName: 'Hemi Board-Chair',
        approverRole: 'Board chair',
        approvedOn: today(),
        minuteReference: 'Board minutes, item 6',
      },
    });
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.body).toMatchObject({
      needsRenewal: false,
      latest: { approvalKind: 'board_minute', planVersion: version + 1 },
    });

    // The export's approval page prints the recorded approval with its plan version (PDF and Word).
    const pdf = await fetch(`${s.url}/api/schools/${s.schools.first.id}/plan/export.pdf`, {
      headers: { cookie: principal },
    });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Approved in WaiKura by Hemi Board-Chair (Board chair)');
    expect(text).toContain(`for plan version ${version + 1}.`);
    expect(text).toContain('Board decision: Board minutes, item 6.');
    expect(text).toContain('The plan has not changed since it was approved.');
    await saveBackground(principal, '3 Changed Road, Te Awamutu');
    const docx = await fetch(`${s.url}/api/schools/${s.schools.first.id}/plan/export.docx`, {
      headers: { cookie: principal },
    });
    const { value: words } = await mammoth.extractRawText({ buffer: Buffer.from(await docx.arrayBuffer()) });
    expect(words).toContain(`for plan version ${version + 1}.`);
    expect(words).toContain(`The plan has changed since it was approved (now version ${version + 2})`);
  });

  test('a plan changed after it was submitted cannot be approved until it is submitted again', async () => {
    const principal = await s.loginAs('principal');
    await s.request(url('/submit'), { method: 'POST', cookie: principal, body: {} });
    await saveBackground(principal, '2 Changed Road, Te Awamutu');
    const res = await s.request(url('/approve'), {
      method: 'POST',
      cookie: principal,
      body: {
        approverName: 'A Person',
        approverRole: 'Board chair',
        approvedOn: today(),
        minuteReference: 'Item 3',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('changed_since_submitted');
    const [latest] = await s.db
      .select()
      .from(planApprovals)
      .where(eq(planApprovals.schoolId, s.schools.first.id))
      .orderBy(planApprovals.createdAt)
      .then((rows) => rows.slice(-1));
    expect(latest!.status).toBe('submitted');
  });

  test('who may: contractors and viewers not named do not submit or approve; another school is out of reach', async () => {
    for (const role of ['contractor', 'viewer'] as const) {
      const cookie = await s.loginAs(role);
      expect((await s.request(url('/submit'), { method: 'POST', cookie, body: {} })).status, role).toBe(403);
      expect(
        (await s.request(url('/approvers'), { method: 'PUT', cookie, body: { approverUserIds: [] } })).status,
        role,
      ).toBe(403);
    }
    expect(
      (
        await s.request(url('/approve'), {
          method: 'POST',
          cookie: await s.loginAs('contractor'),
          body: { approverName: 'Chris', approverRole: 'Board chair', approvedOn: today() },
        })
      ).status,
    ).toBe(403);
    const other = await s.request(`/api/schools/${s.schools.second.id}/plan/approval/approve`, {
      method: 'POST',
      cookie: await s.loginAs('principal'),
      body: { approverName: 'Mere', approverRole: 'Principal', approvedOn: today(), minuteReference: 'x' },
    });
    expect(other.status).toBe(403);
  });
});
