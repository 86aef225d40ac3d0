import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { migrationProvider } from './index';

/** FTS5's own check of SQLite's People search index; it throws on a mismatch. */
async function usersFtsIntegrityCheck(kind: string, t: TestApp) {
  if (kind === 'sqlite') {
    await sql`insert into users_fts(users_fts, rank) values ('integrity-check', 1)`.execute(t.db);
  }
}

/**
 * Migration 0028 indexes the names and usernames of the accounts already there, keeps them
 * in step after, and its down takes the indexes away. (Below it, SQLite's search has no
 * index to read, so the app is only asked once the migration is in.)
 */
describe.each(testDatabaseKinds)('migration 0028 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const indexes = async () => {
    const { rows } =
      kind === 'sqlite'
        ? await sql<{ name: string }>`
            select name from sqlite_master where name like 'users_fts%' and type in ('table', 'trigger') order by name`.execute(
            t.db,
          )
        : await sql<{ name: string }>`
            select indexname as name from pg_indexes where tablename = 'users' and indexname like '%trgm' order by name`.execute(
            t.db,
          );
    return rows.map((row) => row.name);
  };
  const integrityCheck = () => usersFtsIntegrityCheck(kind, t);

  it('indexes the accounts made before it, keeps later changes, and goes back down', async () => {
    const viewer = await t.signedInUser({ name: 'Vic Viewer' });
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo('20261127_0027_post_search_pending_list')).error).toBe(
      undefined,
    );
    expect(await indexes()).toEqual([]);
    const early = await t.signedInUser({ name: 'Early Wrenfield' });
    await t.signedInUser({ name: 'Early Wrenfield Two', username: 'wrenfield_two' });
    const before = { names: ['Early Wrenfield Two', 'Early Wrenfield'], total: 2 };

    expect((await migrator.migrateToLatest()).error).toBe(undefined);
    expect(await indexes()).toEqual(
      kind === 'sqlite'
        ? [
            'users_fts',
            'users_fts_config',
            'users_fts_data',
            'users_fts_delete',
            'users_fts_docsize',
            'users_fts_idx',
            'users_fts_insert',
            'users_fts_update',
          ]
        : ['users_name_trgm', 'users_username_key_trgm'],
    );
    if (kind !== 'sqlite') {
      const { rows } = await sql<{ options: string[] | null }>`
        select reloptions as options from pg_class where relname like 'users_%_trgm'`.execute(t.db);
      expect(rows.map((row) => row.options)).toEqual([['fastupdate=off'], ['fastupdate=off']]);
    }
    await integrityCheck();
    expect(await t.searchedPeople(viewer, 'wrenfield')).toEqual(before);
    expect(await t.searchedPeople(viewer, 'D_TW')).toEqual({
      names: ['Early Wrenfield Two'],
      total: 1,
    });
    await t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: early.headers,
      payload: { name: 'Early Stonechat' },
    });
    await t.signedInUser({ name: 'Late Wrenfield' });
    await integrityCheck();
    expect(await t.searchedPeople(viewer, 'wrenfield')).toEqual({
      names: ['Late Wrenfield', 'Early Wrenfield Two'],
      total: 2,
    });

    expect((await migrator.migrateTo('20261127_0027_post_search_pending_list')).error).toBe(
      undefined,
    );
    expect(await indexes()).toEqual([]);
    await t.signedInUser({ name: 'Last Wrenfield' });
    expect((await migrator.migrateToLatest()).error).toBe(undefined);
    await integrityCheck();
    expect(await t.searchedPeople(viewer, 'wrenfield')).toEqual({
      names: ['Last Wrenfield', 'Late Wrenfield', 'Early Wrenfield Two'],
      total: 3,
    });
  });
});

/**
 * Migration 0030 folds the names in SQLite's index as the text typed is folded, every
 * letter; below it, SQLite found a capital beyond ASCII by no search. PostgreSQL finds it
 * at every step.
 */
describe.each(testDatabaseKinds)('migration 0030 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const total = async (who: TestPerson, search: string) => {
    const found = await t.searchedPeople(who, search);
    expect(found.names).toHaveLength(found.total);
    return found.total;
  };
  const integrityCheck = () => usersFtsIntegrityCheck(kind, t);

  it('finds names with capitals beyond ASCII made before it, keeps renames, and goes back down', async () => {
    const viewer = await t.signedInUser();
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    const below = '20261128_0029_mutes_words_flag';
    expect((await migrator.migrateTo(below)).error).toBe(undefined);
    await t.signedInUser({ name: 'Élodie Quenneville' });
    const olga = await t.signedInUser({ name: 'Ольга Квасова' });
    const foundBelow = kind === 'sqlite' ? 0 : 1;
    expect(await total(viewer, 'élodie quen')).toBe(foundBelow);
    expect(await total(viewer, 'ольга')).toBe(foundBelow);

    expect((await migrator.migrateToLatest()).error).toBe(undefined);
    await integrityCheck();
    expect(await total(viewer, 'élodie quen')).toBe(1);
    expect(await total(viewer, 'ÉLODIE QUEN')).toBe(1);
    expect(await total(viewer, 'ольга')).toBe(1);
    const renamed = await t.call(olga, 'PUT', '/user/update', { name: 'Ольга Ёлкина' });
    expect(renamed.statusCode).toBe(200);
    await integrityCheck();
    expect(await total(viewer, 'квасова')).toBe(0);
    expect(await total(viewer, 'ёлкина')).toBe(1);

    expect((await migrator.migrateTo(below)).error).toBe(undefined);
    await integrityCheck();
    expect(await total(viewer, 'ёлкина')).toBe(foundBelow);
    expect((await migrator.migrateToLatest()).error).toBe(undefined);
    await integrityCheck();
    expect(await total(viewer, 'ЁЛКИНА')).toBe(1);
  });
});
