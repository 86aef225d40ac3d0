import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseKinds } from '../test/databases';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;
type Call = { url: string; payload?: object };
/** How a route is tried with another person's token, or why it has nothing to try. */
type Entry =
  | { public: true }
  | { self: string }
  | { notOwned: (ctx: Context) => Call; expect: 403 | 404 };
type Context = {
  ownerPost: string;
  ownerComment: string;
  owner: Person;
  privateOwner: Person;
  privatePost: string;
  ownerSession: string;
};

const ID = '01a2055b-a019-7441-931f-74e5443da323';

/**
 * Every route of the app, and how another person's token must fare on it. A route missing
 * here fails the first test, so a new endpoint cannot ship without a decision.
 */
const matrix: Record<string, Entry> = {
  'GET /api/docs': { public: true },
  'GET /api/v1/health': { public: true },
  'GET /api/v1/health/live': { public: true },
  'GET /api/v1/health/ready': { public: true },
  'POST /api/v1/auth/signup': { public: true },
  'POST /api/v1/auth/login': { public: true },
  'POST /api/v1/auth/logout': { self: 'ends only the caller’s own session' },
  'GET /api/v1/auth/sessions': { self: 'the caller’s own devices' },
  'DELETE /api/v1/auth/sessions/:id': {
    notOwned: (c) => ({ url: `/api/v1/auth/sessions/${c.ownerSession}` }),
    expect: 404,
  },
  'POST /api/v1/auth/sessions/revoke-others': { self: 'the caller’s own other devices' },
  'POST /api/v1/auth/password': { self: 'the caller’s own password, behind the current one' },
  'POST /api/v1/auth/password/forgot': { public: true },
  'POST /api/v1/auth/password/reset': { public: true },
  'POST /api/v1/auth/email/verify': { public: true },
  'POST /api/v1/auth/email/verify/resend': { self: 'the caller’s own address' },
  'GET /api/v1/user/me': { self: 'the caller’s own account' },
  'DELETE /api/v1/user/me': { self: 'the caller’s own account, behind its password' },
  'GET /api/v1/user/:id': {
    notOwned: (c) => ({ url: `/api/v1/user/${c.owner.user._id}` }),
    expect: 404,
  },
  'POST /api/v1/user/list': { self: 'a read shaped for the caller' },
  'PUT /api/v1/user/update': {
    notOwned: (c) => ({
      url: '/api/v1/user/update',
      payload: { userId: c.owner.user._id, name: 'X' },
    }),
    expect: 403,
  },
  'POST /api/v1/user/follow': { self: 'the caller follows' },
  'POST /api/v1/user/unfollow': { self: 'the caller unfollows' },
  'POST /api/v1/user/followers/remove': { self: 'removes the caller’s own follower' },
  'GET /api/v1/user/follow-requests': { self: 'requests to the caller' },
  'POST /api/v1/user/follow-requests/accept': {
    notOwned: (c) => ({
      url: '/api/v1/user/follow-requests/accept',
      payload: { userId: c.owner.user._id },
    }),
    expect: 404,
  },
  'POST /api/v1/user/follow-requests/reject': {
    notOwned: (c) => ({
      url: '/api/v1/user/follow-requests/reject',
      payload: { userId: c.owner.user._id },
    }),
    expect: 404,
  },
  'POST /api/v1/user/followers': {
    notOwned: (c) => ({
      url: '/api/v1/user/followers',
      payload: { userId: c.privateOwner.user._id },
    }),
    expect: 403,
  },
  'POST /api/v1/user/following': {
    notOwned: (c) => ({
      url: '/api/v1/user/following',
      payload: { userId: c.privateOwner.user._id },
    }),
    expect: 403,
  },
  'POST /api/v1/user/block': { self: 'the caller blocks' },
  'POST /api/v1/media': { self: 'an upload of the caller’s own, attachable only by the caller' },
  'POST /api/v1/user/unblock': { self: 'the caller unblocks' },
  'GET /api/v1/user/blocked': { self: 'the caller’s own blocks' },
  'POST /api/v1/user/mute': { self: 'the caller mutes' },
  'POST /api/v1/user/unmute': { self: 'the caller unmutes' },
  'GET /api/v1/user/muted': { self: 'the caller’s own mutes' },
  'GET /api/v1/user/suggestions': { self: 'a read shaped for the caller' },
  'GET /api/v1/user/muted-words': { self: 'the caller’s own muted words' },
  'POST /api/v1/user/muted-words': { self: 'the caller’s own muted words' },
  'POST /api/v1/user/muted-words/remove': { self: 'the caller’s own muted words' },
  'POST /api/v1/user/me/export': { self: 'the caller’s own data, after their password' },
  'POST /api/v1/post/new': { self: 'the token decides the author' },
  'POST /api/v1/post/list': { self: 'a read shaped for the caller' },
  'POST /api/v1/post/popular': { self: 'a read shaped for the caller' },
  'POST /api/v1/post/saved': { self: 'the caller’s own saves' },
  'GET /api/v1/post/:id': {
    notOwned: (c) => ({ url: `/api/v1/post/${c.privatePost}` }),
    expect: 404,
  },
  'PUT /api/v1/post/:id': {
    notOwned: (c) => ({ url: `/api/v1/post/${c.ownerPost}`, payload: { content: 'mine now' } }),
    expect: 403,
  },
  'DELETE /api/v1/post/:id': {
    notOwned: (c) => ({ url: `/api/v1/post/${c.ownerPost}` }),
    expect: 403,
  },
  'POST /api/v1/post/:id/react': {
    notOwned: (c) => ({ url: `/api/v1/post/${c.privatePost}/react`, payload: { kind: 'like' } }),
    expect: 404,
  },
  'POST /api/v1/post/:id/save': {
    notOwned: (c) => ({ url: `/api/v1/post/${c.privatePost}/save`, payload: {} }),
    expect: 404,
  },
  'POST /api/v1/comment/list': {
    notOwned: (c) => ({
      url: '/api/v1/comment/list',
      payload: { filters: { post: c.privatePost } },
    }),
    expect: 404,
  },
  'POST /api/v1/comment/new': {
    notOwned: (c) => ({
      url: '/api/v1/comment/new',
      payload: { comment: { content: 'hi', post: c.privatePost } },
    }),
    expect: 404,
  },
  'POST /api/v1/comment/:id/react': { self: 'the caller’s own reaction on a comment they can see' },
  'DELETE /api/v1/comment/:id': {
    notOwned: (c) => ({ url: `/api/v1/comment/${c.ownerComment}` }),
    expect: 403,
  },
  'POST /api/v1/events/ticket': { self: 'a ticket for the caller’s own session' },
  'GET /api/v1/events': {
    self: 'the caller’s own stream (token or ticket, checked in the handler)',
  },
  'GET /api/v1/notifications': { self: 'the caller’s own notifications' },
  'GET /api/v1/tags/trending': { self: 'counts, the same for every signed-in person' },
  'POST /api/v1/reports': { self: 'the caller reports what they can see' },
  'GET /api/v1/moderation/reports': {
    notOwned: () => ({ url: '/api/v1/moderation/reports' }),
    expect: 403,
  },
  'GET /api/v1/moderation/log': {
    notOwned: () => ({ url: '/api/v1/moderation/log' }),
    expect: 403,
  },
  'POST /api/v1/moderation/dismiss': {
    notOwned: (c) => ({
      url: '/api/v1/moderation/dismiss',
      payload: { targetKind: 'post', targetId: c.ownerPost },
    }),
    expect: 403,
  },
  'POST /api/v1/moderation/remove': {
    notOwned: (c) => ({
      url: '/api/v1/moderation/remove',
      payload: { targetKind: 'post', targetId: c.ownerPost },
    }),
    expect: 403,
  },
  'POST /api/v1/moderation/revoke-anonymous': {
    notOwned: (c) => ({
      url: '/api/v1/moderation/revoke-anonymous',
      payload: { targetKind: 'post', targetId: c.ownerPost },
    }),
    expect: 403,
  },
  'POST /api/v1/moderation/suspend': {
    notOwned: (c) => ({
      url: '/api/v1/moderation/suspend',
      payload: { targetKind: 'post', targetId: c.ownerPost },
    }),
    expect: 403,
  },
  'POST /api/v1/moderation/unsuspend': {
    notOwned: (c) => ({
      url: '/api/v1/moderation/unsuspend',
      payload: { targetKind: 'post', targetId: c.ownerPost },
    }),
    expect: 403,
  },
  'POST /api/v1/notifications/read': { self: 'the caller’s own notifications' },
};

const concrete = (url: string) => url.replace(':id', ID);

describe.each(testDatabaseKinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let ctx: Context;
  let intruder: Person;
  let revoked: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await t.signedInUser();
    const privateOwner = await t.signedInUser();
    await t.makePrivate(privateOwner);
    intruder = await t.signedInUser();
    await t.inject({
      method: 'POST',
      url: '/api/v1/user/block',
      headers: owner.headers,
      payload: { userId: intruder.user._id },
    });
    const ownerPost = (
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: owner.headers,
        payload: { content: 'owned', visibility: 'private' },
      })
    ).json().data.post._id;
    const ownerComment = (
      await t.inject({
        method: 'POST',
        url: '/api/v1/comment/new',
        headers: owner.headers,
        payload: { comment: { content: 'owned', post: ownerPost, visibility: 'private' } },
      })
    ).json().data.comment._id;
    const privatePost = (
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: privateOwner.headers,
        payload: { content: 'followers only' },
      })
    ).json().data.post._id;
    const ownerSession = (
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', owner.user._id)
        .executeTakeFirstOrThrow()
    ).id;
    ctx = { owner, privateOwner, ownerPost, ownerComment, privatePost, ownerSession };
    revoked = await t.signedInUser();
    await t.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: revoked.headers });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a decision for every route the app serves', () => {
    const served = t.app.routeTable
      .filter((r) => r.url.startsWith('/api'))
      .map((r) => `${r.method} ${r.url}`);
    expect(served.sort()).toEqual(Object.keys(matrix).sort());
  });

  it('answers 401 without a token and with a revoked one on every route that needs one', async () => {
    for (const [route, entry] of Object.entries(matrix)) {
      if ('public' in entry) continue;
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      for (const headers of [{}, revoked.headers]) {
        const response = await t.inject({
          method,
          url: concrete(url),
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${route} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('refuses another person’s token on what it does not own', async () => {
    for (const [route, entry] of Object.entries(matrix)) {
      if (!('notOwned' in entry)) continue;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const call = entry.notOwned(ctx);
      const response = await t.inject({
        method,
        url: call.url,
        headers: intruder.headers,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(response.statusCode, route).toBe(entry.expect);
    }
    // Nothing the intruder tried changed anything.
    const post = await t.inject({
      method: 'GET',
      url: `/api/v1/post/${ctx.ownerPost}`,
      headers: ctx.owner.headers,
    });
    expect(post.json().data.post.content).toBe('owned');
    const comments = await t.inject({
      method: 'POST',
      url: '/api/v1/comment/list',
      headers: ctx.owner.headers,
      payload: { filters: { post: ctx.ownerPost } },
    });
    expect(comments.json().data.total).toBe(1);
  });
});
