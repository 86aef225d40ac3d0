import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { countMismatches } from '../../../test/invariants';

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

  it('revokes anonymous posting from anonymous content: that piece goes, and only its author can tell', async () => {
    const author = await t.signedInUser({ name: 'Quiet Revoked' });
    const stranger = await t.signedInUser();
    const write = async (content: string, visibility: 'public' | 'private') =>
      (await post(author, '/post/new', { content, visibility })).json().data.post._id as string;
    const named = await write('named and unchanged', 'public');
    const reported = await write('anonymous and reported', 'private');
    const other = await write('anonymous and untouched', 'private');
    await post(member, '/reports', { targetKind: 'post', targetId: reported, reason: 'hate' });
    await post(member, '/reports', { targetKind: 'post', targetId: other, reason: 'spam' });
    const whatOthersSee = async () =>
      JSON.stringify([
        (await get(stranger, `/user/${author.user._id}`)).json(),
        (await post(stranger, '/user/list', { filters: { search: 'Quiet Revoked' } })).json(),
        (await post(stranger, '/post/list', { filters: { author: author.user._id } })).json(),
        (await get(stranger, `/post/${named}`)).json(),
        (await get(stranger, `/post/${other}`)).json(),
      ]);
    const before = await whatOthersSee();

    const answer = await post(moderator, '/moderation/suspend', {
      targetKind: 'post',
      targetId: reported,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(messages.anonymousPostingRevokedDone);
    expect(await whatOthersSee()).toBe(before);
    expect((await get(stranger, `/post/${reported}`)).statusCode).toBe(404);

    // The author keeps their sessions and name, and alone learns what happened.
    const me = (await get(author, '/user/me')).json().data.user;
    expect(me.canPostAnonymously).toBe(false);
    const told = (await get(author, '/notifications')).json().data.notifications;
    expect(told.map((n: { text: string }) => n.text)).toContain(
      'A moderator removed your anonymous post and you can no longer post anonymously',
    );
    const refused = await post(author, '/post/new', { content: 'again', visibility: 'private' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ANONYMOUS_POSTING_REVOKED',
      message: messages.anonymousPostingRevoked,
    });
    const refusedComment = await post(author, '/comment/new', {
      comment: { content: 'again', post: named, visibility: 'private' },
    });
    expect(refusedComment.statusCode).toBe(403);
    expect((await post(author, '/post/new', { content: 'under my name' })).statusCode).toBe(201);

    // Nothing the moderator sees names the author, and the second report stays open as it was.
    const queue = await get(moderator, '/moderation/reports');
    const log = await get(moderator, '/moderation/log');
    for (const body of [answer.body, queue.body, log.body])
      for (const secret of [author.user._id, author.user.username, 'Quiet Revoked'])
        expect(body).not.toContain(secret);
    const open = queue
      .json()
      .data.groups.find((g: { target: { _id: string } }) => g.target._id === other);
    expect(open.target).toMatchObject({ anonymous: true, author: null, authorSuspended: false });
    expect(log.json().data.entries[0]).toMatchObject({
      action: 'revoke_anonymous',
      targetId: reported,
    });

    const restore = await post(moderator, '/moderation/unsuspend', {
      targetKind: 'post',
      targetId: other,
    });
    expect(restore.statusCode).toBe(400);
    expect(restore.json().message).toBe(messages.restoreNeedsIdentifiedTarget);
    const notAnonymous = await post(moderator, '/moderation/revoke-anonymous', {
      targetKind: 'post',
      targetId: named,
    });
    expect(notAnonymous.statusCode).toBe(400);
    expect(notAnonymous.json().message).toBe(messages.revokeNeedsAnonymousTarget);
  });

  it('revokes from an anonymous comment through its own route, the same way', async () => {
    const host = await t.signedInUser();
    const author = await t.signedInUser();
    const postId = (await post(host, '/post/new', { content: 'a thread' })).json().data.post._id;
    const commentId = (
      await post(author, '/comment/new', {
        comment: { content: 'rude and anonymous', post: postId, visibility: 'private' },
      })
    ).json().data.comment._id;
    const revoked = await post(moderator, '/moderation/revoke-anonymous', {
      targetKind: 'comment',
      targetId: commentId,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await get(host, `/post/${postId}`)).json().data.post.counts.comments).toBe(0);
    expect((await get(author, '/user/me')).json().data.user.canPostAnonymously).toBe(false);
    const told = (await get(author, '/notifications')).json().data.notifications;
    expect(told[0].text).toBe(
      'A moderator removed your anonymous comment and you can no longer post anonymously',
    );
  });

  it('suspends from named content only, and leaves the account’s anonymous writing in place', async () => {
    const author = await t.signedInUser();
    const host = await t.signedInUser();
    const named = (
      await post(author, '/post/new', { content: 'named by a soon suspended author' })
    ).json().data.post._id;
    const hidden = (
      await post(author, '/post/new', {
        content: 'anonymous by a soon suspended author',
        visibility: 'private',
      })
    ).json().data.post._id;
    const hostPost = (await post(host, '/post/new', { content: 'host' })).json().data.post._id;
    const anonymousComment = (
      await post(author, '/comment/new', {
        comment: { content: 'quietly', post: hostPost, visibility: 'private' },
      })
    ).json().data.comment._id;
    await post(member, '/reports', { targetKind: 'post', targetId: named, reason: 'harassment' });
    const people = async () => (await post(member, '/user/list', {})).json().data.total as number;
    const before = await people();
    const answer = await post(moderator, '/moderation/suspend', {
      targetKind: 'post',
      targetId: named,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(messages.accountSuspended);
    expect(await people()).toBe(before - 1);
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
    expect((await get(member, `/user/${author.user._id}`)).statusCode).toBe(404);
    expect((await get(member, `/post/${named}`)).statusCode).toBe(404);
    expect((await get(member, `/post/${hidden}`)).statusCode).toBe(200);
    const thread = (await post(member, '/comment/list', { filters: { post: hostPost } })).json()
      .data.commentList;
    expect(thread.map((c: { _id: string }) => c._id)).toEqual([anonymousComment]);

    expect(
      (await post(moderator, '/moderation/unsuspend', { targetKind: 'post', targetId: named }))
        .statusCode,
    ).toBe(200);
    await t.logIn(author.input.email, author.input.password);
    expect(await people()).toBe(before);
    expect(await countMismatches(t.db)).toEqual([]);
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
