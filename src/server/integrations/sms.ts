/**
 * Text messages through a provider's HTTP API (Twilio's Messages API, which other providers copy):
 * `POST {SMS_API_URL}/2010-04-01/Accounts/{SMS_ACCOUNT_SID}/Messages.json`, form-encoded `To`, `From`
 * and `Body`, basic authentication with the account SID and auth token; the answer is JSON with the
 * message's `sid` and `status`, and an error answer carries the provider's `message`.
 *
 * Without configuration, each message is written to DATA_DIR/outbox/sms-<time>-<id>.txt, as mail is
 * (integrations/mail.ts), so that nothing is lost and development needs no provider.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';

export interface SmsMessage {
  /** E.164, e.g. +64211234567. */
  to: string;
  body: string;
}

export interface SmsSent {
  /** The provider's id of the message (`sid`), or `outbox:<file>` for the outbox. */
  providerMessageId: string;
  /** The provider's status of the message (e.g. queued), or `outbox`. */
  status: string;
}

export interface SmsClient {
  kind: 'http' | 'outbox' | 'unconfigured';
  /** Sends one message; throws SmsError when the provider refuses it or cannot be reached. */
  send(message: SmsMessage): Promise<SmsSent>;
}

/** A message the provider refused (with its HTTP status) or could not take (no status). */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
    readonly providerCode?: string | number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

export interface HttpSmsOptions {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Give up on an answer after this long (default 10 s). */
  timeoutMs?: number;
}

/** The Twilio-compatible client. */
export function createHttpSmsClient(opts: HttpSmsOptions): SmsClient {
  const base = opts.url.replace(/\/+$/, '');
  const endpoint = `${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  return {
    kind: 'http',
    async send(message) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: message.to, From: opts.from, Body: message.body }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        const reason =
          err instanceof Error && err.name === 'TimeoutError'
            ? 'it did not answer in time'
            : ((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message);
        throw new SmsError(`Could not reach the SMS provider: ${reason}`);
      }
      const text = await res.text().catch(() => '');
      let body: Record<string, unknown> | null = null;
      try {
        const parsed: unknown = text ? JSON.parse(text) : null;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          body = parsed as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (!res.ok) {
        const providerMessage =
          typeof body?.message === 'string' && body.message.trim() ? body.message : null;
        const code = typeof body?.code === 'string' || typeof body?.code === 'number' ? body.code : undefined;
        throw new SmsError(
          providerMessage ?? `The SMS provider answered HTTP ${res.status} without a message.`,
          res.status,
          code,
        );
      }
      const sid = typeof body?.sid === 'string' ? body.sid : null;
      if (!sid)
        throw new SmsError('The SMS provider accepted the request but sent no message id.', res.status);
      return { providerMessageId: sid, status: typeof body?.status === 'string' ? body.status : 'queued' };
    },
  };
}

/** Without a provider: each message becomes a file in DATA_DIR/outbox, and is logged. */
export function createOutboxSmsClient(dataDir: string, log: Logger, from = 'WaiKura'): SmsClient {
  const dir = join(dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const id = randomBytes(6).toString('hex');
      const name = `sms-${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.txt`;
      const file = join(dir, name);
      await writeFile(
        file,
        [
          `From: ${from}`,
          `To: ${message.to}`,
          `Date: ${new Date().toUTCString()}`,
          '',
          message.body,
          '',
        ].join('\n'),
        'utf8',
      );
      log.info({ to: message.to, file }, 'sms written to outbox');
      return { providerMessageId: `outbox:${name}`, status: 'outbox' };
    },
  };
}

const SETTINGS = [
  ['url', 'SMS_API_URL'],
  ['accountSid', 'SMS_ACCOUNT_SID'],
  ['authToken', 'SMS_AUTH_TOKEN'],
  ['from', 'SMS_FROM'],
] as const;

/**
 * The client the configuration asks for: the provider when all four settings are given, the outbox when
 * none is. Some but not all is a mistake: every send then fails with a message naming what is missing
 * (rather than quietly writing files when a provider was meant).
 */
export function createSmsClient(config: Pick<Config, 'sms' | 'dataDir'>, log: Logger): SmsClient {
  const { sms } = config;
  const missing = SETTINGS.filter(([key]) => !sms[key]).map(([, env]) => env);
  if (missing.length === SETTINGS.length) return createOutboxSmsClient(config.dataDir, log);
  if (missing.length) {
    const message = `SMS is not fully configured: set ${missing.join(', ')} (or none of the SMS settings to use the outbox).`;
    log.warn(message);
    return {
      kind: 'unconfigured',
      async send() {
        throw new SmsError(message);
      },
    };
  }
  return createHttpSmsClient({
    url: sms.url!,
    accountSid: sms.accountSid!,
    authToken: sms.authToken!,
    from: sms.from!,
  });
}

const clients = new WeakMap<object, SmsClient>();

/** The one SMS client of a running app (per configuration object), created on first use. */
export function smsClientFor(deps: { config: Config; log: Logger }): SmsClient {
  let client = clients.get(deps.config);
  if (!client) {
    client = createSmsClient(deps.config, deps.log);
    clients.set(deps.config, client);
  }
  return client;
}
