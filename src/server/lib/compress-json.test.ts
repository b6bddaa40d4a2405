/**
 * Large JSON answers of the API go compressed to clients that accept it; small ones, the CSV export and
 * the notification stream go as they are. Over real HTTP, reading the raw bytes (no client decoding).
 */
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

function raw(path: string, headers: Record<string, string> = {}, keepOpen = false) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = get(`${s.url}${path}`, { headers }, (res) => {
      if (keepOpen) {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) });
        req.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', (err) => (keepOpen ? undefined : reject(err)));
  });
}

describe('JSON compression', () => {
  test('a large JSON answer goes as brotli, or gzip, or plain, as the client accepts', async () => {
    const plain = await raw('/api/openapi.json');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body.toString();
    expect(text.length).toBeGreaterThan(10_000);

    const br = await raw('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.body.length).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(text);

    const gz = await raw('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);
  });

  test('a signed-in school answer keeps its status, cookies aside, and its body', async () => {
    const cookie = await s.loginAs('principal');
    const path = `/api/schools/${s.schools.first.id}/plan`;
    const plain = await raw(path, { cookie });
    const br = await raw(path, { cookie, 'accept-encoding': 'br' });
    expect(br.status).toBe(plain.status);
    const body = br.headers['content-encoding'] === 'br' ? brotliDecompressSync(br.body) : br.body;
    expect(JSON.parse(body.toString())).toEqual(JSON.parse(plain.body.toString()));
    // Security headers survive the new response.
    expect(br.headers['content-security-policy']).toBeTruthy();
  });

  test('a small answer, an error included, goes as it is', async () => {
    const res = await raw('/api/me', { 'accept-encoding': 'br' });
    expect(res.status).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).error.code).toBe('unauthenticated');
  });

  test('the portfolio CSV and the notification stream are left alone', async () => {
    const csv = await raw('/api/provider/portfolio.csv', {
      cookie: await s.loginAs('waikura'),
      'accept-encoding': 'br, gzip',
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-encoding']).toBeUndefined();
    const stream = await raw(
      '/api/notifications/stream',
      { cookie: await s.loginAs('principal'), 'accept-encoding': 'br, gzip' },
      true,
    );
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
  });
});
