import { type Kysely, sql } from 'kysely';

/**
 * SQLite's People search index (migrations 0028 and 0030): the active accounts' names,
 * lower-cased by the SQL function `lower` names, and usernames, filled from `users` and kept
 * in step by triggers that fire only when a name, a username or a status changes.
 */
export const usersFtsTriggers = ['users_fts_insert', 'users_fts_delete', 'users_fts_update'];

/** Fills the (empty) index from `users` and makes its triggers, both folding names by `lower`. */
export async function indexUsersBy(db: Kysely<unknown>, lower: string): Promise<void> {
  const entry = (row: 'new' | 'old') => `${row}.rowid, ${lower}(${row}.name), ${row}.username_key`;
  const added = `insert into users_fts(rowid, name, username_key) select ${entry('new')} where new.status = 'active';`;
  const removed = `insert into users_fts(users_fts, rowid, name, username_key) select 'delete', ${entry('old')} where old.status = 'active';`;
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
