import type { LightMyRequestResponse } from 'fastify';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseKinds } from '../test/databases';

/**
 * Writes that race on PostgreSQL, each put in the order that loses (decision record 0015).
 * SQLite runs one write at a time, and PGlite one statement at a time: neither can race
 * two writes (but see the last block: a request and the deletion of its own account can).
 * Two ways to put two requests in order:
 * - `queuedBehindRow`: a row both need is held, the first request and then the second are
 *   let queue on it, and PostgreSQL hands the row to its waiters in turn;
 * - `deletedAfterReading`: the write stops right after a statement of it has read the
 *   account, the account is deleted meanwhile, then the write goes on. No lock can stop a
 *   write between two statements, so the app's database is wrapped (`pauses`).
 */

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;

/** A promise and the call that settles it (Node 20 has no `Promise.withResolvers`). */
function signal() {
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { settled, settle };
}

/** Stops the first statement whose rows hold `id`, once armed, until released. */
function pauses() {
  let armed: { id: string; reached: () => void; released: Promise<void> } | undefined;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    async transformResult(args) {
      const pause = armed;
      if (pause && args.result.rows.some((row) => Object.values(row).includes(pause.id))) {
        armed = undefined;
        pause.reached();
        await pause.released;
      }
      return args.result;
    },
  };
  const after = (id: string) => {
    const reached = signal();
    const release = signal();
    armed = { id, reached: reached.settle, released: release.settled };
    return { hasReached: reached.settled, release: release.settle };
  };
  return { plugin, after };
}

describe.runIf(testDatabaseKinds.includes('postgres'))('writes raced in order on postgres', () => {
  let t: TestApp;
  let me: Person;
  let postId: string;
  const pause = pauses();
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { wrap: (db) => db.withPlugin(pause.plugin) });
    me = await t.signedInUser();
    postId = await t.writePost(me, 'target');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Until `count` statements of this database wait on a lock, or `done()`. */
  const waitingOnLocks = async (count: number, done = () => false) => {
    for (let poll = 0; poll < 500; poll++) {
      if (done()) return;
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
      if ((rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`fewer than ${count} statements ever waited on a lock`);
  };

  const post = (who: Person, url: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });

  const setPrivate = (who: Person, isPrivate: boolean) =>
    t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: who.headers,
      payload: { isPrivate },
    });

  const deleteAccount = (leaving: Person) =>
    t.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: leaving.headers,
      payload: { password: leaving.input.password },
    });

  /**
   * Holds one row of `table` (PostgreSQL), starts `first` and lets it queue on the row, then
   * `second`, and releases: `first` goes on first. For a write that read something before it
   * needed that row, while a deletion of that thing waits on the same row.
   */
  const queuedBehindRow = async <A, B>(
    table: 'posts' | 'users',
    id: string,
    first: () => Promise<A>,
    second: () => Promise<B>,
  ): Promise<[A, B]> => {
    const held = signal();
    const release = signal();
    const holding = t.db.transaction().execute(async (trx) => {
      await trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
      held.settle();
      await release.settled;
    });
    await held.settled;
    const firstDone = first();
    await waitingOnLocks(1);
    const secondDone = second();
    await waitingOnLocks(2);
    release.settle();
    await holding;
    return [await firstDone, await secondDone];
  };

  /**
   * `leaving` deletes their account, and `write`, started after, queues behind it on the row
   * of the account `held` (theirs unless said).
   */
  const racingAccountDeletion = <B>(
    leaving: Person,
    write: () => Promise<B>,
    held: string = leaving.user._id,
  ) => queuedBehindRow('users', held, () => deleteAccount(leaving), write);

  /**
   * `write` stops once it has read the row of `id`; `removal` runs, to the end or until it
   * waits on the write; then the write goes on.
   */
  const removedAfterReading = async <A, B>(
    id: string,
    removal: () => Promise<A>,
    write: () => Promise<B>,
  ) => {
    const { hasReached, release } = pause.after(id);
    const writing = write();
    await hasReached;
    let removed = false;
    const removing = removal().finally(() => {
      removed = true;
    });
    await waitingOnLocks(1, () => removed);
    release();
    return [await removing, await writing] as const;
  };

  /** `removedAfterReading` for `leaving`'s account, deleted by its owner. */
  const deletedAfterReading = <B>(leaving: Person, write: () => Promise<B>) =>
    removedAfterReading(leaving.user._id, () => deleteAccount(leaving), write);

  it('refuses a reply whose comment was deleted while the reply waited for the post', async () => {
    // The comment already has a reply, so its deletion leaves a '[deleted]' placeholder
    // that a late reply could otherwise land under.
    const other = await t.signedInUser();
    const target = await t.writePost(me, 'a thread');
    const comment = (who: Person, fields: object) =>
      post(who, '/comment/new', { comment: { post: target, ...fields } });
    const parent = (await comment(me, { content: 'answer me' })).json().data.comment._id as string;
    await comment(other, { content: 'first reply', parent });
    const [deletion, reply] = await queuedBehindRow(
      'posts',
      target,
      () => t.inject({ method: 'DELETE', url: `/api/v1/comment/${parent}`, headers: me.headers }),
      () => comment(other, { content: 'too late', parent }),
    );
    expect(deletion.statusCode).toBe(200);
    expect(reply.statusCode).toBe(404);
    const replies = await t.db
      .selectFrom('comments')
      .select('content')
      .where('parent_id', '=', parent)
      .execute();
    expect(replies.map((row) => row.content)).toEqual(['first reply']);
  });

  it.each(['follow', 'block'])(
    "answers a %s of an account deleted while the write waited on it with 404 'User not found'",
    async (relation) => {
      const leaving = await t.signedInUser();
      const [deletion, write] = await racingAccountDeletion(leaving, () =>
        post(me, `/user/${relation}`, { userId: leaving.user._id }),
      );
      expect(deletion.statusCode).toBe(200);
      expect([write.statusCode, write.json().message]).toEqual([404, 'User not found']);
    },
  );

  it('leaves no follow between two people when a follow races a block between them', async () => {
    // In turn: the blocker, then the one blocked following them, as if in that order.
    const [blocker, blocked] = await t.signedInUsers(2);
    const [blocking, following] = await queuedBehindRow(
      'users',
      blocker.user._id,
      () => post(blocker, '/user/block', { userId: blocked.user._id }),
      () => post(blocked, '/user/follow', { userId: blocker.user._id }),
    );
    expect(blocking.statusCode).toBe(200);
    expect(following.statusCode).toBe(404);
    const follows = await t.db
      .selectFrom('follows')
      .select('follower_id')
      .where('followee_id', '=', blocker.user._id)
      .execute();
    expect(follows).toEqual([]);
  });

  it('accepts a follow request that races its account turning public', async () => {
    const [owner, asker] = await t.signedInUsers(2);
    await setPrivate(owner, true);
    const [turned, asked] = await queuedBehindRow(
      'users',
      owner.user._id,
      () => setPrivate(owner, false),
      () => post(asker, '/user/follow', { userId: owner.user._id }),
    );
    expect(turned.statusCode).toBe(200);
    expect(asked.json().data).toEqual({ status: 'following' });
  });

  it('answers the acceptance of a request whose asker deleted their account meanwhile with 404', async () => {
    const [owner, leaving] = await t.signedInUsers(2);
    await setPrivate(owner, true);
    await post(leaving, '/user/follow', { userId: owner.user._id });
    const [deletion, accepted] = await racingAccountDeletion(leaving, () =>
      post(owner, '/user/follow-requests/accept', { userId: leaving.user._id }),
    );
    expect(deletion.statusCode).toBe(200);
    expect([accepted.statusCode, accepted.json().message]).toEqual([
      404,
      'No follow request from this user',
    ]);
  });

  it('removes a follower as the follower deletes their account, without a deadlock', async () => {
    // The account is older than the one it follows, so a write on their follow takes its
    // row first, while its deletion moves the followed account's count on the way.
    const [leaving, followed] = await t.signedInUsers(2);
    await post(leaving, '/user/follow', { userId: followed.user._id });
    const [deletion, removal] = await racingAccountDeletion(
      leaving,
      () => post(followed, '/user/followers/remove', { userId: leaving.user._id }),
      followed.user._id,
    );
    expect([deletion.statusCode, removal.statusCode]).toEqual([200, 200]);
    const profile = await t.inject({
      method: 'GET',
      url: `/api/v1/user/${followed.user._id}`,
      headers: followed.headers,
    });
    expect(profile.json().data.user.followersCount).toBe(0);
  });

  it('likes a post as its author deletes their account, without a deadlock', async () => {
    // The like holds the post's row and then tells its author; the deletion holds the author's
    // row and then deletes the post.
    const leaving = await t.signedInUser();
    const target = await t.writePost(leaving, 'liked on the way out');
    const [deletion, like] = await racingAccountDeletion(leaving, () =>
      post(me, `/post/${target}/react`, { kind: 'like' }),
    );
    expect([deletion.statusCode, like.statusCode]).toEqual([200, 200]);
  });

  it('reacts to a comment as its post is deleted, without a deadlock', async () => {
    // The reaction counts on the comment and tells its writer, a notice that refers to the
    // post; the deletion holds the post and then deletes the comment with it.
    const author = await t.signedInUser();
    const target = await t.writePost(author, 'deleted with its comments');
    const commented = await post(me, '/comment/new', {
      comment: { content: 'liked', post: target },
    });
    const commentId: string = commented.json().data.comment._id;
    const [deletion, reaction] = await queuedBehindRow(
      'posts',
      target,
      () => t.inject({ method: 'DELETE', url: `/api/v1/post/${target}`, headers: author.headers }),
      () => post(author, `/comment/${commentId}/react`, { kind: 'like' }),
    );
    expect([deletion.statusCode, reaction.statusCode]).toEqual([200, 404]);
  });

  it('refuses a sign-in to an account deleted after the sign-in found it, as a wrong password', async () => {
    const leaving = await t.signedInUser();
    const [deletion, login] = await deletedAfterReading(leaving, () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: leaving.input.email, password: leaving.input.password },
      }),
    );
    expect(deletion.statusCode).toBe(200);
    expect([login.statusCode, login.json().message]).toEqual([401, 'Invalid email or password']);
  });

  it('writes a post and a comment that mention an account deleted after they found it', async () => {
    // The writing stays; the account waits for it, then goes, and its mention with it.
    for (const [what, url, payload] of [
      ['post', '/post/new', (text: string) => ({ content: text })],
      ['comment', '/comment/new', (text: string) => ({ comment: { content: text, post: postId } })],
    ] as const) {
      const leaving = await t.signedInUser();
      const text = `${what} for @${leaving.input.username}`;
      const [deletion, write] = await deletedAfterReading(leaving, () =>
        post(me, url, payload(text)),
      );
      expect([what, deletion.statusCode, write.statusCode]).toEqual([what, 200, 201]);
      const written = write.json().data[what];
      expect(written.content).toBe(text);
      const mentions =
        what === 'post'
          ? t.db.selectFrom('post_mentions').select('user_id').where('post_id', '=', written._id)
          : t.db
              .selectFrom('comment_mentions')
              .select('user_id')
              .where('comment_id', '=', written._id);
      expect(await mentions.execute()).toEqual([]);
    }
  });

  it("answers a mute of an account deleted after the mute found it with 404 'User not found'", async () => {
    const leaving = await t.signedInUser();
    const [deletion, muted] = await deletedAfterReading(leaving, () =>
      post(me, '/user/mute', { userId: leaving.user._id }),
    );
    expect(deletion.statusCode).toBe(200);
    expect([muted.statusCode, muted.json().message]).toEqual([404, 'User not found']);
  });

  it('answers the suspension of an account deleted after the moderator found it with 404, and logs nothing', async () => {
    const leaving = await t.signedInUser();
    const logBefore = (
      await t.inject({ method: 'GET', url: '/api/v1/moderation/log', headers: me.headers })
    ).json();
    const [deletion, suspended] = await deletedAfterReading(leaving, () =>
      post(me, '/moderation/suspend', { targetKind: 'user', targetId: leaving.user._id }),
    );
    expect(deletion.statusCode).toBe(200);
    expect(suspended.statusCode).toBe(404);
    const logAfter = (
      await t.inject({ method: 'GET', url: '/api/v1/moderation/log', headers: me.headers })
    ).json();
    expect(logAfter).toEqual(logBefore);
  });

  it('answers the removal of a comment its author deleted after the moderator found it with 404, and tells nobody', async () => {
    const author = await t.signedInUser();
    const created = await post(author, '/comment/new', {
      comment: { content: 'gone soon', post: postId },
    });
    const commentId: string = created.json().data.comment._id;
    const unread = async () =>
      (
        await t.inject({ method: 'GET', url: '/api/v1/notifications', headers: author.headers })
      ).json().data.unread;
    const unreadBefore = await unread();
    const [deletion, removed] = await removedAfterReading(
      commentId,
      () =>
        t.inject({
          method: 'DELETE',
          url: `/api/v1/comment/${commentId}`,
          headers: author.headers,
        }),
      () => post(me, '/moderation/remove', { targetKind: 'comment', targetId: commentId }),
    );
    expect(deletion.statusCode).toBe(200);
    expect(removed.statusCode).toBe(404);
    expect(await unread()).toBe(unreadBefore);
  });
});

/**
 * A person's request whose session was found, then their account deleted from another
 * device before the request went on. The session is looked up outside any transaction, so
 * this races on SQLite too, between the lookup on a reader and the write on the main
 * connection. (PGlite keeps its one connection while the lookup is paused: no race there.)
 * Whatever the request was, it answers the 401 the next request with that token gets.
 */
describe.each(testDatabaseKinds.filter((kind) => kind !== 'pglite'))(
  'requests whose own account was deleted once their session was found, on %s',
  (kind) => {
    let t: TestApp;
    let postId: string;
    const pause = pauses();
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { wrap: (db) => db.withPlugin(pause.plugin) });
      postId = await t.writePost(await t.signedInUser(), 'target');
    });
    afterAll(async () => {
      await t.close();
    });

    /** `request` stops once its session lookup has found `leaving`, who deletes their account. */
    const afterOwnAccountDeleted = async (
      leaving: Person,
      request: (who: Person) => Promise<LightMyRequestResponse>,
    ) => {
      const { hasReached, release } = pause.after(leaving.user._id);
      const answer = request(leaving);
      await hasReached;
      const deletion = await t.call(leaving, 'DELETE', '/user/me', {
        password: leaving.input.password,
      });
      release();
      return [deletion, await answer] as const;
    };

    it('answers 401 to each kind of request', async () => {
      const requests: [string, (who: Person) => Promise<LightMyRequestResponse>][] = [
        ['a post', (who) => t.call(who, 'POST', '/post/new', { content: 'from the other phone' })],
        [
          'a post with an Idempotency-Key',
          (who) =>
            t.inject({
              method: 'POST',
              url: '/api/v1/post/new',
              headers: { ...who.headers, 'idempotency-key': 'other-phone-1' },
              payload: { content: 'retried from the other phone' },
            }),
        ],
        [
          'a comment',
          (who) =>
            t.call(who, 'POST', '/comment/new', { comment: { content: 'bye', post: postId } }),
        ],
        ['a like', (who) => t.call(who, 'POST', `/post/${postId}/react`, { kind: 'like' })],
        ['a save', (who) => t.call(who, 'POST', `/post/${postId}/save`, { active: true })],
        ['a muted word', (who) => t.call(who, 'POST', '/user/muted-words', { word: 'spoilers' })],
        [
          'a report',
          (who) =>
            t.call(who, 'POST', '/reports', {
              targetKind: 'post',
              targetId: postId,
              reason: 'spam',
            }),
        ],
        ['their profile', (who) => t.call(who, 'GET', '/user/me')],
        ['a profile change', (who) => t.call(who, 'PUT', '/user/update', { bio: 'gone' })],
        [
          'a password change',
          (who) =>
            t.call(who, 'POST', '/auth/password', {
              currentPassword: who.input.password,
              newPassword: 'another long passphrase 7',
            }),
        ],
        [
          'an export',
          (who) => t.call(who, 'POST', '/user/me/export', { password: who.input.password }),
        ],
        [
          "the account's deletion, again",
          (who) => t.call(who, 'DELETE', '/user/me', { password: who.input.password }),
        ],
      ];
      for (const [what, request] of requests) {
        const [deletion, answer] = await afterOwnAccountDeleted(await t.signedInUser(), request);
        expect([what, deletion.statusCode]).toEqual([what, 200]);
        expect([what, answer.statusCode, answer.json().message]).toEqual([
          what,
          401,
          'Not authenticated',
        ]);
      }
    });
  },
);
