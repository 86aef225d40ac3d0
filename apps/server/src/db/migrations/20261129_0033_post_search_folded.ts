import { type Kysely, type RawBuilder, sql } from 'kysely';
import { POST_SEARCH_INDEX } from './20261129_0032_post_search_grams_postgres';
import { isSqlite } from './dialect';

/**
 * PostgreSQL: `post_search` holds each post's text folded as the database's lower() folds it
 * (`folded`), not as written, so that search compares it with LIKE instead of ILIKE. In a
 * UTF-8 database ILIKE is exactly LIKE of both sides through lower(), and lower() under the
 * database's collation costs about 2 µs a post: a search for one word walked the newest
 * 1,000 posts in 3.4 ms, 0.7 of them reading. Folded once when written, the ranking
 * statements of the mix's 1,500 searches on the 100,000-post seed gave the same answers in
 * 5.2 ms on average against 8.1 (p99 13.5 against 22.3). The pieces are cut from the folded
 * text as from the text, since `search_grams` folds first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await rebuild(db, {
    column: 'folded',
    text: sql`lower(content)`,
    written: sql`lower(new.content)`,
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await rebuild(db, { column: 'content', text: sql`content`, written: sql`new.content` });
}

/**
 * Fills `post_search` again from the posts, each as `text`, under `column`, with its index
 * built after the rows (a fraction of the time of an index kept row by row), and has the
 * triggers of 0032 write `written` from then on.
 */
async function rebuild(
  db: Kysely<unknown>,
  to: { column: 'folded' | 'content'; text: RawBuilder<string>; written: RawBuilder<string> },
) {
  const from = to.column === 'folded' ? 'content' : 'folded';
  await sql`drop index if exists ${sql.id(POST_SEARCH_INDEX)}`.execute(db);
  await sql`truncate post_search`.execute(db);
  await sql`alter table post_search rename column ${sql.id(from)} to ${sql.id(to.column)}`.execute(
    db,
  );
  await sql`insert into post_search (id, ${sql.id(to.column)}) select id, ${to.text} from posts`.execute(
    db,
  );
  await sql`create index ${sql.id(POST_SEARCH_INDEX)} on post_search
    using gin (search_grams(${sql.id(to.column)}), left(id, 6)) with (gin_pending_list_limit = 64)`.execute(
    db,
  );
  await keepPostSearch(db, to.column, to.written);
  await sql`analyze post_search`.execute(db);
}

/** Has the triggers of 0032 write `written`, a post's text as `new.content`, under `column`. */
export async function keepPostSearch(
  db: Kysely<unknown>,
  column: 'folded' | 'content',
  written: RawBuilder<string>,
) {
  await sql`create or replace function post_search_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into post_search (id, ${sql.id(column)}) values (new.id, ${written});
      elsif new.content is distinct from old.content then
        update post_search set ${sql.id(column)} = ${written} where id = new.id;
      end if;
      return null;
    end $$`.execute(db);
}
