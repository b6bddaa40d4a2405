import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { createAuth } from './auth/auth';
import { databaseSecret, markSecretSeen } from './auth/secret';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { backfillProgress } from './features/plan/save';
import { parseS3Url, s3Store, setFileStore } from './integrations/file-store';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './integrations/mail';
import type { Deps } from './lib/context';

export interface BuildOptions {
  config: Config;
  log?: Logger;
  /** An already-open database (tests). */
  database?: Database;
  mailer?: Mailer;
  now?: () => Date;
}

/** Opens the database (applying migrations) and wires every dependency of the app. */
export async function buildDeps(opts: BuildOptions): Promise<Deps> {
  let { config } = opts;
  const log = opts.log ?? pino({ level: config.logLevel });
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      readCache: config.readCache,
    }));
  await database.migrate();
  const now = opts.now ?? (() => new Date());
  // Every process on one PostgreSQL signs sessions alike (auth/secret.ts, decision 034).
  if (config.authSecretFrom === 'database')
    config = { ...config, authSecret: await databaseSecret(database.db) };
  await markSecretSeen(database.db, config.authSecret, now());
  // Plans saved before progress was kept get their progress records once, before the server listens.
  await backfillProgress(database.db, now());
  // Stored files: a bucket when FILES_S3_URL is set, so every process reads the same (decision 036).
  if (config.filesS3Url) setFileStore(config.dataDir, s3Store(parseS3Url(config.filesS3Url)));
  const mailer =
    opts.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(config.dataDir, config.mailFrom, log));
  const auth = createAuth({ db: database.db, config, mailer, log });
  return { database, db: database.db, config, mailer, auth, log, now };
}
