import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;

describe.each(testDatabaseKinds)('comments on %s', (kind) => {
  let t: TestApp;
  let ann: Person;
  let bob: Person;
  let cat: Person;

  const post = async (who: Person, visibility: 'public' | 'private' = 'public') =>
    (
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: who.headers,
        payload: { content: 'a thread', visibility },
      })
    ).json().data.post._id as string;
  const comment = (
    who: Person,
    postId: string,
    content: string,
    visibility?: 'public' | 'private',
    extra: object = {},
  ) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/comment/new',
      headers: who.headers,
      payload: {
        comment: {
          content,
          post: postId,
          visibility,
          author: '',
          likes: [],
          is_deleted: false,
          ...extra,
        },
      },
    });
  const thread = async (who: Person, postId: string, payload: object = {}) =>
    (
      await t.inject({
        method: 'POST',
        url: '/api/v1/comment/list',
        headers: who.headers,
        payload: { filters: { post: postId }, ...payload },
      })
    ).json().data;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ann = await t.signedInUser({ name: 'Ann Author' });
    bob = await t.signedInUser({ name: 'Bob Commenter' });
    cat = await t.signedInUser({ name: 'Cat Commenter' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a comment with the seed’s payload, the token deciding the author', async () => {
    const postId = await post(ann);
    const response = await comment(bob, postId, 'Nice post', undefined, {
      author: ann.user._id,
      likes: [ann.user._id],
      is_deleted: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.comment).toMatchObject({
      post: postId,
      content: 'Nice post',
      visibility: 'public',
      author: { _id: bob.user._id, name: 'Bob Commenter' },
      pseudonym: null,
      isMine: true,
      counts: { likes: 0, hugs: 0 },
    });
    const data = await thread(ann, postId);
    expect(data.total).toBe(1);
    expect(data.commentList[0].isMine).toBe(false);
    const card = (
      await t.inject({ method: 'GET', url: `/api/v1/post/${postId}`, headers: ann.headers })
    ).json().data.post;
    expect(card.counts.comments).toBe(1);
  });

  it.each([
    ['empty', '', messages.commentRequired],
    ['whitespace', '   ', messages.commentRequired],
    ['1001 characters', 'c'.repeat(1001), messages.commentTooLong],
  ])('refuses an %s comment with 400 and its message', async (_, content, message) => {
    const postId = await post(ann);
    const response = await comment(bob, postId, content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message,
      errors: [{ path: 'comment.content', message }],
    });
  });

  it('answers 404 for a comment on an unknown post', async () => {
    const response = await comment(bob, '01a2055b-a019-7441-931f-74e5443da323', 'hello?');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.postNotFound);
  });

  it('answers a new comment exactly as its author then reads it in the thread', async () => {
    const postId = await post(ann);
    const answered = (await comment(bob, postId, 'as #written, see https://example.org')).json()
      .data.comment;
    const [listed] = (await thread(bob, postId)).commentList;
    expect(answered).toEqual(listed);
    expect(answered).toMatchObject({ author: { name: 'Bob Commenter' }, isMine: true });
  });

  it('with an Idempotency-Key: a post the commenter may not see is a 404 that writes nothing and leaves the key free', async () => {
    const walled = await t.signedInUser();
    await t.makePrivate(walled);
    const hidden = await t.writePost(walled, 'followers only');
    const withKey = (postId: string, content: string) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/comment/new',
        headers: { ...bob.headers, 'idempotency-key': 'comment-on-hidden' },
        payload: { comment: { content, post: postId } },
      });

    const refused = await withKey(hidden, 'let me in');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.postNotFound);
    expect((await thread(walled, hidden)).total).toBe(0);
    const notices = await t.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: walled.headers,
    });
    expect(notices.json().data.notifications).toEqual([]);

    // Had the refused call claimed the key, another body under it would be a 422.
    const open = await post(ann);
    const written = await withKey(open, 'somewhere I may');
    expect(written.statusCode).toBe(201);
    const again = await withKey(open, 'somewhere I may');
    expect(again.json()).toEqual(written.json());
    expect((await thread(ann, open)).total).toBe(1);
    expect((await withKey(open, 'another body')).statusCode).toBe(422);
  });

  it('tells the post’s author of a named comment, not of their own, nor of a muted or blocked commenter’s', async () => {
    const author = await t.signedInUser();
    const [fan, muted, blocked] = await t.signedInUsers(3);
    const postId = await t.writePost(author, 'tell me');
    const comments = async () =>
      (await t.inject({ method: 'GET', url: '/api/v1/notifications', headers: author.headers }))
        .json()
        .data.notifications.filter((n: { kind: string }) => n.kind === 'comment')
        .map((n: { actors: { _id: string }[] }) => n.actors.map((a) => a._id));
    await t.settle(author, 'muting', {
      method: 'POST',
      url: '/api/v1/user/mute',
      payload: { userId: muted.user._id },
    });
    // A block stands between them, yet the post is anonymous: the blocked person may comment.
    const anonymousPost = await t.writePost(author, 'tell me too', 'private');
    await t.settle(author, 'blocking', {
      method: 'POST',
      url: '/api/v1/user/block',
      payload: { userId: blocked.user._id },
    });

    expect((await comment(author, postId, 'my own')).statusCode).toBe(201);
    expect((await comment(muted, postId, 'muted me')).statusCode).toBe(201);
    expect((await comment(blocked, anonymousPost, 'blocked me')).statusCode).toBe(201);
    expect(await comments()).toEqual([]);

    expect((await comment(fan, postId, 'a fan')).statusCode).toBe(201);
    expect(await comments()).toEqual([[fan.user._id]]);
  });

  it('lists oldest first with a cursor', async () => {
    const postId = await post(ann);
    for (const text of ['one', 'two', 'three']) await comment(bob, postId, text);
    const first = await thread(cat, postId, { pageSize: 2 });
    expect(first.commentList.map((c: { content: string }) => c.content)).toEqual(['one', 'two']);
    expect(first.total).toBe(3);
    const next = await thread(cat, postId, { pageSize: 2, cursor: first.nextCursor });
    expect(next.commentList.map((c: { content: string }) => c.content)).toEqual(['three']);
    expect(next.hasMore).toBe(false);
  });

  it('numbers anonymous voices within a thread, stably, and names the anonymous author', async () => {
    const postId = await post(ann, 'private');
    await comment(bob, postId, 'bob 1', 'private');
    await comment(cat, postId, 'cat 1', 'private');
    await comment(bob, postId, 'bob 2', 'private');
    await comment(ann, postId, 'op speaks', 'private');
    await comment(cat, postId, 'cat named', 'public');
    const list = (await thread(ann, postId)).commentList;
    expect(list.map((c: { pseudonym: string | null }) => c.pseudonym)).toEqual([
      'Anonymous 1',
      'Anonymous 2',
      'Anonymous 1',
      'Anonymous (author)',
      null,
    ]);
    // The numbers depend on the thread alone: in another thread Cat comes first.
    const other = await post(ann);
    await comment(cat, other, 'cat first here', 'private');
    await comment(bob, other, 'bob second here', 'private');
    await comment(ann, other, 'author of a named post, anonymously', 'private');
    expect(
      (await thread(bob, other)).commentList.map((c: { pseudonym: string }) => c.pseudonym),
    ).toEqual(['Anonymous 1', 'Anonymous 2', 'Anonymous 3']);
  });

  it('gives distinct numbers to many first-time anonymous commenters arriving at once', async () => {
    const postId = await post(ann);
    const people = await t.signedInUsers(8);
    const answers = await Promise.all(people.map((p) => comment(p, postId, 'at once', 'private')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const names = (await thread(ann, postId)).commentList.map(
      (c: { pseudonym: string }) => c.pseudonym,
    );
    expect(new Set(names).size).toBe(8);
  });

  it('counts for each viewer only the comments they may see, in the thread and on the card', async () => {
    const dan = await t.signedInUser();
    const eve = await t.signedInUser();
    const postId = await post(ann);
    await comment(dan, postId, 'named by dan');
    await comment(dan, postId, 'anonymous by dan', 'private');
    await comment(eve, postId, 'named by eve');
    await comment(cat, postId, 'named by cat');
    const seenBy = async (who: Person) => {
      const list = await thread(who, postId);
      const card = (
        await t.inject({ method: 'GET', url: `/api/v1/post/${postId}`, headers: who.headers })
      ).json().data.post.counts.comments;
      const feed = (
        await t.inject({
          method: 'POST',
          url: '/api/v1/post/list',
          headers: who.headers,
          payload: { filters: { author: ann.user._id } },
        })
      )
        .json()
        .data.postList.find((p: { _id: string }) => p._id === postId).counts.comments;
      return { shown: list.commentList.length, total: list.total, card, feed };
    };
    expect(await seenBy(ann)).toEqual({ shown: 4, total: 4, card: 4, feed: 4 });

    // Ann blocks Dan and mutes Eve: their named comments leave her counts, Dan's anonymous
    // one stays (hiding it would tell her who wrote it).
    await t.inject({
      method: 'POST',
      url: '/api/v1/user/block',
      headers: ann.headers,
      payload: { userId: dan.user._id },
    });
    await t.inject({
      method: 'POST',
      url: '/api/v1/user/mute',
      headers: ann.headers,
      payload: { userId: eve.user._id },
    });
    expect(await seenBy(ann)).toEqual({ shown: 2, total: 2, card: 2, feed: 2 });
    // Cat blocked nobody: all four, and Dan, blocked by Ann, still sees his own.
    expect(await seenBy(cat)).toEqual({ shown: 4, total: 4, card: 4, feed: 4 });
  });

  it('lets the comment’s author or the post’s author delete it, nobody else', async () => {
    const postId = await post(ann);
    const byBob = (await comment(bob, postId, 'delete me')).json().data.comment._id;
    const byBob2 = (await comment(bob, postId, 'post author deletes me')).json().data.comment._id;
    const del = (who: Person, id: string) =>
      t.inject({ method: 'DELETE', url: `/api/v1/comment/${id}`, headers: who.headers });
    const refused = await del(cat, byBob);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.onlyDeleteOwnComments);
    expect((await del(bob, byBob)).statusCode).toBe(200);
    expect((await del(ann, byBob2)).statusCode).toBe(200);
    expect((await del(ann, byBob2)).statusCode).toBe(404);
    expect((await thread(ann, postId)).total).toBe(0);
  });

  it('toggles comment reactions once per person', async () => {
    const postId = await post(ann);
    const id = (await comment(bob, postId, 'react')).json().data.comment._id;
    const react = (who: Person, payload: object) =>
      t.inject({
        method: 'POST',
        url: `/api/v1/comment/${id}/react`,
        headers: who.headers,
        payload,
      });
    expect((await react(ann, { kind: 'like' })).json().data).toEqual({
      counts: { likes: 1, hugs: 0 },
      viewer: { liked: true, hugged: false },
    });
    await react(ann, { kind: 'like', active: true });
    await react(cat, { kind: 'like', active: true });
    expect((await react(cat, { kind: 'hug' })).json().data.counts).toEqual({ likes: 2, hugs: 1 });
    expect((await react(ann, { kind: 'like' })).json().data.counts.likes).toBe(1);
    expect((await react(ann, { kind: 'share' })).statusCode).toBe(400);
    const missing = await t.inject({
      method: 'POST',
      url: '/api/v1/comment/01a2055b-a019-7441-931f-74e5443da323/react',
      headers: ann.headers,
      payload: { kind: 'like' },
    });
    expect(missing.statusCode).toBe(404);
  });

  const reactToComment = (who: Person, id: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/v1/comment/${id}/react`, headers: who.headers, payload });
  const commentCounts = async (postId: string) =>
    Object.fromEntries(
      (await thread(ann, postId)).commentList.map((c: { _id: string; counts: object }) => [
        c._id,
        c.counts,
      ]),
    );

  it("moves only the reacted comment's counts, however a reaction is set and undone", async () => {
    const postId = await post(ann);
    const a = (await comment(bob, postId, 'react here')).json().data.comment._id;
    const b = (await comment(bob, postId, 'not here')).json().data.comment._id;
    for (const kind of ['like', 'hug']) await reactToComment(cat, b, { kind, active: true });
    for (const kind of ['like', 'hug']) {
      await reactToComment(cat, a, { kind });
      await reactToComment(cat, a, { kind });
      await reactToComment(cat, a, { kind, active: true });
      await reactToComment(cat, a, { kind, active: false });
    }
    expect(await commentCounts(postId)).toEqual({
      [a]: { likes: 0, hugs: 0 },
      [b]: { likes: 1, hugs: 1 },
    });
  });

  it('adds up concurrent comment reactions from many people exactly, and tells the author once', async () => {
    const postId = await post(ann);
    const id = (await comment(bob, postId, 'popular')).json().data.comment._id;
    const people = await t.signedInUsers(10);
    const answers = await Promise.all(
      people.flatMap((p) => [
        reactToComment(p, id, { kind: 'like', active: true }),
        reactToComment(p, id, { kind: 'like', active: true }),
        reactToComment(p, id, { kind: 'hug', active: true }),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect((await commentCounts(postId))[id]).toEqual({ likes: 10, hugs: 10 });
    const rows = await t.db
      .selectFrom('comment_reactions')
      .select('kind')
      .where('comment_id', '=', id)
      .execute();
    expect(rows).toHaveLength(20);
    const notices = await t.db
      .selectFrom('notifications')
      .select(['actor_id', 'post_id', 'group_key'])
      .where('user_id', '=', bob.user._id)
      .where('comment_id', '=', id)
      .execute();
    expect(notices).toHaveLength(20);
    expect(new Set(notices.map((n) => n.post_id))).toEqual(new Set([postId]));
    expect(new Set(notices.map((n) => n.group_key))).toEqual(
      new Set([`reaction:like:${id}`, `reaction:hug:${id}`]),
    );
  });

  it('answers 404 for a reaction to a comment the viewer may not see or that was deleted, and changes nothing', async () => {
    const dan = await t.signedInUser();
    const postId = await post(dan);
    const hidden = (await comment(dan, postId, 'for followers')).json().data.comment._id;
    await t.makePrivate(dan);
    expect((await reactToComment(cat, hidden, { kind: 'like' })).statusCode).toBe(404);
    const open = await post(ann);
    const gone = (await comment(bob, open, 'soon gone')).json().data.comment._id;
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/v1/comment/${gone}`, headers: bob.headers }))
        .statusCode,
    ).toBe(200);
    expect((await reactToComment(cat, gone, { kind: 'like' })).statusCode).toBe(404);
    const marks = await t.db
      .selectFrom('comment_reactions')
      .select('kind')
      .where('comment_id', 'in', [hidden, gone])
      .execute();
    expect(marks).toEqual([]);
    const hiddenRow = await t.db
      .selectFrom('comments')
      .select('likes_count')
      .where('id', '=', hidden)
      .executeTakeFirstOrThrow();
    expect(hiddenRow.likes_count).toBe(0);
  });

  it('answers 401 without a token on every comments endpoint', async () => {
    const id = '01a2055b-a019-7441-931f-74e5443da323';
    for (const [method, url] of [
      ['POST', '/api/v1/comment/list'],
      ['POST', '/api/v1/comment/new'],
      ['POST', `/api/v1/comment/${id}/react`],
      ['DELETE', `/api/v1/comment/${id}`],
    ] as const) {
      expect((await t.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
  });
});
