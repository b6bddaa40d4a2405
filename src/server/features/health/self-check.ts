import { markSecretSeen, otherSecretsSeen } from '../../auth/secret';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { probeAiEndpoint } from '../../integrations/ai';
import { fileStoreFor } from '../../integrations/file-store';
import type { Mailer } from '../../integrations/mail';

export type CheckState = 'ok' | 'not_configured' | 'failing';
export interface Check {
  status: CheckState;
  detail: string;
}
export interface SelfCheck {
  status: 'ok' | 'degraded' | 'failing';
  checks: {
    database: Check;
    migrations: Check;
    sessions: Check;
    files: Check;
    mail: Check;
    sms: Check;
    ai: Check;
  };
  checkedAt: string;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What anyone may see: whether WaiKura is up, not which services are configured or how they fail (the
 * parts and their details are for admins, policy action `health.details`).
 */
export function publicView(check: SelfCheck): Pick<SelfCheck, 'status' | 'checkedAt'> {
  return { status: check.status, checkedAt: check.checkedAt };
}

const SECRET_FROM = {
  env: 'AUTH_SECRET',
  data_dir: 'a secret kept in DATA_DIR (one process)',
  database: 'a secret kept in the database, shared by every process on it',
} as const;

/** Whether this process signs sessions like the others on the same database (auth/secret.ts). */
async function sessionsCheck(database: Database, config: Config): Promise<Check> {
  const now = new Date();
  await markSecretSeen(database.db, config.authSecret, now);
  const others = await otherSecretsSeen(database.db, config.authSecret, now);
  if (others.length === 0)
    return { status: 'ok', detail: `sessions signed with ${SECRET_FROM[config.authSecretFrom]}` };
  const latest = new Date(Math.max(...others.map((d) => d.getTime())));
  return {
    status: 'failing',
    detail: `another process on this database signed sessions with a different secret (last seen ${latest.toISOString()}): a sign-in on one is refused by the other. Give every process the same AUTH_SECRET, or none (they then share the one kept in the database).`,
  };
}

/** How long the AI endpoint and the SMTP server may take to answer the self-check's probe. */
export const PROBE_TIMEOUT_MS = 3000;
/** A probe's answer is reused this long by /api/secure/health, so no caller can make it knock often. */
export const PROBE_CACHE_MS = 60_000;

const probes = new WeakMap<object, Map<'mail' | 'ai', { at: number; result: Promise<Check> }>>();

/** The probe's answer, from the last minute's when `cache` (keyed by the app's config). */
function probed(
  config: Config,
  part: 'mail' | 'ai',
  cache: boolean,
  run: () => Promise<Check>,
): Promise<Check> {
  if (!cache) return run();
  let byPart = probes.get(config);
  if (!byPart) {
    byPart = new Map();
    probes.set(config, byPart);
  }
  const hit = byPart.get(part);
  if (hit && Date.now() - hit.at < PROBE_CACHE_MS) return hit.result;
  const result = run();
  byPart.set(part, { at: Date.now(), result });
  return result;
}

/**
 * The start-up self-check of WaiKura's own parts, also served at /api/secure/health. Mail and AI are
 * probed (SMTP `verify`, the AI endpoint's models list) with a short time limit: "ok" means the service
 * answered, not only that an address is set. `cacheProbes` reuses a probe's answer for a minute.
 */
export async function runSelfCheck(
  deps: { database: Database; mailer: Mailer; config: Config },
  opts: { probeMail: boolean; cacheProbes?: boolean },
): Promise<SelfCheck> {
  const { database, mailer, config } = deps;
  const database_: Check = await withTimeout(database.ping(), 3000).then(
    () => ({
      status: 'ok' as const,
      detail: database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL server',
    }),
    (err: Error) => ({ status: 'failing' as const, detail: `database does not answer: ${err.message}` }),
  );
  let migrations: Check;
  if (database_.status !== 'ok') migrations = { status: 'failing', detail: 'database unreachable' };
  else {
    const pending = await database.pendingMigrations();
    migrations =
      pending === 0
        ? { status: 'ok', detail: 'all migrations applied' }
        : { status: 'failing', detail: `${pending} migration(s) not applied` };
  }
  const sessions =
    database_.status === 'ok'
      ? await sessionsCheck(database, config)
      : { status: 'failing' as const, detail: 'database unreachable' };
  let mail: Check;
  if (mailer.kind === 'outbox')
    mail = { status: 'not_configured', detail: 'SMTP_URL not set: e-mails are written to DATA_DIR/outbox' };
  else if (!opts.probeMail) mail = { status: 'ok', detail: 'SMTP configured' };
  else {
    mail = await probed(config, 'mail', opts.cacheProbes ?? false, () =>
      withTimeout(mailer.verify(), PROBE_TIMEOUT_MS).then(
        () => ({ status: 'ok' as const, detail: 'SMTP server answers' }),
        (err: Error) => ({
          status: 'failing' as const,
          detail: `SMTP server does not answer: ${err.message}`,
        }),
      ),
    );
  }
  const sms: Check =
    config.sms.url && config.sms.accountSid && config.sms.authToken && config.sms.from
      ? { status: 'ok', detail: 'SMS provider configured' }
      : {
          status: 'not_configured',
          detail:
            'SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM not all set: SMS are written to DATA_DIR/outbox',
        };
  const ai: Check = config.ai.baseUrl
    ? await probed(config, 'ai', opts.cacheProbes ?? false, () =>
        withTimeout(probeAiEndpoint(config.ai, PROBE_TIMEOUT_MS), PROBE_TIMEOUT_MS + 500).then(
          (r): Check =>
            r.ok
              ? { status: 'ok', detail: r.detail }
              : {
                  status: 'failing',
                  detail: `AI endpoint ${config.ai.baseUrl} does not answer: ${r.reason}`,
                },
          (err: Error): Check => ({
            status: 'failing',
            detail: `AI endpoint ${config.ai.baseUrl} does not answer: ${err.message}`,
          }),
        ),
      )
    : {
        status: 'not_configured',
        detail: 'AI_BASE_URL not set: the assistant answers from the documents only',
      };
  const store = fileStoreFor(config.dataDir);
  const files: Check = await withTimeout(store.check(), 3000).then(
    () => ({
      status: 'ok' as const,
      detail:
        store.kind === 'disk' && database.kind === 'postgres'
          ? `files in ${store.where}: a process on another machine cannot read them (set FILES_S3_URL to share them)`
          : `files in ${store.where}`,
    }),
    (err: Error) => ({
      status: 'failing' as const,
      detail: `files cannot be stored in ${store.where}: ${err.message}`,
    }),
  );
  const checks = { database: database_, migrations, sessions, files, mail, sms, ai };
  const all = Object.values(checks);
  const status =
    database_.status !== 'ok' || migrations.status !== 'ok'
      ? 'failing'
      : all.some((x) => x.status === 'failing')
        ? 'degraded'
        : 'ok';
  return { status, checks, checkedAt: new Date().toISOString() };
}
