import { type Kysely, sql } from 'kysely';
import { isSqlite } from './dialect';

/**
 * PostgreSQL: the trigram index also holds each post's time, `left(id, 13)` of its
 * time-ordered id (btree_gin), so that one index scan finds the matches among the newest
 * posts only (db/search.ts). With trigrams alone, a word in 3% of a million posts had all
 * 29,000 of its matches read to keep the newest 300 (145 ms); among the newest 100,000
 * posts, 2,800 (15 ms). A query on the text alone uses this index as it used the one it
 * replaces. Building it takes about 25 s at a million posts. SQLite is unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`create index posts_content_trgm_time on posts using gin (content gin_trgm_ops, left(id, 13))`.execute(
    db,
  );
  await sql`drop index if exists posts_content_trgm`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create index posts_content_trgm on posts using gin (content gin_trgm_ops)`.execute(db);
  await sql`drop index if exists posts_content_trgm_time`.execute(db);
}
