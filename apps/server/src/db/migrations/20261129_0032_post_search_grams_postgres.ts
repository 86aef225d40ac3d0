import { type Kysely, sql } from 'kysely';
import { isSqlite } from './dialect';

/**
 * PostgreSQL: post search looks a term up by the pieces of three to five characters of its
 * words, as SQLite does since 0031, instead of pg_trgm's trigrams, which are common even in
 * rare words. Two SQL functions cut the text, both from the text as the database's lower()
 * folds it, so that a post whose text holds a term (case aside, as ILIKE reads it) holds
 * every piece of the term:
 * - `search_grams(text)`: each word (a run of ASCII letters and digits, or of characters
 *   beyond ASCII but spaces) as every piece of three, four and five characters in it;
 * - `search_term_grams(text)`: what search looks up, each word of three to five characters
 *   whole and a longer one as its pieces of five (sqlite-functions.mjs cuts them alike).
 * The index (GIN, btree_gin) holds each post's pieces and its time in buckets of 2^24 ms
 * (4.7 hours, `left(id, 6)` of its time-ordered id): search's windows of the newest posts
 * (db/search.ts) scanned one key for every millisecond that had a post, 11 ms for the
 * newest 30,000 posts of a 100,000-post seed, against 1 ms in buckets.
 * `search_grams` is declared dear (about 50 µs a post, a thousand times an operator) so that
 * the planner never weighs running it on every row of a scan against the index. The build
 * takes about 30 s for 100,000 posts (GIN's sort of 10 million pieces; the trigram index it
 * replaces had fewer).
 */
export const POST_SEARCH_INDEX = 'posts_grams_time';
const WORD = String.raw`((?:[0-9a-z]|[^\x01-\x7f\s])+)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create function search_grams(content text) returns text[]
    language sql immutable strict parallel safe cost 1000 as $$
      select array(
        select substr(word[1], at, size)
        from regexp_matches(lower(content), ${sql.lit(WORD)}, 'g') as word,
          generate_series(1, char_length(word[1]) - 2) as at,
          generate_series(3, 5) as size
        where at + size - 1 <= char_length(word[1]))
    $$`.execute(db);
  await sql`create function search_term_grams(term text) returns text[]
    language sql immutable strict parallel safe as $$
      select array(
        select case when char_length(word[1]) <= 5 then word[1] else substr(word[1], at, 5) end
        from regexp_matches(lower(term), ${sql.lit(WORD)}, 'g') as word,
          generate_series(1, greatest(char_length(word[1]) - 4, 1)) as at
        where char_length(word[1]) >= 3)
    $$`.execute(db);
  await sql`create index ${sql.id(POST_SEARCH_INDEX)} on posts
    using gin (search_grams(content), left(id, 6)) with (gin_pending_list_limit = 64)`.execute(db);
  await sql`drop index if exists posts_content_trgm_time`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create index posts_content_trgm_time on posts
    using gin (content gin_trgm_ops, left(id, 13)) with (gin_pending_list_limit = 64)`.execute(db);
  await sql`drop index if exists ${sql.id(POST_SEARCH_INDEX)}`.execute(db);
  await sql`drop function if exists search_term_grams(text)`.execute(db);
  await sql`drop function if exists search_grams(text)`.execute(db);
}
