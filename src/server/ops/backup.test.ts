/**
 * `npm run backup` / `npm run restore` (issue 19): a backup of a school's working database and files,
 * restored into an empty database (PGlite, and PostgreSQL with DATABASE_URL), gives back every record and
 * every file exactly; a restore into a database that has rows, or from a damaged backup, changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { storeUpload } from '../features/plan/files';
import { adminQuery, withDatabase } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import { backup, RestoreRefused, restore, tablesInOrder } from './backup';

let s: TestServer;
let work: string;
const cleanup: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  s = await startTestServer();
  work = await mkdtemp(join(tmpdir(), 'waikura-backup-'));
  cleanup.push(() => rm(work, { recursive: true, force: true }));
  // Work a school has done: answers (seeded), a water test with its incident, an attachment, a web vital.
  const cookie = await s.loginAs('principal');
  const res = await s.request(`/api/schools/${s.schools.first.id}/water-tests`, {
    method: 'POST',
    cookie,
    body: {
      sampleId: 'BK-1',
      component: 'treatment_plant',
      componentId: 'TP1',
      sampledOn: '2026-11-02',
      laboratory: 'Hill Laboratories',
      parameter: 'e_coli',
      value: '5',
    },
  });
  expect(res.status, res.text).toBe(201);
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await storeUpload(s.db, s.config.dataDir, {
    schoolId: s.schools.first.id,
    sectionId: 'water-quality-monitoring',
    fieldName: 'lab_reports',
    name: 'Hill report 26-118.pdf',
    bytes: pdf,
    userId: await s.userId('principal@demo.waikura.nz'),
  });
  await s.db.execute(
    sql`insert into web_vitals (route, metric, value) values ('/schools/:id', 'LCP', 1234.5)`,
  );
});
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
  await s?.close();
});

/** A new, empty database: in memory (PGlite), or a new PostgreSQL database. */
async function emptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({});
  const name = `waikura_restore_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database "${name}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), readCache: false });
  cleanup.push(async () => {
    await database.close();
    await adminQuery(url, `drop database if exists "${name}" with (force)`);
  });
  return database;
}

const dump = async (database: Database, table: string) => {
  const r = (await database.db.execute(
    sql.raw(`select row_to_json(t)::text as j from "${table}" t order by 1`),
  )) as { rows: { j: string }[] } | { j: string }[];
  return (Array.isArray(r) ? r : r.rows).map((x) => x.j);
};

async function filesOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (d: string, prefix: string) => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(join(d, e.name), `${prefix}${e.name}/`);
      else out[`${prefix}${e.name}`] = (await readFile(join(d, e.name))).toString('base64');
    }
  };
  await walk(dir, '');
  return out;
}

test('a backup restored into an empty database gives back every record and every file', async () => {
  const out = join(work, 'one');
  const manifest = await backup(s.deps.database, s.config.dataDir, out);
  expect(manifest.files.length).toBeGreaterThan(0);
  expect(manifest.tables.find((t) => t.name === 'water_test_results')!.rows).toBeGreaterThan(0);

  const target = await emptyDatabase();
  const dataDir = join(work, 'restored-data');
  await restore(target, dataDir, out);

  for (const table of tablesInOrder())
    expect(await dump(target, table), table).toEqual(await dump(s.deps.database, table));
  expect(await filesOf(join(dataDir, 'files'))).toEqual(await filesOf(join(s.config.dataDir, 'files')));

  // The identity goes on after the restored rows: a new web vital takes a new id.
  await target.db.execute(sql`insert into web_vitals (route, metric, value) values ('/', 'CLS', 0)`);

  // A second restore into the same (now full) database is refused, and changes nothing.
  const before = await dump(target, 'plan_sections');
  await expect(restore(target, join(work, 'other-data'), out)).rejects.toThrow(/not empty/);
  expect(await dump(target, 'plan_sections')).toEqual(before);
});

test('a damaged backup is refused whole: no rows and no files are left behind', async () => {
  const out = join(work, 'two');
  const manifest = await backup(s.deps.database, s.config.dataDir, out);
  const damaged = manifest.files[manifest.files.length - 1]!;
  await writeFile(join(out, 'files', damaged.path), 'not the file');
  const target = await emptyDatabase();
  const dataDir = join(work, 'damaged-data');
  await expect(restore(target, dataDir, out)).rejects.toBeInstanceOf(RestoreRefused);
  for (const table of tablesInOrder()) expect(await dump(target, table), table).toEqual([]);
  expect(await filesOf(join(dataDir, 'files'))).toEqual({});

  // A backup folder that exists already is never written over.
  await expect(backup(s.deps.database, s.config.dataDir, out)).rejects.toThrow(/already exists/);
});
