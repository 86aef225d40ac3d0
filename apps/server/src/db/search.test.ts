import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseKinds } from '../../test/databases';
import { idAt } from '../lib/ids';
import { postSearch, type SearchWindows } from './search';

// PostgreSQL widens its search step by step until enough posts match (db/search.ts);
// whichever step answers, they must be the newest matches. SQLite finds them by FTS5, and
// ranks them bare as PostgreSQL does.
describe.each(testDatabaseKinds)('the newest matches of a search on %s', (kind) => {
  let t: TestApp;
  const ids: string[] = [];
  const texts: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const author = await t.signedInUser();
    const start = Date.now() - 3 * 24 * 60 * 60 * 1000;
    // 2,000 posts, oldest first. 'post' is in all of them; 'ordinary' in every fifth;
    // 'middling' in 350 of the older 1,000 and 10 of the newer; 'burst' in 17 of the newest
    // 100; 'scarce' in 12 posts; 'absent' in none.
    for (let i = 0; i < 2000; i++) {
      const words = ['post', String(i)];
      if (i % 5 === 0) words.push('ordinary');
      if ((i < 1000 && i % 20 < 7) || (i >= 1000 && i % 100 === 0)) words.push('Middling');
      if (i % 170 === 3) words.push('scarce');
      if (i >= 1900 && i % 6 === 0) words.push('burst');
      ids.push(idAt(start + i * 1000));
      texts.push(words.join(' '));
    }
    const rows = ids.map((id, i) => ({
      id,
      author_id: author.user._id,
      content: texts[i] as string,
      visibility: 'public' as const,
      created_at: new Date(start + i * 1000).toISOString(),
      updated_at: new Date(start + i * 1000).toISOString(),
    }));
    await t.storeRows('posts', rows);
    await sql`analyze posts`.execute(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const newestMatching = (word: string) =>
    ids
      .filter((_, i) => (texts[i] as string).toLowerCase().includes(word))
      .reverse()
      .slice(0, 300);

  const ranked = async (query: string, windows?: SearchWindows) => {
    const search = postSearch(kind === 'sqlite' ? 'sqlite' : 'postgres', query, windows);
    if (!search.ranked) throw new Error('matches are ranked');
    const rows = await sql<{ id: string }>`select id from ${search.ranked} ranked`.execute(t.db);
    // Ranked by occurrences, which are equal here: then newest first.
    return rows.rows.map((row) => row.id);
  };

  // Where the windows of the newest posts start, as `left(id, 13)`: from before every post
  // to after the last, in every order. Any gives the same answers; near ones are faster.
  const everyWindow = () => {
    const starts = ['', ...[0, 500, 1500, 1999].map((i) => (ids[i] as string).slice(0, 13)), 'g'];
    return starts.flatMap((near) =>
      starts.flatMap((middle) => starts.map((recent) => ({ near, middle, recent }))),
    );
  };

  // Words from every post to none, common among the newest posts or only further back.
  it.each(['post', 'ordinary', 'middling', 'burst', 'scarce', 'absent'])(
    "finds the newest 300 posts with '%s', wherever the windows start",
    async (word) => {
      const expected = newestMatching(word);
      expect(await ranked(word)).toEqual(expected);
      for (const windows of everyWindow()) {
        expect(await ranked(word, windows), JSON.stringify(windows)).toEqual(expected);
      }
    },
  );

  it.skipIf(kind === 'sqlite')(
    'walks the newest posts for words too short for the trigram index',
    async () => {
      expect(await ranked('st')).toEqual(newestMatching('st'));
      expect(await ranked('rst', { near: 'g', middle: 'g', recent: 'g' })).toEqual(
        newestMatching('rst'),
      );
    },
  );

  it('looks through the newest posts only for a query of words too short for any index', async () => {
    const walked = 1000;
    const found = async (query: string) => {
      const search = postSearch(
        kind === 'sqlite' ? 'sqlite' : 'postgres',
        query,
        undefined,
        walked,
      );
      const from = search.ranked ? sql`${search.ranked} posts` : sql`posts`;
      const where =
        search.where.length > 0 ? sql`where ${sql.join(search.where, sql` and `)}` : sql``;
      const rows = await sql<{
        id: string;
      }>`select id from ${from} ${where} order by id desc`.execute(t.db);
      return rows.rows.map((row) => row.id);
    };
    // '12' is in posts 12, 112, 120-129, ... 1912; only those from 1,000 on are in reach.
    const inReach = ids.filter((_, i) => i >= 2000 - walked && String(i).includes('12')).reverse();
    expect(inReach.length).toBeGreaterThan(0);
    expect(await found('12')).toEqual(inReach);
    expect(await found('1 2')).toEqual(
      ids
        .filter((_, i) => i >= 2000 - walked && /1/.test(String(i)) && /2/.test(String(i)))
        .reverse(),
    );
  });

  it('needs every word of the query, case aside', async () => {
    const expected = ids
      .filter((_, i) => /ordinary/.test(texts[i] as string) && /Middling/.test(texts[i] as string))
      .reverse();
    expect(expected.length).toBeGreaterThan(0);
    for (const windows of everyWindow()) {
      expect(await ranked('MIDDLING ordinary', windows)).toEqual(expected);
    }
  });
});
