import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { and, eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/password';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, invitations, rateLimits, sessions, users, verifications } from '../db/schema';
import { clearAccountLimits } from '../features/account/login-limiter';
import { composeMail, type Mailer } from '../integrations/mail';
import { MAIL_TEXT, mailLanguageFor } from '../integrations/mail-text';

/** The header our server sets to the real client address; a client-sent value is always replaced. */
export const CLIENT_IP_HEADER = 'x-waikura-client-ip';

export const INVITATION_DAYS = 7;

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Logger;
}

export function createAuth({ db, config, mailer, log }: AuthDeps) {
  const send = async (what: string, message: Parameters<Mailer['send']>[0]) => {
    try {
      await mailer.send(message);
    } catch (err) {
      // A mail server that is down must not turn sign-up into a 500; the user can ask again.
      log.error({ err, to: message.to, what }, 'mail could not be sent');
    }
  };

  return betterAuth({
    appName: 'WaiKura',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    // Our own origin check has already refused cross-site requests; same-host origins are ours.
    trustedOrigins: (request) => {
      const host = request?.headers.get('host');
      return [config.appUrl, ...(host ? [`http://${host}`, `https://${host}`] : [])];
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'principal', input: false },
        schoolId: { type: 'string', required: false, input: false },
        schoolName: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const lang = await mailLanguageFor(db, { id: user.id });
        const words = MAIL_TEXT[lang].reset();
        await send(
          'reset',
          composeMail({
            to: user.email,
            subject: words.subject,
            greeting: MAIL_TEXT[lang].greeting(user.name),
            paragraphs: words.paragraphs,
            action: { label: words.action, url },
            footer: words.footer,
            lang,
          }),
        );
      },
      onPasswordReset: async ({ user }) => {
        // The lock message says a reset lifts it: every wait on this account's sign-ins goes.
        await clearAccountLimits(db, user.email);
        // Following an e-mailed link proves the address: an invited person is verified and accepted.
        await db
          .update(users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await db
          .update(invitations)
          .set({ acceptedAt: new Date() })
          .where(and(eq(invitations.userId, user.id), isNull(invitations.acceptedAt)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${config.appUrl}/verify-email/${encodeURIComponent(token)}`;
        const lang = await mailLanguageFor(db, { id: user.id });
        const words = MAIL_TEXT[lang].verification();
        await send(
          'verification',
          composeMail({
            to: user.email,
            subject: words.subject,
            greeting: MAIL_TEXT[lang].greeting(user.name),
            paragraphs: words.paragraphs,
            action: { label: words.action, url },
            footer: words.footer,
            lang,
          }),
        );
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 600,
      customRules: {
        // Sign-in failures are limited per account and per address by our own limiter.
        '/sign-in/email': false,
        '/get-session': false,
        '/sign-up/email': { window: 60, max: 30 },
        '/request-password-reset': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith('https://'),
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
