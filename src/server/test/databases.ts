/**
 * Test databases. With DATABASE_URL: a template database migrated and seeded once per run, and a fresh
 * database per test file copied from it (CREATE DATABASE ... TEMPLATE). Without: a PGlite data
 * directory migrated and seeded once, dumped to .tmp/, and loaded by every test file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { seedDemo } from '../db/seed';

/** The password of every seeded demo account in tests. */
export const TEST_PASSWORD = 'kauri-tui-awa-2026';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const TMP_DIR = join(ROOT, '.tmp', 'vitest');

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs SQL on the database of DATABASE_URL itself (CREATE / DROP DATABASE cannot run in a transaction). */
export async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface PreparedDatabases {
  kind: 'pglite' | 'postgres';
  /** PGlite: the dump file. PostgreSQL: the template database's name. */
  source: string;
  /** PostgreSQL: prefix of every database this run creates (for clean-up). */
  prefix?: string;
}

/** Builds the migrated and seeded starting point once (vitest globalSetup). */
export async function prepareDatabases(databaseUrl: string | undefined): Promise<PreparedDatabases> {
  if (databaseUrl) {
    const prefix = `waikura_vt_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const template = `${prefix}_template`;
    await adminQuery(databaseUrl, `create database ${quoteIdent(template)}`);
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, template), poolSize: 2 });
    try {
      await database.migrate();
      await seedDemo(database.db, { password: TEST_PASSWORD });
    } finally {
      await database.close();
    }
    return { kind: 'postgres', source: template, prefix };
  }
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemo(database.db, { password: TEST_PASSWORD });
    const dump = await database.pglite!.dumpDataDir('none');
    await mkdir(TMP_DIR, { recursive: true });
    const file = join(TMP_DIR, `pglite-seeded-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', source: file };
  } finally {
    await database.close();
  }
}

/** Drops what prepareDatabases made (vitest globalSetup teardown). */
export async function disposeDatabases(
  databaseUrl: string | undefined,
  prepared: PreparedDatabases,
): Promise<void> {
  if (prepared.kind === 'postgres' && databaseUrl && prepared.prefix) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${prepared.prefix}%`],
      );
      for (const r of rows)
        await client.query(`drop database if exists ${quoteIdent(r.datname)} with (force)`);
    } finally {
      await client.end();
    }
  }
  if (prepared.kind === 'pglite') {
    const { rm } = await import('node:fs/promises');
    await rm(prepared.source, { force: true });
  }
}

export interface TestDatabase {
  database: Database;
  /** PostgreSQL: the URL of this file's own database. */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test server, copied from the prepared starting point. On PostgreSQL, copying
 * the migrated and seeded template takes about 130 ms; creating an empty database, migrating and seeding
 * it about 400 ms (measured on the 2-core development machine).
 */
export async function openTestDatabase(
  databaseUrl: string | undefined,
  prepared: PreparedDatabases,
): Promise<TestDatabase> {
  if (prepared.kind === 'postgres') {
    if (!databaseUrl) throw new Error('The prepared databases are PostgreSQL, but DATABASE_URL is not set.');
    const name = `${prepared.prefix}_${randomBytes(4).toString('hex')}`;
    // Two files copying the template at the same moment can collide; a short retry settles it.
    for (let attempt = 0; ; attempt++) {
      try {
        await adminQuery(
          databaseUrl,
          `create database ${quoteIdent(name)} template ${quoteIdent(prepared.source)}`,
        );
        break;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
    const url = withDatabase(databaseUrl, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
    return {
      database,
      databaseUrl: url,
      async dispose() {
        await database.close().catch(() => {});
        await adminQuery(databaseUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
      },
    };
  }
  const dump = await readFile(prepared.source);
  const database = await openDatabase({ loadDataDir: new Blob([dump]) });
  return {
    database,
    async dispose() {
      await database.close().catch(() => {});
    },
  };
}
