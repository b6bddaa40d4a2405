/**
 * Issue 20: e-mails in te reo Māori. A person's language (PUT /api/me/language, stored on users) picks the
 * language of the e-mails WaiKura sends them; each arrives over the harness's SMTP server on loopback with
 * its subject, an HTML part marked with its language, and a plain-text part.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notificationPreferences, users } from '../db/schema';
import { reminderPayload } from '../features/calendar/reminders';
import { closeHub, getPreferences } from '../features/notifications/service';
import { runDeliveryBatch, scheduleNotification } from '../jobs/deliveries';
import {
  type CapturedMail,
  DEMO_LOGINS,
  type DemoLogin,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../test/harness';
import { type FakeSmsProvider, startFakeSmsProvider } from '../test/sms-provider';

let s: TestServer;
let sms: FakeSmsProvider;
beforeAll(async () => {
  sms = await startFakeSmsProvider();
  s = await startTestServer({ env: sms.env });
});
afterAll(async () => {
  if (s) await closeHub(s.deps);
  await s?.close();
  await sms?.close();
});

async function languageOf(id: string) {
  const [row] = await s.db.select({ language: users.language }).from(users).where(eq(users.id, id));
  return row?.language;
}

/** A new principal of the first school whose language is `language` (set through the API). */
async function personSpeaking(language: 'en' | 'mi', name = 'Aroha Reo') {
  const account = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id, name });
  const login = await s.login(account.email, account.password);
  const set = await s.request('/api/me/language', {
    method: 'PUT',
    cookie: login.cookie,
    body: { language },
  });
  expect(set.status).toBe(200);
  expect(set.body).toEqual({ language });
  return account;
}

/** Every mail has both parts, and its HTML says which language it is in. */
function expectWholeMail(mail: CapturedMail, lang: 'en' | 'mi') {
  expect(mail.text.length).toBeGreaterThan(0);
  expect(mail.html).toContain(`<html lang="${lang}">`);
}

async function drain() {
  for (let i = 0; i < 50; i++) if (!(await runDeliveryBatch(s.deps)).picked) return;
}

describe('the language preference, PUT /api/me/language', () => {
  type Who = DemoLogin | 'anonymous';
  // biome-ignore format: a table aligned by hand
  const MATRIX: [who: Who, status: number][] = [
    ['admin',        200],
    ['waikura',      200],
    ['principal',    200],
    ['school_admin', 200],
    ['principal2',   200],
    ['contractor',   200],
    ['viewer',       200],
    ['anonymous',    401],
  ];

  test('the matrix covers every demo login and anonymous', () => {
    expect(MATRIX.map(([w]) => w).sort()).toEqual([...Object.keys(DEMO_LOGINS), 'anonymous'].sort());
  });

  test.each(MATRIX)('%s: sets their own language: %i', async (who, status) => {
    const cookie = who === 'anonymous' ? undefined : await s.loginAs(who);
    const res = await s.request('/api/me/language', { method: 'PUT', cookie, body: { language: 'mi' } });
    expect(res.status).toBe(status);
    if (who === 'anonymous') return;
    const id = await s.userId(DEMO_LOGINS[who]);
    expect(await languageOf(id)).toBe('mi');
    // Back to English, so other tests see the demo accounts as seeded.
    const back = await s.request('/api/me/language', { method: 'PUT', cookie, body: { language: 'en' } });
    expect(back.status).toBe(200);
    expect(await languageOf(id)).toBe('en');
  });

  test('a language other than en or mi, or another field, is a clear 400 and changes nothing', async () => {
    const account = await personSpeaking('mi');
    const login = await s.login(account.email, account.password);
    const wrong = await s.request('/api/me/language', {
      method: 'PUT',
      cookie: login.cookie,
      body: { language: 'fr' },
    });
    expect(wrong.status).toBe(400);
    // This person chose te reo and the request names no language: the answer is in te reo (decision 044).
    expect(wrong.body.error.fields.language).toBe('Kōwhiria te reo Pākehā (en), te reo Māori (mi) rānei.');
    const extra = await s.request('/api/me/language', {
      method: 'PUT',
      cookie: login.cookie,
      body: { language: 'en', userId: account.id },
    });
    expect(extra.status).toBe(400);
    const none = await s.request('/api/me/language', { method: 'PUT', cookie: login.cookie, body: {} });
    expect(none.status).toBe(400);
    expect(await languageOf(account.id)).toBe('mi');
  });

  test('a new account is English', async () => {
    const account = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id });
    expect(await languageOf(account.id)).toBe('en');
  });
});

describe('account e-mails', () => {
  test('a person whose language is mi gets the password reset in te reo Māori', async () => {
    const account = await personSpeaking('mi', 'Mere Reo');
    const asked = await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: account.email },
    });
    expect(asked.status).toBe(200);
    const mail = await s.waitForMail(account.email);
    expect(mail.subject).toBe('Tautuhia anō tō kupuhipa WaiKura');
    expect(mail.text).toContain('Kia ora Mere Reo,');
    expect(mail.text).toContain('I tono tētahi kia tautuhia anō te kupuhipa o tō pūkete WaiKura.');
    expect(mail.text).toMatch(/Kōwhiria he kupuhipa hou: http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=/);
    expect(mail.text).not.toContain('Someone asked');
    expectWholeMail(mail, 'mi');
    expect(mail.html).toContain('Ki te kore te pātene e mahi');
  });

  test('a person whose language is en still gets it in English', async () => {
    const account = await personSpeaking('en', 'Kate English');
    await s.request('/api/auth/request-password-reset', { method: 'POST', body: { email: account.email } });
    const mail = await s.waitForMail(account.email);
    expect(mail.subject).toBe('Reset your WaiKura password');
    expect(mail.text).toContain('Choose a new password: ');
    expectWholeMail(mail, 'en');
    expect(mail.html).toContain('If the button does not work');
  });

  test('signing up again with a registered te reo address tells its owner in te reo Māori', async () => {
    const account = await personSpeaking('mi');
    const res = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: { email: account.email, password: 'a-long-password-2026', schoolName: 'Te Kura Tauira' },
    });
    expect(res.status).toBe(201);
    const mail = await s.waitForMail(account.email);
    expect(mail.subject).toBe('I whakamātau tētahi ki te rēhita ki WaiKura me tō īmēra');
    expect(mail.text).toContain('Kia ora,');
    expect(mail.text).toContain(`Tautuhia anō taku kupuhipa: ${s.url}/forgot-password`);
    expectWholeMail(mail, 'mi');
  });

  test('signing up with a new address is unchanged: English', async () => {
    const email = uniqueEmail('new-reo');
    const res = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: { email, password: 'a-long-password-2026', schoolName: 'Te Kura Hou' },
    });
    expect(res.status).toBe(201);
    const mail = await s.waitForMail(email);
    expect(mail.subject).toBe('Verify your email for WaiKura');
    expectWholeMail(mail, 'en');
  });
});

describe('access e-mails', () => {
  test('an existing viewer whose language is mi is told of a second school in te reo Māori', async () => {
    const viewer = await s.createAccount({
      role: 'viewer',
      schoolId: s.schools.first.id,
      name: 'Wiremu Reo',
    });
    await s.db.update(users).set({ language: 'mi' }).where(eq(users.id, viewer.id));
    const admin = await s.loginAs('admin');
    const until = new Date(s.clock.now().getTime() + 10 * 86_400_000);
    const res = await s.request(`/api/schools/${s.schools.second.id}/invitations`, {
      method: 'POST',
      cookie: admin,
      body: {
        email: viewer.email,
        name: 'Wiremu Reo',
        role: 'viewer',
        expiresAt: until.toISOString().slice(0, 10),
      },
    });
    expect(res.status).toBe(201);
    const mail = await s.waitForMail(viewer.email);
    expect(mail.subject).toBe(
      `Ka taea e koe te titiro ki te mahere haumaru wai inu a ${s.schools.second.name} ināianei`,
    );
    expect(mail.text).toContain('Kia ora Wiremu Reo,');
    expect(mail.text).toMatch(
      new RegExp(
        `he āheinga pānui anake ki a koe mō ${s.schools.second.name} i WaiKura, tae noa ki te \\d+ [A-ZĀĒĪŌŪa-zāēīōū]+ \\d{4}\\.`,
      ),
    );
    expect(mail.text).toContain(`Takiuru ki WaiKura: ${s.url}/login`);
    expectWholeMail(mail, 'mi');
  });
});

describe('notification e-mails', () => {
  const MONDAY_NOON = new Date('2026-06-15T00:00:00Z');

  test('a calendar reminder reaches a te reo speaker in te reo, and an English speaker in English', async () => {
    s.clock.set(MONDAY_NOON);
    const mi = await personSpeaking('mi', 'Hemi Reo');
    const en = await personSpeaking('en', 'Jo English');
    const start = new Date('2026-06-16T21:30:00Z'); // Wednesday 17 June 2026, 9:30 am NZST
    const payload = reminderPayload(
      {
        id: 'event-reo',
        schoolId: s.schools.first.id,
        title: 'Tirohia te rama UV',
        category: 'maintenance',
        allDay: false,
      } as Parameters<typeof reminderPayload>[0],
      start,
      MONDAY_NOON,
    );
    expect(payload.translations?.mi).toEqual({
      title: 'He whakamaumahara: Tirohia te rama UV',
      message: 'Me oti a “Tirohia te rama UV” hei te Wenerei, 17 Hune 2026, 9:30 am.',
      action_text: 'Huakina te maramataka',
    });
    for (const who of [mi, en])
      await scheduleNotification(s.db, {
        userId: who.id,
        schoolId: s.schools.first.id,
        channel: 'email',
        scheduledTime: MONDAY_NOON,
        payload,
      });
    await drain();

    const reo = await s.waitForMail(mi.email);
    expect(reo.subject).toBe('He whakamaumahara: Tirohia te rama UV');
    expect(reo.text).toContain('Kia ora Hemi Reo,');
    expect(reo.text).toContain('Me oti a “Tirohia te rama UV” hei te Wenerei, 17 Hune 2026, 9:30 am.');
    expect(reo.text).toContain(`Huakina te maramataka: ${s.url}/schools/${s.schools.first.id}/calendar`);
    expect(reo.text).toContain('Ka tae mai tēnei īmēra ki a koe nā ō tautuhinga pānui i WaiKura.');
    expectWholeMail(reo, 'mi');

    const english = await s.waitForMail(en.email);
    expect(english.subject).toBe('Reminder: Tirohia te rama UV');
    expect(english.text).toContain('Tirohia te rama UV is due on Wednesday, 17 June 2026 at 9:30 am.');
    expect(english.text).toContain(`Open calendar: ${s.url}/schools/${s.schools.first.id}/calendar`);
    expectWholeMail(english, 'en');
  });

  test('a notification with no te reo version keeps its words but the e-mail around them is in te reo', async () => {
    s.clock.set(MONDAY_NOON);
    const mi = await personSpeaking('mi', 'Rangi Reo');
    await scheduleNotification(s.db, {
      userId: mi.id,
      schoolId: s.schools.first.id,
      channel: 'email',
      scheduledTime: MONDAY_NOON,
      payload: { title: 'Check the water test results', message: 'Three results came in.' },
    });
    await drain();
    const mail = await s.waitForMail(mi.email);
    expect(mail.subject).toBe('Check the water test results');
    expect(mail.text).toContain('Kia ora Rangi Reo,');
    expect(mail.text).toContain(`Huakina a WaiKura: ${s.url}/`);
    expectWholeMail(mail, 'mi');
  });

  test('a text message to a te reo speaker uses the te reo version', async () => {
    s.clock.set(MONDAY_NOON);
    const mi = await personSpeaking('mi', 'Aperahama Reo');
    await getPreferences(s.db, mi.id);
    await s.db
      .update(notificationPreferences)
      .set({ smsNotifications: true, smsNumber: '+64211000777' })
      .where(eq(notificationPreferences.userId, mi.id));
    const event = {
      id: 'event-sms',
      schoolId: s.schools.first.id,
      title: 'Tirohia ngā tātari',
      category: 'maintenance',
      allDay: true,
    } as Parameters<typeof reminderPayload>[0];
    await scheduleNotification(s.db, {
      userId: mi.id,
      schoolId: s.schools.first.id,
      channel: 'sms',
      scheduledTime: MONDAY_NOON,
      payload: reminderPayload(event, new Date('2026-06-16T12:00:00Z'), MONDAY_NOON),
    });
    await drain();
    const text = await sms.waitFor('+64211000777');
    expect(text.body).toBe(
      `He whakamaumahara: Tirohia ngā tātari: Me oti a “Tirohia ngā tātari” hei te Wenerei, 17 Hune 2026. ${s.url}/schools/${s.schools.first.id}/calendar`,
    );
  });

  test('the digest of a te reo speaker is in te reo', async () => {
    const wednesday = new Date('2026-06-17T00:00:00Z');
    s.clock.set(wednesday);
    const mi = await personSpeaking('mi', 'Tama Reo');
    await getPreferences(s.db, mi.id);
    await s.db
      .update(notificationPreferences)
      .set({ emailDigest: { enabled: true, frequency: 'weekly', day_of_week: 1 } })
      .where(eq(notificationPreferences.userId, mi.id));
    const start = new Date('2026-06-24T21:30:00Z');
    const event = {
      id: 'event-digest',
      schoolId: s.schools.first.id,
      title: 'Horoia te tāngi',
      category: 'maintenance',
      allDay: true,
    } as Parameters<typeof reminderPayload>[0];
    await scheduleNotification(s.db, {
      userId: mi.id,
      schoolId: s.schools.first.id,
      channel: 'email',
      scheduledTime: wednesday,
      payload: reminderPayload(event, start, wednesday),
    });
    await scheduleNotification(s.db, {
      userId: mi.id,
      schoolId: s.schools.first.id,
      channel: 'email',
      scheduledTime: wednesday,
      payload: { title: 'Annual plan review', message: 'It is due next month.' },
    });
    await drain();
    expect(s.mails.filter((m) => m.to.includes(mi.email))).toEqual([]);
    s.clock.set(new Date('2026-06-21T19:00:00Z')); // Monday 22 June, 07:00 NZST
    await drain();
    const mail = await s.waitForMail(mi.email);
    expect(mail.subject).toBe('Tō whakarāpopototanga WaiKura o ia wiki: 2 pānui');
    expect(mail.text).toContain('Kia ora Tama Reo,');
    expect(mail.text).toContain('Anei ngā pānui 2 mai i WaiKura mai i tō whakarāpopototanga whakamutunga.');
    expect(mail.text).toContain('1. He whakamaumahara: Horoia te tāngi');
    expect(mail.text).toContain('Me oti a “Horoia te tāngi” hei te Tāite, 25 Hune 2026.');
    expect(mail.text).toContain('2. Annual plan review');
    expectWholeMail(mail, 'mi');
  });
});
