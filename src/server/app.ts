import type { IncomingMessage, ServerResponse } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { deferSessionLookup, findSession, type HeaderReader, sessionTokenOf } from './auth/session';
import { accountRoutes } from './features/account/routes';
import { activityRoutes } from './features/activity/routes';
import { calendarRoutes } from './features/calendar/routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { contractorRoutes } from './features/contractors/routes';
import { healthRoutes } from './features/health/routes';
import { maintenanceRoutes } from './features/maintenance/routes';
import { meRoutes } from './features/me/routes';
import { messagingRoutes } from './features/messaging/routes';
import { notificationRoutes } from './features/notifications/routes';
import { peopleRoutes } from './features/people/routes';
import { exportRoutes } from './features/plan/export-routes';
import { MAX_FILE_BYTES } from './features/plan/files';
import { planRoutes } from './features/plan/routes';
import { progressRoutes } from './features/progress/routes';
import { schoolRoutes } from './features/schools/routes';
import { webVitalsRoutes } from './features/web-vitals/routes';
import { compressJson } from './lib/compress-json';
import type { AppEnv, Deps } from './lib/context';
import { ApiError, errorBody, validationHook } from './lib/http';
import { staticFiles } from './lib/static';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Methods whose requests carry no body (node-server gives them none). */
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/** No inline script; inline styles only for positioning done by components. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers of every response, computed once (the set Hono's secureHeaders sends, with our CSP). */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/** Builds the whole HTTP application from its dependencies; `index.ts` only listens. */

const UPLOAD_PATH = /^\/api\/schools\/[^/]+\/(plan\/files|calendar\/photos)$/;
export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const appOrigin = new URL(deps.config.appUrl).origin;
  const secureCookies = deps.config.appUrl.startsWith('https://');

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    c.set('sessionId', null);
    c.set('userSchool', null);
    c.set('deferredToken', null);
    c.set('unreadCount', null);
    const headers = requestHeaders(c);
    c.set(
      'clientIp',
      clientIp(headers, deps.config.trustProxy, () => getConnInfo(c).remote.address),
    );
    c.set('userAgent', headers.get('user-agent') ?? '');
    // Served by @hono/node-server: set on Node's response, which merges them into whatever the route
    // answers (cheaper than WHATWG Headers, whose checks and sorting took about 6 % of a cached GET's CPU).
    // Otherwise (app.fetch / app.request in tests): on the Response.
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) {
      for (const [name, value] of SECURITY_HEADERS) outgoing.setHeader(name, value);
      await next();
      return;
    }
    await next();
    for (const [name, value] of SECURITY_HEADERS) c.res.headers.set(name, value);
  });

  // 1 MB for every request, except attachment uploads (10 MB files plus the form's envelope).
  const jsonLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json(errorBody('payload_too_large', 'The request is too large (at most 1 MB).'), 413),
  });
  const uploadLimit = bodyLimit({
    maxSize: MAX_FILE_BYTES + 64 * 1024,
    onError: (c) => c.json(errorBody('payload_too_large', 'The file is larger than 10 MB.'), 413),
  });
  /**
   * Every /api request, in order: cross-site refusal, NUL characters, then the session. One middleware
   * (each step a function call, not a dispatch of its own: a cached GET is mostly such overhead).
   */
  const guardApi = async (c: Context<AppEnv>, next: Next) => {
    // Cross-site state-changing requests are refused: the Origin (or Fetch metadata) must be our own.
    if (!SAFE_METHODS.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const host = c.req.header('host');
      const sameHost = (o: string) => {
        try {
          return new URL(o).host === host;
        } catch {
          return false;
        }
      };
      if (site === 'cross-site' || (origin !== undefined && origin !== appOrigin && !sameHost(origin))) {
        throw new ApiError(403, 'cross_site_request', 'Cross-site requests are not allowed.');
      }
    }

    // PostgreSQL cannot store the NUL character: a request carrying one gets a clear 400 here instead of
    // failing in the database with a 500.
    if (c.req.url.includes('%00')) {
      throw new ApiError(
        400,
        'invalid_characters',
        'The address contains a null character, which we cannot accept.',
      );
    }
    if (
      !BODYLESS_METHODS.has(c.req.method) &&
      c.req.raw.body &&
      JSON_TYPE.test(c.req.header('content-type') ?? '')
    ) {
      let parsed: unknown;
      try {
        parsed = await c.req.json();
      } catch {
        parsed = undefined; // malformed JSON: the route's validator answers
      }
      const where = nulCharacterPath(parsed);
      if (where !== null) {
        throw new ApiError(
          400,
          'invalid_characters',
          'The request contains a null character, which we cannot accept.',
          { [where || '_']: 'Remove the null character from this field.' },
        );
      }
    }

    // The session (through the read cache: changes of access apply on the next request, decision 016).
    const token = sessionTokenOf(requestHeaders(c), deps.config.authSecret, secureCookies);
    // A school route's guard reads the session with the school and the access facts (decision 010).
    if (token && deferSessionLookup(c, token)) return next();
    const found = token ? await findSession(deps.db, token).catch(() => null) : null;
    if (found) {
      c.set('user', found.user);
      c.set('sessionId', found.sessionId);
      c.set('userSchool', found.school);
    }
    await next();
  };

  // Large JSON answers compressed for clients that accept it (issue 21; exports, CSV and streams untouched).
  app.use('/api/*', compressJson());
  // A GET or HEAD has no body to limit: skipping them also keeps node-server's lightweight request (the
  // limit reads `body`, which builds a full WHATWG Request with its AbortSignal, about a tenth of a
  // signed-in GET's CPU in a profile under load).
  app.use('/api/*', (c, next) => {
    if (BODYLESS_METHODS.has(c.req.method)) return guardApi(c, next);
    const limit = c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path) ? uploadLimit : jsonLimit;
    return limit(c, () => guardApi(c, next));
  });

  app.route('/', accountRoutes());
  app.route('/', meRoutes());
  app.route('/', healthRoutes());
  app.route('/', schoolRoutes());
  app.route('/', peopleRoutes());
  app.route('/', contractorRoutes());
  app.route('/', activityRoutes());
  app.route('/', maintenanceRoutes());
  app.route('/', planRoutes());
  app.route('/', exportRoutes());
  app.route('/', progressRoutes());
  app.route('/', notificationRoutes());
  app.route('/', messagingRoutes());
  app.route('/', calendarRoutes());
  app.route('/', clientErrorRoutes());
  app.route('/', webVitalsRoutes());

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'WaiKura API',
      version: '1.0.0',
      description:
        'Drinking Water Safety Plans for New Zealand schools. Every school-scoped endpoint lives under /api/schools/{schoolId} and is decided by one policy module before anything is read or written. Errors are `{ error: { code, message, fields? } }`.',
    },
  });

  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `There is no API endpoint ${c.req.method} ${c.req.path}.`), 404),
  );

  app.use('*', staticFiles(deps.config.webDist));

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 400 && /json/i.test(err.message)) {
        return c.json(errorBody('malformed_json', 'The request body is not valid JSON.'), 400);
      }
      if (status < 500)
        return c.json(
          errorBody('bad_request', err.message || 'The request could not be understood.'),
          status,
        );
    }
    deps.log.error({ err, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(
      errorBody('internal_error', 'Something went wrong on our side. Please try again in a moment.'),
      500,
    );
  });

  return app;
}

const JSON_TYPE = /^application\/([a-z-.]+\+)?json/i;

/** The dotted path of the first string (or key) holding a NUL character, '' for the root, or null. */
export function nulCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return at;
    const found = nulCharacterPath(v, at);
    if (found !== null) return found;
  }
  return null;
}

/** What @hono/node-server passes as `c.env`. */
interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

/**
 * The request's headers for reading: Node's own parsed headers when served by @hono/node-server (the
 * WHATWG `Headers` of `c.req.raw` is built, and every header checked, on first use), else the Request's.
 */
function requestHeaders(c: Context<AppEnv>): HeaderReader {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  return incoming?.headers ? new NodeHeaders(incoming.headers) : c.req.raw.headers;
}

/** Node's parsed headers read like WHATWG Headers (a class: no closure made per request). */
class NodeHeaders implements HeaderReader {
  constructor(private readonly node: NonNullable<NodeBindings['incoming']>['headers']) {}
  get(name: string): string | null {
    const value = this.node[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }
}

/** The client address as the server saw it; X-Forwarded-For only behind a trusted proxy. */
export function clientIp(
  headers: HeaderReader,
  trustProxy: boolean,
  socket: () => string | undefined,
): string {
  if (trustProxy) {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return socket() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export type App = ReturnType<typeof createApp>;
