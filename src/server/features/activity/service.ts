import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';
import type { AppEnv } from '../../lib/context';

export interface ActivityInput {
  user: { id: string; email: string; role: string } | null;
  activityType: string;
  description: string;
  schoolId?: string | null;
  metadata?: Record<string, unknown>;
}

/** Writes an activity entry with the client address and browser string as the server saw them. */
export async function recordActivity(c: Context<AppEnv>, input: ActivityInput, db?: Db): Promise<void> {
  const { config } = c.get('deps');
  if (!config.features.activityLogging) return;
  await (db ?? c.get('deps').db).insert(activityLog).values({
    userId: input.user?.id ?? null,
    userEmail: input.user?.email ?? null,
    userRole: input.user?.role ?? null,
    activityType: input.activityType,
    description: input.description,
    ipAddress: c.get('clientIp'),
    userAgent: c.get('userAgent').slice(0, 1000),
    schoolId: input.schoolId ?? null,
    metadata: input.metadata ?? {},
  });
}
