import { lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DAY_MS, RETENTION_DAYS } from '../../domain/retention';
import type { Db } from '../db/client';
import {
  activityLog,
  clientErrors,
  loginFailures,
  rateLimits,
  sessions,
  verifications,
  webVitals,
} from '../db/schema';
import { deleteExpiredChat } from '../features/assistant/service';
import { deleteExpiredNotifications } from '../features/notifications/service';

export interface PurgeResult {
  activityLog: number;
  loginFailures: number;
  clientErrors: number;
  webVitals: number;
  /** Rate-limit and sign-in counters untouched for longer than any wait they can ask for. */
  rateLimits: number;
  sessions: number;
  verifications: number;
  /** In-app notifications whose expiry has passed (plan specification 9.4; platform specification 4). */
  notifications: number;
  /** WaiKura AI's conversations older than 24 hours (plan specification 9.5; issue 18). */
  chatMessages: number;
}

/**
 * Deletes what the privacy page says we keep no longer, and sessions, links and in-app notifications
 * that have expired.
 */
export async function purgeExpired(db: Db, now: Date): Promise<PurgeResult> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    activityLog: await count(
      db
        .delete(activityLog)
        .where(lt(activityLog.timestamp, before(RETENTION_DAYS.activityLog)))
        .returning({ id: activityLog.id }),
    ),
    loginFailures: await count(
      db
        .delete(loginFailures)
        .where(lt(loginFailures.failedAt, before(RETENTION_DAYS.loginFailures)))
        .returning({ id: loginFailures.id }),
    ),
    clientErrors: await count(
      db
        .delete(clientErrors)
        .where(lt(clientErrors.createdAt, before(RETENTION_DAYS.clientErrors)))
        .returning({ id: clientErrors.id }),
    ),
    webVitals: await count(
      db
        .delete(webVitals)
        .where(lt(webVitals.createdAt, before(RETENTION_DAYS.webVitals)))
        .returning({ id: webVitals.id }),
    ),
    rateLimits: await count(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.lastRequest, before(RETENTION_DAYS.rateLimits).getTime()))
        .returning({ id: rateLimits.id }),
    ),
    sessions: await count(
      db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    ),
    verifications: await count(
      db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id }),
    ),
    notifications: await deleteExpiredNotifications(db, now),
    chatMessages: await deleteExpiredChat(db, now),
  };
}

/** Runs the purge now and once a day; a failure is logged and tried again the next day. */
export function scheduleRetention(db: Db, log: Logger, now: () => Date = () => new Date()): () => void {
  const run = () =>
    purgeExpired(db, now()).then(
      (result) => log.info({ purged: result }, 'retention: expired records deleted'),
      (err: unknown) => log.error({ err }, 'retention: purge failed'),
    );
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
