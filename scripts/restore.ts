/**
 * `npm run restore -- <folder>`: restores a backup made by `npm run backup` into an EMPTY database and
 * DATA_DIR (src/server/ops/backup.ts, decision 035); it refuses a database that has any rows.
 */
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { restore } from '../src/server/ops/backup';

const from = process.argv[2];
if (!from) {
  console.error('Say which backup to restore: npm run restore -- <folder>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
  readCache: false,
});
try {
  const m = await restore(database, config.dataDir, from);
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  console.log(`Restored ${from} (made ${m.createdAt}): ${rows} rows, ${m.files.length} files.`);
} catch (err) {
  console.error(`Nothing was restored: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
