import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import type { SseEvent } from '../../../test/sse';
import { createStreamingTestApp, type StreamingTestApp } from '../../../test/streaming-app';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;
type AnyData = Record<string, unknown> & {
  author?: { _id: string } | null;
  comment?: Record<string, unknown>;
};

describe.each(testDatabaseKinds)('realtime events on %s', (kind) => {
  let t: StreamingTestApp;
  const post = (who: Person, url: string, payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const newPost = async (
    who: Person,
    content: string,
    visibility: 'public' | 'private' = 'public',
  ) => (await post(who, '/post/new', { content, visibility })).json().data.post._id as string;
  const isPost = (name: string, id: string) => (e: SseEvent) =>
    e.event === name && (e.data as AnyData)._id === id;

  beforeAll(async () => {
    t = await createStreamingTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('delivers an anonymous post to others without its author, and to its author with', async () => {
    const author = await t.signedInUser();
    const other = await t.signedInUser();
    const follower = await t.signedInUser();
    await post(follower, '/user/follow', { userId: author.user._id });
    const [mine, theirs, fans] = await Promise.all([
      t.stream(author),
      t.stream(other),
      t.stream(follower),
    ]);
    const id = await newPost(author, 'an anonymous thought', 'private');
    const forOther = (await theirs.next(isPost('post.created', id))).data as AnyData;
    expect(forOther.author).toBeNull();
    expect(JSON.stringify(forOther)).not.toContain(author.user._id);
    const forFollower = (await fans.next(isPost('post.created', id))).data as AnyData;
    expect(forFollower).toEqual(forOther);
    const forAuthor = (await mine.next(isPost('post.created', id))).data as AnyData;
    expect(forAuthor.author?._id).toBe(author.user._id);
  });

  it('sends a private account’s named post only to its followers, and nothing across a block', async () => {
    const pia = await t.signedInUser();
    await t.makePrivate(pia);
    const follower = await t.signedInUser();
    await post(follower, '/user/follow', { userId: pia.user._id });
    await post(pia, '/user/follow-requests/accept', { userId: follower.user._id });
    const stranger = await t.signedInUser();
    const blocked = await t.signedInUser();
    await post(pia, '/user/block', { userId: blocked.user._id });
    const [fans, strangers, blockeds] = await Promise.all([
      t.stream(follower),
      t.stream(stranger),
      t.stream(blocked),
    ]);
    const named = await newPost(pia, 'for my followers');
    await fans.next(isPost('post.created', named));
    expect(await strangers.received(isPost('post.created', named))).toBe(false);
    expect(await blockeds.received(isPost('post.created', named), 0)).toBe(false);
    const unnamed = await newPost(pia, 'for everyone, unsigned', 'private');
    await blockeds.next(isPost('post.created', unnamed));
    await strangers.next(isPost('post.created', unnamed));
  });

  it('delivers comments and counts, shaped per viewer, and notifies the post’s author', async () => {
    const author = await t.signedInUser();
    const reader = await t.signedInUser({ name: 'Rita Reader' });
    const id = await newPost(author, 'talk to me');
    const [mine, theirs] = await Promise.all([t.stream(author), t.stream(reader)]);
    await post(reader, '/comment/new', {
      comment: { content: 'quietly', post: id, visibility: 'private' },
    });
    const seen = (await mine.next((e) => e.event === 'comment.created')).data as AnyData;
    expect(seen.comment).toMatchObject({
      author: null,
      pseudonym: 'Anonymous 1',
      content: 'quietly',
    });
    expect(JSON.stringify(seen)).not.toContain(reader.user._id);
    const own = (await theirs.next((e) => e.event === 'comment.created')).data as AnyData;
    expect(own.comment).toMatchObject({ isMine: true, author: { _id: reader.user._id } });
    expect(await mine.next((e) => e.event === 'notification')).toMatchObject({
      data: { unread: 1 },
    });

    await post(reader, `/post/${id}/react`, { kind: 'like' });
    const counts = (await mine.next((e) => e.event === 'post.counts')).data as AnyData;
    expect(counts).toMatchObject({ _id: id, counts: { likes: 1, comments: 1 } });

    const list = (
      await t.inject({ method: 'GET', url: '/api/v1/notifications', headers: author.headers })
    ).json().data;
    expect(list.unread).toBe(2);
    expect(list.notifications.map((n: { text: string }) => n.text)).toEqual([
      'Rita Reader liked your post',
      'Anonymous commented on your post',
    ]);
    expect(JSON.stringify(list.notifications[1])).not.toContain(reader.user._id);
  });

  it('gives each viewer the comment total their own reads show, and no comment a block hides', async () => {
    const author = await t.signedInUser();
    const commenter = await t.signedInUser();
    const blocker = await t.signedInUser();
    const bystander = await t.signedInUser();
    await post(blocker, '/user/block', { userId: commenter.user._id });
    const id = await newPost(author, 'say something');
    const [blockers, bystanders] = await Promise.all([t.stream(blocker), t.stream(bystander)]);
    const comment = (content: string, visibility: 'public' | 'private') =>
      post(commenter, '/comment/new', { comment: { content, post: id, visibility } });
    const named = (await comment('signed words', 'public')).json().data.comment._id as string;
    await bystanders.next((e) => e.event === 'comment.created');
    // The anonymous comment reaches both: it shows for everyone, and counts for everyone.
    await comment('unsigned words', 'private');
    const isAnonymousOne = (e: SseEvent) =>
      e.event === 'comment.created' && (e.data as AnyData).comment?._id !== named;
    const forBlocker = (await blockers.next(isAnonymousOne)).data as AnyData;
    const forBystander = (await bystanders.next(isAnonymousOne)).data as AnyData;
    expect(forBlocker.postCounts).toMatchObject({ comments: 1 });
    expect(forBystander.postCounts).toMatchObject({ comments: 2 });
    expect(await blockers.received((e) => (e.data as AnyData).comment?._id === named, 0)).toBe(
      false,
    );

    await post(author, `/post/${id}/react`, { kind: 'hug' });
    for (const [who, seen] of [
      [blocker, blockers],
      [bystander, bystanders],
    ] as const) {
      const counts = (await seen.next(isPost('post.counts', id))).data as AnyData;
      const read = await t.inject({
        method: 'GET',
        url: `/api/v1/post/${id}`,
        headers: who.headers,
      });
      expect(counts.counts).toEqual(read.json().data.post.counts);
    }
  });

  it('groups reactions into one notification and marks them read', async () => {
    const author = await t.signedInUser();
    const id = await newPost(author, 'like me');
    const fans = await Promise.all([1, 2, 3].map((i) => t.signedInUser({ name: `Fan ${i}` })));
    for (const fan of fans) await post(fan, `/post/${id}/react`, { kind: 'like' });
    const list = (
      await t.inject({ method: 'GET', url: '/api/v1/notifications', headers: author.headers })
    ).json().data;
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      text: 'Fan 3 and 2 others liked your post',
      actorCount: 3,
      read: false,
    });
    expect(list.unread).toBe(1);
    const read = await post(author, '/notifications/read', {});
    expect(read.json().data).toEqual({ unread: 0 });
  });

  it('replays what a client missed when it reconnects with Last-Event-ID', async () => {
    const author = await t.signedInUser();
    const reader = await t.signedInUser();
    const first = await t.stream(reader);
    const a = await newPost(author, 'before the drop');
    const last = await first.next(isPost('post.created', a));
    first.close();
    const b = await newPost(author, 'missed one');
    const c = await newPost(author, 'missed two');
    const again = await t.stream({
      ...reader,
      headers: { ...reader.headers, 'last-event-id': last.id as string },
    });
    await again.next(isPost('post.created', b));
    await again.next(isPost('post.created', c));
    expect(again.events.some(isPost('post.created', a))).toBe(false);
  });

  it('opens a stream with a single-use ticket, never with a token in the URL', async () => {
    const reader = await t.signedInUser();
    expect((await t.stream(null)).status).toBe(401);
    expect((await t.stream(null, `?token=${reader.token}`)).status).toBe(401);
    const { ticket } = (await post(reader, '/events/ticket')).json().data;
    expect((await t.stream(null, `?ticket=${ticket}`)).status).toBe(200);
    expect((await t.stream(null, `?ticket=${ticket}`)).status).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/v1/events/ticket' })).statusCode).toBe(401);
  });

  it('ends a session’s streams when it signs out, and an account’s when it is deleted', async () => {
    const reader = await t.signedInUser();
    const open = await t.stream(reader);
    await post(reader, '/auth/logout');
    await open.ended$;
    expect(open.ended).toBe(true);

    const leaver = await t.signedInUser();
    const other = await t.stream(leaver);
    await t.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: leaver.headers,
      payload: { password: leaver.input.password },
    });
    await other.ended$;
    expect(other.ended).toBe(true);
  });
});
