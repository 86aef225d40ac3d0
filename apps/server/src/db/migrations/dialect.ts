import { type Kysely, SqliteAdapter } from 'kysely';

/** Whether a migration runs on SQLite; the others run on PostgreSQL (and PGlite). */
export const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;
