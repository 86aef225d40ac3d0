import { type Kysely, sql } from 'kysely';
import { dropTriggers, isSqlite } from './dialect';
import { indexUsersBy, usersFtsTriggers } from './users-fts';

/**
 * People search by trigrams, as post search (migration 0004): a search of a name or
 * username for text of three letters or more reads the accounts that hold its trigrams
 * instead of every account. With a LIKE of '%text%' alone, no index served it, and each
 * search read all 100,000 accounts of the seed twice, for its page and its count.
 *
 * SQLite: an FTS5 trigram index of the active accounts' names and usernames, keyed by the
 * row's rowid, holding exactly what the search's LIKE reads: `lower(name)` (SQLite's lower()
 * folds ASCII letters only) and `username_key`, with case kept (`case_sensitive 1`). A phrase
 * of three letters or more then matches exactly the accounts the LIKE does, so the search's
 * count is read from the index alone, with no row read. Triggers keep it in step and fire
 * only when the name, the username or the status changes, not on the counts and times that
 * change far more often. It holds no copy of the text (`content=''`); the triggers hand FTS5
 * the old text to delete, as posts_fts's do.
 *
 * PostgreSQL: GIN indexes of pg_trgm trigrams on the two expressions the search's LIKE reads,
 * with no pending list (`fastupdate = off`): accounts are made and renamed seldom, so a list
 * would fill slowly and wait long for autovacuum, and every search reads all of it. On the
 * 100,000-account seed, whose accounts all went through the list, a search for one account
 * took 62 ms through it and 9 ms once merged (migration 0027 tells the same of posts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`create virtual table users_fts using fts5(name, username_key, content='', tokenize='trigram case_sensitive 1')`.execute(
      db,
    );
    await indexUsersBy(db, 'lower');
  } else {
    await sql`create index users_name_trgm on users using gin (lower(name) gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
    await sql`create index users_username_key_trgm on users using gin (username_key gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await dropTriggers(db, usersFtsTriggers);
    await sql`drop table if exists users_fts`.execute(db);
  } else {
    await sql`drop index if exists users_username_key_trgm`.execute(db);
    await sql`drop index if exists users_name_trgm`.execute(db);
  }
}
