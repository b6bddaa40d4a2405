/**
 * Bad input across every operation of /api/openapi.json (generated with fast-check): malformed JSON,
 * missing, extra and wrongly typed fields, 100 KB strings, unknown ids, wrong content types, junk
 * credentials. The answer is always a 4xx with `{ error: { code, message, fields? } }` — never a 5xx, never
 * a stack trace — and none of these requests saves anything.
 */
import { request as httpRequest } from 'node:http';
import { count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as schema from './db/schema';
import { startTestServer, type TestResponse, type TestServer } from './test/harness';
import {
  errorShapeProblems,
  fillPath,
  type JsonSchema,
  type KnownValues,
  listOperations,
  type OpenApiDocument,
  type Operation,
  resolveSchema,
  types,
  validValue,
} from './test/openapi';

const RUNS = 20;

// The server starts while the file is collected: the operations to test come from its document.
const s: TestServer = await startTestServer();
const doc: OpenApiDocument = (await s.request<OpenApiDocument>('/api/openapi.json')).body;
const ops: Operation[] = listOperations(doc);
let cookie: string;
let known: KnownValues;
let before: Record<string, number>;

/** Every table a request could write to, except better-auth's rate-limit counters. */
const TABLES = {
  users: schema.users,
  accounts: schema.accounts,
  sessions: schema.sessions,
  verifications: schema.verifications,
  schools: schema.schools,
  contractorAssignments: schema.contractorAssignments,
  viewerAccess: schema.viewerAccess,
  invitations: schema.invitations,
  activityLog: schema.activityLog,
  clientErrors: schema.clientErrors,
  loginFailures: schema.loginFailures,
  maintenanceLog: schema.maintenanceLog,
};

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES))
    out[name] = Number((await s.db.select({ n: count() }).from(table))[0]!.n);
  const [v] = await s.db
    .select({
      v: sql<string>`string_agg(${schema.schools.version}::text, ',' order by ${schema.schools.id})`,
    })
    .from(schema.schools);
  out[`school versions ${v!.v}`] = 1;
  return out;
}

beforeAll(async () => {
  // Signed in as admin, so that no request is refused for access before its input is looked at.
  cookie = await s.loginAs('admin');
  const contractor = await s.createAccount({ role: 'contractor' });
  known = { schoolId: s.schools.first.id, contractorId: contractor.id, version: 1 };
  before = await rowCounts();
});

afterAll(() => s?.close());

function send(
  op: Operation,
  o: {
    path?: string;
    body?: unknown;
    rawBody?: string;
    contentType?: string | null;
    query?: Record<string, string>;
  } = {},
) {
  return s.request(o.path ?? pathFor(op), {
    method: op.method,
    cookie,
    body: o.body,
    rawBody: o.rawBody,
    contentType: o.contentType,
    query: o.query,
  });
}

function pathFor(op: Operation, override: Record<string, string> = {}): string {
  const values: Record<string, string> = {};
  for (const p of op.pathParams) values[p.name] = String(validValue(doc, p.schema, p.name, known));
  return fillPath(op.path, { ...values, ...override });
}

const validBody = (op: Operation) => validValue(doc, op.body, 'body', known) as Record<string, unknown>;

/** The promise of the API for anything a client sends wrong. */
function expectClientError(res: TestResponse, what: string, status?: number) {
  const context = `${what} → ${res.status} ${res.text.slice(0, 300)}`;
  if (status) expect(res.status, context).toBe(status);
  expect(res.status, context).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  expect(errorShapeProblems(res.body), context).toEqual([]);
  expect(res.headers.get('content-type') ?? '', context).toMatch(/application\/json/);
  // No stack trace, no source paths, no SQL.
  expect(res.text, context).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+|\bselect .+ from\b|violates/i);
}

function withKey(body: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...body };
  // defineProperty, so that "__proto__" and friends become real keys of the JSON sent.
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function matchesType(schemaIn: JsonSchema, value: unknown): boolean {
  const schemaT = resolveSchema(doc, schemaIn);
  const allowed = types(schemaT);
  if (schemaT.enum) return schemaT.enum.includes(value as never);
  if (value === null) return allowed.includes('null');
  if (Array.isArray(value)) return allowed.includes('array');
  switch (typeof value) {
    case 'string':
      return allowed.includes('string');
    case 'boolean':
      return allowed.includes('boolean');
    case 'number': {
      const inRange =
        (schemaT.minimum === undefined || value >= schemaT.minimum) &&
        (schemaT.maximum === undefined || value <= schemaT.maximum);
      if (allowed.includes('number')) return inRange;
      return allowed.includes('integer') && Number.isInteger(value) && inRange;
    }
    case 'object':
      return allowed.includes('object');
    default:
      return false;
  }
}

const anyJson = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), {
    maxKeys: 3,
  }),
  fc.constantFrom(-1, 0, 1.5, 100000, 2 ** 31, -(2 ** 53), '', ' ', 'null', '2026-02-30', 'true'),
);

const fieldsOf = (res: TestResponse) =>
  Object.keys((res.body as { error?: { fields?: object } })?.error?.fields ?? {});

describe('the OpenAPI document', () => {
  test('documents the operations, including the account ones under /api/auth', () => {
    expect(ops.length).toBeGreaterThanOrEqual(25);
    expect(ops.filter((o) => o.path.startsWith('/api/auth/')).length).toBeGreaterThanOrEqual(6);
  });

  test('every request body is a closed object (unknown fields are refused, not ignored)', () => {
    for (const op of ops.filter((o) => o.body)) {
      expect(types(op.body!), op.label).toContain('object');
      expect(op.body!.additionalProperties, op.label).toBe(false);
    }
  });
});

describe.each(ops.filter((o) => o.body).map((o) => [o.label, o] as const))('%s, body', (_label, op) => {
  test('malformed JSON, and JSON that is not an object', async () => {
    const text = JSON.stringify(validBody(op));
    const arb = fc.oneof(
      fc.integer({ min: 0, max: text.length - 1 }).map((k) => text.slice(0, k)),
      fc.constantFrom(
        '{',
        '}',
        '{"a":',
        "{'a':1}",
        '{"a":1,}',
        '{"a" 1}',
        'undefined',
        'NaN',
        '[1,2',
        `${text}}`,
        `${text},`,
        'tru',
        '\u00ff\u00fe',
      ),
      fc.constantFrom('null', '[]', '"text"', '42', 'true', '[{}]'),
    );
    await fc.assert(
      fc.asyncProperty(arb, async (raw) => {
        expectClientError(
          await send(op, { rawBody: raw }),
          `${op.label} with body ${JSON.stringify(raw.slice(0, 60))}`,
          400,
        );
      }),
      { numRuns: RUNS },
    );
  });

  test('missing required fields', async () => {
    const required = op.body!.required ?? [];
    if (!required.length) return;
    await fc.assert(
      fc.asyncProperty(fc.subarray(required, { minLength: 1 }), async (missing) => {
        const body = validBody(op);
        for (const k of missing) delete body[k];
        const res = await send(op, { body });
        expectClientError(res, `${op.label} without ${missing.join(', ')}`, 400);
        expect(fieldsOf(res), `${op.label} names the missing fields`).toEqual(
          expect.arrayContaining(missing),
        );
      }),
      { numRuns: RUNS },
    );
  });

  test('extra fields', async () => {
    const props = Object.keys(op.body!.properties ?? {});
    const key = fc
      .oneof(
        fc.constantFrom(
          '__proto__',
          'constructor',
          'prototype',
          'role',
          'schoolId',
          'emailVerified',
          'id',
          'isAdmin',
          'toString',
          '',
        ),
        fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }),
      )
      .filter((k) => !props.includes(k));
    await fc.assert(
      fc.asyncProperty(key, anyJson, async (k, v) => {
        const res = await send(op, { body: withKey(validBody(op), k, v) });
        expectClientError(res, `${op.label} with extra field ${JSON.stringify(k)}`, 400);
        expect(fieldsOf(res), `${op.label} names the extra field`).toContain(k);
      }),
      { numRuns: RUNS },
    );
  });

  test('wrong types', async () => {
    const props = Object.entries(op.body!.properties ?? {});
    const arb = fc
      .constantFrom(...props)
      .chain(([name, propSchema]) =>
        anyJson.filter((v) => !matchesType(propSchema, v)).map((v) => [name, v] as const),
      );
    await fc.assert(
      fc.asyncProperty(arb, async ([name, value]) => {
        const res = await send(op, { body: { ...validBody(op), [name]: value } });
        expectClientError(res, `${op.label} with ${name} = ${JSON.stringify(value)}`, 400);
        const fields = (res.body as { error: { fields?: Record<string, string> } }).error.fields ?? {};
        expect(Object.keys(fields), `${op.label} names the field ${name}`).toContain(name);
        // A value of the wrong type is not a missing one.
        expect(fields[name], `${op.label} ${name} = ${JSON.stringify(value)}`).not.toBe(
          'This field is required.',
        );
      }),
      { numRuns: RUNS },
    );
  });

  test('100 KB strings in every string field', async () => {
    const strings = Object.entries(op.body!.properties ?? {})
      .filter(([, p]) => types(resolveSchema(doc, p)).includes('string'))
      .map(([name]) => name);
    if (!strings.length) return;
    const huge = fc
      .constantFrom('x', 'é', '🙂', 'ab1', 'a@b.nz')
      .map((unit) => unit.repeat(Math.ceil((100 * 1024) / unit.length)));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...strings), huge, async (name, value) => {
        const res = await send(op, { body: { ...validBody(op), [name]: value } });
        expectClientError(res, `${op.label} with a 100 KB ${name}`, 400);
        expect(fieldsOf(res)).toContain(name);
      }),
      { numRuns: RUNS },
    );
  });

  test('a body that is not declared as JSON', async () => {
    if (!(op.body!.required ?? []).length) return;
    const type = fc.constantFrom(
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'application/octet-stream',
    );
    await fc.assert(
      fc.asyncProperty(type, async (contentType) => {
        const res = await send(op, { rawBody: JSON.stringify(validBody(op)), contentType });
        expectClientError(res, `${op.label} sent as ${contentType}`);
      }),
      { numRuns: 6 },
    );
  });

  test('unknown ids in fields that name a record', async () => {
    const idFields = Object.keys(op.body!.properties ?? {}).filter((name) => /Id$/.test(name));
    if (!idFields.length) return;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...idFields),
        fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 })),
        async (name, id) => {
          const res = await send(op, { body: { ...validBody(op), [name]: id } });
          expectClientError(res, `${op.label} with ${name} = ${JSON.stringify(id)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('null characters in string fields', async () => {
    const strings = Object.entries(op.body!.properties ?? {})
      .filter(([, p]) => types(resolveSchema(doc, p)).includes('string') && !resolveSchema(doc, p).enum)
      .map(([name]) => name);
    if (!strings.length) return;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...strings),
        fc.constantFrom('\u0000', 'a\u0000b', 'name\u0000@example.nz'),
        async (name, value) => {
          const res = await send(op, { body: { ...validBody(op), [name]: value } });
          expectClientError(res, `${op.label} with a null character in ${name}`, 400);
        },
      ),
      { numRuns: 8 },
    );
  });
});

const unknownId = fc.oneof(
  fc.uuid(),
  fc
    .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
    .filter((x) => x.trim() !== '' && x !== '.' && x !== '..'),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; drop table schools; --',
    '%',
    '%00',
    '\u0000',
    'null',
    'undefined',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{schoolId}',
    '0',
    '-1',
    '9'.repeat(40),
    'x'.repeat(300),
    '🙂',
    ' ',
  ),
);

describe.each(ops.filter((o) => o.pathParams.length).map((o) => [o.label, o] as const))(
  '%s, path',
  (_label, op) => {
    test('unknown ids in path parameters', async () => {
      const names = op.pathParams.map((p) => p.name);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), unknownId, async (name, id) => {
          const path = pathFor(op, { [name]: id });
          const body = op.body ? validBody(op) : undefined;
          expectClientError(
            await send(op, { path, body }),
            `${op.label} with ${name} = ${JSON.stringify(id)}`,
          );
        }),
        { numRuns: RUNS },
      );
    });
  },
);

describe.each(ops.filter((o) => o.queryParams.length).map((o) => [o.label, o] as const))(
  '%s, query',
  (_label, op) => {
    test('wrong types, out-of-range numbers, over-long strings and unknown tokens in the query', async () => {
      const validQuery = () => {
        const q: Record<string, string> = {};
        for (const p of op.queryParams)
          if (p.required) q[p.name] = String(validValue(doc, p.schema, p.name, known));
        return q;
      };
      const bad = (p: (typeof op.queryParams)[number]) => {
        const sch = resolveSchema(doc, p.schema);
        const t = types(sch);
        if (t.includes('integer') || t.includes('number')) {
          const out: string[] = ['abc', '1.5', 'NaN', '1e400', '--1', '0x10'];
          if (sch.minimum !== undefined) out.push(String(sch.minimum - 1), String(sch.minimum - 1000));
          if (sch.maximum !== undefined) out.push(String(sch.maximum + 1), String(sch.maximum * 1000));
          return fc.constantFrom(...out.filter((v) => !t.includes('integer') || v !== '0x10'));
        }
        // Over the limit but under Node's own 16 KB limit on the request line (which answers 431 itself).
        const length = (sch.maxLength ?? 4000) + 1;
        const units = length * 6 < 12_000 ? ['x', 'é', 'ab'] : ['x', 'ab'];
        const tooLong = fc.constantFrom(...units).map((u) => u.repeat(Math.ceil(length / u.length) + 1));
        // An unknown token is an unknown id.
        return /token|id$/i.test(p.name)
          ? fc.oneof(tooLong, fc.string({ minLength: 1, maxLength: 40 }))
          : tooLong;
      };
      const arb = fc.constantFrom(...op.queryParams).chain((p) => bad(p).map((v) => [p.name, v] as const));
      await fc.assert(
        fc.asyncProperty(arb, async ([name, value]) => {
          const res = await send(op, { query: { ...validQuery(), [name]: value } });
          expectClientError(res, `${op.label} with ?${name}=${value.slice(0, 40)}`);
        }),
        { numRuns: RUNS },
      );
    });
  },
);

/**
 * Declares a body over 1 MB, sends only its first bytes and reads the answer: the server refuses from the
 * declared length, before reading the body. (Sending all of it races the server's own clean-up of the
 * unread body, which is @hono/node-server's business, not this API's.)
 */
function declareHugeBody(op: Operation): Promise<TestResponse> {
  const length = 1024 * 1024 + 10;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${s.url}${pathFor(op)}`,
      {
        method: op.method,
        headers: {
          'content-type': 'application/json',
          'content-length': String(length),
          origin: s.url,
          cookie,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers, body, text });
        });
      },
    );
    req.on('error', reject);
    req.write('{"padding":"xxxxxxxx');
  });
}

describe('bodies over the 1 MB limit', () => {
  test('are refused with 413 by every operation that takes a body', async () => {
    for (const op of ops.filter((o) => o.body)) {
      expectClientError(await declareHugeBody(op), `${op.label} declaring 1 MB`, 413);
    }
  });
});

describe('deeply nested JSON', () => {
  const nested = (levels: number, kind: 'array' | 'object' | 'mixed') => {
    let open = '';
    let close = '';
    for (let i = 0; i < levels; i++) {
      const array = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
      open += array ? '[' : '{"a":';
      close = (array ? ']' : '}') + close;
    }
    return `${open}1${close}`;
  };
  const LEVELS = [10, 65, 100, 1_000, 4_000, 10_000, 100_000];

  test.each(LEVELS)('%i levels to every operation that takes a body: a 4xx, never a 5xx', async (levels) => {
    // 100,000 levels of objects is 0.7 MB, under the 1 MB limit, so it reaches the parser.
    for (const kind of ['array', 'object', 'mixed'] as const) {
      const raw = nested(levels, kind);
      for (const op of ops.filter((o) => o.body)) {
        const res = await send(op, { rawBody: raw });
        expectClientError(res, `${op.label} with ${levels} levels of ${kind}`, 400);
        if (levels > 64) expect(res.body.error.code, op.label).toBe('too_deeply_nested');
      }
      // An anonymous one to a path with no route, as the probe sent.
      const anon = await s.request('/api/client-errors', { method: 'POST', rawBody: raw });
      expectClientError(anon, `anonymous client error with ${levels} levels of ${kind}`, 400);
    }
  });

  test('nesting inside an otherwise valid body is refused past 64 levels and named', async () => {
    const deep = JSON.parse(nested(70, 'object'));
    const res = await s.request('/api/client-errors', {
      method: 'POST',
      body: { message: 'x', stack: deep },
    });
    expectClientError(res, 'a client error report with a deep field', 400);
    expect(res.body.error.code).toBe('too_deeply_nested');
  });
});

describe('junk credentials on every operation', () => {
  test('a forged or malformed session is never a 5xx', async () => {
    const junk = fc.oneof(
      fc
        .string({ maxLength: 60 })
        .map((v) => ({ cookie: `better-auth.session_token=${encodeURIComponent(v)}` })),
      fc.constantFrom(
        { cookie: 'better-auth.session_token=%ZZ%' },
        { cookie: 'better-auth.session_token=a.b.c; better-auth.session_token=d' },
        { cookie: '=; ;;' },
      ),
      fc
        .string({ minLength: 1, maxLength: 60 })
        .filter((v) => /^[\x21-\x7e]+$/.test(v))
        .map((v) => ({ bearer: v })),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ops), junk, async (op, credentials) => {
        // No body: nothing may be saved, and whatever is refused must be refused properly.
        const path = op.pathParams.length ? pathFor(op) : op.path;
        const res = await s.request(path, { method: op.method, ...credentials });
        if (res.status >= 500) failures.push(`${op.label} ${JSON.stringify(credentials)}: ${res.status}`);
        if (res.status >= 400) expect(errorShapeProblems(res.body), `${op.label} ${res.text}`).toEqual([]);
      }),
      { numRuns: 60 },
    );
    expect(failures).toEqual([]);
  });
});

describe('nothing half-saved', () => {
  test('none of the refused requests above saved anything', async () => {
    expect(await rowCounts()).toEqual(before);
  });

  test('a refused invitation creates no user, no invitation and no viewer access', async () => {
    const email = 'refused-invite@example.nz';
    const path = `/api/schools/${s.schools.first.id}/invitations`;
    const start = await rowCounts();
    // Viewer without an end date: passes the schema, refused by the route before anything is written.
    const noDate = await s.request(path, {
      method: 'POST',
      cookie,
      body: { email, name: 'Rua Refused', role: 'viewer' },
    });
    expectClientError(noDate, 'viewer invitation without expiresAt', 400);
    expect(fieldsOf(noDate)).toContain('expiresAt');
    const past = await s.request(path, {
      method: 'POST',
      cookie,
      body: { email, name: 'Rua Refused', role: 'viewer', expiresAt: '2020-01-31' },
    });
    expectClientError(past, 'viewer invitation that ended in 2020', 400);
    // An address that already has an account.
    const taken = await s.request(path, {
      method: 'POST',
      cookie,
      body: { email: 'principal2@demo.waikura.nz', name: 'Tama', role: 'principal' },
    });
    expectClientError(taken, 'invitation of a registered address', 409);
    expect(taken.body.error.message).toBe('This email is already registered.');
    expect(await rowCounts()).toEqual(start);
    expect(
      s.mails.filter((m) => m.to.includes(email) || m.to.includes('principal2@demo.waikura.nz')),
    ).toEqual([]);
  });
});
