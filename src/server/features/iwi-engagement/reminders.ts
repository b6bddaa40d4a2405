import type { Context } from 'hono';
import { defaultPriority, expiresAtFor } from '../../../domain/notifications';
import { endOfNzDay, nzDateOf, nzWallTimeToInstant } from '../../../domain/nz-time';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import type { AppEnv, Deps } from '../../lib/context';
import { schoolStaffWhere } from '../../policy/scopes';
import { type KeyedReminder, keepKeyedReminders } from '../calendar/keyed-reminders';
import { engagementFollowUps, type FollowUp, trackerLink } from './follow-ups';

export const FOLLOW_UP_REMINDER_DAYS = 3;
const CHANNELS = ['in_app', 'email'] as const;
export const followUpKeyPrefix = (schoolId: string) => `iwi-follow-up:${schoolId}:`;

/** 9 am New Zealand time, `days` before a New Zealand date. */
export function followUpRemindAt(date: string, days = FOLLOW_UP_REMINDER_DAYS): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d - days));
  return nzWallTimeToInstant({
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour: 9,
    minute: 0,
  });
}

function payloadOf(schoolId: string, f: FollowUp, scheduledTime: Date) {
  return {
    title: `Reminder: ${f.action}`,
    // Whole sentences, so each has its te reo (i18n/messages-mi.ts).
    message: f.owner
      ? `Follow-up from your engagement with mana whenua, due by ${f.dueDate} (${f.owner}): ${f.action}`
      : `Follow-up from your engagement with mana whenua, due by ${f.dueDate}: ${f.action}`,
    type: 'reminder' as const,
    category: 'dwsp' as const,
    priority: defaultPriority('dwsp'),
    action_url: trackerLink(schoolId),
    action_text: 'Open the engagement tracker',
    expires_at: expiresAtFor('dwsp_reminder', {
      dueDate: endOfNzDay(f.dueDate),
      now: scheduledTime,
    }).toISOString(),
    due_date: f.dueDate,
    metadata: { iwiFollowUp: f.rowId },
  };
}

/**
 * Schedules the reminders of every school's follow-ups (or one school's) and cancels those no longer
 * wanted. Returns how many schedules were new or changed.
 */
export async function materializeFollowUpReminders(
  deps: Pick<Deps, 'db' | 'now'>,
  opts: { schoolId?: string } = {},
): Promise<number> {
  const db: Db = deps.db;
  const now = deps.now();
  const today = nzDateOf(now);
  const ids = opts.schoolId
    ? [opts.schoolId]
    : (await db.select({ id: schools.id }).from(schools)).map((r) => r.id);
  let created = 0;
  for (const schoolId of ids) {
    const due = (await engagementFollowUps(db, schoolId)).filter((f) => !f.done && f.dueDate >= today);
    const reminders: KeyedReminder[] = [];
    if (due.length) {
      const people = (
        await db
          .select({ id: users.id })
          .from(users)
          .where(schoolStaffWhere([schoolId]))
      ).map((u) => u.id);
      for (const f of due) {
        const remindAt = followUpRemindAt(f.dueDate);
        const scheduledTime = remindAt < now ? now : remindAt;
        for (const userId of people)
          for (const channel of CHANNELS)
            reminders.push({
              userId,
              schoolId,
              channel,
              scheduledTime,
              sourceKey: `${followUpKeyPrefix(schoolId)}${f.rowId}:${f.dueDate}:${userId}:${channel}`,
              payload: payloadOf(schoolId, f, scheduledTime),
            });
      }
    }
    // Reminders still waiting for a follow-up done, deleted or moved are cancelled.
    created += await keepKeyedReminders(db, now, followUpKeyPrefix(schoolId), reminders);
  }
  return created;
}

/**
 * After 2.9 is saved or restored: its follow-ups' reminders follow at once. The save has been stored
 * either way; a failure here is logged, and the daily run tries again.
 */
export async function refreshFollowUpReminders(c: Context<AppEnv>): Promise<void> {
  const deps = c.get('deps');
  const schoolId = c.get('school').id;
  try {
    await materializeFollowUpReminders(deps, { schoolId });
  } catch (err) {
    deps.log.error({ err, schoolId }, 'iwi engagement: the follow-ups’ reminders could not be updated');
  }
}
