import { type Kysely, sql } from 'kysely';
import { isSqlite } from './dialect';

/** FTS5's default: a level's segments are merged once it holds four. */
const DEFAULT_AUTOMERGE = 4;
/**
 * SQLite: the search index merges a level once it holds eight segments instead of four.
 * FTS5 does that merging inside the inserting statement, so on the thread that serves every
 * request. Measured on the million-post seed, 60,000 single-post inserts after a `sync`:
 * the index's share of an insert fell from 0.31 to 0.21 ms on average and its p99 from
 * 5.6 to 1.8 ms, and the first 3,000 inserts after the seed (which finish the merges a bulk
 * load leaves) from a p99 of 18 ms to 1.3 ms. Each search looks in more segments: the
 * newest 300 matches of 600 words from real posts went from 0.69 to 0.89 ms mean (p99
 * 6.9 to 7.3). Sixteen halved the insert work again but doubled that search time.
 * FTS5 keeps the setting in `posts_fts_config`; `crisismerge` stays at its 16, above it.
 * PostgreSQL is unchanged.
 */
export const POST_SEARCH_AUTOMERGE = 8;

// A literal: FTS5 accepts only an integer here, and a bound JavaScript number arrives as a real.
export const setAutomerge = (db: Kysely<unknown>, segments: number, index = 'posts_fts') =>
  sql`insert into ${sql.table(index)}(${sql.id(index)}, rank) values ('automerge', ${sql.lit(segments)})`.execute(
    db,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await setAutomerge(db, POST_SEARCH_AUTOMERGE);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await setAutomerge(db, DEFAULT_AUTOMERGE);
}
