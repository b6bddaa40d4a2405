import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const signUpKey = (ip: string) => `signup:${ip}`;

/** Sign-ups from one address within an hour; each one creates a school and sends an e-mail. */
export const SIGN_UPS_PER_ADDRESS_PER_HOUR = 20;

export async function signUpBlocked(db: Db, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 60 * 60_000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, signUpKey(ip)), gt(loginFailures.failedAt, since)));
  return Number(row?.n ?? 0) >= SIGN_UPS_PER_ADDRESS_PER_HOUR;
}

export async function recordSignUp(db: Db, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ key: signUpKey(ip), failedAt: now });
}

/** Whether failed sign-ins for this account or this address have reached their limit. */
export async function loginBlocked(
  db: Db,
  limits: Config['loginLimits'],
  email: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - limits.windowMinutes * 60_000);
  const rows = await db
    .select({ key: loginFailures.key, n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(
      and(inArray(loginFailures.key, [accountKey(email), addressKey(ip)]), gt(loginFailures.failedAt, since)),
    )
    .groupBy(loginFailures.key);
  const count = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
  return count(accountKey(email)) >= limits.perAccount || count(addressKey(ip)) >= limits.perAddress;
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values([
    { key: accountKey(email), failedAt: now },
    { key: addressKey(ip), failedAt: now },
  ]);
}

export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
}
