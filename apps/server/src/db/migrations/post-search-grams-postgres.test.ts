import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases';
import { useMigratingApp } from '../../../test/migrating-app';
import { textsWithTerms } from '../../../test/random-texts';
import { LAST_WITH_TRIGRAMS } from '../../../test/search-migrations';
import { likeAnywhere } from '../case-folding';
import { POST_SEARCH_INDEX } from './20261129_0032_post_search_grams_postgres';

const postgresKinds = testDatabaseKinds.filter((kind) => kind !== 'sqlite');

/**
 * Migration 0032 is PostgreSQL's: post search looks terms up by the pieces of their words
 * (`search_grams`, `search_term_grams`, table `post_search`) instead of pg_trgm's
 * trigrams, for the posts written before it as for those after, and goes back down.
 */
describe.each(postgresKinds)('migration 0032 on %s', (kind) => {
  const m = useMigratingApp(kind);
  const indexes = async () => {
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select relname as name, reloptions as options from pg_class
      where relname in ('posts_content_trgm_time', ${POST_SEARCH_INDEX}) order by relname`.execute(
      m.t.db,
    );
    return rows;
  };

  it('finds the posts written before it, and keeps new posts, edits and deletions after', async () => {
    const {
      author: ann,
      ids: [first, edited],
    } = await m.writtenAt(LAST_WITH_TRIGRAMS.postgres, [
      'first grebeword at the ÉCOLE',
      'second grebeword',
      'Третий grebeword',
    ]);
    expect(await indexes()).toEqual([
      { name: POST_SEARCH_INDEX, options: ['gin_pending_list_limit=64'] },
    ]);

    expect(await m.found('grebeword')).toEqual([
      'Третий grebeword',
      'second grebeword',
      'first grebeword at the ÉCOLE',
    ]);
    expect(await m.found('école EBEWO')).toEqual(['first grebeword at the ÉCOLE']);
    expect(await m.found('ТРЕТИЙ')).toEqual(['Третий grebeword']);
    await m.t.writePost(ann, 'fourth grebeword');
    expect((await m.t.editPost(ann, edited, { content: 'second, now a dunlin' })).statusCode).toBe(
      200,
    );
    expect((await m.t.call(ann, 'DELETE', `/post/${first}`)).statusCode).toBe(200);
    expect(await m.found('grebeword')).toEqual(['fourth grebeword', 'Третий grebeword']);
    expect(await m.found('dunlin')).toEqual(['second, now a dunlin']);
    expect(await m.found('école')).toEqual([]);
  });

  it("leaves the search table's row alone when only a post's counters change", async () => {
    const ann = await m.t.signedInUser();
    const bob = await m.t.signedInUser();
    const post = await m.t.writePost(ann, 'a counted sandpiper');
    const version = async () => {
      const { rows } = await sql<{ version: string }>`
        select xmin::text as version from post_search where id = ${post}`.execute(m.t.db);
      return rows[0]?.version;
    };
    const before = await version();
    expect(before).toBeDefined();
    const liked = await m.t.call(bob, 'POST', `/post/${post}/react`, { kind: 'like' });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(await version()).toBe(before);
    expect((await m.t.editPost(ann, post, { content: 'a counted stint' })).statusCode).toBe(200);
    expect(await version()).not.toBe(before);
    expect(await m.found('stint')).toEqual(['a counted stint']);
  });

  it('goes back to the trigram index, finding the same posts, and up again', async () => {
    expect((await m.migrator.migrateTo(LAST_WITH_TRIGRAMS.postgres)).error).toBe(undefined);
    expect(await indexes()).toEqual([
      { name: 'posts_content_trgm_time', options: ['gin_pending_list_limit=64'] },
    ]);
    const { rows } = await sql<{ name: string }>`select proname as name from pg_proc
      where proname like 'search%grams' or proname = 'post_search_keep'
      union all select tablename from pg_tables where tablename = 'post_search'`.execute(m.t.db);
    expect(rows).toEqual([]);
    expect((await m.migrator.migrateToLatest()).error).toBe(undefined);
    expect(await m.found('dunlin')).toEqual(['second, now a dunlin']);
  });

  it('cuts every piece of a term out of any text that holds it, as ILIKE reads it', async () => {
    // Letters with and without case, digits, punctuation, spaces of several kinds, emoji.
    const { pairs, below } = textsWithTerms(
      32,
      'aAbBéÉßøΣσςİıÅкКПп東京写真12.,:+#@_%\\-\'" \u00a0\u3000🌵☀️',
      { count: 4000, longestTerm: 12 },
    );
    const contents = pairs.map((pair) => pair.content);
    const terms = pairs.map((pair) => (below(2) ? pair.term.toUpperCase() : pair.term));
    const patterns = terms.map(likeAnywhere);
    const { rows } = await sql<{ held: number; missed: number; pieces: number }>`
      select count(*)::int as held,
        count(*) filter (where not search_grams(content) @> search_term_grams(term))::int as missed,
        count(*) filter (where cardinality(search_term_grams(term)) > 0)::int as pieces
      from unnest(${contents}::text[], ${terms}::text[], ${patterns}::text[]) as pair(content, term, pattern)
      where content ilike pattern escape '\\'`.execute(m.t.db);
    expect(rows[0]?.missed).toBe(0);
    expect(rows[0]?.held).toBeGreaterThan(2500);
    expect(rows[0]?.pieces).toBeGreaterThan(1000);
  });
});
