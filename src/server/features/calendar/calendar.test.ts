/**
 * The school calendar through HTTP on a real server and database: events and their occurrences in New
 * Zealand time, completion, the improvement schedule's due dates, reminders as scheduled notifications,
 * upcoming reminders, the private ICS feed read back with an ICS library, photos, and who may do what.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { calendarEvents, notificationSchedules, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { materializeReminders } from './reminders';

let s: TestServer;
let principal: string;
let viewer: string;
let contractor: string;
let principal2: string;
let admin: string;
let base: string;

beforeAll(async () => {
  s = await startTestServer();
  [principal, viewer, contractor, principal2, admin] = await Promise.all([
    s.loginAs('principal'),
    s.loginAs('viewer'),
    s.loginAs('contractor'),
    s.loginAs('principal2'),
    s.loginAs('admin'),
  ]);
  base = `/api/schools/${s.schools.first.id}/calendar`;
});

afterAll(() => s?.close());
afterEach(() => s.clock.reset());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** "2027-04-04 09:00", as New Zealand sees an instant. */
const nzClock = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', '');

interface EventBody {
  title: string;
  category: string;
  startDate: string;
  description?: string | null;
  allDay?: boolean;
  durationMinutes?: number;
  recurrencePattern?: { freq: string; interval: number; until?: string; count?: number } | null;
  reminderSettings?: { enabled: boolean; minutes_before: number; channels: string[] };
}

async function createEvent(body: EventBody, cookie = principal, school = base) {
  const res = await s.request(`${school}/events`, { method: 'POST', cookie, body });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; version: number; title: string; startDate: string };
}

async function view(from: string, to: string, cookie = principal, school = base) {
  const res = await s.request(`${school}/events`, { cookie, query: { from, to } });
  expect(res.status, res.text).toBe(200);
  return res.body as {
    events: { id: string; title: string }[];
    occurrences: {
      eventId: string;
      start: string;
      end: string;
      title: string;
      source: string;
      allDay: boolean;
      link: string | null;
      completion: {
        id: string;
        status: string;
        notes: string | null;
        photos: unknown[];
        completedByName: string;
      } | null;
    }[];
    canEdit: boolean;
    canComplete: boolean;
  };
}

function upload(bytes: Buffer, name: string, cookie = principal, school = base) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${s.url}${school}/photos`, {
    method: 'POST',
    headers: { cookie, origin: s.origin },
    body: form,
  });
}

describe('events', () => {
  test('create, read, change with the version, refuse a stale version, delete', async () => {
    const created = await createEvent({
      title: 'Inspect tank screens',
      description: 'Both tanks behind the hall',
      category: 'maintenance',
      startDate: '2027-03-03T09:00:00+13:00',
      durationMinutes: 30,
      recurrencePattern: { freq: 'monthly', interval: 1 },
    });
    expect(created).toMatchObject({
      title: 'Inspect tank screens',
      description: 'Both tanks behind the hall',
      category: 'maintenance',
      startDate: '2027-03-02T20:00:00.000Z',
      allDay: false,
      durationMinutes: 30,
      recurrencePattern: { freq: 'monthly', interval: 1 },
      reminderSettings: { enabled: false },
      recurrenceText: 'Every month on day 3',
      version: 1,
    });

    const listed = await view('2027-03-01T00:00:00Z', '2027-06-01T00:00:00Z');
    expect(listed.canEdit).toBe(true);
    expect(listed.events.map((e) => e.id)).toContain(created.id);
    expect(listed.occurrences.filter((o) => o.eventId === created.id).map((o) => nzClock(o.start))).toEqual([
      '2027-03-03 09:00',
      '2027-04-03 09:00',
      '2027-05-03 09:00',
    ]);

    const path = `${base}/events/${created.id}`;
    const changed = await s.request(path, {
      method: 'PUT',
      cookie: principal,
      body: {
        version: 1,
        title: 'Inspect tank screens and lids',
        category: 'maintenance',
        startDate: '2027-03-03T10:00:00+13:00',
        durationMinutes: 30,
        recurrencePattern: { freq: 'monthly', interval: 1, count: 2 },
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Inspect tank screens and lids', version: 2 });
    const after = await view('2027-03-01T00:00:00Z', '2027-06-01T00:00:00Z');
    expect(after.occurrences.filter((o) => o.eventId === created.id).map((o) => nzClock(o.start))).toEqual([
      '2027-03-03 10:00',
      '2027-04-03 10:00',
    ]);

    const stale = await s.request(path, {
      method: 'PUT',
      cookie: principal,
      body: {
        version: 1,
        title: 'Someone else’s change',
        category: 'other',
        startDate: '2027-03-03T10:00:00+13:00',
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    const [row] = await s.db.select().from(calendarEvents).where(eq(calendarEvents.id, created.id));
    expect(row!.title).toBe('Inspect tank screens and lids');

    expect((await s.request(path, { method: 'DELETE', cookie: principal })).status).toBe(204);
    expect((await s.request(path, { method: 'DELETE', cookie: principal })).status).toBe(404);
    const gone = await s.request(path, {
      method: 'PUT',
      cookie: principal,
      body: { version: 2, title: 'Too late', category: 'other', startDate: '2027-03-03T10:00:00+13:00' },
    });
    expect(gone.status).toBe(404);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['no title', { title: '' }, 'title'],
    ['an unknown category', { category: 'gardening' }, 'category'],
    ['a start without a time', { startDate: '2027-03-03' }, 'startDate'],
    [
      'a repeat every 0 weeks',
      { recurrencePattern: { freq: 'weekly', interval: 0 } },
      'recurrencePattern.interval',
    ],
    [
      'a repeat that ends before it starts',
      { recurrencePattern: { freq: 'weekly', interval: 1, until: '2027-03-02' } },
      'recurrencePattern.until',
    ],
    [
      'a reminder with no way to arrive',
      { reminderSettings: { enabled: true, minutes_before: 60, channels: [] } },
      'reminderSettings.channels',
    ],
    [
      'a reminder 31 days before',
      { reminderSettings: { enabled: true, minutes_before: 44_640, channels: ['email'] } },
      'reminderSettings.minutes_before',
    ],
    ['a field we do not take', { colour: 'blue' }, 'colour'],
  ])('refuses %s with 400 and the field named', async (_what, change, field) => {
    const res = await s.request(`${base}/events`, {
      method: 'POST',
      cookie: principal,
      body: {
        title: 'Check the UV unit',
        category: 'maintenance',
        startDate: '2027-03-03T09:00:00+13:00',
        ...change,
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toContain(field);
  });

  test('the window must be given, in order, and at most 400 days', async () => {
    const ask = (query: Record<string, string>) => s.request(`${base}/events`, { cookie: principal, query });
    expect((await ask({ from: '2027-03-01T00:00:00Z' })).body.error.fields).toHaveProperty('to');
    expect((await ask({ from: 'yesterday', to: '2027-03-01T00:00:00Z' })).body.error.fields).toHaveProperty(
      'from',
    );
    const backwards = await ask({ from: '2027-03-01T00:00:00Z', to: '2027-02-01T00:00:00Z' });
    expect(backwards.status).toBe(400);
    const long = await ask({ from: '2027-01-01T00:00:00Z', to: '2028-02-06T00:00:00Z' });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/400 days/);
    expect((await ask({ from: '2027-01-01T00:00:00Z', to: '2028-02-05T00:00:00Z' })).status).toBe(200);
  });
});

describe('occurrences across New Zealand daylight-saving changes', () => {
  test('a weekly Sunday 09:00 event stays at 09:00 in April and in September', async () => {
    const created = await createEvent({
      title: 'Sunday bore check',
      category: 'maintenance',
      startDate: '2027-03-21T09:00:00+13:00',
      recurrencePattern: { freq: 'weekly', interval: 1, until: '2027-10-10' },
    });
    const got = await view('2027-03-01T00:00:00Z', '2027-11-01T00:00:00Z');
    const mine = got.occurrences.filter((o) => o.eventId === created.id);
    expect(mine).toHaveLength(30);
    for (const o of mine) expect(nzClock(o.start)).toMatch(/ 09:00$/);
    const starts = mine.map((o) => o.start);
    // 4 April 2027, when daylight saving ends, and 26 September 2027, when it starts: still 09:00.
    expect(starts).toContain('2027-04-03T21:00:00.000Z');
    expect(starts).toContain('2027-03-27T20:00:00.000Z');
    expect(starts).toContain('2027-09-25T20:00:00.000Z');
    expect(starts).toContain('2027-09-18T21:00:00.000Z');
    expect(nzClock(starts.at(-1)!)).toBe('2027-10-10 09:00');
    // Sorted by start.
    expect([...got.occurrences.map((o) => o.start)].sort()).toEqual(got.occurrences.map((o) => o.start));
  });
});

describe('completion of one occurrence', () => {
  test('done with notes and a photo, shown on that occurrence only; twice is a conflict; undo', async () => {
    s.clock.set(new Date('2027-05-10T00:00:00Z'));
    const created = await createEvent({
      title: 'Replace the UV lamp',
      category: 'maintenance',
      startDate: '2027-01-15T00:00:00+13:00',
      allDay: true,
      durationMinutes: 1440,
      recurrencePattern: { freq: 'monthly', interval: 1 },
    });
    const uploaded = await upload(PNG, 'lamp label.png');
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as { id: string; name: string; mime: string; size: number };
    expect(photo).toMatchObject({ name: 'lamp label.png', mime: 'image/png', size: PNG.length });

    const before = await view('2027-03-01T00:00:00Z', '2027-06-01T00:00:00Z');
    const march = before.occurrences.find(
      (o) => o.eventId === created.id && nzClock(o.start) === '2027-03-15 00:00',
    )!;
    expect(march.completion).toBeNull();

    const path = `${base}/events/${created.id}/completions`;
    const done = await s.request(path, {
      method: 'POST',
      cookie: principal,
      body: { occurrenceStart: march.start, notes: 'New lamp, serial 4471', photos: [{ id: photo.id }] },
    });
    expect(done.status, done.text).toBe(201);
    expect(done.body).toMatchObject({
      status: 'completed',
      occurrenceStart: march.start,
      completionDate: '2027-05-10T00:00:00.000Z',
      notes: 'New lamp, serial 4471',
      photos: [photo],
      completedByName: 'Mere Principal',
    });

    const after = await view('2027-03-01T00:00:00Z', '2027-06-01T00:00:00Z');
    const mine = after.occurrences.filter((o) => o.eventId === created.id);
    expect(mine.map((o) => o.completion?.status ?? 'pending')).toEqual(['completed', 'pending', 'pending']);
    expect(mine[0]!.completion).toMatchObject({ id: done.body.id, photos: [photo] });

    const again = await s.request(path, {
      method: 'POST',
      cookie: principal,
      body: { occurrenceStart: march.start },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This occurrence is already marked as done.');

    const offBeat = await s.request(path, {
      method: 'POST',
      cookie: principal,
      body: { occurrenceStart: '2027-03-16T09:00:00+13:00' },
    });
    expect(offBeat.status).toBe(400);
    expect(offBeat.body.error.fields).toHaveProperty('occurrenceStart');

    const future = await s.request(path, {
      method: 'POST',
      cookie: principal,
      body: { occurrenceStart: mine[1]!.start, completionDate: '2027-06-01T00:00:00Z' },
    });
    expect(future.status).toBe(400);
    expect(future.body.error.fields).toHaveProperty('completionDate');

    const unknownPhoto = await s.request(path, {
      method: 'POST',
      cookie: principal,
      body: { occurrenceStart: mine[1]!.start, photos: [{ id: 'not-a-photo' }] },
    });
    expect(unknownPhoto.status).toBe(400);

    const image = await s.request(`${base}/photos/${photo.id}`, { cookie: contractor });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const undo = await s.request(`${base}/completions/${done.body.id}`, {
      method: 'DELETE',
      cookie: principal,
    });
    expect(undo.status).toBe(204);
    const reopened = await view('2027-03-01T00:00:00Z', '2027-06-01T00:00:00Z');
    expect(
      reopened.occurrences.find((o) => o.start === march.start && o.eventId === created.id)!.completion,
    ).toBeNull();
    expect(
      (await s.request(`${base}/completions/${done.body.id}`, { method: 'DELETE', cookie: principal }))
        .status,
    ).toBe(404);
  });

  test('photos: only PNG or JPEG, and a file must be sent', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'notes.pdf');
    expect(pdf.status).toBe(415);
    expect(((await pdf.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toBe(
      'Choose a PNG or JPEG image.',
    );
    const empty = await fetch(`${s.url}${base}/photos`, {
      method: 'POST',
      headers: { cookie: principal, origin: s.origin },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
  });
});

describe('the improvement schedule', () => {
  test("the plan's improvement actions appear on their due dates, with a link to 4.2; a done one as completed", async () => {
    const got = await view('2026-08-01T00:00:00Z', '2027-03-01T00:00:00Z');
    const due = got.occurrences.filter((o) => o.source === 'improvement_schedule');
    expect(due.map((o) => o.eventId)).toEqual([
      'improvement:kv-act-3',
      'improvement:kv-act-1',
      'improvement:kv-act-2',
    ]);
    const first = due.find((o) => o.eventId === 'improvement:kv-act-1')!;
    expect(first).toMatchObject({
      allDay: true,
      start: '2026-12-10T11:00:00.000Z', // midnight on 11 December in New Zealand
      end: '2026-12-11T11:00:00.000Z',
      link: `/schools/${s.schools.first.id}/improvement-plan/improvement-schedule`,
      completion: null,
    });
    expect(first.title).toMatch(/^Improvement due: Get the UV unit’s validation certificate/);
    expect(due.find((o) => o.eventId === 'improvement:kv-act-3')!.completion).toMatchObject({
      status: 'completed',
      completionDate: '2026-08-13T12:00:00.000Z',
    });
    // The second school has no improvement schedule: none of the first school's actions show there.
    const other = await view(
      '2026-08-01T00:00:00Z',
      '2027-03-01T00:00:00Z',
      principal2,
      `/api/schools/${s.schools.second.id}/calendar`,
    );
    expect(other.occurrences.filter((o) => o.source === 'improvement_schedule')).toEqual([]);
  });
});

describe('reminders become scheduled notifications', () => {
  const schedulesOf = (eventId: string) =>
    s.db
      .select()
      .from(notificationSchedules)
      .where(like(notificationSchedules.sourceKey, `calendar:${eventId}:%`))
      .orderBy(asc(notificationSchedules.scheduledTime), asc(notificationSchedules.sourceKey));

  test('one per occurrence in the next 60 days, recipient and channel; cancelled when the event is deleted', async () => {
    s.clock.set(new Date('2027-03-01T00:00:00Z'));
    const created = await createEvent({
      title: 'Take the E. coli sample',
      category: 'water_testing',
      startDate: '2027-03-03T09:00:00+13:00',
      durationMinutes: 30,
      recurrencePattern: { freq: 'weekly', interval: 1 },
      reminderSettings: { enabled: true, minutes_before: 60, channels: ['in_app', 'email'] },
    });
    const staff = await s.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.schoolId, s.schools.first.id));
    const recipients = staff
      .filter((u) => ['principal', 'school_admin', 'school'].includes(u.role))
      .map((u) => u.id);
    expect(recipients.length).toBeGreaterThanOrEqual(2);

    const rows = await schedulesOf(created.id);
    // Wednesdays 3 March to 28 April 2027: 9 occurrences within 60 days of 1 March.
    expect(rows).toHaveLength(9 * recipients.length * 2);
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(recipients));
    expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(['in_app', 'email']));
    expect(rows.every((r) => r.deliveryStatus === 'pending')).toBe(true);
    const first = rows[0]!;
    expect(first.scheduledTime.toISOString()).toBe('2027-03-02T19:00:00.000Z'); // 08:00 NZ, an hour before
    expect(first.schoolId).toBe(s.schools.first.id);
    expect(first.sourceKey).toBe(
      `calendar:${created.id}:2027-03-02T20:00:00.000Z:${first.userId}:${first.channel}`,
    );
    expect(first.payload).toMatchObject({
      title: 'Reminder: Take the E. coli sample',
      type: 'reminder',
      category: 'water_testing',
      priority: 'high',
      action_url: `/schools/${s.schools.first.id}/calendar`,
      action_text: 'Open calendar',
      // Plan specification 9.4: a water testing reminder expires 3 days after its due date.
      expires_at: '2027-03-05T20:00:00.000Z',
    });
    expect(String(first.payload.message)).toContain('Wednesday, 3 March 2027 at 9:00');

    // The daily run makes nothing twice.
    expect(await materializeReminders(s.deps, { eventId: created.id })).toBe(0);
    expect(await schedulesOf(created.id)).toHaveLength(rows.length);
    // A week later the next Wednesday comes within the horizon.
    s.clock.set(new Date('2027-03-08T00:00:00Z'));
    expect(await materializeReminders(s.deps, { eventId: created.id })).toBe(recipients.length * 2);

    const deleted = await s.request(`${base}/events/${created.id}`, { method: 'DELETE', cookie: principal });
    expect(deleted.status).toBe(204);
    const after = await schedulesOf(created.id);
    expect(after).toHaveLength(10 * recipients.length * 2);
    expect(new Set(after.map((r) => r.deliveryStatus))).toEqual(new Set(['cancelled']));
  });

  test('editing an event cancels its pending reminders and schedules the new ones; an event’s creator is reminded too', async () => {
    s.clock.set(new Date('2027-03-01T00:00:00Z'));
    const created = await createEvent(
      {
        title: 'Annual plan review',
        category: 'other',
        startDate: '2027-03-20T00:00:00+13:00',
        allDay: true,
        durationMinutes: 1440,
        reminderSettings: { enabled: true, minutes_before: 10_080, channels: ['email'] },
      },
      admin,
    );
    const before = await schedulesOf(created.id);
    const adminId = await s.userId('admin@demo.waikura.nz');
    expect(before.map((r) => r.userId)).toContain(adminId);
    expect(before[0]!.payload).toMatchObject({ category: 'dwsp', priority: 'medium' });
    expect(before[0]!.scheduledTime.toISOString()).toBe('2027-03-12T11:00:00.000Z'); // a week before, midnight NZ

    const moved = await s.request(`${base}/events/${created.id}`, {
      method: 'PUT',
      cookie: principal,
      body: {
        version: 1,
        title: 'Annual plan review with the board',
        category: 'dwsp',
        startDate: '2027-03-27T00:00:00+13:00',
        allDay: true,
        durationMinutes: 1440,
        reminderSettings: { enabled: true, minutes_before: 10_080, channels: ['email', 'in_app'] },
      },
    });
    expect(moved.status, moved.text).toBe(200);
    const after = await schedulesOf(created.id);
    const pending = after.filter((r) => r.deliveryStatus === 'pending');
    expect(after.filter((r) => r.deliveryStatus === 'cancelled')).toHaveLength(before.length);
    expect(pending).toHaveLength(before.length * 2);
    expect(new Set(pending.map((r) => r.scheduledTime.toISOString()))).toEqual(
      new Set(['2027-03-19T11:00:00.000Z']),
    );
    expect(pending[0]!.payload.title).toBe('Reminder: Annual plan review with the board');

    // A reminder whose time has passed for an occurrence still to come goes at once; done ones get none.
    s.clock.set(new Date('2027-03-22T00:00:00Z'));
    const late = await createEvent({
      title: 'Clean the gutters',
      category: 'maintenance',
      startDate: '2027-03-23T09:00:00+13:00',
      recurrencePattern: { freq: 'daily', interval: 1, count: 2 },
      reminderSettings: { enabled: true, minutes_before: 2880, channels: ['in_app'] },
    });
    const lateRows = await schedulesOf(late.id);
    expect(new Set(lateRows.map((r) => r.scheduledTime.toISOString()))).toEqual(
      new Set(['2027-03-22T00:00:00.000Z']),
    );
    const done = await s.request(`${base}/events/${late.id}/completions`, {
      method: 'POST',
      cookie: principal,
      body: { occurrenceStart: '2027-03-23T09:00:00+13:00' },
    });
    expect(done.status).toBe(201);
    const afterDone = await schedulesOf(late.id);
    const firstOccurrence = afterDone.filter((r) => r.sourceKey!.includes(':2027-03-22T20:00:00.000Z:'));
    expect(new Set(firstOccurrence.map((r) => r.deliveryStatus))).toEqual(new Set(['cancelled']));
  });
});

describe('upcoming reminders', () => {
  test('occurrences not yet done whose reminder falls within the next 60 minutes', async () => {
    const now = new Date('2027-06-01T01:00:00Z');
    s.clock.set(now);
    const soon = await createEvent({
      title: 'Check the chlorine dosing',
      category: 'water_testing',
      startDate: new Date(now.getTime() + 90 * 60_000).toISOString(),
      reminderSettings: { enabled: true, minutes_before: 60, channels: ['in_app'] },
    });
    const later = await createEvent({
      title: 'Read the water meter',
      category: 'maintenance',
      startDate: new Date(now.getTime() + 130 * 60_000).toISOString(),
      reminderSettings: { enabled: true, minutes_before: 60, channels: ['in_app'] },
    });
    await createEvent({
      title: 'No reminder for this one',
      category: 'other',
      startDate: new Date(now.getTime() + 30 * 60_000).toISOString(),
    });
    const ask = (query: Record<string, string> = {}) =>
      s.request(`${base}/upcoming-reminders`, { cookie: contractor, query });

    const res = await ask();
    expect(res.status).toBe(200);
    expect(res.body.reminders).toEqual([
      {
        eventId: soon.id,
        title: 'Check the chlorine dosing',
        occurrenceStart: '2027-06-01T02:30:00.000Z',
        remindAt: '2027-06-01T01:30:00.000Z',
      },
    ]);
    const wider = await ask({ minutes: '120' });
    expect(wider.body.reminders.map((r: { eventId: string }) => r.eventId)).toEqual([soon.id, later.id]);

    const done = await s.request(`${base}/events/${soon.id}/completions`, {
      method: 'POST',
      cookie: principal,
      body: { occurrenceStart: '2027-06-01T02:30:00.000Z' },
    });
    expect(done.status).toBe(201);
    expect((await ask()).body.reminders).toEqual([]);

    s.clock.set(new Date('2027-06-01T02:05:00Z'));
    expect((await ask()).body.reminders.map((r: { eventId: string }) => r.eventId)).toEqual([later.id]);
    expect((await ask({ minutes: '0' })).status).toBe(400);
  });
});

describe("the water-test log's due dates", () => {
  test('the next samples the log asks for and the yearly compliance report are on their dates, linked to the log, in the view and the feed', async () => {
    s.clock.set(new Date('2026-11-25T00:00:00Z'));
    const school = s.schools.first.id;
    const log = await s.request(`/api/schools/${school}/water-tests`, { cookie: principal });
    expect(log.status).toBe(200);
    const due = log.body.due as { id: string; dueBy: string; title: string; overdue: boolean }[];
    expect(due.length).toBeGreaterThan(0);
    const nzMidnight = (date: string) => {
      // Midnight in New Zealand: 11:00 or 12:00 UTC the day before.
      const got = ['11', '12']
        .map((h) => {
          const d = new Date(`${date}T00:00:00Z`);
          d.setUTCDate(d.getUTCDate() - 1);
          return `${d.toISOString().slice(0, 10)}T${h}:00:00.000Z`;
        })
        .find((iso) => nzClock(iso) === `${date} 00:00`);
      return got!;
    };
    for (const d of due) {
      const day = new Date(`${d.dueBy}T00:00:00Z`);
      const got = await view(
        new Date(day.getTime() - 2 * 86_400_000).toISOString(),
        new Date(day.getTime() + 2 * 86_400_000).toISOString(),
      );
      const item = got.occurrences.find((o) => o.eventId === `water:${d.id}`);
      expect(item, d.id).toMatchObject({
        source: 'water_testing',
        category: 'water_testing',
        allDay: true,
        start: nzMidnight(d.dueBy),
        link: `/schools/${school}/water-testing`,
        completion: null,
      });
      expect(item!.title).toBe(`Water sample due: ${d.title}${d.overdue ? ' (overdue)' : ''}`);
    }
    // The 2026 report: due on WaiKura's reckoning of 40 working days after the year (2 March 2027), for a
    // supply that reports yearly; a medium supply reports quarterly, and WaiKura gives no date for that.
    const sizes: (string | null)[] = [];
    for (const [id, cookie] of [
      [school, principal],
      [s.schools.second.id, principal2],
    ] as const) {
      const size = (await s.request(`/api/schools/${id}/water-tests`, { cookie })).body.supplySize as
        | string
        | null;
      sizes.push(size);
      const got = await view(
        '2027-01-15T00:00:00Z',
        '2027-03-31T00:00:00Z',
        cookie,
        `/api/schools/${id}/calendar`,
      );
      const reports = got.occurrences.filter((o) => o.eventId.startsWith('water-report:'));
      if (size === 'medium' || size === 'large') expect(reports, `${id} ${size}`).toEqual([]);
      else
        expect(reports, `${id} ${size}`).toEqual([
          expect.objectContaining({
            eventId: 'water-report:2026',
            source: 'water_testing',
            category: 'compliance',
            start: nzMidnight('2027-03-02'),
            title: 'Compliance report for 2026 due to Taumata Arowai',
            link: `/schools/${id}/water-testing`,
          }),
        ]);
    }
    expect(sizes, 'one demo school reports yearly').toContainEqual(expect.not.stringMatching(/medium|large/));

    // The private feed carries them too, as all-day items.
    const made = await s.request(`/api/schools/${school}/calendar/feed`, {
      method: 'POST',
      cookie: principal,
    });
    expect(made.status).toBe(201);
    const root = new ICAL.Component(ICAL.parse(await (await fetch(made.body.url)).text()));
    const events = root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const reportEvent = events.find((e) => e.uid === `water-report-2026-${school}@waikura`);
    if (sizes[0] === 'medium' || sizes[0] === 'large') expect(reportEvent).toBeUndefined();
    else expect(reportEvent?.startDate.toString()).toBe('2027-03-02');
    for (const d of due)
      expect(
        events.find((e) => e.uid === `water-${d.id}-${school}@waikura`)?.startDate.toString(),
        d.id,
      ).toBe(d.dueBy);
  });
});

describe('the private ICS feed', () => {
  const feedPath = `/api/schools/{id}/calendar/feed`;

  function parse(text: string) {
    const root = new ICAL.Component(ICAL.parse(text));
    for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    return root;
  }

  test('Outlook and Google read every event with its repeat and reminder, and the due dates, without a session', async () => {
    const schoolBase = `/api/schools/${s.schools.second.id}/calendar`;
    const weekly = await createEvent(
      {
        title: 'North paddock bore check, Sundays',
        description: 'Look at the bore head; note anything odd.\nLock the cover.',
        category: 'maintenance',
        startDate: '2027-03-21T09:00:00+13:00',
        durationMinutes: 45,
        recurrencePattern: { freq: 'weekly', interval: 1, count: 30 },
        reminderSettings: { enabled: true, minutes_before: 1440, channels: ['email'] },
      },
      principal2,
      schoolBase,
    );
    const yearly = await createEvent(
      {
        title: 'Board review of the water plan',
        category: 'dwsp',
        startDate: '2027-08-31T00:00:00+12:00',
        allDay: true,
        durationMinutes: 1440,
        recurrencePattern: { freq: 'monthly', interval: 12 },
      },
      principal2,
      schoolBase,
    );
    const monthEnd = await createEvent(
      {
        title: 'Month-end sample',
        category: 'water_testing',
        startDate: '2027-01-30T10:00:00+13:00',
        durationMinutes: 20,
        recurrencePattern: { freq: 'monthly', interval: 1, count: 6 },
      },
      principal2,
      schoolBase,
    );
    const single = await createEvent(
      {
        title: 'Plumber visit',
        category: 'other',
        startDate: '2027-05-04T14:30:00+12:00',
        durationMinutes: 90,
      },
      principal2,
      schoolBase,
    );

    const path = feedPath.replace('{id}', s.schools.second.id);
    expect((await s.request(path, { cookie: principal2 })).body).toEqual({ active: false, createdAt: null });
    const made = await s.request(path, { method: 'POST', cookie: principal2 });
    expect(made.status).toBe(201);
    const url = new URL(made.body.url);
    expect(url.pathname).toMatch(/^\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.body.webcalUrl).toBe(made.body.url.replace(/^http:/, 'webcal:'));
    expect((await s.request(path, { cookie: viewer })).status).toBe(403);
    expect((await s.request(path, { cookie: principal2 })).body.active).toBe(true);

    // A plain GET, as a calendar client makes it: no cookie, no Origin.
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const cal = parse(text);
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(`${s.schools.second.name} — WaiKura`);
    const vevents = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const byUid = new Map(vevents.map((e) => [e.uid, e]));
    for (const e of [weekly, yearly, monthEnd, single])
      expect(byUid.has(`${e.id}@waikura`), e.title).toBe(true);
    // Besides the water-test log's due dates (tested above), exactly these four.
    expect(vevents.filter((e) => !e.uid.startsWith('water-'))).toHaveLength(4);

    const w = byUid.get(`${weekly.id}@waikura`)!;
    expect(w.summary).toBe('North paddock bore check, Sundays');
    expect(w.description).toBe('Look at the bore head; note anything odd.\nLock the cover.');
    expect(text).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=30\r\n');
    expect(w.component.getFirstPropertyValue('rrule')).toMatchObject({
      freq: 'WEEKLY',
      interval: 1,
      count: 30,
    });
    expect(w.startDate.zone?.tzid).toBe('Pacific/Auckland');
    const alarm = w.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
    // The library expands the rule to the same instants the API gives, across the April and September changes.
    const expanded: string[] = [];
    const it = w.iterator();
    for (let next = it.next(); next; next = it.next()) expanded.push(next.toJSDate().toISOString());
    const api = await view('2027-03-01T00:00:00Z', '2027-12-01T00:00:00Z', principal2, schoolBase);
    expect(expanded).toEqual(api.occurrences.filter((o) => o.eventId === weekly.id).map((o) => o.start));
    expect(expanded).toContain('2027-04-03T21:00:00.000Z');
    expect(expanded).toContain('2027-09-25T20:00:00.000Z');

    const y = byUid.get(`${yearly.id}@waikura`)!;
    expect(y.startDate.isDate).toBe(true);
    expect(y.startDate.toString()).toBe('2027-08-31');
    expect(text).toContain('RRULE:FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=-1\r\n');
    expect(y.component.getFirstPropertyValue('rrule')).toMatchObject({
      freq: 'MONTHLY',
      interval: 12,
      parts: { BYMONTHDAY: [-1] },
    });
    const yIt = y.iterator();
    const yDates = [yIt.next(), yIt.next(), yIt.next()].map((t) => t!.toString());
    expect(yDates).toEqual(['2027-08-31', '2028-08-31', '2029-08-31']);

    // Monthly on the 30th: 28 February comes from an RDATE; the library reads the same six dates.
    const m = byUid.get(`${monthEnd.id}@waikura`)!;
    const mDates: string[] = [];
    const mIt = m.iterator();
    for (let next = mIt.next(); next; next = mIt.next()) mDates.push(next.toJSDate().toISOString());
    const mApi = (
      await view('2027-01-01T00:00:00Z', '2027-12-01T00:00:00Z', principal2, schoolBase)
    ).occurrences
      .filter((o) => o.eventId === monthEnd.id)
      .map((o) => o.start);
    expect(mApi.map(nzClock)).toEqual([
      '2027-01-30 10:00',
      '2027-02-28 10:00',
      '2027-03-30 10:00',
      '2027-04-30 10:00',
      '2027-05-30 10:00',
      '2027-06-30 10:00',
    ]);
    expect(mDates).toEqual(mApi);

    const one = byUid.get(`${single.id}@waikura`)!;
    expect(one.component.getFirstPropertyValue('rrule')).toBeNull();
    expect(one.startDate.toJSDate().toISOString()).toBe('2027-05-04T02:30:00.000Z');
    expect(one.endDate.toJSDate().toISOString()).toBe('2027-05-04T04:00:00.000Z');
    expect(text).not.toContain(s.schools.first.name);

    // A new secret: the old address stops working; stopping sharing: the new one too.
    const replaced = await s.request(path, { method: 'POST', cookie: principal2 });
    expect(replaced.status).toBe(201);
    expect(replaced.body.url).not.toBe(made.body.url);
    const old = await fetch(url);
    expect(old.status).toBe(404);
    expect(((await old.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await fetch(replaced.body.url)).status).toBe(200);
    expect((await s.request(path, { method: 'DELETE', cookie: viewer })).status).toBe(403);
    expect((await s.request(path, { method: 'DELETE', cookie: principal2 })).status).toBe(204);
    expect((await fetch(replaced.body.url)).status).toBe(404);
    expect((await s.request(path, { cookie: principal2 })).body).toEqual({ active: false, createdAt: null });
  });

  test("a school's feed holds the improvement schedule, and a school's secret never opens another school's calendar", async () => {
    const path = feedPath.replace('{id}', s.schools.first.id);
    const made = await s.request(path, { method: 'POST', cookie: principal });
    expect(made.status).toBe(201);
    const text = await (await fetch(made.body.url)).text();
    const cal = parse(text);
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const due = events.filter((e) => e.uid.startsWith('improvement-'));
    expect(due.map((e) => e.startDate.toString()).sort()).toEqual([
      '2026-08-28',
      '2026-12-11',
      '2027-02-26',
      '2027-04-16',
      '2028-01-28',
    ]);
    expect(due.find((e) => e.startDate.toString() === '2026-08-28')!.summary).toMatch(/\(done\)$/);
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(`${s.schools.first.name} — WaiKura`);
    const firstTitles = (
      await s.db
        .select({ title: calendarEvents.title })
        .from(calendarEvents)
        .where(eq(calendarEvents.schoolId, s.schools.first.id))
    ).map((r) => r.title);
    expect(firstTitles.length).toBeGreaterThan(0);

    // The second school's link shows nothing of the first school.
    const second = await s.request(feedPath.replace('{id}', s.schools.second.id), {
      method: 'POST',
      cookie: principal2,
    });
    const otherText = await (await fetch(second.body.url)).text();
    expect(otherText).toContain(s.schools.second.name);
    expect(otherText).not.toContain(s.schools.first.name);
    const otherSummaries = parse(otherText)
      .getAllSubcomponents('vevent')
      .map((v) => String(v.getFirstPropertyValue('summary')));
    expect(otherSummaries.length).toBeGreaterThan(0);
    for (const title of firstTitles) expect(otherSummaries).not.toContain(title);
    expect(otherText).not.toContain('improvement-kv-act');
    // Neither secret is another school's: each opens exactly its own school.
    expect(second.body.url).not.toBe(made.body.url);
    // Guesses and malformed addresses are 404, never a 5xx.
    for (const guess of [
      'abc',
      'A'.repeat(43),
      made.body.url.split('/').pop()!.replace('.ics', '').slice(0, 42),
    ]) {
      const res = await s.request(`/api/calendar/feeds/${guess}.ics`);
      expect(res.status).toBe(404);
    }
  });
});

describe('who may do what', () => {
  test('a viewer reads the calendar but cannot add, change, complete, upload or share', async () => {
    const created = await createEvent({
      title: 'Flush the dead legs',
      category: 'maintenance',
      startDate: '2027-07-01T09:00:00+12:00',
    });
    const got = await view('2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z', viewer);
    expect(got).toMatchObject({ canEdit: false, canComplete: false });
    expect(got.events.map((e) => e.id)).toContain(created.id);
    const body = { title: 'Sneaky', category: 'other', startDate: '2027-07-01T09:00:00+12:00' };
    expect((await s.request(`${base}/events`, { method: 'POST', cookie: viewer, body })).status).toBe(403);
    expect(
      (
        await s.request(`${base}/events/${created.id}`, {
          method: 'PUT',
          cookie: viewer,
          body: { version: 1, ...body },
        })
      ).status,
    ).toBe(403);
    expect(
      (await s.request(`${base}/events/${created.id}`, { method: 'DELETE', cookie: viewer })).status,
    ).toBe(403);
    expect(
      (
        await s.request(`${base}/events/${created.id}/completions`, {
          method: 'POST',
          cookie: viewer,
          body: { occurrenceStart: created.startDate },
        })
      ).status,
    ).toBe(403);
    expect((await upload(PNG, 'x.png', viewer)).status).toBe(403);
    expect((await s.request(`${base}/feed`, { method: 'POST', cookie: viewer })).status).toBe(403);
    const [row] = await s.db.select().from(calendarEvents).where(eq(calendarEvents.id, created.id));
    expect(row!.version).toBe(1);
  });

  test('an assigned contractor records work done and uploads photos, but does not edit events', async () => {
    s.clock.set(new Date('2027-07-02T00:00:00Z'));
    const created = await createEvent({
      title: 'Service the pump',
      category: 'maintenance',
      startDate: '2027-07-01T09:00:00+12:00',
    });
    const got = await view('2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z', contractor);
    expect(got).toMatchObject({ canEdit: false, canComplete: true });
    expect((await upload(PNG, 'pump.png', contractor)).status).toBe(201);
    const done = await s.request(`${base}/events/${created.id}/completions`, {
      method: 'POST',
      cookie: contractor,
      body: { occurrenceStart: created.startDate, notes: 'Pressure switch replaced' },
    });
    expect(done.status).toBe(201);
    expect(done.body.completedByName).toBe('Chris Contractor');
    const edit = await s.request(`${base}/events/${created.id}`, {
      method: 'PUT',
      cookie: contractor,
      body: { version: 1, title: 'Changed', category: 'other', startDate: created.startDate },
    });
    expect(edit.status).toBe(403);
  });

  test("another school's principal reaches none of it, photos included", async () => {
    const created = await createEvent({
      title: 'Tank clean by contractor',
      category: 'maintenance',
      startDate: '2027-07-01T09:00:00+12:00',
    });
    const photo = (await (await upload(PNG, 'tank.png')).json()) as { id: string };
    const refused = [
      await s.request(`${base}/events`, {
        cookie: principal2,
        query: { from: '2027-06-01T00:00:00Z', to: '2027-08-01T00:00:00Z' },
      }),
      await s.request(`${base}/events/${created.id}`, { method: 'DELETE', cookie: principal2 }),
      await s.request(`${base}/photos/${photo.id}`, { cookie: principal2 }),
      await s.request(`${base}/feed`, { method: 'POST', cookie: principal2 }),
    ];
    for (const res of refused) {
      expect([403, 404]).toContain(res.status);
      expect(res.text).not.toContain('Tank clean by contractor');
    }
    expect((await upload(PNG, 'x.png', principal2)).status).toBe(403);
    // Through the second school's own address, the first school's event and photo are not found.
    const own = `/api/schools/${s.schools.second.id}/calendar`;
    expect(
      (await s.request(`${own}/events/${created.id}`, { method: 'DELETE', cookie: principal2 })).status,
    ).toBe(404);
    expect((await s.request(`${own}/photos/${photo.id}`, { cookie: principal2 })).status).toBe(404);
    expect(
      (
        await s.db
          .select()
          .from(calendarEvents)
          .where(and(eq(calendarEvents.id, created.id), eq(calendarEvents.schoolId, s.schools.first.id)))
      ).length,
    ).toBe(1);
  });
});
