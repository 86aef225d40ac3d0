import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { LAST_WITH_TRIGRAMS } from '../../../test/search-migrations';
import { migrationProvider } from './index';

const postgresKinds = testDatabaseKinds.filter((kind) => kind !== 'sqlite');

/** Migration 0027 keeps PostgreSQL's search index's list of new entries short. */
describe.each(postgresKinds)('migration 0027 on %s', (kind) => {
  let t: TestApp;
  let migrator: Migrator;
  beforeAll(async () => {
    t = await createTestApp(kind);
    migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo(LAST_WITH_TRIGRAMS.postgres)).error).toBe(undefined);
  });
  afterAll(async () => {
    await t.close();
  });

  const options = async () => {
    const { rows } = await sql<{ reloptions: string[] | null }>`
      select reloptions from pg_class where relname = 'posts_content_trgm_time'`.execute(t.db);
    return rows[0]?.reloptions ?? [];
  };

  it('sets a 64 kB pending list on the index, takes it back down, and the index still finds every post', async () => {
    expect(await options()).toContain('gin_pending_list_limit=64');
    expect((await migrator.migrateTo('20261127_0026_post_search_newest_first')).error).toBe(
      undefined,
    );
    expect(await options()).not.toContain('gin_pending_list_limit=64');
    const ann = await t.signedInUser();
    // Entries written under the default list, then merged by the migration.
    for (let i = 0; i < 5; i++) await t.storePost(ann, `pending heronword ${i}`);
    expect((await migrator.migrateTo(LAST_WITH_TRIGRAMS.postgres)).error).toBe(undefined);
    expect(await options()).toContain('gin_pending_list_limit=64');
    for (let i = 5; i < 10; i++) await t.writePost(ann, `pending heronword ${i}`);

    // Read through the index: the app's search looks terms up by their pieces since 0032.
    const { rows } = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ n: number }>`select count(*)::int as n from posts
        where content ilike '%heronword%'`.execute(trx);
    });
    expect(rows[0]?.n).toBe(10);
  });
});
