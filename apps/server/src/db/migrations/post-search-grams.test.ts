import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { LAST_WITH_TRIGRAMS } from '../../../test/search-migrations';
import { POST_SEARCH_AUTOMERGE } from './20261127_0025_post_search_merges';
import { migrationProvider } from './index';

/**
 * Migration 0031 is SQLite's alone: post search's index holds each post's words in pieces
 * (`posts_grams`), filled from the posts already written, kept in step after, and taken
 * back down to the trigram index.
 */
describe('migration 0031 on sqlite', () => {
  let t: TestApp;
  let migrator: Migrator;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    migrator = new Migrator({ db: t.db, provider: migrationProvider });
  });
  afterAll(async () => {
    await t.close();
  });

  const found = async (text: string) => t.searchedContents(await t.signedInUser(), text);
  const integrityCheck = () =>
    sql`insert into posts_grams(posts_grams, rank) values ('integrity-check', 1)`.execute(t.db);
  const trigramsHold = async (word: string) => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from posts_fts
      where posts_fts match ${`"${word}"`}`.execute(t.db);
    return rows[0]?.n;
  };

  it('indexes the posts written before it, and keeps new posts, edits and deletions after', async () => {
    const ann = await t.signedInUser();
    expect((await migrator.migrateTo(LAST_WITH_TRIGRAMS.sqlite)).error).toBe(undefined);
    const first = await t.storePost(ann, 'first ospreyword at the ÉCOLE');
    const edited = await t.storePost(ann, 'second ospreyword');
    await t.storePost(ann, 'third ospreyword');
    expect((await migrator.migrateToLatest()).error).toBe(undefined);

    expect(await found('ospreyword')).toEqual([
      'third ospreyword',
      'second ospreyword',
      'first ospreyword at the ÉCOLE',
    ]);
    expect(await found('école PREYWO')).toEqual(['first ospreyword at the ÉCOLE']);
    await t.writePost(ann, 'fourth ospreyword');
    expect((await t.editPost(ann, edited, { content: 'second, now a harrier' })).statusCode).toBe(
      200,
    );
    expect((await t.call(ann, 'DELETE', `/post/${first}`)).statusCode).toBe(200);
    expect(await found('ospreyword')).toEqual(['fourth ospreyword', 'third ospreyword']);
    expect(await found('harrier')).toEqual(['second, now a harrier']);
    expect(await found('école')).toEqual([]);
    await expect(integrityCheck()).resolves.toBeDefined();
  });

  it('merges a level at eight segments, and finds every post once more have been written', async () => {
    const { rows } = await sql<{
      v: number;
    }>`select v from posts_grams_config where k = 'automerge'`.execute(t.db);
    expect(rows[0]?.v).toBe(POST_SEARCH_AUTOMERGE);
    const ann = await t.signedInUser();
    // One segment per insert: twenty of them pass the eight a level holds before merging.
    for (let i = 0; i < 20; i++) await t.writePost(ann, `segment marker qx${i}zv`);
    expect(await found('marker qx')).toHaveLength(20);
    await expect(integrityCheck()).resolves.toBeDefined();
  });

  it('goes back to the trigram index with the same posts in it, and up again', async () => {
    expect((await migrator.migrateTo(LAST_WITH_TRIGRAMS.sqlite)).error).toBe(undefined);
    expect(await trigramsHold('ospreyword')).toBe(2);
    expect(await trigramsHold('harrier')).toBe(1);
    const { rows } = await sql<{ name: string }>`select name from sqlite_master
      where name like 'posts_grams%'`.execute(t.db);
    expect(rows).toEqual([]);
    expect((await migrator.migrateToLatest()).error).toBe(undefined);
    expect(await found('harrier')).toEqual(['second, now a harrier']);
  });
});
