/**
 * The water-test log and 8.1 are one record (decision 033), through the real server (PGlite, and
 * PostgreSQL with DATABASE_URL): a result entered in the log is written into 8.1 and read once; a result
 * over the limit typed into 8.1 opens its sample's incident and alerts exactly once, however often 8.1 is
 * saved afterwards, and follows the cell when it is corrected.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { incidentEvents, incidents, notifications, waterTestResults } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let school: string;
beforeAll(async () => {
  s = await startTestServer();
  school = s.schools.second.id;
});
afterAll(() => s?.close());

const SECTION = `/api/schools/{id}/plan/sections/water-quality-monitoring`;
const sectionUrl = () => SECTION.replace('{id}', school);

async function readSection() {
  const res = await s.request(sectionUrl(), { cookie: await s.loginAs('admin') });
  expect(res.status, res.text).toBe(200);
  return res.body as { version: number; content: Record<string, unknown> };
}
const rowsOf = (content: Record<string, unknown>) =>
  (content.water_test_results ?? []) as Record<string, unknown>[];

async function saveRows(rows: Record<string, unknown>[]) {
  const { version, content } = await readSection();
  const res = await s.request(sectionUrl(), {
    method: 'PUT',
    cookie: await s.loginAs('admin'),
    body: { version, content: { ...content, water_test_results: rows } },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const logResult = async (over: Record<string, unknown>) => {
  const res = await s.request(`/api/schools/${school}/water-tests`, {
    method: 'POST',
    cookie: await s.loginAs('admin'),
    body: {
      clientId: randomUUID(),
      component: 'treatment_plant',
      componentId: 'TP01234',
      sampledOn: '2026-02-03',
      laboratory: 'Hill Laboratories',
      ...over,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

const incidentOf = async (sampleId: string) =>
  s.db
    .select()
    .from(incidents)
    .where(and(eq(incidents.schoolId, school), eq(incidents.sourceKey, `sample:${sampleId}`)));
const alertCount = async (incidentId: string) =>
  (
    await s.db
      .select({ n: count() })
      .from(notifications)
      .where(like(notifications.sourceKey, `incident:${incidentId}%`))
  )[0]!.n;
const planCells = () =>
  s.db
    .select()
    .from(waterTestResults)
    .where(and(eq(waterTestResults.schoolId, school), like(waterTestResults.clientId, 'plan:%')));

describe('a result entered in the log is written into 8.1', () => {
  test('it makes its sample’s row; a second test of the sample fills the same row; the log reads each once', async () => {
    const sampleId = `LOG-${randomUUID().slice(0, 6)}`;
    await logResult({ sampleId, parameter: 'e_coli', value: '<1' });
    await logResult({ sampleId, parameter: 'turbidity', value: '0.4' });
    await logResult({ sampleId, parameter: 'nitrate', value: '3.2' });
    const rows = rowsOf((await readSection()).content).filter((r) => r.sample_id === sampleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sample_date: '2026-02-03',
      supply_component: 'treatment_plant',
      supply_component_id: 'TP01234',
      laboratory: 'Hill Laboratories',
      // 8.1 asks for 0 when the report says "<1" (its hint).
      e_coli: 0,
      turbidity: 0.4,
    });
    // A test 8.1 has no column for goes into the row's notes, as the laboratory wrote it.
    expect(String(rows[0]!.notes)).toContain('3.2');

    const log = await s.request(`/api/schools/${school}/water-tests`, { cookie: await s.loginAs('admin') });
    expect(log.status).toBe(200);
    const logged = log.body.results.filter((r: { sampleId: string }) => r.sampleId === sampleId);
    const fromPlan = log.body.planResults.filter((r: { sampleId: string }) => r.sampleId === sampleId);
    expect(logged).toHaveLength(3);
    expect(fromPlan).toEqual([]);
  });

  test('a cell the school already filled is kept as typed; the log shows both', async () => {
    const sampleId = `KEEP-${randomUUID().slice(0, 6)}`;
    const { content } = await readSection();
    await saveRows([
      ...rowsOf(content),
      { id: randomUUID(), sample_id: sampleId, sample_date: '2026-02-03', turbidity: 0.2 },
    ]);
    await logResult({ sampleId, parameter: 'turbidity', value: '0.3' });
    const rows = rowsOf((await readSection()).content).filter((r) => r.sample_id === sampleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.turbidity).toBe(0.2);
    const log = await s.request(`/api/schools/${school}/water-tests`, { cookie: await s.loginAs('admin') });
    expect(log.body.planResults.filter((r: { sampleId: string }) => r.sampleId === sampleId)).toHaveLength(1);
  });

  test('a failing result from the log is not alerted a second time when 8.1 is saved', async () => {
    const sampleId = `DUP-${randomUUID().slice(0, 6)}`;
    await logResult({ sampleId, parameter: 'e_coli', value: '3' });
    const [incident] = await incidentOf(sampleId);
    expect(incident).toBeDefined();
    const before = await alertCount(incident!.id);
    expect(before).toBeGreaterThan(0);
    const { content } = await readSection();
    await saveRows(
      rowsOf(content).map((r) => (r.sample_id === sampleId ? { ...r, sample_point: 'Hall tap' } : r)),
    );
    expect(await alertCount(incident!.id)).toBe(before);
    expect((await planCells()).filter((c) => c.sampleId === sampleId)).toEqual([]);
  });
});

describe('a result over the limit typed into 8.1', () => {
  test('opens its sample’s incident and alerts once; later saves do not alert again; a correction follows', async () => {
    const sampleId = `PLAN-${randomUUID().slice(0, 6)}`;
    const rowId = randomUUID();
    const row = {
      id: rowId,
      sample_id: sampleId,
      sample_date: '2026-03-10',
      supply_component: 'distribution_zone',
      e_coli: 4,
      turbidity: 0.3,
    };
    const { content } = await readSection();
    const others = rowsOf(content);
    await saveRows([...others, row]);
    const [incident] = await incidentOf(sampleId);
    expect(incident, 'the save of 8.1 opened the sample’s incident').toBeDefined();
    expect(incident!.status).toBe('open');
    const alerts = await alertCount(incident!.id);
    expect(alerts).toBeGreaterThan(0);
    expect(await planCells()).toHaveLength(1);

    // Saved again with another answer changed: nothing new.
    await saveRows([...others, { ...row, sample_point: 'Staffroom tap' }]);
    expect(await alertCount(incident!.id)).toBe(alerts);
    expect(await incidentOf(sampleId)).toHaveLength(1);

    // Corrected to another value over the limit: the same incident, told; no second alert.
    await saveRows([...others, { ...row, e_coli: 12 }]);
    const cells = await planCells();
    expect(cells.map((c) => c.value)).toEqual([12]);
    expect(cells[0]!.incidentId).toBe(incident!.id);
    expect(await alertCount(incident!.id)).toBe(alerts);

    // Corrected to a clear value: the copy goes, the incident is told and stays open for a person to close.
    await saveRows([...others, { ...row, e_coli: 0 }]);
    expect(await planCells()).toEqual([]);
    const [after] = await incidentOf(sampleId);
    expect(after!.status).toBe('open');
    const events = await s.db
      .select()
      .from(incidentEvents)
      .where(eq(incidentEvents.incidentId, incident!.id));
    expect(events.map((e) => e.text).join('\n')).toMatch(/no longer over the limit/);

    // The log reads the row from 8.1 as it now stands, once.
    const log = await s.request(`/api/schools/${school}/water-tests`, { cookie: await s.loginAs('admin') });
    const mine = log.body.planResults.filter((r: { sampleId: string }) => r.sampleId === sampleId);
    expect(mine.map((r: { parameter: string; value: number }) => [r.parameter, r.value])).toEqual([
      ['e_coli', 0],
      ['turbidity', 0.3],
    ]);
    expect(log.body.results.filter((r: { sampleId: string }) => r.sampleId === sampleId)).toEqual([]);
  });

  test('E. coli in source water (before treatment) does not open an incident', async () => {
    const sampleId = `SRC-${randomUUID().slice(0, 6)}`;
    const { content } = await readSection();
    await saveRows([
      ...rowsOf(content),
      {
        id: randomUUID(),
        sample_id: sampleId,
        sample_date: '2026-03-11',
        supply_component: 'source',
        e_coli: 30,
      },
    ]);
    expect(await incidentOf(sampleId)).toEqual([]);
  });

  test('a row without a sample ID is its own incident', async () => {
    const rowId = randomUUID();
    const { content } = await readSection();
    await saveRows([...rowsOf(content), { id: rowId, sample_date: '2026-03-12', total_coliforms: 5 }]);
    const found = await s.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.schoolId, school), eq(incidents.sourceKey, `plan-row:${rowId}`)));
    expect(found).toHaveLength(1);
    expect(found[0]!.title).toContain('the sample of 2026-03-12');
  });
});
