/**
 * The secret sessions are signed with (decision 034). AUTH_SECRET when the operator sets it. Without it:
 * on the embedded database, a secret kept in DATA_DIR (one process, as before); with DATABASE_URL, a
 * secret kept in the database, made once by whichever process starts first, so every process on that
 * PostgreSQL signs alike — two processes each making their own in their own DATA_DIR refused each other's
 * sessions (401) and nothing said why.
 *
 * Each process also records its secret's fingerprint (a hash, never the secret) with when it was last
 * seen; the self-check reports failing when another process used a different one in the last
 * `SEEN_WITHIN_MS` (e.g. AUTH_SECRET set differently on two machines).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets, authSecretsSeen } from '../db/schema';

export const SEEN_WITHIN_MS = 15 * 60_000;

/** The database's session secret, made now if no process made it yet (the first insert wins). */
export async function databaseSecret(db: Db): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: 'auth', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = 'auth'`);
  if (!row) throw new Error('The session secret could not be read back from the database');
  return row.value;
}

export const fingerprintOf = (secret: string) =>
  createHash('sha256').update(`waikura-session-secret\n${secret}`).digest('hex').slice(0, 16);

/** Records that this process signs with `secret` now. */
export async function markSecretSeen(db: Db, secret: string, now: Date): Promise<void> {
  await db
    .insert(authSecretsSeen)
    .values({ fingerprint: fingerprintOf(secret), lastSeen: now })
    .onConflictDoUpdate({ target: authSecretsSeen.fingerprint, set: { lastSeen: now } });
}

/** Other secrets seen recently: sessions made with them are refused here. */
export async function otherSecretsSeen(db: Db, secret: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ lastSeen: authSecretsSeen.lastSeen })
    .from(authSecretsSeen)
    .where(
      and(
        ne(authSecretsSeen.fingerprint, fingerprintOf(secret)),
        gt(authSecretsSeen.lastSeen, new Date(now.getTime() - SEEN_WITHIN_MS)),
      ),
    );
  return rows.map((r) => r.lastSeen);
}

/** Marks this process's secret as seen every few minutes (the self-check looks back SEEN_WITHIN_MS). */
export function startSecretHeartbeat(deps: {
  db: Db;
  config: { authSecret: string };
  now: () => Date;
}): () => void {
  const timer = setInterval(
    () => void markSecretSeen(deps.db, deps.config.authSecret, deps.now()).catch(() => {}),
    SEEN_WITHIN_MS / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}
