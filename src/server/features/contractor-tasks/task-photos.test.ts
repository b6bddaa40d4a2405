/**
 * A contractor task's own photos (issue 19d, decision 038), through the real server: the contractor adds
 * photos before and after the work straight onto a task; everyone who reads the school sees them on the
 * task; school staff and viewers cannot add or remove them; another school reaches none of them. A 50 MB
 * photo, a file that is not an image, a missing stage and an unknown task are clear 4xx answers with
 * nothing stored (no record, no bytes).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contractorTaskPhotos, planFiles } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let tasks: string;
let taskId: string;
beforeAll(async () => {
  s = await startTestServer();
  tasks = `/api/schools/${s.schools.first.id}/contractor-tasks`;
  const created = await s.request(tasks, {
    method: 'POST',
    cookie: await s.loginAs('contractor'),
    body: {
      title: 'Replace the UV lamp',
      scheduledDate: '2026-12-10',
      equipment: 'UV intensity meter',
      safetyNotes: 'Isolate the power first.',
    },
  });
  expect(created.status, created.text).toBe(201);
  taskId = created.body.id;
});
afterAll(() => s?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function upload(cookie: string, opts: { bytes?: Uint8Array; stage?: string | null; task?: string } = {}) {
  const form = new FormData();
  if (opts.stage !== null) form.append('stage', opts.stage ?? 'before');
  form.append('file', new Blob([new Uint8Array(opts.bytes ?? PNG)]), 'tank.png');
  return fetch(`${s.url}${tasks}/${opts.task ?? taskId}/photos`, {
    method: 'POST',
    headers: { cookie, origin: s.origin },
    body: form,
  });
}

interface TaskPhoto {
  id: string;
  name: string;
  stage: 'before' | 'after';
}
const photosOnTask = async (cookie: string) => {
  const res = await s.request(tasks, { cookie });
  expect(res.status, res.text).toBe(200);
  return (res.body.tasks as { id: string | null; photos: TaskPhoto[] }[]).find((t) => t.id === taskId)!
    .photos;
};

/** Records and stored bytes of the school's files, to show that a refusal stored nothing. */
const stored = async () => ({
  records: (await s.db.select({ n: count() }).from(planFiles))[0]!.n,
  links: (await s.db.select({ n: count() }).from(contractorTaskPhotos))[0]!.n,
  bytes: (await readdir(join(s.config.dataDir, 'files', s.schools.first.id)).catch(() => [])).sort(),
});

describe('photos of a task', () => {
  test('the contractor adds photos before and after; the school and its viewer see them on the task', async () => {
    const contractor = await s.loginAs('contractor');
    const before = await upload(contractor, { stage: 'before' });
    expect(before.status).toBe(201);
    const after = await upload(contractor, { stage: 'after' });
    expect(after.status).toBe(201);
    const beforeId = ((await before.json()) as { id: string }).id;
    const afterId = ((await after.json()) as { id: string }).id;

    for (const role of ['principal', 'viewer', 'contractor', 'waikura'] as const) {
      const cookie = await s.loginAs(role);
      expect(await photosOnTask(cookie)).toEqual([
        expect.objectContaining({ id: beforeId, stage: 'before', name: 'tank.png', mime: 'image/png' }),
        expect.objectContaining({ id: afterId, stage: 'after' }),
      ]);
      const bytes = await s.request(`${tasks}/${taskId}/photos/${afterId}`, { cookie });
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get('content-type')).toBe('image/png');
      expect(bytes.headers.get('cache-control')).toMatch(/no-store/);
    }
  });

  test('school staff and viewers may not add or remove photos; another school reaches none of them', async () => {
    const contractor = await s.loginAs('contractor');
    const res = await upload(contractor, { stage: 'after' });
    const photoId = ((await res.json()) as { id: string }).id;
    const was = await stored();
    for (const role of ['principal', 'viewer', 'school_admin'] as const) {
      const cookie = await s.loginAs(role);
      expect((await upload(cookie)).status, role).toBe(403);
      const del = await s.request(`${tasks}/${taskId}/photos/${photoId}`, { method: 'DELETE', cookie });
      expect(del.status, role).toBe(403);
    }
    // The other school's principal: not their school.
    const other = await s.loginAs('principal2');
    expect((await upload(other)).status).toBe(403);
    expect((await s.request(`${tasks}/${taskId}/photos/${photoId}`, { cookie: other })).status).toBe(403);
    // Signed out.
    expect((await s.request(`${tasks}/${taskId}/photos/${photoId}`)).status).toBe(401);
    expect(await stored()).toEqual(was);
  });

  test('a photo is read only through its own task', async () => {
    const contractor = await s.loginAs('contractor');
    const other = await s.request(tasks, {
      method: 'POST',
      cookie: contractor,
      body: { title: 'Clean the tank', scheduledDate: '2026-12-11' },
    });
    expect(other.status, other.text).toBe(201);
    const photoId = (await photosOnTask(contractor))[0]!.id;
    const wrong = await s.request(`${tasks}/${other.body.id}/photos/${photoId}`, { cookie: contractor });
    expect(wrong.status).toBe(404);
    // A visit-report photo of the same school is not a task's photo either.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'visit.png');
    const visit = await fetch(`${s.url}/api/schools/${s.schools.first.id}/visit-report-photos`, {
      method: 'POST',
      headers: { cookie: contractor, origin: s.origin },
      body: form,
    });
    expect(visit.status).toBe(201);
    const visitId = ((await visit.json()) as { id: string }).id;
    expect((await s.request(`${tasks}/${taskId}/photos/${visitId}`, { cookie: contractor })).status).toBe(
      404,
    );
  });

  test('the contractor removes a photo: gone from the task, its record and its bytes', async () => {
    const contractor = await s.loginAs('contractor');
    const res = await upload(contractor, { stage: 'before' });
    const photo = (await res.json()) as { id: string };
    const [row] = await s.db.select().from(planFiles).where(eq(planFiles.id, photo.id));
    expect(row).toBeDefined();
    const was = await stored();
    const del = await s.request(`${tasks}/${taskId}/photos/${photo.id}`, {
      method: 'DELETE',
      cookie: contractor,
    });
    expect(del.status, del.text).toBe(204);
    expect((await photosOnTask(contractor)).map((p) => p.id)).not.toContain(photo.id);
    const now = await stored();
    expect(now.records).toBe(was.records - 1);
    expect(now.links).toBe(was.links - 1);
    expect(now.bytes).not.toContain(row!.storageKey.split('/')[1]);
    const again = await s.request(`${tasks}/${taskId}/photos/${photo.id}`, {
      method: 'DELETE',
      cookie: contractor,
    });
    expect(again.status).toBe(404);
  });
});

describe('bad photos are refused with nothing stored', () => {
  test('a 50 MB photo is 413 with a clear message', async () => {
    const contractor = await s.loginAs('contractor');
    const was = await stored();
    const big = new Uint8Array(50 * 1024 * 1024);
    big.set(PNG.subarray(0, 16));
    const res = await upload(contractor, { bytes: big });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('payload_too_large');
    expect(body.error.message).toMatch(/10 MB/);
    expect(await stored()).toEqual(was);
  });

  test('not an image (415), no stage (400 naming it), an unknown task (404): nothing stored', async () => {
    const contractor = await s.loginAs('contractor');
    const was = await stored();
    const pdf = await upload(contractor, { bytes: Buffer.from('%PDF-1.4 not an image') });
    expect(pdf.status).toBe(415);
    const noStage = await upload(contractor, { stage: null });
    expect(noStage.status).toBe(400);
    expect(((await noStage.json()) as { error: { fields: object } }).error.fields).toHaveProperty('stage');
    const oddStage = await upload(contractor, { stage: 'during' });
    expect(oddStage.status).toBe(400);
    const unknown = await upload(contractor, { task: 'no-such-task' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/task/);
    expect(await stored()).toEqual(was);
  });
});
