import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseKinds } from '../test/databases';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;
type Observer = { label: string; headers: Record<string, string> };

/**
 * Rule 1: nobody but the author may learn who wrote an anonymous post or comment. The
 * author here writes only anonymously; every read endpoint is then called by other people
 * (and by nobody), and none of the answers may carry the author's id, username or name.
 * Later features add their observers (a follower, a blocked user) and endpoints here.
 */
describe.each(testDatabaseKinds)('anonymity on %s', (kind) => {
  let t: TestApp;
  let author: Person;
  let observers: Observer[];
  let anonymousPost: string;
  let anonymousComment: string;
  let othersPost: string;
  const secretName = 'Zelda Quietwater';

  const call = async (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const response = await t.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return `${method} ${url} ${response.statusCode}\n${JSON.stringify(response.headers)}\n${response.body}`;
  };

  /** Every read the API offers, as this viewer sees it. */
  const readEverything = async (headers: Record<string, string>) => {
    const answers = await Promise.all([
      call(headers, 'POST', '/api/v1/post/list', {}),
      call(headers, 'POST', '/api/v1/post/list', { filters: { feed: 'following' } }),
      call(headers, 'POST', '/api/v1/post/list', { filters: { author: author.user._id } }),
      call(headers, 'POST', '/api/v1/post/list', { filters: { search: 'whisper' } }),
      call(headers, 'POST', '/api/v1/post/list', { filters: { search: secretName } }),
      call(headers, 'POST', '/api/v1/post/list', { filters: { search: author.user.username } }),
      call(headers, 'GET', `/api/v1/post/${anonymousPost}`),
      call(headers, 'POST', '/api/v1/post/saved', {}),
      call(headers, 'POST', '/api/v1/comment/list', { filters: { post: anonymousPost } }),
      call(headers, 'POST', '/api/v1/comment/list', { filters: { post: othersPost } }),
      call(headers, 'GET', '/api/v1/user/me'),
      call(headers, 'POST', '/api/v1/user/list', { filters: { search: 'whisper' } }),
      call(headers, 'GET', '/api/v1/user/follow-requests'),
    ]);
    // Writes that answer with the post's or comment's state.
    answers.push(
      await call(headers, 'POST', `/api/v1/post/${anonymousPost}/react`, {
        kind: 'like',
        active: true,
      }),
    );
    answers.push(
      await call(headers, 'POST', `/api/v1/post/${anonymousPost}/save`, { active: true }),
    );
    answers.push(
      await call(headers, 'POST', `/api/v1/comment/${anonymousComment}/react`, {
        kind: 'hug',
        active: true,
      }),
    );
    answers.push(
      await call(headers, 'PUT', `/api/v1/post/${anonymousPost}`, { content: 'taken over' }),
    );
    answers.push(await call(headers, 'DELETE', `/api/v1/comment/${anonymousComment}`));
    answers.push(
      await call(headers, 'POST', '/api/v1/comment/new', {
        comment: { content: 'reply', post: anonymousPost, visibility: 'private' },
      }),
    );
    return answers.join('\n\n');
  };

  const secretsOf = () => [author.user._id, author.user.username, secretName, author.input.email];

  beforeAll(async () => {
    t = await createTestApp(kind);
    author = await t.signedInUser({
      name: secretName,
      username: `zelda_${Date.now().toString(36)}`,
    });
    const stranger = await t.signedInUser({ name: 'Sam Stranger' });
    const commenter = await t.signedInUser({ name: 'Cleo Commenter' });

    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/post/new',
      headers: author.headers,
      payload: { content: 'A quiet whisper from nobody', visibility: 'private' },
    });
    anonymousPost = created.json().data.post._id;
    othersPost = (
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: commenter.headers,
        payload: { content: 'A named whisper' },
      })
    ).json().data.post._id;
    for (const postId of [anonymousPost, othersPost]) {
      const answer = await t.inject({
        method: 'POST',
        url: '/api/v1/comment/new',
        headers: author.headers,
        payload: {
          comment: { content: 'me again, anonymously', post: postId, visibility: 'private' },
        },
      });
      anonymousComment = answer.json().data.comment._id;
    }
    await t.inject({
      method: 'POST',
      url: '/api/v1/comment/new',
      headers: commenter.headers,
      payload: { comment: { content: 'named reply', post: anonymousPost } },
    });
    await t.inject({
      method: 'POST',
      url: `/api/v1/post/${anonymousPost}/react`,
      headers: commenter.headers,
      payload: { kind: 'hug' },
    });

    // A follower must not get the author's anonymous posts by following them (rule 2), and a
    // blocked person must still see them like anyone else (rule 3).
    const follower = await t.signedInUser({ name: 'Fay Follower' });
    await t.inject({
      method: 'POST',
      url: '/api/v1/user/follow',
      headers: follower.headers,
      payload: { userId: author.user._id },
    });
    const blocked = await t.signedInUser({ name: 'Boris Blocked' });
    await t.inject({
      method: 'POST',
      url: '/api/v1/user/block',
      headers: author.headers,
      payload: { userId: blocked.user._id },
    });
    const blocker = await t.signedInUser({ name: 'Bea Blocker' });
    await t.inject({
      method: 'POST',
      url: '/api/v1/user/block',
      headers: blocker.headers,
      payload: { userId: author.user._id },
    });

    observers = [
      { label: 'a follower', headers: follower.headers },
      { label: 'a person the author blocked', headers: blocked.headers },
      { label: 'a person who blocked the author', headers: blocker.headers },
      { label: 'a stranger', headers: stranger.headers },
      { label: 'a commenter in the thread', headers: commenter.headers },
      { label: 'nobody', headers: {} },
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it('never shows the anonymous author to anyone else, in any answer', async () => {
    for (const observer of observers) {
      const everything = await readEverything(observer.headers);
      for (const secret of secretsOf()) {
        expect(everything.includes(secret), `${observer.label} learned ${secret}`).toBe(false);
      }
    }
  });

  it('shows others the anonymous post and comment, with no author', async () => {
    const [stranger] = observers;
    const post = await t.inject({
      method: 'GET',
      url: `/api/v1/post/${anonymousPost}`,
      headers: stranger?.headers,
    });
    expect(post.json().data.post).toMatchObject({
      author: null,
      isMine: false,
      visibility: 'private',
    });
    const thread = await t.inject({
      method: 'POST',
      url: '/api/v1/comment/list',
      headers: stranger?.headers,
      payload: { filters: { post: anonymousPost } },
    });
    const mine = thread
      .json()
      .data.commentList.find((c: { _id: string }) => c._id !== undefined && c._id);
    expect(mine).toMatchObject({ author: null, pseudonym: 'Anonymous (author)', isMine: false });
  });

  it('shows the author their own anonymous post and comments, marked as theirs', async () => {
    const everything = await readEverything(author.headers);
    expect(everything).toContain(author.user._id);
    expect(everything).toContain(secretName);
    const post = await t.inject({
      method: 'GET',
      url: `/api/v1/post/${anonymousPost}`,
      headers: author.headers,
    });
    expect(post.json().data.post).toMatchObject({
      author: { _id: author.user._id },
      isMine: true,
      visibility: 'private',
    });
  });

  it('keeps anonymous posts out of the author’s posts and postsCount for others', async () => {
    const named = await t.signedInUser({ name: 'Mo Mixed' });
    const publicId = (
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: named.headers,
        payload: { content: 'named' },
      })
    ).json().data.post._id;
    const hiddenId = (
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: named.headers,
        payload: { content: 'unnamed', visibility: 'private' },
      })
    ).json().data.post._id;
    const [stranger] = observers;
    const theirs = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: stranger?.headers,
      payload: { filters: { author: named.user._id } },
    });
    expect(theirs.json().data.postList.map((p: { _id: string }) => p._id)).toEqual([publicId]);
    const own = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: named.headers,
      payload: { filters: { author: named.user._id } },
    });
    expect(own.json().data.postList.map((p: { _id: string }) => p._id)).toEqual([
      hiddenId,
      publicId,
    ]);
    const me = await t.inject({ method: 'GET', url: '/api/v1/user/me', headers: named.headers });
    expect(me.json().data.user.postsCount).toBe(1);
  });

  it('leaves the author’s profile byte-identical for others after anonymous posts and comments', async () => {
    const writer = await t.signedInUser({ name: 'Nia Neutral' });
    const [stranger] = observers;
    const seen = async () => {
      const response = await t.inject({
        method: 'GET',
        url: `/api/v1/user/${writer.user._id}`,
        headers: stranger?.headers,
      });
      const { 'x-request-id': _, date: __, ...headers } = response.headers;
      return JSON.stringify([headers, response.body]);
    };
    const before = await seen();
    const id = (
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: writer.headers,
        payload: { content: 'unsigned', visibility: 'private' },
      })
    ).json().data.post._id;
    await t.inject({
      method: 'POST',
      url: '/api/v1/comment/new',
      headers: writer.headers,
      payload: { comment: { content: 'also unsigned', post: id, visibility: 'private' } },
    });
    expect(await seen()).toBe(before);
  });

  it('hides the author from then on when a named post turns anonymous', async () => {
    const writer = await t.signedInUser({ name: 'Tia Turncoat' });
    const id = (
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: writer.headers,
        payload: { content: 'first named' },
      })
    ).json().data.post._id;
    await t.editPost(writer, id, { visibility: 'private' });
    const [stranger] = observers;
    const answer = await t.inject({
      method: 'GET',
      url: `/api/v1/post/${id}`,
      headers: stranger?.headers,
    });
    expect(answer.json().data.post.author).toBeNull();
    expect(answer.body).not.toContain(writer.user._id);
    expect(answer.body).not.toContain('Tia Turncoat');
  });
});
