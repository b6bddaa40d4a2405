/**
 * WaiKura AI's proactive help (plan specification 4.7, 9.5; issue 18 part 6):
 * - suggestions for sections that are stuck: in progress and untouched for 14 days (WaiKura's own
 *   threshold), the oldest first, at most 4, each with a question the assistant can answer;
 * - a high-priority warning notification when an answer about a school says "urgent" or "penalty"
 *   (plan specification 4.7's trigger), at most one a day per user, school and section.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import {
  MAX_PROACTIVE_SUGGESTIONS,
  STUCK_AFTER_DAYS,
  suggestionsFor,
} from '../../../domain/assistant-suggestions';
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import type { Db } from '../../db/client';
import { planSections } from '../../db/schema';
import type { Deps } from '../../lib/context';
import { createNotification, getHub } from '../notifications/service';
import type { ChatAnswer, ChatContext } from './service';

const DAY_MS = 86_400_000;

export interface StuckSection {
  sectionId: string;
  number: string;
  title: string;
  path: string;
  lastChanged: Date;
  question: string;
}

/** The school's sections in progress that nobody has changed for 14 days, oldest first, at most 4. */
export async function stuckSections(db: Db, schoolId: string, now: Date): Promise<StuckSection[]> {
  const rows = await db
    .select({ sectionId: planSections.sectionId, updatedAt: planSections.updatedAt })
    .from(planSections)
    .where(
      and(
        eq(planSections.schoolId, schoolId),
        eq(planSections.status, 'in_progress'),
        lt(planSections.updatedAt, new Date(now.getTime() - STUCK_AFTER_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(planSections.updatedAt));
  const out: StuckSection[] = [];
  for (const row of rows) {
    const section = findSectionById(row.sectionId);
    if (!section) continue;
    out.push({
      sectionId: section.id,
      number: section.number,
      title: section.title,
      path: sectionRoute(schoolId, section),
      lastChanged: row.updatedAt,
      question: suggestionsFor(section.id)[0]!,
    });
    if (out.length === MAX_PROACTIVE_SUGGESTIONS) break;
  }
  return out;
}

/** Plan specification 4.7: an answer that says this puts compliance at risk. */
export const AT_RISK_WORDS = /\b(urgent|urgently|penalty|penalties)\b/i;

/** The New Zealand calendar day of an instant (one warning a day). */
const nzDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(at);

/**
 * Creates the warning notification when an answer about a school puts its compliance at risk. Returns
 * whether one was created now (a second the same day for the same section is not).
 */
export async function warnIfAtRisk(
  deps: Deps,
  userId: string,
  ctx: ChatContext,
  answer: ChatAnswer,
): Promise<boolean> {
  if (!ctx.school || !AT_RISK_WORDS.test(answer.answer)) return false;
  const where = ctx.section ? `section ${ctx.section.number}, ${ctx.section.title}` : 'your plan';
  const now = deps.now();
  const created = await createNotification(
    deps.db,
    {
      userId,
      schoolId: ctx.school.id,
      title: 'WaiKura AI: something in your plan may need action now',
      message: `An answer about ${where} mentions something urgent or a penalty. Check your answers there. If your water is or may be unsafe, tell Taumata Arowai: its line 04 889 8350 is answered 24 hours a day (Drinking Water Safety Planning guidance for medium supplies, p. 14).`,
      type: 'warning',
      category: 'compliance',
      priority: 'high',
      actionRequired: true,
      actionUrl: ctx.section
        ? sectionRoute(ctx.school.id, ctx.section)
        : `/schools/${encodeURIComponent(ctx.school.id)}`,
      actionText: 'Check the plan',
      sourceKey: `assistant-warning:${ctx.school.id}:${ctx.section?.id ?? 'plan'}:${nzDay(now)}`,
      now,
    },
    getHub(deps),
  );
  return created.created;
}
