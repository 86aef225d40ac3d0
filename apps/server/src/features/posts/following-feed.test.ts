import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

/**
 * The Following feed is merged from each followed author's newest posts, cut per author at
 * the page's size. Whatever the cut, paging it must give exactly what scanning every post
 * newest first would: each followed named post once, in order, none missing. Pages are first
 * looked for in a window before the cursor, widened when short; posts written over a year
 * and a half, or all at once, must page the same.
 */
const spreads = testDatabaseKinds.flatMap((kind) =>
  [0, 19].map((daysApart) => ({ kind, daysApart })),
);
describe.each(spreads)(
  'the Following feed on $kind, posts $daysApart days apart',
  ({ kind, daysApart }) => {
    let t: TestApp;
    let reader: TestPerson;
    const expected: string[] = [];

    const page = async (pageSize: number, cursor?: string | null, pageNum = 1) => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/post/list',
        headers: reader.headers,
        payload: {
          pageSize,
          pageNum,
          filters: { feed: 'following' },
          ...(cursor ? { cursor } : {}),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        postList: { content: string }[];
        nextCursor: string | null;
      };
    };

    async function everyPage(pageSize: number) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const answer = await page(pageSize, cursor);
        seen.push(...answer.postList.map((p) => p.content));
        cursor = answer.nextCursor;
      } while (cursor);
      return seen;
    }

    beforeAll(async () => {
      t = await createTestApp(kind);
      reader = await t.signedInUser();
      const prolific = await t.signedInUser();
      const quiet = await t.signedInUser();
      const stranger = await t.signedInUser();
      for (const followed of [prolific, quiet]) await t.follow(reader, followed.user._id);
      await t.muteWord(reader, 'spoiler');
      // Interleaved, with runs long enough that one author fills several pages alone, and a
      // run of muted posts that would cut a per-author bound short if it counted them.
      const start = Date.now() - 30 * daysApart * 86_400_000;
      if (daysApart > 0) vi.useFakeTimers({ toFake: ['Date'] });
      for (let i = 0; i < 30; i++) {
        if (daysApart > 0) vi.setSystemTime(start + i * daysApart * 86_400_000);
        const author = i % 7 === 3 ? quiet : prolific;
        const muted = i >= 10 && i < 16 && author === prolific;
        const content = `${muted ? 'spoiler' : 'post'} ${i}`;
        await t.writePost(author, content);
        if (!muted) expected.unshift(content);
        await t.writePost(author, `anonymous ${i}`, 'private');
        await t.writePost(stranger, `stranger ${i}`);
        if (i % 10 === 0) {
          await t.writePost(reader, `mine ${i}`);
          expected.unshift(`mine ${i}`);
        }
      }
      vi.useRealTimers();
    });
    afterAll(async () => {
      await t.close();
    });

    it('pages by cursor through every followed named post once, newest first', async () => {
      for (const size of [1, 3, 5, 20]) expect(await everyPage(size)).toEqual(expected);
    });

    it('pages by page number the same way', async () => {
      const seen: string[] = [];
      for (let pageNum = 1; pageNum <= Math.ceil(expected.length / 4); pageNum++) {
        seen.push(...(await page(4, null, pageNum)).postList.map((p) => p.content));
      }
      expect(seen).toEqual(expected);
    });
  },
);
