/**
 * GET /api/secure/health reports WaiKura's own parts as ok / not configured / failing.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { startFakeOpenAi } from '../../test/fake-openai';
import { startTestServer, type TestServer } from '../../test/harness';

const servers: TestServer[] = [];
const start = async (...args: Parameters<typeof startTestServer>) => {
  const s = await startTestServer(...args);
  servers.push(s);
  return s;
};
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const expectedDatabase = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';

describe('GET /api/secure/health', () => {
  test('a server with a working SMTP server and nothing else configured: ok, with SMS and AI not configured', async () => {
    const s = await start();
    const res = await s.request('/api/secure/health', { cookie: await s.loginAs('admin') });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.checks).toEqual({
      database: { status: 'ok', detail: expectedDatabase },
      migrations: { status: 'ok', detail: 'all migrations applied' },
      sessions: { status: 'ok', detail: 'sessions signed with AUTH_SECRET' },
      files: { status: 'ok', detail: expect.stringMatching(/^files in /) },
      mail: { status: 'ok', detail: 'SMTP server answers' },
      sms: { status: 'not_configured', detail: expect.any(String) },
      ai: { status: 'not_configured', detail: expect.any(String) },
    });
    expect(Number.isNaN(Date.parse(res.body.checkedAt))).toBe(false);
  });

  test('an AI address where nothing listens is failing, with the reason, not ok', async () => {
    const s = await start({
      env: {
        SMS_API_URL: 'http://127.0.0.1:9/sms',
        SMS_ACCOUNT_SID: 'AC-test',
        SMS_AUTH_TOKEN: 'token',
        SMS_FROM: '+6421000000',
        AI_BASE_URL: 'http://127.0.0.1:9/v1',
        AI_MODEL: 'test-model',
      },
      config: (c) => ({ ...c, smtpUrl: undefined }),
    });
    const res = await s.request('/api/secure/health', { cookie: await s.loginAs('admin') });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('degraded');
    expect(res.body.checks.sms.status).toBe('ok');
    expect(res.body.checks.ai.status).toBe('failing');
    expect(res.body.checks.ai.detail).toMatch(
      /^AI endpoint http:\/\/127\.0\.0\.1:9\/v1 does not answer: .*Connection error/,
    );
    expect(res.body.checks.mail.status).toBe('not_configured');
  });

  test('an AI endpoint that answers is ok, found by its models list', async () => {
    const fake = await startFakeOpenAi();
    try {
      const s = await start({ env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model' } });
      const res = await s.request('/api/secure/health', { cookie: await s.loginAs('admin') });
      expect(res.body.status).toBe('ok');
      expect(res.body.checks.ai).toEqual({ status: 'ok', detail: 'AI endpoint answers (model test-model)' });
      expect(fake.modelRequests).toBe(1);
      // Asked again within the minute: the probe's answer is reused, the endpoint is not asked again.
      await s.request('/api/secure/health');
      expect(fake.modelRequests).toBe(1);
    } finally {
      await fake.close();
    }
  });

  test('an SMTP address where nothing listens is failing, with the reason', async () => {
    const s = await start({ env: { SMTP_URL: 'smtp://127.0.0.1:9/?ignoreTLS=true' } });
    const res = await s.request('/api/secure/health', { cookie: await s.loginAs('admin') });
    expect(res.body.status).toBe('degraded');
    expect(res.body.checks.mail.status).toBe('failing');
    expect(res.body.checks.mail.detail).toMatch(/^SMTP server does not answer: .*ECONNREFUSED/);
  });

  test('anyone but an admin sees only the overall state, not which services are configured', async () => {
    const s = await start({ env: { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'test-model' } });
    for (const role of [null, 'principal', 'waikura', 'contractor', 'viewer'] as const) {
      const cookie = role ? await s.loginAs(role) : undefined;
      const res = await s.request('/api/secure/health', { cookie });
      expect(res.status, role ?? 'anonymous').toBe(200);
      // The AI address answers nothing: degraded, and nothing says why.
      expect(res.body, role ?? 'anonymous').toEqual({ status: 'degraded', checkedAt: expect.any(String) });
      expect(JSON.stringify(res.body)).not.toMatch(/test-model|sms|mail|not_configured/i);
    }
  });

  test('when the database is gone: 503 and failing, without a stack trace', async () => {
    const s = await start();
    await s.deps.database.close();
    const res = await s.request('/api/secure/health');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('failing');
    expect(res.body.checks).toBeUndefined();
    expect(res.text).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
