/**
 * POST /api/secure/chat with an AI provider (a loopback OpenAI-compatible server): retrieval first, the
 * passages given to the model with the instruction to answer only from them; a citation that is not
 * among them dropped; streaming to the browser; a failing or rate-limited provider falling back to the
 * documents; tokens and cost recorded per school for provider staff.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai';
import { startTestServer, type TestServer } from '../../test/harness';

let fake: FakeOpenAi;
let s: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  s = await startTestServer({
    env: {
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_PRICE_INPUT_PER_MILLION: '2',
      AI_PRICE_OUTPUT_PER_MILLION: '8',
    },
    // The waits between retries are the provider test's (fake clock); here they are short.
    config: (c) => ({ ...c, ai: { ...c.ai, retryDelaysMs: [5, 5, 5] } }),
  });
});
afterAll(async () => {
  await s?.close();
  await fake?.close();
});
afterEach(() => {
  fake.requests.length = 0;
  fake.replies.length = 0;
});

const ask = (
  cookie: string,
  content: string,
  context?: Record<string, string>,
  headers?: Record<string, string>,
) =>
  s.request('/api/secure/chat', {
    method: 'POST',
    cookie,
    headers,
    body: { messages: [{ role: 'user', content }], ...(context ? { context } : {}) },
  });

describe('with a provider', () => {
  test('the model gets the retrieved passages and the instruction; its answer keeps only real citations', async () => {
    fake.replies.push({ text: 'Take an E. coli sample every three months [1]. Keep the records [7] [42].' });
    const cookie = await s.loginAs('principal');
    const res = await ask(cookie, 'how often do we have to test for E. coli?', {
      schoolId: s.schools.first.id,
      sectionId: 'operations-maintenance',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.mode).toBe('ai');

    const sent = fake.requests[0]!.body;
    expect(sent.model).toBe('test-model');
    const system = sent.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/Answer ONLY from the numbered passages/);
    expect(system.content).toMatch(/\[1\] .+, p\. \d+/);
    // Where the person is: the school and the section, and never the other school.
    expect(system.content).toContain(s.schools.first.name);
    expect(system.content).toContain('section 5.1');
    expect(system.content).not.toContain(s.schools.second.name);
    expect(sent.messages.at(-1)).toEqual({
      role: 'user',
      content: 'how often do we have to test for E. coli?',
    });

    const given = (system.content.match(/^\[\d+\] /gm) ?? []).length;
    expect(given).toBeGreaterThanOrEqual(2);
    // [1] is kept; [7] and [42] are not among the passages given (there were fewer), so they are dropped.
    expect(given).toBeLessThan(7);
    expect(res.body.answer).toBe('Take an E. coli sample every three months [1]. Keep the records.');
    expect(res.body.citations).toHaveLength(1);
    expect(res.body.citations[0].page).toEqual(expect.any(Number));
  });

  test('a question about another school is refused before anything reaches the model', async () => {
    const res = await ask(await s.loginAs('principal'), 'tanks?', { schoolId: s.schools.second.id });
    expect(res.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  test('Accept: text/event-stream streams the model’s words to the browser, then the checked answer', async () => {
    fake.replies.push({ text: 'Clean the tank at least every 10 years [1].' });
    const res = await ask(
      await s.loginAs('school_admin'),
      'How often should the tank be cleaned?',
      undefined,
      {
        accept: 'text/event-stream',
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = [...res.text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!),
    }));
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((d) => d.data.text).join('')).toBe('Clean the tank at least every 10 years [1].');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ mode: 'ai', answer: 'Clean the tank at least every 10 years [1].' });
    expect(fake.requests[0]!.body.stream).toBe(true);
  });

  test('a provider that keeps failing: retried, then the documents answer, saying so', async () => {
    fake.replies.push({ status: 500 }, { status: 502 }, { status: 503 }, { status: 504 });
    const res = await ask(await s.loginAs('principal'), 'What UV dose does our UV unit need?');
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('retrieval');
    expect(res.body.answer).toMatch(/^Advanced AI features are temporarily limited/);
    expect(res.body.answer).toMatch(/Documents-only mode/);
    expect(res.body.citations.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(4);
  });

  test('a rate-limited provider: the documents answer too', async () => {
    fake.replies.push(...Array.from({ length: 4 }, () => ({ status: 429, message: 'Rate limit reached' })));
    const res = await ask(await s.loginAs('principal'), 'Do we need a backflow preventer?', undefined, {
      accept: 'text/event-stream',
    });
    expect(res.status).toBe(200);
    const done = [...res.text.matchAll(/event: done\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!))[0];
    expect(done.mode).toBe('retrieval');
    expect(done.answer).toMatch(/temporarily limited/);
  });

  test('an answer about a school that says "urgent" is also a high-priority warning notification, once a day', async () => {
    const cookie = await s.loginAs('school_admin');
    const schoolId = s.schools.first.id;
    const notifications = async () =>
      (
        (await s.request('/api/notifications', { cookie })).body.notifications as {
          title: string;
          type: string;
          priority: string;
          category: string;
          actionUrl: string;
        }[]
      ).filter((n) => n.title.startsWith('WaiKura AI:'));
    const before = (await notifications()).length;
    fake.replies.push({ text: 'This is urgent: do not drink the water and tell Taumata Arowai [1].' });
    fake.replies.push({ text: 'Still urgent [1].' });
    const context = { schoolId, sectionId: 'contingency-plans' };
    expect((await ask(cookie, 'We found E. coli. What now?', context)).status).toBe(200);
    expect((await ask(cookie, 'And after that?', context)).status).toBe(200);
    const after = await notifications();
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({
      type: 'warning',
      priority: 'high',
      category: 'compliance',
      actionUrl: `/schools/${schoolId}/contingency-plans`,
    });

    // Without a school, or with an answer that is not alarming, no notification.
    fake.replies.push({ text: 'This is urgent [1].' }, { text: 'Sample every three months [1].' });
    await ask(cookie, 'Anything urgent in general?');
    await ask(cookie, 'How often do we test?', { schoolId, sectionId: 'operations-maintenance' });
    expect((await notifications()).length).toBe(before + 1);
  });

  test('tokens and cost are recorded per school, for provider staff only', async () => {
    fake.replies.push({ text: 'Yes [1].', promptTokens: 1000, completionTokens: 100 });
    await ask(await s.loginAs('principal2'), 'Do we need to chlorinate a bore supply?', {
      schoolId: s.schools.second.id,
    });
    const staff = await s.request('/api/provider/assistant-usage', { cookie: await s.loginAs('waikura') });
    expect(staff.status).toBe(200);
    const second = staff.body.schools.find((r: { schoolId: string }) => r.schoolId === s.schools.second.id);
    expect(second).toMatchObject({ requests: 1, failed: 0, promptTokens: 1000, completionTokens: 100 });
    // 1,000 × $2 + 100 × $8 per million tokens = $0.0028 = 2,800 millionths.
    expect(second.costMicros).toBe(2800);
    for (const role of ['principal', 'contractor', 'viewer'] as const) {
      const res = await s.request('/api/provider/assistant-usage', { cookie: await s.loginAs(role) });
      expect(res.status, role).toBe(403);
    }
  });
});
