/**
 * What the bench scripts share: PostgreSQL administration, bench/server.ts as a child process, sign-in,
 * percentiles, the machine's CPU from /proc/stat, and writing a marked section of docs/benchmarks.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { buildDeps } from '../src/server/deps';
import { closeHub } from '../src/server/features/notifications/service';
import type { Deps } from '../src/server/lib/context';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs one statement on its own connection (create and drop databases). */
export async function admin(text: string, url: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The app's dependencies in this process on a fresh database `name` (dropped and created again on the
 * admin URL's server, migrated), opened as the server opens it (a pool of 10), with a temporary DATA_DIR.
 * `close()` closes it all and drops the database.
 */
export async function appOnFreshDatabase(
  adminUrl: string,
  name: string,
  env: Record<string, string> = {},
): Promise<{ databaseUrl: string; database: Database; deps: Deps; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  await admin(`drop database if exists ${name} with (force)`, adminUrl);
  await admin(`create database ${name}`, adminUrl);
  const databaseUrl = withDatabase(adminUrl, name);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openDatabase({ databaseUrl });
  const deps = await buildDeps({ config, database, log: pino({ level: 'silent' }) });
  return {
    databaseUrl,
    database,
    deps,
    close: async () => {
      await closeHub(deps).catch(() => {});
      await database.close().catch(() => {});
      await admin(`drop database if exists ${name} with (force)`, adminUrl).catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface BenchServer<R extends { port: number; appUrl: string }> {
  ready: R;
  base: string;
  stop(): Promise<void>;
}

/**
 * bench/server.ts as a child process with these environment variables (DATABASE_URL removed); resolves
 * with what it prints after `READY`.
 */
export async function startBenchServer<R extends { port: number; appUrl: string }>(
  vars: Record<string, string>,
  label: string,
): Promise<BenchServer<R>> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...vars };
  delete env.DATABASE_URL;
  // One node process (no tsx wrapper process), so that the signal reaches the server itself.
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, 'bench/server.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) tail.push(line);
    while (tail.length > 40) tail.shift();
  };
  child.stderr.on('data', keep);
  const ready = await new Promise<R>((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server (${label}) not ready after 90 s:\n${tail.join('\n')}`)),
      90_000,
    );
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      buffer += chunk.toString();
      const match = /^READY (.*)$/m.exec(buffer);
      if (match) {
        clearTimeout(timer);
        buffer = '';
        resolvePromise(JSON.parse(match[1]!) as R);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server (${label}) exited with ${code}:\n${tail.join('\n')}`));
    });
  });
  return { ready, base: `http://127.0.0.1:${ready.port}`, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null) return resolvePromise();
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}

/** Signs in through the API and returns the session cookie (`name=value`). */
export async function signIn(
  server: BenchServer<{ port: number; appUrl: string }>,
  email: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.ready.appUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error('sign-in answered without a better-auth.session_token cookie');
  return cookie;
}

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** Busy and total CPU seconds of the whole machine, from /proc/stat (Linux), and when read; or null. */
export function machineCpu(): { busy: number; total: number; at: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
    return { busy: busy / 100, total: (busy + idle! + iowait!) / 100, at: performance.now() };
  } catch {
    return null;
  }
}

/** Replaces the text between `start` and `end` in the markdown file, or adds it at the end. */
export function writeMarkedSection(file: string, start: string, end: string, text: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const a = current.indexOf(start);
  const b = current.indexOf(end);
  const next =
    a >= 0 && b > a
      ? `${current.slice(0, a)}${text}${current.slice(b + end.length)}`
      : `${current.trimEnd()}\n\n${text}\n`;
  writeFileSync(file, next);
}

/**
 * The web build the page benches measure (scripts/build.ts, unless BENCH_WEB_BUILD=0: already built), and
 * the commit it is of, with whether the files it is built from have uncommitted changes.
 */
export function builtWeb(log: (...args: unknown[]) => void): { commit: string; dirty: string } {
  if (process.env.BENCH_WEB_BUILD !== '0') {
    log('building (scripts/build.ts)');
    const build = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--quiet'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  return {
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirty: git(['status', '--porcelain', 'src', 'scripts', 'index.html', 'vite.config.ts']),
  };
}
