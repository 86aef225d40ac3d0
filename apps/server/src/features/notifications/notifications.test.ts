import type { Notification } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

/**
 * What a stored notification shows is decided when it is read (SECURITY V5): the post's
 * words only while the reader may see the post, a named actor only while active and no
 * block stands between them. An anonymous actor's notices always stay (rule 3).
 */
describe.each(testDatabaseKinds)('notifications as they are read, on %s', (kind) => {
  let t: TestApp;
  let moderator: TestPerson;
  beforeAll(async () => {
    t = await createTestApp(kind);
    moderator = await t.signedInUser(); // the first account
  });
  afterAll(async () => {
    await t.close();
  });

  const notifications = async (who: TestPerson) => {
    const answer = await t.call(who, 'GET', '/notifications');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { notifications: Notification[]; unread: number };
  };

  it('shows a post’s words only while the reader may see the post, and nothing of a blocker', async () => {
    const [reader, writer] = await t.signedInUsers(2);
    const postId = await t.writePost(writer, `hello @${reader.input.username}`);
    const mention = (await notifications(reader)).notifications.find((n) => n.kind === 'mention');
    expect(mention?.post).toEqual({ _id: postId, excerpt: `hello @${reader.input.username}` });

    // The writer goes private and edits: the reader, no follower, may no longer read it.
    await t.makePrivate(writer);
    const edit = await t.call(writer, 'PUT', `/post/${postId}`, {
      content: 'for my followers only',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await t.call(reader, 'GET', `/post/${postId}`)).statusCode).toBe(404);
    const hidden = (await notifications(reader)).notifications.find((n) => n.kind === 'mention');
    expect(hidden?.post).toEqual({ _id: postId, excerpt: '' });

    // An anonymous comment by the writer on the reader's post, then the writer blocks them.
    const readersPost = await t.writePost(reader, 'a post of my own');
    const anonymous = await t.call(writer, 'POST', '/comment/new', {
      comment: { content: 'said without a name', post: readersPost, visibility: 'private' },
    });
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    const before = await notifications(reader);
    expect(before.unread).toBe(2);
    const blocked = await t.call(writer, 'POST', '/user/block', { userId: reader.user._id });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await t.call(writer, 'PUT', '/user/update', { name: 'A New Name' });

    const after = await notifications(reader);
    expect(JSON.stringify(after)).not.toContain(writer.user._id);
    expect(JSON.stringify(after)).not.toContain('A New Name');
    // The anonymous comment stays: a block never hides anonymous acts (rule 3).
    expect(after.notifications.map((n) => n.text)).toEqual(['Anonymous commented on your post']);
    // The badge's count agrees with the list.
    expect(after.unread).toBe(1);
  });

  it('drops a suspended account’s notices from the list and the badge’s count', async () => {
    const [reader, fan] = await t.signedInUsers(2);
    const postId = await t.writePost(reader, 'liked soon');
    const like = await t.call(fan, 'POST', `/post/${postId}/react`, { kind: 'like' });
    expect(like.statusCode, like.body).toBe(200);
    expect((await notifications(reader)).notifications.map((n) => n.text)).toEqual([
      `${fan.input.name} liked your post`,
    ]);
    const suspended = await t.call(moderator, 'POST', '/moderation/suspend', {
      targetKind: 'user',
      targetId: fan.user._id,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await notifications(reader)).toMatchObject({ notifications: [], unread: 0 });
  });
});
