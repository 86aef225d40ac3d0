import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import type { SseEvent } from '../../../test/sse';
import {
  createStreamingTestApp,
  type EventStream,
  type StreamingTestApp,
} from '../../../test/streaming-app';

type Deleted = { _id: string; post?: string; kept?: boolean };

/**
 * Who hears that a post or comment is gone. Its id tells when it was written, and its post
 * that a thread exists, so only those who could have seen it are told: a stranger must not
 * learn that a private account or a blocker wrote something and took it back.
 */
describe.each(testDatabaseKinds)('deletion events on %s', (kind) => {
  let t: StreamingTestApp;
  let moderator: TestPerson;
  const post = (who: TestPerson, url: string, payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const remove = (who: TestPerson, url: string) =>
    t.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: who.headers });
  const newPost = async (who: TestPerson, content: string, visibility = 'public') =>
    (await post(who, '/post/new', { content, visibility })).json().data.post._id as string;
  const newComment = async (
    who: TestPerson,
    postId: string,
    visibility = 'public',
    parent?: string,
  ) =>
    (
      await post(who, '/comment/new', {
        comment: { content: 'a few words', post: postId, visibility, parent },
      })
    ).json().data.comment._id as string;
  const deletion = (name: string, id: string) => (e: SseEvent) =>
    e.event === name && (e.data as Deleted)._id === id;
  /** Waits for the event on every stream that must get it, then checks the others had none. */
  const heardBy = async (
    match: (e: SseEvent) => boolean,
    told: EventStream[],
    notTold: EventStream[],
  ) => {
    const got = await Promise.all(told.map((stream) => stream.next(match)));
    for (const stream of notTold) expect(await stream.received(match, 0)).toBe(false);
    return got.map((e) => e.data as Deleted);
  };

  beforeAll(async () => {
    t = await createStreamingTestApp(kind);
    moderator = await t.signedInUser(); // the first account
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells of a private account’s named post only those who could see it, and of its anonymous one everyone', async () => {
    const pia = await t.signedInUser();
    await t.makePrivate(pia);
    const [follower, stranger, blocked] = await t.signedInUsers(3);
    await post(follower, '/user/follow', { userId: pia.user._id });
    await post(pia, '/user/follow-requests/accept', { userId: follower.user._id });
    await post(pia, '/user/block', { userId: blocked.user._id });
    const named = await newPost(pia, 'for my followers');
    const unnamed = await newPost(pia, 'for everyone, unsigned', 'private');
    const [own, fans, strangers, blockeds] = await Promise.all([
      t.stream(pia),
      t.stream(follower),
      t.stream(stranger),
      t.stream(blocked),
    ]);

    expect((await remove(pia, `/post/${named}`)).statusCode).toBe(200);
    await heardBy(deletion('post.deleted', named), [own, fans], [strangers, blockeds]);
    expect((await remove(pia, `/post/${unnamed}`)).statusCode).toBe(200);
    await heardBy(deletion('post.deleted', unnamed), [own, fans, strangers, blockeds], []);
  });

  it('tells of a moderator’s removal of a named post those who could see it', async () => {
    const author = await t.signedInUser();
    const [reader, blocker] = await t.signedInUsers(2);
    await post(blocker, '/user/block', { userId: author.user._id });
    const id = await newPost(author, 'against the rules');
    const [readers, blockers] = await Promise.all([t.stream(reader), t.stream(blocker)]);
    const removed = await post(moderator, '/moderation/remove', {
      targetKind: 'post',
      targetId: id,
    });
    expect(removed.statusCode).toBe(200);
    await heardBy(deletion('post.deleted', id), [readers], [blockers]);
  });

  it('tells of a named comment those who could see it, of an anonymous one all the post’s readers', async () => {
    const pia = await t.signedInUser();
    await t.makePrivate(pia);
    const [follower, commenter, blocker, stranger] = await t.signedInUsers(4);
    for (const who of [follower, commenter, blocker]) {
      await post(who, '/user/follow', { userId: pia.user._id });
      await post(pia, '/user/follow-requests/accept', { userId: who.user._id });
    }
    await post(blocker, '/user/block', { userId: commenter.user._id });
    const postId = await newPost(pia, 'talk among yourselves');
    const named = await newComment(commenter, postId);
    const unnamed = await newComment(commenter, postId, 'private');
    const [fans, blockers, strangers] = await Promise.all([
      t.stream(follower),
      t.stream(blocker),
      t.stream(stranger),
    ]);

    expect((await remove(commenter, `/comment/${named}`)).statusCode).toBe(200);
    const [heard] = await heardBy(
      deletion('comment.deleted', named),
      [fans],
      [blockers, strangers],
    );
    expect(heard).toEqual({ _id: named, post: postId, kept: false });
    expect((await remove(commenter, `/comment/${unnamed}`)).statusCode).toBe(200);
    await heardBy(deletion('comment.deleted', unnamed), [fans, blockers], [strangers]);
  });

  it('tells every reader of the post when a named comment stays as a placeholder, as a moderator’s removal too', async () => {
    const author = await t.signedInUser();
    const [commenter, blocker, replier] = await t.signedInUsers(3);
    await post(blocker, '/user/block', { userId: commenter.user._id });
    const postId = await newPost(author, 'a thread');
    const answered = await newComment(commenter, postId);
    await newComment(replier, postId, 'public', answered);
    const removedByModerator = await newComment(commenter, postId);
    await newComment(replier, postId, 'public', removedByModerator);
    const [authors, blockers] = await Promise.all([t.stream(author), t.stream(blocker)]);

    expect((await remove(commenter, `/comment/${answered}`)).statusCode).toBe(200);
    for (const heard of await heardBy(
      deletion('comment.deleted', answered),
      [authors, blockers],
      [],
    ))
      expect(heard.kept).toBe(true);
    const removed = await post(moderator, '/moderation/remove', {
      targetKind: 'comment',
      targetId: removedByModerator,
    });
    expect(removed.statusCode).toBe(200);
    const match = deletion('comment.deleted', removedByModerator);
    for (const heard of await heardBy(match, [authors, blockers], []))
      expect(heard.kept).toBe(true);
  });
});
