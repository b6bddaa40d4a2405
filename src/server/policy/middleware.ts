import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findSession, readsSessionItself, takeDeferredToken } from '../auth/session';
import type { AppEnv, SchoolRecord, SessionUser } from '../lib/context';
import { forbidden, notFound, unauthorized } from '../lib/http';
import { findSchoolAccess, loadRelation, resolveLegacySchool, resolveSchool } from './access';
import {
  allowedSchoolActions,
  canProvider,
  type ProviderAction,
  type SchoolAction,
  type SchoolRelation,
} from './policy';

/**
 * The signed-in user. When the session middleware left the session to a guard (session.ts,
 * `deferSessionLookup`) and none read it, it is read here; errors count as no session, as in the
 * session middleware.
 */
async function signedInUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const token = takeDeferredToken(c);
  if (token !== null) {
    const found = await findSession(c.get('deps').db, token).catch(() => null);
    if (found) {
      c.set('user', found.user);
      c.set('sessionId', found.sessionId);
      c.set('userSchool', found.school);
    }
  }
  return c.get('user');
}

/** Requires a signed-in user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await signedInUser(c))) throw unauthorized();
  await next();
});

/**
 * The first act of every route under /api/schools/:schoolId: resolve the school, load the facts,
 * decide. Sets `school` and `schoolActions` for the handler and refuses before anything is read.
 *
 * When the session middleware left the session to this guard (the usual case, decision 010), the
 * session, its user, the school by id or slug and the access facts come from ONE prepared statement
 * (`findSchoolAccess`); only a legacy id or a name pays for a second (and, for a contractor or viewer,
 * a third) query. Otherwise the user is already on the context and the school and facts are read
 * separately. Either way the pure policy decides.
 */
export function requireSchool(action: SchoolAction) {
  return readsSessionItself(
    createMiddleware<AppEnv>(async (c, next) => {
      const { db, now } = c.get('deps');
      const param = c.req.param('schoolId') ?? '';
      const token = takeDeferredToken(c);
      let access: { school: SchoolRecord; relation: SchoolRelation } | null = null;
      if (token !== null) {
        // Errors count as no session, as in the session middleware.
        const found = param
          ? await findSchoolAccess(db, token, param).catch(() => null)
          : await findSession(db, token)
              .then((session) => session && { session, school: null, relation: null })
              .catch(() => null);
        if (found) {
          c.set('user', found.session.user);
          c.set('sessionId', found.session.sessionId);
          c.set('userSchool', found.session.school);
          if (found.school) access = { school: found.school, relation: found.relation };
        }
      }
      const user = c.get('user');
      if (!user) throw unauthorized();
      if (!access) {
        // Not found by id or slug in the one statement (then only the wider search is left), or the
        // session was read by the session middleware.
        const school = param
          ? await (token !== null ? resolveLegacySchool(db, param) : resolveSchool(db, param))
          : null;
        if (!school) throw notFound('We could not find that school.');
        access = { school, relation: await loadRelation(db, user, school.id) };
      }
      const { school, relation } = access;
      const actions = allowedSchoolActions(user, school.id, relation, now());
      if (!actions.includes('read')) throw forbidden('You do not have access to this school.');
      if (!actions.includes(action))
        throw forbidden('You do not have permission to do this for this school.');
      c.set('school', school);
      c.set('schoolActions', actions);
      await next();
    }),
  );
}

export function requireProvider(action: ProviderAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await signedInUser(c);
    if (!user) throw unauthorized();
    if (!canProvider(user, action)) throw forbidden();
    await next();
  });
}
