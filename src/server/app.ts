import type { IncomingMessage, ServerResponse } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { deferSessionLookup, findSession, type HeaderReader, sessionTokenOf } from './auth/session';
import { accountRoutes } from './features/account/routes';
import { activityRoutes } from './features/activity/routes';
import { approvalRoutes } from './features/approval/routes';
import { assistantRoutes } from './features/assistant/routes';
import { calendarRoutes } from './features/calendar/routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { contractorRoutes } from './features/contractors/routes';
import { deliveryRoutes } from './features/deliveries/routes';
import { financeRoutes } from './features/finance/routes';
import { healthRoutes } from './features/health/routes';
import { incidentRoutes } from './features/incidents/routes';
import { maintenanceRoutes } from './features/maintenance/routes';
import { mapRoutes } from './features/map/routes';
import { meRoutes } from './features/me/routes';
import { messagingRoutes } from './features/messaging/routes';
import { notificationRoutes } from './features/notifications/routes';
import { peopleRoutes } from './features/people/routes';
import { exportRoutes } from './features/plan/export-routes';
import { MAX_FILE_BYTES } from './features/plan/files';
import { planRoutes } from './features/plan/routes';
import { progressRoutes } from './features/progress/routes';
import { samplePlanRoutes } from './features/sample-plan/routes';
import { schoolRoutes } from './features/schools/routes';
import { staffRoutes } from './features/staff/routes';
import { suppliersRoutes } from './features/suppliers/routes';
import { suppliesRoutes } from './features/supplies/routes';
import { waterTestingRoutes } from './features/water-testing/routes';
import { webVitalsRoutes } from './features/web-vitals/routes';
import { translateErrors } from './i18n/translate';
import { compressJson } from './lib/compress-json';
import type { AppEnv, Deps } from './lib/context';
import { ApiError, errorBody, tooManyRequests, validationHook } from './lib/http';
import { ANONYMOUS_WRITES, hit } from './lib/rate-limit';
import { serverRenderer } from './lib/server-render';
import { staticFiles } from './lib/static';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Anonymous writes with a limit of their own, not counted against the address's writes by no one: a
 * school's pupils reading public pages behind one address send a speed report per page view, and those
 * must not use up the allowance its principal signs in with (decision 050).
 */
const OWN_LIMIT_WRITES = new Set(['POST /api/web-vitals']);
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

/**
 * Browser features no page of ours uses are off for every page (copying a feed link needs the clipboard;
 * "Use this device's location" on a school's place needs geolocation, for our own origin only, decision 037).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'clipboard-write=(self)',
].join(', ');

/** Security headers of every response, computed once (the set Hono's secureHeaders sends, with our CSP). */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['permissions-policy', PERMISSIONS_POLICY],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/**
 * Issue 19: with a tile server for the provider's map (`MAP_TILE_URL`), its origin may be fetched and shown;
 * without one the headers are exactly SECURITY_HEADERS.
 */
export function securityHeadersFor(mapTileUrl?: string): readonly [string, string][] {
  if (!mapTileUrl) return SECURITY_HEADERS;
  const origin = new URL(mapTileUrl.replace(/[{}]/g, '')).origin;
  const csp = CONTENT_SECURITY_POLICY.replace("img-src 'self'", `img-src 'self' ${origin}`).replace(
    "connect-src 'self'",
    `connect-src 'self' ${origin}`,
  );
  return SECURITY_HEADERS.map(
    ([name, value]) => [name, name === 'content-security-policy' ? csp : value] as const,
  );
}

/**
 * The headers that still mean something on a built script, stylesheet, image or font (decision 046):
 * no-sniffing, HSTS, the cross-origin resource policy, and the referrer policy (which a stylesheet's and a
 * module script's own requests follow). The others (the CSP, framing, permissions, the opener policy…) are
 * read from a document's or a worker's response only, and cost about 650 bytes on each of a page's
 * fifteen or so asset requests: 10 KB of the home page's 150 KB budget on a slow line.
 */
const SUBRESOURCE_HEADER_NAMES = new Set([
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
]);
/**
 * A file of the built web app that is never a document nor a worker: a script, stylesheet, image, font or
 * the web manifest, outside `/api/` (a school's stored files keep every header). The service worker
 * (`/sw.js`), Workbox and any `*worker*` script keep them: a worker's CSP comes from its own response.
 */
export function isBuiltSubresource(path: string): boolean {
  if (path.startsWith('/api/')) return false;
  if (!/\.(js|css|png|ico|woff2|webmanifest)$/.test(path)) return false;
  return !/^\/sw\.js$|worker|workbox/i.test(path);
}
/** The security headers for a request's path: every one, or for a built subresource only those that apply. */
export function securityHeadersForPath(
  path: string,
  all: readonly [string, string][],
): readonly [string, string][] {
  return isBuiltSubresource(path) ? all.filter(([name]) => SUBRESOURCE_HEADER_NAMES.has(name)) : all;
}

/** Builds the whole HTTP application from its dependencies; `index.ts` only listens. */

const UPLOAD_PATH =
  /^\/api\/schools\/[^/]+\/(plan\/files|calendar\/photos|visit-report-photos|contractor-tasks\/[^/]+\/photos)$/;
const STORED_FILE_PATH =
  /^\/api\/schools\/[^/]+\/(plan\/files|calendar\/photos|visit-report-photos|contractor-tasks\/[^/]+\/photos)\/[^/]+$/;
export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const appOrigin = new URL(deps.config.appUrl).origin;
  const secureCookies = deps.config.appUrl.startsWith('https://');
  const allSecurityHeaders = securityHeadersFor(deps.config.mapTileUrl);
  const subresourceHeaders = securityHeadersForPath('/assets/a.js', allSecurityHeaders);

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
    const securityHeaders = isBuiltSubresource(c.req.path) ? subresourceHeaders : allSecurityHeaders;
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) {
      for (const [name, value] of securityHeaders) outgoing.setHeader(name, value);
      await next();
      return;
    }
    await next();
    for (const [name, value] of securityHeaders) c.res.headers.set(name, value);
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
    // A state-changing request must show it comes from our own pages (decision 020): an Origin that is
    // exactly ours, scheme included, or else Fetch metadata saying same-origin. Only a request that
    // carries a bearer token and no cookie may show neither: a browser never sends such a token by itself.
    if (!SAFE_METHODS.has(c.req.method)) {
      const headers = requestHeaders(c);
      const problem = crossSiteProblem(headers, appOrigin);
      if (problem) throw new ApiError(403, 'cross_site_request', problem);
      // The API takes JSON (and multipart for the two uploads): a form a browser may post from any
      // page without asking is refused before it is read.
      if (hasBody(headers)) {
        const type = headers.get('content-type') ?? '';
        const upload = c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path);
        if (!JSON_TYPE.test(type) && !(upload && /^multipart\/form-data/i.test(type))) {
          throw new ApiError(
            415,
            'unsupported_media_type',
            upload
              ? 'Send the file as multipart/form-data.'
              : 'Send the request body as JSON (Content-Type: application/json).',
          );
        }
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
      const problem = jsonProblem(parsed);
      if (problem?.kind === 'too_deep') {
        throw new ApiError(
          400,
          'too_deeply_nested',
          `The request body is nested more than ${MAX_JSON_DEPTH} levels deep, which we do not accept.`,
        );
      }
      if (problem?.kind === 'nul') {
        throw new ApiError(
          400,
          'invalid_characters',
          'The request contains a character we cannot store (a null character or half of an emoji).',
          { [problem.path || '_']: 'Remove the null or broken character from this field.' },
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
    } else if (!SAFE_METHODS.has(c.req.method) && !OWN_LIMIT_WRITES.has(`${c.req.method} ${c.req.path}`)) {
      // A write by no one: limited per address, across processes (decision 020).
      const limited = await hit(
        deps.db,
        `anonymous-write:${c.get('clientIp')}`,
        ANONYMOUS_WRITES,
        deps.now(),
      );
      if (!limited.allowed) throw tooManyRequests(c, limited.retryAfterSeconds);
    }
    await next();
  };

  // Large JSON answers compressed for clients that accept it (issue 21; exports, CSV and streams untouched).
  app.use('/api/*', compressJson());
  // Error answers in the reader's language (issue 20, decision 044): inside compression, so it reads JSON.
  app.use('/api/*', translateErrors());
  // A GET or HEAD has no body to limit: skipping them also keeps node-server's lightweight request (the
  // limit reads `body`, which builds a full WHATWG Request with its AbortSignal, about a tenth of a
  // signed-in GET's CPU in a profile under load).
  app.use('/api/*', (c, next) => {
    if (BODYLESS_METHODS.has(c.req.method)) {
      if (!STORED_FILE_PATH.test(c.req.path)) return guardApi(c, next);
      // Attachments and photos: never kept by the browser or anything between, so access that ends
      // (a viewer's, a contractor's) ends for the files too.
      return guardApi(c, next).then(() => {
        if (c.res.status === 200) c.res.headers.set('cache-control', 'private, no-store');
      });
    }
    const limit = c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path) ? uploadLimit : jsonLimit;
    return limit(c, () => guardApi(c, next));
  });

  mountApiRoutes(app);
  app.doc31('/api/openapi.json', OPENAPI_CONFIG);

  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `There is no API endpoint ${c.req.method} ${c.req.path}.`), 404),
  );

  // A school's dashboard and a plan section are rendered here for a visitor who may read them (decisions 049
  // and 052). Their answers are asked of this app, with the visitor's cookie, through the same middleware,
  // routes and access policy.
  const renderPage = serverRenderer(deps.config.webDist, (c, path) => {
    const headers = new Headers();
    for (const name of FORWARDED_TO_SELF) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const incoming = (c.env as NodeBindings | undefined)?.incoming;
    return app.fetch(new Request(new URL(path, c.req.url), { headers }), incoming ? { incoming } : undefined);
  });
  app.use('*', staticFiles(deps.config.webDist, renderPage));

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

/** The document's own header; the paths come from the routes' definitions. */
export const OPENAPI_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'WaiKura API',
    version: '1.0.0',
    description:
      'Drinking Water Safety Plans for New Zealand schools. Every school-scoped endpoint lives under /api/schools/{schoolId} and is decided by one policy module before anything is read or written. Errors are `{ error: { code, message, fields? } }`.',
  },
};

/** Every feature's routes, in one order for the app and for the document. */
function mountApiRoutes(app: OpenAPIHono<AppEnv>): void {
  app.route('/', accountRoutes());
  app.route('/', meRoutes());
  app.route('/', healthRoutes());
  app.route('/', schoolRoutes());
  app.route('/', peopleRoutes());
  app.route('/', contractorRoutes());
  app.route('/', activityRoutes());
  app.route('/', maintenanceRoutes());
  app.route('/', waterTestingRoutes());
  app.route('/', incidentRoutes());
  app.route('/', planRoutes());
  app.route('/', exportRoutes());
  app.route('/', samplePlanRoutes()); // issue 20: the public sample plan's downloads
  app.route('/', progressRoutes());
  app.route('/', notificationRoutes());
  app.route('/', messagingRoutes());
  app.route('/', calendarRoutes());
  app.route('/', clientErrorRoutes());
  app.route('/', webVitalsRoutes());
  app.route('/', assistantRoutes());
  // Issue 19 (provider staff)
  app.route('/', suppliesRoutes());
  app.route('/', suppliersRoutes());
  app.route('/', deliveryRoutes());
  app.route('/', staffRoutes());
  app.route('/', financeRoutes());
  app.route('/', mapRoutes());
  app.route('/', approvalRoutes());
}

/**
 * The OpenAPI document the app serves at /api/openapi.json, built without dependencies or a server
 * (the web client's types are generated from it: scripts/gen-api-types.ts, decision 025).
 */
export function openApiDocument() {
  const app = new OpenAPIHono<AppEnv>();
  mountApiRoutes(app);
  return app.getOpenAPI31Document(OPENAPI_CONFIG);
}

const JSON_TYPE = /^application\/([a-z-.]+\+)?json/i;

/**
 * Why a state-changing request may not come from our own pages, or null when it does. `appOrigin` is
 * APP_URL's origin; an Origin naming the request's own Host is accepted too, with APP_URL's scheme only.
 */
export function crossSiteProblem(headers: HeaderReader, appOrigin: string): string | null {
  const origin = headers.get('origin');
  const site = headers.get('sec-fetch-site');
  if (origin !== null) {
    const host = headers.get('host');
    const scheme = appOrigin.slice(0, appOrigin.indexOf('//'));
    if (origin === appOrigin || (host !== null && origin === `${scheme}//${host}`)) return null;
    return 'Cross-site requests are not allowed.';
  }
  if (site !== null) return site === 'same-origin' ? null : 'Cross-site requests are not allowed.';
  const bearerOnly = /^bearer\s/i.test(headers.get('authorization') ?? '') && headers.get('cookie') === null;
  return bearerOnly
    ? null
    : 'Cross-site requests are not allowed: this request has neither an Origin header nor Sec-Fetch-Site.';
}

/** Whether a request says it has a body (Content-Length above 0, or chunked). */
function hasBody(headers: HeaderReader): boolean {
  const length = headers.get('content-length');
  if (length !== null) return length.trim() !== '0';
  return headers.get('transfer-encoding') !== null;
}

/** The deepest nesting of arrays and objects a JSON body may have (the plan's deepest form needs about 8). */
export const MAX_JSON_DEPTH = 64;

export type JsonProblem = { kind: 'too_deep' } | { kind: 'nul'; path: string };

/** Half of a surrogate pair on its own (no character at all): PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Text the database cannot store: a NUL character or a lone surrogate. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * One iterative walk over a parsed JSON value (no recursion, so no input can overflow the stack):
 * nesting deeper than `maxDepth` arrays/objects, else the dotted path of the first string or key holding
 * a NUL character ('' for the root), else null. The depth check stops the walk before it goes deeper.
 */
export function jsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): JsonProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      if (unstorable(v)) return { kind: 'nul', path: item.path };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > maxDepth) return { kind: 'too_deep' };
    const entries = Object.entries(v);
    // Pushed in reverse, so the walk visits keys in order and reports the first NUL found.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, child] = entries[i]!;
      const at = item.path ? `${item.path}.${k}` : k;
      if (unstorable(k)) return { kind: 'nul', path: at };
      stack.push({ value: child, path: at, depth });
    }
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

/** What a page's own request to the app carries of the visitor's (the session; the language; the address). */
const FORWARDED_TO_SELF = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for'] as const;

export type App = ReturnType<typeof createApp>;
