/**
 * Page issues and contact messages through the real server: anyone reports; provider staff move issues
 * through the specification's states (with its messages), delete resolved ones, and reply to messages by
 * e-mail (a real SMTP server on loopback); 100 KB of text is a clear 400 with nothing stored.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactMessages, pageIssues } from '../../db/schema';
import { DEMO_LOGINS, startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const report = (body: unknown, cookie?: string) =>
  s.request('/api/page-issues', { method: 'POST', cookie, body });
const issues = async () => (await s.db.select({ n: count() }).from(pageIssues))[0]!.n;

describe('page issues', () => {
  test('anyone reports a problem on a page; a signed-in reporter is named', async () => {
    const anonymous = await report({ pageUrl: '/faq', description: 'The FAQ link to Hinekōrako is broken.' });
    expect(anonymous.status, anonymous.text).toBe(201);
    const signedIn = await report(
      { pageUrl: '/schools/kowhai-valley-school', description: 'The progress ring shows 0 %.' },
      await s.loginAs('principal'),
    );
    expect(signedIn.status).toBe(201);
    const [row] = await s.db.select().from(pageIssues).where(eq(pageIssues.id, signedIn.body.id));
    expect(row).toMatchObject({ status: 'open', reporterEmail: DEMO_LOGINS.principal, reopenedCount: 0 });
  });

  test('100 KB of text, an address that is not a page, or nothing at all: 400 with the field; nothing stored', async () => {
    const before = await issues();
    const long = await report({ pageUrl: '/faq', description: 'x'.repeat(100 * 1024) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('description');
    const outside = await report({ pageUrl: 'https://evil.example/x', description: 'Hi' });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields).toHaveProperty('pageUrl');
    const empty = await report({ pageUrl: '/faq', description: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.description).toBe('Say what went wrong on this page.');
    expect(await issues()).toBe(before);
  });

  test('provider staff move an issue through its states: resolved records who and when; moving off counts a reopen', async () => {
    const staff = await s.loginAs('waikura');
    const { body } = await report({ pageUrl: '/help', description: 'Typo in the glossary.' });
    const id = body.id as string;
    const to = (status: string) =>
      s.request(`/api/page-issues/${id}`, { method: 'PATCH', cookie: staff, body: { status } });
    expect((await to('in-progress')).body).toMatchObject({ status: 'in-progress', reopenedCount: 0 });
    const resolved = await to('resolved');
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      resolvedBy: await s.userId(DEMO_LOGINS.waikura),
    });
    expect(resolved.body.resolvedAt).toBeTruthy();
    const back = await to('in-progress');
    expect(back.body).toMatchObject({
      status: 'in-progress',
      resolvedAt: null,
      resolvedBy: null,
      reopenedCount: 1,
    });
    expect(back.body.lastReopenedAt).toBeTruthy();
    // Reopening is only from resolved, and sets open.
    const notResolved = await s.request(`/api/page-issues/${id}/reopen`, { method: 'POST', cookie: staff });
    expect(notResolved.status).toBe(409);
    expect(notResolved.body.error.message).toBe('Only resolved issues can be reopened');
    await to('resolved');
    const reopened = await s.request(`/api/page-issues/${id}/reopen`, { method: 'POST', cookie: staff });
    expect(reopened.body).toMatchObject({ status: 'open', reopenedCount: 2 });
    // Counts per status and filters.
    const list = await s.request('/api/page-issues?status=open', { cookie: staff });
    expect(list.body.issues.every((i: { status: string }) => i.status === 'open')).toBe(true);
    expect(list.body.counts.open).toBeGreaterThanOrEqual(1);
  });

  test('only resolved issues are deleted, with the specification’s messages; bulk delete reports per id', async () => {
    const staff = await s.loginAs('waikura');
    const a = (await report({ pageUrl: '/mission', description: 'One' })).body.id as string;
    const b = (await report({ pageUrl: '/mission', description: 'Two' })).body.id as string;
    const open = await s.request(`/api/page-issues/${a}`, { method: 'DELETE', cookie: staff });
    expect(open.status).toBe(409);
    expect(open.body.error.message).toBe('Only resolved issues can be deleted');
    await s.request(`/api/page-issues/${a}`, {
      method: 'PATCH',
      cookie: staff,
      body: { status: 'resolved' },
    });
    expect((await s.request(`/api/page-issues/${a}`, { method: 'DELETE', cookie: staff })).status).toBe(204);
    const again = await s.request(`/api/page-issues/${a}`, { method: 'DELETE', cookie: staff });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Issue not found or has already been removed');
    const bad = await s.request(`/api/page-issues/${'x'.repeat(150)}`, { method: 'DELETE', cookie: staff });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Valid issue ID is required for deletion');
    await s.request(`/api/page-issues/${b}`, {
      method: 'PATCH',
      cookie: staff,
      body: { status: 'resolved' },
    });
    const c = (await report({ pageUrl: '/mission', description: 'Three' })).body.id as string;
    const bulk = await s.request('/api/page-issue-deletions', {
      method: 'POST',
      cookie: staff,
      body: { ids: [b, c, 42, a] },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.deleted).toEqual([b]);
    expect(bulk.body.failed).toEqual(
      expect.arrayContaining([
        { id: 42, error: 'Invalid issue ID' },
        { id: c, error: 'Only resolved issues can be deleted' },
        { id: a, error: 'Issue not found or has already been removed' },
      ]),
    );
  });

  test('school staff, contractors and the signed-out do not see or change issues', async () => {
    for (const role of ['principal', 'contractor', 'viewer'] as const)
      expect((await s.request('/api/page-issues', { cookie: await s.loginAs(role) })).status, role).toBe(403);
    expect((await s.request('/api/page-issues')).status).toBe(401);
  });
});

describe('contact messages', () => {
  test('a message to WaiKura staff; the reply goes by e-mail and is kept with it', async () => {
    const sent = await s.request('/api/contact-messages', {
      method: 'POST',
      body: {
        name: 'Aroha Ngata',
        email: 'aroha@totara-ridge.school.nz',
        subject: 'Who tests our bore?',
        message: 'Can WaiKura recommend a laboratory near Taupō?',
        pageUrl: '/help/contact',
      },
    });
    expect(sent.status, sent.text).toBe(201);
    const staff = await s.loginAs('waikura');
    const list = await s.request('/api/contact-messages?status=new', { cookie: staff });
    expect(list.body.messages[0]).toMatchObject({ subject: 'Who tests our bore?', status: 'new' });
    const reply = await s.request(`/api/contact-messages/${sent.body.id}/reply`, {
      method: 'POST',
      cookie: staff,
      body: { message: 'Yes: see the laboratory guide in WaiKura; any IANZ-accredited laboratory will do.' },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'replied',
      replies: [{ message: expect.stringContaining('IANZ') }],
    });
    const mail = await s.waitForMail(
      'aroha@totara-ridge.school.nz',
      (m) => m.subject === 'Re: Who tests our bore?',
    );
    expect(mail.text).toContain('IANZ-accredited');
    expect(mail.text).toContain('Can WaiKura recommend a laboratory near Taupō?');
  });

  test('100 KB of text or no e-mail address: 400, nothing stored; only provider staff read and reply', async () => {
    const before = (await s.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const long = await s.request('/api/contact-messages', {
      method: 'POST',
      body: { name: 'A', email: 'a@b.nz', subject: 'S', message: 'x'.repeat(100 * 1024) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('message');
    const noEmail = await s.request('/api/contact-messages', {
      method: 'POST',
      body: { name: 'A', subject: 'S', message: 'Hello' },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.fields).toHaveProperty('email');
    expect((await s.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before);
    const principal = await s.loginAs('principal');
    expect((await s.request('/api/contact-messages', { cookie: principal })).status).toBe(403);
  });
});
