/**
 * WaiKura AI's calls: the history (query) and a question, streamed (Server-Sent Events through the one
 * client, `parseAs: 'stream'`). Errors are classified as the plan specification's 5.3 and 4.7 say.
 */
import { ApiError, call, client } from '../../lib/api';
import type { components } from '../../lib/api-schema';

export type ChatAnswer = components['schemas']['ChatAnswer'];
export type ChatCitation = components['schemas']['ChatCitation'];
export type HistoryMessage = components['schemas']['ChatHistoryMessage'];
export interface ChatContextInput {
  schoolId?: string;
  sectionId?: string;
}

export const assistantKeys = {
  history: (schoolId: string | null) => ['assistant', 'history', schoolId ?? ''] as const,
  stuck: (schoolId: string) => ['assistant', 'stuck', schoolId] as const,
};

export function fetchHistory(schoolId: string | null): Promise<{ messages: HistoryMessage[] }> {
  return call(client.GET('/api/secure/chat/history', { params: { query: schoolId ? { schoolId } : {} } }));
}

export function clearHistory(schoolId: string | null) {
  return call(client.DELETE('/api/secure/chat/history', { params: { query: schoolId ? { schoolId } : {} } }));
}

export type StuckSection = components['schemas']['StuckSection'];

/** Proactive help: the school's sections in progress untouched for 14 days (at most 4). */
export function fetchStuck(schoolId: string): Promise<{ stuck: StuckSection[] }> {
  return call(
    client.GET('/api/schools/{schoolId}/assistant/suggestions', { params: { path: { schoolId } } }),
  );
}

export type ChatErrorKind = 'network' | 'service' | 'validation' | 'rateLimit' | 'offline';

/** Plan specification 5.3 and 4.7: which error panel a failure shows. */
export function errorKind(err: unknown): ChatErrorKind {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  if (err instanceof ApiError) {
    if (err.status === 0 || err.code === 'network') return 'network';
    if (err.status === 429) return 'rateLimit';
    if (err.status === 400) return 'validation';
    return 'service';
  }
  const text = String((err as Error)?.message ?? err).toLowerCase();
  if (/network|fetch/.test(text)) return 'network';
  if (/rate limit/.test(text)) return 'rateLimit';
  if (/validation/.test(text)) return 'validation';
  return 'service';
}

/** Reads `event:`/`data:` blocks from a Server-Sent Events body. */
async function* events(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      yield { event, data: data.join('\n') };
      end = buffer.indexOf('\n\n');
    }
    if (done) return;
  }
}

/** Asks a question; `onDelta` gets the answer's words as they arrive; resolves with the whole answer. */
export async function ask(
  messages: { role: 'user' | 'assistant'; content: string }[],
  context: ChatContextInput | undefined,
  onDelta: (text: string) => void,
): Promise<ChatAnswer> {
  const post = () =>
    client.POST('/api/secure/chat', {
      body: { messages, ...(context ? { context } : {}) },
      headers: { accept: 'text/event-stream' },
      parseAs: 'stream',
    });
  let result: Awaited<ReturnType<typeof post>>;
  try {
    result = await post();
  } catch {
    throw new ApiError(0, 'network', 'We could not reach WaiKura.');
  }
  const { response } = result;
  if (!response.ok || !response.body) {
    const e = (result.error as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(
      response.status,
      e?.code ?? 'http_error',
      e?.message ?? `Server error: ${response.status}`,
    );
  }
  for await (const { event, data } of events(response.body)) {
    if (event === 'delta') onDelta((JSON.parse(data) as { text: string }).text);
    else if (event === 'done') return JSON.parse(data) as ChatAnswer;
    else if (event === 'error') {
      const e = (JSON.parse(data) as { error: { code: string; message: string } }).error;
      throw new ApiError(502, e.code, e.message);
    }
  }
  throw new ApiError(502, 'incomplete', 'Failed to get chat response. Please try again.');
}
