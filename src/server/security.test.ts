/**
 * Headers the probe found missing or too lax: stored files are never cached, and every response says
 * which browser features the pages may use.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe('stored files', () => {
  test('an attachment and a maintenance photo are served private, no-store', async () => {
    const cookie = await s.loginAs('principal');
    const school = s.schools.first.id;
    const plan = new FormData();
    plan.append('file', new Blob([PNG]), 'schematic.png');
    plan.append('sectionId', 'aerial-schematic');
    plan.append('fieldName', 'schematic');
    const photo = new FormData();
    photo.append('file', new Blob([PNG]), 'tank.png');
    for (const [path, form] of [
      ['plan/files', plan],
      ['calendar/photos', photo],
    ] as const) {
      const up = await fetch(`${s.url}/api/schools/${school}/${path}`, {
        method: 'POST',
        headers: { cookie, origin: s.origin },
        body: form,
      });
      expect(up.status, path).toBe(201);
      const { id } = (await up.json()) as { id: string };
      const got = await fetch(`${s.url}/api/schools/${school}/${path}/${id}`, { headers: { cookie } });
      expect(got.status, path).toBe(200);
      expect(got.headers.get('cache-control'), path).toBe('private, no-store');
      expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);
    }
  });
});

describe('Permissions-Policy', () => {
  test.each(['/api/me', '/', '/schools/anything', '/api/openapi.json'])(
    '%s turns off camera, microphone and payment, and keeps geolocation to our own pages',
    async (path) => {
      const res = await s.request(path);
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'payment'])
        expect(policy, feature).toContain(`${feature}=()`);
      // A school's place may be taken from the device (decision 037): our origin only, never a frame's.
      expect(policy).toContain('geolocation=(self)');
    },
  );
});
