/**
 * The router every feature's routes are declared on: an OpenAPIHono whose path and query parameters are
 * checked by one synchronous step instead of @hono/zod-validator's.
 *
 * Why: zod-validator reads the Content-Type header for every target, even a path parameter, and on
 * @hono/node-server that one read builds a whole WHATWG `Headers` object from Node's parsed request; it
 * then runs zod's async parse and the hook through further promises. On a cached GET (the dashboard,
 * a section) that was about a tenth of the server's CPU under load (decision 017). Parameters are
 * strings from the URL: zod's synchronous parse answers the same, with the same 400 body
 * (`validationHook`). Bodies, headers and cookies are still checked by zod-openapi as before, and the
 * route is documented in the OpenAPI description exactly as declared.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { validationHook } from './http';

type Schema = { safeParse(value: unknown): { success: boolean; data?: unknown; error?: unknown } };

/**
 * The query as zod-validator hands it over: one value as a string, repeated keys as an array (built with
 * `Object.fromEntries`, as hono/validator does, so a key like `__proto__` stays an ordinary key).
 */
const queryOf = (c: Context) =>
  Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );

function checkParameters(
  target: 'param' | 'query',
  schema: Schema,
  read: (c: Context) => unknown,
): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const result = schema.safeParse(read(c));
    if (!result.success) return Promise.resolve(validationHook(result, c)!);
    c.req.addValidatedData(target, result.data as object);
    return next();
  };
}

export function apiRouter(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const register = app.openapi;
  app.openapi = ((route, handler, hook) => {
    const { params, query } = route.request ?? {};
    // A route with its own hook keeps zod-validator (none of ours has one).
    if (hook || (!params && !query)) return register(route, handler, hook);
    const { middleware, hide, ...described } = route;
    if (!hide) app.openAPIRegistry.registerPath(described);
    // In zod-openapi's order: the query first, then the path parameters.
    const checks = [
      ...(query ? [checkParameters('query', query as Schema, queryOf)] : []),
      ...(params ? [checkParameters('param', params as Schema, (c) => c.req.param())] : []),
    ];
    const before = middleware ? (Array.isArray(middleware) ? middleware : [middleware]) : [];
    const checked = {
      ...described,
      hide: true,
      request: { ...route.request, params: undefined, query: undefined },
      middleware: [...before, ...checks],
    } as unknown as typeof route;
    return register(checked, handler);
  }) as typeof app.openapi;
  return app;
}
