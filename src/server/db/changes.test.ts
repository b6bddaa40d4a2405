import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ReadCache, readCacheOf } from '../lib/read-cache';
import { startTestServer, type TestServer } from '../test/harness';
import { ChangeFeed, classifyStatement, TableChanges } from './changes';
import { contractorAssignments, users } from './schema';

describe('classifyStatement', () => {
  test.each([
    ['select "id" from "users" where "id" = $1', []],
    ['select * from "sessions" for update', []],
    ['select * from "sessions" FOR  UPDATE nowait', []],
    ['select * from "users" for update of "users" skip locked', []],
    ['insert into "sessions" ("id") values ($1)', ['sessions']],
    ['update "users" set "role" = $1 where "id" = $2', ['users']],
    ['delete from "viewer_access" where "id" = $1', ['viewer_access']],
    ['UPDATE public.contractor_assignments SET assignment_status = $1', ['contractor_assignments']],
    ['with moved as (update "schools" set "name" = $1 returning "id") select * from moved', ['schools']],
    [
      'insert into "badges_earned" ("id") values ($1) on conflict ("id") do update set "id" = excluded."id"',
      ['badges_earned'],
    ],
    ['ALTER TABLE "users" ADD COLUMN "x" text', ['*']],
    ['truncate "sessions", "users"', ['*']],
    ['CREATE TRIGGER waikura_changed AFTER INSERT ON "users" FOR EACH STATEMENT EXECUTE FUNCTION f()', ['*']],
    ['MERGE INTO "users" u USING x ON u.id = x.id WHEN MATCHED THEN UPDATE SET role = x.role', ['*']],
    ['begin; update "users" set "role" = $1; commit', ['*']],
    ['select 1; select 2', ['*']],
    ['select 1;', []],
  ])('%s writes %j', (text, writes) => {
    expect(classifyStatement(text)).toEqual({ begins: false, ends: false, writes });
  });

  test.each([
    ['begin', true, false],
    ['BEGIN ISOLATION LEVEL SERIALIZABLE', true, false],
    ['commit', false, true],
    ['rollback', false, true],
    ['ROLLBACK TO SAVEPOINT sp1', false, false],
    ['rollback work to sp1', false, false],
    ['ROLLBACK TRANSACTION TO SAVEPOINT sp1', false, false],
    ['rollback work', false, true],
    ['savepoint sp1', false, false],
    ['release savepoint sp1', false, false],
  ])('%s: begins %s, ends %s', (text, begins, ends) => {
    const kind = classifyStatement(text);
    expect([kind.begins, kind.ends]).toEqual([begins, ends]);
  });

  test('anything that is not text reads nothing; a tagged template is read by its parts', () => {
    expect(classifyStatement(undefined).writes).toEqual([]);
    const parts = Object.assign(['update "viewer_access" set "revoked_at" = ', ' where "id" = ', ''], {
      raw: [],
    });
    expect(classifyStatement(parts).writes).toEqual(['viewer_access']);
  });
});

describe('ReadCache', () => {
  const answer =
    (value: string, validUntil = Number.POSITIVE_INFINITY) =>
    async () => ({ value, validUntil });

  test('keeps an answer and gives it back until a write of its tables starts', async () => {
    const cache = new ReadCache<string>({ tables: ['users'] });
    expect(await cache.read('k', 1, answer('a'))).toBe('a');
    expect(await cache.read('k', 2, answer('b'))).toBe('a');
    cache.writeStarted();
    expect(await cache.read('k', 3, answer('c'))).toBe('c');
    // While the write is open nothing is kept: the next read loads again.
    expect(await cache.read('k', 4, answer('d'))).toBe('d');
    cache.writeEnded();
    expect(await cache.read('k', 5, answer('e'))).toBe('e');
    expect(await cache.read('k', 6, answer('f'))).toBe('e');
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 4 });
  });

  test('an answer loaded while a write starts and ends is not kept', async () => {
    const cache = new ReadCache<string>({ tables: ['users'] });
    const loaded = await cache.read('k', 1, async () => {
      cache.writeStarted();
      cache.writeEnded();
      return { value: 'old', validUntil: Number.POSITIVE_INFINITY };
    });
    expect(loaded).toBe('old');
    expect(await cache.read('k', 2, answer('new'))).toBe('new');
  });

  test('a change elsewhere drops every answer; a feed that is down keeps none', async () => {
    const cache = new ReadCache<string>({ tables: ['users'] });
    await cache.read('k', 1, answer('a'));
    cache.changedElsewhere();
    expect(await cache.read('k', 2, answer('b'))).toBe('b');
    cache.setFeedUp(false);
    expect(await cache.read('k', 3, answer('c'))).toBe('c');
    expect(await cache.read('k', 4, answer('d'))).toBe('d');
    cache.setFeedUp(true);
    expect(await cache.read('k', 5, answer('e'))).toBe('e');
    expect(await cache.read('k', 6, answer('f'))).toBe('e');
  });

  test('an answer holds until its own end, and not for a clock earlier than it was read at', async () => {
    const cache = new ReadCache<string>({ tables: ['users'] });
    await cache.read('k', 100, answer('a', 200));
    expect(await cache.read('k', 199, answer('b'))).toBe('a');
    expect(await cache.read('k', 200, answer('c', 300))).toBe('c');
    expect(await cache.read('k', 150, answer('d'))).toBe('d');
  });

  test('nothing is kept for a missing answer, and the oldest answers go first', async () => {
    const cache = new ReadCache<string>({ tables: ['users'], maxEntries: 2 });
    expect(await cache.read('none', 1, async () => null)).toBeNull();
    await cache.read('a', 1, answer('a'));
    await cache.read('b', 1, answer('b'));
    await cache.read('c', 1, answer('c'));
    expect(cache.stats().entries).toBe(2);
    expect(await cache.read('a', 1, answer('a2'))).toBe('a2');
    expect(await cache.read('c', 1, answer('c2'))).toBe('c');
  });

  test('switched off, it always reads through', async () => {
    const cache = new ReadCache<string>({ tables: ['users'], enabled: false });
    await cache.read('k', 1, answer('a'));
    expect(await cache.read('k', 2, answer('b'))).toBe('b');
  });
});

describe('read caches over HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  const sessions = () => readCacheOf(s.db, 'sessions', { tables: [] })!;
  const schoolAccess = () => readCacheOf(s.db, 'school-access', { tables: [] })!;

  test('a signed-in request is answered from memory the second time', async () => {
    const cookie = await s.loginAs('principal', { fresh: true });
    expect((await s.request('/api/me', { cookie })).status).toBe(200);
    const before = sessions().stats().hits;
    expect((await s.request('/api/me', { cookie })).status).toBe(200);
    expect(sessions().stats().hits).toBe(before + 1);

    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
    const accessHits = schoolAccess().stats().hits;
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
    expect(schoolAccess().stats().hits).toBe(accessHits + 1);
  });

  test('a change of role through the database applies on the next request', async () => {
    const account = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id });
    const { cookie } = await s.login(account.email, account.password);
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
    await s.db.update(users).set({ role: 'viewer' }).where(eq(users.id, account.id));
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(403);
    expect((await s.request('/api/me', { cookie })).body.role).toBe('viewer');
  });

  test('a write rolled back leaves the answers as they were, read again', async () => {
    const cookie = await s.loginAs('contractor', { fresh: true });
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
    await s.db
      .transaction(async (tx) => {
        await tx.update(contractorAssignments).set({ assignmentStatus: 'ended' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
  });

  test('after a transaction that wrote an access table has ended, answers are kept again', async () => {
    const cookie = await s.loginAs('principal', { fresh: true });
    for (const outcome of ['commit', 'rollback'] as const) {
      await s.db
        .transaction(async (tx) => {
          await tx
            .update(users)
            .set({ name: 'Mere Principal' })
            .where(eq(users.email, 'principal@demo.waikura.nz'));
          if (outcome === 'rollback') throw new Error('roll back');
        })
        .catch(() => {});
      // On PostgreSQL the commit's change notice arrives on its own connection, a moment later; when it
      // lands between the two requests it rightly empties the cache once (seen once in CI under load). What
      // must hold is that caching resumes: two requests in a row give one hit, within a few seconds.
      await expect
        .poll(
          async () => {
            expect((await s.request('/api/me', { cookie })).status).toBe(200);
            const hits = sessions().stats().hits;
            expect((await s.request('/api/me', { cookie })).status).toBe(200);
            return sessions().stats().hits - hits;
          },
          { message: `after a ${outcome}`, timeout: 5_000 },
        )
        .toBe(1);
    }
  });

  test('a cache made while a write is under way keeps nothing read before it ends, and trusts memory after', async () => {
    let cache: ReadCache<string> | null = null;
    await s.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ name: 'Mere Principal' })
        .where(eq(users.email, 'principal@demo.waikura.nz'));
      cache = readCacheOf<string>(s.db, 'made-mid-transaction', { tables: ['users'] });
      const read = await cache!.read('k', 1, async () => ({ value: 'before commit', validUntil: Infinity }));
      expect(read).toBe('before commit');
    });
    const readAgain = async (value: string) =>
      cache!.read('k', 2, async () => ({ value, validUntil: Infinity }));
    expect(await readAgain('after commit')).toBe('after commit');
    expect(await readAgain('later')).toBe('after commit');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('read caches between processes (PostgreSQL)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  test('a write by another connection reaches the cache through the trigger and LISTEN', async () => {
    const account = await s.createAccount({ role: 'principal', schoolId: s.schools.first.id });
    const { cookie } = await s.login(account.email, account.password);
    expect((await s.request('/api/me', { cookie })).body.role).toBe('principal');
    expect((await s.request('/api/me', { cookie })).body.role).toBe('principal');

    // Another process: its own connection, not this server's pool.
    const other = new pg.Client({ connectionString: s.config.databaseUrl });
    await other.connect();
    try {
      await other.query(`update users set role = 'viewer' where id = $1`, [account.id]);
    } finally {
      await other.end();
    }
    const deadline = Date.now() + 5000;
    let role = '';
    while (Date.now() < deadline) {
      role = (await s.request('/api/me', { cookie })).body.role;
      if (role === 'viewer') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(role).toBe('viewer');
  });

  test('a section written on another connection reaches the section cache', async () => {
    const cookie = await s.loginAs('principal', { fresh: true });
    const path = `/api/schools/${s.schools.first.id}/plan/sections/source`;
    expect((await s.request(path, { cookie })).status).toBe(200);
    const before = (await s.request(path, { cookie })).body.version as number;
    const other = new pg.Client({ connectionString: s.config.databaseUrl });
    await other.connect();
    try {
      await other.query(
        `update plan_sections set version = version + 1 where school_id = $1 and section_id = 'source'`,
        [s.schools.first.id],
      );
    } finally {
      await other.end();
    }
    const deadline = Date.now() + 5000;
    let version = before;
    while (Date.now() < deadline && version === before) {
      version = (await s.request(path, { cookie })).body.version;
      if (version === before) await new Promise((r) => setTimeout(r, 20));
    }
    expect(version).toBe(before + 1);
  });

  test('a feed whose own pings do not come back counts as down, and comes back', async () => {
    const changes = new TableChanges();
    // The ping is never sent: as with a pooler that drops notifications.
    const feed = new ChangeFeed(s.config.databaseUrl!, changes, async () => {}, 100);
    const states: boolean[] = [];
    changes.watch({
      tables: new Set(['users']),
      writeStarted: () => {},
      writeEnded: () => {},
      changedElsewhere: () => {},
      setFeedUp: (up) => {
        if (states.at(-1) !== up) states.push(up);
      },
    });
    try {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && states.length < 4) await new Promise((r) => setTimeout(r, 20));
      // Down until it listens; up; down when a ping has not come back; up again after reconnecting.
      expect(states.slice(0, 4)).toEqual([false, true, false, true]);
    } finally {
      await feed.close();
    }
  });
});
