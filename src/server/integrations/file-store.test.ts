/**
 * Stored files in an S3-compatible bucket (issue 19, decision 036), against a local S3-compatible server
 * (s3rver, an npm package, started here): an attachment uploaded through one process is in the bucket,
 * not on the disk, and downloads from a second process with its own DATA_DIR; the self-check probes the
 * bucket; a backup made from the bucket restores onto a disk store byte for byte.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../db/client';
import { buildDeps } from '../deps';
import { runSelfCheck } from '../features/health/self-check';
import { closeHub } from '../features/notifications/service';
import { backup, restore } from '../ops/backup';
import { startTestServer, type TestServer } from '../test/harness';
import { fileStoreFor, parseS3Url, s3Store } from './file-store';

describe('FILES_S3_URL', () => {
  test('a bucket address is read with its keys, port, prefix and region; anything else is refused, saying why', () => {
    expect(
      parseS3Url('https://AK%2F1:se%40cret@s3.example.nz/waikura/prod/files?region=ap-southeast-2'),
    ).toEqual({
      endPoint: 's3.example.nz',
      port: 443,
      useSSL: true,
      accessKey: 'AK/1',
      secretKey: 'se@cret',
      bucket: 'waikura',
      prefix: 'prod/files/',
      region: 'ap-southeast-2',
    });
    expect(parseS3Url('http://a:b@127.0.0.1:9000/b').port).toBe(9000);
    expect(() => parseS3Url('not a url')).toThrow(/not a URL/);
    expect(() => parseS3Url('ftp://a:b@host/b')).toThrow(/https/);
    expect(() => parseS3Url('https://a:b@host/')).toThrow(/no bucket/);
    expect(() => parseS3Url('https://host/bucket')).toThrow(/access key/);
  });
});

describe('files in a bucket', () => {
  let s3: S3rver;
  let s3Dir: string;
  let url: string;
  let s: TestServer;
  const cleanup: (() => Promise<unknown>)[] = [];
  const PDF = new TextEncoder().encode('%PDF-1.4\n% a laboratory report\n%%EOF\n');

  beforeAll(async () => {
    s3Dir = await mkdtemp(join(tmpdir(), 'waikura-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'waikura', configs: [] }],
    });
    const { port } = await s3.run();
    url = `http://S3RVER:S3RVER@127.0.0.1:${port}/waikura/schools`;
    s = await startTestServer({ env: { FILES_S3_URL: url } });
  });
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
    await s?.close();
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  const upload = async (base: string) => {
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'Hill report.pdf');
    form.append('sectionId', 'water-quality-monitoring');
    form.append('fieldName', 'lab_reports');
    return fetch(`${base}/api/schools/${s.schools.first.id}/plan/files`, {
      method: 'POST',
      headers: { cookie: await s.loginAs('principal'), origin: s.origin },
      body: form,
    });
  };

  test('an upload goes to the bucket, not the disk, and a second process with its own DATA_DIR serves it', async () => {
    const res = await upload(s.url);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    const keys = await s3Store(parseS3Url(url)).list();
    expect(keys).toContain(`${s.schools.first.id}/${id}`);
    expect(await readdir(join(s.config.dataDir, 'files')).catch(() => [])).toEqual([]);

    // A second process: another DATA_DIR, the same database and bucket.
    const dataDir = await mkdtemp(join(tmpdir(), 'waikura-proc-'));
    const database = process.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: s.config.databaseUrl! })
      : s.deps.database;
    const other = await buildDeps({
      config: { ...s.config, dataDir },
      database,
      log: pino({ level: 'silent' }),
    });
    const app = createApp(other);
    let server!: ReturnType<typeof serve>;
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    });
    cleanup.push(async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await closeHub(other).catch(() => {});
      if (database !== s.deps.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    const got = await fetch(`http://127.0.0.1:${port}/api/schools/${s.schools.first.id}/plan/files/${id}`, {
      headers: { cookie: await s.loginAs('principal') },
    });
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PDF);

    const check = await runSelfCheck(s.deps, { probeMail: false });
    expect(check.checks.files).toEqual({
      status: 'ok',
      detail: expect.stringMatching(/^files in bucket waikura \(under schools\/\) at 127\.0\.0\.1:\d+$/),
    });
  });

  test('a backup made from the bucket restores onto a disk store, byte for byte', async () => {
    expect((await upload(s.url)).status).toBe(201);
    const work = await mkdtemp(join(tmpdir(), 'waikura-s3-backup-'));
    cleanup.push(() => rm(work, { recursive: true, force: true }));
    const manifest = await backup(s.deps.database, s.config.dataDir, join(work, 'b'));
    expect(manifest.files.length).toBeGreaterThanOrEqual(2);
    const target = await openDatabase({});
    cleanup.push(() => target.close());
    const dataDir = join(work, 'disk');
    await restore(target, dataDir, join(work, 'b'));
    const disk = fileStoreFor(dataDir);
    expect(disk.kind).toBe('disk');
    for (const f of manifest.files) {
      const bytes = await readFile(join(dataDir, 'files', ...f.path.split('/')));
      expect(bytes.equals((await fileStoreFor(s.config.dataDir).get(f.path))!)).toBe(true);
    }
  });

  test('a bucket that does not exist makes the self-check fail, saying so', async () => {
    const missing = s3Store(parseS3Url(url.replace('/waikura/', '/no-such-bucket/')));
    await expect(missing.check()).rejects.toThrow(/no-such-bucket does not exist/);
  });
});
