import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseS3Url } from './integrations/file-store';

/** Feature flags that change what users see (platform specification section 9 defaults). */
export interface FeatureFlags {
  activityLogging: boolean;
  chat: boolean;
  analytics: boolean;
  taTemplateSystem: boolean;
}

/** Web-vitals batches one address may send a minute, by default. */
export const WEB_VITALS_PER_ADDRESS_PER_MINUTE = 30;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  appUrl: string;
  /**
   * The session-signing secret. Empty until `buildDeps` reads it from the database when `authSecretFrom`
   * is 'database' (DATABASE_URL without AUTH_SECRET; auth/secret.ts).
   */
  authSecret: string;
  authSecretFrom: 'env' | 'data_dir' | 'database';
  smtpUrl?: string;
  /** Stored files in an S3-compatible bucket (integrations/file-store.ts); else DATA_DIR/files. */
  filesS3Url?: string;
  mailFrom: string;
  demoPassword?: string;
  seedDemo: boolean;
  trustProxy: boolean;
  sms: { url?: string; accountSid?: string; authToken?: string; from?: string };
  ai: {
    baseUrl?: string;
    apiKey?: string;
    model: string;
    maxTokens: number;
    temperature: number;
    /** One call's time limit, ms (AI_TIMEOUT_MS). */
    timeoutMs: number;
    /** Waits before the three retries (plan specification 9.5: 1, 2 and 4 s); tests shorten them. */
    retryDelaysMs: readonly number[];
    /** US dollars per million input / output tokens, for the cost recorded per school (0: not known). */
    priceInputPerMillion: number;
    priceOutputPerMillion: number;
    /** Questions one user may ask a minute (CHAT_QUESTIONS_PER_MINUTE, default 20; WaiKura's own). */
    questionsPerUserPerMinute: number;
  };
  features: FeatureFlags;
  logLevel: string;
  /** In-memory answers for sessions, school access and unread counts, dropped on every write (decision 016). */
  readCache: boolean;
  /** Web-vitals batches one address may send a minute (the e2e run raises it: all its browsers share 127.0.0.1). */
  webVitalsPerAddressPerMinute: number;
  /** Per-account and per-address limits on failed sign-ins within the window. */
  loginLimits: { perAccount: number; perAddress: number; windowMinutes: number };
  webDist: string;
  /** Issue 19: a raster tile server for the provider's map (`https://…/{z}/{x}/{y}.png`); none by default. */
  mapTileUrl?: string;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

const portSchema = z.coerce.number().int().min(0).max(65535);

/** Reads configuration from the environment. Throws with a readable message for bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = portSchema.parse(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    appUrl,
    authSecret: env.AUTH_SECRET || (databaseUrl ? '' : persistentSecret(dataDir)),
    authSecretFrom: env.AUTH_SECRET ? 'env' : databaseUrl ? 'database' : 'data_dir',
    smtpUrl: env.SMTP_URL || undefined,
    filesS3Url: checkedS3Url(env.FILES_S3_URL),
    mailFrom: env.MAIL_FROM ?? 'WaiKura <no-reply@waikura.nz>',
    demoPassword: env.DEMO_PASSWORD || undefined,
    seedDemo: databaseUrl ? flag(env.SEED_DEMO, false) : flag(env.SEED_DEMO, true),
    trustProxy: flag(env.TRUST_PROXY, false),
    sms: {
      url: env.SMS_API_URL || undefined,
      accountSid: env.SMS_ACCOUNT_SID || undefined,
      authToken: env.SMS_AUTH_TOKEN || undefined,
      from: env.SMS_FROM || undefined,
    },
    ai: {
      baseUrl: env.AI_BASE_URL || undefined,
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL ?? 'gpt-4o-mini',
      maxTokens: Number(env.AI_MAX_TOKENS ?? 1500),
      temperature: Number(env.AI_TEMPERATURE ?? 0.7),
      timeoutMs: Number(env.AI_TIMEOUT_MS ?? 60_000),
      retryDelaysMs: [1000, 2000, 4000],
      priceInputPerMillion: Number(env.AI_PRICE_INPUT_PER_MILLION ?? 0),
      priceOutputPerMillion: Number(env.AI_PRICE_OUTPUT_PER_MILLION ?? 0),
      questionsPerUserPerMinute: Number(env.CHAT_QUESTIONS_PER_MINUTE ?? 20),
    },
    features: {
      activityLogging: flag(env.FEATURE_ACTIVITY_LOGGING, true),
      chat: flag(env.FEATURE_CHAT, true),
      analytics: flag(env.FEATURE_ANALYTICS, false),
      taTemplateSystem: flag(env.FEATURE_TA_TEMPLATE_SYSTEM, true),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    readCache: flag(env.READ_CACHE, true),
    webVitalsPerAddressPerMinute: Number(
      env.WEB_VITALS_PER_ADDRESS_PER_MINUTE ?? WEB_VITALS_PER_ADDRESS_PER_MINUTE,
    ),
    loginLimits: {
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT ?? 5),
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 30),
      windowMinutes: Number(env.LOGIN_LIMIT_WINDOW_MINUTES ?? 15),
    },
    webDist: resolve(env.WEB_DIST ?? './dist/web'),
    mapTileUrl: mapTileUrl(env.MAP_TILE_URL),
  };
}

/** FILES_S3_URL when it is a usable bucket address (parseS3Url throws saying what is wrong). */
function checkedS3Url(url: string | undefined): string | undefined {
  if (!url) return undefined;
  parseS3Url(url);
  return url;
}

/** A secret kept in DATA_DIR so sessions survive restarts without any set-up. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Issue 19: MAP_TILE_URL must be an https (or http) address with {z}, {x} and {y}. */
function mapTileUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(value) || !['{z}', '{x}', '{y}'].every((p) => value.includes(p)))
    throw new Error('MAP_TILE_URL must be an http(s) address containing {z}, {x} and {y}.');
  return value;
}
