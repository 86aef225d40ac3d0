import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { queryCounter } from '../../../test/query-counter';
import { idAt } from '../../lib/ids';
import {
  type FeedRow,
  FOLLOWING_SCAN_FROM,
  FOLLOWING_SCAN_WINDOW,
  listFeed,
} from './feed.repository';

type Page = { postList: { content: string }[]; hasMore: boolean; nextCursor: string | null };

/**
 * Someone who follows FOLLOWING_SCAN_FROM people or more gets Following pages found by walking
 * everyone's newest posts and reposts (at most FOLLOWING_SCAN_WINDOW posts back), each checked
 * for its person. Paged by cursor the list must be exactly the whole one, across the end of
 * the walk's window; a page the walk fills costs one statement, and one it cannot fill is
 * read as for anyone, one statement later.
 */
describe.each(testDatabaseKinds)(
  'the Following feed of someone who follows many, on %s',
  (kind) => {
    let t: TestApp;
    let reader: TestPerson;
    const counter = queryCounter();
    const expected: string[] = [];

    beforeAll(async () => {
      t = await createTestApp(kind, { listCacheBytes: 0 });
      reader = await t.signedInUser();
      const stranger = await t.signedInUser();
      const sharer = await t.signedInUser();
      const muted = await t.signedInUser();
      const followed = [sharer.user._id, muted.user._id];
      for (const id of followed) await t.follow(reader, id);
      followed.push(...(await t.storeFollowed(reader, FOLLOWING_SCAN_FROM - followed.length)));
      await t.settle(reader, 'muting', {
        method: 'POST',
        url: '/api/v1/user/mute',
        payload: { userId: muted.user._id },
      });

      const rows: { author: string; content: string; anonymous?: boolean }[] = [];
      // Far back, below a window's worth of strangers' posts: a followed person's post, and a
      // stranger's that is shared later.
      rows.push({ author: followed[7] as string, content: 'far back' });
      rows.push({ author: stranger.user._id, content: 'stranger far back' });
      for (let i = 0; i < FOLLOWING_SCAN_WINDOW; i++)
        rows.push({ author: stranger.user._id, content: `filler ${i}` });
      // Recent: the people's posts among their anonymous ones and strangers'.
      for (let i = 0; i < 30; i++) {
        const author = followed[(i * 37) % followed.length] as string;
        rows.push({ author, content: `post ${i}` });
        rows.push({ author, content: `anonymous ${i}`, anonymous: true });
        rows.push({ author: stranger.user._id, content: `stranger ${i}` });
      }
      rows.push({ author: muted.user._id, content: 'from someone muted' });
      const start = Date.now() - 3 * 24 * 60 * 60 * 1000;
      const ids = new Map<string, string>();
      const stored = rows.map((row, i) => {
        const at = start + i * 1000;
        const id = idAt(at);
        ids.set(row.content, id);
        return {
          id,
          author_id: row.author,
          content: row.content,
          visibility: row.anonymous ? ('private' as const) : ('public' as const),
          created_at: new Date(at).toISOString(),
          updated_at: new Date(at).toISOString(),
        };
      });
      await t.storeRows('posts', stored);

      if (kind !== 'sqlite') await sql`analyze`.execute(t.db);
      const share = async (content: string) => {
        const response = await t.call(sharer, 'POST', `/post/${ids.get(content)}/react`, {
          kind: 'share',
          active: true,
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      await share('post 5');
      await share('stranger far back');
      await t.writePost(reader, 'mine');
      expected.push('mine', 'stranger far back', 'post 5');
      for (let i = 29; i >= 0; i--) if (i !== 5) expected.push(`post ${i}`);
      expected.push('far back');
    });
    afterAll(async () => {
      await t.close();
    });

    const page = async (cursor: string | null) => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/post/list',
        headers: reader.headers,
        payload: { pageSize: 5, filters: { feed: 'following' }, ...(cursor ? { cursor } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Page;
    };

    it('pages through exactly the whole list, across the end of the window', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const answer: Page = await page(cursor);
        seen.push(...answer.postList.map((post) => post.content));
        cursor = answer.hasMore ? answer.nextCursor : null;
      } while (cursor);
      expect(seen).toEqual(expected);
    });

    it('finds the same pages as for anyone, in one statement, or one more where the walk falls short', async () => {
      const db = t.db.withPlugin(counter.plugin);
      const viewer = (followingCount: number) => ({
        userId: reader.user._id,
        mutesWords: false,
        followingCount,
      });
      const read = async (followingCount: number, beforeId: string | undefined) => {
        counter.reset();
        const listed = await listFeed(
          db,
          t.app.dbKind,
          viewer(followingCount),
          { following: true },
          beforeId,
          {
            limit: 5,
            offset: 0,
          },
        );
        return {
          ids: (listed.rows as FeedRow[]).map((row) => row.feed_id),
          statements: counter.count,
        };
      };
      let beforeId: string | undefined;
      const costs: [number, number][] = [];
      for (;;) {
        const many = await read(FOLLOWING_SCAN_FROM, beforeId);
        const few = await read(0, beforeId);
        expect(many.ids).toEqual(few.ids);
        costs.push([many.statements, few.statements]);
        if (many.ids.length <= 5) break;
        beforeId = many.ids[4];
      }
      // Every page but the last lies within the window, and the walk finds each alone; the
      // last reaches 'far back', below it: the walk falls short.
      const [last, ...within] = costs.reverse();
      for (const [many] of within) expect(many).toBe(1);
      expect(last?.[0]).toBe((last?.[1] ?? 0) + 1);
    });
  },
);
