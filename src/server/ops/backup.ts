/**
 * `npm run backup` and `npm run restore` (issue 19, decision 035): the database and the stored files, as
 * one consistent copy in a folder.
 *
 * - The database is read in ONE read-only, repeatable-read transaction (one snapshot: a plan's section,
 *   its revisions and its progress row are from the same moment), every table of the schema as JSON lines
 *   made by PostgreSQL itself (`row_to_json`), so every type round-trips exactly through
 *   `json_populate_recordset` — on PGlite and on a PostgreSQL server alike.
 * - The files (the file store: DATA_DIR/files or a bucket) are copied after the snapshot, each with its SHA-256 in the manifest. Files
 *   are written once under a new id and never changed, so every file the snapshot names is complete; the
 *   backup fails if one it names is missing.
 * - Restore goes into an EMPTY database migrated to the same level as the backup (it refuses otherwise,
 *   saying why), in one transaction, tables in foreign-key order; then the files, each checked against its
 *   hash. Nothing half-restored: a failure rolls the database back and removes the files it wrote.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable, PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { fileStoreFor } from '../integrations/file-store';

export const BACKUP_FORMAT = 'waikura-backup';
export const BACKUP_VERSION = 1;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Migrations applied to the database backed up. */
  migrations: number;
  tables: { name: string; rows: number }[];
  files: { path: string; size: number; sha256: string }[];
}

/** Identity columns by table: restored as they were, and their sequences moved past them. */
function identityColumns(): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of Object.values(schema) as unknown[])
    if (is(t, PgTableClass)) {
      const c = getTableConfig(t);
      for (const col of c.columns)
        if ((col as { generatedIdentity?: unknown }).generatedIdentity) out.set(c.name, col.name);
    }
  return out;
}

/** Tables with a foreign key to themselves: restored in one statement (checked at its end). */
function selfReferring(): Set<string> {
  const out = new Set<string>();
  for (const t of Object.values(schema) as unknown[])
    if (is(t, PgTableClass)) {
      const c = getTableConfig(t);
      if (c.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === c.name))
        out.add(c.name);
    }
  return out;
}

/** The schema's tables, each after the tables it refers to (a table referring to itself is one statement). */
export function tablesInOrder(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTableClass));
  const deps = new Map<string, Set<string>>();
  for (const t of tables) {
    const c = getTableConfig(t);
    deps.set(
      c.name,
      new Set(
        c.foreignKeys
          .map((fk) => getTableConfig(fk.reference().foreignTable).name)
          .filter((n) => n !== c.name),
      ),
    );
  }
  const out: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (out.includes(name)) return;
    if (visiting.has(name)) throw new Error(`Tables refer to each other in a cycle through ${name}`);
    visiting.add(name);
    for (const d of [...(deps.get(name) ?? [])].sort()) visit(d);
    visiting.delete(name);
    out.push(name);
  };
  for (const name of [...deps.keys()].sort()) visit(name);
  return out;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function appliedMigrations(database: Database): Promise<number> {
  const rows = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows?: { n: number }[] } | { n: number }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return Number(list[0]?.n ?? 0);
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** Writes a backup of the database and DATA_DIR's files into `outDir` (which must not exist yet). */
export async function backup(
  database: Database,
  dataDir: string,
  finalDir: string,
  now = new Date(),
): Promise<Manifest> {
  if (await stat(finalDir).catch(() => null))
    throw new Error(`${finalDir} already exists: give a new folder for the backup.`);
  const pending = await database.pendingMigrations();
  if (pending > 0)
    throw new Error(
      `The database lacks ${pending} migration(s) this WaiKura has: start the app once (it applies them), then back up — or back up with the version that runs this database.`,
    );
  // Written aside and renamed at the end: a folder under the given name is always a whole backup.
  const outDir = `${finalDir}.partial`;
  await rm(outDir, { recursive: true, force: true });
  try {
    return await writeBackup(database, dataDir, outDir, now).then(async (m) => {
      await rename(outDir, finalDir);
      return m;
    });
  } catch (err) {
    await rm(outDir, { recursive: true, force: true });
    throw err;
  }
}

async function writeBackup(
  database: Database,
  dataDir: string,
  outDir: string,
  now: Date,
): Promise<Manifest> {
  await mkdir(join(outDir, 'db'), { recursive: true });
  const order = tablesInOrder();
  const tables: Manifest['tables'] = [];
  const named = new Set<string>();
  await database.db.transaction(
    async (tx) => {
      for (const name of order) {
        const result = await tx.execute(
          sql.raw(`select row_to_json(t)::text as j from ${ident(name)} t order by 1`),
        );
        const lines = rowsOf<{ j: string }>(result).map((r) => r.j);
        await writeFile(join(outDir, 'db', `${name}.jsonl`), lines.length ? `${lines.join('\n')}\n` : '');
        tables.push({ name, rows: lines.length });
        if (name === 'plan_files')
          for (const l of lines) named.add((JSON.parse(l) as { storage_key: string }).storage_key);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const store = fileStoreFor(dataDir);
  const files: Manifest['files'] = [];
  for (const rel of (await store.list()).sort()) {
    const bytes = await store.get(rel);
    if (!bytes) continue;
    const target = join(outDir, 'files', ...rel.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
    files.push({ path: rel, size: bytes.length, sha256: sha256(bytes) });
  }
  const have = new Set(files.map((f) => f.path));
  const missing = [...named].filter((k) => !have.has(k));
  if (missing.length)
    throw new Error(
      `${missing.length} stored file(s) the database names are missing from ${store.where} (first: ${missing[0]}); the backup is incomplete.`,
    );
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    migrations: await appliedMigrations(database),
    tables,
    files,
  };
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export class RestoreRefused extends Error {}

/** Restores a backup into an empty, migrated database and DATA_DIR. */
export async function restore(database: Database, dataDir: string, inDir: string): Promise<Manifest> {
  const manifest = JSON.parse(
    await readFile(join(inDir, 'manifest.json'), 'utf8').catch(() => '{}'),
  ) as Manifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new RestoreRefused(
      `${inDir} is not a WaiKura backup (no manifest.json of format ${BACKUP_FORMAT} ${BACKUP_VERSION}).`,
    );
  await database.migrate();
  const level = await appliedMigrations(database);
  if (level !== manifest.migrations)
    throw new RestoreRefused(
      `This backup was made at migration ${manifest.migrations} and this WaiKura is at ${level}: restore it with the version that made it, then upgrade.`,
    );
  const order = tablesInOrder();
  const whole = selfReferring();
  const identities = identityColumns();
  const known = new Set(order);
  const unknown = manifest.tables.filter((t) => !known.has(t.name));
  if (unknown.length)
    throw new RestoreRefused(
      `The backup has tables this WaiKura does not know: ${unknown.map((t) => t.name).join(', ')}.`,
    );
  for (const name of order) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql.raw(`select count(*)::int as n from ${ident(name)}`)),
    );
    if (Number(row?.n ?? 0) > 0)
      throw new RestoreRefused(
        `The database is not empty (${name} has rows): restore only into a new, empty database, so nothing is mixed or overwritten.`,
      );
  }
  const store = fileStoreFor(dataDir);
  const written: string[] = [];
  try {
    for (const f of manifest.files) {
      const from = join(inDir, 'files', ...f.path.split('/'));
      const bytes = await readFile(from);
      if (bytes.length !== f.size || sha256(bytes) !== f.sha256)
        throw new RestoreRefused(
          `The file ${f.path} in the backup is damaged (its size or hash differs from the manifest).`,
        );
      if (await store.has(f.path))
        throw new RestoreRefused(
          `${f.path} already exists in ${store.where}: restore into an empty file store.`,
        );
      await store.put(f.path, bytes);
      written.push(f.path);
    }
    await database.db.transaction(async (tx) => {
      for (const name of order) {
        const text = await readFile(join(inDir, 'db', `${name}.jsonl`), 'utf8').catch(() => '');
        const lines = text.split('\n').filter(Boolean);
        const expected = manifest.tables.find((t) => t.name === name)?.rows ?? 0;
        if (lines.length !== expected)
          throw new RestoreRefused(
            `The backup's ${name} has ${lines.length} rows; its manifest says ${expected}.`,
          );
        // In slices, so one statement never carries an unbounded document; foreign keys are checked at
        // each statement's end, so a table that refers to itself goes in one statement.
        const size = whole.has(name) ? Math.max(lines.length, 1) : 500;
        for (let i = 0; i < lines.length; i += size) {
          const slice = `[${lines.slice(i, i + size).join(',')}]`;
          await tx.execute(
            sql`insert into ${sql.raw(ident(name))} overriding system value select * from json_populate_recordset(null::${sql.raw(ident(name))}, ${slice}::json)`,
          );
        }
        // An identity column (web_vitals.id) goes on from the highest value restored.
        const column = identities.get(name);
        if (column && lines.length)
          await tx.execute(
            sql.raw(
              `select setval(pg_get_serial_sequence('${name}', '${column}'), (select max(${ident(column)}) from ${ident(name)}))`,
            ),
          );
      }
    });
  } catch (err) {
    await Promise.all(written.map((key) => store.remove(key).catch(() => {})));
    throw err;
  }
  return manifest;
}
