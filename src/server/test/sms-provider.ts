/**
 * An SMS provider on loopback for tests: a real HTTP server speaking Twilio's Messages API
 * (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded To/From/Body, basic authentication).
 * It keeps every message it accepted and can be told to refuse the next ones, as a provider does.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  sid: string;
  to: string;
  from: string;
  body: string;
  /** The account SID and token the request authenticated with. */
  auth: { user: string; password: string } | null;
  contentType: string;
}

export interface SmsFailure {
  status: number;
  message: string;
  code?: number;
}

export interface FakeSmsProvider {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Environment for startTestServer / loadConfig. */
  env: Record<string, string>;
  /** Accepted messages, in order. */
  messages: ReceivedSms[];
  /** Every request received, accepted or not. */
  requests: number;
  /** Refuses the next `count` messages with this answer. */
  failNext(count: number, failure?: Partial<SmsFailure>): void;
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedSms>;
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

function basicAuth(header: string | undefined): { user: string; password: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i < 0 ? null : { user: decoded.slice(0, i), password: decoded.slice(i + 1) };
}

export async function startFakeSmsProvider(): Promise<FakeSmsProvider> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const from = '+6498001234';
  const messages: ReceivedSms[] = [];
  const failures: SmsFailure[] = [];
  const waiters = new Set<() => void>();
  let requests = 0;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    requests++;
    const body = await readBody(req);
    const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
    if (req.method !== 'POST' || req.url !== path) {
      return json(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    const auth = basicAuth(req.headers.authorization);
    if (!auth || auth.user !== accountSid || auth.password !== authToken) {
      return json(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const contentType = req.headers['content-type'] ?? '';
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    const sender = form.get('From') ?? '';
    const text = form.get('Body') ?? '';
    if (!contentType.startsWith('application/x-www-form-urlencoded') || !to || !text) {
      return json(res, 400, {
        code: 21604,
        message: "A 'To' phone number and a 'Body' are required.",
        status: 400,
      });
    }
    const failure = failures.shift();
    if (failure) {
      return json(res, failure.status, {
        code: failure.code ?? 21211,
        message: failure.message,
        status: failure.status,
      });
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, to, from: sender, body: text, auth, contentType });
    for (const w of [...waiters]) w();
    return json(res, 201, { sid, status: 'queued', to, from: sender, body: text, account_sid: accountSid });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accountSid,
    authToken,
    from,
    env: { SMS_API_URL: url, SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from },
    messages,
    get requests() {
      return requests;
    },
    failNext(count, failure = {}) {
      for (let i = 0; i < count; i++)
        failures.push({
          status: failure.status ?? 400,
          message: failure.message ?? "The 'To' number is not a valid phone number.",
          code: failure.code,
        });
    },
    waitFor(to, timeoutMs = 10_000) {
      return new Promise<ReceivedSms>((resolve, reject) => {
        const find = () => messages.find((m) => m.to === to);
        const found = find();
        if (found) return resolve(found);
        const check = () => {
          const m = find();
          if (m) {
            done();
            resolve(m);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(
              `No SMS to ${to} within ${timeoutMs} ms (have: ${messages.map((m) => m.to).join(', ')})`,
            ),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
