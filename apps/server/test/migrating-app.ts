import { Migrator } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { migrationProvider } from '../src/db/migrations';
import { createTestApp, type TestApp } from './app';
import type { TestDatabaseKind } from './databases';

/**
 * For the tests of a migration: a test app on a fresh database of `kind` for the describe
 * block, a migrator to move it between migrations, and a search as a new person makes it.
 * The fields are set before the block's first test.
 */
export function useMigratingApp(kind: TestDatabaseKind) {
  const use = {
    found: async (text: string) => use.t.searchedContents(await use.t.signedInUser(), text),
  } as { t: TestApp; migrator: Migrator; found: (text: string) => Promise<string[]> };
  beforeAll(async () => {
    use.t = await createTestApp(kind);
    use.migrator = new Migrator({ db: use.t.db, provider: migrationProvider });
  });
  afterAll(async () => {
    await use.t.close();
  });
  return use;
}
