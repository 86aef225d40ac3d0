import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratingApp } from '../../../test/migrating-app';
import { LAST_WITH_TRIGRAMS } from '../../../test/search-migrations';
import { POST_SEARCH_AUTOMERGE } from './20261127_0025_post_search_merges';

/**
 * Migration 0031 is SQLite's alone: post search's index holds each post's words in pieces
 * (`posts_grams`), filled from the posts already written, kept in step after, and taken
 * back down to the trigram index.
 */
describe('migration 0031 on sqlite', () => {
  const m = useMigratingApp('sqlite');
  const integrityCheck = () =>
    sql`insert into posts_grams(posts_grams, rank) values ('integrity-check', 1)`.execute(m.t.db);
  const trigramsHold = async (word: string) => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from posts_fts
      where posts_fts match ${`"${word}"`}`.execute(m.t.db);
    return rows[0]?.n;
  };

  it('indexes the posts written before it, and keeps new posts, edits and deletions after', async () => {
    const {
      author: ann,
      ids: [first, edited],
    } = await m.writtenAt(LAST_WITH_TRIGRAMS.sqlite, [
      'first ospreyword at the ÉCOLE',
      'second ospreyword',
      'third ospreyword',
    ]);

    expect(await m.found('ospreyword')).toEqual([
      'third ospreyword',
      'second ospreyword',
      'first ospreyword at the ÉCOLE',
    ]);
    expect(await m.found('école PREYWO')).toEqual(['first ospreyword at the ÉCOLE']);
    await m.t.writePost(ann, 'fourth ospreyword');
    expect((await m.t.editPost(ann, edited, { content: 'second, now a harrier' })).statusCode).toBe(
      200,
    );
    expect((await m.t.call(ann, 'DELETE', `/post/${first}`)).statusCode).toBe(200);
    expect(await m.found('ospreyword')).toEqual(['fourth ospreyword', 'third ospreyword']);
    expect(await m.found('harrier')).toEqual(['second, now a harrier']);
    expect(await m.found('école')).toEqual([]);
    await expect(integrityCheck()).resolves.toBeDefined();
  });

  it('merges a level at eight segments, and finds every post once more have been written', async () => {
    const { rows } = await sql<{
      v: number;
    }>`select v from posts_grams_config where k = 'automerge'`.execute(m.t.db);
    expect(rows[0]?.v).toBe(POST_SEARCH_AUTOMERGE);
    const ann = await m.t.signedInUser();
    // One segment per insert: twenty of them pass the eight a level holds before merging.
    for (let i = 0; i < 20; i++) await m.t.writePost(ann, `segment marker qx${i}zv`);
    expect(await m.found('marker qx')).toHaveLength(20);
    await expect(integrityCheck()).resolves.toBeDefined();
  });

  it('goes back to the trigram index with the same posts in it, and up again', async () => {
    expect((await m.migrator.migrateTo(LAST_WITH_TRIGRAMS.sqlite)).error).toBe(undefined);
    expect(await trigramsHold('ospreyword')).toBe(2);
    expect(await trigramsHold('harrier')).toBe(1);
    const { rows } = await sql<{ name: string }>`select name from sqlite_master
      where name like 'posts_grams%'`.execute(m.t.db);
    expect(rows).toEqual([]);
    expect((await m.migrator.migrateToLatest()).error).toBe(undefined);
    expect(await m.found('harrier')).toEqual(['second, now a harrier']);
  });
});
