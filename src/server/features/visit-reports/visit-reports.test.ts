/**
 * Visit reports through the real server: a contractor's draft (with photos) is theirs alone; submitting
 * it puts the work in the maintenance log (which 8.3 offers), marks its tasks done and tells the school;
 * provider staff review it with a comment, which the contractor hears of; it prints as a PDF. A 50 MB
 * photo is a clear 413 with nothing stored.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maintenanceLog, notifications, planFiles, visitReports } from '../../db/schema';
import { DEMO_LOGINS, startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let base: string;
let photos: string;
beforeAll(async () => {
  s = await startTestServer();
  base = `/api/schools/${s.schools.first.id}/visit-reports`;
  photos = `/api/schools/${s.schools.first.id}/visit-report-photos`;
});
afterAll(() => s?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function upload(bytes: Uint8Array, name: string, cookie: string, path = photos) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${s.url}${path}`, { method: 'POST', headers: { cookie, origin: s.origin }, body: form });
}

const draft = {
  visitDate: '2026-11-20',
  component: 'UV unit',
  workDone: 'Replaced the UV lamp and cleaned the quartz sleeve.',
  findings: 'Sleeve lightly scaled.',
  recommendations: 'Fit a softener before the UV unit.',
  equipmentUsed: 'UV intensity meter',
  materialsUsed: 'UV lamp',
  safetyPrecautions: 'Power isolated and tagged.',
  followUpNeeded: true,
  checks: [{ label: 'UV lamp on', result: 'ok', note: '' }],
  readings: [{ label: 'UV intensity', value: '92', unit: '%' }],
};

const photoFiles = async () =>
  (
    await s.db
      .select({ n: count() })
      .from(planFiles)
      .where(and(eq(planFiles.schoolId, s.schools.first.id), eq(planFiles.sectionId, 'visit-report')))
  )[0]!.n;

describe('a visit report from draft to reviewed', () => {
  let reportId = '';
  let photoId = '';
  let taskId = '';

  test('the contractor uploads a photo and starts a draft naming a task; only they see the draft', async () => {
    const cookie = await s.loginAs('contractor');
    const up = await upload(PNG, 'uv-unit.png', cookie);
    expect(up.status).toBe(201);
    photoId = ((await up.json()) as { id: string }).id;
    const task = await s.request(`/api/schools/${s.schools.first.id}/contractor-tasks`, {
      method: 'POST',
      cookie,
      body: { title: 'Service the UV unit', scheduledDate: '2026-11-20' },
    });
    expect(task.status).toBe(201);
    taskId = task.body.id;
    const res = await s.request(base, {
      method: 'POST',
      cookie,
      body: { ...draft, photoIds: [photoId], taskIds: [taskId] },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      status: 'draft',
      contractorName: expect.any(String),
      photos: [{ id: photoId, name: 'uv-unit.png', mime: 'image/png' }],
      taskIds: [taskId],
      version: 1,
    });
    reportId = res.body.id;
    // The school and provider staff do not see a draft, nor its photo.
    for (const role of ['principal', 'waikura'] as const) {
      const c = await s.loginAs(role);
      expect((await s.request(base, { cookie: c })).body.reports, role).toEqual([]);
      expect((await s.request(`${base}/${reportId}`, { cookie: c })).status, role).toBe(404);
      expect((await s.request(`${photos}/${photoId}`, { cookie: c })).status, role).toBe(404);
    }
    expect((await s.request(`${photos}/${photoId}`, { cookie })).status).toBe(200);
  });

  test('the draft changes with its version; a stale version is 409; others may not change it', async () => {
    const cookie = await s.loginAs('contractor');
    const changed = await s.request(`${base}/${reportId}`, {
      method: 'PUT',
      cookie,
      body: {
        ...draft,
        workDone: `${draft.workDone} Checked the flow.`,
        photoIds: [photoId],
        taskIds: [taskId],
        version: 1,
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.version).toBe(2);
    const stale = await s.request(`${base}/${reportId}`, {
      method: 'PUT',
      cookie,
      body: { ...draft, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    const byPrincipal = await s.request(`${base}/${reportId}`, {
      method: 'PUT',
      cookie: await s.loginAs('principal'),
      body: { ...draft, version: 2 },
    });
    expect(byPrincipal.status).toBe(403);
  });

  test('submitting puts the work in the maintenance log, marks the task done and tells the school', async () => {
    const cookie = await s.loginAs('contractor');
    const res = await s.request(`${base}/${reportId}/submit`, {
      method: 'POST',
      cookie,
      body: { version: 2 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'submitted', version: 3 });
    expect(res.body.submittedAt).toBeTruthy();
    const [entry] = await s.db
      .select()
      .from(maintenanceLog)
      .where(eq(maintenanceLog.id, res.body.maintenanceLogId));
    expect(entry).toMatchObject({
      schoolId: s.schools.first.id,
      performedOn: '2026-11-20',
      component: 'UV unit',
      equipmentUsed: 'UV intensity meter',
      followUpNeeded: true,
    });
    expect(entry!.workDone).toContain('Checked the flow.');
    expect(entry!.workDone).toContain('Recommendations: Fit a softener before the UV unit.');
    // 8.3 reads the maintenance log: the entry is offered there.
    const log = await s.request(`/api/schools/${s.schools.first.id}/maintenance-log`, {
      cookie: await s.loginAs('principal'),
    });
    expect(log.body.entries.map((e: { id: string }) => e.id)).toContain(entry!.id);
    const tasks = await s.request(`/api/schools/${s.schools.first.id}/contractor-tasks`, { cookie });
    expect(tasks.body.tasks.find((t: { id: string }) => t.id === taskId)).toMatchObject({ status: 'done' });
    for (const email of [DEMO_LOGINS.principal, DEMO_LOGINS.school_admin]) {
      const [note] = await s.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, await s.userId(email)),
            eq(notifications.sourceKey, `visit-report:${reportId}`),
          ),
        );
      expect(note, email).toMatchObject({
        actionUrl: `/schools/${s.schools.first.id}/visit-reports/${reportId}`,
        priority: 'high',
      });
    }
    // Now the school sees it, and its photo; it can no longer be changed or submitted again.
    const principal = await s.loginAs('principal');
    expect(
      (await s.request(base, { cookie: principal })).body.reports.map((r: { id: string }) => r.id),
    ).toEqual([reportId]);
    expect((await s.request(`${photos}/${photoId}`, { cookie: principal })).status).toBe(200);
    const again = await s.request(`${base}/${reportId}/submit`, {
      method: 'POST',
      cookie,
      body: { version: 3 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('not_a_draft');
    const edit = await s.request(`${base}/${reportId}`, {
      method: 'PUT',
      cookie,
      body: { ...draft, version: 3 },
    });
    expect(edit.status).toBe(409);
  });

  test('provider staff list it to review, review it with a comment; the contractor hears of it', async () => {
    const staff = await s.loginAs('waikura');
    const toReview = await s.request('/api/provider/visit-reports', { cookie: staff });
    expect(toReview.status).toBe(200);
    expect(toReview.body.reports.map((r: { id: string }) => r.id)).toContain(reportId);
    expect(toReview.body.reports[0]).toMatchObject({ schoolName: s.schools.first.name });
    // The school may not review.
    const byPrincipal = await s.request(`${base}/${reportId}/review`, {
      method: 'POST',
      cookie: await s.loginAs('principal'),
      body: { comment: 'Fine' },
    });
    expect(byPrincipal.status).toBe(403);
    const empty = await s.request(`${base}/${reportId}/review`, {
      method: 'POST',
      cookie: staff,
      body: { comment: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('comment');
    const res = await s.request(`${base}/${reportId}/review`, {
      method: 'POST',
      cookie: staff,
      body: { comment: 'Thanks — book the softener quote.' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'reviewed',
      reviewComment: 'Thanks — book the softener quote.',
    });
    const again = await s.request(`${base}/${reportId}/review`, {
      method: 'POST',
      cookie: staff,
      body: { comment: 'x' },
    });
    expect(again.status).toBe(409);
    const [note] = await s.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, await s.userId(DEMO_LOGINS.contractor)),
          eq(notifications.sourceKey, `visit-report-reviewed:${reportId}`),
        ),
      );
    expect(note?.message).toContain('book the softener quote');
    const mine = await s.request('/api/contractor/visit-reports', { cookie: await s.loginAs('contractor') });
    expect(mine.body.reports[0]).toMatchObject({
      id: reportId,
      status: 'reviewed',
      schoolSlug: s.schools.first.slug,
    });
  });

  test('the report prints as a PDF for whoever reads the school', async () => {
    const res = await fetch(`${s.url}${base}/${reportId}/report.pdf`, {
      headers: { cookie: await s.loginAs('principal') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
  });
});

describe('refusals', () => {
  test('a 50 MB photo is 413 with a clear message; nothing is stored', async () => {
    const cookie = await s.loginAs('contractor');
    const before = await photoFiles();
    const dir = join(s.config.dataDir, 'files', s.schools.first.id);
    const filesBefore = await readdir(dir).catch(() => []);
    const big = new Uint8Array(50 * 1024 * 1024);
    big.set(PNG.subarray(0, 16));
    const res = await upload(big, 'huge.png', cookie);
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('payload_too_large');
    expect(body.error.message).toMatch(/10 MB/);
    expect(await photoFiles()).toBe(before);
    expect(await readdir(dir).catch(() => [])).toEqual(filesBefore);
  });

  test('a photo that is not an image, a photo of another school and a bad report are refused; nothing is stored', async () => {
    const cookie = await s.loginAs('contractor');
    const pdf = await upload(Buffer.from('%PDF-1.4 not an image'), 'x.png', cookie);
    expect(pdf.status).toBe(415);
    const reports = async () => (await s.db.select({ n: count() }).from(visitReports))[0]!.n;
    const before = await reports();
    const bad = await s.request(base, {
      method: 'POST',
      cookie,
      body: { ...draft, visitDate: 'yesterday', component: 'Tank-ish', photoIds: ['not-a-photo'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['visitDate', 'component']));
    const unknownPhoto = await s.request(base, {
      method: 'POST',
      cookie,
      body: { ...draft, photoIds: ['nope'] },
    });
    expect(unknownPhoto.status).toBe(400);
    expect(unknownPhoto.body.error.fields).toHaveProperty('photoIds');
    expect(await reports()).toBe(before);
    // An unfinished report cannot be submitted.
    const thin = await s.request(base, { method: 'POST', cookie, body: { ...draft, workDone: '' } });
    expect(thin.status).toBe(201);
    const submit = await s.request(`${base}/${thin.body.id}/submit`, {
      method: 'POST',
      cookie,
      body: { version: 1 },
    });
    expect(submit.status).toBe(400);
    expect(submit.body.error.fields).toHaveProperty('workDone');
  });

  test('a repeated clientId (the offline queue sending again) answers the report it made', async () => {
    const cookie = await s.loginAs('contractor');
    const clientId = randomUUID();
    const first = await s.request(base, { method: 'POST', cookie, body: { ...draft, clientId } });
    expect(first.status).toBe(201);
    const second = await s.request(base, { method: 'POST', cookie, body: { ...draft, clientId } });
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    const rows = await s.db.select().from(visitReports).where(eq(visitReports.clientId, clientId));
    expect(rows).toHaveLength(1);
  });

  test('school staff, viewers and contractors of other schools may not write reports', async () => {
    for (const role of ['principal', 'viewer', 'waikura'] as const) {
      const res = await s.request(base, { method: 'POST', cookie: await s.loginAs(role), body: draft });
      expect(res.status, role).toBe(403);
    }
    const other = await s.request(`/api/schools/${s.schools.second.id}/visit-reports`, {
      method: 'POST',
      cookie: await s.loginAs('contractor'),
      body: draft,
    });
    expect(other.status).toBe(403);
    expect(
      (await s.request('/api/provider/visit-reports', { cookie: await s.loginAs('principal') })).status,
    ).toBe(403);
    expect(
      (await s.request('/api/contractor/visit-reports', { cookie: await s.loginAs('principal') })).status,
    ).toBe(403);
  });
});
