import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, test } from 'vitest';
import { apiRouter } from './api-router';

const route = createRoute({
  method: 'get',
  path: '/things/{thingId}',
  request: {
    params: z.object({ thingId: z.string().min(3).max(10) }),
    query: z.object({
      n: z.coerce.number().int().min(1).default(5),
      tag: z.array(z.string()).optional(),
      filter: z.enum(['all', 'unread']).optional(),
    }),
  },
  responses: { 200: { description: 'ok' } },
});

function router() {
  const app = apiRouter();
  app.openapi(route, (c) => c.json({ param: c.req.valid('param'), query: c.req.valid('query') }, 200));
  app.doc31('/doc', { openapi: '3.1.0', info: { title: 't', version: '1' } });
  return app;
}

/** A GET whose headers may not be read: zod-validator's way built a whole Headers object for it. */
function withoutHeaders(url: string): Request {
  const req = new Request(url);
  Object.defineProperty(req, 'headers', {
    get() {
      throw new Error('the headers of a GET were read');
    },
  });
  return req;
}

describe('apiRouter: path and query parameters checked in one synchronous step', () => {
  test('valid parameters reach the handler parsed (defaults, numbers, repeated keys as arrays), without reading a header', async () => {
    const res = await router().fetch(withoutHeaders('http://x/things/abcd?tag=a&tag=b'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ param: { thingId: 'abcd' }, query: { n: 5, tag: ['a', 'b'] } });
    const one = await router().request('/things/abcd?n=7');
    expect(await one.json()).toEqual({ param: { thingId: 'abcd' }, query: { n: 7 } });
  });

  test('a query key named __proto__ stays an ordinary key: the query keeps its prototype', async () => {
    const res = await router().request('/things/abcd?__proto__=a&__proto__=b');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ param: { thingId: 'abcd' }, query: { n: 5 } });
  });

  test('a bad parameter gets the API validation body (400), naming the field, and the handler does not run', async () => {
    for (const [path, field] of [
      ['/things/ab', 'thingId'],
      ['/things/abcd?n=0', 'n'],
      ['/things/abcd?n=x', 'n'],
    ] as const) {
      const res = await router().request(path);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields)).toEqual([field]);
    }
  });

  test('the OpenAPI description still declares the parameters, once per route', async () => {
    const doc = (await (await router().request('/doc')).json()) as {
      paths: Record<string, { get: { parameters: { name: string; in: string }[] } }>;
    };
    expect(Object.keys(doc.paths)).toEqual(['/things/{thingId}']);
    expect(doc.paths['/things/{thingId}']!.get.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:thingId',
      'query:filter',
      'query:n',
      'query:tag',
    ]);
  });
});
