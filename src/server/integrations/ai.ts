/**
 * Whether the configured AI endpoint answers (the self-check's probe, issue 18): its models list, or, for
 * an endpoint without one, a chat completion of one token; within a short time limit, never retried.
 */
import OpenAI, { APIError } from 'openai';
import type { Config } from '../config';

export type ProbeResult = { ok: true; detail: string } | { ok: false; reason: string };

export async function probeAiEndpoint(ai: Config['ai'], timeoutMs: number): Promise<ProbeResult> {
  if (!ai.baseUrl) return { ok: false, reason: 'AI_BASE_URL not set' };
  const client = new OpenAI({
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey || 'none',
    maxRetries: 0,
    timeout: timeoutMs,
  });
  try {
    const page = await client.models.list();
    const ids = page.data.map((m) => m.id);
    const listed = ids.length === 0 || ids.includes(ai.model);
    return {
      ok: true,
      detail: listed
        ? `AI endpoint answers (model ${ai.model})`
        : `AI endpoint answers, but its models list does not name ${ai.model}`,
    };
  } catch (err) {
    // Some OpenAI-compatible endpoints have no models list: one token of a chat completion instead.
    if (err instanceof APIError && (err.status === 404 || err.status === 405)) {
      try {
        await client.chat.completions.create({
          model: ai.model,
          max_tokens: 1,
          messages: [{ role: 'user', content: 'ping' }],
        });
        return { ok: true, detail: `AI endpoint answers (model ${ai.model})` };
      } catch (inner) {
        return { ok: false, reason: reasonOf(inner) };
      }
    }
    return { ok: false, reason: reasonOf(err) };
  }
}

function reasonOf(err: unknown): string {
  if (err instanceof APIError && typeof err.status === 'number') return `HTTP ${err.status}: ${err.message}`;
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const message = (err as Error)?.message ?? String(err);
  return cause?.code ? `${message} (${cause.code})` : message;
}
