/**
 * The secure sending API (plan specification 7.2) through the real server: text messages reach an SMS
 * provider on loopback, e-mails the harness's SMTP server; every attempt is in the delivery reports;
 * only provider staff and administrators may use it, with the session cookie or a bearer token.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSmtpMailer } from '../../integrations/mail';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness';
import { errorShapeProblems } from '../../test/openapi';
import { type FakeSmsProvider, startFakeSmsProvider } from '../../test/sms-provider';

let s: TestServer;
let sms: FakeSmsProvider;
let staff: string;

beforeAll(async () => {
  sms = await startFakeSmsProvider();
  s = await startTestServer({ env: sms.env });
  staff = await s.loginAs('waikura');
});
afterAll(async () => {
  await s?.close();
  await sms?.close();
});

const sendSms = (body: unknown, cookie = staff) =>
  s.request('/api/secure/sms/send', { method: 'POST', cookie, body });
const sendEmail = (body: unknown, cookie = staff) =>
  s.request('/api/secure/email/send', { method: 'POST', cookie, body });

describe('who may use it', () => {
  test('school people, contractors and viewers are refused (403); nobody signed in gets 401', async () => {
    for (const role of ['principal', 'school_admin', 'contractor', 'viewer'] as const) {
      const cookie = await s.loginAs(role);
      for (const res of [
        await sendSms({ to: '+64211230001', message: 'Not allowed' }, cookie),
        await sendEmail({ to: 'someone@example.nz', subject: 'No', message: 'Not allowed' }, cookie),
        await s.request('/api/secure/sms/reports', { cookie }),
        await s.request('/api/secure/email/reports', { cookie }),
      ]) {
        expect(res.status, role).toBe(403);
        expect(errorShapeProblems(res.body)).toEqual([]);
      }
    }
    expect(sms.messages.filter((m) => m.to === '+64211230001')).toEqual([]);
    expect(s.mails.filter((m) => m.to.includes('someone@example.nz'))).toEqual([]);
    expect((await s.request('/api/secure/sms/reports')).status).toBe(401);
    expect((await sendSms({ to: '+64211230001', message: 'x' }, '')).status).toBe(401);
  });

  test('provider staff and administrators may (cookie session)', async () => {
    expect((await sendSms({ to: '+64211230002', message: 'From staff' })).status).toBe(200);
    const admin = await s.loginAs('admin');
    expect((await sendSms({ to: '+64211230003', message: 'From an admin' }, admin)).status).toBe(200);
    expect((await s.request('/api/secure/sms/reports', { cookie: admin })).status).toBe(200);
  });

  test('a bearer token works, from a client that sends no Origin', async () => {
    const login = await s.login('staff@demo.waikura.nz', TEST_PASSWORD);
    expect(login.bearer).toBeTruthy();
    const res = await s.request('/api/secure/sms/send', {
      method: 'POST',
      bearer: login.bearer,
      origin: null,
      body: { to: '+64211230004', message: 'Sent with a bearer token' },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const report = await s.request(`/api/secure/sms/reports/${res.body.data.id}`, { bearer: login.bearer });
    expect(report.status).toBe(200);
    expect(report.body.data.body).toBe('Sent with a bearer token');
    // A bearer token that is not a session is refused.
    const junk = await s.request('/api/secure/sms/reports', { bearer: 'not-a-session' });
    expect(junk.status).toBe(401);
  });
});

describe('POST /api/secure/sms/send', () => {
  test("the message reaches the provider; the answer and the report carry the provider's id", async () => {
    const res = await sendSms({ to: '+64211230010', message: 'Kia ora: the boil water notice is lifted.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(String), status: 'sent' } });
    const received = await sms.waitFor('+64211230010');
    expect(received).toMatchObject({ from: sms.from, body: 'Kia ora: the boil water notice is lifted.' });
    const report = await s.request(`/api/secure/sms/reports/${res.body.data.id}`, { cookie: staff });
    expect(report.body).toEqual({
      success: true,
      data: expect.objectContaining({
        id: res.body.data.id,
        kind: 'sms',
        recipient: '+64211230010',
        subject: null,
        body: 'Kia ora: the boil water notice is lifted.',
        status: 'sent',
        providerMessageId: received.sid,
        errorMessage: null,
        attempts: 1,
        scheduleId: null,
        requestedBy: await s.userId('staff@demo.waikura.nz'),
      }),
    });
    expect(report.body.data.sentAt).toEqual(expect.any(String));
  });

  test('a New Zealand mobile as people write it is sent in E.164', async () => {
    const res = await sendSms({ to: '021 555 0101', message: 'Local number' });
    expect(res.status).toBe(200);
    expect((await sms.waitFor('+64215550101')).body).toBe('Local number');
  });

  test("the provider refuses: 502 with the client's text and the provider's reason; the report says failed", async () => {
    sms.failNext(1, { status: 400, message: "The 'To' number +64211230011 is not a mobile number." });
    const res = await sendSms({ to: '+64211230011', message: 'Will be refused' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      error: 'Failed to send SMS. Please try again.',
      reason: "The 'To' number +64211230011 is not a mobile number.",
      data: { id: expect.any(String), status: 'failed' },
    });
    const report = await s.request(`/api/secure/sms/reports/${res.body.data.id}`, { cookie: staff });
    expect(report.body.data).toMatchObject({
      status: 'failed',
      errorMessage: "The 'To' number +64211230011 is not a mobile number.",
      sentAt: null,
    });
    expect(sms.messages.filter((m) => m.to === '+64211230011')).toEqual([]);
  });

  test('bad input is a 400 naming the field, and nothing is sent', async () => {
    const before = sms.requests;
    for (const [body, field] of [
      [{ to: 'not a number', message: 'x' }, 'to'],
      [{ to: '12', message: 'x' }, 'to'],
      [{ to: '+64211230012', message: '   ' }, 'message'],
      [{ to: '+64211230012', message: 'x'.repeat(1601) }, 'message'],
      [{ to: '+64211230012' }, 'message'],
      [{ to: '+64211230012', message: 'x', from: '+6400' }, 'from'],
    ] as const) {
      const res = await sendSms(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorShapeProblems(res.body)).toEqual([]);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    expect(sms.requests).toBe(before);
  });
});

describe('POST /api/secure/email/send', () => {
  test('the e-mail reaches the SMTP server with who sent it; the report says sent', async () => {
    const res = await sendEmail({
      to: 'Office@Example.nz',
      subject: 'Your water test results',
      message: 'Kia ora,\n\nThe E. coli sample from Tuesday was clear.\n\nNgā mihi',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(String), status: 'sent' } });
    const mail = await s.waitForMail('office@example.nz', (m) => m.subject === 'Your water test results');
    expect(mail.text).toContain('The E. coli sample from Tuesday was clear.');
    expect(mail.text).toContain('Ngā mihi');
    expect(mail.text).toContain('through WaiKura.');
    expect(mail.html).toContain('<p>The E. coli sample from Tuesday was clear.</p>');
    const report = await s.request(`/api/secure/email/reports/${res.body.data.id}`, { cookie: staff });
    expect(report.body.data).toMatchObject({
      kind: 'email',
      recipient: 'Office@Example.nz',
      subject: 'Your water test results',
      status: 'sent',
      attempts: 1,
    });
  });

  test('HTML in the message is sent as text, not markup', async () => {
    await sendEmail({
      to: 'html@example.nz',
      subject: 'Markup',
      message: '<b>bold</b> & <script>x</script>',
    });
    const mail = await s.waitForMail('html@example.nz');
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  test('a mail server that cannot be reached: 502 and a failed report', async () => {
    // A port nothing listens on: the real SMTP client fails to connect.
    const closed = await new Promise<number>((resolve) => {
      const srv = createServer();
      srv.listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      });
    });
    const real = s.deps.mailer;
    s.deps.mailer = createSmtpMailer(
      `smtp://127.0.0.1:${closed}/?ignoreTLS=true`,
      'WaiKura <no-reply@waikura.test>',
    );
    try {
      const res = await sendEmail({ to: 'unreachable@example.nz', subject: 'Lost', message: 'x' });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({
        success: false,
        error: 'Failed to send email. Please try again.',
        data: { status: 'failed' },
      });
      expect(res.body.reason).toMatch(/ECONNREFUSED|connect/i);
      const report = await s.request(`/api/secure/email/reports/${res.body.data.id}`, { cookie: staff });
      expect(report.body.data).toMatchObject({ status: 'failed', recipient: 'unreachable@example.nz' });
      expect(report.body.data.errorMessage).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      s.deps.mailer = real;
    }
  });

  test('bad input is a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ to: 'not-an-address', subject: 'x', message: 'x' }, 'to'],
      [{ to: 'a@example.nz', subject: 'Two\r\nBcc: everyone@example.nz', message: 'x' }, 'subject'],
      [{ to: 'a@example.nz', subject: '', message: 'x' }, 'subject'],
      [{ to: 'a@example.nz', subject: 'x', message: '' }, 'message'],
      [{ to: 'a@example.nz', subject: 'x'.repeat(201), message: 'x' }, 'subject'],
    ] as const) {
      const res = await sendEmail(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    expect(s.mails.filter((m) => m.to.includes('a@example.nz'))).toEqual([]);
  });
});

describe('delivery reports', () => {
  test('newest first, one kind each, at most 100 or the limit asked for', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await sendSms({ to: `+6421123010${i}`, message: `Report ${i}` })).body.data.id);
    const list = await s.request('/api/secure/sms/reports', { cookie: staff });
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    const listed = list.body.data.map((r: { id: string }) => r.id);
    expect(listed.slice(0, 3)).toEqual([...ids].reverse());
    expect(list.body.data.every((r: { kind: string }) => r.kind === 'sms')).toBe(true);
    expect(listed.length).toBeLessThanOrEqual(100);

    const two = await s.request('/api/secure/sms/reports', { cookie: staff, query: { limit: '2' } });
    expect(two.body.data.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    for (const limit of ['0', '101', 'abc']) {
      const bad = await s.request('/api/secure/sms/reports', { cookie: staff, query: { limit } });
      expect(bad.status, limit).toBe(400);
    }

    const emails = await s.request('/api/secure/email/reports', { cookie: staff });
    expect(emails.body.data.every((r: { kind: string }) => r.kind === 'email')).toBe(true);
    expect(emails.body.data.map((r: { id: string }) => r.id)).not.toContain(ids[0]);
  });

  test('an unknown id, or the id of the other kind, is 404', async () => {
    const smsId = (await sendSms({ to: '+64211230200', message: 'Kind check' })).body.data.id;
    const wrongKind = await s.request(`/api/secure/email/reports/${smsId}`, { cookie: staff });
    expect(wrongKind.status).toBe(404);
    expect(errorShapeProblems(wrongKind.body)).toEqual([]);
    const unknown = await s.request('/api/secure/sms/reports/00000000-0000-0000-0000-000000000000', {
      cookie: staff,
    });
    expect(unknown.status).toBe(404);
  });
});
