/**
 * The SMS client against a provider on loopback that speaks Twilio's Messages API, and the outbox used
 * without configuration.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeSmsProvider, startFakeSmsProvider } from '../test/sms-provider';
import { createHttpSmsClient, createSmsClient, SmsError } from './sms';

const log = pino({ level: 'silent' });
let provider: FakeSmsProvider;
let dataDir: string;

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  dataDir = await mkdtemp(join(tmpdir(), 'waikura-sms-'));
});
afterAll(async () => {
  await provider?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const configured = () =>
  createSmsClient(
    {
      dataDir,
      sms: {
        url: provider.url,
        accountSid: provider.accountSid,
        authToken: provider.authToken,
        from: provider.from,
      },
    },
    log,
  );

describe('the provider client', () => {
  test('posts To, From and Body form-encoded with basic authentication; answers the sid and status', async () => {
    const client = configured();
    expect(client.kind).toBe('http');
    const sent = await client.send({ to: '+64211234567', body: 'Kia ora: tank screens are due on Friday.' });
    expect(sent.status).toBe('queued');
    const received = provider.messages.at(-1)!;
    expect(sent.providerMessageId).toBe(received.sid);
    expect(received).toMatchObject({
      to: '+64211234567',
      from: provider.from,
      body: 'Kia ora: tank screens are due on Friday.',
      auth: { user: provider.accountSid, password: provider.authToken },
    });
    expect(received.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });

  test('macrons and symbols arrive intact', async () => {
    await configured().send({
      to: '+64219999999',
      body: 'Kōwhai Valley School — UV lamp & filter (12 months)',
    });
    expect((await provider.waitFor('+64219999999')).body).toBe(
      'Kōwhai Valley School — UV lamp & filter (12 months)',
    );
  });

  test("a refusal is an error carrying the provider's message and status", async () => {
    provider.failNext(1, {
      status: 400,
      message: "The 'To' number +640000 is not a valid phone number.",
      code: 21211,
    });
    const err = await configured()
      .send({ to: '+640000', body: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsError);
    expect((err as SmsError).message).toBe("The 'To' number +640000 is not a valid phone number.");
    expect((err as SmsError).httpStatus).toBe(400);
    expect((err as SmsError).providerCode).toBe(21211);
  });

  test('a wrong auth token is refused by the provider', async () => {
    const client = createHttpSmsClient({
      url: provider.url,
      accountSid: provider.accountSid,
      authToken: 'wrong',
      from: provider.from,
    });
    await expect(client.send({ to: '+64211234567', body: 'x' })).rejects.toThrow('Authenticate');
  });

  test('a provider that cannot be reached is an error that says so', async () => {
    const client = createHttpSmsClient({
      url: 'http://127.0.0.1:9',
      accountSid: 'AC1',
      authToken: 't',
      from: '+6491',
    });
    await expect(client.send({ to: '+64211234567', body: 'x' })).rejects.toThrow(
      /Could not reach the SMS provider/,
    );
  });
});

describe('without configuration', () => {
  test('messages are written to DATA_DIR/outbox/sms-<time>-<id>.txt', async () => {
    const client = createSmsClient({ dataDir, sms: {} }, log);
    expect(client.kind).toBe('outbox');
    const before = provider.requests;
    const sent = await client.send({ to: '+64211112222', body: 'Replace the UV lamp this month.' });
    expect(sent.status).toBe('outbox');
    const files = (await readdir(join(dataDir, 'outbox'))).filter((f) =>
      /^sms-.+-[0-9a-f]{12}\.txt$/.test(f),
    );
    expect(files).toHaveLength(1);
    expect(sent.providerMessageId).toBe(`outbox:${files[0]}`);
    const text = await readFile(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(text).toContain('To: +64211112222');
    expect(text).toContain('Replace the UV lamp this month.');
    expect(provider.requests).toBe(before);
  });

  test('half a configuration fails every send and names what is missing', async () => {
    const client = createSmsClient({ dataDir, sms: { url: provider.url, accountSid: 'AC1' } }, log);
    await expect(client.send({ to: '+64211234567', body: 'x' })).rejects.toThrow(
      'SMS is not fully configured: set SMS_AUTH_TOKEN, SMS_FROM',
    );
  });
});
