import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { personNameSchema } from '../../../domain/password';
import { users } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { errorResponses, jsonBody, jsonContent } from '../../lib/http';
import { requireUser } from '../../policy/middleware';
import { allowedProviderActions, PROVIDER_ACTIONS } from '../../policy/policy';

const MeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.string(),
    schoolId: z.string().nullable(),
    schoolName: z.string().nullable(),
    schoolSlug: z.string().nullable(),
    actions: z.array(z.enum(PROVIDER_ACTIONS)),
    features: z.object({
      activityLogging: z.boolean(),
      chat: z.boolean(),
      analytics: z.boolean(),
      taTemplateSystem: z.boolean(),
    }),
  })
  .openapi('Me');

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['Me'],
  summary: 'The signed-in user, their school and what they may do',
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(MeSchema, 'Me'), ...errorResponses },
});

const updateMeRoute = createRoute({
  method: 'patch',
  path: '/api/me',
  tags: ['Me'],
  summary: "Change the signed-in user's name",
  middleware: [requireUser] as const,
  request: { body: jsonBody(z.strictObject({ name: personNameSchema })) },
  responses: { 200: jsonContent(MeSchema, 'Me'), ...errorResponses },
});

/** Issue 20: the languages an e-mail to a person can be written in (the interface's two). */
export const MAIL_LANGUAGES = ['en', 'mi'] as const;

const LanguageSchema = z.object({ language: z.enum(MAIL_LANGUAGES) }).openapi('MeLanguage');

const languageRoute = createRoute({
  method: 'put',
  path: '/api/me/language',
  tags: ['Me'],
  summary: "Set the signed-in user's language: the language of the e-mails WaiKura sends them",
  middleware: [requireUser] as const,
  request: {
    body: jsonBody(
      z.strictObject({
        language: z.enum(MAIL_LANGUAGES, { error: 'Choose English (en) or te reo Māori (mi).' }),
      }),
    ),
  },
  responses: { 200: jsonContent(LanguageSchema, 'The language now stored'), ...errorResponses },
});

export function meRoutes() {
  const app = apiRouter();

  const me = async (c: Parameters<Parameters<typeof app.openapi>[1]>[0]) => {
    const user = c.get('user')!;
    const { config } = c.get('deps');
    // Read with the session, in the same query (auth/session.ts).
    const school = c.get('userSchool');
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      schoolId: school ? user.schoolId : null,
      schoolName: school?.name ?? null,
      schoolSlug: school?.slug ?? null,
      actions: allowedProviderActions(user),
      features: config.features,
    };
  };

  app.openapi(meRoute, async (c) => c.json(await me(c), 200));
  app.openapi(updateMeRoute, async (c) => {
    const { db, now } = c.get('deps');
    const user = c.get('user')!;
    const { name } = c.req.valid('json');
    await db.update(users).set({ name, updatedAt: now() }).where(eq(users.id, user.id));
    c.set('user', { ...user, name });
    return c.json(await me(c), 200);
  });
  // Only one's own: the policy is `requireUser`, and the row changed is the signed-in user's.
  app.openapi(languageRoute, async (c) => {
    const { db, now } = c.get('deps');
    const user = c.get('user')!;
    const { language } = c.req.valid('json');
    await db.update(users).set({ language, updatedAt: now() }).where(eq(users.id, user.id));
    return c.json({ language }, 200);
  });
  return app;
}
