import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseKinds } from '../test/databases';
import { ANONYMOUS_REMOVAL_WINDOW_MS, runDueRemovals } from './features/users/anonymous-removals';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;

/**
 * The three ways an action once linked anonymous writing to its author (issue 14), as an
 * outside observer would try them: a moderator's suspension, the author's edit, the
 * author's account deletion. Each test watches what changes, not only what one answer says.
 */
describe.each(testDatabaseKinds)('unlinkability on %s', (kind) => {
  let t: TestApp;
  let moderator: Person;
  let stranger: Person;
  const call: TestApp['call'] = (...args) => t.call(...args);
  const newPost = async (who: Person, content: string, visibility: 'public' | 'private') =>
    (await call(who, 'POST', '/post/new', { content, visibility })).json().data.post._id as string;
  const newComment = async (who: Person, post: string, visibility: 'public' | 'private') =>
    (
      await call(who, 'POST', '/comment/new', {
        comment: { content: `by ${visibility}`, post, visibility },
      })
    ).json().data.comment as { _id: string; pseudonym: string | null };
  const labels = async (who: Person, post: string) =>
    (await call(who, 'POST', '/comment/list', { filters: { post } }))
      .json()
      .data.commentList.map((c: { pseudonym: string | null; content: string }) => c.pseudonym);
  /** What anyone may watch about a person: their profile, their entry in People, their posts. */
  const watch = async (who: Person, target: Person) =>
    JSON.stringify([
      (await call(who, 'GET', `/user/${target.user._id}`)).json(),
      (await call(who, 'POST', '/user/list', { filters: { search: target.input.name } })).json(),
      (await call(who, 'POST', '/post/list', { filters: { author: target.user._id } })).json(),
    ]);

  beforeAll(async () => {
    t = await createTestApp(kind);
    moderator = await t.signedInUser({ name: 'Mo Derator' });
    stranger = await t.signedInUser({ name: 'Sam Stranger' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('moderating an anonymous post changes nothing anyone can see about its author', async () => {
    const author = await t.signedInUser({ name: 'Ada Unseen' });
    await newPost(author, 'under my name', 'public');
    const targets = {
      suspend: await newPost(author, 'reported, anonymous', 'private'),
      'revoke-anonymous': await newPost(author, 'again', 'private'),
    };
    const before = await watch(stranger, author);
    for (const action of ['suspend', 'revoke-anonymous'] as const) {
      const target = targets[action];
      expect(
        (
          await call(moderator, 'POST', `/moderation/${action}`, {
            targetKind: 'post',
            targetId: target,
          })
        ).statusCode,
      ).toBe(200);
      expect(await watch(stranger, author)).toBe(before);
      expect((await call(author, 'GET', '/user/me')).statusCode).toBe(200);
    }
    // The probe cannot be undone to learn more either: restoring from anonymous content is refused.
    const other = await t.signedInUser();
    const probe = await newPost(other, 'someone else, anonymous', 'private');
    const refused = await call(moderator, 'POST', '/moderation/unsuspend', {
      targetKind: 'post',
      targetId: probe,
    });
    expect(refused.statusCode).toBe(400);
    expect(await watch(stranger, author)).toBe(before);
  });

  it('a comment keeps the label it was written with, whatever the post becomes', async () => {
    const alice = await t.signedInUser({ name: 'Alice Author' });
    const carol = await t.signedInUser({ name: 'Carol Commenter' });
    const post = await newPost(alice, 'named at first', 'public');
    expect((await newComment(carol, post, 'private')).pseudonym).toBe('Anonymous 1');
    expect((await newComment(alice, post, 'private')).pseudonym).toBe('Anonymous 2');
    expect(await labels(stranger, post)).toEqual(['Anonymous 1', 'Anonymous 2']);

    await call(alice, 'PUT', `/post/${post}`, { visibility: 'private' });
    expect(await labels(stranger, post)).toEqual(['Anonymous 1', 'Anonymous 2']);
    expect(await labels(carol, post)).toEqual(['Anonymous 1', 'Anonymous 2']);
    // Everyone saw the post under Alice's name: '(author)' would name her now, so she keeps
    // her number, as anyone does (the identity-equivalence model found this one).
    expect((await newComment(alice, post, 'private')).pseudonym).toBe('Anonymous 2');

    const back = await call(alice, 'PUT', `/post/${post}`, { visibility: 'public' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(messages.anonymousStaysAnonymous);
    expect((await call(stranger, 'GET', `/post/${post}`)).json().data.post.author).toBeNull();
    expect(await labels(stranger, post)).toEqual(['Anonymous 1', 'Anonymous 2', 'Anonymous 2']);

    // Deleting other comments renumbers nothing either.
    const first = (await call(carol, 'POST', '/comment/list', { filters: { post } })).json().data
      .commentList[0]._id;
    await call(carol, 'DELETE', `/comment/${first}`);
    expect(await labels(stranger, post)).toEqual(['Anonymous 2', 'Anonymous 2']);
    expect((await newComment(stranger, post, 'private')).pseudonym).toBe('Anonymous 3');
  });

  it('deleting an account leaves its anonymous pieces up, each removed once at its own moment within 72 hours', async () => {
    const leaver = await t.signedInUser({ name: 'Lee Leaving' });
    const host = await t.signedInUser({ name: 'Hal Host' });
    const hostPost = await newPost(host, 'a thread', 'public');
    const named = await newPost(leaver, 'named, goes at once', 'public');
    const anonymousPosts = [
      await newPost(leaver, 'anonymous one', 'private'),
      await newPost(leaver, 'anonymous two', 'private'),
    ];
    const anonymousComment = await newComment(leaver, hostPost, 'private');
    await newComment(leaver, hostPost, 'public');
    const beforeThread = await labels(stranger, hostPost);
    expect(beforeThread).toEqual(['Anonymous 1', null]);

    const started = Date.now();
    const gone = await call(leaver, 'DELETE', '/user/me', { password: leaver.input.password });
    expect(gone.statusCode).toBe(200);
    expect((await call(stranger, 'GET', `/user/${leaver.user._id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/post/${named}`)).statusCode).toBe(404);
    for (const id of anonymousPosts) {
      const seen = await call(stranger, 'GET', `/post/${id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data.post.author).toBeNull();
    }
    // The named comment went at once; the anonymous one stays, with its label and its count.
    expect(await labels(stranger, hostPost)).toEqual(['Anonymous 1']);
    expect(
      (await call(stranger, 'GET', `/post/${hostPost}`)).json().data.post.counts.comments,
    ).toBe(1);
    // A newcomer in that thread never inherits the departed voice's number.
    expect((await newComment(stranger, hostPost, 'private')).pseudonym).toBe('Anonymous 2');
    // The same name and e-mail may sign up again at once.
    await t.signUp({ username: leaver.input.username, email: leaver.input.email });

    const schedule = await t.db.selectFrom('anonymous_removals').selectAll().execute();
    expect(schedule.map((r) => r.target_id).sort()).toEqual(
      [...anonymousPosts, anonymousComment._id].sort(),
    );
    for (const row of schedule) {
      const due = Date.parse(row.due_at);
      expect(due).toBeGreaterThanOrEqual(started - 1000);
      expect(due).toBeLessThanOrEqual(Date.now() + ANONYMOUS_REMOVAL_WINDOW_MS);
    }
    expect(new Set(schedule.map((r) => r.due_at)).size).toBe(schedule.length);
    expect(JSON.stringify(schedule)).not.toContain(leaver.user._id);

    // Nothing is due yet; then, past the window, two runners (two instances) share the work.
    expect(await runDueRemovals(t.db, t.app.media, new Date().toISOString())).toEqual([]);
    const later = new Date(Date.now() + ANONYMOUS_REMOVAL_WINDOW_MS + 1000).toISOString();
    const [a, b] = await Promise.all([
      runDueRemovals(t.db, t.app.media, later),
      runDueRemovals(t.db, t.app.media, later),
    ]);
    const removed = [...a, ...b].filter(
      (e) => e.type === 'post.deleted' || e.type === 'comment.deleted',
    );
    expect(removed).toHaveLength(3);
    for (const id of anonymousPosts)
      expect((await call(stranger, 'GET', `/post/${id}`)).statusCode).toBe(404);
    expect(await labels(stranger, hostPost)).toEqual(['Anonymous 2']);
    expect(
      (await call(stranger, 'GET', `/post/${hostPost}`)).json().data.post.counts.comments,
    ).toBe(1);
    expect(await t.db.selectFrom('anonymous_removals').selectAll().execute()).toEqual([]);
    expect(await runDueRemovals(t.db, t.app.media, later)).toEqual([]);
  });

  it('tells the streams a departed account’s anonymous comment stays as a placeholder over its replies', async () => {
    const [author, leaver, replier] = await t.signedInUsers(3);
    const post = await newPost(author, 'a thread', 'public');
    const answered = (await newComment(leaver, post, 'private'))._id;
    await call(replier, 'POST', '/comment/new', {
      comment: { content: 'an answer', post, parent: answered },
    });
    const gone = await call(leaver, 'DELETE', '/user/me', { password: leaver.input.password });
    expect(gone.statusCode).toBe(200);
    const later = new Date(Date.now() + ANONYMOUS_REMOVAL_WINDOW_MS + 1000).toISOString();
    // Nobody named: an anonymous piece reached everyone, so its end does too.
    expect(await runDueRemovals(t.db, t.app.media, later)).toContainEqual({
      type: 'comment.deleted',
      commentId: answered,
      postId: post,
      kept: true,
    });
  });

  it('a suspended account’s anonymous writing stays, so a suspension names none of it', async () => {
    const author = await t.signedInUser();
    await newPost(author, 'named', 'public');
    const named = (
      await call(author, 'POST', '/post/list', { filters: { author: author.user._id } })
    ).json().data.postList[0]._id;
    const anonymous = await newPost(author, 'anonymous', 'private');
    await call(moderator, 'POST', '/moderation/suspend', { targetKind: 'post', targetId: named });
    expect((await call(stranger, 'GET', `/user/${author.user._id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/post/${anonymous}`)).statusCode).toBe(200);
  });
});

describe('the removal job', () => {
  it('runs due removals on its own each minute, and tells the streams', async () => {
    // Only setInterval is faked, before the app starts, so the job's own timer is the one driven.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = await createTestApp('sqlite');
    try {
      const leaver = await t.signedInUser();
      const reader = await t.signedInUser();
      const id = (
        await t.inject({
          method: 'POST',
          url: '/api/v1/post/new',
          headers: leaver.headers,
          payload: { content: 'soon gone', visibility: 'private' },
        })
      ).json().data.post._id;
      await t.inject({
        method: 'DELETE',
        url: '/api/v1/user/me',
        headers: leaver.headers,
        payload: { password: leaver.input.password },
      });
      const heard: string[] = [];
      t.app.bus.subscribe((event) => {
        if (event.type === 'post.deleted') heard.push(event.postId);
      });
      await t.db
        .updateTable('anonymous_removals')
        .set({ due_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const seen = () =>
        t.inject({ method: 'GET', url: `/api/v1/post/${id}`, headers: reader.headers });
      expect((await seen()).statusCode).toBe(200);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => expect((await seen()).statusCode).toBe(404), {
        timeout: 3000,
        interval: 20,
      });
      expect(heard).toEqual([id]);
    } finally {
      await t.close();
      vi.useRealTimers();
    }
  });
});
