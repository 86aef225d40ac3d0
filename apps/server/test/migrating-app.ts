import { Migrator } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { migrationProvider } from '../src/db/migrations';
import { createTestApp, type TestApp, type TestPerson } from './app';
import type { TestDatabaseKind } from './databases';

/**
 * For the tests of a migration: a test app on a fresh database of `kind` for the describe
 * block, a migrator to move it between migrations, a search as a new person makes it, and
 * posts written by a new person while the database stood at `migration`, then migrated to
 * the latest (`writtenAt`: their author and ids, in order). The fields are set before the
 * block's first test.
 */
export function useMigratingApp(kind: TestDatabaseKind) {
  const use = {
    found: async (text: string) => use.t.searchedContents(await use.t.signedInUser(), text),
    writtenAt: async (migration: string, contents: readonly string[]) => {
      const author = await use.t.signedInUser();
      expect((await use.migrator.migrateTo(migration)).error).toBe(undefined);
      const ids: string[] = [];
      for (const content of contents) ids.push(await use.t.storePost(author, content));
      expect((await use.migrator.migrateToLatest()).error).toBe(undefined);
      return { author, ids };
    },
  } as {
    t: TestApp;
    migrator: Migrator;
    found: (text: string) => Promise<string[]>;
    writtenAt: <const Contents extends readonly string[]>(
      migration: string,
      contents: Contents,
    ) => Promise<{ author: TestPerson; ids: { [K in keyof Contents]: string } }>;
  };
  beforeAll(async () => {
    use.t = await createTestApp(kind);
    use.migrator = new Migrator({ db: use.t.db, provider: migrationProvider });
  });
  afterAll(async () => {
    await use.t.close();
  });
  return use;
}
