/**
 * Issue 19, the map's data and a school's place, through HTTP on a real database (decision 037): the answer
 * is one array per field in one order (by name), places rounded to what a map needs, nothing per school
 * but what the page draws; a place is set only inside New Zealand, and bad input is a 400 with nothing saved.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPLIANCE_LEVELS } from '../../../domain/plan/compliance-levels';
import { activityLog, schoolLocations, schools } from '../../db/schema';
import { type LoginRole, startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ logLevel: 'silent' });
});
afterAll(() => s?.close());

const placeOf = async (schoolId: string) =>
  (await s.db.select().from(schoolLocations).where(eq(schoolLocations.schoolId, schoolId)))[0];

describe("the map's data", () => {
  test('one array per field, all the same length, in name order, places rounded to 3 decimal places', async () => {
    const staff = await s.loginAs('waikura');
    const unplacedSlug = `aaa-unplaced-${Date.now()}`;
    const [unplaced] = await s.db
      .insert(schools)
      .values({ name: 'Aaa Unplaced School', slug: unplacedSlug, region: 'Test Region' })
      .returning({ id: schools.id });
    const put = await s.request(`/api/schools/${s.schools.first.id}/location`, {
      method: 'PUT',
      cookie: staff,
      body: { lat: -41.2865432, lng: 174.7762109 },
    });
    expect(put.status, put.text).toBe(200);
    // What was sent is what is stored; only the map's answer is rounded.
    expect(await placeOf(s.schools.first.id)).toMatchObject({ lat: -41.2865432, lng: 174.7762109 });

    const res = await s.request('/api/provider/map', { cookie: staff });
    expect(res.status, res.text).toBe(200);
    // The schools are named by slug, which every school address accepts: the list's links lead there.
    expect((await s.request(`/api/schools/${unplacedSlug}`, { cookie: staff })).status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['levels', 'schools', 'tileUrl']);
    expect(res.body.levels).toEqual([...COMPLIANCE_LEVELS]);
    const cols = res.body.schools as Record<string, unknown[]>;
    expect(Object.keys(cols).sort()).toEqual(['incidents', 'lat', 'level', 'lng', 'name', 'region', 'slug']);
    const all = await s.db.select({ id: schools.id, slug: schools.slug, name: schools.name }).from(schools);
    for (const column of Object.values(cols)) expect(column).toHaveLength(all.length);
    const byName = [...all].sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1,
    );
    expect(cols.slug).toEqual(byName.map((x) => x.slug));
    expect(cols.name).toEqual(byName.map((x) => x.name));

    const first = cols.slug!.indexOf(s.schools.first.slug);
    expect([cols.lat![first], cols.lng![first]]).toEqual([-41.287, 174.776]);
    const none = cols.slug!.indexOf(unplacedSlug);
    expect([cols.lat![none], cols.lng![none], cols.region![none], cols.incidents![none]]).toEqual([
      null,
      null,
      'Test Region',
      0,
    ]);
    for (const l of cols.level!) expect(COMPLIANCE_LEVELS[l as number]).toBeDefined();
    // A school that never opened its plan reads as the empty plan's level.
    expect(COMPLIANCE_LEVELS[cols.level![none] as number]).toBe('non_compliant');
    await s.db.delete(schools).where(eq(schools.id, unplaced!.id));
  });
});

// biome-ignore format: a table aligned by hand
/** Who may read and set a school's place, by role and school (200 or 403; the isolation test adds 404s). */
const WHO: [role: LoginRole, school: 'first' | 'second', allowed: boolean][] = [
  ['admin',        'first',  true],
  ['admin',        'second', true],
  ['waikura',      'first',  true],
  ['waikura',      'second', true],
  ['principal',    'first',  false],
  ['school_admin', 'first',  false],
  ['principal2',   'second', false],
  ['contractor',   'first',  false],
  ['viewer',       'first',  false],
];

describe("who may read and set a school's place", () => {
  test.each(WHO)('%s, %s school: %s', async (role, key, allowed) => {
    const cookie = await s.loginAs(role);
    const url = `/api/schools/${s.schools[key].id}/location`;
    const before = await placeOf(s.schools[key].id);
    const get = await s.request(url, { cookie });
    expect(get.status, get.text).toBe(allowed ? 200 : 403);
    const put = await s.request(url, { method: 'PUT', cookie, body: { lat: -45.87, lng: 170.5 } });
    expect(put.status, put.text).toBe(allowed ? 200 : 403);
    if (allowed) {
      const again = await s.request(url, { cookie });
      expect(again.body.location).toMatchObject({ lat: -45.87, lng: 170.5 });
      expect(Number.isNaN(Date.parse(again.body.location.updatedAt))).toBe(false);
    } else expect(await placeOf(s.schools[key].id)).toEqual(before);
  });

  test('a school with no place reads as null', async () => {
    const staff = await s.loginAs('waikura');
    await s.db.delete(schoolLocations).where(eq(schoolLocations.schoolId, s.schools.first.id));
    const res = await s.request(`/api/schools/${s.schools.first.id}/location`, { cookie: staff });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ location: null });
  });
});

describe("setting a school's place", () => {
  const BAD: [what: string, body: unknown, field: string | null, message: RegExp][] = [
    ['a point in Sydney', { lat: -33.87, lng: 151.21 }, 'lat', /not in New Zealand/],
    ['latitude north of the equator', { lat: 41.29, lng: 174.78 }, 'lat', /not in New Zealand/],
    ['a latitude beyond 90', { lat: -91, lng: 174.78 }, 'lat', /between -90 and 90/],
    ['a longitude beyond 180', { lat: -41.29, lng: 181 }, 'lng', /between -180 and 180/],
    ['numbers as text', { lat: '-41.29', lng: '174.78' }, 'lat', /number of degrees/],
    ['no longitude', { lat: -41.29 }, 'lng', /number of degrees/],
    ['a field of its own', { lat: -41.29, lng: 174.78, zoom: 5 }, null, /./],
    ['an empty latitude (null)', { lat: null, lng: 174.78 }, 'lat', /number of degrees/],
  ];

  test.each(BAD)('%s is refused with a 400 and nothing is saved', async (_what, body, field, message) => {
    const staff = await s.loginAs('waikura');
    const url = `/api/schools/${s.schools.second.id}/location`;
    const ok = await s.request(url, { method: 'PUT', cookie: staff, body: { lat: -39.5, lng: 176.9 } });
    expect(ok.status, ok.text).toBe(200);
    const before = await s.db.select().from(activityLog);
    const res = await s.request(url, { method: 'PUT', cookie: staff, body });
    expect(res.status, res.text).toBe(400);
    if (field) expect(res.body.error.fields[field]).toMatch(message);
    else expect(res.body.error.message).toMatch(message);
    expect(await placeOf(s.schools.second.id)).toMatchObject({ lat: -39.5, lng: 176.9 });
    expect((await s.db.select().from(activityLog)).length).toBe(before.length);
  });

  test('a body that is not JSON is a 400, not a 500', async () => {
    const res = await s.request(`/api/schools/${s.schools.second.id}/location`, {
      method: 'PUT',
      cookie: await s.loginAs('waikura'),
      rawBody: '{"lat": -41.2,',
    });
    expect(res.status, res.text).toBe(400);
  });
});
