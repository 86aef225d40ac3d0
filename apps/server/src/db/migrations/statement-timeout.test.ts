import { type Migration, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openUnmigratedDatabase } from '../../../test/databases';
import { withoutStatementTimeout } from './index';

/**
 * A migration outlives the statement timeout meant for requests (a rewrite of a million
 * rows does). PGlite keeps no timeouts, so this runs on a real PostgreSQL server only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('run, up and down, without the statement timeout of the pool', async () => {
    const { handle, drop } = await openUnmigratedDatabase('postgres');
    const sleep = async (db: Parameters<Migration['up']>[0]) => {
      await sql`select pg_sleep(0.3)`.execute(db);
    };
    const slow: Migration = { up: sleep, down: sleep };
    const migrate = (migration: Migration, to: 'latest' | 'none' = 'latest') =>
      handle.db.connection().execute(async (connection) => {
        await sql`set statement_timeout = 100`.execute(connection);
        const provider = { getMigrations: async () => ({ '0001_slow': migration }) };
        const migrator = new Migrator({ db: connection, provider });
        return to === 'latest' ? migrator.migrateToLatest() : migrator.migrateDown();
      });
    try {
      expect(String((await migrate(slow)).error)).toMatch(/statement timeout/);
      expect((await migrate(withoutStatementTimeout(slow))).error).toBeUndefined();
      expect(String((await migrate(slow, 'none')).error)).toMatch(/statement timeout/);
      expect((await migrate(withoutStatementTimeout(slow), 'none')).error).toBeUndefined();
    } finally {
      await handle.db.destroy();
      await drop();
    }
  });
});
