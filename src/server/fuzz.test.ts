/**
 * A bounded property-based fuzz of every operation in /api/openapi.json (schemathesis-style, with
 * fast-check): path parameters, query and body drawn from the operation's own schemas, mostly valid and
 * sometimes not, sent signed in as an admin (who may reach everything) and anonymously. The promise:
 * never a 5xx, and every error in the one error shape.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { arbitraryFor } from './test/arbitrary';
import { startTestServer, type TestServer } from './test/harness';
import {
  errorShapeProblems,
  fillPath,
  listOperations,
  type OpenApiDocument,
  type Operation,
} from './test/openapi';

/** Requests per run: bounded, so the suite's time stays in CI. */
const RUNS = 300;

const s: TestServer = await startTestServer({ env: { TRUST_PROXY: '1' } });
const doc: OpenApiDocument = (await s.request<OpenApiDocument>('/api/openapi.json')).body;
// The event stream never ends by itself; its limits have their own test (rate-limits.test.ts).
const ops: Operation[] = listOperations(doc).filter((o) => !o.path.endsWith('/stream'));
let admin: string;
let sent = 0;

beforeAll(async () => {
  admin = await s.loginAs('admin', { fresh: true });
});
afterAll(() => s?.close());

function requestFor(op: Operation) {
  const known = fc.constantFrom(
    s.schools.first.id,
    s.schools.first.slug,
    s.schools.second.id,
    'KOWHAI_VALLEY_SCHOOL_ID',
  );
  const pathValues = fc.record(
    Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        p.name === 'schoolId'
          ? fc.oneof(known, fc.string({ minLength: 1, maxLength: 20 }))
          : arbitraryFor(doc, p.schema).map(String),
      ]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(
      op.queryParams.map((p) => [p.name, arbitraryFor(doc, p.schema).map((v) => String(v ?? ''))]),
    ),
    { requiredKeys: [] },
  );
  const body = op.body ? arbitraryFor(doc, op.body) : fc.constant(undefined);
  return fc.record({
    op: fc.constant(op),
    path: pathValues,
    query,
    body,
    anonymous: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  });
}

describe('fuzz of every operation from the OpenAPI document', () => {
  test(`${RUNS} requests drawn from the schemas: no 5xx, errors in the one shape`, async () => {
    expect(ops.length).toBeGreaterThanOrEqual(25);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(...ops.map(requestFor)), async ({ op, path, query, body, anonymous }) => {
        let url: string;
        try {
          url = fillPath(op.path, path as Record<string, string>);
        } catch {
          return;
        }
        // Signing out or changing the admin's password would end the session the other runs use.
        const signedIn = !anonymous && !/sign-out|change-password/.test(op.path);
        const res = await s.request(url, {
          method: op.method,
          cookie: signedIn ? admin : undefined,
          body,
          query: query as Record<string, string>,
          // A fresh address per request keeps the anonymous limits out of the way of what is fuzzed.
          headers: { 'x-forwarded-for': `10.0.${(sent >> 8) & 255}.${sent++ & 255}` },
        });
        const what = `${op.label} ${url} ${JSON.stringify(body)?.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(what);
        if (res.status >= 400) expect(errorShapeProblems(res.body), what).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
    // The draws get past validation often enough to reach the handlers.
    const ok = [...statuses].filter(([st]) => st < 300).reduce((n, [, c]) => n + c, 0);
    console.info('fuzz answers by status', Object.fromEntries(statuses));
    expect(ok).toBeGreaterThan(RUNS / 20);
  });
});
