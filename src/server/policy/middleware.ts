import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../lib/context';
import { forbidden, notFound, unauthorized } from '../lib/http';
import { loadRelation, resolveSchool } from './access';
import { allowedSchoolActions, canProvider, type ProviderAction, type SchoolAction } from './policy';

/** Requires a signed-in user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

/**
 * The first act of every route under /api/schools/:schoolId: resolve the school, load the facts,
 * decide. Sets `school` and `schoolActions` for the handler and refuses before anything is read.
 */
export function requireSchool(action: SchoolAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    const { db, now } = c.get('deps');
    const param = c.req.param('schoolId') ?? '';
    const school = param ? await resolveSchool(db, param) : null;
    if (!school) throw notFound('We could not find that school.');
    const relation = await loadRelation(db, user, school.id);
    const actions = allowedSchoolActions(user, school.id, relation, now());
    if (!actions.includes('read')) throw forbidden('You do not have access to this school.');
    if (!actions.includes(action)) throw forbidden('You do not have permission to do this for this school.');
    c.set('school', school);
    c.set('schoolActions', actions);
    await next();
  });
}

export function requireProvider(action: ProviderAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (!canProvider(user, action)) throw forbidden();
    await next();
  });
}
