/**
 * The outbox (no SMTP): every message kept, also many to one person at once (issue 19: two bursts lost
 * 21 and 74 of 450 e-mails when names were the millisecond and the recipient).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, expect, test } from 'vitest';
import { createOutboxMailer } from './mail';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

test('450 messages to one person sent at once are 450 whole files', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'waikura-outbox-'));
  dirs.push(dataDir);
  // Two mailers on one directory, as two processes sharing DATA_DIR would be.
  const log = pino({ level: 'silent' });
  const a = createOutboxMailer(dataDir, 'WaiKura <no-reply@waikura.nz>', log);
  const b = createOutboxMailer(dataDir, 'WaiKura <no-reply@waikura.nz>', log);
  await Promise.all(
    Array.from({ length: 450 }, (_, i) =>
      (i % 2 ? a : b).send({
        to: 'principal@example.nz',
        subject: `Message ${i}`,
        text: `Body ${i}`,
        html: `<p>Body ${i}</p>`,
      }),
    ),
  );
  const files = await readdir(join(dataDir, 'outbox'));
  expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(450);
  expect(files.filter((f) => !f.endsWith('.eml'))).toEqual([]);
  const subjects = new Set(
    await Promise.all(
      files.map(
        async (f) => /Subject: (.*)\r\n/.exec(await readFile(join(dataDir, 'outbox', f), 'utf8'))![1],
      ),
    ),
  );
  expect(subjects.size).toBe(450);
});
