import { type Kysely, SqliteAdapter, sql } from 'kysely';

/** Whether a migration runs on SQLite; the others run on PostgreSQL (and PGlite). */
export const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Drops the named triggers, those that exist. */
export async function dropTriggers(db: Kysely<unknown>, names: readonly string[]): Promise<void> {
  for (const name of names) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
}
