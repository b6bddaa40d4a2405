/**
 * The e2e server: a real SMTP server on loopback (messages kept as JSON files for the tests), a fresh
 * embedded database with the demo data, and the built app, as `npm start` runs it.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { hashPassword } from 'better-auth/crypto';
import { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { accounts, users } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { buildDeps } from '../../src/server/deps';
import { startDeliveryWorker } from '../../src/server/jobs/deliveries';
import { DEMO_PASSWORD, E2E_ROLE_CHANGE_EMAIL, MAIL_DIR } from './constants';

const port = Number(process.env.E2E_PORT ?? 3210);
rmSync(MAIL_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });
let count = 0;

// Issue 19's delivery reports: a recipient named `bounce-once-…` is refused the first time only, so a
// test can see a failed e-mail and then its retry go through.
const bouncedOnce = new Set<string>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    if (to.startsWith('bounce-once-') && !bouncedOnce.has(to)) {
      bouncedOnce.add(to);
      const err = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 450 });
      callback(err);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        count += 1;
        writeFileSync(
          join(MAIL_DIR, `${Date.now()}-${String(count).padStart(4, '0')}.json`),
          JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '' }),
        );
        callback();
      })
      .catch((err: Error) => callback(err));
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

const dataDir = mkdtempSync(join(tmpdir(), 'waikura-e2e-'));
const config = loadConfig({
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  APP_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
});
const deps = await buildDeps({ config, log: pino({ level: 'warn' }) });
await seedDemo(deps.db, { password: DEMO_PASSWORD });
// Issue 19c: a provider staff member of the e2e's own, whose role a test changes (the demo staff member is
// used by tests running alongside, which must not see them become an administrator).
{
  const id = randomBytes(16).toString('hex');
  await deps.db.insert(users).values({
    id,
    email: E2E_ROLE_CHANGE_EMAIL,
    name: 'Rangi Provider',
    emailVerified: true,
    role: 'waikura',
  });
  await deps.db.insert(accounts).values({
    id: randomBytes(16).toString('hex'),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(DEMO_PASSWORD),
  });
}
const app = createApp(deps);
// Test-only: an endpoint that keeps the offline queue's contract (decision 028) — the first request with a
// `clientId` creates a record (201), a repeat answers the same record (200) and creates nothing. With
// `loseFirstAnswer`, the first request is stored but answered 503, as when the answer is lost on the way.
// GET lists what it received. Not part of the app: only this e2e server has it.
const writes = { requests: [] as string[], records: new Map<string, { id: number; body: unknown }>() };
const outer = new Hono();
outer.post('/__e2e/offline-writes', async (c) => {
  const body = (await c.req.json()) as { clientId?: unknown; loseFirstAnswer?: boolean };
  if (typeof body.clientId !== 'string')
    return c.json({ error: { code: 'validation_failed', message: 'clientId' } }, 400);
  writes.requests.push(body.clientId);
  const existing = writes.records.get(body.clientId);
  if (existing) return c.json(existing, 200);
  const record = { id: writes.records.size + 1, body };
  writes.records.set(body.clientId, record);
  if (body.loseFirstAnswer) return c.json({ error: { code: 'unavailable', message: 'lost' } }, 503);
  return c.json(record, 201);
});
outer.get('/__e2e/offline-writes', (c) =>
  c.json({ requests: writes.requests, records: [...writes.records.values()] }),
);
// Test-only: a browser whose cookie `e2e-sw-version` is set gets a service worker that differs by a
// comment, as after a deploy (a new version to update to), without touching other tests' browsers.
outer.get('/sw.js', async (c, next) => {
  const version = /(?:^|;\s*)e2e-sw-version=(\w+)/.exec(c.req.header('cookie') ?? '')?.[1];
  if (!version) return next();
  const script = readFileSync(join(process.env.WEB_DIST ?? 'dist/web', 'sw.js'), 'utf8');
  return c.body(`${script}\n// e2e version ${version}\n`, 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
  });
});
outer.all('*', (c) => app.fetch(c.req.raw, c.env));
const server = serve({ fetch: outer.fetch, port, hostname: '127.0.0.1' });
// Reminders are delivered as in production, only checked more often so that a journey sees them soon.
const worker = startDeliveryWorker(deps, { intervalMs: 1000 });

const stop = async () => {
  await worker.stop().catch(() => {});
  server.close();
  smtp.close();
  await deps.database.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
