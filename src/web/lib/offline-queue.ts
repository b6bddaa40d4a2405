/**
 * Writes made without a network, kept in this browser (IndexedDB) and sent when the network returns
 * (issue 16, decision 028). For records that are created, not edited: a water-test result, an incident
 * note. Plan sections have their own offline draft (decision 019) and never come here.
 *
 * The contract with the server, for every endpoint that takes queued writes:
 * - the body carries `clientId`, a UUID made here once per write, kept with it through every retry;
 * - the first request with a `clientId` creates the record (2xx); any later request with the same
 *   `clientId` from the same user creates nothing and answers 2xx with the same record;
 * - a 4xx other than 401, 408 and 429 means "never": the write is kept, marked refused with the server's
 *   message, and shown until the person dismisses it; 401, 408, 429, 5xx and no answer mean "later".
 *
 * Exactly once, then: a write leaves the queue only after a 2xx for it; a repeat after a lost answer is
 * absorbed by the server's `clientId`; two tabs never send at the same time (a Web Lock around a flush).
 */
import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { ApiError } from './api';

/** What a queued write is, for the count the person sees ("2 results waiting to send"). */
export type QueuedKind = 'result' | 'note' | 'visit';

export interface QueuedWrite {
  clientId: string;
  /** The user who made it: only their session sends it. */
  userId: string;
  kind: QueuedKind;
  /** A few words that name it to the person ("E. coli 4 per 100 mL, 25 Nov"), shown if it is refused. */
  summary: string;
  url: string;
  method: 'POST' | 'PUT';
  body: Record<string, unknown>;
  /** When it was made (ISO), which is also the order of sending. */
  createdAt: string;
  state: 'waiting' | 'refused';
  /** The server's message for a refused write. */
  error?: string;
}

/** Where the queue is kept: IndexedDB in the browser, a map in unit tests. */
export interface QueueStore {
  all(): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  remove(clientId: string): Promise<void>;
  clear(): Promise<void>;
}

export function indexedDbStore(): QueueStore {
  let db: UseStore | undefined;
  const store = () => {
    db ??= createStore('waikura-offline', 'writes');
    return db;
  };
  return {
    all: async () => (await entries<string, QueuedWrite>(store())).map(([, w]) => w),
    put: (w) => set(w.clientId, w, store()),
    remove: (id) => del(id, store()),
    clear: () => clear(store()),
  };
}

export function memoryStore(): QueueStore {
  const map = new Map<string, QueuedWrite>();
  return {
    all: async () => [...map.values()].map((w) => structuredClone(w)),
    put: async (w) => void map.set(w.clientId, structuredClone(w)),
    remove: async (id) => void map.delete(id),
    clear: async () => map.clear(),
  };
}

export interface NewWrite {
  kind: QueuedKind;
  summary: string;
  url: string;
  method?: 'POST' | 'PUT';
  body: Record<string, unknown>;
}

export type SendResult =
  | { status: 'sent'; clientId: string; data: unknown }
  | { status: 'queued'; clientId: string };

export interface FlushResult {
  sent: number;
  refused: number;
  /** Writes still waiting (no network, signed out, or the server busy). */
  waiting: number;
}

interface Options {
  store: QueueStore;
  fetch?: typeof fetch;
  /** Whether the browser says it is online (navigator.onLine). */
  online?: () => boolean;
  newId?: () => string;
  now?: () => Date;
  /** Runs `task` with no other tab's flush running (the Web Locks API where the browser has it). */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** The interface's language, sent so the server answers a refusal in it (decision 044). */
  language?: () => string;
}

type Outcome =
  | { kind: 'sent'; data: unknown }
  | { kind: 'later' }
  | { kind: 'refused'; status: number; code: string; message: string; fields?: Record<string, string> };

const LATER_STATUSES = new Set([401, 408, 429]);

export function createOfflineQueue(options: Options) {
  const { store } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? (() => new Date());
  const exclusive =
    options.exclusive ??
    (<T>(task: () => Promise<T>): Promise<T> =>
      typeof navigator !== 'undefined' && navigator.locks
        ? (navigator.locks.request('waikura-offline-queue', task) as Promise<T>)
        : task());
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const l of listeners) l();
  };

  async function attempt(write: Pick<QueuedWrite, 'url' | 'method' | 'body'>): Promise<Outcome> {
    let response: Response;
    try {
      response = await doFetch(write.url, {
        method: write.method,
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.language ? { 'accept-language': options.language() } : {}),
        },
        body: JSON.stringify(write.body),
      });
    } catch {
      return { kind: 'later' };
    }
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (response.ok) return { kind: 'sent', data };
    if (response.status >= 500 || LATER_STATUSES.has(response.status)) return { kind: 'later' };
    const error = (
      data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null
    )?.error;
    return {
      kind: 'refused',
      status: response.status,
      code: error?.code ?? 'http_error',
      message: error?.message ?? `The server refused it (${response.status}).`,
      ...(error?.fields ? { fields: error.fields } : {}),
    };
  }

  /** The writes kept here, oldest first. */
  async function list(): Promise<QueuedWrite[]> {
    return (await store.all()).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /**
   * Sends the write now when the network allows, else keeps it to send later. A refusal (4xx) of a write
   * sent now is thrown as an `ApiError`, for the form to show at once; nothing is kept then.
   */
  async function send(userId: string, write: NewWrite): Promise<SendResult> {
    const clientId = newId();
    const queued: QueuedWrite = {
      clientId,
      userId,
      kind: write.kind,
      summary: write.summary,
      url: write.url,
      method: write.method ?? 'POST',
      body: { ...write.body, clientId },
      createdAt: now().toISOString(),
      state: 'waiting',
    };
    if (online()) {
      const outcome = await attempt(queued);
      if (outcome.kind === 'sent') return { status: 'sent', clientId, data: outcome.data };
      if (outcome.kind === 'refused')
        throw new ApiError(outcome.status, outcome.code, outcome.message, outcome.fields);
    }
    await store.put(queued);
    changed();
    return { status: 'queued', clientId };
  }

  /** Sends this user's waiting writes in the order they were made; stops at the first "later". */
  function flush(userId: string): Promise<FlushResult> {
    return exclusive(async () => {
      const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
      let stopped = false;
      for (const write of await list()) {
        if (write.userId !== userId || write.state !== 'waiting') continue;
        if (stopped || !online()) {
          result.waiting += 1;
          continue;
        }
        const outcome = await attempt(write);
        if (outcome.kind === 'sent') {
          await store.remove(write.clientId);
          result.sent += 1;
        } else if (outcome.kind === 'refused') {
          await store.put({ ...write, state: 'refused', error: outcome.message });
          result.refused += 1;
        } else {
          stopped = true;
          result.waiting += 1;
        }
        changed();
      }
      return result;
    });
  }

  return {
    send,
    flush,
    list,
    /** Forgets one write (a refused one the person has read). */
    async dismiss(clientId: string) {
      await store.remove(clientId);
      changed();
    },
    /** Forgets every write (logout). */
    async clear() {
      await store.clear();
      changed();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;
