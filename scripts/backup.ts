/**
 * `npm run backup -- [folder]`: a consistent copy of the database and the stored files (src/server/ops/
 * backup.ts, decision 035). Reads the same configuration as the app (DATABASE_URL, DATA_DIR). On the
 * embedded database, stop the app first: PGlite's data folder is one process's at a time.
 */
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { backup } from '../src/server/ops/backup';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = process.argv[2] ?? join('backups', `waikura-${stamp}`);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
  readCache: false,
});
try {
  const m = await backup(database, config.dataDir, out);
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backup written to ${out}: ${rows} rows in ${m.tables.length} tables, ${m.files.length} files (migration ${m.migrations}).`,
  );
} catch (err) {
  console.error(`The backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
