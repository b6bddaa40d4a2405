import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';
import { readerLanguage, translateText } from '../../i18n/translate';
import type { AppEnv } from '../../lib/context';

export interface ActivityInput {
  user: { id: string; email: string; role: string } | null;
  activityType: string;
  description: string;
  schoolId?: string | null;
  metadata?: Record<string, unknown>;
}

/** An activity entry as a row, for a write that stores it in its own statement (plan/save.ts). */
export interface ActivityEntry {
  userId: string | null;
  userEmail: string | null;
  userRole: string | null;
  activityType: string;
  description: string;
  ipAddress: string | null;
  userAgent: string | null;
  schoolId: string | null;
  metadata: Record<string, unknown>;
}

/** The entry `recordActivity` would write, or null when activity logging is off. */
export function activityEntry(c: Context<AppEnv>, input: ActivityInput): ActivityEntry | null {
  if (!c.get('deps').config.features.activityLogging) return null;
  return {
    userId: input.user?.id ?? null,
    userEmail: input.user?.email ?? null,
    userRole: input.user?.role ?? null,
    activityType: input.activityType,
    description: input.description,
    ipAddress: c.get('clientIp'),
    userAgent: c.get('userAgent').slice(0, 1000),
    schoolId: input.schoolId ?? null,
    metadata: input.metadata ?? {},
  };
}

/** Writes an activity entry with the client address and browser string as the server saw them. */
export async function recordActivity(c: Context<AppEnv>, input: ActivityInput, db?: Db): Promise<void> {
  const entry = activityEntry(c, input);
  if (entry) await (db ?? c.get('deps').db).insert(activityLog).values(entry);
}

/**
 * The activity log's lines in the reader's language (decision 044): each line is stored in English as it
 * was written, and put into te reo for a te reo reader through the server's catalogue. The values in a line
 * (names, titles, what someone typed) stay as they are.
 */
export async function inReaderLanguage<T extends { description: string }>(
  c: Context<AppEnv>,
  entries: T[],
): Promise<T[]> {
  const lang = await readerLanguage(c);
  if (lang === 'en') return entries;
  return entries.map((e) => ({ ...e, description: translateText(e.description, lang) }));
}
