/**
 * The plan API through HTTP on a real database: every section's save and load, validation, the
 * version check under a race, history and restore, status, attachments, and read-only people.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLAN_PARTS, PLAN_SECTIONS } from '../../../domain/plan/catalogue';
import { formFor } from '../../../domain/plan/forms';
import { activityLog, planParts, planRevisions, planSections, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { fillSection } from '../../test/plan-fill';
import { writeSection } from './save';

let s: TestServer;
let principal: string;
let schoolId: string;

beforeAll(async () => {
  s = await startTestServer({ logLevel: process.env.PLAN_LOG ?? 'silent' });
  principal = await s.loginAs('principal2');
  schoolId = s.schools.second.id;
});
afterAll(() => s?.close());

const sectionUrl = (sectionId: string, id = schoolId) => `/api/schools/${id}/plan/sections/${sectionId}`;

async function load(sectionId: string, cookie = principal) {
  const res = await s.request(sectionUrl(sectionId), { cookie });
  expect(res.status, res.text).toBe(200);
  return res.body as { version: number; content: Record<string, unknown>; status: string; canEdit: boolean };
}

describe('the plan', () => {
  test('a school has 8 part records and 28 sections, all not started, created on first read', async () => {
    const res = await s.request(`/api/schools/${schoolId}/plan`, { cookie: principal });
    expect(res.status).toBe(200);
    expect(res.body.sections.map((x: { sectionId: string }) => x.sectionId)).toEqual(
      PLAN_SECTIONS.map((x) => x.id),
    );
    expect(res.body.sections.every((x: { status: string }) => x.status === 'not_started')).toBe(true);
    expect(res.body.parts.map((p: { partId: string }) => p.partId)).toEqual(PLAN_PARTS.map((p) => p.id));
    expect(res.body.canEdit).toBe(true);
  });

  test('part records are repaired when their count is not eight, without touching section answers', async () => {
    await s.db
      .delete(planParts)
      .where(and(eq(planParts.schoolId, schoolId), eq(planParts.partId, 'appendix')));
    const res = await s.request(`/api/schools/${schoolId}/plan`, { cookie: principal });
    expect(res.body.parts).toHaveLength(8);
  });

  test.each(PLAN_SECTIONS.map((x) => [x.number, x.id]))(
    'section %s (%s): what is saved is what loads, and a revision records it',
    async (_n, sectionId) => {
      const before = await load(sectionId);
      const content = fillSection(formFor(sectionId), `Tōtara ${sectionId}`);
      const res = await s.request(sectionUrl(sectionId), {
        method: 'PUT',
        cookie: principal,
        body: { version: before.version, content },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.version).toBe(before.version + 1);
      expect(res.body.changedFields.length).toBeGreaterThan(0);
      const after = await load(sectionId);
      expect(after.content).toEqual(content);
      expect(after.version).toBe(before.version + 1);
      expect(after.status).not.toBe('not_started');
      const [counted] = await s.db
        .select({ n: count() })
        .from(planRevisions)
        .where(and(eq(planRevisions.schoolId, schoolId), eq(planRevisions.sectionId, sectionId)));
      expect(counted!.n).toBeGreaterThanOrEqual(1);
    },
  );

  test('saving the same answers again does not make a new version', async () => {
    const before = await load('background');
    const res = await s.request(sectionUrl('background'), {
      method: 'PUT',
      cookie: principal,
      body: { version: before.version, content: before.content },
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(before.version);
    expect(res.body.changedFields).toEqual([]);
  });
});

describe('bad input', () => {
  test('a wrong value gets 400 with a message for that field, and nothing is saved', async () => {
    const before = await load('key-contacts');
    const content = { ...before.content, emergency_contact_phone: 'call the office', unknown_field: 'x' };
    const res = await s.request(sectionUrl('key-contacts'), {
      method: 'PUT',
      cookie: principal,
      body: { version: before.version, content },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields.emergency_contact_phone).toMatch(/phone number/);
    expect(res.body.error.fields.unknown_field).toBeTruthy();
    expect(await load('key-contacts')).toEqual(before);
  });

  test('a number below its minimum gets the specification message', async () => {
    const before = await load('background');
    const res = await s.request(sectionUrl('background'), {
      method: 'PUT',
      cookie: principal,
      body: { version: before.version, content: { ...before.content, current_students_staff: 0 } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.current_students_staff).toBe('Must be a number >= 1');
  });

  test('an unknown section is 404; a missing version is 400', async () => {
    expect((await s.request(sectionUrl('no-such-section'), { cookie: principal })).status).toBe(404);
    const res = await s.request(sectionUrl('background'), {
      method: 'PUT',
      cookie: principal,
      body: { content: {} },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.version).toBeTruthy();
  });
});

describe('two editors', () => {
  test('a save carrying an old version gets 409 and changes nothing', async () => {
    const start = await load('source');
    const first = await s.request(sectionUrl('source'), {
      method: 'PUT',
      cookie: principal,
      body: { version: start.version, content: { ...start.content, source_location: 'Behind the hall' } },
    });
    expect(first.status).toBe(200);
    const stale = await s.request(sectionUrl('source'), {
      method: 'PUT',
      cookie: principal,
      body: { version: start.version, content: { ...start.content, source_location: 'Next to the pool' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect((await load('source')).content.source_location).toBe('Behind the hall');
  });

  test('two clients race 100 saves: every accepted save is in the history, every stale one got 409, and the final content is the last accepted save', async () => {
    const sectionId = 'water-quantity';
    const field = 'water_quantity_assessment';
    const other = await s.loginAs('principal2', { fresh: true });
    const accepted: { version: number; text: string }[] = [];
    let stale = 0;
    const client = async (cookie: string, name: string) => {
      let version = (await load(sectionId, cookie)).version;
      for (let i = 0; i < 50; i++) {
        const text = `${name} save ${i}`;
        const res = await s.request(sectionUrl(sectionId), {
          method: 'PUT',
          cookie,
          body: { version, content: { [field]: text } },
        });
        if (res.status === 200) {
          accepted.push({ version: res.body.version, text });
          version = res.body.version;
        } else {
          expect(res.status, res.text).toBe(409);
          stale++;
          version = (await load(sectionId, cookie)).version;
        }
      }
    };
    await Promise.all([client(principal, 'A'), client(other, 'B')]);
    expect(accepted.length + stale).toBe(100);
    expect(accepted.length).toBeGreaterThan(0);
    // Versions of accepted saves are unique and consecutive.
    const versions = accepted.map((a) => a.version).sort((a, b) => a - b);
    expect(new Set(versions).size).toBe(versions.length);
    const revisions = await s.db
      .select({ version: planRevisions.version, content: planRevisions.content })
      .from(planRevisions)
      .where(
        and(
          eq(planRevisions.schoolId, schoolId),
          eq(planRevisions.sectionId, sectionId),
          eq(planRevisions.kind, 'save'),
        ),
      );
    for (const a of accepted) {
      const rev = revisions.find((r) => r.version === a.version);
      expect(rev?.content[field], `version ${a.version}`).toBe(a.text);
    }
    const last = accepted.reduce((m, a) => (a.version > m.version ? a : m));
    const final = await load(sectionId);
    expect(final.version).toBe(last.version);
    expect(final.content[field]).toBe(last.text);
  });
});

describe('history and restore', () => {
  test('each section lists its versions; restoring one saves it as a new version', async () => {
    const sectionId = 'climate-change';
    let v = (await load(sectionId)).version;
    for (const text of ['First draft about drought', 'Second draft about storms']) {
      const res = await s.request(sectionUrl(sectionId), {
        method: 'PUT',
        cookie: principal,
        body: { version: v, content: { climate_change_assessment: text } },
      });
      expect(res.status).toBe(200);
      v = res.body.version;
    }
    const list = await s.request(`${sectionUrl(sectionId)}/revisions`, { cookie: principal });
    expect(list.status).toBe(200);
    const firstDraft = list.body.revisions.find((r: { version: number }) => r.version === v - 1);
    expect(firstDraft.changedFields).toContain('climate_change_assessment');
    const one = await s.request(`${sectionUrl(sectionId)}/revisions/${firstDraft.id}`, { cookie: principal });
    expect(one.body.content.climate_change_assessment).toBe('First draft about drought');

    const restored = await s.request(`${sectionUrl(sectionId)}/revisions/${firstDraft.id}/restore`, {
      method: 'POST',
      cookie: principal,
      body: { version: v },
    });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.version).toBe(v + 1);
    expect((await load(sectionId)).content.climate_change_assessment).toBe('First draft about drought');
    const after = await s.request(`${sectionUrl(sectionId)}/revisions`, { cookie: principal });
    expect(after.body.revisions[0]).toMatchObject({ kind: 'restore', restoredFrom: v - 1, version: v + 1 });
    // A restore with a stale version is refused like any other save.
    const stale = await s.request(`${sectionUrl(sectionId)}/revisions/${firstDraft.id}/restore`, {
      method: 'POST',
      cookie: principal,
      body: { version: v },
    });
    expect(stale.status).toBe(409);
    // The plan's revision records hold every section's revisions.
    const all = await s.request(`/api/schools/${schoolId}/plan/revisions`, { cookie: principal });
    expect(all.body.revisions.some((r: { sectionId: string }) => r.sectionId === sectionId)).toBe(true);
  });
});

describe('status', () => {
  test('set directly, kept over the computed one, and cleared again; the content version does not move', async () => {
    const before = await load('cyanobacteria');
    const set = await s.request(`${sectionUrl('cyanobacteria')}/status`, {
      method: 'PUT',
      cookie: principal,
      body: { status: 'completed' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ status: 'completed', statusOverride: 'completed', percent: 100 });
    expect(set.body.version).toBe(before.version);
    const [row] = await s.db
      .select({ status: planSections.status })
      .from(planSections)
      .where(and(eq(planSections.schoolId, schoolId), eq(planSections.sectionId, 'cyanobacteria')));
    expect(row!.status).toBe('completed');
    const cleared = await s.request(`${sectionUrl('cyanobacteria')}/status`, {
      method: 'PUT',
      cookie: principal,
      body: { status: null },
    });
    expect(cleared.body.statusOverride).toBeNull();
    const bad = await s.request(`${sectionUrl('cyanobacteria')}/status`, {
      method: 'PUT',
      cookie: principal,
      body: { status: 'done' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('attachments', () => {
  const PNG = new Uint8Array(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  const upload = (bytes: Uint8Array, name: string, fieldName = 'schematic', cookie = principal) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    form.append('sectionId', 'aerial-schematic');
    form.append('fieldName', fieldName);
    return fetch(`${s.url}/api/schools/${schoolId}/plan/files`, {
      method: 'POST',
      headers: { cookie, origin: s.origin },
      body: form,
    });
  };

  test('an image is stored, attached to 2.7, and downloads as it was uploaded', async () => {
    const res = await upload(PNG, 'schematic.png');
    expect(res.status).toBe(201);
    const file = (await res.json()) as { id: string; name: string; mime: string; size: number };
    expect(file).toMatchObject({ name: 'schematic.png', mime: 'image/png', size: PNG.length });
    const before = await load('aerial-schematic');
    // The stored record is the truth about a file: a reference that describes it otherwise is refused
    // (a 200 would have to mean it was stored as sent), and nothing is saved.
    const renamed = await s.request(sectionUrl('aerial-schematic'), {
      method: 'PUT',
      cookie: principal,
      body: {
        version: before.version,
        content: { ...before.content, schematic: [{ ...file, name: 'renamed.exe' }] },
      },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.fields.schematic).toMatch(/described differently/);
    expect((await load('aerial-schematic')).version).toBe(before.version);
    const saved = await s.request(sectionUrl('aerial-schematic'), {
      method: 'PUT',
      cookie: principal,
      body: { version: before.version, content: { ...before.content, schematic: [file] } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.content.schematic[0]).toEqual(file);
    const got = await fetch(`${s.url}/api/schools/${schoolId}/plan/files/${file.id}`, {
      headers: { cookie: principal },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);
  });

  test('a file that is not what the field takes is refused with 415 and a message', async () => {
    const res = await upload(new TextEncoder().encode('MZ this is a program'), 'photo.png');
    expect(res.status).toBe(415);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.file).toMatch(/PNG or JPEG/);
  });

  test('a field that takes no files, and a reference to a file that does not exist, are refused', async () => {
    expect((await upload(PNG, 'x.png', 'schematic_description')).status).toBe(400);
    const before = await load('aerial-schematic');
    const res = await s.request(sectionUrl('aerial-schematic'), {
      method: 'PUT',
      cookie: principal,
      body: {
        version: before.version,
        content: {
          ...before.content,
          photos: [{ id: 'missing', name: 'a.png', mime: 'image/png', size: 1 }],
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.photos).toMatch(/not found/);
  });

  test('a viewer cannot upload; another school cannot read the file', async () => {
    const viewer = await s.loginAs('viewer');
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'x.png');
    form.append('sectionId', 'aerial-schematic');
    form.append('fieldName', 'schematic');
    const res = await fetch(`${s.url}/api/schools/${s.schools.first.id}/plan/files`, {
      method: 'POST',
      headers: { cookie: viewer, origin: s.origin },
      body: form,
    });
    expect(res.status).toBe(403);
  });
});

describe('read-only people', () => {
  test.each(['viewer', 'contractor'] as const)(
    'a %s reads the plan but cannot save, set status or restore',
    async (role) => {
      const cookie = await s.loginAs(role);
      const id = s.schools.first.id;
      const read = await s.request(sectionUrl('background', id), { cookie });
      expect(read.status).toBe(200);
      expect(read.body.canEdit).toBe(false);
      const put = await s.request(sectionUrl('background', id), {
        method: 'PUT',
        cookie,
        body: { version: read.body.version, content: { school_name: 'Changed' } },
      });
      expect(put.status).toBe(403);
      const status = await s.request(`${sectionUrl('background', id)}/status`, {
        method: 'PUT',
        cookie,
        body: { status: 'completed' },
      });
      expect(status.status).toBe(403);
    },
  );
});

describe('download', () => {
  test('the demo plan downloads as a PDF and a Word document named after the school', async () => {
    const cookie = await s.loginAs('principal');
    for (const [format, magic] of [
      ['pdf', '%PDF'],
      ['docx', 'PK'],
    ] as const) {
      const res = await fetch(`${s.url}/api/schools/${s.schools.first.id}/plan/export.${format}`, {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`attachment; filename="DWSP-${s.schools.first.slug}-\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
      );
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
    }
  });

  test('another school cannot download it', async () => {
    const res = await s.request(`/api/schools/${s.schools.first.id}/plan/export.pdf`, { cookie: principal });
    expect(res.status).toBe(403);
  });
});

describe('the activity log of a save', () => {
  const entries = (sectionId: string) =>
    s.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.schoolId, schoolId), eq(activityLog.activityType, 'plan_section_saved')))
      .then((rows) => rows.filter((r) => r.metadata.sectionId === sectionId));

  test('a save that changes something writes one entry naming the new version; an unchanged save writes none', async () => {
    const sectionId = 'climate-change';
    const before = await entries(sectionId);
    const first = await load(sectionId);
    const saved = await s.request(sectionUrl(sectionId), {
      method: 'PUT',
      cookie: principal,
      body: {
        version: first.version,
        content: { ...first.content, climate_change_assessment: 'A boil-water notice in 2019' },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const again = await s.request(sectionUrl(sectionId), {
      method: 'PUT',
      cookie: principal,
      body: { version: saved.body.version, content: saved.body.content },
    });
    expect(again.body.changedFields).toEqual([]);
    const after = await entries(sectionId);
    expect(after.length - before.length).toBe(1);
    expect(after.find((e) => e.metadata.version === saved.body.version)).toMatchObject({
      userEmail: 'principal2@demo.waikura.nz',
      description: expect.stringContaining(`(version ${saved.body.version})`),
    });
  });

  test("the entry is written in the save's own statement: when it cannot be, no version, revision or entry is left", async () => {
    const sectionId = 'climate-change';
    const before = await load(sectionId);
    const [editor] = await s.db.select().from(users).where(eq(users.email, 'principal2@demo.waikura.nz'));
    const revisionsBefore = await s.db
      .select({ n: count() })
      .from(planRevisions)
      .where(and(eq(planRevisions.schoolId, schoolId), eq(planRevisions.sectionId, sectionId)));
    await expect(
      writeSection(s.db, {
        schoolId,
        sectionId,
        version: before.version,
        content: { ...before.content, climate_change_assessment: 'This save must not survive' },
        editor: { id: editor!.id, name: editor!.name },
        kind: 'save',
        now: new Date(),
        // An entry the log refuses (its type is required): the whole write must fail with it.
        activity: (saved) => ({
          userId: editor!.id,
          userEmail: null,
          userRole: null,
          activityType: null as unknown as string,
          description: `v${saved.version}`,
          ipAddress: null,
          userAgent: null,
          schoolId,
          metadata: {},
        }),
      }),
    ).rejects.toThrow(/activity_type/);
    const after = await load(sectionId);
    expect(after.version).toBe(before.version);
    expect(after.content).toEqual(before.content);
    const revisionsAfter = await s.db
      .select({ n: count() })
      .from(planRevisions)
      .where(and(eq(planRevisions.schoolId, schoolId), eq(planRevisions.sectionId, sectionId)));
    expect(revisionsAfter).toEqual(revisionsBefore);
    const orphan = await s.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.description, `v${before.version + 1}`));
    expect(orphan).toEqual([]);
  });
});
