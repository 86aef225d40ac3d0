import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

/**
 * Whatever happened before or after a follow, the Following feed shows what the people
 * followed wrote under their names and shared, and nothing else: a follow brings what they
 * wrote before it, and whatever ends a follow, a post or a share takes it away.
 */
describe.each(testDatabaseKinds)('the Following feed through a follow’s life on %s', (kind) => {
  let t: TestApp;
  let moderator: TestPerson;
  beforeAll(async () => {
    t = await createTestApp(kind);
    moderator = await t.signedInUser(); // the first account
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: TestPerson, url: string, payload: Record<string, unknown>) =>
    t.settle(who, url, { method: 'POST', url, payload });
  const feed = async (who: TestPerson) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: who.headers,
      payload: { pageSize: 50, filters: { feed: 'following' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.postList as { content: string }[]).map((p) => p.content);
  };
  const share = (who: TestPerson, postId: string, active: boolean) =>
    call(who, `/api/v1/post/${postId}/react`, { kind: 'share', active });

  it('brings what someone wrote and shared before the follow, and takes it away after', async () => {
    const [reader, writer, other] = await t.signedInUsers(3);
    await t.writePost(writer, 'older named');
    await t.writePost(writer, 'older anonymous', 'private');
    const theirs = await t.writePost(other, 'shared by the writer');
    await share(writer, theirs, true);
    expect(await feed(reader)).toEqual([]);

    await t.follow(reader, writer.user._id);
    expect(await feed(reader)).toEqual(['shared by the writer', 'older named']);

    await call(reader, '/api/v1/user/unfollow', { userId: writer.user._id });
    expect(await feed(reader)).toEqual([]);
    await t.follow(reader, writer.user._id);
    expect(await feed(reader)).toEqual(['shared by the writer', 'older named']);
  });

  it('waits for a private account to accept, and follows its removal of a follower', async () => {
    const [reader, owner] = await t.signedInUsers(2);
    await t.makePrivate(owner);
    await t.writePost(owner, 'for followers');
    await t.follow(reader, owner.user._id);
    expect(await feed(reader)).toEqual([]);

    await call(owner, '/api/v1/user/follow-requests/accept', { userId: reader.user._id });
    expect(await feed(reader)).toEqual(['for followers']);
    await t.writePost(owner, 'after accepting');
    expect(await feed(reader)).toEqual(['after accepting', 'for followers']);

    await call(owner, '/api/v1/user/followers/remove', { userId: reader.user._id });
    expect(await feed(reader)).toEqual([]);
  });

  it('drops a post once turned anonymous or deleted, and a share once undone', async () => {
    const [reader, writer, sharer] = await t.signedInUsers(3);
    await t.follow(reader, writer.user._id);
    await t.follow(reader, sharer.user._id);
    const turned = await t.writePost(writer, 'turned anonymous');
    const removed = await t.writePost(writer, 'removed');
    const shared = await t.writePost(writer, 'shared then unshared');
    await share(sharer, shared, true);
    expect(await feed(reader)).toEqual(['shared then unshared', 'removed', 'turned anonymous']);

    expect((await t.editPost(writer, turned, { visibility: 'private' })).statusCode).toBe(200);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/v1/post/${removed}`,
      headers: writer.headers,
    });
    expect(deleted.statusCode).toBe(200);
    await share(sharer, shared, false);
    expect(await feed(reader)).toEqual(['shared then unshared']);
  });

  it('leaves out a followed person while muted or suspended, and brings them back', async () => {
    const [reader, writer, other, author] = await t.signedInUsers(4);
    await t.follow(reader, writer.user._id);
    await t.follow(reader, other.user._id);
    await t.writePost(writer, 'written by the writer');
    await share(writer, await t.writePost(author, 'shared by the writer'), true);
    await t.writePost(other, 'written by the other');
    const everything = ['written by the other', 'shared by the writer', 'written by the writer'];
    expect(await feed(reader)).toEqual(everything);

    await call(reader, '/api/v1/user/mute', { userId: writer.user._id });
    expect(await feed(reader)).toEqual(['written by the other']);
    await call(reader, '/api/v1/user/unmute', { userId: writer.user._id });
    expect(await feed(reader)).toEqual(everything);

    const target = { targetKind: 'user', targetId: writer.user._id };
    await call(moderator, '/api/v1/moderation/suspend', target);
    expect(await feed(reader)).toEqual(['written by the other']);
    await call(moderator, '/api/v1/moderation/unsuspend', target);
    expect(await feed(reader)).toEqual(everything);
  });

  it('hides a followed person once either blocks the other', async () => {
    const [reader, writer] = await t.signedInUsers(2);
    await t.follow(reader, writer.user._id);
    await t.writePost(writer, 'before the block');
    expect(await feed(reader)).toEqual(['before the block']);
    await call(writer, '/api/v1/user/block', { userId: reader.user._id });
    expect(await feed(reader)).toEqual([]);
  });
});
