/**
 * A small OpenAI-compatible server on loopback for the tests (the network edge we cannot reach): the
 * models list and chat completions, JSON or streamed, with 429 and 5xx answers on demand. It keeps every
 * request it was sent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { status: number; message?: string }
  | { text: string; promptTokens?: number; completionTokens?: number };

export interface FakeOpenAi {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  /** The bodies of the chat-completion requests received, in order. */
  requests: { body: { messages: { role: string; content: string }[]; stream?: boolean; model: string } }[];
  /** Requests to /v1/models. */
  modelRequests: number;
  /** Replies to give, in order; when none is left, `fallback` answers. */
  replies: FakeReply[];
  fallback: FakeReply;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeOpenAi(
  fallback: FakeReply = { text: 'Test every three months [1].' },
): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = {
    requests: [],
    modelRequests: 0,
    replies: [],
    fallback,
  };
  const server: Server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/v1/models') {
      fake.modelRequests++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ object: 'list', data: [{ id: 'test-model', object: 'model', owned_by: 'test' }] }),
      );
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(await readBody(req));
    fake.requests.push({ body });
    const reply = fake.replies.shift() ?? fake.fallback;
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: reply.message ?? `status ${reply.status}`, type: 'test' } }),
      );
      return;
    }
    const usage = {
      prompt_tokens: reply.promptTokens ?? 100,
      completion_tokens: reply.completionTokens ?? 20,
      total_tokens: (reply.promptTokens ?? 100) + (reply.completionTokens ?? 20),
    };
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const pieces = reply.text.match(/\S+\s*/g) ?? [reply.text];
      const chunk = (delta: object, extra: object = {}) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }));
      for (const piece of pieces) res.write(chunk({ content: piece }));
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [], usage })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' }],
        usage,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
