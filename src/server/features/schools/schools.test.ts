/**
 * Schools through the real server: the dashboard's data with the plan outline from the one catalogue,
 * lookup by id, slug and the legacy id variants, versioned edits refused when stale, and search.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLAN_PARTS } from '../../../domain/plan/catalogue';
import { schools, users } from '../../db/schema';
import { resolveSchool } from '../../policy/access';
import { startTestServer, type TestServer } from '../../test/harness';
import { errorShapeProblems } from '../../test/openapi';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const get = async (param: string, cookie: string) =>
  s.request(`/api/schools/${encodeURIComponent(param)}`, { cookie });

describe('the school dashboard data', () => {
  test('carries the school, the allowed actions and the 8 parts / 28 sections outline, all not started', async () => {
    const res = await get(s.schools.first.id, await s.loginAs('principal'));
    expect(res.status).toBe(200);
    expect(res.body.school).toMatchObject({
      id: s.schools.first.id,
      name: 'Kōwhai Valley School',
      slug: 'kowhai-valley-school',
      waterSource: 'roof',
      version: 1,
    });
    expect(res.body.actions).toEqual(['read', 'write']);
    expect(res.body.plan.parts).toBe(8);
    expect(res.body.plan.sections).toBe(28);
    // Section statuses come from the plan and progress endpoints, not from a copy here.
    expect(res.body.plan.outline).toBeUndefined();
    expect(PLAN_PARTS).toHaveLength(8);
  });
});

describe('lookup by id, slug and legacy id', () => {
  test.each([
    ['the id', (id: string) => id],
    ['the slug', () => 'kowhai-valley-school'],
    ['the slug in capitals', () => 'KOWHAI-VALLEY-SCHOOL'],
    ['the legacy id', () => 'KOWHAI_VALLEY_SCHOOL_ID'],
    ['the legacy id without its suffix, in lower case', () => 'kowhai_valley'],
    ['the name', () => 'Kōwhai Valley School'],
  ])('%s resolves to the same school', async (_what, param) => {
    const res = await get(param(s.schools.first.id), await s.loginAs('principal'));
    expect(res.status).toBe(200);
    expect(res.body.school.id).toBe(s.schools.first.id);
  });

  test('the second school resolves by its own legacy id; an unknown school is a 404', async () => {
    const admin = await s.loginAs('admin');
    expect((await get('totara_ridge', admin)).body.school.id).toBe(s.schools.second.id);
    expect((await get('TOTARA_RIDGE_SCHOOL_ID', admin)).body.school.id).toBe(s.schools.second.id);
    const missing = await get('no-such-school', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'We could not find that school.' });
  });

  test('a variant of another school’s name is still refused for a principal', async () => {
    const res = await get('TOTARA_RIDGE_SCHOOL_ID', await s.loginAs('principal'));
    expect(res.status).toBe(403);
  });
});

describe('editing school details', () => {
  test('a stale version is refused with 409 and changes nothing; the current version is accepted', async () => {
    const cookie = await s.loginAs('principal2');
    const id = s.schools.second.id;
    const first = await s.request(`/api/schools/${id}`, {
      method: 'PATCH',
      cookie,
      body: { version: 1, region: 'Manawatū' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ region: 'Manawatū', version: 2 });

    // Someone else still holds version 1.
    const stale = await s.request(`/api/schools/${id}`, {
      method: 'PATCH',
      cookie,
      body: { version: 1, region: 'Otago' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect(stale.body.error.message).toMatch(/someone else changed/i);
    expect(errorShapeProblems(stale.body)).toEqual([]);
    const [row] = await s.db.select().from(schools).where(eq(schools.id, id));
    expect(row).toMatchObject({ region: 'Manawatū', version: 2 });

    const current = await s.request(`/api/schools/${id}`, {
      method: 'PATCH',
      cookie,
      body: { version: 2, address: '' },
    });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ address: null, version: 3 });
  });

  test('renaming a school gives it a new slug, by which it is then found', async () => {
    const cookie = await s.loginAs('principal2');
    const id = s.schools.second.id;
    const [row] = await s.db.select({ version: schools.version }).from(schools).where(eq(schools.id, id));
    const res = await s.request(`/api/schools/${id}`, {
      method: 'PATCH',
      cookie,
      body: { version: row!.version, name: 'Tōtara Ridge School' },
    });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('totara-ridge-school');
    expect((await get('totara-ridge-school', cookie)).body.school.id).toBe(id);
    // The legacy id still finds it.
    expect((await get('TOTARA_RIDGE_SCHOOL_ID', cookie)).body.school.id).toBe(id);
  });

  test('a name with no letters or digits still gives the school a usable slug', async () => {
    const admin = await s.loginAs('admin');
    const created = await s.request('/api/schools', { method: 'POST', cookie: admin, body: { name: '!!' } });
    expect(created.status).toBe(201);
    expect(created.body.slug).toMatch(/^school(-\d+)?$/);
    const renamed = await s.request(`/api/schools/${created.body.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { version: 1, name: '??' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toMatch(/^school(-\d+)?$/);
    expect((await get(renamed.body.slug, admin)).body.school.id).toBe(created.body.id);
  });

  test('simultaneous edits of one version: exactly one is saved, the others get 409', async () => {
    const admin = await s.loginAs('admin');
    const created = await s.request('/api/schools', {
      method: 'POST',
      cookie: admin,
      body: { name: 'Contested School' },
    });
    const id = created.body.id as string;
    const [row] = await s.db.select({ version: schools.version }).from(schools).where(eq(schools.id, id));
    const results = await Promise.all(
      ['Taranaki', 'Otago', 'Canterbury', 'Tasman'].map((region) =>
        s.request(`/api/schools/${id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { version: row!.version, region },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const [after] = await s.db
      .select({ region: schools.region, version: schools.version })
      .from(schools)
      .where(eq(schools.id, id));
    expect(after).toEqual({ region: winner.body.region, version: row!.version + 1 });
  });

  test('simultaneous new schools of the same name all get distinct slugs', async () => {
    const admin = await s.loginAs('admin');
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        s.request('/api/schools', { method: 'POST', cookie: admin, body: { name: 'Kererū Hill School' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.body.slug).sort()).toEqual([
      'kereru-hill-school',
      'kereru-hill-school-2',
      'kereru-hill-school-3',
    ]);
  });

  test('a Ministry number that another school has is a 409, not a 500', async () => {
    const admin = await s.loginAs('admin');
    const a = await s.request(`/api/schools/${s.schools.first.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { version: 1, moeNumber: 1234 },
    });
    expect(a.status).toBe(200);
    const [row] = await s.db
      .select({ version: schools.version })
      .from(schools)
      .where(eq(schools.id, s.schools.second.id));
    const b = await s.request(`/api/schools/${s.schools.second.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { version: row!.version, moeNumber: 1234 },
    });
    expect(b.status).toBe(409);
    expect(b.body.error.code).toBe('duplicate_moe_number');
    const [after] = await s.db
      .select({ moe: schools.moeNumber, version: schools.version })
      .from(schools)
      .where(eq(schools.id, s.schools.second.id));
    expect(after).toEqual({ moe: null, version: row!.version });
  });

  test('field messages for bad details', async () => {
    const res = await s.request(`/api/schools/${s.schools.first.id}`, {
      method: 'PATCH',
      cookie: await s.loginAs('admin'),
      body: { version: 2, moeNumber: 100000, waterSource: 'river', name: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      moeNumber: 'The Ministry of Education school number must be between 1 and 99999.',
      waterSource: 'Choose one of: roof, bore, spring, stream, carted, mixed.',
      name: "Enter your school's name.",
    });
  });
});

// Issue 20a: a school's slug is never a public page's word (domain/reserved-slugs.ts).
describe('reserved words as school names', () => {
  const reserved = (body: { error: { code: string; fields?: Record<string, string> } }, field: string) => {
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.[field]).toMatch(
      /would have the address \/schools\/school-roi, which is one of WaiKura's public pages/,
    );
  };

  test('creating, renaming and signing up with a name whose slug is reserved: 400 at the name, nothing saved', async () => {
    const admin = await s.loginAs('admin');
    const [before] = await s.db.select({ n: count() }).from(schools);
    const created = await s.request('/api/schools', {
      method: 'POST',
      cookie: admin,
      body: { name: 'School ROI' },
    });
    expect(created.status).toBe(400);
    reserved(created.body, 'name');

    const [row] = await s.db
      .select({ version: schools.version, name: schools.name, slug: schools.slug })
      .from(schools)
      .where(eq(schools.id, s.schools.second.id));
    const renamed = await s.request(`/api/schools/${s.schools.second.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { version: row!.version, name: 'school-roi' },
    });
    expect(renamed.status).toBe(400);
    reserved(renamed.body, 'name');
    const [after] = await s.db
      .select({ version: schools.version, name: schools.name, slug: schools.slug })
      .from(schools)
      .where(eq(schools.id, s.schools.second.id));
    expect(after).toEqual(row);

    const email = `reserved-${Date.now()}@example.nz`;
    const signUp = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: { email, password: 'kowhai-reserved-2026', schoolName: 'School ROI' },
    });
    expect(signUp.status).toBe(400);
    expect(JSON.stringify(signUp.body)).toMatch(/one of WaiKura's public pages/);
    expect(await s.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
    const [end] = await s.db.select({ n: count() }).from(schools);
    expect(end!.n).toBe(before!.n);
  });

  test('a name that only contains a reserved word is accepted', async () => {
    const admin = await s.loginAs('admin');
    const created = await s.request('/api/schools', {
      method: 'POST',
      cookie: admin,
      body: { name: 'School ROI Ōtaki' },
    });
    expect(created.status).toBe(201);
    expect(created.body.slug).toBe('school-roi-otaki');
  });
});

describe('search', () => {
  test('by name or region, in any letter case, with LIKE wildcards taken literally', async () => {
    const admin = await s.loginAs('admin');
    const ids = async (q: string) =>
      (await s.request('/api/schools', { cookie: admin, query: { q } })).body.schools.map(
        (x: { id: string }) => x.id,
      );
    expect(await ids('kōwhai')).toEqual([s.schools.first.id]);
    // Without macrons, as most keyboards type it, and with them on a name typed without.
    expect(await ids('kowhai')).toEqual([s.schools.first.id]);
    expect(await ids('TOTARA RIDGE')).toEqual([s.schools.second.id]);
    await s.db.update(schools).set({ region: 'Manawatu' }).where(eq(schools.id, s.schools.second.id));
    expect(await ids('Manawatū')).toEqual([s.schools.second.id]);
    expect(await ids('WAIKATO')).toEqual([s.schools.first.id]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
    const page = await s.request('/api/schools', { cookie: admin, query: { limit: '1', offset: '1' } });
    expect(page.body.schools).toHaveLength(1);
    const [all] = await s.db.select({ n: count() }).from(schools);
    expect(page.body.total).toBe(Number(all!.n));
    expect(page.body.total).toBeGreaterThan(2);
  });
});

describe('legacy ids, slugs and old slugs are reserved (the probe’s takeover)', () => {
  const schoolOf = async (email: string) => {
    const [row] = await s.db
      .select({ id: schools.id, slug: schools.slug })
      .from(schools)
      .innerJoin(users, eq(users.schoolId, schools.id))
      .where(eq(users.email, email));
    return row!;
  };

  test('a sign-up named after a school’s legacy id gets another slug, and the legacy id still leads to the real school for every role', async () => {
    const email = `takeover-${Date.now()}@example.nz`;
    const res = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: {
        email,
        password: 'kowhai-takeover-2026',
        schoolName: 'Kowhai Valley School ID',
      },
    });
    expect(res.status).toBe(201);
    const newcomer = await schoolOf(email);
    expect(newcomer.slug).not.toBe('kowhai-valley-school-id');
    expect(newcomer.slug).toBe('kowhai-valley-school-id-2');
    for (const role of ['principal', 'school_admin', 'contractor', 'admin', 'waikura'] as const) {
      for (const param of ['KOWHAI_VALLEY_SCHOOL_ID', 'kowhai_valley', 'kowhai-valley-school']) {
        const got = await get(param, await s.loginAs(role));
        expect(got.status, `${role} ${param}`).toBe(200);
        expect(got.body.school.id, `${role} ${param}`).toBe(s.schools.first.id);
      }
    }
    // The newcomer is reached by its own slug.
    expect((await get(newcomer.slug, await s.loginAs('admin'))).body.school.id).toBe(newcomer.id);
  });

  test('an exact legacy id wins over a slug that took it before slugs were reserved', async () => {
    // Data as the probe left it: a school whose slug is the slugified legacy id, and one whose slug is
    // the legacy id itself in lower case.
    const [squatter] = await s.db
      .insert(schools)
      .values({ name: 'Squatter', slug: 'kowhai-valley-school-id' })
      .returning({ id: schools.id });
    await s.db
      .update(schools)
      .set({ legacyIds: ['KOWHAI_VALLEY_SCHOOL_ID', 'kowhai-old-name'] })
      .where(eq(schools.id, s.schools.first.id));
    const [squatter2] = await s.db
      .insert(schools)
      .values({ name: 'Squatter 2', slug: 'kowhai-old-name' })
      .returning({ id: schools.id });
    try {
      for (const role of ['principal', 'admin'] as const) {
        const cookie = await s.loginAs(role);
        expect((await get('KOWHAI_VALLEY_SCHOOL_ID', cookie)).body.school.id, role).toBe(s.schools.first.id);
        expect((await get('kowhai-old-name', cookie)).body.school.id, role).toBe(s.schools.first.id);
      }
      expect((await get(squatter!.id, await s.loginAs('admin'))).body.school.id).toBe(squatter!.id);
      // The resolution that POST /api/notifications uses, too (the probe's notification went astray).
      for (const param of ['KOWHAI_VALLEY_SCHOOL_ID', 'kowhai-old-name', 'kowhai_valley'])
        expect((await resolveSchool(s.db, param))?.id, param).toBe(s.schools.first.id);
    } finally {
      await s.db.delete(schools).where(eq(schools.id, squatter!.id));
      await s.db.delete(schools).where(eq(schools.id, squatter2!.id));
      await s.db
        .update(schools)
        .set({ legacyIds: ['KOWHAI_VALLEY_SCHOOL_ID'] })
        .where(eq(schools.id, s.schools.first.id));
    }
  });

  test('a renamed school keeps its old URL; a new school of the old name does not get it', async () => {
    const admin = await s.loginAs('admin');
    const created = await s.request('/api/schools', {
      method: 'POST',
      cookie: admin,
      body: { name: 'Harakeke Flat School' },
    });
    expect(created.status).toBe(201);
    expect(created.body.slug).toBe('harakeke-flat-school');
    const renamed = await s.request(`/api/schools/${created.body.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { version: 1, name: 'Harakeke Flat Area School' },
    });
    expect(renamed.status).toBe(200);
    const again = await s.request('/api/schools', {
      method: 'POST',
      cookie: admin,
      body: { name: 'Harakeke Flat School' },
    });
    expect(again.status).toBe(201);
    expect(again.body.slug).toBe('harakeke-flat-school-2');
    expect((await get('harakeke-flat-school', admin)).body.school.id).toBe(created.body.id);
    expect((await get('harakeke-flat-area-school', admin)).body.school.id).toBe(created.body.id);
    expect((await get('harakeke-flat-school-2', admin)).body.school.id).toBe(again.body.id);
    // Renaming the newcomer to the first school's new name is given another slug too.
    const clash = await s.request(`/api/schools/${again.body.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { version: 1, name: 'Harakeke Flat Area School' },
    });
    expect(clash.status).toBe(200);
    expect(clash.body.slug).toBe('harakeke-flat-area-school-2');
    expect((await get('harakeke-flat-area-school', admin)).body.school.id).toBe(created.body.id);
  });
});
