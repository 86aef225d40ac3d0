import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { queryCounter } from '../../../test/query-counter';
import { idAt, newId } from '../../lib/ids';
import { FOLLOWING_SCAN_FROM } from './feed.repository';
import { DAY_POSTS_WALKED_PER_PERSON, followedDayWay, listPopular } from './popular.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Popular Today with the Following filter, for someone who follows FOLLOWING_SCAN_FROM people
 * or more: on a day of fewer than DAY_POSTS_WALKED_PER_PERSON posts a person followed, the
 * day's posts are walked and each one's author checked, instead of each person's day read
 * from their index. Either way the page is the same: the people's and the viewer's named
 * posts of the day by engagement; nothing anonymous, nothing of strangers, nothing older.
 */
describe.each(testDatabaseKinds)(
  'Popular Today, Following, for someone who follows many, on %s',
  (kind) => {
    let t: TestApp;
    let reader: TestPerson;
    let stranger: TestPerson;
    const counter = queryCounter();
    const expected = ['friend 5', 'friend 4', 'friend 3', 'friend 2', 'friend 1', 'mine', 'quiet'];

    /** Posts written straight into the table, `msAgo` before now, with their likes. */
    const store = async (
      rows: {
        author: string;
        content: string;
        likes?: number;
        msAgo?: number;
        anonymous?: boolean;
      }[],
    ) => {
      const now = Date.now();
      await t.storeRows(
        'posts',
        rows.map((row) => {
          const at = now - (row.msAgo ?? 60_000);
          return {
            id: row.msAgo ? idAt(at) : newId(),
            author_id: row.author,
            content: row.content,
            visibility: row.anonymous ? ('private' as const) : ('public' as const),
            likes_count: row.likes ?? 0,
            created_at: new Date(at).toISOString(),
            updated_at: new Date(at).toISOString(),
          };
        }),
      );
    };

    beforeAll(async () => {
      t = await createTestApp(kind, { listCacheBytes: 0 });
      reader = await t.signedInUser();
      stranger = await t.signedInUser();
      const friend = await t.signedInUser();
      await t.follow(reader, friend.user._id);
      const [quiet] = await t.storeFollowed(reader, FOLLOWING_SCAN_FROM - 1);
      await store([
        ...[1, 2, 3, 4, 5].map((i) => ({
          author: friend.user._id,
          content: `friend ${i}`,
          likes: 10 * i,
        })),
        { author: friend.user._id, content: 'friend anonymous', likes: 100, anonymous: true },
        {
          author: friend.user._id,
          content: 'friend yesterday',
          likes: 300,
          msAgo: DAY_MS + 3_600_000,
        },
        { author: stranger.user._id, content: 'stranger', likes: 200 },
        { author: reader.user._id, content: 'mine', likes: 5 },
        { author: quiet as string, content: 'quiet', likes: 1 },
      ]);
    });
    afterAll(async () => {
      await t.close();
    });

    const popular = async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/post/popular',
        headers: reader.headers,
        payload: { pageSize: 10, filter: 'following' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.postList as { content: string }[]).map((p) => p.content);
    };

    /** The page for the reader as someone who follows `followingCount`, and its statements. */
    const direct = async (followingCount: number) => {
      const db = t.db.withPlugin(counter.plugin);
      const sinceMs = Date.now() - DAY_MS;
      counter.reset();
      const rows = await listPopular(
        db,
        reader.user._id,
        {
          since: new Date(sinceMs).toISOString(),
          sinceId: idAt(sinceMs - 60_000),
          followingOnly: true,
          followingCount,
        },
        { limit: 10, offset: 0 },
      );
      return { contents: rows.map((row) => row.content), statements: counter.count };
    };
    const way = (followingCount: number) =>
      followedDayWay(t.db, { sinceId: idAt(Date.now() - DAY_MS - 60_000), followingCount });

    it('walks a quiet day, and finds the page reading each person finds', async () => {
      if (kind !== 'sqlite') await sql`analyze`.execute(t.db);
      expect([await way(FOLLOWING_SCAN_FROM), await way(FOLLOWING_SCAN_FROM - 1)]).toEqual([
        'walk',
        'each person',
      ]);
      expect(await popular()).toEqual(expected);
      const walked = await direct(FOLLOWING_SCAN_FROM);
      const byPerson = await direct(0);
      expect(walked.contents).toEqual(expected);
      expect(byPerson.contents).toEqual(expected);
      // The day's posts counted up to the bound, then the page.
      expect([walked.statements, byPerson.statements]).toEqual([2, 1]);
    });

    it('reads each person on a day too busy to walk, with the same page', async () => {
      const busy = FOLLOWING_SCAN_FROM * DAY_POSTS_WALKED_PER_PERSON;
      await store(
        Array.from({ length: busy }, (_, i) => ({
          author: stranger.user._id,
          content: `busy ${i}`,
        })),
      );
      if (kind !== 'sqlite') await sql`analyze`.execute(t.db);
      expect(await way(FOLLOWING_SCAN_FROM)).toBe('each person');
      expect(await popular()).toEqual(expected);
      const counted = await direct(FOLLOWING_SCAN_FROM);
      expect(counted.contents).toEqual(expected);
      expect(counted.statements).toBe(2);
    });
  },
);
