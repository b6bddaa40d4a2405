/**
 * Counters that hold across server processes: rows of the `rate_limits` table (better-auth's own limiter
 * table; our keys start with `waikura:`, which better-auth's never do). Each check is ONE upsert, so two
 * requests racing on one key are counted one after the other by PostgreSQL's row lock: a limit of 5 lets
 * exactly 5 through, however many arrive at once. Works the same on PGlite. Times come from the app's
 * clock (`deps.now`), so tests can move them. Decision 020.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const KEY_PREFIX = 'waikura:';

const DAY_MS = 24 * 60 * 60_000;

export interface Limit {
  /** Hits allowed within the window. */
  limit: number;
  windowMs: number;
}

/** Writes without a session (sign-in, sign-up, reset, error reports) per address. */
export const ANONYMOUS_WRITES: Limit = { limit: 120, windowMs: 60_000 };
/** Browser error reports per signed-in user, or per address when no one is signed in. */
export const CLIENT_ERROR_REPORTS: Limit = { limit: 30, windowMs: 10 * 60_000 };
/** Notification streams opened per user (a browser reconnects after 5 s; each tab holds one). */
export const STREAM_OPENS: Limit = { limit: 60, windowMs: 60_000 };
/** Notification streams one user may hold open at once, per server process. */
export const MAX_OPEN_STREAMS_PER_USER = 10;

export interface HitResult {
  allowed: boolean;
  /** Seconds until the next hit can be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A fixed window: at most `limit` hits per `windowMs` for `key`, counted only when allowed. `last_request`
 * holds the window's start.
 */
export async function hit(db: Db, key: string, { limit, windowMs }: Limit, now: Date): Promise<HitResult> {
  const k = KEY_PREFIX + key;
  const t = now.getTime();
  const expired = sql`rate_limits.last_request <= ${t - windowMs}::bigint`;
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${k}, ${k}, 1, ${t}::bigint)
    on conflict (key) do update set
      count = case when ${expired} then 1 else rate_limits.count + 1 end,
      last_request = case when ${expired} then ${t}::bigint else rate_limits.last_request end
    where ${expired} or rate_limits.count < ${limit}::int
    returning count`);
  if (rows.rows.length > 0) return { allowed: true, retryAfterSeconds: 0 };
  const start = await lastRequest(db, k);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - t) / 1000)) };
}

export interface Throttle {
  /** Failures allowed before a wait is asked for. */
  limit: number;
  /** Quiet time after which fewer than `limit` failures are forgotten; also the first wait. */
  windowMs: number;
  /** Each failure past the limit doubles the wait (capped at a day); otherwise it stays `windowMs`. */
  growing: boolean;
}

/**
 * A try that may fail (a password): counted BEFORE the try is made, so concurrent tries cannot all slip
 * through one check, and refused without being counted while the key must wait. After `limit` counted
 * tries the key waits `windowMs`, then (growing) twice as long after each further one, up to a day; a
 * day without tries forgets everything. Undo the count with `release` when the try succeeded or was not
 * a failure, or remove it with `clear`. `last_request` holds the time of the last counted try.
 */
export async function attempt(db: Db, key: string, throttle: Throttle, now: Date): Promise<HitResult> {
  const k = KEY_PREFIX + key;
  const t = now.getTime();
  const wait = waitSql(throttle);
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${k}, ${k}, 1, ${t}::bigint)
    on conflict (key) do update set
      count = case
        when rate_limits.last_request <= ${t - DAY_MS}::bigint then 1
        when rate_limits.count < ${throttle.limit}::int and rate_limits.last_request <= ${t - throttle.windowMs}::bigint then 1
        else rate_limits.count + 1 end,
      last_request = ${t}::bigint
    where not (rate_limits.count >= ${throttle.limit}::int and ${t}::bigint < rate_limits.last_request + ${wait})
    returning count`);
  if (rows.rows.length > 0) return { allowed: true, retryAfterSeconds: 0 };
  const [row] = (
    await db.execute<{ until: string }>(
      sql`select rate_limits.last_request + ${wait} as until from rate_limits where key = ${k}`,
    )
  ).rows;
  const until = Number(row?.until ?? t);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - t) / 1000)) };
}

/** The wait a key with `rate_limits.count` failures must keep after its last one, in milliseconds. */
function waitSql({ limit, windowMs, growing }: Throttle) {
  if (!growing) return sql`${windowMs}::bigint`;
  return sql`least(${windowMs}::bigint * power(2, least(greatest(rate_limits.count - ${limit}::int, 0), 20))::bigint, ${DAY_MS}::bigint)`;
}

/** Takes one counted try back (it succeeded, or was not a failure). */
export async function release(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set count = greatest(count - 1, 0) where key = ${KEY_PREFIX + key}`,
  );
}

/** Forgets the keys, or every key that starts with `prefix` when it ends with `*`. */
export async function clear(db: Db, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    const k = KEY_PREFIX + key;
    if (k.endsWith('*')) {
      const prefix = k.slice(0, -1);
      await db.execute(sql`delete from rate_limits where left(key, ${prefix.length}::int) = ${prefix}`);
    } else await db.execute(sql`delete from rate_limits where key = ${k}`);
  }
}

/** Marks `key` as seen now (e.g. a sign-in that succeeded from an address). */
export async function mark(db: Db, key: string, now: Date): Promise<void> {
  const k = KEY_PREFIX + key;
  await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (${k}, ${k}, 1, ${now.getTime()}::bigint)
    on conflict (key) do update set last_request = excluded.last_request`);
}

/** Whether `key` was marked within `withinMs` of `now`. */
export async function markedSince(db: Db, key: string, withinMs: number, now: Date): Promise<boolean> {
  return (await lastRequest(db, KEY_PREFIX + key)) > now.getTime() - withinMs;
}

async function lastRequest(db: Db, fullKey: string): Promise<number> {
  const { rows } = await db.execute<{ last_request: string }>(
    sql`select last_request from rate_limits where key = ${fullKey}`,
  );
  return Number(rows[0]?.last_request ?? Number.NEGATIVE_INFINITY);
}
