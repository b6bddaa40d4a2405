/**
 * The iwi and mana whenua engagement tracker (issue 20, decision 041). Its contacts, hui and follow-ups
 * are rows of plan section 2.9 (`te-mana-o-te-wai`), saved by the plan's one save (versions, 409 on a
 * stale version, revisions): there is no second copy to disagree with 2.9 or the export.
 *
 * This module reads the follow-ups with a date, for the calendar (read, not copied, like the
 * improvement schedule's due dates) and for their reminders (`reminders.ts`).
 */
import type { Db } from '../../db/client';
import { loadSection } from '../plan/service';

export const ENGAGEMENT_SECTION = 'te-mana-o-te-wai';
export const FOLLOW_UPS_FIELD = 'engagement_follow_ups';

export interface FollowUp {
  rowId: string;
  action: string;
  owner: string;
  /** YYYY-MM-DD, a New Zealand date. */
  dueDate: string;
  done: boolean;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The follow-ups of a section 2.9 content that have a due date, in the order they were written. */
export function followUpsOf(content: Record<string, unknown>): FollowUp[] {
  const rows = content[FOLLOW_UPS_FIELD];
  if (!Array.isArray(rows)) return [];
  const out: FollowUp[] = [];
  for (const r of rows as Record<string, unknown>[]) {
    const due = typeof r.due_date === 'string' ? r.due_date : '';
    if (typeof r.id !== 'string' || !DATE_RE.test(due)) continue;
    out.push({
      rowId: r.id,
      action:
        typeof r.action === 'string' && r.action.trim() ? r.action.trim() : 'Follow-up with mana whenua',
      owner: typeof r.owner === 'string' ? r.owner.trim() : '',
      dueDate: due,
      done: r.done === true,
    });
  }
  return out;
}

/** The school's follow-ups with a due date, read from 2.9 as saved. */
export async function engagementFollowUps(db: Db, schoolId: string): Promise<FollowUp[]> {
  const section = await loadSection(db, schoolId, ENGAGEMENT_SECTION);
  return followUpsOf(section.content as Record<string, unknown>);
}

/** The tracker's follow-ups, where the calendar and the reminders lead. */
export const trackerLink = (schoolId: string) =>
  `/schools/${schoolId}/cultural/consultation-tracker?tab=follow-ups`;

export function followUpTitle(f: FollowUp): string {
  const text = f.action.length > 120 ? `${f.action.slice(0, 117)}…` : f.action;
  return `Iwi engagement follow-up: ${text}`;
}
