import { type Kysely, sql } from 'kysely';
import { UNICODE_LOWER } from '../sqlite-functions.mjs';
import { dropTriggers, isSqlite } from './dialect';
import { indexUsersBy, usersFtsTriggers } from './users-fts';

/**
 * SQLite: People search's index (migration 0028) holds names lower-cased by `unicode_lower`
 * (sqlite-functions.mjs), every letter, instead of SQLite's lower(), which folds ASCII
 * letters only. Until now a name with a capital beyond ASCII ('Élodie', 'Ольга') was found
 * by no search on SQLite, the search's text being lower-cased in full; PostgreSQL's lower()
 * already folds every letter there. The triggers are made anew with the function, and the
 * index refilled (4.5 s for the seed's 100,000 accounts). A connection without the
 * function, such as the sqlite3 shell, now fails on a change to a name instead of writing
 * the index with values the app would not delete.
 */
/** Drops the index's triggers and entries, and makes them anew folding names by `lower`. */
async function indexNamesBy(db: Kysely<unknown>, lower: string): Promise<void> {
  await dropTriggers(db, usersFtsTriggers);
  await sql`insert into users_fts(users_fts) values ('delete-all')`.execute(db);
  await indexUsersBy(db, lower);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await indexNamesBy(db, UNICODE_LOWER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await indexNamesBy(db, 'lower');
}
