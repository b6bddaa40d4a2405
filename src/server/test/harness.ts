/**
 * The server test harness: a real HTTP server on loopback, a real database (PGlite or PostgreSQL),
 * a real SMTP server on loopback that keeps every message, the seeded demo schools and accounts,
 * and a clock the test controls.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import { createApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/client';
import { accounts, schools as schoolsTable, users } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_SCHOOLS } from '../db/seed';
import { buildDeps } from '../deps';
import type { Deps } from '../lib/context';
import { openTestDatabase, TEST_PASSWORD } from './databases';

export { TEST_PASSWORD };

export const SESSION_COOKIE = 'better-auth.session_token';

/** The demo accounts by the role names the tests use. */
export const DEMO_LOGINS = {
  admin: 'admin@demo.waikura.nz',
  waikura: 'staff@demo.waikura.nz',
  principal: 'principal@demo.waikura.nz',
  school_admin: 'office@demo.waikura.nz',
  principal2: 'principal2@demo.waikura.nz',
  contractor: 'contractor@demo.waikura.nz',
  viewer: 'viewer@demo.waikura.nz',
} as const;
export type DemoLogin = keyof typeof DEMO_LOGINS;
/** `school` is the legacy role value: a school user of the first school, created on first use. */
export type LoginRole = DemoLogin | 'school';
export const LEGACY_SCHOOL_EMAIL = 'legacy-school@demo.waikura.nz';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text part. */
  links: string[];
}

export interface TestSchool {
  id: string;
  name: string;
  slug: string;
  legacyIds: string[];
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  /** Sent as is (e.g. malformed JSON). */
  rawBody?: string;
  contentType?: string | null;
  cookie?: string;
  bearer?: string;
  /** Origin header; defaults to the app's own origin for state-changing methods. `null` sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: a response body is whatever the server sent; tests assert on it
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: T;
  text: string;
}

export interface LoginResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a response body is whatever the server sent; tests assert on it
  body: any;
  /** `name=value` of the session cookie, ready for a Cookie header. */
  cookie?: string;
  /** The bearer token from the `set-auth-token` header. */
  bearer?: string;
}

export interface TestClock {
  now(): Date;
  /** Moves the server's clock forward (or back, with a negative value). */
  advance(ms: number): void;
  set(at: Date): void;
  /** Back to real time. */
  reset(): void;
}

export interface StartOptions {
  /** Extra environment for loadConfig (e.g. LOGIN_LIMIT_PER_ACCOUNT, AI_BASE_URL). */
  env?: Record<string, string>;
  /** Changes to the loaded configuration. */
  config?: (config: Config) => Config;
  logLevel?: string;
}

export interface TestServer {
  url: string;
  origin: string;
  deps: Deps;
  db: Db;
  config: Config;
  clock: TestClock;
  password: string;
  schools: { first: TestSchool; second: TestSchool };
  mails: CapturedMail[];
  // biome-ignore lint/suspicious/noExplicitAny: a response body is whatever the server sent; tests assert on it
  request<T = any>(path: string, opts?: RequestOptions): Promise<TestResponse<T>>;
  login(email: string, password: string, opts?: { headers?: Record<string, string> }): Promise<LoginResult>;
  /**
   * Logs in as a demo role (or the legacy `school` role) and returns the session cookie. The cookie is
   * kept for the next call with the same role (logging in costs a password hash); `fresh` makes a new
   * session.
   */
  loginAs(role: LoginRole, opts?: { fresh?: boolean }): Promise<string>;
  /** Creates a verified account with a password directly in the database. */
  createAccount(input: {
    email?: string;
    name?: string;
    role: string;
    schoolId?: string | null;
    password?: string;
  }): Promise<{ id: string; email: string; password: string }>;
  userId(email: string): Promise<string>;
  waitForMail(
    to: string,
    predicate?: (mail: CapturedMail) => boolean,
    timeoutMs?: number,
  ): Promise<CapturedMail>;
  close(): Promise<void>;
}

export function uniqueEmail(tag = 'person'): string {
  return `${tag}-${randomBytes(5).toString('hex')}@example.nz`;
}

/** Cookie header value from a response's Set-Cookie headers. */
export function cookieFrom(headers: Headers, name = SESSION_COOKIE): string | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${name}=`) && pair.length > name.length + 1) return pair.trim();
  }
  return undefined;
}

/** The link in a mail that starts with `prefix` (e.g. `${url}/verify-email/`). */
export function linkIn(mail: CapturedMail, prefix: string): URL {
  const link = mail.links.find((l) => l.startsWith(prefix));
  if (!link)
    throw new Error(`No link starting with ${prefix} in mail "${mail.subject}": ${mail.links.join(', ')}`);
  return new URL(link);
}

async function startSmtp(mails: CapturedMail[], onMail: () => void) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          mails.push({
            to,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
          });
          onMail();
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function startTestServer(opts: StartOptions = {}): Promise<TestServer> {
  const prepared = inject('preparedDatabases');
  const databaseUrl = process.env.DATABASE_URL || undefined;

  const mails: CapturedMail[] = [];
  const mailWaiters = new Set<() => void>();
  const smtp = await startSmtp(mails, () => {
    for (const w of [...mailWaiters]) w();
  });

  const testDb = await openTestDatabase(databaseUrl, prepared);

  // Listen first, so the configuration carries the server's real URL (the Origin checks use it).
  let fetchApp: ((req: Request, env: unknown) => Response | Promise<Response>) | null = null;
  let server!: ReturnType<typeof serve>;
  const port = await new Promise<number>((resolve) => {
    server = serve(
      {
        fetch: (req, env) => (fetchApp ? fetchApp(req, env) : new Response('starting', { status: 503 })),
        port: 0,
        hostname: '127.0.0.1',
      },
      (info) => resolve(info.port),
    );
  });
  const url = `http://127.0.0.1:${port}`;

  let offset = 0;
  let fixed: Date | null = null;
  const clock: TestClock = {
    now: () => (fixed ? new Date(fixed.getTime()) : new Date(Date.now() + offset)),
    advance: (ms) => {
      if (fixed) fixed = new Date(fixed.getTime() + ms);
      else offset += ms;
    },
    set: (at) => {
      fixed = new Date(at.getTime());
    },
    reset: () => {
      fixed = null;
      offset = 0;
    },
  };

  let config = loadConfig({
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: `${process.cwd()}/.tmp/vitest/data-${randomBytes(4).toString('hex')}`,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
    MAIL_FROM: 'WaiKura <no-reply@waikura.test>',
    LOG_LEVEL: opts.logLevel ?? 'silent',
    WEB_DIST: `${process.cwd()}/.tmp/vitest/no-web-build`,
    ...(databaseUrl ? { DATABASE_URL: testDb.databaseUrl! } : {}),
    ...opts.env,
  });
  if (opts.config) config = opts.config(config);

  const deps = await buildDeps({
    config,
    database: testDb.database,
    log: pino({ level: config.logLevel }),
    now: () => clock.now(),
  });
  const app = createApp(deps);
  fetchApp = (req, env) => app.fetch(req, env as never);

  const schoolRows = await deps.db.select().from(schoolsTable);
  const school = (slug: string): TestSchool => {
    const row = schoolRows.find((r) => r.slug === slug);
    if (!row) throw new Error(`The seeded school ${slug} is missing`);
    return { id: row.id, name: row.name, slug: row.slug, legacyIds: row.legacyIds };
  };
  const schools = { first: school(DEMO_SCHOOLS[0].slug), second: school(DEMO_SCHOOLS[1].slug) };

  // biome-ignore lint/suspicious/noExplicitAny: a response body is whatever the server sent; tests assert on it
  async function request<T = any>(path: string, o: RequestOptions = {}): Promise<TestResponse<T>> {
    const method = (o.method ?? 'GET').toUpperCase();
    const headers = new Headers(o.headers);
    if (o.cookie) headers.set('cookie', o.cookie);
    if (o.bearer) headers.set('authorization', `Bearer ${o.bearer}`);
    const origin =
      o.origin === undefined ? (['GET', 'HEAD', 'OPTIONS'].includes(method) ? null : url) : o.origin;
    if (origin) headers.set('origin', origin);
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && o.contentType !== null)
      headers.set('content-type', o.contentType ?? 'application/json');
    const target = new URL(path, url);
    for (const [k, v] of Object.entries(o.query ?? {})) target.searchParams.set(k, v);
    const res = await fetch(target, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  async function login(
    email: string,
    password: string,
    o: { headers?: Record<string, string> } = {},
  ): Promise<LoginResult> {
    const res = await request('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email, password },
      headers: o.headers,
    });
    return {
      status: res.status,
      body: res.body,
      cookie: cookieFrom(res.headers),
      bearer: res.headers.get('set-auth-token') ?? undefined,
    };
  }

  async function createAccount(input: {
    email?: string;
    name?: string;
    role: string;
    schoolId?: string | null;
    password?: string;
  }) {
    const email = (input.email ?? uniqueEmail(input.role)).toLowerCase();
    const password = input.password ?? TEST_PASSWORD;
    const ctx = await deps.auth.$context;
    const id = randomBytes(16).toString('hex');
    const schoolName = input.schoolId
      ? ((
          await deps.db
            .select({ name: schoolsTable.name })
            .from(schoolsTable)
            .where(eq(schoolsTable.id, input.schoolId))
        )[0]?.name ?? null)
      : null;
    await deps.db.insert(users).values({
      id,
      email,
      name: input.name ?? email.split('@')[0]!,
      emailVerified: true,
      role: input.role,
      schoolId: input.schoolId ?? null,
      schoolName,
    });
    await deps.db.insert(accounts).values({
      id: randomBytes(16).toString('hex'),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await ctx.password.hash(password),
    });
    return { id, email, password };
  }

  let legacyReady: Promise<unknown> | null = null;
  const sessions = new Map<LoginRole, string>();
  async function loginAs(role: LoginRole, o: { fresh?: boolean } = {}): Promise<string> {
    const kept = sessions.get(role);
    if (kept && !o.fresh) return kept;
    let email: string;
    if (role === 'school') {
      legacyReady ??= createAccount({
        email: LEGACY_SCHOOL_EMAIL,
        name: 'Lee Legacy',
        role: 'school',
        schoolId: schools.first.id,
      });
      await legacyReady;
      email = LEGACY_SCHOOL_EMAIL;
    } else {
      email = DEMO_LOGINS[role];
    }
    const result = await login(email, TEST_PASSWORD);
    if (result.status !== 200 || !result.cookie) {
      throw new Error(`Login as ${role} failed: ${result.status} ${JSON.stringify(result.body)}`);
    }
    sessions.set(role, result.cookie);
    return result.cookie;
  }

  async function userId(email: string): Promise<string> {
    const [row] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    if (!row) throw new Error(`No user ${email}`);
    return row.id;
  }

  function waitForMail(to: string, predicate: (m: CapturedMail) => boolean = () => true, timeoutMs = 10_000) {
    const wanted = to.toLowerCase();
    const find = () => mails.find((m) => m.to.includes(wanted) && predicate(m));
    return new Promise<CapturedMail>((resolve, reject) => {
      const found = find();
      if (found) return resolve(found);
      const check = () => {
        const m = find();
        if (m) {
          cleanup();
          resolve(m);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(
            `No mail to ${to} within ${timeoutMs} ms (have: ${mails.map((m) => `${m.to}: ${m.subject}`).join('; ')})`,
          ),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        mailWaiters.delete(check);
      };
      mailWaiters.add(check);
    });
  }

  let closed = false;
  async function close() {
    if (closed) return;
    closed = true;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
    await smtp.close();
    await testDb.dispose();
    const { rm } = await import('node:fs/promises');
    await rm(config.dataDir, { recursive: true, force: true });
  }

  return {
    url,
    origin: url,
    deps,
    db: deps.db,
    config,
    clock,
    password: TEST_PASSWORD,
    schools,
    mails,
    request,
    login,
    loginAs,
    createAccount,
    userId,
    waitForMail,
    close,
  };
}

export { DEMO_ACCOUNTS };
