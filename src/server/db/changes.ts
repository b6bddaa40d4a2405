/**
 * Which tables are being written, for the read caches (lib/read-cache.ts, decision 016).
 *
 * - **This process**: every statement on its way to the database (pg's `Client#query` of every pooled
 *   connection, PGlite's `query`, `exec` and transactions) is classified by its text. A statement that
 *   writes a watched table tells the caches watching it that a write has started, before it is sent,
 *   and that it has ended once it (outside a transaction) or its transaction's COMMIT or ROLLBACK has
 *   completed. While a write is open, those caches answer nothing from memory and keep nothing.
 * - **Other processes** (PostgreSQL only): migration 0004's trigger NOTIFYs `waikura_table_changed`
 *   with the table's name after every write of a watched table, by anyone (a second server, a worker,
 *   psql). `ChangeFeed` LISTENs there; until it is listening, and whenever its connection is lost,
 *   the caches answer nothing from memory.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A cache's side of the watch: `lib/read-cache.ts` implements it. */
export interface TableWatcher {
  readonly tables: ReadonlySet<string>;
  writeStarted(): void;
  writeEnded(): void;
  /** Another process wrote one of the tables (already committed). */
  changedElsewhere(): void;
  /** Whether changes made elsewhere can be heard (false until the feed listens, and while it is down). */
  setFeedUp(up: boolean): void;
}

/** The channel of migration 0004's trigger; its payload is the table's name. */
export const CHANGE_CHANNEL = 'waikura_table_changed';

/** All tables: a statement that changes the schema (migrations). */
const EVERY_TABLE = '*';

const WRITE =
  /\b(?:insert\s+into|(?<!\b(?:for|do)\s+)update|delete\s+from)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi;
const SCHEMA_OR_BULK = /^\s*(?:alter|drop|create|truncate|comment|copy|do|call|merge|select\s+setval)\b/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const END = /^\s*(?:commit|end|abort|rollback(?!\s+(?:(?:work|transaction)\s+)?to\b))\b/i;
/** More than one statement in one text (a `;` followed by anything but blanks). */
const SEVERAL = /;\s*\S/;

export interface StatementKind {
  begins: boolean;
  ends: boolean;
  /** The tables it may write (`*`: any table); empty for a read. */
  writes: readonly string[];
}

const READ: StatementKind = { begins: false, ends: false, writes: [] };
const kinds = new Map<string, StatementKind>();

/**
 * What a statement does to tables, from its text. Errs on the side of "writes": any `insert into`,
 * `update` or `delete from` anywhere in the text (a CTE included) counts, and schema or bulk statements
 * count as writing every table.
 */
export function classifyStatement(input: unknown): StatementKind {
  // A tagged template (PGlite's `sql`) is classified by its parts.
  const text = Array.isArray(input) ? input.join('$') : input;
  if (typeof text !== 'string') return READ;
  const known = kinds.get(text);
  if (known) return known;
  let kind: StatementKind;
  // Several statements in one text (a simple-protocol script): whatever they do, they are done when it
  // returns, so it counts as one write of every table, whatever its first word.
  if (SEVERAL.test(text)) kind = { begins: false, ends: false, writes: [EVERY_TABLE] };
  else if (BEGIN.test(text)) kind = { begins: true, ends: false, writes: [] };
  else if (END.test(text)) kind = { begins: false, ends: true, writes: [] };
  else if (SCHEMA_OR_BULK.test(text)) kind = { begins: false, ends: false, writes: [EVERY_TABLE] };
  else {
    const writes = new Set<string>();
    for (const match of text.matchAll(WRITE)) writes.add(match[1]!.toLowerCase());
    kind = writes.size ? { begins: false, ends: false, writes: [...writes] } : READ;
  }
  // Prepared and repeated statements share their text: remember a bounded number of them.
  if (kinds.size >= 5000) kinds.clear();
  kinds.set(text, kind);
  return kind;
}

/**
 * A statement or transaction that has written: the tables it wrote and the watchers it told that a write
 * started, to tell them when it ends.
 */
interface Open {
  tables: Set<string>;
  watchers: Set<TableWatcher>;
}

const newOpen = (): Open => ({ tables: new Set(), watchers: new Set() });
const touches = (tables: Iterable<string>, watcher: TableWatcher) => {
  for (const t of tables) if (t === EVERY_TABLE || watcher.tables.has(t)) return true;
  return false;
};

export class TableChanges {
  private readonly watchers = new Set<TableWatcher>();
  /** Writes that have started and not ended (so that a cache made meanwhile hears their end). */
  private readonly open = new Set<Open>();
  private feedUp = true;

  /** `cache`: whether read caches may keep answers for this database (`READ_CACHE=0` turns them off). */
  constructor(readonly cache = true) {}

  /**
   * Registers a cache; it hears every write of its tables from now on, and the end of any write of them
   * already under way (a cache made in the middle of a transaction must not trust what it reads).
   */
  watch(watcher: TableWatcher): void {
    this.watchers.add(watcher);
    watcher.setFeedUp(this.feedUp);
    for (const open of this.open) {
      if (touches(open.tables, watcher)) {
        open.watchers.add(watcher);
        watcher.writeStarted();
      }
    }
  }

  /** Tells the watchers of these tables that a write starts, as part of `open`. */
  start(writes: readonly string[], open: Open): void {
    for (const t of writes) open.tables.add(t);
    this.open.add(open);
    for (const watcher of this.watchers) {
      if (open.watchers.has(watcher)) continue;
      if (touches(writes, watcher)) {
        open.watchers.add(watcher);
        watcher.writeStarted();
      }
    }
  }

  /** Tells the watchers of `open` that its write has ended (committed, rolled back or failed). */
  end(open: Open): void {
    this.open.delete(open);
    const watchers = [...open.watchers];
    open.watchers.clear();
    open.tables.clear();
    for (const watcher of watchers) watcher.writeEnded();
  }

  /** A committed write of `table` by another process (ChangeFeed). */
  changedElsewhere(table: string): void {
    for (const watcher of this.watchers) if (watcher.tables.has(table)) watcher.changedElsewhere();
  }

  setFeedUp(up: boolean): void {
    this.feedUp = up;
    for (const watcher of this.watchers) watcher.setFeedUp(up);
  }

  /** Calls `finish` once, when a statement sent with these arguments has completed (or failed). */
  private static whenDone(args: unknown[], send: (args: unknown[]) => unknown, done: () => void): unknown {
    let finished = false;
    const finish = () => {
      if (!finished) {
        finished = true;
        done();
      }
    };
    const first = args[0] as
      | {
          callback?: unknown;
          submit?: unknown;
          once?: (event: string, listener: () => void) => unknown;
        }
      | undefined;
    let byEvent = false;
    if (first && typeof first === 'object') {
      // A Submittable (a cursor, a stream) ends with an event; a config may carry its own callback.
      if (typeof first.submit === 'function' && typeof first.once === 'function') {
        byEvent = true;
        first.once('end', finish);
        first.once('error', finish);
      } else if (typeof first.callback === 'function') {
        byEvent = true;
        const callback = first.callback as (...r: unknown[]) => unknown;
        first.callback = function (this: unknown, ...r: unknown[]) {
          finish();
          return callback.apply(this, r);
        };
      }
    }
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as (...r: unknown[]) => unknown;
      const wrapped = [...args];
      wrapped[wrapped.length - 1] = function (this: unknown, ...r: unknown[]) {
        finish();
        return callback.apply(this, r);
      };
      return send(wrapped);
    }
    let result: unknown;
    try {
      result = send(args);
    } catch (err) {
      finish();
      throw err;
    }
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(finish, finish);
    else if (!byEvent) finish();
    return result;
  }

  /** Observes every statement of every connection of this pool. */
  observePool(pool: pg.Pool): void {
    const transactions = new WeakMap<pg.PoolClient, Open>();
    const endTransaction = (client: pg.PoolClient) => {
      const open = transactions.get(client);
      if (open) {
        transactions.delete(client);
        this.end(open);
      }
    };
    pool.on('connect', (client) => {
      const query = client.query as unknown as (...args: unknown[]) => unknown;
      const send = (args: unknown[]) => query.apply(client, args);
      (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
        const first = args[0];
        const kind = classifyStatement(
          typeof first === 'string' ? first : (first as { text?: unknown })?.text,
        );
        if (kind.begins) {
          // A second BEGIN inside a transaction only draws a warning: the transaction goes on.
          if (!transactions.has(client)) transactions.set(client, newOpen());
          return send(args);
        }
        if (kind.ends) {
          const open = transactions.get(client);
          if (!open) return send(args);
          transactions.delete(client);
          return TableChanges.whenDone(args, send, () => this.end(open));
        }
        if (kind.writes.length === 0) return send(args);
        const transaction = transactions.get(client);
        if (transaction) {
          this.start(kind.writes, transaction);
          return send(args);
        }
        const open = newOpen();
        this.start(kind.writes, open);
        return TableChanges.whenDone(args, send, () => this.end(open));
      };
      // A connection that ends or goes back to the pool has no transaction left open.
      client.on('end', () => endTransaction(client));
    });
    pool.on('release', (_err: unknown, client: pg.PoolClient) => endTransaction(client));
    pool.on('remove', (client) => endTransaction(client));
  }

  /** Observes every statement of this embedded database. */
  observePglite(client: PGlite): void {
    type Fn = (...args: unknown[]) => Promise<unknown>;
    const self = this;
    const observed = (target: Record<string, unknown>, name: string, transaction: Open | null) => {
      const original = target[name] as Fn | undefined;
      if (typeof original !== 'function') return;
      target[name] = function (this: unknown, ...args: unknown[]) {
        const kind = classifyStatement(args[0]);
        if (kind.writes.length === 0) return original.apply(this, args);
        if (transaction) {
          self.start(kind.writes, transaction);
          return original.apply(this, args);
        }
        const open = newOpen();
        self.start(kind.writes, open);
        return TableChanges.whenDone(
          args,
          (a) => original.apply(this, a),
          () => self.end(open),
        );
      };
    };
    const target = client as unknown as Record<string, unknown>;
    observed(target, 'query', null);
    observed(target, 'exec', null);
    const transaction = target.transaction as Fn;
    target.transaction = function (this: unknown, ...args: unknown[]) {
      const callback = args[0] as (tx: Record<string, unknown>) => unknown;
      const open = newOpen();
      const withTx = (tx: Record<string, unknown>) => {
        for (const name of ['query', 'sql', 'exec']) observed(tx, name, open);
        return callback(tx);
      };
      // Not `whenDone`: the callback here is the transaction's body, not a completion callback.
      const ended = () => self.end(open);
      const result = transaction.apply(this, [withTx, ...args.slice(1)]);
      result.then(ended, ended);
      return result;
    };
  }
}

/** How often the feed proves it still hears: a NOTIFY sent through the pool must come back by the next. */
export const FEED_PING_MS = 15_000;

/**
 * LISTENs on CHANGE_CHANNEL through its own connection (PostgreSQL, TCP keep-alive on), reconnecting
 * with back-off. Every FEED_PING_MS it sends a NOTIFY of its own through the pool (`ping`); if that has
 * not come back by the next time, the connection is taken for lost (a silent network failure, or a
 * pooler that does not pass notifications on). The caches trust memory only while it hears.
 */
export class ChangeFeed {
  private client: pg.Client | null = null;
  private lostCurrent: (() => void) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private awaitingPing: string | null = null;
  private retryDelay = 500;
  private closed = false;
  readonly ready: Promise<void>;

  constructor(
    private readonly databaseUrl: string,
    private readonly changes: TableChanges,
    private readonly ping: (payload: string) => Promise<unknown>,
    pingEveryMs = FEED_PING_MS,
  ) {
    changes.setFeedUp(false);
    this.ready = this.connect();
    this.pingTimer = setInterval(() => this.pingOnce(), pingEveryMs);
    this.pingTimer.unref();
  }

  private pingOnce(): void {
    if (this.closed || !this.client) return;
    if (this.awaitingPing) {
      this.lostCurrent?.();
      return;
    }
    const payload = `ping:${randomBytes(8).toString('hex')}`;
    this.awaitingPing = payload;
    // A pool that fails to send it leaves the ping unanswered: the next round takes the feed for lost.
    this.ping(payload).catch(() => {});
  }

  private connect(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    this.client = client;
    this.awaitingPing = null;
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      if (message.payload.startsWith('ping:')) {
        if (message.payload === this.awaitingPing) this.awaitingPing = null;
        return;
      }
      this.changes.changedElsewhere(message.payload);
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.lostCurrent = null;
      this.changes.setFeedUp(false);
      client.end().catch(() => {});
      if (this.closed) return;
      this.retryTimer = setTimeout(() => void this.connect(), this.retryDelay);
      this.retryTimer.unref();
      this.retryDelay = Math.min(this.retryDelay * 2, 30_000);
    };
    this.lostCurrent = lost;
    client.on('error', lost);
    client.on('end', lost);
    return client
      .connect()
      .then(() => client.query(`listen ${CHANGE_CHANNEL}`))
      .then(() => {
        if (this.client !== client) return;
        this.retryDelay = 500;
        // Whatever changed while nobody listened is unknown: setFeedUp starts the caches afresh.
        this.changes.setFeedUp(true);
      })
      .catch(lost);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    const client = this.client;
    this.client = null;
    this.changes.setFeedUp(false);
    if (client) await client.end().catch(() => {});
  }
}

const changesOfDb = new WeakMap<object, TableChanges>();

/** Links a database handle to the watch of its statements (openDatabase). */
export function setTableChanges(db: object, changes: TableChanges): void {
  changesOfDb.set(db, changes);
}

/** The watch of a database handle's statements; undefined for a handle openDatabase did not make. */
export function tableChangesOf(db: object): TableChanges | undefined {
  return changesOfDb.get(db);
}
