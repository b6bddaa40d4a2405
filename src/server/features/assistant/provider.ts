/**
 * The AI provider: any OpenAI-compatible chat-completions endpoint, through the `openai` SDK, from the
 * server only. The limits of the plan specification (9.5, 8): 60 requests and 40,000 tokens a minute
 * (tokens estimated as text length / 4 + 4 per message), a queue that gives up after 30 s, three retries
 * after 1, 2 and 4 s on the listed errors, and a 5-minute cache of 100 answers. The clock and the wait
 * are injected, so tests run the timings on a fake clock.
 */
import OpenAI from 'openai';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ProviderSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  maxTokens: number;
  temperature: number;
  /** One call's own time limit (the SDK's), in ms. */
  timeoutMs?: number;
  requestsPerMinute?: number;
  tokensPerMinute?: number;
  queueTimeoutMs?: number;
  retryDelaysMs?: readonly number[];
  cacheTtlMs?: number;
  cacheSize?: number;
  /** Milliseconds since the epoch (tests fix it). */
  now?: () => number;
  /** Waits (tests record and skip the wait, moving their clock). */
  sleep?: (ms: number) => Promise<void>;
}

export interface Completion {
  text: string;
  promptTokens: number;
  completionTokens: number;
  cached: boolean;
  /** Tries it took (1 = no retry). */
  attempts: number;
}

/** Why the provider gave no answer; the assistant then answers from the documents. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'queue_timeout' | 'rate_limited' | 'failed',
  ) {
    super(message);
  }
}

export const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);
const RETRY_WORDS = /rate limit|timeout|timed out|network|connection|server error/i;

/** Plan specification 8: retried when the message names one of these, or the status is 429 or 5xx listed. */
export function isRetryable(err: unknown): boolean {
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && RETRY_STATUSES.has(status)) return true;
  if (typeof status === 'number') return false;
  return RETRY_WORDS.test(String((err as Error)?.message ?? err));
}

/** Plan specification 9.5: text length / 4, plus 4 per message. */
export function estimateTokens(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, m) => sum + Math.ceil(m.content.length / 4) + 4, 0);
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class AiProvider {
  readonly client: OpenAI;
  readonly model: string;
  private readonly s: Required<Omit<ProviderSettings, 'apiKey'>>;
  /** Calls in the last minute: when, and the tokens they were counted for. */
  private window: { at: number; tokens: number }[] = [];
  /** Admission is one at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve();
  private cache = new Map<string, { at: number; text: string }>();

  constructor(settings: ProviderSettings) {
    this.s = {
      timeoutMs: 60_000,
      requestsPerMinute: 60,
      tokensPerMinute: 40_000,
      queueTimeoutMs: 30_000,
      retryDelaysMs: RETRY_DELAYS_MS,
      cacheTtlMs: 5 * 60_000,
      cacheSize: 100,
      now: Date.now,
      sleep: realSleep,
      ...settings,
    };
    this.model = settings.model;
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      // A local endpoint may need no key; the SDK insists on one.
      apiKey: settings.apiKey || 'none',
      maxRetries: 0, // the retries of the specification are ours
      timeout: this.s.timeoutMs,
    });
  }

  /** Waits for room under both per-minute limits, giving up after the queue timeout. */
  private admit(tokens: number): Promise<void> {
    const enqueuedAt = this.s.now();
    const turn = this.queue.then(async () => {
      for (;;) {
        const now = this.s.now();
        this.window = this.window.filter((w) => w.at > now - 60_000);
        const used = this.window.reduce((sum, w) => sum + w.tokens, 0);
        const fits =
          this.window.length < this.s.requestsPerMinute &&
          (used + tokens <= this.s.tokensPerMinute || this.window.length === 0);
        if (fits) {
          this.window.push({ at: now, tokens });
          return;
        }
        // The oldest call leaves the window first.
        const wait = this.window[0]!.at + 60_000 - now + 1;
        if (now + wait - enqueuedAt > this.s.queueTimeoutMs) {
          throw new ProviderError('Request timeout: queued too long', 'queue_timeout');
        }
        await this.s.sleep(wait);
      }
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private cacheKey(messages: readonly ChatMessage[]) {
    return JSON.stringify([this.model, messages]);
  }

  private cached(key: string): string | null {
    const hit = this.cache.get(key);
    if (!hit) return null;
    if (this.s.now() - hit.at > this.s.cacheTtlMs) {
      this.cache.delete(key);
      return null;
    }
    return hit.text;
  }

  private remember(key: string, text: string) {
    this.cache.delete(key);
    this.cache.set(key, { at: this.s.now(), text });
    while (this.cache.size > this.s.cacheSize) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Entries in the answer cache now (for tests). */
  get cacheEntries(): number {
    return this.cache.size;
  }

  /**
   * One answer. With `onDelta` the reply is streamed and each piece handed over as it comes; a retry
   * happens only before the first piece. Throws ProviderError when no answer can be had.
   */
  async complete(
    messages: readonly ChatMessage[],
    opts: { onDelta?: (text: string) => void } = {},
  ): Promise<Completion> {
    const key = this.cacheKey(messages);
    const hit = this.cached(key);
    if (hit !== null) {
      opts.onDelta?.(hit);
      return { text: hit, promptTokens: 0, completionTokens: 0, cached: true, attempts: 0 };
    }
    const estimate = estimateTokens(messages) + this.s.maxTokens;
    let attempt = 0;
    for (;;) {
      attempt++;
      await this.admit(estimate);
      let streamed = false;
      try {
        const result = opts.onDelta
          ? await this.streamOnce(messages, (t) => {
              streamed = true;
              opts.onDelta!(t);
            })
          : await this.callOnce(messages);
        this.remember(key, result.text);
        return { ...result, cached: false, attempts: attempt };
      } catch (err) {
        const delay = this.s.retryDelaysMs[attempt - 1];
        if (!streamed && delay !== undefined && isRetryable(err)) {
          await this.s.sleep(delay);
          continue;
        }
        const status = (err as { status?: number }).status;
        throw new ProviderError(
          `Failed to get OpenAI response: ${(err as Error).message ?? String(err)}`,
          status === 429 ? 'rate_limited' : 'failed',
        );
      }
    }
  }

  private async callOnce(messages: readonly ChatMessage[]) {
    const res = await this.client.chat.completions.create({
      model: this.model,
      messages: messages as ChatMessage[],
      max_tokens: this.s.maxTokens,
      temperature: this.s.temperature,
    });
    const text = res.choices[0]?.message?.content ?? '';
    if (!text.trim()) throw new Error('The AI service sent an empty answer');
    return {
      text,
      promptTokens: res.usage?.prompt_tokens ?? estimateTokens(messages),
      completionTokens: res.usage?.completion_tokens ?? Math.ceil(text.length / 4),
    };
  }

  private async streamOnce(messages: readonly ChatMessage[], onDelta: (text: string) => void) {
    const stream = await this.client.chat.completions.create({
      model: this.model,
      messages: messages as ChatMessage[],
      max_tokens: this.s.maxTokens,
      temperature: this.s.temperature,
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let usage: { prompt_tokens: number; completion_tokens: number } | null = null;
    for await (const chunk of stream) {
      const piece = chunk.choices[0]?.delta?.content ?? '';
      if (piece) {
        text += piece;
        onDelta(piece);
      }
      if (chunk.usage) usage = chunk.usage;
    }
    if (!text.trim()) throw new Error('The AI service sent an empty answer');
    return {
      text,
      promptTokens: usage?.prompt_tokens ?? estimateTokens(messages),
      completionTokens: usage?.completion_tokens ?? Math.ceil(text.length / 4),
    };
  }

  /** The self-check's probe: the models list, within `timeoutMs`. */
  async probe(timeoutMs: number): Promise<void> {
    await this.client.models.list({ timeout: timeoutMs, maxRetries: 0 });
  }
}
