/**
 * Issue 19, provider staff, through HTTP on a real database: supplies across schools read from the
 * plans, the suppliers list (add, change with a version, remove), bad input answered with a 4xx and
 * nothing half-saved, and the role × endpoint matrix of every provider endpoint this issue adds.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activityLog, incidents, planSections, schoolLocations, schools, suppliers } from '../../db/schema';
import { type LoginRole, startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ logLevel: 'silent' });
});
afterAll(() => s?.close());

async function save(schoolId: string, sectionId: string, content: Record<string, unknown>) {
  const cookie = await s.loginAs('admin');
  const url = `/api/schools/${schoolId}/plan/sections/${sectionId}`;
  const current = await s.request(url, { cookie });
  const res = await s.request(url, {
    method: 'PUT',
    cookie,
    body: { version: current.body.version, content },
  });
  expect(res.status, res.text).toBe(200);
}

// biome-ignore format: a table aligned by hand
/** Every provider endpoint of issue 19 and who may call it (200/201), by role. N: 403; anonymous: 401. */
const MATRIX: [method: string, path: string, admin: boolean, waikura: boolean][] = [
  ['GET',    '/api/provider/supplies',            true, true],
  ['GET',    '/api/provider/suppliers',           true, true],
  ['POST',   '/api/provider/suppliers',           true, true],
  ['GET',    '/api/provider/finance',             true, true],
  ['GET',    '/api/provider/finance.csv',         true, true],
  ['GET',    '/api/provider/staff',               true, true],
  ['GET',    '/api/provider/deliveries',          true, true],
  ['GET',    '/api/provider/activity',            true, true],
  ['GET',    '/api/provider/map',                 true, true],
];

const SCHOOL_ROLES: LoginRole[] = [
  'principal',
  'school_admin',
  'principal2',
  'contractor',
  'viewer',
  'school',
];

describe('the role × endpoint matrix of the provider pages (issue 19)', () => {
  const body = (method: string) =>
    method === 'POST' ? { name: `Matrix Lab ${Math.random()}`, kind: 'laboratory' } : undefined;
  test.each(MATRIX)('%s %s', async (method, path, admin, waikura) => {
    for (const [role, allowed] of [
      ['admin', admin],
      ['waikura', waikura],
    ] as const) {
      const res = await s.request(path, { method, cookie: await s.loginAs(role), body: body(method) });
      expect(res.status, `${role}: ${res.text}`).toBe(allowed ? (method === 'POST' ? 201 : 200) : 403);
    }
    for (const role of SCHOOL_ROLES) {
      const res = await s.request(path, { method, cookie: await s.loginAs(role), body: body(method) });
      expect(res.status, role).toBe(403);
    }
    expect((await s.request(path, { method, body: body(method) })).status).toBe(401);
  });

  test('one supplier’s routes are refused to every school role and to no one signed in', async () => {
    const created = await s.request('/api/provider/suppliers', {
      method: 'POST',
      cookie: await s.loginAs('admin'),
      body: { name: 'Matrix Water Lab', kind: 'laboratory' },
    });
    const path = `/api/provider/suppliers/${created.body.id}`;
    for (const role of SCHOOL_ROLES) {
      const cookie = await s.loginAs(role);
      expect((await s.request(path, { cookie })).status, role).toBe(403);
      expect(
        (await s.request(path, { method: 'PUT', cookie, body: { version: 1, name: 'Taken', kind: 'other' } }))
          .status,
        role,
      ).toBe(403);
      expect((await s.request(path, { method: 'DELETE', cookie })).status, role).toBe(403);
    }
    expect((await s.request(path)).status).toBe(401);
    const [row] = await s.db.select().from(suppliers).where(eq(suppliers.id, created.body.id));
    expect(row).toMatchObject({ name: 'Matrix Water Lab', version: 1 });
  });
});

describe('supplies across schools, from the plans (2.1–2.3)', () => {
  test('lists each school’s source, treatment and storage, filters by each, and counts them', async () => {
    await save(s.schools.second.id, 'source', { source_type: ['bore'], bore_depth: 38 });
    await save(s.schools.second.id, 'treatment', { treatment_type: ['cartridge_filter', 'uv'], uv_dose: 40 });
    await save(s.schools.second.id, 'storage', { storage_type: ['treated_tanks'], storage_capacity: 45_000 });
    const before = await s.db.select().from(planSections);
    const staff = await s.loginAs('waikura');

    const all = await s.request('/api/provider/supplies', { cookie: staff });
    expect(all.status, all.text).toBe(200);
    const second = all.body.schools.find((x: { id: string }) => x.id === s.schools.second.id);
    expect(second).toMatchObject({
      source: ['bore'],
      treatment: ['cartridge_filter', 'uv'],
      storage: ['treated_tanks'],
      storageLitres: 45_000,
      boreDepthMetres: 38,
      uvDose: 40,
      recorded: true,
    });
    expect(all.body.counts.source.bore).toBeGreaterThanOrEqual(1);
    expect(all.body.counts.treatment.uv).toBeGreaterThanOrEqual(1);

    const uv = await s.request('/api/provider/supplies', { cookie: staff, query: { treatment: 'uv' } });
    expect(uv.body.schools.map((x: { id: string }) => x.id)).toContain(s.schools.second.id);
    expect(uv.body.schools.every((x: { treatment: string[] }) => x.treatment.includes('uv'))).toBe(true);
    const bores = await s.request('/api/provider/supplies', { cookie: staff, query: { source: 'bore' } });
    expect(bores.body.schools.every((x: { source: string[] }) => x.source.includes('bore'))).toBe(true);
    expect(bores.body.schools.map((x: { id: string }) => x.id)).not.toContain(s.schools.first.id);
    const both = await s.request('/api/provider/supplies', {
      cookie: staff,
      query: { source: 'bore', treatment: 'chlorination' },
    });
    expect(both.body.schools.map((x: { id: string }) => x.id)).not.toContain(s.schools.second.id);

    // Reading never writes a plan.
    expect(await s.db.select().from(planSections)).toEqual(before);

    const bad = await s.request('/api/provider/supplies', { cookie: staff, query: { treatment: 'magic' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.treatment).toMatch(/Choose a treatment the plan offers/);
  });
});

describe('suppliers', () => {
  test('add, search, change with the version read, refuse a stale change, remove', async () => {
    const staff = await s.loginAs('waikura');
    const added = await s.request('/api/provider/suppliers', {
      method: 'POST',
      cookie: staff,
      body: {
        name: 'Hill Laboratories',
        kind: 'laboratory',
        email: 'samples@hill.example.nz',
        phone: '07 858 2000',
        website: 'https://www.hill-labs.example.nz',
        region: 'Waikato',
        services: 'E. coli and chemical tests for drinking water',
        ianzAccredited: true,
      },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Hill Laboratories',
      kind: 'laboratory',
      ianzAccredited: true,
      version: 1,
    });
    const id = added.body.id as string;

    const labs = await s.request('/api/provider/suppliers', {
      cookie: staff,
      query: { kind: 'laboratory', q: 'hill' },
    });
    expect(labs.body.suppliers.map((x: { id: string }) => x.id)).toContain(id);
    const equipment = await s.request('/api/provider/suppliers', {
      cookie: staff,
      query: { kind: 'equipment' },
    });
    expect(equipment.body.suppliers.map((x: { id: string }) => x.id)).not.toContain(id);

    const changed = await s.request(`/api/provider/suppliers/${id}`, {
      method: 'PUT',
      cookie: staff,
      body: { version: 1, name: 'Hill Labs', kind: 'laboratory', email: '', ianzAccredited: true },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Hill Labs', email: null, version: 2 });
    const stale = await s.request(`/api/provider/suppliers/${id}`, {
      method: 'PUT',
      cookie: staff,
      body: { version: 1, name: 'Overwritten', kind: 'other' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect((await s.request(`/api/provider/suppliers/${id}`, { cookie: staff })).body.name).toBe('Hill Labs');

    const [logged] = await s.db
      .select({ n: count() })
      .from(activityLog)
      .where(eq(activityLog.activityType, 'supplier_changed'));
    expect(logged!.n).toBeGreaterThanOrEqual(1);

    expect(
      (await s.request(`/api/provider/suppliers/${id}`, { method: 'DELETE', cookie: staff })).status,
    ).toBe(200);
    const gone = await s.request(`/api/provider/suppliers/${id}`, { cookie: staff });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toMatch(/could not find that supplier/);
    expect(
      (await s.request(`/api/provider/suppliers/${id}`, { method: 'DELETE', cookie: staff })).status,
    ).toBe(404);
  });

  test('bad input is a 400 naming each field, and nothing is saved', async () => {
    const staff = await s.loginAs('waikura');
    const [before] = await s.db.select({ n: count() }).from(suppliers);
    const res = await s.request('/api/provider/suppliers', {
      method: 'POST',
      cookie: staff,
      body: {
        name: 'x',
        kind: 'bakery',
        email: 'not an address',
        website: 'javascript:alert(1)',
        phone: 'call me',
        notes: 'n'.repeat(5001),
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'email',
      'kind',
      'name',
      'notes',
      'phone',
      'website',
    ]);
    expect(res.body.error.fields.website).toMatch(/https:\/\//);
    const extra = await s.request('/api/provider/suppliers', {
      method: 'POST',
      cookie: staff,
      body: { name: 'Fine Name', kind: 'other', createdBy: 'someone' },
    });
    expect(extra.status).toBe(400);
    const [after] = await s.db.select({ n: count() }).from(suppliers);
    expect(after!.n).toBe(before!.n);
  });
});

describe('financial management: improvement costs (4.2) by year', () => {
  test('costs by school and year with totals; the CSV has a column per year and formula-safe names', async () => {
    await save(s.schools.second.id, 'improvement-schedule', {
      improvement_actions: [
        {
          id: 'a1',
          action: 'Replace UV lamp',
          cost_estimate: 450,
          due_date: '2027-02-01',
          status: 'planned',
        },
        {
          id: 'a2',
          action: 'Bore head apron',
          cost_estimate: 3200,
          due_date: '2026-10-01',
          status: 'in_progress',
        },
        { id: 'a3', action: 'Ask the council', due_date: '2026-03-01' },
      ],
    });
    const staff = await s.loginAs('waikura');
    const res = await s.request('/api/provider/finance', { cookie: staff, query: { q: 'Tōtara' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.years).toEqual(['2026', '2027']);
    expect(res.body.schools).toEqual([
      expect.objectContaining({
        id: s.schools.second.id,
        costs: { '2026': 3200, '2027': 450 },
        total: 3650,
        actions: 3,
        unpriced: 1,
      }),
    ]);
    expect(res.body.totals).toEqual({ '2026': 3200, '2027': 450 });
    const only2027 = await s.request('/api/provider/finance', { cookie: staff, query: { year: '2027' } });
    expect(only2027.body.schools.map((x: { id: string }) => x.id)).toContain(s.schools.second.id);
    expect(only2027.body.schools.every((x: { costs: Record<string, number> }) => '2027' in x.costs)).toBe(
      true,
    );
    const only2031 = await s.request('/api/provider/finance', { cookie: staff, query: { year: '2031' } });
    expect(only2031.body.schools.map((x: { id: string }) => x.id)).not.toContain(s.schools.second.id);
    expect((await s.request('/api/provider/finance', { cookie: staff, query: { year: '27' } })).status).toBe(
      400,
    );

    await s.db.update(schools).set({ region: '@SUM(A1:A9)' }).where(eq(schools.id, s.schools.second.id));
    const csv = await s.request('/api/provider/finance.csv', { cookie: staff, query: { q: 'Tōtara' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(
      /waikura-improvement-costs-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('School,Region,2026 (NZD),2027 (NZD),Total (NZD),Actions,Actions without a cost');
    expect(lines[1]).toBe("Tōtara Ridge Area School,'@SUM(A1:A9),3200,450,3650,3,1");
    expect(lines[2]).toBe('All schools,,3200,450,3650,,');
  });
});

/** One school's entries of the map's columnar answer (one array per field, decision 037). */
function mapSchool(body: { levels: string[]; schools: Record<string, unknown[]> }, slug: string) {
  const i = body.schools.slug!.indexOf(slug);
  expect(i).toBeGreaterThanOrEqual(0);
  const at = (k: string) => body.schools[k]![i];
  return {
    name: at('name'),
    lat: at('lat'),
    lng: at('lng'),
    level: body.levels[at('level') as number],
    incidents: at('incidents'),
  };
}

describe('the map of schools', () => {
  test('every school with its place, compliance and open incidents; places are set by provider staff, in New Zealand', async () => {
    const staff = await s.loginAs('waikura');
    const set = await s.request(`/api/schools/${s.schools.second.id}/location`, {
      method: 'PUT',
      cookie: staff,
      body: { lat: -40.35, lng: 175.61 },
    });
    expect(set.status, set.text).toBe(200);
    await s.db.insert(incidents).values({
      schoolId: s.schools.second.id,
      kind: 'ecoli',
      title: 'E. coli found at the kitchen tap',
      whatHappened: 'A routine sample had E. coli.',
      discoveredAt: new Date(),
      openedByName: 'Test',
    });
    const res = await s.request('/api/provider/map', { cookie: staff });
    expect(res.status, res.text).toBe(200);
    expect(res.body.tileUrl).toBeNull();
    const second = mapSchool(res.body, s.schools.second.slug);
    expect(second).toMatchObject({ lat: -40.35, lng: 175.61, incidents: 1 });
    expect(['fully_compliant', 'partially_compliant', 'non_compliant']).toContain(second.level);
    expect(res.body.schools.slug).toHaveLength((await s.db.select({ id: schools.id }).from(schools)).length);

    const sydney = await s.request(`/api/schools/${s.schools.second.id}/location`, {
      method: 'PUT',
      cookie: staff,
      body: { lat: -33.87, lng: 151.21 },
    });
    expect(sydney.status).toBe(400);
    expect(sydney.body.error.fields.lat).toMatch(/not in New Zealand/);
    const chathams = await s.request(`/api/schools/${s.schools.second.id}/location`, {
      method: 'PUT',
      cookie: staff,
      body: { lat: -43.95, lng: -176.55 },
    });
    expect(chathams.status).toBe(200);
    const [kept] = await s.db
      .select()
      .from(schoolLocations)
      .where(eq(schoolLocations.schoolId, s.schools.second.id));
    expect(kept).toMatchObject({ lat: -43.95, lng: -176.55 });
    // The map's kept answer is dropped by the change: the next read has the new place.
    const again = await s.request('/api/provider/map', { cookie: staff });
    expect(mapSchool(again.body, s.schools.second.slug)).toMatchObject({
      lat: -43.95,
      lng: -176.55,
    });

    // Principals, contractors and viewers cannot move their school on the provider's map.
    for (const role of ['principal', 'contractor', 'viewer'] as const) {
      const res = await s.request(`/api/schools/${s.schools.first.id}/location`, {
        method: 'PUT',
        cookie: await s.loginAs(role),
        body: { lat: -38, lng: 175 },
      });
      expect(res.status, role).toBe(403);
    }
  });
});

describe('a tile server for the map (MAP_TILE_URL)', () => {
  test('the map data names it, and the content security policy lets the page fetch and show its tiles', async () => {
    const tiles = await startTestServer({
      logLevel: 'silent',
      env: { MAP_TILE_URL: 'https://tiles.example.nz/{z}/{x}/{y}.png' },
    });
    try {
      const res = await tiles.request('/api/provider/map', { cookie: await tiles.loginAs('waikura') });
      expect(res.body.tileUrl).toBe('https://tiles.example.nz/{z}/{x}/{y}.png');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("connect-src 'self' https://tiles.example.nz");
      expect(csp).toContain("img-src 'self' https://tiles.example.nz");
      expect(csp).toContain("script-src 'self';");
    } finally {
      await tiles.close();
    }
    // Without one, nothing else may be fetched.
    const plain = await s.request('/api/provider/map', { cookie: await s.loginAs('waikura') });
    expect(plain.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });
});
