import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openUnmigratedDatabase, testDatabaseKinds } from '../../../test/databases';
import { migrationProvider } from './index';

/**
 * Migration 0010 stores each comment's label as it reads on the day it runs (rule 12), so
 * nothing anyone has already seen changes when labels stop being derived.
 */
describe.each(testDatabaseKinds)('migration 0010 on %s', (kind) => {
  it('fixes every existing comment’s label as it read before', async () => {
    const { handle, drop } = await openUnmigratedDatabase(kind);
    const db = handle.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const before = await migrator.migrateTo('20261123_0009_posts_by_author');
    expect(before.error).toBeUndefined();
    const now = new Date().toISOString();
    for (const name of ['ann', 'bea', 'cid']) {
      await sql`insert into users (id, name, username, username_key, email, email_key, password_hash, created_at, updated_at)
        values (${name}, ${name}, ${name}, ${name}, ${`${name}@x.test`}, ${`${name}@x.test`}, 'h', ${now}, ${now})`.execute(
        db,
      );
    }
    const post = (id: string, author: string, visibility: string) =>
      sql`insert into posts (id, author_id, content, visibility, created_at, updated_at)
        values (${id}, ${author}, 'p', ${visibility}, ${now}, ${now})`.execute(db);
    const comment = (id: string, postId: string, author: string, visibility: string) =>
      sql`insert into comments (id, post_id, author_id, content, visibility, created_at)
        values (${id}, ${postId}, ${author}, 'c', ${visibility}, ${now})`.execute(db);
    const number = (postId: string, user: string, n: number) =>
      sql`insert into thread_pseudonyms (post_id, user_id, number) values (${postId}, ${user}, ${n})`.execute(
        db,
      );
    await post('named', 'ann', 'public');
    await post('anon', 'ann', 'private');
    await comment('c1', 'named', 'bea', 'private');
    await number('named', 'bea', 1);
    await comment('c2', 'named', 'ann', 'private');
    await number('named', 'ann', 2);
    await comment('c3', 'named', 'cid', 'public');
    await comment('c4', 'anon', 'ann', 'private');
    await comment('c5', 'anon', 'cid', 'private');
    await number('anon', 'cid', 1);

    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    const rows = await db
      .selectFrom('comments')
      .select(['id', 'pseudonym'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'c1', pseudonym: 'Anonymous 1' },
      { id: 'c2', pseudonym: 'Anonymous 2' },
      { id: 'c3', pseudonym: null },
      { id: 'c4', pseudonym: 'Anonymous (author)' },
      { id: 'c5', pseudonym: 'Anonymous 1' },
    ]);
    const down = await migrator.migrateTo('20261123_0009_posts_by_author');
    expect(down.error).toBeUndefined();
    await handle.db.destroy();
    await drop();
  });
});
