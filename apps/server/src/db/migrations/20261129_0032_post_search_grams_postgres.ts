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
 * The pieces are indexed on a table of their own, `post_search` (each post's id and text,
 * kept by triggers on insert and on a change of text, deleted with the post), not on
 * `posts`: an update of a post's counters that PostgreSQL cannot keep on the same page
 * (HOT) writes every index of the table again, and ~100 pieces a post made a reaction's
 * update 1.25 ms on the 100,000-post seed, against 0.36 with the trigram index on `posts`;
 * apart, the counters' updates never touch it. The index (GIN, btree_gin) holds each
 * post's pieces and its time in buckets (`searchTimeBucket`, db/search.ts).
 * `search_grams` is declared dear (a thousand times an operator) so that the planner never
 * weighs running it on every row of a scan against the index.
 */
export const POST_SEARCH_INDEX = 'post_search_grams';
const WORD = String.raw`((?:[0-9a-z]|[^\x01-\x7f\s])+)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  // PL/pgSQL, which keeps its plan for the session: a SQL function in an index expression
  // was planned again for every INSERT statement (a new post 1.40 ms against 0.84).
  await sql`create function search_grams(content text) returns text[]
    language plpgsql immutable strict parallel safe cost 1000 as $$
      begin
        return array(
          select substr(word[1], at, size)
          from regexp_matches(lower(content), ${sql.lit(WORD)}, 'g') as word,
            generate_series(1, char_length(word[1]) - 2) as at,
            generate_series(3, 5) as size
          where at + size - 1 <= char_length(word[1]));
      end
    $$`.execute(db);
  await sql`create function search_term_grams(term text) returns text[]
    language sql immutable strict parallel safe as $$
      select array(
        select case when char_length(word[1]) <= 5 then word[1] else substr(word[1], at, 5) end
        from regexp_matches(lower(term), ${sql.lit(WORD)}, 'g') as word,
          generate_series(1, greatest(char_length(word[1]) - 4, 1)) as at
        where char_length(word[1]) >= 3)
    $$`.execute(db);
  await sql`drop index if exists posts_content_trgm_time`.execute(db);
  await sql`create table post_search (
    id text primary key references posts (id) on delete cascade,
    content text not null)`.execute(db);
  await sql`insert into post_search (id, content) select id, content from posts`.execute(db);
  await sql`create index ${sql.id(POST_SEARCH_INDEX)} on post_search
    using gin (search_grams(content), left(id, 6)) with (gin_pending_list_limit = 64)`.execute(db);
  await sql`create function post_search_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into post_search (id, content) values (new.id, new.content);
      elsif new.content is distinct from old.content then
        update post_search set content = new.content where id = new.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger post_search_insert after insert on posts
    for each row execute function post_search_keep()`.execute(db);
  await sql`create trigger post_search_update after update of content on posts
    for each row execute function post_search_keep()`.execute(db);
  await sql`analyze post_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create index posts_content_trgm_time on posts
    using gin (content gin_trgm_ops, left(id, 13)) with (gin_pending_list_limit = 64)`.execute(db);
  await sql`drop trigger if exists post_search_insert on posts`.execute(db);
  await sql`drop trigger if exists post_search_update on posts`.execute(db);
  await sql`drop function if exists post_search_keep()`.execute(db);
  await sql`drop table if exists post_search`.execute(db);
  await sql`drop function if exists search_term_grams(text)`.execute(db);
  await sql`drop function if exists search_grams(text)`.execute(db);
}
