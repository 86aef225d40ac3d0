import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;

describe.each(testDatabaseKinds)('reports and moderation on %s', (kind) => {
  let t: TestApp;
  let moderator: Person;
  let member: Person;
  const post = (who: Person, url: string, payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const get = (who: Person, url: string) =>
    t.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    moderator = await t.signedInUser({ name: 'Mia Moderator' }); // the first account
    member = await t.signedInUser({ name: 'Reporting Member' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes the first account a moderator and nobody else', async () => {
    expect((await get(moderator, '/user/me')).json().data.user.role).toBe('moderator');
    expect((await get(member, '/user/me')).json().data.user.role).toBe('member');
    const refused = await get(member, '/moderation/reports');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.moderatorsOnly);
  });

  it('takes reports from members and validates them', async () => {
    const author = await t.signedInUser();
    const id = (await post(author, '/post/new', { content: 'questionable' })).json().data.post._id;
    const created = await post(member, '/reports', {
      targetKind: 'post',
      targetId: id,
      reason: 'spam',
      note: 'buy now',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: messages.reported,
      data: { report: { status: 'open' } },
    });
    expect(
      (
        await post(member, '/reports', { targetKind: 'post', targetId: id, reason: 'boring' })
      ).json().message,
    ).toBe(messages.reportReasonInvalid);
    expect(
      (
        await post(member, '/reports', {
          targetKind: 'post',
          targetId: '01a2055b-a019-7441-931f-74e5443da323',
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets a moderator remove an anonymous post without ever learning its author, and tells the author', async () => {
    const author = await t.signedInUser({
      name: 'Hidden Writer',
      username: `hidden_${Date.now().toString(36)}`,
    });
    const id = (
      await post(author, '/post/new', { content: 'anonymous and reported', visibility: 'private' })
    ).json().data.post._id;
    const reporterAnswer = await post(member, '/reports', {
      targetKind: 'post',
      targetId: id,
      reason: 'harassment',
    });
    await post(await t.signedInUser(), '/reports', {
      targetKind: 'post',
      targetId: id,
      reason: 'hate',
    });

    const answers: string[] = [reporterAnswer.body];
    const queue = await get(moderator, '/moderation/reports');
    answers.push(queue.body);
    const group = queue
      .json()
      .data.groups.find((g: { target: { _id: string } }) => g.target._id === id);
    expect(group).toMatchObject({
      count: 2,
      target: { kind: 'post', anonymous: true, author: null, content: 'anonymous and reported' },
    });

    const removed = await post(moderator, '/moderation/remove', {
      targetKind: 'post',
      targetId: id,
    });
    answers.push(removed.body);
    expect(removed.statusCode).toBe(200);
    const suspended = await post(moderator, '/moderation/suspend', {
      targetKind: 'post',
      targetId: id,
    });
    expect(suspended.statusCode).toBe(404); // the post is gone; nothing about its author leaks either way
    answers.push(suspended.body, (await get(moderator, '/moderation/log')).body);
    for (const secret of [author.user._id, author.user.username, 'Hidden Writer']) {
      expect(answers.join('\n')).not.toContain(secret);
    }
    expect((await get(member, `/post/${id}`)).statusCode).toBe(404);
    const told = (await get(author, '/notifications')).json().data.notifications;
    expect(told.map((n: { text: string }) => n.text)).toContain('A moderator removed your post');
    expect(
      (await get(moderator, '/moderation/reports'))
        .json()
        .data.groups.find((g: { target: { _id: string } }) => g.target._id === id),
    ).toBeUndefined();
  });

  it('removes a comment, tells its author it was their comment, and updates the count', async () => {
    const host = await t.signedInUser();
    const commenter = await t.signedInUser();
    const postId = (await post(host, '/post/new', { content: 'a thread' })).json().data.post._id;
    const commentId = (
      await post(commenter, '/comment/new', { comment: { content: 'rude reply', post: postId } })
    ).json().data.comment._id;
    await post(member, '/reports', { targetKind: 'comment', targetId: commentId, reason: 'spam' });
    const queued = (await get(moderator, '/moderation/reports'))
      .json()
      .data.groups.find((g: { target: { _id: string } }) => g.target._id === commentId);
    expect(queued.target).toMatchObject({ kind: 'comment', postId });

    const removed = await post(moderator, '/moderation/remove', {
      targetKind: 'comment',
      targetId: commentId,
    });
    expect(removed.statusCode).toBe(200);
    const told = (await get(commenter, '/notifications')).json().data.notifications;
    expect(told.map((n: { text: string }) => n.text)).toContain('A moderator removed your comment');
    expect((await get(host, `/post/${postId}`)).json().data.post.counts.comments).toBe(0);
  });

  it('never links two anonymous posts through their author’s suspension', async () => {
    const author = await t.signedInUser();
    const ids: string[] = [];
    for (const content of ['first anonymous piece', 'second anonymous piece']) {
      const id = (await post(author, '/post/new', { content, visibility: 'private' })).json().data
        .post._id;
      await post(member, '/reports', { targetKind: 'post', targetId: id, reason: 'spam' });
      ids.push(id);
    }
    const [first, second] = ids;
    await post(moderator, '/moderation/suspend', { targetKind: 'post', targetId: first });

    const groups = (await get(moderator, '/moderation/reports')).json().data.groups as {
      target: { _id: string; authorSuspended: boolean };
    }[];
    const suspendedOf = (id?: string) => groups.find((g) => g.target._id === id)?.target;
    // The suspension resolved the first post's reports; the second, open, must not tell.
    expect(suspendedOf(first)).toBeUndefined();
    expect(suspendedOf(second)?.authorSuspended).toBe(false);
    await post(moderator, '/moderation/unsuspend', { targetKind: 'post', targetId: first });
  });

  it('suspends the author of an anonymous post: sessions end, content hides, sign-in fails; and restores them', async () => {
    const author = await t.signedInUser();
    const named = (
      await post(author, '/post/new', { content: 'named by a soon suspended author' })
    ).json().data.post._id;
    const hidden = (
      await post(author, '/post/new', {
        content: 'anonymous by a soon suspended author',
        visibility: 'private',
      })
    ).json().data.post._id;
    await post(member, '/reports', { targetKind: 'post', targetId: hidden, reason: 'harassment' });
    const answer = await post(moderator, '/moderation/suspend', {
      targetKind: 'post',
      targetId: hidden,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain(author.user._id);
    expect((await get(author, '/user/me')).statusCode).toBe(401);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: author.input.email, password: author.input.password },
        })
      ).statusCode,
    ).toBe(401);
    for (const id of [named, hidden])
      expect((await get(member, `/post/${id}`)).statusCode).toBe(404);

    expect(
      (await post(moderator, '/moderation/unsuspend', { targetKind: 'post', targetId: hidden }))
        .statusCode,
    ).toBe(200);
    await t.logIn(author.input.email, author.input.password);
    expect((await get(member, `/post/${named}`)).statusCode).toBe(200);
    const log = (await get(moderator, '/moderation/log'))
      .json()
      .data.entries.map((e: { action: string }) => e.action);
    expect(log.slice(0, 2)).toEqual(['unsuspend', 'suspend']);
  });

  it('dismisses reports, and removes a named comment with its count', async () => {
    const author = await t.signedInUser();
    const postId = (await post(author, '/post/new', { content: 'a thread' })).json().data.post._id;
    const commentId = (
      await post(author, '/comment/new', { comment: { content: 'rude comment', post: postId } })
    ).json().data.comment._id;
    await post(member, '/reports', {
      targetKind: 'comment',
      targetId: commentId,
      reason: 'harassment',
    });
    await post(member, '/reports', {
      targetKind: 'user',
      targetId: author.user._id,
      reason: 'other',
    });
    const queue = (await get(moderator, '/moderation/reports')).json().data.groups;
    expect(
      queue.find((g: { target: { _id: string } }) => g.target._id === author.user._id).target.author
        .name,
    ).toBe(author.input.name);
    await post(moderator, '/moderation/dismiss', { targetKind: 'user', targetId: author.user._id });
    await post(moderator, '/moderation/remove', { targetKind: 'comment', targetId: commentId });
    expect((await get(author, `/post/${postId}`)).json().data.post.counts.comments).toBe(0);
    expect(
      (await get(moderator, '/moderation/reports'))
        .json()
        .data.groups.filter((g: { target: { _id: string } }) =>
          [commentId, author.user._id].includes(g.target._id),
        ),
    ).toEqual([]);
  });
});
