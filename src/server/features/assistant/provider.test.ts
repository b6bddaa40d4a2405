/**
 * The provider client through the real `openai` SDK against a loopback OpenAI-compatible server, on a
 * fake clock: the retries and their waits, the per-minute limits and the queue timeout, the cache, and
 * streaming.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai';
import {
  AiProvider,
  type ChatMessage,
  estimateTokens,
  ProviderError,
  type ProviderSettings,
} from './provider';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  fake.replies.length = 0;
});

/** A clock that only moves when the provider waits: each wait is recorded and then "passes" at once. */
function fakeClock(start = Date.UTC(2026, 10, 26, 0, 0, 0)) {
  let now = start;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

const provider = (clock: ReturnType<typeof fakeClock>, extra: Partial<ProviderSettings> = {}) =>
  new AiProvider({
    baseUrl: fake.baseUrl,
    model: 'test-model',
    maxTokens: 100,
    temperature: 0.7,
    now: clock.now,
    sleep: clock.sleep,
    ...extra,
  });

const ask = (text: string): ChatMessage[] => [{ role: 'user', content: text }];

describe('retries (plan specification 8 and 9.5)', () => {
  test('429, 500 and 503 are retried after 1, 2 and 4 s; the fourth try answers', async () => {
    const clock = fakeClock();
    fake.replies.push({ status: 429, message: 'Rate limit reached' }, { status: 500 }, { status: 503 });
    const result = await provider(clock).complete(ask('retry me'));
    expect(result.text).toBe('Test every three months [1].');
    expect(result.attempts).toBe(4);
    expect(clock.waits).toEqual([1000, 2000, 4000]);
    expect(fake.requests).toHaveLength(4);
  });

  test('after three retries it gives up with "Failed to get OpenAI response"', async () => {
    const clock = fakeClock();
    fake.replies.push({ status: 502 }, { status: 504 }, { status: 500 }, { status: 503 });
    const failure = await provider(clock)
      .complete(ask('always failing'))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toMatch(/^Failed to get OpenAI response/);
    expect(fake.requests).toHaveLength(4);
    expect(clock.waits).toEqual([1000, 2000, 4000]);
  });

  test('a refusal that is not on the list (400, 401) is not retried', async () => {
    const clock = fakeClock();
    fake.replies.push({ status: 401, message: 'Incorrect API key' });
    await expect(provider(clock).complete(ask('bad key'))).rejects.toBeInstanceOf(ProviderError);
    expect(fake.requests).toHaveLength(1);
    expect(clock.waits).toEqual([]);
  });

  test('nothing listening: a connection error, retried, then given up', async () => {
    const clock = fakeClock();
    const p = new AiProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'test-model',
      maxTokens: 10,
      temperature: 0,
      now: clock.now,
      sleep: clock.sleep,
    });
    await expect(p.complete(ask('anyone?'))).rejects.toBeInstanceOf(ProviderError);
    expect(clock.waits).toEqual([1000, 2000, 4000]);
  });
});

describe('limits per minute and the queue timeout', () => {
  test('the 61st request in a minute waits for the first to leave the window', async () => {
    const clock = fakeClock();
    const p = provider(clock, { queueTimeoutMs: 90_000 });
    for (let i = 0; i < 60; i++) await p.complete(ask(`question ${i}`));
    expect(clock.waits).toEqual([]);
    await p.complete(ask('question 60'));
    expect(clock.waits).toHaveLength(1);
    expect(clock.waits[0]).toBeGreaterThan(59_000);
    expect(clock.waits[0]).toBeLessThanOrEqual(60_001);
    expect(fake.requests).toHaveLength(61);
  });

  test('a request that would wait more than 30 s is refused: "Request timeout: queued too long"', async () => {
    const clock = fakeClock();
    const p = provider(clock);
    for (let i = 0; i < 60; i++) await p.complete(ask(`q ${i}`));
    const failure = await p.complete(ask('one too many')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).kind).toBe('queue_timeout');
    expect((failure as ProviderError).message).toBe('Request timeout: queued too long');
    expect(fake.requests).toHaveLength(60);
  });

  test('40,000 tokens a minute, estimated as length / 4 + 4 per message', async () => {
    expect(estimateTokens([{ role: 'user', content: 'x'.repeat(400) }])).toBe(104);
    const clock = fakeClock();
    const p = provider(clock, { maxTokens: 0, queueTimeoutMs: 90_000 });
    const big = 'x'.repeat(4 * 25_000); // about 25,000 tokens
    await p.complete(ask(big));
    expect(clock.waits).toEqual([]);
    await p.complete(ask(`${big}!`)); // a second would pass 40,000: it waits for the first to leave
    expect(clock.waits).toHaveLength(1);
    expect(clock.waits[0]).toBeGreaterThan(59_000);
  });
});

describe('the answer cache: 5 minutes, 100 answers', () => {
  test('the same question within 5 minutes is answered from the cache; after 5 minutes it is asked again', async () => {
    const clock = fakeClock();
    const p = provider(clock);
    const first = await p.complete(ask('cache me'));
    const second = await p.complete(ask('cache me'));
    expect(first.cached).toBe(false);
    expect(second).toMatchObject({ cached: true, text: first.text, promptTokens: 0 });
    expect(fake.requests).toHaveLength(1);
    clock.advance(5 * 60_000 + 1);
    expect((await p.complete(ask('cache me'))).cached).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  test('at most 100 answers are kept; the oldest goes first', async () => {
    const clock = fakeClock();
    const p = provider(clock, { requestsPerMinute: 1000, tokensPerMinute: 10_000_000 });
    for (let i = 0; i < 101; i++) await p.complete(ask(`distinct ${i}`));
    expect(p.cacheEntries).toBe(100);
    await p.complete(ask('distinct 100'));
    expect(fake.requests).toHaveLength(101); // still cached
    await p.complete(ask('distinct 0'));
    expect(fake.requests).toHaveLength(102); // evicted, asked again
  });
});

describe('streaming', () => {
  test('the pieces arrive in order and make the whole answer, with the usage', async () => {
    const clock = fakeClock();
    fake.replies.push({
      text: 'Sample every three months [1] from a tap.',
      promptTokens: 321,
      completionTokens: 9,
    });
    const pieces: string[] = [];
    const result = await provider(clock).complete(ask('stream it'), { onDelta: (t) => pieces.push(t) });
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Sample every three months [1] from a tap.');
    expect(result).toMatchObject({
      text: pieces.join(''),
      promptTokens: 321,
      completionTokens: 9,
      cached: false,
    });
    expect(fake.requests[0]!.body.stream).toBe(true);
  });
});
