import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { findSectionById } from '../../../domain/plan/catalogue';
import { readerLanguage, translateErrorBody } from '../../i18n/translate';
import { apiRouter } from '../../lib/api-router';
import type { AppEnv } from '../../lib/context';
import {
  ApiError,
  badRequest,
  errorBody,
  errorResponses,
  forbidden,
  jsonBody,
  jsonContent,
  notFound,
  tooManyRequests,
} from '../../lib/http';
import { hit, type Limit } from '../../lib/rate-limit';
import { loadRelation, resolveSchool } from '../../policy/access';
import { requireProvider, requireSchool, requireUser } from '../../policy/middleware';
import { allowedSchoolActions } from '../../policy/policy';
import { loadSection } from '../plan/service';
import { SchoolIdParam } from '../schools/schemas';
import { stuckSections, warnIfAtRisk } from './proactive';
import {
  answerChat,
  type ChatAnswer,
  type ChatContext,
  clearHistory,
  loadHistory,
  recordExchange,
  usageBySchool,
} from './service';

/**
 * WaiKura AI (plan specification 2.8, 4.7, 5.3, 7.2–7.3, 9.5; issue 18; decision 029).
 * POST /api/secure/chat answers JSON `{ answer, mode, citations }`, or streams Server-Sent Events when
 * asked with `Accept: text/event-stream`. `context.schoolId` is decided by the policy like every school
 * read: the school's answers reach the assistant only for someone who may read the school.
 */

const tags = ['Assistant'];

/** Questions one user may ask a minute (WaiKura's own limit, `CHAT_QUESTIONS_PER_MINUTE`; the provider's are in provider.ts). */
const chatQuestions = (perMinute: number): Limit => ({ limit: perMinute, windowMs: 60_000 });
/** The longest message we take (WaiKura's own: a question, not a document). */
export const MAX_MESSAGE_CHARS = 4000;

const MessageInput = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: 'A message’s role is "user" or "assistant".' }),
  content: z
    .string({ error: 'Enter a message.' })
    .trim()
    .min(1, { error: 'Enter a message: an empty one is not sent.' })
    .max(MAX_MESSAGE_CHARS, {
      error: `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString('en-NZ')} characters.`,
    }),
});

const ContextInput = z
  .strictObject({
    schoolId: z.string().trim().min(1).max(200).optional(),
    sectionId: z.string().trim().min(1).max(100).optional(),
  })
  .openapi('ChatContext');

const ChatInput = z
  .strictObject({
    messages: z
      .array(MessageInput)
      .min(1, { error: 'Send at least one message: the question.' })
      .max(20, { error: 'Send at most the last 20 messages of the conversation.' }),
    context: ContextInput.optional(),
  })
  .openapi('ChatRequest');

const CitationSchema = z
  .object({
    document: z.string(),
    source: z.string(),
    page: z.number().int().nullable(),
    url: z.string().optional(),
    quote: z.string(),
    passageId: z.string(),
  })
  .openapi('ChatCitation');

const ChatAnswerSchema = z
  .object({
    answer: z.string(),
    mode: z.enum(['ai', 'retrieval']),
    citations: z.array(CitationSchema),
  })
  .openapi('ChatAnswer');

const HistoryMessage = z
  .object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    mode: z.enum(['ai', 'retrieval']).nullable(),
    citations: z.array(CitationSchema),
    sectionId: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('ChatHistoryMessage');

const HistoryQuery = z.object({ schoolId: z.string().trim().min(1).max(200).optional() });

const chatRoute = createRoute({
  method: 'post',
  path: '/api/secure/chat',
  tags,
  summary:
    'Ask WaiKura AI. Answers JSON, or Server-Sent Events (`delta` pieces, then `done` with the whole answer) with Accept: text/event-stream',
  middleware: [requireUser] as const,
  request: { body: jsonBody(ChatInput) },
  responses: {
    200: {
      description: 'The answer, with the documents and pages it rests on',
      content: {
        'application/json': { schema: ChatAnswerSchema },
        'text/event-stream': { schema: z.string() },
      },
    },
    ...errorResponses,
    429: jsonContent(
      z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
      'Too many questions',
    ),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/api/secure/chat/history',
  tags,
  summary: 'The signed-in user’s conversation of the last 24 hours about one school (or about none)',
  middleware: [requireUser] as const,
  request: { query: HistoryQuery },
  responses: {
    200: jsonContent(z.object({ messages: z.array(HistoryMessage) }), 'Oldest first'),
    ...errorResponses,
  },
});

const clearRoute = createRoute({
  method: 'delete',
  path: '/api/secure/chat/history',
  tags,
  summary: 'Forgets the signed-in user’s conversation about one school (or about none)',
  middleware: [requireUser] as const,
  request: { query: HistoryQuery },
  responses: { 200: jsonContent(z.object({ cleared: z.literal(true) }), 'Forgotten'), ...errorResponses },
});

const usageRoute = createRoute({
  method: 'get',
  path: '/api/provider/assistant-usage',
  tags,
  summary:
    'Calls to the AI provider per school over the last `days` days (default 30): tokens and estimated cost',
  middleware: [requireProvider('assistant-usage.read')] as const,
  request: { query: z.object({ days: z.coerce.number().int().min(1).max(366).optional() }) },
  responses: {
    200: jsonContent(
      z.object({
        since: z.string(),
        schools: z.array(
          z.object({
            schoolId: z.string().nullable(),
            requests: z.number(),
            failed: z.number(),
            cached: z.number(),
            promptTokens: z.number(),
            completionTokens: z.number(),
            costMicros: z.number(),
          }),
        ),
      }),
      'Per school; `schoolId` null for questions asked with no school',
    ),
    ...errorResponses,
  },
});

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/assistant/suggestions',
  tags,
  summary:
    'Proactive help: the sections in progress that nobody has changed for 14 days (at most 4, oldest first), each with a question WaiKura AI can answer',
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: {
    200: jsonContent(
      z.object({
        stuck: z.array(
          z
            .object({
              sectionId: z.string(),
              number: z.string(),
              title: z.string(),
              path: z.string(),
              lastChanged: z.string(),
              question: z.string(),
            })
            .openapi('StuckSection'),
        ),
      }),
      'Stuck sections',
    ),
    ...errorResponses,
  },
});

/**
 * The school a chat names, decided by the policy as for any school read: 404 when there is no such
 * school, 403 when the user may not read it.
 */
async function schoolForChat(c: Context<AppEnv>, schoolId: string | undefined) {
  if (schoolId === undefined) return { school: null, actions: [] as string[] };
  const { db, now } = c.get('deps');
  const user = c.get('user')!;
  const school = await resolveSchool(db, schoolId);
  if (!school) throw notFound('We could not find that school.');
  const actions = allowedSchoolActions(user, school.id, await loadRelation(db, user, school.id), now());
  if (!actions.includes('read')) throw forbidden('You do not have access to this school.');
  return { school, actions };
}

function requireChatEnabled(c: Context<AppEnv>) {
  if (!c.get('deps').config.features.chat)
    throw new ApiError(404, 'chat_disabled', 'WaiKura AI is switched off on this server.');
}

/** The school's answers in a section, as text for the model (at most 3,000 characters). */
function answersText(content: unknown): string | null {
  const text = JSON.stringify(content ?? {});
  if (text === '{}' || text === 'null') return null;
  return text.length > 3000 ? `${text.slice(0, 3000)}…` : text;
}

export function assistantRoutes() {
  const app = apiRouter();

  app.openapi(chatRoute, async (c) => {
    requireChatEnabled(c);
    const deps = c.get('deps');
    const user = c.get('user')!;
    const input = c.req.valid('json');
    const last = input.messages[input.messages.length - 1]!;
    // A message's author, not a user's role (access is decided by the policy below).
    const { role: author } = last;
    if (author !== 'user') {
      throw badRequest('The last message must be the question.', {
        [`messages.${input.messages.length - 1}.role`]: 'The last message must be the user’s question.',
      });
    }
    const section = input.context?.sectionId ? findSectionById(input.context.sectionId) : undefined;
    if (input.context?.sectionId && !section) {
      throw badRequest('There is no such section of the plan.', {
        'context.sectionId': 'There is no section of the plan with this id.',
      });
    }
    // The policy first: nothing of the school is read unless the user may read it.
    const { school } = await schoolForChat(c, input.context?.schoolId);
    const limited = await hit(
      deps.db,
      `chat:${user.id}`,
      chatQuestions(deps.config.ai.questionsPerUserPerMinute),
      deps.now(),
    );
    if (!limited.allowed) throw tooManyRequests(c, limited.retryAfterSeconds);

    const ctx: ChatContext = {
      school,
      section: section ?? null,
      sectionAnswers:
        school && section ? answersText((await loadSection(deps.db, school.id, section.id)).content) : null,
    };
    const finish = async (answer: ChatAnswer) => {
      await recordExchange(deps.db, deps.now(), user.id, ctx, last.content, answer);
      // Proactive help: an answer that puts the school's compliance at risk is also a notification.
      await warnIfAtRisk(deps, user.id, ctx, answer);
      return answer;
    };

    if (/text\/event-stream/.test(c.req.header('accept') ?? '')) {
      return streamSSE(c, async (stream) => {
        try {
          const answer = await answerChat(deps, user, input.messages, ctx, {
            onDelta: (text) => void stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
          });
          if (answer.mode === 'retrieval')
            await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text: answer.answer }) });
          await stream.writeSSE({ event: 'done', data: JSON.stringify(await finish(answer)) });
        } catch (err) {
          deps.log.error({ err }, 'chat stream failed');
          // A stream's error is not an error answer the /api middleware sees: in the reader's language here.
          const body = errorBody('internal_error', 'Failed to get chat response. Please try again.');
          await stream.writeSSE({
            event: 'error',
            data: JSON.stringify(translateErrorBody(body, await readerLanguage(c))),
          });
        }
      }) as never;
    }
    const answer = await finish(await answerChat(deps, user, input.messages, ctx));
    return c.json(answer, 200);
  });

  app.openapi(historyRoute, async (c) => {
    requireChatEnabled(c);
    const { db, now } = c.get('deps');
    const { school } = await schoolForChat(c, c.req.valid('query').schoolId);
    const rows = await loadHistory(db, now(), c.get('user')!.id, school?.id ?? null);
    return c.json(
      {
        messages: rows.map((r) => ({
          ...r,
          role: r.role as 'user' | 'assistant',
          mode: r.mode as 'ai' | 'retrieval' | null,
          createdAt: r.createdAt.toISOString(),
        })),
      },
      200,
    );
  });

  app.openapi(clearRoute, async (c) => {
    requireChatEnabled(c);
    const { school } = await schoolForChat(c, c.req.valid('query').schoolId);
    await clearHistory(c.get('deps').db, c.get('user')!.id, school?.id ?? null);
    return c.json({ cleared: true as const }, 200);
  });

  app.openapi(suggestionsRoute, async (c) => {
    requireChatEnabled(c);
    const { db, now } = c.get('deps');
    const stuck = await stuckSections(db, c.get('school').id, now());
    return c.json({ stuck: stuck.map((s) => ({ ...s, lastChanged: s.lastChanged.toISOString() })) }, 200);
  });

  app.openapi(usageRoute, async (c) => {
    const { db, now } = c.get('deps');
    const days = c.req.valid('query').days ?? 30;
    const since = new Date(now().getTime() - days * 24 * 60 * 60_000);
    return c.json({ since: since.toISOString(), schools: await usageBySchool(db, since) }, 200);
  });

  return app;
}
