import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { LAST_WITH_TRIGRAMS } from '../../../test/search-migrations';
import { migrationProvider } from './index';

/**
 * Migration 0026 is SQLite's alone: it builds the search index again, keyed by each post's
 * rowid negated, from the posts already written, and keeps it in step after.
 */
describe('migration 0026 on sqlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  /** What the app's search finds, best first: with one occurrence each, newest first. */
  const found = async (word: string, who: { headers: Record<string, string> }) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: who.headers,
      payload: { pageSize: 20, filters: { search: word } },
    });
    return (response.json().data.postList as { content: string }[]).map((post) => post.content);
  };
  /** What the trigram index holds for `word`, newest first. */
  const indexed = async (word: string) => {
    const { rows } = await sql<{ content: string }>`
      select posts.content from (select rowid from posts_fts where posts_fts match ${`"${word}"`}
        order by rowid) hits join posts on posts.rowid = -hits.rowid order by hits.rowid`.execute(
      t.db,
    );
    return rows.map((row) => row.content);
  };
  const integrityCheck = () =>
    sql`insert into posts_fts(posts_fts, rank) values ('integrity-check', 1)`.execute(t.db);

  it('indexes the posts written before it, and keeps edits and deletions after', async () => {
    const ann = await t.signedInUser();
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo('20261127_0025_post_search_merges')).error).toBe(undefined);
    const first = await t.storePost(ann, 'first kestrelword');
    const edited = await t.storePost(ann, 'second kestrelword');
    await t.storePost(ann, 'third kestrelword');
    expect((await migrator.migrateTo(LAST_WITH_TRIGRAMS.sqlite)).error).toBe(undefined);

    expect(await indexed('kestrelword')).toEqual([
      'third kestrelword',
      'second kestrelword',
      'first kestrelword',
    ]);
    await t.writePost(ann, 'fourth kestrelword');
    expect((await t.editPost(ann, edited, { content: 'second, now a falcon' })).statusCode).toBe(
      200,
    );
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/v1/post/${first}`,
      headers: ann.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await indexed('kestrelword')).toEqual(['fourth kestrelword', 'third kestrelword']);
    expect(await indexed('falcon')).toEqual(['second, now a falcon']);
    await expect(integrityCheck()).resolves.toBeDefined();
  });

  it('goes back to the index keyed by rowid, with the same posts in it', async () => {
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo('20261127_0025_post_search_merges')).error).toBe(undefined);
    const { rows } = await sql<{ content: string }>`
      select posts.content from (select rowid from posts_fts where posts_fts match '"kestrelword"'
        order by rowid desc) hits join posts on posts.rowid = hits.rowid order by hits.rowid desc`.execute(
      t.db,
    );
    expect(rows.map((row) => row.content)).toEqual(['fourth kestrelword', 'third kestrelword']);
    await expect(integrityCheck()).resolves.toBeDefined();
    expect((await migrator.migrateToLatest()).error).toBe(undefined);
    expect(await found('falcon', await t.signedInUser())).toEqual(['second, now a falcon']);
  });
});
