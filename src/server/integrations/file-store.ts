/**
 * Where stored files (plan attachments, calendar and visit photos) live (issue 19, decision 036): on this
 * machine's disk under DATA_DIR/files by default, or in an S3-compatible bucket when FILES_S3_URL is set,
 * so two app processes on two machines see the same files. Keys are `<school id>/<file id>`; a file is
 * written once and never changed.
 *
 * The store is chosen once per DATA_DIR by `buildDeps` (`setFileStore`); everything that stores or reads a
 * file goes through `fileStoreFor(dataDir)` (features/plan/files.ts, ops/backup.ts).
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Client } from 'minio';

export interface FileStore {
  kind: 'disk' | 's3';
  /** Where, in words, for the self-check (never a secret). */
  where: string;
  /** Stores the bytes whole under `key` (a reader never sees part of them). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every key, in no particular order. */
  list(): Promise<string[]>;
  /** Throws when the store cannot be used (the self-check's probe). */
  check(): Promise<void>;
}

export function filesRoot(dataDir: string) {
  return join(dataDir, 'files');
}

export function diskStore(root: string): FileStore {
  const path = (key: string) => join(root, ...key.split('/'));
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const out: string[] = [];
    for (const e of entries) {
      const p = join(dir, e.name);
      if (e.isDirectory()) out.push(...(await walk(p)));
      else if (e.isFile() && !e.name.endsWith('.part')) out.push(relative(root, p).split(sep).join('/'));
    }
    return out;
  };
  return {
    kind: 'disk',
    where: `${root} on this machine`,
    async put(key, bytes) {
      const to = path(key);
      await mkdir(dirname(to), { recursive: true });
      const tmp = `${to}.part`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, to);
    },
    get: (key) => readFile(path(key)).catch(() => null),
    has: async (key) => (await stat(path(key)).catch(() => null))?.isFile() ?? false,
    remove: (key) => rm(path(key), { force: true }),
    list: () => walk(root),
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}

export interface S3Location {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** Keys are stored under this prefix ('' or ending in '/'). */
  prefix: string;
  region: string;
}

/**
 * FILES_S3_URL: `https://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix]?region=ap-southeast-2`
 * (keys URL-encoded). Throws a readable message for anything else.
 */
export function parseS3Url(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('FILES_S3_URL is not a URL: give https://ACCESS_KEY:SECRET_KEY@host/bucket');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('FILES_S3_URL must start with https:// (or http:// for a store on this network)');
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket)
    throw new Error('FILES_S3_URL names no bucket: give https://ACCESS_KEY:SECRET_KEY@host/bucket');
  if (!url.username || !url.password)
    throw new Error(
      'FILES_S3_URL has no access key and secret: give https://ACCESS_KEY:SECRET_KEY@host/bucket',
    );
  const useSSL = url.protocol === 'https:';
  return {
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: decodeURIComponent(url.username),
    secretKey: decodeURIComponent(url.password),
    bucket,
    prefix: rest.length ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
  };
}

const notFound = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === 'NoSuchKey' || code === 'NotFound';
};

export function s3Store(location: S3Location): FileStore {
  const client = new Client({
    endPoint: location.endPoint,
    port: location.port,
    useSSL: location.useSSL,
    accessKey: location.accessKey,
    secretKey: location.secretKey,
    region: location.region,
    pathStyle: true,
  });
  const { bucket, prefix } = location;
  const name = (key: string) => `${prefix}${key}`;
  return {
    kind: 's3',
    where: `bucket ${bucket}${prefix ? ` (under ${prefix})` : ''} at ${location.endPoint}:${location.port}`,
    // One PUT: S3 makes an object visible only when it is whole.
    async put(key, bytes) {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await client.putObject(bucket, name(key), buffer, buffer.length);
    },
    async get(key) {
      try {
        const stream = await client.getObject(bucket, name(key));
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async has(key) {
      try {
        await client.statObject(bucket, name(key));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await client.removeObject(bucket, name(key));
    },
    async list() {
      const out: string[] = [];
      for await (const o of client.listObjectsV2(bucket, prefix, true) as AsyncIterable<{ name?: string }>)
        if (o.name) out.push(o.name.slice(prefix.length));
      return out;
    },
    async check() {
      if (!(await client.bucketExists(bucket))) throw new Error(`the bucket ${bucket} does not exist`);
    },
  };
}

const stores = new Map<string, FileStore>();

/** Chooses the store of a DATA_DIR (buildDeps); without a call, DATA_DIR/files on this disk. */
export function setFileStore(dataDir: string, store: FileStore): void {
  stores.set(dataDir, store);
}

export function fileStoreFor(dataDir: string): FileStore {
  return stores.get(dataDir) ?? diskStore(filesRoot(dataDir));
}
