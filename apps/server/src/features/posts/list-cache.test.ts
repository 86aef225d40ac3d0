import type { Post, PostListResult } from '@app/contract';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { queryCounter } from '../../../test/query-counter';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;

/**
 * Post lists are served from a cache (lib/list-cache.ts). Each change that a list shows is
 * made after the reader's answer was cached, and must show in the very next read.
 */
describe.each(testDatabaseKinds)('cached post lists on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  let moderator: Person;
  let ann: Person;
  let bob: Person;
  let run = 0;

  const call = async (who: Person, url: string, payload: object = {}, method = 'POST') => {
    const answer = await t.inject({
      method: method as 'POST',
      url: `/api/v1${url}`,
      headers: who.headers,
      payload,
    });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
    return answer;
  };
  const list = async (who: Person, payload: object = {}) => {
    const answer = await call(who, '/post/list', { pageSize: 50, ...payload });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as PostListResult;
  };
  const write = async (who: Person, content: string, visibility = 'public') =>
    (await call(who, '/post/new', { content, visibility })).json().data.post as Post;
  /** A post of `author`'s that nobody else wrote, read once by Bob so that his feed is cached. */
  const cachedPostOf = async (author: Person, visibility = 'public') => {
    run += 1;
    const post = await write(author, `cached ${run}`, visibility);
    await list(bob);
    return post;
  };
  const seen = async (who: Person, postId: string) =>
    (await list(who)).postList.find((post) => post._id === postId);

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { wrap: (db) => db.withPlugin(counter.plugin) });
    moderator = await t.signedInUser({ name: 'Mo Moderator' }); // the first account
    ann = await t.signedInUser({ name: 'Ann Author' });
    bob = await t.signedInUser({ name: 'Bob Reader' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a repeated read without its query, and never one viewer’s answer to another', async () => {
    const post = await cachedPostOf(ann);
    await call(bob, `/post/${post._id}/react`, { kind: 'like' });
    const first = await list(bob);
    counter.reset();
    const again = await list(bob);
    expect(counter.count).toBe(1); // the session lookup; the list came from the cache
    expect(again).toEqual(first);
    const annView = (await list(ann)).postList.find((p) => p._id === post._id);
    expect(annView?.viewer.liked).toBe(false);
    expect(annView?.isMine).toBe(true);
    expect(first.postList.find((p) => p._id === post._id)?.isMine).toBe(false);
  });

  it('shows a new post on the first page at once, and keeps serving older pages', async () => {
    await cachedPostOf(ann);
    await cachedPostOf(ann);
    const firstPage = await list(bob, { pageSize: 1 });
    const secondPage = await list(bob, { pageSize: 1, cursor: firstPage.nextCursor });
    const fresh = await write(ann, 'a newer post');
    expect((await list(bob, { pageSize: 1 })).postList[0]?._id).toBe(fresh._id);
    counter.reset();
    expect(await list(bob, { pageSize: 1, cursor: firstPage.nextCursor })).toEqual(secondPage);
    expect(counter.count).toBe(1);
  });

  it('shows others’ reactions and comments in the counts', async () => {
    const post = await cachedPostOf(ann);
    await call(ann, `/post/${post._id}/react`, { kind: 'hug' });
    expect((await seen(bob, post._id))?.counts.hugs).toBe(1);
    await call(ann, '/comment/new', { comment: { content: 'a reply', post: post._id } });
    expect((await seen(bob, post._id))?.counts.comments).toBe(1);
  });

  it('shows an edit, and drops a deleted post', async () => {
    const post = await cachedPostOf(ann);
    await call(ann, `/post/${post._id}`, { content: 'edited words' }, 'PUT');
    expect((await seen(bob, post._id))?.content).toBe('edited words');
    await call(ann, `/post/${post._id}`, {}, 'DELETE');
    expect(await seen(bob, post._id)).toBeUndefined();
  });

  it('shows the author’s new name', async () => {
    const post = await cachedPostOf(ann);
    await call(ann, '/user/update', { name: 'Ann Renamed' }, 'PUT');
    expect((await seen(bob, post._id))?.author?.name).toBe('Ann Renamed');
  });

  it('hides named posts when the author turns private, and keeps anonymous ones', async () => {
    const named = await cachedPostOf(ann);
    const anonymous = await cachedPostOf(ann, 'private');
    await call(ann, '/user/update', { isPrivate: true }, 'PUT');
    expect(await seen(bob, named._id)).toBeUndefined();
    expect(await seen(bob, anonymous._id)).toBeDefined();
    await call(ann, '/user/update', { isPrivate: false }, 'PUT');
    expect(await seen(bob, named._id)).toBeDefined();
  });

  it('shows a private author’s posts once a follow request is accepted, until removed', async () => {
    await call(ann, '/user/update', { isPrivate: true }, 'PUT');
    const post = await write(ann, 'for followers only');
    expect(await seen(bob, post._id)).toBeUndefined();
    await call(bob, '/user/follow', { userId: ann.user._id });
    expect(await seen(bob, post._id)).toBeUndefined();
    await call(ann, '/user/follow-requests/accept', { userId: bob.user._id });
    expect(await seen(bob, post._id)).toBeDefined();
    await call(ann, '/user/followers/remove', { userId: bob.user._id });
    expect(await seen(bob, post._id)).toBeUndefined();
    await call(ann, '/user/update', { isPrivate: false }, 'PUT');
  });

  it('hides named posts from someone the author blocks', async () => {
    const post = await cachedPostOf(ann);
    await call(ann, '/user/block', { userId: bob.user._id });
    expect(await seen(bob, post._id)).toBeUndefined();
    await call(ann, '/user/unblock', { userId: bob.user._id });
    expect(await seen(bob, post._id)).toBeDefined();
  });

  it('follows the viewer’s own mutes, muted words and saves', async () => {
    const post = await cachedPostOf(ann);
    await call(bob, '/user/mute', { userId: ann.user._id });
    expect(await seen(bob, post._id)).toBeUndefined();
    await call(bob, '/user/unmute', { userId: ann.user._id });
    expect(await seen(bob, post._id)).toBeDefined();
    await call(bob, '/user/muted-words', { word: post.content });
    expect(await seen(bob, post._id)).toBeUndefined();
    await call(bob, '/user/muted-words/remove', { word: post.content });
    await call(bob, `/post/${post._id}/save`, { active: true });
    expect((await seen(bob, post._id))?.viewer.saved).toBe(true);
  });

  it('hides a suspended author’s named posts and keeps their anonymous ones (rule 13)', async () => {
    // An author of its own: a suspension ends the author's sessions, and Ann writes in the
    // other tests, whatever order they run in.
    const sue = await t.signedInUser({ name: 'Sue Suspended' });
    const named = await cachedPostOf(sue);
    const anonymous = await cachedPostOf(sue, 'private');
    await call(moderator, '/moderation/suspend', {
      targetKind: 'post',
      targetId: named._id,
    });
    expect(await seen(bob, named._id)).toBeUndefined();
    expect(await seen(bob, anonymous._id)).toBeDefined();
  });
});

/** How many statements one read of a person's home feed ran: 1 when it came from the cache. */
async function queriesOfFeed(
  t: TestApp,
  counter: ReturnType<typeof queryCounter>,
  headers: Record<string, string>,
) {
  counter.reset();
  const answer = await t.inject({
    method: 'POST',
    url: '/api/v1/post/list',
    headers,
    payload: { pageSize: 20 },
  });
  expect(answer.statusCode).toBe(200);
  return counter.count;
}

/**
 * With Redis, an instance that loses its subscription cannot hear others' changes: its
 * cached lists must start over once it hears again, whatever was written meanwhile.
 */
describe.runIf(process.env.TEST_REDIS_URL)('cached post lists across a lost Redis link', () => {
  it('serves nothing kept from before the link went down', async () => {
    const redisUrl = process.env.TEST_REDIS_URL as string;
    const counter = queryCounter();
    const t = await createTestApp(
      'sqlite',
      { redisUrl },
      { wrap: (db) => db.withPlugin(counter.plugin) },
    );
    const admin = new Redis(redisUrl);
    try {
      const ann = await t.signedInUser();
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: ann.headers,
        payload: { content: 'before the outage' },
      });
      const read = () => queriesOfFeed(t, counter, ann.headers);
      await read();
      expect(await read()).toBe(1); // from the cache
      // The writer hears its own post at once, not when Redis brings it back.
      const mine = await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: ann.headers,
        payload: { content: 'written through Redis' },
      });
      const newest = await t.inject({
        method: 'POST',
        url: '/api/v1/post/list',
        headers: ann.headers,
        payload: { pageSize: 20 },
      });
      expect(newest.json().data.postList[0]._id).toBe(mine.json().data.post._id);
      await read();
      expect(await read()).toBe(1);
      const ours = async () =>
        ((await admin.client('LIST')) as string)
          .split('\n')
          .filter((line) => line.includes(`name=social-events-${process.pid}-`))
          .filter((line) => / sub=1 /.test(line))
          .map((line) => /^id=(\d+)/.exec(line)?.[1] as string);
      const [id] = await ours();
      await admin.client('KILL', 'ID', id as string);
      // ioredis reconnects and subscribes again; the list then runs its query once.
      await expect.poll(async () => (await ours()).some((other) => other !== id)).toBe(true);
      expect(await read()).toBeGreaterThan(1);
      await expect.poll(read).toBe(1); // and the cache serves again
    } finally {
      admin.disconnect();
      await t.close();
    }
  });
});

describe('cached post lists after a write route fails', () => {
  it('forgets everyone’s lists when a route answers 5xx, since it may have committed', async () => {
    const counter = queryCounter();
    const t = await createTestApp('sqlite', {}, { wrap: (db) => db.withPlugin(counter.plugin) });
    try {
      const ann = await t.signedInUser();
      const bob = await t.signedInUser();
      const post = (
        await t.inject({
          method: 'POST',
          url: '/api/v1/post/new',
          headers: ann.headers,
          payload: { content: 'one to save' },
        })
      ).json().data.post as Post;
      const readAnn = () => queriesOfFeed(t, counter, ann.headers);
      await readAnn();
      expect(await readAnn()).toBe(1);
      // Bob's save, which changes only Bob's lists when it works, fails in the database.
      await sql`create trigger saves_fail before insert on saves begin select raise(fail, 'disk gone'); end`.execute(
        t.db,
      );
      const save = await t.inject({
        method: 'POST',
        url: `/api/v1/post/${post._id}/save`,
        headers: bob.headers,
        payload: { active: true },
      });
      expect(save.statusCode).toBe(500);
      expect(await readAnn()).toBeGreaterThan(1);
    } finally {
      await t.close();
    }
  });
});
