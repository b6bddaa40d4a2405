/**
 * WaiKura AI's answers: retrieval first; with a provider, the passages go to the model with the
 * instruction to answer only from them and cite them by number; a number the model cites that is not
 * among the passages is dropped. Without a provider, or when it fails or is rate-limited, the answer is
 * the documents-only one (`retrieval.ts`). The chat history (24 hours per user, per school) and the
 * provider's use per school are stored here.
 */
import { and, asc, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { PlanSection } from '../../../domain/plan/catalogue';
import { CHAT_HISTORY_HOURS } from '../../../domain/retention';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { assistantMessages, assistantUsage, type StoredCitation } from '../../db/schema';
import type { SchoolRecord, SessionUser } from '../../lib/context';
import { AiProvider, type ChatMessage, ProviderError } from './provider';
import { answerFromDocuments, type Citation, retrieve, toCitation } from './retrieval';
import { type KnowledgeIndex, knowledgeIndex } from './search';

/** Plan specification 9.5: history kept 24 hours; the last 10 messages kept, the last 5 sent to the model. */
export const HISTORY_MS = CHAT_HISTORY_HOURS * 60 * 60_000;
export const HISTORY_KEPT = 10;
export const HISTORY_SENT = 5;

export interface ChatAnswer {
  answer: string;
  mode: 'ai' | 'retrieval';
  citations: Citation[];
}

/** Where the question was asked, after the policy allowed it. */
export interface ChatContext {
  school: SchoolRecord | null;
  section: PlanSection | null;
  /** The school's answers in that section, as text (only for someone who may read the school). */
  sectionAnswers: string | null;
}

/** One process's assistant: the index and, when configured, the provider. */
export interface Assistant {
  index: KnowledgeIndex;
  provider: AiProvider | null;
  prices: { inputPerMillion: number; outputPerMillion: number };
}

const assistants = new WeakMap<object, Assistant>();

/** The assistant of one app (keyed by its config), made on first use; the index is the process's one. */
export function assistantFor(config: Config): Assistant {
  let a = assistants.get(config);
  if (!a) {
    a = {
      index: knowledgeIndex(),
      provider: config.ai.baseUrl
        ? new AiProvider({
            baseUrl: config.ai.baseUrl,
            apiKey: config.ai.apiKey,
            model: config.ai.model,
            maxTokens: config.ai.maxTokens,
            temperature: config.ai.temperature,
            timeoutMs: config.ai.timeoutMs,
            retryDelaysMs: config.ai.retryDelaysMs,
          })
        : null,
      prices: {
        inputPerMillion: config.ai.priceInputPerMillion,
        outputPerMillion: config.ai.priceOutputPerMillion,
      },
    };
    assistants.set(config, a);
  }
  return a;
}

/** Reference documents a section's questions mostly rest on: their passages weigh a little more. */
function sourcesFor(school: SchoolRecord | null): string[] {
  const source = school?.waterSource?.toLowerCase() ?? '';
  if (/roof|rain/.test(source)) return ['Acceptable_Solution_Roof_Water'];
  if (/bore|ground|spring/.test(source))
    return ['Acceptable_Solution_Rural_Agricultural', 'DWQAR_Guidance_for_Small_Supplies'];
  return [];
}

export const FALLBACK_NOTE =
  'Advanced AI features are temporarily limited (the AI service did not answer), so this answer comes from the documents alone.';

const SYSTEM_PROMPT = `You are WaiKura AI. You help staff of New Zealand schools that supply their own drinking water to write and keep their Drinking Water Safety Plan.
Answer ONLY from the numbered passages below. After each fact, cite the passage it comes from by its number in square brackets, like [2]. Never cite a number that is not listed.
If the passages do not answer the question, say so plainly and suggest contacting Taumata Arowai (04 889 8350). Never guess a number, a limit or a deadline.
Use plain New Zealand English, short sentences, and the school's own words. Say when a passage comes from a draft document.
Use the school's answers only to tailor the advice; never mention any other school.`;

function passagesBlock(citations: readonly Citation[]): string {
  return citations
    .map((c, i) => `[${i + 1}] ${c.document}${c.page !== null ? `, p. ${c.page}` : ''}\n${c.quote}`)
    .join('\n\n');
}

function contextBlock(ctx: ChatContext): string {
  const lines: string[] = [];
  if (ctx.school)
    lines.push(
      `School: ${ctx.school.name}${ctx.school.waterSource ? ` (water source: ${ctx.school.waterSource})` : ''}.`,
    );
  if (ctx.section)
    lines.push(
      `The person is on section ${ctx.section.number}, "${ctx.section.title}" (${ctx.section.question}).`,
    );
  if (ctx.sectionAnswers) lines.push(`The school's answers in this section so far:\n${ctx.sectionAnswers}`);
  return lines.join('\n');
}

/** The messages for the model: instruction, passages, where the person is, the last 5 messages. */
export function buildPrompt(
  conversation: readonly { role: 'user' | 'assistant'; content: string }[],
  citations: readonly Citation[],
  ctx: ChatContext,
): ChatMessage[] {
  const context = contextBlock(ctx);
  return [
    {
      role: 'system',
      content: `${SYSTEM_PROMPT}\n\nPassages:\n${passagesBlock(citations)}${context ? `\n\n${context}` : ''}`,
    },
    ...conversation.slice(-HISTORY_SENT).map((m) => ({ role: m.role, content: m.content })),
  ];
}

/**
 * The model's citations: the passages whose numbers it wrote. A number not among the passages is
 * dropped from the text and from the list. When it cited none, the passages it was given are listed.
 */
export function checkCitations(
  text: string,
  given: readonly Citation[],
): { answer: string; citations: Citation[] } {
  const used = new Set<number>();
  const answer = text
    .replace(/\[(\d{1,3})\]/g, (marker, n: string) => {
      const i = Number(n);
      if (i >= 1 && i <= given.length) {
        used.add(i);
        return marker;
      }
      return '';
    })
    .replace(/ +([.,;:])/g, '$1')
    .trim();
  const citations = [...used].sort((a, b) => a - b).map((i) => given[i - 1]!);
  return { answer, citations: citations.length > 0 ? citations : [...given] };
}

/** Answers the last user message of `conversation`. `onDelta` streams the model's words as they come. */
export async function answerChat(
  deps: { db: Db; config: Config; now: () => Date },
  user: SessionUser,
  conversation: readonly { role: 'user' | 'assistant'; content: string }[],
  ctx: ChatContext,
  opts: { onDelta?: (text: string) => void } = {},
): Promise<ChatAnswer> {
  const assistant = assistantFor(deps.config);
  const question = conversation[conversation.length - 1]!.content;
  const boostSources = sourcesFor(ctx.school);
  if (!assistant.provider) return answerFromDocuments(assistant.index, question, { boostSources });

  const hits = retrieve(assistant.index, question, { boostSources });
  const given = hits.map((h) => toCitation(h, question));
  if (given.length === 0) return answerFromDocuments(assistant.index, question, { boostSources });
  try {
    const result = await assistant.provider.complete(buildPrompt(conversation, given, ctx), {
      onDelta: opts.onDelta,
    });
    await recordUsage(deps.db, assistant, {
      schoolId: ctx.school?.id ?? null,
      userId: user.id,
      model: assistant.provider.model,
      outcome: result.cached ? 'cached' : 'answered',
      promptTokens: result.promptTokens,
      completionTokens: result.completionTokens,
    });
    const checked = checkCitations(result.text, given);
    return { answer: checked.answer, mode: 'ai', citations: checked.citations };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await recordUsage(deps.db, assistant, {
      schoolId: ctx.school?.id ?? null,
      userId: user.id,
      model: assistant.provider.model,
      outcome: 'failed',
      promptTokens: 0,
      completionTokens: 0,
    });
    return answerFromDocuments(assistant.index, question, { boostSources, reason: FALLBACK_NOTE });
  }
}

async function recordUsage(
  db: Db,
  assistant: Assistant,
  row: {
    schoolId: string | null;
    userId: string;
    model: string;
    outcome: string;
    promptTokens: number;
    completionTokens: number;
  },
) {
  const { inputPerMillion, outputPerMillion } = assistant.prices;
  const costMicros = Math.round(row.promptTokens * inputPerMillion + row.completionTokens * outputPerMillion);
  await db.insert(assistantUsage).values({ ...row, costMicros });
}

const schoolIs = (schoolId: string | null) =>
  schoolId === null ? isNull(assistantMessages.schoolId) : eq(assistantMessages.schoolId, schoolId);

/** Deletes everyone's messages older than 24 hours (also run by the daily retention job). */
export async function deleteExpiredChat(db: Pick<Db, 'delete'>, now: Date): Promise<number> {
  const rows = await db
    .delete(assistantMessages)
    .where(lte(assistantMessages.createdAt, new Date(now.getTime() - HISTORY_MS)))
    .returning({ id: assistantMessages.id });
  return rows.length;
}

/** Stores a question and its answer, and forgets the messages older than 24 hours. */
export async function recordExchange(
  db: Db,
  now: Date,
  userId: string,
  ctx: ChatContext,
  question: string,
  answer: ChatAnswer,
): Promise<void> {
  const schoolId = ctx.school?.id ?? null;
  const sectionId = ctx.section?.id ?? null;
  await db.transaction(async (tx) => {
    await tx
      .delete(assistantMessages)
      .where(
        and(
          eq(assistantMessages.userId, userId),
          lte(assistantMessages.createdAt, new Date(now.getTime() - HISTORY_MS)),
        ),
      );
    await tx.insert(assistantMessages).values([
      { userId, schoolId, sectionId, role: 'user', content: question, createdAt: now },
      {
        userId,
        schoolId,
        sectionId,
        role: 'assistant',
        content: answer.answer,
        mode: answer.mode,
        citations: answer.citations as StoredCitation[],
        // A moment later, so the answer always sorts after its question.
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
  });
}

/** The user's last messages of the last 24 hours about one school (or none), oldest first. */
export async function loadHistory(db: Db, now: Date, userId: string, schoolId: string | null) {
  const rows = await db
    .select({
      id: assistantMessages.id,
      role: assistantMessages.role,
      content: assistantMessages.content,
      mode: assistantMessages.mode,
      citations: assistantMessages.citations,
      sectionId: assistantMessages.sectionId,
      createdAt: assistantMessages.createdAt,
    })
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.userId, userId),
        schoolIs(schoolId),
        gt(assistantMessages.createdAt, new Date(now.getTime() - HISTORY_MS)),
      ),
    )
    .orderBy(desc(assistantMessages.createdAt))
    .limit(HISTORY_KEPT * 2);
  return rows.reverse();
}

/** Forgets the user's conversation about one school (or none). */
export async function clearHistory(db: Db, userId: string, schoolId: string | null) {
  await db.delete(assistantMessages).where(and(eq(assistantMessages.userId, userId), schoolIs(schoolId)));
}

/** Provider use per school over a period, for provider staff. */
export async function usageBySchool(db: Db, since: Date) {
  const rows = await db
    .select({
      schoolId: assistantUsage.schoolId,
      outcome: assistantUsage.outcome,
      promptTokens: assistantUsage.promptTokens,
      completionTokens: assistantUsage.completionTokens,
      costMicros: assistantUsage.costMicros,
    })
    .from(assistantUsage)
    .where(gt(assistantUsage.createdAt, since))
    .orderBy(asc(assistantUsage.createdAt));
  const bySchool = new Map<
    string | null,
    {
      schoolId: string | null;
      requests: number;
      failed: number;
      cached: number;
      promptTokens: number;
      completionTokens: number;
      costMicros: number;
    }
  >();
  for (const r of rows) {
    const entry = bySchool.get(r.schoolId) ?? {
      schoolId: r.schoolId,
      requests: 0,
      failed: 0,
      cached: 0,
      promptTokens: 0,
      completionTokens: 0,
      costMicros: 0,
    };
    entry.requests++;
    if (r.outcome === 'failed') entry.failed++;
    if (r.outcome === 'cached') entry.cached++;
    entry.promptTokens += r.promptTokens;
    entry.completionTokens += r.completionTokens;
    entry.costMicros += r.costMicros;
    bySchool.set(r.schoolId, entry);
  }
  return [...bySchool.values()];
}
