import { type Kysely, sql } from 'kysely';
import { isSqlite } from './dialect';

/**
 * PostgreSQL: the search index keeps at most 64 kB of new posts in its pending list instead
 * of the server's default 4 MB. A GIN index takes new entries into an unsorted list and
 * merges them in bulk later; until then every scan of the index reads the whole list. Each
 * search scans it up to four times (db/search.ts), and with writes the list grew to about
 * 2,400 posts before the insert that overflowed it merged them all (124-193 ms for that one
 * insert), or autovacuum did, which for a table of a million posts waits for 200,000 new
 * rows. Measured on a copy of the million-post seed: a window's scan took 4.2-5.5 ms with
 * 300 to 2,000 posts pending, 2.5-2.9 ms with the list kept short; a post's insert 0.78-0.98
 * ms mean, p99 7 ms (a merge every few posts), against 0.67-1.52 ms, p99 4.5-5.7 ms, with the
 * default, and 1.19-1.36 ms with no list at all (`fastupdate = off`). The list as it stands
 * is merged now. SQLite is unchanged.
 */
const INDEX = 'posts_content_trgm_time';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`alter index ${sql.id(INDEX)} set (gin_pending_list_limit = 64)`.execute(db);
  await sql`select gin_clean_pending_list(${INDEX}::regclass)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`alter index ${sql.id(INDEX)} reset (gin_pending_list_limit)`.execute(db);
}
