/**
 * The iwi and mana whenua engagement tracker (issue 20, decision 041) through HTTP on a real server and
 * database: its contacts, hui and follow-ups are plan section 2.9's rows (one record, versions, 409 on a
 * stale version, revisions); a follow-up with a date is in the school's calendar and reminds the school's
 * staff; bad input is refused with nothing saved; who may read and write; the export prints it.
 */
import { and, eq, like } from 'drizzle-orm';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { notificationSchedules } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { followUpKeyPrefix, materializeFollowUpReminders } from './reminders';

let s: TestServer;
let principal: string;
let viewer: string;
let contractor: string;
let principal2: string;
let schoolId: string;
let url: string;

beforeAll(async () => {
  s = await startTestServer();
  schoolId = s.schools.first.id;
  url = `/api/schools/${schoolId}/plan/sections/te-mana-o-te-wai`;
  [principal, viewer, contractor, principal2] = await Promise.all([
    s.loginAs('principal'),
    s.loginAs('viewer'),
    s.loginAs('contractor'),
    s.loginAs('principal2'),
  ]);
});
afterAll(() => s?.close());
afterEach(() => s.clock.reset());

type Content = Record<string, unknown>;

async function load(cookie = principal) {
  const res = await s.request(url, { cookie });
  expect(res.status, res.text).toBe(200);
  return res.body as { version: number; content: Content; canEdit: boolean };
}

async function save(version: number, content: Content, cookie = principal) {
  return s.request(url, { method: 'PUT', cookie, body: { version, content } });
}

const contact = {
  id: 'contact-aroha',
  name: 'Aroha Te Rangi',
  kind: 'marae',
  role: 'Chair of the marae committee',
  organisation: 'Ngāti Apakura',
  phone: '027 555 0193',
  email: 'aroha@example.nz',
  preferred: 'phone',
};
const hui = {
  id: 'hui-2026-11',
  date: '2026-11-24',
  name: 'Aroha Te Rangi and the marae committee',
  organisation: 'Ngāti Apakura',
  contact: '027 555 0193',
  place: 'At the marae',
  discussed: 'Our draft water plan and the stream behind the field.',
  outcome: 'They will tell us of any rāhui.',
  actions: 'Principal to send the draft plan to the chair.',
};
const followUp = (over: Content = {}) => ({
  id: 'follow-up-plan',
  action: 'Send the draft plan to the marae committee chair',
  owner: 'Principal',
  due_date: '2026-12-08',
  done: false,
  ...over,
});

const pendingReminders = () =>
  s.db
    .select()
    .from(notificationSchedules)
    .where(
      and(
        like(notificationSchedules.sourceKey, `${followUpKeyPrefix(schoolId)}%`),
        eq(notificationSchedules.deliveryStatus, 'pending'),
      ),
    );

async function calendar(from: string, to: string, cookie = principal) {
  const res = await s.request(`/api/schools/${schoolId}/calendar/events`, { cookie, query: { from, to } });
  expect(res.status, res.text).toBe(200);
  return (
    res.body.occurrences as {
      eventId: string;
      title: string;
      source: string;
      link: string;
      start: string;
      completion: unknown;
    }[]
  ).filter((o) => o.source === 'iwi_engagement');
}

describe('one record with 2.9', () => {
  test('contacts, a hui and a follow-up are saved as 2.9’s rows, beside what 2.9 already held; a stale version is refused with 409; each save is a revision', async () => {
    const before = await load();
    const content = {
      ...before.content,
      iwi_contacts: [contact],
      mana_whenua_engagement: [...((before.content.mana_whenua_engagement as Content[]) ?? []), hui],
      engagement_follow_ups: [followUp()],
    };
    const saved = await save(before.version, content);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.version).toBe(before.version + 1);

    const after = await load();
    expect(after.content.iwi_contacts).toEqual([contact]);
    expect(after.content.engagement_follow_ups).toEqual([followUp()]);
    const rows = after.content.mana_whenua_engagement as Content[];
    expect(rows.at(-1)).toEqual(hui);
    // What 2.9 held before (the demo's answers) is still there.
    expect(after.content.te_mana_o_te_wai_meaning).toBe(before.content.te_mana_o_te_wai_meaning);

    // Someone else saved meanwhile: the old version is refused and nothing changes.
    const stale = await save(before.version, { ...content, iwi_contacts: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBeTruthy();
    expect((await load()).content.iwi_contacts).toEqual([contact]);

    const revisions = await s.request(`${url}/revisions`, { cookie: principal });
    expect(revisions.status).toBe(200);
    expect(revisions.body.revisions[0].version).toBe(after.version);
  });

  test('bad input is refused with the field named, and nothing of the save is stored', async () => {
    const before = await load();
    for (const [bad, field] of [
      [{ iwi_contacts: [{ ...contact, email: 'not an address' }] }, 'iwi_contacts.0.email'],
      [{ iwi_contacts: [{ ...contact, preferred: 'pigeon' }] }, 'iwi_contacts.0.preferred'],
      [{ engagement_follow_ups: [followUp({ due_date: '8 December' })] }, 'engagement_follow_ups.0.due_date'],
      [{ engagement_follow_ups: [followUp({ done: 'yes' })] }, 'engagement_follow_ups.0.done'],
    ] as const) {
      const res = await save(before.version, {
        ...before.content,
        mana_whenua_engagement: [],
        ...bad,
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), field).toContain(field);
    }
    const after = await load();
    expect(after.version).toBe(before.version);
    expect(after.content).toEqual(before.content);
  });
});

describe('follow-ups in the calendar, with reminders', () => {
  test('a follow-up with a date is in the calendar on its day and reminds the school’s staff three days before at 9 am; done, it is shown done and its reminders are cancelled', async () => {
    s.clock.set(new Date('2026-12-01T00:00:00Z'));
    const before = await load();
    const saved = await save(before.version, {
      ...before.content,
      engagement_follow_ups: [followUp(), followUp({ id: 'follow-up-no-date', due_date: '' })],
    });
    expect(saved.status, saved.text).toBe(200);

    const items = await calendar('2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z');
    expect(items).toEqual([
      expect.objectContaining({
        eventId: 'iwi-follow-up:follow-up-plan',
        title: 'Iwi engagement follow-up: Send the draft plan to the marae committee chair',
        link: `/schools/${schoolId}/cultural/consultation-tracker?tab=follow-ups`,
        start: '2026-12-07T11:00:00.000Z', // midnight, 8 December, New Zealand summer time
        completion: null,
      }),
    ]);
    // The viewer reads the calendar too.
    expect(await calendar('2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z', viewer)).toHaveLength(1);

    const reminders = await pendingReminders();
    expect(reminders.length).toBeGreaterThan(0);
    expect(new Set(reminders.map((r) => r.channel))).toEqual(new Set(['in_app', 'email']));
    // 9 am on 5 December in New Zealand (summer time, +13).
    expect(reminders.every((r) => r.scheduledTime.toISOString() === '2026-12-04T20:00:00.000Z')).toBe(true);
    expect(reminders[0]!.payload).toMatchObject({
      category: 'dwsp',
      due_date: '2026-12-08',
      action_url: `/schools/${schoolId}/cultural/consultation-tracker?tab=follow-ups`,
    });
    // The daily run makes nothing new.
    expect(await materializeFollowUpReminders(s.deps, { schoolId })).toBe(0);
    expect(await pendingReminders()).toHaveLength(reminders.length);

    // Moved to a later day: the old reminders are cancelled and new ones wait for the new date.
    const moved = await load();
    expect(
      (
        await save(moved.version, {
          ...moved.content,
          engagement_follow_ups: [followUp({ due_date: '2026-12-15' })],
        })
      ).status,
    ).toBe(200);
    const later = await pendingReminders();
    expect(later).toHaveLength(reminders.length);
    expect(later.every((r) => r.sourceKey!.includes(':2026-12-15:'))).toBe(true);

    // Done: shown done in the calendar, nothing left to remind.
    const done = await load();
    expect(
      (
        await save(done.version, {
          ...done.content,
          engagement_follow_ups: [followUp({ due_date: '2026-12-15', done: true })],
        })
      ).status,
    ).toBe(200);
    expect(await pendingReminders()).toEqual([]);
    const [item] = await calendar('2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z');
    expect(item!.completion).toMatchObject({ status: 'completed' });
  });
});

describe('who may', () => {
  test('school staff write; the viewer and the assigned contractor read and may not write; another school’s principal may not read; signed out is 401', async () => {
    const current = await load();
    expect(current.canEdit).toBe(true);
    const body = { ...current.content, iwi_contacts: [] };
    for (const cookie of [viewer, contractor]) {
      const read = await load(cookie);
      expect(read.canEdit).toBe(false);
      expect(read.content.iwi_contacts).toEqual(current.content.iwi_contacts);
      expect((await save(current.version, body, cookie)).status).toBe(403);
    }
    expect((await s.request(url, { cookie: principal2 })).status).toBe(403);
    expect((await save(current.version, body, principal2)).status).toBe(403);
    expect((await s.request(url)).status).toBe(401);
    expect((await load()).version).toBe(current.version);
  });
});

describe('the export', () => {
  test('the PDF and the Word document print the contacts, the hui and the follow-ups', async () => {
    const before = await load();
    const put = await save(before.version, {
      ...before.content,
      iwi_contacts: [contact],
      mana_whenua_engagement: [hui],
      engagement_follow_ups: [followUp()],
    });
    expect(put.status, put.text).toBe(200);
    const get = async (format: 'pdf' | 'docx') => {
      const res = await fetch(`${s.url}/api/schools/${schoolId}/plan/export.${format}`, {
        headers: { cookie: principal },
      });
      expect(res.status).toBe(200);
      return new Uint8Array(await res.arrayBuffer());
    };
    const parser = new PDFParse({ data: await get('pdf') });
    const pdf = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    const docx = (await mammoth.extractRawText({ buffer: Buffer.from(await get('docx')) })).value.replace(
      /\s+/g,
      ' ',
    );
    for (const text of [pdf, docx])
      for (const expected of [
        'Aroha Te Rangi',
        'Chair of the marae committee',
        'At the marae',
        'Principal to send the draft plan to the chair.',
        'Send the draft plan to the marae committee chair',
      ])
        expect(text).toContain(expected);
  });
});
