import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { emailSchema, passwordSchema, signUpSchema } from '../../../domain/password';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import { forwardToAuth } from '../../auth/forward';
import { schools, users } from '../../db/schema';
import { composeMail } from '../../integrations/mail';
import { MAIL_TEXT, mailLanguageFor } from '../../integrations/mail-text';
import { apiRouter } from '../../lib/api-router';
import { ApiError, errorBody, errorResponses, jsonBody, jsonContent, tooManyResponse } from '../../lib/http';
import { recordActivity } from '../activity/service';
import { withFreeSlug } from '../schools/service';
import { allowSignUp, isRefusal, startLogin } from './login-limiter';

export const SIGN_UP_SUCCESS = 'Successfully signed up! Please check your email to verify your account.';
export const tooManyAttempts = (minutes: number) =>
  `Too many failed login attempts. For your security, please wait ${minutes} minutes or reset your password.`;
export const tooManyFromAddress = (minutes: number) =>
  `Too many failed login attempts from your network. For your security, please wait ${minutes} minutes before trying again.`;
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
export const TOO_MANY_SIGN_UPS =
  'Too many sign-ups from your network in the last hour. Please try again later.';

const Ok = z.object({ status: z.boolean(), message: z.string().optional() });
const tags = ['Account'];

const signUpRoute = createRoute({
  method: 'post',
  path: '/api/auth/sign-up/email',
  tags,
  summary:
    'Sign up: creates the school and its principal, and sends the verification e-mail. An address that is already registered gets the same answer, and its owner an e-mail instead (nothing is created).',
  request: { body: jsonBody(signUpSchema) },
  responses: {
    201: jsonContent(z.object({ message: z.string() }), 'Signed up, or told by e-mail'),
    400: errorResponses[400],
    429: tooManyResponse,
  },
});

const signInRoute = createRoute({
  method: 'post',
  path: '/api/auth/sign-in/email',
  tags,
  summary: 'Log in with e-mail and password; sets the session cookie and returns a bearer token',
  request: {
    body: jsonBody(
      z.strictObject({
        email: emailSchema,
        password: z
          .string({ error: 'Enter your password.' })
          .min(1, { error: 'Enter your password.' })
          .max(128),
        rememberMe: z.boolean().optional(),
        callbackURL: z.string().max(2048).optional(),
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ token: z.string().nullable() }).passthrough(), 'Logged in'),
    ...errorResponses,
    429: tooManyResponse,
  },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/api/auth/sign-out',
  tags,
  summary: 'Log out: ends the session',
  responses: { 200: jsonContent(Ok, 'Logged out') },
});

const verifyRoute = createRoute({
  method: 'get',
  path: '/api/auth/verify-email',
  tags,
  summary: 'Verify an e-mail address with the token from the verification e-mail',
  request: { query: z.object({ token: z.string().min(1).max(4096) }) },
  responses: { 200: jsonContent(Ok, 'Verified'), ...errorResponses },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/api/auth/send-verification-email',
  tags,
  summary: 'Send the verification e-mail again',
  request: {
    body: jsonBody(z.strictObject({ email: emailSchema, callbackURL: z.string().max(2048).optional() })),
  },
  responses: { 200: jsonContent(Ok, 'Sent if the account exists and is not verified'), ...errorResponses },
});

const forgotRoute = createRoute({
  method: 'post',
  path: '/api/auth/request-password-reset',
  tags,
  summary: 'E-mail a single-use link to choose a new password',
  request: {
    body: jsonBody(z.strictObject({ email: emailSchema, redirectTo: z.string().max(2048).optional() })),
  },
  responses: { 200: jsonContent(Ok, 'Sent if the account exists'), ...errorResponses },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  tags,
  summary: "Choose a new password with the e-mailed link's token; ends the user's other sessions",
  request: {
    body: jsonBody(z.strictObject({ token: z.string().min(1).max(512), newPassword: passwordSchema })),
  },
  responses: { 200: jsonContent(Ok, 'Password changed'), ...errorResponses },
});

const changePasswordRoute = createRoute({
  method: 'post',
  path: '/api/auth/change-password',
  tags,
  summary: 'Change the password of the signed-in user',
  request: {
    body: jsonBody(
      z.strictObject({
        currentPassword: z.string().min(1, { error: 'Enter your current password.' }).max(128),
        newPassword: passwordSchema,
        revokeOtherSessions: z.boolean().optional(),
      }),
    ),
  },
  responses: { 200: jsonContent(z.object({}).passthrough(), 'Password changed'), ...errorResponses },
});

export function accountRoutes() {
  const app = apiRouter();

  app.openapi(signUpRoute, async (c) => {
    const input = c.req.valid('json');
    const { db, auth, now, mailer, config, log } = c.get('deps');
    const ip = c.get('clientIp');
    // Limited per address before anything is looked up, so the limit also bounds what can be learnt.
    if (!(await allowSignUp(db, ip, now())))
      return c.json(errorBody('too_many_sign_ups', TOO_MANY_SIGN_UPS), 429) as never;
    // The same answer whether or not the address is registered; its owner is told by e-mail instead.
    const signedUp = () => c.json({ message: SIGN_UP_SUCCESS }, 201);
    const tellOwner = async () => {
      try {
        // In the language the account's owner chose (issue 20).
        const lang = await mailLanguageFor(db, { email: input.email });
        const words = MAIL_TEXT[lang].signUpExisting();
        await mailer.send(
          composeMail({
            to: input.email,
            subject: words.subject,
            greeting: MAIL_TEXT[lang].greeting(),
            paragraphs: words.paragraphs,
            action: { label: words.action, url: `${config.appUrl}/forgot-password` },
            footer: words.footer,
            lang,
          }),
        );
      } catch (err) {
        log.error(
          { err, to: input.email, what: 'sign-up of a registered address' },
          'mail could not be sent',
        );
      }
    };
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    if (existing.length) {
      await tellOwner();
      return signedUp();
    }

    const [school] = await withFreeSlug(db, input.schoolName, (slug) =>
      db
        .insert(schools)
        .values({ name: input.schoolName, slug })
        .returning({ id: schools.id, name: schools.name }),
    );
    if (!school) throw new Error('school not created');
    let userId: string | undefined;
    /** A sign-up that raced ours to the same address won: undo ours, and answer as for a taken one. */
    let lostRace = false;
    try {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, ip);
      const result = await auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: input.name ?? input.email.split('@')[0]!,
        },
        headers,
      });
      const linked = await db
        .update(users)
        .set({ role: 'principal', schoolId: school.id, schoolName: school.name, updatedAt: now() })
        .where(eq(users.id, result.user.id))
        .returning({ id: users.id });
      // better-auth answers a taken e-mail with a made-up user (enumeration protection).
      if (!linked[0]) lostRace = true;
      else {
        userId = linked[0].id;
        await db.update(schools).set({ createdBy: userId }).where(eq(schools.id, school.id));
      }
    } catch (err) {
      await db.delete(schools).where(eq(schools.id, school.id));
      if (userId) await db.delete(users).where(eq(users.id, userId));
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email))
        .limit(1);
      const message = err instanceof Error ? err.message : String(err);
      if (!taken && !/already exists|unique|duplicate/i.test(message)) {
        if (err instanceof ApiError) throw err;
        const status = (err as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500) throw new ApiError(400, 'signup_failed', message);
        throw err;
      }
      lostRace = true;
    }
    if (lostRace || !userId) {
      await db.delete(schools).where(eq(schools.id, school.id));
      await tellOwner();
      return signedUp();
    }
    await recordActivity(c, {
      user: { id: userId, email: input.email, role: 'principal' },
      activityType: 'signup',
      description: `Signed up and created ${school.name}`,
      schoolId: school.id,
    });
    return signedUp();
  });

  app.openapi(signInRoute, async (c) => {
    const input = c.req.valid('json');
    const { db, config, now } = c.get('deps');
    const ip = c.get('clientIp');
    const started = await startLogin(db, config.loginLimits, input.email, ip, now());
    if (isRefusal(started)) {
      const minutes = minutesOf(started.retryAfterSeconds);
      c.header('retry-after', String(started.retryAfterSeconds));
      return c.json(
        started.by === 'account'
          ? errorBody('too_many_attempts', tooManyAttempts(minutes))
          : errorBody('too_many_attempts_from_address', tooManyFromAddress(minutes)),
        429,
      ) as never;
    }
    let response: Response;
    try {
      response = await forwardToAuth(c, input);
    } catch (err) {
      await started.settle('other');
      throw err;
    }
    await started.settle(response.status === 401 ? 'failed' : response.ok ? 'succeeded' : 'other');
    if (response.status === 401) {
      const [u] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.email, input.email));
      await recordActivity(c, {
        user: u ? { id: u.id, email: input.email, role: u.role } : null,
        activityType: 'login_failed',
        description: `Failed login for ${input.email}`,
        metadata: { email: input.email },
      });
    }
    if (response.ok) {
      const [u] = await db
        .select({ id: users.id, role: users.role, schoolId: users.schoolId })
        .from(users)
        .where(eq(users.email, input.email));
      if (u) {
        await recordActivity(c, {
          user: { id: u.id, email: input.email, role: u.role },
          activityType: 'login',
          description: `${input.email} logged in`,
          schoolId: u.schoolId,
        });
      }
    }
    return response as never;
  });

  app.openapi(signOutRoute, async (c) => {
    const user = c.get('user');
    const response = await forwardToAuth(c);
    if (response.ok && user) {
      await recordActivity(c, {
        user,
        activityType: 'logout',
        description: `${user.email} logged out`,
        schoolId: user.schoolId,
      });
    }
    return response as never;
  });

  app.openapi(verifyRoute, async (c) => {
    const response = await forwardToAuth(c);
    return response as never;
  });

  app.openapi(resendRoute, async (c) => (await forwardToAuth(c, c.req.valid('json'))) as never);
  app.openapi(forgotRoute, async (c) => {
    const { email } = c.req.valid('json');
    return (await forwardToAuth(c, { email, redirectTo: '/reset-password' })) as never;
  });
  app.openapi(resetRoute, async (c) => (await forwardToAuth(c, c.req.valid('json'))) as never);
  app.openapi(changePasswordRoute, async (c) => (await forwardToAuth(c, c.req.valid('json'))) as never);

  return app;
}
