/**
 * The delivery worker through real parts: the harness's database and SMTP server on loopback, an SMS
 * provider on loopback speaking Twilio's API, and a clock the tests set. On PostgreSQL, also two worker
 * processes racing over 1,000 due notifications.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_ACTION_TEXT } from '../../domain/notifications';
import {
  messageDeliveries,
  notificationPreferences,
  notificationSchedules,
  notifications,
} from '../db/schema';
import { closeHub, getPreferences } from '../features/notifications/service';
import { ROOT } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import { type FakeSmsProvider, startFakeSmsProvider } from '../test/sms-provider';
import {
  pickDueSchedules,
  runDeliveryBatch,
  type SchedulePayload,
  scheduleNotification,
  startDeliveryWorker,
} from './deliveries';

/** What a worker process prints when done. */
type Totals = { picked: number; delivered: number; batches: number };

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

/** A Monday in June: New Zealand standard time (UTC+12). 12:00 NZST. */
const MONDAY_NOON = new Date('2026-06-15T00:00:00Z');

/** A new school user with their own preferences, changed as given. */
async function person(
  change: Partial<typeof notificationPreferences.$inferInsert> = {},
  name = 'Aroha Test',
): Promise<{ id: string; email: string }> {
  const account = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id, name });
  await getPreferences(s.db, account.id);
  if (Object.keys(change).length)
    await s.db
      .update(notificationPreferences)
      .set(change)
      .where(eq(notificationPreferences.userId, account.id));
  return { id: account.id, email: account.email };
}

const payload = (title: string, extra: Partial<SchedulePayload> = {}): SchedulePayload => ({
  title,
  message: `${title}: it is on the calendar for this week.`,
  type: 'reminder',
  category: 'maintenance',
  action_url: `/schools/${s.schools.first.id}/calendar`,
  action_text: 'Open calendar',
  ...extra,
});

async function schedule(
  userId: string,
  channel: 'in_app' | 'email' | 'sms',
  title: string,
  extra: Partial<SchedulePayload> = {},
  at = s.clock.now(),
) {
  return (
    await scheduleNotification(s.db, {
      userId,
      schoolId: s.schools.first.id,
      channel,
      scheduledTime: at,
      payload: payload(title, extra),
    })
  ).id;
}

async function row(id: string) {
  const [r] = await s.db.select().from(notificationSchedules).where(eq(notificationSchedules.id, id));
  return r!;
}

async function notificationsOf(userId: string) {
  return s.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function deliveryOf(scheduleId: string) {
  return s.db.select().from(messageDeliveries).where(eq(messageDeliveries.scheduleId, scheduleId));
}

/** Runs batches until nothing is due at the current clock. */
async function drain() {
  for (let i = 0; i < 50; i++) if (!(await runDeliveryBatch(s.deps)).picked) return;
}

describe('in the app', () => {
  test('a due schedule becomes one notification in the bell, and the schedule is delivered', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person();
    const id = await schedule(p.id, 'in_app', 'Inspect tank screens');
    await drain();
    const [n, ...more] = await notificationsOf(p.id);
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      title: 'Inspect tank screens',
      message: 'Inspect tank screens: it is on the calendar for this week.',
      type: 'reminder',
      category: 'maintenance',
      actionUrl: `/schools/${s.schools.first.id}/calendar`,
      actionText: 'Open calendar',
      schoolId: s.schools.first.id,
      readStatus: false,
      sourceKey: `schedule:${id}`,
    });
    expect(n!.metadata).toMatchObject({ scheduleId: id });
    expect(n!.metadata.silent).toBeUndefined();
    const r = await row(id);
    expect(r.deliveryStatus).toBe('delivered');
    expect(r.deliveryTime).toEqual(MONDAY_NOON);
    expect(r.lockedUntil).toBeNull();
    // No e-mail or SMS record for an in-app delivery.
    expect(await deliveryOf(id)).toEqual([]);
  });

  test('a schedule not yet due waits', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person();
    const id = await schedule(p.id, 'in_app', 'Later', {}, new Date(MONDAY_NOON.getTime() + 60_000));
    await drain();
    expect((await row(id)).deliveryStatus).toBe('pending');
    expect(await notificationsOf(p.id)).toEqual([]);
    s.clock.advance(60_000);
    await drain();
    expect((await row(id)).deliveryStatus).toBe('delivered');
    expect(await notificationsOf(p.id)).toHaveLength(1);
  });

  test('a worker that died holding a schedule: another takes it after the lock, and it shows once', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person();
    const id = await schedule(p.id, 'in_app', 'Annual plan review');
    // A worker picks it and delivers, then dies before writing the outcome.
    const picked = await pickDueSchedules(s.db, s.clock.now(), 100);
    expect(picked.map((r) => r.id)).toContain(id);
    expect((await row(id)).deliveryStatus).toBe('processing');
    await s.db.insert(notifications).values({
      userId: p.id,
      title: 'Annual plan review',
      message: 'already shown',
      sourceKey: `schedule:${id}`,
    });
    // Within its lock nobody else takes it.
    s.clock.advance(4 * 60_000);
    expect((await runDeliveryBatch(s.deps)).picked).toBe(0);
    // After five minutes it is picked again — by a batch that looks for expired locks (the worker loop
    // does once a minute) — and delivered, and still shows once.
    s.clock.advance(60_000);
    expect((await runDeliveryBatch(s.deps, { expiredLocks: false })).picked).toBe(0);
    await drain();
    expect((await row(id)).deliveryStatus).toBe('delivered');
    expect(await notificationsOf(p.id)).toHaveLength(1);
  });

  test('at most 100 a batch, oldest due first', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person();
    const ids: string[] = [];
    for (let i = 0; i < 105; i++)
      ids.push(
        await schedule(p.id, 'in_app', `Item ${i}`, {}, new Date(MONDAY_NOON.getTime() - (105 - i) * 1000)),
      );
    const first = await runDeliveryBatch(s.deps);
    expect(first.picked).toBe(100);
    expect(first.delivered).toBe(100);
    const left = await s.db
      .select({ id: notificationSchedules.id })
      .from(notificationSchedules)
      .where(
        and(inArray(notificationSchedules.id, ids), eq(notificationSchedules.deliveryStatus, 'pending')),
      );
    expect(left.map((r) => r.id).sort()).toEqual(ids.slice(100).sort());
    expect((await runDeliveryBatch(s.deps)).picked).toBe(5);
    expect(await notificationsOf(p.id)).toHaveLength(105);
  });
});

describe('by e-mail', () => {
  test('arrives at the SMTP server with the message and the action link; recorded as sent', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person({}, 'Mere Kahu');
    const id = await schedule(p.id, 'email', 'Replace the UV lamp');
    await drain();
    const mail = await s.waitForMail(p.email, (m) => m.subject === 'Replace the UV lamp');
    expect(mail.text).toContain('Kia ora Mere Kahu,');
    expect(mail.text).toContain('Replace the UV lamp: it is on the calendar for this week.');
    expect(mail.text).toContain(`Open calendar: ${s.url}/schools/${s.schools.first.id}/calendar`);
    expect(mail.links).toContain(`${s.url}/schools/${s.schools.first.id}/calendar`);
    const r = await row(id);
    expect(r.deliveryStatus).toBe('delivered');
    const [d] = await deliveryOf(id);
    expect(d).toMatchObject({
      kind: 'email',
      recipient: p.email,
      subject: 'Replace the UV lamp',
      status: 'sent',
      attempts: 1,
      schoolId: s.schools.first.id,
    });
    expect(d!.sentAt).toEqual(MONDAY_NOON);
    expect(d!.body).toContain('Replace the UV lamp: it is on the calendar for this week.');
  });

  test('without an action link the e-mail links to WaiKura itself', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person();
    await schedule(p.id, 'email', 'Check the water test results', { action_url: null, action_text: null });
    await drain();
    const mail = await s.waitForMail(p.email, (m) => m.subject === 'Check the water test results');
    expect(mail.text).toContain(`Open WaiKura: ${s.url}/`);
  });
});

describe('by SMS', () => {
  test("arrives at the provider, to the person's mobile, with the link; recorded with the provider's id", async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person({ smsNotifications: true, smsNumber: '+64211000001' });
    const id = await schedule(p.id, 'sms', 'Clean the gutters');
    await drain();
    const m = await sms.waitFor('+64211000001');
    expect(m.from).toBe(sms.from);
    expect(m.body).toBe(
      `Clean the gutters: Clean the gutters: it is on the calendar for this week. ${s.url}/schools/${s.schools.first.id}/calendar`,
    );
    expect((await row(id)).deliveryStatus).toBe('delivered');
    const [d] = await deliveryOf(id);
    expect(d).toMatchObject({
      kind: 'sms',
      recipient: '+64211000001',
      status: 'sent',
      providerMessageId: m.sid,
    });
  });

  test('a failing provider: retry count 1 and the error stored; after the backoff it goes', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person({ smsNotifications: true, smsNumber: '+64211000002' });
    const id = await schedule(p.id, 'sms', 'Monthly E. coli sample');
    sms.failNext(1, { status: 503, message: 'Service temporarily unavailable, try again later.' });
    const first = await runDeliveryBatch(s.deps);
    expect(first).toMatchObject({ picked: 1, retrying: 1, delivered: 0 });
    let r = await row(id);
    expect(r).toMatchObject({
      deliveryStatus: 'pending',
      retryCount: 1,
      errorMessage: 'Service temporarily unavailable, try again later.',
      lockedUntil: null,
    });
    expect(r.nextAttemptAt).toEqual(new Date(MONDAY_NOON.getTime() + 60_000));
    let [d] = await deliveryOf(id);
    expect(d).toMatchObject({
      status: 'failed',
      errorMessage: 'Service temporarily unavailable, try again later.',
      attempts: 1,
    });
    expect(sms.messages.filter((m) => m.to === '+64211000002')).toEqual([]);

    // Not before the backoff…
    s.clock.advance(59_000);
    expect((await runDeliveryBatch(s.deps)).picked).toBe(0);
    // …then it goes.
    s.clock.advance(1_000);
    await drain();
    await sms.waitFor('+64211000002');
    r = await row(id);
    expect(r).toMatchObject({ deliveryStatus: 'delivered', retryCount: 1 });
    expect(r.deliveryTime).toEqual(new Date(MONDAY_NOON.getTime() + 60_000));
    const all = await deliveryOf(id);
    expect(all).toHaveLength(1);
    [d] = all;
    expect(d).toMatchObject({ status: 'sent', attempts: 2, errorMessage: null });
    expect(sms.messages.filter((m) => m.to === '+64211000002')).toHaveLength(1);
  });

  test('failing every time: retried after 1 min, 5 min, 30 min, 2 h and 6 h, then failed', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person({ smsNotifications: true, smsNumber: '+64211000003' });
    const id = await schedule(p.id, 'sms', 'Doomed');
    sms.failNext(6, { status: 400, message: 'The number is unreachable.' });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const before = s.clock.now().getTime();
      expect((await runDeliveryBatch(s.deps)).picked).toBe(1);
      const r = await row(id);
      expect(r.retryCount).toBe(attempt);
      if (attempt < 6) {
        expect(r.deliveryStatus).toBe('pending');
        waits.push((r.nextAttemptAt.getTime() - before) / 60_000);
        s.clock.set(r.nextAttemptAt);
      } else {
        expect(r.deliveryStatus).toBe('failed');
        expect(r.errorMessage).toBe('The number is unreachable.');
      }
    }
    expect(waits).toEqual([1, 5, 30, 120, 360]);
    s.clock.advance(86_400_000);
    expect((await runDeliveryBatch(s.deps)).picked).toBe(0);
    const [d] = await deliveryOf(id);
    expect(d).toMatchObject({ status: 'failed', attempts: 6 });
  });
});

describe('preferences', () => {
  test('a category turned off cancels, for every channel', async () => {
    s.clock.set(MONDAY_NOON);
    const categories = {
      dwsp: true,
      water_testing: true,
      maintenance: false,
      compliance: true,
      system: true,
      general: true,
    };
    const p = await person({ categories, smsNotifications: true, smsNumber: '+64211000004' });
    const ids = [
      await schedule(p.id, 'in_app', 'Maintenance in app'),
      await schedule(p.id, 'email', 'Maintenance by mail'),
      await schedule(p.id, 'sms', 'Maintenance by sms'),
    ];
    const other = await schedule(p.id, 'in_app', 'A DWSP reminder', { category: 'dwsp' });
    await drain();
    for (const id of ids) {
      const r = await row(id);
      expect(r.deliveryStatus).toBe('cancelled');
      expect(r.metadata.cancelledBecause).toBe('The person turned off maintenance notifications.');
    }
    expect((await row(other)).deliveryStatus).toBe('delivered');
    expect((await notificationsOf(p.id)).map((n) => n.title)).toEqual(['A DWSP reminder']);
    expect(s.mails.filter((m) => m.to.includes(p.email))).toEqual([]);
    expect(sms.messages.filter((m) => m.to === '+64211000004')).toEqual([]);
  });

  test('a channel turned off cancels that channel only', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person({ emailNotifications: false, inAppNotifications: true });
    const mail = await schedule(p.id, 'email', 'No mail please');
    const app = await schedule(p.id, 'in_app', 'In the app is fine');
    const text = await schedule(p.id, 'sms', 'SMS is off by default');
    await drain();
    expect((await row(mail)).deliveryStatus).toBe('cancelled');
    expect((await row(mail)).metadata.cancelledBecause).toBe('The person turned off e-mail notifications.');
    expect((await row(text)).metadata.cancelledBecause).toBe('The person turned off text messages.');
    expect((await row(app)).deliveryStatus).toBe('delivered');
    expect(s.mails.filter((m) => m.to.includes(p.email))).toEqual([]);
  });

  test('a schedule whose notification has expired is not delivered', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person();
    const id = await schedule(p.id, 'in_app', 'Stale', { expires_at: '2026-06-14T00:00:00Z' });
    await drain();
    expect((await row(id)).deliveryStatus).toBe('cancelled');
    expect(await notificationsOf(p.id)).toEqual([]);
  });

  test('quiet hours (22:00–07:00 NZ): e-mail and SMS wait for 07:00; in the app it arrives, silent', async () => {
    // Monday 23:00 NZST.
    const night = new Date('2026-06-15T11:00:00Z');
    s.clock.set(night);
    const p = await person({
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
      smsNotifications: true,
      smsNumber: '+64211000005',
    });
    const mail = await schedule(p.id, 'email', 'Quiet mail');
    const text = await schedule(p.id, 'sms', 'Quiet sms');
    const app = await schedule(p.id, 'in_app', 'Quiet bell');
    const result = await runDeliveryBatch(s.deps);
    expect(result).toMatchObject({ picked: 3, postponed: 2, delivered: 1 });
    const morning = new Date('2026-06-15T19:00:00Z'); // Tuesday 07:00 NZST
    for (const id of [mail, text]) {
      const r = await row(id);
      expect(r.deliveryStatus).toBe('pending');
      expect(r.nextAttemptAt).toEqual(morning);
      expect(r.retryCount).toBe(0);
    }
    expect((await row(app)).deliveryStatus).toBe('delivered');
    const [n] = await notificationsOf(p.id);
    expect(n!.title).toBe('Quiet bell');
    expect(n!.metadata.silent).toBe(true);
    expect(s.mails.filter((m) => m.to.includes(p.email))).toEqual([]);

    s.clock.set(new Date(morning.getTime() - 60_000));
    expect((await runDeliveryBatch(s.deps)).picked).toBe(0);
    s.clock.set(morning);
    await drain();
    await s.waitForMail(p.email, (m) => m.subject === 'Quiet mail');
    await sms.waitFor('+64211000005');
    expect((await row(mail)).deliveryTime).toEqual(morning);
  });
});

describe('the weekly e-mail digest', () => {
  test('e-mails are gathered and sent as one e-mail on the digest day at 07:00 NZ', async () => {
    // Wednesday 17 June 2026, 12:00 NZST; the digest is on Mondays.
    const wednesday = new Date('2026-06-17T00:00:00Z');
    s.clock.set(wednesday);
    const p = await person(
      { emailDigest: { enabled: true, frequency: 'weekly', day_of_week: 1 } },
      'Hemi Digest',
    );
    const ids = [
      await schedule(p.id, 'email', 'Inspect tank screens'),
      await schedule(p.id, 'email', 'Replace the UV lamp'),
    ];
    const first = await runDeliveryBatch(s.deps);
    expect(first).toMatchObject({ picked: 2, gathered: 2, delivered: 0 });
    // Another one on Friday joins the same digest.
    s.clock.set(new Date('2026-06-19T00:00:00Z'));
    ids.push(await schedule(p.id, 'email', 'Annual plan review'));
    expect((await runDeliveryBatch(s.deps)).gathered).toBe(1);
    // An in-app notification is not gathered.
    const app = await schedule(p.id, 'in_app', 'In the bell at once');
    await drain();
    expect((await row(app)).deliveryStatus).toBe('delivered');

    const digests = await s.db
      .select()
      .from(notificationSchedules)
      .where(like(notificationSchedules.sourceKey, `digest:${p.id}:%`));
    expect(digests).toHaveLength(1);
    const digestAt = new Date('2026-06-21T19:00:00Z'); // Monday 22 June, 07:00 NZST
    expect(digests[0]!.scheduledTime).toEqual(digestAt);
    for (const id of ids) {
      const r = await row(id);
      expect(r.deliveryStatus).toBe('pending');
      expect(r.metadata.digestScheduleId).toBe(digests[0]!.id);
    }

    // Sunday evening: nothing yet.
    s.clock.set(new Date(digestAt.getTime() - 60_000));
    await drain();
    expect(s.mails.filter((m) => m.to.includes(p.email))).toEqual([]);

    s.clock.set(digestAt);
    await drain();
    const mail = await s.waitForMail(p.email);
    expect(mail.subject).toBe('Your weekly WaiKura summary: 3 notifications');
    expect(mail.text).toContain('Kia ora Hemi Digest,');
    expect(mail.text).toContain('1. Inspect tank screens');
    expect(mail.text).toContain('2. Replace the UV lamp');
    expect(mail.text).toContain('3. Annual plan review');
    expect(mail.text).toContain(`Open calendar: ${s.url}/schools/${s.schools.first.id}/calendar`);
    expect(s.mails.filter((m) => m.to.includes(p.email))).toHaveLength(1);
    for (const id of ids) {
      const r = await row(id);
      expect(r.deliveryStatus).toBe('delivered');
      expect(r.deliveryTime).toEqual(digestAt);
      // The digest is the one e-mail recorded.
      expect(await deliveryOf(id)).toEqual([]);
    }
    const [d] = await deliveryOf(digests[0]!.id);
    expect(d).toMatchObject({ kind: 'email', status: 'sent', subject: mail.subject });

    // Nothing goes twice.
    s.clock.advance(2 * 86_400_000);
    await drain();
    expect(s.mails.filter((m) => m.to.includes(p.email))).toHaveLength(1);
  });

  test('e-mails that missed their digest go into the next one', async () => {
    s.clock.set(new Date('2026-06-17T00:00:00Z'));
    const p = await person({ emailDigest: { enabled: true, frequency: 'weekly', day_of_week: 1 } });
    const id = await schedule(p.id, 'email', 'Gathered');
    await drain();
    const digestId = (await row(id)).metadata.digestScheduleId as string;
    // The digest went without it (e.g. it started a moment before this was gathered).
    await s.db
      .update(notificationSchedules)
      .set({ deliveryStatus: 'delivered' })
      .where(eq(notificationSchedules.id, digestId));
    s.clock.set(new Date('2026-06-22T19:00:00Z')); // a day after the digest time
    await drain();
    const r = await row(id);
    expect(r.deliveryStatus).toBe('pending');
    expect(r.metadata.digestScheduleId).not.toBe(digestId);
    expect(r.metadata.digestAt).toBe('2026-06-28T19:00:00.000Z'); // Monday 29 June, 07:00 NZST
  });
});

describe('scheduleNotification', () => {
  test('is idempotent on sourceKey; a cancelled or waiting schedule takes the new time; a delivered one never goes again', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person();
    const input = {
      userId: p.id,
      channel: 'in_app' as const,
      scheduledTime: new Date(MONDAY_NOON.getTime() + 3_600_000),
      payload: payload('Reminder with a source'),
      sourceKey: `test:${p.id}:reminder`,
    };
    const a = await scheduleNotification(s.db, input);
    expect(a).toMatchObject({ created: true, updated: false });
    expect(await scheduleNotification(s.db, input)).toEqual({ id: a.id, created: false, updated: false });
    // Moved: the waiting schedule takes the new time.
    const later = new Date(MONDAY_NOON.getTime() + 7_200_000);
    expect(await scheduleNotification(s.db, { ...input, scheduledTime: later })).toEqual({
      id: a.id,
      created: false,
      updated: true,
    });
    expect((await row(a.id)).nextAttemptAt).toEqual(later);
    // Cancelled, then made again: pending once more.
    await s.db
      .update(notificationSchedules)
      .set({ deliveryStatus: 'cancelled' })
      .where(eq(notificationSchedules.id, a.id));
    expect((await scheduleNotification(s.db, { ...input, scheduledTime: later })).updated).toBe(true);
    expect((await row(a.id)).deliveryStatus).toBe('pending');
    // Delivered: scheduling it again changes nothing and it is not delivered twice.
    s.clock.set(later);
    await drain();
    expect((await row(a.id)).deliveryStatus).toBe('delivered');
    expect(await scheduleNotification(s.db, { ...input, scheduledTime: later })).toEqual({
      id: a.id,
      created: false,
      updated: false,
    });
    await drain();
    expect(await notificationsOf(p.id)).toHaveLength(1);
    const [{ n }] = (await s.db
      .select({ n: count() })
      .from(notificationSchedules)
      .where(eq(notificationSchedules.sourceKey, input.sourceKey))) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });

  test('refuses a payload without a title', async () => {
    const p = await person();
    await expect(
      scheduleNotification(s.db, {
        userId: p.id,
        channel: 'in_app',
        scheduledTime: MONDAY_NOON,
        payload: { title: ' ', message: 'x' },
      }),
    ).rejects.toThrow('needs a title');
  });

  test('the default action text is the specification\'s "Take Action"', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person();
    await schedule(p.id, 'email', 'Default action', { action_text: null });
    await drain();
    const mail = await s.waitForMail(p.email, (m) => m.subject === 'Default action');
    expect(mail.text).toContain(`${DEFAULT_ACTION_TEXT}: ${s.url}/schools/${s.schools.first.id}/calendar`);
  });
});

describe('the worker loop', () => {
  test('runs batches by itself, again at once while batches are full, and stops', async () => {
    s.clock.set(MONDAY_NOON);
    const p = await person();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await schedule(p.id, 'in_app', `Loop ${i}`));
    // A long interval: only the immediate re-run after a full batch (limit 2) can deliver all seven.
    const worker = startDeliveryWorker(s.deps, { intervalMs: 600_000, limit: 2 });
    try {
      await expect
        .poll(
          async () => {
            const rows = await s.db
              .select({ status: notificationSchedules.deliveryStatus })
              .from(notificationSchedules)
              .where(inArray(notificationSchedules.id, ids));
            return rows.filter((r) => r.status === 'delivered').length;
          },
          { timeout: 20_000, interval: 100 },
        )
        .toBe(7);
    } finally {
      await worker.stop();
    }
    // Stopped: a new due schedule stays pending.
    const after = await schedule(p.id, 'in_app', 'After the stop');
    worker.wake();
    await new Promise((r) => setTimeout(r, 300));
    expect((await row(after)).deliveryStatus).toBe('pending');
    await drain();
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'two worker processes on PostgreSQL (needs DATABASE_URL: skipped without it, as PGlite serves one process)',
  () => {
    function startWorker(env: Record<string, string>): {
      child: ChildProcess;
      ready: Promise<void>;
      done: Promise<Totals>;
    } {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/delivery-worker.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (c: Buffer) => {
        stderr += c.toString();
      });
      const lines = createInterface({ input: child.stdout! });
      let onReady!: () => void;
      const ready = new Promise<void>((r) => {
        onReady = r;
      });
      const done = new Promise<Totals>((resolve, reject) => {
        lines.on('line', (line) => {
          if (line === 'READY') onReady();
          if (line.startsWith('DONE ')) resolve(JSON.parse(line.slice(5)));
        });
        child.on('exit', (code) => {
          if (code !== 0) reject(new Error(`worker exited with ${code}: ${stderr}`));
        });
      });
      return { child, ready, done };
    }

    test('1,000 due in-app notifications are delivered each exactly once', async () => {
      const now = new Date('2026-06-15T00:00:00Z');
      const recipients = await Promise.all(Array.from({ length: 10 }, () => person()));
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        userId: recipients[i % recipients.length]!.id,
        schoolId: s.schools.first.id,
        channel: 'in_app',
        scheduledTime: new Date(now.getTime() - 60_000 + (i % 50) * 1000),
        nextAttemptAt: new Date(now.getTime() - 60_000 + (i % 50) * 1000),
        payload: { title: `Race ${i}`, message: `Notification ${i} of 1,000`, category: 'dwsp' },
        sourceKey: `race:${i}`,
      }));
      const ids = (
        await s.db.insert(notificationSchedules).values(rows).returning({ id: notificationSchedules.id })
      ).map((r) => r.id);
      expect(ids).toHaveLength(1000);

      const env = { DATABASE_URL: s.config.databaseUrl!, NOW: now.toISOString(), BATCH_LIMIT: '25' };
      const workers = [startWorker(env), startWorker(env)];
      await Promise.all(workers.map((w) => w.ready));
      for (const w of workers) w.child.stdin!.write('go\n');
      const [a, b] = (await Promise.all(workers.map((w) => w.done))) as [Totals, Totals];

      // Both took part, and between them they delivered each schedule once.
      expect(a.delivered).toBeGreaterThan(0);
      expect(b.delivered).toBeGreaterThan(0);
      expect(a.delivered + b.delivered).toBe(1000);
      expect(a.picked + b.picked).toBe(1000);
      const statuses = await s.db
        .select({ status: notificationSchedules.deliveryStatus, n: count() })
        .from(notificationSchedules)
        .where(inArray(notificationSchedules.id, ids))
        .groupBy(notificationSchedules.deliveryStatus);
      expect(statuses.map((r) => ({ status: r.status, n: Number(r.n) }))).toEqual([
        { status: 'delivered', n: 1000 },
      ]);
      const shown = await s.db
        .select({ sourceKey: notifications.sourceKey, title: notifications.title })
        .from(notifications)
        .where(
          inArray(
            notifications.userId,
            recipients.map((r) => r.id),
          ),
        );
      expect(shown).toHaveLength(1000);
      expect(new Set(shown.map((n) => n.sourceKey)).size).toBe(1000);
      expect(new Set(shown.map((n) => n.sourceKey))).toEqual(new Set(ids.map((id) => `schedule:${id}`)));
      expect(new Set(shown.map((n) => n.title)).size).toBe(1000);
    });
  },
);
