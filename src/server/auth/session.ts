import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schools, sessions, users } from '../db/schema';
import type { SessionUser } from '../lib/context';

/**
 * The per-request session lookup: better-auth's signed session cookie (or a bearer token, as its
 * `bearer` plugin accepts them) checked here with one HMAC and ONE query joining session, user and
 * school. better-auth's own `getSession` costs two queries and most of a request's CPU (measured in
 * docs/benchmarks.md); the rules are the same: a signature made with our secret, a session row that
 * has not expired. Everything else about sessions (creating, ending, revoking) stays with better-auth.
 */
export const SESSION_COOKIE = 'better-auth.session_token';

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** `token.signature` → token, when the signature is HMAC-SHA256(token) under the secret. */
export function verifySignedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const digest = createHmac('sha256', secret).update(token).digest();
  // Exactly the canonical encoding: cookies carry padded base64, the bearer plugin also accepts base64url.
  const matches = [digest.toString('base64'), digest.toString('base64url')].some((e) => {
    const expected = Buffer.from(e);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return matches ? token : null;
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The session token a request carries, or null. */
export function sessionTokenOf(headers: Headers, secret: string, secureCookies: boolean): string | null {
  const authorization = headers.get('authorization');
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const raw = decode(authorization.slice(7).trim());
    if (raw) return raw.includes('.') ? verifySignedToken(raw, secret) : raw;
  }
  const cookie = cookieValue(headers.get('cookie'), sessionCookieName(secureCookies));
  return cookie ? verifySignedToken(decode(cookie), secret) : null;
}

export interface SessionLookup {
  user: SessionUser;
  sessionId: string;
  school: { name: string; slug: string } | null;
}

function prepareFindSession(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      schoolId: users.schoolId,
      emailVerified: users.emailVerified,
      schoolName: schools.name,
      schoolSlug: schools.slug,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('waikura_find_session');
}

/** Prepared once per database handle: this runs on every API request. */
const prepared = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

/** Expiry is checked against the real clock, as better-auth itself does when it creates and ends sessions. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionLookup | null> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareFindSession(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ token, now });
  if (!row) return null;
  const { sessionId, schoolName, schoolSlug, ...user } = row;
  return {
    user,
    sessionId,
    school: schoolName && schoolSlug ? { name: schoolName, slug: schoolSlug } : null,
  };
}
