import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CHANGE_CHANNEL, ChangeFeed, setTableChanges, TableChanges } from './changes';
import * as schema from './schema';

/**
 * One handle type for both drivers: the node-postgres one. PGlite's drizzle handle has the same query
 * API; typing it as a union breaks `.returning()` (engineering notes), so it is cast once, here.
 */
export type Db = NodePgDatabase<typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** How many committed migrations are not yet applied. */
  pendingMigrations(): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests dump and reload it). */
  pglite?: PGlite;
}

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Whether read caches may keep answers (db/changes.ts, lib/read-cache.ts); default true. */
  readCache?: boolean;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', () => {
      /* an idle client failing is reported by the next query */
    });
    const changes = new TableChanges(opts.readCache ?? true);
    changes.observePool(pool);
    // Writes by other processes reach the caches through migration 0004's trigger and this LISTEN.
    const feed = changes.cache
      ? new ChangeFeed(opts.databaseUrl, changes, (payload) =>
          pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]),
        )
      : null;
    const db = drizzlePg(pool, { schema });
    setTableChanges(db, changes);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      pendingMigrations: () => pendingMigrations(db),
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        await feed?.close();
        await pool.end();
      },
    };
  }
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  // One process owns an embedded database: every write passes through here, so no feed is needed.
  const changes = new TableChanges(opts.readCache ?? true);
  changes.observePglite(client);
  const litedb = drizzlePglite(client, { schema });
  const db = litedb as unknown as Db;
  setTableChanges(db, changes);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(litedb, { migrationsFolder: MIGRATIONS_FOLDER }),
    pendingMigrations: () => pendingMigrations(db),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

function journalCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function pendingMigrations(db: Db): Promise<number> {
  const expected = journalCount();
  try {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const applied = Number(result.rows[0]?.n ?? 0);
    return Math.max(0, expected - applied);
  } catch {
    return expected;
  }
}
