import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { countMismatches } from '../../../test/invariants';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;

describe.each(testDatabaseKinds)('people, follows, private accounts and blocks on %s', (kind) => {
  let t: TestApp;
  const post = (who: Person, url: string, payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const get = (who: Person, url: string) =>
    t.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
  const profile = async (who: Person, of: Person) => get(who, `/user/${of.user._id}`);
  const postsOf = async (who: Person, of: Person) =>
    (await post(who, '/post/list', { filters: { author: of.user._id } }))
      .json()
      .data.postList.map((p: { content: string }) => p.content);
  const people = async (who: Person, search?: string) =>
    (await post(who, '/user/list', { filters: search ? { search } : {} }))
      .json()
      .data.userList.map((u: { _id: string }) => u._id);
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a profile with the viewer’s relation, contact details only to the owner or when shown', async () => {
    const ann = await t.signedInUser({ name: 'Ann Profile' });
    const bob = await t.signedInUser();
    const seen = (await profile(bob, ann)).json().data.user;
    expect(seen).toMatchObject({
      _id: ann.user._id,
      name: 'Ann Profile',
      viewer: { isSelf: false, following: false },
    });
    expect(seen.email).toBeUndefined();
    expect(seen.phone).toBeUndefined();
    expect((await profile(ann, ann)).json().data.user).toMatchObject({
      email: ann.input.email,
      viewer: { isSelf: true },
    });
    await t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: ann.headers,
      payload: { showContact: true },
    });
    expect((await profile(bob, ann)).json().data.user).toMatchObject({
      email: ann.input.email,
      phone: ann.input.phone,
    });
    const unknown = await t.inject({
      method: 'GET',
      url: '/api/v1/user/01a2055b-a019-7441-931f-74e5443da323',
      headers: bob.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.userNotFound);
  });

  it('follows a public account at once, idempotently, and refuses following oneself', async () => {
    const ann = await t.signedInUser();
    const bob = await t.signedInUser();
    for (let i = 0; i < 3; i++) {
      const response = await post(bob, '/user/follow', { userId: ann.user._id });
      expect(response.json().data).toEqual({ status: 'following' });
    }
    expect((await profile(bob, ann)).json().data.user).toMatchObject({
      followersCount: 1,
      viewer: { following: true },
    });
    expect((await profile(ann, bob)).json().data.user).toMatchObject({
      followingCount: 1,
      viewer: { followsYou: true },
    });
    const self = await post(bob, '/user/follow', { userId: bob.user._id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(messages.cannotFollowSelf);
    expect((await post(bob, '/user/unfollow', { userId: ann.user._id })).json().data).toEqual({
      status: 'none',
    });
    expect((await post(bob, '/user/unfollow', { userId: ann.user._id })).json().data).toEqual({
      status: 'none',
    });
    expect((await profile(bob, ann)).json().data.user.followersCount).toBe(0);
  });

  it('keeps counts equal to rows under 20 parallel identical follows', async () => {
    const ann = await t.signedInUser();
    const bob = await t.signedInUser();
    await Promise.all(
      Array.from({ length: 20 }, () => post(bob, '/user/follow', { userId: ann.user._id })),
    );
    expect((await profile(bob, ann)).json().data.user.followersCount).toBe(1);
    expect((await profile(bob, bob)).json().data.user.followingCount).toBe(1);
  });

  it('gives each viewer of a private account exactly what rule 5 allows', async () => {
    const pia = await t.signedInUser({ name: 'Pia Private' });
    await post(pia, '/post/new', { content: 'for followers only' });
    await post(pia, '/post/new', { content: 'anonymous from pia', visibility: 'private' });
    await t.makePrivate(pia);
    const stranger = await t.signedInUser();
    const requester = await t.signedInUser();
    const follower = await t.signedInUser();

    expect((await post(requester, '/user/follow', { userId: pia.user._id })).json().data).toEqual({
      status: 'requested',
    });
    expect((await post(follower, '/user/follow', { userId: pia.user._id })).json().data).toEqual({
      status: 'requested',
    });
    const requests = (await get(pia, '/user/follow-requests'))
      .json()
      .data.userList.map((u: { _id: string }) => u._id);
    expect(requests.sort()).toEqual([requester.user._id, follower.user._id].sort());
    expect(
      (await post(stranger, '/user/follow-requests/accept', { userId: follower.user._id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(pia, '/user/follow-requests/accept', { userId: follower.user._id })).statusCode,
    ).toBe(200);

    for (const [viewer, sees] of [
      [stranger, false],
      [requester, false],
      [follower, true],
      [pia, true],
    ] as const) {
      const user = (await profile(viewer, pia)).json().data.user;
      expect(user).toMatchObject({ isPrivate: true, followersCount: 1, postsCount: 1 });
      expect(await postsOf(viewer, pia)).toEqual(
        sees ? expect.arrayContaining(['for followers only']) : [],
      );
      const feed = (await post(viewer, '/post/list', {}))
        .json()
        .data.postList.map((p: { content: string }) => p.content);
      expect(feed.includes('for followers only')).toBe(sees);
      // The anonymous post reaches everyone alike, whatever its author's settings (N8).
      expect(feed.includes('anonymous from pia')).toBe(true);
    }
    expect((await profile(requester, pia)).json().data.user.viewer).toMatchObject({
      requested: true,
      following: false,
    });
    expect((await post(stranger, '/user/followers', { userId: pia.user._id })).statusCode).toBe(
      403,
    );
    expect(
      (await post(follower, '/user/followers', { userId: pia.user._id })).json().data.userList,
    ).toHaveLength(1);

    // A removed follower is a stranger again.
    await post(pia, '/user/followers/remove', { userId: follower.user._id });
    expect(await postsOf(follower, pia)).toEqual([]);
    expect((await profile(follower, pia)).json().data.user).toMatchObject({
      followersCount: 0,
      viewer: { following: false },
    });

    // Going public accepts the pending request.
    await t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: pia.headers,
      payload: { isPrivate: false },
    });
    expect((await profile(requester, pia)).json().data.user).toMatchObject({
      followersCount: 1,
      viewer: { following: true },
    });
    expect((await profile(requester, requester)).json().data.user.followingCount).toBe(1);
    expect(await postsOf(stranger, pia)).toEqual(['for followers only']);
    // …and tells the one whose request it accepted.
    const told = (await get(requester, '/notifications'))
      .json()
      .data.notifications.map((n: { text: string }) => n.text);
    expect(told).toContain('Pia Private accepted your follow request');
  });

  it('gives a blocked person exactly what rule 6 allows, both ways', async () => {
    const ann = await t.signedInUser({ name: 'Ann Blocker' });
    const dan = await t.signedInUser({ name: 'Dan Blocked' });
    await post(dan, '/user/follow', { userId: ann.user._id });
    await post(ann, '/user/follow', { userId: dan.user._id });
    const annPost = (await post(ann, '/post/new', { content: 'ann named post' })).json().data.post
      ._id;
    await post(ann, '/post/new', { content: 'ann anonymous post', visibility: 'private' });
    await post(dan, '/post/new', { content: 'dan named post' });
    await post(dan, '/comment/new', { comment: { content: 'dan named comment', post: annPost } });

    expect((await post(ann, '/user/block', { userId: dan.user._id })).statusCode).toBe(200);
    expect((await profile(ann, ann)).json().data.user).toMatchObject({
      followersCount: 0,
      followingCount: 0,
    });
    const blockedView = await profile(dan, ann);
    expect(blockedView.statusCode).toBe(404);
    expect(blockedView.json().message).toBe(messages.userNotFound);
    expect((await profile(ann, dan)).json().data.user.viewer.blocking).toBe(true);
    expect((await post(dan, '/user/follow', { userId: ann.user._id })).statusCode).toBe(404);
    expect((await post(ann, '/user/follow', { userId: dan.user._id })).json().message).toBe(
      messages.unblockFirst,
    );

    const feedOf = async (who: Person) =>
      (await post(who, '/post/list', {}))
        .json()
        .data.postList.map((p: { content: string }) => p.content);
    expect(await feedOf(dan)).not.toContain('ann named post');
    expect(await feedOf(dan)).toContain('ann anonymous post');
    expect(await feedOf(ann)).not.toContain('dan named post');
    expect((await get(dan, `/post/${annPost}`)).statusCode).toBe(404);
    expect(
      (await post(dan, '/comment/new', { comment: { content: 'hi', post: annPost } })).statusCode,
    ).toBe(404);
    const thread = (await post(ann, '/comment/list', { filters: { post: annPost } })).json().data
      .commentList;
    expect(thread).toEqual([]);
    expect(await people(dan)).not.toContain(ann.user._id);
    expect(await people(ann)).not.toContain(dan.user._id);
    expect(
      (await get(ann, '/user/blocked')).json().data.userList.map((u: { _id: string }) => u._id),
    ).toEqual([dan.user._id]);

    await post(ann, '/user/unblock', { userId: dan.user._id });
    expect((await profile(dan, ann)).statusCode).toBe(200);
    expect(await feedOf(dan)).toContain('ann named post');
  });

  it('lists and searches people by name and username, never oneself', async () => {
    const zed = await t.signedInUser({ name: 'Zed Searchable', username: 'zed_finds_me' });
    const viewer = await t.signedInUser();
    expect(await people(viewer, 'searchable')).toEqual([zed.user._id]);
    expect(await people(viewer, 'ZED_FINDS')).toEqual([zed.user._id]);
    expect(await people(viewer, '100%_')).toEqual([]);
    expect(await people(zed, 'zed')).not.toContain(zed.user._id);
    // More than a page of others, whatever the file's other tests made before this one.
    await t.signedInUsers(3);
    const page = (await post(viewer, '/user/list', { pageSize: 2 })).json().data;
    expect(page.userList).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const next = (await post(viewer, '/user/list', { pageSize: 2, cursor: page.nextCursor })).json()
      .data;
    expect(next.userList[0]._id < page.userList[1]._id).toBe(true);
  });

  it('gives a total equal to what paging the list shows, whoever asks and whatever blocks', async () => {
    const tag = `tally${Date.now().toString(36)}`;
    const a = await t.signedInUser({ name: `${tag} 1` });
    const b = await t.signedInUser({ name: `${tag} 2` });
    const c = await t.signedInUser({ name: `${tag} 3` });
    const d = await t.signedInUser({ name: `${tag} 4` });
    await post(a, '/user/block', { userId: b.user._id });
    await post(c, '/user/block', { userId: a.user._id });
    const everyone = async (who: typeof a, search?: string) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      let total = -1;
      do {
        const answer = await post(who, '/user/list', {
          pageSize: 50,
          ...(cursor ? { cursor } : {}),
          filters: search ? { search } : {},
        });
        const data = answer.json().data as {
          userList: { _id: string }[];
          total: number;
          nextCursor: string | null;
        };
        ids.push(...data.userList.map((u) => u._id));
        total = data.total;
        cursor = data.nextCursor;
      } while (cursor);
      return { ids, total };
    };
    for (const who of [a, b, c, d]) {
      for (const search of [undefined, tag]) {
        const { ids, total } = await everyone(who, search);
        expect(total).toBe(ids.length);
      }
    }
    expect((await everyone(a, tag)).ids.sort()).toEqual([d.user._id].sort());
    expect((await everyone(d, tag)).total).toBe(3);
  });

  it('updates only the owner’s profile, never username or e-mail', async () => {
    const ann = await t.signedInUser();
    const bob = await t.signedInUser();
    const other = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: bob.headers,
      payload: { userId: ann.user._id, name: 'Hacked' },
    });
    expect(other.statusCode).toBe(403);
    expect((await profile(ann, ann)).json().data.user.name).not.toBe('Hacked');
    const own = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: ann.headers,
      payload: {
        userId: ann.user._id,
        name: 'New Name',
        bio: 'Hello there',
        phone: '',
        username: 'stolen',
        email: 'x@y.zz',
        status: 'suspended',
        followersCount: 99,
      },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.user).toMatchObject({
      name: 'New Name',
      bio: 'Hello there',
      phone: '',
      username: ann.user.username,
      email: ann.input.email,
      status: 'active',
      followersCount: 0,
    });
    const bad = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: ann.headers,
      payload: { name: '', bio: 'b'.repeat(301) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'name', message: messages.nameRequired },
      { path: 'bio', message: messages.bioTooLong },
    ]);
  });

  it('deletes an account with its password, taking its content and marks off everyone’s counts', async () => {
    const ann = await t.signedInUser();
    const leaver = await t.signedInUser();
    const annPost = (await post(ann, '/post/new', { content: 'stays' })).json().data.post._id;
    await post(leaver, `/post/${annPost}/react`, { kind: 'like' });
    await post(leaver, '/comment/new', { comment: { content: 'bye', post: annPost } });
    // In threads: a reply under Ann's comment, and a comment of the leaver's that Ann answered.
    const idOf = (response: { json: () => { data: { comment: { _id: string } } } }) =>
      response.json().data.comment._id;
    const annComment = idOf(
      await post(ann, '/comment/new', { comment: { content: 'first', post: annPost } }),
    );
    await post(leaver, '/comment/new', {
      comment: { content: 'a reply', post: annPost, parent: annComment },
    });
    const answered = idOf(
      await post(leaver, '/comment/new', { comment: { content: 'answered', post: annPost } }),
    );
    const annAnswer = idOf(
      await post(ann, '/comment/new', {
        comment: { content: 'an answer', post: annPost, parent: answered },
      }),
    );
    await post(leaver, '/user/follow', { userId: ann.user._id });
    await post(ann, '/user/follow', { userId: leaver.user._id });
    const wrong = await t.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: leaver.headers,
      payload: { password: 'not it at all' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.passwordIncorrect);
    const people = async () => (await post(ann, '/user/list', {})).json().data.total as number;
    const before = await people();
    const gone = await t.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: leaver.headers,
      payload: { password: leaver.input.password },
    });
    expect(gone.statusCode).toBe(200);
    expect(await people()).toBe(before - 1);
    expect(await countMismatches(t.db)).toEqual([]);
    expect((await get(leaver, '/user/me')).statusCode).toBe(401);
    const card = (await get(ann, `/post/${annPost}`)).json().data.post;
    // Ann's two comments, and the leaver's answered one as a placeholder that names nobody.
    expect(card.counts).toMatchObject({ likes: 0, comments: 2 });
    const thread = async (parent?: string) =>
      (
        await post(ann, '/comment/list', {
          filters: { post: annPost, ...(parent ? { parent } : {}) },
        })
      ).json().data.commentList as {
        _id: string;
        content: string;
        replyCount: number;
        author: unknown;
      }[];
    const top = await thread();
    expect(top.map((c) => [c._id, c.replyCount])).toEqual(
      expect.arrayContaining([
        [annComment, 0],
        [answered, 1],
      ]),
    );
    const placeholder = top.find((c) => c._id === answered);
    expect(placeholder).toMatchObject({ content: '', author: null });
    expect((await thread(answered)).map((c) => c._id)).toEqual([annAnswer]);
    // The placeholder's holder is not the anonymous pieces' (none here) nor the leaver.
    const holder = await t.db
      .selectFrom('comments')
      .select('author_id')
      .where('id', '=', answered)
      .executeTakeFirstOrThrow();
    expect(holder.author_id).not.toBe(leaver.user._id);
    expect((await profile(ann, ann)).json().data.user).toMatchObject({
      followersCount: 0,
      followingCount: 0,
    });
  });

  it('answers 401 without a token on every people endpoint', async () => {
    const id = '01a2055b-a019-7441-931f-74e5443da323';
    for (const [method, url] of [
      ['GET', `/api/v1/user/${id}`],
      ['POST', '/api/v1/user/list'],
      ['POST', '/api/v1/user/follow'],
      ['POST', '/api/v1/user/unfollow'],
      ['POST', '/api/v1/user/followers/remove'],
      ['GET', '/api/v1/user/follow-requests'],
      ['POST', '/api/v1/user/follow-requests/accept'],
      ['POST', '/api/v1/user/follow-requests/reject'],
      ['POST', '/api/v1/user/followers'],
      ['POST', '/api/v1/user/following'],
      ['POST', '/api/v1/user/block'],
      ['POST', '/api/v1/user/unblock'],
      ['GET', '/api/v1/user/blocked'],
      ['PUT', '/api/v1/user/update'],
      ['DELETE', '/api/v1/user/me'],
    ] as const) {
      expect((await t.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
  });
});
