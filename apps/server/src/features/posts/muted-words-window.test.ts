import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { idAt } from '../../lib/ids';
import { MUTED_WORDS_WINDOW } from './posts.repository';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;
type Page = { postList: { content: string }[]; hasMore: boolean; nextCursor: string | null };

// A muted word may hide nearly every post; for whoever mutes one, the Everyone feed, a tag's
// list, the Following feed and a profile read at most MUTED_WORDS_WINDOW posts (or entries) a
// page, and a short page says there is more.
describe.each(testDatabaseKinds)('a list read through a window for muted words on %s', (kind) => {
  let t: TestApp;
  let author: Person;
  const ids = new Set<string>();
  // Oldest first: two readable posts, one far back and one within the newest window.
  const total = MUTED_WORDS_WINDOW + 10;
  const farBack = 3;
  const recent = total - 5;
  const content = (i: number) => (i === farBack || i === recent ? `plain ${i}` : `zz ${i}`);

  const page = async (who: Person, filters: object, cursor?: string) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: who.headers,
      payload: { pageSize: 2, filters, ...(cursor ? { cursor } : {}) },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Page;
    return { ...data, contents: data.postList.map((p) => p.content) };
  };
  /** Every page by cursor, as the web app's infinite list reads them. */
  const walk = async (who: Person, filters: object) => {
    const pages = [await page(who, filters)];
    for (let last = pages[0]; last?.hasMore && last.nextCursor; last = pages.at(-1)) {
      pages.push(await page(who, filters, last.nextCursor));
    }
    return pages;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { listCacheBytes: 0 });
    author = await t.signedInUser();
    const start = Date.now() - 24 * 60 * 60 * 1000;
    const rows = Array.from({ length: total }, (_, i) => ({
      id: idAt(start + i * 1000),
      author_id: author.user._id,
      content: content(i),
      visibility: 'public' as const,
      created_at: new Date(start + i * 1000).toISOString(),
      updated_at: new Date(start + i * 1000).toISOString(),
    }));
    for (const row of rows) ids.add(row.id);
    await t.storeRows('posts', rows);
    await t.storeRows(
      'post_tags',
      rows.map((row) => ({
        post_id: row.id,
        tag: 'windowed',
        person: author.user._id,
        created_at: row.created_at,
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['Everyone feed', () => ({})],
    ['tag', () => ({ tag: 'windowed' })],
    ['Following feed', () => ({ feed: 'following' })],
    ['profile', () => ({ author: author.user._id })],
  ])(
    'ends a short %s page at the window and goes on below it, missing nothing',
    async (_, filtersOf) => {
      const filters = filtersOf();
      const me = await t.signedInUser();
      await t.follow(me, author.user._id);
      await t.muteWord(me, 'ZZ');

      const pages = await walk(me, filters);
      // The newest window holds one readable post: the page shows it and says there is more,
      // where a page read until full would have reached back for the far one as well.
      expect(pages[0]).toMatchObject({ contents: [`plain ${recent}`], hasMore: true });
      // Where the window stopped is no post's id: the post there may be one the viewer may
      // not see, and the cursor is theirs to read.
      const stop = JSON.parse(Buffer.from(`${pages[0]?.nextCursor}`, 'base64url').toString());
      expect(ids.has(stop.id)).toBe(false);
      expect(pages.flatMap((p) => p.contents)).toEqual([`plain ${recent}`, `plain ${farBack}`]);
      expect(pages.at(-1)?.hasMore).toBe(false);
      expect(pages.at(-1)?.nextCursor).toBeNull();

      // With no muted word left, pages fill as before.
      await t.inject({
        method: 'POST',
        url: '/api/v1/user/muted-words/remove',
        headers: me.headers,
        payload: { word: 'zz' },
      });
      const unmuted = await page(me, filters);
      expect(unmuted.contents).toEqual([`zz ${total - 1}`, `zz ${total - 2}`]);
    },
  );

  it('leaves pages full where the window holds enough', async () => {
    const me = await t.signedInUser();
    await t.muteWord(me, 'plain');
    const first = await page(me, {});
    expect(first.contents).toEqual([`zz ${total - 1}`, `zz ${total - 2}`]);
    const second = await page(me, {}, first.nextCursor ?? undefined);
    expect(second.contents).toEqual([`zz ${total - 3}`, `zz ${total - 4}`]);
  });
});
