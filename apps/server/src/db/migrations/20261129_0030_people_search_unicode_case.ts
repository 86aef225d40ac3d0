import { type Kysely, sql } from 'kysely';
import { UNICODE_LOWER } from '../sqlite-functions.mjs';
import { isSqlite } from './dialect';

/**
 * SQLite: People search's index (migration 0028) holds names lower-cased by `unicode_lower`
 * (sqlite-functions.mjs), every letter, instead of SQLite's lower(), which folds ASCII
 * letters only. Until now a name with a capital beyond ASCII ('Élodie', 'Ольга') was found
 * by no search on SQLite, the search's text being lower-cased in full; PostgreSQL's lower()
 * already folds every letter there. The triggers are made anew with the function, and the
 * index refilled (about a second for the seed's 100,000 accounts). A connection without the
 * function, such as the sqlite3 shell, now fails on a change to a name instead of writing
 * the index with values the app would not delete.
 */
const triggers = ['users_fts_insert', 'users_fts_delete', 'users_fts_update'];

async function indexNamesBy(db: Kysely<unknown>, lower: string): Promise<void> {
  const entry = (row: 'new' | 'old') => `${row}.rowid, ${lower}(${row}.name), ${row}.username_key`;
  const added = `insert into users_fts(rowid, name, username_key) select ${entry('new')} where new.status = 'active';`;
  const removed = `insert into users_fts(users_fts, rowid, name, username_key) select 'delete', ${entry('old')} where old.status = 'active';`;
  for (const name of triggers) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  await sql`insert into users_fts(users_fts) values ('delete-all')`.execute(db);
  await sql`insert into users_fts(rowid, name, username_key) select rowid, ${sql.raw(lower)}(name), username_key from users where status = 'active'`.execute(
    db,
  );
  await sql`create trigger users_fts_insert after insert on users begin ${sql.raw(added)} end`.execute(
    db,
  );
  await sql`create trigger users_fts_delete after delete on users begin ${sql.raw(removed)} end`.execute(
    db,
  );
  await sql`create trigger users_fts_update after update of name, username_key, status on users begin ${sql.raw(removed)} ${sql.raw(added)} end`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await indexNamesBy(db, UNICODE_LOWER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await indexNamesBy(db, 'lower');
}
