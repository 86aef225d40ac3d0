import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupDatabase,
  backupLogical,
  countRows,
  RestoreRefused,
  restoreDatabase,
  restoreRows,
  type TableCount,
} from '../scripts/backup';
import { type Db, openDatabase } from '../src/db/database';
import { createTestApp, type TestApp, type TestPerson } from './app';
import { openUnmigratedDatabase, type TestDatabaseKind, testDatabaseKinds } from './databases';
import { countMismatches } from './invariants';

const root = resolve(import.meta.dirname, '../../..');
const byTable = (counts: TableCount[]) => Object.fromEntries(counts.map((c) => [c.table, c.rows]));

/** Posts, comments, reactions, follows and new accounts, until `stop()`; at least `atLeast` rounds. */
function keepWriting(t: TestApp, people: TestPerson[], atLeast = 4) {
  let stopped = false;
  let rounds = 0;
  const done = (async () => {
    while (!stopped || rounds < atLeast) {
      const [a, b] = [people[rounds % people.length], people[(rounds + 1) % people.length]];
      if (!a || !b) throw new Error('need two people');
      const postId = await t.writePost(a, `written during the backup ${rounds}`);
      const calls = await Promise.all([
        t.inject({
          method: 'POST',
          url: `/api/v1/post/${postId}/react`,
          headers: b.headers,
          payload: { kind: 'like', active: true },
        }),
        t.inject({
          method: 'POST',
          url: '/api/v1/comment/new',
          headers: b.headers,
          payload: { comment: { content: `comment ${rounds}`, post: postId } },
        }),
      ]);
      for (const call of calls) expect(call.statusCode).toBeLessThan(300);
      if (rounds % 3 === 0) {
        const newcomer = await t.signedInUser();
        await t.follow(newcomer, a.user._id);
      }
      rounds += 1;
    }
    return rounds;
  })();
  return {
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

type Backup = {
  t: TestApp;
  dir: string;
  file: string;
  before: Record<string, number>;
  snapshot: Record<string, number>;
  after: Record<string, number>;
};

/** An app with data, backed up while it keeps writing. */
async function backUpWhileWriting(kind: TestDatabaseKind): Promise<Backup> {
  const t = await createTestApp(kind);
  const dir = mkdtempSync(join(tmpdir(), 'social-backup-'));
  const people = [await t.signedInUser(), await t.signedInUser(), await t.signedInUser()];
  const [ann, bea, cid] = people as [TestPerson, TestPerson, TestPerson];
  await t.follow(ann, bea.user._id);
  await t.follow(bea, cid.user._id);
  for (let i = 0; i < 5; i += 1) await t.writePost(ann, `before the backup ${i}`);
  await t.writePost(bea, 'anonymous, before the backup', 'private');
  mkdirSync(join(t.mediaDir, 'avatars', 'someone'), { recursive: true });
  writeFileSync(join(t.mediaDir, 'avatars', 'someone', 'abc-400.jpg'), 'a picture');
  writeFileSync(join(t.mediaDir, 'avatars', 'someone', 'def-400.jpg.1234.partial'), 'half');

  const file = join(dir, 'backup.db');
  const before = byTable(await countRows(t.db, kindOf(kind)));
  const writer = keepWriting(t, people);
  let snapshot: TableCount[];
  try {
    if (t.databaseUrl) {
      const summary = await backupDatabase({
        databaseUrl: t.databaseUrl,
        mediaDir: t.mediaDir,
        file,
        batchSize: 2,
      });
      snapshot = summary.tables;
    } else {
      // PGlite lives in this process: the same logical backup as PostgreSQL's, called directly.
      snapshot = await backupLogical(t.db, 'postgres', file, 2);
    }
  } finally {
    await writer.stop();
  }
  const after = byTable(await countRows(t.db, kindOf(kind)));
  return { t, dir, file, before, snapshot: byTable(snapshot), after };
}

const kindOf = (kind: TestDatabaseKind) => (kind === 'sqlite' ? 'sqlite' : 'postgres');

/** A new, empty database of the kind; restores `file` into it (media into a new folder). */
async function restoreInto(kind: TestDatabaseKind, file: string, dir: string) {
  const mediaDir = join(dir, `media-${kind}-${Math.random().toString(36).slice(2)}`);
  if (kind === 'sqlite') {
    const url = `sqlite:${join(dir, `restored-${Math.random().toString(36).slice(2)}.db`)}`;
    const summary = await restoreDatabase({ databaseUrl: url, mediaDir, file });
    const { db } = openDatabase(url);
    return { db, url, mediaDir, summary, drop: () => db.destroy() };
  }
  const target = await openUnmigratedDatabase(kind);
  const db = target.handle.db;
  const summary = target.url
    ? await restoreDatabase({ databaseUrl: target.url, mediaDir, file })
    : { tables: await restoreRows(db, 'postgres', file) };
  return {
    db,
    url: target.url,
    mediaDir,
    summary,
    drop: async () => {
      await db.destroy();
      await target.drop();
    },
  };
}

async function expectWholeCopy(db: Db, kind: TestDatabaseKind, backup: Backup) {
  const restored = byTable(await countRows(db, kindOf(kind)));
  expect(restored).toEqual(backup.snapshot);
  // Counts kept beside the rows (comments_count, likes_count, people_counts, …) agree with
  // the rows: every table was read at the same moment, and nothing was counted twice.
  expect(await countMismatches(db)).toEqual([]);
}

describe.each(testDatabaseKinds)('backup and restore on %s', (kind) => {
  let backup: Backup;
  beforeAll(async () => {
    backup = await backUpWhileWriting(kind);
  }, 60_000);
  afterAll(async () => {
    await backup.t.close();
    rmSync(backup.dir, { recursive: true, force: true });
  });

  it('copies one moment of the database while the server keeps writing', () => {
    const { before, snapshot, after } = backup;
    expect(Object.keys(snapshot).sort()).toEqual(Object.keys(after).sort());
    expect(snapshot).toHaveProperty('users');
    expect(snapshot).toHaveProperty('people_counts');
    for (const table of Object.keys(after)) {
      expect(snapshot[table], table).toBeGreaterThanOrEqual(before[table] ?? 0);
      expect(snapshot[table], table).toBeLessThanOrEqual(after[table] ?? 0);
    }
    // Writes went on around the backup.
    expect(after.posts).toBeGreaterThan(before.posts ?? 0);
  });

  it('restores into an empty database of the same kind, counts and media included', async () => {
    const target = await restoreInto(kind, backup.file, backup.dir);
    try {
      await expectWholeCopy(target.db, kind, backup);
      if (backup.t.databaseUrl) {
        expect(
          readFileSync(join(target.mediaDir, 'avatars', 'someone', 'abc-400.jpg'), 'utf8'),
        ).toBe('a picture');
        expect(
          existsSync(join(target.mediaDir, 'avatars', 'someone', 'def-400.jpg.1234.partial')),
        ).toBe(false);
      }
      // Restoring again into it, now not empty, is refused and changes nothing.
      const again = target.url
        ? restoreDatabase({ databaseUrl: target.url, mediaDir: target.mediaDir, file: backup.file })
        : restoreRows(target.db, 'postgres', backup.file);
      await expect(again).rejects.toThrow(RestoreRefused);
      await expect(again).rejects.toThrow(/not empty \(users has \d+ rows/);
      expect(byTable(await countRows(target.db, kindOf(kind)))).toEqual(backup.snapshot);
    } finally {
      await target.drop();
    }
  });

  it('restores into the other kind of database', async () => {
    const other: TestDatabaseKind =
      kind === 'sqlite' ? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite') : 'sqlite';
    const target = await restoreInto(other, backup.file, backup.dir);
    try {
      await expectWholeCopy(target.db, other, backup);
    } finally {
      await target.drop();
    }
  });

  it('refuses to restore into the database it came from, which is not empty', async () => {
    const into = backup.t.databaseUrl
      ? restoreDatabase({
          databaseUrl: backup.t.databaseUrl,
          mediaDir: backup.t.mediaDir,
          file: backup.file,
        })
      : restoreRows(backup.t.db, 'postgres', backup.file);
    await expect(into).rejects.toThrow(/The target database is not empty/);
  });

  it.skipIf(kind === 'sqlite')('refuses a cut-off backup file and writes nothing', async () => {
    const text = readFileSync(backup.file, 'utf8').split('\n');
    const cut = join(backup.dir, 'cut.jsonl');
    writeFileSync(cut, `${text.slice(0, Math.floor(text.length / 2)).join('\n')}\n`);
    const target = await openUnmigratedDatabase('pglite');
    try {
      await expect(restoreRows(target.handle.db, 'postgres', cut)).rejects.toThrow(/incomplete/);
      expect((await countRows(target.handle.db, 'postgres')).every((c) => c.rows === 0)).toBe(true);
    } finally {
      await target.handle.db.destroy();
    }
  });
});

describe('npm run db:backup and db:restore (SQLite)', () => {
  const run = promisify(execFile);
  const cli = (script: string, file: string, env: Record<string, string>) =>
    run(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/server/scripts', script), file], {
      cwd: root,
      env: { ...process.env, ...env },
    });

  it('back up from another process while the server writes, and restore into a new file', async () => {
    const t = await createTestApp('sqlite');
    const dir = mkdtempSync(join(tmpdir(), 'social-backup-cli-'));
    try {
      const people = [await t.signedInUser(), await t.signedInUser()];
      writeFileSync(join(t.mediaDir, 'picture.jpg'), 'a picture');
      const file = join(dir, 'nightly.db');
      const before = byTable(await countRows(t.db, 'sqlite'));
      const writer = keepWriting(t, people);
      const env = { DATABASE_URL: t.databaseUrl as string, MEDIA_DIR: t.mediaDir };
      const backedUp = await cli('db-backup.ts', file, env).finally(() => writer.stop());
      const after = byTable(await countRows(t.db, 'sqlite'));
      expect(backedUp.stdout).toMatch(/Backed up to .*nightly\.db \(sqlite file\)/);
      expect(backedUp.stdout).toMatch(/posts +\d+ rows/);
      expect(backedUp.stdout).toMatch(/media: 1 files/);
      expect(existsSync(join(dir, 'nightly.db.media', 'picture.jpg'))).toBe(true);

      const restoredUrl = `sqlite:${join(dir, 'restored', 'app.db')}`;
      const restoreEnv = { DATABASE_URL: restoredUrl, MEDIA_DIR: join(dir, 'restored-media') };
      const restored = await cli('db-restore.ts', file, restoreEnv);
      expect(restored.stdout).toMatch(/Restored from .* \(file copy\)/);
      const { db } = openDatabase(restoredUrl);
      try {
        const counts = byTable(await countRows(db, 'sqlite'));
        for (const table of Object.keys(after)) {
          expect(counts[table], table).toBeGreaterThanOrEqual(before[table] ?? 0);
          expect(counts[table], table).toBeLessThanOrEqual(after[table] ?? 0);
        }
        expect(await countMismatches(db)).toEqual([]);
      } finally {
        await db.destroy();
      }
      expect(readFileSync(join(dir, 'restored-media', 'picture.jpg'), 'utf8')).toBe('a picture');

      const refused = await cli('db-restore.ts', file, restoreEnv).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toMatch(/Restore refused: The target database is not empty/);
      // A backup never overwrites one.
      await expect(cli('db-backup.ts', file, env)).rejects.toThrow(/already exists/);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
