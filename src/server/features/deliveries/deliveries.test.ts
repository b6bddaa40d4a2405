/**
 * Issue 19, provider staff: delivery reports as a page (status, attempts, reason), the retry action on a
 * real server with a fake SMS provider on loopback, and the activity viewer's page sizes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTIVITY_PAGE_SIZES } from '../../../domain/activity-pages';
import { activityLog, messageDeliveries, notificationSchedules } from '../../db/schema';
import { type LoginRole, startTestServer, type TestServer } from '../../test/harness';
import { type FakeSmsProvider, startFakeSmsProvider } from '../../test/sms-provider';

let s: TestServer;
let sms: FakeSmsProvider;

beforeAll(async () => {
  sms = await startFakeSmsProvider();
  s = await startTestServer({ env: sms.env, logLevel: 'silent' });
});
afterAll(async () => {
  await s?.close();
  await sms?.close();
});

const SCHOOL_ROLES: LoginRole[] = ['principal', 'school_admin', 'contractor', 'viewer', 'school'];

async function failedSms(to: string) {
  const staff = await s.loginAs('waikura');
  sms.failNext(1, { status: 400, message: 'The provider is down for maintenance.' });
  const res = await s.request('/api/secure/sms/send', {
    method: 'POST',
    cookie: staff,
    body: { to, message: 'Tank cleaned today.' },
  });
  expect(res.status).toBe(502);
  return res.body.data.id as string;
}

describe('delivery reports (issue 19)', () => {
  test('list with status, attempts and reason; a failed SMS retried once is sent, and said so', async () => {
    const id = await failedSms('+64211239001');
    const staff = await s.loginAs('waikura');
    const failed = await s.request('/api/provider/deliveries', {
      cookie: staff,
      query: { status: 'failed', kind: 'sms' },
    });
    expect(failed.status, failed.text).toBe(200);
    const row = failed.body.deliveries.find((d: { id: string }) => d.id === id);
    expect(row).toMatchObject({
      kind: 'sms',
      recipient: '+64211239001',
      status: 'failed',
      attempts: 1,
      canRetry: true,
    });
    expect(row.errorMessage).toMatch(/down for maintenance/);
    expect(failed.body.deliveries.every((d: { status: string }) => d.status === 'failed')).toBe(true);
    expect(failed.body.pageSize).toBe(100);

    const retried = await s.request(`/api/provider/deliveries/${id}/retry`, {
      method: 'POST',
      cookie: staff,
    });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.outcome).toBe('sent');
    expect(retried.body.delivery).toMatchObject({
      status: 'sent',
      attempts: 2,
      canRetry: false,
      errorMessage: null,
    });
    expect((await sms.waitFor('+64211239001')).body).toBe('Tank cleaned today.');

    // A second retry of a sent message is refused and sends nothing.
    const before = sms.requests;
    const again = await s.request(`/api/provider/deliveries/${id}/retry`, { method: 'POST', cookie: staff });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('not_failed');
    expect(sms.requests).toBe(before);
    const [logged] = await s.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.activityType, 'delivery_retried'));
    expect(logged?.description).toMatch(/\+64211239001: sent/);
  });

  test('two retries at once send the message once', async () => {
    const id = await failedSms('+64211239002');
    const staff = await s.loginAs('waikura');
    const admin = await s.loginAs('admin');
    const before = sms.requests;
    const answers = await Promise.all([
      s.request(`/api/provider/deliveries/${id}/retry`, { method: 'POST', cookie: staff }),
      s.request(`/api/provider/deliveries/${id}/retry`, { method: 'POST', cookie: admin }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(sms.requests - before).toBe(1);
  });

  test('a failed scheduled delivery goes back to the worker, due now; one still being tried is refused', async () => {
    const userId = await s.userId('principal@demo.waikura.nz');
    const [schedule] = await s.db
      .insert(notificationSchedules)
      .values({
        userId,
        channel: 'sms',
        deliveryStatus: 'failed',
        scheduledTime: new Date(Date.now() - 3_600_000),
        nextAttemptAt: new Date(Date.now() - 3_600_000),
        retryCount: 5,
        errorMessage: 'gave up',
        payload: { title: 'Reminder', message: 'Clean the gutters' },
      })
      .returning();
    const [delivery] = await s.db
      .insert(messageDeliveries)
      .values({
        kind: 'sms',
        recipient: '+64211239003',
        body: 'Clean the gutters',
        status: 'failed',
        attempts: 5,
        errorMessage: 'gave up',
        scheduleId: schedule!.id,
      })
      .returning();
    const staff = await s.loginAs('waikura');
    const res = await s.request(`/api/provider/deliveries/${delivery!.id}/retry`, {
      method: 'POST',
      cookie: staff,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.outcome).toBe('queued');
    const [after] = await s.db
      .select()
      .from(notificationSchedules)
      .where(eq(notificationSchedules.id, schedule!.id));
    expect(after!.deliveryStatus).toBe('pending');
    expect(after!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    // While the worker has it (pending), the report cannot be retried by hand.
    await s.db
      .update(messageDeliveries)
      .set({ status: 'failed' })
      .where(eq(messageDeliveries.id, delivery!.id));
    const busy = await s.request(`/api/provider/deliveries/${delivery!.id}/retry`, {
      method: 'POST',
      cookie: staff,
    });
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('already_retrying');
    expect(
      (await s.request('/api/provider/deliveries/nope/retry', { method: 'POST', cookie: staff })).status,
    ).toBe(404);
  });

  test('school roles are refused the reports, the retry and the activity viewer', async () => {
    const id = await failedSms('+64211239004');
    for (const role of SCHOOL_ROLES) {
      const cookie = await s.loginAs(role);
      expect((await s.request('/api/provider/deliveries', { cookie })).status, role).toBe(403);
      expect(
        (await s.request(`/api/provider/deliveries/${id}/retry`, { method: 'POST', cookie })).status,
        role,
      ).toBe(403);
      expect((await s.request('/api/provider/activity', { cookie })).status, role).toBe(403);
    }
    expect((await s.request('/api/provider/deliveries')).status).toBe(401);
    expect((await s.request('/api/provider/activity')).status).toBe(401);
    const [row] = await s.db.select().from(messageDeliveries).where(eq(messageDeliveries.id, id));
    expect(row!.status).toBe('failed');
  });
});

describe('activity viewer (issue 19)', () => {
  test('pages of 50 recent, 100 by person, 100 by school and 200 by dates, as the specification says', async () => {
    const staff = await s.loginAs('waikura');
    const base = new Date('2026-06-10T00:00:00Z');
    await s.db.insert(activityLog).values(
      Array.from({ length: 260 }, (_, i) => ({
        userEmail: i % 2 ? 'office@demo.waikura.nz' : 'someone@else.nz',
        userRole: 'school_admin',
        activityType: 'section_saved',
        description: `Saved section ${i}`,
        schoolId: s.schools.first.id,
        timestamp: new Date(base.getTime() + i * 60_000),
      })),
    );
    const get = async (query: Record<string, string>) => {
      const res = await s.request('/api/provider/activity', { cookie: staff, query });
      expect(res.status, res.text).toBe(200);
      return res.body as {
        entries: { timestamp: string; userEmail: string; schoolName: string }[];
        view: string;
        pageSize: number;
        hasMore: boolean;
      };
    };
    const recent = await get({});
    expect(recent).toMatchObject({ view: 'recent', pageSize: ACTIVITY_PAGE_SIZES.recent, hasMore: true });
    expect(recent.entries).toHaveLength(50);
    const times = recent.entries.map((e) => Date.parse(e.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byUser = await get({ user: 'office@demo' });
    expect(byUser).toMatchObject({ view: 'user', pageSize: 100 });
    expect(byUser.entries).toHaveLength(100);
    expect(byUser.entries.every((e) => e.userEmail === 'office@demo.waikura.nz')).toBe(true);

    const bySchool = await get({ school: 'kowhai' });
    expect(bySchool).toMatchObject({ view: 'school', pageSize: 100 });
    expect(bySchool.entries.every((e) => e.schoolName === 'Kōwhai Valley School')).toBe(true);

    // 10 June 2026 in New Zealand: 12:00 NZST is 00:00 UTC, so the 260 entries (to 04:19 UTC) are all in it.
    const range = await get({ from: '2026-06-10', to: '2026-06-10' });
    expect(range).toMatchObject({ view: 'range', pageSize: 200, hasMore: true });
    expect(range.entries).toHaveLength(200);
    const next = await get({ from: '2026-06-10', to: '2026-06-10', offset: '200' });
    expect(next.entries).toHaveLength(60);
    expect(next.hasMore).toBe(false);
    expect((await get({ from: '2026-06-11', to: '2026-06-30' })).entries).toHaveLength(0);

    const bad = await s.request('/api/provider/activity', { cookie: staff, query: { from: '10/06/2026' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.from).toBe('Give the date as YYYY-MM-DD.');
  });
});
