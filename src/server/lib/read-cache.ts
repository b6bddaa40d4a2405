import { type TableWatcher, tableChangesOf } from '../db/changes';

/**
 * A read-through cache of answers that come from a few tables, dropped the moment any of those tables
 * is written (decision 016). It never answers from memory:
 * - while a write of one of its tables is open in this process (db/changes.ts sees every statement);
 * - with an answer read before the last write started or ended (each write moves the epoch twice);
 * - on PostgreSQL, while the change feed from other processes is not listening;
 * - after an answer's own end of validity (`validUntil`, e.g. a session's expiry), or for a clock that
 *   reads earlier than the one the answer was read at;
 * - after `maxAgeMs`, a backstop only.
 * Entries are bounded (oldest dropped first).
 */
export interface ReadCacheOptions {
  tables: readonly string[];
  maxEntries?: number;
  maxAgeMs?: number;
  /** Set false to read through every time (`READ_CACHE=0`). */
  enabled?: boolean;
}

interface Entry<T> {
  value: T;
  epoch: number;
  /** ms since the epoch: the clock the answer was read at, and the first instant it no longer holds. */
  readAt: number;
  validUntil: number;
  storedAt: number;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
}

export class ReadCache<T> implements TableWatcher {
  readonly tables: ReadonlySet<string>;
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly enabled: boolean;
  private epoch = 0;
  private openWrites = 0;
  private feedUp = true;
  private hits = 0;
  private misses = 0;

  constructor(opts: ReadCacheOptions) {
    this.tables = new Set(opts.tables);
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.maxAgeMs = opts.maxAgeMs ?? 60_000;
    this.enabled = opts.enabled ?? true;
  }

  /** Whether memory may answer now. */
  private get trusted(): boolean {
    return this.enabled && this.feedUp && this.openWrites === 0;
  }

  /**
   * The answer for `key` at clock `now`: from memory when it may, else from `load`, kept when nothing
   * was written meanwhile. `load` returns the answer and the instant it stops holding (or null: nothing
   * to keep, e.g. no such session).
   */
  async read<A extends unknown[]>(
    key: string,
    now: number,
    load: (...args: A) => Promise<{ value: T; validUntil: number } | null>,
    ...args: A
  ): Promise<T | null> {
    if (this.trusted) {
      const entry = this.entries.get(key);
      if (
        entry &&
        entry.epoch === this.epoch &&
        now >= entry.readAt &&
        now < entry.validUntil &&
        Date.now() - entry.storedAt < this.maxAgeMs
      ) {
        this.hits++;
        return entry.value;
      }
    }
    this.misses++;
    const epoch = this.epoch;
    const trustedBefore = this.trusted;
    const loaded = await load(...args);
    if (!loaded) return null;
    if (trustedBefore && this.trusted && this.epoch === epoch) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(key, {
        value: loaded.value,
        epoch,
        readAt: now,
        validUntil: loaded.validUntil,
        storedAt: Date.now(),
      });
    }
    return loaded.value;
  }

  /** Drops every answer. */
  invalidate(): void {
    this.epoch++;
    this.entries.clear();
  }

  writeStarted(): void {
    this.openWrites++;
    this.invalidate();
  }

  writeEnded(): void {
    this.openWrites = Math.max(0, this.openWrites - 1);
    this.invalidate();
  }

  changedElsewhere(): void {
    this.invalidate();
  }

  setFeedUp(up: boolean): void {
    this.feedUp = up;
    this.invalidate();
  }

  stats(): ReadCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size };
  }
}

/**
 * `load(...args)`'s answer for `key`, through the read cache `name` of this database handle when there is
 * one (see `readCacheOf`), else straight from `load`. `load` is a function of its arguments, not a closure
 * made per call: this runs on nearly every request, and a closure per call costs (tsx names each one).
 */
export async function readThrough<T, A extends unknown[]>(
  db: object,
  cache: { name: string; tables: readonly string[] },
  key: string,
  now: number,
  load: (...args: A) => Promise<{ value: T; validUntil: number } | null>,
  ...args: A
): Promise<T | null> {
  const found = readCacheOf<T>(db, cache.name, { tables: cache.tables });
  return found ? found.read(key, now, load, ...args) : ((await load(...args))?.value ?? null);
}

const cachesOfDb = new WeakMap<object, Map<string, ReadCache<unknown>>>();

/**
 * The read cache `name` of this database handle, made on first use and watching its tables; null when
 * the handle's statements are not watched (not made by openDatabase) or caching is off.
 */
export function readCacheOf<T>(db: object, name: string, opts: ReadCacheOptions): ReadCache<T> | null {
  const changes = tableChangesOf(db);
  if (!changes?.cache) return null;
  let byName = cachesOfDb.get(db);
  if (!byName) {
    byName = new Map();
    cachesOfDb.set(db, byName);
  }
  let cache = byName.get(name) as ReadCache<T> | undefined;
  if (!cache) {
    cache = new ReadCache<T>(opts);
    changes.watch(cache);
    byName.set(name, cache as ReadCache<unknown>);
  }
  return cache;
}

const jsonOfFrozen = new WeakMap<object, string>();

/**
 * `JSON.stringify(value)`, made once per object: for the frozen answers of the caches above, which are
 * handed out again and again while nothing changes (a new answer is a new object). Not for objects that
 * may still change.
 */
export function frozenJson(value: object): string {
  let json = jsonOfFrozen.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonOfFrozen.set(value, json);
  }
  return json;
}
