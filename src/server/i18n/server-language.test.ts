/**
 * Issue 20, decision 044: the server's own words in the reader's language, over HTTP on a real server and
 * database. Errors: a te reo reader (Accept-Language: mi, or a saved language of te reo and no header)
 * gets the message and field messages in te reo; an English reader's answer is exactly as before.
 * Notifications are written in the recipient's language; invitations in the inviter's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notifications, users } from '../db/schema';
import { closeHub, createNotification } from '../features/notifications/service';
import { runDeliveryBatch, scheduleNotification } from '../jobs/deliveries';
import { startTestServer, type TestServer, uniqueEmail } from '../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  if (s) await closeHub(s.deps);
  await s?.close();
});

const MI = { 'accept-language': 'mi' };

describe('error answers in the reader’s language', () => {
  test('a zod field message (PUT /api/me/language with a language we do not have)', async () => {
    const cookie = await s.loginAs('principal');
    const en = await s.request('/api/me/language', { method: 'PUT', cookie, body: { language: 'fr' } });
    expect(en.status).toBe(400);
    expect(en.text).toBe(
      JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'There is a problem with one field.',
          fields: { language: 'Choose English (en) or te reo Māori (mi).' },
        },
      }),
    );
    const mi = await s.request('/api/me/language', {
      method: 'PUT',
      cookie,
      body: { language: 'fr' },
      headers: MI,
    });
    expect(mi.status).toBe(400);
    expect(mi.body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'He raru kei tētahi āpure.',
        fields: { language: 'Kōwhiria te reo Pākehā (en), te reo Māori (mi) rānei.' },
      },
    });
    expect(mi.headers.get('content-language')).toBe('mi');
  });

  test('a plan answer’s message from the plan’s own schema, with its value kept', async () => {
    const cookie = await s.loginAs('principal');
    const url = `/api/schools/${s.schools.first.id}/plan/sections/background`;
    const before = await s.request(url, { cookie });
    const body = {
      version: before.body.version,
      content: { ...before.body.content, current_students_staff: 0 },
    };
    const mi = await s.request(url, { method: 'PUT', cookie, body, headers: MI });
    expect(mi.status).toBe(400);
    expect(mi.body.error).toEqual({
      code: 'validation_failed',
      message: 'Me whakatika tētahi whakautu.',
      fields: { current_students_staff: 'Me tau e rite ana ki te 1, nui ake rānei' },
    });
    const en = await s.request(url, { method: 'PUT', cookie, body });
    expect(en.body.error.fields).toEqual({ current_students_staff: 'Must be a number >= 1' });
  });

  test('a service’s conflict (inviting an address that already has an account)', async () => {
    const cookie = await s.loginAs('admin');
    const path = `/api/schools/${s.schools.first.id}/invitations`;
    const body = { email: 'principal@demo.waikura.nz', name: 'Someone', role: 'school_admin' };
    const en = await s.request(path, { method: 'POST', cookie, body });
    expect(en.status).toBe(409);
    expect(en.body).toEqual({ error: { code: 'email_taken', message: 'This email is already registered.' } });
    const mi = await s.request(path, { method: 'POST', cookie, body, headers: MI });
    expect(mi.status).toBe(409);
    expect(mi.body).toEqual({ error: { code: 'email_taken', message: 'Kua rēhitatia kētia tēnei īmēra.' } });
  });

  test('not found and forbidden from the policy, and a message with values', async () => {
    const cookie = await s.loginAs('principal');
    const missing = await s.request('/api/schools/no-such-school/people', { cookie, headers: MI });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Kāore i kitea e mātou taua kura.');
    const other = await s.request(`/api/schools/${s.schools.second.id}/people`, { cookie, headers: MI });
    expect([403, 404]).toContain(other.status);
    expect(other.body.error.message).not.toMatch(/[Ss]chool|permission/);
    const english = await s.request('/api/schools/no-such-school/people', { cookie });
    expect(english.body.error.message).toBe('We could not find that school.');
    const endpoint = await s.request('/api/no-such-thing', { headers: MI });
    expect(endpoint.body.error.message).toBe('Kāore he pito API GET /api/no-such-thing.');
  });

  test('with no header, the signed-in user’s saved language; an English header wins over it', async () => {
    const account = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id });
    const login = await s.login(account.email, account.password);
    await s.request('/api/me/language', { method: 'PUT', cookie: login.cookie, body: { language: 'mi' } });
    const saved = await s.request('/api/me/language', {
      method: 'PUT',
      cookie: login.cookie,
      body: { language: 'xx' },
    });
    expect(saved.body.error.message).toBe('He raru kei tētahi āpure.');
    const asked = await s.request('/api/me/language', {
      method: 'PUT',
      cookie: login.cookie,
      body: { language: 'xx' },
      headers: { 'accept-language': 'en' },
    });
    expect(asked.body.error.message).toBe('There is a problem with one field.');
  });
});

describe('notifications in the recipient’s language', () => {
  test('the server’s words in te reo for a te reo user, in English for others; a person’s words as written', async () => {
    const maori = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id });
    const english = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id });
    await s.db.update(users).set({ language: 'mi' }).where(eq(users.id, maori.id));
    const made = {
      title: 'Training due for revalidation',
      message: 'Ana logged work on 2026-11-20: cleaned the gutters They say follow-up work is needed.',
      actionText: 'Open staff management',
    };
    const mi = await createNotification(s.db, { userId: maori.id, ...made });
    expect(mi.notification).toMatchObject({
      title: 'He whakangungu me whakamana anō',
      message:
        'I tuhi a Ana i tētahi mahi i te 2026-11-20: cleaned the gutters E ai ki a rātou, me whai mahi anō.',
      actionText: 'Huakina te whakahaere kaimahi',
    });
    const en = await createNotification(s.db, { userId: english.id, ...made });
    expect(en.notification).toMatchObject(made);
    // no button text given: the default button in te reo
    const plain = await createNotification(s.db, { userId: maori.id, title: 'Check the plan', message: 'x' });
    expect(plain.notification.actionText).toBe('Mahia');
    const written = await createNotification(s.db, { userId: maori.id, ...made, asWritten: true });
    expect(written.notification).toMatchObject(made);
  });
});

describe('scheduled notifications in the recipient’s language', () => {
  test('a reminder delivered in the app to a te reo user is in te reo; given te reo is used as given', async () => {
    const maori = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id });
    await s.db.update(users).set({ language: 'mi' }).where(eq(users.id, maori.id));
    const at = s.clock.now();
    await scheduleNotification(s.db, {
      userId: maori.id,
      channel: 'in_app',
      scheduledTime: at,
      now: at,
      sourceKey: 'te-reo-test:catalogue',
      payload: {
        title: 'Training due for revalidation',
        message: 'Your "Backflow testing" competency is due for revalidation on 1 December 2026, in 5 days.',
        action_text: 'Open staff management',
      },
    });
    await scheduleNotification(s.db, {
      userId: maori.id,
      channel: 'in_app',
      scheduledTime: at,
      now: at,
      sourceKey: 'te-reo-test:given',
      payload: {
        title: 'Unsafe water test',
        message: 'Over the limit.',
        translations: { mi: { title: 'He whakamātautau wai mōrearea', message: 'Kei runga ake i te tepe.' } },
      },
    });
    for (let i = 0; i < 20; i++) if (!(await runDeliveryBatch(s.deps)).picked) break;
    const rows = await s.db
      .select({
        title: notifications.title,
        message: notifications.message,
        actionText: notifications.actionText,
      })
      .from(notifications)
      .where(eq(notifications.userId, maori.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          title: 'He whakangungu me whakamana anō',
          message: 'Me whakamana anō tō pūkenga “Backflow testing” hei te 1 December 2026, ā ngā rā e 5.',
          actionText: 'Huakina te whakahaere kaimahi',
        },
        { title: 'He whakamātautau wai mōrearea', message: 'Kei runga ake i te tepe.', actionText: 'Mahia' },
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe('invitations in the inviter’s language', () => {
  test('a te reo inviter’s invitation is in te reo, links to a te reo page, and the account starts in te reo', async () => {
    const cookie = await s.loginAs('admin');
    const email = uniqueEmail('kaititiro');
    const res = await s.request(`/api/schools/${s.schools.first.id}/invitations`, {
      method: 'POST',
      cookie,
      headers: MI,
      body: { email, name: 'Mere', role: 'school_admin' },
    });
    expect(res.status).toBe(201);
    const mail = await s.waitForMail(email);
    expect(mail.subject).toBe(`Kua tonoa koe ki WaiKura mō ${s.schools.first.name}`);
    expect(mail.html).toContain('<html lang="mi">');
    expect(mail.text).toContain('hei kaiwhakahaere kura');
    expect(mail.text).toMatch(/reset-password\?token=[^&\s]+&invite=1&lang=mi/);
    const [row] = await s.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(row?.language).toBe('mi');
  });

  test('an English inviter’s invitation is as before', async () => {
    const cookie = await s.loginAs('admin');
    const email = uniqueEmail('viewer');
    const res = await s.request(`/api/schools/${s.schools.first.id}/invitations`, {
      method: 'POST',
      cookie,
      body: { email, name: 'Sam', role: 'school_admin' },
    });
    expect(res.status).toBe(201);
    const mail = await s.waitForMail(email);
    expect(mail.subject).toBe(`You're invited to WaiKura for ${s.schools.first.name}`);
    expect(mail.text).not.toContain('lang=mi');
    const [row] = await s.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(row?.language).toBe('en');
  });
});

describe('the activity log in the reader’s language', () => {
  test('a te reo reader reads its lines in te reo with their values kept; an English reader as stored', async () => {
    const cookie = await s.loginAs('principal');
    const school = s.schools.first.id;
    const title = `Flush the bore line ${Date.now().toString(36)}`;
    const made = await s.request(`/api/schools/${school}/calendar/events`, {
      method: 'POST',
      cookie,
      body: { title, category: 'maintenance', startDate: '2027-03-01T09:00:00+13:00' },
    });
    expect(made.status, made.text).toBe(201);
    const admin = await s.loginAs('admin');
    const line = (entries: { description: string }[]) => entries.find((e) => e.description.includes(title));

    const en = await s.request(`/api/schools/${school}/activity`, { cookie: admin });
    expect(line(en.body.entries)?.description).toBe(`Added "${title}" to the calendar`);
    const mi = await s.request(`/api/schools/${school}/activity`, { cookie: admin, headers: MI });
    expect(line(mi.body.entries)?.description).toBe(`I tāpiritia a "${title}" ki te maramataka`);
    const all = await s.request('/api/activity', { cookie: admin, headers: MI });
    expect(line(all.body.entries)?.description).toBe(`I tāpiritia a "${title}" ki te maramataka`);
  });
});
