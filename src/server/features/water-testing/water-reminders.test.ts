/**
 * The water-test log's due samples become reminders (issue 16): in the app and by e-mail to the school's
 * staff, a week before the date (at once when that is past), once per sample and date, and cancelled when
 * the sample is entered.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notificationSchedules } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { materializeWaterReminders } from '../calendar/reminders';

let s: TestServer;
let school: string;
beforeAll(async () => {
  s = await startTestServer();
  school = s.schools.second.id;
});
afterAll(() => s?.close());

const reminders = () =>
  s.db
    .select()
    .from(notificationSchedules)
    .where(like(notificationSchedules.sourceKey, `water-due:${school}:%`));

test('a sample due within a week is reminded once to each of the school’s staff, and the reminder goes when the sample is entered', async () => {
  // 28 December: the quarter's E. coli sample is due by the 31st and none is logged.
  s.clock.set(new Date('2026-12-27T20:00:00Z'));
  const created = await materializeWaterReminders(s.deps, { schoolId: school });
  const first = await reminders();
  expect(created).toBeGreaterThan(0);
  expect(first.length).toBe(created);
  const quarterly = first.filter((r) => r.sourceKey!.includes(':e_coli_quarterly:2026-12-31:'));
  expect(new Set(quarterly.map((r) => r.channel))).toEqual(new Set(['in_app', 'email']));
  expect(quarterly.every((r) => r.deliveryStatus === 'pending')).toBe(true);
  expect(quarterly[0]!.payload).toMatchObject({ category: 'water_testing', due_date: '2026-12-31' });
  // The reminder's week before has passed: it is sent now, not back-dated.
  expect(quarterly[0]!.scheduledTime.toISOString()).toBe('2026-12-27T20:00:00.000Z');

  // Running again (the daily run) makes nothing new.
  expect(await materializeWaterReminders(s.deps, { schoolId: school })).toBe(0);
  expect((await reminders()).length).toBe(first.length);

  // The sample is entered: the quarter's reminders still waiting are cancelled.
  const res = await s.request(`/api/schools/${school}/water-tests`, {
    method: 'POST',
    cookie: await s.loginAs('admin'),
    body: {
      clientId: randomUUID(),
      sampleId: `Q4-${randomUUID().slice(0, 6)}`,
      component: 'distribution_zone',
      componentId: 'DZ01',
      sampledOn: '2026-12-27',
      laboratory: 'Hill Laboratories',
      parameter: 'e_coli',
      value: '<1',
    },
  });
  expect(res.status, res.text).toBe(201);
  const after = await s.db
    .select()
    .from(notificationSchedules)
    .where(
      and(
        like(notificationSchedules.sourceKey, `water-due:${school}:e_coli_quarterly:2026-12-31:%`),
        eq(notificationSchedules.deliveryStatus, 'pending'),
      ),
    );
  expect(after).toEqual([]);
  s.clock.reset();
});

test('a busy day in the calendar (more than 100 people) asks for an extra E. coli sample a week before; 100 or fewer does not', async () => {
  const cookie = await s.loginAs('admin');
  const event = (title: string, date: string, peopleOnSite: number | null) =>
    s.request(`/api/schools/${school}/calendar/events`, {
      method: 'POST',
      cookie,
      body: { title, category: 'other', startDate: `${date}T00:00:00+13:00`, allDay: true, peopleOnSite },
    });
  const gala = await event('School gala', '2027-03-20', 260);
  expect(gala.status, gala.text).toBe(201);
  expect(gala.body.event?.peopleOnSite ?? gala.body.peopleOnSite).toBe(260);
  expect((await event('Board meeting', '2027-03-25', 40)).status).toBe(201);
  // Bad numbers are refused, with the field named, and nothing is stored.
  const bad = await event('Sports day', '2027-04-02', 0);
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.body.error.fields)).toContain('peopleOnSite');

  s.clock.set(new Date('2027-03-01T00:00:00Z'));
  const log = await s.request(`/api/schools/${school}/water-tests`, { cookie });
  expect(log.status).toBe(200);
  const extra = log.body.due.filter((d: { id: string }) => d.id.startsWith('varying_population:'));
  expect(extra.map((d: { id: string; dueBy: string }) => [d.id, d.dueBy])).toEqual([
    ['varying_population:2027-03-20', '2027-03-13'],
  ]);
  expect(log.body.varyingPopulation).toBe(true);
  s.clock.reset();
});
