import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../test/app';
import { testDatabaseKinds } from '../../test/databases';
import { migrationProvider } from './migrations';
import { foldCase } from './sqlite-functions.mjs';

/**
 * A Greek word ends in ς where it is written in small letters, and in Σ in capitals, which
 * JavaScript lower-cases to ς at a word's end and PostgreSQL to σ. Search, People and
 * muted words take ς and σ as one letter on both databases (migration 0034).
 */
describe('the final sigma', () => {
  it('folds to σ, wherever the word ends', () => {
    expect(foldCase('ΚΑΛΗΜΕΡΑ ΦΙΛΟΣ')).toBe('καλημερα φιλοσ');
    expect(foldCase('καλημερα φιλος, φιλοσοφια')).toBe('καλημερα φιλοσ, φιλοσοφια');
    expect(foldCase('Élodie')).toBe('élodie');
  });
});

const greek = ['ΚΑΛΗΜΕΡΑ ΦΙΛΟΣ', 'καλημερα φιλος', 'η φιλοσοφια του δρομου'] as const;

describe.each(testDatabaseKinds)('the final sigma on %s', (kind) => {
  let t: TestApp;
  let author: TestPerson;
  beforeAll(async () => {
    t = await createTestApp(kind);
    author = await t.signedInUser({ name: 'Ann Author' });
    for (const content of greek) await t.writePost(author, content);
    await t.signedInUser({ name: 'ΝΙΚΟΣ ΠΑΠΠΑΣ', username: 'nikos_p' });
    await t.signedInUser({ name: 'νικος αλλος', username: 'nikos_a' });
  });
  afterAll(async () => {
    await t.close();
  });

  const searched = async (text: string) => t.searchedContents(await t.signedInUser(), text);
  const people = async (text: string) =>
    (await t.searchedPeople(await t.signedInUser(), text)).names.sort();
  const feedOf = async (who: TestPerson) => {
    const response = await t.call(who, 'POST', '/post/list', { pageSize: 20 });
    return (response.json().data.postList as { content: string }[]).map((p) => p.content);
  };

  it('finds a word in capitals and in small letters by either, and inside a longer word', async () => {
    for (const typed of ['φιλος', 'ΦΙΛΟΣ', 'Φιλος', 'φιλοσ']) {
      expect((await searched(typed)).sort(), typed).toEqual([...greek].sort());
    }
    expect(await searched('ΚΑΛΗΜΕΡΑ ΦΙΛΟΣ')).toHaveLength(2);
    for (const typed of ['νικος', 'ΝΙΚΟΣ', 'Νικος']) {
      expect(await people(typed), typed).toEqual(['ΝΙΚΟΣ ΠΑΠΠΑΣ', 'νικος αλλος']);
    }
  });

  it('hides a post in capitals from whoever muted the word in small letters', async () => {
    const viewer = await t.signedInUser();
    await t.muteWord(viewer, 'φιλος');
    const shown = await feedOf(viewer);
    for (const content of greek) expect(shown).not.toContain(content);
  });

  it('folds what migrations before it wrote, and goes back down', async () => {
    const viewer = await t.signedInUser();
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo('20261129_0033_post_search_folded')).error).toBe(undefined);
    // Muted words as the app wrote them before: ς kept, and a second word that now folds alike.
    await sql`insert into muted_words (user_id, word, pattern, created_at) values
      (${viewer.user._id}, 'δρομος', '%δρομος%', '2026-11-29T00:00:00.000Z'),
      (${viewer.user._id}, 'δρομοσ', '%δρομοσ%', '2026-11-29T00:00:00.000Z'),
      (${viewer.user._id}, 'ΦΙΛΟΣ', '%φιλος%', '2026-11-29T00:00:00.000Z')`.execute(t.db);
    await sql`update users set mutes_words = 1 where id = ${viewer.user._id}`.execute(t.db);
    // Text folded the old way misses what is typed now: the test can tell the two apart.
    expect((await searched('φιλος')).length).toBeLessThan(greek.length);

    expect((await migrator.migrateToLatest()).error).toBe(undefined);
    expect((await searched('φιλος')).sort()).toEqual([...greek].sort());
    expect(await people('νικος')).toEqual(['ΝΙΚΟΣ ΠΑΠΠΑΣ', 'νικος αλλος']);
    const { rows } = await sql<{ pattern: string }>`
      select pattern from muted_words where user_id = ${viewer.user._id} order by pattern`.execute(
      t.db,
    );
    expect(rows.map((row) => row.pattern)).toEqual(['%δρομοσ%', '%φιλοσ%']);
    const shown = await feedOf(viewer);
    for (const content of greek) expect(shown).not.toContain(content);

    if (kind === 'sqlite') {
      await sql`insert into posts_grams(posts_grams, rank) values ('integrity-check', 1)`.execute(
        t.db,
      );
      await sql`insert into users_fts(users_fts, rank) values ('integrity-check', 1)`.execute(t.db);
    } else {
      const { rows: indexes } = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes where indexname = 'users_name_trgm'`.execute(t.db);
      expect(indexes[0]?.indexdef).toContain('translate(lower(name)');
    }
  });
});
