/**
 * The notification hub: tells open event streams (GET /api/notifications/stream) that something changed
 * for their user. In one process it is a map of listeners by user id. On PostgreSQL every hub also
 * LISTENs on one channel through its own connection and NOTIFYs there, so that a notification created by
 * another server process (a second instance, a delivery worker) reaches this process's streams.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { NotificationJson } from '../../../domain/notifications';
import type { Deps } from '../../lib/context';

/** The PostgreSQL channel every WaiKura process listens on. */
export const HUB_CHANNEL = 'waikura_notifications';

/**
 * What a stream hears. `notification`: a new notification for this user (carried whole when it fits a
 * NOTIFY payload, else by id for the stream to read). `unread`: something was read or deleted, so the
 * unread count may have changed.
 */
export type HubEvent =
  | { kind: 'notification'; userId: string; id: string; notification?: NotificationJson }
  | { kind: 'unread'; userId: string };

export type HubListener = (event: HubEvent) => void;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

export interface HubOptions {
  /** PostgreSQL URL: with it, events also travel between processes through LISTEN/NOTIFY. */
  databaseUrl?: string;
  log?: Logger;
}

export class NotificationHub {
  /** Tells this hub's own NOTIFYs apart from other processes' ones. */
  readonly origin = randomBytes(8).toString('hex');
  private readonly listeners = new Map<string, Set<HubListener>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  /** The LISTEN connection's queries, one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = 1000;
  private closed = false;

  constructor(private readonly opts: HubOptions = {}) {
    if (opts.databaseUrl) this.connect();
  }

  /** True when events travel between processes (PostgreSQL). */
  get shared(): boolean {
    return Boolean(this.opts.databaseUrl);
  }

  /**
   * Resolves once the LISTEN connection is up (immediately without PostgreSQL), or after `withinMs` at
   * most: a database that does not answer is not waited for without end.
   */
  async ready(withinMs = Number.POSITIVE_INFINITY): Promise<void> {
    if (!this.connecting) return;
    if (!Number.isFinite(withinMs)) return void (await this.connecting);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, withinMs);
    });
    await Promise.race([this.connecting, waited]);
    clearTimeout(timer);
  }

  /** Listens for one user's events; returns the function that stops listening. */
  subscribe(userId: string, listener: HubListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(userId);
    };
  }

  /** How many streams listen for this user (or for anyone). */
  listenerCount(userId?: string): number {
    if (userId !== undefined) return this.listeners.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /** Tells this process's listeners at once, and other processes through NOTIFY. */
  publish(event: HubEvent): void {
    this.deliver(event);
    if (this.client && !this.closed) this.notifyOthers(event);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  private deliver(event: HubEvent): void {
    const set = this.listeners.get(event.userId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (err) {
        this.opts.log?.warn({ err }, 'notification hub: a listener failed');
      }
    }
  }

  private notifyOthers(event: HubEvent): void {
    let payload = JSON.stringify({ origin: this.origin, event });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && event.kind === 'notification') {
      // Too large to carry: the receiving streams read it by id.
      const { notification: _whole, ...byId } = event;
      payload = JSON.stringify({ origin: this.origin, event: byId });
    }
    const client = this.client;
    if (!client) return;
    // One query at a time on this connection (pg warns about overlapping ones), after LISTEN is set up.
    this.queue = this.queue
      .then(() => client.query('select pg_notify($1, $2)', [HUB_CHANNEL, payload]))
      .catch((err: unknown) => {
        this.opts.log?.warn({ err }, 'notification hub: NOTIFY failed');
      });
  }

  private onNotification(message: pg.Notification): void {
    if (message.channel !== HUB_CHANNEL || !message.payload) return;
    let parsed: { origin?: string; event?: HubEvent };
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      return;
    }
    const event = parsed.event;
    if (parsed.origin === this.origin || !event || typeof event.userId !== 'string') return;
    if (event.kind !== 'notification' && event.kind !== 'unread') return;
    this.deliver(event);
  }

  private connect(): void {
    if (this.closed || !this.opts.databaseUrl) return;
    const client = new pg.Client({ connectionString: this.opts.databaseUrl });
    this.client = client;
    client.on('notification', (m) => this.onNotification(m));
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      if (this.closed) return;
      this.opts.log?.warn({ err }, 'notification hub: LISTEN connection lost, reconnecting');
      this.retryTimer = setTimeout(() => this.connect(), this.retryDelay);
      this.retryTimer.unref();
      this.retryDelay = Math.min(this.retryDelay * 2, 30_000);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.connecting = client
      .connect()
      .then(() => client.query(`listen ${HUB_CHANNEL}`))
      .then(() => {
        this.retryDelay = 1000;
      })
      .catch(lost);
    this.queue = this.connecting;
  }
}

const hubs = new WeakMap<Deps, NotificationHub>();

/** The one hub of a running app (its Deps), created on first use. */
export function getHub(deps: Deps): NotificationHub {
  let hub = hubs.get(deps);
  if (!hub) {
    hub = new NotificationHub({
      databaseUrl: deps.database.kind === 'postgres' ? deps.config.databaseUrl : undefined,
      log: deps.log,
    });
    hubs.set(deps, hub);
  }
  return hub;
}

/** Closes the hub of these Deps, if one was made (its LISTEN connection keeps a process alive). */
export async function closeHub(deps: Deps): Promise<void> {
  const hub = hubs.get(deps);
  if (!hub) return;
  hubs.delete(deps);
  await hub.close();
}
