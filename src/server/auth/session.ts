import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Db } from '../db/client';
import { schools, sessions, users } from '../db/schema';
import type { AppEnv, SessionUser } from '../lib/context';
import { readThrough } from '../lib/read-cache';

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

/**
 * Signed values already verified, by secret: the same text always verifies the same way, so the HMAC is
 * computed once per session per process (only successes are kept, at most 10,000 per secret).
 */
const verified = new Map<string, Map<string, string>>();

/** `token.signature` → token, when the signature is HMAC-SHA256(token) under the secret. */
export function verifySignedToken(signed: string, secret: string): string | null {
  let known = verified.get(secret);
  const hit = known?.get(signed);
  if (hit !== undefined) return hit;
  const token = verifySignature(signed, secret);
  if (token !== null) {
    if (!known) {
      known = new Map();
      verified.set(secret, known);
    }
    if (known.size >= 10_000) known.clear();
    known.set(signed, token);
  }
  return token;
}

function verifySignature(signed: string, secret: string): string | null {
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

/** Reads one request header by its lower-case name (a WHATWG `Headers` is one). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** The session token a request carries, or null. */
export function sessionTokenOf(headers: HeaderReader, secret: string, secureCookies: boolean): string | null {
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

/**
 * The columns of a session lookup: the session, its user and the user's own school (`schools` joined
 * on `users.school_id`). Shared by `findSession` and the policy's school-access statement
 * (policy/access.ts), which reads the same row together with the school a request is about.
 */
export const sessionFields = {
  sessionId: sessions.id,
  sessionExpiresAt: sessions.expiresAt,
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  schoolId: users.schoolId,
  emailVerified: users.emailVerified,
  schoolName: schools.name,
  schoolSlug: schools.slug,
};

/** The row of `sessionFields` as the request context holds it. */
export function toSessionLookup(row: {
  sessionId: string;
  sessionExpiresAt: Date;
  id: string;
  email: string;
  name: string;
  role: string;
  schoolId: string | null;
  emailVerified: boolean;
  schoolName: string | null;
  schoolSlug: string | null;
}): SessionLookup {
  const { sessionId, schoolName, schoolSlug, id, email, name, role, schoolId, emailVerified } = row;
  // Frozen: a cached lookup is shared by every request of the session (decision 016).
  return Object.freeze({
    user: Object.freeze({ id, email, name, role, schoolId, emailVerified }),
    sessionId,
    school: schoolName && schoolSlug ? Object.freeze({ name: schoolName, slug: schoolSlug }) : null,
  });
}

/**
 * The tables a session lookup reads: a write to any of them drops every cached lookup and school access
 * (lib/read-cache.ts). Role, school, assignment and viewer-access changes therefore apply on the next
 * request, as without a cache.
 */
export const ACCESS_TABLES = ['sessions', 'users', 'schools', 'contractor_assignments', 'viewer_access'];

function prepareFindSession(db: Db) {
  return db
    .select(sessionFields)
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
  return readThrough(db, SESSIONS_CACHE, token, now.getTime(), loadSession, statement, token, now);
}

const SESSIONS_CACHE = { name: 'sessions', tables: ACCESS_TABLES };

async function loadSession(
  statement: ReturnType<typeof prepareFindSession>,
  token: string,
  now: Date,
): Promise<{ value: SessionLookup; validUntil: number } | null> {
  const [row] = await statement.execute({ token, now });
  return row ? { value: toSessionLookup(row), validUntil: row.sessionExpiresAt.getTime() } : null;
}

// --- Handing the lookup to a route guard that reads it in its own statement -------------------------
//
// A request to /api/schools/{schoolId}/... needs the session AND the school AND the access facts
// before anything else. `requireSchool` (policy/middleware.ts) reads all of them in one prepared
// statement, so the app's session middleware leaves the session to it instead of reading it first
// (decision 010). Only the guard that runs next may take the token: if anything else were to run in
// between, it would see no user, so then the session is read as usual.

// biome-ignore lint/complexity/noBannedTypes: route handlers of any signature are compared by identity.
const sessionReaders = new WeakSet<Function>();

/** Marks a route middleware that reads the session itself (with `takeDeferredToken`). */
export function readsSessionItself<T extends (...args: never[]) => unknown>(handler: T): T {
  sessionReaders.add(handler);
  return handler;
}

/**
 * Called by the session middleware with the verified token: true (and the token is kept for the guard)
 * when the next handler of this request is a guard that reads the session itself; false when the
 * session middleware must read the session now.
 */
export function deferSessionLookup(c: Context<AppEnv>, token: string): boolean {
  const next = matchedRoutes(c)[c.req.routeIndex + 1]?.handler;
  if (!next || !sessionReaders.has(next)) return false;
  c.set('deferredToken', token);
  return true;
}

/** The token left for this request's guard, once; null when the session was read already or absent. */
export function takeDeferredToken(c: Context<AppEnv>): string | null {
  const token = c.get('deferredToken') ?? null;
  if (token !== null) c.set('deferredToken', null);
  return token;
}
