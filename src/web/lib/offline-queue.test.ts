import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createOfflineQueue, memoryStore } from './offline-queue';

/**
 * A server at the network edge, as the queue meets it: records keyed by `clientId` (a repeat answers the
 * same record and creates nothing), and a switch for "no network".
 */
function fakeServer() {
  const records = new Map<string, { id: number; body: Record<string, unknown> }>();
  const requests: Record<string, unknown>[] = [];
  let network = true;
  let next: number | null = null;
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (!network) throw new TypeError('Failed to fetch');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    requests.push(body);
    if (next !== null) {
      const status = next;
      next = null;
      const fields = { value: 'Enter the result as a number.' };
      return new Response(JSON.stringify({ error: { code: 'bad', message: `status ${status}`, fields } }), {
        status,
      });
    }
    const clientId = String(body.clientId);
    const existing = records.get(clientId);
    if (existing) return Response.json(existing, { status: 200 });
    const record = { id: records.size + 1, body };
    records.set(clientId, record);
    return Response.json(record, { status: 201 });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    records,
    requests,
    setNetwork: (on: boolean) => {
      network = on;
    },
    answerNext: (status: number) => {
      next = status;
    },
  };
}

function setup() {
  const server = fakeServer();
  let online = true;
  let n = 0;
  let t = Date.parse('2026-11-25T09:00:00Z');
  const queue = createOfflineQueue({
    store: memoryStore(),
    fetch: server.fetch,
    online: () => online,
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    now: () => {
      t += 1000;
      return new Date(t);
    },
    exclusive: (task) => task(),
  });
  return {
    server,
    queue,
    setOnline: (on: boolean) => {
      online = on;
    },
  };
}

const result = (value: number) => ({
  kind: 'result' as const,
  summary: `E. coli ${value} per 100 mL`,
  url: '/api/schools/abc/water-tests',
  body: { parameter: 'e-coli', value },
});

describe('the offline queue', () => {
  it('sends at once when online, with a clientId, and keeps nothing', async () => {
    const { server, queue } = setup();
    const sent = await queue.send('u1', result(0));
    expect(sent.status).toBe('sent');
    expect(server.requests).toEqual([{ parameter: 'e-coli', value: 0, clientId: sent.clientId }]);
    expect(await queue.list()).toEqual([]);
  });

  it('keeps writes made offline and sends each exactly once, in order, when the network returns', async () => {
    const { server, queue, setOnline } = setup();
    setOnline(false);
    server.setNetwork(false);
    const a = await queue.send('u1', result(4));
    const b = await queue.send('u1', result(7));
    expect([a.status, b.status]).toEqual(['queued', 'queued']);
    expect((await queue.list()).map((w) => w.body.value)).toEqual([4, 7]);
    expect(await queue.flush('u1')).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(server.requests).toEqual([]);

    setOnline(true);
    server.setNetwork(true);
    expect(await queue.flush('u1')).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(await queue.flush('u1')).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(server.requests.map((r) => r.value)).toEqual([4, 7]);
    expect(server.records.size).toBe(2);
    expect(await queue.list()).toEqual([]);
  });

  it('a write whose answer was lost is sent again with the same clientId, and the server keeps one', async () => {
    const { server, queue } = setup();
    // The request reached the server, but the answer never came back (a 503 from a proxy, say).
    await queue.send('u1', { ...result(4), body: { parameter: 'e-coli', value: 4 } });
    const first = server.requests[0]!;
    server.answerNext(503);
    const queued = await queue.send('u1', result(9));
    expect(queued.status).toBe('queued');
    expect(await queue.flush('u1')).toEqual({ sent: 1, refused: 0, waiting: 0 });
    const ids = server.requests.slice(1).map((r) => r.clientId);
    expect(ids).toEqual([queued.clientId, queued.clientId]);
    expect(first.clientId).not.toBe(queued.clientId);
    expect(server.records.size).toBe(2);
  });

  it('stops at the first write that must wait, and keeps the order', async () => {
    const { server, queue, setOnline } = setup();
    setOnline(false);
    await queue.send('u1', result(1));
    await queue.send('u1', result(2));
    setOnline(true);
    server.answerNext(500);
    expect(await queue.flush('u1')).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(await queue.flush('u1')).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(server.requests.map((r) => r.value)).toEqual([1, 1, 2]);
  });

  it('keeps a refused write with the server’s message until dismissed, and goes on with the next', async () => {
    const { server, queue, setOnline } = setup();
    setOnline(false);
    const bad = await queue.send('u1', result(-1));
    await queue.send('u1', result(3));
    setOnline(true);
    server.answerNext(400);
    expect(await queue.flush('u1')).toEqual({ sent: 1, refused: 1, waiting: 0 });
    expect(await queue.list()).toMatchObject([
      { clientId: bad.clientId, state: 'refused', error: 'status 400' },
    ]);
    expect(await queue.flush('u1')).toEqual({ sent: 0, refused: 0, waiting: 0 });
    await queue.dismiss(bad.clientId);
    expect(await queue.list()).toEqual([]);
  });

  it('throws a refusal of a write sent at once, and keeps nothing', async () => {
    const { server, queue } = setup();
    server.answerNext(422);
    const refused = queue.send('u1', result(1));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    // With the server's messages per field, so the form shows them at its fields.
    await expect(refused).rejects.toMatchObject({
      status: 422,
      code: 'bad',
      message: 'status 422',
      fields: { value: 'Enter the result as a number.' },
    });
    await expect(queue.send('u1', result(1))).resolves.toMatchObject({ status: 'sent' });
    expect(await queue.list()).toEqual([]);
  });

  it('sends only the signed-in user’s writes; a signed-out answer (401) means later', async () => {
    const { server, queue, setOnline } = setup();
    setOnline(false);
    await queue.send('u1', result(1));
    await queue.send('u2', result(2));
    setOnline(true);
    expect(await queue.flush('u2')).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(server.requests.map((r) => r.value)).toEqual([2]);
    server.answerNext(401);
    expect(await queue.flush('u1')).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect((await queue.list()).map((w) => w.state)).toEqual(['waiting']);
  });

  it('tells its listeners of every change, and clear forgets everything', async () => {
    const { queue, setOnline } = setup();
    let calls = 0;
    const stop = queue.subscribe(() => {
      calls += 1;
    });
    setOnline(false);
    await queue.send('u1', result(1));
    await queue.clear();
    expect(calls).toBe(2);
    expect(await queue.list()).toEqual([]);
    stop();
  });
});

describe('the language of a refusal (decision 044)', () => {
  it('says the interface language on every write it sends, so the server answers in it', async () => {
    const languages: (string | null)[] = [];
    const queue = createOfflineQueue({
      store: memoryStore(),
      fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
        languages.push(new Headers(init?.headers).get('accept-language'));
        return Response.json({ id: 1 }, { status: 201 });
      }) as typeof globalThis.fetch,
      online: () => true,
      newId: () => '00000000-0000-4000-8000-000000000001',
      exclusive: (task) => task(),
      language: () => 'mi',
    });
    await queue.send('u1', result(0));
    expect(languages).toEqual(['mi']);
  });
});
