import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { idAt, newId } from '../../lib/ids';
import { BUSY_DAY_POSTS, CANDIDATES_TTL_MS } from './popular.repository';

/**
 * On a busy day the bare ranking of the day's posts is kept a few seconds per instance. Only
 * which posts are candidates may be that old: their order, a deletion and the viewer's
 * blocks must show at once, and a post that rises shows once the ranking is renewed.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)('Popular Today on a busy day on %s', (kind) => {
  let t: TestApp;
  let viewer: TestPerson;
  let author: TestPerson;
  let other: TestPerson;

  const popular = async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/post/popular',
      headers: viewer.headers,
      payload: { pageSize: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.postList as { content: string }[]).map((p) => p.content);
  };
  const like = (id: string, likes: number) =>
    t.db.updateTable('posts').set({ likes_count: likes }).where('id', '=', id).execute();

  beforeAll(async () => {
    // Counts are set in the database directly, behind the cached lists' back.
    t = await createTestApp(kind, { listCacheBytes: 0 });
    [viewer, author, other] = [
      await t.signedInUser(),
      await t.signedInUser(),
      await t.signedInUser(),
    ];
    const at = new Date().toISOString();
    for (let i = 0; i < BUSY_DAY_POSTS; i += 200) {
      const rows = Array.from({ length: 200 }, (_, j) => ({
        id: newId(),
        author_id: author.user._id,
        content: `quiet ${i + j}`,
        visibility: 'public' as const,
        created_at: at,
        updated_at: at,
      }));
      await t.db.insertInto('posts').values(rows).execute();
    }
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('keeps which posts are candidates for a while, and nothing else', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const hot = await t.writePost(author, 'hot');
    const warm = await t.writePost(other, 'warm');
    await like(hot, 50);
    await like(warm, 40);
    expect(await popular()).toEqual(['hot', 'warm', 'quiet 999']);

    // A post that rises after the ranking waits for the next one.
    const late = await t.writePost(author, 'late');
    await like(late, 100);
    expect((await popular())[0]).toBe('hot');

    // The candidates' own order, a deletion and a block are read afresh.
    await like(warm, 60);
    expect((await popular()).slice(0, 2)).toEqual(['warm', 'hot']);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/v1/post/${hot}`,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await popular()).not.toContain('hot');
    const blocked = await t.inject({
      method: 'POST',
      url: '/api/v1/user/block',
      headers: viewer.headers,
      payload: { userId: other.user._id },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await popular()).not.toContain('warm');

    vi.setSystemTime(Date.now() + CANDIDATES_TTL_MS + 1);
    expect((await popular())[0]).toBe('late');
  });

  it('drops a kept candidate once it is more than a day old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CANDIDATES_TTL_MS + 1);
    const bornMs = Date.now() - DAY_MS + 2_000;
    const at = new Date(bornMs).toISOString();
    await t.db
      .insertInto('posts')
      .values({
        id: idAt(bornMs),
        author_id: author.user._id,
        content: 'fading',
        visibility: 'public',
        likes_count: 1_000,
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect((await popular())[0]).toBe('fading');
    // Still within the kept ranking's few seconds, but past the day.
    vi.setSystemTime(Date.now() + 3_000);
    expect(await popular()).not.toContain('fading');
  });
});
