import { type Migration, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openUnmigratedDatabase } from '../../../test/databases';
import { withoutStatementTimeout } from './index';

/**
 * A migration outlives the statement timeout meant for requests (a rewrite of a million
 * rows does). PGlite keeps no timeouts, so this runs on a real PostgreSQL server only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('run without the statement timeout of the pool', async () => {
    const { handle, drop } = await openUnmigratedDatabase('postgres');
    const slow: Migration = {
      up: async (db) => {
        await sql`select pg_sleep(0.3)`.execute(db);
      },
    };
    const migrate = (migration: Migration) =>
      handle.db.connection().execute(async (connection) => {
        await sql`set statement_timeout = 100`.execute(connection);
        const provider = { getMigrations: async () => ({ '0001_slow': migration }) };
        return new Migrator({ db: connection, provider }).migrateToLatest();
      });
    try {
      expect(String((await migrate(slow)).error)).toMatch(/statement timeout/);
      expect((await migrate(withoutStatementTimeout(slow))).error).toBeUndefined();
    } finally {
      await handle.db.destroy();
      await drop();
    }
  });
});
