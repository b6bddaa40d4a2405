/**
 * Account flows through the real server, database and SMTP server: sign-up and verification, login and
 * logout, forgotten passwords, the login limiter, the activity log, and the protections every response
 * carries (Origin check, security headers, cookie flags).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, SECURITY_HEADERS } from '../../app';
import { activityLog, schools, users } from '../../db/schema';
import {
  cookieFrom,
  linkIn,
  SESSION_COOKIE,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../../test/harness';
import { errorShapeProblems } from '../../test/openapi';

const SIGNED_UP = 'Successfully signed up! Please check your email to verify your account.';
const TOO_MANY =
  'Too many failed login attempts. For your security, please wait 15 minutes or reset your password.';
const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$/;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const signUp = (body: Record<string, unknown>) =>
  s.request('/api/auth/sign-up/email', { method: 'POST', body });
const me = (cookie?: string) => s.request('/api/me', { cookie });

describe('sign-up, verification and first login', () => {
  test('a new principal signs up, verifies the e-mailed link, logs in and lands on their new school', async () => {
    const email = uniqueEmail('new-principal');
    const password = 'rimu-creek-water-2026';
    const res = await signUp({ email, password, schoolName: 'Rimu Creek School' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: SIGNED_UP });

    // Not verified yet: login is refused with a clear message, and a fresh link is sent.
    const early = await s.login(email, password);
    expect(early.status).toBe(403);
    expect(early.cookie).toBeUndefined();
    expect(errorShapeProblems(early.body)).toEqual([]);
    expect(early.body.error.message).toMatch(/not verified/i);

    const mail = await s.waitForMail(email, (m) => m.subject === 'Verify your email for WaiKura');
    expect(mail.from).toBe('no-reply@waikura.test');
    expect(mail.html).toContain('/verify-email/');
    const link = linkIn(mail, `${s.url}/verify-email/`);
    const token = decodeURIComponent(link.pathname.split('/').pop()!);
    expect(token.length).toBeGreaterThan(10);

    const bogus = await s.request('/api/auth/verify-email', { query: { token: `${token}x` } });
    expect(bogus.status).toBeGreaterThanOrEqual(400);
    expect(bogus.status).toBeLessThan(500);
    expect(errorShapeProblems(bogus.body)).toEqual([]);

    const verified = await s.request('/api/auth/verify-email', { query: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe(true);

    const login = await s.login(email, password);
    expect(login.status).toBe(200);
    expect(login.cookie).toMatch(new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=`));
    const profile = await me(login.cookie);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      email,
      role: 'principal',
      schoolName: 'Rimu Creek School',
      schoolSlug: 'rimu-creek-school',
    });
    const school = await s.request(`/api/schools/${profile.body.schoolId}`, { cookie: login.cookie });
    expect(school.status).toBe(200);
    expect(school.body.school.name).toBe('Rimu Creek School');
    expect(school.body.actions).toEqual(['read', 'write']);
    // Their school, and only theirs.
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie: login.cookie })).status).toBe(
      403,
    );
  });

  test('a taken e-mail gets the same answer as a new one, creates nothing, and its owner is told by e-mail', async () => {
    const [before] = await s.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.name, 'Copycat School'));
    expect(before).toBeUndefined();
    const fresh = await signUp({
      email: uniqueEmail('fresh'),
      password: 'another-long-password',
      schoolName: 'Fresh Copy School',
    });
    for (const email of ['principal@demo.waikura.nz', 'PRINCIPAL@Demo.Waikura.NZ']) {
      const res = await signUp({ email, password: 'another-long-password', schoolName: 'Copycat School' });
      expect(res.status).toBe(fresh.status);
      expect(res.body).toEqual(fresh.body);
      expect(res.text).not.toMatch(/registered|taken|exists/i);
    }
    expect(await s.db.select().from(schools).where(eq(schools.name, 'Copycat School'))).toEqual([]);
    const told = await s.waitForMail('principal@demo.waikura.nz', (m) =>
      m.subject.startsWith('Someone tried to sign up'),
    );
    expect(told.text).toContain('already has an account. Nothing was changed.');
    expect(told.text).not.toContain('another-long-password');
  });

  test('sign-ups are limited per address before any lookup', async () => {
    const p = await startTestServer({ env: { TRUST_PROXY: '1' } });
    try {
      const from = { 'x-forwarded-for': '192.0.2.50' };
      const answers: number[] = [];
      for (let i = 0; i < 21; i++) {
        const email = i % 2 ? 'principal@demo.waikura.nz' : uniqueEmail(`limit-${i}`);
        const res = await p.request('/api/auth/sign-up/email', {
          method: 'POST',
          headers: from,
          body: { email, password: 'limit-password-2026', schoolName: `Limit School ${i}` },
        });
        answers.push(res.status);
      }
      expect(answers.slice(0, 20)).toEqual(Array(20).fill(201));
      const last = await p.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: from,
        body: {
          email: 'principal@demo.waikura.nz',
          password: 'limit-password-2026',
          schoolName: 'Limit School Last',
        },
      });
      expect(last.status).toBe(429);
      expect(last.body.error.code).toBe('too_many_sign_ups');
      // Another address is not held back.
      const other = await p.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': '192.0.2.51' },
        body: { email: uniqueEmail('other'), password: 'limit-password-2026', schoolName: 'Other' },
      });
      expect(other.status).toBe(201);
    } finally {
      await p.close();
    }
  });

  test('passwords: 11 characters are refused with a field message, 12 are accepted, 129 refused', async () => {
    const short = await signUp({
      email: uniqueEmail('short'),
      password: 'a'.repeat(11),
      schoolName: 'Short Password School',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBe('Your password must be at least 12 characters long.');
    expect(await s.db.select().from(schools).where(eq(schools.name, 'Short Password School'))).toEqual([]);

    const long = await signUp({
      email: uniqueEmail('long'),
      password: 'a'.repeat(129),
      schoolName: 'Long Password School',
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.password).toBe('Your password must be at most 128 characters long.');

    const email = uniqueEmail('twelve');
    const ok = await signUp({ email, password: 'b'.repeat(12), schoolName: 'Twelve Character School' });
    expect(ok.status).toBe(201);
    const [row] = await s.db
      .select({ role: users.role, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toEqual({ role: 'principal', emailVerified: false });
  });

  test('the verification e-mail can be sent again, and its link verifies', async () => {
    const email = uniqueEmail('resend');
    expect(
      (await signUp({ email, password: 'resend-password-2026', schoolName: 'Resend School' })).status,
    ).toBe(201);
    await s.waitForMail(email);
    const again = await s.request('/api/auth/send-verification-email', { method: 'POST', body: { email } });
    expect(again.status).toBe(200);
    await expect.poll(() => s.mails.filter((m) => m.to.includes(email)).length).toBe(2);
    const latest = s.mails.filter((m) => m.to.includes(email)).at(-1)!;
    const token = decodeURIComponent(linkIn(latest, `${s.url}/verify-email/`).pathname.split('/').pop()!);
    expect((await s.request('/api/auth/verify-email', { query: { token } })).status).toBe(200);
    expect((await s.login(email, 'resend-password-2026')).status).toBe(200);
  });

  test('simultaneous sign-ups with one address: all get the same answer, one account and one school remain', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      [1, 2, 3].map(() => signUp({ email, password: 'race-password-2026', schoolName: 'Racing School' })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    for (const r of results) expect(r.body).toEqual({ message: SIGNED_UP });
    expect(await s.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await s.db.select().from(schools).where(eq(schools.name, 'Racing School'))).toHaveLength(1);
  });

  test('simultaneous sign-ups of different people for schools of the same name all succeed, with distinct slugs', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        signUp({
          email: uniqueEmail(`same-name-${i}`),
          password: 'same-name-2026',
          schoolName: 'Same Name School',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const rows = await s.db
      .select({ slug: schools.slug })
      .from(schools)
      .where(eq(schools.name, 'Same Name School'));
    expect(rows.map((r) => r.slug).sort()).toEqual([
      'same-name-school',
      'same-name-school-2',
      'same-name-school-3',
    ]);
  });

  test('two schools with the same name get different slugs', async () => {
    const a = await signUp({
      email: uniqueEmail('twin-a'),
      password: 'twin-password-2026',
      schoolName: 'Twin Oaks School',
    });
    const b = await signUp({
      email: uniqueEmail('twin-b'),
      password: 'twin-password-2026',
      schoolName: 'Twin Oaks School',
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    const rows = await s.db
      .select({ slug: schools.slug })
      .from(schools)
      .where(eq(schools.name, 'Twin Oaks School'));
    expect(rows.map((r) => r.slug).sort()).toEqual(['twin-oaks-school', 'twin-oaks-school-2']);
  });
});

describe('login, logout and /api/me', () => {
  test('/api/me has the promised shape for each role, and 401 without a session', async () => {
    const expected = {
      admin: { role: 'admin', schoolId: null, schoolName: null, actionCount: 16 },
      waikura: { role: 'waikura', schoolId: null, schoolName: null, actionCount: 14 },
      principal: {
        role: 'principal',
        schoolId: s.schools.first.id,
        schoolName: s.schools.first.name,
        actionCount: 0,
      },
      school_admin: {
        role: 'school_admin',
        schoolId: s.schools.first.id,
        schoolName: s.schools.first.name,
        actionCount: 0,
      },
      principal2: {
        role: 'principal',
        schoolId: s.schools.second.id,
        schoolName: s.schools.second.name,
        actionCount: 0,
      },
      contractor: { role: 'contractor', schoolId: null, schoolName: null, actionCount: 0 },
      viewer: {
        role: 'viewer',
        schoolId: s.schools.first.id,
        schoolName: s.schools.first.name,
        actionCount: 0,
      },
    } as const;
    for (const [role, want] of Object.entries(expected)) {
      const res = await me(await s.loginAs(role as keyof typeof expected));
      expect(res.status, role).toBe(200);
      expect(Object.keys(res.body).sort(), role).toEqual(
        ['actions', 'email', 'features', 'id', 'name', 'role', 'schoolId', 'schoolName', 'schoolSlug'].sort(),
      );
      expect(res.body, role).toMatchObject({
        role: want.role,
        schoolId: want.schoolId,
        schoolName: want.schoolName,
      });
      expect(res.body.actions, role).toHaveLength(want.actionCount);
      expect(res.body.features).toEqual({
        activityLogging: true,
        chat: true,
        analytics: false,
        taTemplateSystem: true,
      });
    }
    const anonymous = await me();
    expect(anonymous.status).toBe(401);
    expect(errorShapeProblems(anonymous.body)).toEqual([]);
  });

  test('a wrong password is refused with "Invalid email or password", and sets no cookie', async () => {
    const res = await s.login('principal2@demo.waikura.nz', 'not-the-password');
    expect(res.status).toBe(401);
    expect(res.cookie).toBeUndefined();
    expect(res.body.error.message).toBe('Invalid email or password');
    const unknown = await s.login('nobody-here@example.nz', 'not-the-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe('Invalid email or password');
  });

  test('the session cookie is httpOnly and SameSite; the bearer token works too', async () => {
    const res = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: 'office@demo.waikura.nz', password: s.password },
    });
    expect(res.status).toBe(200);
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`));
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//i);
    const bearer = res.headers.get('set-auth-token');
    expect(bearer).toBeTruthy();
    const viaBearer = await s.request('/api/me', { bearer: bearer! });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body.email).toBe('office@demo.waikura.nz');
    expect((await s.request('/api/me', { bearer: `${bearer}tampered` })).status).toBe(401);
  });

  test('login and logout are logged with the real client address and user agent (X-Forwarded-For is not trusted)', async () => {
    const agent = `WaiKuraTest/1.0 (activity ${Date.now()})`;
    const headers = { 'user-agent': agent, 'x-forwarded-for': '203.0.113.77' };
    const login = await s.login('principal2@demo.waikura.nz', s.password, { headers });
    expect(login.status).toBe(200);
    const out = await s.request('/api/auth/sign-out', { method: 'POST', cookie: login.cookie, headers });
    expect(out.status).toBe(200);
    expect((await me(login.cookie)).status).toBe(401);

    const res = await s.request('/api/activity', {
      cookie: await s.loginAs('admin'),
      query: { limit: '200' },
    });
    expect(res.status).toBe(200);
    const mine = res.body.entries.filter((e: { userAgent: string }) => e.userAgent === agent);
    expect(mine.map((e: { activityType: string }) => e.activityType).sort()).toEqual(['login', 'logout']);
    for (const e of mine) {
      expect(e.userEmail).toBe('principal2@demo.waikura.nz');
      expect(e.userRole).toBe('principal');
      expect(e.schoolId).toBe(s.schools.second.id);
      expect(e.ipAddress).toMatch(LOOPBACK);
    }
    // Only provider staff read the whole log.
    expect((await s.request('/api/activity', { cookie: await s.loginAs('principal') })).status).toBe(403);
  });

  test('PATCH /api/me changes the name', async () => {
    const cookie = await s.loginAs('school_admin');
    const res = await s.request('/api/me', { method: 'PATCH', cookie, body: { name: '  Olivia Ōffice  ' } });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Olivia Ōffice');
    expect((await me(cookie)).body.name).toBe('Olivia Ōffice');
  });
});

describe('forgotten password', () => {
  test('the e-mailed link works once, ends every other session, and the new password works', async () => {
    const account = await s.createAccount({
      role: 'principal',
      schoolId: s.schools.second.id,
      password: 'old-password-2026',
    });
    const first = await s.login(account.email, 'old-password-2026');
    const second = await s.login(account.email, 'old-password-2026');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await me(first.cookie)).status).toBe(200);

    const asked = await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: account.email },
    });
    expect(asked.status).toBe(200);
    const mail = await s.waitForMail(account.email, (m) => m.subject === 'Reset your WaiKura password');
    const link = linkIn(mail, `${s.url}/reset-password?token=`);
    const token = link.searchParams.get('token')!;

    const weak = await s.request('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.newPassword).toBe('Your password must be at least 12 characters long.');

    const reset = await s.request('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'new-password-2026' },
    });
    expect(reset.status).toBe(200);

    const again = await s.request('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'third-password-2026' },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(errorShapeProblems(again.body)).toEqual([]);

    // Every session from before the reset has ended.
    expect((await me(first.cookie)).status).toBe(401);
    expect((await me(second.cookie)).status).toBe(401);
    expect((await s.login(account.email, 'old-password-2026')).status).toBe(401);
    expect((await s.login(account.email, 'third-password-2026')).status).toBe(401);
    const now = await s.login(account.email, 'new-password-2026');
    expect(now.status).toBe(200);
    expect((await me(now.cookie)).body.email).toBe(account.email);
  });

  test('a signed-in user changes their password; the current one is checked, other sessions can be ended', async () => {
    const account = await s.createAccount({
      role: 'principal',
      schoolId: s.schools.second.id,
      password: 'first-password-2026',
    });
    const other = await s.login(account.email, 'first-password-2026');
    const current = await s.login(account.email, 'first-password-2026');
    const wrong = await s.request('/api/auth/change-password', {
      method: 'POST',
      cookie: current.cookie,
      body: { currentPassword: 'not-my-password', newPassword: 'second-password-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Your current password is not correct.');
    const anonymous = await s.request('/api/auth/change-password', {
      method: 'POST',
      body: { currentPassword: 'first-password-2026', newPassword: 'second-password-2026' },
    });
    expect(anonymous.status).toBe(401);
    expect(errorShapeProblems(anonymous.body)).toEqual([]);

    const changed = await s.request('/api/auth/change-password', {
      method: 'POST',
      cookie: current.cookie,
      body: {
        currentPassword: 'first-password-2026',
        newPassword: 'second-password-2026',
        revokeOtherSessions: true,
      },
    });
    expect(changed.status).toBe(200);
    expect((await me(other.cookie)).status).toBe(401);
    expect((await s.login(account.email, 'first-password-2026')).status).toBe(401);
    expect((await s.login(account.email, 'second-password-2026')).status).toBe(200);
  });

  test('asking for an unknown address answers the same and sends nothing', async () => {
    const known = await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: 'viewer@demo.waikura.nz' },
    });
    const unknown = await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: 'no-such-person@example.nz' },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await s.waitForMail('viewer@demo.waikura.nz', (m) => m.subject === 'Reset your WaiKura password');
    expect(s.mails.filter((m) => m.to.includes('no-such-person@example.nz'))).toEqual([]);
  });

  test('an expired reset link is refused', async () => {
    const account = await s.createAccount({ role: 'principal', schoolId: s.schools.second.id });
    await s.request('/api/auth/request-password-reset', { method: 'POST', body: { email: account.email } });
    const mail = await s.waitForMail(account.email);
    const token = linkIn(mail, `${s.url}/reset-password?token=`).searchParams.get('token')!;
    // The link lasts one hour; better-auth reads the real clock, so the stored expiry is moved instead.
    const { verifications } = await import('../../db/schema');
    await s.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await s.request('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'never-applied-2026' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await s.login(account.email, 'never-applied-2026')).status).toBe(401);
    expect((await s.login(account.email, account.password)).status).toBe(200);
  });
});

describe('failed logins are limited per account', () => {
  test('after 5 failures the account is locked with a clear message, even with the right password, until the window passes', async () => {
    const account = await s.createAccount({ role: 'principal', schoolId: s.schools.second.id });
    for (let i = 0; i < 5; i++)
      expect((await s.login(account.email, `wrong-password-${i}`)).status).toBe(401);
    const locked = await s.login(account.email, account.password);
    expect(locked.status).toBe(429);
    expect(locked.cookie).toBeUndefined();
    expect(locked.body).toEqual({ error: { code: 'too_many_attempts', message: TOO_MANY } });
    // Other accounts from the same address are not locked by it.
    expect((await s.login('principal2@demo.waikura.nz', s.password)).status).toBe(200);
    // The failures are logged.
    const failures = await s.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.activityType, 'login_failed'), eq(activityLog.userEmail, account.email)));
    expect(failures).toHaveLength(5);

    s.clock.advance(16 * 60_000);
    try {
      expect((await s.login(account.email, account.password)).status).toBe(200);
    } finally {
      s.clock.reset();
    }
  });
});

describe('sign-in throttling per account and address (OWASP), behind a trusted proxy', () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startTestServer({ env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_ADDRESS: '8' } });
  });
  afterAll(() => p?.close());
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } });
  const tooMany = (minutes: number) =>
    `Too many failed login attempts. For your security, please wait ${minutes} minutes or reset your password.`;

  test('5 wrong passwords from one address do not stop the right one from another address', async () => {
    const account = await p.createAccount({ role: 'principal', schoolId: p.schools.first.id });
    for (let i = 0; i < 5; i++)
      expect((await p.login(account.email, `wrong-${i}`, from('203.0.113.10'))).status).toBe(401);
    expect((await p.login(account.email, account.password, from('203.0.113.10'))).status).toBe(429);
    expect((await p.login(account.email, account.password, from('203.0.113.11'))).status).toBe(200);
  });

  test('each failure past the limit doubles the wait; a success clears it', async () => {
    const account = await p.createAccount({ role: 'principal', schoolId: p.schools.first.id });
    const ip = from('203.0.113.20');
    try {
      for (let i = 0; i < 5; i++) expect((await p.login(account.email, `wrong-${i}`, ip)).status).toBe(401);
      expect((await p.login(account.email, 'wrong-again', ip)).body.error.message).toBe(tooMany(15));
      p.clock.advance(16 * 60_000);
      expect((await p.login(account.email, 'wrong-6', ip)).status).toBe(401);
      const second = await p.login(account.email, account.password, ip);
      expect(second.status).toBe(429);
      expect(second.body.error.message).toBe(tooMany(30));
      p.clock.advance(31 * 60_000);
      expect((await p.login(account.email, 'wrong-7', ip)).status).toBe(401);
      expect((await p.login(account.email, account.password, ip)).body.error.message).toBe(tooMany(60));
      p.clock.advance(61 * 60_000);
      expect((await p.login(account.email, account.password, ip)).status).toBe(200);
      // Cleared: one wrong password is an ordinary failure again, and the right one works.
      expect((await p.login(account.email, 'wrong-8', ip)).status).toBe(401);
      expect((await p.login(account.email, account.password, ip)).status).toBe(200);
    } finally {
      p.clock.reset();
    }
  });

  test('a successful password reset lifts the lock, as the message says', async () => {
    const account = await p.createAccount({ role: 'principal', schoolId: p.schools.first.id });
    const ip = from('203.0.113.30');
    for (let i = 0; i < 5; i++) expect((await p.login(account.email, `wrong-${i}`, ip)).status).toBe(401);
    expect((await p.login(account.email, account.password, ip)).status).toBe(429);
    expect(
      (
        await p.request('/api/auth/request-password-reset', {
          method: 'POST',
          body: { email: account.email },
        })
      ).status,
    ).toBe(200);
    const mail = await p.waitForMail(account.email, (m) => m.subject === 'Reset your WaiKura password');
    const token = linkIn(mail, `${p.url}/reset-password?token=`).searchParams.get('token')!;
    const reset = await p.request('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'after-the-reset-2026' },
    });
    expect(reset.status).toBe(200);
    expect((await p.login(account.email, 'after-the-reset-2026', ip)).status).toBe(200);
  });

  test('20 simultaneous wrong passwords get exactly 5 tries; the rest wait', async () => {
    const account = await p.createAccount({ role: 'principal', schoolId: p.schools.first.id });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => p.login(account.email, `wrong-${i}`, from('203.0.113.40'))),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    const failures = await p.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.activityType, 'login_failed'), eq(activityLog.userEmail, account.email)));
    expect(failures).toHaveLength(5);
  });

  test('failures on many accounts from one address hold back that address, except for accounts that signed in from it before', async () => {
    const ip = from('198.51.100.1');
    // The principal has signed in from this address before: it is known to the account.
    expect((await p.login('principal@demo.waikura.nz', p.password, ip)).status).toBe(200);
    for (let i = 0; i < 8; i++)
      expect((await p.login(uniqueEmail(`guess-${i}`), 'wrong-password', ip)).status).toBe(401);
    const blocked = await p.login('principal2@demo.waikura.nz', p.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual({
      code: 'too_many_attempts_from_address',
      message:
        'Too many failed login attempts from your network. For your security, please wait 15 minutes before trying again.',
    });
    expect((await p.login('principal@demo.waikura.nz', p.password, ip)).status).toBe(200);
    const elsewhere = await p.login('principal2@demo.waikura.nz', p.password, from('198.51.100.2'));
    expect(elsewhere.status).toBe(200);
    const [entry] = await p.db
      .select({ ip: activityLog.ipAddress })
      .from(activityLog)
      .where(
        and(eq(activityLog.activityType, 'login'), eq(activityLog.userEmail, 'principal2@demo.waikura.nz')),
      );
    expect(entry?.ip).toBe('198.51.100.2');
  });
});

describe('cross-site requests and security headers', () => {
  test('a state-changing request from another site is refused with 403, and changes nothing', async () => {
    const cookie = await s.loginAs('principal');
    for (const origin of [
      'https://evil.example',
      'null',
      `http://127.0.0.1:1`,
      'http://localhost.evil.example',
    ]) {
      const res = await s.request('/api/me', { method: 'PATCH', cookie, origin, body: { name: 'Pwned' } });
      expect(res.status, origin).toBe(403);
      expect(res.body.error.code).toBe('cross_site_request');
    }
    const fetchMeta = await s.request('/api/me', {
      method: 'PATCH',
      cookie,
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
      body: { name: 'Pwned' },
    });
    expect(fetchMeta.status).toBe(403);
    const login = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      origin: 'https://evil.example',
      body: { email: 'principal@demo.waikura.nz', password: s.password },
    });
    expect(login.status).toBe(403);
    expect(cookieFrom(login.headers)).toBeUndefined();
    expect((await me(cookie)).body.name).toBe('Mere Principal');
    // Reading is not state-changing; the same-origin request works.
    expect((await s.request('/api/me', { cookie, origin: 'https://evil.example' })).status).toBe(200);
    expect(
      (await s.request('/api/me', { method: 'PATCH', cookie, body: { name: 'Mere Principal' } })).status,
    ).toBe(200);
  });

  test('the Origin must be ours exactly, scheme included; without one, Sec-Fetch-Site must say same-origin', async () => {
    const cookie = await s.loginAs('principal');
    const patch = (o: {
      origin?: string | null;
      headers?: Record<string, string>;
      cookie?: string;
      bearer?: string;
    }) => s.request('/api/me', { method: 'PATCH', body: { name: 'Pwned' }, ...o });
    const other = s.url.replace(/^http:/, 'https:');
    for (const [what, res] of [
      ['the right host with the wrong scheme', await patch({ cookie, origin: other })],
      ['neither Origin nor Sec-Fetch-Site', await patch({ cookie, origin: null })],
      [
        'Sec-Fetch-Site same-site',
        await patch({ cookie, origin: null, headers: { 'sec-fetch-site': 'same-site' } }),
      ],
      ['Sec-Fetch-Site none', await patch({ cookie, origin: null, headers: { 'sec-fetch-site': 'none' } })],
      [
        'a foreign Origin with same-origin Fetch metadata',
        await patch({ cookie, origin: 'https://evil.example', headers: { 'sec-fetch-site': 'same-origin' } }),
      ],
    ] as const) {
      expect(res.status, what).toBe(403);
      expect(res.body.error.code, what).toBe('cross_site_request');
    }
    expect((await me(cookie)).body.name).toBe('Mere Principal');
    // Same-origin Fetch metadata without an Origin is ours.
    const fetchMeta = await s.request('/api/me', {
      method: 'PATCH',
      cookie,
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
      body: { name: 'Mere Principal' },
    });
    expect(fetchMeta.status).toBe(200);
    // A bearer token without a cookie is no browser's ambient credential: no Origin needed.
    const { bearer } = await s.login('principal@demo.waikura.nz', s.password);
    const api = await s.request('/api/me', {
      method: 'PATCH',
      bearer,
      origin: null,
      body: { name: 'Mere Principal' },
    });
    expect(api.status).toBe(200);
    // ...but a cookie sent with it still needs the Origin.
    expect((await patch({ cookie, bearer, origin: null })).status).toBe(403);
  });

  test('the API takes JSON bodies only: a form post is refused before it is read', async () => {
    const cookie = await s.loginAs('principal');
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await s.request('/api/me', {
        method: 'PATCH',
        cookie,
        rawBody: 'name=Pwned',
        contentType,
      });
      expect(res.status, contentType).toBe(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
      // Without an Origin, the cross-site check refuses it first.
      const bare = await s.request('/api/me', {
        method: 'PATCH',
        cookie,
        origin: null,
        rawBody: 'name=Pwned',
        contentType,
      });
      expect(bare.status, contentType).toBe(403);
    }
    expect((await me(cookie)).body.name).toBe('Mere Principal');
  });

  test.each(['/api/me', '/api/openapi.json', '/', '/schools/anything'])(
    '%s carries the security headers',
    async (path) => {
      const res = await s.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(res.headers.get('referrer-policy')).toBeTruthy();
      expect(res.headers.get('x-powered-by')).toBeNull();
    },
  );

  test('without Node underneath (app.fetch), the headers are on the Response itself', async () => {
    const res = await createApp(s.deps).fetch(new Request(`${s.url}/api/openapi.json`));
    expect(res.status).toBe(200);
    expect(Object.fromEntries(SECURITY_HEADERS.map(([name]) => [name, res.headers.get(name)]))).toEqual(
      Object.fromEntries(SECURITY_HEADERS),
    );
  });

  test('a built script, stylesheet, image or font carries only the headers that apply to it; documents, workers and API answers all of them', async () => {
    const app = createApp(s.deps);
    const headersOf = async (path: string) => {
      const res = await app.fetch(new Request(`${s.url}${path}`));
      return Object.fromEntries(SECURITY_HEADERS.map(([name]) => [name, res.headers.get(name)]));
    };
    const all = Object.fromEntries(SECURITY_HEADERS);
    for (const path of ['/assets/index-abc.js', '/assets/index-abc.css', '/icons/icon-192.png']) {
      const headers = await headersOf(path);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['strict-transport-security'], path).toBe(all['strict-transport-security']);
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['content-security-policy'], path).toBeNull();
      expect(headers['x-frame-options'], path).toBeNull();
    }
    for (const path of [
      '/',
      '/sw.js',
      '/assets/maplibre-gl-worker-abc.js',
      '/favicon.svg',
      '/api/openapi.json',
      '/api/schools/x/plan/files/y.png',
    ]) {
      expect(await headersOf(path), path).toEqual(all);
    }
  });

  test("Hono's RegExpRouter takes every route (two routes that match one path of one method push it onto the slower TrieRouter)", async () => {
    const app = createApp(s.deps);
    await app.fetch(new Request(`${s.url}/api/health`));
    expect(app.router.name).toBe('SmartRouter + RegExpRouter');
  });

  test('an unknown API path is a JSON 404, not the web app', async () => {
    const res = await s.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(errorShapeProblems(res.body)).toEqual([]);
  });
});
