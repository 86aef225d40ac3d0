import { type Kysely, Migrator, SqliteAdapter, sql } from 'kysely';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
  // A migration that writes much leaves it all in SQLite's WAL, and until a write after a
  // complete checkpoint starts the WAL over, every read looks its pages up in the WAL's index
  // first: after 0028's 1.3 GB, reads alone ran a third slower. Written back now, at once.
  const ran = results?.some((r) => r.status === 'Success');
  if (ran && db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
}
