import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../../test/databases';

// Settings each connection of the pool starts with (database.ts); PGlite takes none.
describe.runIf(testDatabaseKinds.includes('postgres'))('PostgreSQL connections', () => {
  it('start with no JIT compilation and a 10 s statement timeout', async () => {
    const { handle, drop } = await createTestDatabase('postgres');
    try {
      const setting = async (name: string) =>
        (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(handle.db))
          .rows[0]?.value;
      expect(await setting('jit')).toBe('off');
      expect(await setting('statement_timeout')).toBe('10s');
    } finally {
      await handle.db.destroy();
      await drop();
    }
  });
});
