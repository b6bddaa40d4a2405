import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationSchedules } from '../../db/schema';
import { scheduleNotification } from '../../jobs/deliveries';

/** One reminder to one person on one channel, named by a source key that says what it is for and when. */
export type KeyedReminder = Omit<Parameters<typeof scheduleNotification>[1], 'now' | 'sourceKey'> & {
  sourceKey: string;
};

/**
 * Keeps a school's reminders under one source-key prefix as wanted (the water log's due samples, 2.9's
 * follow-ups): each wanted reminder not already waiting or sent is scheduled, and every one still waiting
 * under the prefix that is no longer wanted (done, deleted, its date moved) is cancelled. Running it again
 * changes nothing. Returns how many schedules were new or renewed.
 */
export async function keepKeyedReminders(
  db: Db,
  now: Date,
  prefix: string,
  reminders: readonly KeyedReminder[],
): Promise<number> {
  let created = 0;
  const wanted = new Set<string>();
  for (const reminder of reminders) {
    wanted.add(reminder.sourceKey);
    const [existing] = await db
      .select({ status: notificationSchedules.deliveryStatus })
      .from(notificationSchedules)
      .where(eq(notificationSchedules.sourceKey, reminder.sourceKey));
    if (existing && existing.status !== 'cancelled') continue;
    const result = await scheduleNotification(db, { ...reminder, now });
    if (result.created || result.updated) created++;
  }
  const pending = await db
    .select({ id: notificationSchedules.id, key: notificationSchedules.sourceKey })
    .from(notificationSchedules)
    .where(
      and(
        eq(notificationSchedules.deliveryStatus, 'pending'),
        like(notificationSchedules.sourceKey, `${prefix}%`),
      ),
    );
  for (const p of pending)
    if (!wanted.has(p.key!))
      await db
        .update(notificationSchedules)
        .set({ deliveryStatus: 'cancelled', updatedAt: now })
        .where(and(eq(notificationSchedules.id, p.id), eq(notificationSchedules.deliveryStatus, 'pending')));
  return created;
}
