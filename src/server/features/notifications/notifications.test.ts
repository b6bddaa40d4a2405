/**
 * In-app notifications and preferences through HTTP: a real server and database. Every user sees only
 * their own notifications; preferences start with the specification's defaults; new notifications
 * arrive on the event stream without a reload; expired ones are not listed and are cleaned up.
 */
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  activityLog,
  contractorAssignments,
  notificationPreferences,
  notifications,
  users,
  viewerAccess,
} from '../../db/schema';
import { purgeExpired } from '../../jobs/retention';
import { startTestServer, type TestServer } from '../../test/harness';
import { errorShapeProblems } from '../../test/openapi';
import { type HubEvent, NotificationHub } from './hub';
import { closeHub, createNotification, getHub, getPreferences } from './service';

const DAY = 86_400_000;
const T = new Date('2026-11-20T01:00:00.000Z');

let s: TestServer;
let principalId: string;

beforeAll(async () => {
  s = await startTestServer();
  principalId = await s.userId('principal@demo.waikura.nz');
});

afterEach(() => s.clock.reset());

afterAll(async () => {
  if (s) await closeHub(s.deps);
  await s?.close();
});

/** A signed-in person of the first school with no notifications yet. */
async function freshPerson(role = 'principal') {
  const person = await s.createAccount({ role, schoolId: s.schools.first.id });
  const login = await s.login(person.email, person.password);
  expect(login.status).toBe(200);
  return { ...person, cookie: login.cookie! };
}

const at = (minutesBeforeT: number) => new Date(T.getTime() - minutesBeforeT * 60_000);

describe('the notification list', () => {
  test('newest first, without expired ones, with filters, a limit and the unread count', async () => {
    s.clock.set(T);
    const me = await freshPerson();
    const make = (title: string, minutesAgo: number, extra: Record<string, unknown> = {}) =>
      createNotification(s.db, {
        userId: me.id,
        title,
        message: `${title} message`,
        now: at(minutesAgo),
        ...extra,
      });
    await make('Oldest general', 50);
    await make('Tank inspection due', 40, { category: 'maintenance', type: 'reminder' });
    await make('Monthly E. coli sample', 30, { category: 'water_testing', type: 'reminder' });
    await make('Plan section overdue', 20, { category: 'compliance', priority: 'urgent' });
    await make('Expired yesterday', 10, { category: 'dwsp', expiresAt: new Date(T.getTime() - DAY) });
    const read = await make('Already read', 5, { category: 'dwsp' });
    await s.db
      .update(notifications)
      .set({ readStatus: true, readAt: at(1) })
      .where(eq(notifications.id, read.id));

    const all = await s.request('/api/notifications', { cookie: me.cookie });
    expect(all.status).toBe(200);
    expect(all.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Already read',
      'Plan section overdue',
      'Monthly E. coli sample',
      'Tank inspection due',
      'Oldest general',
    ]);
    expect(all.body.unreadCount).toBe(4);

    // The domain's defaults, as the user sees them.
    const byTitle = (title: string) =>
      all.body.notifications.find((n: { title: string }) => n.title === title);
    expect(byTitle('Plan section overdue')).toMatchObject({
      category: 'compliance',
      priority: 'urgent',
      type: 'error',
      expiresAt: new Date(at(20).getTime() + 30 * DAY).toISOString(),
    });
    expect(byTitle('Monthly E. coli sample')).toMatchObject({ priority: 'high', type: 'reminder' });
    expect(byTitle('Tank inspection due')).toMatchObject({
      priority: 'medium',
      expiresAt: new Date(at(40).getTime() + 14 * DAY).toISOString(),
    });
    expect(byTitle('Oldest general')).toMatchObject({
      userId: me.id,
      schoolId: null,
      type: 'info',
      category: 'general',
      priority: 'medium',
      readStatus: false,
      readAt: null,
      createdAt: at(50).toISOString(),
      actionRequired: false,
      actionUrl: null,
      actionText: 'Take Action',
      expiresAt: null,
      metadata: {},
    });

    const titles = async (query: Record<string, string>) => {
      const res = await s.request('/api/notifications', { cookie: me.cookie, query });
      expect(res.status, res.text).toBe(200);
      return res.body.notifications.map((n: { title: string }) => n.title);
    };
    expect(await titles({ filter: 'unread' })).toEqual([
      'Plan section overdue',
      'Monthly E. coli sample',
      'Tank inspection due',
      'Oldest general',
    ]);
    expect(await titles({ filter: 'maintenance' })).toEqual(['Tank inspection due']);
    expect(await titles({ filter: 'water_testing' })).toEqual(['Monthly E. coli sample']);
    expect(await titles({ filter: 'compliance' })).toEqual(['Plan section overdue']);
    expect(await titles({ filter: 'dwsp' })).toEqual(['Already read']);
    expect(await titles({ limit: '2' })).toEqual(['Already read', 'Plan section overdue']);
    expect(await titles({ filter: 'unread', limit: '1' })).toEqual(['Plan section overdue']);

    const count = await s.request('/api/notifications/unread-count', { cookie: me.cookie });
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ count: 4 });

    // A day later the water testing reminder (3 days) is still there; 4 days later it has expired.
    s.clock.set(new Date(T.getTime() + 4 * DAY));
    expect(await titles({ filter: 'water_testing' })).toEqual([]);
    expect((await s.request('/api/notifications/unread-count', { cookie: me.cookie })).body).toEqual({
      count: 3,
    });
  });

  test('the default list holds 50', async () => {
    const me = await freshPerson();
    await s.db.insert(notifications).values(
      Array.from({ length: 60 }, (_, i) => ({
        userId: me.id,
        title: `Notice ${i}`,
        message: 'Bulk',
        createdAt: new Date(T.getTime() - i * 60_000),
      })),
    );
    const res = await s.request('/api/notifications', { cookie: me.cookie });
    expect(res.body.notifications).toHaveLength(50);
    expect(res.body.notifications[0].title).toBe('Notice 0');
    expect(res.body.unreadCount).toBe(60);
    const hundred = await s.request('/api/notifications', { cookie: me.cookie, query: { limit: '100' } });
    expect(hundred.body.notifications).toHaveLength(60);
  });

  test('bad filters and limits are a 400 that names the parameter', async () => {
    const cookie = await s.loginAs('principal');
    const queries: Record<string, string>[] = [
      { filter: 'everything' },
      { limit: '0' },
      { limit: '101' },
      { limit: 'ten' },
      { limit: '2.5' },
    ];
    for (const query of queries) {
      const res = await s.request('/api/notifications', { cookie, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(errorShapeProblems(res.body)).toEqual([]);
      expect(Object.keys(res.body.error.fields)).toEqual(Object.keys(query));
    }
  });

  test('signing in is required', async () => {
    for (const path of [
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/stream',
      '/api/notifications/preferences',
    ]) {
      const res = await s.request(path);
      expect(res.status, path).toBe(401);
      expect(errorShapeProblems(res.body)).toEqual([]);
    }
    const forged = await s.request('/api/notifications/unread-count', { bearer: 'not-a-session' });
    expect(forged.status).toBe(401);
  });

  test('the unread count also answers a bearer token', async () => {
    const me = await freshPerson();
    await createNotification(s.db, { userId: me.id, title: 'One', message: 'One unread' });
    const login = await s.login(me.email, me.password);
    const res = await s.request('/api/notifications/unread-count', { bearer: login.bearer! });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 1 });
  });
});

describe('reading and deleting', () => {
  test('read one keeps the first reading time; read all marks the rest; delete removes it', async () => {
    const me = await freshPerson();
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third'])
      ids.push((await createNotification(s.db, { userId: me.id, title, message: 'To read' })).id);

    s.clock.set(T);
    const read = await s.request(`/api/notifications/${ids[0]}`, {
      method: 'PATCH',
      cookie: me.cookie,
      body: { read: true },
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: ids[0],
      title: 'First',
      readStatus: true,
      readAt: T.toISOString(),
    });
    s.clock.set(new Date(T.getTime() + 60_000));
    const again = await s.request(`/api/notifications/${ids[0]}`, {
      method: 'PATCH',
      cookie: me.cookie,
      body: { read: true },
    });
    expect(again.body.readAt).toBe(T.toISOString());
    expect((await s.request('/api/notifications/unread-count', { cookie: me.cookie })).body.count).toBe(2);

    const all = await s.request('/api/notifications/read-all', { method: 'POST', cookie: me.cookie });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ updated: 2 });
    const list = await s.request('/api/notifications', { cookie: me.cookie });
    expect(list.body.unreadCount).toBe(0);
    expect(list.body.notifications.every((n: { readStatus: boolean }) => n.readStatus)).toBe(true);
    expect(
      (await s.request('/api/notifications/read-all', { method: 'POST', cookie: me.cookie })).body,
    ).toEqual({
      updated: 0,
    });

    const del = await s.request(`/api/notifications/${ids[1]}`, { method: 'DELETE', cookie: me.cookie });
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    const after = await s.request('/api/notifications', { cookie: me.cookie });
    expect(after.body.notifications.map((n: { title: string }) => n.title)).toEqual(['Third', 'First']);
    const gone = await s.request(`/api/notifications/${ids[1]}`, { method: 'DELETE', cookie: me.cookie });
    expect(gone.status).toBe(404);
    expect(errorShapeProblems(gone.body)).toEqual([]);
  });

  test("another user's notification is never visible: 404 to read or delete it, and it stays unread", async () => {
    const owner = await freshPerson();
    const other = await freshPerson('school_admin');
    const { id } = await createNotification(s.db, {
      userId: owner.id,
      title: 'Private',
      message: 'Only mine',
    });

    const list = await s.request('/api/notifications', { cookie: other.cookie });
    expect(list.body.notifications.map((n: { id: string }) => n.id)).not.toContain(id);
    expect(list.text).not.toContain('Only mine');
    for (const [method, path] of [
      ['PATCH', `/api/notifications/${id}`],
      ['DELETE', `/api/notifications/${id}`],
    ] as const) {
      const res = await s.request(path, {
        method,
        cookie: other.cookie,
        ...(method === 'PATCH' ? { body: { read: true } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.text).not.toContain('Only mine');
    }
    // Admin staff are no exception: notifications are personal.
    const admin = await s.request(`/api/notifications/${id}`, {
      method: 'PATCH',
      cookie: await s.loginAs('admin'),
      body: { read: true },
    });
    expect(admin.status).toBe(404);
    await s.request('/api/notifications/read-all', { method: 'POST', cookie: other.cookie });

    const [row] = await s.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ readStatus: false, readAt: null });
    expect((await s.request('/api/notifications/unread-count', { cookie: owner.cookie })).body.count).toBe(1);
  });

  test('unknown ids are a 404', async () => {
    const cookie = await s.loginAs('principal');
    const res = await s.request('/api/notifications/00000000-0000-0000-0000-000000000000', {
      method: 'PATCH',
      cookie,
      body: { read: true },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('We could not find that notification.');
    const bad = await s.request('/api/notifications/00000000-0000-0000-0000-000000000000', {
      method: 'PATCH',
      cookie,
      body: { read: false },
    });
    expect(bad.status).toBe(400);
  });
});

describe('preferences', () => {
  test('are created on first read with the defaults of platform specification section 9', async () => {
    const me = await freshPerson();
    const res = await s.request('/api/notifications/preferences', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: me.id,
      emailNotifications: true,
      pushNotifications: true,
      inAppNotifications: true,
      smsNotifications: false,
      smsNumber: null,
      notificationFrequency: 'immediate',
      categories: {
        dwsp: true,
        water_testing: true,
        maintenance: true,
        compliance: true,
        system: true,
        general: true,
      },
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
      emailDigest: { enabled: false, frequency: 'weekly', day_of_week: 1 },
      version: 1,
    });
    const rows = await s.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me.id));
    expect(rows).toHaveLength(1);
    // Reading again does not create another record or move the version.
    expect((await s.request('/api/notifications/preferences', { cookie: me.cookie })).body.version).toBe(1);
  });

  test('two first reads at the same moment make one record', async () => {
    const person = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id });
    const [a, b] = await Promise.all([getPreferences(s.db, person.id), getPreferences(s.db, person.id)]);
    expect(b).toEqual(a);
    const rows = await s.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, person.id));
    expect(rows).toHaveLength(1);
  });

  test('a change is saved with its version, survives a reload, and a stale version is a 409 that changes nothing', async () => {
    const me = await freshPerson();
    const first = await s.request('/api/notifications/preferences', { cookie: me.cookie });
    const saved = await s.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: me.cookie,
      body: {
        ...first.body,
        emailNotifications: false,
        smsNotifications: true,
        smsNumber: '021 123 4567',
        notificationFrequency: 'daily',
        categories: { ...first.body.categories, maintenance: false },
        quietHours: { enabled: true, start: '21:30', end: '06:45' },
        emailDigest: { enabled: true, frequency: 'weekly', day_of_week: 5 },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const expected = {
      ...first.body,
      emailNotifications: false,
      smsNotifications: true,
      smsNumber: '+64211234567',
      notificationFrequency: 'daily',
      categories: { ...first.body.categories, maintenance: false },
      quietHours: { enabled: true, start: '21:30', end: '06:45' },
      emailDigest: { enabled: true, frequency: 'weekly', day_of_week: 5 },
      version: 2,
    };
    expect(saved.body).toEqual(expected);
    expect((await s.request('/api/notifications/preferences', { cookie: me.cookie })).body).toEqual(expected);

    // Only some fields: the others stay.
    const partial = await s.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: me.cookie,
      body: { version: 2, pushNotifications: false },
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toEqual({ ...expected, pushNotifications: false, version: 3 });

    // A second tab still holding version 2.
    const stale = await s.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: me.cookie,
      body: { version: 2, inAppNotifications: false },
    });
    expect(stale.status).toBe(409);
    expect(errorShapeProblems(stale.body)).toEqual([]);
    expect(stale.body.error.code).toBe('stale_version');
    expect((await s.request('/api/notifications/preferences', { cookie: me.cookie })).body).toEqual({
      ...expected,
      pushNotifications: false,
      version: 3,
    });

    const logged = await s.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.userId, me.id), eq(activityLog.activityType, 'notification_preferences_updated')),
      );
    expect(logged).toHaveLength(2);
  });

  test('bad values are a 400 naming each field, and nothing is saved', async () => {
    const me = await freshPerson();
    const put = (body: Record<string, unknown>) =>
      s.request('/api/notifications/preferences', {
        method: 'PUT',
        cookie: me.cookie,
        body: { version: 1, ...body },
      });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ quietHours: { enabled: true, start: '25:00', end: '07:00' } }, 'quietHours.start', /HH:MM/],
      [{ quietHours: { enabled: true, start: '22:00', end: '7am' } }, 'quietHours.end', /HH:MM/],
      [
        { emailDigest: { enabled: true, frequency: 'weekly', day_of_week: 7 } },
        'emailDigest.day_of_week',
        /0 Sunday to 6 Saturday/,
      ],
      [
        { emailDigest: { enabled: true, frequency: 'monthly', day_of_week: 1 } },
        'emailDigest.frequency',
        /weekly/,
      ],
      [{ notificationFrequency: 'hourly' }, 'notificationFrequency', /immediate, daily or weekly/],
      [{ smsNotifications: true }, 'smsNumber', /mobile number/],
      [{ smsNotifications: true, smsNumber: '' }, 'smsNumber', /mobile number/],
      [{ smsNumber: '+1 202 555 0100' }, 'smsNumber', /New Zealand mobile/],
      [{ smsNumber: '09 123 4567' }, 'smsNumber', /New Zealand mobile/],
      [{ categories: { dwsp: true } }, 'categories.water_testing', /.+/],
      [{ emailNotifications: 'yes' }, 'emailNotifications', /.+/],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorShapeProblems(res.body)).toEqual([]);
      expect(res.body.error.fields?.[field], `${JSON.stringify(body)} → ${res.text}`).toMatch(message);
    }
    const missing = await s.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: me.cookie,
      body: { emailNotifications: false },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('version');
    const extra = await put({ colour: 'blue' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields).toHaveProperty('colour');

    // Someone else's preferences cannot be written by naming them.
    const theirs = await put({ userId: principalId, emailNotifications: false });
    expect(theirs.status).toBe(403);
    expect((await getPreferences(s.db, principalId)).emailNotifications).toBe(true);

    const now = await s.request('/api/notifications/preferences', { cookie: me.cookie });
    expect(now.body.version).toBe(1);
    expect(now.body.smsNotifications).toBe(false);
  });
});

describe('provider staff send notifications', () => {
  test('to one person, with what they gave, and only staff may', async () => {
    const me = await freshPerson();
    const body = {
      userId: me.id,
      title: 'Annual review due',
      message: 'Your plan is due for its annual review.',
      category: 'dwsp',
      actionRequired: true,
      actionUrl: `/school/${s.schools.first.id}/dwsp`,
      actionText: 'Open the plan',
    };
    for (const role of ['principal', 'contractor', 'viewer'] as const) {
      const refused = await s.request('/api/notifications', {
        method: 'POST',
        cookie: await s.loginAs(role),
        body,
      });
      expect(refused.status, role).toBe(403);
    }
    const res = await s.request('/api/notifications', {
      method: 'POST',
      cookie: await s.loginAs('waikura'),
      body,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ created: 1 });
    const list = await s.request('/api/notifications', { cookie: me.cookie });
    expect(list.body.notifications).toEqual([
      expect.objectContaining({
        title: 'Annual review due',
        category: 'dwsp',
        priority: 'medium',
        type: 'info',
        actionRequired: true,
        actionUrl: `/school/${s.schools.first.id}/dwsp`,
        actionText: 'Open the plan',
      }),
    ]);
  });

  test('to everyone of a school: its staff, viewers with access and assigned contractors, no one else', async () => {
    const first = s.schools.first.id;
    const lapsedViewer = await s.createAccount({ role: 'viewer', schoolId: first });
    await s.db
      .insert(viewerAccess)
      .values({ userId: lapsedViewer.id, schoolId: first, expiresAt: new Date(Date.now() - DAY) });
    const endedContractor = await s.createAccount({ role: 'contractor' });
    await s.db
      .insert(contractorAssignments)
      .values({ contractorId: endedContractor.id, schoolId: first, assignmentStatus: 'ended' });
    const otherSchool = await s.createAccount({ role: 'principal', schoolId: s.schools.second.id });

    const title = `Boil water notice ${Date.now()}`;
    const res = await s.request('/api/notifications', {
      method: 'POST',
      cookie: await s.loginAs('admin'),
      body: {
        schoolId: first,
        title,
        message: 'E. coli was found: boil all drinking water.',
        category: 'compliance',
        priority: 'urgent',
      },
    });
    expect(res.status, res.text).toBe(201);
    const rows = await s.db.select().from(notifications).where(eq(notifications.title, title));
    const recipients = await s.db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
      );
    const emails = recipients.map((r) => r.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'principal@demo.waikura.nz',
        'office@demo.waikura.nz',
        'viewer@demo.waikura.nz',
        'contractor@demo.waikura.nz',
      ]),
    );
    expect(emails).not.toContain(lapsedViewer.email);
    expect(emails).not.toContain(endedContractor.email);
    expect(emails).not.toContain(otherSchool.email);
    expect(emails).not.toContain('principal2@demo.waikura.nz');
    expect(emails).not.toContain('admin@demo.waikura.nz');
    expect(res.body.created).toBe(rows.length);
    for (const r of rows)
      expect(r).toMatchObject({ schoolId: first, type: 'error', priority: 'urgent', category: 'compliance' });
  });

  test('refuses a request without exactly one recipient, unknown recipients and links to other sites', async () => {
    const cookie = await s.loginAs('admin');
    const send = (body: Record<string, unknown>) =>
      s.request('/api/notifications', { method: 'POST', cookie, body });
    const base = { title: 'Hello', message: 'A message' };
    const neither = await send(base);
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields).toHaveProperty('userId');
    const both = await send({ ...base, userId: principalId, schoolId: s.schools.first.id });
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toHaveProperty('schoolId');
    const nobody = await send({ ...base, userId: 'no-such-user' });
    expect(nobody.status).toBe(404);
    const noSchool = await send({ ...base, schoolId: 'no-such-school' });
    expect(noSchool.status).toBe(404);
    for (const actionUrl of [
      'https://example.com/phish',
      '//example.com',
      'javascript:alert(1)',
      '/\\example.com',
    ]) {
      const res = await send({ ...base, userId: principalId, actionUrl });
      expect(res.status, actionUrl).toBe(400);
      expect(res.body.error.fields).toHaveProperty('actionUrl');
    }
    const past = await send({ ...base, userId: principalId, expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toHaveProperty('expiresAt');
    const blank = await send({ userId: principalId, title: '   ', message: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toHaveProperty('title');
  });
});

/** Reads server-sent events from a fetch response. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: { event: string; data: string }[] = [];
  return {
    frames,
    async next(event: string): Promise<string> {
      for (;;) {
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          const name = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? '';
          const data = lines
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (name) frames.push({ event: name, data });
          if (name === event) return data;
          end = buffer.indexOf('\n\n');
        }
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`No "${event}" event within 10 s`)), 10_000);
        });
        const { value, done } = await Promise.race([reader.read(), timeout]).finally(() =>
          clearTimeout(timer),
        );
        if (done) throw new Error(`The stream ended before an "${event}" event`);
        buffer += decoder.decode(value, { stream: true });
      }
    },
  };
}

describe('the event stream', () => {
  test('sends the unread count, then each new notification and the new count; cleaned up on disconnect', async () => {
    const me = await freshPerson();
    await createNotification(s.db, { userId: me.id, title: 'Before', message: 'Already here' });
    const controller = new AbortController();
    const res = await fetch(`${s.url}/api/notifications/stream`, {
      headers: { cookie: me.cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toMatch(/no-cache/);
    const events = eventReader(res.body!);
    expect(JSON.parse(await events.next('unread'))).toEqual({ count: 1 });
    expect(getHub(s.deps).listenerCount(me.id)).toBe(1);

    // Created by provider staff through the API: it arrives without asking.
    const sent = await s.request('/api/notifications', {
      method: 'POST',
      cookie: await s.loginAs('admin'),
      body: {
        userId: me.id,
        title: 'Tank screens',
        message: 'Inspect the tank screens this week.',
        category: 'maintenance',
      },
    });
    expect(sent.status).toBe(201);
    const notification = JSON.parse(await events.next('notification'));
    expect(notification).toMatchObject({
      userId: me.id,
      title: 'Tank screens',
      message: 'Inspect the tank screens this week.',
      category: 'maintenance',
      readStatus: false,
      actionText: 'Take Action',
    });
    expect(JSON.parse(await events.next('unread'))).toEqual({ count: 2 });

    // Created by the delivery worker's call: the same.
    await createNotification(
      s.db,
      { userId: me.id, title: 'From the worker', message: 'Scheduled' },
      getHub(s.deps),
    );
    expect(JSON.parse(await events.next('notification')).title).toBe('From the worker');
    expect(JSON.parse(await events.next('unread'))).toEqual({ count: 3 });

    // Reading elsewhere (another tab) updates the count on this stream.
    await s.request('/api/notifications/read-all', { method: 'POST', cookie: me.cookie });
    expect(JSON.parse(await events.next('unread'))).toEqual({ count: 0 });

    // Someone else's notification never reaches this stream.
    await createNotification(s.db, { userId: principalId, title: 'Not yours', message: 'x' }, getHub(s.deps));
    await createNotification(s.db, { userId: me.id, title: 'Yours', message: 'y' }, getHub(s.deps));
    expect(JSON.parse(await events.next('notification')).title).toBe('Yours');
    expect(events.frames.map((f) => f.data).join('\n')).not.toContain('Not yours');

    controller.abort();
    const deadline = Date.now() + 5_000;
    while (getHub(s.deps).listenerCount(me.id) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect(getHub(s.deps).listenerCount(me.id)).toBe(0);
  });
});

describe('expiry', () => {
  test('the retention job deletes expired notifications and keeps the rest (fixed clock)', async () => {
    const me = await freshPerson();
    const now = new Date('2027-03-01T00:00:00Z');
    const make = (title: string, expiresAt: Date | null) =>
      createNotification(s.db, {
        userId: me.id,
        title,
        message: title,
        expiresAt,
        now: new Date(now.getTime() - 40 * DAY),
      });
    await make('Expired a second ago', new Date(now.getTime() - 1000));
    await make('Expired long ago', new Date(now.getTime() - 20 * DAY));
    await make('Expires in a minute', new Date(now.getTime() + 60_000));
    await make('Never expires', null);
    const result = await purgeExpired(s.db, now);
    expect(result.notifications).toBeGreaterThanOrEqual(2);
    const left = await s.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, me.id));
    expect(left.map((r) => r.title).sort()).toEqual(['Expires in a minute', 'Never expires']);
  });
});

describe('sourceKey', () => {
  test('creating twice with the same user and sourceKey makes one notification', async () => {
    const me = await freshPerson();
    const first = await createNotification(s.db, {
      userId: me.id,
      title: 'Water test due',
      message: 'Take the monthly E. coli sample.',
      category: 'water_testing',
      type: 'reminder',
      sourceKey: 'schedule:test-1',
      dueDate: '2026-12-01',
    });
    expect(first.created).toBe(true);
    // 3 days after the end of the due day in New Zealand (NZDT, +13).
    expect(first.notification.expiresAt).toBe('2026-12-04T10:59:59.999Z');
    const again = await createNotification(s.db, {
      userId: me.id,
      title: 'Water test due (retried)',
      message: 'A retried delivery',
      sourceKey: 'schedule:test-1',
    });
    expect(again).toMatchObject({ id: first.id, created: false });
    expect(again.notification.title).toBe('Water test due');
    // The same source for another person is another notification.
    const otherPerson = await createNotification(s.db, {
      userId: principalId,
      title: 'Water test due',
      message: 'x',
      sourceKey: 'schedule:test-1',
    });
    expect(otherPerson.created).toBe(true);
    const rows = await s.db
      .select()
      .from(notifications)
      .where(eq(notifications.sourceKey, 'schedule:test-1'));
    expect(rows).toHaveLength(2);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('between server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  test("a notification published by one process's hub reaches another's streams, once", async () => {
    const a = new NotificationHub({ databaseUrl: s.config.databaseUrl });
    const b = new NotificationHub({ databaseUrl: s.config.databaseUrl });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const heardByA: HubEvent[] = [];
      const heardByB: HubEvent[] = [];
      a.subscribe('user-1', (e) => heardByA.push(e));
      b.subscribe('user-1', (e) => heardByB.push(e));
      b.subscribe('user-2', () => heardByB.push({ kind: 'unread', userId: 'wrong' }));
      const { notification } = await createNotification(s.db, {
        userId: principalId,
        title: 'Cross',
        message: 'Process',
      });
      a.publish({ kind: 'notification', userId: 'user-1', id: notification.id, notification });
      // Too big for a NOTIFY payload: it travels by id.
      const big = { ...notification, message: 'x'.repeat(9000) };
      a.publish({ kind: 'notification', userId: 'user-1', id: notification.id, notification: big });
      const deadline = Date.now() + 5_000;
      while (heardByB.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(heardByB).toEqual([
        { kind: 'notification', userId: 'user-1', id: notification.id, notification },
        { kind: 'notification', userId: 'user-1', id: notification.id },
      ]);
      await new Promise((r) => setTimeout(r, 200));
      // The publishing process heard each once (directly), not again through its own NOTIFY.
      expect(heardByA).toHaveLength(2);
      expect(heardByB).toHaveLength(2);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('waiting for a hub to listen', () => {
  test('without PostgreSQL it is ready at once; a database that never answers is waited for at most as long as asked', async () => {
    expect(await Promise.race([new NotificationHub().ready().then(() => 'ready'), tick(50)])).toBe('ready');
    // A server that accepts the connection and then says nothing, as a stuck database would.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hub = new NotificationHub({ databaseUrl: `postgres://u:p@127.0.0.1:${port}/none` });
    try {
      const started = Date.now();
      await hub.ready(300);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(290);
      expect(waited).toBeLessThan(5_000);
    } finally {
      const closing = hub.close();
      for (const socket of held) socket.destroy();
      await closing;
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

const tick = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('timed out'), ms));
