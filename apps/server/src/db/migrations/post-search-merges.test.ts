import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { LAST_WITH_TRIGRAMS } from '../../../test/search-migrations';
import { POST_SEARCH_AUTOMERGE } from './20261127_0025_post_search_merges';
import { migrationProvider } from './index';

/**
 * Migration 0025 is SQLite's alone: its FTS5 index merges a level at eight segments. The
 * tests run at 0030, the last migration with that index.
 */
describe('migration 0025 on sqlite', () => {
  let t: TestApp;
  let migrator: Migrator;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo(LAST_WITH_TRIGRAMS.sqlite)).error).toBe(undefined);
  });
  afterAll(async () => {
    expect((await migrator.migrateToLatest()).error).toBe(undefined);
    await t.close();
  });

  const automerge = async () => {
    const { rows } = await sql<{
      v: number;
    }>`select v from posts_fts_config where k = 'automerge'`.execute(t.db);
    return rows[0]?.v;
  };

  it('keeps the setting in the index, where every connection reads it, and takes it back down', async () => {
    expect(await automerge()).toBe(POST_SEARCH_AUTOMERGE);

    expect((await migrator.migrateTo('20261126_0024_expiry_indexes')).error).toBe(undefined);
    expect(await automerge()).toBe(4);
    expect((await migrator.migrateTo(LAST_WITH_TRIGRAMS.sqlite)).error).toBe(undefined);
    expect(await automerge()).toBe(POST_SEARCH_AUTOMERGE);
  });

  it('still finds every post once more segments than a level holds have been written', async () => {
    const ann = await t.signedInUser();
    // One segment per insert: twenty of them pass the eight a level holds before merging.
    for (let i = 0; i < 20; i++) await t.writePost(ann, `segment marker qx${i}zv`);
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from posts_fts where posts_fts match '"marker qx"'`.execute(t.db);
    expect(rows[0]?.n).toBe(20);
    const integrity = sql`insert into posts_fts(posts_fts, rank) values ('integrity-check', 1)`;
    await expect(integrity.execute(t.db)).resolves.toBeDefined();
  });
});
