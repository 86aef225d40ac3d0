import { type Kysely, sql } from 'kysely';
import { SEARCH_GRAMS } from '../sqlite-functions.mjs';
import { POST_SEARCH_AUTOMERGE, setAutomerge } from './20261127_0025_post_search_merges';
import { createIndex, dropIndex } from './20261127_0026_post_search_newest_first';
import { dropTriggers, isSqlite } from './dialect';

/**
 * SQLite: post search reads an index of each post's words in pieces of three to five
 * characters (`posts_grams`, made by `search_grams`, sqlite-functions.mjs) instead of the
 * trigram index (`posts_fts`), whose three-letter pieces are common even in rare words
 * (db/search.ts has the figures). Keyed by each post's rowid negated, as before (0026).
 * `detail='none'`: search never asks where in a post a piece is, only whether it is there,
 * which keeps the index at 108 MB for the million-post seed (the trigram index: 268 MB).
 * `contentless_delete=1`: a post leaves the index by its key alone, so a later version that
 * cuts words into other pieces can still delete what this one wrote. It is filled in its
 * own key order, newest post first: FTS5 writes out what it holds in memory whenever a key
 * comes lower than the last, so in the table's order each post went out alone (125 s at a
 * million posts, against 52 s). PostgreSQL is unchanged.
 */
const triggers = ['posts_grams_insert', 'posts_grams_delete', 'posts_grams_update'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await dropIndex(db);
  await sql`create virtual table posts_grams using fts5(grams, content='', contentless_delete=1, tokenize='ascii', detail='none')`.execute(
    db,
  );
  await setAutomerge(db, POST_SEARCH_AUTOMERGE, 'posts_grams');
  await sql`insert into posts_grams(rowid, grams) select -rowid, ${sql.raw(SEARCH_GRAMS)}(content) from posts order by rowid desc`.execute(
    db,
  );
  // Into one segment: the fill leaves a level of large segments, whose merges the next
  // posts would do as they are written (a new post's p99 57 ms and max 430 ms at one
  // connection, against 22 and 86 after this; 7 s at a million posts).
  await sql`insert into posts_grams(posts_grams) values ('optimize')`.execute(db);
  const added = sql.raw(
    `insert into posts_grams(rowid, grams) values (-new.rowid, ${SEARCH_GRAMS}(new.content));`,
  );
  const removed = sql.raw('delete from posts_grams where rowid = -old.rowid;');
  await sql`create trigger posts_grams_insert after insert on posts begin ${added} end`.execute(db);
  await sql`create trigger posts_grams_delete after delete on posts begin ${removed} end`.execute(
    db,
  );
  await sql`create trigger posts_grams_update after update of content on posts begin ${removed} ${added} end`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await dropTriggers(db, triggers);
  await sql`drop table if exists posts_grams`.execute(db);
  await createIndex(db, "content='', ", (row) => `-${row}`);
}
