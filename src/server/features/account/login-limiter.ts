/**
 * Sign-in and sign-up limits, after OWASP's Authentication Cheat Sheet ("Login Throttling", "Account
 * Lockout"): failures are counted per account AND address pair, so a guesser elsewhere cannot lock the
 * real user out; each failure past the limit doubles the wait; a successful sign-in or password reset
 * clears the account's counts; an address that signed in to the account before (a known address) is not
 * held back by failures on other accounts from it. Counting is atomic (lib/rate-limit.ts). Decision 020.
 */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { attempt, clear, hit, mark, markedSince, release } from '../../lib/rate-limit';

const normal = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `login:pair:${normal(email)}|${ip}`;
const addressKey = (ip: string) => `login:address:${ip}`;
const knownKey = (email: string, ip: string) => `login:known:${normal(email)}|${ip}`;

/** How long a successful sign-in makes its address known for the account. */
const KNOWN_FOR_MS = 90 * 24 * 60 * 60_000;

/** Sign-ups from one address within an hour; each one creates a school and sends an e-mail. */
export const SIGN_UPS_PER_ADDRESS_PER_HOUR = 20;

export type LoginRefusal = { by: 'account' | 'address'; retryAfterSeconds: number };

/** A counted sign-in try: call `settle` with the answer once the password has been checked. */
export interface LoginTry {
  settle(outcome: 'succeeded' | 'failed' | 'other'): Promise<void>;
}

/**
 * Counts a sign-in try before the password is checked, or refuses it: the pair (account, address) has
 * reached its limit and must wait; or the address has failed too often on any accounts and is not known
 * to this account.
 */
export async function startLogin(
  db: Db,
  limits: Config['loginLimits'],
  email: string,
  ip: string,
  now: Date,
): Promise<LoginRefusal | LoginTry> {
  const windowMs = limits.windowMinutes * 60_000;
  const pair = await attempt(
    db,
    pairKey(email, ip),
    { limit: limits.perAccount, windowMs, growing: true },
    now,
  );
  if (!pair.allowed) return { by: 'account', retryAfterSeconds: pair.retryAfterSeconds };
  const known = await markedSince(db, knownKey(email, ip), KNOWN_FOR_MS, now);
  if (!known) {
    const address = await attempt(
      db,
      addressKey(ip),
      { limit: limits.perAddress, windowMs, growing: false },
      now,
    );
    if (!address.allowed) {
      await release(db, pairKey(email, ip));
      return { by: 'address', retryAfterSeconds: address.retryAfterSeconds };
    }
  }
  return {
    async settle(outcome) {
      if (outcome === 'failed') return;
      if (!known) await release(db, addressKey(ip));
      if (outcome === 'succeeded') {
        await clear(db, `login:pair:${normal(email)}|*`);
        await mark(db, knownKey(email, ip), now);
      } else await release(db, pairKey(email, ip));
    },
  };
}

export const isRefusal = (x: LoginRefusal | LoginTry): x is LoginRefusal => 'by' in x;

/** A password reset proves the address: every wait on the account is lifted, as the message promises. */
export async function clearAccountLimits(db: Db, email: string): Promise<void> {
  await clear(db, `login:pair:${normal(email)}|*`);
}

/** Counts a sign-up from `ip` (before anything is looked up); false when the hour's limit is reached. */
export async function allowSignUp(db: Db, ip: string, now: Date): Promise<boolean> {
  const r = await hit(
    db,
    `signup:${ip}`,
    { limit: SIGN_UPS_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60_000 },
    now,
  );
  return r.allowed;
}
